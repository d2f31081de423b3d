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
			t.Errorf("a price call says the pot pays (%.0f%% against %.0f%% needed by the pot alone is not the reason): %q", 100*Advise(v, nil).Equity, 100*a.Odds, a.Reason)
		}
		if !strings.Contains(a.Reason, "to play on against") {
			t.Errorf("a price call does not say why it plays on: %q", a.Reason)
		}
	})
	if n == 0 {
		t.Fatal("no price call in 300 hands: the test checks nothing")
	}
}

// TestCappedFoldNamesNoRaiseBehind (issue 19, item 5; razz play --seed 11
// --players 6 --level hard, hand 4, 8-5-3 facing the cap): the low door
// cards behind cannot raise a capped pot, so a fold there never gives
// "one low door card acts after it" as a reason; uncapped, it still does.
func TestCappedFoldNamesNoRaiseBehind(t *testing.T) {
	t.Parallel()
	capped, open := 0, 0
	bs, err := Seat([]string{"grinder", "maniac", "station", "maniac", "maniac", "station"}, Hard)
	if err != nil {
		t.Fatal(err)
	}
	for n := 1; n <= 400; n++ {
		playSpotsOf(t, bs, 11, n, func(_ int, v engine.View, _ *engine.Hand) {
			if v.Street != 3 {
				return
			}
			a := choice(v)
			if a.Why.LowBehind == 0 || a.Why.Code != FoldToCompletion && a.Why.Code != FoldStart {
				return
			}
			s := situation{v: v}
			says := strings.Contains(a.Reason, "act after") || strings.Contains(a.Reason, "acts after")
			if s.capped() {
				capped++
				if says {
					t.Errorf("a fold facing the cap names a raise behind that cannot come: %q", a.Reason)
				}
			} else {
				open++
				if !says {
					t.Errorf("an uncapped fold with %d low door cards behind does not name them: %q", a.Why.LowBehind, a.Reason)
				}
			}
		})
	}
	t.Logf("%d capped, %d uncapped", capped, open)
	if capped == 0 || open == 0 {
		t.Fatalf("%d capped and %d uncapped folds with low door cards behind: the test checks nothing", capped, open)
	}
}
