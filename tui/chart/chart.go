// Package chart is the starting-hand chart: every three-card start's
// equity against one to seven random hands, its chance of an eight or
// better by seventh street and its class in the coach's strategy, with the
// cards showing out (dead) taken into account. The heads-up column is
// exact (engine.HeadsUpCounter, the starts sharing its counts); more
// opponents are sampled, every start on the same shuffles
// (engine.SampleStarts; engine.Runout.Sample a start where the deck needs
// a community card), and carry their 95% interval. With no card dead the chart comes from assets/starts.tsv, made by this
// package's test (`go generate ./tui/chart`) and checked against the
// engine there.
//
// It computes and lays out; it draws nothing: it imports engine, bots
// (for the strategy's classes) and assets, never Bubble Tea or Lip Gloss,
// so that `razz starts` and the Starts screen show the same numbers.
package chart

//go:generate go test -run TestEmbeddedTable -update

import (
	"bufio"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"razz/assets"
	"razz/bots"
	"razz/engine"
)

// MaxOpponents is the most random hands a start is measured against: an
// eight-handed table.
const MaxOpponents = engine.MaxPlayers - 1

// Trials is how many deals a start is sampled against two or more
// opponents when cards are dead (the embedded chart used EmbeddedTrials):
// a 95% interval of about ±0.45 points.
const Trials = 50_000

// EmbeddedTrials is the deals each start of assets/starts.tsv was sampled
// against two or more opponents: about ±0.14 points.
const EmbeddedTrials = 500_000

// Seed is the sampler's seed: the same chart every time.
const Seed = 22

// Start is one start's numbers.
type Start struct {
	Pattern  engine.StartPattern
	Possible bool    // false when the dead cards leave too few of a rank
	Equity   float64 // expected share of the pot at showdown
	Interval float64 // the 95% half-width; 0 when exact
	Eight    float64 // the chance of an eight or better by seventh street
	Class    bots.Class
}

// Chart is every start against a number of opponents.
type Chart struct {
	Opponents int
	Dead      []engine.Card
	Exact     bool // the equities are counted exactly (heads-up)
	Trials    int  // else sampled from this many deals a start
	Starts    []Start
	index     map[engine.StartPattern]int
}

// Method says in a sentence or two how the chart was computed.
func (c *Chart) Method() string {
	opp := "1 random hand"
	if c.Opponents > 1 {
		opp = fmt.Sprintf("%d random hands", c.Opponents)
	}
	dead := ""
	switch n := len(c.Dead); {
	case n == 1:
		dead = ", 1 dead card out of the deck"
	case n > 1:
		dead = fmt.Sprintf(", %d dead cards out of the deck", n)
	}
	how := "exact, every deal counted"
	if !c.Exact {
		how = fmt.Sprintf("sampled, %s deals a start, ± its 95%% interval", thousands(c.Trials))
	}
	seven := "dealt to seven cards"
	if !c.Exact && !engine.StartsFit(engine.SetOf(c.Dead...), c.Opponents) {
		seven = "dealt to seven cards (the deck runs short, so seventh street is one community card)" // as the rules deal it
	}
	return fmt.Sprintf("Equity against %s %s%s: %s. Eight or better: exact. Class: the coach's strategy.", opp, seven, dead, how)
}

func thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// Of is the start of three ranks, in any order.
func (c *Chart) Of(a, b, d engine.Rank) Start {
	p := engine.StartPattern{a, b, d}
	for i := 1; i < 3; i++ {
		for j := i; j > 0 && p[j] < p[j-1]; j-- {
			p[j], p[j-1] = p[j-1], p[j]
		}
	}
	return c.Starts[c.index[p]]
}

// Downs is the chart's rows: every pair of down cards, lowest first
// (A-A, A-2, 2-2, A-3, ...).
func Downs() [][2]engine.Rank {
	var out [][2]engine.Rank
	for hi := engine.Ace; hi <= engine.King; hi++ {
		for lo := engine.Ace; lo <= hi; lo++ {
			out = append(out, [2]engine.Rank{lo, hi})
		}
	}
	return out
}

// DownName writes a down pair low card first: "A2".
func DownName(d [2]engine.Rank) string { return d[0].String() + d[1].String() }

// New computes the chart against opponents (1 to MaxOpponents) random
// hands with dead out of the deck, on workers goroutines (0: every core).
// With no dead card it reads the embedded chart and returns at once.
func New(opponents int, dead []engine.Card, workers int) (*Chart, error) {
	if opponents < 1 || opponents > MaxOpponents {
		return nil, fmt.Errorf("opponents must be 1 to %d, got %d", MaxOpponents, opponents)
	}
	deadSet, err := checkDead(dead)
	if err != nil {
		return nil, err
	}
	if len(dead) == 0 {
		if c, err := embedded(opponents); err == nil {
			return c, nil
		}
	}
	return compute(opponents, dead, deadSet, Trials, workers)
}

// checkDead refuses a card given twice or so many dead cards that the
// hands could not be dealt.
func checkDead(dead []engine.Card) (engine.CardSet, error) {
	var s engine.CardSet
	for _, c := range dead {
		if s.Has(c) {
			return 0, fmt.Errorf("%s is dead twice; there is one of each card", c)
		}
		s |= c.Bit()
	}
	if len(dead) > 20 {
		return 0, fmt.Errorf("%d dead cards; at most 20 (seven boards of three cards, less one)", len(dead))
	}
	return s, nil
}

func newChart(opponents int, dead []engine.Card, exact bool, trials int) *Chart {
	c := &Chart{Opponents: opponents, Dead: dead, Exact: exact, Trials: trials, index: map[engine.StartPattern]int{}}
	for i, p := range engine.StartPatterns() {
		c.index[p] = i
		c.Starts = append(c.Starts, Start{Pattern: p})
	}
	return c
}

// compute counts (heads-up) or samples every start.
func compute(opponents int, dead []engine.Card, deadSet engine.CardSet, trials, workers int) (*Chart, error) {
	c := newChart(opponents, dead, opponents == 1, trials)
	if c.Exact {
		c.Trials = 0
	}
	if workers < 1 {
		workers = 2 // as parallel takes it
	}
	// Against two opponents or more every start plays the same deals
	// (engine.SampleStarts) where the deck deals every hand its own cards.
	shared := !c.Exact && engine.StartsFit(deadSet, opponents)
	errs := make([]error, len(c.Starts))
	owns := make([][3]engine.Card, len(c.Starts))
	var hu *engine.HeadsUpCounter // heads-up, the starts share their counts
	if c.Exact {
		hu = engine.NewHeadsUpCounter(dead)
	}
	parallel(len(c.Starts), workers, func(i int) {
		s := &c.Starts[i]
		own, ok := s.Pattern.Cards(deadSet)
		if !ok {
			return
		}
		s.Possible = true
		s.Class = bots.StartClass(own)
		s.Eight = bots.EightOrBetter(own, deadSet)
		owns[i] = [3]engine.Card(own)
		switch {
		case c.Exact:
			s.Equity, errs[i] = hu.Equity(own)
			return
		case shared:
			return
		}
		r := engine.Runout{Hands: [][]engine.Card{own}, Dead: dead}
		for range opponents {
			r.Hands = append(r.Hands, nil)
		}
		res, err := r.Sample(trials, Seed, 1)
		if err != nil {
			errs[i] = err
			return
		}
		s.Equity, s.Interval = res.Hands[0].Equity, res.Hands[0].Margin
	})
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	if shared {
		var idx []int
		var starts [][3]engine.Card
		for i, s := range c.Starts {
			if s.Possible {
				idx, starts = append(idx, i), append(starts, owns[i])
			}
		}
		res, err := engine.SampleStarts(starts, deadSet, opponents, trials, Seed, workers)
		if err != nil {
			return nil, err
		}
		for k, i := range idx {
			c.Starts[i].Equity, c.Starts[i].Interval = res[k].Equity, res[k].Margin
		}
	}
	return c, nil
}

// parallel runs f(0..n-1) on workers goroutines (0: two, the cores a
// small machine has).
func parallel(n, workers int, f func(int)) {
	if workers < 1 {
		workers = 2
	}
	var wg sync.WaitGroup
	next := make(chan int)
	for range workers {
		wg.Go(func() {
			for i := range next {
				f(i)
			}
		})
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
}

// The embedded chart: one line a start and number of opponents,
// "opponents<TAB>pattern<TAB>equity<TAB>interval", the pattern lowest
// first ("A23"), after '#' comment lines.
var (
	embedOnce sync.Once
	embedded7 [MaxOpponents + 1]map[engine.StartPattern][2]float64
	embedErr  error
)

// The class and eight-or-better chance of each start with no card dead,
// which no number of opponents changes: worked out once (455 counts of
// the chances, some tens of milliseconds) rather than for every chart
// the Starts screen or `razz starts` opens.
var (
	liveOnce  sync.Once
	liveStart map[engine.StartPattern]liveFacts
)

type liveFacts struct {
	class bots.Class
	eight float64
}

func live(p engine.StartPattern) liveFacts {
	liveOnce.Do(func() {
		liveStart = map[engine.StartPattern]liveFacts{}
		for _, p := range engine.StartPatterns() {
			own, _ := p.Cards(0)
			liveStart[p] = liveFacts{bots.StartClass(own), bots.EightOrBetter(own, 0)}
		}
	})
	return liveStart[p]
}

func parseEmbedded() {
	for n := range embedded7 {
		embedded7[n] = map[engine.StartPattern][2]float64{}
	}
	sc := bufio.NewScanner(strings.NewReader(assets.Starts))
	line := 0
	for sc.Scan() {
		line++
		t := sc.Text()
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		f := strings.Split(t, "\t")
		if len(f) != 4 {
			embedErr = fmt.Errorf("assets/starts.tsv line %d: %d fields, want 4", line, len(f))
			return
		}
		n, err1 := strconv.Atoi(f[0])
		p, err2 := parsePattern(f[1])
		eq, err3 := strconv.ParseFloat(f[2], 64)
		iv, err4 := strconv.ParseFloat(f[3], 64)
		if err1 != nil || err2 != nil || err3 != nil || err4 != nil || n < 1 || n > MaxOpponents {
			embedErr = fmt.Errorf("assets/starts.tsv line %d: %q", line, t)
			return
		}
		embedded7[n][p] = [2]float64{eq, iv}
	}
}

func parsePattern(s string) (engine.StartPattern, error) {
	var p engine.StartPattern
	if len(s) != 3 {
		return p, fmt.Errorf("pattern %q", s)
	}
	for i := range 3 {
		c, err := engine.ParseCard(s[i:i+1] + "s")
		if err != nil {
			return p, err
		}
		p[i] = c.Rank()
	}
	return p, nil
}

// embedded is the chart against opponents with no card dead, from
// assets/starts.tsv; the classes and eight-or-better chances are worked
// out here (they are quick).
func embedded(opponents int) (*Chart, error) {
	embedOnce.Do(parseEmbedded)
	if embedErr != nil {
		return nil, embedErr
	}
	m := embedded7[opponents]
	if len(m) != 455 {
		return nil, fmt.Errorf("assets/starts.tsv: %d starts against %d opponents, want 455", len(m), opponents)
	}
	trials := EmbeddedTrials
	if opponents == 1 {
		trials = 0
	}
	c := newChart(opponents, nil, opponents == 1, trials)
	for i := range c.Starts {
		s := &c.Starts[i]
		v, f := m[s.Pattern], live(s.Pattern)
		s.Possible, s.Equity, s.Interval = true, v[0], v[1]
		s.Class, s.Eight = f.class, f.eight
	}
	return c, nil
}

// Cell is the start of a down pair and a door card.
func (c *Chart) Cell(down [2]engine.Rank, door engine.Rank) Start {
	return c.Of(down[0], down[1], door)
}

// Shade is an equity's step on the chart's scale, 0 (the worst starts) to
// 9 (the best), by the equity a fair share (1 / players) stands for: 5 and
// up win more than their share.
func (c *Chart) Shade(equity float64) int {
	fair := 1 / float64(c.Opponents+1)
	// 0 at no equity, 5 at the fair share, 9 at twice it (or all of it).
	top := min(1, 2*fair)
	var x float64
	if equity < fair {
		x = 5 * equity / fair
	} else {
		x = 5 + 4*(equity-fair)/(top-fair)
	}
	return max(0, min(9, int(x)))
}

// Percent writes an equity as whole percent in two cells: " 7", "73",
// "99" (a start that cannot be dealt: "--").
func Percent(s Start) string {
	if !s.Possible {
		return "--"
	}
	p := int(s.Equity*100 + 0.5)
	return fmt.Sprintf("%2d", min(p, 99))
}
