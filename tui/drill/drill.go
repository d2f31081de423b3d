// Package drill owns the quiz's questions: each drill deals a question from
// a seeded source at a difficulty, checks an answer against the engine's
// own result and explains it in the engine's words. A drill is one file
// (its question type) plus one line in the registry below.
//
// It keeps no round (scoring, timing, streaks and stats are the quiz
// screen's) and draws nothing: it must not import Bubble Tea or Lip Gloss,
// so that a screen, a test or the coach can use it alike. It imports only
// the engine and its narrator (engine/narrate), whose words the table uses
// too, so the quiz and the table say a rule the same way, and the bots
// for the strategy drills, whose answer is the coach's (bots.Advise), with
// bots/review and bots/record (who played each seat) for the user's own
// mistakes.
//
// A question is answered in one of three forms: a choice by key (a hand, a
// seat, or an action such as fold, call or complete), some of its cards, or
// a short text.
package drill

import (
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"strings"

	"razz/engine"
)

// Keep is a no-break space: it joins the words of a line's entry that a
// screen wraps as one ("6: T♣ completed"), and reads as a space.
const Keep = "\u00a0"

// registry lists every drill in menu order. A new drill is its own file
// and one line here, at the end: a drill's place is part of its
// questions' seeds (Rand), so a drill put before others would deal them
// new questions.
var registry = []Drill{
	Compare,
	BringIn,
	First,
	BestFive,
	Name,
	Third,
	Mistakes,
	DeadCards,
	Style,
	Later,
	PotOdds,
	SidePots,
	Boards,
	Horse,
}

// Drill is one kind of quiz question.
type Drill interface {
	ID() string    // its name on the command line and in the stats file
	Title() string // its name on screen
	About() string // one line for the drill list
	// New deals a question of difficulty l (never Mixed) from r: the same
	// source gives the same question.
	New(r *rand.Rand, l Difficulty) Question
}

// Question is one question with everything the engine says about it. The
// answer is never stored apart from the engine's result.
type Question interface {
	Level() Difficulty
	Prompt() string // what is asked, in one line
	Form() Form     // how it is answered
	Check(a Answer) bool
	// Answer is the right answer in a few words: "hand 1 wins.", "seat 3.".
	Answer() string
	// Explain says why, for the answer given, in the engine's words (the
	// narrator's, as the table says them); card names a card ("K♠").
	Explain(a Answer, card func(engine.Card) string) Feedback
}

// Answer is what the user gave: a choice's value, the cards chosen or the
// text typed, as the question's Form asks.
type Answer struct {
	Value int
	Cards []engine.Card
	Text  string
}

// FormKind is how a question is answered.
type FormKind int

const (
	Choose    FormKind = iota // one of the choices, by key
	PickCards                 // Count of the question's cards
	Type                      // a short text
)

// Form says how a question is answered: the keys of its choices and what
// the help line shows for them.
type Form struct {
	Kind    FormKind
	Choices []Choice
	Help    []HelpKey
	Count   int // PickCards: how many cards
	// Chars, for Type, are the characters an answer is made of (a space
	// included): the field shows every key typed, and one outside Chars
	// says at once why the text is no answer; "" takes a low's short name
	// (Accepts).
	Chars string
	// Miss says what is wrong with a digit that chooses nothing ("%s" is
	// the digit): "There is no seat 9: seats 1 to 5."
	Miss string
	// Refused says why a key that names an answer not open here is
	// refused ("The bring-in may not fold: ..."), by key name.
	Refused map[string]string
	// Unreadable, for Type, says in one line why a typed text is no
	// answer at all ("O is not a rank: ..."), ""
	// when it reads; such a text is refused, never graded.
	Unreadable func(typed string) string
}

// Choice is one answer of a Choose form: an action, a seat, a hand.
type Choice struct {
	Value int      // what Check gets: +1/-1/0 for hands, a seat, an action
	Keys  []string // the key names that choose it: "1", "left", "f"
}

// HelpKey is a key and what it does, for the help line: {"1-5", "seat"}.
type HelpKey struct{ Key, Desc string }

// Choice finds the choice a key names.
func (f Form) Choice(key string) (Choice, bool) {
	for _, c := range f.Choices {
		for _, k := range c.Keys {
			if k == key {
				return c, true
			}
		}
	}
	return Choice{}, false
}

// Feedback is the explanation of an answer: Key is what decided (drawn
// highlighted), More the rest.
type Feedback struct {
	Key, More []string
}

// All lists every drill in menu order.
func All() []Drill { return append([]Drill(nil), registry...) }

// Index is a drill's place in the registry (part of its questions' seeds).
func Index(d Drill) int {
	for i, x := range registry {
		if x == d {
			return i
		}
	}
	return -1
}

// Parse reads a drill id (compare, bring-in, dead-cards, …), in any case,
// or the start of one id alone: dead is dead-cards, best best-five; a start
// two ids share (s: side-pots, style) is refused naming them.
func Parse(s string) (Drill, error) {
	var ids, starts []string
	var start Drill
	for _, d := range registry {
		if strings.EqualFold(s, d.ID()) {
			return d, nil
		}
		ids = append(ids, d.ID())
		if s != "" && len(s) < len(d.ID()) && strings.EqualFold(s, d.ID()[:len(s)]) {
			start, starts = d, append(starts, d.ID())
		}
	}
	switch len(starts) {
	case 1:
		return start, nil
	case 0:
		return nil, fmt.Errorf("unknown drill %q (want %s)", s, strings.Join(ids, ", "))
	}
	return nil, fmt.Errorf("%q starts more than one drill: %s", s, strings.Join(starts, ", "))
}

// Difficulty is how hard a question is. Mixed picks one for each question
// (the quiz leans toward the difficulties the user gets wrong).
type Difficulty int

const (
	Easy Difficulty = iota
	Normal
	Hard
	NumDifficulties
	Mixed Difficulty = -1
)

// String is the difficulty's name: easy, normal, hard (the names the
// table's bots take too: one set of level names for every command) or
// mixed.
func (l Difficulty) String() string {
	switch l {
	case Easy:
		return "easy"
	case Normal:
		return "normal"
	case Hard:
		return "hard"
	}
	return "mixed"
}

// LevelNames are the levels as a message lists them.
const LevelNames = "easy, normal, hard or mixed"

// ParseDifficulty reads easy, normal, hard or mixed, in any case; medium,
// the name the quiz once gave normal, is normal.
func ParseDifficulty(s string) (Difficulty, error) {
	if strings.EqualFold(s, "medium") {
		return Normal, nil
	}
	for _, l := range []Difficulty{Easy, Normal, Hard, Mixed} {
		if strings.EqualFold(s, l.String()) {
			return l, nil
		}
	}
	return 0, fmt.Errorf("unknown level %q (want %s)", s, LevelNames)
}

// Rand is the source of question n: the same seed, drill, difficulty and
// number always give the same question, and another number another. A
// drill outside the list (LaterOn's, a lesson's) is told apart by its id.
func Rand(seed uint64, d Drill, l Difficulty, n int) *rand.Rand {
	i := Index(d)
	if i < 0 {
		h := fnv.New32a()
		h.Write([]byte(d.ID()))
		i = 0x80 | int(h.Sum32()&0x7f)
	}
	return rand.New(rand.NewPCG(seed, uint64(n)<<16|uint64(i)<<8|uint64(l)))
}
