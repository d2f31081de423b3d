package bots

import (
	"math"
	"testing"

	"razz/engine"
)

// Heads-up a call never needs more than calling down puts in (the bets to
// come are paid by both, and half the pot always pays), so the coach
// never says "you need 51% counting the bets still to come" against one
// player: 40 to call into 70 on fifth street needs 44%, what calling down
// puts in (120 of 270), not 1.4 times the price (51%). Against more
// players, and on seventh street, the scale on the price stands.
func TestCallNeedHeadsUpAtMostCallingDown(t *testing.T) {
	st := engine.DefaultStakes // 5/10/20/40
	for _, tc := range []struct {
		street, call, pot, opp int
		want                   float64
	}{
		{5, 40, 70, 1, 120.0 / 270},
		{5, 40, 70, 2, 1.4 * 40 / 110},
		{7, 40, 70, 1, 40.0 / 110},
		{4, 20, 50, 1, 140.0 / 310},
		{4, 20, 400, 1, 1.6 * 20 / 420}, // a big pot: the scale asks less than calling down
	} {
		if got := CallNeed(tc.street, tc.call, tc.pot, tc.opp, st); math.Abs(got-tc.want) > 1e-12 {
			t.Errorf("street %d, %d into %d, %d opponents: %.4f, want %.4f", tc.street, tc.call, tc.pot, tc.opp, got, tc.want)
		}
	}
	for street := 4; street <= 7; street++ {
		for _, call := range []int{20, 40, 80, 120} {
			for pot := call + 10; pot <= 1000; pot += 10 { // the pot holds the bet called and the antes
				if got := CallNeed(street, call, pot, 1, st); got >= 0.5 {
					t.Fatalf("heads-up street %d, %d into %d: needs %.3f", street, call, pot, got)
				}
			}
		}
	}
	// The coach's advice takes it: heads-up on fifth street facing a bet.
	h := stacked(t, "", 2)
	apply(t, h, engine.BringIn, engine.Complete, engine.Call, engine.Check, engine.Check, engine.Bet)
	v := h.View(h.ToAct())
	a := AdviseFigures(v, nil)
	if want := CallNeed(5, 40, v.Pot, 1, st); a.Need != want || a.Need >= a.Odds*Rules.streetScale(5) {
		t.Errorf("the coach heads-up on fifth, %d into %d: needs %.3f, want %.3f (calling down's)", a.ToCall, a.Pot, a.Need, want)
	}
}
