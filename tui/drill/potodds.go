package drill

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"razz/bots"
	"razz/engine"
	"razz/engine/narrate"
)

// PotOdds is "Pot odds": a seat facing a bet in a hand the bots play, and
// one of the four counts the coach makes before a call: the pot, the
// price (the pot odds), the share a call needs counting the bets still to
// come, and what those bets come to. Each answer is worked out as the
// coach works it out (bots.Advise's Pot, Odds and Need; the street's bet
// from the engine's rules), and said in the coach's words.
var PotOdds Drill = potOddsDrill{}

type potOddsDrill struct{}

func (potOddsDrill) ID() string    { return "pot-odds" }
func (potOddsDrill) Title() string { return "Pot odds" }
func (potOddsDrill) About() string { return "the pot, the price, what a call needs" }

// What a pot-odds question asks.
const (
	AskPot   = iota // how much is in the pot
	AskPrice        // the pot odds: the call over the pot it makes
	AskNeed         // the share a call needs, counting the bets still to come
	AskCome         // what calling down from here costs
)

// potAsks are each level's questions: easy counts the pot and the price,
// medium the price and the need, hard the need and the bets to come.
var potAsks = [NumDifficulties][]int{{AskPot, AskPrice}, {AskPrice, AskNeed}, {AskNeed, AskCome}}

// PotOddsQuestion is a seat facing a bet and one count to make there.
type PotOddsQuestion struct {
	Difficulty Difficulty
	Key        uint64
	Ask        int
	Street     int
	Seat       int // the seat facing the bet
	Players    int // the players still in, the seat included
	Pot        int // every chip in before the call, antes included
	ToCall     int
	Stakes     engine.Stakes
	Actions    []engine.ActionRecord // the hand so far, antes first
	Options    []string              // the four answers offered, "13%" or "140"
	Right      int                   // the index of the right one
	story      engine.Story          // for the dealer's words of the actions
}

func (potOddsDrill) New(r *rand.Rand, l Difficulty) Question {
	q, _ := dealPotOdds(r.Uint64(), l)
	return q
}

// Again is the question of a key written by RepeatKey.
func (potOddsDrill) Again(key string) Question {
	k, l, ok := repeatKey(key)
	if !ok {
		return nil
	}
	q, _ := dealPotOdds(k, l)
	return q
}

// RepeatKey names the question for Again.
func (q *PotOddsQuestion) RepeatKey() string { return fmt.Sprintf("%d/%s", q.Key, q.Difficulty) }

// Price is the pot odds: what the call puts in over the pot it makes.
func (q *PotOddsQuestion) Price() float64 { return float64(q.ToCall) / float64(q.Pot+q.ToCall) }

// Scale is how many times the price a call needs on the question's
// street, as the coach counts it: more on fourth to sixth street, where a
// caller who is behind pays the bets still to come or folds what it put in.
func (q *PotOddsQuestion) Scale() float64 { return bots.Grinder.Call * streetScale(q.Street) }

// Need is the share a call needs, as the coach counts it (bots.CallNeed):
// the price times the street's scale, heads-up no more than calling down
// puts in.
func (q *PotOddsQuestion) Need() float64 {
	return bots.CallNeed(q.Street, q.ToCall, q.Pot, q.Players-1, q.Stakes) * bots.Grinder.Call
}

// calledDown: the need is what calling down puts in, heads-up, less than
// the street's scale on the price.
func (q *PotOddsQuestion) calledDown() bool { return q.Need() < q.Price()*q.Scale()-1e-9 }

func streetScale(street int) float64 {
	if f, ok := bots.Rules.Later.StreetScale[strconv.Itoa(street)]; ok {
		return f
	}
	return 1
}

// ComeBets are the bets of the streets after this one, one a street: what
// calling down costs beyond this call.
func (q *PotOddsQuestion) ComeBets() []int {
	var out []int
	for s := q.Street + 1; s <= 7; s++ {
		out = append(out, betOf(q.Stakes, s))
	}
	return out
}

// Come is what calling now and one bet on each street to come puts in.
func (q *PotOddsQuestion) Come() int {
	n := q.ToCall
	for _, b := range q.ComeBets() {
		n += b
	}
	return n
}

// betOf is a street's bet: the small bet on third and fourth street, the
// big bet from fifth, as the engine's streets say.
func betOf(st engine.Stakes, street int) int {
	if engine.Street(street).Big {
		return st.Big
	}
	return st.Small
}

// dealPotOdds deals hands from key until a seat faces a bet on the
// question's street; it gives the hand at that spot too (for tests that
// play on).
func dealPotOdds(key uint64, l Difficulty) (*PotOddsQuestion, *engine.Hand) {
	r := rand.New(rand.NewPCG(key, 0x9070_dd5))
	ask := potAsks[l][r.IntN(len(potAsks[l]))]
	var street int
	switch ask {
	case AskPot:
		street = 3 + r.IntN(2)
	case AskNeed:
		street = 4 + r.IntN(3)
	case AskCome:
		street = 3 + r.IntN(4)
	default:
		street = 3 + r.IntN(5)
	}
	for {
		n := thirdPlayers(r, l)
		players, err := randomLineup(r, n)
		if err != nil {
			continue
		}
		h, err := freshHand(r, n)
		if err != nil {
			continue
		}
		for !h.Done() && h.Street() <= street {
			seat := h.ToAct()
			v := h.View(seat)
			if h.Street() == street {
				if call, ok := callOption(v.Legal); ok && !call.AllIn {
					q := &PotOddsQuestion{Difficulty: l, Key: key, Ask: ask, Street: street, Seat: seat,
						Pot: v.Pot, ToCall: call.Put, Stakes: v.Stakes, Actions: v.Actions, story: h.Story()}
					for _, sv := range v.Seats {
						if !sv.Folded {
							q.Players++
						}
					}
					q.offer(r)
					return q, h
				}
			}
			if err := h.Apply(players[seat-1].Decide(v, r).Action); err != nil {
				break
			}
		}
	}
}

func callOption(legal []engine.Option) (engine.Option, bool) {
	for _, o := range legal {
		if o.Kind == engine.Call && o.Put > 0 {
			return o, true
		}
	}
	return engine.Option{}, false
}

// offer makes the four answers: the right one and the mistakes a learner
// makes counting it, then near values, in an order from r.
func (q *PotOddsQuestion) offer(r *rand.Rand) {
	var right string
	var wrong []string
	price := q.Price()
	fair := 1 / float64(q.Players)
	pc := func(f float64) string { return bots.Percent(f) }
	switch q.Ask {
	case AskPot:
		right = strconv.Itoa(q.Pot)
		antes := q.Stakes.Ante * q.anteCount()
		wrong = []string{strconv.Itoa(q.Pot - antes), strconv.Itoa(q.Pot + q.ToCall), strconv.Itoa(q.Pot - q.ToCall)}
		for k := 1; k <= 4; k++ {
			wrong = append(wrong, strconv.Itoa(q.Pot+k*q.Stakes.Ante), strconv.Itoa(q.Pot-k*q.Stakes.Ante))
		}
	case AskPrice:
		right = pc(price)
		wrong = []string{pc(float64(q.ToCall) / float64(q.Pot)), pc(fair), pc(float64(q.ToCall) / float64(q.Pot+2*q.ToCall)), pc(q.Need())}
	case AskNeed:
		right = pc(q.Need())
		wrong = []string{pc(price), pc(fair), pc(2 * price), pc(float64(q.ToCall) / float64(q.Pot))}
	case AskCome:
		right = strconv.Itoa(q.Come())
		bets := q.ComeBets()
		sum := q.Come() - q.ToCall
		wrong = []string{strconv.Itoa(sum), strconv.Itoa(q.ToCall + len(bets)*q.Stakes.Small), strconv.Itoa(q.Come() + q.Stakes.Big), strconv.Itoa(q.Come() - q.Stakes.Small)}
	}
	if q.Ask == AskPrice || q.Ask == AskNeed {
		want := right
		for k := 1; k <= 8; k++ {
			p, _ := strconv.Atoi(strings.TrimSuffix(want, "%"))
			wrong = append(wrong, strconv.Itoa(p+3*k)+"%", strconv.Itoa(max(p-3*k, 1))+"%")
		}
	}
	// A percentage within two points of another answer is left out: 33%
	// beside 34% asks for a rounding, not a count.
	apart := 0
	if q.Ask == AskPrice || q.Ask == AskNeed {
		apart = 3
	}
	num := func(w string) int { n, _ := strconv.Atoi(strings.TrimSuffix(w, "%")); return n }
	opts := []string{right}
	for _, w := range wrong {
		if len(opts) == 4 {
			break
		}
		n, err := strconv.Atoi(strings.TrimSuffix(w, "%"))
		if err != nil || n <= 0 || slices.Contains(opts, w) ||
			slices.ContainsFunc(opts, func(o string) bool { d := num(o) - n; return max(d, -d) < apart }) {
			continue
		}
		opts = append(opts, w)
	}
	r.Shuffle(len(opts), func(i, j int) { opts[i], opts[j] = opts[j], opts[i] })
	q.Options, q.Right = opts, slices.Index(opts, right)
}

func (q *PotOddsQuestion) anteCount() int {
	n := 0
	for _, a := range q.Actions {
		if a.Kind == engine.Ante {
			n++
		}
	}
	return n
}

func (q *PotOddsQuestion) Level() Difficulty { return q.Difficulty }

func (q *PotOddsQuestion) Prompt() string {
	switch q.Ask {
	case AskPot:
		return "How much is in the pot?"
	case AskPrice:
		return "What are the pot odds: the share of the pot your call must win?"
	case AskNeed:
		return "Counting the bets still to come, what share does a call need?"
	}
	return "Call now, then one bet each street to come: how much more do you put in?"
}

func (q *PotOddsQuestion) Form() Form {
	f := Form{Kind: Choose, Help: []HelpKey{{fmt.Sprintf("1-%d", len(q.Options)), "answer"}},
		Miss: fmt.Sprintf("There is no answer %%s: answers 1 to %d.", len(q.Options))}
	for i := range q.Options {
		f.Choices = append(f.Choices, Choice{i, []string{strconv.Itoa(i + 1)}})
	}
	return f
}

func (q *PotOddsQuestion) Check(a Answer) bool { return a.Value == q.Right }

func (q *PotOddsQuestion) Answer() string { return q.Options[q.Right] + "." }

// Spot is what the seat knows: the street, the players in, the pot (or,
// to count it, the hand's actions as the dealer said them) and the price,
// then the answers offered.
func (q *PotOddsQuestion) Spot(card func(engine.Card) string) []string {
	st := capitalize(engine.Street(q.Street).Name)
	in := fmt.Sprintf("%s, %s players in, you in seat %d.", st, numberWord(q.Players), q.Seat)
	var lines []string
	switch q.Ask {
	case AskPot:
		lines = append([]string{in}, q.history(card)...)
		lines = append(lines, fmt.Sprintf("It costs you %d to call.", q.ToCall))
	case AskCome:
		lines = []string{in, fmt.Sprintf("The pot is %d and it costs you %d to call. The bets: %d on third and fourth street, %d on fifth, sixth and seventh.",
			q.Pot, q.ToCall, q.Stakes.Small, q.Stakes.Big)}
	default:
		lines = []string{in, fmt.Sprintf("The pot is %d and it costs you %d to call.", q.Pot, q.ToCall)}
	}
	var opts []string
	for i, o := range q.Options {
		opts = append(opts, fmt.Sprintf("%d)"+Keep+"%s", i+1, o))
	}
	return append(lines, "Answers: "+strings.Join(opts, "   "))
}

// history is the hand's actions so far, one line a street, in the
// dealer's words; the antes in one sentence.
func (q *PotOddsQuestion) history(card func(engine.Card) string) []string {
	n := &narrate.Narrator{Viewer: q.Seat, Card: card}
	var out []string
	if k := q.anteCount(); k > 0 {
		out = append(out, fmt.Sprintf("Antes: %d from each of the %s players.", q.Stakes.Ante, numberWord(k)))
	}
	street, line := 0, ""
	for _, a := range q.Actions {
		if a.Kind == engine.Ante {
			continue
		}
		if a.Street != street {
			if line != "" {
				out = append(out, line)
			}
			street, line = a.Street, capitalize(engine.Street(a.Street).Name)+":"
		}
		line += " " + n.ActionLine(&q.story, a)
	}
	if line != "" {
		out = append(out, line)
	}
	return out
}

// Explain works the count out, in the coach's words ("the price is 20 to
// win 140 (13%)", "counting the bets still to come you need 20%").
func (q *PotOddsQuestion) Explain(_ Answer, card func(engine.Card) string) Feedback {
	price := fmt.Sprintf("the price is %d to win %d (%s)", q.ToCall, q.Pot, bots.Percent(q.Price()))
	var key, more []string
	switch q.Ask {
	case AskPot:
		key = []string{fmt.Sprintf("The pot is %d: %s.", q.Pot, q.potSum())}
		more = []string{fmt.Sprintf("With the call, %s: a call must win %s of the pot it makes to pay for itself.", price, bots.Percent(q.Price()))}
	case AskPrice:
		key = []string{fmt.Sprintf("Pot odds %s: %d ÷ (%d + %d), what you put in over the pot your call makes.", bots.Percent(q.Price()), q.ToCall, q.Pot, q.ToCall)}
		more = []string{capitalize(price) + ": a call must win " + bots.Percent(q.Price()) + " of the pot to pay for itself at the showdown."}
		if q.Scale() != 1 {
			more = []string{q.needWords(price)}
		}
	case AskNeed:
		key = []string{q.needWords(price)}
		if q.Scale() == 1 {
			key = []string{capitalize(price) + ": with no bets to come, a call needs the pot odds alone, " + bots.Percent(q.Need()) + "."}
		}
		more = []string{"The coach then weighs your share of the pot, against the ranges the betting shows, with this " + bots.Percent(q.Need()) + ": short of it, a call is not worth it."}
	case AskCome:
		key = []string{q.comeWords()}
		if q.Scale() != 1 {
			more = []string{q.needWords(price)}
		}
	}
	return Feedback{Key: key, More: append(q.Spot(card), more...)}
}

// needWords: "The price is 20 to win 140 (13%), so counting the bets
// still to come you need 20%: on fourth street a call needs 1.6 times the
// price, …".
func (q *PotOddsQuestion) needWords(price string) string {
	if q.calledDown() {
		last := q.Pot + 2*q.Come() - q.ToCall
		return fmt.Sprintf("%s, so counting the bets still to come you need %s: heads-up both players pay the bets to come, so a call needs no more than calling down puts in (%d of a last pot of %d, one bet a street), under the %s times the price (%s) %s asks where a caller who is behind pays them alone.",
			capitalize(price), bots.Percent(q.Need()), q.Come(), last, strconv.FormatFloat(q.Scale(), 'f', -1, 64), bots.Percent(q.Price()*q.Scale()), engine.Street(q.Street).Name)
	}
	return fmt.Sprintf("%s, so counting the bets still to come you need %s: on %s a call needs %s times the price, since a caller who is behind pays %s or folds what it put in.",
		capitalize(price), bots.Percent(q.Need()), engine.Street(q.Street).Name, strconv.FormatFloat(q.Scale(), 'f', -1, 64), toCome(q.Street))
}

// toCome is what a caller who is behind pays on the streets still to come
// from street: the bigger bets to fifth street, the big bet on each street
// after it (from fifth street on the bets are no bigger, only more).
func toCome(street int) string {
	if street < 5 {
		return "the bigger bets to come"
	}
	if street == 6 {
		return "a big bet on seventh street"
	}
	return "a big bet on each street still to come"
}

// comeWords: "20 now, then 40 on fifth, sixth and seventh street: 140."
func (q *PotOddsQuestion) comeWords() string {
	bets := q.ComeBets()
	if len(bets) == 0 {
		return fmt.Sprintf("%d: seventh street is the last, so the call is all there is to come.", q.Come())
	}
	var parts []string
	for i := 0; i < len(bets); {
		j := i
		for j < len(bets) && bets[j] == bets[i] {
			j++
		}
		var names []string
		for s := q.Street + 1 + i; s <= q.Street+j; s++ {
			names = append(names, strings.TrimSuffix(engine.Street(s).Name, " street"))
		}
		parts = append(parts, fmt.Sprintf("%d on %s street", bets[i], narrate.JoinAnd(names)))
		i = j
	}
	return fmt.Sprintf("%d: %d now, then %s, one bet a street: the pot odds count only the %d, and the bets to come are why a call needs more than the price before seventh street.",
		q.Come(), q.ToCall, narrate.JoinAnd(parts), q.ToCall)
}

// potSum adds the pot up street by street: "the antes 30, third street
// 60, fourth street 40".
func (q *PotOddsQuestion) potSum() string {
	by := map[int]int{}
	var streets []int
	antes := 0
	for _, a := range q.Actions {
		if a.Kind == engine.Ante {
			antes += a.Put
			continue
		}
		if _, ok := by[a.Street]; !ok {
			streets = append(streets, a.Street)
		}
		by[a.Street] += a.Put
	}
	parts := []string{fmt.Sprintf("the antes %d (%d × %d)", antes, q.anteCount(), q.Stakes.Ante)}
	for _, s := range streets {
		parts = append(parts, fmt.Sprintf("%s %d", engine.Street(s).Name, by[s]))
	}
	return narrate.JoinAnd(parts)
}

// numberWord writes 2 to 8 as a word.
func numberWord(n int) string {
	if n >= 0 && n <= 8 {
		return [...]string{"no", "one", "two", "three", "four", "five", "six", "seven", "eight"}[n]
	}
	return strconv.Itoa(n)
}
