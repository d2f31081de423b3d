package engine

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"
)

// Low is the value of an ace-to-five low: its rank among the 6,175 distinct
// five-card lows, 1 (5-4-3-2-A, the wheel) to 6175 (K-K-K-K-Q). A smaller Low
// is a better hand. The zero value means "no hand".
type Low uint16

// NumLows is the number of distinct five-card ace-to-five lows.
const NumLows = 6175

// Category is the kind of low, best first.
type Category uint8

// The categories, best first. Straights and flushes do not exist in Razz.
const (
	NoPair Category = iota
	OnePair
	TwoPair
	Trips
	FullHouse
	Quads
)

var categoryNames = [...]string{"no pair", "one pair", "two pair", "three of a kind", "full house", "four of a kind"}

func (c Category) String() string {
	if int(c) < len(categoryNames) {
		return categoryNames[c]
	}
	return "?"
}

// lowInfo describes one of the 6,175 lows.
type lowInfo struct {
	cat     Category
	written [5]Rank // by multiplicity, then highest first
}

var (
	lows       [NumLows + 1]lowInfo
	noPairLow  [1 << NumRanks]Low // rank of the lowest five distinct ranks of a mask, 0 if fewer than five
	pairedLows [6 * 28561]Low     // by category and the distinct ranks in written order (base 13)
)

func init() { buildTables() }

// buildTables enumerates every multiset of five ranks (no rank more than
// four times), orders them from best to worst and fills the lookup tables.
func buildTables() {
	type entry struct {
		value  uint32
		cat    Category
		w      [5]Rank
		s1, s2 uint16
		s3     uint16
	}
	var all []entry
	var counts [NumRanks]int
	var rec func(r, left int)
	rec = func(r, left int) {
		if r == NumRanks {
			if left != 0 {
				return
			}
			var s1, s2, s3 uint16
			for rk, n := range counts {
				if n >= 1 {
					s1 |= 1 << rk
				}
				if n >= 2 {
					s2 |= 1 << rk
				}
				if n >= 3 {
					s3 |= 1 << rk
				}
			}
			var w [5]Rank
			i := 0
			for n := 4; n >= 1; n-- {
				for rk := NumRanks - 1; rk >= 0; rk-- {
					if counts[rk] == n {
						for k := 0; k < n; k++ {
							w[i] = Rank(rk)
							i++
						}
					}
				}
			}
			cat := categoryOf(s1, s2, s3)
			v := uint32(cat)
			for _, d := range w {
				v = v*NumRanks + uint32(d)
			}
			all = append(all, entry{v, cat, w, s1, s2, s3})
			return
		}
		for n := 0; n <= 4 && n <= left; n++ {
			counts[r] = n
			rec(r+1, left-n)
		}
		counts[r] = 0
	}
	rec(0, 5)
	if len(all) != NumLows {
		panic(fmt.Sprintf("engine: %d lows enumerated, want %d", len(all), NumLows))
	}
	slices.SortFunc(all, func(a, b entry) int { return int(a.value) - int(b.value) })
	for i, e := range all {
		l := Low(i + 1)
		lows[l] = lowInfo{cat: e.cat, written: e.w}
		if e.cat == NoPair {
			noPairLow[e.s1] = l
		} else {
			pairedLows[pairedKey(e.s1, e.s2, e.s3)] = l
		}
	}
	// Masks with more than five ranks play their lowest five.
	for m := 0; m < 1<<NumRanks; m++ {
		if bits.OnesCount16(uint16(m)) > 5 {
			noPairLow[m] = noPairLow[lowest5(uint16(m))]
		}
	}
}

func lowest5(m uint16) uint16 {
	var out uint16
	for i := 0; i < 5 && m != 0; i++ {
		b := m & -m
		out |= b
		m &^= b
	}
	return out
}

func categoryOf(s1, s2, s3 uint16) Category {
	switch bits.OnesCount16(s1) {
	case 5:
		return NoPair
	case 4:
		return OnePair
	case 3:
		if bits.OnesCount16(s2) >= 2 {
			return TwoPair
		}
		return Trips
	default:
		if bits.OnesCount16(s2) == 2 {
			return FullHouse
		}
		return Quads
	}
}

// pairedKey indexes pairedLows for a hand of five to seven cards whose rank
// masks (ranks seen at least once, twice, three times) have fewer than five
// ranks. It picks the least paired five, as the rules say: the lowest pair,
// the two lowest pairs, the lowest trips for a full house.
func pairedKey(s1, s2, s3 uint16) int {
	hi := func(m uint16) uint32 { return uint32(15 - bits.LeadingZeros16(m)) }
	lo := func(m uint16) uint32 { return uint32(bits.TrailingZeros16(m)) }
	switch bits.OnesCount16(s1) {
	case 4: // one pair: the lowest paired rank, the other three as kickers
		p := lo(s2)
		k := s1 &^ (1 << p)
		k1 := hi(k)
		k &^= 1 << k1
		k2 := hi(k)
		k3 := lo(k &^ (1 << k2))
		return int(OnePair)*28561 + int(((p*13+k1)*13+k2)*13+k3)
	case 3:
		if bits.OnesCount16(s2) >= 2 { // two pair: the two lowest pairs
			a := lo(s2)
			b := lo(s2 &^ (1 << a))
			k := lo(s1 &^ (1<<a | 1<<b))
			return int(TwoPair)*28561 + int(((b*13+a)*13+k)*13)
		}
		t := lo(s2) // trips, two kickers
		k := s1 &^ (1 << t)
		return int(Trips)*28561 + int(((t*13+hi(k))*13+lo(k))*13)
	default:
		if bits.OnesCount16(s2) == 2 { // full house: the lowest trips
			t := lo(s3)
			p := lo(s1 &^ (1 << t))
			return int(FullHouse)*28561 + int((t*13+p)*169)
		}
		q := lo(s3)
		k := lo(s1 &^ (1 << q))
		return int(Quads)*28561 + int((q*13+k)*169)
	}
}

// LowOfRanks is the low of a hand with cards of these ranks (bit r: a
// card of rank r, the ace bit 0) when they are five different ranks or
// more: its lowest five; 0 when fewer, a paired low that needs how many
// of each rank (CardSet.Low).
func LowOfRanks(ranks uint16) Low { return noPairLow[ranks&(1<<NumRanks-1)] }

// RanksOf is the ranks of a set of cards, a bit each (as LowOfRanks takes them).
func (s CardSet) RanksOf() uint16 { return uint16(s|s>>16|s>>32|s>>48) & (1<<NumRanks - 1) }

// Low evaluates a set of five to seven cards. It is the hot path: no
// allocation and no sorting. Folding the four suit rows together gives the
// 13-bit mask of the ranks held; when it holds five ranks or more (94% of
// seven-card hands) one table look-up gives the low of the five lowest. Only
// the rest looks at how often each rank occurs. It is small enough for the
// compiler to inline.
func (s CardSet) Low() Low {
	if l := noPairLow[uint32(s|s>>16|s>>32|s>>48)&(1<<NumRanks-1)]; l != 0 {
		return l
	}
	return s.pairedLow()
}

//go:noinline
func (s CardSet) pairedLow() Low {
	a, b, c, d := uint16(s)&0x1fff, uint16(s>>16)&0x1fff, uint16(s>>32)&0x1fff, uint16(s>>48)&0x1fff
	s1 := a | b | c | d
	s2 := a&b | a&c | a&d | b&c | b&d | c&d
	s3 := a&b&c | a&b&d | a&c&d | b&c&d
	if s.Count() < 5 {
		return 0
	}
	return pairedLows[pairedKey(s1, s2, s3)]
}

// lowOfMasks is the best low of a hand of five cards or more by its rank
// masks (ranks held once, twice, three times), as CardSet.Low finds it.
func lowOfMasks(a, b, c uint16) Low {
	if l := noPairLow[a&(1<<NumRanks-1)]; l != 0 {
		return l
	}
	return pairedLows[pairedKey(a, b, c)]
}

// rankBit is each card's rank as a bit (indexed by a byte so that no bounds
// check is needed).
var rankBit = func() (t [256]uint16) {
	for c := range NumCards {
		t[c] = 1 << (c >> 2)
	}
	return t
}()

// LowOf evaluates five to seven cards (it does not check for duplicates; use
// Evaluate for input that may be wrong). It returns 0 for fewer than five.
func LowOf(cs []Card) Low {
	if len(cs) < 5 {
		return 0
	}
	var s1 uint16
	for _, c := range cs {
		s1 |= 1 << (c >> 2)
	}
	if l := noPairLow[s1&(1<<NumRanks-1)]; l != 0 {
		return l
	}
	return pairedLow(cs)
}

// pairedLow is the slow path for cards with fewer than five ranks.
func pairedLow(cs []Card) Low {
	var s1, s2, s3 uint16
	for _, c := range cs {
		b := uint16(1) << (c >> 2)
		s3 |= s2 & b
		s2 |= s1 & b
		s1 |= b
	}
	if s1&(s1-1) == 0 {
		return 0 // one rank five times or more: a card given twice, no hand
	}
	return pairedLows[pairedKey(s1, s2, s3)]
}

// Valid reports whether l is one of the 6,175 lows.
func (l Low) Valid() bool { return l >= 1 && l <= NumLows }

// Category of the low.
func (l Low) Category() Category { return lows[l%(NumLows+1)].cat }

// Written is the low in the written form of the rules: ranks by how many
// times they occur, then from the highest down, ace lowest.
func (l Low) Written() [5]Rank { return lows[l%(NumLows+1)].written }

// Strings is Written as one-character ranks: ["8","6","4","3","2"].
func (l Low) Strings() []string {
	w := l.Written()
	out := make([]string, 5)
	for i, r := range w {
		out[i] = r.String()
	}
	return out
}

// String is the written form joined by spaces: "8 6 4 3 2".
func (l Low) String() string { return strings.Join(l.Strings(), " ") }

// Dashed is the written form joined by dashes: "8-6-4-3-2".
func (l Low) Dashed() string { return strings.Join(l.Strings(), "-") }

// Name is the spoken name: "wheel", "seven-five low", "pair of kings",
// "two pair, threes and twos", "three sevens", "full house, kings full of
// twos", "four kings".
func (l Low) Name() string {
	if !l.Valid() {
		return "no hand"
	}
	w := l.Written()
	switch l.Category() {
	case NoPair:
		if l == 1 {
			return "wheel"
		}
		return w[0].Word() + "-" + w[1].Word() + " low"
	case OnePair:
		return "pair of " + w[0].Plural()
	case TwoPair:
		return "two pair, " + w[0].Plural() + " and " + w[2].Plural()
	case Trips:
		return "three " + w[0].Plural()
	case FullHouse:
		return "full house, " + w[0].Plural() + " full of " + w[3].Plural()
	default:
		return "four " + w[0].Plural()
	}
}

// ShortName is the quiz's short form: "w" for the wheel, "75" for a
// seven-five low, "KK" for a pair of kings, "3322" for two pair, "777" for
// trips, "KKK22" for a full house and "KKKK" for quads.
func (l Low) ShortName() string {
	if !l.Valid() {
		return ""
	}
	w := l.Written()
	switch l.Category() {
	case NoPair:
		if l == 1 {
			return "w"
		}
		return w[0].String() + w[1].String()
	case OnePair:
		return w[0].String() + w[0].String()
	case TwoPair:
		return w[0].String() + w[0].String() + w[2].String() + w[2].String()
	case Trips:
		return strings.Repeat(w[0].String(), 3)
	case FullHouse:
		return strings.Repeat(w[0].String(), 3) + strings.Repeat(w[3].String(), 2)
	default:
		return strings.Repeat(w[0].String(), 4)
	}
}
