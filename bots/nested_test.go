package bots

import (
	"testing"

	"razz/engine"
)

// TestCoachReadsTheGrinderAsItDecides: where a Grinder decides by its own
// range read (facing a bet on a later street, or first to act heads-up),
// the coach's read models it by the share that read would give it
// (nested.go), not by its quick estimate: at TestRangeEquityCalibration's
// table, the model's chance of the action the Grinder took is likelier by
// a margin (a mean log chance higher by at least 0.1), and the share it
// judges the Grinder's real cards by is within 3 points of the Grinder's
// own figure on average (at 150 hands: -1.9 points, mean log chance
// -0.363), where the quick estimate's was 8.9 points above (-0.660).
func TestCoachReadsTheGrinderAsItDecides(t *testing.T) {
	hands := 150
	if testing.Short() {
		hands = 60
	}
	var nested, quick *turnModel
	before := func(n int, p *Play, v engine.View, seat int) {
		nested, quick = nil, nil
		m := p.Models()(seat, "")
		if !m.Params.RangedCalls || v.Street == 3 || len(v.Legal) < 2 {
			return
		}
		seed := uint64(n)*7919 + uint64(len(v.Actions))
		if tm := nestedTurnModel(p, seat, RangeCandidates, seed); tm != nil && tm.ranged {
			nested, quick = tm, newTurnModel(&m, &v, RangeCandidates, turnDealsFor(RangeCandidates), seed, nil)
		}
	}
	var n, llNested, llQuick, byNested, byQuick float64
	playCalibration(t, hands, before, func(_ int, v engine.View, seat int, d Decision) {
		if nested == nil || !d.Why.Ranged {
			return
		}
		down := downCards(&v, seat)
		var cs engine.CardSet
		for _, c := range down[:nested.nDown] {
			cs |= c.Bit()
		}
		took := classOf(d.Action.Kind)
		n++
		llNested += logp(nested.eval(&down)[took])
		llQuick += logp(quick.eval(&down)[took])
		byNested += nested.remember(cs) - d.Why.Equity
		byQuick += quick.remember(cs) - d.Why.Equity
	})
	if n < 50 {
		t.Fatalf("%.0f Grinder decisions by its read: too few to tell", n)
	}
	t.Logf("%.0f decisions: mean log chance nested %.3f, quick %.3f; share less the Grinder's nested %+.1f, quick %+.1f points",
		n, llNested/n, llQuick/n, 100*byNested/n, 100*byQuick/n)
	if llNested/n < llQuick/n+0.1 {
		t.Errorf("the nested model's mean log chance %.3f is not 0.1 above the quick estimate's %.3f", llNested/n, llQuick/n)
	}
	if b := byNested / n; b < -0.03 || b > 0.03 {
		t.Errorf("the nested model's share is %+.1f points from the Grinder's own on average", 100*b)
	}
}

// TestShareIsWonWrittenOut: turnDeals.share writes turnDeal.won out in its
// loop (the call cost 8.6% of a decision); the two give the same figure to
// the bit at every later-street decision of a few calibration hands, each
// seat's real down cards judged.
func TestShareIsWonWrittenOut(t *testing.T) {
	checked := 0
	playCalibration(t, 12, func(n int, p *Play, v engine.View, seat int) {
		m := p.Models()(seat, "")
		if v.Street == 3 {
			return
		}
		tm := newTurnModel(&m, &v, RangeCandidates, turnDealsFor(RangeCandidates), uint64(n), nil)
		down := downCards(&v, seat)
		var cs engine.CardSet
		for _, c := range down[:tm.nDown] {
			cs |= c.Bit()
		}
		td := tm.deals
		odds, shift := downOdds(cs, &td.pool)
		mine := cs.RanksOf()
		o0, o1, o2, s0, s1, s2, three := oddsAtHand(&odds, &shift)
		total, weight := 0.0, 0.0
		for i := range td.deals {
			d := &td.deals[i]
			w := d.weight * o0[d.ranks>>s0&7] * o1[d.ranks>>s1&7]
			if three {
				w *= o2[d.ranks>>s2&7]
			}
			weight += w
			total += d.won(w, mine, cs)
		}
		want := 0.0
		if weight > 0 {
			want = total / weight
		}
		if got := td.share(cs); got != want {
			t.Errorf("hand %d seat %d street %d: share %v, by won %v", n, seat, v.Street, got, want)
		}
		checked++
	}, func(int, engine.View, int, Decision) {})
	if checked < 20 {
		t.Fatalf("%d decisions checked: too few", checked)
	}
}
