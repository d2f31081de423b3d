package bots

import (
	"math"
	"math/rand/v2"
	"slices"

	"razz/engine"
	"razz/engine/narrate"
)

// Lookahead values each choice in front of a seat by playing the hand on
// from that seat's view: the opponents' down cards drawn from their
// ranges (ranges.go), the cards to come shuffled, and everyone playing on
// as their models play, the seat itself as Hero. Every choice is played
// on the same deals (common random numbers), so their differences are
// far surer than their values.
type Lookahead struct {
	Models   Models
	Hero     Params // how the seat plays on after this choice
	Rollouts int    // deals a choice
	Ranges   int    // candidate deals the ranges weigh (0: no ranges, any cards)
	Seed     uint64
}

// Value is one choice's worth, in big bets from now to the end of the
// hand, with its 95% interval and its difference from the best choice.
type Value struct {
	Option     engine.Option
	Mean, Half float64
	// Regret and RegretHalf: how much less than the best choice it is
	// worth (0 for the best), paired over the same deals.
	Regret, RegretHalf float64
	per                []float64
}

// Choices are the distinct choices of a view: fold (when checking is not
// free), stay in cheaply, put in a bet; as a bot would make them.
func Choices(v *engine.View) []engine.Option {
	var s situation
	s.quiet = true
	s.read(v)
	var out []engine.Option
	seen := [3]bool{}
	for _, want := range [...]intent{fold, passive, aggressive} {
		o := s.choose(want)
		if c := classOf(o.Kind); !seen[c] {
			seen[c] = true
			out = append(out, o)
		}
	}
	return out
}

// Values plays every choice of v on and returns their values, best first
// by mean.
func (la *Lookahead) Values(v *engine.View) []Value {
	return la.values(v, Choices(v))
}

// Compare plays two options of v on over the same deals and returns how
// much more the first is worth than the second, in big bets, with its
// 95% interval (Mean and Half).
func (la *Lookahead) Compare(v *engine.View, a, b engine.Option) Value {
	lr := la.start(v, []engine.Option{a, b})
	lr.more(la.Rollouts)
	return lr.diff(0, 1)
}

// CompareUntil is Compare played on in steps: first deals, then as many
// again as so far at each step, until settled says the difference is
// clear or budget deals are played; it gives the difference and the deals
// played.
func (la *Lookahead) CompareUntil(v *engine.View, a, b engine.Option, first, budget int, settled func(Value) bool) (Value, int) {
	lr := la.start(v, []engine.Option{a, b})
	lr.more(min(first, budget))
	d := lr.diff(0, 1)
	for lr.n < budget && !settled(d) {
		lr.more(min(lr.n, budget-lr.n))
		d = lr.diff(0, 1)
	}
	return d, lr.n
}

func (la *Lookahead) values(v *engine.View, opts []engine.Option) []Value {
	lr := la.start(v, opts)
	lr.more(la.Rollouts)
	return lr.values()
}

// rolloutSamples is the deals a player's quick estimate draws in the
// lookahead's rollouts (the bots draw DefaultSamples at the table): the
// continuation policy's share of the pot, a few microseconds a decision.
const rolloutSamples = 24

// lookRun is a lookahead under way: the choices of a view played on over
// deals 0 to n-1 so far, more to come (more); deal k is the same whenever
// it is played, so a run played on in steps is the run played at once.
type lookRun struct {
	la      *Lookahead
	v       *engine.View
	w       *world
	rg      *Range
	opts    []engine.Option
	per     [][]float64 // by choice, each deal's result in big bets
	ends    []ends      // by choice, how its deals ended (counters only: no decision reads them)
	players []*Player
	n       int
	// proto is the first deal's hand rebuilt up to the view, protoDealt
	// its dealer where that left it (rebuilt).
	proto      *engine.Hand
	protoDealt dealer
}

// start is a lookahead of opts at v, no deal played yet.
func (la *Lookahead) start(v *engine.View, opts []engine.Option) *lookRun {
	var rg *Range
	if la.Ranges > 0 && v.Street >= 3 {
		rg = ReadRanges(v, la.Models, la.Ranges, la.Seed)
	}
	return la.startWith(v, opts, rg)
}

// startWith is start dealing the opponents' down cards from rg (nil: at
// random).
func (la *Lookahead) startWith(v *engine.View, opts []engine.Option, rg *Range) *lookRun {
	lr := &lookRun{la: la, v: v, w: newWorld(v), opts: opts, per: make([][]float64, len(opts)), ends: make([]ends, len(opts)), rg: rg}
	lr.players = make([]*Player, len(v.Seats))
	for i, sv := range v.Seats {
		if i == lr.w.hero {
			lr.players[i] = &Player{Params: la.Hero, Fast: true, Samples: rolloutSamples}
			continue
		}
		m := la.Models.of(sv.Seat, sv.Name)
		lr.players[i] = &Player{Params: m.Params, Mistakes: m.rolloutMistakes(), Fast: true, Samples: rolloutSamples}
	}
	return lr
}

// rolloutMistakes is how often the model's player makes a beginner's
// mistake in the lookahead's rollouts: a known bot's Slips (its level's,
// as the range read weighs them), and for stray play beyond a known
// style's (the population's) the share of it over 0.1.
func (m *Model) rolloutMistakes() float64 { return m.Slips + max(0, m.Stray-0.1) }

// more plays every choice on n more deals.
func (lr *lookRun) more(n int) {
	la, v, w := lr.la, lr.v, lr.w
	big := float64(max(v.Stakes.Big, 1))
	now := v.Seats[w.hero].Stack
	var d0, d dealer
	var h holes
	var view engine.View
	var hand engine.Hand    // each choice's play, copied from the deal's rebuilt hand
	var redealt engine.Hand // the deal's hand, the first deal's redealt
	for i := range lr.per {
		lr.per[i] = append(lr.per[i], make([]float64, n)...)
	}
	canFold := slices.ContainsFunc(v.Legal, func(o engine.Option) bool { return o.Kind == engine.Fold })
	for k := lr.n; k < lr.n+n; k++ {
		r := rand.New(rand.NewPCG(la.Seed^0x726f6c6c, uint64(k)))
		w.drawHoles(&h, r)
		if lr.rg != nil && lr.rg.pick(&h, r) {
			w.refold(&h, r)
		}
		deck := r.Uint64()
		// The deal rebuilt up to the view once, for every choice to play
		// on from a copy of (its dealer's state with it).
		var base *engine.Hand
		built := false
		for i, o := range lr.opts {
			if o.Kind == engine.Fold && canFold {
				// Folding now settles the seat's chips where they are.
				lr.ends[i].add(true, false, 0)
				continue
			}
			if !built {
				built = true
				w.deal(&d0, &h, rand.New(rand.NewPCG(deck, 1)))
				base = lr.rebuilt(&d0, &redealt)
			}
			if base == nil {
				continue
			}
			d = d0
			base.CopyTo(&hand, &d)
			if hand.Apply(o.Action()) != nil {
				continue
			}
			dr := rand.New(rand.NewPCG(deck, 2))
			// Once the seat folds its chips are settled: the others'
			// play after that changes nothing of its result, so it is
			// not played.
			folded := o.Kind == engine.Fold
			for !folded && !hand.Done() {
				seat := hand.ToAct()
				hand.ViewInto(&view, seat)
				dec := lr.players[w.idx[seat]].decide(view, dr, true, nil) // Fast: no range read
				if hand.Apply(dec.Action) != nil {
					break
				}
				folded = w.idx[seat] == w.hero && dec.Action.Kind == engine.Fold
			}
			for _, c := range hand.Stacks() {
				if c.Seat == v.Seat {
					lr.per[i][k] = float64(c.Amount-now) / big
				}
			}
			lr.ends[i].add(folded, hand.Done() && hand.Showdown() != nil, lr.per[i][k])
		}
	}
	lr.n += n
}

// rebuilt is the hand of deal d up to the view (nil when the deal cannot
// be rebuilt), d's state where that leaves it. The first deal replays the
// view's actions; every later one is that hand redealt (in mem): the play
// does not depend on the down cards, so the same hand with the deal's
// cards in place of the first's is the hand replayed, but for a view with
// a community card (dealt from the rest of the deck), which each deal
// replays.
func (lr *lookRun) rebuilt(d *dealer, mem *engine.Hand) *engine.Hand {
	if lr.proto == nil || lr.v.Community != nil {
		h, err := lr.w.rebuild(d, nil)
		if err == nil && lr.proto == nil && lr.v.Community == nil {
			lr.proto, lr.protoDealt = h, *d
		}
		return h
	}
	// d is dealt as far as the first deal's replay dealt its own.
	p := &lr.protoDealt
	d.next, d.ri, d.dealt = p.next, p.ri, p.dealt
	lr.proto.CopyTo(mem, d)
	if mem.Redeal(func(seat int) []engine.Card { i := d.idx[seat]; return d.seq[i][:d.n[i]] }) != nil {
		// A deal that cannot be, as its replay finds.
		d.next, d.ri, d.dealt = [engine.MaxPlayers]uint8{}, 0, 0
		h, _ := lr.w.rebuild(d, nil)
		return h
	}
	return mem
}

// only is a copy of lr with choices a and b alone, their deals so far
// kept, to play on without the others.
func (lr *lookRun) only(a, b int) *lookRun {
	out := *lr
	out.opts = []engine.Option{lr.opts[a], lr.opts[b]}
	out.per = [][]float64{slices.Clone(lr.per[a]), slices.Clone(lr.per[b])}
	out.ends = []ends{lr.ends[a], lr.ends[b]}
	return &out
}

// ends counts how a choice's deals ended, after it, as the bots played on:
// the seat folded on a later street (Folded), everyone else folded first
// (Others), or a showdown it won chips at (ShowWon) or lost at (ShowLost).
// What the lookahead's figure is made of, for its words; no decision reads
// it.
type ends struct{ Folded, Others, ShowWon, ShowLost int }

func (e *ends) add(folded, showdown bool, result float64) {
	switch {
	case folded:
		e.Folded++
	case !showdown:
		e.Others++
	case result > 0:
		e.ShowWon++
	default:
		e.ShowLost++
	}
}

// endsOf is how the deals of the choice of o's kind ended so far.
func (lr *lookRun) endsOf(o engine.Option) (ends, bool) {
	for i, x := range lr.opts {
		if classOf(x.Kind) == classOf(o.Kind) {
			return lr.ends[i], true
		}
	}
	return ends{}, false
}

// values are the choices' values so far, with each one's regret against
// the best.
func (lr *lookRun) values() []Value {
	out := make([]Value, len(lr.opts))
	best := 0
	for i, o := range lr.opts {
		out[i] = Value{Option: o, per: lr.per[i]}
		out[i].Mean, out[i].Half = meanHalf(lr.per[i])
		if out[i].Mean > out[best].Mean {
			best = i
		}
	}
	for i := range out {
		if i != best {
			d := lr.diff(best, i)
			out[i].Regret, out[i].RegretHalf = d.Mean, d.Half
		}
	}
	return out
}

// diff is how much more choice a is worth than choice b over the deals so
// far (paired), with its 95% interval, as b's Value.
func (lr *lookRun) diff(a, b int) Value {
	d := make([]float64, lr.n)
	for k := range d {
		d[k] = lr.per[a][k] - lr.per[b][k]
	}
	m, h := meanHalf(d)
	return Value{Option: lr.opts[b], Mean: m, Half: h}
}

// refold deals the folded seats fresh down cards that clash with none
// the live ones hold.
func (w *world) refold(h *holes, r *rand.Rand) {
	used := engine.CardSet(0)
	for i, sv := range w.v.Seats {
		if i != w.hero && !sv.Folded {
			for j := range min(sv.NumDown, 3) {
				used |= h[i][j].Bit()
			}
		}
	}
	w.dealDown(h, r, used, true)
}

// meanHalf is a mean and its 95% interval's half-width.
func meanHalf(xs []float64) (float64, float64) {
	if len(xs) == 0 {
		return 0, 0
	}
	m, sd := meanSD(xs)
	return m, 1.96 * sd / math.Sqrt(float64(len(xs)))
}

// Shark is the strongest style: it plays as the Grinder, and at every
// real choice it also plays each option on by rollouts (a Lookahead from
// its own view, the opponents read by their styles and their betting),
// taking another option only where the rollouts say, beyond their
// interval, that it wins more.
type Shark struct {
	Name     string
	Rollouts int // deals a choice (0: SharkRollouts)
	// Models are the other seats' models when it decides on its own
	// (Decide; nil knows nobody's style); at a table (Play), the table's.
	Models Models
}

// SharkRollouts is how many deals the Shark plays each choice on: with
// common random numbers, enough to tell a fraction of a big bet.
const SharkRollouts = 48

// Style is "shark".
func (*Shark) Style() string { return "shark" }

// DisplayName is the bot's name at the table.
func (b *Shark) DisplayName() string { return b.Name }

// Decide looks ahead when there is a choice, its opponents read by
// b.Models.
func (b *Shark) Decide(v engine.View, r *rand.Rand) Decision { return b.decide(v, r, b.Models) }

// decide is Decide with the seats' models m (a table's: Play).
func (b *Shark) decide(v engine.View, r *rand.Rand, m Models) Decision {
	base := (&Player{Name: b.Name, Params: Grinder}).decide(v, r, false, m)
	opts := Choices(&v)
	if len(opts) == 1 {
		return base
	}
	n := b.Rollouts
	if n <= 0 {
		n = SharkRollouts
	}
	la := Lookahead{Models: m, Hero: Grinder, Rollouts: n, Ranges: 128, Seed: r.Uint64()}
	vals := la.values(&v, opts)
	mine := -1
	for i := range vals {
		if classOf(vals[i].Option.Kind) == classOf(base.Action.Kind) {
			mine = i
		}
	}
	if mine < 0 || vals[mine].Regret <= vals[mine].RegretHalf {
		return base // the Grinder's play holds up
	}
	best := 0
	for i := range vals {
		if vals[i].Regret == 0 && vals[i].Mean >= vals[best].Mean {
			best = i
		}
	}
	why := Why{Code: LookedAhead, Deals: n, Gain: vals[mine].Regret, GainCI: vals[mine].RegretHalf}
	var s situation
	s.read(&v)
	o := vals[best].Option
	reason := b.who() + " " + narrate.Does(o) + ": " + s.words(why) // the lookahead's gain: no card named
	return Decision{Action: o.Action(), Why: why, Reason: reason, Told: reason}
}

func (b *Shark) who() string {
	if b.Name != "" {
		return b.Name
	}
	return "Shark"
}
