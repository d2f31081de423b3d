package drill

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"razz/bots"
	"razz/bots/review"
	"razz/engine"
	"razz/engine/narrate"
)

// Third is "Third street: play, complete or fold?": a seat's three cards
// and the door cards around the table, after the seats before it acted;
// the coach's advice (bots.Advise, the strategy the Grinder plays) is the
// answer, with its reason.
var Third Drill = thirdDrill{}

type thirdDrill struct{}

func (thirdDrill) ID() string    { return "third" }
func (thirdDrill) Title() string { return "Third street" }
func (thirdDrill) About() string { return "your start and the doors: fold, call or complete?" }

// The answers of a third-street decision, by what they put in: the
// choices the review tells apart (review.Class).
const (
	ThirdFold     = review.GiveUp // fold
	ThirdCall     = review.StayIn // call, check or bring in: stay in cheaply
	ThirdComplete = review.BetIn  // complete or raise
)

// ThirdQuestion is one decision from a seat's view: on third street for
// the Third drill, on any street for Mistakes.
type ThirdQuestion struct {
	Difficulty Difficulty
	View       engine.View // the deciding seat's view: its own cards and the up cards only
	Advice     bots.Advice
	// Mistakes: the spot's place in the user's record (-1 for none), what
	// the user did then and the kind of mistake it was.
	SpotAt    int
	Did, Kind string
	Note      string // said above the spot
	// Keys names the table's key for an action (UseActionKeys); without
	// it the question names its answers but offers no key.
	Keys func(engine.ActionKind) string
}

// ThirdAnswer is an option's answer value: fold, stay in or put in a bet.
func ThirdAnswer(k engine.ActionKind) int { return review.Class(k) }

func (thirdDrill) New(r *rand.Rand, l Difficulty) Question { return pickThird(r, l).final() }

// pickThird deals spots until one fits the level (or maxTries are dealt),
// each judged by the start's rule alone: the question New asks, before
// final gives it the table coach's answer.
func pickThird(r *rand.Rand, l Difficulty) *ThirdQuestion {
	var q *ThirdQuestion
	for try := 0; ; try++ {
		q = dealThird(r, l)
		if q == nil {
			continue
		}
		tier := q.Advice.Class.Tier
		facing := q.View.Bet > q.View.Stakes.BringIn || q.View.Bet == 0
		var ok bool
		switch l {
		case Easy: // a clear start: the best two classes or the worst
			ok = tier <= 2 || tier == 5 && q.Advice.Points <= 1
		case Normal: // a middling start, or a completion to face
			ok = tier == 3 || tier == 4 || facing && tier != 5
		default: // a steal, a defence or a close call
			ok = q.Advice.Why.Code.Steals() || q.Advice.Why.Code.Defends() ||
				q.Advice.Points == bots.Grinder.Play || q.Advice.Points == bots.Grinder.Play-1
		}
		if ok || try >= maxTries {
			return q
		}
	}
}

// final gives the question it asks the table coach's answer (bots.Advise,
// the lookahead included where it fits: third street, at most
// bots.CoachLookaheadOpponents opponents), with its figures, once: the
// many spots dealt to find it are judged by the start's rule alone
// (bots.AdviseThird), which is cheap, but the answer is the one the coach
// gives at the table on the same spot, and its reason says when the
// lookahead overruled the rule.
func (q *ThirdQuestion) final() *ThirdQuestion {
	q.Advice = bots.Advise(q.View, nil) // the seats are strangers: "Seat 3"
	return q
}

// thirdPlayers is how many players a question's table seats. A quarter of
// the deals are heads-up and another quarter three-handed at every level,
// the rest the level's table (easy 3-4, medium 5-6, hard 6-8): the
// coach plays short tables wider (heads-up it completes against a high
// door, and the bring-in re-raises a lone completion), and a player who
// sits down with --players 2 or 3 meets those spots every hand, so the
// drill must ask them; full tables stay the larger share, as most Razz
// is played seven or eight handed.
func thirdPlayers(r *rand.Rand, l Difficulty) int {
	switch r.IntN(4) {
	case 0:
		return 2
	case 1:
		return 3
	}
	switch l {
	case Easy:
		return 3 + r.IntN(2)
	case Normal:
		return 5 + r.IntN(2)
	}
	return 6 + r.IntN(3)
}

// dealThird deals a table and lets the seats before the asked one act
// (bots of every style), until that seat must decide on third street.
func dealThird(r *rand.Rand, l Difficulty) *ThirdQuestion {
	n := thirdPlayers(r, l)
	players, err := randomLineup(r, n)
	if err != nil {
		return nil
	}
	h, err := freshHand(r, n)
	if err != nil {
		return nil
	}
	return playToSeat(r, l, h, players, 1+r.IntN(n))
}

// playToSeat lets the seats before me act on third street (each its bot,
// drawing from r) and asks me's decision, judged by the start's rule
// (bots.AdviseThird); nil when the hand leaves third street first.
func playToSeat(r *rand.Rand, l Difficulty, h *engine.Hand, players []bots.Bot, me int) *ThirdQuestion {
	for !h.Done() && h.Street() == 3 {
		seat := h.ToAct()
		v := h.View(seat)
		if seat == me {
			for i := range v.Seats {
				v.Seats[i].Name = fmt.Sprintf("Seat %d", v.Seats[i].Seat)
			}
			return &ThirdQuestion{Difficulty: l, View: v, Advice: bots.AdviseThird(v, nil), SpotAt: -1}
		}
		if err := h.Apply(players[seat-1].Decide(v, r).Action); err != nil {
			return nil
		}
	}
	return nil
}

func (q *ThirdQuestion) Level() Difficulty { return q.Difficulty }

func (q *ThirdQuestion) Prompt() string {
	var asks []string
	for _, o := range q.options() {
		ask := o.word
		if o.key != "" {
			ask += " (" + o.key + ")"
		}
		asks = append(asks, ask)
	}
	ask := strings.Join(asks[:len(asks)-1], ", ")
	if len(asks) > 1 {
		ask += " or "
	}
	ask += asks[len(asks)-1]
	if q.bringIn() {
		return "You must bring in: " + ask + "?"
	}
	return strings.ToUpper(ask[:1]) + ask[1:] + "?"
}

// UseActionKeys gives the question the table's key for each action (the
// quiz passes its key map's Table group), so that the drill is answered
// with the keys a hand is played with: k check, c call, o complete ...
func (q *ThirdQuestion) UseActionKeys(key func(engine.ActionKind) string) { q.Keys = key }

type thirdOption struct {
	kind engine.ActionKind
	word string // "bring in", "complete"
	key  string // the table's key for it, "" without a key map
}

// options are the seat's answers, one an action kind, in the order the
// table lists them (fold first), each with its word and key.
func (q *ThirdQuestion) options() []thirdOption {
	var out []thirdOption
	for _, o := range q.View.Legal {
		if slices.ContainsFunc(out, func(x thirdOption) bool { return x.kind == o.Kind }) {
			continue // the small and the big bet: one answer
		}
		x := thirdOption{kind: o.Kind, word: o.Kind.String()}
		if o.Kind == engine.BringIn {
			x.word = "bring in"
		}
		if q.Keys != nil {
			x.key = q.Keys(o.Kind)
		}
		out = append(out, x)
	}
	return out
}

func (q *ThirdQuestion) bringIn() bool {
	for _, o := range q.View.Legal {
		if o.Kind == engine.BringIn {
			return true
		}
	}
	return false
}

func (q *ThirdQuestion) Form() Form {
	f := Form{Kind: Choose, Miss: "%s is no answer here: " + strings.ToLower(q.Prompt())}
	for _, o := range q.options() {
		if o.key == "" {
			continue
		}
		f.Choices = append(f.Choices, Choice{ThirdAnswer(o.kind), []string{o.key}})
		f.Help = append(f.Help, HelpKey{o.key, o.word})
	}
	q.decisionKeys(&f)
	return f
}

func (q *ThirdQuestion) Check(a Answer) bool {
	return a.Value == ThirdAnswer(q.Advice.Option.Kind)
}

func (q *ThirdQuestion) Answer() string {
	return strings.ToLower(bots.Imperative(q.Advice.Option)[:1]) + bots.Imperative(q.Advice.Option)[1:] + "."
}

// Spot is the table as the seat sees it: its cards, each door card with
// what that seat did, the pot and the price.
func (q *ThirdQuestion) Spot(card func(engine.Card) string) []string {
	v := q.View
	// what each seat did last on this street (later streets: whether it
	// is still in, and what it did this street so far)
	did := map[int]string{}
	if v.Street > 3 {
		for _, sv := range v.Seats {
			if sv.Folded {
				did[sv.Seat] = "folded"
			}
		}
	}
	for _, a := range v.Actions {
		if a.Street != v.Street {
			continue
		}
		switch a.Kind {
		case engine.BringIn:
			did[a.Seat] = "brought in"
		case engine.Complete:
			did[a.Seat] = "completed"
		case engine.Bet:
			did[a.Seat] = "bet"
		case engine.Raise:
			did[a.Seat] = "raised"
		case engine.Call:
			did[a.Seat] = "called"
		case engine.Check:
			did[a.Seat] = "checked"
		case engine.Fold:
			did[a.Seat] = "folded"
		}
	}
	var doors []string
	var mine string
	for _, sv := range v.Seats {
		if len(sv.Up) == 0 {
			continue
		}
		up := engine.JoinCards(sv.Up, Keep, card)
		if sv.Seat == v.Seat {
			mine = fmt.Sprintf("You, seat %d: [%s] %s", sv.Seat, engine.JoinCards(sv.Down, " ", card), up)
			continue
		}
		// An entry is kept whole on a line ("seat 6 T♣ completed", not
		// "seat 6" at one line's end and "T♣ completed" on the next); the
		// word "seat" keeps its number from reading as a card's rank ("2:
		// A♣ K♦" beside the ranks, the walk-through).
		d := fmt.Sprintf("seat"+Keep+"%d"+Keep+"%s", sv.Seat, up)
		if w := did[sv.Seat]; w != "" {
			d += Keep + strings.ReplaceAll(w, " ", Keep)
		}
		doors = append(doors, d)
	}
	what := "Door cards: "
	if v.Street > 3 {
		what = engine.Street(v.Street).Name + ", boards: "
		what = strings.ToUpper(what[:1]) + what[1:]
	}
	toCall := q.Advice.ToCall
	price := "nothing to call"
	if toCall > 0 {
		price = fmt.Sprintf("%d to call", toCall)
	}
	lines := []string{mine + fmt.Sprintf(" · pot %d · %s", v.Pot, price), what + strings.Join(doors, ", ") + "."}
	if q.Note != "" {
		lines = append([]string{q.Note}, lines...)
	}
	return lines
}

func (q *ThirdQuestion) Explain(_ Answer, card func(engine.Card) string) Feedback {
	a := q.Advice
	odds := ", pot odds " + bots.Percent(a.Odds)
	if a.ToCall == 0 { // nothing to call: no pot odds, not "pot odds 0%"
		odds = ", nothing to call"
	}
	var more []string
	if a.Street == 3 {
		// A fold beside a share above the price says why, as the coach box
		// does ("equity now 32% …, pot odds 29%" under "Fold" read as the
		// figures against the advice: the walk-through).
		if a.Option.Kind == engine.Fold && a.ToCall > 0 && a.Equity > a.Odds {
			odds += ": the share beats the price, but on third street the start decides more than the odds, and a weak start pays more on every street to come"
		}
		more = append(more,
			a.StartWords()+".",
			fmt.Sprintf("It makes an eight or better by seventh street %s of the time; equity now %s against the live boards%s.",
				bots.Percent(a.EightBy7), bots.Percent(a.Equity), odds))
	} else {
		more = append(more, fmt.Sprintf("Equity %s against the live boards%s.", bots.Percent(a.Equity), odds))
	}
	if r := a.RangeWords(); r != "" {
		more = append(more, r)
	}
	if q.Did != "" {
		more = append(more, fmt.Sprintf("In the hand you played you chose to %s: %s.", q.Did, q.Kind))
	}
	return Feedback{Key: []string{narrate.Sentence(a.Reason)}, More: append(q.Spot(card), more...)}
}

// SpotIndex is the spot's place in the user's record, -1 for none: the
// quiz moves it on the spaced-repetition schedule when it is answered.
func (q *ThirdQuestion) SpotIndex() int { return q.SpotAt }
