package drill

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"razz/engine"
)

// DeadCards is "Dead cards": third street flashes by (every door card,
// then the folds, whose cards leave the table), and then, with only the
// live boards in view, a question about the cards the user saw: how many
// of the low cards it needs are live, which of them show, who showed
// them. The answer is counted from the deal. A question answered wrong
// comes back on the spaced-repetition schedule of the mistakes (Again,
// RepeatKey).
var DeadCards Drill = deadDrill{}

type deadDrill struct{}

func (deadDrill) ID() string    { return "dead-cards" }
func (deadDrill) Title() string { return "Dead cards" }
func (deadDrill) About() string { return "third street flashes by: are your outs live?" }

// The three questions.
const (
	deadHowMany = iota // how many of the low cards you need are live
	deadWhich          // which ranks you need show
	deadWho            // which seats show a card you need
)

// DeadSeat is one seat's third street as the user saw it.
type DeadSeat struct {
	Seat   int
	Door   engine.Card
	Folded bool // folded on third street: its door card has left the table
}

// DeadQuestion is a third street to remember and a question about it.
type DeadQuestion struct {
	Difficulty Difficulty
	Key        uint64 // the deal: the same key deals the same question
	Ask        int    // deadHowMany, deadWhich or deadWho
	Me         int    // the user's seat
	Own        []engine.Card
	Seats      []DeadSeat // every seat, the user's too
}

func (deadDrill) New(r *rand.Rand, l Difficulty) Question {
	return dealDead(r.Uint64(), l)
}

// Again is the question of a key written by RepeatKey: a deal the user
// got wrong, asked again.
func (deadDrill) Again(key string) Question {
	n, d, ok := repeatKey(key)
	if !ok {
		return nil
	}
	return dealDead(n, d)
}

// RepeatKey names the question for Again.
func (q *DeadQuestion) RepeatKey() string { return fmt.Sprintf("%d/%s", q.Key, q.Difficulty) }

// dealDead deals a table from key and plays its third street: the bots
// act for every other seat, the user's seat stays in as cheaply as it
// can. Bigger tables above easy; the question turns with the key.
func dealDead(key uint64, l Difficulty) *DeadQuestion {
	r := rand.New(rand.NewPCG(key, 0xdead_ca7d))
	for {
		if q := tryDead(r, key, l); q != nil {
			return q
		}
	}
}

func tryDead(r *rand.Rand, key uint64, l Difficulty) *DeadQuestion {
	n := [...]int{4, 6, 8}[l] - r.IntN(2)
	players, err := randomLineup(r, n)
	if err != nil {
		return nil
	}
	h, err := freshHand(r, n)
	if err != nil {
		return nil
	}
	q := &DeadQuestion{Difficulty: l, Key: key, Ask: r.IntN(3), Me: 1 + r.IntN(n)}
	for !h.Done() && h.Street() == 3 {
		seat := h.ToAct()
		v := h.View(seat)
		a := players[seat-1].Decide(v, r).Action
		if seat == q.Me {
			a = cheapest(v.Legal)
		}
		if err := h.Apply(a); err != nil {
			return nil
		}
	}
	v := h.View(q.Me)
	q.Own = v.Own[:3]
	for _, s := range v.Seats {
		if len(s.Up) == 0 {
			return nil
		}
		q.Seats = append(q.Seats, DeadSeat{Seat: s.Seat, Door: s.Up[0], Folded: s.Folded})
	}
	if len(q.need()) == 0 {
		return nil // no low card to need: nothing to count
	}
	return q
}

// cheapest is the option that stays in for the least: check, call,
// bring in, complete.
func cheapest(legal []engine.Option) engine.Action {
	for _, k := range []engine.ActionKind{engine.Check, engine.Call, engine.BringIn, engine.Complete, engine.Bet, engine.Raise} {
		for _, o := range legal {
			if o.Kind == k {
				return o.Action()
			}
		}
	}
	return legal[0].Action()
}

// need is the ranks ace to eight the user does not hold: the low cards it
// needs.
func (q *DeadQuestion) need() []engine.Rank {
	var out []engine.Rank
	for r := engine.Ace; r <= engine.Eight; r++ {
		if !slices.ContainsFunc(q.Own, func(c engine.Card) bool { return c.Rank() == r }) {
			out = append(out, r)
		}
	}
	return out
}

// shown is the other seats' door cards of ranks the user needs.
func (q *DeadQuestion) shown() []DeadSeat {
	need := q.need()
	var out []DeadSeat
	for _, s := range q.Seats {
		if s.Seat != q.Me && slices.Contains(need, s.Door.Rank()) {
			out = append(out, s)
		}
	}
	return out
}

// live is how many cards of the needed ranks are unseen.
func (q *DeadQuestion) live() int { return 4*len(q.need()) - len(q.shown()) }

// deadRanks is the needed ranks that show at least once, lowest first.
func (q *DeadQuestion) deadRanks() []engine.Rank {
	var out []engine.Rank
	for _, s := range q.shown() {
		if !slices.Contains(out, s.Door.Rank()) {
			out = append(out, s.Door.Rank())
		}
	}
	slices.Sort(out)
	return out
}

// holders is the seats showing a needed card.
func (q *DeadQuestion) holders() []int {
	var out []int
	for _, s := range q.shown() {
		out = append(out, s.Seat)
	}
	return out
}

func (q *DeadQuestion) Level() Difficulty { return q.Difficulty }

// FlashFrames is what flashes by before the question: every door card,
// then the folds. The quiz shows each for FlashSeconds, then hides them.
func (q *DeadQuestion) FlashFrames(card func(engine.Card) string) [][]string {
	doors := []string{"Third street: the door cards."}
	var folds []string
	for _, s := range q.Seats {
		doors = append(doors, fmt.Sprintf("%s  %s", q.seatName(s.Seat), card(s.Door)))
		if s.Folded {
			folds = append(folds, fmt.Sprintf("%s folds: %s leaves the table", q.seatName(s.Seat), card(s.Door)))
		}
	}
	if len(folds) == 0 {
		folds = []string{"Nobody folds."}
	}
	return [][]string{doors, append([]string{"Third street: the folds."}, folds...)}
}

// FlashSeconds is how long each frame shows: less time at a harder level.
func (q *DeadQuestion) FlashSeconds() float64 { return [...]float64{4, 3, 2.5}[q.Difficulty] }

func (q *DeadQuestion) seatName(seat int) string {
	if seat == q.Me {
		return fmt.Sprintf("You (seat %d)", seat)
	}
	return fmt.Sprintf("Seat %d", seat)
}

// Spot is the table as it is when the question is asked: the user's
// cards, the live boards; the folded seats' cards are gone.
func (q *DeadQuestion) Spot(card func(engine.Card) string) []string {
	lines := []string{"Your cards: " + engine.JoinCards(q.Own, " ", card)}
	var live, folded []string
	for _, s := range q.Seats {
		switch {
		case s.Seat == q.Me:
		case s.Folded:
			folded = append(folded, strconv.Itoa(s.Seat))
		default:
			live = append(live, fmt.Sprintf("seat"+Keep+"%d"+Keep+"%s", s.Seat, card(s.Door))) // one entry: "seat 5" ended a line, "A♠" began the next
		}
	}
	if len(live) > 0 {
		lines = append(lines, "Live: "+strings.Join(live, ", "))
	}
	if len(folded) > 0 {
		seats := "seats "
		if len(folded) == 1 {
			seats = "seat "
		}
		lines = append(lines, "Folded (cards gone): "+seats+strings.Join(folded, ", "))
	}
	return lines
}

func (q *DeadQuestion) Prompt() string {
	switch q.Ask {
	case deadHowMany:
		return "How many of the low cards you need (ace to eight, ranks you do not hold) are live?"
	case deadWhich:
		return "Which of the ranks you need show on other boards? Type them (4 7), or none."
	}
	return "Which seats showed a card you need? Type their numbers (2 5), or none."
}

func (q *DeadQuestion) Form() Form {
	help := map[int]HelpKey{deadHowMany: {"0-9", "a number"}, deadWhich: {"A-8", "ranks"}, deadWho: {"1-8", "seats"}}[q.Ask]
	return Form{Kind: Type, Help: []HelpKey{help, {"enter", "answer"}},
		Chars:      map[int]string{deadHowMany: "0123456789", deadWhich: "123456789 ,AaTtJjQqKkNnOoEe-", deadWho: "0123456789 ,NnOoEeBbDdYy-"}[q.Ask],
		Miss:       "Type your answer first: " + map[int]string{deadHowMany: "a number", deadWhich: "ranks, or none", deadWho: "seat numbers, or none"}[q.Ask] + ".",
		Unreadable: q.unreadable}
}

// unreadable says why a typed answer is none to the question asked: not
// a number, a letter that is no rank ("foo" is no list of ranks: it is
// not read as "OO"), a seat the table does not have; "" when it reads.
func (q *DeadQuestion) unreadable(typed string) string {
	s := strings.ToUpper(strings.TrimSpace(typed))
	if s == "" {
		return ""
	}
	switch q.Ask {
	case deadHowMany:
		if _, err := strconv.Atoi(s); err != nil {
			return fmt.Sprintf("%s is not a number: type how many are live, as 17.", s)
		}
	case deadWhich:
		if _, ok := parseRanks(s); !ok {
			return fmt.Sprintf("%s is not a list of ranks: type ranks as 4 7 (A, 2 to 9, T J Q K), or none.", s)
		}
	default:
		seats, ok := parseSeats(s)
		if !ok {
			return fmt.Sprintf("%s is not a list of seats: type seat numbers as 2 5, or none.", s)
		}
		for _, n := range seats {
			if n < 1 || n > len(q.Seats) {
				return fmt.Sprintf("There is no seat %d: seats 1 to %d.", n, len(q.Seats))
			}
		}
	}
	return ""
}

func (q *DeadQuestion) Check(a Answer) bool {
	switch q.Ask {
	case deadHowMany:
		n, err := strconv.Atoi(strings.TrimSpace(a.Text))
		return err == nil && n == q.live()
	case deadWhich:
		got, ok := parseRanks(a.Text)
		return ok && slices.Equal(got, q.deadRanks())
	}
	got, ok := parseSeats(a.Text)
	want := slices.Clone(q.holders())
	slices.Sort(want)
	return ok && slices.Equal(got, slices.Compact(want))
}

// parseRanks reads ranks written "4 7", "4,7", "47" or "none"; a
// character that is no rank makes it no list of ranks.
func parseRanks(s string) ([]engine.Rank, bool) {
	var out []engine.Rank
	for _, f := range answerFields(s) {
		for _, ch := range strings.ToUpper(f) {
			c, err := engine.ParseCard(string(ch) + "s")
			if err != nil {
				if ch == '1' { // an ace, as some players write it
					c = engine.NewCard(engine.Ace, 0)
				} else {
					return nil, false
				}
			}
			if !slices.Contains(out, c.Rank()) {
				out = append(out, c.Rank())
			}
		}
	}
	slices.Sort(out)
	return out, true
}

// parseSeats reads seat numbers written "2 5", "2,5" or "none".
func parseSeats(s string) ([]int, bool) {
	var out []int
	for _, f := range answerFields(s) {
		n, err := strconv.Atoi(f)
		if err != nil {
			return nil, false
		}
		out = append(out, n)
	}
	slices.Sort(out)
	return slices.Compact(out), true
}

// answerFields splits an answer at spaces and commas; "none", "no" and
// "-" are no fields.
func answerFields(s string) []string {
	s = strings.ToLower(strings.TrimSpace(s))
	if s == "none" || s == "no" || s == "nobody" || s == "-" {
		return nil
	}
	return strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' })
}

// Typed is the right answer as it would be typed: "17", "4 7", "2 5" or
// "none".
func (q *DeadQuestion) Typed() string {
	var s string
	switch q.Ask {
	case deadHowMany:
		return strconv.Itoa(q.live())
	case deadWhich:
		s = rankList(q.deadRanks())
	default:
		seats := slices.Clone(q.holders())
		slices.Sort(seats)
		s = strings.ReplaceAll(joinInts(slices.Compact(seats)), ",", "")
	}
	if s == "" {
		return "none"
	}
	return s
}

func (q *DeadQuestion) Answer() string {
	switch q.Ask {
	case deadHowMany:
		return fmt.Sprintf("%d live.", q.live())
	case deadWhich:
		if len(q.deadRanks()) == 0 {
			return "none showed."
		}
		return rankList(q.deadRanks()) + " showed."
	}
	if len(q.holders()) == 0 {
		return "nobody."
	}
	if len(q.holders()) == 1 {
		return "seat " + joinInts(q.holders()) + "."
	}
	return "seats " + joinInts(q.holders()) + "."
}

func (q *DeadQuestion) Explain(_ Answer, card func(engine.Card) string) Feedback {
	need := q.need()
	shown := q.shown()
	key := fmt.Sprintf("You need %s: %d cards, %d of them showed, so %d are live.",
		rankList(need), 4*len(need), len(shown), q.live())
	var showed []string
	for _, s := range shown {
		w := fmt.Sprintf("%s (seat %d", card(s.Door), s.Seat)
		if s.Folded {
			w += ", folded: gone from the table"
		}
		showed = append(showed, w+")")
	}
	more := []string{}
	if len(showed) > 0 {
		more = append(more, "They showed: "+strings.Join(showed, ", ")+".")
	} else {
		more = append(more, "None of them showed: every card you need is live.")
	}
	var doors []string
	for _, s := range q.Seats {
		if s.Seat != q.Me {
			doors = append(doors, fmt.Sprintf("seat"+Keep+"%d"+Keep+"%s", s.Seat, card(s.Door)))
		}
	}
	more = append(more, "Every door card: "+strings.Join(doors, ", ")+".",
		"A folded card is still out of the deck: remembering it is worth as much as seeing a live one.")
	return Feedback{Key: []string{key}, More: more}
}

func rankList(rs []engine.Rank) string {
	var s []string
	for _, r := range rs {
		s = append(s, r.String())
	}
	return strings.Join(s, " ")
}

func joinInts(ns []int) string {
	var s []string
	for _, n := range ns {
		s = append(s, strconv.Itoa(n))
	}
	return strings.Join(s, ", ")
}
