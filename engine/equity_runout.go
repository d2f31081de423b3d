package engine

import (
	"errors"
	"fmt"
	"math"
	"math/bits"
	"strings"
)

// Runout is an equity question as a player at the table sees it: the cards
// known for each live hand (for the player's own seat its own cards, for
// each opponent its face-up cards only) and the other cards seen (folded
// boards). Every hand is dealt the rest of a seven-card hand from the cards
// not seen, and the best low at showdown takes the pot; equal lows split it.
// When the unseen cards cannot give every hand a seventh card, one card is
// dealt face up in the middle as a community card that all hands use as
// their seventh, as the rules say.
//
// Suits never matter in Razz: there are no flushes and an ace-to-five low
// ignores them. So the unseen cards are a multiset of ranks, and both the
// exact count (Runout.Exact) and the sampler (Runout.Sample) deal ranks.
type Runout struct {
	Hands [][]Card // known cards of each hand, 0 to 7; 2 to MaxPlayers hands
	Dead  []Card   // other cards seen
}

// ErrRunout is wrapped by every refusal of a Runout.
var ErrRunout = errors.New("bad equity spot")

// HandEquity is one hand's share of the pot.
type HandEquity struct {
	Equity float64 // expected share of the pot: wins plus split shares
	Win    float64 // chance of taking the whole pot
	Tie    float64 // chance of splitting it
	// Margin is the half-width of the 95% interval around a sampled
	// Equity (Equity ± Margin); 0 for an exact answer.
	Margin float64
}

// EquityResult is the answer to a Runout.
type EquityResult struct {
	Hands     []HandEquity // in the order of Runout.Hands
	Exact     bool         // counted exactly, rather than sampled
	Outcomes  uint64       // exact: the card run-outs counted (every deal of the unseen cards)
	Patterns  uint64       // exact: the rank patterns that stand for them
	Trials    int          // sampled: the deals drawn
	Community bool         // the deck runs short: the seventh card is a community card
}

// packed rank counts: 4 bits a rank, ace lowest.
const rankMask4 = 0x1_1111_1111_1111 // the low bit of each rank's nibble

func packedAdd(p uint64, r Rank) uint64 { return p + 1<<(4*uint(r)) }

func packedCount(p uint64, r int) int { return int(p>>(4*uint(r))) & 15 }

// lowOfCounts is the best low of a hand given by its rank counts (five
// cards or more).
func lowOfCounts(p uint64) Low {
	var s1, s2, s3 uint16
	for r := range NumRanks {
		switch n := packedCount(p, r); {
		case n >= 3:
			s3 |= 1 << r
			fallthrough
		case n == 2:
			s2 |= 1 << r
			fallthrough
		case n == 1:
			s1 |= 1 << r
		}
	}
	return lowOfMasks(s1, s2, s3)
}

// runoutPlan is a validated Runout in the form the counters use.
type runoutPlan struct {
	n          int
	need       [MaxPlayers]int    // cards each hand is still dealt (the community card apart)
	known      [MaxPlayers]uint64 // packed rank counts of each hand's known cards
	deck       uint64             // packed rank counts of the unseen cards
	unseen     int
	community  bool
	totalCards int // cards dealt in a run-out
}

func (r Runout) plan() (*runoutPlan, error) {
	n := len(r.Hands)
	if n < 2 || n > MaxPlayers {
		return nil, fmt.Errorf("%w: %d hands; give 2 to %d", ErrRunout, n, MaxPlayers)
	}
	p := &runoutPlan{n: n}
	var seen CardSet
	where := map[Card]string{}
	add := func(c Card, at string) error {
		if !c.Valid() {
			return fmt.Errorf("%w: not a card (%d) in %s", ErrRunout, c, at)
		}
		if seen.Has(c) {
			return fmt.Errorf("%w: %s is given twice (%s and %s); there is one of each card", ErrRunout, c, where[c], at)
		}
		seen |= c.Bit()
		where[c] = at
		return nil
	}
	for i, h := range r.Hands {
		if len(h) > 7 {
			return nil, fmt.Errorf("%w: hand %d has %d cards; a hand has at most 7", ErrRunout, i+1, len(h))
		}
		for _, c := range h {
			if err := add(c, fmt.Sprintf("hand %d", i+1)); err != nil {
				return nil, err
			}
			p.known[i] = packedAdd(p.known[i], c.Rank())
		}
		p.need[i] = 7 - len(h)
	}
	for _, c := range r.Dead {
		if err := add(c, "the dead cards"); err != nil {
			return nil, err
		}
	}
	for c := Card(0); c < NumCards; c++ {
		if !seen.Has(c) {
			p.deck = packedAdd(p.deck, c.Rank())
			p.unseen++
		}
	}
	total := 0
	for i := range n {
		total += p.need[i]
	}
	if total > p.unseen {
		short := 1 // one community card in place of every seventh card
		all6 := true
		for i := range n {
			if p.need[i] == 0 {
				all6 = false
			}
			short += p.need[i] - 1
		}
		if !all6 {
			return nil, fmt.Errorf("%w: the hands need %d more cards and only %d are unseen", ErrRunout, total, p.unseen)
		}
		if short > p.unseen { // "53" alone ignored the community card the rules deal
			return nil, fmt.Errorf("%w: the hands need %d more cards (%d with a community card) and only %d are unseen", ErrRunout, total, short, p.unseen)
		}
		p.community = true
		for i := range n {
			p.need[i]--
		}
		total = short
	}
	p.totalCards = total
	return p, nil
}

// Check reports whether the Runout is a question that can be answered: 2 to
// 8 hands of at most 7 cards, no card given twice, enough unseen cards.
func (r Runout) Check() error {
	_, err := r.plan()
	return err
}

// String writes the hands and dead cards: "As 2h 3d | Kc Qd Js (dead 4c)".
func (r Runout) String() string {
	parts := make([]string, len(r.Hands))
	for i, h := range r.Hands {
		parts[i] = FormatCards(h)
	}
	s := strings.Join(parts, " | ")
	if len(r.Dead) > 0 {
		s += " (dead " + FormatCards(r.Dead) + ")"
	}
	return s
}

// binom[c][k] is C(c, k) for the 0 to 4 cards of a rank still unseen.
var binom = [5][8]uint64{
	{1},
	{1, 1},
	{1, 2, 1},
	{1, 3, 3, 1},
	{1, 4, 6, 4, 1},
}

// rankPattern is a multiset of ranks: how many cards of each rank a hand is
// dealt. Its weight, the number of card deals it stands for, is the product
// over its ranks of C(unseen of the rank, dealt of the rank).
type rankPattern struct {
	packed uint64
	// off lists (rank*8 + count) for each rank dealt, padded with
	// padOff (a factor of 1) to the pattern's size, so that the weight is a
	// fixed number of multiplications.
	off [7]uint8
}

const padOff = 13 * 8 // an entry of the factor table that is always 1

// patterns[m] is every multiset of m ranks (no rank more than four times),
// in a fixed order.
var patterns = func() (t [8][]rankPattern) {
	var counts [NumRanks]int
	var rec func(r, left, m int)
	rec = func(r, left, m int) {
		if r == NumRanks {
			if left != 0 {
				return
			}
			var p rankPattern
			i := 0
			for rk, c := range counts {
				p.packed += uint64(c) << (4 * rk)
				if c > 0 {
					p.off[i] = uint8(rk*8 + c)
					i++
				}
			}
			for ; i < 7; i++ {
				p.off[i] = padOff
			}
			t[m] = append(t[m], p)
			return
		}
		for c := 0; c <= 4 && c <= left; c++ {
			counts[r] = c
			rec(r+1, left-c, m)
		}
		counts[r] = 0
	}
	for m := range 8 {
		rec(0, m, m)
	}
	return t
}()

// factors fills f with the weight factors for a deck: f[r*8+k] = C(deck's
// count of r, k), and f[padOff] = 1.
func factors(f *[padOff + 1]uint64, deck uint64) {
	for r := range NumRanks {
		c := packedCount(deck, r)
		copy(f[r*8:r*8+8], binom[c][:])
	}
	f[padOff] = 1
}

// fits reports whether the pattern can be dealt from the deck.
func (p *rankPattern) fits(deck uint64) bool {
	// Each nibble of deck-p stays non-negative exactly when no borrow
	// crosses a nibble boundary.
	d := deck - p.packed
	return (deck^p.packed^d)&(rankMask4<<4) == 0 && deck >= p.packed
}

// validPatterns is the patterns of size m that fit the deck.
func validPatterns(m int, deck uint64) []rankPattern {
	var out []rankPattern
	for i := range patterns[m] {
		if patterns[m][i].fits(deck) {
			out = append(out, patterns[m][i])
		}
	}
	return out
}

// ExactNanos is about how long Exact takes a unit of ExactCost on one core
// of a small server, in nanoseconds (2 for two to four cards to come in the
// innermost loop, 3 for more).
const ExactNanos = 3

// ExactCost estimates the work of Exact: the rank patterns it visits in its
// innermost loop, each about ExactNanos on one core.
func (r Runout) ExactCost() (float64, error) {
	p, err := r.plan()
	if err != nil {
		return 0, err
	}
	return p.exactCost(), nil
}

func (p *runoutPlan) exactCost() float64 {
	cost := 1.0
	if p.community {
		cost = float64(bits.OnesCount64(uint64(nonZeroNibbles(p.deck))))
	}
	// Hands that need as many cards fit as many patterns: count once a need,
	// without keeping them.
	var fitting [8]int // by need, plus one (0: not counted yet)
	for i := range p.n {
		m := p.need[i]
		if fitting[m&7] == 0 {
			fitting[m&7] = countPatterns(m, p.deck) + 1
		}
		cost *= float64(fitting[m&7] - 1)
	}
	return cost
}

// countPatterns is len(validPatterns(m, deck)).
func countPatterns(m int, deck uint64) int {
	n := 0
	for i := range patterns[m] {
		if patterns[m][i].fits(deck) {
			n++
		}
	}
	return n
}

func nonZeroNibbles(p uint64) uint64 {
	p |= p >> 1
	p |= p >> 2
	return p & rankMask4
}

// Outcomes is the number of card run-outs of the Runout (every way of
// dealing the unseen cards to the hands), as a float: it can pass 1e30.
// Exact refuses more than MaxExactOutcomes.
func (r Runout) Outcomes() (float64, error) {
	p, err := r.plan()
	if err != nil {
		return 0, err
	}
	return p.outcomes(), nil
}

// outcomes is the number of card run-outs as a float: the ways of dealing
// each hand its cards (and the community card first).
func (p *runoutPlan) outcomes() float64 {
	left := p.unseen
	total := 1.0
	if p.community {
		total = float64(left)
		left--
	}
	for i := range p.n {
		total *= choose(left, p.need[i])
		left -= p.need[i]
	}
	return total
}

func choose(n, k int) float64 {
	if k < 0 || k > n {
		return 0
	}
	c := 1.0
	for i := range k {
		c = c * float64(n-i) / float64(i+1)
	}
	return math.Round(c)
}
