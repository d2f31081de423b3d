package drill

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"razz/engine"
	"razz/engine/narrate"
)

// Boards is "Reading boards": the up cards of a deal on fourth to sixth
// street, and who is ahead (the best board showing, by the engine's
// ace-to-five order of boards) or who is drawing to a better low than the
// leader's made hand (its low cards, bricks set aside, completed by the
// best cards to come, beat the leader's board).
var Boards Drill = boardsDrill{}

type boardsDrill struct{}

func (boardsDrill) ID() string    { return "boards" }
func (boardsDrill) Title() string { return "Reading boards" }
func (boardsDrill) About() string { return "4th to 6th street: who is ahead, who is drawing?" }

// BoardsQuestion is the boards of a street from fourth to sixth, asking
// who is ahead or, when Drawing, who draws to a better low than the
// leader's.
type BoardsQuestion struct {
	Difficulty Difficulty
	Key        uint64
	Street     int
	Drawing    bool
	Boards     []engine.Board
	First      engine.FirstExplanation // the boards ranked by the engine, best first
	Draws      []Draw                  // each seat's draw, in seat order
	answer     int
}

// Draw is what a board draws to: its low cards (a rank eight or lower,
// once each) with its bricks set aside (a card nine or higher, or one
// that pairs the board: the coach's brick), and the best board those low
// cards can show with the best cards to come in the bricks' places, one
// card to come for each brick (a board with more bricks than cards to
// come draws to none).
type Draw struct {
	Seat   int
	Low    engine.Board // the low cards alone
	Bricks []engine.Card
	ToCome int          // the cards still to come to the hand, the seventh street's included
	Best   engine.Board // the low cards and the lowest ranks they lack, as many cards as the board
}

// CardsToCome is how many cards a hand still gets after street: on
// fifth street two (sixth street's up and seventh's down card).
func CardsToCome(street int) int { return max(7-street, 0) }

// DrawOf is a board's draw on a street.
func DrawOf(b engine.Board, street int) Draw {
	d := Draw{Seat: b.Seat, ToCome: CardsToCome(street)}
	var low []engine.Card
	for _, c := range b.Cards {
		paired := false
		for _, x := range low {
			paired = paired || x.Rank() == c.Rank()
		}
		if c.Rank() >= engine.Nine || paired {
			d.Bricks = append(d.Bricks, c)
			continue
		}
		low = append(low, c)
	}
	d.Low = engine.NewBoard(b.Seat, low)
	best := slices.Clone(low)
	for rk := engine.Ace; len(best) < len(b.Cards); rk++ {
		if !slices.ContainsFunc(low, func(c engine.Card) bool { return c.Rank() == rk }) {
			best = append(best, engine.NewCard(rk, engine.Clubs))
		}
	}
	d.Best = engine.NewBoard(b.Seat, best)
	return d
}

// Filled says whether the cards to come can fill every brick's place.
func (d Draw) Filled() bool { return len(d.Bricks) <= d.ToCome }

// Beats says whether the draw's best board beats the board b: the cards
// to come fill the bricks' places and the board they make is better.
func (d Draw) Beats(b engine.Board) bool { return d.Filled() && d.Best.Value < b.Value }

func (boardsDrill) New(r *rand.Rand, l Difficulty) Question { return dealBoards(r.Uint64(), l) }

// Again is the question of a key written by RepeatKey.
func (boardsDrill) Again(key string) Question {
	k, l, ok := repeatKey(key)
	if !ok {
		return nil
	}
	return dealBoards(k, l)
}

// RepeatKey names the question for Again.
func (q *BoardsQuestion) RepeatKey() string { return fmt.Sprintf("%d/%s", q.Key, q.Difficulty) }

// dealBoards deals boards from key until a question of level l: easy,
// who is ahead on fourth street, unpaired boards; normal, who is ahead on
// fifth or sixth street with a paired board in the mix; hard, who draws
// to a better low than the leader's made hand (no brick on its board) on
// fifth or sixth street, one seat alone, beside a seat whose brick
// leaves it no such draw.
func dealBoards(key uint64, l Difficulty) *BoardsQuestion {
	r := rand.New(rand.NewPCG(key, 0xb0a2d5))
	q := &BoardsQuestion{Difficulty: l, Key: key, Drawing: l == Hard}
	for try := 0; ; try++ {
		var n int
		switch l {
		case Easy:
			q.Street, n = 4, 2+r.IntN(4)
		case Normal:
			q.Street, n = 5+r.IntN(2), 3+r.IntN(4)
		default:
			q.Street, n = 5+r.IntN(2), 3+r.IntN(4)
		}
		up := q.Street - 2
		deck := shuffled(r)
		q.Boards = make([]engine.Board, n)
		q.Draws = make([]Draw, n)
		paired := false
		for i := range n {
			q.Boards[i] = engine.NewBoard(i+1, deck[i*up:(i+1)*up])
			q.Draws[i] = DrawOf(q.Boards[i], q.Street)
			paired = paired || q.Boards[i].Paired()
		}
		q.First = engine.ExplainFirst(q.Street, q.Boards, nil)
		ok := len(q.First.Tied) == 1
		leader := q.Draws[q.First.Best-1]
		q.answer = q.First.Best
		switch l {
		case Easy:
			ok = ok && !paired
		case Normal:
			ok = ok && paired
		default:
			var drawing []int
			decoy := false
			for _, d := range q.Draws {
				switch {
				case d.Seat == leader.Seat:
				case d.Beats(q.Boards[leader.Seat-1]):
					drawing = append(drawing, d.Seat)
				case len(d.Bricks) > 0:
					decoy = true
				}
			}
			ok = ok && len(leader.Bricks) == 0 && len(drawing) == 1 && (decoy || try > maxTries/2)
			if len(drawing) == 1 {
				q.answer = drawing[0]
			}
		}
		if ok || try >= maxTries {
			return q
		}
	}
}

func (q *BoardsQuestion) Level() Difficulty { return q.Difficulty }

func (q *BoardsQuestion) Prompt() string {
	st := capitalize(engine.Street(q.Street).Name)
	if q.Drawing {
		return st + ". Who is drawing to a better low than the leader's?"
	}
	return st + ". Whose board is best showing?"
}

func (q *BoardsQuestion) Form() Form          { return seatForm(len(q.Boards)) }
func (q *BoardsQuestion) Check(a Answer) bool { return a.Value == q.answer }
func (q *BoardsQuestion) Answer() string      { return fmt.Sprintf("seat %d.", q.answer) }

// Seat is the seat asked for; Done is what it does.
func (q *BoardsQuestion) Seat() int { return q.answer }
func (q *BoardsQuestion) Done() string {
	if q.Drawing {
		return "draws better"
	}
	return "ahead"
}

// Rows are the seats: two cards down and the board, noted with its low
// so far (a drawing question: what its low cards can make, bricks set
// aside and the best cards to come in their places).
func (q *BoardsQuestion) Rows() []SeatRow {
	rows := make([]SeatRow, len(q.Boards))
	for i, b := range q.Boards {
		note := b.Partial()
		switch d := q.Draws[i]; {
		case !q.Drawing || b.Seat == q.First.Best || len(d.Bricks) == 0:
		case d.Filled():
			note = "can make " + d.Best.Partial()
		default:
			note = fmt.Sprintf("%d bricks, %d to come", len(d.Bricks), d.ToCome)
		}
		rows[i] = SeatRow{Seat: b.Seat, Down: 2, Up: b.Cards, Note: note}
	}
	return rows
}

// Explain says who is ahead and why (the narrator's rule of boards); a
// drawing question says what the answer's board draws to, and what the
// seat picked instead does, the rows noting the best each board can make.
func (q *BoardsQuestion) Explain(a Answer, card func(engine.Card) string) Feedback {
	first := (&narrate.Narrator{Card: card}).FirstText(q.First)
	best := q.Boards[q.First.Best-1]
	ahead := fmt.Sprintf("Seat %d is ahead: %s is the best board showing (boards compare like lows, face-up cards only).", best.Seat, best.Partial())
	if !q.Drawing {
		return Feedback{Key: []string{ahead}, More: first[1:]}
	}
	key := []string{q.drawWords(q.Draws[q.answer-1], best, card)}
	more := []string{fmt.Sprintf("Seat %d's %s is ahead: the best board showing.", best.Seat, best.Partial())}
	switch {
	case a.Value == best.Seat:
		more = []string{fmt.Sprintf("Seat %d is the leader: its %s is ahead, the best board showing, and made, not drawing.", best.Seat, best.Partial())}
	case a.Value >= 1 && a.Value <= len(q.Draws) && a.Value != q.answer:
		more = append([]string{q.drawWords(q.Draws[a.Value-1], best, card)}, more...)
	}
	more = append(more,
		fmt.Sprintf("A brick (a nine or higher, or a card pairing the board) is set aside for a card to come, the best there is: %s after %s.", comeWord(CardsToCome(q.Street)), engine.Street(q.Street).Name))
	return Feedback{Key: key, More: more}
}

// drawWords says what seat d's board draws to against the leader's.
func (q *BoardsQuestion) drawWords(d Draw, leader engine.Board, card func(engine.Card) string) string {
	b := q.Boards[d.Seat-1]
	if len(d.Bricks) == 0 {
		return fmt.Sprintf("Seat %d's %s has no brick: a made low, behind %s.", d.Seat, b.Partial(), leader.Partial())
	}
	var bricks []string
	for _, c := range d.Bricks {
		bricks = append(bricks, card(c))
	}
	if !d.Filled() {
		return fmt.Sprintf("Seat %d: %s bricks (%s) and only %s to come: it cannot fill them all, so it draws to no better low than %s.",
			d.Seat, numberWord(len(d.Bricks)), narrate.JoinAnd(bricks), cardsWord(d.ToCome), leader.Partial())
	}
	aside := "set " + narrate.JoinAnd(bricks) + " aside"
	low := "with no low card left"
	if len(d.Low.Cards) > 0 {
		low = "and its " + d.Low.Partial()
	}
	if d.Beats(leader) {
		return fmt.Sprintf("Seat %d draws to a better low than seat %d's %s: %s %s can make %s.",
			d.Seat, leader.Seat, leader.Partial(), aside, low, d.Best.Partial())
	}
	return fmt.Sprintf("Seat %d: %s %s makes at best %s, no better than %s.",
		d.Seat, aside, low, d.Best.Partial(), leader.Partial())
}

// cardsWord: "one card", "two cards".
func cardsWord(n int) string {
	if n == 1 {
		return "one card"
	}
	return numberWord(n) + " cards"
}

// comeWord: "one card comes", "two cards come".
func comeWord(n int) string {
	if n == 1 {
		return "one card comes"
	}
	return cardsWord(n) + " come"
}
