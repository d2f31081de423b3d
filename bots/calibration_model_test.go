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
// action with the bot's real down cards, by style, street (third or
// later) and whether it faced a bet, in bins of the chance to bet or
// raise: the chance said against how often it did, and the mean log
// chance of the action taken, with the model's stray play (ll) and
// without (ll0). SURPRISE rows count the actions taken that the policy
// alone gave under 0.5%. A measurement:
//
//	go test ./bots -run TestModelActionCalibration -modelcal 600 -v
func TestModelActionCalibration(t *testing.T) {
	if *modelCalHands == 0 {
		t.Skip("a measurement: -modelcal N runs it")
	}
	type bin struct{ n, pred, got, ll, ll0 float64 }
	bins := map[string]*bin{}
	styles := calibrationStyles
	playCalibration(t, *modelCalHands, nil, func(n int, v engine.View, seat int, d Decision) {
		m := ModelOf(styles[seat-1])
		if len(v.Legal) < 2 {
			return
		}
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
		tm := newTurnModel(&m, &v, 256, 128, uint64(n)*7919+uint64(len(v.Actions)), nil)
		out := tm.eval(&down)
		tm0 := *tm
		tm0.stray, tm0.strays = 0, [3]float64{}
		out0 := tm0.eval(&down)
		took := classOf(d.Action.Kind)
		st := "later"
		if v.Street == 3 {
			st = "third"
		}
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
			if took == 2 {
				c.got++
			}
			c.ll += logp(out[took])
			c.ll0 += logp(out0[took])
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
		fmt.Fprintf(&sb, "%-40s n %6.0f  pred aggr %.3f  got %.3f  ll/n %.3f  ll0/n %.3f\n", k, c.n, c.pred/c.n, c.got/c.n, c.ll/c.n, c.ll0/c.n)
	}
	t.Log("\n" + sb.String())
}

func logp(p float64) float64 { return math.Log(max(p, 1e-9)) }
