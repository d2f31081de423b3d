package engine

import (
	"encoding/json"
	"math/rand/v2"
	"testing"
	"time"
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
	hands := benchHands(b)
	var buf []byte
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		buf = hands[i%len(hands)].AppendLog(buf[:0], LogMeta{Seed: 1, Hand: i})
	}
}

// BenchmarkParseLog: one six-handed hand-log line read back (what the
// history, the import and every review do for each hand they read), and
// BenchmarkParseLogJSON the same line read by encoding/json, the reader
// ParseLog used before DecodeLog.
func BenchmarkParseLog(b *testing.B) {
	lines := benchLogLines(b)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if _, err := ParseLog(lines[i%len(lines)]); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkParseLogJSON(b *testing.B) {
	lines := benchLogLines(b)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		var l HandLog
		if err := json.Unmarshal(lines[i%len(lines)], &l); err != nil {
			b.Fatal(err)
		}
	}
}

// benchHands are 64 finished six-handed hands of random legal actions.
func benchHands(b *testing.B) []*Hand {
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
	return hands
}

// benchLogLines are benchHands' log lines, as the table saves them.
func benchLogLines(b *testing.B) [][]byte {
	var lines [][]byte
	for i, h := range benchHands(b) {
		m := LogMeta{Seed: uint64(i) * 0x9e3779b97f4a7c15, Hand: i + 1, Time: time.Unix(1.8e9, 0), Hero: 1,
			Bots: map[int]string{2: "rock", 3: "station", 4: "maniac", 5: "grinder"}, Mistakes: map[int]float64{2: 0.05, 3: 0.05, 4: 0.05, 5: 0.05}}
		lines = append(lines, h.AppendLog(nil, m))
	}
	return lines
}
