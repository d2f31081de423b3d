package engine

import (
	"math"
	"testing"
)

func TestStartPatterns(t *testing.T) {
	t.Parallel()
	ps := StartPatterns()
	if len(ps) != 455 {
		t.Fatalf("%d patterns, want 455", len(ps))
	}
	seen := map[StartPattern]bool{}
	for _, p := range ps {
		if p[0] > p[1] || p[1] > p[2] || seen[p] {
			t.Fatalf("pattern %v out of order or twice", p)
		}
		seen[p] = true
	}
	if got := ps[1].String(); got != "2-A-A" {
		t.Errorf("second pattern %q, want 2-A-A", got)
	}
}

// headsUp is own's exact equity against one random hand, dead out, on a
// counter of its own (no counts shared with another start).
func headsUp(own, dead []Card) (float64, error) { return NewHeadsUpCounter(dead).Equity(own) }

// TestHeadsUpMatchesExact: the rank-by-rank count agrees with
// Runout.Exact, which lists every pair of hands, on starts of every shape
// (three lows, a pair, trips, high cards) with and without dead cards.
func TestHeadsUpMatchesExact(t *testing.T) {
	t.Parallel()
	cases := []struct{ own, dead string }{
		{"As 2h 3d", ""},
		{"Kc Kd Ks", ""},
		{"As Ah 2d", "3c 4c"},
		{"7s 4h Td", "As Ad 2c 5h 5s"},
		{"8s 8h 8d 2c", ""},
	}
	if testing.Short() {
		cases = cases[:2]
	}
	for _, c := range cases {
		own := eqCards(t, c.own)
		var dead []Card
		if c.dead != "" {
			dead = eqCards(t, c.dead)
		}
		got, err := headsUp(own, dead)
		if err != nil {
			t.Fatal(err)
		}
		want, err := Runout{Hands: [][]Card{own, nil}, Dead: dead}.Exact(0)
		if err != nil {
			t.Fatal(err)
		}
		if math.Abs(got-want.Hands[0].Equity) > 1e-12 {
			t.Errorf("%s dead %q: %.12f, Exact says %.12f", c.own, c.dead, got, want.Hands[0].Equity)
		}
	}
}

// TestHeadsUpCounterIsEach: a chart's counter, its counts shared by all
// 455 starts on the same dead cards, gives each start what it gives on
// its own, to the bit (the same integers, added in the same order).
func TestHeadsUpCounterIsEach(t *testing.T) {
	t.Parallel()
	// With no card dead, the chart's test holds the counter to the table
	// in assets/starts.tsv (tui/chart).
	for _, d := range []string{"Ac Ad Ah 5s 9h"} {
		var dead []Card
		if d != "" {
			dead = eqCards(t, d)
		}
		h := NewHeadsUpCounter(dead)
		var owns [][]Card
		var got []float64
		for _, p := range StartPatterns() {
			own, ok := p.Cards(SetOf(dead...))
			if !ok {
				continue
			}
			eq, err := h.Equity(own)
			if err != nil {
				t.Fatal(err)
			}
			owns, got = append(owns, own), append(got, eq)
		}
		// Each start alone takes a hundredth of a second: every 80th, and
		// as many from the last (most of their counts were kept from
		// other starts).
		for i := 0; i < len(owns); i += 80 {
			for _, k := range []int{i, len(owns) - 1 - i} {
				want, err := headsUp(owns[k], dead)
				if err != nil {
					t.Fatal(err)
				}
				if got[k] != want {
					t.Errorf("dead %q, %v: the counter says %.15f, alone %.15f", d, owns[k], got[k], want)
				}
			}
		}
	}
}

func BenchmarkHeadsUp(b *testing.B) {
	own := eqCards(b, "As 2h 3d")
	for b.Loop() {
		if _, err := headsUp(own, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkHeadsUpChart: the heads-up column of the starts chart, all 455
// patterns exactly, on one core, each start on a counter of its own
// and as the chart counts them (one HeadsUpCounter), with no card dead and
// with three aces dead.
func BenchmarkHeadsUpChart(b *testing.B) {
	for _, bc := range []struct {
		name string
		dead string
	}{{"none-dead", ""}, {"aces-dead", "Ac Ad Ah"}} {
		var dead []Card
		if bc.dead != "" {
			dead = eqCards(b, bc.dead)
		}
		var owns [][]Card
		for _, p := range StartPatterns() {
			if own, ok := p.Cards(SetOf(dead...)); ok {
				owns = append(owns, own)
			}
		}
		b.Run(bc.name+"/each", func(b *testing.B) {
			for b.Loop() {
				for _, own := range owns {
					if _, err := headsUp(own, dead); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
		b.Run(bc.name+"/counter", func(b *testing.B) {
			for b.Loop() {
				h := NewHeadsUpCounter(dead)
				for _, own := range owns {
					if _, err := h.Equity(own); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}
