package widget

import (
	"fmt"
	"math"

	"razz/bots"
	"razz/bots/review"
	"razz/engine"
	"razz/tui/theme"
)

// ReviewLine is one decision of a review in one line, as the table's
// review box and the History's v both show it: the street, the seat's
// cards as they were (down cards in brackets), what was done, the coach's
// advice, the equity (and the share against the ranges where it differs)
// and, when there was something to call, the pot odds; the amounts in m
// (a cash game's log in its currency: "you call $0.20").
func ReviewLine(th *theme.Theme, m engine.Money, d review.Decision) string {
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
	// Equity against any cards, and the share against the ranges beside
	// it where the betting moves it beyond two points and the read's
	// interval (the coach's reason may quote that one).
	eq := bots.Percent(d.Equity)
	if r := d.Coach.RangeEquity; r.N > 0 && math.Abs(r.Value-d.Equity) > max(0.02, r.Half) {
		eq += ", against the ranges " + r.Said()
	}
	return fmt.Sprintf("%s%s %s: you %s, coach %s; equity %s%s", d.Mark(), engine.Street(d.Street).Short,
		HandCards(th, me), d.Did.In(m), d.Coach.Option.In(m), eq, odds)
}

// HandCards writes a seat's cards: face-down ones in brackets.
func HandCards(th *theme.Theme, sv engine.SeatView) string {
	return "[" + th.CardNames(sv.Down) + "] " + th.CardNames(sv.Up)
}
