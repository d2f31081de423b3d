package tui

import (
	"errors"
	"fmt"

	"razz/bots/record"
	"razz/bots/review"
	"razz/engine"
	"razz/tui/store"
)

// A hand practised blind is walked once, step by step through the engine
// (engine.HandLog.Steps), keeping at each step only what the user's seat
// saw then: its view and the story so far, which the narrator tells from
// that seat. Nothing drawn comes from the log's deal.

// practiceStep is the hand as the user's seat saw it after one step.
type practiceStep struct {
	index  int                 // the action's place in the log's actions; -1 for the deal
	action engine.ActionRecord // the action of the step (zero for the deal)
	view   engine.View         // the user's view after it
	story  engine.Story        // the events so far (shared with the walk's hand, never written)
	// decide: the user is to act after this step with a choice to make
	// (more than one legal action); the next step is what was done.
	decide bool
}

// practiceHero is the user's seat in the hand ("you"), 0 when none.
func practiceHero(l engine.HandLog) int { return record.Open(l).You() }

// errNoHero: nothing says which seat in the hand is the user's.
var errNoHero = errors.New("no seat in the hand is yours (practice needs the hand's hero: your own hands, or an import that shows whose cards it dealt)")

// walkPractice walks the log from the hero's seat.
func walkPractice(l engine.HandLog, hero int) ([]practiceStep, error) {
	if hero == 0 {
		return nil, errNoHero
	}
	if l.HidesCards(hero) {
		return nil, fmt.Errorf("seat %d's down cards were never shown in %s: there is nothing to decide from", hero, l.Source)
	}
	var steps []practiceStep
	for s, err := range l.Steps() {
		if err != nil {
			return nil, err
		}
		st := practiceStep{index: s.Index, action: s.Action, view: s.View(hero), story: s.Hand.Story()}
		st.decide = !s.Hand.Done() && s.Hand.ToAct() == hero && len(st.view.Legal) > 1
		steps = append(steps, st)
	}
	return steps, nil
}

// practiceDecisions counts the hero's choices in a hand: how many times the
// hero acted with more than one legal action. A hand that does not replay
// has none.
func practiceDecisions(l engine.HandLog) int {
	hero := practiceHero(l)
	if hero == 0 || l.HidesCards(hero) {
		return 0
	}
	n := 0
	for s, err := range l.Steps() {
		if err != nil {
			return 0
		}
		if !s.Hand.Done() && s.Hand.ToAct() == hero && len(s.Hand.Legal()) > 1 {
			n++
		}
	}
	return n
}

// practiceVerdict is the coach's word on one decision: on the user's
// choice and on what was done in the hand.
type practiceVerdict struct {
	step   int // the decision's step
	chose  engine.Action
	mine   review.Decision // the user's choice judged
	played review.Decision // what was done, judged
}

// practiceScore adds up a hand's verdicts: decisions that match the coach
// (the same choice of fold, stay in or bet) and the big bets the user's
// mistakes gave up.
type practiceScore struct {
	Decisions, Matched int
	CostBB             float64
}

func (s *practiceScore) add(v practiceVerdict) {
	s.Decisions++
	if !v.mine.Differs {
		s.Matched++
	}
	if v.mine.Mistake {
		s.CostBB += v.mine.CostBB
	}
}

// String: "3 of 4 decisions as the coach would, 0.40 big bets given up".
func (s practiceScore) String() string {
	return fmt.Sprintf("%d of %d decision%s as the coach would, %.2f big bets given up", s.Matched, s.Decisions, practicePlural(s.Decisions), s.CostBB)
}

func practicePlural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// Practisable says whether a hand has a decision of the user's to practise.
func Practisable(l engine.HandLog) bool { return practiceDecisions(l) > 0 }

// practiceStatsLines are the Stats screen's lines for the hands practised
// blind, w cells wide: "Practised blind: 4 hands · 9 of 12 as the coach
// (75%) · 1.20 BB given up", then the last hand's score, on the same line
// when it fits.
func practiceStatsLines(p *store.PracticeRecord, w int) []string {
	line := fmt.Sprintf("Practised blind: %d hand%s · %d of %d as the coach (%s) · %.2f BB given up",
		p.Hands, practicePlural(p.Hands), p.Matched, p.Decisions, pctOf(p.Matched, p.Decisions), p.CostBB)
	n := len(p.Recent)
	if n == 0 {
		return []string{truncate(line, w)}
	}
	h := p.Recent[n-1]
	last := fmt.Sprintf("last: hand %d, %d of %d", h.Hand, h.Matched, h.Decisions)
	if len([]rune(line))+3+len(last) <= w {
		return []string{line + " · " + last}
	}
	return []string{truncate(line, w), truncate("  "+last, w)}
}
