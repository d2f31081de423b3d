package drill

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"razz/engine"
	"razz/engine/narrate"
)

// SidePots is "Side pots": a hand played to the showdown with a short
// stack or two all-in, every seat's chips put in and cards shown, and a
// question about the pots: how much the main or a side pot holds, who
// wins one, what a seat wins in all. The answer is the engine's showdown
// (its pots, their players and winners), explained pot by pot in the
// table's words.
var SidePots Drill = sidePotsDrill{}

type sidePotsDrill struct{}

func (sidePotsDrill) ID() string    { return "side-pots" }
func (sidePotsDrill) Title() string { return "Side pots" }
func (sidePotsDrill) About() string { return "all-in at the showdown: the pots and who wins them" }

// What a side-pot question asks.
const (
	AskPotSize  = iota // how much pot Pot holds
	AskPotWho          // who wins pot Pot
	AskSeatWins        // how much seat Seat wins in all
)

// SidePotQuestion is a showdown with side pots and one question on it.
type SidePotQuestion struct {
	Difficulty Difficulty
	Key        uint64
	Ask        int
	Pot        int // the pot asked about: 0 the main pot
	Seat       int // AskSeatWins: the seat asked about
	Seats      []SidePotSeat
	Pots       []engine.Pot // the engine's, main pot first
	Returned   []engine.Chips
	Options    []string // AskPotSize, AskSeatWins: the four amounts offered
	Right      int      // the index of the right amount, or the winning seat
}

// SidePotSeat is one seat at the end of the hand: what it put in, how it
// ended and the cards it showed.
type SidePotSeat struct {
	Seat   int
	Put    int // chips put in, antes included, less any returned
	AllIn  bool
	Folded bool
	Street int               // the street it went all-in or folded on
	Cards  []engine.Card     // shown at the showdown (none when folded)
	Eval   engine.Evaluation // its best low, when shown
}

func (sidePotsDrill) New(r *rand.Rand, l Difficulty) Question { return dealSidePots(r.Uint64(), l) }

// Again is the question of a key written by RepeatKey.
func (sidePotsDrill) Again(key string) Question {
	k, l, ok := repeatKey(key)
	if !ok {
		return nil
	}
	return dealSidePots(k, l)
}

// RepeatKey names the question for Again.
func (q *SidePotQuestion) RepeatKey() string { return fmt.Sprintf("%d/%s", q.Key, q.Difficulty) }

// dealSidePots plays hands from key, every seat betting, calling and now
// and then raising or folding at random, until one ends at a showdown
// with the level's pots: easy a main and one side pot among three or
// four players, medium the same with a fold, hard two side pots or more.
func dealSidePots(key uint64, l Difficulty) *SidePotQuestion {
	r := rand.New(rand.NewPCG(key, 0x51de_9075))
	for {
		n := [...]int{3, 4, 5}[l] + r.IntN(2)
		stacks := make([]int, n)
		for i := range stacks {
			stacks[i] = engine.DefaultStack
		}
		short := 1 + min(int(l), 1) + r.IntN(1+min(int(l), 1)) // easy 1, else 2 or 3
		for _, i := range r.Perm(n)[:min(short, n-1)] {
			stacks[i] = 5 * (3 + r.IntN(40)) // 15 to 210
		}
		h, err := engine.NewHand(engine.NewTable(nil, stacks, engine.DefaultStakes, engine.DefaultRules), engine.DeckDealer{Deck: engine.NewDeckFrom(r)})
		if err != nil {
			continue
		}
		for !h.Done() {
			if err := h.Apply(sidePotAction(h.Legal(), r)); err != nil {
				break
			}
		}
		if q := sidePotQuestion(h, key, l, r); q != nil {
			return q
		}
	}
}

// sidePotAction: the forced bring-in posts, a bet is called (raised a
// tenth of the time, folded a tenth), a free turn bets half the time.
func sidePotAction(legal []engine.Option, r *rand.Rand) engine.Action {
	has := func(k engine.ActionKind) (engine.Option, bool) {
		for _, o := range legal {
			if o.Kind == k {
				return o, true
			}
		}
		return engine.Option{}, false
	}
	if o, ok := has(engine.BringIn); ok {
		return o.Action()
	}
	x := r.IntN(10)
	if c, ok := has(engine.Call); ok {
		if o, ok := has(engine.Raise); ok && x == 0 {
			return o.Action()
		}
		if x == 1 {
			return engine.Action{Kind: engine.Fold}
		}
		return c.Action()
	}
	for _, k := range []engine.ActionKind{engine.Complete, engine.Bet} {
		if o, ok := has(k); ok && x < 5 {
			return o.Action()
		}
	}
	return engine.Action{Kind: engine.Check}
}

// sidePotQuestion asks about a finished hand, nil when it does not end
// with the level's pots at a showdown (or the pot asked about splits).
func sidePotQuestion(h *engine.Hand, key uint64, l Difficulty, r *rand.Rand) *SidePotQuestion {
	sd := h.Showdown()
	if sd == nil || len(sd.Pots) < 2 {
		return nil
	}
	q := &SidePotQuestion{Difficulty: l, Key: key, Pots: sd.Pots, Returned: h.Returned()}
	folds := 0
	v := h.View(0)
	for _, sv := range v.Seats {
		s := SidePotSeat{Seat: sv.Seat, Put: sv.Total, AllIn: sv.AllIn, Folded: sv.Folded}
		for _, a := range v.Actions {
			if a.Seat == sv.Seat && (a.AllIn || a.Kind == engine.Fold) {
				s.Street = a.Street
			}
		}
		for _, x := range sd.Order {
			if x.Seat == sv.Seat {
				s.Cards, s.Eval = h.Cards(sv.Seat), x.Eval
			}
		}
		if s.Folded {
			folds++
		}
		q.Seats = append(q.Seats, s)
	}
	switch {
	case l == Easy && (len(sd.Pots) != 2 || folds > 0):
		return nil
	case l == Normal && (len(sd.Pots) != 2 || folds == 0):
		return nil
	case l == Hard && len(sd.Pots) < 3:
		return nil
	}
	switch l {
	case Easy:
		q.Ask = r.IntN(2) // the main pot's size or winner
	case Normal:
		q.Ask, q.Pot = r.IntN(2), 1
	default:
		q.Ask, q.Pot = AskSeatWins, r.IntN(len(sd.Pots))
	}
	p := sd.Pots[q.Pot]
	if len(p.Winners) != 1 {
		return nil // a split: "who wins" has two answers
	}
	switch q.Ask {
	case AskPotWho:
		q.Right = p.Winners[0]
	case AskPotSize:
		q.offer(r, p.Amount, q.Pot)
	case AskSeatWins:
		q.Seat = p.Winners[0] // a seat that wins something
		q.offer(r, q.wins(q.Seat), -1)
	}
	return q
}

// wins is what a seat takes from every pot.
func (q *SidePotQuestion) wins(seat int) int {
	n := 0
	for _, p := range q.Pots {
		for _, s := range p.Shares {
			if s.Seat == seat {
				n += s.Amount
			}
		}
	}
	return n
}

// offer makes four amounts: the right one, the other pots' sizes and sums
// (the usual slips), then near amounts.
func (q *SidePotQuestion) offer(r *rand.Rand, right, pot int) {
	var wrong []int
	total := 0
	for i, p := range q.Pots {
		total += p.Amount
		if i != pot {
			wrong = append(wrong, p.Amount)
		}
	}
	wrong = append(wrong, total)
	if len(q.Pots) > 1 {
		wrong = append(wrong, q.Pots[0].Amount+q.Pots[1].Amount)
	}
	for k := 1; k <= 6; k++ {
		wrong = append(wrong, right+5*k*len(q.Seats), right-5*k)
	}
	opts := []string{strconv.Itoa(right)}
	for _, w := range wrong {
		s := strconv.Itoa(w)
		if len(opts) < 4 && w > 0 && !slices.Contains(opts, s) {
			opts = append(opts, s)
		}
	}
	r.Shuffle(len(opts), func(i, j int) { opts[i], opts[j] = opts[j], opts[i] })
	q.Options, q.Right = opts, slices.Index(opts, strconv.Itoa(right))
}

func (q *SidePotQuestion) Level() Difficulty { return q.Difficulty }

// potName is a pot in a sentence: "the main pot", "side pot 1".
func potName(i int) string {
	if i == 0 {
		return "the main pot"
	}
	return strings.ToLower(narrate.PotName(i))
}

func (q *SidePotQuestion) Prompt() string {
	switch q.Ask {
	case AskPotWho:
		return "Who wins " + potName(q.Pot) + "?"
	case AskPotSize:
		return "How much is in " + potName(q.Pot) + "?"
	}
	return fmt.Sprintf("How much does seat %d win in all?", q.Seat)
}

func (q *SidePotQuestion) Form() Form {
	if q.Ask == AskPotWho {
		return seatForm(len(q.Seats))
	}
	f := Form{Kind: Choose, Help: []HelpKey{{fmt.Sprintf("1-%d", len(q.Options)), "answer"}},
		Miss: fmt.Sprintf("There is no answer %%s: answers 1 to %d.", len(q.Options))}
	for i := range q.Options {
		f.Choices = append(f.Choices, Choice{i, []string{strconv.Itoa(i + 1)}})
	}
	return f
}

func (q *SidePotQuestion) Check(a Answer) bool { return a.Value == q.Right }

func (q *SidePotQuestion) Answer() string {
	if q.Ask == AskPotWho {
		return fmt.Sprintf("seat %d.", q.Right)
	}
	return q.Options[q.Right] + "."
}

// Spot is the hand's end: what each seat put in and how it ended, the
// cards shown with their lows, then the amounts offered.
func (q *SidePotQuestion) Spot(card func(engine.Card) string) []string {
	var out []string
	for _, s := range q.Seats {
		line := fmt.Sprintf("Seat %d put in %d", s.Seat, s.Put)
		switch {
		case s.Folded:
			line += ", folded on " + engine.Street(s.Street).Name + "."
		case s.AllIn:
			line += ", all-in on " + engine.Street(s.Street).Name + ":"
		default:
			line += ":"
		}
		if len(s.Cards) > 0 {
			line += " " + engine.JoinCards(s.Cards, Keep, card) + ", " + s.Eval.Low.Dashed() + "."
		}
		out = append(out, line)
	}
	for _, c := range q.Returned {
		out = append(out, fmt.Sprintf("(%d more of seat %d's chips went back to it: nobody could call them.)", c.Amount, c.Seat))
	}
	if len(q.Options) > 0 {
		var opts []string
		for i, o := range q.Options {
			opts = append(opts, fmt.Sprintf("%d)"+Keep+"%s", i+1, o))
		}
		out = append(out, "Answers: "+strings.Join(opts, "   "))
	}
	return out
}

// Explain lays each pot out in a line or two (what each seat put into
// it, who could win it and who does, with what), the pot asked about
// first; then why its winner's low beats the others' (the table's words)
// and the hand as shown.
func (q *SidePotQuestion) Explain(_ Answer, card func(engine.Card) string) Feedback {
	var key, more []string
	for i := range q.Pots {
		if i == q.Pot || q.Ask == AskSeatWins {
			key = append(key, q.potWords(i))
		} else {
			more = append(more, q.potWords(i))
		}
	}
	if q.Ask == AskSeatWins {
		var parts []string
		for i, p := range q.Pots {
			for _, s := range p.Shares {
				if s.Seat == q.Seat {
					parts = append(parts, fmt.Sprintf("%d from %s", s.Amount, potName(i)))
				}
			}
		}
		key = append([]string{fmt.Sprintf("Seat %d wins %d: %s.", q.Seat, q.wins(q.Seat), narrate.JoinAnd(parts))}, key...)
	}
	n := &narrate.Narrator{Card: card}
	why := n.PotText(q.Pot, q.Pots[q.Pot])[1:] // the comparisons; the head is potWords'
	return Feedback{Key: key, More: append(append(more, why...), q.Spot(card)...)}
}

// potWords is pot i in a sentence: "Side pot 1, 435: what each seat put
// in over 90, up to 200 (110 each from seats 2, 3 and 6, 105 from seat
// 4); seats 2, 3 and 6 could win it, and seat 2 does with 8-6-5-4-A."
func (q *SidePotQuestion) potWords(i int) string {
	p := q.Pots[i]
	what := fmt.Sprintf("up to %d from each seat", q.level(i))
	if i > 0 {
		what = fmt.Sprintf("what each seat put in over %d", q.level(i-1))
		if i < len(q.Pots)-1 {
			what += fmt.Sprintf(", up to %d", q.level(i))
		}
	}
	// equal amounts together, in seat order: "90 each from seats 1, 2 and 4"
	var amounts []int
	from := map[int][]string{}
	for k, c := range q.layer(i) {
		if c > 0 {
			if len(from[c]) == 0 {
				amounts = append(amounts, c)
			}
			from[c] = append(from[c], strconv.Itoa(q.Seats[k].Seat))
		}
	}
	var parts []string
	for _, c := range amounts {
		if len(from[c]) == 1 {
			parts = append(parts, fmt.Sprintf("%d from seat %s", c, from[c][0]))
		} else {
			parts = append(parts, fmt.Sprintf("%d each from seats %s", c, narrate.JoinAnd(from[c])))
		}
	}
	var elig []string
	for _, s := range p.Eligible {
		elig = append(elig, strconv.Itoa(s))
	}
	who := "seats " + narrate.JoinAnd(elig) + " could win it"
	if len(elig) == 1 {
		who = "only seat " + elig[0] + " could win it"
	}
	var won string
	switch {
	case len(p.Winners) == 1:
		won = fmt.Sprintf("seat %d does with %s", p.Winners[0], q.low(p.Winners[0]))
	default:
		var ws []string
		for _, s := range p.Shares {
			ws = append(ws, fmt.Sprintf("seat %d %d", s.Seat, s.Amount))
		}
		won = fmt.Sprintf("equal lows (%s) split it: %s", q.low(p.Winners[0]), narrate.JoinAnd(ws))
	}
	return fmt.Sprintf("%s, %d: %s (%s); %s, and %s.", capitalize(potName(i)), p.Amount, what, strings.Join(parts, ", "), who, won)
}

// low is the low a seat showed: "8-6-5-4-A".
func (q *SidePotQuestion) low(seat int) string {
	for _, s := range q.Seats {
		if s.Seat == seat {
			return s.Eval.Low.Dashed()
		}
	}
	return ""
}

// layer is what each seat (in seat order) put into pot i: its chips up
// to the pot's level, above the level before. (At a showdown nobody has
// put in more than the last pot's level: an uncalled bet went back.)
func (q *SidePotQuestion) layer(i int) []int {
	prev := 0
	if i > 0 {
		prev = q.level(i - 1)
	}
	out := make([]int, len(q.Seats))
	for k, s := range q.Seats {
		out[k] = max(0, min(s.Put, q.level(i))-prev)
	}
	return out
}

// level is the most a seat can put into pots 0 to i: the least that a
// player who can win pot i put in.
func (q *SidePotQuestion) level(i int) int {
	lv := -1
	for _, seat := range q.Pots[i].Eligible {
		for _, s := range q.Seats {
			if s.Seat == seat && (lv < 0 || s.Put < lv) {
				lv = s.Put
			}
		}
	}
	return lv
}
