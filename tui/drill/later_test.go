package drill

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"razz/bots"
	"razz/engine"
	"razz/engine/narrate"
)

// TestLaterAgreesWithTheCoach: every later-streets question is a real
// decision of the asked seat on fourth to seventh street; the one right
// answer is the coach's (bots.Advise on the same view, asked again here),
// the explanation opens with the coach's reason, the coach's figure is
// clear of a close call, and the levels keep their margins; every street
// from fourth to seventh is asked.
func TestLaterAgreesWithTheCoach(t *testing.T) {
	t.Parallel()
	streets := map[int]int{}
	for _, l := range []Difficulty{Easy, Normal, Hard} {
		kept := 0
		for n := range 8 {
			q := newQ(Later, l, 11, n).(*LaterQuestion)
			streets[q.View.Street]++
			c := checkLater(t, fmt.Sprintf("%s %d", l, n), q, 4, 7)
			if m := laterMargins[l]; c.Margin >= m[0] && c.Margin < m[1] {
				kept++
			}
		}
		if kept < 6 {
			t.Errorf("%s: only %d of 8 questions at the level's margin", l, kept)
		}
	}
	for s := 4; s <= 7; s++ {
		if streets[s] == 0 {
			t.Errorf("no question on %s among 24: %v", engine.Street(s).Name, streets)
		}
	}
}

var midSeat = regexp.MustCompile(`[a-z,;:(] Seat [0-9]`)

// checkLater checks a later-streets question (named what) on streets
// first to last: a real decision of the asked seat, the one right answer
// the coach's (bots.Advise on the same view, asked again here), the
// explanation opening with the coach's reason, its figure clear of a
// close call, which it returns.
func checkLater(t *testing.T, what string, q *LaterQuestion, first, last int) Clearance {
	t.Helper()
	v := q.View
	if v.Street < first || v.Street > last || v.ToAct != v.Seat || len(v.Legal) < 2 {
		t.Fatalf("%s: not a decision on streets %d to %d: street %d, %d to act, seat %d", what, first, last, v.Street, v.ToAct, v.Seat)
	}
	coach := bots.Advise(v, nil)
	for _, o := range v.Legal {
		right := ThirdAnswer(o.Kind) == ThirdAnswer(coach.Option.Kind)
		if q.Check(Answer{Value: ThirdAnswer(o.Kind)}) != right {
			t.Errorf("%s: %s graded %v; the coach says %s", what, o, !right, coach.Option)
		}
	}
	c, ok := Clear(coach, v)
	if !ok || c.Margin < CloseCall {
		t.Errorf("%s: a close call asked: %+v (%s)", what, c, coach.Reason)
	}
	f := q.Explain(Answer{}, engine.Card.Pretty)
	if f.Key[0] != narrate.Sentence(coach.Reason) { // the coach's words, as a sentence
		t.Errorf("%s: the explanation opens %q, the coach says %q", what, f.Key[0], coach.Reason)
	}
	// a seat named mid-sentence in lower case ("; seat 2 caught a brick"),
	// as the rest of the drills write it
	if text := strings.Join(append(f.Key, f.More...), " "); midSeat.MatchString(text) {
		t.Errorf("%s: a capital Seat mid-sentence: %s", what, text)
	}
	return c
}

// TestLessonStreetsAgreeWithTheCoach: the later-streets drills the Learn
// path's exercises ask (fourth street alone, at easy; fifth to seventh,
// at normal) are the coach's answers clear of a close call on their own
// streets, as the quiz's drill is.
func TestLessonStreetsAgreeWithTheCoach(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		first, last int
		l           Difficulty
	}{{4, 4, Easy}, {5, 7, Normal}} {
		d := LaterOn(c.first, c.last)
		for n := range 4 {
			// dealt as a lesson deals them (Rand is the registry's drills')
			q := d.New(rand.New(rand.NewPCG(7, uint64(n))), c.l).(*LaterQuestion)
			checkLater(t, fmt.Sprintf("%s %s %d", d.ID(), c.l, n), q, c.first, c.last)
		}
	}
}

// TestClearRefusesCloseCalls: a share within its interval and CloseCall of
// a mark that separates two answers is a close call, as is advice its
// figure does not decide or whose figure lies on the wrong side of its
// mark; the interval counts.
func TestClearRefusesCloseCalls(t *testing.T) {
	t.Parallel()
	facing := engine.View{Street: 5, Legal: []engine.Option{{Kind: engine.Fold}, {Kind: engine.Call, Put: 40}, {Kind: engine.Raise, Put: 80}}}
	first := engine.View{Street: 6, Legal: []engine.Option{{Kind: engine.Check}, {Kind: engine.Bet, Put: 40}}}
	advice := func(code bots.Code, eq, half, need, fair float64, toCall int) bots.Advice {
		return bots.Advice{ToCall: toCall, RangeEquity: bots.Estimate{Value: eq, Half: half, N: 8000},
			Why: bots.Why{Code: code, Equity: eq, Need: need, Fair: fair, Ranged: true}}
	}
	betMark := 0.5 + bots.Grinder.Tuned.BetHeadsUp // heads-up
	tests := []struct {
		name  string
		a     bots.Advice
		v     engine.View
		clear bool
	}{
		{"call well above the need", advice(bots.CallOdds, 0.30, 0.01, 0.20, 1.0/3, 40), facing, true},
		{"call just above the need", advice(bots.CallOdds, 0.22, 0.01, 0.20, 1.0/3, 40), facing, false},
		{"call clear only without the interval", advice(bots.CallOdds, 0.30, 0.08, 0.20, 1.0/3, 40), facing, false},
		{"call near the raise mark", advice(bots.CallOdds, 1.0/3+bots.Grinder.Raise-0.02, 0.01, 0.20, 1.0/3, 40), facing, false},
		{"fold well below", advice(bots.FoldOdds, 0.05, 0.01, 0.20, 1.0/3, 40), facing, true},
		{"fold above the need", advice(bots.FoldOdds, 0.30, 0.01, 0.20, 1.0/3, 40), facing, false},
		{"raised back", advice(bots.FoldRaisedBack, 0.05, 0.01, 0.20, 1.0/3, 40), facing, false},
		{"bet well above", advice(bots.BetValue, betMark+0.2, 0.01, 0, 0.5, 0), first, true},
		{"check just under the bet", advice(bots.CheckWeak, betMark-0.02, 0.005, 0, 0.5, 0), first, false},
		{"check well under", advice(bots.CheckWeak, betMark-0.1, 0.01, 0, 0.5, 0), first, true},
	}
	for _, tc := range tests {
		if c, ok := Clear(tc.a, tc.v); ok != tc.clear {
			t.Errorf("%s: clear %v (%+v), want %v", tc.name, ok, c, tc.clear)
		}
	}
	third := facing
	third.Street = 3
	if _, ok := Clear(advice(bots.CallOdds, 0.30, 0.01, 0.20, 1.0/3, 40), third); ok {
		t.Error("a third-street spot is no later-street question")
	}
}

// TestLaterAskedAgain: a later-street question answered wrong comes back
// the same from its repeat key, and a key that names nothing is refused.
func TestLaterAskedAgain(t *testing.T) {
	t.Parallel()
	q := newQ(Later, Normal, 3, 1).(*LaterQuestion)
	again := Later.(interface{ Again(string) Question }).Again(q.RepeatKey())
	if !reflect.DeepEqual(q, again) {
		t.Errorf("key %s dealt another spot", q.RepeatKey())
	}
	for _, bad := range []string{"", "x/easy", "12/mixed", "12"} {
		if Later.(interface{ Again(string) Question }).Again(bad) != nil {
			t.Errorf("key %q dealt a question", bad)
		}
	}
}
