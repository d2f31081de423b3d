package drill

import (
	"fmt"
	"math/rand/v2"

	"razz/engine"
	"razz/engine/narrate"
)

// First is "Who acts first?": boards on fourth to seventh street.
var First Drill = firstDrill{}

type firstDrill struct{}

func (firstDrill) ID() string    { return "first" }
func (firstDrill) Title() string { return "Who acts first?" }
func (firstDrill) About() string { return "boards on fourth to seventh street: who acts first?" }

// FirstQuestion is the boards of a street after the third.
type FirstQuestion struct {
	Difficulty Difficulty
	Street     int
	Boards     []engine.Board
	First      engine.FirstExplanation
}

func (firstDrill) New(r *rand.Rand, l Difficulty) Question {
	q := &FirstQuestion{Difficulty: l}
	for try := 0; ; try++ {
		var n int
		switch l {
		case Easy:
			q.Street, n = 4, 2+r.IntN(3)
		case Normal:
			q.Street, n = 5+r.IntN(2), 3+r.IntN(4)
		default:
			q.Street, n = 4+r.IntN(4), 2+r.IntN(5)
		}
		up := min(q.Street-2, 4)
		deck := shuffled(r)
		q.Boards = make([]engine.Board, n)
		for i := range n {
			q.Boards[i] = engine.NewBoard(i+1, deck[i*up:(i+1)*up])
		}
		if l == Hard && try%2 == 0 {
			// copy one board's ranks to another seat: an exact tie
			best := engine.ExplainFirst(q.Street, q.Boards, nil).Ranked[0]
			i := r.IntN(n)
			if i == best.Seat-1 {
				i = (i + 1) % n
			}
			if cs := sameRanks(deck[n*up:], best.Written, up); len(cs) == up {
				r.Shuffle(len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
				q.Boards[i] = engine.NewBoard(i+1, cs)
			}
		}
		q.First = engine.ExplainFirst(q.Street, q.Boards, nil)
		paired := false
		for _, b := range q.Boards {
			paired = paired || b.Paired()
		}
		tied := len(q.First.Tied) > 1
		var ok bool
		switch l {
		case Easy: // unpaired boards, one best
			ok = !paired && !tied
		case Normal: // paired boards in the mix
			ok = paired && !tied
		default: // exact ties
			ok = tied
		}
		if ok || try >= maxTries {
			return q
		}
	}
}

func (q *FirstQuestion) Level() Difficulty { return q.Difficulty }
func (q *FirstQuestion) Prompt() string {
	return capitalize(engine.Street(q.Street).Name) + ". Who acts first?"
}
func (q *FirstQuestion) Form() Form          { return seatForm(len(q.Boards)) }
func (q *FirstQuestion) Check(a Answer) bool { return a.Value == q.First.Seat }
func (q *FirstQuestion) Answer() string      { return fmt.Sprintf("seat %d.", q.First.Seat) }

// Seat is the seat that acts first; Done is what it does.
func (q *FirstQuestion) Seat() int    { return q.First.Seat }
func (q *FirstQuestion) Done() string { return "acts first" }

// Rows are the seats: two cards down (three on seventh street) and the
// board, noted with its best partial low.
func (q *FirstQuestion) Rows() []SeatRow {
	rows := make([]SeatRow, len(q.Boards))
	for i, b := range q.Boards {
		down := 2
		if q.Street == 7 {
			down = 3
		}
		rows[i] = SeatRow{Seat: i + 1, Down: down, Up: b.Cards, Note: b.Partial()}
	}
	return rows
}

func (q *FirstQuestion) Explain(_ Answer, card func(engine.Card) string) Feedback {
	lines := (&narrate.Narrator{Card: card}).FirstText(q.First)
	return Feedback{Key: lines[:1], More: lines[1:]}
}
