package engine

import "math/bits"

// CardSet is a set of cards as a bit mask: bit suit*16 + rank. Each suit is
// a 13-bit row of ranks, so folding the rows together gives the ranks held.
type CardSet uint64

// Bit is the card's bit in a CardSet.
func (c Card) Bit() CardSet { return 1 << (uint(c.Suit())*16 + uint(c.Rank())) }

// SetOf makes a set of the given cards.
func SetOf(cs ...Card) CardSet {
	var s CardSet
	for _, c := range cs {
		s |= c.Bit()
	}
	return s
}

// Has reports whether c is in the set.
func (s CardSet) Has(c Card) bool { return s&c.Bit() != 0 }

// Count is the number of cards in the set.
func (s CardSet) Count() int { return bits.OnesCount64(uint64(s)) }

// Cards lists the cards of the set, lowest (by bring-in order) first.
func (s CardSet) Cards() []Card {
	out := make([]Card, 0, s.Count())
	for r := Ace; r <= King; r++ {
		for su := Clubs; su <= Spades; su++ {
			if c := NewCard(r, su); s.Has(c) {
				out = append(out, c)
			}
		}
	}
	return out
}

// FullDeck is the set of all 52 cards.
const FullDeck CardSet = 0x1fff_1fff_1fff_1fff
