package engine

import "math/rand/v2"

// Deck is an ordered pile of cards dealt from the top (index 0).
type Deck struct {
	cards []Card
	next  int
}

// NewDeck returns the 52 cards shuffled by a PCG source seeded from seed.
// The same seed always gives the same order.
func NewDeck(seed uint64) *Deck {
	return NewDeckFrom(rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)))
}

// NewDeckFrom shuffles the 52 cards with the given source.
func NewDeckFrom(r *rand.Rand) *Deck {
	d := &Deck{cards: make([]Card, NumCards)}
	for i := range d.cards {
		d.cards[i] = Card(i)
	}
	r.Shuffle(len(d.cards), func(i, j int) { d.cards[i], d.cards[j] = d.cards[j], d.cards[i] })
	return d
}

// Left is the number of cards not yet dealt.
func (d *Deck) Left() int { return len(d.cards) - d.next }

// Deal takes the top card. ok is false when the deck is empty.
func (d *Deck) Deal() (c Card, ok bool) {
	if d.next >= len(d.cards) {
		return 0, false
	}
	c = d.cards[d.next]
	d.next++
	return c, true
}
