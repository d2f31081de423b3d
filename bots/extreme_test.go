package bots

import (
	"testing"

	"razz/engine"
)

// TestExtremeSharesAgree: the coach's share against the ranges is said as
// 0% or 100% to the point (or "under 1%", "over 99%") only where a read of
// sixteen times the candidates, on other draws, says so too: from 256
// candidates a read with no winning candidate said a bare 0% where 4,096
// gave 4 to 9% (issue 29). Seat 1's decisions on sixth and seventh street
// against one or two opponents, at playSpots' table.
func TestExtremeSharesAgree(t *testing.T) {
	t.Parallel()
	said := func(eq float64) bool { p := int(eq*100 + 0.5); return p <= 0 || p >= 100 }
	found, bad := 0, 0
	playSpots(t, 120, 13, func(n int, v engine.View, _ *engine.Hand) {
		live := 0
		for _, sv := range v.Seats {
			if sv.Seat != v.Seat && !sv.Folded {
				live++
			}
		}
		if v.Street < 6 || live > 2 {
			return
		}
		a := AdviseFigures(v, nil)
		if !said(a.RangeEquity.Value) {
			return
		}
		found++
		check := ReadRanges(&v, nil, 16*RangeCandidates, 0x6368656b).Equity(4*RangeTrials, 0x6368656b)
		if !said(check.Value) {
			bad++
			t.Errorf("hand %d street %d: the coach says %.1f%% (±%.1f) against the ranges, %d candidates read %.1f%% (±%.1f)",
				n, v.Street, 100*a.RangeEquity.Value, 100*a.RangeEquity.Half, 16*RangeCandidates, 100*check.Value, 100*check.Half)
		}
	})
	t.Logf("%d shares said as 0%% or 100%%, %d of them not by the bigger read", found, bad)
	if found == 0 {
		t.Error("no share said as 0% or 100%: the spots are not the issue's")
	}
}
