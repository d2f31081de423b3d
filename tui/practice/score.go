package practice

import (
	"fmt"
	"strings"

	"razz/bots"
	"razz/bots/review"
	"razz/engine"
	"razz/tui/store"
)

// Verdict is the coach's word on one decision: on the user's choice and
// on what was done in the hand.
type Verdict struct {
	Step   int // the decision's step
	Chose  engine.Action
	Mine   review.Decision // the user's choice judged
	Played review.Decision // what was done, judged
}

// Grade is how a choice stood against the coach's.
type Grade int

// The grades.
const (
	Agreed  Grade = iota // the coach's choice
	Close                // another choice, but a close one
	Mistake              // a mistake, with its cost
)

// Grade grades the user's choice.
func (v Verdict) Grade() Grade {
	switch {
	case v.Mine.Mistake:
		return Mistake
	case v.Mine.Differs:
		return Close
	}
	return Agreed
}

// Words are the verdict in words, amounts in m: the line on the user's
// choice ("✓ You: call 20, as the coach would."), the line on what was
// done in the hand, and the coach's reason.
func (v Verdict) Words(m engine.Money) (mine, played, coach string) {
	d := v.Mine
	switch v.Grade() {
	case Mistake:
		mine = fmt.Sprintf("✗ You: %s. Mistake: %s, %s.", d.Did.In(m), d.Kind.Label(), d.CostShort())
	case Close:
		mine = "~ You: " + d.Did.In(m) + ": not the coach's choice, but a close one."
	default:
		mine = "✓ You: " + d.Did.In(m) + ", as the coach would."
	}
	p := v.Played
	played = "In the hand: " + p.Did.In(m)
	switch {
	case p.Mistake:
		played += fmt.Sprintf(" (a mistake: %s, %s)", p.Kind.Label(), p.CostShort())
	case !p.Differs:
		played += " (the coach's choice)"
	}
	coach = "Coach: " + d.Coach.ReasonIn(m)
	if d.Equity > 0 {
		coach += " (equity " + bots.Percent(d.Equity) + ")"
	}
	if !strings.HasSuffix(coach, ".") { // a sentence, as the lines beside it are
		coach += "."
	}
	return mine, played + ".", coach
}

// Score adds up verdicts: decisions that match the coach (the same choice
// of fold, stay in or bet) and the big bets the user's mistakes gave up.
type Score struct {
	Decisions, Matched int
	CostBB             float64
}

// Add counts one verdict.
func (s *Score) Add(v Verdict) {
	s.Decisions++
	if !v.Mine.Differs {
		s.Matched++
	}
	if v.Mine.Mistake {
		s.CostBB += v.Mine.CostBB
	}
}

// Plus is both scores together.
func (s Score) Plus(o Score) Score {
	return Score{Decisions: s.Decisions + o.Decisions, Matched: s.Matched + o.Matched, CostBB: s.CostBB + o.CostBB}
}

// String: "3 of 4 decisions as the coach would, 0.40 big bets given up".
func (s Score) String() string {
	return fmt.Sprintf("%d of %d decision%s as the coach would, %.2f big bets given up", s.Matched, s.Decisions, plural(s.Decisions), s.CostBB)
}

// Kept is the score as the stats file keeps a hand's (store.PracticeHand).
func (h *Hand) Kept() store.PracticeHand {
	l := h.Record.Log
	return store.PracticeHand{Hand: l.Hand, Source: l.Source, Decisions: h.Score.Decisions, Matched: h.Score.Matched, CostBB: h.Score.CostBB}
}

// Summary is the Stats screen's words for the hands practised blind:
// "Practised blind: 4 hands · 9 of 12 as the coach (75%) · 1.20 BB given
// up", and the last hand's score ("last: hand 7, 2 of 3"), "" before any.
func Summary(p *store.PracticeRecord) (line, last string) {
	line = fmt.Sprintf("Practised blind: %d hand%s · %d of %d as the coach (%s) · %.2f BB given up",
		p.Hands, plural(p.Hands), p.Matched, p.Decisions, pctOf(p.Matched, p.Decisions), p.CostBB)
	if n := len(p.Recent); n > 0 {
		h := p.Recent[n-1]
		last = fmt.Sprintf("last: hand %d, %d of %d", h.Hand, h.Matched, h.Decisions)
	}
	return line, last
}

// Stakes is the hand's stakes as the table and History write them in
// chips, "2/5/10/20" (ante, bring-in, small and big bet: it said "10/20
// ante 2 bring-in 5" beside the table's "5/10/20/40"), or "$0.10/$0.20
// ante $0.02 bring-in $0.05" for a cash game.
func Stakes(l engine.HandLog) string {
	m, lim := l.Money(), l.Limits
	if !m.Cash() {
		return fmt.Sprintf("%d/%d/%d/%d", lim.Ante, lim.BringIn, lim.SmallBet, lim.BigBet)
	}
	return fmt.Sprintf("%s ante %s bring-in %s", m.Stakes(lim.SmallBet, lim.BigBet), m.Amount(lim.Ante), m.Amount(lim.BringIn))
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func pctOf(part, whole int) string {
	if whole == 0 {
		return "-"
	}
	return fmt.Sprintf("%.0f%%", 100*float64(part)/float64(whole))
}
