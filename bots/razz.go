package bots

import (
	"math"
	"math/rand/v2"
	"strconv"
	"strings"

	"razz/engine"
	"razz/engine/narrate"
)

// Player is a rule-based Razz player: one body of Razz logic, bent by its
// style's Params. It reads only the view of its own seat.
type Player struct {
	Name     string
	Params   Params
	Mistakes float64 // chance of a beginner's mistake at a decision (the level)
	// Samples is how many deals the later-street equity estimate draws
	// (0: DefaultSamples).
	Samples int
	// Fast never reads ranges (RangedCalls): the lookahead's rollouts,
	// thousands of decisions a choice.
	Fast bool
	// Models are the other seats' models its range reads take, for a
	// Player deciding on its own (Decide); nil knows nobody's style. At a
	// table (Play) the table says who plays each seat instead.
	Models Models
}

// The bots' range read facing a bet (RangedCalls), against up to
// botRangeOpponents opponents (6-max later streets mostly have one to
// three): candidates and deals. Against more, the quick estimate.
const (
	botRangeOpponents  = 3
	botRangeCandidates = 32
	botRangeTrials     = 192
)

// DefaultSamples is the size of the later-street equity estimate heads-up
// (against k opponents it is 2·DefaultSamples/(k+1)): enough to tell a good
// draw from a bad one, small enough for 20,000 hands a second.
const DefaultSamples = 60

// Style is the style's name, as --bots takes it.
func (p *Player) Style() string { return p.Params.Style }

// DisplayName is the bot's name at the table.
func (p *Player) DisplayName() string { return p.Name }

func (p *Player) who() string {
	if p.Name != "" {
		return p.Name
	}
	return p.Params.Title
}

// intent is what the logic wants; choose turns it into a legal option.
type intent uint8

const (
	fold intent = iota
	passive
	aggressive
)

// situation is what the bot reads from its view before deciding.
type situation struct {
	v        engine.View // a copy: a pointer to the caller's view would move it to the heap
	me       engine.SeatView
	opps     [engine.MaxPlayers]engine.SeatView // live opponents, in seat order
	nOpp     int
	seen     engine.CardSet // every up card of the other seats, folded or not
	dead     engine.CardSet // the up cards of folded seats
	toCall   int
	lastAggr int  // the seat that made the last completion, bet or raise this street (0: none)
	callers  int  // seats that called since that (or, with none, called the bring-in)
	myAggr   bool // the bot itself completed, bet or raised this street
	sinceMe  int  // completions, bets and raises this street after the bot's own last one
	quiet    bool // nobody reads the reason: skip its words (the same choice)
	// models are the other seats' models (nil: nobody's style known):
	// third street's open heads-up reads the bring-in's (defends).
	models Models
	// told: the words are told to others at the table (Decision.Told),
	// who never saw its down cards: they name none of them.
	told bool
	// bare: a later street's words leave out the holding they open with
	// (sentences adds it, as the seat says it and as the others are told).
	bare bool

	// What the strategy read, for the coach to show.
	start          start // third street
	doors          []engine.Card
	eq, fair, need float64 // later streets
	eqHalf         float64 // the 95% interval's half-width of eq
	tenths         bool    // the reason writes shares to a tenth (Apart)
	best           bool    // its board is the best showing
	// mixes: the style is the coach's own (the Grinder's, the Shark's
	// base), whose check or call with a hand worth more is a deliberate
	// mix, not a passive habit.
	mixes bool
}

func (s *situation) read(v *engine.View) {
	s.v = *v
	for _, sv := range v.Seats {
		if sv.Seat == v.Seat {
			s.me = sv
			continue
		}
		for _, c := range sv.Up {
			s.seen |= c.Bit()
			if sv.Folded {
				s.dead |= c.Bit()
			}
		}
		if !sv.Folded && s.nOpp < len(s.opps) {
			s.opps[s.nOpp] = sv
			s.nOpp++
		}
	}
	s.toCall = 0 // what a call puts in, as the engine offers it (an all-in call is less)
	if o, ok := s.option(engine.Call); ok {
		s.toCall = o.Put
	}
	for _, a := range v.Actions {
		if a.Street != v.Street {
			continue
		}
		switch {
		case a.Kind.Aggressive():
			s.lastAggr, s.callers = a.Seat, 0
			s.myAggr = s.myAggr || a.Seat == v.Seat
			if a.Seat == v.Seat {
				s.sinceMe = 0
			} else {
				s.sinceMe++
			}
		case a.Kind == engine.Call:
			s.callers++
		}
	}
}

func (s *situation) option(k engine.ActionKind) (engine.Option, bool) {
	for _, o := range s.v.Legal {
		if o.Kind == k {
			return o, true
		}
	}
	return engine.Option{}, false
}

// choose turns an intent into a legal option: a bet or raise falls back
// to a call or check when the cap or the stacks forbid it, a fold to a
// check when checking is free, and the bring-in can never fold.
func (s *situation) choose(want intent) engine.Option {
	if want == aggressive {
		for _, k := range [...]engine.ActionKind{engine.Complete, engine.Bet, engine.Raise} {
			if o, ok := s.option(k); ok {
				return o
			}
		}
		want = passive
	}
	if want == fold {
		if _, ok := s.option(engine.Check); !ok {
			if o, ok := s.option(engine.Fold); ok {
				return o
			}
		}
		want = passive
	}
	for _, k := range [...]engine.ActionKind{engine.Check, engine.Call, engine.BringIn} {
		if o, ok := s.option(k); ok {
			return o
		}
	}
	return s.v.Legal[0]
}

// chooser settles the strategy's mixed choices: a bot flips a coin, the
// coach takes the likelier side.
type chooser interface{ chance(p float64) bool }

// coin flips for a bot, and notes when a flip went the less likely way.
type coin struct {
	r     *rand.Rand
	mixed bool
}

func (c *coin) chance(p float64) bool {
	got := c.r.Float64() < p
	if got != (p >= 0.5) {
		c.mixed = true
	}
	return got
}

// likelier is the coach's side of every mixed choice.
type likelier struct{}

func (likelier) chance(p float64) bool { return p >= 0.5 }

// Decide returns the bot's action and the reason for it.
func (p *Player) Decide(v engine.View, r *rand.Rand) Decision { return p.decide(v, r, false, p.Models) }

// decide is Decide with the seats' models m; quiet leaves the Reason
// empty and skips building its words (the arena's hands, whose reasons
// nobody reads), drawing the same numbers from r and so choosing the same
// action.
func (p *Player) decide(v engine.View, r *rand.Rand, quiet bool, m Models) Decision {
	return p.decideIn(v, r, quiet, m, nil)
}

// reads is whether a Player reads ranges at its view v: facing a bet
// against up to three opponents, and first to act heads-up (its small read
// is too rough to judge a bet multiway: the duplicate arena, 6-max, the
// Grinder lost 3 bb/100 reading there).
func (p *Player) reads(v *engine.View) bool {
	if !p.Params.RangedCalls || p.Fast || v.Street == 3 {
		return false
	}
	var s situation
	s.read(v)
	return readsAt(&s)
}

// readsAt is whether a later-street decision at s is one a Player that
// reads ranges (Params.RangedCalls) decides by its read (reads).
func readsAt(s *situation) bool {
	return s.v.Street > 3 && s.nOpp <= botRangeOpponents && (s.toCall > 0 || s.nOpp == 1)
}

// decideIn is decide with the turns of the hand its reads have weighed so
// far (nil: they are read anew, alike).
func (p *Player) decideIn(v engine.View, r *rand.Rand, quiet bool, m Models, ht *handTurns) Decision {
	var s situation
	s.quiet = quiet
	s.mixes = p.Params.Style == Grinder.Style
	s.models = m
	s.read(&v)
	ch := &coin{r: r}
	var want intent
	var why Why
	if v.Street == 3 {
		want, why = p.Params.third(&s, ch)
	} else {
		est := &estimator{sampler: sampler{r: r, samples: p.Samples}}
		// Where it reads (reads), the share against the ranges decides; the
		// coach reads always.
		if p.reads(&v) {
			if ht == nil {
				ht = new(handTurns)
			}
			// A copy of its own, in the hand's memory (only a read's view
			// leaves this call, and the read keeps it until the next).
			ht.view = v
			ht.est = rangeEstimate{v: &ht.view, models: m, cands: botRangeCandidates, trials: botRangeTrials, seed: viewSeed(&ht.view), turns: ht}
			est.ranged = &ht.est
		}
		want, why = p.Params.later(&s, ch, est)
	}
	o := s.choose(want)
	if p.Mistakes > 0 && r.Float64() < p.Mistakes {
		if m, slip, ok := s.mistake(o, r); ok {
			o, why.Slip = m, slip
		}
	}
	if quiet {
		return Decision{Action: o.Action(), Why: why, Mixed: ch.mixed}
	}
	mine, theirs, rest := s.sentences(why)
	reason, told := p.words(o, why, mine, theirs, rest)
	return Decision{Action: o.Action(), Reason: reason, Told: told, Why: why, Mixed: ch.mixed}
}

// words are a decision's reason as the seat says it (mine) and as the
// others are told it (theirs): who does what by which rule, the style's
// habit, then the sentences. Both are written into one string, each a
// part of it: one allocation where the parts took five.
func (p *Player) words(o engine.Option, why Why, mine, theirs, rest string) (reason, told string) {
	who, title := p.who(), p.Params.Noun()
	a := article(engine.Nine)
	h := habits[p.Params.Style]
	// does: who, the action, the rule.
	head := [...]string{who, " ", narrate.Does(o), ": ", why.rule(),
		// habit: a rule that forced the play is no style's measure: it
		// comes first, the style's judgement of the play after.
		who, " plays like ", a, " ", title, " (", h, "); by ", a, " ", title, "'s measure, "}
	parts := head[:5]
	if h != "" {
		parts = head[:]
	}
	n := 0
	for _, x := range parts {
		n += len(x)
	}
	var b strings.Builder
	b.Grow(2*(n+len(rest)) + len(mine) + len(theirs))
	for _, own := range [2]string{mine, theirs} {
		for _, x := range parts {
			b.WriteString(x)
		}
		b.WriteString(own)
		b.WriteString(rest)
	}
	all := b.String()
	at := n + len(mine) + len(rest)
	return all[:at], all[at:]
}

// sentences is sentence(w) as the seat says it (mine+rest) and as the
// others are told it (theirs+rest): a later street's differ only in the
// holding they open with, so the rest is put into words once.
func (s *situation) sentences(w Why) (mine, theirs, rest string) {
	if w.Code.later() {
		s.bare = true
		rest = s.sentence(w)
		s.bare = false
		return holding(s.v.Own), "its hand", rest
	}
	mine = s.sentence(w)
	s.told = true
	return mine, s.sentence(w), ""
}

// sentence is the reason's judgement (after its rule, Why.rule) with its
// slip, if any.
func (s *situation) sentence(w Why) string {
	if w.Slip != NoSlip {
		return s.judged(w) + "; but " + w.Slip.words()
	}
	return s.judged(w)
}

// price is what a call costs as a share of the pot it would make.
func (s *situation) price() float64 {
	return float64(s.toCall) / float64(s.v.Pot+s.toCall)
}

// mistake is the kind of error a beginner makes: calling when the hand
// said fold, checking or calling when it said bet, folding a hand worth a
// call. Even a beginner does not give up for one small bet into a big pot,
// nor right after raising.
func (s *situation) mistake(o engine.Option, r *rand.Rand) (engine.Option, Slip, bool) {
	switch {
	case o.Kind == engine.Fold:
		return s.choose(passive), LooseSlip, true
	case o.Kind.Aggressive():
		return s.choose(passive), TimidSlip, true
	case o.Kind == engine.Call && !s.myAggr && s.price() >= 0.15 && r.IntN(2) == 0:
		if f, ok := s.option(engine.Fold); ok {
			return f, SoonSlip, true
		}
	}
	return o, NoSlip, false
}

// The words every street's reasons share.

// written is cards as a Razz player writes them: highest first, "K-9-3".
func written(cs []engine.Card) string {
	var rs [7]engine.Rank
	n := 0
	for _, c := range cs {
		if n < len(rs) {
			rs[n] = c.Rank()
			n++
		}
	}
	for i := 1; i < n; i++ { // insertion sort, highest first
		for j := i; j > 0 && rs[j] > rs[j-1]; j-- {
			rs[j], rs[j-1] = rs[j-1], rs[j]
		}
	}
	var b strings.Builder
	for i, r := range rs[:n] {
		if i > 0 {
			b.WriteByte('-')
		}
		b.WriteString(r.String())
	}
	return b.String()
}

var counts = [...]string{"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}

func count(n int) string {
	if n >= 0 && n < len(counts) {
		return counts[n]
	}
	return strconv.Itoa(n)
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// share is an estimated share of the pot in words, as sure as it is:
// "about 34%" within two points (95%), else "roughly 34% (±12, note)"
// (note: "an estimate", or precision), or "roughly 95% (80 to 100%, an estimate)" where the
// interval reaches 0% or 100%; never "about 100%" for what is not sure.
func (s *situation) share(eq float64, note string) string {
	// The figure said is rounded, to a whole point (or a tenth): "about"
	// only when the interval and the rounding together stay within two
	// points.
	rounding := 0.005
	if s.tenths {
		rounding = 0.0005
	}
	if s.eqHalf+rounding > 0.02 {
		return rough(eq, s.eqHalf, note)
	}
	p := int(eq*100 + 0.5)
	switch {
	case s.eqHalf == 0 && (eq == 0 || eq == 1):
		return pct(eq) // exact and sure: no "about"
	case s.tenths:
		return "about " + Tenths(eq)
	case p >= 100 && eq < 1:
		return "over 99%"
	case p <= 0 && eq > 0:
		return "under 1%"
	}
	return "about " + pct(eq)
}

// precision is what the ± of a share against the ranges is: how precise
// the estimate of an average over the hands the betting suggests is, not
// a promise about the cards dealt.
const precision = "the estimate's precision"

// halfPoints is an interval's half-width in whole points, rounded up: a
// figure said to be within ±2 points is.
func halfPoints(h float64) int {
	return int(math.Ceil(h*100 - 1e-9))
}

func pct(f float64) string {
	return strconv.Itoa(int(f*100+0.5)) + "%"
}

// called is how a reason calls a seat inside a sentence: "you" for the
// trainer's user (its model says so, whatever the seat's name), else the
// seat's name.
func (s *situation) called(sv engine.SeatView) string {
	if s.models != nil && s.models.of(sv.Seat, sv.Name).You {
		return "you"
	}
	return sv.Name
}
