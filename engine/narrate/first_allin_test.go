package narrate

import (
	"strings"
	"testing"

	"razz/engine"
)

// TestFirstToActPastAnAllInSaysTheRule: when the best board's seat is
// all-in, the box says so and that the action passes clockwise whatever
// the board: the next seat may show a paired board, which would look like
// a mistake without the rule.
func TestFirstToActPastAnAllInSaysTheRule(t *testing.T) {
	t.Parallel()
	up := func(s string) []engine.Card { cs, _ := engine.ParseCards(s); return cs }
	boards := []engine.Board{engine.NewBoard(3, up("2c 4d")), engine.NewBoard(4, up("9s 9h")), engine.NewBoard(5, up("7c 8d"))}
	e := engine.ExplainFirst(4, boards, func(seat int) bool { return seat != 3 })
	if e.Seat != 4 {
		t.Fatalf("seat %d acts first", e.Seat)
	}
	text := strings.Join((&Narrator{}).FirstText(e), " ")
	for _, want := range []string{"Seat 3 is all-in", "passes clockwise", "whatever its board", "seat 4 acts first"} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in %q", want, text)
		}
	}
}
