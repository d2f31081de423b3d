package engine

import "testing"

func benchRunout(b testing.TB, hands ...string) Runout {
	var r Runout
	for _, h := range hands {
		r.Hands = append(r.Hands, eqCards(b, h))
	}
	return r
}

// BenchmarkEquityExactHeadsUpThird: As2h3d against KcQdJs, every one of the
// 18.3 billion run-outs, on one core. Goal: under 110 ms (ps-eval: 614 s).
func BenchmarkEquityExactHeadsUpThird(b *testing.B) {
	r := benchRunout(b, "As 2h 3d", "Kc Qd Js")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := r.Exact(1); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkEquityExactThreeWayFifth: As2d4d9c7s / Ad3c6h8sKd / 2s4s5c7dQh,
// exact, on one core. Goal: under 25 ms (ps-eval: 8.9 s).
func BenchmarkEquityExactThreeWayFifth(b *testing.B) {
	r := benchRunout(b, "As 2d 4d 9c 7s", "Ad 3c 6h 8s Kd", "2s 4s 5c 7d Qh")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := r.Exact(1); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkEquitySampleThreeWayThird: trials a second on one core for
// As2h3d / 4c5d6s / 7h8cKd on third street. Goal: 20 million or more.
func BenchmarkEquitySampleThreeWayThird(b *testing.B) {
	r := benchRunout(b, "As 2h 3d", "4c 5d 6s", "7h 8c Kd")
	p, err := r.plan()
	if err != nil {
		b.Fatal(err)
	}
	var acc sampleCounts
	seed := uint64(1)
	b.ReportAllocs()
	for b.Loop() {
		p.sampleChunk(SampleChunk, chunkSeed(1, seed), &acc)
		seed++
	}
	b.ReportMetric(float64(b.N)*SampleChunk/b.Elapsed().Seconds()/1e6, "Mtrials/s")
}

// BenchmarkHint: the coach's quick answer on the slowest spots of each
// kind, on one core. Goal: under 50 ms each.
func BenchmarkHint(b *testing.B) {
	for _, c := range []struct {
		name  string
		hands []string
	}{
		{"HeadsUpThirdLearnerView", []string{"As 2h 3d", "Kc"}},
		{"HeadsUpFourthLearnerView", []string{"As 2h 3d 4c", "Kc Qd"}},
		{"ThreeWayFourth", []string{"As 2h 3d 9s", "4c 5d", "7h 8c"}},
		{"EightWayThird", []string{"As 2h 3d", "4c", "5d", "6s", "7h", "8c", "Kd", "Qs"}},
		{"EightWayFifth", []string{"As 2h 3d 4c 5d", "6s 7h 8c", "9d Ts Jh", "Qc Kd Ah", "2c 3c 4d", "5s 6h 7d", "8s 9h Tc", "Js Qh Kc"}},
	} {
		r := benchRunout(b, c.hands...)
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := r.Hint(1); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkExactCost: the price of asking whether to count a spot exactly
// (the coach asks at every hint), six-handed on third street.
func BenchmarkExactCost(b *testing.B) {
	r := benchRunout(b, "As 2h 3d", "4c", "5d", "6s", "7h", "Kd")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := r.ExactCost(); err != nil {
			b.Fatal(err)
		}
	}
}
