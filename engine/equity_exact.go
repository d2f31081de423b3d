package engine

import (
	"cmp"
	"fmt"
	"math/bits"
	"slices"
)

// MaxExactOutcomes bounds the run-outs Exact counts, so that every count
// fits its 64-bit integer. No spot that size could be counted in time anyway.
const MaxExactOutcomes = 1e18

// Exact counts every deal of the unseen cards, hand by hand, as rank
// patterns weighted by the number of card deals each stands for: the
// answer is exact. It splits the work over workers goroutines
// (GOMAXPROCS when workers < 1); the answer does not depend on how many.
// Its cost grows with ExactCost: As2h3d against KcQdJs on third street is
// 3.3 million patterns for 18.3 billion run-outs.
func (r Runout) Exact(workers int) (EquityResult, error) {
	p, err := r.plan()
	if err != nil {
		return EquityResult{}, err
	}
	if o := p.outcomes(); o > MaxExactOutcomes {
		return EquityResult{}, fmt.Errorf("%w: %.3g run-outs are too many to count exactly; sample them", ErrRunout, o)
	}
	return p.exact(workers), nil
}

// exactCounts are one worker's totals, in run-outs.
type exactCounts struct {
	win      [MaxPlayers]uint64
	tie      [MaxPlayers][MaxPlayers + 1]uint64 // by the number of hands tied
	patterns uint64
	outcomes uint64
}

func (a *exactCounts) add(b *exactCounts) {
	for i := range MaxPlayers {
		a.win[i] += b.win[i]
		for k := range b.tie[i] {
			a.tie[i][k] += b.tie[i][k]
		}
	}
	a.patterns += b.patterns
	a.outcomes += b.outcomes
}

// exactLevel is one hand's place in the enumeration: its patterns and, for
// each community rank (or the one case without), the low each pattern makes.
type exactLevel struct {
	seat int // the hand's index in Runout.Hands
	pats []rankPattern
	lows [][]Low // [community case][pattern]
	m    int     // the pattern size
	// The last level's patterns again for each community case, in the
	// order of their lows (best first), lows alongside: the patterns
	// better than, equal to and worse than a low are three runs of them.
	byLow     [][]rankPattern
	byLowLows [][]Low
}

// sortLast keeps the level's patterns ordered by their lows in community
// case ci, for the last level.
func (lv *exactLevel) sortLast(ci int) {
	lows := lv.lows[ci]
	idx := make([]int, len(lows))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int { return cmp.Compare(lows[a], lows[b]) })
	ps := make([]rankPattern, len(idx))
	ls := make([]Low, len(idx))
	for i, j := range idx {
		ps[i], ls[i] = lv.pats[j], lows[j]
	}
	lv.byLow = append(lv.byLow, ps)
	lv.byLowLows = append(lv.byLowLows, ls)
}

// weigh sums the run-outs of the patterns ps from the deck whose factors
// are f, m cards each.
func weigh(ps []rankPattern, f *[padOff + 1]uint64, m int) uint64 {
	var s uint64
	// The padding makes every product a fixed number of factors.
	switch {
	case m <= 2:
		for j := range ps {
			o := &ps[j].off
			s += f[o[0]] * f[o[1]]
		}
	case m <= 3:
		for j := range ps {
			o := &ps[j].off
			s += f[o[0]] * f[o[1]] * f[o[2]]
		}
	case m <= 4:
		for j := range ps {
			o := &ps[j].off
			s += f[o[0]] * f[o[1]] * f[o[2]] * f[o[3]]
		}
	case m <= 5:
		for j := range ps {
			o := &ps[j].off
			s += f[o[0]] * f[o[1]] * f[o[2]] * f[o[3]] * f[o[4]]
		}
	default:
		for j := range ps {
			o := &ps[j].off
			s += f[o[0]] * f[o[1]] * f[o[2]] * f[o[3]] * f[o[4]] * f[o[5]] * f[o[6]]
		}
	}
	return s
}

// chooseExact is n choose k, exactly (n at most 52, k at most 7 here).
func chooseExact(n, k int) uint64 {
	if k < 0 || k > n {
		return 0
	}
	c := uint64(1)
	for i := range k {
		c = c * uint64(n-i) / uint64(i+1)
	}
	return c
}

// deckSize is the number of cards in a packed deck.
func deckSize(deck uint64) int {
	n := 0
	for r := range NumRanks {
		n += packedCount(deck, r)
	}
	return n
}

type exactJob struct {
	comm int // community case
	j    int // pattern of the first level
}

type exactRun struct {
	levels []exactLevel
	n      int
	comm   []uint64 // packed community rank of each case (just 0 without)
}

func (p *runoutPlan) exact(workers int) EquityResult {
	e := &exactRun{n: p.n, comm: []uint64{0}}
	if p.community {
		e.comm = e.comm[:0]
		for r := range NumRanks {
			if packedCount(p.deck, r) > 0 {
				e.comm = append(e.comm, 1<<(4*r))
			}
		}
	}
	// The hand with the most patterns goes last: its loop is the
	// innermost, and the tightest.
	order := make([]int, p.n)
	for i := range order {
		order[i] = i
	}
	for a := 1; a < p.n; a++ {
		for b := a; b > 0 && p.need[order[b]] < p.need[order[b-1]]; b-- {
			order[b], order[b-1] = order[b-1], order[b]
		}
	}
	for li, seat := range order {
		lv := exactLevel{seat: seat, m: p.need[seat], pats: validPatterns(p.need[seat], p.deck)}
		for _, c := range e.comm {
			ls := make([]Low, len(lv.pats))
			for j := range lv.pats {
				ls[j] = lowOfCounts(p.known[seat] + c + lv.pats[j].packed)
			}
			lv.lows = append(lv.lows, ls)
			if li == p.n-1 {
				lv.sortLast(len(lv.lows) - 1)
			}
		}
		e.levels = append(e.levels, lv)
	}

	var jobs []exactJob
	for ci := range e.comm {
		for j := range e.levels[0].pats {
			jobs = append(jobs, exactJob{ci, j})
		}
	}
	total := tally(len(jobs), workers, func(k int, acc *exactCounts) {
		e.job(p, jobs[k], acc)
	})

	out := total.outcomes
	res := EquityResult{Exact: true, Outcomes: out, Patterns: total.patterns, Community: p.community, Hands: make([]HandEquity, p.n)}
	fo := float64(out)
	for i := range p.n {
		h := &res.Hands[i]
		share := float64(total.win[i])
		var tie uint64
		for k := 2; k <= MaxPlayers; k++ {
			tie += total.tie[i][k]
			share += float64(total.tie[i][k]) / float64(k)
		}
		h.Win = float64(total.win[i]) / fo
		h.Tie = float64(tie) / fo
		h.Equity = share / fo
	}
	return res
}

// job deals the community case and one pattern of the first level, then
// the rest of the levels.
func (e *exactRun) job(p *runoutPlan, jb exactJob, acc *exactCounts) {
	deck := p.deck
	w := uint64(1)
	if p.community {
		c := e.comm[jb.comm]
		w = binom[packedCount(deck, trailingNibble(c))][1]
		deck -= c
	}
	lv := &e.levels[0]
	pat := &lv.pats[jb.j]
	if !pat.fits(deck) {
		return
	}
	var f [padOff + 1]uint64
	factors(&f, deck)
	for t := range lv.m {
		w *= f[pat.off[t]]
	}
	l := lv.lows[jb.comm][jb.j]
	e.level(1, jb.comm, deck-pat.packed, w, l, 1, 1<<lv.seat, acc)
}

func trailingNibble(c uint64) int {
	r := 0
	for c > 15 {
		c >>= 4
		r++
	}
	return r
}

// level deals every pattern of level i from deck; w is the run-outs the
// levels before stand for, best the best low so far, held by the k hands of
// mask.
func (e *exactRun) level(i, comm int, deck, w uint64, best Low, k int, mask uint32, acc *exactCounts) {
	lv := &e.levels[i]
	lows := lv.lows[comm]
	var f [padOff + 1]uint64
	factors(&f, deck)
	if i < len(e.levels)-1 {
		for j := range lv.pats {
			pat := &lv.pats[j]
			x := uint64(1)
			for t := range lv.m {
				x *= f[pat.off[t]]
			}
			if x == 0 {
				continue
			}
			nb, nk, nm := best, k, mask
			switch l := lows[j]; {
			case l < best:
				nb, nk, nm = l, 1, 1<<lv.seat
			case l == best:
				nk, nm = k+1, mask|1<<lv.seat
			}
			e.level(i+1, comm, deck-pat.packed, w*x, nb, nk, nm, acc)
		}
		return
	}
	// The last hand: sum the run-outs where it wins, ties or loses, then
	// share them out once. Its patterns in the order of their lows, those
	// better than best come first, then the equal ones, then the worse;
	// all of them together are every way to deal m cards from the deck
	// (Vandermonde), so the longer of the outer runs is that total less
	// the others.
	var sums [3]uint64 // its low is better, equal, worse
	pats := lv.byLow[comm]
	ls := lv.byLowLows[comm]
	lo, _ := slices.BinarySearch(ls, best)
	hi := lo
	for hi < len(ls) && ls[hi] == best {
		hi++
	}
	total := chooseExact(deckSize(deck), lv.m)
	sums[1] = weigh(pats[lo:hi], &f, lv.m)
	if lo <= len(pats)-hi {
		sums[0] = weigh(pats[:lo], &f, lv.m)
		sums[2] = total - sums[0] - sums[1]
	} else {
		sums[2] = weigh(pats[hi:], &f, lv.m)
		sums[0] = total - sums[1] - sums[2]
	}
	acc.patterns += uint64(len(pats))
	acc.outcomes += w * (sums[0] + sums[1] + sums[2])
	acc.win[lv.seat] += w * sums[0]
	if k == 1 {
		acc.win[bits.TrailingZeros32(mask)] += w * sums[2]
	} else {
		for m := mask; m != 0; m &= m - 1 {
			acc.tie[bits.TrailingZeros32(m)][k] += w * sums[2]
		}
	}
	if sums[1] != 0 {
		acc.tie[lv.seat][k+1] += w * sums[1]
		for m := mask; m != 0; m &= m - 1 {
			acc.tie[bits.TrailingZeros32(m)][k+1] += w * sums[1]
		}
	}
}
