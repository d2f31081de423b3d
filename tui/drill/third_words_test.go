package drill

import (
	"strings"
	"testing"

	"razz/engine"
)

// A third-street fold beside a share above the price says why, as the
// coach box does: "equity now 32% …, pot odds 29%" under "Fold" read as
// figures against the advice (the walk-through).
func TestThirdFoldAboveThePriceSaysWhy(t *testing.T) {
	for n := range 200 {
		q := Third.New(Rand(5, Third, Normal, n), Normal).(*ThirdQuestion)
		a := q.Advice
		if a.Option.Kind != engine.Fold || a.ToCall == 0 || a.Equity <= a.Odds {
			continue
		}
		f := q.Explain(Answer{}, engine.Card.Pretty)
		if all := strings.Join(f.More, " "); !strings.Contains(all, "the share beats the price, but on third street the start decides more than the odds") {
			t.Errorf("a fold at %.0f%% against a price of %.0f%% says:\n%s", 100*a.Equity, 100*a.Odds, all)
		}
		return
	}
	t.Fatal("no third-street fold above the price in 200 questions: nothing was tested")
}
