package drill

import (
	"fmt"
	"math/rand/v2"

	"razz/engine"
	"razz/engine/narrate"
)

// BringIn is "Who brings in?": door cards, which seat must bring in?
var BringIn Drill = bringInDrill{}

type bringInDrill struct{}

func (bringInDrill) ID() string    { return "bring-in" }
func (bringInDrill) Title() string { return "Who brings in?" }
func (bringInDrill) About() string { return "door cards: which seat must bring in?" }

// BringInQuestion is a third street's door cards.
type BringInQuestion struct {
	Difficulty Difficulty
	Doors      []engine.SeatCard
	// Short is a seat all-in from the ante, with no chips behind (0 for
	// none): at the hard level, now and then, the highest door card's, so
	// that the bring-in passes clockwise (a short bring-in).
	Short int
	Bring engine.BringInExplanation
}

// shortEvery is how often (one in so many) a hard question's highest door
// card is all-in from the ante.
const shortEvery = 4

// HasChips says whether a seat has chips behind (nil: all have), as
// engine.ExplainBringIn takes it.
func (q *BringInQuestion) HasChips() func(seat int) bool {
	if q.Short == 0 {
		return nil
	}
	return func(seat int) bool { return seat != q.Short }
}

func (bringInDrill) New(r *rand.Rand, l Difficulty) Question {
	q := &BringInQuestion{Difficulty: l}
	for try := 0; ; try++ {
		var n int
		switch l {
		case Easy:
			n = 2 + r.IntN(3)
		case Normal:
			n = 5 + r.IntN(4)
		default:
			n = 3 + r.IntN(6)
		}
		deck := shuffled(r)
		q.Doors = make([]engine.SeatCard, n)
		for i := range n {
			q.Doors[i] = engine.SeatCard{Seat: i + 1, Card: deck[i]}
		}
		q.Bring = engine.ExplainBringIn(q.Doors, engine.TieBySuit, nil)
		tied := len(q.Bring.Tied) > 1
		if l == Hard && !tied && try%2 == 0 {
			// give another seat the same rank as the highest door card
			top := q.Bring.Ranked[0].Card
			for _, c := range deck[n:] {
				if c.Rank() == top.Rank() {
					i := r.IntN(n)
					if q.Doors[i].Card == top {
						i = (i + 1) % n
					}
					q.Doors[i].Card = c
					break
				}
			}
			q.Bring = engine.ExplainBringIn(q.Doors, engine.TieBySuit, nil)
			tied = len(q.Bring.Tied) > 1
		}
		if tied == (l == Hard) || try >= maxTries {
			if l == Hard && r.IntN(shortEvery) == 0 {
				q.Short = q.Bring.Highest
				q.Bring = engine.ExplainBringIn(q.Doors, engine.TieBySuit, q.HasChips())
			}
			return q
		}
	}
}

func (q *BringInQuestion) Level() Difficulty   { return q.Difficulty }
func (q *BringInQuestion) Prompt() string      { return "Third street. Who must bring in?" }
func (q *BringInQuestion) Form() Form          { return seatForm(len(q.Doors)) }
func (q *BringInQuestion) Check(a Answer) bool { return a.Value == q.Bring.Seat }
func (q *BringInQuestion) Answer() string      { return fmt.Sprintf("seat %d.", q.Bring.Seat) }

// Seat is the seat that brings in; Done is what it does.
func (q *BringInQuestion) Seat() int    { return q.Bring.Seat }
func (q *BringInQuestion) Done() string { return "brings in" }

// ShortTag marks a seat all-in from the ante beside its row.
const ShortTag = "all-in from the ante"

// Rows are the seats: two cards down, the door card up; a seat all-in
// from the ante says so.
func (q *BringInQuestion) Rows() []SeatRow {
	rows := make([]SeatRow, len(q.Doors))
	for i, d := range q.Doors {
		rows[i] = SeatRow{Seat: d.Seat, Down: 2, Up: []engine.Card{d.Card}}
		if d.Seat == q.Short {
			rows[i].Tag = ShortTag
		}
	}
	return rows
}

func (q *BringInQuestion) Explain(_ Answer, card func(engine.Card) string) Feedback {
	lines := (&narrate.Narrator{Card: card}).BringInText(q.Bring)
	return Feedback{Key: lines[:1], More: lines[1:]}
}
