package engine

import (
	"cmp"
	"fmt"
	"math/bits"
	"slices"
	"sync"
)

// This file is the starting-hand chart's arithmetic: the 455 three-card
// rank patterns and a fast exact count of a start's equity against one
// random hand, every card of which is unseen.

// StartPattern is a three-card start as ranks, lowest first: suits do not
// matter in Razz, so 455 patterns stand for every start.
type StartPattern [3]Rank

// StartPatterns is every three-card rank pattern (no rank more than three
// times: a fourth card of a rank could not be dealt with it), lowest first,
// in a fixed order: A-A-A, A-A-2, ..., K-K-K.
func StartPatterns() []StartPattern {
	var out []StartPattern
	for a := Ace; a <= King; a++ {
		for b := a; b <= King; b++ {
			for c := b; c <= King; c++ {
				out = append(out, StartPattern{a, b, c})
			}
		}
	}
	return out
}

// Cards deals the pattern concrete cards, none of them in dead: the
// lowest suits free. It reports false when dead leaves too few of a rank.
func (p StartPattern) Cards(dead CardSet) ([]Card, bool) {
	used := dead
	out := make([]Card, 0, 3)
	for _, r := range p {
		ok := false
		for s := Suit(0); s < NumSuits; s++ {
			if c := NewCard(r, s); !used.Has(c) {
				used |= c.Bit()
				out = append(out, c)
				ok = true
				break
			}
		}
		if !ok {
			return nil, false
		}
	}
	return out, true
}

// String is the pattern highest first, as players say it: "3-2-A".
func (p StartPattern) String() string {
	return p[2].String() + "-" + p[1].String() + "-" + p[0].String()
}

// HeadsUpCounter counts the exact equity of a hand (one to seven cards)
// against one opponent none of whose cards is seen, both hands dealt to
// seven cards from the cards not in the hand or the counter's dead ones:
// its expected share of the pot, ties split (Equity). It counts what
// Runout.Exact counts for the same two hands, about ten times faster for
// a three-card start: for each way of dealing the player's cards (as a
// weighted rank pattern), it counts the opponent's seven-card hands by how
// their low compares, rank by rank, instead of listing them (see
// cmpCounts). Those counts are kept for every hand it counts: with the
// dead cards fixed, how the opponent's hands compare with the player's
// seven cards depends on those seven cards' ranks alone, and a chart's 455
// starts share them many times over. Safe for use by several goroutines
// at once.
type HeadsUpCounter struct {
	dead   []Card
	mu     sync.Mutex
	counts map[uint64][3]uint64 // by the player's seven cards (packed rank counts): less, equal, more
}

// NewHeadsUpCounter is a counter on the dead cards dead.
func NewHeadsUpCounter(dead []Card) *HeadsUpCounter {
	return &HeadsUpCounter{dead: slices.Clone(dead), counts: map[uint64][3]uint64{}}
}

// Equity is own's exact equity against one random hand, the counter's
// dead cards out.
func (h *HeadsUpCounter) Equity(own []Card) (float64, error) {
	r := Runout{Hands: [][]Card{own, nil}, Dead: h.dead}
	p, err := r.plan()
	if err != nil {
		return 0, err
	}
	if p.community {
		return 0, fmt.Errorf("%w: too many dead cards to deal two hands to seven cards", ErrRunout)
	}
	m := p.need[0]
	var f [padOff + 1]uint64
	factors(&f, p.deck)
	var win, tie, total float64
	for i := range patterns[m] {
		pat := &patterns[m][i]
		if !pat.fits(p.deck) {
			continue
		}
		w := uint64(1)
		for t := range m {
			w *= f[pat.off[t]]
		}
		c := h.count(p.known[0]+pat.packed, p.deck-pat.packed)
		fw := float64(w)
		win += fw * float64(c[2])
		tie += fw * float64(c[1])
		total += fw * float64(c[0]+c[1]+c[2])
	}
	return (win + tie/2) / total, nil
}

// count is cmpCounts(mine, deck), kept (deck is the cards not in mine or
// the dead ones, so mine says it).
func (h *HeadsUpCounter) count(mine, deck uint64) [3]uint64 {
	h.mu.Lock()
	c, ok := h.counts[mine]
	h.mu.Unlock()
	if !ok {
		less, equal, more := cmpCounts(mine, deck)
		c = [3]uint64{less, equal, more}
		h.mu.Lock()
		h.counts[mine] = c
		h.mu.Unlock()
	}
	return c
}

// cmpCounts counts the seven-card hands dealt from deck (packed rank
// counts) whose low is better than, equal to and worse than the low of the
// hand mine (packed rank counts, seven cards).
//
// An unpaired low is five different ranks, and two are compared from the
// top card down: the higher the position at which they first differ, the
// more it decides. Reading the deck's ranks from the ace up, the
// opponent's k-th different rank is its low's k-th card, so the latest
// position to differ, and whether it is lower or higher there, is all that
// needs remembering: a count over (cards dealt, different ranks, better /
// equal / worse so far). A paired opponent loses to any unpaired low; when
// the player's own low is paired, the opponent's paired hands are listed.
func cmpCounts(mine, deck uint64) (less, equal, more uint64) {
	held := ranksHeld(mine)
	if bits.OnesCount16(held) < 5 {
		return cmpPaired(mine, deck)
	}
	var low [5]int
	for k, m := 0, held; k < 5; k++ {
		low[k] = bits.TrailingZeros16(m)
		m &= m - 1
	}
	// ways[k][d][c]: hands of k cards so far with d different ranks
	// (capped at five), better (0), equal (1) or worse (2) so far.
	var ways, next [8][6][3]uint64
	ways[0][0][1] = 1
	for r := range NumRanks {
		n := packedCount(deck, r)
		if n == 0 {
			continue
		}
		next = ways
		for k := range 7 {
			for d := range 6 {
				x := &ways[k][d]
				if x[0]|x[1]|x[2] == 0 {
					continue
				}
				// The rank is the hand's d-th different one: below the
				// player's d-th, every way so far is now better; above it,
				// worse; at it, as it was. A sixth different rank or more
				// changes nothing.
				nd, to := min(d+1, 5), -1
				switch {
				case d < 5 && r < low[d]:
					to = 0
				case d < 5 && r > low[d]:
					to = 2
				}
				for j := 1; j <= n && k+j <= 7; j++ {
					b, y := binom[n][j], &next[k+j][nd]
					if to >= 0 {
						y[to] += (x[0] + x[1] + x[2]) * b
						continue
					}
					y[0], y[1], y[2] = y[0]+x[0]*b, y[1]+x[1]*b, y[2]+x[2]*b
				}
			}
		}
		ways = next
	}
	less, equal, more = ways[7][5][0], ways[7][5][1], ways[7][5][2]
	for d := range 5 {
		for c := range 3 {
			more += ways[7][d][c] // paired: worse than any unpaired low
		}
	}
	return less, equal, more
}

// pairedSevens is every seven-card rank pattern with at most four
// different ranks, the hands whose best low is paired, as the four
// entries of the factor table its weight multiplies (a byte each, padOff
// for a rank short), and pairedSevenLows their lows, best first: made on
// first use, once the low tables are built.
var (
	pairedOnce      sync.Once
	pairedSevens    []uint32
	pairedSevenLows []Low
)

func makePairedSevens() {
	var ps []rankPattern
	for _, p := range patterns[7] {
		if bits.OnesCount16(ranksHeld(p.packed)) < 5 {
			ps = append(ps, p)
		}
	}
	slices.SortStableFunc(ps, func(a, b rankPattern) int {
		return cmp.Compare(lowOfCounts(a.packed), lowOfCounts(b.packed))
	})
	for _, p := range ps {
		pairedSevens = append(pairedSevens, uint32(p.off[0])|uint32(p.off[1])<<8|uint32(p.off[2])<<16|uint32(p.off[3])<<24)
		pairedSevenLows = append(pairedSevenLows, lowOfCounts(p.packed))
	}
}

// cmpPaired is cmpCounts for a paired low of the player's: every unpaired
// opponent is better (counted rank by rank, as cmpCounts does); of the
// paired ones, listed by their lows, only those equal to the player's and
// those on the shorter side of it need listing.
func cmpPaired(mine, deck uint64) (less, equal, more uint64) {
	pairedOnce.Do(makePairedSevens)
	l := lowOfCounts(mine)
	var f [padOff + 1]uint64
	factors(&f, deck)
	weigh := func(qs []uint32) (w uint64) {
		for _, q := range qs {
			w += f[q&0xff] * f[q>>8&0xff] * f[q>>16&0xff] * f[q>>24]
		}
		return w
	}
	lt, _ := slices.BinarySearch(pairedSevenLows, l)
	le, _ := slices.BinarySearch(pairedSevenLows, l+1)
	equal = weigh(pairedSevens[lt:le])
	unpaired, paired := sevens(deck)
	// The shorter side is listed, the other is what the paired hands
	// leave.
	if lt <= len(pairedSevens)-le {
		better := weigh(pairedSevens[:lt])
		return unpaired + better, equal, paired - better - equal
	}
	worse := weigh(pairedSevens[le:])
	return unpaired + paired - equal - worse, equal, worse
}

// sevens counts the seven-card hands of deck with five different ranks
// or more (unpaired lows) and with fewer (paired).
func sevens(deck uint64) (unpaired, paired uint64) {
	var ways, next [8][6]uint64 // cards dealt, different ranks (capped at five)
	ways[0][0] = 1
	for r := range NumRanks {
		n := packedCount(deck, r)
		if n == 0 {
			continue
		}
		next = ways
		for k := range 7 {
			for d := range 6 {
				x := ways[k][d]
				if x == 0 {
					continue
				}
				for j := 1; j <= n && k+j <= 7; j++ {
					next[k+j][min(d+1, 5)] += x * binom[n][j]
				}
			}
		}
		ways = next
	}
	for d := range 5 {
		paired += ways[7][d]
	}
	return ways[7][5], paired
}
