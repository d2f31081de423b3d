package bots

import (
	"math"
	"math/bits"
	"math/rand/v2"

	"razz/engine"
)

// This file is how a range read judges a read opponent's later-street
// decision for each of its candidates at once. The opponent's style
// decides by its share of the pot against the other boards, their down
// cards leaning low (the bots' quick estimate, sampler); the read deals
// those cards and the cards to come once a turn (turnDeals), the same
// deals for every candidate, a candidate's own cards swapped out of a
// deal that dealt one of them to someone else. Each candidate's share is
// then a few bit operations a deal, and the chance of each action comes
// from that share as the style's own estimate would see it: a share
// estimated from a few dozen deals lands on either side of a mark
// (laterChances).

// turnDeals are the deals of one turn, from the view of the seat to act.
type turnDeals struct {
	own     engine.CardSet // the seat's cards but its down cards: its up cards and a community card
	nOpp    int
	oppUp   [engine.MaxPlayers]engine.CardSet // each opponent's up cards (and the community card)
	highPow [engine.MaxPlayers*3 + 1]float64  // the weight of that many down cards above eight
	deals   []turnDeal
	opp     []oppDeal // each deal's opponents, nOpp a deal
}

// spares are the cards a deal holds past what it deals, to take the
// place of a candidate's own cards that it dealt to someone else.
const spares = 6

type turnDeal struct {
	mask   engine.CardSet // the cards the deal deals
	future engine.CardSet // the seat's cards to come
	best   engine.Low     // the best low among the opponents
	nBest  int            // how many opponents hold it
	weight float64        // the chance of the opponents' down cards leaning low, over their chance at random
	spare  [spares]engine.CardSet
}

// oppDeal is one opponent in one deal.
type oppDeal struct {
	cards engine.CardSet // the cards dealt to it, down and to come
	down  engine.CardSet // its down cards among them
	low   engine.Low
}

// newTurnDeals deals n deals for the later-street spot ls of situation s
// (the seat to act's view), from r.
func newTurnDeals(s *situation, ls *laterSpot, n int, r *rand.Rand) *turnDeals {
	td := &turnDeals{nOpp: len(ls.spot.Opponents)}
	v := &s.v
	td.own = engine.SetOf(s.me.Up...)
	if v.Community != nil {
		td.own |= v.Community.Bit()
	}
	ownCome := max(0, 7-len(v.Own))
	known := td.own | s.seen
	var oppDown, oppCome [engine.MaxPlayers]int
	length := ownCome
	for j, o := range ls.spot.Opponents {
		td.oppUp[j] = engine.SetOf(o.Up...)
		oppDown[j] = max(0, o.Down)
		oppCome[j] = max(0, 7-len(o.Up)-oppDown[j])
		length += oppDown[j] + oppCome[j]
	}
	var pool [engine.NumCards]engine.CardSet
	np := 0
	for free := engine.FullDeck &^ known; free != 0; free &= free - 1 {
		pool[np] = engine.CardSet(free & -free)
		np++
	}
	highs := bits.OnesCount64(uint64((engine.FullDeck &^ known) & aboveEight))
	// sampler deals a down card, and draws once more for one above eight
	// half the time (LowDown 0.5): its chance over a card at random is
	// 1 + ρh for a low card, 1 - ρ + ρh for a high one (h: the share of
	// high cards).
	const rho = 0.5
	h := float64(highs) / float64(max(np, 1))
	high := (1 - rho + rho*h) / (1 + rho*h)
	td.highPow[0] = 1
	for k := 1; k < len(td.highPow); k++ {
		td.highPow[k] = td.highPow[k-1] * high
	}
	td.deals = make([]turnDeal, n)
	td.opp = make([]oppDeal, n*td.nOpp)
	for d := range td.deals {
		dl := &td.deals[d]
		k := 0
		deal := func() engine.CardSet {
			if k >= np {
				return 0
			}
			x := k + r.IntN(np-k)
			pool[k], pool[x] = pool[x], pool[k]
			k++
			return pool[k-1]
		}
		for range ownCome {
			dl.future |= deal()
		}
		ops := td.opp[d*td.nOpp : (d+1)*td.nOpp]
		for j := range ops {
			for c := range oppDown[j] + oppCome[j] {
				x := deal()
				ops[j].cards |= x
				if c < oppDown[j] {
					ops[j].down |= x
				}
			}
			dl.mask |= ops[j].cards
			ops[j].low = lowOrWorst(td.oppUp[j] | ops[j].cards)
		}
		dl.mask |= dl.future
		for i := range dl.spare {
			dl.spare[i] = deal()
		}
		td.settle(dl, ops)
	}
	return td
}

// aboveEight is every card above eight, in every suit.
const aboveEight engine.CardSet = 0x1f00_1f00_1f00_1f00

// settle sets a deal's best low among the opponents and its weight.
func (td *turnDeals) settle(d *turnDeal, ops []oppDeal) {
	d.best, d.nBest = engine.Low(0xffff), 0
	highs := 0
	for j := range ops {
		highs += bits.OnesCount64(uint64(ops[j].down & aboveEight))
		switch l := ops[j].low; {
		case l < d.best || d.nBest == 0:
			d.best, d.nBest = l, 1
		case l == d.best:
			d.nBest++
		}
	}
	d.weight = td.highPow[highs]
}

// share is the seat's mean share of the pot over the deals with its down
// cards down.
func (td *turnDeals) share(down engine.CardSet) float64 {
	own := td.own | down
	total, weight := 0.0, 0.0
	for i := range td.deals {
		d := &td.deals[i]
		if d.mask&down != 0 { // the deal dealt one of them elsewhere: take the spares' in their place
			var sub turnDeal
			if !td.swap(i, down, &sub) {
				continue
			}
			d = &sub
		}
		weight += d.weight
		switch l := lowOrWorst(own | d.future); {
		case l < d.best:
			total += d.weight
		case l == d.best:
			total += d.weight / float64(d.nBest+1)
		}
	}
	if weight == 0 {
		return 0
	}
	return total / weight
}

// swap is deal i with every card of down in it replaced by the next of
// its spares that is not in down: a deal of the unseen cards but down as
// likely as any (the spares are as random as the rest). false when the
// spares run out.
func (td *turnDeals) swap(i int, down engine.CardSet, out *turnDeal) bool {
	d := &td.deals[i]
	out.future = d.future
	next := 0
	// spare is the next spare not in down (0: none left).
	spare := func() engine.CardSet {
		for ; next < spares; next++ {
			if c := d.spare[next]; c != 0 && c&down == 0 {
				next++
				return c
			}
		}
		return 0
	}
	for x := out.future & down; x != 0; x &= x - 1 {
		c := spare()
		if c == 0 {
			return false
		}
		out.future = out.future&^(x&-x) | c
	}
	var ops [engine.MaxPlayers]oppDeal
	copy(ops[:], td.opp[i*td.nOpp:(i+1)*td.nOpp])
	for j := range td.nOpp {
		o := &ops[j]
		if o.cards&down == 0 {
			continue
		}
		for x := o.cards & down; x != 0; x &= x - 1 {
			c := spare()
			if c == 0 {
				return false
			}
			one := x & -x
			o.cards = o.cards&^one | c
			if o.down&one != 0 { // a down card's place goes to the spare
				o.down = o.down&^one | c
			}
		}
		o.low = lowOrWorst(td.oppUp[j] | o.cards)
	}
	td.settle(out, ops[:td.nOpp])
	return true
}

// laterMarks are a later-street decision's chances of each intent
// between the marks it holds a share of the pot to: the decision is the
// same for every share between two marks.
type laterMarks struct {
	n      int        // marks
	at     [2]float64 // the marks, lowest first
	chance [3][3]float64
	// samples is the deals the style's own estimate draws (DefaultSamples
	// against one opponent, fewer against more).
	samples int
}

// marksOf reads P's decision in spot ls between its marks.
func (P Params) marksOf(ls *laterSpot, b *branches) laterMarks {
	var lm laterMarks
	add := func(m float64) {
		for _, x := range lm.at[:lm.n] {
			if x == m {
				return
			}
		}
		lm.at[lm.n] = m
		lm.n++
	}
	if ls.toCall == 0 {
		add(ls.fair + ls.bet)
	} else {
		add(ls.fair + P.Raise)
		add(ls.need)
	}
	if lm.n == 2 && lm.at[1] < lm.at[0] {
		lm.at[0], lm.at[1] = lm.at[1], lm.at[0]
	}
	for k := 0; k <= lm.n; k++ {
		at := lm.at[0] - 1 // a share inside the interval
		switch {
		case k == lm.n:
			at = lm.at[lm.n-1] + 1
		case k > 0:
			at = (lm.at[k-1] + lm.at[k]) / 2
		}
		b.path, b.i, b.p = b.path[:0], 0, 1
		for {
			w, _ := P.laterBy(ls, at, b)
			lm.chance[k][w] += b.p
			if !b.next() {
				break
			}
		}
	}
	lm.samples = DefaultSamples * 2 / (len(ls.spot.Opponents) + 1)
	return lm
}

// chances is the chance of each intent for a seat whose share of the pot
// is eq, as the style's own estimate (lm.samples deals) lands around eq:
// each interval between the marks is as likely as the estimate falling
// in it. spread is the spread of eq itself (the read's own deals).
func (lm *laterMarks) chances(eq, spread float64) [3]float64 {
	p := min(max(eq, 0), 1)
	sd := max(math.Sqrt(p*(1-p)/float64(lm.samples)+spread*spread), 0.01)
	var out [3]float64
	below := 0.0 // the chance the estimate falls below the interval
	for k := 0; k <= lm.n; k++ {
		upTo := 1.0
		if k < lm.n {
			upTo = phi((lm.at[k] - p) / sd)
		}
		if c := upTo - below; c > 0 {
			for w := range out {
				out[w] += c * lm.chance[k][w]
			}
		}
		below = upTo
	}
	return out
}

// phi is the standard normal distribution function.
func phi(x float64) float64 { return 0.5 * math.Erfc(-x/math.Sqrt2) }
