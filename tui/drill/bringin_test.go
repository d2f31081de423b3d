package drill

import (
	"fmt"
	"strings"
	"testing"

	"razz/engine"
)

// TestShortBringIn: now and then a hard question's highest door card is
// all-in from the ante (the lesson's short bring-in): its row says so, the
// bring-in passes clockwise to the next seat, the answer is that seat's
// (as the engine decides with the seat's chips) and the explanation says
// why; easy and normal questions never have one.
func TestShortBringIn(t *testing.T) {
	t.Parallel()
	short := 0
	for n := range 80 {
		q := newQ(BringIn, Hard, 3, n).(*BringInQuestion)
		if q.Short == 0 {
			continue
		}
		short++
		what := fmt.Sprintf("question %d", n)
		if q.Short != q.Bring.Highest || q.Bring.Seat == q.Short {
			t.Fatalf("%s: seat %d all-in, highest door %d, seat %d brings in", what, q.Short, q.Bring.Highest, q.Bring.Seat)
		}
		if next := q.Short%len(q.Doors) + 1; q.Bring.Seat != next || !q.Check(Answer{Value: next}) || q.Check(Answer{Value: q.Short}) {
			t.Errorf("%s: seat %d all-in: the answer is seat %d, graded so: %v", what, q.Short, next, q.Check(Answer{Value: next}))
		}
		for _, r := range q.Rows() {
			if (r.Tag == ShortTag) != (r.Seat == q.Short) {
				t.Errorf("%s: seat %d's tag %q", what, r.Seat, r.Tag)
			}
		}
		f := q.Explain(Answer{}, engine.Card.Pretty)
		if all := strings.Join(append(f.Key, f.More...), " "); !strings.Contains(all, fmt.Sprintf("no chips left, so seat %d brings in.", q.Bring.Seat)) {
			t.Errorf("%s: the explanation: %s", what, all)
		}
	}
	if short < 80/shortEvery/2 || short > 80*2/shortEvery {
		t.Errorf("%d of 80 hard questions with a short bring-in, want about one in %d", short, shortEvery)
	}
	for _, l := range []Difficulty{Easy, Normal} {
		for n := range 40 {
			if q := newQ(BringIn, l, 3, n).(*BringInQuestion); q.Short != 0 {
				t.Fatalf("%s question %d: a short bring-in", l, n)
			}
		}
	}
}
