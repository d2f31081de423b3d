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

// TestHeadsUpVsRandomMatchesExact: the rank-by-rank count agrees with
// Runout.Exact, which lists every pair of hands, on starts of every shape
// (three lows, a pair, trips, high cards) with and without dead cards.
func TestHeadsUpVsRandomMatchesExact(t *testing.T) {
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
		got, err := HeadsUpVsRandom(own, dead)
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

func BenchmarkHeadsUpVsRandom(b *testing.B) {
	own := eqCards(b, "As 2h 3d")
	for b.Loop() {
		if _, err := HeadsUpVsRandom(own, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkHeadsUpChart: the heads-up column of the starts chart, all 455
// patterns exactly, on one core.
func BenchmarkHeadsUpChart(b *testing.B) {
	for b.Loop() {
		for _, p := range StartPatterns() {
			own, _ := p.Cards(0)
			if _, err := HeadsUpVsRandom(own, nil); err != nil {
				b.Fatal(err)
			}
		}
	}
}
