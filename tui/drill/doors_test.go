package drill

import (
	"strings"
	"testing"

	"razz/engine"
	"razz/tui/widget"
)

// TestDoorCardsWrapBetweenEntries (issue 19): at 80 columns the
// third-street drill's "Door cards" line broke inside an entry ("6:" at
// one line's end, "T♣ completed" on the next; "J♦ brought" / "in"). Each
// entry now stays whole on one wrapped line, at every width it fits.
func TestDoorCardsWrapBetweenEntries(t *testing.T) {
	t.Parallel()
	long := 0
	for n := range 120 {
		// New's spot, before the table coach's answer (which New then
		// gives it, and which changes no line of it: 120 lookaheads).
		q := pickThird(Rand(9, Third, Normal, n), Normal)
		for _, l := range q.Spot(engine.Card.Pretty) {
			plain := strings.ReplaceAll(l, Keep, " ")
			_, list, found := strings.Cut(plain, ": ")
			if !found || !strings.HasPrefix(plain, "Door cards") && !strings.Contains(plain, "boards: ") {
				continue
			}
			entries := strings.Split(strings.TrimSuffix(list, "."), ", ")
			for _, width := range []int{76, 60, 40} {
				lines := widget.Wrap(l, width)
				if len(lines) > 1 {
					long++
				}
				for _, w := range lines {
					if strings.Contains(w, Keep) {
						t.Fatalf("a no-break space is written: %q", w)
					}
				}
				for _, e := range entries {
					whole := false
					for _, w := range lines {
						whole = whole || strings.Contains(w, e)
					}
					if !whole {
						t.Errorf("width %d: entry %q broken across lines %q", width, e, lines)
					}
				}
			}
		}
	}
	if long == 0 {
		t.Fatal("no Door cards line wrapped: the test checks nothing")
	}
}
