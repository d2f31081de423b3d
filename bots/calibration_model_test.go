package bots

import (
	"flag"
	"fmt"
	"math"
	"sort"
	"strings"
	"testing"

	"razz/engine"
)

var modelCalHands = flag.Int("modelcal", 0, "hands for TestModelActionCalibration (0: skip)")

// TestModelActionCalibration measures the range read's models against the
// bots they model: at each decision with a choice of a bot at
// TestRangeEquityCalibration's table, its model's chance of each class of
// action with the bot's real down cards, by style, street (third, later,
// or "read": a later turn the bot decides by its own range read, as the
// coach's read models it, nested.go) and whether it faced a bet, in bins
// of the chance to bet or raise: the chance said to bet or raise and to
// fold against how often it did, and the mean log chance of the action
// taken, with the model's stray play (ll) and without (ll0). SURPRISE
// rows count the actions taken that the policy alone gave under 0.5%;
// SHARE rows the mean (ll/n) and mean square (ll0/n) of the share the
// model judges a read turn by, less the bot's own figure. A measurement:
//
//	go test ./bots -run TestModelActionCalibration -modelcal 600 -v
func TestModelActionCalibration(t *testing.T) {
	if *modelCalHands == 0 {
		t.Skip("a measurement: -modelcal N runs it")
	}
	type bin struct{ n, pred, got, predFold, gotFold, ll, ll0 float64 }
	bins := map[string]*bin{}
	styles := calibrationStyles
	var nested *turnModel // the coach's read's model of the turn to come, where it is nested
	before := func(n int, p *Play, v engine.View, seat int) {
		nested = nil
		if ModelOf(styles[seat-1]).Params.RangedCalls && v.Street > 3 && len(v.Legal) > 1 {
			nested = nestedTurnModel(p, seat, 256, uint64(n)*7919+uint64(len(v.Actions)))
		}
	}
	playCalibration(t, *modelCalHands, before, func(n int, v engine.View, seat int, d Decision) {
		m := ModelOf(styles[seat-1])
		if len(v.Legal) < 2 {
			return
		}
		down := downCards(&v, seat)
		tm := newTurnModel(&m, &v, 256, 128, uint64(n)*7919+uint64(len(v.Actions)), nil)
		st := "later"
		switch {
		case v.Street == 3:
			st = "third"
		case nested != nil && nested.ranged:
			tm, st = nested, "read"
		}
		out := tm.eval(&down)
		tm0 := *tm
		tm0.stray, tm0.strays = 0, [3]float64{}
		out0 := tm0.eval(&down)
		took := classOf(d.Action.Kind)
		facing := "free"
		if toCall(v) > 0 {
			facing = "facing"
		}
		pa := out0[2]
		b := 0
		for _, e := range []float64{0.02, 0.1, 0.3, 0.7, 0.9, 0.98} {
			if pa >= e {
				b++
			}
		}
		for _, key := range []string{
			fmt.Sprintf("%-8s %-5s %-6s aggr pbin%d", styles[seat-1], st, facing, b),
			fmt.Sprintf("%-8s %-5s %-6s all", styles[seat-1], st, facing),
		} {
			c := cellOf(bins, key)
			c.n++
			c.pred += out0[2]
			c.predFold += out0[0]
			if took == 2 {
				c.got++
			}
			if took == 0 {
				c.gotFold++
			}
			c.ll += logp(out[took])
			c.ll0 += logp(out0[took])
		}
		if st == "read" && d.Why.Ranged {
			// The share the model judges the turn by, with the real down
			// cards, against the share the bot's own read said.
			var cs engine.CardSet
			for _, c := range down[:tm.nDown] {
				cs |= c.Bit()
			}
			diff := tm.remember(cs) - d.Why.Equity
			c := cellOf(bins, fmt.Sprintf("%-8s %-5s %-6s SHARE model less bot", styles[seat-1], st, facing))
			c.n++
			c.ll += diff
			c.ll0 += diff * diff
		}
		if out0[took] < 0.005 {
			c := cellOf(bins, fmt.Sprintf("%-8s %-5s %-6s SURPRISE took %d", styles[seat-1], st, facing, took))
			c.n++
			c.pred += out0[took]
		}
	})
	keys := make([]string, 0, len(bins))
	for k := range bins {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var sb strings.Builder
	for _, k := range keys {
		c := bins[k]
		fmt.Fprintf(&sb, "%-40s n %6.0f  pred aggr %.3f  got %.3f  fold %.3f got %.3f  ll/n %.3f  ll0/n %.3f\n", k, c.n, c.pred/c.n, c.got/c.n, c.predFold/c.n, c.gotFold/c.n, c.ll/c.n, c.ll0/c.n)
	}
	t.Log("\n" + sb.String())
}

func logp(p float64) float64 { return math.Log(max(p, 1e-9)) }

// nestedTurnModel is the coach's read's model of the turn of seat, the
// seat to act in p, as a nested read of n candidates by another seat
// reads it (turnsFrom's, nestTurns.add): every turn before it read as the
// bots' reads read them.
func nestedTurnModel(p *Play, seat, n int, seed uint64) *turnModel {
	viewer := p.Hand.View(seat).Seats[0].Seat
	if viewer == seat {
		viewer = p.Hand.View(seat).Seats[1].Seat
	}
	hv := p.Hand.View(viewer)
	rg := newRange(&hv, p.Models(), n)
	rg.nested = true
	nest := rg.nest()
	if nest == nil {
		return nil
	}
	w := rg.w
	var d dealer
	w.anyDeal(&d)
	var view engine.View
	h, err := w.rebuild(&d, func(a int, h *engine.Hand) bool {
		i := w.idx[w.actor[a]]
		h.ViewInto(&view, w.actor[a])
		nest.add(&rg.models[i], i, &view, n, seed^uint64(a)<<32, classOf(w.acts[a].Kind), false, &rg.tms)
		return true
	})
	if err != nil {
		return nil
	}
	h.ViewInto(&view, seat)
	i := w.idx[seat]
	return nest.add(&rg.models[i], i, &view, n, seed^uint64(len(w.acts))<<32, 0, true, &rg.tms)
}

// downCards is the down cards of seat, whose view v is, in deal order.
func downCards(v *engine.View, seat int) [3]engine.Card {
	var me engine.SeatView
	for _, sv := range v.Seats {
		if sv.Seat == seat {
			me = sv
		}
	}
	up := engine.SetOf(me.Up...)
	var down [3]engine.Card
	k := 0
	for _, c := range v.Own {
		if !up.Has(c) && k < 3 {
			down[k] = c
			k++
		}
	}
	return down
}
