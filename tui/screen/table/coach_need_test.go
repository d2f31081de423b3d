package table

import (
	"strings"
	"testing"

	"razz/bots"
	"razz/engine"
)

// TestOddsLineNamesANeedAboveTheOdds: on fourth street a call needs more
// than the pot odds (strategy.json's street_scale: the bets to come). The
// line says so, never "you need 14% ... you have 18%: calling loses".
func TestOddsLineNamesANeedAboveTheOdds(t *testing.T) {
	t.Parallel()
	a := bots.Advice{ToCall: 10, Pot: 60, Odds: 10.0 / 70, Need: 1.6 * 10 / 70, Equity: 0.18, Street: 4}
	s := oddsLine(a, nil)
	if !strings.Contains(s, "a price of 14% of the pot after calling; counting the bets still to come, which a caller behind pays, you need 23%") || !strings.Contains(s, "you have 18%: calling loses") {
		t.Errorf("%q", s)
	}
}

// TestOddsLineThirdStreetCallNoLoss (issue 19, item 5; razz play --seed
// 11 --players 6 --level hard, hand 10, [4♣ T♣] 7♥): on third street a
// call the coach advises is judged by the start and the bets to come, so
// a share under the pot odds is told as what it is, never "calling
// loses" beside "Call 20". A fold still hears that calling loses.
func TestOddsLineThirdStreetCallNoLoss(t *testing.T) {
	t.Parallel()
	a := bots.Advice{ToCall: 20, Pot: 60, Odds: 0.25, Need: 0.25, Equity: 0.20, Street: 3,
		Option:      engine.Option{Kind: engine.Call},
		RangeEquity: bots.Estimate{Value: 0.15, Half: 0.01, N: 8000}}
	s := oddsLine(a, nil)
	if strings.Contains(s, "calling loses") || !strings.Contains(s, "you have 15% against the ranges their betting shows: the pot alone does not pay for the call; on third street the start and the bets to come must") {
		t.Errorf("advised call: %q", s)
	}
	a.Option = engine.Option{Kind: engine.Fold}
	if s := oddsLine(a, nil); !strings.Contains(s, "calling loses") {
		t.Errorf("advised fold: %q", s)
	}
	a.Option, a.Street, a.Why.Ranged = engine.Option{Kind: engine.Call}, 4, true
	if s := oddsLine(a, nil); !strings.Contains(s, "calling loses") {
		t.Errorf("fourth street: %q", s)
	}
}

// TestOddsLineHeadsUpNobodyBehind (issue 19): heads-up nobody is behind,
// so the need counting the bets to come is not said to be paid by "a
// caller behind"; multiway it still is.
func TestOddsLineHeadsUpNobodyBehind(t *testing.T) {
	t.Parallel()
	a := bots.Advice{ToCall: 10, Pot: 60, Odds: 10.0 / 70, Need: 1.6 * 10 / 70, Equity: 0.30, Street: 4, Fair: 0.5}
	if s := oddsLine(a, nil); strings.Contains(s, "behind") || !strings.Contains(s, "; counting the bets still to come you need 23%;") {
		t.Errorf("heads-up: %q", s)
	}
	a.Fair = 1.0 / 3
	if s := oddsLine(a, nil); !strings.Contains(s, "which a caller behind pays") {
		t.Errorf("three-handed: %q", s)
	}
}
