package bots

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"razz/engine"
	"razz/engine/narrate"
)

// Advice is the coach's answer for the decision in front of a player,
// read from that player's view only: its own cards, every up card, the
// folded boards as dead cards. It comes from the same code the Grinder
// decides with (the coach takes the likelier side of every mixed choice).
type Advice struct {
	Option engine.Option // the suggested action (always legal)
	Reason string        // one line, to the player: "Fold: ..." (Imperative(Option), then Because)
	// Because is the reason after its opening imperative: "9-9-4 has one
	// low card, …"; it gives no amount, so ReasonIn can write the opening
	// in any money.
	Because string
	Why     Why // the reason as a code and its figures

	Street int
	Equity float64 // the share of the pot at showdown against the live boards, any down cards
	// RangeEquity is the share against the ranges the betting shows (each
	// seat's style, read from its name, or a typical player), weighed
	// deals with a 95% interval; Reads says what the betting says of each
	// live opponent.
	RangeEquity Estimate
	Reads       []Read
	// Values are the lookahead's worth of each choice on third street
	// (Deals deals each, common to every choice), best first.
	Values  []Value
	Deals   int
	look    *lookRun // the lookahead Values came from, to play on (CostOf)
	rg      *Range   // the ranges RangeEquity was weighed on
	models  Models   // the seats' models it read them by
	Exact   bool     // Equity is exact; else sampled from Trials deals
	Trials  int
	ToCall  int     // what a call puts in (0 when checking is free, or for the bring-in)
	BringIn bool    // the seat must bring in (or complete): it cannot fold
	Pot     int     // every chip put in before this action, antes included
	Odds    float64 // pot odds: ToCall / (Pot + ToCall); 0 when nothing to call
	Need    float64 // the share a call needs on this street (CallNeed: Odds, more on 4th to 6th, at most calling down's heads-up)
	Fair    float64 // 1 / the players left

	// Third street.
	Start    string // "7-4-2"
	Class    Class
	StartWhy string // why Start is in Class: the class's words, or the worst class's one reason that applies
	Points   int
	EightBy7 float64 // the chance to make an eight or better by seventh
	DeadNeed int     // low cards the player needs that show on other boards

	// Later streets.
	Boards   []BoardNote // the player's first, then each live opponent
	Best     int         // the seat with the best board showing (the player's own unless one is better)
	LiveLows int         // unseen low cards of ranks the player does not hold
}

// BoardNote is one live board on a later street.
type BoardNote struct {
	Seat    int
	Name    string
	Partial string // "7-4-2", "K-K: a pair"
	Brick   bool   // its last card is a nine or higher, or pairs its board
	You     bool
}

// Verb is the suggestion in a word: fold, check, call, bring-in, complete,
// bet, raise.
func (a Advice) Verb() string { return a.Option.Kind.String() }

// StartWords names a third-street start and its class: "Q-8-3 is worse
// (class 5 of 5): its third card a queen, ten or higher: …". A class's words end in
// what to do with it ("fold it unless stealing"); for the forced bring-in,
// which cannot fold, they end in the choice it has instead: posting the
// minimum or completing.
func (a Advice) StartWords() string {
	why := a.StartWhy
	if a.BringIn {
		why, _, _ = strings.Cut(why, ":")
		if a.Option.Kind == engine.Complete {
			why += ", and worth completing rather than posting only the minimum"
		} else {
			why += ", so post only the minimum rather than complete"
		}
	} else if a.Class.Tier == 5 && a.Option.Kind != engine.Fold {
		// the class's rule says fold; the advice plays it: say both, and
		// why by the advice's own code (not "the reason above", which a
		// drill's feedback may not show first)
		why, _, _ = strings.Cut(why, ":")
		switch a.Why.Code {
		case Steal, ReSteal:
			why += "; folded as a rule unless stealing, and played here as a steal"
		case LookedAhead:
			why += "; folded as a rule unless stealing, but played here: played on, it wins more than folding"
		default:
			why += "; folded as a rule unless stealing, but played here for the reason the advice gives"
		}
	}
	return fmt.Sprintf("%s is %s (class %d of 5): %s", a.Start, a.Class.Name, a.Class.Tier, why)
}

// HintTrials is how many deals the coach samples when it cannot count
// every outcome: a 95% interval of about ±1 point (the figure is said to
// the point, "about" within two), and a hint in a few milliseconds on one
// core for eight players (BenchmarkCoach).
const HintTrials = 10_000

// hintTrials is HintTrials against one opponent, fewer against more: a
// deal of many hands costs more, and a share is smaller and surer (at 12%
// of the pot, 2,500 deals tell it within ±1.3 points).
func hintTrials(opponents int) int { return max(2500, HintTrials*2/(opponents+1)) }

// CoachRollouts is how many deals the coach plays each third-street
// choice on, when at most CoachLookaheadOpponents opponents are live (more
// do not fit a hint's time: BenchmarkCoach).
const (
	CoachRollouts           = 64
	CoachLookaheadOpponents = 3
	// CoachFirst is the deals played first; CoachBudget the most a choice
	// is played on, where a close call needs them (coachLookahead).
	CoachFirst  = 32
	CoachBudget = 512
	// OverrulePrecision is the half-width of the 95% interval at which a
	// gain is precise enough to overrule the start's rule on.
	OverrulePrecision = 0.1
)

// RangeTrials is how many deals the coach's share against the ranges draws.
const RangeTrials = 8000

// CoachTrials is how many hands the coach deals, split among the players,
// in the rare spot the engine's Hint refuses (a community card dealt).
const CoachTrials = 96000

// Advise returns the coach's advice for the seat whose view this is, when
// it is that seat's turn (the zero Advice otherwise), reading the other
// seats by m (who plays each: a table's Play.Models, a hand's
// record.Record.Models; nil knows nobody's style). It is deterministic:
// the same view and models give the same advice, whatever the seats'
// names.
func Advise(v engine.View, m Models) Advice { return adviseKept(v, m) }

// AdviseThird is Advise on third street without the equity figure (the
// decision there does not use it): what a drill deals many of to find a
// spot. On later streets it is Advise without the lookahead (which only
// third street has).
func AdviseThird(v engine.View, m Models) Advice { return advise(v, m, v.Street != 3, false) }

func advise(v engine.View, m Models, equity, lookahead bool) Advice {
	if len(v.Legal) == 0 {
		return Advice{}
	}
	var s situation
	s.models = m
	s.read(&v)
	est := &coachEstimate{}
	rg := &rangeEstimate{v: &v, models: m, cands: RangeCandidates, trials: RangeTrials, seed: coachSeed, more: true, anyCards: est}
	var want intent
	var why Why
	if v.Street == 3 {
		want, why = Grinder.third(&s, likelier{})
	} else {
		e := &estimator{coach: est}
		if Grinder.RangedCalls {
			e.ranged = rg
		}
		want, why = Grinder.later(&s, likelier{}, e)
	}
	o := s.choose(want)
	a := Advice{Option: o, Street: v.Street, ToCall: s.toCall, Pot: v.Pot, Fair: 1 / float64(s.nOpp+1)}
	_, a.BringIn = s.option(engine.BringIn)
	if s.toCall > 0 {
		a.Odds = s.price()
		a.Need = CallNeed(v.Street, s.toCall, v.Pot, s.nOpp, v.Stakes) * Grinder.Call
	}
	if v.Street == 3 {
		st := s.start
		a.Start, a.Class, a.StartWhy, a.Points, a.DeadNeed = st.text, st.class, st.why(), st.points, st.deadNeed
		a.EightBy7 = EightOrBetter(v.Own, s.seen)
		if equity {
			est.equity(s.spot(), [2]float64{}, 0, 0)
		}
	} else {
		a.Boards, a.Best = s.boards()
	}
	a.Equity, a.Exact, a.Trials = est.eq, est.exact, est.trials
	if equity {
		a.RangeEquity = rg.equity()
		a.Reads = rg.rg.Reads()
		a.rg, a.models = rg.rg, m
		if lookahead && v.Street == 3 && len(v.Legal) > 1 && s.nOpp <= CoachLookaheadOpponents {
			a.Values, a.look = coachLookahead(&v, o, m)
			a.Deals = a.look.n
		}
	}
	a.LiveLows = s.liveLows()
	a.Why = why
	a.Because = toYou(s.words(why))
	a.Reason = Imperative(o) + ": " + a.Because
	if best, gain, ok := overruled(a.Values, o); ok {
		// The lookahead shown beside the advice says, beyond its
		// interval, that another choice is worth more: advise that one,
		// and say why and what the start's rule alone says.
		a.Option = best.Option
		a.Why = Why{Code: LookedAhead, Deals: a.Deals, Gain: gain.Regret, GainCI: gain.RegretHalf,
			ToCall: why.ToCall, Pot: why.Pot, Price: why.Price}
		more := "wins"
		if best.Option.Kind == engine.Fold {
			more = "keeps"
		}
		a.Because = fmt.Sprintf("played on %d deals, %s %s %.2f big bets more than %s (±%.2f)%s; by the start alone you would %s (%s)",
			a.Deals, gerund(best.Option.Kind), more, gain.Regret, gerund(o.Kind), gain.RegretHalf, a.look.paysWords(best.Option, o),
			strings.ToLower(Imperative(o)[:1])+Imperative(o)[1:], a.Because)
		a.Reason = Imperative(best.Option) + ": " + a.Because
	} else if c := closeCall(a.Values, o, a.Deals); c != "" {
		a.Because += c
		a.Reason = Imperative(o) + ": " + a.Because
	}
	return a
}

// ReasonIn is Reason with its opening written in m ("Complete to $0.10:
// …" for a cash game); the rest gives no amounts.
func (a Advice) ReasonIn(m engine.Money) string {
	if a.Because == "" || !m.Cash() {
		return a.Reason
	}
	return narrate.ImperativeIn(a.Option, m) + ": " + a.Because
}

// coachLookahead plays the choices of v on until it is clear whether
// another choice is worth OverruleBB more than the start's rule's o: first
// CoachFirst deals, then CoachFirst more at a time while the best choice's
// gain over o straddles OverruleBB and is not yet precise (a half-width
// over OverrulePrecision), up to CoachBudget deals a choice. The values
// best first, and the deals played each.
func coachLookahead(v *engine.View, o engine.Option, m Models) ([]Value, *lookRun) {
	la := Lookahead{Models: m, Hero: Grinder, Ranges: 96, Seed: coachSeed}
	lr := la.start(v, Choices(v))
	lr.more(CoachFirst)
	vals := lr.values()
	for lr.n < CoachBudget && !settled(vals, o) {
		lr.more(min(lr.n, CoachBudget-lr.n)) // doubling: each step as many deals as so far
		vals = lr.values()
	}
	slices.SortStableFunc(vals, func(x, y Value) int { return cmp.Compare(y.Mean, x.Mean) })
	return vals, lr
}

// CostOf is how much more the advice is worth than did, played on as
// Lookahead.CompareUntil plays (first deals, then doubling until settled
// or budget): on third street by the lookahead the advice played, played
// on further; on later streets by a lookahead from seed that deals the
// opponents' down cards from the ranges the advice read. It gives the
// difference and the deals played; false when the advice read no ranges
// (an advice without its figures).
func (a Advice) CostOf(v *engine.View, did engine.Option, first, budget int, seed uint64, settled func(Value) bool) (Value, int, bool) {
	lr := a.look
	ia, ib := -1, -1
	if lr != nil {
		for i, o := range lr.opts {
			if classOf(o.Kind) == classOf(a.Option.Kind) {
				ia = i
			}
			if classOf(o.Kind) == classOf(did.Kind) {
				ib = i
			}
		}
	}
	if ia >= 0 && ib >= 0 {
		// Played on for the two choices alone: a deal plays each choice
		// the same whichever others it plays (lookRun.more).
		lr = lr.only(ia, ib)
		ia, ib = 0, 1
	}
	if ia < 0 || ib < 0 {
		if a.rg == nil {
			return Value{}, 0, false
		}
		la := &Lookahead{Models: a.models, Hero: Grinder, Seed: seed}
		lr = la.startWith(v, []engine.Option{a.Option, did}, a.rg)
		ia, ib = 0, 1
		lr.more(min(first, budget))
	}
	d := lr.diff(ia, ib)
	for lr.n < budget && !settled(d) {
		lr.more(min(lr.n, budget-lr.n))
		d = lr.diff(ia, ib)
	}
	d.Option = did
	return d, lr.n, true
}

// Light is the advice without what it keeps to play its cost on
// (CostOf): the lookahead it played and the ranges it read, tens of
// kilobytes, for an advice kept once its cost is known (a review's
// verdicts). Its figures and its words are the advice's.
func (a Advice) Light() Advice {
	a.look, a.rg, a.models = nil, nil, nil
	return a
}

// settled reports whether vals tell, to the precision the coach asks,
// whether the best choice is worth OverruleBB more than o: the gain's
// interval clear of the mark either way, or precise.
func settled(vals []Value, o engine.Option) bool {
	for _, x := range vals {
		if classOf(x.Option.Kind) == classOf(o.Kind) {
			return x.Regret+x.RegretHalf < OverruleBB || sureGain(x) || x.RegretHalf <= OverrulePrecision
		}
	}
	return true
}

// OverruleBB is the least the lookahead must find another choice worth
// over the start's rule for the coach to advise it: what the review
// counts as a mistake (review.MistakeBB).
const OverruleBB = 0.25

// overruled finds, among the lookahead's values (best first), the choice
// to advise instead of o: the best, when o's value falls short of it by
// OverruleBB at least, the whole interval of their difference beyond it
// (the deals are common to both) or the figure precise (a half-width of
// OverrulePrecision at most) and beyond it.
// gain is o's value, its Regret the shortfall.
func overruled(vals []Value, o engine.Option) (best, gain Value, ok bool) {
	if len(vals) < 2 || classOf(vals[0].Option.Kind) == classOf(o.Kind) {
		return Value{}, Value{}, false
	}
	for _, x := range vals[1:] {
		if classOf(x.Option.Kind) == classOf(o.Kind) {
			precise := x.RegretHalf <= OverrulePrecision && x.Regret >= OverruleBB
			return vals[0], x, sureGain(x) || precise
		}
	}
	return Value{}, Value{}, false
}

// sureGain reports whether the best choice's gain over the rule's (x's
// Regret) is sure enough to overrule the rule on: its whole interval
// beyond OverruleBB, and no wider than ±OverruleWide, so that the figure
// a learner reads says how much, not only which way (64 deals gave
// "3.16 big bets more than folding (±1.20)" for a 2-9-6 that 256 deals
// put at 2.05 ± 0.53).
func sureGain(x Value) bool {
	return x.Regret-x.RegretHalf >= OverruleBB && x.RegretHalf <= OverruleWide
}

// OverruleWide is the widest half-width, in big bets, of a gain the
// lookahead overrules the rule on (within CoachBudget deals).
const OverruleWide = 0.5

// paysWords is what pays for playing on where the start's rule folds
// (rule), counted on the lookahead's own deals of best as the bots played
// them on: ": after calling, the others all folded before a showdown in
// 31% of them, you won a showdown in 22% and lost one in 17%, and folded
// later in 30%"; "" where the rule does not fold or best does.
func (lr *lookRun) paysWords(best, rule engine.Option) string {
	if lr == nil || rule.Kind != engine.Fold || best.Kind == engine.Fold {
		return ""
	}
	e, ok := lr.endsOf(best)
	n := e.Folded + e.Others + e.ShowWon + e.ShowLost
	if !ok || n == 0 {
		return ""
	}
	of := func(k int) string { return Percent(float64(k) / float64(n)) }
	return fmt.Sprintf(": after %s, the others all folded before a showdown in %s of them, you won a showdown in %s and lost one in %s, and folded later in %s",
		gerund(best.Kind), of(e.Others), of(e.ShowWon), of(e.ShowLost), of(e.Folded))
}

// closeCall is the words for a lookahead that found another choice
// worth more than the rule's o, but not surely (overruled refuses it):
// "" when the lookahead found none.
func closeCall(vals []Value, o engine.Option, deals int) string {
	if len(vals) < 2 || classOf(vals[0].Option.Kind) == classOf(o.Kind) {
		return ""
	}
	for _, x := range vals[1:] {
		if classOf(x.Option.Kind) == classOf(o.Kind) && x.Regret >= OverruleBB {
			// Not "too unsure": 0.34 ± 0.13 is surely a gain, not surely
			// the OverruleBB a gain must be (the walk-through).
			if x.Regret-x.RegretHalf >= OverruleBB { // wider than OverruleWide: sure, but not how much
				return fmt.Sprintf("; a close call: played on %d deals, %s might be worth %.2f big bets more (±%.2f), too wide an interval to say how much",
					deals, gerund(vals[0].Option.Kind), x.Regret, x.RegretHalf)
			}
			return fmt.Sprintf("; a close call: played on %d deals, %s might be worth %.2f big bets more (±%.2f), but its interval reaches below the %.2f it takes to overrule the rule",
				deals, gerund(vals[0].Option.Kind), x.Regret, x.RegretHalf, OverruleBB)
		}
	}
	return ""
}

// gerund is an action as a choice in words: "folding", "calling".
func gerund(k engine.ActionKind) string {
	switch k {
	case engine.Fold:
		return "folding"
	case engine.Check:
		return "checking"
	case engine.Call:
		return "calling"
	case engine.BringIn:
		return "posting the bring-in"
	case engine.Complete:
		return "completing"
	case engine.Bet:
		return "betting"
	case engine.Raise:
		return "raising"
	}
	return k.String()
}

// spot is the situation as an equity question.
func (s *situation) spot() engine.Spot {
	v := &s.v
	opps := make([]engine.Opponent, s.nOpp)
	for i := range s.nOpp {
		up := s.opps[i].Up
		if v.Community != nil && len(up) < 5 {
			up = append(up[:len(up):len(up)], *v.Community)
		}
		opps[i] = engine.Opponent{Up: up, Down: s.opps[i].NumDown}
	}
	return engine.Spot{Own: v.Own, Opponents: opps, Dead: s.dead}
}

// coachEstimate is the coach's equity from the engine: exact when the
// count is cheap (engine.HintExactBudget: from fourth street heads-up,
// fifth three-way, ...), else HintTrials deals sampled from a fixed seed,
// so that the same spot always gets the same figure.
type coachEstimate struct {
	eq     float64
	exact  bool
	trials int
	done   bool
}

// coachSeed seeds the coach's sampling.
const coachSeed = 0x636f616368

func (e *coachEstimate) equity(spot engine.Spot, _ [2]float64, _, _ float64) float64 {
	if e.done {
		return e.eq
	}
	e.done = true
	rn := spot.Runout()
	if cost, err := rn.ExactCost(); err == nil {
		var res engine.EquityResult
		if cost <= engine.HintExactBudget {
			res, err = rn.Exact(1)
		} else {
			res, err = rn.Sample(hintTrials(len(spot.Opponents)), coachSeed, 1)
		}
		if err == nil {
			e.eq, e.exact, e.trials = res.Hands[0].Equity, res.Exact, res.Trials
			return e.eq
		}
	}
	// A spot the engine's run-out refuses (a community card already
	// dealt): the bots' sampler, with many more deals.
	e.trials = CoachTrials / (len(spot.Opponents) + 1)
	e.eq = spot.Equity(rand.New(rand.NewPCG(coachSeed, 1)), e.trials)
	return e.eq
}

// boards notes each live board, the player's first, and the seat with
// the best of them.
func (s *situation) boards() ([]BoardNote, int) {
	note := func(sv engine.SeatView, you bool) (BoardNote, engine.Board) {
		b := engine.NewBoard(sv.Seat, sv.Up)
		n := BoardNote{Seat: sv.Seat, Name: sv.Name, Partial: b.Partial(), You: you}
		if k := len(sv.Up); k >= 2 {
			last := sv.Up[k-1]
			n.Brick = last.Rank() >= engine.Nine
			for _, c := range sv.Up[:k-1] {
				n.Brick = n.Brick || c.Rank() == last.Rank()
			}
		}
		return n, b
	}
	me, mine := note(s.me, true)
	out := []BoardNote{me}
	bestSeat, best := s.me.Seat, mine
	for i := range s.nOpp {
		n, b := note(s.opps[i], false)
		out = append(out, n)
		if b.Value < best.Value {
			bestSeat, best = n.Seat, b
		}
	}
	return out, bestSeat
}

// liveLows counts the unseen low cards (A to 8) of ranks the player does
// not hold: the cards that help.
func (s *situation) liveLows() int {
	var held uint16
	known := engine.SetOf(s.v.Own...) | s.seen
	for _, c := range s.v.Own {
		held |= 1 << c.Rank()
	}
	n := 0
	for c := engine.Card(0); c < engine.NumCards; c++ {
		if c.Rank() <= engine.Eight && held&(1<<c.Rank()) == 0 && !known.Has(c) {
			n++
		}
	}
	return n
}

// EightOrBetter is the exact chance that cards (3 to 7 of a seven-card
// hand) finish with an eight or better, every card in seen out of the
// deck: engine.Odds, what `razz odds` prints.
func EightOrBetter(own []engine.Card, seen engine.CardSet) float64 {
	o, err := engine.Odds(own, (seen &^ engine.SetOf(own...)).Cards())
	if err != nil || o.Outcomes == 0 {
		return 0
	}
	return o.OrBetter(int(engine.Eight - engine.Five))
}

// Imperative is an option as advice: "Fold", "Call 10", "Complete to 20".
func Imperative(o engine.Option) string { return narrate.Imperative(o) }

// toYou turns the strategy's reason, written about a bot ("it needs",
// "its board"), into words to the player.
var youReplacer = strings.NewReplacer(
	" it needs", " you need", "its board", "your board", "its bring-in", "your bring-in",
	"it comes in", "you come in", "it completed", "you completed", " it posts", " you post", "it can raise", "you can raise", "it defends", "you defend", "it raised", "you raised",
	"so it gives up", "so give up", "act after it", "act after you", "acts after it", "acts after you", "its strength", "your strength",
	"it just calls", "you just call", "it raises", "you raise", "it bets", "you bet",
	"it plays", "you play", "its ", "your ",
)

func toYou(s string) string { return youReplacer.Replace(s) }

// Percent writes a share as a whole percentage: "34%".
func Percent(f float64) string { return strconv.Itoa(int(f*100+0.5)) + "%" }

// RangeWords is the share against the ranges in words, as what it is (an
// average over the hands the betting suggests, its ± the estimate's
// precision): "Against the hands their betting suggests, you win on
// average about 48% (±1, the estimate's precision; 8,000 deals); against
// any cards 62%."
func (a Advice) RangeWords() string {
	r := a.RangeEquity
	if r.N == 0 {
		return ""
	}
	pm := fmt.Sprintf("±%d", halfPoints(r.Half))
	if halfPoints(r.Half) == 0 { // every batch agreed (the betting moved nothing from an exact count): not "±0"
		pm = "±<1"
	}
	win := "about "
	if r.Rough() {
		win = "roughly "
	}
	deals := thousands(r.N) + " deals"
	if r.Hands > 1 { // each deal played against every hand of its batch
		deals += " × " + thousands(r.Hands) + " hands read"
	}
	return fmt.Sprintf("Against the hands their betting suggests, you win on average %s%s (%s, the estimate's precision; %s); against any cards %s.",
		win, Percent(r.Value), pm, deals, Percent(a.Equity))
}

// Words is what the betting says of one opponent: "Max (he plays like a
// maniac) completed: his down cards are all low 81% of the time as his
// betting reads, 25% for any cards."
func (r Read) Words() string {
	who := narrate.Capitalize(r.Name) // a sentence begins with it (a drill's seats are "seat 3")
	if r.Model.Known {
		who += " (plays like a " + r.Model.Params.Noun() + ")"
	} else {
		who += " (read as " + r.Model.Params.Noun() + ")"
	}
	did := r.Did
	if did == "" {
		did = "has only checked or brought in"
	}
	half := binomialHalf(r.LowDown, int(r.Effective))
	if min(1, r.LowDown+half)-max(0, r.LowDown-half) >= 0.5 {
		// The hands read that fit the betting are too few for a figure:
		// "roughly 0% (0 to 100%)" reached the box, which says nothing.
		return fmt.Sprintf("%s %s: too few of the hands read fit that betting to say how often the down cards are all low (%s for any cards).", who, did, Percent(r.AnyDown))
	}
	share := "about " + Percent(r.LowDown)
	if half > 0.02 {
		share = rough(r.LowDown, half, "")
	}
	return fmt.Sprintf("%s %s: down cards all low %s of the time as the betting reads, %s for any cards.", who, did, share, Percent(r.AnyDown))
}

// ValuesWords is the lookahead's worth of each choice in words, each with
// its interval (a fold is worth 0, the mark the others are measured
// from): "Played on 64 deals a choice, in big bets: complete +0.82
// (±0.30), call +0.40 (±0.25), fold 0."
func (a Advice) ValuesWords() string {
	if len(a.Values) == 0 {
		return ""
	}
	var parts []string
	for _, x := range a.Values {
		p := fmt.Sprintf("%s %+.2f (±%.2f)", x.Option.Kind, x.Mean, x.Half)
		if x.Option.Kind == engine.Fold {
			p = "fold 0"
		}
		parts = append(parts, p)
	}
	s := fmt.Sprintf("Played on %d deals a choice, everyone as their style plays, in big bets: %s.", a.Deals, strings.Join(parts, ", "))
	// Each figure's own ± is wide on few deals; compared on the same deals
	// the advice's shortfall from the best is far surer ("raise +0.00
	// (±2.09)" on 32 deals read as noise shown as advice).
	for _, x := range a.Values {
		if classOf(x.Option.Kind) != classOf(a.Option.Kind) || len(a.Values) < 2 {
			continue
		}
		if x.Regret == 0 {
			return s + fmt.Sprintf(" Compared on the same deals, %s is the best of them.", x.Option.Kind)
		}
		return s + fmt.Sprintf(" Compared on the same deals, %s is %.2f short of the best (±%.2f).", x.Option.Kind, x.Regret, x.RegretHalf)
	}
	return s
}

// thousands writes 40000 as "40,000".
func thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
