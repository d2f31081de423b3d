package bots

import (
	"math"
	"math/bits"
	"math/rand/v2"

	"razz/engine"
)

// This file is how the coach's read reads a seat that decides by its own
// range read (Params.RangedCalls: the Grinder facing a bet, and first to
// act heads-up, readsAt). There the bot judges its share of the pot
// against the ranges its opponents' betting shows, not against any
// cards: a model that judged it against any cards (the bots' quick
// estimate, as turnDeals deals) had the Grinder raise 27% of the later
// bets it faced where it raised 16%, and the coach's share against its
// seventh-street bets came out 2.9 ± 1.7 points high. So at such a turn the coach's read judges each of its
// candidates by the share the bot's read would give it: deals of the
// opponents' down cards drawn as the bot's read draws its candidates
// (leaning low, drawLeaning) and weighed by their betting so far as its
// read weighs them (every seat's turns, the viewer's too, by the small
// turn models a bot's read of botRangeCandidates takes), in batches of
// as many candidates as a batch of the bot's read has: a batch of four
// candidates leans to how they were drawn, and the bot's shares came out
// 2 to 4 points below the betting's posterior. The batches' spread is
// the bot's read's noise. No second read is made: the opponents' turns
// are read once a hand with the rest.

// nestBatch is the candidates a batch of a bot's read weighs
// (Range.equity's eight batches of botRangeCandidates).
const nestBatch = botRangeCandidates / 8

// nestTurns are every seat's turns of the hand so far as the bots' own
// reads model them, the viewer's and the folded seats' too, for the
// nested reads of the turns after them.
type nestTurns struct {
	all   []turn
	bots  sameTurns // the turn models a bot's read takes
	lasts sameTurns // the read's own
}

// add reads the turn of seat index i at view v (the hand's action at
// seed's place, of class), in a read of n candidates, its models' memory
// from tms; read: the read weighs the seat, and gets its model, nested
// where the seat decides by its range read.
func (nt *nestTurns) add(m *Model, i int, v *engine.View, n int, seed uint64, class int, read bool, tms *turnModels) *turnModel {
	var tm *turnModel
	if read {
		var s situation
		if m.Params.RangedCalls && v.Street > 3 {
			s.read(v)
		}
		if m.Params.RangedCalls && v.Street > 3 && readsAt(&s) {
			tm = tms.next()
			tm.init(m, v, n, turnDealsFor(n), seed, nil, nt)
		} else {
			tm = nt.lasts.model(m, i, v, n, seed, tms)
		}
	}
	bot := nt.bots.model(m, i, v, botRangeCandidates, seed, tms)
	nt.all = append(nt.all, turn{i: i, class: class, model: bot})
	return tm
}

// rangedDeals gives tm, the turn of s's seat in spot ls, its deals
// (tm.nDeals of them, from r): its opponents' down cards drawn leaning
// low as a bot's read draws its candidates, each deal weighed by the
// chance of the opponents' turns so far with them over its chance in the
// draw; and a memo of each share and its spread for up to cands
// candidates' patterns.
func (nt *nestTurns) rangedDeals(tm *turnModel, s *situation, ls *laterSpot, cands int, seed uint64) {
	n := tm.nDeals
	downs := make([]holes, n)
	tm.deals = leanDeals(s, ls, n, rand.New(rand.NewPCG(seed, 0x6465616c73)), downs)
	tm.memo, tm.spreads = &tm.ownMemo, new(shareMemo)
	tm.memo.reset(min(cands, 455))
	tm.spreads.reset(min(cands, 455))
	tm.ranged = true
	tm.marks.samples = math.MaxInt32 // the spread is the batches' (rangedShare)
	var opp [engine.MaxPlayers]bool
	for j := range s.nOpp {
		opp[seatIndex(&s.v, s.opps[j].Seat)] = true
	}
	w := make([]float64, n)
	for k := range w {
		w[k] = tm.deals.deals[k].weight
	}
	var keys [engine.MaxPlayers][4][]uint16 // the deals' rank patterns by seat index and down cards (rankKeys)
	for _, t := range nt.all {
		if !opp[t.i] {
			continue
		}
		nd := t.model.nDown
		if keys[t.i][nd] == nil {
			keys[t.i][nd] = make([]uint16, n)
			rankKeys(keys[t.i][nd], downs, t.i, nd)
		}
		t.model.weigh(w, downs, t.i, t.class, keys[t.i][nd])
	}
	for k := range tm.deals.deals {
		tm.deals.deals[k].weight = w[k]
	}
}

// seatIndex is the index in v.Seats of seat.
func seatIndex(v *engine.View, seat int) int {
	for i, sv := range v.Seats {
		if sv.Seat == seat {
			return i
		}
	}
	return 0
}

// leanDeals deals n deals for the later-street spot ls of situation s as
// newTurnDeals does, but each opponent's down cards drawn as a bot's read
// draws a candidate's (drawLeaning: an opponent that put chips in by
// choice leans to low cards by rangeLean), each deal's weight the chance
// of its down cards at random over their chance in the draw, and downs[k]
// the down cards of deal k by seat index.
func leanDeals(s *situation, ls *laterSpot, n int, r *rand.Rand, downs []holes) *turnDeals {
	td := &turnDeals{}
	v := &s.v
	td.own = engine.SetOf(s.me.Up...)
	if v.Community != nil {
		td.own |= v.Community.Bit()
	}
	ownCome := max(0, 7-len(v.Own))
	known := td.own | s.seen
	var chose [engine.MaxPlayers]bool
	for _, a := range v.Actions {
		if a.Kind == engine.Call || a.Kind.Aggressive() {
			chose[seatIndex(v, a.Seat)] = true
		}
	}
	var at [engine.MaxPlayers]int
	var lean [engine.MaxPlayers]bool
	var shows [engine.MaxPlayers]uint16
	for j, o := range ls.opps[:ls.nOpp] {
		at[j] = seatIndex(v, s.opps[j].Seat)
		lean[j] = chose[at[j]]
		shows[j] = engine.SetOf(o.Up...).RanksOf()
	}
	var pool [engine.NumCards]engine.CardSet
	np := 0
	for free := engine.FullDeck &^ known; free != 0; free &= free - 1 {
		b := free & -free
		pool[np] = engine.CardSet(b)
		td.pool[bits.TrailingZeros64(uint64(b))&15]++
		np++
	}
	fast := wy(r.Uint64())
	td.deals = make([]turnDeal, n)
	for i := range td.deals {
		d := &td.deals[i]
		count := td.pool
		k := 0
		take := func(x int) engine.CardSet {
			pool[k], pool[x] = pool[x], pool[k]
			c := pool[k]
			k++
			rk := bits.TrailingZeros64(uint64(c)) & 15
			d.ranks += 1 << (4 * rk)
			count[rk]--
			return c
		}
		deal := func() engine.CardSet {
			if k >= np {
				return 0
			}
			return take(k + fast.intN(np-k))
		}
		// The opponents' down cards first, as a read draws them, then
		// the cards to come (any order deals alike).
		ratio := 1.0
		var sets [engine.MaxPlayers]engine.CardSet
		for j, o := range ls.opps[:ls.nOpp] {
			sets[j] = engine.SetOf(o.Up...)
			ranks := shows[j]
			for c := range min(max(0, o.Down), 3) {
				if k >= np {
					break
				}
				x := k + fast.intN(np-k)
				if lean[j] {
					leanRanks := ^ranks & (1<<(engine.Eight+1) - 1)
					lows := 0
					for y := leanRanks; y != 0; y &= y - 1 {
						lows += int(count[bits.TrailingZeros16(y)])
					}
					q := 1.0
					for {
						if leanRanks>>(bits.TrailingZeros64(uint64(pool[x]))&15)&1 != 0 {
							q = rangeLean
							break
						}
						if fast.intN(int(rangeLean)) == 0 {
							break
						}
						x = k + fast.intN(np-k)
					}
					sum := float64(np-k-lows) + rangeLean*float64(lows)
					ratio *= sum / (q * float64(np-k))
				}
				card := take(x)
				b := bits.TrailingZeros64(uint64(card)) // suit*16 + rank
				downs[i][at[j]][c] = engine.NewCard(engine.Rank(b&15), engine.Suit(b>>4))
				ranks |= 1 << (b & 15)
				sets[j] |= card
			}
		}
		future := td.own
		for range ownCome {
			future |= deal()
		}
		d.own, d.ranks7 = future, future.RanksOf()
		d.best = engine.Low(0xffff)
		for j, o := range ls.opps[:ls.nOpp] {
			set := sets[j]
			for range max(0, 7-len(o.Up)-max(0, o.Down)) {
				set |= deal()
			}
			switch l := lowOrWorst(set); {
			case l < d.best || d.nBest == 0:
				d.best, d.nBest = l, 1
			case l == d.best:
				d.nBest++
			}
		}
		d.weight = ratio
	}
	return td
}

// rangedShare is the share a bot's read would give the seat with down
// cards down, on average, and the spread of the read's figure: the mean
// over batches of nestBatch deals of each batch's share by weight (each
// deal counted by its weight and by how likely its ranks are from a deck
// without down, rankOdds), its spread the batches' over the eight
// batches a bot's read averages (and over the batches here).
func (td *turnDeals) rangedShare(down engine.CardSet) (float64, float64) {
	odds, shift := downOdds(down, &td.pool)
	mine := down.RanksOf()
	o0, o1, o2, s0, s1, s2, three := oddsAtHand(&odds, &shift)
	sum, sq, batches := 0.0, 0.0, 0
	total, weight := 0.0, 0.0
	for i := range td.deals {
		d := &td.deals[i]
		w := d.weight * o0[d.ranks>>s0&7] * o1[d.ranks>>s1&7]
		if three {
			w *= o2[d.ranks>>s2&7]
		}
		if w > 0 {
			weight += w
			total += d.won(w, mine, down)
		}
		if (i+1)%nestBatch == 0 || i == len(td.deals)-1 {
			if weight > 0 {
				x := total / weight
				sum, sq, batches = sum+x, sq+x*x, batches+1
			}
			total, weight = 0, 0
		}
	}
	if batches == 0 {
		return 0, 0
	}
	mean := sum / float64(batches)
	if batches < 2 {
		return mean, 0
	}
	v := max(0, (sq-sum*mean)/float64(batches-1))
	return mean, math.Sqrt(v/8 + v/float64(batches))
}

// nest is the hand's turns for the nested reads of a nested read with a
// live opponent whose model reads ranges, nil for any other read.
func (rg *Range) nest() *nestTurns {
	if !rg.nested {
		return nil
	}
	for _, i := range rg.live {
		if rg.models[i].Params.RangedCalls {
			return new(nestTurns)
		}
	}
	return nil
}
