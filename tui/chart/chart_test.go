package chart

import (
	"flag"
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"

	"razz/assets"
	"razz/engine"
)

var update = flag.Bool("update", false, "remake assets/starts.tsv from the engine")

// TestEmbeddedTable checks assets/starts.tsv against the engine: every
// start against every number of opponents is there, the heads-up column is
// the exact count (a spread of starts; all of them without -short takes a
// few seconds), and the sampled columns agree with a fresh sample from
// another seed within their intervals. With -update it remakes the file.
func TestEmbeddedTable(t *testing.T) {
	if *update {
		writeEmbedded(t)
		return
	}
	for n := 1; n <= MaxOpponents; n++ {
		c, err := embedded(n)
		if err != nil {
			t.Fatal(err)
		}
		step := 13 // every start's equity comes from the engine's code: a table made otherwise is off everywhere
		if testing.Short() {
			step = 41
		}
		for i := 0; i < len(c.Starts); i += step {
			s := c.Starts[i]
			own, _ := s.Pattern.Cards(0)
			if n == 1 {
				want, err := engine.NewHeadsUpCounter(nil).Equity(own)
				if err != nil {
					t.Fatal(err)
				}
				if math.Abs(s.Equity-want) > 1e-6 || s.Interval != 0 {
					t.Errorf("heads-up %s: table %.6f ± %g, engine %.6f", s.Pattern, s.Equity, s.Interval, want)
				}
				continue
			}
			if i%(step*8) != 0 {
				continue
			}
			r := engine.Runout{Hands: [][]engine.Card{own}}
			for range n {
				r.Hands = append(r.Hands, nil)
			}
			res, err := r.Sample(100_000, 99, 1)
			if err != nil {
				t.Fatal(err)
			}
			got := res.Hands[0]
			if d := math.Abs(got.Equity - s.Equity); d > 1.5*(got.Margin+s.Interval) {
				t.Errorf("%d opponents, %s: table %.4f ± %.4f, a new sample %.4f ± %.4f", n, s.Pattern, s.Equity, s.Interval, got.Equity, got.Margin)
			}
		}
	}
}

func writeEmbedded(t *testing.T) {
	var b strings.Builder
	b.WriteString("# razz starting-hand chart, no card dead: made by `go generate ./tui/chart`, checked by its test.\n")
	fmt.Fprintf(&b, "# opponents\tstart (lowest first)\tequity\t95%% half-width (0: exact; else %d deals, seed %d)\n", EmbeddedTrials, Seed)
	for n := 1; n <= MaxOpponents; n++ {
		c, err := compute(n, nil, 0, EmbeddedTrials, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range c.Starts {
			p := s.Pattern
			fmt.Fprintf(&b, "%d\t%s%s%s\t%.6f\t%.6f\n", n, p[0], p[1], p[2], s.Equity, s.Interval)
		}
	}
	tmp := "../../assets/starts.tsv.tmp"
	if err := os.WriteFile(tmp, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(tmp, "../../assets/starts.tsv"); err != nil {
		t.Fatal(err)
	}
}

// TestEightOrBetterBruteForce: the chart's eight-or-better chance is the
// share of the four-card run-outs, dealt card by card from the 49 (less the
// dead), whose best low is an eight or better.
func TestEightOrBetterBruteForce(t *testing.T) {
	dead := cards(t, "4c 4d 6h")
	c, err := compute(2, dead, engine.SetOf(dead...), 100, 0) // few deals: only the eight-or-better chance is read
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []engine.StartPattern{{engine.Ace, engine.Two, engine.Three}, {engine.Two, engine.Two, engine.Seven}, {engine.Five, engine.Nine, engine.King}} {
		own, _ := p.Cards(engine.SetOf(dead...))
		known := engine.SetOf(own...) | engine.SetOf(dead...)
		var deck []engine.Card
		for x := engine.Card(0); x < engine.NumCards; x++ {
			if !known.Has(x) {
				deck = append(deck, x)
			}
		}
		eight := engine.SetOf(cards(t, "8s 7s 6s 5s 4s")...).Low()
		var good, all int
		for a := range deck {
			for b := a + 1; b < len(deck); b++ {
				for d := b + 1; d < len(deck); d++ {
					for e := d + 1; e < len(deck); e++ {
						h := engine.SetOf(own...) | deck[a].Bit() | deck[b].Bit() | deck[d].Bit() | deck[e].Bit()
						all++
						if h.Low() <= eight {
							good++
						}
					}
				}
			}
		}
		got := c.Of(p[0], p[1], p[2]).Eight
		if want := float64(good) / float64(all); math.Abs(got-want) > 1e-12 {
			t.Errorf("%s: chart %.6f, brute force %.6f", p, got, want)
		}
	}
}

// TestSampledHeadsUpCoversExact: a sampled heads-up start lands within its
// interval of the exact count, so the intervals mean what they say.
func TestSampledHeadsUpCoversExact(t *testing.T) {
	exact, err := New(1, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []engine.StartPattern{{engine.Ace, engine.Two, engine.Three}, {engine.Six, engine.Six, engine.Queen}} {
		own, _ := p.Cards(0)
		res, err := engine.Runout{Hands: [][]engine.Card{own, nil}}.Sample(Trials, Seed, 1)
		if err != nil {
			t.Fatal(err)
		}
		e := exact.Of(p[0], p[1], p[2]).Equity
		if h := res.Hands[0]; math.Abs(h.Equity-e) > h.Margin {
			t.Errorf("%s: sampled %.4f ± %.4f, exact %.4f", p, h.Equity, h.Margin, e)
		}
	}
}

func TestDeadCardsChangeTheChart(t *testing.T) {
	dead := cards(t, "Ac Ad Ah 2c")
	c, err := New(2, dead, 0)
	if err != nil {
		t.Fatal(err)
	}
	clean, _ := New(2, nil, 0)
	a2 := func(c *Chart) Start { return c.Of(engine.Ace, engine.Two, engine.Three) }
	// The opponents lose the low cards more than A-2-3 does: its equity
	// rises, by more than the intervals.
	if d, m := a2(c).Equity-a2(clean).Equity, a2(c).Interval+a2(clean).Interval; d <= m {
		t.Errorf("A23 with three aces and a deuce dead: %.4f, clean %.4f (margins %.4f)", a2(c).Equity, a2(clean).Equity, m)
	}
	if c.Of(engine.Ace, engine.Ace, engine.Two).Possible {
		t.Error("A-A-2 dealt with three aces dead")
	}
	if !strings.Contains(c.Method(), "4 dead cards") || !strings.Contains(c.Method(), "sampled") {
		t.Errorf("method %q", c.Method())
	}
	if m := newChart(2, dead[:1], false, Trials).Method(); !strings.Contains(m, ", 1 dead card out of the deck") {
		t.Errorf("one card dead: method %q", m)
	}
	if _, err := New(1, []engine.Card{cards(t, "As")[0], cards(t, "As")[0]}, 0); err == nil {
		t.Error("a card dead twice was taken")
	}
	if _, err := New(8, nil, 0); err == nil {
		t.Error("8 opponents taken")
	}
}

func TestEmbeddedFileHasComments(t *testing.T) {
	if !strings.HasPrefix(assets.Starts, "# razz starting-hand chart") {
		t.Error("assets/starts.tsv does not say how it was made")
	}
}

func cards(t testing.TB, s string) []engine.Card {
	t.Helper()
	cs, err := engine.ParseCards(s)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

// BenchmarkDeadCardChart: a chart with three aces dead against two and
// against three random hands, on one goroutine (the Starts screen and
// `razz starts --dead` compute one each time the dead cards change).
func BenchmarkDeadCardChart(b *testing.B) {
	dead := cards(b, "Ac Ad Ah")
	for _, n := range []int{2, 3} {
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			for b.Loop() {
				if _, err := New(n, dead, 1); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// The chart's method says when the deck runs short and seventh street is
// one community card (seven opponents, or six with four cards dead), as
// the rules deal it: the note said "dealt to seven cards" alone.
func TestMethodSaysTheCommunityCard(t *testing.T) {
	dead, _ := engine.ParseCards("Ac Ad Ah As")
	for _, c := range []struct {
		chart Chart
		says  bool
	}{
		{Chart{Opponents: 7, Trials: 1000}, true},
		{Chart{Opponents: 6, Trials: 1000}, false},
		{Chart{Opponents: 6, Trials: 1000, Dead: dead}, true},
		{Chart{Opponents: 1, Exact: true, Dead: dead}, false},
	} {
		if got := strings.Contains(c.chart.Method(), "community card"); got != c.says {
			t.Errorf("%d opponents, %d dead: %q", c.chart.Opponents, len(c.chart.Dead), c.chart.Method())
		}
	}
}
