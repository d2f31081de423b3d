package tui

import (
	"fmt"
	"strings"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/viewport"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"razz/engine"
	"razz/engine/narrate"
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

// layOut turns an explanation's parts into lines of at most width cells.
func layOut(parts []part, width int) []string {
	var out []string
	for _, p := range parts {
		switch p.kind {
		case partUnits:
			out = append(out, wrapItems(p.units, "  ", width)...)
		case partRow:
			out = append(out, ansi.Truncate(p.text, width, "…"))
		default: // leading spaces indent every line of the paragraph
			text := strings.TrimLeft(p.text, " ")
			in := strings.Repeat(" ", len(p.text)-len(text))
			for _, l := range wrapWords(text, width-len(in)) {
				out = append(out, in+l)
			}
		}
	}
	return out
}

// helpExplanation is the ? box: the table's keys by when they work, in
// Bubbles' help columns, and what the lines under the seats mean.
func (t *table) helpExplanation(width int) explanation {
	th := t.sh.Theme
	t.keyHelp.Styles.FullKey, t.keyHelp.Styles.FullDesc, t.keyHelp.Styles.FullSeparator = th.Key, th.Text, th.HelpSep
	var cols []string
	for _, g := range t.keyGroups() {
		cols = append(cols, th.Accent.Render(g.title)+"\n"+t.keyHelp.FullHelpView([][]key.Binding{g.keys}))
	}
	var parts []part
	// As many columns to a row as fit, three spaces apart.
	for len(cols) > 0 {
		n, w := 1, lipgloss.Width(cols[0])
		for n < len(cols) && w+3+lipgloss.Width(cols[n]) <= width {
			w += 3 + lipgloss.Width(cols[n])
			n++
		}
		var row []string
		for i, c := range cols[:n] {
			if i > 0 {
				row = append(row, "   ")
			}
			row = append(row, c)
		}
		for _, l := range strings.Split(lipgloss.JoinHorizontal(lipgloss.Top, row...), "\n") {
			parts = append(parts, part{kind: partRow, text: l})
		}
		parts = append(parts, part{kind: partRow})
		cols = cols[n:]
	}
	parts = append(parts, proseOf(
		"Unseen lows A:4 2:3 … counts the cards of each low rank (ace to eight) you have not seen: four of each, less your own cards, every face-up card and the cards shown down at the showdown. Few left of a rank you need means few chances to catch it; a rank drawn in the warning colour has one card left or none.",
		"Session +1.5 BB is what you have won or lost since you sat down, in big bets.")...)
	return explanation{title: "Keys at the table", parts: parts, id: -1}
}

// truncateStyled cuts styled text to a width.
func truncateStyled(s string, w int) string { return ansi.Truncate(s, w, "") }

// box lays out a narrator's block in the theme: the door cards packed as
// units, boards, hands and the deciding five as rows, notes dim.
func (t *table) box(b narrate.Block) explanation {
	th := t.sh.Theme
	var parts []part
	for _, p := range b.Parts {
		switch p.Kind {
		case narrate.PartDoors:
			units := []string{p.Text}
			for _, d := range p.Doors {
				units = append(units, th.Subtle.Render(fmt.Sprintf("seat %d", d.Seat))+" "+th.Card(d.Card))
			}
			parts = append(parts, part{kind: partUnits, units: units})
		case narrate.PartBoard:
			parts = append(parts, part{kind: partRow, text: fmt.Sprintf("%s  %s  %s  %s", padRight(narrate.Ordinal(p.Rank), 3), padRight(p.Name, nameWidth),
				th.Cards(p.Board.Cards), th.Accent.Render(p.Board.Partial()))})
		case narrate.PartShown:
			parts = append(parts, part{kind: partRow, text: padRight(p.Name, nameWidth) + "  " + th.HandWithOut(p.Eval)})
		case narrate.PartDecided:
			parts = append(parts, part{kind: partRow, text: "  " + padRight(p.Name, nameWidth) + th.BestFive(p.Eval, p.Position)})
		case narrate.PartNote:
			parts = append(parts, part{kind: partProse, text: th.Subtle.Render(p.Text)})
		default:
			parts = append(parts, part{kind: partProse, text: p.Text})
		}
	}
	return explanation{title: b.Title, parts: parts}
}

// bringInExplanation: every door card from highest to lowest, who brings
// in and why, and the limits l of third street.
func (t *table) bringInExplanation(l engine.Limits) explanation {
	story := t.hand.Story()
	return t.box(t.narrator().BringInBlock(&story, l))
}

// firstExplanation: every live board on the street from best to worst
// with its partial low, who acts first and why, and the street's limits l.
func (t *table) firstExplanation(street int, l engine.Limits) explanation {
	story := t.hand.Story()
	return t.box(t.narrator().FirstBlock(&story, street, l))
}

// showdownExplanation: each best five with the cards left out struck
// through, then each pot, the comparison that decided it and any odd chip.
func (t *table) showdownExplanation() explanation {
	story := t.hand.Story()
	return t.box(t.narrator().ShowdownBlock(&story))
}

// currentExplanation explains what applies now, on the e key, with the
// limits as they stand now (not as the street began) and what the user
// may do.
func (t *table) currentExplanation() explanation {
	h := t.hand
	var e explanation
	switch f := h.Firsts(); {
	case h.Done() && h.Showdown() != nil:
		return t.showdownExplanation()
	case len(f) > 0 && h.Street() > 3:
		e = t.firstExplanation(f[len(f)-1].Street, t.limitsNow(h.Street()))
	case h.BringIn().Seat != 0:
		e = t.bringInExplanation(t.limitsNow(3))
	default:
		return explanation{title: "Nothing to explain yet", parts: proseOf("Nobody could bet this hand: the cards were dealt out.")}
	}
	if !h.Done() && h.ToAct() == t.user() {
		var opts []string
		for _, o := range h.Legal() {
			opts = append(opts, o.String())
		}
		e.parts = append(e.parts, proseOf("You may "+narrate.JoinOr(opts)+".")...)
	}
	return e
}

// limitsNow: the limits of the street being played, or those it began
// with once the hand is over.
func (t *table) limitsNow(street int) engine.Limits {
	if l := t.hand.Limits(); !t.hand.Done() && l.Street == street {
		return l
	}
	return t.streetLimits(street)
}

// whyExplanation gives the bots' reasons for this hand. Their reasons name
// their hidden cards, so they are told only once the hand is over.
func (t *table) whyExplanation() explanation {
	if !t.over() {
		return explanation{title: "Why did they do that?", parts: proseOf(
			"The bots explain their play when the hand is over: their reasons name their face-down cards, which nobody at a real table would tell you.",
			"Press w again after the hand.")}
	}
	var lines []string
	for i := t.handStart; i < len(t.log); i++ {
		if t.log[i].reason != "" {
			lines = append(lines, t.log[i].reason)
		}
	}
	if len(lines) == 0 {
		lines = []string{"No bot acted this hand."}
	}
	return explanation{title: "Why did they do that?", parts: proseOf(lines...)}
}
