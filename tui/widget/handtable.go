package widget

import (
	"fmt"
	"strings"

	"charm.land/lipgloss/v2"

	"razz/engine"
	"razz/tui/theme"
)

// The hand table: a hand drawn a row a seat, as the table, the History
// replay and practice all draw it.

// The columns of a seat's row in chips.
const (
	NameWidth  = 18
	StackWidth = 6
	BetWidth   = 5
)

// MoneyCols are the widths of the name, stack and bet columns at width:
// chips, or a cash game's amounts ("$100.00", "$10.00") with a space
// before each; below 100 columns the names give up the cells the amounts
// take, so that a row is as wide as in chips.
func MoneyCols(m engine.Money, width int) (name, stack, bet int) {
	switch {
	case !m.Cash():
		return NameWidth, StackWidth, BetWidth
	case width < 100:
		return NameWidth - 4, 8, 7
	}
	return NameWidth, 8, 7
}

// SeatHead is the column heads over SeatRow's rows at width, the amounts
// in m.
func SeatHead(th *theme.Theme, m engine.Money, width int) string {
	nw, sw, bw := MoneyCols(m, width)
	return th.Subtle.Render(PadRight("  Player", nw+2) + fmt.Sprintf("%*s%*s  ", sw, "Stack", bw, "Bet") + "Cards")
}

// SeatRow draws one seat of view v as the table does (the History replay
// and practice too): the to-act marker, the name, the stack, the chips in
// on this street, the cards and a word of state (two at width 90 or more),
// the amounts in m (a cash game's log in its currency, in wider columns).
// user is the seat whose down cards are the viewer's own.
func SeatRow(th *theme.Theme, m engine.Money, v engine.View, sv engine.SeatView, name string, user bool, width int) string {
	nw, sw, bw := MoneyCols(m, width)
	mark := "  "
	if v.ToAct == sv.Seat {
		mark = th.ToAct.Render("▸ ")
	}
	name = Truncate(name, nw-1)
	nameStyle := th.Text
	switch {
	case sv.Folded:
		nameStyle = th.Dim
	case v.ToAct == sv.Seat:
		nameStyle = th.ToAct
	case user:
		nameStyle = th.Accent
	}
	bet := ""
	if sv.OnStreet > 0 && !v.Done {
		bet = m.Amount(sv.OnStreet)
	}
	row := mark + nameStyle.Render(PadRight(name, nw)) +
		th.Text.Render(fmt.Sprintf("%*s%*s  ", sw, m.Amount(sv.Stack), bw, bet))
	cards := SeatCards(th, sv, user)
	row += cards + strings.Repeat(" ", max(0, 7*(theme.CardWidth+1)-1-lipgloss.Width(cards)))
	var state []string // one word at 80 columns, most telling first
	switch {
	case sv.Folded:
		state = append(state, th.Dim.Render("folded"))
	case v.Done:
	case sv.AllIn:
		state = append(state, th.Warn.Render("all-in"))
	case sv.BroughtIn && v.Street == 3:
		state = append(state, th.Subtle.Render("bring-in"))
	}
	if v.ToAct == sv.Seat && (len(state) == 0 || width >= 90) {
		state = append(state, th.ToAct.Render("to act"))
	}
	return row + " " + strings.Join(state, " ")
}

// SeatCards draws a seat's cards in deal order: two down, the up cards,
// and the seventh card down. A folded seat keeps its up cards, dimmed; the
// user's folded down cards stay too, dimmed.
func SeatCards(th *theme.Theme, sv engine.SeatView, user bool) string {
	var parts []string
	down := func(i int) {
		switch {
		case sv.Folded && user && i < len(sv.Down): // the user's own, to look back at
			parts = append(parts, th.CardDead(sv.Down[i]))
		case sv.Folded: // mucked: keep the place
			parts = append(parts, strings.Repeat(" ", theme.CardWidth))
		case user && i < len(sv.Down):
			parts = append(parts, th.CardHidden(sv.Down[i]))
		case i < len(sv.Down): // shown down
			parts = append(parts, th.Card(sv.Down[i]))
		default:
			parts = append(parts, th.CardBack())
		}
	}
	for i := 0; i < min(2, sv.NumDown); i++ {
		down(i)
	}
	for _, c := range sv.Up {
		if sv.Folded {
			parts = append(parts, th.CardDead(c))
		} else {
			parts = append(parts, th.Card(c))
		}
	}
	if sv.NumDown == 3 {
		down(2)
	}
	return strings.Join(parts, " ")
}
