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
	seed  uint64 // the turns' seed: the seat's third street (handSeed)
	turns []turn
	next  int // the hand's actions (antes left out) read
	lasts sameTurns
}

// read is the range of n candidates at view v (a later street of the same
// hand, the seat's own), drawn from seed, weighed on the hand's turns so
// far, the ones since the last read read now.
func (ht *handTurns) read(v *engine.View, models Models, n int, seed uint64) *Range {
	if ht.turns == nil && ht.next == 0 {
		ht.seed = handSeed(v)
	}
	rg := newRange(v, models, n)
	turns, next, err := rg.turnsFrom(n, ht.seed, ht.next, &ht.lasts)
	ht.turns, ht.next = append(ht.turns, turns...), next
	rg.weighTurns(ht.turns, rand.New(rand.NewPCG(seed, 0x72616e6765)), err)
	return rg
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
