package engine

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"testing"
)

// checkSteps walks l and checks the walk against the hand h it was logged
// from: the deal first, then one step a logged action that is no ante, in
// order, each with the hand after it (its actions so far, who acts next,
// each seat's view hiding the others' down cards), and the end equal to h.
func checkSteps(t *testing.T, l HandLog, h *Hand) {
	t.Helper()
	var want []ActionRecord // the non-ante actions of the hand, in order
	antes := 0
	for _, a := range h.Actions() {
		if a.Kind == Ante {
			antes++
		} else {
			want = append(want, a)
		}
	}
	k := -1
	var last *Hand
	for s, err := range l.Steps() {
		if err != nil {
			t.Fatalf("step %d: %v", k+1, err)
		}
		if k == -1 && (s.Index != -1 || s.Action != (ActionRecord{})) {
			t.Fatalf("the first step is %d %v, not the deal", s.Index, s.Action)
		}
		if k >= 0 {
			if s.Action != want[k] || l.Actions[s.Index].Action != want[k].Kind.String() {
				t.Fatalf("step %d is %v (log index %d), the hand did %v", k, s.Action, s.Index, want[k])
			}
		}
		if got := len(s.Hand.Actions()); got != antes+k+1 {
			t.Fatalf("step %d: the hand holds %d actions, want %d", k, got, antes+k+1)
		}
		if k+1 < len(want) && s.Hand.ToAct() != want[k+1].Seat {
			t.Fatalf("step %d: seat %d to act, the log's next action is seat %d's", k, s.Hand.ToAct(), want[k+1].Seat)
		}
		for _, p := range s.Hand.Table().Players {
			v := s.View(p.Seat)
			for _, sv := range v.Seats {
				if sv.Seat != p.Seat && len(sv.Down) > 0 && !s.Hand.Done() {
					t.Fatalf("step %d: seat %d sees seat %d's down cards", k, p.Seat, sv.Seat)
				}
			}
		}
		last = s.Hand
		k++
	}
	if k != len(want) {
		t.Fatalf("%d action steps, the hand has %d actions", k, len(want))
	}
	if !reflect.DeepEqual(last.Stacks(), h.Stacks()) || !reflect.DeepEqual(last.Events(), h.Events()) {
		t.Fatal("the walk ends elsewhere than the hand")
	}
}

func TestStepsWalkRandomHands(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(18, 2))
	for i := 1; i <= 300; i++ {
		h := playRandom(t, randomTable(r), DeckDealer{NewDeckFrom(r)}, r.IntN)
		checkSteps(t, h.Log(1, i), h)
	}
}

// TestStepsStopEarly: a walk may stop at any step (the iterator must not
// go on), and stopping before the end is spared the checks of the whole
// log: a log cut short walks its actions, then says it ends too soon.
func TestStepsStopEarly(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(18, 3))
	h := playRandom(t, randomTable(r), DeckDealer{NewDeckFrom(r)}, r.IntN)
	l := h.Log(1, 1)
	n := 0
	for range l.Steps() {
		n++
	}
	for stop := range n {
		k := 0
		for _, err := range l.Steps() {
			if err != nil {
				t.Fatal(err)
			}
			if k == stop {
				break
			}
			k++
		}
	}
	// The log without its last action: every step walks, the end is refused.
	cut := h.Log(1, 1)
	cut.Actions = cut.Actions[:len(cut.Actions)-1]
	var errs []error
	steps := 0
	for s, err := range cut.Steps() {
		if err != nil {
			errs = append(errs, err)
			if s.Hand != nil {
				t.Error("an error step holds a hand")
			}
			continue
		}
		steps++
	}
	var re *ReplayError
	if steps != n-1 || len(errs) != 1 || !errors.As(errs[0], &re) || re.Action != 0 {
		t.Fatalf("cut log: %d steps of %d, errors %v", steps, n-1, errs)
	}
}

// TestStepsRefuseWithTheActionNumber: a logged action out of turn stops
// the walk there, naming the action.
func TestStepsRefuseWithTheActionNumber(t *testing.T) {
	t.Parallel()
	l, err := ParseLog([]byte(specExample))
	if err != nil {
		t.Fatal(err)
	}
	l.Actions[len(l.Actions)-1].Seat = 99
	var last error
	steps := 0
	for _, err := range l.Steps() {
		if err != nil {
			last = err
			continue
		}
		steps++
	}
	var re *ReplayError
	if !errors.As(last, &re) || re.Action != len(l.Actions) || steps != len(l.Actions)-2 {
		t.Fatalf("steps %d, error %v", steps, last)
	}
}

// FuzzSteps: whatever a log line holds, the walk never panics, gives the
// deal first and steps in the log's order, ends with at most one error
// (a *ReplayError) and agrees with Replay; a walk stopped anywhere stops.
func FuzzSteps(f *testing.F) {
	f.Add([]byte(specExample), uint8(3))
	f.Add([]byte(`{}`), uint8(0))
	for _, d := range impossibleDeals {
		f.Add([]byte(d.log), uint8(1))
	}
	f.Fuzz(func(t *testing.T, line []byte, stop uint8) {
		l, err := ParseLog(line)
		if err != nil {
			return
		}
		prev, steps := -2, 0
		var walkErr error
		var last *Hand
		for s, err := range l.Steps() {
			if walkErr != nil {
				t.Fatal("a step after an error")
			}
			if err != nil {
				var re *ReplayError
				if !errors.As(err, &re) {
					t.Fatalf("walk error of type %T", err)
				}
				walkErr = err
				continue
			}
			if s.Index <= prev || (steps == 0) != (s.Index == -1) {
				t.Fatalf("step %d at index %d after %d", steps, s.Index, prev)
			}
			prev, last = s.Index, s.Hand
			steps++
		}
		h, err := Replay(l)
		if (err == nil) != (walkErr == nil) || (err == nil && h != last) && !reflect.DeepEqual(h.Events(), last.Events()) {
			t.Fatalf("walk error %v, replay error %v", walkErr, err)
		}
		if err == nil && !h.Done() {
			t.Fatal("a walk that fits left the hand unfinished")
		}
		k := 0
		for range l.Steps() {
			if k == int(stop) {
				break
			}
			k++
		}
	})
}

// specExample is the hand-log spec's example hand.
const specExample = `{"version":1,"game":"razz","seed":42,"hand":1,"limits":{"ante":5,"bring_in":10,"small_bet":20,"big_bet":40,"cap":4},"seats":[{"seat":1,"name":"You","stack":1000},{"seat":4,"name":"Rock","stack":990}],"deal":{"1":["Kh","3s","Qd"],"4":["9c","Td","2h"]},"community":null,"actions":[{"street":3,"seat":1,"action":"ante","put":5,"to":5},{"street":3,"seat":4,"action":"ante","put":5,"to":5},{"street":3,"seat":1,"action":"bring-in","put":10,"to":10},{"street":3,"seat":4,"action":"complete","put":20,"to":20},{"street":3,"seat":1,"action":"fold","put":0,"to":10}],"showdown":[],"returned":[{"seat":4,"amount":10}],"awards":[{"seat":4,"amount":30}],"stacks_after":{"1":985,"4":1005}}`
