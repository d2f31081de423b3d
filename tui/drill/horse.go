package drill

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"razz/engine"
)

// Horse is "The HORSE switch": what changes from Razz to Seven-card Stud
// and Stud Hi/Lo, the stud games a HORSE player switches between. Easy
// questions ask a fact of one game (who brings in, who acts first, how
// the ace plays, whether straights and flushes count, what wins the low);
// normal and hard ones deal door cards or boards and ask who brings in or
// acts first in one of the games (hard: a rank tie the suits break, or a
// paired board). Every answer is read from Games, the facts as data; the
// Razz ones are the engine's.
var Horse Drill = horseDrill{}

type horseDrill struct{}

func (horseDrill) ID() string    { return "horse" }
func (horseDrill) Title() string { return "The HORSE switch" }
func (horseDrill) About() string { return "Razz, Stud, Stud/8: who brings in, who acts first?" }

// Game is one of HORSE's stud games as the drill asks of it.
type Game struct {
	Name string // as the lesson names it: "Razz", "Stud", "Stud/8"
	Long string // "Seven-card Stud"
	// BringInHigh: the highest door card brings in, else the lowest; a
	// rank tie goes by suit the same way (spades highest, clubs lowest).
	BringInHigh bool
	// FirstHigh: from fourth street the highest board acts first, else the
	// lowest (the best low).
	FirstHigh bool
	// AceHigh: the ace counts high for the bring-in and the boards.
	AceHigh bool
	// The answers of the fact questions, one of each topic's Options.
	Ace, Straights, Low string
}

// said is the game as a question names it: its long name with the
// lesson's short one, "Stud Hi/Lo (Stud/8)", so the two are one game.
func (g Game) said() string {
	if g.Long == g.Name {
		return g.Name
	}
	return g.Long + " (" + g.Name + ")"
}

// The answers the fact questions offer.
const (
	AceLow     = "always low"
	AceHighAns = "high (low only in the straight 5-4-3-2-A)"
	AceBoth    = "high or low"
	CountHigh  = "they count, for the high hand"
	CountNot   = "they do not count"
	LowWhole   = "any low takes the whole pot"
	LowNone    = "no low: the high hand takes the whole pot"
	LowEight   = "an eight or better takes half the pot"
)

// Games are the facts, one game a row. The lesson (assets/learn/horse.md)
// says each in its words, and the Razz row is the engine's rules.
var Games = []Game{
	{Name: "Razz", Long: "Razz", BringInHigh: true, FirstHigh: false, AceHigh: false, Ace: AceLow, Straights: CountNot, Low: LowWhole},
	{Name: "Stud", Long: "Seven-card Stud", BringInHigh: false, FirstHigh: true, AceHigh: true, Ace: AceHighAns, Straights: CountHigh, Low: LowNone},
	{Name: "Stud/8", Long: "Stud Hi/Lo", BringInHigh: false, FirstHigh: true, AceHigh: true, Ace: AceBoth, Straights: CountHigh, Low: LowEight},
}

// Topics of the fact questions.
const (
	TopicBringIn = iota
	TopicFirst
	TopicAce
	TopicStraights
	TopicLow
	NumTopics
)

// topics are the fact questions: what is asked, the answers offered and
// a game's answer.
var topics = [NumTopics]struct {
	ask     string
	options []string
	answer  func(Game) string
}{
	TopicBringIn:   {"In %s, which door card brings in?", []string{"the highest door card", "the lowest door card"}, Game.bringInWord},
	TopicFirst:     {"In %s, whose board acts first from fourth street?", []string{"the highest board", "the lowest board"}, Game.firstWord},
	TopicAce:       {"In %s, how does the ace play in a hand?", []string{AceLow, AceHighAns, AceBoth}, func(g Game) string { return g.Ace }},
	TopicStraights: {"In %s, do straights and flushes count?", []string{CountHigh, CountNot}, func(g Game) string { return g.Straights }},
	TopicLow:       {"In %s, who wins the pot?", []string{LowWhole, LowEight, LowNone}, func(g Game) string { return g.Low }},
}

func (g Game) bringInWord() string {
	if g.BringInHigh {
		return "the highest door card"
	}
	return "the lowest door card"
}

func (g Game) firstWord() string {
	if g.FirstHigh {
		return "the highest board"
	}
	return "the lowest board"
}

// rankValue is a rank's place for the bring-in and the boards: the ace
// below the two, or above the king where it counts high.
func (g Game) rankValue(r engine.Rank) int {
	if r == engine.Ace && g.AceHigh {
		return int(engine.King) + 1
	}
	return int(r)
}

// BringIn is the seat that brings in: the highest or lowest door card,
// a rank tie broken by suit the same way.
func (g Game) BringIn(doors []engine.SeatCard) int {
	key := func(c engine.Card) int { return g.rankValue(c.Rank())*engine.NumSuits + int(c.Suit()) }
	by := func(a, b engine.SeatCard) int { return cmp.Compare(key(a.Card), key(b.Card)) }
	if g.BringInHigh {
		return slices.MaxFunc(doors, by).Seat
	}
	return slices.MinFunc(doors, by).Seat
}

// boardKey orders boards as poker does, ace high or low as the game
// counts it: more of a rank first (a pair above no pair, trips above two
// pair), then the ranks, the most copies first and the highest first. A
// greater key is the higher board; the lowest board is the best low.
func (g Game) boardKey(cs []engine.Card) []int {
	cnt := map[int]int{}
	for _, c := range cs {
		cnt[g.rankValue(c.Rank())]++
	}
	ranks := make([]int, 0, len(cnt))
	for r := range cnt {
		ranks = append(ranks, r)
	}
	slices.SortFunc(ranks, func(a, b int) int { return cmp.Or(cmp.Compare(cnt[b], cnt[a]), cmp.Compare(b, a)) })
	var key []int
	for _, r := range ranks { // the pattern: 2 1 1, 2 2, 1 1 1
		key = append(key, cnt[r])
	}
	for len(key) < len(cs) {
		key = append(key, 0)
	}
	for _, r := range ranks {
		for range cnt[r] {
			key = append(key, r)
		}
	}
	return key
}

// First is the seat that acts first on the boards (in seat order, all of
// one street), or 0 when the best two tie.
func (g Game) First(boards []engine.Board) int {
	order := slices.Clone(boards)
	slices.SortStableFunc(order, func(a, b engine.Board) int {
		c := slices.Compare(g.boardKey(a.Cards), g.boardKey(b.Cards))
		if g.FirstHigh {
			return -c
		}
		return c
	})
	if len(order) > 1 && slices.Equal(g.boardKey(order[0].Cards), g.boardKey(order[1].Cards)) {
		return 0
	}
	return order[0].Seat
}

// written is a board as the game reads it: "A-9-4", "8-8-K: a pair".
func (g Game) written(cs []engine.Card) string {
	key := g.boardKey(cs)
	var parts []string
	for _, v := range key[len(cs):] {
		r := engine.Ace
		if v <= int(engine.King) {
			r = engine.Rank(v)
		}
		parts = append(parts, r.String())
	}
	s := strings.Join(parts, "-")
	switch {
	case key[0] == 4:
		return s + ": four of a kind"
	case key[0] == 3:
		return s + ": trips"
	case key[0] == 2 && key[1] == 2:
		return s + ": two pair"
	case key[0] == 2:
		return s + ": a pair"
	}
	return s
}

// bringInRule is the rule in the lesson's words, with its tie-break.
func (g Game) bringInRule() string {
	ace, suit := "aces low", "spades highest"
	if g.AceHigh {
		ace = "aces high"
	}
	if !g.BringInHigh {
		suit = "clubs lowest"
	}
	return fmt.Sprintf("in %s %s brings in (%s; a rank tie goes by suit, %s)", g.Name, g.bringInWord(), ace, suit)
}

func (g Game) firstRule() string {
	if g.FirstHigh {
		return fmt.Sprintf("in %s the highest board acts first from fourth street (a pair above no pair, aces high)", g.Name)
	}
	return fmt.Sprintf("in %s the lowest board acts first from fourth street (any unpaired board beats a paired one, aces low)", g.Name)
}

// HorseFact is an easy question: one fact of one game.
type HorseFact struct {
	Difficulty Difficulty
	Game       Game
	Topic      int
}

// HorseSeats is a normal or hard question: door cards (Street 3) or
// boards, and who brings in or acts first in Game.
type HorseSeats struct {
	Difficulty Difficulty
	Game       Game
	Street     int
	Boards     []engine.Board // one card each on third street: the door cards
	answer     int
}

func (horseDrill) New(r *rand.Rand, l Difficulty) Question {
	g := Games[r.IntN(len(Games))]
	if l == Easy {
		return &HorseFact{Difficulty: l, Game: g, Topic: r.IntN(NumTopics)}
	}
	q := &HorseSeats{Difficulty: l, Game: g, Street: 3}
	if r.IntN(2) == 1 {
		q.Street = 4 + r.IntN(3)
	}
	for try := 0; ; try++ {
		n := 3 + r.IntN(4)
		up := max(q.Street-2, 1)
		deck := shuffled(r)
		q.Boards = make([]engine.Board, n)
		for i := range n {
			q.Boards[i] = engine.NewBoard(i+1, deck[i*up:(i+1)*up])
		}
		if q.Street == 3 && l == Hard && try%2 == 0 {
			// another door of the bring-in's rank: the suits decide
			at := g.BringIn(q.doors())
			for _, c := range deck[n:] {
				if c.Rank() == q.Boards[at-1].Cards[0].Rank() {
					i := r.IntN(n)
					if i == at-1 {
						i = (i + 1) % n
					}
					q.Boards[i] = engine.NewBoard(i+1, []engine.Card{c})
					break
				}
			}
		}
		ok := false
		if q.Street == 3 {
			q.answer = g.BringIn(q.doors())
			ok = q.tied() == (l == Hard)
		} else {
			q.answer = g.First(q.Boards)
			paired := false
			for _, b := range q.Boards {
				paired = paired || b.Paired()
			}
			ok = q.answer != 0 && paired == (l == Hard)
		}
		if ok || (try >= maxTries && q.answer != 0) {
			return q
		}
	}
}

func (q *HorseSeats) doors() []engine.SeatCard {
	out := make([]engine.SeatCard, len(q.Boards))
	for i, b := range q.Boards {
		out[i] = engine.SeatCard{Seat: b.Seat, Card: b.Cards[0]}
	}
	return out
}

// tied: another door card has the rank of the one that brings in.
func (q *HorseSeats) tied() bool {
	at := q.Boards[q.answer-1].Cards[0].Rank()
	n := 0
	for _, b := range q.Boards {
		if b.Cards[0].Rank() == at {
			n++
		}
	}
	return n > 1
}

// answerIn is who brings in or acts first in game g.
func (q *HorseSeats) answerIn(g Game) int {
	if q.Street == 3 {
		return g.BringIn(q.doors())
	}
	return g.First(q.Boards)
}

func (q *HorseSeats) Level() Difficulty { return q.Difficulty }
func (q *HorseSeats) Prompt() string {
	if q.Street == 3 {
		return fmt.Sprintf("%s, third street. Who brings in?", q.Game.said())
	}
	return fmt.Sprintf("%s, %s. Who acts first?", q.Game.said(), engine.Street(q.Street).Name)
}
func (q *HorseSeats) Form() Form          { return seatForm(len(q.Boards)) }
func (q *HorseSeats) Check(a Answer) bool { return a.Value == q.answer }
func (q *HorseSeats) Answer() string      { return fmt.Sprintf("seat %d.", q.answer) }

// Seat is the answer; Done what that seat does.
func (q *HorseSeats) Seat() int { return q.answer }
func (q *HorseSeats) Done() string {
	if q.Street == 3 {
		return "brings in"
	}
	return "acts first"
}

// Rows are the seats: two cards down, the door card or the board.
func (q *HorseSeats) Rows() []SeatRow {
	rows := make([]SeatRow, len(q.Boards))
	for i, b := range q.Boards {
		rows[i] = SeatRow{Seat: b.Seat, Down: 2, Up: b.Cards}
		if q.Street > 3 {
			rows[i].Note = q.Game.written(b.Cards)
		}
	}
	return rows
}

// Explain says the game's rule and what it decides here, then what each
// of the other games would decide on the same cards.
func (q *HorseSeats) Explain(_ Answer, card func(engine.Card) string) Feedback {
	say := func(g Game) string {
		s := q.answerIn(g)
		if s == 0 {
			return fmt.Sprintf("%s: the best boards tie here.", capitalize(g.firstRule()))
		}
		b := q.Boards[s-1]
		if q.Street == 3 {
			return fmt.Sprintf("%s: seat %d's %s brings in.", capitalize(g.bringInRule()), s, card(b.Cards[0]))
		}
		return fmt.Sprintf("%s: seat %d's %s.", capitalize(g.firstRule()), s, g.written(b.Cards))
	}
	var more []string
	for _, g := range Games {
		if g.Name != q.Game.Name {
			more = append(more, say(g))
		}
	}
	return Feedback{Key: []string{say(q.Game)}, More: more}
}

func (q *HorseFact) Level() Difficulty { return q.Difficulty }
func (q *HorseFact) Prompt() string    { return fmt.Sprintf(topics[q.Topic].ask, q.Game.Name) }

// Spot is the answers offered.
func (q *HorseFact) Spot(func(engine.Card) string) []string {
	var opts []string
	for i, o := range topics[q.Topic].options {
		opts = append(opts, fmt.Sprintf("%d)"+Keep+"%s", i+1, strings.ReplaceAll(o, " ", Keep)))
	}
	return []string{q.Game.said() + ".", "Answers: " + strings.Join(opts, "   ")}
}

func (q *HorseFact) right() int {
	return slices.Index(topics[q.Topic].options, topics[q.Topic].answer(q.Game))
}

func (q *HorseFact) Form() Form {
	n := len(topics[q.Topic].options)
	f := Form{Kind: Choose, Help: []HelpKey{{fmt.Sprintf("1-%d", n), "answer"}},
		Miss: fmt.Sprintf("There is no answer %%s: answers 1 to %d.", n)}
	for i := range n {
		f.Choices = append(f.Choices, Choice{i, []string{strconv.Itoa(i + 1)}})
	}
	return f
}

func (q *HorseFact) Check(a Answer) bool { return a.Value == q.right() }
func (q *HorseFact) Answer() string      { return topics[q.Topic].answer(q.Game) + "." }

// Explain says the fact in each game, the asked one first, below the
// question and its answers.
func (q *HorseFact) Explain(_ Answer, card func(engine.Card) string) Feedback {
	say := func(g Game) string {
		return fmt.Sprintf("%s: %s.", g.Name, topics[q.Topic].answer(g))
	}
	more := []string{q.Prompt(), q.Spot(card)[1], ""}
	for _, g := range Games {
		if g.Name != q.Game.Name {
			more = append(more, say(g))
		}
	}
	return Feedback{Key: []string{strings.TrimSpace(say(q.Game) + " " + q.why())}, More: more}
}

// why is the fact's reason, as the lesson gives it.
func (q *HorseFact) why() string {
	switch q.Topic {
	case TopicBringIn:
		return capitalize(q.Game.bringInRule()) + "."
	case TopicFirst:
		return capitalize(q.Game.firstRule()) + "."
	case TopicAce:
		if q.Game.Ace == AceBoth {
			return "High for the high hand, low for the low half (and high for the bring-in)."
		}
	case TopicLow:
		if q.Game.Low == LowEight {
			return "A low needs five different ranks of eight or lower; without one the high hand takes it all."
		}
	}
	return ""
}
