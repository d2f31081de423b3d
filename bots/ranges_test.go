package bots

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"razz/engine"
	"razz/engine/enginetest"
)

// stacked deals a table of len(stacks) seats from cards given in deal
// order (third street's down, down, up for every seat, then each street),
// the rest of the deck after them.
func stacked(t testing.TB, cards string, seats int) *engine.Hand {
	t.Helper()
	deck, err := engine.ParseCards(cards)
	if err != nil {
		t.Fatal(err)
	}
	rest := engine.FullDeck &^ engine.SetOf(deck...)
	deck = append(deck, rest.Cards()...)
	stacks := make([]int, seats)
	for i := range stacks {
		stacks[i] = 1000
	}
	h, err := engine.NewHand(engine.NewTable(nil, stacks, engine.DefaultStakes, engine.DefaultRules), enginetest.Stacked(deck))
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func apply(t testing.TB, h *engine.Hand, kinds ...engine.ActionKind) {
	t.Helper()
	for _, k := range kinds {
		var act engine.Action
		found := false
		for _, o := range h.Legal() {
			if o.Kind == k && !found {
				act, found = o.Action(), true
			}
		}
		if !found {
			t.Fatalf("seat %d cannot %v (legal %v)", h.ToAct(), k, h.Legal())
		}
		if err := h.Apply(act); err != nil {
			t.Fatal(err)
		}
	}
}

func grinders(int, string) Model { return Model{Params: Grinder, Stray: 0.1, Known: true} }

// TestRangeWeightsMoveTheRightWay: a completion makes low down cards
// likelier than a call of the bring-in does, and both likelier than any
// two cards; a bet on a later street makes the bettor's range stronger
// than a check, so the viewer's share of the pot falls.
func TestRangeWeightsMoveTheRightWay(t *testing.T) {
	t.Parallel()
	// Seats 1..3: seat 1 (K♣ door) brings in, seat 2 (4♥) acts, seat 3
	// (3♦) is the viewer.
	const third = "9c 9h 2s  Tc Jd 5s  Kc 4h 3d"
	lowAfter := func(k engine.ActionKind, m Models) Read {
		h := stacked(t, third, 3)
		apply(t, h, engine.BringIn, k)
		v := h.View(3)
		rg := ReadRanges(&v, m, 2000, 1)
		return rg.Reads()[1] // seats 1 and 2; seat 2 is the second
	}
	rocks := func(int, string) Model { return Model{Params: Rock, Stray: 0.1, Known: true} }
	comp, call := lowAfter(engine.Complete, grinders), lowAfter(engine.Call, grinders)
	if comp.Seat != 2 || comp.Did != "completed" {
		t.Fatalf("read %+v", comp)
	}
	t.Logf("low down cards: any %.2f, after a Grinder's call %.2f, after its completion %.2f", comp.AnyDown, call.LowDown, comp.LowDown)
	if !(comp.LowDown > comp.AnyDown+0.2 && comp.LowDown > call.LowDown+0.2) {
		t.Errorf("low down cards: any %.2f, after a Grinder's call %.2f, after its completion %.2f: want the completion's highest",
			comp.AnyDown, call.LowDown, comp.LowDown)
	}
	// A Rock comes in only with a good start, completing or not: even its
	// call says low cards.
	rcall, rfold := lowAfter(engine.Call, rocks), comp.AnyDown
	t.Logf("after a Rock's call %.2f", rcall.LowDown)
	if rcall.LowDown < rfold+0.2 {
		t.Errorf("low down cards after a Rock's call %.2f, any %.2f", rcall.LowDown, rfold)
	}

	// Heads-up on fourth street: seat 2 (4♥ 6♠) acts first; it bets or checks.
	const fourth = "2c Tc  3c Jd  Kc 4h  5d 6s"
	eqAfter := func(k engine.ActionKind) Estimate {
		h := stacked(t, fourth, 2)
		apply(t, h, engine.BringIn, engine.Call, k)
		if h.ToAct() != 1 {
			t.Fatalf("seat %d to act", h.ToAct())
		}
		v := h.View(1)
		return ReadRanges(&v, grinders, 1500, 2).Equity(8000, 3)
	}
	bet, check := eqAfter(engine.Bet), eqAfter(engine.Check)
	t.Logf("viewer's share: %.3f±%.3f against a bet, %.3f±%.3f against a check", bet.Value, bet.Half, check.Value, check.Half)
	if bet.Value+bet.Half >= check.Value-check.Half {
		t.Errorf("share against a bet %.3f±%.3f, against a check %.3f±%.3f: want the bet's lower", bet.Value, bet.Half, check.Value, check.Half)
	}
}

// TestRangeEquityAgainstAnyCards: with a model that plays every hand the
// same way (it never folds nor raises), the betting says nothing, and the
// range-weighted share is the engine's exact share against any cards.
func TestRangeEquityAgainstAnyCards(t *testing.T) {
	t.Parallel()
	h := stacked(t, "9c Tc  9h Jd  Kc 4h  Qd 6s  2c 8h", 2)
	apply(t, h, engine.BringIn, engine.Call, engine.Check, engine.Check)
	v := h.View(1)
	blind := func(int, string) Model {
		return Model{Params: Params{Play: 0, Value: 99, Bet: 9, Raise: 9, Call: 0}, Stray: 0}
	}
	got := ReadRanges(&v, blind, 1000, 1).Equity(16000, 2)
	spot := engine.Spot{Own: v.Own, Opponents: []engine.Opponent{{Up: v.Seats[1].Up, Down: v.Seats[1].NumDown}}}
	want, err := spot.Runout().Exact(1)
	if err != nil {
		t.Fatal(err)
	}
	w := want.Hands[0].Equity
	if math.Abs(got.Value-w) > got.Half+0.01 {
		t.Errorf("range share %.4f±%.4f, exact share against any cards %.4f", got.Value, got.Half, w)
	}
	if got.Half > 0.02 {
		t.Errorf("interval ±%.3f: wider than two points", got.Half)
	}
}

// TestLookaheadExactOnSeventh: heads-up on seventh street, facing a bet
// with nothing behind a call, the lookahead's value of calling (any cards
// for the bettor) is the brute-force count over every three down cards
// the bettor can hold, within its interval.
func TestLookaheadExactOnSeventh(t *testing.T) {
	t.Parallel()
	// Seat 1 (the viewer) K♣ 9♣ 8♣ 7♣ ... ; seat 2 shows 4♥ 6♠ 2♦ 3♠.
	h := stacked(t, "Tc 9d  Jc Jd  Kc 4h  7c 6s  8c 2d  5c 3s  Ah 9s", 2)
	// Third street: seat 1 brings in, seat 2 calls; then seat 2 checks,
	// seat 1 checks to seventh, where seat 2 bets.
	apply(t, h, engine.BringIn, engine.Call)
	for h.Street() < 7 {
		apply(t, h, engine.Check, engine.Check)
	}
	apply(t, h, engine.Bet)
	if h.ToAct() != 1 {
		t.Fatalf("seat %d to act", h.ToAct())
	}
	v := h.View(1)
	var callOpt, foldOpt engine.Option
	for _, o := range v.Legal {
		switch o.Kind {
		case engine.Call:
			callOpt = o
		case engine.Fold:
			foldOpt = o
		}
	}
	la := Lookahead{Hero: Grinder, Rollouts: 6000, Seed: 5}
	vals := la.values(&v, []engine.Option{foldOpt, callOpt})

	// Brute force: every three down cards seat 2 can hold.
	own := engine.SetOf(v.Own...)
	up := engine.SetOf(v.Seats[1].Up...)
	var unseen []engine.Card
	for c := engine.Card(0); c < engine.NumCards; c++ {
		if !own.Has(c) && !up.Has(c) {
			unseen = append(unseen, c)
		}
	}
	mine := own.Low()
	total, n := 0.0, 0
	pot, call := float64(v.Pot), float64(callOpt.Put)
	for a := 0; a < len(unseen); a++ {
		for b := a + 1; b < len(unseen); b++ {
			for c := b + 1; c < len(unseen); c++ {
				l := (up | unseen[a].Bit() | unseen[b].Bit() | unseen[c].Bit()).Low()
				switch {
				case mine < l:
					total += pot
				case mine == l:
					total += (pot+call)/2 - call
				default:
					total -= call
				}
				n++
			}
		}
	}
	exact := total / float64(n) / float64(v.Stakes.Big)
	got := vals[1]
	t.Logf("call: lookahead %.4f±%.4f bb, brute force %.4f bb over %d deals", got.Mean, got.Half, exact, n)
	if math.Abs(got.Mean-exact) > got.Half {
		t.Errorf("call: lookahead %.4f±%.4f bb, brute force %.4f bb", got.Mean, got.Half, exact)
	}
	if vals[0].Mean != 0 || vals[0].Half != 0 {
		t.Errorf("fold is worth %.4f±%.4f, want exactly 0", vals[0].Mean, vals[0].Half)
	}
}

// TestBotRangeReadUnbiased: the Grinder bot's small range read (a few
// dozen candidates) gives, on average over the spots where it calls or
// folds on sixth and seventh street heads-up, the share a read of many
// candidates gives. Drawn at random, its few candidates fit the betting
// badly and the read leaned towards any cards: it overstated the share by
// 9 points, where the price to call is 10 to 20.
func TestBotRangeReadUnbiased(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("statistical")
	}
	var bias tally
	for n := 1; bias.n < 40; n++ {
		table := engine.NewTable([]string{"Greta", "Gus"}, []int{1000, 1000}, engine.DefaultStakes, engine.DefaultRules)
		h, err := engine.NewHand(table, engine.DeckDealer{Deck: engine.DeckForHand(31, n)})
		if err != nil {
			t.Fatal(err)
		}
		r := DecisionSource(31, n)
		g := &Player{Name: "Greta", Params: Grinder}
		for !h.Done() {
			v := h.View(h.ToAct())
			d := g.decide(v, r, true, grinders)
			if v.Street >= 6 && d.Why.ToCall > 0 && d.Why.Ranged {
				big := (&rangeEstimate{v: &v, models: grinders, cands: 1024, trials: 8000, seed: 7}).equity()
				bias.add(d.Why.Equity - big.Value)
			}
			if err := h.Apply(d.Action); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%d spots: the bot's read less a read of 1,024 candidates: %+.3f ± %.3f", int(bias.n), bias.mean(), bias.half())
	if m := bias.mean(); m > 0.035 || m < -0.035 {
		t.Errorf("the bot's range read is off by %+.3f ± %.3f on average, want within 0.035", m, bias.half())
	}
}

// TestBotReadsRangesMultiway: the Grinder bot facing a bet on a later
// street judges the call against the ranges three-way as heads-up (6-max
// hands reach the later streets with two or three players mostly).
func TestBotReadsRangesMultiway(t *testing.T) {
	t.Parallel()
	byOpps := map[int]int{}
	for n := 1; n <= 400 && (byOpps[2] == 0 || byOpps[3] == 0); n++ {
		bs, err := Seat([]string{"grinder", "station", "station", "station"}, Hard)
		if err != nil {
			t.Fatal(err)
		}
		table := engine.NewTable([]string{"Greta", "Stan", "Sue", "Sal"}, []int{1000, 1000, 1000, 1000}, engine.DefaultStakes, engine.DefaultRules)
		p, err := NewPlay(table, bs, 41, n)
		if err != nil {
			t.Fatal(err)
		}
		for !p.Hand.Done() {
			v := p.Hand.View(p.Hand.ToAct())
			if v.Seat == 1 && v.Street > 3 {
				var s situation
				s.read(&v)
				d := bs[0].Decide(v, DecisionSource(41, n))
				if s.toCall > 0 && s.nOpp >= 2 {
					if !d.Why.Ranged {
						t.Fatalf("hand %d street %d, %d opponents: the call was not judged against their ranges (%s)", n, v.Street, s.nOpp, d.Reason)
					}
					byOpps[s.nOpp]++
				}
			}
			if _, err := p.Step(); err != nil {
				t.Fatal(err)
			}
		}
	}
	if byOpps[2] == 0 || byOpps[3] == 0 {
		t.Fatalf("no three- or four-way spot facing a bet in 400 hands: %v", byOpps)
	}
}

// A Shark is read with the Grinder's policy it looks ahead from, but it is
// named as what the table shows: "Shay (plays like a Shark)", never a
// Grinder beside a seat row that says Shark.
func TestSharkReadIsNamedShark(t *testing.T) {
	m := ModelOf("shark")
	if !m.Known || m.Params.Title != "Shark" || m.Params.Style != Grinder.Style {
		t.Fatalf("model %+v", m)
	}
	r := Read{Name: "Shay", Model: m, Did: "completed"}
	if w := r.Words(); !strings.HasPrefix(w, "Shay (plays like a shark) completed") {
		t.Errorf("%q", w)
	}
}

// TestCoachReadsEnoughCandidates: the coach's read against known bots
// draws candidates until each opponent's weights are worth RangeEffective
// independent ones (or it has drawn RangeMost): at a hard table's
// decisions facing a bet on fourth to seventh street against one or two
// opponents, where a read of RangeCandidates alone often leaves a few
// with nearly all the weight (a Station's or a Rock's raises).
func TestCoachReadsEnoughCandidates(t *testing.T) {
	t.Parallel()
	styles := []string{"grinder", "rock", "maniac", "station", "grinder", "station"}
	bs, err := Seat(styles, Hard)
	if err != nil {
		t.Fatal(err)
	}
	table := engine.NewTable(nil, []int{1000, 1000, 1000, 1000, 1000, 1000}, engine.DefaultStakes, engine.DefaultRules)
	spots, thin, grown := 0, 0, 0
	least, first := math.Inf(1), math.Inf(1)
	for n := 1; n <= 40; n++ {
		p, err := NewPlay(table, bs, 29, n)
		if err != nil {
			t.Fatal(err)
		}
		for !p.Hand.Done() {
			v := p.Hand.View(p.Hand.ToAct())
			if v.Street >= 4 && toCall(v) > 0 && len(liveOpponents(&v)) <= 2 {
				spots++
				if e := ReadRanges(&v, p.Models(), RangeCandidates, coachSeed).leastEffective(); e < RangeEffective {
					thin++
					first = min(first, e)
				}
				for _, rd := range AdviseFigures(v, p.Models()).Reads {
					least = min(least, rd.Effective)
					if rd.Candidates > RangeCandidates {
						grown++
					}
					if rd.Effective < RangeEffective && rd.Candidates < RangeMost {
						t.Errorf("hand %d street %d: seat %d's read of seat %d (%s) is worth %.1f candidates of %d",
							n, v.Street, v.Seat, rd.Seat, rd.Did, rd.Effective, rd.Candidates)
					}
				}
			}
			if _, err := p.Step(); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%d spots, %d with fewer than %d effective candidates of %d (fewest %.1f); %d reads of more; fewest effective %.1f",
		spots, thin, RangeEffective, RangeCandidates, first, grown, least)
	if thin == 0 {
		t.Error("no spot whose first read is thin: the spots are not the issue's")
	}
}

// liveOpponents are the seats still in but v's own.
func liveOpponents(v *engine.View) []int {
	var out []int
	for _, sv := range v.Seats {
		if sv.Seat != v.Seat && !sv.Folded {
			out = append(out, sv.Seat)
		}
	}
	return out
}

// TestModelSlipsAsPlayed: a bot that makes its level's mistakes (an easy
// table's, 15% of decisions) takes each class of action at third street
// as often as its model, mistakes and all, says with its own down cards
// (third street's chances are its code's to the bit), and the model's
// weighing of candidates (turnModel.weigh) gives the same chances as its
// eval. Without the mistakes modelled, a Rock's fold turned call counts
// as stray play (about 0.6% of its calls instead of 15% of its folds).
func TestModelSlipsAsPlayed(t *testing.T) {
	t.Parallel()
	views := lineupViews(t, []string{"rock", "station", "maniac", "grinder", "rock", "station"}, 4, 7)
	const plays = 4000
	checked := 0
	for vi, v := range views {
		if v.Street != 3 || len(v.Legal) < 2 || vi%3 != 0 {
			continue
		}
		style := []string{"rock", "station", "maniac", "grinder", "rock", "station"}[v.Seat-1]
		m := ModelOf(style)
		m.Slips, m.Stray = Easy.Mistakes(), 0
		bot := &Player{Params: m.Params, Mistakes: Easy.Mistakes()}
		tm := newTurnModel(&m, &v, 1, 24, 1, nil)
		want := tm.eval(downOf(&v))
		var got [3]float64
		r := rand.New(rand.NewPCG(uint64(vi), 3))
		for range plays {
			got[classOf(bot.Decide(v, r).Action.Kind)]++
		}
		for k := range got {
			got[k] /= plays
			if d := got[k] - want[k]; math.Abs(d) > 4*math.Sqrt(want[k]*(1-want[k])/plays)+0.002 {
				t.Errorf("view %d (%s, seat %d): class %d taken %.3f of %d times, the model says %.3f", vi, style, v.Seat, k, got[k], plays, want[k])
			}
			w, cand := []float64{1}, make([]holes, 1)
			cand[0][v.Seat-1] = *downOf(&v)
			newTurnModel(&m, &v, 1, 24, 1, nil).weigh(w, cand, v.Seat-1, k, nil) // a turn model weighs for one class
			if math.Abs(w[0]-want[k]) > 1e-12 {
				t.Errorf("view %d: weigh gives class %d %.6f, eval %.6f", vi, k, w[0], want[k])
			}
		}
		checked++
	}
	if checked < 10 {
		t.Fatalf("%d third-street views checked", checked)
	}
}

// TestRankKey: every set of up to three cards keys by its ranks, lowest
// first, 4 bits each, 15 for none.
func TestRankKey(t *testing.T) {
	deck := engine.FullDeck.Cards()
	want := func(cs ...engine.Card) int {
		r := []int{15, 15, 15}
		for i, c := range cs {
			r[i] = int(c.Rank())
		}
		for i := range r {
			for j := i + 1; j < len(r); j++ {
				if r[j] < r[i] {
					r[i], r[j] = r[j], r[i]
				}
			}
		}
		return r[0] | r[1]<<4 | r[2]<<8
	}
	check := func(cs ...engine.Card) {
		if got, w := rankKey(engine.SetOf(cs...)), want(cs...); got != w {
			t.Fatalf("rankKey(%v) = %#x, want %#x", cs, got, w)
		}
	}
	check()
	for i, a := range deck {
		check(a)
		for j, b := range deck[:i] {
			check(a, b)
			for _, c := range deck[:j] {
				check(a, b, c)
			}
		}
	}
}

// TestUnbeatenWrittenOut: unbeaten's written-out cases give the loop's
// figures to the bit.
func TestUnbeatenWrittenOut(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		for _, m := range []int{2, 3} {
			beat, tie := make([]float64, m), make([]float64, m)
			for j := range m {
				beat[j] = r.Float64()
				tie[j] = r.Float64() * (1 - beat[j])
				if r.IntN(4) == 0 {
					tie[j] = 0
				}
			}
			if got, want := unbeaten(beat, tie), unbeatenAny(beat, tie); math.Float64bits(got) != math.Float64bits(want) {
				t.Fatalf("unbeaten(%v, %v) = %v, the loop %v", beat, tie, got, want)
			}
		}
	}
}
