package review

import (
	"strings"
	"testing"

	"razz/engine"
)

// TestSummaryDiffersAgrees (issue 19): one decision that differs reads "1
// differs from the coach", never "1 differ"; two read "2 differ". A
// difference that is no mistake is counted as a close call ("1 differs
// from the coach, no mistakes" read as a contradiction).
func TestSummaryDiffersAgrees(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		s    Summary
		want string
	}{
		{Summary{Hands: 1, Decisions: 3, Differ: 1}, "3 decisions, 1 differs from the coach (1 close call), no mistakes"},
		{Summary{Hands: 1, Decisions: 3, Differ: 2}, "3 decisions, 2 differ from the coach (2 close calls), no mistakes"},
		{Summary{Hands: 1, Decisions: 4, Differ: 2, Mistakes: 1, CostBB: 0.4}, "4 decisions, 2 differ from the coach (1 close call), 1 mistake costing about 0.40 big bets"},
		{Summary{Hands: 1, Decisions: 4, Differ: 1, Mistakes: 1, CostBB: 0.4}, "4 decisions, 1 differs from the coach, 1 mistake costing about 0.40 big bets"},
		{Summary{Hands: 2, Decisions: 1, Differ: 0}, "2 hands, 1 decision, 0 differ from the coach, no mistakes"},
	} {
		if got := tc.s.String(); got != tc.want {
			t.Errorf("%+v: %q, want %q", tc.s, got, tc.want)
		}
	}
}

// A call's cost above its own price says why: "about 1.19 big bets" for a
// call of one big bet read to the walk-through as a wrong sum; the bets
// after it (a raise behind) are counted too. A cost within the price says
// nothing more.
func TestCostAboveTheCallSaysWhy(t *testing.T) {
	t.Parallel()
	d := Decision{Did: engine.Option{Kind: engine.Call, Put: 40}, DidBB: 1, CostBB: 1.19, CostHalf: 0.05, CostDeals: 128}
	if w := d.CostWords(); !strings.Contains(w, "more than the call's 1.00: the bets after it are counted too") {
		t.Errorf("%q", w)
	}
	d.CostBB = 0.6
	if w := d.CostWords(); strings.Contains(w, "more than") {
		t.Errorf("%q", w)
	}
}
