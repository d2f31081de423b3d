package engine

import (
	"math"
	"reflect"
	"testing"
)

// startsOf is every start possible with dead out, one in every step.
func startsOf(dead CardSet, step int) [][3]Card {
	var out [][3]Card
	for i, p := range StartPatterns() {
		if own, ok := p.Cards(dead); ok && i%step == 0 {
			out = append(out, [3]Card(own))
		}
	}
	return out
}

// SampleStarts' figures are samples of the truth: heads-up, where the
// truth is counted exactly (HeadsUpCounter), every start's figure is
// within its interval as often as a 95% interval is, and none far out;
// starts whose own cards fall among the dealt ones get no biased deals
// (a start dealt its own card, or one card short, is off by more).
func TestSampleStartsCoversExact(t *testing.T) {
	t.Parallel()
	for _, deadText := range []string{"", "Ac Ad Ah 2c 7d"} {
		var dead []Card
		if deadText != "" {
			dead = eqCards(t, deadText)
		}
		deadSet := SetOf(dead...)
		starts := startsOf(deadSet, 17)
		got, err := SampleStarts(starts, deadSet, 1, 40_000, 3, 0)
		if err != nil {
			t.Fatal(err)
		}
		within, worst := 0, 0.0
		for i, s := range starts {
			want, err := headsUp(s[:], dead)
			if err != nil {
				t.Fatal(err)
			}
			z := math.Abs(got[i].Equity-want) / (got[i].Margin / 1.96)
			if z < 1.96 {
				within++
			}
			worst = max(worst, z)
		}
		t.Logf("dead %q: %d of %d within, worst %.2f", deadText, within, len(starts), worst)
		if share := float64(within) / float64(len(starts)); share < 0.9 || worst > 4 {
			t.Errorf("dead %q: %d of %d starts within their 95%% intervals of the exact equity (%.0f%%), the worst %.1f standard errors out",
				deadText, within, len(starts), 100*share, worst)
		}
	}
}

// Against more opponents each start's figure agrees with Runout.Sample's
// own deals of it, and the workers change nothing.
func TestSampleStartsAsRunout(t *testing.T) {
	t.Parallel()
	dead := eqCards(t, "Ac Ad 5h")
	deadSet := SetOf(dead...)
	starts := startsOf(deadSet, 37)
	for _, k := range []int{2, 4} {
		got, err := SampleStarts(starts, deadSet, k, 60_000, 9, 1)
		if err != nil {
			t.Fatal(err)
		}
		again, _ := SampleStarts(starts, deadSet, k, 60_000, 9, 3)
		if !reflect.DeepEqual(got, again) {
			t.Errorf("%d opponents: 1 worker and 3 give different figures", k)
		}
		for i, s := range starts {
			r := Runout{Hands: [][]Card{s[:]}, Dead: dead}
			for range k {
				r.Hands = append(r.Hands, nil)
			}
			want, err := r.Sample(60_000, 5, 1)
			if err != nil {
				t.Fatal(err)
			}
			w := want.Hands[0]
			if d := math.Abs(got[i].Equity - w.Equity); d > 1.5*(got[i].Margin+w.Margin) {
				t.Errorf("%d opponents, %v: %.4f ± %.4f, Runout.Sample %.4f ± %.4f", k, s, got[i].Equity, got[i].Margin, w.Equity, w.Margin)
			}
		}
	}
	if _, err := SampleStarts(starts, deadSet, 7, 10, 1, 1); err == nil {
		t.Error("seven opponents dealt without a community card")
	}
	if _, err := SampleStarts([][3]Card{{0, 0, 1}}, 0, 2, 10, 1, 1); err == nil {
		t.Error("a start holding a card twice was taken")
	}
}
