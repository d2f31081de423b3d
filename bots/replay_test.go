package bots

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"razz/engine"
)

// readRangesByReplay is ReadRanges as it was first written: a whole replay
// of the betting for every candidate (NewHand, Apply, ViewInto), to ask
// each opponent's model at each of its actions. ReadRanges replays once
// and puts each candidate's down cards into the views (turns, fit); the
// two must weigh alike, to the last bit.
func readRangesByReplay(v *engine.View, models Models, n int, seed uint64) *Range {
	rg := newRange(v, models, n)
	w := rg.w
	r := rand.New(rand.NewPCG(seed, 0x72616e6765))
	var d dealer
	var view engine.View
	var ratio [engine.MaxPlayers]float64
	for k := range rg.cand {
		rg.drawLeaning(&rg.cand[k], r, &ratio)
		for _, i := range rg.live {
			rg.weight[i][k], rg.prior[i][k] = ratio[i], ratio[i]
		}
		w.deal(&d, &rg.cand[k], nil)
		_, err := w.rebuild(&d, func(a int, h *engine.Hand) bool {
			i := w.idx[w.actor[a]]
			if i == w.hero || rg.weight[i] == nil {
				return true
			}
			h.ViewInto(&view, w.actor[a])
			p := rg.models[i].probs(&view, r, &branches{})
			rg.weight[i][k] *= p[classOf(w.acts[a].Kind)]
			return true
		})
		if err != nil {
			for _, i := range rg.live {
				rg.weight[i][k] = 0
			}
		}
	}
	return rg
}

// lineupViews is the view of every decision in some hands of the lineup.
func lineupViews(tb testing.TB, lineup []string, hands int, seed uint64) []engine.View {
	bs, err := Seat(lineup, Normal)
	if err != nil {
		tb.Fatal(err)
	}
	stacks := make([]int, len(bs))
	for i := range stacks {
		stacks[i] = 1000
	}
	t := engine.NewTable(nil, stacks, engine.DefaultStakes, engine.DefaultRules)
	var views []engine.View
	for n := 1; n <= hands; n++ {
		p, err := NewPlay(t, bs, seed, n)
		if err != nil {
			tb.Fatal(err)
		}
		h := p.Hand
		for !h.Done() {
			v := h.View(h.ToAct())
			views = append(views, v)
			d := p.Bot().Decide(v, p.rng)
			if err := h.Apply(d.Action); err != nil {
				tb.Fatal(err)
			}
		}
	}
	return views
}

// passiveEight is the views of every decision of an eight-handed hand
// that everyone calls down (the deck runs out: a community card on seventh
// street).
func passiveEight(t *testing.T) []engine.View {
	h := stacked(t, "", 8)
	var views []engine.View
	for !h.Done() {
		views = append(views, h.View(h.ToAct()))
		kinds := map[engine.ActionKind]bool{}
		for _, o := range h.Legal() {
			kinds[o.Kind] = true
		}
		for _, k := range []engine.ActionKind{engine.BringIn, engine.Check, engine.Call} {
			if kinds[k] {
				apply(t, h, k)
				break
			}
		}
	}
	return views
}

// TestReadRangesAsByReplay: the one replay weighs every candidate exactly
// as a replay of each would, on every street, heads-up, 6-max and at eight
// seats that run the deck out (a community card on seventh street), with
// the names' models, the Grinder's and the population's.
func TestReadRangesAsByReplay(t *testing.T) {
	t.Parallel()
	type lineup struct {
		names  []string
		hands  int
		models Models
	}
	population := func(int, string) Model { return Population }
	lineups := []lineup{
		{[]string{"grinder", "shark"}, 6, nil},
		{[]string{"grinder", "rock", "maniac", "station", "grinder", "rock"}, 3, grinders},
		{[]string{"station", "station", "station", "station", "station", "station", "station", "station"}, 2, population},
		{[]string{"station", "maniac", "station", "grinder", "station", "station", "maniac", "station"}, 2, nil},
	}
	community, compared := 0, 0
	for li, l := range lineups {
		views := lineupViews(t, l.names, l.hands, uint64(7+li))
		if li == 0 {
			views = append(views, passiveEight(t)...)
		}
		for vi, v := range views {
			if vi%3 != 0 && v.Street != 7 {
				continue
			}
			if v.Community != nil {
				community++
			}
			seed := uint64(100*li + vi)
			got, want := ReadRanges(&v, l.models, 48, seed), readRangesByReplay(&v, l.models, 48, seed)
			compared++
			if !slices.Equal(got.cand, want.cand) || !slices.Equal(got.live, want.live) {
				t.Fatalf("lineup %d view %d: candidates differ", li, vi)
			}
			for _, i := range want.live {
				if !slices.Equal(got.weight[i], want.weight[i]) || !slices.Equal(got.prior[i], want.prior[i]) {
					t.Fatalf("lineup %d view %d (street %d): seat index %d weighs\n%v\nnot\n%v", li, vi, v.Street, i, got.weight[i], want.weight[i])
				}
			}
		}
	}
	t.Logf("%d views compared, %d with a community card", compared, community)
	if community == 0 {
		t.Error("no view with a community card: the case is not covered")
	}
}

// publicView is a view's fields, without ViewInto's bookkeeping.
type publicView struct {
	Seat, Street, ToAct, Pot, Bet, BringIn int
	Seats                                  []engine.SeatView
	Own                                    []engine.Card
	Community                              engine.Card
	HasCommunity, Done                     bool
	Actions                                []engine.ActionRecord
	Legal                                  []engine.Option
	Limits                                 engine.Limits
}

func publicOf(v *engine.View) publicView {
	p := publicView{Seat: v.Seat, Street: v.Street, ToAct: v.ToAct, Pot: v.Pot, Bet: v.Bet, BringIn: v.BringIn,
		Seats: v.Seats, Own: v.Own, Done: v.Done, Actions: v.Actions, Legal: v.Legal, Limits: v.Limits}
	if v.Community != nil {
		p.Community, p.HasCommunity = *v.Community, true
	}
	return p
}

// TestTurnsFitAsAReplay: each opponent's view from the one replay, with a
// candidate's down cards fitted, is the view a replay of that candidate's
// deal gives, field by field (down cards nobody's model reads included).
func TestTurnsFitAsAReplay(t *testing.T) {
	t.Parallel()
	views := append(lineupViews(t, []string{"grinder", "rock", "maniac", "station", "grinder", "rock"}, 3, 5), passiveEight(t)...)
	fitted := 0
	for vi, v := range views {
		rg := newRange(&v, nil, 1)
		w := rg.w
		turns, err := rg.turns()
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(uint64(vi), 3))
		var ratio [engine.MaxPlayers]float64
		for range 4 {
			var h holes
			rg.drawLeaning(&h, r, &ratio)
			var d dealer
			w.deal(&d, &h, nil)
			var want []publicView
			if _, err := w.rebuild(&d, func(a int, hand *engine.Hand) bool {
				if i := w.idx[w.actor[a]]; i != w.hero && rg.weight[i] != nil {
					wv := hand.View(w.actor[a])
					want = append(want, publicOf(&wv))
				}
				return true
			}); err != nil {
				t.Fatal(err)
			}
			if len(want) != len(turns) {
				t.Fatalf("view %d: %d turns, the replay asks %d", vi, len(turns), len(want))
			}
			for k := range turns {
				turns[k].fit(&h, w.firstRest(&h))
				if got := publicOf(&turns[k].view); !reflect.DeepEqual(got, want[k]) {
					t.Fatalf("view %d turn %d:\n%+v\nnot\n%+v", vi, k, got, want[k])
				}
				fitted++
			}
		}
	}
	t.Logf("%d views fitted", fitted)
}
