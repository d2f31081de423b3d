package drill

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"razz/engine"
)

func mustCards(t *testing.T, s string) []engine.Card {
	t.Helper()
	cs, err := engine.ParseCards(s)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

// TestDrawOf: a board's low cards set its bricks aside (a nine or higher,
// a card that pairs the board), the best it can show puts the lowest
// ranks it lacks in their places, and only as many bricks as cards to
// come can be filled.
func TestDrawOf(t *testing.T) {
	t.Parallel()
	leader := engine.NewBoard(9, mustCards(t, "7s 4d 2c"))
	tests := []struct {
		up                string
		street            int
		low, bricks, best string
		filled, beat      bool
	}{
		{up: "7s 4d 2c", street: 5, low: "7-4-2", best: "7-4-2", filled: true},
		{up: "3h 5s Kc", street: 5, low: "5-3", bricks: "Kc", best: "5-3-A", filled: true, beat: true},
		{up: "9d 9c 4h", street: 5, low: "4", bricks: "9d 9c", best: "4-2-A", filled: true, beat: true},
		{up: "8h 6c Qd", street: 5, low: "8-6", bricks: "Qd", best: "8-6-A", filled: true},
		{up: "4s 4d 2c", street: 5, low: "4-2", bricks: "4d", best: "4-2-A", filled: true, beat: true},
		{up: "Qc Kd Ks", street: 5, bricks: "Qc Kd Ks", best: "3-2-A"}, // three bricks, two cards to come
		{up: "Ah 2c Ad 3s", street: 6, low: "3-2-A", bricks: "Ad", best: "4-3-2-A", filled: true},
		{up: "Js 2c 3d Th", street: 6, low: "3-2", bricks: "Js Th", best: "4-3-2-A"}, // two bricks, one card to come
		{up: "8s 8d 8c 6h", street: 6, low: "8-6", bricks: "8d 8c", best: "8-6-2-A"},
	}
	for _, tc := range tests {
		d := DrawOf(engine.NewBoard(1, mustCards(t, tc.up)), tc.street)
		if d.Low.Partial() != tc.low || engine.FormatCards(d.Bricks) != tc.bricks || d.Best.Partial() != tc.best || d.Filled() != tc.filled {
			t.Errorf("%s: low %q, bricks %q, best %q, filled %v; want %+v", tc.up, d.Low.Partial(), engine.FormatCards(d.Bricks), d.Best.Partial(), d.Filled(), tc)
		}
		if tc.street == 5 && d.Beats(leader) != tc.beat { // the lesson's 7-4-2 on fifth street
			t.Errorf("%s: beats 7-4-2 %v", tc.up, d.Beats(leader))
		}
	}
}

// canBeat says, by trying every rank in every brick's place, whether a
// board can show better than the leader's with the cards to come on
// street (one for each brick): what a draw to a better low means, worked
// out without DrawOf.
func canBeat(b, leader engine.Board, street int) bool {
	var bricks []int
	for i, c := range b.Cards {
		paired := false
		for _, x := range b.Cards[:i] {
			paired = paired || x.Rank() == c.Rank() && x.Rank() < engine.Nine
		}
		if c.Rank() >= engine.Nine || paired {
			bricks = append(bricks, i)
		}
	}
	cs := append([]engine.Card(nil), b.Cards...)
	var try func(k int) bool
	try = func(k int) bool {
		if k == len(bricks) {
			return engine.NewBoard(b.Seat, cs).Value < leader.Value
		}
		for r := engine.Ace; r < engine.NumRanks; r++ {
			cs[bricks[k]] = engine.NewCard(r, engine.Clubs)
			if try(k + 1) {
				return true
			}
		}
		return false
	}
	return len(bricks) > 0 && len(bricks) <= 7-street && try(0)
}

// TestBoardsAgreeWithEngine: the leader is the engine's best board (one,
// never a tie), each level deals what it promises, and the seat that
// draws to a better low is the one seat whose bricks, replaced by any
// ranks at all, can show a board better than the leader's made one.
func TestBoardsAgreeWithEngine(t *testing.T) {
	t.Parallel()
	for l := range NumDifficulties {
		seeds := seedsPerLevel
		if l == Hard {
			seeds = 60 // each seat's bricks tried rank by rank
		}
		decoys := 0
		for seed := range uint64(seeds) {
			q := newQ(Boards, l, seed, 0).(*BoardsQuestion)
			what := fmt.Sprintf("%s seed %d", l, seed)
			e := engine.ExplainFirst(q.Street, q.Boards, nil)
			if len(e.Tied) != 1 || q.Level() != l {
				t.Fatalf("%s: tied best boards %v, level %s", what, e.Tied, q.Level())
			}
			paired := false
			for _, b := range q.Boards {
				paired = paired || b.Paired()
				if len(b.Cards) != q.Street-2 {
					t.Fatalf("%s: %d up cards on street %d", what, len(b.Cards), q.Street)
				}
			}
			want := e.Seat
			switch l {
			case Easy:
				if q.Street != 4 || paired || q.Drawing {
					t.Fatalf("%s: street %d, paired %v, drawing %v", what, q.Street, paired, q.Drawing)
				}
			case Normal:
				if q.Street < 5 || q.Street > 6 || !paired || q.Drawing {
					t.Fatalf("%s: street %d, paired %v, drawing %v", what, q.Street, paired, q.Drawing)
				}
			default:
				leader := q.Boards[e.Seat-1]
				if !q.Drawing || q.Street < 5 || q.Street > 6 || leader.Paired() || leader.Written[0] >= engine.Nine {
					t.Fatalf("%s: street %d, leader %s, drawing %v", what, q.Street, leader.Partial(), q.Drawing)
				}
				var beat []int
				for _, b := range q.Boards {
					if b.Seat != leader.Seat && canBeat(b, leader, q.Street) {
						beat = append(beat, b.Seat)
					} else if b.Seat != leader.Seat && len(DrawOf(b, q.Street).Bricks) > 0 {
						decoys++
					}
				}
				if len(beat) != 1 {
					t.Fatalf("%s: seats %v draw to a better low than %s", what, beat, leader.Partial())
				}
				want = beat[0]
			}
			for s := 1; s <= len(q.Boards); s++ {
				if q.Check(Answer{Value: s}) != (s == want) {
					t.Fatalf("%s: seat %d graded %v, want seat %d", what, s, q.Check(Answer{Value: s}), want)
				}
			}
			if q.Seat() != want || len(q.Form().Choices) != len(q.Boards) {
				t.Fatalf("%s: seat %d, %d choices", what, q.Seat(), len(q.Form().Choices))
			}
		}
		if l == Hard && decoys < seeds/2 {
			t.Errorf("%d seats with a brick and no better draw in %d hard questions", decoys, seeds)
		}
	}
}

// TestBoardsExplain: the feedback says who is ahead and why (the
// narrator's rule of boards), and in a drawing question what each seat
// draws to, the answer's line first.
func TestBoardsExplain(t *testing.T) {
	t.Parallel()
	q := newQ(Boards, Normal, 1, 0).(*BoardsQuestion)
	f := q.Explain(Answer{}, engine.Card.Pretty)
	best := q.Boards[q.First.Best-1]
	if want := fmt.Sprintf("Seat %d is ahead: %s is the best board showing", best.Seat, best.Partial()); !strings.HasPrefix(f.Key[0], want) {
		t.Errorf("ahead: %q, want %q", f.Key[0], want)
	}
	for n := range 10 {
		q := newQ(Boards, Hard, 1, n).(*BoardsQuestion)
		leader := q.Boards[q.First.Best-1]
		for a := 0; a <= len(q.Boards); a++ {
			f := q.Explain(Answer{Value: a}, engine.Card.Pretty)
			if want := fmt.Sprintf("Seat %d draws to a better low than seat %d's %s: set ", q.Seat(), leader.Seat, leader.Partial()); len(f.Key) != 1 || !strings.HasPrefix(f.Key[0], want) {
				t.Errorf("question %d: %q, want %q", n, f.Key, want)
			}
			if !strings.HasSuffix(f.Key[0], " can make "+DrawOf(q.Boards[q.Seat()-1], q.Street).Best.Partial()+".") {
				t.Errorf("question %d: %q names not the draw", n, f.Key[0])
			}
			// the pick, when wrong, is said: the leader made, another seat's draw
			var pick string
			switch {
			case a == leader.Seat:
				pick = fmt.Sprintf("Seat %d is the leader", a)
			case a >= 1 && a != q.Seat():
				pick = fmt.Sprintf("Seat %d", a)
			}
			lines := 2 // who is ahead, the brick's rule
			if pick != "" && a != leader.Seat {
				lines++ // the pick's draw
			}
			if len(f.More) != lines || pick != "" && !strings.HasPrefix(f.More[0], pick) {
				t.Errorf("question %d, seat %d picked: %q", n, a, f.More)
			}
		}
	}
}

// TestBoardsAskedAgain: a question answered wrong comes back the same
// from its repeat key, and a key that names nothing is refused.
func TestBoardsAskedAgain(t *testing.T) {
	t.Parallel()
	for l := range NumDifficulties {
		q := newQ(Boards, l, 3, 1).(*BoardsQuestion)
		again := Boards.(interface{ Again(string) Question }).Again(q.RepeatKey())
		if !reflect.DeepEqual(q, again) {
			t.Errorf("key %s dealt another question", q.RepeatKey())
		}
	}
	for _, bad := range []string{"", "x/easy", "12/mixed", "12"} {
		if Boards.(interface{ Again(string) Question }).Again(bad) != nil {
			t.Errorf("key %q dealt a question", bad)
		}
	}
}
