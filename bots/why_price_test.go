package bots

import (
	"strings"
	"testing"

	"razz/engine"
)

// TestCallPriceClaimsNoPayingPot (issue 19, item 5): a start called for
// its price on third street is called for the start and the cards to
// come, not because the pot pays for it; the old reason said "the price
// (20 to win 60) pays for the draw" beside an equity under the pot odds
// (razz quiz --drill third --seed 9 --level medium, [9♠ 8♦] 4♠: 20%
// against 25%).
func TestCallPriceClaimsNoPayingPot(t *testing.T) {
	t.Parallel()
	n := 0
	playSpots(t, 300, 11, func(_ int, v engine.View, _ *engine.Hand) {
		if v.Street != 3 {
			return
		}
		a := choice(v)
		if a.Why.Code != CallPrice {
			return
		}
		n++
		if strings.Contains(a.Reason, "pays for") {
			t.Errorf("a price call says the pot pays (%.0f%% against %.0f%% needed by the pot alone is not the reason): %q", 100*Advise(v).Equity, 100*a.Odds, a.Reason)
		}
		if !strings.Contains(a.Reason, "to play on against") {
			t.Errorf("a price call does not say why it plays on: %q", a.Reason)
		}
	})
	if n == 0 {
		t.Fatal("no price call in 300 hands: the test checks nothing")
	}
}
