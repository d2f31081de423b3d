package tui

import (
	"fmt"
	"strings"

	"charm.land/bubbles/v2/viewport"
	"charm.land/lipgloss/v2"

	"razz/engine"
)

// The table is drawn top to bottom: a header of columns, the bots in seat
// order, the street line (street, pot, bet unit, bets left), the unseen
// low cards, the user's seat, the action bar and the log. An explanation
// or the key list replaces everything below the street line.

const (
	nameWidth  = 18
	stackWidth = 6
	betWidth   = 5
)

// View draws the table. It writes nothing Update reads: it lays out on
// copies of the viewports (Update keeps them, syncViewports).
func (t *table) View() string {
	lv, bv := t.log.vp, t.box.vp
	return t.render(&lv, &bv)
}

// syncViewports lays the viewports out as View draws them now, for Update
// to scroll them and Help to tell whether the box scrolls.
func (t *table) syncViewports() {
	t.log.layOut(t.ctx.Theme(), t.tableCol())
	t.layOutBox()
	t.render(&t.log.vp, &t.box.vp)
}

// layOut keeps what View draws from laid out after each change: the log,
// and an open box with its viewport.
func (t *table) layOut() {
	t.log.layOut(t.ctx.Theme(), t.tableCol())
	if t.ov.boxOpen() {
		t.syncViewports()
	}
}

// render draws the table with the viewports given.
func (t *table) render(logVP, boxVP *viewport.Model) string {
	th := t.ctx.Theme()
	if len(t.o.Table.Players) < 2 {
		return th.Text.Render("No table is set up. Start one with: razz play --players 6")
	}
	h := t.hand()
	if h == nil {
		return th.Subtle.Render("Shuffling…")
	}
	var v engine.View
	h.ViewInto(&v, t.user())
	box := t.paused()
	tw := t.tableCol()
	rows := t.tableRows(v)
	bar := []string{"", t.actionBar(v)}
	note := t.note
	if top, ok := t.ov.top(); ok && top.kind == overAsk {
		note = top.ask
	}
	var notes []string
	if note != "" {
		for _, l := range wrapWords(note, tw) {
			notes = append(notes, th.Warn.Render(l))
		}
	}
	switch {
	case !box:
		rows = append(append(rows, bar...), notes...)
		return strings.Join(append(rows, t.log.pane(th, logVP, tw, t.h-len(rows)-1, t.ctx.Keys().Table.LogEnd.Help().Key)...), "\n")
	case tw < t.w: // wide: the box sits beside the table and its log
		rows = append(append(rows, bar...), notes...)
		rows = append(rows, t.log.pane(th, logVP, tw, t.h-len(rows)-1, t.ctx.Keys().Table.LogEnd.Help().Key)...)
		return joinColumns(rows, strings.Split(t.boxView(boxVP, t.w-tw-2, t.h), "\n"), tw+2)
	}
	// The box takes the log's place; when that is too little room it
	// covers the action bar too, never the seats or the user's cards.
	if room := t.h - len(rows) - len(bar) - len(notes); room >= minBox {
		rows = append(rows, bar...)
	}
	rows = append(rows, notes...)
	b := t.boxView(boxVP, min(t.w, maxBoxWidth), t.h-len(rows))
	rows = append(rows, b)
	if left := t.h - len(rows) - strings.Count(b, "\n") - 1; left > 1 {
		rows = append(rows, t.log.pane(th, logVP, tw, left, t.ctx.Keys().Table.LogEnd.Help().Key)...) // what room the box leaves
	}
	return strings.Join(rows, "\n")
}

// tableCol is the width of the table's column: the body's, or tableWidth
// when an open box sits beside it.
func (t *table) tableCol() int {
	if t.paused() && t.w >= besideWidth {
		return tableWidth
	}
	return t.w
}

// A box sits beside the table when the body is at least besideWidth wide;
// below the table it takes the rows under the user's seat (the log shows
// in what it leaves), the action bar too when fewer than minBox rows are
// left.
const (
	seatRowsWidth = 76 // a seat row: name, stack, bet, seven cards, its state
	tableWidth    = 84
	besideWidth   = tableWidth + 2 + 50
	minBox        = 12
	maxBoxWidth   = 100 // longer lines are hard to read
)

// tableRows: the column heads, the bots, the street line, the unseen lows
// and the user's seat.
func (t *table) tableRows(v engine.View) []string {
	th := t.ctx.Theme()
	rows := make([]string, 0, len(v.Seats)+4)
	rows = append(rows, th.Subtle.Render(padRight("  Player", nameWidth+2)+fmt.Sprintf("%*s%*s  ", stackWidth, "Stack", betWidth, "Bet")+"Cards"))
	for _, sv := range v.Seats[1:] {
		rows = append(rows, t.seatRow(v, sv, false))
	}
	return append(rows, t.streetLine(v), t.lowsLine(v), t.seatRow(v, v.Seats[0], true))
}

// seatRow: marker, name, stack, chips in this street, cards, state.
func (t *table) seatRow(v engine.View, sv engine.SeatView, user bool) string {
	name := fmt.Sprintf("%d %s", sv.Seat, t.name(sv.Seat))
	if user {
		name = fmt.Sprintf("You (seat %d)", sv.Seat)
	}
	return seatRow(t.ctx.Theme(), v, sv, name, user, t.tableCol())
}

// moneyCols are the widths of the name, stack and bet columns at width:
// chips, or a cash game's amounts ("$100.00", "$10.00") with a space
// before each; below 100 columns the names give up the cells the amounts
// take, so that a row is as wide as in chips.
func moneyCols(m engine.Money, width int) (name, stack, bet int) {
	switch {
	case !m.Cash():
		return nameWidth, stackWidth, betWidth
	case width < 100:
		return nameWidth - 4, 8, 7
	}
	return nameWidth, 8, 7
}

// seatHead is the column heads over seatRowIn's rows at width.
func seatHead(th *Theme, m engine.Money, width int) string {
	nw, sw, bw := moneyCols(m, width)
	return th.Subtle.Render(padRight("  Player", nw+2) + fmt.Sprintf("%*s%*s  ", sw, "Stack", bw, "Bet") + "Cards")
}

// seatRow draws one seat of view v as the table does (the History replay
// too): the to-act marker, the name, the stack, the chips in on this
// street, the cards and a word of state (two at width 90 or more). user is
// the seat whose down cards are the viewer's own.
func seatRow(th *Theme, v engine.View, sv engine.SeatView, name string, user bool, width int) string {
	return seatRowIn(th, "", v, sv, name, user, width)
}

// seatRowIn is seatRow with the amounts written in m: a cash game's log
// in its currency, in wider columns (seatHead).
func seatRowIn(th *Theme, m engine.Money, v engine.View, sv engine.SeatView, name string, user bool, width int) string {
	nw, sw, bw := moneyCols(m, width)
	mark := "  "
	if v.ToAct == sv.Seat {
		mark = th.ToAct.Render("▸ ")
	}
	name = truncate(name, nw-1)
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
	row := mark + nameStyle.Render(padRight(name, nw)) +
		th.Text.Render(fmt.Sprintf("%*s%*s  ", sw, m.Amount(sv.Stack), bw, bet))
	cards := seatCards(th, sv, user)
	row += cards + strings.Repeat(" ", max(0, 7*(CardWidth+1)-1-lipgloss.Width(cards)))
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

// seatCards draws a seat's cards in deal order: two down, the up cards,
// and the seventh card down. A folded seat keeps its up cards, dimmed; the
// user's folded down cards stay too, dimmed.
func seatCards(th *Theme, sv engine.SeatView, user bool) string {
	var parts []string
	down := func(i int) {
		switch {
		case sv.Folded && user && i < len(sv.Down): // the user's own, to look back at
			parts = append(parts, th.CardDead(sv.Down[i]))
		case sv.Folded: // mucked: keep the place
			parts = append(parts, strings.Repeat(" ", CardWidth))
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

// streetLine: the street, the pot and side pots, the unit and the cap.
func (t *table) streetLine(v engine.View) string {
	th := t.ctx.Theme()
	parts := []string{th.Accent.Render(capitalize(engine.Street(v.Street).Name))}
	pots := t.hand().Pots()
	if len(pots) > 1 { // main pot first, then the side pots
		var ps []string
		for _, p := range pots {
			ps = append(ps, fmt.Sprint(p.Amount))
		}
		parts = append(parts, fmt.Sprintf("pot %d = %s", v.Pot, strings.Join(ps, " + ")))
	} else {
		parts = append(parts, fmt.Sprintf("pot %d", v.Pot))
	}
	if !v.Done {
		l := v.Limits
		unit := fmt.Sprintf("small bet %d", l.Unit)
		if l.Big {
			unit = fmt.Sprintf("big bet %d", l.Unit)
		}
		parts = append(parts, unit)
		switch {
		case l.Left >= 0:
			parts = append(parts, fmt.Sprintf("%d of %d bets", l.Bets, l.Cap))
		default:
			parts = append(parts, fmt.Sprintf("%d bets, no cap", l.Bets))
		}
	} else {
		parts = append(parts, "hand over")
	}
	if v.Community != nil {
		parts = append(parts, "community "+th.Card(*v.Community))
	}
	return truncateStyled(strings.Join(parts, th.Subtle.Render(" · ")), t.tableCol())
}

// lowsLine counts the low cards (A to 8) the user has not seen: four of
// each rank less the user's own cards, every face-up card and the cards
// shown down at the showdown.
func (t *table) lowsLine(v engine.View) string {
	th := t.ctx.Theme()
	var seen [engine.NumRanks]int
	for _, c := range v.Own {
		seen[c.Rank()]++
	}
	for _, sv := range v.Seats {
		if sv.Seat == v.Seat {
			continue
		}
		for _, c := range sv.Up {
			seen[c.Rank()]++
		}
		for _, c := range sv.Down { // others' down cards: shown at the showdown
			seen[c.Rank()]++
		}
	}
	parts := []string{th.Subtle.Render("Unseen lows")}
	total := 0
	for r := engine.Ace; r <= engine.Eight; r++ {
		n := 4 - seen[r]
		total += n
		s := fmt.Sprintf("%s:%d", r, n)
		if n <= 1 {
			s = th.Warn.Render(s)
		} else {
			s = th.Text.Render(s)
		}
		parts = append(parts, s)
	}
	parts = append(parts, th.Subtle.Render(fmt.Sprintf("(%d of 32)", total)))
	line := strings.Join(parts, " ")
	// The session's result, in big bets, over the hands finished.
	tab := t.sess.Table()
	stack := tab.Players[0].Stack
	if t.over() {
		stack = t.userStack()
	}
	res := th.Text.Render(fmt.Sprintf("Session %+.1f BB", float64(stack-t.sess.Bought())/float64(tab.Stakes.Big)))
	// It ends where the seat rows end (their state column), not at the
	// far edge of a wide terminal.
	if gap := min(t.tableCol(), seatRowsWidth) - lipgloss.Width(line) - lipgloss.Width(res); gap >= 2 {
		line += strings.Repeat(" ", gap) + res
	}
	return line
}

// actionBar shows the user's legal actions with their keys and amounts.
func (t *table) actionBar(v engine.View) string {
	th := t.ctx.Theme()
	if v.Done {
		if t.hist.held() {
			return th.Warn.Render("Hand not saved: ") + th.Key.Render(t.ctx.Keys().Table.NextHand.Help().Key) + th.Warn.Render(" saves it again before dealing.")
		}
		if t.userStack() == 0 {
			return th.Warn.Render(fmt.Sprintf("Out of chips: %s rebuys %d, %s leaves.", t.ctx.Keys().Table.Rebuy.Help().Key, t.sess.BuyIn(), t.ctx.Keys().Global.Back.Help().Key))
		}
		if t.autoDealing && t.paused() { // the countdown waits for the box (table.Update's autoDealMsg)
			return th.Text.Render(fmt.Sprintf("Hand over: the next hand comes %s after this box closes.", t.o.AutoDeal))
		}
		if t.autoDealing {
			return th.Text.Render(fmt.Sprintf("Hand over: next hand in %s; any key stops it.", t.o.AutoDeal))
		}
		return th.Text.Render("Hand over: ") + th.Key.Render(t.ctx.Keys().Table.NextHand.Help().Key) + th.Text.Render(" deals the next hand.")
	}
	if v.ToAct != v.Seat {
		return th.Subtle.Render(t.name(v.ToAct) + " to act…")
	}
	var parts []string
	seen := map[engine.ActionKind]bool{}
	for _, o := range v.Legal {
		k := ""
		for _, ak := range actionKeysOf(t.ctx.Keys().Table) {
			if ak.kind == o.Kind && ak.big == seen[o.Kind] { // a second option of a kind is the open-pair big bet
				k = ak.b.Help().Key
				break
			}
		}
		seen[o.Kind] = true
		parts = append(parts, th.Key.Render(k)+" "+th.Text.Render(o.String()))
	}
	return th.Accent.Render("Your turn: ") + strings.Join(parts, "   ")
}

// shownBox is the box drawn: the key list or the first queued explanation,
// laid out width cells wide.
func (t *table) shownBox(inner int) (explanation, bool) {
	it, ok := t.ov.shown()
	switch {
	case !ok:
		return explanation{}, false
	case it.kind == overHelp:
		return helpBox(t.ctx.Theme(), tableKeyGroups(t.ctx.Keys().Table, t.ctx.Keys().Global), inner), true
	}
	return it.box, true
}

// boxKeyNow is the key of the box drawn now: its id (-1 for the key
// list), its inner width and the theme.
func (t *table) boxKeyNow() [3]int {
	it, _ := t.ov.shown()
	id := it.box.id
	if it.kind == overHelp {
		id = -1
	}
	return [3]int{id, t.boxInner(), t.ctx.Theme().ID()}
}

// layOutBox lays the box shown out again when it, the width or the theme
// changed, into the box's viewport from its top.
func (t *table) layOutBox() {
	k := t.boxKeyNow()
	e, _ := t.shownBox(k[1])
	t.box.layOut(e, k)
}

// boxInner is the width inside the box's border and padding.
func (t *table) boxInner() int {
	if tw := t.tableCol(); tw < t.w {
		return t.w - tw - 2 - 4
	}
	return min(t.w, maxBoxWidth) - 4
}

// boxView draws the box shown in vp, width cells wide and at most height
// rows high. A new box starts at its top.
func (t *table) boxView(vp *viewport.Model, width, height int) string {
	e, _ := t.shownBox(width - 4)
	it, _ := t.ov.shown()
	foot := "enter: continue"
	if n := len(t.ov.boxes()); it.kind == overHelp {
		foot = "enter: close"
	} else if n > 1 {
		foot = fmt.Sprintf("enter: continue (%d more)", n-1)
	}
	return t.box.view(t.ctx.Theme(), vp, e, t.boxKeyNow(), width, height, foot)
}
