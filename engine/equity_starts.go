package engine

import (
	"fmt"
	"math/bits"
	"runtime"
	"sync"
)

// StartsFit reports whether SampleStarts can deal a start and opponents
// random hands, dead cards out, every hand seven cards of its own: the
// deck holds them all, with no community card.
func StartsFit(dead CardSet, opponents int) bool {
	return opponents >= 1 && opponents < MaxPlayers && 3+4+7*opponents <= NumCards-dead.Count()
}

// SampleStarts estimates the equity of each three-card start against
// opponents random hands, the dead cards out, from trials deals a start,
// as Runout.Sample would each start's (its HandEquity, Margin the 95%
// half-width), on workers goroutines (0: GOMAXPROCS), for many starts at
// a fraction of the cost: every start plays the same shuffles of the live
// cards, each with its own three cards replaced (dealStarts). The starts'
// figures are no longer independent of one another, but each start's
// deals are as random as its own would be. The same seed and trials give
// the same answers on any machine, with any workers.
func SampleStarts(starts [][3]Card, dead CardSet, opponents, trials int, seed uint64, workers int) ([]HandEquity, error) {
	if !StartsFit(dead, opponents) {
		return nil, fmt.Errorf("%w: %d opponents with %d dead cards need a community card", ErrRunout, opponents, dead.Count())
	}
	if trials < 1 {
		return nil, fmt.Errorf("%w: %d trials; give at least 1", ErrRunout, trials)
	}
	plays := make([]startPlay, len(starts))
	for i, s := range starts {
		p := &plays[i]
		for k, c := range s {
			if !c.Valid() || dead.Has(c) || p.mask>>c&1 != 0 {
				return nil, fmt.Errorf("%w: start %s %s %s holds a card twice, or a dead one", ErrRunout, s[0], s[1], s[2])
			}
			p.cards[k] = uint8(c)
			p.mask |= 1 << c
			bit := rankBit[c]
			p.s3 |= p.s2 & bit
			p.s2 |= p.s1 & bit
			p.s1 |= bit
		}
	}
	if workers < 1 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, max(1, len(plays)))
	// Worker w plays starts w, w+workers, ... (the starts cost unlike
	// amounts: a low start deals on longer), in memory of its own.
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			var mine []startPlay
			for i := w; i < len(plays); i += workers {
				mine = append(mine, plays[i])
			}
			dealStarts(mine, dead, opponents, trials, seed)
			for k, i := 0, w; i < len(plays); k, i = k+1, i+workers {
				plays[i] = mine[k]
			}
		})
	}
	wg.Wait()
	out := make([]HandEquity, len(plays))
	for i := range plays {
		out[i] = handShare(&plays[i].took, trials)
	}
	return out, nil
}

// startPlay is one start in SampleStarts: its cards (by number, as a set
// of numbers, and as rank masks: ranks held once, twice, three times) and
// how its trials went (took[k]: it took 1/k of the pot; took[0]: lost).
type startPlay struct {
	cards      [3]uint8
	mask       uint64
	s1, s2, s3 uint16
	took       [MaxPlayers + 1]uint64
}

// startsBlock is how many trials' shuffles dealStarts draws before the
// starts play them: a few tens of kilobytes, held close.
const startsBlock = 256

// startDeals are a block of trials' deals as every start plays them: a
// shuffle's first 7k+7 cards a trial (rows of m: opponent i's seven at
// 7i, the start's four at 7k, three spares after them), where each card
// of a row is (where: its position plus one, 0 for none), and each
// opponent's low as dealt (lows, k a trial).
type startDeals struct {
	m, k  int
	rows  []uint8
	where []uint8
	dealt []uint64 // by trial, the cards dealt to a hand, as a set of card numbers
	lows  []Low
}

// dealStarts plays trials deals, drawn from seed chunk by chunk as
// Runout.Sample's are, for each of plays. A trial shuffles the live cards;
// a start takes its cards' places in it: each of its cards dealt to a
// hand is replaced there by the next spare that is not one of its own.
// That keeps each start's deals uniform (the other cards' order is as
// random as the shuffle, whatever places its own cards took, and the
// replacements depend on those places alone), and leaves the opponents'
// hands its cards missed as dealt, their lows worked out once a trial.
func dealStarts(plays []startPlay, dead CardSet, opponents, trials int, seed uint64) {
	var live [NumCards]uint8
	size := 0
	for c := range Card(NumCards) {
		if !dead.Has(c) {
			live[size] = uint8(c)
			size++
		}
	}
	k := opponents
	d := startDeals{m: 7*k + 7, k: k}
	d.rows = make([]uint8, startsBlock*d.m)
	d.where = make([]uint8, startsBlock*NumCards)
	d.lows = make([]Low, startsBlock*k)
	d.dealt = make([]uint64, startsBlock)
	for done := 0; done < trials; {
		chunk := done / SampleChunk
		deck := live
		state := chunkSeed(seed, uint64(chunk))
		for done < min(trials, (chunk+1)*SampleChunk) {
			n := min(startsBlock, trials-done, (chunk+1)*SampleChunk-done)
			clear(d.where[:n*NumCards])
			for t := range n {
				row := d.rows[t*d.m : (t+1)*d.m]
				where := d.where[t*NumCards : (t+1)*NumCards]
				for j := range d.m {
					state += 0xa0761d6478bd642f
					hi, lo := bits.Mul64(state, state^0xe7037ed1a0b428db)
					x, _ := bits.Mul64(hi^lo, uint64(size-j))
					deck[j], deck[j+int(x)] = deck[j+int(x)], deck[j]
					row[j] = deck[j]
					where[deck[j]] = uint8(j + 1)
				}
				d.dealt[t] = 0
				for _, id := range row[:7*k+4] {
					d.dealt[t] |= 1 << id
				}
				for i := range k {
					d.lows[t*k+i] = lowOfCards(row[7*i:7*i+7], 0, 0, 0)
				}
			}
			for i := range plays {
				plays[i].play(&d, n)
			}
			done += n
		}
	}
}

// lowOfCards is the low of cards (by number) added to rank masks a, b, c.
func lowOfCards(cards []uint8, a, b, c uint16) Low {
	for _, id := range cards {
		bit := rankBit[id]
		c |= b & bit
		b |= a & bit
		a |= bit
	}
	return lowOfMasks(a, b, c)
}

// play plays the start on the first n trials of d.
func (p *startPlay) play(d *startDeals, n int) {
	k, m := d.k, d.m
	own := 7 * k
	for t := range n {
		row := d.rows[t*m : (t+1)*m]
		ties := 1
		if d.dealt[t]&p.mask == 0 { // none of its cards dealt to a hand
			mine := lowOfCards(row[own:own+4], p.s1, p.s2, p.s3)
			for _, l := range d.lows[t*k : (t+1)*k] {
				if l < mine {
					ties = 0
					break
				}
				if l == mine {
					ties++
				}
			}
		} else {
			ties = p.playReplaced(d, t, row)
		}
		p.took[ties]++
	}
}

// playReplaced plays trial t where some of the start's cards were dealt
// to a hand: each is replaced there by the next spare not its own, and the
// hands that held one are dealt again. It gives the ways the pot is split
// with it, 0 where it lost.
func (p *startPlay) playReplaced(d *startDeals, t int, row []uint8) int {
	k, own := d.k, 7*d.k
	where := d.where[t*NumCards : (t+1)*NumCards]
	var sub [7*(MaxPlayers-1) + 7]uint8
	copy(sub[:], row)
	spare := own + 4
	var hit uint16 // the opponents whose hands held one of its cards
	for _, id := range p.cards {
		h := int(where[id]) - 1
		if h < 0 || h >= own+4 {
			continue
		}
		for p.mask>>sub[spare]&1 != 0 {
			spare++
		}
		sub[h] = sub[spare]
		spare++
		if h < own {
			hit |= 1 << (h / 7)
		}
	}
	mine := lowOfCards(sub[own:own+4], p.s1, p.s2, p.s3)
	ties := 1
	for i, l := range d.lows[t*k : (t+1)*k] {
		if hit>>i&1 != 0 {
			l = lowOfCards(sub[7*i:7*i+7], 0, 0, 0)
		}
		if l < mine {
			return 0
		}
		if l == mine {
			ties++
		}
	}
	return ties
}
