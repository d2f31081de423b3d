package table

import (
	"strings"
	"testing"

	"razz/bots"
	"razz/bots/review"
	"razz/tui/theme"
	"razz/tui/widget"
)

// TestReviewLineNamesBothShares: a review line's equity is against any
// cards; where the betting moves the share beyond two points and the
// read's interval, the line says that one too,
// rough with its interval when it is (the coach's reason below it quotes
// it: "equity 74%" above "has on average about 69% ... betting suggests").
func TestReviewLineNamesBothShares(t *testing.T) {
	t.Parallel()
	d := review.Decision{Street: 4, Equity: 0.74, PotOdds: 0.15,
		Coach: bots.Advice{RangeEquity: bots.Estimate{Value: 0.69, Half: 0.01, N: 8000}}}
	if s := widget.ReviewLine(&theme.Theme{}, "", d); !strings.Contains(s, "equity 74%, against the ranges 69%, odds 15%") {
		t.Errorf("%q", s)
	}
	d.Coach.RangeEquity = bots.Estimate{Value: 0.60, Half: 0.05, N: 8000}
	if s := widget.ReviewLine(&theme.Theme{}, "", d); !strings.Contains(s, "equity 74%, against the ranges roughly 60% (±5), odds 15%") {
		t.Errorf("%q", s)
	}
	d.Coach.RangeEquity = bots.Estimate{Value: 0.73, Half: 0.01, N: 8000} // within two points
	if s := widget.ReviewLine(&theme.Theme{}, "", d); !strings.Contains(s, "equity 74%, odds 15%") {
		t.Errorf("%q", s)
	}
}
