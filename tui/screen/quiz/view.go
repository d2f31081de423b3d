package quiz

import (
	"fmt"
	"slices"
	"strings"

	"charm.land/lipgloss/v2"

	"razz/engine"
	"razz/tui/drill"
	"razz/tui/widget"
)

// The quiz's drawing. A question is drawn by its shape: two hands side by
// side, seats around a table, one hand of cards; a question of no known
// shape is drawn as its prompt and feedback alone.

// Shapes of questions, as the drill package's question types provide them.
type (
	// dealtHand: one hand of cards to choose from or to name.
	dealtHand interface{ Dealt() engine.Evaluation }
	// tableSpot: a decision at the table, told as lines (the seat's cards,
	// the door cards) above the prompt and the feedback.
	tableSpot interface {
		Spot(card func(engine.Card) string) []string
	}
	// flashSpot: a table spot whose third street flashes by first.
	flashSpot interface {
		flasher
		tableSpot
	}
	// seatTable: seats with cards down and up; Seat is the answer, Done
	// what that seat does ("brings in").
	seatTable interface {
		Rows() []drill.SeatRow
		Seat() int
		Done() string
	}
)

// page draws the quiz as it is now: the drill list, a question by its
// shape, the feedback, the round's end.
type page struct{ z *quiz }

func (z *quiz) page() page { return page{z} }

// explain is the feedback on the answer given, in the engine's words.
func (pg page) explain() drill.Feedback { return pg.z.q.Explain(pg.z.given, pg.z.ctx.Theme().CardName) }

// feedbackLines draws the feedback: what decided first, highlighted, then
// the rest.
func (pg page) feedbackLines() []string {
	t := pg.z.ctx.Theme()
	f := pg.explain()
	return append(pg.wrap(f.Key, t.Highlight), pg.wrap(f.More, t.Text)...)
}

func (z *quiz) View() string {
	switch z.state {
	case quizPick:
		return z.page().pick()
	case quizDone:
		return z.page().done()
	}
	body := z.page().body()
	if z.state == quizFeedback {
		body = z.page().fit(body)
	}
	return z.page().statusLine() + "\n" + z.flash + "\n" + strings.Join(body, "\n")
}

// body is the question's lines as its shape draws them, all of them.
func (pg page) body() []string {
	z := pg.z
	t := z.ctx.Theme()
	var body []string
	switch q := z.q.(type) {
	case *drill.CompareQuestion:
		body = z.page().compare(q)
	case flashSpot:
		body = z.page().flash(q, q)
	case tableSpot:
		body = z.page().spot(q)
	case seatTable:
		body = z.page().seats(q)
	case dealtHand:
		if z.q.Form().Kind == drill.PickCards {
			body = z.page().bestFive(q)
		} else {
			body = z.page().name(q)
		}
	default:
		body = z.page().plain()
	}
	if z.state == quizAsk && z.hint != "" {
		body = append(append(body, ""), z.page().wrap([]string{z.hint}, t.Warn)...)
	}
	return body
}

// room is the lines a feedback has under the status line and the flash.
func (pg page) room() int { return pg.z.h - 2 }

// top is how far a feedback of n lines scrolls at most: its last line
// shown above the line that says what is above and below; 0 where it
// fits.
func (pg page) top(n int) int {
	if room := pg.room(); room >= 2 && n > room {
		return n - (room - 1)
	}
	return 0
}

// fit is a feedback taller than the screen (six seats and three
// pots in the side-pots drill) as far as it fits from z.scroll on, with
// a last line saying what is above and below; the whole of one that fits.
func (pg page) fit(body []string) []string {
	top := pg.top(len(body))
	if top == 0 {
		return body
	}
	s := min(max(pg.z.scroll, 0), top)
	end := s + pg.room() - 1
	return append(slices.Clone(body[s:end]), pg.z.ctx.Theme().Subtle.Render(fmt.Sprintf("↑↓ scroll (%d above, %d below)", s, len(body)-end)))
}

// statusLine: the drill and level on the left, the score on the right.
func (pg page) statusLine() string {
	t := pg.z.ctx.Theme()
	left := t.Title.Render(pg.z.o.Drill.Title()) + t.Subtle.Render("  "+pg.z.q.Level().String())
	switch {
	case pg.z.again:
		left += t.Subtle.Render(" · asked again") // at its own level, whatever the level chosen
	case pg.z.o.Level == drill.Mixed:
		left += t.Subtle.Render(" (mixed)")
	}
	// the score, longest first: the first that fits is shown
	var rights []string
	switch {
	case pg.z.missOn > 0:
		rights = []string{fmt.Sprintf("miss %d of %d", pg.z.missOn, len(pg.z.misses))}
	case pg.z.o.Timed:
		rights = []string{fmt.Sprintf("%d:%02d left · %d right", max(pg.z.timeLeft, 0)/60, max(pg.z.timeLeft, 0)%60, pg.z.correct)}
	default:
		n := pg.z.asked + 1
		if pg.z.state == quizFeedback {
			n = pg.z.asked
		}
		num := fmt.Sprint(n)
		if pg.z.o.Rounds > 0 {
			num += fmt.Sprintf(" of %d", pg.z.o.Rounds)
		}
		score := fmt.Sprintf(" · %d right", pg.z.correct)
		streak := fmt.Sprintf(" · streak %d", pg.z.streak)
		rights = []string{"question " + num + score + streak, num + score + streak, num + score}
		if ex := pg.z.ex; ex != nil { // the pass mark, where the streak was
			pass := fmt.Sprintf(" · %d pass", ex.Pass)
			rights = []string{"question " + num + score + pass, num + score + pass, num + score}
		}
	}
	right := rights[len(rights)-1]
	for _, r := range rights {
		if lipgloss.Width(left)+1+lipgloss.Width(r) <= pg.z.w {
			right = r
			break
		}
	}
	right = t.Subtle.Render(right)
	gap := max(pg.z.w-lipgloss.Width(left)-lipgloss.Width(right), 1)
	return left + strings.Repeat(" ", gap) + right
}

// verdict is the first line of feedback.
func (pg page) verdict(what string) string {
	t := pg.z.ctx.Theme()
	if pg.z.right {
		return t.Good.Render("✓ Right: " + what)
	}
	return t.Bad.Render("✗ Not quite: " + what)
}

// wrap wraps explanation lines to the screen, each in style st.
func (pg page) wrap(lines []string, st lipgloss.Style) []string {
	var out []string
	for _, l := range lines {
		for _, w := range widget.Wrap(l, pg.z.w) {
			out = append(out, st.Render(w))
		}
	}
	return out
}

func (pg page) pick() string {
	t := pg.z.ctx.Theme()
	var b strings.Builder
	b.WriteString(t.Title.Render("Choose a drill") + "\n\n")
	for i, d := range drill.All() {
		if i == pg.z.cursor {
			b.WriteString(t.Selected.Render("▸ "+widget.PadRight(d.Title(), 22)) + t.Text.Render(d.About()) + "\n")
		} else {
			b.WriteString("  " + t.Text.Render(widget.PadRight(d.Title(), 22)) + t.Subtle.Render(d.About()) + "\n")
		}
	}
	level := pg.z.o.Level.String()
	if pg.z.o.Level == drill.Mixed {
		level += t.Subtle.Render(" — leans toward the questions you get wrong")
	}
	timed := "off"
	if pg.z.o.Timed {
		timed = fmt.Sprintf("on — %d seconds, as many right answers as you can", TimedSeconds)
	}
	rounds := "no end"
	if pg.z.o.Rounds > 0 {
		rounds = fmt.Sprintf("%d questions", pg.z.o.Rounds)
	}
	b.WriteString("\n")
	b.WriteString(t.Key.Render("l") + t.Text.Render(" level  ") + level + "\n")
	b.WriteString(t.Key.Render("t") + t.Text.Render(" timed  ") + timed + "\n")
	switch {
	case pg.z.o.Timed:
		b.WriteString(t.Subtle.Render("  round  " + fmt.Sprintf("%d seconds", TimedSeconds)))
	default:
		b.WriteString(t.Key.Render("r") + t.Text.Render(" round  ") + rounds)
	}
	if pg.z.o.Timed {
		if best, ok := pg.z.ctx.Record().Get().Timed[drill.All()[pg.z.cursor].ID()]; ok {
			b.WriteString("\n" + t.Subtle.Render(fmt.Sprintf("  best timed score for this drill: %d", best)))
		}
	}
	return b.String()
}

func (pg page) done() string {
	t := pg.z.ctx.Theme()
	var lines []string
	if pg.z.o.Timed {
		lines = append(lines, t.Title.Render("Time!"), "")
		lines = append(lines, pg.wrap([]string{fmt.Sprintf("%d right out of %d in %d seconds.", pg.z.correct, pg.z.asked, TimedSeconds)}, t.Text)...)
		best, ok := pg.z.ctx.Record().Get().Timed[pg.z.o.Drill.ID()]
		switch {
		case pg.z.newBest:
			lines = append(lines, pg.wrap([]string{fmt.Sprintf("A new best for %s: %d.", pg.z.o.Drill.Title(), best)}, t.Good)...)
		case !ok: // a score of 0 is not kept
			lines = append(lines, pg.wrap([]string{"No best score yet for this drill."}, t.Subtle)...)
		default:
			lines = append(lines, pg.wrap([]string{fmt.Sprintf("Your best: %d.", best)}, t.Subtle)...)
		}
		if n := len(pg.z.misses); n > 0 {
			lines = append(lines, "")
			lines = append(lines, pg.wrap([]string{fmt.Sprintf("You missed %d: m goes over %s one by one, with the full explanation.",
				n, map[bool]string{true: "it", false: "them"}[n == 1])}, t.Accent)...)
		}
	} else {
		lines = append(lines, t.Title.Render("Round over"), "")
		lines = append(lines, pg.wrap([]string{fmt.Sprintf("%d right out of %d (%.0f%%), best streak %d.",
			pg.z.correct, pg.z.asked, 100*float64(pg.z.correct)/float64(max(pg.z.asked, 1)), pg.z.bestStreak)}, t.Text)...)
	}
	lines = append(lines, "")
	lines = append(lines, pg.wrap([]string{"enter plays again; q goes back to the drills.", "Your record is on the Stats screen."}, t.Subtle)...)
	return strings.Join(lines, "\n")
}

// --- which low wins ---

func (pg page) compare(q *drill.CompareQuestion) []string {
	t := pg.z.ctx.Theme()
	boxW := (pg.z.w - 2) / 2
	box := func(i int) string {
		e := q.Hands[i]
		title := fmt.Sprintf("Hand %d", i+1)
		var lines []string
		if pg.z.state == quizAsk {
			lines = []string{t.Cards(e.Cards)}
		} else {
			mark := q.Cmp.Position
			name := t.Accent.Render(e.Low.Name())
			if mark < 0 {
				name = t.Highlight.Render(e.Low.Name())
			}
			lines = []string{t.HandWithOut(e), t.BestFive(e, mark) + t.Subtle.Render("  plays"), name}
			won := q.Cmp.Winner == 0 || (q.Cmp.Winner == 1) == (i == 0)
			if won {
				title += " ★"
			}
		}
		st := t.Box.Width(boxW)
		switch pick := pg.z.given.Value; {
		case pg.z.state != quizFeedback:
		case pick == drill.Split:
			title += "  (your pick: split)"
		case (pick == drill.Hand1) == (i == 0):
			title += "  (your pick)"
		}
		return st.Render(t.Accent.Render(title) + "\n" + strings.Join(lines, "\n"))
	}
	out := []string{lipgloss.JoinHorizontal(lipgloss.Top, box(0), "  ", box(1))}
	if pg.z.state == quizAsk {
		return append(out, "", t.Text.Render(q.Prompt()))
	}
	out = append([]string{pg.verdict(q.Answer()), ""}, out...)
	out = append(out, "")
	return append(out, pg.feedbackLines()...)
}

// --- seats: who brings in, who acts first ---

func (pg page) seats(q seatTable) []string {
	t := pg.z.ctx.Theme()
	answer := q.Seat()
	out := []string{t.Text.Render(pg.z.q.Prompt()), ""}
	seats := q.Rows()
	rows := make([]string, len(seats))
	width := 0
	for i, s := range seats {
		rows[i] = t.Text.Render(fmt.Sprintf("Seat %d  ", s.Seat)) + strings.Repeat(t.CardBack()+" ", s.Down) + " " + t.Cards(s.Up)
		if s.Tag != "" { // a fact of the question: asked with it
			rows[i] += "  " + t.Warn.Render(s.Tag)
		}
		width = max(width, lipgloss.Width(rows[i]))
	}
	for i, row := range rows {
		seat := seats[i].Seat
		if pg.z.state == quizFeedback {
			var notes []string
			if seats[i].Note != "" {
				notes = append(notes, seats[i].Note)
			}
			if seat == answer {
				notes = append(notes, t.Good.Render("◀ "+q.Done()))
			}
			if seat == pg.z.given.Value && !pg.z.right {
				notes = append(notes, t.Bad.Render("your pick"))
			}
			note := t.Subtle.Render(strings.Join(notes, "  "))
			row = padCells(row, min(width+3, pg.z.w-lipgloss.Width(note))) + note
		}
		out = append(out, row)
	}
	if pg.z.state == quizAsk {
		return out
	}
	out = append([]string{pg.verdict(pg.z.q.Answer()), ""}, out...)
	out = append(out, "")
	return append(out, pg.feedbackLines()...)
}

// padCells pads a styled string to n cells.
func padCells(s string, n int) string {
	if w := lipgloss.Width(s); w < n {
		return s + strings.Repeat(" ", n-w)
	}
	return s + " "
}

// --- one hand: choose cards from it ---

func (pg page) bestFive(q dealtHand) []string {
	t := pg.z.ctx.Theme()
	hand := q.Dealt()
	if pg.z.state == quizAsk {
		cards, marks := pg.z.pick.Rows(t, hand.Cards)
		return []string{
			t.Text.Render(pg.z.q.Prompt()), "",
			"  " + cards,
			"  " + marks, "",
			t.Subtle.Render(fmt.Sprintf("%d of %d chosen.", len(pg.z.pick.Picked(hand.Cards)), pg.z.q.Form().Count)),
		}
	}
	best := hand
	if p, ok := q.(interface {
		Played(drill.Answer) engine.Evaluation
	}); ok {
		best = p.Played(pg.z.given) // a right five is shown as the user chose it
	}
	out := []string{pg.verdict(pg.z.q.Answer()), "",
		t.Text.Render("Dealt      ") + t.HandWithOut(best),
		t.Text.Render("Best five  ") + t.BestFive(best, -1) + "  " + t.Accent.Render(hand.Low.Name()),
	}
	if !pg.z.right {
		yours := engine.LowOf(pg.z.given.Cards)
		out = append(out, t.Text.Render("Your five  ")+t.BestFive(drill.PlayedAs(hand, pg.z.given.Cards), -1)+"  "+t.Bad.Render(yours.Name()))
	}
	return append(append(out, ""), pg.feedbackLines()...)
}

// --- one hand: type its name ---

func (pg page) name(q dealtHand) []string {
	t := pg.z.ctx.Theme()
	hand := q.Dealt()
	if pg.z.state == quizAsk {
		lines := []string{
			t.Text.Render(pg.z.q.Prompt()), "",
			"  " + t.Cards(hand.Cards), "",
			t.Text.Render("Short name: ") + t.Accent.Render(pg.z.typed) + t.Subtle.Render("█"), "",
		}
		for _, l := range widget.WrapItems(drill.Examples, " · ", pg.z.w) {
			lines = append(lines, t.Subtle.Render(l))
		}
		return lines
	}
	out := []string{pg.verdict(pg.z.q.Answer()), "",
		t.Text.Render("Dealt      ") + t.HandWithOut(hand),
		t.Text.Render("Best five  ") + t.BestFive(hand, -1),
	}
	if !pg.z.right {
		out = append(out, t.Text.Render("You typed   ")+t.Bad.Render(pg.z.typed))
	}
	return append(append(out, ""), pg.feedbackLines()...)
}

// --- a question of no known shape: its prompt, then the feedback ---

// viewSpot draws a decision at the table: the spot, then the prompt or
// the feedback (which tells the spot again, beside the coach's reason).
func (pg page) spot(q tableSpot) []string {
	t := pg.z.ctx.Theme()
	if pg.z.state == quizAsk {
		return append(pg.wrap(q.Spot(t.CardName), t.Text), "", t.Accent.Render(pg.z.q.Prompt()))
	}
	return append([]string{pg.verdict(pg.z.q.Answer()), ""}, pg.feedbackLines()...)
}

func (pg page) plain() []string {
	t := pg.z.ctx.Theme()
	if pg.z.state == quizAsk {
		return []string{t.Text.Render(pg.z.q.Prompt())}
	}
	return append([]string{pg.verdict(pg.z.q.Answer()), ""}, pg.feedbackLines()...)
}
