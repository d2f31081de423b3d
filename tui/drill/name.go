package drill

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"razz/engine"
	"razz/engine/narrate"
)

// Name is "Name that low": type a low's short name.
var Name Drill = nameDrill{}

type nameDrill struct{}

func (nameDrill) ID() string    { return "name" }
func (nameDrill) Title() string { return "Name that low" }
func (nameDrill) About() string { return "type a low's short name: 86, w, KK" }

// NameQuestion is five cards (seven above easy) whose low is to be named.
type NameQuestion struct {
	Difficulty Difficulty
	Hand       engine.Evaluation
}

func (nameDrill) New(r *rand.Rand, l Difficulty) Question {
	q := &NameQuestion{Difficulty: l}
	for try := 0; ; try++ {
		n := 5
		if l != Easy {
			n = 7
		}
		q.Hand = mustEval(shuffled(r)[:n])
		unpaired := q.Hand.Low.Category() == engine.NoPair
		var ok bool
		switch l {
		case Easy:
			ok = unpaired
		case Normal: // seven cards, two high ones to drop
			ok = unpaired && !hasPairOut(q.Hand)
		default: // a pair to avoid, or a paired low
			ok = hasPairOut(q.Hand) || !unpaired
		}
		if ok || try >= maxTries {
			return q
		}
	}
}

func (q *NameQuestion) Level() Difficulty        { return q.Difficulty }
func (q *NameQuestion) Dealt() engine.Evaluation { return q.Hand }

func (q *NameQuestion) Prompt() string {
	if len(q.Hand.Cards) > 5 {
		return "Name the best low of these seven cards."
	}
	return "Name this low."
}

// Form: the letters and digits of a short name.
func (q *NameQuestion) Form() Form {
	return Form{Kind: Type, Miss: "Type a short name first, like 86 or KK."}
}

// Accepts says whether a typed character can be part of a short name.
func Accepts(s string) bool {
	return len(s) == 1 && strings.ContainsAny(s, "0123456789AaJjQqKkTtWwHhEeLl-")
}

func (q *NameQuestion) Check(a Answer) bool {
	return NormalizeName(a.Text) == strings.ToUpper(q.Hand.Low.ShortName())
}

func (q *NameQuestion) Answer() string {
	l := q.Hand.Low
	return fmt.Sprintf("%s, %s (%s).", l.ShortName(), l.Name(), l.Dashed())
}

func (q *NameQuestion) Explain(_ Answer, card func(engine.Card) string) Feedback {
	l := q.Hand.Low
	var lines []string
	switch l.Category() {
	case engine.NoPair:
		lines = append(lines, fmt.Sprintf("Read the best five from the top: %s is %s, named by its two highest cards.", l.Dashed(), withArticle(l.Name())))
	default:
		lines = append(lines, fmt.Sprintf("%s is %s: a paired low is named by its pairs.", l.Dashed(), withArticle(l.Name())))
	}
	if out := (&narrate.Narrator{Card: card}).OutText(q.Hand); out != "" {
		lines = append(lines, capitalize(out)+".")
	}
	return Feedback{Key: lines}
}

// Examples are short names with what they name, for the question screen.
var Examples = []string{"w wheel", "86 eight-six low", "KK pair of kings", "3322 two pair",
	"777 three sevens", "KKK22 full house", "KKKK four kings"}

// NormalizeName turns what the user typed into the form of
// engine.Low.ShortName: "8-6" and "8 6" are "86", "10" is "T", "wheel" is "W".
func NormalizeName(s string) string {
	s = strings.ToUpper(s)
	s = strings.NewReplacer("-", "", " ", "", "10", "T").Replace(s)
	if s == "WHEEL" {
		s = "W"
	}
	return s
}
