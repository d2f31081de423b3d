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

// Refill adds cards under the deck's remaining ones, shuffled by a source
// seeded from the cards and the deck's place, so that the same deck refills
// alike.
func (d *Deck) Refill(cards []Card) {
	var seed uint64 = uint64(d.next)
	for _, c := range cards {
		seed = seed*131 + uint64(c) + 1
	}
	add := append([]Card(nil), cards...)
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	rng.Shuffle(len(add), func(i, j int) { add[i], add[j] = add[j], add[i] })
	d.cards = append(append(d.cards[:d.next:d.next], d.cards[d.next:]...), add...)
}
