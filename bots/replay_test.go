package bots

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"razz/engine"
)

// readRangesByReplay is ReadRanges as it was first written: a whole replay
// of the betting for every candidate (NewHand, Apply, ViewInto), to ask
// each opponent's model at each of its actions with the down cards that
// replay dealt it. ReadRanges replays once and hands each turn's model
// the candidate's down cards; the two must weigh alike, to the last bit.
func readRangesByReplay(v *engine.View, models Models, n int, seed uint64) *Range {
	rg := newRange(v, models, n)
	w := rg.w
	r := rand.New(rand.NewPCG(seed, 0x72616e6765))
	var d dealer
	var view engine.View
	var ratio [engine.MaxPlayers]float64
	var turns []*turnModel // by the read turns' order, made from the first candidate's replay (a model reads nothing of the seat's own cards)
	var lasts sameTurns
	for k := range rg.cand {
		turn := 0 // the read turns so far
		rg.drawLeaning(&rg.cand[k], r, &ratio)
		for _, i := range rg.live {
			rg.weight[i][k], rg.prior[i][k] = ratio[i], ratio[i]
		}
		deal := rg.cand[k]
		w.refold(&deal, rand.New(rand.NewPCG(uint64(k), 5))) // the folded seats' down cards: any, for the replay
		w.deal(&d, &deal, nil)
		_, err := w.rebuild(&d, func(a int, h *engine.Hand) bool {
			i := w.idx[w.actor[a]]
			if i == w.hero || rg.weight[i] == nil {
				return true
			}
			h.ViewInto(&view, w.actor[a])
			if turn == len(turns) {
				turns = append(turns, lasts.model(&rg.models[i], i, &view, n, seed^uint64(a)<<32, &rg.tms))
			}
			p := turns[turn].eval(downOf(&view))
			turn++
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

// downOf is the down cards of the seat to act in view v, as a turn
// model takes them.
func downOf(v *engine.View) *[3]engine.Card {
	var h [3]engine.Card
	for _, sv := range v.Seats {
		if sv.Seat == v.Seat {
			copy(h[:], sv.Down)
		}
	}
	return &h
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

// batchShareByScan is batchShare as first written: the pool of each deal
// made by testing all 52 cards, each opponent's shown cards set anew.
func (rg *Range) batchShareByScan(r *rand.Rand, n, lo, hi, upTo int, uniform bool) (float64, float64) {
	v := rg.w.v
	var mean, meanPrior [engine.MaxPlayers]float64
	if uniform {
		for _, i := range rg.live {
			c := rg.cum[i]
			base := 0.0
			if lo > 0 {
				base = c[lo-1]
			}
			mean[i] = (c[hi-1] - base) / float64(hi-lo)
			for _, x := range rg.prior[i][lo:hi] {
				meanPrior[i] += x / float64(hi-lo)
			}
		}
	}
	var ks [engine.MaxPlayers]int
	weighed, anyCards := 0.0, 0.0
	own := engine.SetOf(v.Own...)
	var h holes
	var pool [engine.NumCards]engine.Card
	total, dealt := 0.0, 0
	pick := wy(r.Uint64())
	for range n {
		if !rg.pickFrom(&h, &pick, lo, hi, uniform, &ks) {
			continue
		}
		wt, pt := 1.0, 1.0
		if uniform {
			for _, i := range rg.live {
				if ks[i] < 0 || mean[i] <= 0 || meanPrior[i] <= 0 {
					wt, pt = 0, 0 // drawn from the unseen cards, not a candidate
					break
				}
				wt *= rg.weight[i][ks[i]] / mean[i]
				pt *= rg.prior[i][ks[i]] / meanPrior[i]
			}
		}
		used := engine.CardSet(0)
		for _, i := range rg.live {
			for j := range min(v.Seats[i].NumDown, 3) {
				used |= h[i][j].Bit()
			}
		}
		np := 0
		for c := engine.Card(0); c < engine.NumCards; c++ {
			if rg.w.unseen.Has(c) && !used.Has(c) {
				pool[np] = c
				np++
			}
		}
		k := 0
		var community engine.CardSet
		if upTo == 6 && np > 0 {
			x := r.IntN(np)
			pool[0], pool[x] = pool[x], pool[0]
			community, k = pool[0].Bit(), 1
		}
		dealTo := func(set engine.CardSet, have int) engine.CardSet {
			set |= community
			for ; have < upTo && k < np; have++ {
				x := k + r.IntN(np-k)
				pool[k], pool[x] = pool[x], pool[k]
				set |= pool[k].Bit()
				k++
			}
			return set
		}
		mine := dealTo(own, len(v.Own))
		best, ties, lost := lowOrWorst(mine), 1, false
		for _, i := range rg.live {
			sv := v.Seats[i]
			set := engine.SetOf(sv.Up...)
			have := len(sv.Up)
			for j := range min(sv.NumDown, 3) {
				set |= h[i][j].Bit()
				have++
			}
			if v.Community != nil {
				set |= v.Community.Bit()
				have++
			}
			switch l := lowOrWorst(dealTo(set, have)); {
			case l < best:
				lost = true
			case l == best:
				ties++
			}
		}
		if !lost {
			total += 1 / float64(ties)
			weighed += wt / float64(ties)
			anyCards += pt / float64(ties)
		}
		dealt++
	}
	if dealt == 0 {
		return 0, 0
	}
	if uniform {
		return anyCards / float64(dealt), weighed / float64(dealt)
	}
	return total / float64(dealt), 0
}

// TestSharesAsByScan: a range's share over a batch of its candidates,
// by the betting and as any cards, against one opponent (oneShare), two
// or three (manyShare) and more (batchShare), is what the first
// batchShare (a pool made anew by testing all 52 cards for every deal,
// each deal's down cards drawn from the candidates) gives, within the
// deals' noise and with no lean either way over the views of some hands,
// on every street, with a community card, and short of a seventh card
// for all.
func TestSharesAsByScan(t *testing.T) {
	t.Parallel()
	views := append(lineupViews(t, []string{"grinder", "rock", "maniac", "station", "grinder", "rock"}, 5, 5), passiveEight(t)...)
	views = append(views, lineupViews(t, []string{"grinder", "station"}, 8, 6)...)
	views = append(views, lineupViews(t, []string{"station", "grinder", "station", "rock"}, 6, 7)...)
	type diff struct{ n, sum, sumSq float64 }
	var diffs [3][2]diff // by the way it is read, by the betting or as any cards
	community := 0
	for vi, v := range views {
		if v.Street == 3 {
			continue
		}
		rg := ReadRanges(&v, nil, 256, uint64(vi))
		if v.Community != nil {
			community++
		}
		way := min(len(rg.live), 4) / 2 // 0 one, 1 two or three, 2 more
		for _, upTo := range []int{7, 6} {
			const n = 1500
			var byWeight, anyCards float64
			r := rand.New(rand.NewPCG(uint64(vi), 9))
			switch way {
			case 0:
				byWeight, anyCards = rg.oneShare(r, rg.scratch(), n/4, 64, 192, upTo)
			case 1:
				byWeight, anyCards = rg.manyShare(r, rg.scratch(), n/4, 64, 192, upTo)
			default:
				byWeight, _ = rg.batchShare(r, n, 64, 192, upTo, false)
				anyCards, _ = rg.batchShare(r, n, 64, 192, upTo, true)
			}
			first, _ := rg.batchShareByScan(rand.New(rand.NewPCG(uint64(vi), 10)), n, 64, 192, upTo, false)
			firstAny, _ := rg.batchShareByScan(rand.New(rand.NewPCG(uint64(vi), 11)), n, 64, 192, upTo, true)
			for k, d := range [2]float64{byWeight - first, anyCards - firstAny} {
				x := &diffs[way][k]
				x.n, x.sum, x.sumSq = x.n+1, x.sum+d, x.sumSq+d*d
			}
		}
	}
	for way, name := range []string{"one opponent", "two or three", "more"} {
		for k, what := range []string{"by the betting", "as any cards"} {
			x := diffs[way][k]
			mean := x.sum / x.n
			sd := math.Sqrt(x.sumSq/x.n - mean*mean)
			se := sd / math.Sqrt(x.n)
			t.Logf("%s, %s: %.0f shares, mean difference %+.4f ± %.4f (spread %.3f)", name, what, x.n, mean, 1.96*se, sd)
			// (As any cards each candidate is weighed back from the lean:
			// a wider spread.)
			if x.n < 20 || math.Abs(mean) > 3*se+0.002 || sd > 0.05+0.03*float64(k) {
				t.Errorf("%s, %s: the shares differ from the first batchShare's by %+.4f ± %.4f (spread %.3f)", name, what, mean, 1.96*se, sd)
			}
		}
	}
	if community == 0 {
		t.Error("no view with a community card")
	}
}

// TestRebuiltHandKeepsTheCommunityCard: a hand rebuilt from a view on
// seventh street after the deck ran out deals the community card the view
// shows, unshuffled (the range read's replay) and shuffled (the
// lookahead's), never another unseen card in its place.
func TestRebuiltHandKeepsTheCommunityCard(t *testing.T) {
	t.Parallel()
	checked := 0
	for vi, v := range passiveEight(t) {
		if v.Community == nil {
			continue
		}
		w := newWorld(&v)
		r := rand.New(rand.NewPCG(uint64(vi), 9))
		for _, shuffled := range []*rand.Rand{nil, r} {
			var h holes
			w.drawHoles(&h, r)
			var d dealer
			w.deal(&d, &h, shuffled)
			hand, err := w.rebuild(&d, nil)
			if err != nil {
				t.Fatal(err)
			}
			got := hand.View(v.Seat)
			if got.Community == nil || *got.Community != *v.Community {
				t.Fatalf("view %d: the rebuilt hand's community card is %v, the view's %v", vi, got.Community, *v.Community)
			}
			checked++
		}
	}
	if checked == 0 {
		t.Fatal("no view with a community card: the case is not covered")
	}
}

// probsAsFirstWritten is a model's chance of each class of action as it
// was first computed: the view read anew and the style's whole decision
// run once a path of its mixed choices, for every candidate. A turn's
// model (newTurnModel) reads the view once and looks a start up in the
// style's table; the two must agree.
func probsAsFirstWritten(m Model, v *engine.View, r *rand.Rand, b *branches) [3]float64 {
	var s situation
	s.quiet = true
	s.read(v)
	var out [3]float64
	var avail [3]bool
	for _, o := range v.Legal {
		avail[classOf(o.Kind)] = true
	}
	if _, free := s.option(engine.Check); free {
		avail[0] = false
	}
	est := &estimator{sampler: sampler{r: r, samples: 24}, memo: true}
	b.path, b.i, b.p = b.path[:0], 0, 1
	for {
		var want intent
		if v.Street == 3 {
			want, _ = m.Params.third(&s, b)
		} else {
			want, _ = m.Params.later(&s, b, est)
		}
		out[classOf(s.choose(want).Kind)] += b.p
		if !b.next() {
			break
		}
	}
	stray := [3]float64{0.3, 0.55, 0.15}
	sum := 0.0
	for k, a := range avail {
		if a {
			sum += stray[k]
		}
	}
	for k := range out {
		out[k] *= 1 - m.Stray
		if avail[k] {
			out[k] += m.Stray * stray[k] / sum
		}
	}
	return out
}

// TestTurnModelAsFirstWritten: at every third-street decision of some
// hands, heads-up, 6-max and eight-handed, every style's model (the
// table's styles and one with numbers of its own, which its code answers)
// gives the chances of each class of action the first code gave, to the
// last bit.
func TestTurnModelAsFirstWritten(t *testing.T) {
	t.Parallel()
	own := Rock
	own.Style, own.Play, own.Value = "own", 3, 9
	models := []Model{Population, {Params: own, Stray: 0.15}}
	for _, P := range tableStyles() {
		models = append(models, Model{Params: P, Stray: 0.12, Known: true})
	}
	views := lineupViews(t, []string{"grinder", "shark"}, 8, 3)
	views = append(views, lineupViews(t, []string{"grinder", "rock", "maniac", "station", "grinder", "rock"}, 6, 4)...)
	views = append(views, lineupViews(t, []string{"station", "maniac", "classic", "grinder", "station", "rock", "maniac", "station"}, 3, 5)...)
	var b branches
	third := 0
	for vi, v := range views {
		if v.Street != 3 {
			continue
		}
		for mi, m := range models {
			r := rand.New(rand.NewPCG(uint64(vi), uint64(mi)))
			got, want := newTurnModel(&m, &v, 1, 24, 1, nil).eval(downOf(&v)), probsAsFirstWritten(m, &v, r, &b)
			if got != want {
				t.Fatalf("view %d, model %s: %v, first written %v", vi, m.Params.Style, got, want)
			}
			third++
		}
	}
	t.Logf("%d third-street chances compared", third)
}

// TestLaterModelIsTheBots: on later streets a read opponent's model gives
// the chance of each class of action that the bot of its style really
// takes with those cards (its own quick estimate, a few dozen deals, is
// what lands it on either side of a mark): with its deals many, within
// three points on average over the spots of some hands (the bots'
// frequencies are 300 draws, about two points from their truth); with a
// read's 128 deals, closer than the first model, which drew one estimate
// of its own a candidate and a turn.
func TestLaterModelIsTheBots(t *testing.T) {
	t.Parallel()
	styles := []Params{Rock, Maniac, Station, ClassicGrinder}
	views := lineupViews(t, []string{"rock", "maniac", "station", "classic", "rock", "station"}, 40, 6)
	views = append(views, lineupViews(t, []string{"station", "rock"}, 30, 7)...)
	views = append(views, lineupViews(t, []string{"maniac", "classic"}, 30, 8)...)
	const draws = 300
	var b branches
	var errRead, errOne, errMany float64
	spots := 0
	for vi, v := range views {
		if v.Street == 3 || len(Choices(&v)) < 2 || vi%3 != 0 {
			continue
		}
		P := styles[vi%len(styles)]
		bot := &Player{Params: P, Fast: true}
		var freq [3]float64
		r := rand.New(rand.NewPCG(uint64(vi), 11))
		for range draws {
			freq[classOf(bot.decide(v, r, true, nil).Action.Kind)] += 1.0 / draws
		}
		m := Model{Params: P}
		read := newTurnModel(&m, &v, 1, 128, uint64(vi), nil).eval(downOf(&v))
		many := newTurnModel(&m, &v, 1, 2000, uint64(vi), nil).eval(downOf(&v))
		one := probsAsFirstWritten(Model{Params: P}, &v, r, &b)
		for k := range read {
			errRead += math.Abs(read[k]-freq[k]) / 2
			errOne += math.Abs(one[k]-freq[k]) / 2
			errMany += math.Abs(many[k]-freq[k]) / 2
		}
		spots++
	}
	n := float64(spots)
	t.Logf("%d spots, mean distance (total variation) from the bots' own frequencies: the model with 2,000 deals %.3f, with a read's 128 %.3f, the first model's one draw %.3f", spots, errMany/n, errRead/n, errOne/n)
	if spots < 100 || errMany/n > 0.03 || errRead >= errOne {
		t.Errorf("%d spots: the model with 2,000 deals is %.3f from the bots, with 128 %.3f, the first model %.3f", spots, errMany/n, errRead/n, errOne/n)
	}
}

// TestHandReadAsFromScratch: a bot's read with the hand's turns kept from
// its earlier reads (the table's loop, Play) gives what a read of all the
// hand's turns anew gives (a screen's bot turn, a decision outside the
// loop), to the bit: the same candidates and weights at every read, so
// the same actions, heads-up, 6-max and eight-handed.
func TestHandReadAsFromScratch(t *testing.T) {
	t.Parallel()
	reads := 0
	for li, lineup := range [][]string{
		{"grinder", "grinder"},
		{"grinder", "station"},
		{"grinder", "rock", "maniac", "station", "grinder", "rock"},
		{"station", "grinder", "station", "maniac", "station", "rock", "grinder", "station"},
	} {
		bs, err := Seat(lineup, Normal)
		if err != nil {
			t.Fatal(err)
		}
		stacks := make([]int, len(bs))
		for i := range stacks {
			stacks[i] = 1000
		}
		table := engine.NewTable(nil, stacks, engine.DefaultStakes, engine.DefaultRules)
		for n := 1; n <= 40; n++ {
			p, err := NewPlay(table, bs, uint64(li+3), n)
			if err != nil {
				t.Fatal(err)
			}
			for !p.Hand.Done() {
				seat := p.Hand.ToAct()
				if pl, ok := p.Bot().(*Player); ok {
					v := p.Hand.View(seat)
					if pl.reads(&v) {
						kept := p.read(seat)
						var fresh handTurns
						// (Reading the kept turns up to v here leaves the decision's
						// own read no turn to add.)
						got := copyRange(kept.read(&v, p.Models(), botRangeCandidates, viewSeed(&v)))
						want := fresh.read(&v, p.Models(), botRangeCandidates, viewSeed(&v))
						if !slices.Equal(got.live, want.live) {
							t.Fatalf("lineup %d hand %d seat %d: live %v, anew %v", li, n, seat, got.live, want.live)
						}
						for _, i := range want.live {
							for k := range want.cand {
								if got.weight[i][k] != want.weight[i][k] || got.weight[i][k] != 0 && got.cand[k][i] != want.cand[k][i] {
									t.Fatalf("lineup %d hand %d seat %d street %d: candidate %d of seat index %d: %v weighs %v, anew %v weighs %v", li, n, seat, v.Street, k, i, got.cand[k][i], got.weight[i][k], want.cand[k][i], want.weight[i][k])
								}
							}
						}
						reads++
					}
				}
				if _, err := p.Step(); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	t.Logf("%d reads compared", reads)
	if reads < 50 {
		t.Fatalf("only %d reads", reads)
	}
}

// copyRange is a copy of rg's candidates and weights.
func copyRange(rg *Range) *Range {
	out := &Range{live: slices.Clone(rg.live), cand: slices.Clone(rg.cand)}
	for _, i := range rg.live {
		out.weight[i] = slices.Clone(rg.weight[i])
	}
	return out
}

// newTurnModel is a turn model of its own (turnModel.init).
func newTurnModel(m *Model, v *engine.View, cands, nDeals int, seed uint64, same *turnModel) *turnModel {
	tm := new(turnModel)
	tm.init(m, v, cands, nDeals, seed, same)
	return tm
}
