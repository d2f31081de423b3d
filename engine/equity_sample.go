package engine

import (
	"fmt"
	"math"
	"math/bits"
)

// SampleChunk is the number of trials drawn from one seeded source. Sample
// splits its trials into chunks of this size, chunk c drawing from a source
// seeded by (seed, c), so that the answer depends on the seed and the
// number of trials only, never on the number of cores.
const SampleChunk = 1 << 16

// Sample estimates the Runout's equities from trials random deals of the
// unseen cards, on workers goroutines (GOMAXPROCS when workers < 1). The
// same seed and trials give the same answer on any machine. Each hand's
// Margin is the half-width of the 95% interval of its equity.
func (r Runout) Sample(trials int, seed uint64, workers int) (EquityResult, error) {
	p, err := r.plan()
	if err != nil {
		return EquityResult{}, err
	}
	if trials < 1 {
		return EquityResult{}, fmt.Errorf("%w: %d trials; give at least 1", ErrRunout, trials)
	}
	return p.sample(trials, seed, workers), nil
}

// sampleCounts are the totals of some trials: took[i][k] counts the
// trials in which hand i took 1/k of the pot (k = 1: it won alone).
type sampleCounts struct {
	took [MaxPlayers][MaxPlayers + 1]uint64
}

func (a *sampleCounts) add(b *sampleCounts) {
	for i := range MaxPlayers {
		for k := range MaxPlayers + 1 {
			a.took[i][k] += b.took[i][k]
		}
	}
}

func (p *runoutPlan) sample(trials int, seed uint64, workers int) EquityResult {
	chunks := (trials + SampleChunk - 1) / SampleChunk
	total := tally(chunks, workers, func(c int, acc *sampleCounts) {
		n := min(SampleChunk, trials-c*SampleChunk)
		p.sampleChunk(n, chunkSeed(seed, uint64(c)), acc)
	})
	return p.sampleResult(&total, trials)
}

func (p *runoutPlan) sampleResult(c *sampleCounts, trials int) EquityResult {
	res := EquityResult{Trials: trials, Community: p.community, Hands: make([]HandEquity, p.n)}
	for i := range p.n {
		res.Hands[i] = handShare(&c.took[i], trials)
	}
	return res
}

// handShare is a hand's equity from its trials: took[k] of them it took
// 1/k of the pot (k = 1: it won alone).
func handShare(took *[MaxPlayers + 1]uint64, trials int) HandEquity {
	t := float64(trials)
	var share, sq, tie float64
	for k := 1; k <= MaxPlayers; k++ {
		n := float64(took[k])
		share += n / float64(k)
		sq += n / float64(k*k)
		if k > 1 {
			tie += n
		}
	}
	mean := share / t
	sd := math.Sqrt(max(0, sq/t-mean*mean) * t / max(1, t-1))
	return HandEquity{
		Equity: mean,
		Win:    float64(took[1]) / t,
		Tie:    tie / t,
		Margin: 1.96 * sd / math.Sqrt(t),
	}
}

// chunkSeed gives chunk c of a run its own well-mixed starting state.
func chunkSeed(seed, c uint64) uint64 {
	s := seed ^ 0x6a09e667f3bcc909
	s = splitmix(&s) ^ c*0x9e3779b97f4a7c15
	return splitmix(&s)
}

// splitmix is SplitMix64, for seeding. The deals themselves draw from
// wyrand (a counter and one 128-bit multiply): small, fast and plenty random
// for dealing cards.
func splitmix(s *uint64) uint64 {
	*s += 0x9e3779b97f4a7c15
	z := *s
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// sampleChunk deals n trials from a source started at state, adding to
// acc. A trial deals each hand (the community card first, if any) by a
// partial shuffle of the unseen ranks, builds each hand's rank masks from
// its known ones and looks its low up, as CardSet.Low does.
func (p *runoutPlan) sampleChunk(n int, state uint64, acc *sampleCounts) {
	var deck [64]uint8
	size := 0
	for r := range NumRanks {
		for range packedCount(p.deck, r) {
			deck[size] = uint8(r)
			size++
		}
	}
	var s1, s2, s3 [MaxPlayers]uint16 // known cards: ranks held once, twice, three times
	for i := range p.n {
		for r := range NumRanks {
			c := packedCount(p.known[i], r)
			if c >= 1 {
				s1[i] |= 1 << r
			}
			if c >= 2 {
				s2[i] |= 1 << r
			}
			if c >= 3 {
				s3[i] |= 1 << r
			}
		}
	}
	np := p.n
	need := p.need
	community := p.community
	var lows [MaxPlayers]Low
	// One 64-bit number gives four draws (the k-th card of a trial takes a
	// new one when k is a multiple of 4): multiplying it by the cards left
	// gives an index in its high word and, in its low word, the rest of the
	// number for the next draw (a bias under 2^-40).
	var rnd uint64
	for range n {
		k := 0
		var c1 uint16
		if community {
			state += 0xa0761d6478bd642f
			hi, lo := bits.Mul64(state, state^0xe7037ed1a0b428db)
			hi, rnd = bits.Mul64(hi^lo, uint64(size))
			j := int(hi)
			deck[0], deck[j&63] = deck[j&63], deck[0]
			c1 = 1 << deck[0]
			k = 1
		}
		best, ties, who := Low(math.MaxUint16), 0, 0
		for i := range np {
			a, b, c := s1[i&7], s2[i&7], s3[i&7]
			if community {
				c |= b & c1
				b |= a & c1
				a |= c1
			}
			for end := k + need[i&7]; k < end; k++ {
				if k&3 == 0 {
					state += 0xa0761d6478bd642f
					hi, lo := bits.Mul64(state, state^0xe7037ed1a0b428db)
					rnd = hi ^ lo
				}
				hi, lo := bits.Mul64(rnd, uint64(size-k))
				rnd = lo
				j := (k + int(hi)) & 63
				v := deck[j]
				deck[j] = deck[k&63]
				deck[k&63] = v
				bit := uint16(1) << (v & 15)
				c |= b & bit
				b |= a & bit
				a |= bit
			}
			l := lowOfMasks(a, b, c)
			lows[i] = l
			if l < best {
				best, ties, who = l, 1, i
			} else if l == best {
				ties++
			}
		}
		if ties == 1 {
			acc.took[who&7][1]++
			continue
		}
		for i := range np {
			if lows[i&7] == best {
				acc.took[i&7][ties&15]++
			}
		}
	}
}
