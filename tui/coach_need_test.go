package tui

import (
	"strings"
	"testing"

	"razz/bots"
)

// TestOddsLineNamesANeedAboveTheOdds: on fourth street a call needs more
// than the pot odds (strategy.json's street_scale: the bets to come). The
// line says so, never "you need 14% ... you have 18%: calling loses".
func TestOddsLineNamesANeedAboveTheOdds(t *testing.T) {
	t.Parallel()
	a := bots.Advice{ToCall: 10, Pot: 60, Odds: 10.0 / 70, Need: 1.6 * 10 / 70, Equity: 0.18, Street: 4}
	s := oddsLine(a, nil)
	if !strings.Contains(s, "need 14% of the pot after calling (23% counting the bets still to come") || !strings.Contains(s, "you have 18%: calling loses") {
		t.Errorf("%q", s)
	}
}
