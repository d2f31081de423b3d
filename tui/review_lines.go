package tui

import (
	"fmt"

	"razz/bots"
	"razz/bots/review"
	"razz/engine"
)

// reviewDecision is one decision of a review in one line, as the table's
// review box and the History's v both show it: the street, the seat's
// cards as they were (down cards in brackets), what was done, the coach's
// advice, the equity and, when there was something to call, the pot odds.
func reviewDecision(th Theme, d review.Decision) string { return reviewDecisionIn(th, "", d) }

// reviewDecisionIn is reviewDecision with the amounts in m: a cash game's
// log in its currency ("you call $0.20").
func reviewDecisionIn(th Theme, m engine.Money, d review.Decision) string {
	var me engine.SeatView
	for _, sv := range d.Boards {
		if sv.Seat == d.Seat {
			me = sv
		}
	}
	odds := ""
	if d.PotOdds > 0 {
		odds = ", odds " + bots.Percent(d.PotOdds)
	}
	return fmt.Sprintf("%s%s %s: you %s, coach %s; equity %s%s", d.Mark(), streetShort(d.Street),
		handCards(th, me), d.Did.In(m), d.Coach.Option.In(m), bots.Percent(d.Equity), odds)
}
