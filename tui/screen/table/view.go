package table

import (
	"fmt"
	"strings"

	"charm.land/bubbles/v2/viewport"
	"charm.land/lipgloss/v2"

	"razz/engine"
	"razz/tui/widget"
)

// The table is drawn top to bottom: a header of columns, the bots in seat
// order, the street line (street, pot, bet unit, bets left), the unseen
// low cards, the user's seat, the action bar and the log. An explanation
// or the key list replaces everything below the street line.

// View draws the table. It writes nothing Update reads: it lays out on
// copies of the viewports (Update keeps them, syncViewports).
func (t *Table) View() string {
	lv, bv := t.log.vp, t.ov.pane.VP
	return t.frame().draw(&lv, &bv)
}

// syncViewports lays the viewports out as View draws them now, for Update
// to scroll them and Help to tell whether the box scrolls.
func (t *Table) syncViewports() {
	t.log.layOut(t.ctx.Theme(), t.tableCol())
	t.ov.layOut(t.ctx.Theme(), t.ctx.Keys(), t.o.Table.Rules.OpenPairDouble, t.boxInner())
	t.frame().draw(&t.log.vp, &t.ov.pane.VP)
}

// layOut keeps what View draws from laid out after each change: the log,
// and an open box with its viewport.
func (t *Table) layOut() {
	t.log.layOut(t.ctx.Theme(), t.tableCol())
	if t.ov.BoxOpen() {
		t.syncViewports()
	}
}

// render draws the table with the viewports given.
func (f frame) draw(logVP, boxVP *viewport.Model) string {
	th := f.t.ctx.Theme()
	if len(f.t.o.Table.Players) < 2 {
		return th.Text.Render("No table is set up. Start one with: razz play --players 6")
	}
	h := f.t.p.hand()
	if h == nil {
		return th.Subtle.Render("Shuffling…")
	}
	var v engine.View
	h.ViewInto(&v, f.t.p.user())
	box := f.t.p.paused()
	tw := f.t.tableCol()
	rows := f.rows(v)
	bar := []string{"", f.actionBar(v)}
	note := f.t.note
	if top, ok := f.t.ov.Top(); ok && top.Kind == widget.OverAsk {
		note = top.Ask
	}
	var notes []string
	if note != "" {
		for _, l := range widget.Wrap(note, tw) {
			notes = append(notes, th.Warn.Render(l))
		}
	}
	switch {
	case !box:
		rows = append(append(rows, bar...), notes...)
		return strings.Join(append(rows, f.t.log.pane(th, logVP, tw, f.t.h-len(rows)-1, f.t.ctx.Keys().Table.LogEnd.Help().Key)...), "\n")
	case tw < f.t.w: // wide: the box sits beside the table and its log
		rows = append(append(rows, bar...), notes...)
		rows = append(rows, f.t.log.pane(th, logVP, tw, f.t.h-len(rows)-1, f.t.ctx.Keys().Table.LogEnd.Help().Key)...)
		return widget.Columns(rows, strings.Split(f.boxView(boxVP, f.t.w-tw-2, f.t.h), "\n"), tw+2)
	}
	// The box takes the log's place; when that is too little room it
	// covers the action bar too, never the seats or the user's cards.
	if room := f.t.h - len(rows) - len(bar) - len(notes); room >= minBox {
		rows = append(rows, bar...)
	}
	rows = append(rows, notes...)
	b := f.boxView(boxVP, min(f.t.w, maxBoxWidth), f.t.h-len(rows))
	rows = append(rows, b)
	if left := f.t.h - len(rows) - strings.Count(b, "\n") - 1; left > 1 {
		rows = append(rows, f.t.log.pane(th, logVP, tw, left, f.t.ctx.Keys().Table.LogEnd.Help().Key)...) // what room the box leaves
	}
	return strings.Join(rows, "\n")
}

// tableCol is the width of the table's column: the body's, or tableWidth
// when an open box sits beside it.
func (t *Table) tableCol() int {
	if t.p.paused() && t.w >= besideWidth {
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

// rows: the column heads, the bots, the street line, the unseen lows and
// the user's seat (the hand table's).
func (f frame) rows(v engine.View) []string {
	ht := widget.HandTable{Theme: f.t.ctx.Theme(), View: v, Name: f.t.p.name, Width: f.t.tableCol()}
	return ht.Rows(ht.Street(f.t.p.hand().Pots()), f.lowsLine(v))
}

// lowsLine counts the low cards (A to 8) the user has not seen: four of
// each rank less the user's own cards, every face-up card and the cards
// shown down at the showdown.
func (f frame) lowsLine(v engine.View) string {
	th := f.t.ctx.Theme()
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
	tab := f.t.p.sess.Table()
	stack := tab.Players[0].Stack
	if f.t.p.over() {
		stack = f.t.p.userStack()
	}
	res := th.Text.Render(fmt.Sprintf("Session %+.1f BB", float64(stack-f.t.p.sess.Bought())/float64(tab.Stakes.Big)))
	// It ends where the seat rows end (their state column), not at the
	// far edge of a wide terminal.
	if gap := min(f.t.tableCol(), seatRowsWidth) - lipgloss.Width(line) - lipgloss.Width(res); gap >= 2 {
		line += strings.Repeat(" ", gap) + res
	}
	return line
}

// actionBar shows the user's legal actions with their keys and amounts.
func (f frame) actionBar(v engine.View) string {
	th := f.t.ctx.Theme()
	if v.Done {
		if f.t.hist.held() {
			return th.Warn.Render("Hand not saved: ") + th.Key.Render(f.t.ctx.Keys().Table.NextHand.Help().Key) + th.Warn.Render(" saves it again before dealing.")
		}
		if f.t.p.userStack() == 0 {
			return th.Warn.Render(fmt.Sprintf("Out of chips: %s rebuys %d, %s leaves.", f.t.ctx.Keys().Table.Rebuy.Help().Key, f.t.p.sess.BuyIn(), f.t.ctx.Keys().Global.Back.Help().Key))
		}
		if f.t.p.autoDealing && f.t.p.paused() { // the countdown waits for the box (table.Update's autoDealMsg)
			return th.Text.Render(fmt.Sprintf("Hand over: the next hand comes %s after this box closes.", f.t.o.AutoDeal))
		}
		if f.t.p.autoDealing {
			return th.Text.Render(fmt.Sprintf("Hand over: next hand in %s; any key stops it.", f.t.o.AutoDeal))
		}
		return th.Text.Render("Hand over: ") + th.Key.Render(f.t.ctx.Keys().Table.NextHand.Help().Key) + th.Text.Render(" deals the next hand.")
	}
	if v.ToAct != v.Seat {
		return th.Subtle.Render(f.t.p.name(v.ToAct) + " to act…")
	}
	var parts []string
	seen := map[engine.ActionKind]bool{}
	for _, o := range v.Legal {
		k := f.t.ctx.Keys().Table.ForAction(o.Kind, seen[o.Kind]).Help().Key // a second option of a kind is the open-pair big bet
		seen[o.Kind] = true
		parts = append(parts, th.Key.Render(k)+" "+th.Text.Render(o.String()))
	}
	return th.Accent.Render("Your turn: ") + strings.Join(parts, "   ")
}

// frame draws the table as it is now.
type frame struct{ t *Table }

func (t *Table) frame() frame { return frame{t} }

// boxInner is the width inside the box's border and padding.
func (t *Table) boxInner() int {
	if tw := t.tableCol(); tw < t.w {
		return t.w - tw - 2 - 4
	}
	return min(t.w, maxBoxWidth) - 4
}

// boxView draws the box shown in vp, width cells wide and at most height
// rows high. A new box starts at its top.
func (f frame) boxView(vp *viewport.Model, width, height int) string {
	e, _ := f.t.ov.shown(f.t.ctx.Theme(), f.t.ctx.Keys(), f.t.o.Table.Rules.OpenPairDouble, width-4)
	it, _ := f.t.ov.Shown()
	foot := "enter: continue"
	if n := len(f.t.ov.Boxes()); it.Kind == widget.OverKeys {
		foot = "enter: close"
	} else if n > 1 {
		foot = fmt.Sprintf("enter: continue (%d more)", n-1)
	}
	return f.t.ov.pane.View(f.t.ctx.Theme(), vp, e, f.t.ov.key(f.t.ctx.Theme(), f.t.boxInner()), width, height, foot)
}
