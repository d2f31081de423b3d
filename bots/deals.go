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
// those cards and the cards to come once a turn (turnDeals), from every
// card the opponent has not seen, its own down cards included, the same
// deals for every candidate. Only ranks make a low, so a deal counts for
// a candidate by how likely its ranks are once the candidate's own cards
// are out of the deck (a ratio of counts, rankOdds): no deal is thrown
// away or redealt for dealing one of a candidate's cards to someone
// else. Each candidate's share is then a few bit operations a deal, and
// the chance of each action comes from that share as the style's own
// estimate would see it: a share estimated from a few dozen deals lands
// on either side of a mark (laterChances).

// turnDeals are the deals of one turn, from the view of the seat to act.
type turnDeals struct {
	own     engine.CardSet // the seat's cards but its down cards: its up cards and a community card
	pool    [16]uint8      // the cards of each rank the seat has not seen (the deals' deck)
	highPow [engine.MaxPlayers*3 + 1]float64
	deals   []turnDeal
}

type turnDeal struct {
	own    engine.CardSet // the seat's up cards and cards to come
	ranks7 uint16         // their ranks (a bit each)
	ranks  uint64         // how many cards of each rank the deal deals, 4 bits a rank
	best   engine.Low     // the best low among the opponents
	nBest  int            // how many opponents hold it
	weight float64        // the chance of the opponents' down cards leaning low, over their chance at random
}

// init deals td n deals for the later-street spot ls of situation s (the
// seat to act's view), from seed, on the memory of its deals.
func (td *turnDeals) init(s *situation, ls *laterSpot, n int, seed uint64) {
	*td = turnDeals{deals: td.deals}
	v := &s.v
	td.own = engine.SetOf(s.me.Up...)
	if v.Community != nil {
		td.own |= v.Community.Bit()
	}
	ownCome := max(0, 7-len(v.Own))
	known := td.own | s.seen
	var oppUp [engine.MaxPlayers]engine.CardSet
	var oppDown, oppCome [engine.MaxPlayers]int
	for j, o := range ls.opps[:ls.nOpp] {
		oppUp[j] = engine.SetOf(o.Up...)
		oppDown[j] = max(0, o.Down)
		oppCome[j] = max(0, 7-len(o.Up)-oppDown[j])
	}
	var pool [engine.NumCards]engine.CardSet
	np := 0
	for free := engine.FullDeck &^ known; free != 0; free &= free - 1 {
		b := free & -free
		pool[np] = engine.CardSet(b)
		td.pool[bits.TrailingZeros64(uint64(b))&15]++
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
	fast := wy(rand.NewPCG(seed, 0x6465616c73).Uint64()) // rand.New(rand.NewPCG(seed, …)).Uint64(), with no Rand to allocate
	if cap(td.deals) < n {
		td.deals = make([]turnDeal, n)
	}
	td.deals = td.deals[:n]
	clear(td.deals)
	for i := range td.deals {
		d := &td.deals[i]
		k := 0
		deal := func() engine.CardSet {
			if k >= np {
				return 0
			}
			x := k + fast.intN(np-k)
			pool[k], pool[x] = pool[x], pool[k]
			c := pool[k]
			k++
			d.ranks += 1 << (4 * (bits.TrailingZeros64(uint64(c)) & 15))
			return c
		}
		future := td.own
		for range ownCome {
			future |= deal()
		}
		d.own, d.ranks7 = future, future.RanksOf()
		highDowns := 0
		d.best = engine.Low(0xffff)
		for j := range ls.opps[:ls.nOpp] {
			set := oppUp[j]
			for c := range oppDown[j] + oppCome[j] {
				x := deal()
				set |= x
				if c < oppDown[j] && x&aboveEight != 0 {
					highDowns++
				}
			}
			switch l := lowOrWorst(set); {
			case l < d.best || d.nBest == 0:
				d.best, d.nBest = l, 1
			case l == d.best:
				d.nBest++
			}
		}
		d.weight = td.highPow[highDowns]
	}
}

// aboveEight is every card above eight, in every suit.
const aboveEight engine.CardSet = 0x1f00_1f00_1f00_1f00

// share is the seat's mean share of the pot over the deals with its down
// cards down: each deal counts by its weight and by how likely its ranks
// are from a deck without down (rankOdds).
func (td *turnDeals) share(down engine.CardSet) float64 {
	odds, shift := downOdds(down, &td.pool)
	mine := down.RanksOf()
	o0, o1, o2, s0, s1, s2, three := oddsAtHand(&odds, &shift)
	total, weight := 0.0, 0.0
	for i := range td.deals {
		d := &td.deals[i]
		w := d.weight * o0[d.ranks>>s0&7] * o1[d.ranks>>s1&7]
		if three {
			w *= o2[d.ranks>>s2&7]
		}
		if w == 0 {
			continue
		}
		weight += w
		// d.won(w, mine, down), written out: the call, not inlined,
		// cost 8.6% of a six-handed decision's instructions.
		l := engine.LowOfRanks(d.ranks7 | mine) // five ranks or more: their low, pairs or not
		if l == 0 {
			l = lowWith(d.own, down)
		}
		switch {
		case l < d.best:
			total += w
		case l == d.best:
			total += w / float64(d.nBest+1)
		}
	}
	if weight == 0 {
		return 0
	}
	return total / weight
}

// won is what of w the seat wins on deal d with down cards down (of
// ranks mine): all of it with the best low, its part of a tie for it,
// else nothing.
func (d *turnDeal) won(w float64, mine uint16, down engine.CardSet) float64 {
	l := engine.LowOfRanks(d.ranks7 | mine) // five ranks or more: their low, pairs or not
	if l == 0 {
		l = lowWith(d.own, down)
	}
	switch {
	case l < d.best:
		return w
	case l == d.best:
		return w / float64(d.nBest+1)
	}
	return 0
}

// downOdds are, for each rank of down (at most three cards), the odds of
// each count of it in a deal from a deck of count (rankOdds), and where
// that count sits in a deal's ranks (4 bits a rank); a rank down does not
// hold has odds of 1.
func downOdds(down engine.CardSet, count *[16]uint8) (odds [3]*[8]float64, shift [3]uint) {
	// By rank, lowest first: the odds multiply in the same order for any
	// suits of the same ranks.
	n := 0
	for x := down.RanksOf(); x != 0 && n < 3; x &= x - 1 {
		r := uint(bits.TrailingZeros16(x))
		have := bits.OnesCount64(uint64(down) & (0x0001_0001_0001_0001 << r))
		shift[n], odds[n] = 4*r, &rankOdds[count[r]&7][have&3]
		n++
	}
	for j := n; j < 3; j++ {
		odds[j] = &noOdds
	}
	return odds, shift
}

// oddsAtHand is downOdds's odds and shifts as a deal's loop takes them:
// each shift below 64 in the compiler's eyes (they are at most 48, 4
// bits a rank), and three false when down holds fewer than three ranks,
// its third odds noOdds: a weight times 1 is the weight, to the bit, and
// the loop skips it.
func oddsAtHand(odds *[3]*[8]float64, shift *[3]uint) (o0, o1, o2 *[8]float64, s0, s1, s2 uint, three bool) {
	return odds[0], odds[1], odds[2], shift[0] & 63, shift[1] & 63, shift[2] & 63, odds[2] != &noOdds
}

// noOdds are the odds of a rank no card was set aside of.
var noOdds = [8]float64{1, 1, 1, 1, 1, 1, 1, 1}

// rankOdds[n][c][k] is how much likelier k cards of a rank are among the
// cards a deal deals from a deck holding n of that rank when c of them
// are set aside first: C(n-c, k) / C(n, k) (a deal from the rest of the
// deck, over a deal from all of it, for each of its ranks).
var rankOdds = func() (t [8][4][8]float64) {
	for n := range 5 { // n is at most 4: the rest stay 0
		for c := 0; c <= min(n, 3); c++ {
			for k := range 8 {
				f := 1.0
				for j := range k {
					if n-c-j <= 0 {
						f = 0
						break
					}
					f *= float64(n-c-j) / float64(n-j)
				}
				t[n][c][k] = f
			}
		}
	}
	return t
}()

// lowWith is the low of cards a and b together, b's cards counted again
// where a deal (which judges by ranks) dealt the same card to a.
func lowWith(a, b engine.CardSet) engine.Low {
	if a&b == 0 {
		return lowOrWorst(a | b)
	}
	return lowOrWorst(addByRank(byRank(a), byRank(b)))
}

// byRank is a set of cards by rank: its k-th suit row holds the ranks of
// which it has more than k cards. A low reads only ranks and how many of
// each, so it is the low of the cards themselves.
func byRank(cs engine.CardSet) engine.CardSet {
	a, b, c, d := uint64(cs)&0xffff, uint64(cs)>>16&0xffff, uint64(cs)>>32&0xffff, uint64(cs)>>48
	one := a | b | c | d
	two := a&b | a&c | a&d | b&c | b&d | c&d
	three := a&b&c | a&b&d | a&c&d | b&c&d
	four := a & b & c & d
	return engine.CardSet(one | two<<16 | three<<32 | four<<48)
}

// addByRank is two such sets' cards together (at most four of a rank).
func addByRank(x, y engine.CardSet) engine.CardSet {
	a0, a1, a2, a3 := uint64(x)&0xffff, uint64(x)>>16&0xffff, uint64(x)>>32&0xffff, uint64(x)>>48
	b0, b1, b2, b3 := uint64(y)&0xffff, uint64(y)>>16&0xffff, uint64(y)>>32&0xffff, uint64(y)>>48
	s0 := a0 | b0
	s1 := a1 | a0&b0 | b1
	s2 := a2 | a1&b0 | a0&b1 | b2
	s3 := a3 | a2&b0 | a1&b1 | a0&b2 | b3
	return engine.CardSet(s0 | s1<<16 | s2<<32 | s3<<48)
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
	lm.samples = DefaultSamples * 2 / (ls.nOpp + 1)
	return lm
}

// chances is the chance of each intent for a seat whose share of the pot
// is eq, as the style's own estimate (lm.samples deals) lands around eq:
// each interval between the marks is as likely as the estimate falling
// in it. spread is the spread of eq itself (the read's own deals).
func (lm *laterMarks) chances(eq, spread float64) [3]float64 {
	// min and max as comparisons (a share is never NaN, which Go's min
	// and max spend instructions on), the intents' sums written out.
	p := eq
	if p < 0 {
		p = 0
	}
	if p > 1 {
		p = 1
	}
	sd := math.Sqrt(p*(1-p)/float64(lm.samples) + spread*spread)
	if sd < 0.01 {
		sd = 0.01
	}
	var out [3]float64
	below := 0.0 // the chance the estimate falls below the interval
	for k := 0; k <= lm.n && k < len(lm.chance); k++ {
		upTo := 1.0
		if k < lm.n && k < len(lm.at) {
			upTo = phi((lm.at[k] - p) / sd)
		}
		if c := upTo - below; c > 0 {
			ch := &lm.chance[k]
			out[0] += c * ch[0]
			out[1] += c * ch[1]
			out[2] += c * ch[2]
		}
		below = upTo
	}
	return out
}

// phi is the standard normal distribution function, looked up (within
// 1e-5 of math.Erfc's: a chance of an action needs no more).
func phi(x float64) float64 {
	f := (x + phiSpan) * (phiSteps / (2 * phiSpan))
	if f <= 0 {
		return 0
	}
	if f >= phiSteps {
		return 1
	}
	i := int(f)
	return phiTable[i] + (f-float64(i))*(phiTable[i+1]-phiTable[i])
}

const (
	phiSpan  = 6.0
	phiSteps = 2048
)

var phiTable = func() (t [phiSteps + 1]float64) {
	for i := range t {
		x := -phiSpan + 2*phiSpan*float64(i)/phiSteps
		t[i] = 0.5 * math.Erfc(-x/math.Sqrt2)
	}
	return t
}()
