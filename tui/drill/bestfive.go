package drill

import (
	"math/rand/v2"

	"razz/engine"
	"razz/engine/narrate"
)

// BestFive is "Best five from seven": choose the five that make the best low.
var BestFive Drill = bestFiveDrill{}

type bestFiveDrill struct{}

func (bestFiveDrill) ID() string    { return "best-five" }
func (bestFiveDrill) Title() string { return "Best five from seven" }
func (bestFiveDrill) About() string { return "seven cards: choose the five that make the best low" }

// BestFiveQuestion is seven cards.
type BestFiveQuestion struct {
	Difficulty Difficulty
	Hand       engine.Evaluation
}

func (bestFiveDrill) New(r *rand.Rand, l Difficulty) Question {
	q := &BestFiveQuestion{Difficulty: l}
	for try := 0; ; try++ {
		cs := shuffled(r)[:7]
		q.Hand = mustEval(cs)
		distinct, pairs, most := distinctRanks(cs)
		var ok bool
		switch l {
		case Easy: // seven different ranks: drop the two highest
			ok = distinct == 7
		case Normal: // one pair to avoid
			ok = pairs == 1 && most == 2 && hasPairOut(q.Hand)
		default: // two pairs or trips, sometimes a pair nobody can avoid
			ok = pairs >= 2 || most >= 3
		}
		if ok || try >= maxTries {
			return q
		}
	}
}

func (q *BestFiveQuestion) Level() Difficulty { return q.Difficulty }
func (q *BestFiveQuestion) Prompt() string    { return "Choose the five cards that make the best low." }
func (q *BestFiveQuestion) Form() Form        { return Form{Kind: PickCards, Count: 5} }
func (q *BestFiveQuestion) Dealt() engine.Evaluation {
	return q.Hand
}

// Check: any five making the engine's low are right; suits never matter.
func (q *BestFiveQuestion) Check(a Answer) bool {
	return len(a.Cards) == 5 && engine.LowOf(a.Cards) == q.Hand.Low
}

func (q *BestFiveQuestion) Answer() string {
	return "the best five make " + withArticle(q.Hand.Low.Name()) + "."
}

// Played is the hand as the answer plays it when it is right (the user's
// own five are the best, whatever their suits), else as the engine does.
func (q *BestFiveQuestion) Played(a Answer) engine.Evaluation {
	if !q.Check(a) {
		return q.Hand
	}
	return PlayedAs(q.Hand, a.Cards)
}

func (q *BestFiveQuestion) Explain(a Answer, card func(engine.Card) string) Feedback {
	best := q.Played(a)
	lines := []string{capitalize((&narrate.Narrator{Card: card}).OutText(best)) + "."}
	if q.Hand.Forced {
		lines = append(lines, "Fewer than five different ranks: a pair cannot be avoided, so play the least paired hand.")
	}
	if !q.Check(a) && len(a.Cards) == 5 {
		lines = append(lines, capitalize(engine.Compare(q.Hand.Low, engine.LowOf(a.Cards)).Reason())+".")
	}
	return Feedback{Key: lines}
}

// PlayedAs is the hand e played with the five cards chosen: they are the
// best five (in the written order of their low) and the other cards are
// left out, each with its reason.
func PlayedAs(e engine.Evaluation, five []engine.Card) engine.Evaluation {
	y := mustEval(five)
	p := engine.Evaluation{Cards: e.Cards, Low: y.Low, Best: y.Best, Forced: e.Forced}
	var in engine.CardSet
	var ranks uint16
	for _, c := range five {
		in |= c.Bit()
		ranks |= 1 << c.Rank()
	}
	for _, c := range e.Cards {
		if in.Has(c) {
			continue
		}
		why := engine.OutHigh
		if ranks&(1<<c.Rank()) != 0 {
			why = engine.OutPair
		}
		p.Out = append(p.Out, engine.LeftOut{Card: c, Reason: why})
	}
	return p
}
