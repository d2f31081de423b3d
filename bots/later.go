package bots

import (
	"math"
	"math/bits"
	"math/rand/v2"
	"razz/engine"
	"slices"
	"strings"
)

// This file is the bots' fourth to seventh street: the hand as a low so
// far, the decision (later) and the equity estimate it leans on. third.go
// decides third street; razz.go reads the view and turns an intent into a
// legal action.

// holding describes the bot's own cards as a low so far: five different
// ranks by the low's name as the trainer says it ("a king-nine low
// (K-9-5-3-2)"), "made" only for an eight or better, the low Razz players
// call made ("a made seven-five low (7-5-3-2-A)"); else its pairs and
// low ranks (pairedHolding), or its low cards as a draw ("7-5-3-A").
func holding(own []engine.Card) string {
	if l := engine.LowOf(own); l.Valid() && l.Category() == engine.NoPair {
		if len(own) >= 7 {
			return "its " + l.Name()
		}
		top := l.Written()[0]
		if l == 1 {
			return "a made wheel (" + l.Dashed() + ")"
		}
		if top <= engine.Eight {
			return "a made " + l.Name() + " (" + l.Dashed() + ")"
		}
		return article(top) + " " + l.Name() + " (" + l.Dashed() + ")"
	}
	if len(own) >= 7 {
		return "its " + engine.LowOf(own).Name()
	}
	if w, ok := pairedHolding(own); ok {
		return w
	}
	var ranks uint16
	for _, c := range own {
		ranks |= 1 << c.Rank()
	}
	n := bits.OnesCount16(ranks & 0xff)
	if n == 0 {
		return written(own) + " (no low card)"
	}
	var b strings.Builder
	b.Grow(32)
	for r := engine.Eight; r >= engine.Ace; r-- { // highest first
		if ranks&(1<<r) != 0 {
			b.WriteString(r.String())
			n--
			if n > 0 {
				b.WriteByte('-')
			}
		}
		if r == engine.Ace {
			break
		}
	}
	n = bits.OnesCount16(ranks & 0xff)
	b.WriteString(" (" + count(n) + " low card" + plural(n) + ")")
	return b.String()
}

// laterSpot is everything a later street's decision reads from a view
// besides the share of the pot it is judged by: the spot to estimate it
// on, the marks it is held to, and what the boards show. The decision is a
// function of the spot and the share alone (laterBy), so that a range read
// can read the spot once a turn and ask only each candidate's share.
type laterSpot struct {
	opps          [engine.MaxPlayers]engine.Opponent // their Up with the community card, if any, in the caller's memory (oppUps)
	nOpp          int
	own           []engine.Card  // the view's own cards
	dead          engine.CardSet // the folded boards
	fair          float64        // 1 / the players left
	bet           float64        // the edge over fair a bet needs
	price, need   float64        // facing a bet: the price, and the share a call needs
	marks         [2]float64     // the shares that decide (the estimate looks closer near them)
	bluff, bluffR float64        // the chances to bet and to raise the best board as a bluff
	toCall        int
	best          bool // its board is the best showing
	myAggr        bool // it bet or raised this street
	betterRaiser  bool // the last raiser's board is better than its own
}

// oppUps is room for each opponent's up cards with a community card.
type oppUps [engine.MaxPlayers][5]engine.Card

// laterSpotOf reads the spot of s's later-street decision (wc holds the
// opponents' up cards with the community card, if any: memory of the
// caller's, so that the spot points into nothing of its own and stays on
// the stack).
func (P Params) laterSpotOf(s *situation, wc *oppUps) (ls laterSpot) {
	v := &s.v
	for i := range s.nOpp {
		o := s.opps[i]
		up := o.Up
		if v.Community != nil && len(up) < 5 {
			n := copy(wc[i][:], up)
			wc[i][n] = *v.Community
			up = wc[i][:n+1]
		}
		ls.opps[i] = engine.Opponent{Up: up, Down: o.NumDown}
	}
	ls.fair = 1 / float64(s.nOpp+1)
	// The shares of the pot that decide: to bet, or to call and to raise.
	ls.bet = P.betEdge(s.nOpp)
	ls.bluff, ls.bluffR = P.bluffs(v.Street)
	ls.marks = [2]float64{ls.fair + ls.bet, ls.fair + ls.bet}
	ls.toCall, ls.myAggr = s.toCall, s.myAggr
	if s.toCall > 0 {
		ls.price = s.price()
		// More cards to come: more to win later than the odds now show.
		ls.need = CallNeed(v.Street, s.toCall, v.Pot, s.nOpp, v.Stakes) * P.Call
		ls.marks = [2]float64{ls.need, ls.fair + P.Raise}
	}
	ls.nOpp, ls.own, ls.dead = s.nOpp, v.Own, s.dead
	// Is its board the best showing?
	mine := engine.NewBoard(s.me.Seat, s.me.Up)
	ls.best = true
	for i := range s.nOpp {
		if b := engine.NewBoard(s.opps[i].Seat, s.opps[i].Up); b.Value <= mine.Value {
			ls.best = false
		}
	}
	if s.myAggr && s.toCall > 0 {
		aggr, _ := v.SeatOf(s.lastAggr)
		ls.betterRaiser = engine.NewBoard(aggr.Seat, aggr.Up).Value < mine.Value
	}
	return ls
}

func (P Params) later(s *situation, ch chooser, est *estimator) (intent, Why) {
	var wc oppUps
	ls := P.laterSpotOf(s, &wc)
	eq, ranged := 0.0, false
	if est.ranged == nil || est.coach != nil { // a bot that reads ranges has no use for its quick estimate
		eq = est.equity(engine.Spot{Own: ls.own, Opponents: ls.opps[:ls.nOpp], Dead: ls.dead}, ls.marks, ls.need, ls.price)
		s.eqHalf = est.half(eq)
	}
	// The share against the ranges the betting shows decides wherever it
	// is read: a call, and first to act the bet or the check.
	if est.ranged != nil {
		r := est.ranged.equity()
		eq, ranged, s.eqHalf = r.Value, true, r.Half
	}
	s.eq, s.fair, s.need = eq, ls.fair, ls.need
	s.best = ls.best
	w := Why{Equity: eq, Fair: ls.fair, Need: ls.need, Price: ls.price, ToCall: s.toCall, Pot: s.v.Pot, Best: ls.best, Ranged: ranged}
	want, code := P.laterBy(&ls, eq, ch)
	w.Code = code
	return want, w
}

// laterBy is a later street's decision in spot ls with a share eq of the pot.
func (P Params) laterBy(ls *laterSpot, eq float64, ch chooser) (intent, Code) {
	edge := eq - ls.fair
	if ls.toCall == 0 {
		switch {
		case edge >= ls.bet && ch.chance(P.Passive):
			return passive, BetPassive
		case edge >= ls.bet:
			return aggressive, BetValue
		case ls.best && ch.chance(ls.bluff):
			return aggressive, BetBoard
		}
		return passive, CheckWeak
	}
	raise := edge >= P.Raise
	if raise && ch.chance(P.Passive) {
		return passive, RaisePassive
	}
	switch {
	case raise:
		return aggressive, RaiseLater
	case ls.best && eq < ls.need && !ls.myAggr && ch.chance(ls.bluffR):
		return aggressive, RaiseBoard
	case eq >= ls.need:
		return passive, CallOdds
	case ls.myAggr:
		// It bet or raised this street and was raised back: one more bet
		// is cheap, and only a better board behind the raise says fold.
		if ls.betterRaiser {
			return fold, FoldRaisedBack
		}
		return passive, CallRaisedBack
	}
	return fold, FoldOdds
}

// laterWhy is the words of a later street's reason before its verdict:
// the bot's holding, its share of the pot and what the boards show.
func laterWhy(s *situation, w Why, mine engine.Board, notes string) string {
	var b strings.Builder
	b.Grow(192)
	switch {
	case s.bare: // the holding comes before these words (situation.sentences)
	case s.told:
		b.WriteString("its hand") // its down cards are its own
	default:
		b.WriteString(holding(s.v.Own))
	}
	b.WriteString(" has ")
	if w.Ranged {
		// An average over the hands the betting suggests, its ± the
		// estimate's precision: not a promise about the cards dealt.
		b.WriteString("on average ")
		b.WriteString(s.share(w.Equity, precision))
		b.WriteString(" of the pot against the hands ")
	} else {
		b.WriteString(s.share(w.Equity, "an estimate"))
		b.WriteString(" of the pot against ")
	}
	if s.nOpp == 1 {
		b.WriteString("one opponent")
	} else {
		b.WriteString(count(s.nOpp))
		b.WriteString(" opponents")
	}
	if w.Ranged {
		if s.nOpp == 1 {
			b.WriteString("'s betting suggests")
		} else {
			b.WriteString("' betting suggests")
		}
	}
	b.WriteString(" (a fair share is ")
	b.WriteString(pct(w.Fair))
	b.WriteString(")")
	if w.Best {
		b.WriteString("; its board ")
		b.WriteString(mine.Partial())
		b.WriteString(" is the best showing")
	}
	if notes != "" {
		b.WriteString("; ")
		b.WriteString(notes)
	}
	return b.String()
}

// estimator gives the share of the pot a spot is worth: the bots sample
// a few dozen deals, the coach (when coach is set) as many as a hint can
// wait for. A struct, not an interface: a spot handed to an interface
// method moves the bots' opponent arrays to the heap at every decision.
type estimator struct {
	sampler
	coach *coachEstimate
	// memo keeps the first estimate and gives it again (a model run once
	// a branch of its mixed choices).
	memo, have bool
	eq         float64
	// ranged, when set, gives the share against the opponents' ranges
	// read from the betting, which a call is decided by.
	ranged *rangeEstimate
}

// rangeEstimate is the share of the pot against the ranges the betting
// shows (ranges.go), read once when first asked.
type rangeEstimate struct {
	v             *engine.View
	models        Models
	cands, trials int
	seed          uint64
	more          bool // read more candidates when the first read is rough
	// anyCards, when it has its figure, is the share against any cards:
	// the read then measures only how far the betting moves it.
	anyCards *coachEstimate
	// turns, when set, are the hand's read turns so far (a bot's reads
	// through a hand, handTurns).
	turns *handTurns
	done  bool
	est   Estimate
	rg    *Range
}

func (e *rangeEstimate) equity() Estimate {
	if !e.done {
		e.done = true
		// The coach's read draws candidates until their weights are worth
		// RangeEffective (ReadRangesUntil); a bot's never does.
		switch {
		case e.turns != nil:
			e.rg = e.turns.read(e.v, e.models, e.cands, e.seed)
		case e.more:
			e.rg = ReadRangesUntil(e.v, e.models, e.cands, e.seed, RangeEffective, 16*e.cands)
		default:
			e.rg = ReadRanges(e.v, e.models, e.cands, e.seed)
		}
		e.est = e.share(e.trials, e.seed)
		// Betting that says a lot leaves few candidates with weight: read
		// four times as many, once, where a few opponents make it cheap.
		if e.est.Rough() && e.more && len(e.rg.live) <= 2 {
			e.rg = ReadRangesUntil(e.v, e.models, 4*e.cands, e.seed+1, RangeEffective, 16*e.cands)
			e.est = e.share(2*e.trials, e.seed+1)
		}
		// A figure said as 0%, 100%, "under 1%" or "over 99%" is said only
		// as sixteen times the candidates read it: a read with no winning
		// candidate among 256 said a bare 0% where 4,096 gave 4 to 9%.
		if e.more && len(e.rg.live) <= 2 && extreme(e.est.Value) {
			e.rg = ReadRangesUntil(e.v, e.models, 16*e.cands, e.seed+2, 0, 16*e.cands)
			e.est = e.share(4*e.trials, e.seed+2)
		}
		// A bot's quick read has a few dozen candidates: the spread of
		// its batches says little, and a share is no surer than that many
		// candidates can tell (a rule of three at 0% or 100%).
		if !e.more {
			e.est.Half = max(e.est.Half, binomialHalf(e.est.Value, e.cands))
		}
	}
	return e.est
}

// extreme reports whether a share is said as 0% or 100% to the point
// (or "under 1%", "over 99%").
func extreme(eq float64) bool {
	p := int(eq*100 + 0.5)
	return p <= 0 || p >= 100
}

// share is the read's share of the pot, beside the share against any
// cards when that is known.
func (e *rangeEstimate) share(trials int, seed uint64) Estimate {
	if e.anyCards != nil && e.anyCards.done {
		half := 0.0
		if !e.anyCards.exact {
			half = binomialHalf(e.anyCards.eq, e.anyCards.trials)
		}
		return e.rg.EquityBeside(trials, seed, e.anyCards.eq, half)
	}
	return e.rg.Equity(trials, seed)
}

func (e *estimator) equity(spot engine.Spot, marks [2]float64, need, price float64) float64 {
	if e.coach != nil {
		return e.coach.equity(ownSpot(spot), marks, need, price)
	}
	if e.memo && e.have {
		return e.eq
	}
	e.eq, e.have = e.sampler.equity(spot, marks, need, price), true
	return e.eq
}

// ownSpot is a copy of spot that shares no memory with it, for an
// estimate that may keep it.
func ownSpot(spot engine.Spot) engine.Spot {
	opps := make([]engine.Opponent, len(spot.Opponents))
	for i, o := range spot.Opponents {
		opps[i] = engine.Opponent{Up: slices.Clone(o.Up), Down: o.Down}
	}
	return engine.Spot{Own: slices.Clone(spot.Own), Opponents: opps, Dead: spot.Dead, LowDown: spot.LowDown}
}

// sampler is the bots' estimate: a few dozen deals, more near a mark.
type sampler struct {
	r       *rand.Rand
	samples int
	n       int // deals the last estimate drew
}

// half is the 95% interval's half-width of the estimate eq.
func (e *estimator) half(eq float64) float64 {
	if e.coach != nil {
		if e.coach.exact {
			return 0
		}
		return binomialHalf(eq, e.coach.trials)
	}
	return binomialHalf(eq, e.sampler.n)
}

func binomialHalf(p float64, n int) float64 {
	if n <= 0 {
		return 1
	}
	// At 0% or 100% of n deals the truth may still be 3/n away (the rule
	// of three): a few dozen deals never make a sure 100%.
	return max(1.96*math.Sqrt(p*(1-p)/float64(n)), 3/float64(n))
}

func (e *sampler) equity(spot engine.Spot, marks [2]float64, need, price float64) float64 {
	r := e.r
	// Players who stay in a hand tend to hold low cards in the hole.
	spot.LowDown = 0.5
	samples := e.samples
	if samples <= 0 { // each opponent costs about as much as the bot's own hand
		samples = DefaultSamples * 2 / (len(spot.Opponents) + 1)
	}
	// A third of the deals first; the rest only when that lands near a
	// mark. Most spots are clear long before the last deal.
	first := samples / 3
	eq := spot.Equity(r, first)
	e.n = first
	if near(eq, first, marks) {
		eq = (eq*float64(first) + spot.Equity(r, samples-first)*float64(samples-first)) / float64(samples)
		e.n = samples
	}
	if eq < need && price < 0.1 {
		// A small price into a big pot: a few dozen deals cannot tell 0%
		// from 5%, so look closer before folding what it has put in.
		eq = (eq + 2*spot.Equity(r, 2*samples)) / 3
		e.n += 2 * samples
	}
	return eq
}

// near reports whether an equity estimated from n deals is too close to a
// mark to decide on: within about a standard error (and a little).
func near(eq float64, n int, marks [2]float64) bool {
	p := min(max(eq, 0.02), 0.98)
	d := 0.03 + math.Sqrt(p*(1-p)/float64(max(n, 1)))
	for _, m := range marks {
		if eq-m < d && m-eq < d {
			return true
		}
	}
	return false
}
