package drill

import (
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"razz/bots"
	"razz/engine"
)

// TestPotOddsAgreesWithTheCoach: the pot, the price and the share a call
// needs are the coach's own (bots.AdviseThird on the seat's view: Pot,
// ToCall, Odds, Need); four different answers are offered and only the
// right one is graded right; each level asks what it promises, and the
// pot the learner counts is every chip of the actions shown.
func TestPotOddsAgreesWithTheCoach(t *testing.T) {
	t.Parallel()
	asked := map[int]int{}
	for _, l := range []Difficulty{Easy, Normal, Hard} {
		for n := range 40 {
			q := newQ(PotOdds, l, 7, n).(*PotOddsQuestion)
			if !slices.Contains(potAsks[l], q.Ask) {
				t.Fatalf("%s %d: asks %d", l, n, q.Ask)
			}
			asked[q.Ask]++
			_, h := dealPotOdds(q.Key, l)
			v := h.View(q.Seat)
			coach := bots.AdviseThird(v, nil) // its Pot, ToCall, Odds and Need are Advise's
			if coach.Pot != q.Pot || coach.ToCall != q.ToCall {
				t.Fatalf("%s %d: pot %d, %d to call; the coach counts %d, %d", l, n, q.Pot, q.ToCall, coach.Pot, coach.ToCall)
			}
			if math.Abs(coach.Odds-q.Price()) > 1e-12 || math.Abs(coach.Need-q.Need()) > 1e-12 {
				t.Errorf("%s %d: price %v need %v; the coach's %v %v", l, n, q.Price(), q.Need(), coach.Odds, coach.Need)
			}
			want := map[int]string{AskPot: strconv.Itoa(coach.Pot), AskPrice: bots.Percent(coach.Odds), AskNeed: bots.Percent(coach.Need),
				AskCome: strconv.Itoa(q.Come())}[q.Ask]
			if len(q.Options) != 4 || len(slices.Compact(slices.Sorted(slices.Values(q.Options)))) != 4 {
				t.Errorf("%s %d: answers %v", l, n, q.Options)
			}
			if q.Ask == AskPrice || q.Ask == AskNeed { // no two percentages a rounding apart (33% beside 34%)
				for i, a := range q.Options {
					for _, b := range q.Options[i+1:] {
						x, _ := strconv.Atoi(strings.TrimSuffix(a, "%"))
						y, _ := strconv.Atoi(strings.TrimSuffix(b, "%"))
						if x-y < 3 && y-x < 3 {
							t.Errorf("%s %d: answers %v: %s and %s are a rounding apart", l, n, q.Options, a, b)
						}
					}
				}
			}
			for i, o := range q.Options {
				if q.Check(Answer{Value: i}) != (o == want) {
					t.Errorf("%s %d: %q graded %v, the coach's figure is %s", l, n, o, !(o == want), want)
				}
			}
			sum := 0
			for _, a := range q.Actions {
				sum += a.Put
			}
			if sum != q.Pot {
				t.Errorf("%s %d: the actions shown put in %d, the pot is %d", l, n, sum, q.Pot)
			}
		}
	}
	for _, k := range []int{AskPot, AskPrice, AskNeed, AskCome} {
		if asked[k] == 0 {
			t.Errorf("ask %d never asked in 30 questions: %v", k, asked)
		}
	}
}

// TestPotOddsBetsToCome: what calling down costs is what the engine takes
// from the seat when it calls now and then one bet on every street to
// come, nobody raising.
func TestPotOddsBetsToCome(t *testing.T) {
	t.Parallel()
	for n := range 12 {
		q := newQ(PotOdds, Hard, 9, n).(*PotOddsQuestion)
		_, h := dealPotOdds(q.Key, Hard)
		put := 0
		for !h.Done() {
			seat := h.ToAct()
			legal := h.Legal()
			pick := func(kinds ...engine.ActionKind) engine.Option {
				for _, k := range kinds {
					for _, o := range legal {
						if o.Kind == k {
							return o
						}
					}
				}
				t.Fatalf("none of %v open: %v", kinds, legal)
				return engine.Option{}
			}
			var o engine.Option
			if seat == q.Seat {
				o = pick(engine.Call, engine.Check)
				put += o.Put
			} else {
				o = pick(engine.Bet, engine.Call, engine.Check)
			}
			if err := h.Apply(o.Action()); err != nil {
				t.Fatal(err)
			}
		}
		if put != q.Come() {
			t.Errorf("question %d (%s, %d to call): the engine took %d calling down, the drill says %d", n, engine.Street(q.Street).Name, q.ToCall, put, q.Come())
		}
	}
}

// TestPotOddsWords: the explanation says the price as the coach says it
// ("the price is 20 to win 140 (13%)") and, where the street asks more,
// what a call needs "counting the bets still to come".
func TestPotOddsWords(t *testing.T) {
	t.Parallel()
	for n := range 12 {
		q := newQ(PotOdds, Normal, 5, n).(*PotOddsQuestion)
		f := q.Explain(Answer{}, engine.Card.Pretty)
		text := strings.Join(append(f.Key, f.More...), " ")
		price := "price is " + strconv.Itoa(q.ToCall) + " to win " + strconv.Itoa(q.Pot) + " (" + bots.Percent(q.Price()) + ")"
		if !strings.Contains(text, price) {
			t.Errorf("%d: no %q in %q", n, price, text)
		}
		if q.Scale() != 1 && !strings.Contains(text, "counting the bets still to come you need "+bots.Percent(q.Need())) {
			t.Errorf("%d: the need is not said in the coach's words: %q", n, text)
		}
	}
}

// TestPotOddsAskedAgain: a repeat key deals the same question.
func TestPotOddsAskedAgain(t *testing.T) {
	t.Parallel()
	q := newQ(PotOdds, Easy, 3, 2).(*PotOddsQuestion)
	if again := PotOdds.(interface{ Again(string) Question }).Again(q.RepeatKey()); !reflect.DeepEqual(q, again) {
		t.Errorf("key %s dealt another question", q.RepeatKey())
	}
}

// Heads-up the pot-odds drill's need is the coach's (bots.CallNeed): no
// more than calling down puts in, and the explanation says why; the scale
// alone asked more than half the pot against one player.
func TestPotOddsHeadsUpNeedIsCallingDowns(t *testing.T) {
	found := 0
	for key := uint64(1); key < 3000 && found < 3; key++ {
		q, _ := dealPotOdds(key, Hard)
		if q.Ask != AskNeed || q.Players != 2 || !q.calledDown() {
			continue
		}
		found++
		if q.Need() >= 0.5 || q.Need() >= q.Price()*q.Scale() {
			t.Errorf("key %d: heads-up need %.3f (price %.3f)", key, q.Need(), q.Price())
		}
		f := q.Explain(Answer{}, engine.Card.String)
		if w := strings.Join(f.Key, " "); !strings.Contains(w, "calling down puts in") || !strings.Contains(w, bots.Percent(q.Need())) {
			t.Errorf("key %d: %q", key, w)
		}
	}
	if found == 0 {
		t.Fatal("no heads-up need question where calling down needs less")
	}
}
