package engine

import (
	"math/rand/v2"
	"testing"
)

// BenchmarkHand: one six-handed hand from shuffle to award, with random
// legal actions and no log.
func BenchmarkHand(b *testing.B) {
	t := NewTable(nil, []int{1000, 1000, 1000, 1000, 1000, 1000}, DefaultStakes, DefaultRules)
	r := rand.New(rand.NewPCG(1, 2))
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		h, err := NewHand(t, DeckDealer{NewDeckFrom(r)})
		if err != nil {
			b.Fatal(err)
		}
		for !h.Done() {
			legal := h.Legal()
			if err := h.Apply(legal[r.IntN(len(legal))].Action()); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkAppendLog: one finished six-handed hand written as a hand-log
// line by the fast writer (what sim --json and the history save do).
func BenchmarkAppendLog(b *testing.B) {
	t := NewTable([]string{"You", "Rita (Rock)", "Stan (Station)", "Max (Maniac)", "Greta (Grinder)", "Sue"},
		[]int{1000, 1000, 1000, 1000, 1000, 1000}, DefaultStakes, DefaultRules)
	r := rand.New(rand.NewPCG(1, 2))
	var hands []*Hand
	for range 64 {
		h, err := NewHand(t, DeckDealer{NewDeckFrom(r)})
		if err != nil {
			b.Fatal(err)
		}
		for !h.Done() {
			legal := h.Legal()
			h.Apply(legal[r.IntN(len(legal))].Action())
		}
		hands = append(hands, h)
	}
	var buf []byte
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		buf = hands[i%len(hands)].AppendLog(buf[:0], LogMeta{Seed: 1, Hand: i})
	}
}
