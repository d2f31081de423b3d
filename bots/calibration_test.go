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

var calibHands = flag.Int("calib", 0, "hands for TestRangeEquityCalibration (0: skip)")

// TestRangeEquityCalibration measures the coach's share against the
// ranges (range_equity, as the coach box and the review quote it, with
// the table's models) against the cards actually dealt: at every
// decision facing a bet or raise on fourth to seventh street with one to
// three opponents, by bots at a hard six-handed table of every style, the
// figure less the seat's share with the opponents' real down cards known
// (the cards to come unknown), by street, by the style of the seat that
// bet and by both; beside it the any-cards equity's. A measurement, and
// a check of issue 29's "bias within ±1.5 points facing each style's bets
// and raises on every street": it fails where a street's, a style's or a
// style's street's bias is outside ±1.5 points and measured to ±1.5 or
// better (calibrationBiasOff). At -calib 2400 (2 minutes of one core) it
// failed the model that read the Grinder's range-read decisions by its
// quick estimate: seventh street +1.8 ± 1.1.
//
//	go test ./bots -run TestRangeEquityCalibration -calib 2400 -v
func TestRangeEquityCalibration(t *testing.T) {
	if *calibHands == 0 {
		t.Skip("a measurement: -calib N runs it")
	}
	type cell struct{ rng, any tally }
	cells := map[string]*cell{}
	styles := calibrationStyles
	playCalibration(t, *calibHands, func(n int, p *Play, v engine.View, seat int) {
		if v.Street < 4 || toCall(v) == 0 {
			return
		}
		h := p.Hand
		var opps []engine.Opponent
		for _, sv := range v.Seats {
			if sv.Seat != seat && !sv.Folded {
				opps = append(opps, engine.Opponent{Up: h.View(sv.Seat).Own})
			}
		}
		if len(opps) <= 3 {
			a := AdviseFigures(v, p.Models())
			res, err := engine.Spot{Own: v.Own, Opponents: opps, Dead: deadOf(&v)}.Runout().Hint(uint64(n))
			if err == nil {
				truth := res.Hands[0].Equity
				bettor := lastAggressor(&v)
				for _, k := range []string{fmt.Sprintf("street %d", v.Street), "style " + styles[bettor-1], "all",
					fmt.Sprintf("%s street %d", styles[bettor-1], v.Street)} {
					c := cellOf(cells, k)
					c.rng.add(a.RangeEquity.Value - truth)
					c.any.add(a.Equity - truth)
				}
			}
		}
	}, nil)
	keys := make([]string, 0, len(cells))
	for k := range cells {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	fmt.Fprintf(&b, "quoted less true share, points (95%%), and mean squared error, %d hands:\n", *calibHands)
	fmt.Fprintf(&b, "  %-18s %6s  %-22s %-22s\n", "", "n", "range: bias, mse", "any cards: bias, mse")
	for _, k := range keys {
		c := cells[k]
		fmt.Fprintf(&b, "  %-18s %6d  %+5.1f ± %3.1f, %6.4f  %+5.1f ± %3.1f, %6.4f\n", k, int(c.rng.n),
			100*c.rng.mean(), 100*c.rng.half(), c.rng.sumSq/c.rng.n, 100*c.any.mean(), 100*c.any.half(), c.any.sumSq/c.any.n)
	}
	t.Log("\n" + b.String())
	for _, k := range keys {
		if c := cells[k].rng; calibrationBiasOff(c) {
			t.Errorf("%s: bias %+.1f ± %.1f points, outside ±%.1f", k, 100*c.mean(), 100*c.half(), 100*calibrationBias)
		}
	}
}

// calibrationBias is the bias a cell of TestRangeEquityCalibration may
// have (a share, 0.015: 1.5 points).
const calibrationBias = 0.015

// calibrationBiasOff reports whether a cell's bias is outside
// ±calibrationBias, measured to within calibrationBias (a wider interval
// says too little to fail on; "all" aside, a cell is a street, a style
// or both).
func calibrationBiasOff(c tally) bool {
	return c.half() <= calibrationBias && math.Abs(c.mean()) > calibrationBias
}

// deadOf is the folded seats' up cards at v.
func deadOf(v *engine.View) engine.CardSet {
	var d engine.CardSet
	for _, sv := range v.Seats {
		if sv.Folded {
			d |= engine.SetOf(sv.Up...)
		}
	}
	return d
}

// lastAggressor is the seat that made the last bet, completion or raise.
func lastAggressor(v *engine.View) int {
	for i := len(v.Actions) - 1; i >= 0; i-- {
		if v.Actions[i].Kind.Aggressive() {
			return v.Actions[i].Seat
		}
	}
	return v.Seat
}

// calibrationStyles are the seats' styles at the calibration
// measurements' table: hard bots of every style, six-handed.
var calibrationStyles = []string{"grinder", "rock", "maniac", "station", "grinder", "station"}

// playCalibration plays hands hands at the calibration measurements'
// table and at each decision calls before (if set) with the view before
// the seat acts and after (if set) with the decision it took.
func playCalibration(t *testing.T, hands int, before func(n int, p *Play, v engine.View, seat int), after func(n int, v engine.View, seat int, d Decision)) {
	bs, err := Seat(calibrationStyles, Hard)
	if err != nil {
		t.Fatal(err)
	}
	table := engine.NewTable(nil, []int{1000, 1000, 1000, 1000, 1000, 1000}, engine.DefaultStakes, engine.DefaultRules)
	for n := 1; n <= hands; n++ {
		p, err := NewPlay(table, bs, 17, n)
		if err != nil {
			t.Fatal(err)
		}
		for !p.Hand.Done() {
			seat := p.Hand.ToAct()
			v := p.Hand.View(seat)
			if before != nil {
				before(n, p, v, seat)
			}
			d, err := p.Step()
			if err != nil {
				t.Fatal(err)
			}
			if after != nil {
				after(n, v, seat, d)
			}
		}
	}
}

// cellOf is the cell of key k in cells, made when first asked for.
func cellOf[T any](cells map[string]*T, k string) *T {
	if cells[k] == nil {
		cells[k] = new(T)
	}
	return cells[k]
}
