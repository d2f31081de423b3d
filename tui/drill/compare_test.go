package drill

import (
	"fmt"
	"testing"
)

// TestCompareAnswersShared: no single answer (hand 1, hand 2, split) is
// right more than 40% of the time at any level, so that pressing one key
// all along scores no better than a guess. Measured over 1,000 questions a
// level (seeds 0 to 999), hand 1 / hand 2 / split: easy 35.2/32.1/32.7%,
// medium 30.9/33.9/35.2%, hard 31.5/33.9/34.6% (before the answer was
// drawn first: easy 48.7/51.3/0, medium 50.9/49.1/0, hard 15.0/15.9/69.1,
// so "=" alone scored 69% at hard).
func TestCompareAnswersShared(t *testing.T) {
	t.Parallel()
	const n = 1000
	for l := range NumDifficulties {
		var count [3]int // hand 1, hand 2, split
		for seed := range uint64(n) {
			q := newQ(Compare, l, seed, 0).(*CompareQuestion)
			count[map[int]int{Hand1: 0, Hand2: 1, Split: 2}[q.Cmp.Winner]]++
		}
		shares := fmt.Sprintf("%s: hand 1 %.1f%%, hand 2 %.1f%%, split %.1f%%", l,
			100*float64(count[0])/n, 100*float64(count[1])/n, 100*float64(count[2])/n)
		t.Log(shares)
		for i, c := range count {
			if float64(c)/n > 0.40 {
				t.Errorf("%s: answer %d right %d times in %d", shares, i, c, n)
			}
		}
	}
}
