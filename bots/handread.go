package bots

import (
	"math/rand/v2"

	"razz/engine"
)

// This file keeps a bot's range reads through a hand (handTurns): each
// read draws its candidates anew from the cards unseen then (candidates
// drawn at an earlier read fit later betting badly: a bot's read kept
// from fourth street overstated its share on sixth and seventh by 7
// points), but the opponents' turns it weighs them on are read once a
// hand, each turn's model and the shares it worked out for the rank
// patterns it met (turnModel's memo) kept for the next read, which reads
// only the turns since. The turns' deals are seeded from the hand (the
// seat's third street), so a read made without the hand's earlier reads
// (a decision away from the table's loop: a screen's bot turn, play on
// from a saved hand) comes out the same, to the bit.

// handTurns are one seat's read turns of one hand.
type handTurns struct {
	seed   uint64 // the turns' seed: the seat's third street (handSeed)
	turns  []turn
	next   int // the hand's actions (antes left out) read
	lasts  sameTurns
	replay handReplay
	// rg is the memory of the hand's reads: a read's range lives as long
	// as its decision, and the next read reuses it.
	rg *Range
	// view and est are the memory of a decision's read: its view and
	// estimate (Player.decideIn).
	view engine.View
	est  rangeEstimate
}

// handReplay is the hand rebuilt with any down cards for the other seats
// (base), kept between reads as far as the actions it applied, its dealer
// brought up to the cards shown since at each read: a read replays only
// the actions since the last (the turns' views are the same whatever the
// hidden cards).
type handReplay struct {
	hand  *engine.Hand
	d     *dealer // the hand's own (kept on the heap: a copy of the turns deals on)
	base  holes
	nBase [engine.MaxPlayers]int // base cards dealt each seat
	acts  int                    // actions applied
}

// read is the range of n candidates at view v (a later street of the same
// hand, the seat's own), drawn from seed, weighed on the hand's turns so
// far, the ones since the last read read now. The range is good until the
// next read, which reuses its memory.
func (ht *handTurns) read(v *engine.View, models Models, n int, seed uint64) *Range {
	if ht.rg == nil {
		ht.rg = new(Range)
	}
	rg := ht.rg
	if ht.turns == nil && ht.next == 0 {
		// The hand's first read: an earlier hand's turns (their models
		// and their list rg's memory) are done with.
		ht.seed = handSeed(v)
		rg.tms.used = 0
		ht.turns = rg.mem.turns[:0]
	}
	rg.init(v, models, n)
	next, err := rg.turnsKept(n, ht)
	ht.next, rg.mem.turns = next, ht.turns
	rg.weighTurns(ht.turns, rg.mem.source(seed, 0x72616e6765), err)
	return rg
}

// readMem is the memory of a seat's reads through its hands: the list of
// a hand's turns, the replay's dealer and a source to draw from.
type readMem struct {
	turns  []turn
	dealer *dealer
	pcg    *rand.PCG
	r      *rand.Rand // on pcg
}

// source is rand.New(rand.NewPCG(seed1, seed2)) on m's memory (a Rand
// keeps nothing but its source: the same numbers).
func (m *readMem) source(seed1, seed2 uint64) *rand.Rand {
	if m.r == nil {
		m.pcg = new(rand.PCG)
		m.r = rand.New(m.pcg)
	}
	m.pcg.Seed(seed1, seed2)
	return m.r
}

// turnsKept is turnsFrom the hand's last read on, added to ht's turns,
// playing on the kept replay (or a new one, where none is kept or it
// cannot be brought up to the cards shown since: redeal).
func (rg *Range) turnsKept(n int, ht *handTurns) (next int, err error) {
	w, rp := rg.w, &ht.replay
	if rp.hand != nil && !rp.redeal(w) {
		rp.hand = nil
	}
	if rp.hand == nil {
		d := rp.d // a replay made anew deals on the old one's dealer (or an earlier hand's)
		if d == nil {
			if rg.mem.dealer == nil {
				rg.mem.dealer = new(dealer)
			}
			d = rg.mem.dealer
		}
		*rp = handReplay{d: d}
		w.dealDown(&rp.base, rg.mem.source(1, 1), 0, false)
		for i, sv := range w.v.Seats {
			rp.nBase[i] = min(sv.NumDown, 3)
		}
		w.deal(rp.d, &rp.base, nil)
		if rp.hand, err = engine.NewHand(w.table, rp.d); err != nil {
			return len(w.acts), err
		}
	}
	view := &rg.turnView
	for a := rp.acts; a < len(w.acts); a++ {
		if i := w.idx[w.actor[a]]; a >= ht.next && i != w.hero && rg.weight[i] != nil {
			rp.hand.ViewInto(view, w.actor[a])
			tm := ht.lasts.model(&rg.models[i], i, view, n, ht.seed^uint64(a)<<32, &rg.tms)
			ht.turns = append(ht.turns, turn{i: i, class: classOf(w.acts[a].Kind), model: tm})
		}
		if err := rp.hand.Apply(w.acts[a]); err != nil {
			rp.hand = nil
			return len(w.acts), err
		}
		rp.acts = a + 1
	}
	return len(w.acts), nil
}

// redeal brings the replay's dealer up to the cards w's view shows: each
// seat's cards in deal order as they stand now (a seat's seventh-street
// down card, when it has one now, drawn at random), the rest of the deck
// the cards unseen now. A down card the replay dealt a seat that has shown
// since is swapped in the replay's hand for one unseen (any will do: the
// turns' views do not depend on the others' down cards, and a replay made
// anew deals them others too; made anew, 57% of a bot's reads replayed
// the hand from its start). false when its dealer dealt from the rest of
// the deck, or no card is left to swap in: the replay is to be made anew.
func (rp *handReplay) redeal(w *world) bool {
	if rp.d.ri > 0 {
		return false
	}
	seen := engine.FullDeck &^ w.unseen
	var used, shown engine.CardSet
	for i := range w.v.Seats {
		if i == w.hero {
			continue
		}
		for _, c := range rp.base[i][:rp.nBase[i]] {
			if seen.Has(c) {
				shown |= c.Bit()
			} else {
				used |= c.Bit()
			}
		}
	}
	for i, sv := range w.v.Seats {
		if i == w.hero || shown == 0 {
			continue
		}
		for j, c := range rp.base[i][:rp.nBase[i]] {
			if !shown.Has(c) {
				continue
			}
			cs := (w.unseen &^ used).Cards()
			if len(cs) == 0 {
				return false
			}
			swap := cs[wyCard(i, len(cs))]
			if rp.hand.SwapDown(sv.Seat, c, swap) != nil {
				return false
			}
			rp.base[i][j] = swap
			used |= swap.Bit()
		}
	}
	for i, sv := range w.v.Seats {
		if i != w.hero && min(sv.NumDown, 3) > rp.nBase[i] {
			free := w.unseen &^ used
			cs := free.Cards()
			if len(cs) == 0 {
				return false
			}
			c := cs[wyCard(i, len(cs))]
			rp.base[i][rp.nBase[i]] = c
			rp.nBase[i]++
			used |= c.Bit()
		}
	}
	next, dealt := rp.d.next, rp.d.dealt
	w.deal(rp.d, &rp.base, nil)
	rp.d.next, rp.d.dealt = next, dealt
	return true
}

// wyCard picks one of n cards for seat index i's seventh-street down card
// in a replay: any will do (a replay's down cards are nobody's), so long
// as it is the same in every run.
func wyCard(i, n int) int {
	r := wy(uint64(i) + 0x736576)
	return r.intN(n)
}

// handSeed is a seed from what the seat saw on third street: its first
// three cards and every door card (FNV-1a).
func handSeed(v *engine.View) uint64 {
	h := uint64(14695981039346656037)
	add := func(x int) {
		h ^= uint64(x & 0xff)
		h *= 1099511628211
	}
	add(v.Seat)
	for _, c := range v.Own[:min(3, len(v.Own))] {
		add(int(c))
	}
	for _, sv := range v.Seats {
		add(sv.Seat)
		if len(sv.Up) > 0 {
			add(int(sv.Up[0]))
		}
	}
	return h
}

// viewSeed is a seed from what the seat sees at v: its cards, every up
// card and the betting so far (FNV-1a).
func viewSeed(v *engine.View) uint64 {
	h := uint64(14695981039346656037)
	add := func(x int) {
		for range 2 {
			h ^= uint64(x & 0xff)
			h *= 1099511628211
			x >>= 8
		}
	}
	add(v.Seat)
	add(v.Street)
	for _, c := range v.Own {
		add(int(c))
	}
	for _, sv := range v.Seats {
		add(0xffff)
		add(sv.Seat)
		for _, c := range sv.Up {
			add(int(c))
		}
	}
	for _, a := range v.Actions {
		add(a.Seat)
		add(int(a.Kind))
		add(a.To)
	}
	return h
}
