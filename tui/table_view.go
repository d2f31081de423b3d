package tui

import (
	"fmt"
	"strings"

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
	if t.help || len(t.expl) > 0 {
		// The box covers the seats: what it explains is drawn in it.
		return t.streetLine(v) + "\n" + t.boxView(t.h-1)
	}
	var rows []string
	rows = append(rows, th.Subtle.Render(padRight("  Player", nameWidth+2)+fmt.Sprintf("%*s%*s  ", stackWidth, "Stack", betWidth, "Bet")+"Cards"))
	for _, sv := range v.Seats[1:] {
		rows = append(rows, t.seatRow(v, sv, false))
	}
	rows = append(rows, t.streetLine(v))
	rows = append(rows, t.lowsLine(v), t.seatRow(v, v.Seats[0], true), "", t.actionBar(v))
	note := t.note
	if t.leaving {
		note = "Leave the table? This hand will not be saved. y/n"
	}
	if note != "" {
		for _, l := range wrapWords(note, t.w) {
			rows = append(rows, th.Warn.Render(l))
		}
	}
	t.logHeight = max(t.h-len(rows)-1, 1)
	rows = append(rows, t.logPane(t.logHeight)...)
	return strings.Join(rows, "\n")
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
	if v.ToAct == sv.Seat && (len(state) == 0 || t.w >= 90) {
		state = append(state, th.ToAct.Render("to act"))
	}
	return row + " " + strings.Join(state, " ")
}

// seatCards draws a seat's cards in deal order: two down, the up cards,
// and the seventh card down. A folded seat keeps its up cards, dimmed.
func (t *table) seatCards(sv engine.SeatView, user bool) string {
	th := t.sh.Theme
	var parts []string
	down := func(i int) {
		switch {
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
	return truncateStyled(strings.Join(parts, th.Subtle.Render(" · ")), t.w)
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
	if gap := t.w - lipgloss.Width(line) - lipgloss.Width(res); gap >= 2 {
		line += strings.Repeat(" ", gap) + res
	}
	return line
}

// actionBar shows the user's legal actions with their keys and amounts.
func (t *table) actionBar(v engine.View) string {
	th := t.sh.Theme
	if v.Done {
		if t.userStack() == 0 {
			return th.Warn.Render(fmt.Sprintf("Out of chips: %s rebuys %d, %s leaves.", t.sh.Keys.Rebuy.Help().Key, t.buyIn, t.sh.Keys.Back.Help().Key))
		}
		return th.Text.Render("Hand over: ") + th.Key.Render(t.sh.Keys.NextHand.Help().Key) + th.Text.Render(" deals the next hand.")
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

// logPane shows the newest lines of the log that fit, scrolled back by
// t.scroll lines.
func (t *table) logPane(height int) []string {
	if height <= 0 {
		return nil
	}
	th := t.sh.Theme
	end := max(0, len(t.log)-t.scroll)
	var out []string // the newest entries that fit, each wrapped to the width
	for i := end - 1; i >= 0 && len(out) < height; i-- {
		style := th.Subtle
		if i == len(t.log)-1 {
			style = th.Text
		}
		lines := wrapWords(t.log[i].text, t.w)
		for k := len(lines) - 1; k >= 0 && len(out) < height; k-- {
			out = append([]string{style.Render(lines[k])}, out...)
		}
	}
	if t.scroll > 0 && len(out) > 0 {
		more := fmt.Sprintf("… %d newer lines (pgdn)", t.scroll)
		if t.scroll == 1 {
			more = "… 1 newer line (pgdn)"
		}
		out[len(out)-1] = th.Subtle.Render(more)
	}
	return out
}

// boxView draws the first queued explanation, or the key list.
func (t *table) boxView(height int) string {
	th := t.sh.Theme
	e := explanation{title: "Keys at the table", lines: t.fullHelp()}
	if !t.help {
		e = t.expl[0]
	}
	inner := t.w - 4 // border and padding
	var body []string
	for _, l := range e.lines {
		if strings.HasPrefix(l, unitsMark) {
			body = append(body, wrapItems(strings.Split(l[len(unitsMark):], unitSep), "  ", inner)...)
			continue
		}
		if strings.HasPrefix(l, noWrap) {
			body = append(body, truncateStyled(l[len(noWrap):], inner))
			continue
		}
		body = append(body, wrapWords(l, inner)...)
	}
	foot := th.Subtle.Render("enter: continue")
	if len(t.expl) > 1 && !t.help {
		foot = th.Subtle.Render(fmt.Sprintf("enter: continue (%d more)", len(t.expl)-1))
	}
	room := max(1, height-4)
	if len(body) > room {
		t.boxScroll = min(t.boxScroll, len(body)-room)
		more := len(body) - room - t.boxScroll
		body = body[t.boxScroll : t.boxScroll+room]
		foot += th.Subtle.Render(fmt.Sprintf(" · ↑↓ scroll (%d above, %d below)", t.boxScroll, more))
	}
	content := th.Title.Render(e.title) + "\n" + strings.Join(body, "\n") + "\n" + foot
	return th.Box.Width(t.w).Render(content)
}

// truncateStyled cuts styled text to a width.
func truncateStyled(s string, w int) string {
	if lipgloss.Width(s) <= w {
		return s
	}
	return lipgloss.NewStyle().MaxWidth(w).Render(s)
}

func ordinal(n int) string {
	switch n {
	case 1:
		return "1st"
	case 2:
		return "2nd"
	case 3:
		return "3rd"
	}
	return fmt.Sprintf("%dth", n)
}

// bringInExplanation: every door card from highest to lowest, who brings
// in and why, and the limits of third street.
func (t *table) bringInExplanation() explanation {
	th := t.sh.Theme
	e := t.hand.BringIn()
	units := []string{"Door cards, highest first:"}
	for _, d := range e.Ranked {
		units = append(units, th.Subtle.Render(fmt.Sprintf("seat %d", d.Seat))+" "+th.Card(d.Card))
	}
	lines := []string{unitsLine(units)}
	lines = append(lines, bringInText(th, e)...)
	lines = append(lines, "The bring-in may post the bring-in or complete to a full small bet, but may not fold.")
	if l := t.hand.StreetLimits(); len(l) > 0 {
		lines = append(lines, limitsText(l[0], t.tab.Stakes)...)
	}
	return explanation{title: "Who brings in?", lines: lines}
}

// firstExplanation: every live board from best to worst with its partial
// low, who acts first and why, and the street's limits.
func (t *table) firstExplanation(e engine.FirstExplanation) explanation {
	th := t.sh.Theme
	var lines []string
	for i, b := range e.Ranked {
		lines = append(lines, noWrap+fmt.Sprintf("%s  %s  %s  %s", padRight(ordinal(i+1), 3), padRight(t.name(b.Seat), nameWidth),
			th.Cards(b.Cards), th.Accent.Render(b.Partial())))
	}
	lines = append(lines, firstText(th, e)...)
	for _, l := range t.hand.StreetLimits() {
		if l.Street == e.Street {
			lines = append(lines, limitsText(l, t.tab.Stakes)...)
		}
	}
	return explanation{title: fmt.Sprintf("Who acts first on %s?", engine.Street(e.Street).Name), lines: lines}
}

// showdownExplanation: each best five with the cards left out struck
// through, then each pot, the comparison that decided it and any odd chip.
func (t *table) showdownExplanation() explanation {
	th := t.sh.Theme
	sd := t.hand.Showdown()
	var lines []string
	if sd.Community != nil {
		lines = append(lines, "The deck ran short, so "+th.CardName(*sd.Community)+" was dealt face up as everyone's seventh card.")
	}
	switch sd.FirstShowsBecause {
	case "bet":
		lines = append(lines, t.verb(sd.Order[0].Seat, "shows", "show")+" first: the last to bet or raise on seventh street.")
	case "seat":
		lines = append(lines, "Nobody bet on seventh street, so the lowest seat shows first (house rule).")
	default:
		lines = append(lines, "Nobody bet on seventh street, so the best board shows first: "+t.name(sd.Order[0].Seat)+".")
	}
	evals := map[int]engine.Evaluation{}
	for _, s := range sd.Order {
		evals[s.Seat] = s.Eval
		lines = append(lines, noWrap+padRight(t.name(s.Seat), nameWidth)+"  "+th.HandWithOut(s.Eval))
		l := fmt.Sprintf("  plays %s, %s", s.Eval.Low.Dashed(), s.Eval.Low.Name())
		if s.Eval.Forced {
			l += " (the pair cannot be avoided)"
		}
		if out := outText(th, s.Eval); out != "" {
			l += "; " + out
		}
		lines = append(lines, th.Subtle.Render(l))
	}
	for i, p := range sd.Pots {
		lines = append(lines, potText(t.name, i, p)...)
		// The closest loser: the comparison that decided, cards marked.
		if len(p.Winners) == 1 && len(p.Beat) > 0 {
			closest := p.Beat[0]
			for _, b := range p.Beat[1:] {
				if b.B < closest.B {
					closest = b
				}
			}
			if closest.Position >= 0 && closest.Position < 5 {
				lines = append(lines, fmt.Sprintf("Decided at the %s card:", ordinal(closest.Position+1)),
					noWrap+"  "+padRight(t.name(closest.Winner), nameWidth)+th.BestFive(evals[closest.Winner], closest.Position),
					noWrap+"  "+padRight(t.name(closest.Other), nameWidth)+th.BestFive(evals[closest.Other], closest.Position))
			}
		}
		if len(p.OddChips) > 0 {
			if t.tab.Rules.OddChip == engine.OddChipSuit {
				lines = append(lines, "Odd chips go to the tied winner holding the lowest card by suit (clubs lowest).")
			} else {
				lines = append(lines, "The odd chip goes to the tied winner in the lowest seat.")
			}
		}
	}
	return explanation{title: "Showdown", lines: lines}
}

// currentExplanation explains what applies now, on the e key.
func (t *table) currentExplanation() explanation {
	h := t.hand
	if h.Done() && h.Showdown() != nil {
		return t.showdownExplanation()
	}
	if f := h.Firsts(); len(f) > 0 && h.Street() > 3 {
		return t.withLimitsNow(t.firstExplanation(f[len(f)-1]))
	}
	if h.BringIn().Seat != 0 {
		return t.withLimitsNow(t.bringInExplanation())
	}
	return explanation{title: "Nothing to explain yet", lines: []string{"Nobody could bet this hand: the cards were dealt out."}}
}

// withLimitsNow adds the limits as they stand now, and what the player to
// act may do, to an explanation shown on the e key.
func (t *table) withLimitsNow(e explanation) explanation {
	h := t.hand
	if h.Done() {
		return e
	}
	if l := h.Limits(); l.Bets > 0 {
		e.lines = append(e.lines, "Now: "+strings.Join(limitsText(l, t.tab.Stakes)[1:], " "))
	}
	if h.ToAct() == t.user() {
		var opts []string
		for _, o := range h.Legal() {
			opts = append(opts, o.String())
		}
		e.lines = append(e.lines, "You may "+joinOr(opts)+".")
	}
	return e
}

// whyExplanation gives the bots' reasons for this hand. Their reasons name
// their hidden cards, so they are told only once the hand is over.
func (t *table) whyExplanation() explanation {
	if !t.over() {
		return explanation{title: "Why did they do that?", lines: []string{
			"The bots explain their play when the hand is over: their reasons name their face-down cards, which nobody at a real table would tell you.",
			"Press w again after the hand."}}
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
	return explanation{title: "Why did they do that?", lines: lines}
}

// verb is "Rita (Rock) shows" or "You show".
func (t *table) verb(seat int, he, you string) string {
	if seat == t.user() {
		return "You " + you
	}
	return t.name(seat) + " " + he
}

// joinOr writes "a", "a or b", "a, b or c".
func joinOr(parts []string) string {
	if len(parts) <= 1 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " or " + parts[len(parts)-1]
}

// Explanation lines are wrapped to the box when it is drawn. A line that
// starts with noWrap is laid out already; one that starts with unitsMark
// holds units (separated by unitSep) to pack into lines, never breaking one.
const (
	noWrap    = "\x00"
	unitsMark = "\x01"
	unitSep   = "\x02"
)

func unitsLine(units []string) string { return unitsMark + strings.Join(units, unitSep) }
