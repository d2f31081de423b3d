package engine

import (
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"
)

func mustCards(t testing.TB, s string) []Card {
	t.Helper()
	cs, err := ParseCards(s)
	if err != nil {
		t.Fatalf("ParseCards(%q): %v", s, err)
	}
	return cs
}

func TestEvalVectors(t *testing.T) {
	t.Parallel()
	n := readJSONL(t, "eval.jsonl", func(line int, v struct {
		Cards string   `json:"cards"`
		Low   []string `json:"low"`
		Rank  int      `json:"rank"`
	}) {
		e, err := Evaluate(mustCards(t, v.Cards))
		if err != nil {
			t.Fatalf("line %d: %v", line, err)
		}
		if got := e.Low.Strings(); !slices.Equal(got, v.Low) || int(e.Low) != v.Rank {
			t.Errorf("line %d %s: got %v rank %d, want %v rank %d", line, v.Cards, got, e.Low, v.Low, v.Rank)
		}
	})
	if n != 2000 {
		t.Errorf("read %d lines, want 2000", n)
	}
}

func TestCompareVectors(t *testing.T) {
	t.Parallel()
	n := readJSONL(t, "compare.jsonl", func(line int, v struct{ A, B, Winner string }) {
		c := Compare(LowOf(mustCards(t, v.A)), LowOf(mustCards(t, v.B)))
		got := map[int]string{1: "a", -1: "b", 0: "tie"}[c.Winner]
		if got != v.Winner {
			t.Errorf("line %d: %s vs %s: got %s, want %s", line, v.A, v.B, got, v.Winner)
		}
	})
	if n != 1000 {
		t.Errorf("read %d lines, want 1000", n)
	}
}

// The twelve lows of the rules file, worst to best.
func TestSeedOrder(t *testing.T) {
	t.Parallel()
	hands := []string{"3s 3h 3d 5c 5s", "Ks Kh 4d 3c 2s", "2s 2h 7d 6c 5s", "As Ah Td 9c 8s",
		"Ks Qh Jd Tc 9s", "Ks Qh Jd Tc 7s", "9s 8h 7d 6c 5s", "9s 7h 6d 5c 3s", "9s 7h 6d 5c As",
		"6s 5h 4d 3c 2s", "6s 4h 3d 2c As", "5s 4h 3d 2c As"}
	for i := 1; i < len(hands); i++ {
		worse, better := LowOf(mustCards(t, hands[i-1])), LowOf(mustCards(t, hands[i]))
		if !(better < worse) {
			t.Errorf("%s (%d) should beat %s (%d)", hands[i], better, hands[i-1], worse)
		}
	}
	if LowOf(mustCards(t, "5s 4h 3d 2c As")) != 1 {
		t.Error("the wheel is not rank 1")
	}
	if l := LowOf(mustCards(t, "Ks Kh Kd Kc Qs")); l != NumLows {
		t.Errorf("K-K-K-K-Q is rank %d, want %d", l, NumLows)
	}
}

func TestEvalEdgeCases(t *testing.T) {
	t.Parallel()
	tests := []struct {
		cards, low, name string
		forced           bool
		out              string
	}{
		{"As 2d 3c 4h 5s Kd Kc", "5 4 3 2 A", "wheel", false, "Kd Kc left out: highest cards"},
		{"4s 5h 6d 8c 8s 9h Qd", "9 8 6 5 4", "nine-eight low", false, "8s left out: would pair; Qd left out: highest card"},
		{"8s 8h 9d 9c Qs Qh Kd", "8 8 K Q 9", "pair of eights", true, "9c Qh left out: would pair"},
		{"As Ah Ad Ks Kh Qs Qh", "Q Q A A K", "two pair, queens and aces", true, "Ad Kh left out: would pair"},
		{"Ks Kh Kd Kc Qs Qh Qd", "Q Q Q K K", "full house, queens full of kings", true, "Kd Kc left out: would pair"},
		{"7s 7h 7d 7c 2s 2h 2d", "2 2 2 7 7", "full house, twos full of sevens", true, "7d 7c left out: would pair"},
		{"7s 7h 7d 7c 2s 3h 4d", "7 7 4 3 2", "pair of sevens", true, "7d 7c left out: would pair"},
		{"7s 7h 7d 7c 2s", "7 7 7 7 2", "four sevens", true, ""},
		{"7s 7h 7d 2c 3s", "7 7 7 3 2", "three sevens", true, ""},
		{"7s 7h 7d 7c 2s 3h", "7 7 7 3 2", "three sevens", true, "7c left out: would pair"},
		{"3s 3h 2d 2c Ks", "3 3 2 2 K", "two pair, threes and twos", true, ""},
		{"8c 6d 4s 3h 2c", "8 6 4 3 2", "eight-six low", false, ""},
		{"Ks Qh Jd Tc 9s", "K Q J T 9", "king-queen low", false, ""},
	}
	for _, tc := range tests {
		e, err := Evaluate(mustCards(t, tc.cards))
		if err != nil {
			t.Fatal(err)
		}
		if e.Low.String() != tc.low || e.Low.Name() != tc.name || e.Forced != tc.forced || e.OutText() != tc.out {
			t.Errorf("%s: got %q %q forced=%v %q; want %q %q forced=%v %q", tc.cards,
				e.Low, e.Low.Name(), e.Forced, e.OutText(), tc.low, tc.name, tc.forced, tc.out)
		}
	}
}

func TestEvaluateRejects(t *testing.T) {
	t.Parallel()
	for _, s := range []string{"As 2s 3s 4s", "As 2s 3s 4s 5s 6s 7s 8s"} {
		if _, err := Evaluate(mustCards(t, s)); err == nil {
			t.Errorf("%s: no error", s)
		}
	}
	if _, err := Evaluate([]Card{1, 2, 3, 4, 1}); err == nil || !strings.Contains(err.Error(), "twice") {
		t.Errorf("duplicate: %v", err)
	}
}

func TestCompareReasons(t *testing.T) {
	t.Parallel()
	tests := []struct{ a, b, want string }{
		{"7h 5c 4d 2s As 9c Kd", "8c 6d 4s 3h 2c Qh Jd", "seven-five low beats eight-six low: from the top, 7 is lower than 8"},
		{"8c 6d 4s 3h 2c", "8s 7d 5s 2h Ac", "eight-six low beats eight-seven low: from the top, 8 = 8, then 6 is lower than 7"},
		{"8c 6d 4s 3h 2c", "8s 6h 4d 3c 2d", "split pot: both 8-6-4-3-2; suits never break a tie"},
		{"Kc Qd Js Th 9c", "2c 2d 3s 4h 5c", "king-queen low beats pair of twos: any unpaired low beats a one-pair hand"},
		{"4c 4d Ks Qh Jc", "Kc Kd 2s 3h 4d", "pair of fours beats pair of kings: the lower pair wins, 4 is lower than K"},
	}
	for _, tc := range tests {
		c := Compare(LowOf(mustCards(t, tc.a)), LowOf(mustCards(t, tc.b)))
		if got := c.Reason(); got != tc.want {
			t.Errorf("%s vs %s:\n got %q\nwant %q", tc.a, tc.b, got, tc.want)
		}
	}
}

// bruteLow is the best of the five-card subsets, each evaluated from its
// own rank counts: an independent check on the fast path's choice of five.
func bruteLow(cs []Card) Low {
	best := Low(0)
	n := len(cs)
	for m := 0; m < 1<<n; m++ {
		if popcount(m) != 5 {
			continue
		}
		var five []Card
		for i := 0; i < n; i++ {
			if m&(1<<i) != 0 {
				five = append(five, cs[i])
			}
		}
		l := fiveLow(five)
		if best == 0 || l < best {
			best = l
		}
	}
	return best
}

func popcount(m int) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}

// fiveLow ranks exactly five cards by finding in the table the low whose
// written form is this multiset (no choice of cards involved): the lows
// indexed by their written forms' rank counts once (lowsByCounts), where
// each call read the table through until it met its multiset.
func fiveLow(five []Card) Low {
	var cnt [NumRanks]int
	for _, c := range five {
		cnt[c.Rank()]++
	}
	return lowsByCounts()[cnt]
}

// lowsByCounts is every low, 1 to NumLows, by its written form's rank
// counts; a multiset written twice keeps its first (lowest) low, as the
// table's search found it.
var lowsByCounts = sync.OnceValue(func() map[[NumRanks]int]Low {
	m := make(map[[NumRanks]int]Low, NumLows)
	for l := Low(1); l <= NumLows; l++ {
		var c [NumRanks]int
		for _, r := range l.Written() {
			c[r]++
		}
		if _, ok := m[c]; !ok {
			m[c] = l
		}
	}
	return m
})

// Every one of the 49,205 rank multisets of seven cards (suits never matter)
// against brute force over its 21 five-card subsets.
func TestSevenCardsExhaustive(t *testing.T) {
	t.Parallel()
	// Index the lows by rank multiset once, so that the brute force is fast.
	byCounts := map[[NumRanks]int8]Low{}
	for l := Low(1); l <= NumLows; l++ {
		var c [NumRanks]int8
		for _, r := range l.Written() {
			c[r]++
		}
		byCounts[c] = l
	}
	var counts [NumRanks]int
	total := 0
	var rec func(r, left int)
	rec = func(r, left int) {
		if r == NumRanks {
			if left != 0 {
				return
			}
			total++
			var h [7]Card
			i := 0
			for rk, n := range counts {
				for s := 0; s < n; s++ {
					h[i] = NewCard(Rank(rk), Suit(s))
					i++
				}
			}
			got := Low7(&h)
			if s := SetOf(h[:]...).Low(); s != got {
				t.Fatalf("%s: CardSet.Low %s, Low7 %s", FormatCards(h[:]), s, got)
			}
			best := Low(0)
			for a := 0; a < 7; a++ {
				for b := a + 1; b < 7; b++ { // leave out cards a and b
					var c [NumRanks]int8
					for k, card := range h {
						if k != a && k != b {
							c[card.Rank()]++
						}
					}
					if l := byCounts[c]; best == 0 || l < best {
						best = l
					}
				}
			}
			if got != best {
				t.Fatalf("%s: Low7 %s (%d), brute force %s (%d)", FormatCards(h[:]), got, got, best, best)
			}
			return
		}
		for n := 0; n <= 4 && n <= left; n++ {
			counts[r] = n
			rec(r+1, left-n)
		}
		counts[r] = 0
	}
	rec(0, 7)
	if total != 49205 {
		t.Errorf("%d rank combinations, want 49205", total)
	}
}

func TestRankTableIsAnOrder(t *testing.T) {
	t.Parallel()
	seen := map[[5]Rank]bool{}
	for l := Low(1); l <= NumLows; l++ {
		w := l.Written()
		if seen[w] {
			t.Fatalf("%s appears twice", l)
		}
		seen[w] = true
		if fiveLow(mustCards(t, cardsFor(w))) != l {
			t.Fatalf("%s does not evaluate to itself", l)
		}
	}
}

func cardsFor(w [5]Rank) string {
	var used [NumRanks]int
	var parts []string
	for _, r := range w {
		parts = append(parts, NewCard(r, Suit(used[r])).String())
		used[r]++
	}
	return strings.Join(parts, " ")
}

func randomHands(n int, seed uint64) [][7]Card {
	r := rand.New(rand.NewPCG(seed, 1))
	out := make([][7]Card, n)
	for i := range out {
		d := NewDeckFrom(r)
		for j := range 7 {
			out[i][j], _ = d.Deal()
		}
	}
	return out
}

func TestLow7MatchesSubsets(t *testing.T) {
	t.Parallel()
	for _, h := range randomHands(2000, 5) {
		if got, want := Low7(&h), bruteLow(h[:]); got != want || SetOf(h[:]...).Low() != want {
			t.Fatalf("%s: %s vs brute %s", FormatCards(h[:]), got, want)
		}
	}
}

// BenchmarkLow7: one op is one evaluation of a seven-card hand, taken in
// turn from 65,536 random hands generated beforehand (as card sets: the
// form the equity code and the bots use).
func BenchmarkLow7(b *testing.B) {
	hands := randomHands(1<<16, 9)
	sets := make([]CardSet, len(hands))
	for i, h := range hands {
		sets[i] = SetOf(h[:]...)
	}
	b.ResetTimer()
	var sink Low
	for i := 0; i < b.N; i++ {
		sink += sets[i&(len(sets)-1)].Low()
	}
	benchSink = sink
}

var benchSink Low

// BenchmarkLow7Array is the same with the hand as an array of seven cards.
func BenchmarkLow7Array(b *testing.B) {
	hands := randomHands(1<<16, 9)
	b.ResetTimer()
	var sink Low
	for i := 0; i < b.N; i++ {
		sink += Low7(&hands[i&(len(hands)-1)])
	}
	benchSink = sink
}

func BenchmarkEvaluate(b *testing.B) {
	hands := randomHands(1<<12, 9)
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		evaluate(hands[i&(len(hands)-1)][:])
	}
}

// Low7 evaluates seven cards given as an array; see CardSet.Low for the
// fastest form.
func Low7(h *[7]Card) Low {
	l := noPairLow[(rankBit[h[0]]|rankBit[h[1]]|rankBit[h[2]]|rankBit[h[3]]|
		rankBit[h[4]]|rankBit[h[5]]|rankBit[h[6]])&(1<<NumRanks-1)]
	if l == 0 {
		l = pairedLow(h[:])
	}
	return l
}
