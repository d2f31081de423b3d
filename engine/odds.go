package engine

import (
	"fmt"
	"math/bits"
)

// OddsPaired indexes LowOdds.Made for a hand that ends with fewer than five
// different ranks, so that its best low is paired.
const OddsPaired = 9

// LowOdds is the chance of finishing a seven-card hand with each best low,
// from the cards known so far.
type LowOdds struct {
	// Outcomes is the number of ways the rest of the hand can be dealt
	// from the unseen cards.
	Outcomes uint64
	// Counts[t] is how many of them end with an unpaired low whose top
	// card is the rank Five+t (Counts[0] is a wheel, Counts[8] a king
	// low); Counts[OddsPaired] end paired.
	Counts [10]uint64
}

// Made is the chance of Counts[t].
func (o LowOdds) Made(t int) float64 { return float64(o.Counts[t]) / float64(o.Outcomes) }

// OrBetter is the chance of an unpaired low topped by Five+t or lower.
func (o LowOdds) OrBetter(t int) float64 {
	var n uint64
	for i := 0; i <= t && i < OddsPaired; i++ {
		n += o.Counts[i]
	}
	return float64(n) / float64(o.Outcomes)
}

// OddsLabel is how a top card is written: "5" (a wheel) to "K", or
// "paired".
func OddsLabel(t int) string {
	if t == OddsPaired {
		return "paired"
	}
	return (Five + Rank(t)).String()
}

// Odds counts, exactly, every way of dealing the rest of a seven-card hand
// to known (1 to 7 cards) from the cards not in known or dead, and sorts
// them by the top card of the best low they make. It deals rank patterns
// weighted by the card deals each stands for, as Runout.Exact does: three
// known cards are 1,820 patterns for 211,876 deals.
func Odds(known, dead []Card) (LowOdds, error) {
	if len(known) == 0 || len(known) > 7 {
		return LowOdds{}, fmt.Errorf("%w: %d known cards; give 1 to 7", ErrRunout, len(known))
	}
	var seen CardSet
	var hand uint64
	for i, cs := range [][]Card{known, dead} {
		for _, c := range cs {
			if !c.Valid() {
				return LowOdds{}, fmt.Errorf("%w: not a card (%d)", ErrRunout, c)
			}
			if seen.Has(c) {
				where := "the cards"
				if i == 1 {
					where = "the cards and the dead cards"
				}
				return LowOdds{}, fmt.Errorf("%w: %s is given twice (%s); there is one of each card", ErrRunout, c, where)
			}
			seen |= c.Bit()
			if i == 0 {
				hand = packedAdd(hand, c.Rank())
			}
		}
	}
	var deck uint64
	unseen := 0
	for c := Card(0); c < NumCards; c++ {
		if !seen.Has(c) {
			deck = packedAdd(deck, c.Rank())
			unseen++
		}
	}
	m := 7 - len(known)
	if m > unseen {
		return LowOdds{}, fmt.Errorf("%w: the hand needs %d more cards and only %d are unseen", ErrRunout, m, unseen)
	}
	var f [padOff + 1]uint64
	factors(&f, deck)
	held := ranksHeld(hand)
	var o LowOdds
	for i := range patterns[m] {
		p := &patterns[m][i]
		w := uint64(1)
		for t := range m {
			w *= f[p.off[t]]
		}
		if w == 0 {
			continue
		}
		o.Outcomes += w
		o.Counts[topOf(held|ranksHeld(p.packed))] += w
	}
	return o, nil
}

// ranksHeld is the 13-bit mask of the ranks with a count.
func ranksHeld(p uint64) uint16 {
	p = nonZeroNibbles(p)
	var m uint16
	for r := range NumRanks {
		m |= uint16(p>>(4*r)&1) << r
	}
	return m
}

// topOf is the index in LowOdds.Counts of the best low of a hand holding
// the ranks of mask.
func topOf(mask uint16) int {
	if bits.OnesCount16(mask) < 5 {
		return OddsPaired
	}
	for range 4 {
		mask &= mask - 1
	}
	return bits.TrailingZeros16(mask) - int(Five)
}
