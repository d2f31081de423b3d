package engine

import "math/bits"

// CardSet is a set of cards as a bit mask: bit suit*16 + rank. Each suit is
// a 13-bit row of ranks, so folding the rows together gives the ranks held.
type CardSet uint64

// Bit is the card's bit in a CardSet.
func (c Card) Bit() CardSet { return cardBits[c] }

// cardBits is each card's bit, looked up: one load, where the shift by a
// variable amount (which the compiler must guard against 64 and more) was
// the dearest part of the hot loops that build sets card by card. Every
// byte has its entry, as the shift gives it (0 past the top bit), so a
// card that is not one of the 52 has the bit it always had.
var cardBits = func() (t [256]CardSet) {
	for c := range t {
		if sh := uint(c&3)*16 + uint(c>>2); sh < 64 {
			t[c] = 1 << sh
		}
	}
	return t
}()

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
