package drill

import (
	"fmt"
	"math/rand/v2"

	"razz/engine"
	"razz/engine/narrate"
)

// Compare is "Which low wins?": two hands, which low is better?
var Compare Drill = compareDrill{}

type compareDrill struct{}

func (compareDrill) ID() string    { return "compare" }
func (compareDrill) Title() string { return "Which low wins?" }
func (compareDrill) About() string { return "two hands: which low is better?" }

// The values of the answers: hand 1, hand 2, a split (engine.Comparison's
// Winner).
const (
	Hand1 = 1
	Hand2 = -1
	Split = 0
)

// CompareQuestion is two hands of five (seven at hard) to compare.
type CompareQuestion struct {
	Difficulty Difficulty
	Hands      [2]engine.Evaluation
	Cmp        engine.Comparison
}

func (compareDrill) New(r *rand.Rand, l Difficulty) Question {
	q := &CompareQuestion{Difficulty: l}
	n := 5
	if l == Hard {
		n = 7
	}
	// The answer is drawn first, a third each (hand 1, hand 2, a split),
	// then a question with that answer is dealt: no answer given every time
	// (always "split", always "1") scores much above a third at any level.
	want := [...]int{Hand1, Hand2, Split}[r.IntN(3)]
	for try := 0; ; try++ {
		deck := shuffled(r)
		a, b := deck[:n], deck[n:2*n]
		if want == Split || (l == Hard && try%3 == 0) {
			// the same ranks for a true tie (or, at hard, a near one)
			w := engine.LowOf(a).Written()
			b = sameRanks(deck[2*n:], w[:], n)
			r.Shuffle(len(b), func(i, j int) { b[i], b[j] = b[j], b[i] })
		}
		q.Hands = [2]engine.Evaluation{mustEval(a), mustEval(b)}
		q.Cmp = engine.Compare(q.Hands[0].Low, q.Hands[1].Low)
		if q.Cmp.Winner != want && q.Cmp.Winner != Split && want != Split {
			q.Hands[0], q.Hands[1] = q.Hands[1], q.Hands[0]
			q.Cmp = engine.Compare(q.Hands[0].Low, q.Hands[1].Low)
		}
		unpaired := q.Hands[0].Low.Category() == engine.NoPair && q.Hands[1].Low.Category() == engine.NoPair
		ok := q.Cmp.Winner == want
		switch l {
		case Easy: // different top cards, or the same five ranks
			ok = ok && unpaired && (q.Cmp.Position == 0 || want == Split)
		case Normal: // the same top card, decided lower down (or not at all)
			ok = ok && unpaired && q.Cmp.Position >= 1
		default: // seven cards, a pair to avoid, and a near or true tie
			ok = ok && (hasPairOut(q.Hands[0]) || hasPairOut(q.Hands[1])) && q.Cmp.Position >= 2
		}
		if ok || try >= maxTries {
			return q
		}
	}
}

func (q *CompareQuestion) Level() Difficulty { return q.Difficulty }

func (q *CompareQuestion) Prompt() string {
	if len(q.Hands[0].Cards) > 5 {
		return "Seven cards each: find each best five. Which low is better?"
	}
	return "Which low is better?"
}

func (q *CompareQuestion) Form() Form {
	return Form{Kind: Choose,
		Choices: []Choice{{Hand1, []string{"1", "left"}}, {Hand2, []string{"2", "right"}}, {Split, []string{"="}}},
		Help:    []HelpKey{{"1/←", "hand 1"}, {"2/→", "hand 2"}, {"=", "split"}},
		Miss:    "There is no hand %s: 1 or 2, or = for a split pot."}
}

func (q *CompareQuestion) Check(a Answer) bool { return a.Value == q.Cmp.Winner }

func (q *CompareQuestion) Answer() string {
	if q.Cmp.Winner == Split {
		return "a split pot."
	}
	return fmt.Sprintf("hand %d wins.", map[int]int{Hand1: 1, Hand2: 2}[q.Cmp.Winner])
}

func (q *CompareQuestion) Explain(_ Answer, card func(engine.Card) string) Feedback {
	lines := (&narrate.Narrator{Card: card}).ShowdownText([2]string{"Hand 1", "Hand 2"}, q.Hands, q.Cmp)
	return Feedback{Key: lines[2:], More: lines[:2]}
}
