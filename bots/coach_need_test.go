package bots

import (
	"fmt"
	"strings"
	"testing"

	"razz/engine"
)

// TestOddsLineNamesANeedAboveTheOdds: on fourth street a call needs more
// than the pot odds (strategy.json's street_scale: the bets to come). The
// line says so, never "you need 14% ... you have 18%: calling loses".
func TestOddsLineNamesANeedAboveTheOdds(t *testing.T) {
	t.Parallel()
	a := Advice{ToCall: 10, Pot: 60, Odds: 10.0 / 70, Need: 1.6 * 10 / 70, Equity: 0.18, Street: 4}
	s := a.OddsLine(nil)
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
	a := Advice{ToCall: 20, Pot: 60, Odds: 0.25, Need: 0.25, Equity: 0.20, Street: 3,
		Option:      engine.Option{Kind: engine.Call},
		RangeEquity: Estimate{Value: 0.15, Half: 0.01, N: 8000}}
	s := a.OddsLine(nil)
	if strings.Contains(s, "calling loses") || !strings.Contains(s, "against the hands their betting suggests, you win on average 15%: the pot alone does not pay for the call; on third street the start and the bets to come must") {
		t.Errorf("advised call: %q", s)
	}
	a.Option = engine.Option{Kind: engine.Fold}
	if s := a.OddsLine(nil); !strings.Contains(s, "calling loses") {
		t.Errorf("advised fold: %q", s)
	}
	a.Option, a.Street, a.Why.Ranged = engine.Option{Kind: engine.Call}, 4, true
	if s := a.OddsLine(nil); !strings.Contains(s, "calling loses") {
		t.Errorf("fourth street: %q", s)
	}
	// A share that pays the price says so of the pot, not that calling
	// wins: the box's lookahead may have the call lose ("calling is
	// profitable on this street" above "call -0.48 (±0.47)").
	a.RangeEquity.Value, a.Equity = 0.30, 0.30
	if s := a.OddsLine(nil); strings.Contains(s, "profitable") || !strings.Contains(s, "you win on average 30%: your share pays for the call.") {
		t.Errorf("paid for: %q", s)
	}
}

// TestOddsLineHeadsUpNobodyBehind (issue 19): heads-up nobody is behind,
// so the need counting the bets to come is not said to be paid by "a
// caller behind"; multiway it still is.
func TestOddsLineHeadsUpNobodyBehind(t *testing.T) {
	t.Parallel()
	a := Advice{ToCall: 10, Pot: 60, Odds: 10.0 / 70, Need: 1.6 * 10 / 70, Equity: 0.30, Street: 4, Fair: 0.5}
	if s := a.OddsLine(nil); strings.Contains(s, "behind") || !strings.Contains(s, "; counting the bets still to come you need 23%;") {
		t.Errorf("heads-up: %q", s)
	}
	a.Fair = 1.0 / 3
	if s := a.OddsLine(nil); !strings.Contains(s, "which a caller behind pays") {
		t.Errorf("three-handed: %q", s)
	}
}

// TestOddsLineTellsCloseCallsApart: an equity and a need that round to
// the same percent are told to a tenth ("you need 11.4% ... you have
// 11.2%: calling loses"), never "you need 11% ... you have 11%: calling
// loses".
func TestOddsLineTellsCloseCallsApart(t *testing.T) {
	t.Parallel()
	a := Advice{ToCall: 10, Pot: 78, Odds: 0.1136, Need: 0.1136, Equity: 0.112, Street: 5}
	s := a.OddsLine(nil)
	if !strings.Contains(s, "need 11.4%") || !strings.Contains(s, "you have 11.2%: calling loses") {
		t.Errorf("%q", s)
	}
	a.Equity = 0.30
	if s := a.OddsLine(nil); !strings.Contains(s, "need 11%") || !strings.Contains(s, "you have 30%") {
		t.Errorf("a clear call told to a tenth: %q", s)
	}
}

// TestOddsLineRangedCloseCall (issue 21, hand 1 of razz play --seed 7):
// the call judged against the ranges, whose share rounds like the need,
// is told to a tenth too; the old line compared the share against any
// cards and said "you need 9% ... you have 9%: calling loses".
func TestOddsLineRangedCloseCall(t *testing.T) {
	t.Parallel()
	a := Advice{ToCall: 40, Pot: 430, Odds: 0.0912, Need: 0.0912, Equity: 0.67, Street: 7,
		Why: Why{Ranged: true}, RangeEquity: Estimate{Value: 0.0876, Half: 0.01, N: 8000}}
	s := a.OddsLine(nil)
	if !strings.Contains(s, "need 9.1%") || !strings.Contains(s, "against the hands their betting suggests, you win on average 8.8%: calling loses") {
		t.Errorf("%q", s)
	}
	// Equal to a tenth: just under.
	a.RangeEquity.Value = 0.0908
	if s := a.OddsLine(nil); !strings.Contains(s, "you win on average just under 9.1%:") {
		t.Errorf("%q", s)
	}
	// A rough read is said rough, with its interval said as what it is:
	// the estimate's precision, not a promise about the cards dealt.
	a.RangeEquity = Estimate{Value: 0.20, Half: 0.05, N: 8000}
	if s := a.OddsLine(nil); !strings.Contains(s, "you win on average roughly 20% (±5, the estimate's precision):") {
		t.Errorf("%q", s)
	}
}

// TestOddsLineThirdStreetRanged: on third street (where the start, not
// a share, decides) the pot-odds line quotes the share against the
// ranges the betting shows when they are read, not "30% against any
// cards" beside a coach box that reads the completion as low cards.
func TestOddsLineThirdStreetRanged(t *testing.T) {
	t.Parallel()
	a := Advice{ToCall: 10, Pot: 45, Odds: 0.1818, Need: 0.1818, Equity: 0.30, Street: 3,
		RangeEquity: Estimate{Value: 0.22, Half: 0.01, N: 8000}}
	if s := a.OddsLine(nil); !strings.Contains(s, "against the hands their betting suggests, you win on average 22%") {
		t.Errorf("%q", s)
	}
}

// TestOddsLineNeedWithCardsToCome: the need the verdict uses (less than
// the pot odds with cards to come) is the one compared, each to a tenth
// when the share rounds like it.
func TestOddsLineNeedWithCardsToCome(t *testing.T) {
	t.Parallel()
	a := Advice{ToCall: 20, Pot: 290, Odds: 0.0645, Need: 0.0516, Equity: 0.054, Street: 4}
	s := a.OddsLine(nil)
	if !strings.Contains(s, "a price of 6.5% of the pot after calling; with the cards to come you need 5.2%; you have 5.4%: your share pays for the call") {
		t.Errorf("%q", s)
	}
}

// TestOddsLineSaysNoNeedItDoesNotJudge: where the need counting the bets
// to come is not the pot odds, the pot odds are said as the price, never
// "you need" beside a share that rounds like them: "you need 9% of the pot
// after calling (15% counting the bets still to come …); you have 9%:
// calling loses" read as a contradiction (hand 43 of six bots, seed 9).
func TestOddsLineSaysNoNeedItDoesNotJudge(t *testing.T) {
	t.Parallel()
	a := Advice{ToCall: 20, Pot: 200, Odds: 20.0 / 220, Need: 1.6 * 20 / 220, Equity: 0.09, Fair: 0.25, Street: 4}
	s := a.OddsLine(nil)
	if strings.Contains(s, "need 9%") || !strings.Contains(s, "a price of 9% of the pot after calling") || !strings.Contains(s, "you need 15%") || !strings.Contains(s, "you have 9%: calling loses") {
		t.Errorf("%q", s)
	}
	a.Need = a.Odds // seventh street: the price is the need
	if s := a.OddsLine(nil); !strings.Contains(s, "so you need 9.1% of the pot after calling; you have 9.0%") {
		t.Errorf("%q", s)
	}
}

// The boards line names the best board showing as a board, never "the
// better draw": 4-4-J-T is the better board of two pairs (it acts first)
// but no better draw than 9-6-3, and on seventh street no draw is left.
func TestBoardsLineNamesTheBestBoard(t *testing.T) {
	t.Parallel()
	a := Advice{Street: 6, Best: 4, Boards: []BoardNote{{Seat: 1, You: true, Partial: "6-6-9-3"}, {Seat: 4, Partial: "4-4-J-T"}}}
	lines := a.BoxLines(nil, func(seat int) string { return fmt.Sprintf("Stan (seat %d)", seat) })
	text := strings.Join(lines, "\n")
	if strings.Contains(text, "draw") || !strings.Contains(text, "Stan (seat 4) has the best board showing.") {
		t.Errorf("%s", text)
	}
}
