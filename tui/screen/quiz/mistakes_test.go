package quiz

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"razz/tui/drill"
	"razz/tui/screen"
)

// TestMistakesDrillAsksKeptSpots: the "Your mistakes" drill asks the spot
// kept in the stats file, and an answer moves it on the schedule.
func TestMistakesDrillAsksKeptSpots(t *testing.T) {
	dir := keptSpotDir(t)
	d := newDriver(t, opts{Start: screen.Quiz, DataDir: dir, Quiz: Options{Drill: drill.Mistakes, Chosen: true, Level: drill.Normal, Seed: 1}}, 100, 30)
	q, ok := d.quiz().q.(*drill.ThirdQuestion)
	if !ok || q.SpotIndex() != 0 {
		t.Fatalf("the drill did not ask the kept spot: %T %+v", d.quiz().q, d.quiz().q)
	}
	if !strings.Contains(ansi.Strip(d.view()), "You, seat 1") {
		t.Errorf("the spot is not drawn:\n%s", d.view())
	}
	d.keys(answerKeys(t, q, true)...)
	if v := ansi.Strip(d.view()); !strings.Contains(v, "In the hand you played") {
		t.Errorf("the feedback does not recall the hand:\n%s", v)
	}
	if sp := d.rec().Spots[0]; d.rec().SpotAnswers != 1 || sp.Due < 3 {
		t.Errorf("a right answer did not push the spot back: %+v (answers %d)", sp, d.rec().SpotAnswers)
	}
}
