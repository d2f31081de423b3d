package quiz

import (
	"testing"

	"razz/tui/drill"
	"razz/tui/store"
)

// The questions' own tests (the engine agrees with every grading, the same
// seed gives the same questions) are in the drill package.

// TestMixedLeansTowardErrors: a level answered wrong comes up more often.
func TestMixedLeansTowardErrors(t *testing.T) {
	s := store.NewQuizRecord()
	for range 10 {
		s.Record(drill.Compare.ID(), drill.Easy.String(), true)
		s.Record(drill.Compare.ID(), drill.Normal.String(), true)
		s.Record(drill.Compare.ID(), drill.Hard.String(), false)
	}
	var n [drill.NumDifficulties]int
	for i := range 3000 {
		n[pickLevel(9, drill.Compare, i, s)]++
	}
	if n[drill.Hard] < 2*n[drill.Easy] || n[drill.Hard] < 2*n[drill.Normal] {
		t.Errorf("levels picked %v: hard (always wrong) should come up most", n)
	}
	if n[drill.Easy] == 0 || n[drill.Normal] == 0 {
		t.Errorf("levels picked %v: every level should still come up", n)
	}
}
