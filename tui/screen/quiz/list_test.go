package quiz

import (
	"testing"

	"razz/tui/drill"
	"razz/tui/screen"
)

// TestDrillListStopsAtItsEnds: ↑ on the first drill and ↓ on the last
// stay there, as the menu's do.
func TestDrillListStopsAtItsEnds(t *testing.T) {
	t.Parallel()
	d := newDriver(t, opts{Start: screen.Quiz}, 80, 24)
	d.keys("up")
	if d.quiz().cursor != 0 {
		t.Errorf("↑ from the first drill went to %d", d.quiz().cursor)
	}
	for range len(drill.All()) + 2 {
		d.keys("j")
	}
	if d.quiz().cursor != len(drill.All())-1 {
		t.Errorf("↓ past the last drill went to %d", d.quiz().cursor)
	}
}
