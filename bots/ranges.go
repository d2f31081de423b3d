package bots

import (
	"math"
	"math/rand/v2"
	"slices"
	"strings"

	"razz/engine"
)

// This file reads ranges from the betting: each opponent's possible down
// cards weighed by how likely its actions so far are with them, under a
// model of how that player plays. Candidates are drawn at random from the
// unseen cards; each is weighed by the product, over the opponent's
// actions, of its model's chance of that action (the model's own
// decision code, its mixed choices counted as the probabilities they are,
// and a share of stray play so that no hand is ruled out). Equity against
// the range is then importance-weighted: its interval comes from batches
// of independent candidates, so it includes the noise of the candidates.

// Model is how a seat is thought to play: a style's numbers and how often
// its play strays from them (a mistake, a whim, a reason the model misses).
type Model struct {
	Params Params
	Stray  float64
	Known  bool // the seat's style is known (shown at the table); else the population
}

// Population is the model for a player whose style is not known (an
// imported hand, a member over SSH): a typical, rather loose and passive
// player, who strays often.
var Population = Model{Params: Params{Style: "population", Title: "a typical player",
	Play: 4, Value: 8, Open: 0.5, Steal: 0.5, StealMin: 3, Defend: 2, SlowPlay: 0.2,
	Bet: 0.05, Raise: 0.2, Call: 0.8, Bluff: 0.1, Passive: 0.3}, Stray: 0.2}

// ModelOf is the model of a seat played by a bot of this style (its
// Style: "grinder", "shark"; engine.LogSeat.Bot): the style's own policy,
// straying a little. A person ("") and a style the coach has no policy
// for ("random", "caller") are the population. A seat's model comes from
// who plays it, never from its name: a person named Max is a person.
func ModelOf(style string) Model {
	for _, p := range styles {
		if p.Style == style {
			return Model{Params: p, Stray: 0.12, Known: true}
		}
	}
	if style == "shark" { // the Grinder's policy, looked ahead: read as such, named as itself
		p := Grinder
		p.Title = "Shark"
		return Model{Params: p, Stray: 0.1, Known: true}
	}
	return Population
}

// StyleNamed is the style of the bot razz's tables gave this display name
// ("Stan", "Greta 2"), "" for any other. Logs of version 1 did not say
// which seats bots played: bots/record reads them by this, the one place
// a name is read for meaning; nothing else may.
func StyleNamed(name string) string {
	base, _, _ := strings.Cut(name, " ")
	for style, names := range displayNames {
		if slices.Contains(names, base) {
			return style
		}
	}
	return ""
}

// Models gives a seat's model, from who plays the seat (ModelOf); the
// name is the seat's at the table, for words, never for the model. Nil
// knows nobody's style: every seat is the population.
type Models func(seat int, name string) Model

func (m Models) of(seat int, name string) Model {
	if m == nil {
		return Population
	}
	return m(seat, name)
}

// ModelsOf is the models of the seats of a table from who plays them:
// players gives the bot of each of t's players in order (engine.Table's
// Players), nil for a person. The styles are read once: the table may
// change its bots afterwards.
func ModelsOf(t engine.Table, players []Bot) Models { return ModelsBy(StylesOf(t, players)) }

// StylesOf is the style of the bot playing each of t's seats that a bot
// plays, by seat (players as for ModelsOf): what a hand log writes as
// seats[].bot (engine.LogMeta.Bots).
func StylesOf(t engine.Table, players []Bot) map[int]string {
	styles := map[int]string{}
	for i, p := range t.Players {
		if i < len(players) && players[i] != nil {
			styles[p.Seat] = players[i].Style()
		}
	}
	return styles
}

// ModelsBy is the models of seats played by bots of the given styles, by
// seat (a log's seats[].bot); a seat left out is a person's.
func ModelsBy(styles map[int]string) Models {
	by := make(map[int]Model, len(styles))
	for seat, st := range styles {
		by[seat] = ModelOf(st)
	}
	return func(seat int, _ string) Model {
		if m, ok := by[seat]; ok {
			return m
		}
		return Population
	}
}

// branches settles a policy's mixed choices every way in turn, to count
// the chance of each action: one path of coin results a run.
type branches struct {
	path []bool
	i    int
	p    float64
}

func (b *branches) chance(p float64) bool {
	if b.i == len(b.path) {
		b.path = append(b.path, p > 0)
	}
	got := b.path[b.i]
	b.i++
	if got {
		b.p *= p
	} else {
		b.p *= 1 - p
	}
	return got
}

// next moves to the next path; false when every path was run.
func (b *branches) next() bool {
	b.path = b.path[:b.i]
	for len(b.path) > 0 && !b.path[len(b.path)-1] {
		b.path = b.path[:len(b.path)-1]
	}
	if len(b.path) == 0 {
		return false
	}
	b.path[len(b.path)-1] = false
	b.i, b.p = 0, 1
	return true
}

// classOf groups an action kind: 0 fold, 1 stay in cheaply, 2 put in a bet.
func classOf(k engine.ActionKind) int {
	switch {
	case k == engine.Fold:
		return 0
	case k.Aggressive():
		return 2
	}
	return 1
}

// probs is the model's chance of each class of action from view v; b is
// memory for its branches, reused from one call to the next.
func (m Model) probs(v *engine.View, r *rand.Rand, b *branches) [3]float64 {
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
	// Stray play leans passive: a player who strays calls or checks
	// more often than it folds, and rarely bets or raises on nothing.
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

// Range is the opponents' down cards as weighed candidates.
type Range struct {
	w      *world
	live   []int // the live opponents' seat indexes
	models [engine.MaxPlayers]Model
	cand   []holes
	weight [engine.MaxPlayers][]float64 // by seat index, a weight a candidate
	prior  [engine.MaxPlayers][]float64 // the weight of any cards: the draw's correction alone (drawLeaning)
	chose  [engine.MaxPlayers]bool      // the seat put chips in by choice (called, completed, bet or raised)
	cum    [engine.MaxPlayers][]float64 // running sums of weight, for drawing
}

// RangeCandidates is how many candidate deals a range weighs.
const RangeCandidates = 256

// ReadRanges weighs n candidate deals of the opponents' down cards by
// their betting, from the seat's view v.
func ReadRanges(v *engine.View, models Models, n int, seed uint64) *Range {
	rg := newRange(v, models, n)
	r := rand.New(rand.NewPCG(seed, 0x72616e6765))
	turns, err := rg.turns()
	var ratio [engine.MaxPlayers]float64
	var b branches
	var community engine.Card // the real one: only a view on seventh street has one
	if v.Community != nil {
		community = *v.Community
	}
	for k := range rg.cand {
		h := &rg.cand[k]
		rg.drawLeaning(h, r, &ratio)
		for _, i := range rg.live {
			rg.weight[i][k], rg.prior[i][k] = ratio[i], ratio[i]
		}
		for t := range turns {
			tn := &turns[t]
			tn.fit(h, community)
			p := rg.models[tn.i].probs(&tn.view, r, &b)
			rg.weight[tn.i][k] *= p[tn.class]
		}
	}
	for _, i := range rg.live {
		if err != nil { // cannot happen for a view the engine gave: the replay fails alike for every candidate, so weigh them all out
			clear(rg.weight[i])
		}
		sum := 0.0
		for k, x := range rg.weight[i] {
			sum += x
			rg.cum[i][k] = sum
		}
	}
	return rg
}

// newRange is a range of n candidates, not drawn yet, for view v.
func newRange(v *engine.View, models Models, n int) *Range {
	w := newWorld(v)
	rg := &Range{w: w}
	for i, sv := range v.Seats {
		if i != w.hero && !sv.Folded {
			rg.live = append(rg.live, i)
		}
		rg.models[i] = models.of(sv.Seat, sv.Name)
	}
	rg.cand = make([]holes, n)
	for _, i := range rg.live {
		rg.weight[i] = make([]float64, n)
		rg.cum[i] = make([]float64, n)
	}
	for _, i := range rg.live {
		rg.prior[i] = make([]float64, n)
	}
	for _, a := range v.Actions {
		if a.Kind == engine.Call || a.Kind.Aggressive() {
			rg.chose[w.idx[a.Seat]] = true
		}
	}
	return rg
}

// turn is a read opponent's decision in the betting, as a replay of the
// hand shows it to that opponent: its view with some down cards, and
// where in it its own down cards sit, for each candidate's to take their
// place (fit).
type turn struct {
	i     int // the seat's index
	class int // the class of the action it took (classOf)
	view  engine.View
	own   [3]int // the place in view.Own of down card j (-1: not dealt yet)
	down  [3]int // and in view.Seats[i].Down
}

// turns replays the betting once, with any down cards, and gives the view
// of each read opponent before each of its actions. Nothing the betting
// or the public cards show depends on the down cards (the bring-in and
// the first to act go by the up cards; stacks, bets and all-ins are the
// same), so a candidate's view differs only in the seat's own down cards
// and the community card. The error is the replay's, after the turns it
// reached (the same for every candidate).
func (rg *Range) turns() ([]turn, error) {
	w := rg.w
	var base holes
	w.dealDown(&base, rand.New(rand.NewPCG(1, 1)), 0, false)
	var d dealer
	w.deal(&d, &base, nil)
	var out []turn
	_, err := w.rebuild(&d, func(a int, h *engine.Hand) bool {
		i := w.idx[w.actor[a]]
		if i == w.hero || rg.weight[i] == nil {
			return true
		}
		tn := turn{i: i, class: classOf(w.acts[a].Kind)}
		h.ViewInto(&tn.view, w.actor[a])
		own := tn.view.Own
		if tn.view.Community != nil {
			own = own[:len(own)-1]
		}
		for j, c := range base[i] {
			tn.own[j], tn.down[j] = -1, -1
			if j < min(w.v.Seats[i].NumDown, 3) {
				tn.own[j], tn.down[j] = slices.Index(own, c), slices.Index(tn.view.Seats[i].Down, c)
			}
		}
		out = append(out, tn)
		return true
	})
	return out, err
}

// fit puts candidate h's down cards for the turn's seat, and the
// community card its deal gives, into the turn's view.
func (tn *turn) fit(h *holes, community engine.Card) {
	v := &tn.view
	down := v.Seats[tn.i].Down
	for j, c := range h[tn.i] {
		if m := tn.own[j]; m >= 0 {
			v.Own[m] = c
		}
		if m := tn.down[j]; m >= 0 {
			down[m] = c
		}
	}
	if v.Community != nil {
		*v.Community = community
		v.Own[len(v.Own)-1] = community
	}
}

// rangeLean is how much likelier the candidates' draw makes a low down
// card (eight or lower, pairing nothing the seat shows or was dealt) than
// any other: players who stay in and bet hold low cards, so candidates
// drawn at random leave few that fit the betting, and a weighed read from
// a few dozen of them leans towards any cards (it overstated the viewer's
// share by 9 points heads-up on sixth and seventh street from 32
// candidates). Each candidate carries the correction (drawLeaning), so
// the read still weighs the hands as the betting says.
const rangeLean = 3.0

// drawLeaning deals every other seat down cards from the unseen cards, the
// live opponents' who put chips in by choice leaning low by rangeLean (a
// seat that only brought in or checked holds about any cards, and the
// lean would only add noise), and sets ratio[i], for each live opponent,
// to the chance of its cards dealt at random over their chance in this
// draw: the importance weight that undoes the lean.
func (rg *Range) drawLeaning(h *holes, r *rand.Rand, ratio *[engine.MaxPlayers]float64) {
	w := rg.w
	var pool [engine.NumCards]engine.Card
	n := copy(pool[:], w.deck)
	var q [engine.NumCards]float64
	k := 0
	for i, sv := range w.v.Seats {
		if i == w.hero {
			continue
		}
		live := rg.weight[i] != nil && rg.chose[i]
		ratio[i] = 1
		var ranks uint16
		for _, c := range sv.Up {
			ranks |= 1 << c.Rank()
		}
		for j := range min(sv.NumDown, 3) {
			if k >= n {
				return
			}
			x := k + r.IntN(n-k)
			if live {
				sum := 0.0
				for m := k; m < n; m++ {
					q[m] = 1
					if rk := pool[m].Rank(); rk <= engine.Eight && ranks&(1<<rk) == 0 {
						q[m] = rangeLean
					}
					sum += q[m]
				}
				u := r.Float64() * sum
				x = n - 1
				for m := k; m < n; m++ {
					if u < q[m] {
						x = m
						break
					}
					u -= q[m]
				}
				ratio[i] *= sum / (q[x] * float64(n-k))
			}
			pool[k], pool[x] = pool[x], pool[k]
			h[i][j] = pool[k]
			ranks |= 1 << pool[k].Rank()
			k++
		}
	}
}

// draw picks a candidate for seat index i, by weight, among candidates
// [lo, hi) (a batch of them, or all).
func (rg *Range) draw(i int, r *rand.Rand, lo, hi int) int {
	c := rg.cum[i]
	base := 0.0
	if lo > 0 {
		base = c[lo-1]
	}
	x := base + r.Float64()*(c[hi-1]-base)
	hi--
	for lo < hi {
		m := (lo + hi) / 2
		if c[m] <= x {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// pick draws down cards for every live opponent from the range, one
// opponent after another, none of them shared: a candidate that clashes
// with the cards drawn before it is drawn again (a few times, then the
// opponent's cards are drawn from the unseen cards left). false when the
// unseen cards run out.
func (rg *Range) pick(h *holes, r *rand.Rand) bool {
	return rg.pickFrom(h, r, 0, len(rg.cand), false, nil)
}

// pickFrom is pick among candidates [lo, hi); uniform draws them
// unweighed, as any cards. ks, when set, gets each seat index's candidate
// (-1: drawn from the unseen cards).
func (rg *Range) pickFrom(h *holes, r *rand.Rand, lo, hi int, uniform bool, ks *[engine.MaxPlayers]int) bool {
	used := engine.CardSet(0)
	for _, i := range rg.live {
		n := min(rg.w.v.Seats[i].NumDown, 3)
		ok := false
		for try := 0; try < 8 && !ok; try++ {
			var k int
			if uniform {
				k = lo + r.IntN(hi-lo)
			} else {
				k = rg.draw(i, r, lo, hi)
			}
			if ks != nil {
				ks[i] = k
			}
			ok = true
			for j := range n {
				if used.Has(rg.cand[k][i][j]) {
					ok = false
				}
			}
			if ok {
				for j := range n {
					h[i][j] = rg.cand[k][i][j]
					used |= h[i][j].Bit()
				}
			}
		}
		if ok {
			continue
		}
		if ks != nil {
			ks[i] = -1
		}
		free := rg.w.unseen &^ used
		for j := range n {
			if free == 0 {
				return false
			}
			cs := free.Cards()
			c := cs[r.IntN(len(cs))]
			h[i][j] = c
			used |= c.Bit()
			free &^= c.Bit()
		}
	}
	return true
}

// Effective is the number of independent candidates the weights are
// worth for seat index i: (Σw)² / Σw².
func (rg *Range) effective(i int) float64 {
	s, s2 := 0.0, 0.0
	for _, x := range rg.weight[i] {
		s += x
		s2 += x * x
	}
	if s2 == 0 {
		return 0
	}
	return s * s / s2
}

// Estimate is a share with its 95% interval's half-width.
type Estimate struct {
	Value, Half float64
	N           int // deals (or candidates) behind it
}

// Rough reports whether the estimate is wider than two points either way.
func (e Estimate) Rough() bool { return e.Half > 0.02 }

// Equity is the viewer's share of the pot at showdown against the
// weighed ranges, from trials deals: 8 batches, each with its own eighth
// of the candidates and its own deals, weighed by the candidates' weight,
// with a t interval over the batches (so the interval holds the
// candidates' noise too).
func (rg *Range) Equity(trials int, seed uint64) Estimate {
	return rg.equity(trials, seed, -1, 0)
}

// EquityBeside is Equity with the share against any cards known (an
// exact count, or a sample much larger than trials): each batch also
// deals its candidates unweighed, and the difference between the two
// is added to anyCards. The candidates' own noise, the most of an
// estimate's, cancels where the betting says little. It deals trials
// deals each way (half each against three or more opponents); the figure
// is the surer of the two. anyHalf is the
// 95% half-width of anyCards (0 for an exact count).
func (rg *Range) EquityBeside(trials int, seed uint64, anyCards, anyHalf float64) Estimate {
	return rg.equity(trials, seed, anyCards, anyHalf)
}

func (rg *Range) equity(trials int, seed uint64, anyCards, anyHalf float64) Estimate {
	const batches = 8
	r := rand.New(rand.NewPCG(seed, 0x657175697479))
	v := rg.w.v
	var means, uniform, weighed, weight, prior [batches]float64
	per := max(1, trials/batches)
	if anyCards >= 0 && len(rg.live) > 2 {
		// Many hands a deal make a deal dear, and the candidates' noise
		// matters less against many: half the deals each way.
		per = max(1, per/2)
	}
	// When the deck cannot give every live hand its seventh card, the
	// seventh is one community card (the rule of engine.Hand).
	dealt, need := len(v.Own), 7-len(v.Own)
	for i, sv := range v.Seats {
		if i != rg.w.hero {
			dealt += len(sv.Up) + sv.NumDown
		}
	}
	for _, i := range rg.live {
		need += 7 - len(v.Seats[i].Up) - v.Seats[i].NumDown
	}
	upTo := 7
	if v.Community == nil && need > engine.NumCards-dealt {
		upTo = 6
	}
	for b := range batches {
		lo, hi := b*len(rg.cand)/batches, (b+1)*len(rg.cand)/batches
		if hi <= lo {
			lo, hi = 0, len(rg.cand)
		}
		means[b], _ = rg.batchShare(r, per, lo, hi, upTo, false)
		if anyCards >= 0 {
			uniform[b], weighed[b] = rg.batchShare(r, per, lo, hi, upTo, true)
		}
		// The batch's weight, by the betting and as any cards (prior):
		// beside any cards, a batch of unlikely candidates counts for less.
		weight[b], prior[b] = 1, 1
		for _, i := range rg.live {
			c := rg.cum[i]
			base := 0.0
			if lo > 0 {
				base = c[lo-1]
			}
			weight[b] *= c[hi-1] - base
			p := 0.0
			for _, x := range rg.prior[i][lo:hi] {
				p += x
			}
			prior[b] *= p
		}
	}
	// The share by weight: the mean of the batches' shares (each batch
	// drew its deals by weight among its own candidates). Beside any
	// cards, also any cards moved by how the weights move the share on
	// the very same unweighed deals, each batch counted by its weight (a
	// ratio: its spread is each batch's weight over the mean weight times
	// its distance from the mean). The figure is the one with the smaller
	// spread.
	share := func(ws *[batches]float64) (out [batches]float64) {
		sum := 0.0
		for _, w := range ws {
			sum += w
		}
		for b := range out {
			out[b] = 1
			if sum > 0 {
				out[b] = batches * ws[b] / sum
			}
		}
		return out
	}
	f, g := share(&weight), share(&prior)
	spread := func(x, u *[batches]float64, f *[batches]float64, base float64) (float64, float64) {
		mx, mu := 0.0, 0.0
		for b := range batches {
			mx += f[b] * x[b] / batches
			if u != nil {
				mu += g[b] * u[b] / batches
			}
		}
		ss := 0.0
		for b := range batches {
			d := f[b] * (x[b] - mx)
			if u != nil {
				d -= g[b] * (u[b] - mu)
			}
			ss += d * d
		}
		return base + mx - mu, 2.365 * math.Sqrt(ss/(batches*(batches-1)))
	}
	ones := [batches]float64{1, 1, 1, 1, 1, 1, 1, 1}
	mean, half := spread(&means, nil, &ones, 0)
	n := per * batches
	if anyCards >= 0 {
		n *= 2
		m, h := spread(&weighed, &uniform, &f, anyCards)
		if h = math.Hypot(h, anyHalf); h < half {
			mean, half = m, h
		}
	}
	return Estimate{Value: min(max(mean, 0), 1), Half: half, N: n}
}

// batchShare is the viewer's mean share over n deals whose down cards come
// from candidates [lo, hi) drawn by weight; or, drawn unweighed (uniform),
// the share as any cards and the share by the betting from the very same
// deals, each deal weighed by its candidates' weight (prior, or by the
// betting) over the batch's mean.
func (rg *Range) batchShare(r *rand.Rand, n, lo, hi, upTo int, uniform bool) (float64, float64) {
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
	// What each live opponent shows, and how many cards it holds then.
	var shown [engine.MaxPlayers]engine.CardSet
	var holds [engine.MaxPlayers]int
	for _, i := range rg.live {
		sv := &v.Seats[i]
		shown[i], holds[i] = engine.SetOf(sv.Up...), len(sv.Up)+min(sv.NumDown, 3)
		if v.Community != nil {
			shown[i] |= v.Community.Bit()
			holds[i]++
		}
	}
	var h holes
	var pool [engine.NumCards]engine.Card
	total, dealt := 0.0, 0
	for range n {
		if !rg.pickFrom(&h, r, lo, hi, uniform, &ks) {
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
		var used uint64 // by card number
		for _, i := range rg.live {
			for j := range min(v.Seats[i].NumDown, 3) {
				used |= 1 << (h[i][j] & 63)
			}
		}
		np := rg.w.poolBut(&pool, used)
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
			set := shown[i]
			for j := range min(v.Seats[i].NumDown, 3) {
				set |= h[i][j].Bit()
			}
			switch l := lowOrWorst(dealTo(set, holds[i])); {
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

// lowOrWorst is a hand's low, or worse than any when the deck left it
// short of five cards.
func lowOrWorst(s engine.CardSet) engine.Low {
	if s.Count() < 5 {
		return engine.Low(0xffff)
	}
	return s.Low()
}

func meanSD(xs []float64) (float64, float64) {
	m := 0.0
	for _, x := range xs {
		m += x
	}
	m /= float64(len(xs))
	s := 0.0
	for _, x := range xs {
		s += (x - m) * (x - m)
	}
	if len(xs) < 2 {
		return m, 0
	}
	return m, math.Sqrt(s / float64(len(xs)-1))
}

// Read is what the betting says of one opponent: how often its down cards
// are all low (eight or lower, no pair with each other or its board)
// against how often they would be as any cards.
type Read struct {
	Seat      int
	Name      string
	Model     Model
	Did       string  // "completed and raised"
	LowDown   float64 // weighed by the betting
	AnyDown   float64 // any cards
	Effective float64
}

// Reads is a Read for each live opponent.
func (rg *Range) Reads() []Read {
	v := rg.w.v
	var out []Read
	for _, i := range rg.live {
		sv := v.Seats[i]
		rd := Read{Seat: sv.Seat, Name: sv.Name, Model: rg.models[i], Did: did(v, sv.Seat), Effective: rg.effective(i)}
		sum, low := 0.0, 0.0
		for k, x := range rg.weight[i] {
			if lowDown(rg.cand[k][i][:min(sv.NumDown, 3)], sv.Up) {
				low += x
			}
			sum += x
		}
		if sum > 0 {
			rd.LowDown = low / sum
		}
		rd.AnyDown = allLowChance(rg.w.unseen, min(sv.NumDown, 3), sv.Up)
		out = append(out, rd)
	}
	return out
}

// allLowChance is the exact chance that n cards drawn from unseen are all
// low as lowDown says (eight or lower, no pair with each other or with
// up): the ways to take n of the low ranks up does not hold, a card of
// each, over the ways to draw n cards.
func allLowChance(unseen engine.CardSet, n int, up []engine.Card) float64 {
	var held uint16
	for _, c := range up {
		held |= 1 << c.Rank()
	}
	var per [engine.Eight + 1]float64
	total := 0
	for _, c := range unseen.Cards() {
		total++
		if r := c.Rank(); r <= engine.Eight && held&(1<<r) == 0 {
			per[r]++
		}
	}
	if n < 0 || n > total {
		return 0
	}
	// ways[j]: the ways to draw j cards of j different ranks among those so far.
	var ways [4]float64
	ways[0] = 1
	for _, k := range per {
		for j := n; j >= 1; j-- {
			ways[j] += ways[j-1] * k
		}
	}
	all := 1.0
	for j := range n {
		all = all * float64(total-j) / float64(j+1)
	}
	return ways[n] / all
}

func lowDown(down, up []engine.Card) bool {
	var ranks uint16
	for _, c := range up {
		ranks |= 1 << c.Rank()
	}
	for _, c := range down {
		if c.Rank() > engine.Eight || ranks&(1<<c.Rank()) != 0 {
			return false
		}
		ranks |= 1 << c.Rank()
	}
	return true
}

// did is a seat's betting this hand in words: "completed and raised",
// "called", "checked" (the bring-in and antes left out), "" for nothing.
func did(v *engine.View, seat int) string {
	var words []string
	for _, a := range v.Actions {
		if a.Seat != seat {
			continue
		}
		var w string
		switch a.Kind {
		case engine.Complete:
			w = "completed"
		case engine.Bet:
			w = "bet"
		case engine.Raise:
			w = "raised"
		case engine.Call:
			w = "called"
		default:
			continue
		}
		if len(words) == 0 || words[len(words)-1] != w {
			words = append(words, w)
		}
	}
	switch len(words) {
	case 0:
		return ""
	case 1:
		return words[0]
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}
