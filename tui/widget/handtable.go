package widget

import (
	"fmt"
	"strings"

	"charm.land/lipgloss/v2"

	"razz/engine"
	"razz/engine/narrate"
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
	case sv.BroughtIn && v.Street == 3 && (v.ToAct != sv.Seat || width >= 90): // its turn says "to act", as every other seat's does
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

// HandTable is a hand as one seat sees it (View), drawn a row a seat in
// the table's columns: the table, the History replay and practice draw a
// hand with it.
type HandTable struct {
	Theme *theme.Theme
	Money engine.Money // the amounts' currency, "" for chips
	View  engine.View
	// Name is how a row names a seat; the viewer's row, last in Rows,
	// says "You (seat N)".
	Name  func(seat int) string
	Width int
}

// Head is the column heads.
func (h HandTable) Head() string { return SeatHead(h.Theme, h.Money, h.Width) }

// Row is seat sv's row, marked as the viewer's when user.
func (h HandTable) Row(sv engine.SeatView, user bool) string {
	name := fmt.Sprintf("%d %s", sv.Seat, h.Name(sv.Seat))
	if user {
		name = fmt.Sprintf("You (seat %d)", sv.Seat)
	}
	return Cut(SeatRow(h.Theme, h.Money, h.View, sv, name, user, h.Width), h.Width)
}

// Rows are the heads, the other seats in seat order, the lines between
// (the street line, and the table's unseen lows), then the viewer's seat.
func (h HandTable) Rows(between ...string) []string {
	rows := make([]string, 0, len(h.View.Seats)+1+len(between))
	rows = append(rows, h.Head())
	var you *engine.SeatView
	for i := range h.View.Seats {
		if sv := &h.View.Seats[i]; sv.Seat == h.View.Seat {
			you = sv
		} else {
			rows = append(rows, h.Row(*sv, false))
		}
	}
	rows = append(rows, between...)
	if you != nil {
		rows = append(rows, h.Row(*you, true))
	}
	return rows
}

// Street is the street line: the street, the pot (with the side pots
// when there are any, the main pot first), the bet unit and the bets
// made of the cap, or "hand over"; the community card.
func (h HandTable) Street(pots []engine.Pot) string {
	th, m, v := h.Theme, h.Money, h.View
	parts := []string{th.Accent.Render(narrate.Capitalize(engine.Street(v.Street).Name))}
	if len(pots) > 1 {
		var ps []string
		for _, p := range pots {
			ps = append(ps, m.Amount(p.Amount))
		}
		parts = append(parts, "pot "+m.Amount(v.Pot)+" = "+strings.Join(ps, " + "))
	} else {
		parts = append(parts, "pot "+m.Amount(v.Pot))
	}
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
	return Cut(strings.Join(parts, th.Subtle.Render(" · ")), h.Width)
}

// InSeatOrder is the heads and every seat in seat order, the viewer's
// among them and named as the others are, then the community card's row:
// the History replay's table.
func (h HandTable) InSeatOrder() []string {
	v := h.View
	rows := []string{h.Head()}
	for _, sv := range v.Seats {
		name := fmt.Sprintf("%d %s", sv.Seat, h.Name(sv.Seat))
		rows = append(rows, Cut(SeatRow(h.Theme, h.Money, v, sv, name, sv.Seat == v.Seat, h.Width), h.Width))
	}
	if v.Community != nil {
		nw, sw, bw := MoneyCols(h.Money, h.Width)
		rows = append(rows, "  "+PadRight("Community", nw)+strings.Repeat(" ", sw+bw+2)+h.Theme.Card(*v.Community))
	}
	return rows
}
