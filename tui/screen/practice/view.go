package practice

import (
	"fmt"
	"strings"

	"charm.land/bubbles/v2/key"

	"razz/engine"
	"razz/engine/narrate"
	"razz/tui/keys"
	"razz/tui/theme"
	"razz/tui/widget"
)

// practiceTable draws the hand from the user's view: the column heads,
// the other seats in seat order, the street line and the user's seat, in
// the table's columns. Everything comes from v, the user's view: another
// seat's down cards only once shown down, and never a card nobody saw
// (the walk's views leave them out).
func practiceTable(th *theme.Theme, m engine.Money, v engine.View, names map[int]string, w int) []string {
	rows := []string{widget.SeatHead(th, m, w)}
	var you *engine.SeatView
	for i := range v.Seats {
		sv := v.Seats[i]
		if sv.Seat == v.Seat {
			you = &v.Seats[i]
			continue
		}
		rows = append(rows, practiceSeatRow(th, m, v, sv, names[sv.Seat], false, w))
	}
	rows = append(rows, practiceStreetLine(th, m, v, w))
	if you != nil {
		rows = append(rows, practiceSeatRow(th, m, v, *you, "", true, w))
	}
	return rows
}

// practiceSeatRow is a seat's row, drawn by the table's seat row.
func practiceSeatRow(th *theme.Theme, m engine.Money, v engine.View, sv engine.SeatView, name string, user bool, w int) string {
	name = fmt.Sprintf("%d %s", sv.Seat, name)
	if user {
		name = fmt.Sprintf("You (seat %d)", sv.Seat)
	}
	return widget.Cut(widget.SeatRow(th, m, v, sv, name, user, w), w)
}

// practiceStreetLine: the street, the pot, the bet unit and the cap.
func practiceStreetLine(th *theme.Theme, m engine.Money, v engine.View, w int) string {
	parts := []string{th.Accent.Render(narrate.Capitalize(engine.Street(v.Street).Name)), "pot " + m.Amount(v.Pot)}
	if v.Done {
		parts = append(parts, "hand over")
	} else {
		l := v.Limits
		unit := "small bet " + m.Amount(l.Unit)
		if l.Big {
			unit = "big bet " + m.Amount(l.Unit)
		}
		parts = append(parts, unit)
		if l.Left >= 0 {
			parts = append(parts, fmt.Sprintf("%d of %d bets", l.Bets, l.Cap))
		} else {
			parts = append(parts, fmt.Sprintf("%d bets, no cap", l.Bets))
		}
	}
	if v.Community != nil {
		parts = append(parts, "community "+th.Card(*v.Community))
	}
	return widget.Cut(strings.Join(parts, th.Subtle.Render(" · ")), w)
}

// practiceOptions is the user's legal actions with the table's keys,
// wrapped between options to w.
func practiceOptions(th *theme.Theme, k keys.Table, m engine.Money, v engine.View, w int) []string {
	var parts []string
	seen := map[engine.ActionKind]bool{}
	for _, o := range v.Legal {
		parts = append(parts, th.Key.Render(optionKey(k, o.Kind, seen[o.Kind]).Help().Key)+" "+th.Text.Render(o.In(m)))
		seen[o.Kind] = true
	}
	if len(parts) > 0 {
		parts[0] = th.Accent.Render("Your decision: ") + parts[0]
	}
	return widget.WrapItems(parts, "   ", w)
}

// optionKey is the table's key for an action; big: the second option of
// a kind, the open pair's big bet.
func optionKey(k keys.Table, kind engine.ActionKind, big bool) key.Binding {
	switch {
	case big && kind == engine.Bet:
		return k.BetBig
	case big && kind == engine.Raise:
		return k.RaiseBig
	case kind == engine.Fold:
		return k.Fold
	case kind == engine.Check:
		return k.Check
	case kind == engine.Call:
		return k.Call
	case kind == engine.BringIn:
		return k.BringIn
	case kind == engine.Complete:
		return k.Complete
	case kind == engine.Bet:
		return k.Bet
	}
	return k.Raise
}

// dealerLines is the narration of the story so far from the user's seat,
// laid out to w, the last n lines.
func dealerLines(th *theme.Theme, nr *narrate.Narrator, s *engine.Story, w, n int) []string {
	var out []string
	for _, l := range nr.Dealer(s, len(s.Events)) {
		txt := l.Text
		style := th.Subtle
		if l.Kind == narrate.LineStreet {
			style = th.Accent
		}
		for _, wl := range widget.Wrap(txt, w) {
			out = append(out, style.Render(wl))
		}
	}
	if n <= 0 {
		return nil
	}
	if len(out) > n {
		out = out[len(out)-n:]
	}
	return out
}
