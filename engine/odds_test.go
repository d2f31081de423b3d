package engine

import (
	"math"
	"testing"
)

type oddsVector struct {
	Cards    string             `json:"cards"`
	Dead     string             `json:"dead"`
	Outcomes uint64             `json:"outcomes"`
	Made     map[string]float64 `json:"made"`
}

// TestOddsVectors: every line of the shared vectors, to the ten decimals
// they are written with.
func TestOddsVectors(t *testing.T) {
	t.Parallel()
	n := readJSONL(t, "odds.jsonl", func(line int, v oddsVector) {
		o, err := Odds(eqCards(t, v.Cards), eqCards(t, v.Dead))
		if err != nil {
			t.Fatalf("line %d: %v", line, err)
		}
		if o.Outcomes != v.Outcomes {
			t.Errorf("line %d: %d outcomes, want %d", line, o.Outcomes, v.Outcomes)
		}
		if len(v.Made) != 10 {
			t.Fatalf("line %d: %d entries in made", line, len(v.Made))
		}
		for i := range 10 {
			want, ok := v.Made[OddsLabel(i)]
			if !ok {
				t.Fatalf("line %d: no %q in made", line, OddsLabel(i))
			}
			if got := o.Made(i); math.Abs(got-want) > 6e-11 {
				t.Errorf("line %d (%s / dead %s): %s %.10f, want %.10f", line, v.Cards, v.Dead, OddsLabel(i), got, want)
			}
		}
	})
	if n != 40 {
		t.Errorf("%d vectors, want 40", n)
	}
}

// TestOddsCaro: Mike Caro's published third-street figures for A-2-3.
func TestOddsCaro(t *testing.T) {
	t.Parallel()
	o, err := Odds(eqCards(t, "As 2h 3d"), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		top  int
		want float64
	}{{0, 7.15}, {2, 33.25}, {3, 48.27}} {
		if got := 100 * o.OrBetter(c.top); math.Abs(got-c.want) > 0.005 {
			t.Errorf("%s or better: %.3f%%, want %.2f%%", OddsLabel(c.top), got, c.want)
		}
	}
	// Dead low cards can only lower the chance of a good low.
	d, err := Odds(eqCards(t, "As 2h 3d"), eqCards(t, "4c 5d 6h"))
	if err != nil {
		t.Fatal(err)
	}
	for top := range 8 {
		if d.OrBetter(top) >= o.OrBetter(top) {
			t.Errorf("%s or better with dead 4-5-6: %.4f, no dead: %.4f", OddsLabel(top), d.OrBetter(top), o.OrBetter(top))
		}
	}
}

func TestOddsRefusals(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ known, dead string }{
		{"", ""},
		{"As 2s 3s 4s 5s 6s 7s 8s", ""},
		{"As 2s 3s", "2s"},
	} {
		if _, err := Odds(eqCards(t, c.known), eqCards(t, c.dead)); err == nil {
			t.Errorf("%q dead %q: no error", c.known, c.dead)
		}
	}
	// 45 dead cards leave four unseen: a three-card hand can still finish.
	all := FullDeck.Cards()
	if _, err := Odds(all[:3], all[3:48]); err != nil {
		t.Errorf("four unseen cards for four to come: %v", err)
	}
	if _, err := Odds(all[:3], all[3:49]); err == nil {
		t.Error("three unseen cards for four to come: no error")
	}
}

// BenchmarkOddsThird: razz odds on three cards. Goal: under 5 ms.
func BenchmarkOddsThird(b *testing.B) {
	known := eqCards(b, "As 2h 3d")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Odds(known, nil); err != nil {
			b.Fatal(err)
		}
	}
}
