package tui

import (
	"strings"
	"testing"

	"razz/bots"
)

// TestOddsLineTellsCloseCallsApart: an equity and a need that round to
// the same percent are told to a tenth ("you need 11.4% ... you have
// 11.2%: calling loses"), never "you need 11% ... you have 11%: calling
// loses".
func TestOddsLineTellsCloseCallsApart(t *testing.T) {
	t.Parallel()
	a := bots.Advice{ToCall: 10, Pot: 78, Odds: 0.1136, Need: 0.1136, Equity: 0.112, Street: 5}
	s := oddsLine(a, nil)
	if !strings.Contains(s, "need 11.4%") || !strings.Contains(s, "you have 11.2%: calling loses") {
		t.Errorf("%q", s)
	}
	a.Equity = 0.30
	if s := oddsLine(a, nil); !strings.Contains(s, "need 11%") || !strings.Contains(s, "you have 30%") {
		t.Errorf("a clear call told to a tenth: %q", s)
	}
}
