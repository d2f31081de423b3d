package cli

import (
	"strings"
	"testing"

	"razz/engine"
)

// TestPracticeHands: a PokerStars HORSE file gives its Razz hands with a
// decision of the account holder's, who is named You; --hand picks one by
// its place; a file with none, or a hand not there, is one clear error.
func TestPracticeHands(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	file := "../../engine/hhfmt/testdata/real/horse_cash.txt"
	any := func(engine.HandLog) bool { return true }
	hs, err := PracticeHands(PracticeOptions{File: file}, nil, any)
	if err != nil || len(hs) != 2 {
		t.Fatalf("%d hands, %v; want the file's 2 Razz hands", len(hs), err)
	}
	for _, l := range hs {
		you := 0
		for _, s := range l.Seats {
			if s.Name == Hero {
				you++
			}
		}
		if you != 1 {
			t.Fatalf("hand %s: %d seats named %s, want the account holder's alone", l.SourceID, you, Hero)
		}
	}
	one, err := PracticeHands(PracticeOptions{File: file, Hand: 2}, nil, any)
	if err != nil || len(one) != 1 || one[0].SourceID != hs[1].SourceID {
		t.Fatalf("--hand 2: %v, %v; want the file's second hand", one, err)
	}
	if _, err := PracticeHands(PracticeOptions{File: file, Hand: 9}, nil, any); err == nil || !strings.Contains(err.Error(), "no hand 9 in") {
		t.Fatalf("--hand 9: %v", err)
	}
	none := func(engine.HandLog) bool { return false }
	if _, err := PracticeHands(PracticeOptions{File: file}, nil, none); err == nil || !strings.Contains(err.Error(), "has a decision of yours") {
		t.Fatalf("no decision: %v", err)
	}
	if _, err := PracticeHands(PracticeOptions{}, nil, any); err == nil || !strings.Contains(err.Error(), "your history") {
		t.Fatalf("an empty history: %v", err)
	}
}
