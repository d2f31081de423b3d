package drill

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"razz/engine"
)

// TestDeadCardsCountedFromTheDeal: each answer is counted again here from
// the seats' door cards, by rank, and the drill agrees; a wrong answer is
// refused; the same key deals the same question (Again).
func TestDeadCardsCountedFromTheDeal(t *testing.T) {
	t.Parallel()
	asks := map[int]int{}
	for n := range 60 {
		l := Difficulty(n % 3)
		q := DeadCards.New(Rand(5, DeadCards, l, n), l).(*DeadQuestion)
		asks[q.Ask]++
		held := map[engine.Rank]bool{}
		for _, c := range q.Own {
			held[c.Rank()] = true
		}
		live := 0
		var dead []engine.Rank
		var who []int
		for r := engine.Ace; r <= engine.Eight; r++ {
			if held[r] {
				continue
			}
			live += 4
			for _, s := range q.Seats {
				if s.Seat != q.Me && s.Door.Rank() == r {
					live--
					if !slices.Contains(dead, r) {
						dead = append(dead, r)
					}
					who = append(who, s.Seat)
				}
			}
		}
		slices.Sort(who)
		var want string
		switch q.Ask {
		case deadHowMany:
			want = strconv.Itoa(live)
		case deadWhich:
			var rs []string
			for _, r := range dead {
				rs = append(rs, r.String())
			}
			want = strings.Join(rs, ",")
		default:
			var ss []string
			for _, s := range who {
				ss = append(ss, strconv.Itoa(s))
			}
			want = strings.Join(ss, " ")
		}
		if want == "" {
			want = "none"
		}
		if !q.Check(Answer{Text: want}) {
			t.Errorf("question %d (%s): %q refused; the drill says %q", n, q.Prompt(), want, q.Typed())
		}
		if q.Check(Answer{Text: "99"}) || q.Check(Answer{Text: want + " K"}) && q.Ask == deadWhich {
			t.Errorf("question %d: a wrong answer taken", n)
		}
		if len(q.Seats) < 3 || len(q.Seats) > 8 || q.Seats[q.Me-1].Folded {
			t.Errorf("question %d: %d seats, the user folded %v", n, len(q.Seats), q.Seats[q.Me-1].Folded)
		}
		again := DeadCards.(interface{ Again(string) Question }).Again(q.RepeatKey()).(*DeadQuestion)
		if again.Typed() != q.Typed() || !slices.Equal(again.Seats, q.Seats) {
			t.Errorf("question %d asked again is another deal", n)
		}
		frames := q.FlashFrames(engine.Card.String)
		if len(frames) != 2 || len(frames[0]) != len(q.Seats)+1 {
			t.Errorf("question %d: frames %v", n, frames)
		}
		// Folded boards are gone from the question's table.
		spot := strings.Join(q.Spot(engine.Card.String), "\n")
		for _, s := range q.Seats {
			if s.Folded && strings.Contains(spot, s.Door.String()) && !slices.Contains(q.Own, s.Door) {
				t.Errorf("question %d: seat %d folded, its %s still shows:\n%s", n, s.Seat, s.Door, spot)
			}
		}
	}
	if asks[deadHowMany] == 0 || asks[deadWhich] == 0 || asks[deadWho] == 0 {
		t.Errorf("questions asked: %v", asks)
	}
	if (deadDrill{}).Again("junk") != nil {
		t.Error("a bad key dealt a question")
	}
}

// TestDeadCardsRefusesWhatIsNoAnswer: a typed text that is not what the
// question takes is refused with a reason, never read loosely ("foo" was
// graded as "OO"); what reads is not refused.
func TestDeadCardsRefusesWhatIsNoAnswer(t *testing.T) {
	t.Parallel()
	asked := map[int]*DeadQuestion{}
	for n := 0; len(asked) < 3 && n < 60; n++ {
		q := DeadCards.New(Rand(9, DeadCards, Easy, n), Easy).(*DeadQuestion)
		asked[q.Ask] = q
	}
	cases := []struct {
		ask     int
		typed   string
		refused bool
	}{
		{deadHowMany, "17", false}, {deadHowMany, "0", false}, {deadHowMany, "none", true}, {deadHowMany, "1 7", true},
		{deadWhich, "4 7", false}, {deadWhich, "47", false}, {deadWhich, "a,2", false}, {deadWhich, "none", false},
		{deadWhich, "FOO", true}, {deadWhich, "OO", true}, {deadWhich, "4 x", true},
		{deadWho, "2", false}, {deadWho, "nobody", false}, {deadWho, "2 9", true}, {deadWho, "two", true}, {deadWho, "0", true},
	}
	for _, c := range cases {
		q := asked[c.ask]
		if q == nil {
			t.Fatalf("no question of kind %d dealt", c.ask)
		}
		why := q.Form().Unreadable(c.typed)
		if (why != "") != c.refused {
			t.Errorf("kind %d, %q: refused %q, want refused %v", c.ask, c.typed, why, c.refused)
		}
		if why != "" && strings.Contains(why, "\n") {
			t.Errorf("kind %d, %q: reason on more than one line: %q", c.ask, c.typed, why)
		}
	}
}

// A seat and its door card are one entry, never broken across lines: the
// walk-through read "seat 5" at a line's end and "A♠" on the next. The
// spot's live boards and the explanation's door cards join them with
// no-break spaces (Keep).
func TestDeadCardsKeepSeatAndDoor(t *testing.T) {
	t.Parallel()
	q := DeadCards.New(Rand(5, DeadCards, Normal, 1), Normal).(*DeadQuestion)
	card := func(c engine.Card) string { return c.String() }
	lines := append(q.Spot(card), q.Explain(Answer{}, card).More...)
	n := 0
	for _, l := range lines {
		for _, s := range q.Seats {
			if s.Seat == q.Me {
				continue
			}
			if strings.Contains(l, "seat "+strconv.Itoa(s.Seat)+" "+s.Door.String()) {
				t.Errorf("seat %d and its door %s are joined by a space that breaks: %q", s.Seat, s.Door, l)
			}
			if strings.Contains(l, "seat"+Keep+strconv.Itoa(s.Seat)+Keep+s.Door.String()) {
				n++
			}
		}
	}
	if n == 0 {
		t.Errorf("no seat and door held together in %q", lines)
	}
}
