package drill

import (
	"reflect"
	"strconv"
	"testing"
)

// TestSidePotsAgreeWithTheEngine: every side-pot question ends at the
// engine's showdown with the level's pots; the one right answer is the
// engine's (a pot's amount, its winner, a seat's shares added up); the
// explanation's layers add up to the engine's pots, and every chip put in
// is in a pot.
func TestSidePotsAgreeWithTheEngine(t *testing.T) {
	t.Parallel()
	for _, l := range []Difficulty{Easy, Normal, Hard} {
		for n := range 40 {
			q := newQ(SidePots, l, 13, n).(*SidePotQuestion)
			pots, folds := len(q.Pots), 0
			for _, s := range q.Seats {
				if s.Folded {
					folds++
				}
			}
			if ok := [...]bool{pots == 2 && folds == 0, pots == 2 && folds > 0, pots >= 3}[l]; !ok {
				t.Fatalf("%s %d: %d pots, %d folded", l, n, pots, folds)
			}
			p := q.Pots[q.Pot]
			var want string
			switch q.Ask {
			case AskPotSize:
				want = strconv.Itoa(p.Amount)
			case AskPotWho:
				want = strconv.Itoa(p.Winners[0])
			case AskSeatWins:
				w := 0
				for _, x := range q.Pots {
					for _, s := range x.Shares {
						if s.Seat == q.Seat {
							w += s.Amount
						}
					}
				}
				want = strconv.Itoa(w)
			}
			rights := 0
			for _, c := range q.Form().Choices {
				given := strconv.Itoa(c.Value)
				if q.Ask != AskPotWho {
					given = q.Options[c.Value]
				}
				if q.Check(Answer{Value: c.Value}) != (given == want) {
					t.Errorf("%s %d: %s graded %v; the engine says %s", l, n, given, !(given == want), want)
				}
				if given == want {
					rights++
				}
			}
			if rights != 1 {
				t.Errorf("%s %d: %d right answers offered", l, n, rights)
			}
			put, held := 0, 0
			for _, s := range q.Seats {
				put += s.Put
			}
			for i, x := range q.Pots {
				sum := 0
				for _, c := range q.layer(i) {
					sum += c
				}
				if sum != x.Amount {
					t.Errorf("%s %d: pot %d laid out as %v, the engine's holds %d", l, n, i, q.layer(i), x.Amount)
				}
				held += x.Amount
			}
			if put != held {
				t.Errorf("%s %d: %d put in, %d in the pots", l, n, put, held)
			}
		}
	}
}

// TestSidePotsAskedAgain: a repeat key deals the same question.
func TestSidePotsAskedAgain(t *testing.T) {
	t.Parallel()
	q := newQ(SidePots, Hard, 3, 2).(*SidePotQuestion)
	if again := SidePots.(interface{ Again(string) Question }).Again(q.RepeatKey()); !reflect.DeepEqual(q, again) {
		t.Errorf("key %s dealt another question", q.RepeatKey())
	}
}
