package engine

import "math/rand/v2"

// Opponent is what a player can see of another live hand: its face-up
// cards and how many cards it holds face down. Its face-down cards are
// never an input: equity is estimated from what a player at the table sees.
type Opponent struct {
	Up   []Card
	Down int
}

// Spot is one player's knowledge of a hand in progress, for estimating
// equity: its own cards, the live opponents' boards and every other card
// it has seen (folded boards). Each live hand ends with seven cards; when
// the deck cannot cover every card still to come, the hands that come up
// short are scored as having no low.
type Spot struct {
	Own       []Card // the player's cards, down and up (and the community card, if any)
	Opponents []Opponent
	Dead      CardSet // other cards seen: the boards of folded players
	// LowDown is the chance that an opponent's face-down card drawn above
	// an eight is drawn again, once: players who stay in a hand tend to
	// hold low cards in the hole. 0 treats the hole cards as random.
	LowDown float64
}

// aboveEight is every nine to king.
const aboveEight CardSet = 0x1f00_1f00_1f00_1f00

// noLow scores a hand that came up short of five cards: worse than any low.
const noLow = Low(0xffff)

// Equity estimates, from samples random deals of the cards the player cannot
// see, its expected share of the pot at showdown if every live hand went to
// the end (1 for a sure scoop, 1/k for a sure k-way tie). It is pure: the
// same spot and source state give the same answer.
func (s Spot) Equity(r *rand.Rand, samples int) float64 {
	if samples <= 0 {
		return 0
	}
	own := SetOf(s.Own...)
	known := own | s.Dead
	var opp [MaxPlayers]CardSet
	var down, come [MaxPlayers]int
	nOpp := min(len(s.Opponents), MaxPlayers)
	for i := range nOpp {
		o := s.Opponents[i]
		opp[i] = SetOf(o.Up...)
		known |= opp[i]
		down[i] = max(0, o.Down)
		come[i] = max(0, 7-len(o.Up)-down[i])
	}
	var pool [NumCards]CardSet // the unseen cards, as one-card sets, in card order
	n := 0
	for c := Card(0); c < NumCards; c++ {
		if b := c.Bit(); known&b == 0 {
			pool[n] = b
			n++
		}
	}
	ownCome := max(0, 7-len(s.Own))
	redraw := uint64(s.LowDown * (1 << 16))
	// A partial shuffle of the pool deals each sample: pool[:k] is dealt.
	// One 64-bit draw gives four 16-bit random numbers: a deal index each
	// (scaled, with a bias below 52 in 65,536) or a redraw test. (The
	// numbers are taken in turn from the word, lowest 16 bits first.)
	src := rand.NewPCG(r.Uint64(), r.Uint64())
	var bits uint64
	nbits := 0
	total := 0.0
	for range samples {
		k := 0
		mine := own
		for range min(ownCome, n) {
			if nbits == 0 {
				bits, nbits = src.Uint64(), 4
			}
			j := k + int((bits&0xffff)*uint64(n-k)>>16)
			bits >>= 16
			nbits--
			pool[k], pool[j] = pool[j], pool[k]
			mine |= pool[k]
			k++
		}
		best := low(mine)
		ties := 1
		lost := false
		for i := range nOpp {
			h := opp[i]
			for c := range down[i] + come[i] {
				if k >= n {
					break
				}
				if nbits == 0 {
					bits, nbits = src.Uint64(), 4
				}
				j := k + int((bits&0xffff)*uint64(n-k)>>16)
				bits >>= 16
				nbits--
				if c < down[i] && pool[j]&aboveEight != 0 {
					if nbits == 0 {
						bits, nbits = src.Uint64(), 4
					}
					test := bits & 0xffff
					bits >>= 16
					nbits--
					if test < redraw {
						if nbits == 0 {
							bits, nbits = src.Uint64(), 4
						}
						j = k + int((bits&0xffff)*uint64(n-k)>>16) // draw once more
						bits >>= 16
						nbits--
					}
				}
				pool[k], pool[j] = pool[j], pool[k]
				h |= pool[k]
				k++
			}
			if lost { // the deal is dealt on (the same draws), its lows not read
				continue
			}
			switch l := low(h); {
			case l < best:
				lost = true
			case l == best:
				ties++
			}
		}
		if !lost {
			total += 1 / float64(ties)
		}
	}
	return total / float64(samples)
}

func low(s CardSet) Low {
	if s.Count() < 5 {
		return noLow
	}
	return s.Low()
}
