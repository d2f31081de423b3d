package tui

import (
	"fmt"
	"strings"

	"charm.land/bubbles/v2/viewport"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

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

func (t *table) View() string {
	th := t.sh.Theme
	if len(t.tab.Players) < 2 {
		return th.Text.Render("No table is set up. Start one with: razz play --players 6")
	}
	if t.hand == nil {
		return th.Subtle.Render("Shuffling…")
	}
	var v engine.View
	t.hand.ViewInto(&v, t.user())
	box := t.paused()
	t.tw = t.w
	if box && t.w >= besideWidth {
		t.tw = tableWidth
	}
	rows := t.tableRows(v)
	bar := []string{"", t.actionBar(v)}
	note := t.note
	if t.leaving {
		note = "Leave the table? This hand will not be saved. y/n"
	}
	var notes []string
	if note != "" {
		for _, l := range wrapWords(note, t.tw) {
			notes = append(notes, th.Warn.Render(l))
		}
	}
	switch {
	case !box:
		rows = append(append(rows, bar...), notes...)
		return strings.Join(append(rows, t.logPane(t.h-len(rows)-1)...), "\n")
	case t.tw < t.w: // wide: the box sits beside the table and its log
		rows = append(append(rows, bar...), notes...)
		rows = append(rows, t.logPane(t.h-len(rows)-1)...)
		return joinColumns(rows, strings.Split(t.boxView(t.w-t.tw-2, t.h), "\n"), t.tw+2)
	}
	// The box takes the log's place; when that is too little room it
	// covers the action bar too, never the seats or the user's cards.
	if room := t.h - len(rows) - len(bar) - len(notes); room >= minBox {
		rows = append(rows, bar...)
	}
	rows = append(rows, notes...)
	b := t.boxView(min(t.w, maxBoxWidth), t.h-len(rows))
	rows = append(rows, b)
	if left := t.h - len(rows) - strings.Count(b, "\n") - 1; left > 1 {
		rows = append(rows, t.logPane(left)...) // what room the box leaves
	}
	return strings.Join(rows, "\n")
}

// A box sits beside the table when the body is at least besideWidth wide;
// below the table it takes the rows under the user's seat (the log shows
// in what it leaves), the action bar too when fewer than minBox rows are
// left.
const (
	tableWidth  = 84
	besideWidth = tableWidth + 2 + 50
	minBox      = 12
	maxBoxWidth = 100 // longer lines are hard to read
)

// tableRows: the column heads, the bots, the street line, the unseen lows
// and the user's seat.
func (t *table) tableRows(v engine.View) []string {
	th := t.sh.Theme
	rows := make([]string, 0, len(v.Seats)+4)
	rows = append(rows, th.Subtle.Render(padRight("  Player", nameWidth+2)+fmt.Sprintf("%*s%*s  ", stackWidth, "Stack", betWidth, "Bet")+"Cards"))
	for _, sv := range v.Seats[1:] {
		rows = append(rows, t.seatRow(v, sv, false))
	}
	return append(rows, t.streetLine(v), t.lowsLine(v), t.seatRow(v, v.Seats[0], true))
}

// joinColumns sets right beside left, left padded to width cells.
func joinColumns(left, right []string, width int) string {
	var b strings.Builder
	for i := range max(len(left), len(right)) {
		if i > 0 {
			b.WriteByte('\n')
		}
		l := ""
		if i < len(left) {
			l = left[i]
		}
		b.WriteString(l)
		if i < len(right) {
			b.WriteString(strings.Repeat(" ", max(0, width-ansi.StringWidth(l))))
			b.WriteString(right[i])
		}
	}
	return b.String()
}

// seatRow: marker, name, stack, chips in this street, cards, state.
func (t *table) seatRow(v engine.View, sv engine.SeatView, user bool) string {
	th := t.sh.Theme
	mark := "  "
	if v.ToAct == sv.Seat {
		mark = th.ToAct.Render("▸ ")
	}
	name := truncate(t.name(sv.Seat), nameWidth-1)
	if user {
		name = fmt.Sprintf("You (seat %d)", sv.Seat)
	} else {
		name = truncate(fmt.Sprintf("%d %s", sv.Seat, t.name(sv.Seat)), nameWidth-1)
	}
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
		bet = fmt.Sprint(sv.OnStreet)
	}
	row := mark + nameStyle.Render(padRight(name, nameWidth)) +
		th.Text.Render(fmt.Sprintf("%*d%*s  ", stackWidth, sv.Stack, betWidth, bet))
	cards := t.seatCards(sv, user)
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
	if v.ToAct == sv.Seat && (len(state) == 0 || t.tw >= 90) {
		state = append(state, th.ToAct.Render("to act"))
	}
	return row + " " + strings.Join(state, " ")
}

// seatCards draws a seat's cards in deal order: two down, the up cards,
// and the seventh card down. A folded seat keeps its up cards, dimmed; the
// user's folded down cards stay too, dimmed.
func (t *table) seatCards(sv engine.SeatView, user bool) string {
	th := t.sh.Theme
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
	th := t.sh.Theme
	parts := []string{th.Accent.Render(capitalize(engine.Street(v.Street).Name))}
	pots := t.hand.Pots()
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
	return truncateStyled(strings.Join(parts, th.Subtle.Render(" · ")), t.tw)
}

// lowsLine counts the low cards (A to 8) the user has not seen: four of
// each rank less the user's own cards, every face-up card and the cards
// shown down at the showdown.
func (t *table) lowsLine(v engine.View) string {
	th := t.sh.Theme
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
	stack := t.tab.Players[0].Stack
	if t.over() {
		stack = t.userStack()
	}
	res := th.Text.Render(fmt.Sprintf("Session %+.1f BB", float64(stack-t.bought)/float64(t.tab.Stakes.Big)))
	if gap := t.tw - lipgloss.Width(line) - lipgloss.Width(res); gap >= 2 {
		line += strings.Repeat(" ", gap) + res
	}
	return line
}

// actionBar shows the user's legal actions with their keys and amounts.
func (t *table) actionBar(v engine.View) string {
	th := t.sh.Theme
	if v.Done {
		if t.unsaved && t.saves.Pending() > 0 {
			return th.Warn.Render("Hand not saved: ") + th.Key.Render(t.sh.Keys.Table.NextHand.Help().Key) + th.Warn.Render(" saves it again before dealing.")
		}
		if t.userStack() == 0 {
			return th.Warn.Render(fmt.Sprintf("Out of chips: %s rebuys %d, %s leaves.", t.sh.Keys.Table.Rebuy.Help().Key, t.buyIn, t.sh.Keys.Global.Back.Help().Key))
		}
		return th.Text.Render("Hand over: ") + th.Key.Render(t.sh.Keys.Table.NextHand.Help().Key) + th.Text.Render(" deals the next hand.")
	}
	if v.ToAct != v.Seat {
		return th.Subtle.Render(t.name(v.ToAct) + " to act…")
	}
	var parts []string
	seen := map[engine.ActionKind]bool{}
	for _, o := range v.Legal {
		k := ""
		for _, ak := range t.actionKeys() {
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

// logPane shows the dealer's log in its viewport: the newest lines unless
// the user scrolled up, then a last line saying how many are newer.
func (t *table) logPane(height int) []string {
	if height <= 0 {
		return nil
	}
	th := t.sh.Theme
	vp := &t.logVP
	if k := [3]int{len(t.log), t.tw, t.themeID()}; k != t.logKey {
		t.logKey = k
		var lines []string
		for i, n := range t.log {
			style := th.Subtle
			if i == len(t.log)-1 {
				style = th.Text
			}
			for _, l := range wrapWords(n.text, t.tw) {
				lines = append(lines, style.Render(l))
			}
		}
		t.logLines = lines
		vp.SetContentLines(lines)
	}
	vp.SetWidth(t.tw)
	vp.SetHeight(height)
	if t.follow {
		vp.GotoBottom()
		return visible(vp, t.logLines)
	}
	vp.SetHeight(max(height-1, 1)) // room for the marker
	out := visible(vp, t.logLines)
	newer := vp.TotalLineCount() - vp.YOffset() - vp.VisibleLineCount()
	more := fmt.Sprintf("… %d newer lines (%s)", newer, t.sh.Keys.Table.LogEnd.Help().Key)
	if newer == 1 {
		more = fmt.Sprintf("… 1 newer line (%s)", t.sh.Keys.Table.LogEnd.Help().Key)
	}
	if newer > 0 || height > 1 {
		out = append(out, th.Subtle.Render(more))
	}
	return out
}

// visible is the lines of a viewport's content (lines) in view. They are
// laid out to the width already, so they are taken as they are rather than
// padded into a block (which costs more than drawing the rest of the table).
func visible(vp *viewport.Model, lines []string) []string {
	from := min(vp.YOffset(), len(lines))
	return lines[from:min(from+vp.VisibleLineCount(), len(lines))]
}

// boxView draws the first queued explanation, or the key list, in a box
// width cells wide and at most height rows high.
func (t *table) boxView(width, height int) string {
	th := t.sh.Theme
	inner := width - 4 // border and padding
	vp := &t.boxVP
	e := t.helpExplanation(inner)
	if !t.help {
		e = t.expl[0]
	}
	if k := [3]int{e.id, inner, t.themeID()}; k != t.boxKey {
		t.boxKey = k
		t.boxLines = layOut(e.parts, inner)
		vp.SetContentLines(t.boxLines)
		vp.GotoTop()
	}
	vp.SetWidth(inner)
	vp.SetHeight(max(1, min(vp.TotalLineCount(), height-4))) // border, title and foot
	foot := "enter: continue"
	if t.help {
		foot = "enter: close"
	} else if len(t.expl) > 1 {
		foot = fmt.Sprintf("enter: continue (%d more)", len(t.expl)-1)
	}
	if below := vp.TotalLineCount() - vp.YOffset() - vp.VisibleLineCount(); vp.YOffset() > 0 || below > 0 {
		foot += fmt.Sprintf(" · ↑↓ scroll (%d above, %d below)", vp.YOffset(), below)
	}
	content := th.Title.Render(ansi.Truncate(e.title, inner, "…")) + "\n" + strings.Join(visible(vp, t.boxLines), "\n") + "\n" + th.Subtle.Render(ansi.Truncate(foot, inner, "…"))
	return th.Box.Width(width).Render(content)
}

// themeID tells the dark theme from the light one, whose box contents
// differ.
func (t *table) themeID() int {
	if t.sh.Theme.Dark {
		return 1
	}
	return 0
}

// truncateStyled cuts styled text to a width.
func truncateStyled(s string, w int) string { return ansi.Truncate(s, w, "") }
