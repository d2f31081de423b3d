package engine

import (
	"math"
	"math/rand/v2"
	"testing"
)

func eqCards(t testing.TB, s string) []Card {
	t.Helper()
	if s == "" {
		return nil
	}
	cs, err := ParseCards(s)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

func TestEquityFixedSpots(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name     string
		own      string
		opp      []Opponent
		dead     string
		min, max float64
	}{
		{"made wheel scoops", "As 2d 3c 4h 5s Kd Kc", []Opponent{{eqCards(t, "6s 7h 8d 9c"), 3}}, "", 1, 1},
		{"paired board against a made wheel-draw loses", "Kd Kc Ks Qd Qc Qs Jd", []Opponent{{eqCards(t, "As 2s 3s 4s"), 3}}, "", 0, 0},
		{"three to a wheel beats three kings", "As 2d 3c", []Opponent{{eqCards(t, "Kh"), 2}}, "Kd Ks", 0.55, 0.95},
		{"mirror boards split about evenly", "As 2d 3c 4h", []Opponent{{eqCards(t, "Ah 2h 3h 4d"), 3}}, "", 0.35, 0.65},
		{"a brick-heavy board is behind a smooth one", "Ks Qd 3c Jh", []Opponent{{eqCards(t, "Ac 2c 4d 5h"), 3}}, "", 0, 0.2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := Spot{Own: eqCards(t, tc.own), Opponents: tc.opp, Dead: SetOf(eqCards(t, tc.dead)...)}
			e := s.Equity(rand.New(rand.NewPCG(1, 2)), 2000)
			if e < tc.min || e > tc.max {
				t.Errorf("equity %.3f, want %.2f..%.2f", e, tc.min, tc.max)
			}
		})
	}
}

// TestEquityMatchesEnumeration: on seventh street against one opponent
// with three unknown cards the exact share can be counted; the estimate
// must be close to it.
func TestEquityMatchesEnumeration(t *testing.T) {
	t.Parallel()
	own := eqCards(t, "8s 6d 4c 2h Ks 9d 3h")
	up := eqCards(t, "7c 5h Qd 2d")
	dead := SetOf(eqCards(t, "Ah Jc Tc 5s")...)
	known := SetOf(own...) | SetOf(up...) | dead
	var pool []Card
	for c := Card(0); c < NumCards; c++ {
		if !known.Has(c) {
			pool = append(pool, c)
		}
	}
	mine := SetOf(own...).Low()
	exact, count := 0.0, 0
	for i := range pool {
		for j := i + 1; j < len(pool); j++ {
			for k := j + 1; k < len(pool); k++ {
				l := (SetOf(up...) | pool[i].Bit() | pool[j].Bit() | pool[k].Bit()).Low()
				switch {
				case mine < l:
					exact++
				case mine == l:
					exact += 0.5
				}
				count++
			}
		}
	}
	exact /= float64(count)
	s := Spot{Own: own, Opponents: []Opponent{{up, 3}}, Dead: dead}
	got := s.Equity(rand.New(rand.NewPCG(3, 4)), 20000)
	if math.Abs(got-exact) > 0.015 {
		t.Errorf("estimate %.4f, exact %.4f", got, exact)
	}
}

func TestEquityDeterministicAndBounded(t *testing.T) {
	t.Parallel()
	s := Spot{Own: eqCards(t, "As 5d 7c 2h"), Opponents: []Opponent{
		{eqCards(t, "3s 4s"), 2}, {eqCards(t, "Kc 6h"), 2}, {eqCards(t, "8d 8h"), 2}}, LowDown: 0.6}
	a := s.Equity(rand.New(rand.NewPCG(9, 9)), 500)
	b := s.Equity(rand.New(rand.NewPCG(9, 9)), 500)
	if a != b {
		t.Fatalf("same source, different answers: %v %v", a, b)
	}
	if a <= 0 || a >= 1 {
		t.Fatalf("equity %v outside (0,1)", a)
	}
	if s.Equity(rand.New(rand.NewPCG(9, 9)), 0) != 0 {
		t.Error("no samples should give 0")
	}
}

// TestEquityLowDownFavoursOpponents: assuming the opponents hold low hole
// cards can only lower the player's share.
func TestEquityLowDownFavoursOpponents(t *testing.T) {
	t.Parallel()
	s := Spot{Own: eqCards(t, "As 4d 7c 2h"), Opponents: []Opponent{{eqCards(t, "3s 6s"), 2}, {eqCards(t, "5c 6h"), 2}}}
	random := s.Equity(rand.New(rand.NewPCG(5, 6)), 4000)
	s.LowDown = 0.9
	low := s.Equity(rand.New(rand.NewPCG(5, 6)), 4000)
	if low >= random-0.02 {
		t.Errorf("with low hole cards assumed the share should drop: random %.3f, low %.3f", random, low)
	}
}

// TestEquityShortDeck: eight players on fourth street need more cards
// than the deck holds; the estimate still works and stays a share.
func TestEquityShortDeck(t *testing.T) {
	t.Parallel()
	own := eqCards(t, "As 2s 3s 4s")
	var opps []Opponent
	rest := FullDeck &^ SetOf(own...)
	cs := rest.Cards()
	for i := range 7 {
		opps = append(opps, Opponent{cs[i*2 : i*2+2], 2})
	}
	e := Spot{Own: own, Opponents: opps}.Equity(rand.New(rand.NewPCG(1, 1)), 300)
	if e < 0 || e > 1 || math.IsNaN(e) {
		t.Fatalf("equity %v", e)
	}
}

func FuzzEquity(f *testing.F) {
	f.Add(uint64(1), uint8(3), uint8(2), uint8(4))
	f.Fuzz(func(t *testing.T, seed uint64, nOpp, nOwn, nUp uint8) {
		r := rand.New(rand.NewPCG(seed, 7))
		deck := NewDeckFrom(r)
		take := func(n int) []Card {
			var out []Card
			for range n {
				if c, ok := deck.Deal(); ok {
					out = append(out, c)
				}
			}
			return out
		}
		s := Spot{Own: take(int(nOwn%8) + 0), LowDown: float64(seed%10) / 10}
		for range int(nOpp%8) + 1 {
			up := int(nUp % 5)
			s.Opponents = append(s.Opponents, Opponent{take(up), int(seed % 4)})
		}
		e := s.Equity(r, 50)
		if e < 0 || e > 1 || math.IsNaN(e) {
			t.Fatalf("equity %v for %+v", e, s)
		}
	})
}

func BenchmarkEquity(b *testing.B) {
	s := Spot{Own: eqCards(b, "As 5d 7c 2h"), Opponents: []Opponent{
		{eqCards(b, "3s 4s"), 2}, {eqCards(b, "Kc 6h"), 2}}, LowDown: 0.5}
	r := rand.New(rand.NewPCG(1, 2))
	b.ReportAllocs()
	for b.Loop() {
		s.Equity(r, 100)
	}
}

// BenchmarkEquityFew: a spot as a bot's quick estimate asks it, a third of
// its 24 deals at a time (most calls), fifth street three-handed.
func BenchmarkEquityFew(b *testing.B) {
	s := Spot{Own: eqCards(b, "As 5d 7c 2h 9s"), Opponents: []Opponent{
		{eqCards(b, "3s 4s Qd"), 2}, {eqCards(b, "Kc 6h 8d"), 2}}, Dead: SetOf(eqCards(b, "Jc Th")...), LowDown: 0.5}
	r := rand.New(rand.NewPCG(1, 2))
	b.ReportAllocs()
	for b.Loop() {
		s.Equity(r, 8)
	}
}
