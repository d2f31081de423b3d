// Package practice is practising a saved hand blind, without a screen: the
// hand walked from the user's seat (bots/record's walk), stopping at each
// of the user's decisions; the coach's verdict on the user's choice and
// on what was done there; the hand's score and the words that sum it up;
// and "play on from here", the hand dealt again as the user saw it and
// played on against bots. The Practice screen draws a Hand and turns keys
// into its calls; razz practice picks the hands that have a decision
// (Practisable).
//
// It imports engine, bots, bots/record, bots/review and tui/store (the
// score's record); never Bubble Tea, Lip Gloss, a screen or the tui root.
package practice

import (
	"errors"
	"fmt"

	"razz/bots"
	"razz/bots/record"
	"razz/bots/review"
	"razz/engine"
)

// Hand is one hand being practised: the hand as the user saw it, step by
// step, and the coach's verdicts on the decisions answered so far.
type Hand struct {
	Record record.Record
	Hero   int           // the user's seat
	Steps  []record.Step // the hand as the user saw it, the deal first
	// Score adds up the verdicts given so far.
	Score    Score
	verdicts map[int]Verdict
}

// ErrNoHero: nothing says which seat in the hand is the user's.
var ErrNoHero = errors.New("no seat in the hand is yours (practice needs the hand's hero: your own hands, or an import that shows whose cards it dealt)")

// Open walks l from its user's seat (the record's, record.Record.You). A
// hand without the user's seat, whose cards nobody saw for the user, or
// that does not replay, cannot be practised: the error says why.
func Open(l engine.HandLog) (*Hand, error) {
	rec := record.Open(l)
	h := &Hand{Record: rec, Hero: rec.You(), verdicts: map[int]Verdict{}}
	if h.Hero == 0 {
		return h, ErrNoHero
	}
	if err := rec.Seen(h.Hero); err != nil {
		return h, fmt.Errorf("%v: there is nothing to decide from", err)
	}
	var err error
	h.Steps, err = rec.Walk(h.Hero)
	return h, err
}

// Practisable says whether a hand has a decision of the user's to
// practise.
func Practisable(l engine.HandLog) bool { return Decisions(l) > 0 }

// Decisions counts the user's choices in a hand (record.Record.Decisions
// from the user's seat): none in a hand that does not replay.
func Decisions(l engine.HandLog) int {
	rec := record.Open(l)
	return rec.Decisions(rec.You())
}

// Waiting says whether step at is a decision of the user's not answered
// yet: what was done there stays hidden until it is.
func (h *Hand) Waiting(at int) bool {
	_, answered := h.verdicts[at]
	return at < len(h.Steps) && h.Steps[at].Decides && !answered
}

// Verdict is the verdict given at step at, if any.
func (h *Hand) Verdict(at int) (Verdict, bool) {
	v, ok := h.verdicts[at]
	return v, ok
}

// Judge is the coach's work on the user's choice at step at (a decision):
// its verdict on the choice and on what was done in the hand, to run off
// a screen's update path (a few milliseconds) and hand to Keep.
func (h *Hand) Judge(at int, chose engine.Action) func() Verdict {
	v := h.Steps[at].View
	var played engine.Action
	if at+1 < len(h.Steps) {
		played = h.Steps[at+1].Played()
	}
	models := h.Record.Models() // who played each seat, never their names
	return func() Verdict {
		adv := bots.Advise(v, models)
		mine := review.Judge(v, adv, chose, models)
		judged := mine // the user did what was done: the same verdict (the judge is deterministic), not a second lookahead
		if played != chose {
			judged = review.Judge(v, adv, played, models)
		}
		return Verdict{Step: at, Chose: chose, Mine: mine, Played: judged}
	}
}

// Keep takes a verdict Judge gave and counts it in the score.
func (h *Hand) Keep(v Verdict) {
	if _, ok := h.verdicts[v.Step]; ok {
		return
	}
	h.verdicts[v.Step] = v
	h.Score.Add(v)
}
