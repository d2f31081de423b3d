package tui

import (
	"fmt"
	"strings"

	"charm.land/lipgloss/v2"

	"razz/engine"
	"razz/tui/drill"
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

// explain is the feedback on the answer given, in the engine's words.
func (z *quiz) explain() drill.Feedback { return z.q.Explain(z.given, z.ctx.Theme().CardName) }

// feedbackLines draws the feedback: what decided first, highlighted, then
// the rest.
func (z *quiz) feedbackLines() []string {
	t := z.ctx.Theme()
	f := z.explain()
	return append(z.wrap(f.Key, t.Highlight), z.wrap(f.More, t.Text)...)
}

func (z *quiz) View() string {
	switch z.state {
	case quizPick:
		return z.viewPick()
	case quizDone:
		return z.viewDone()
	}
	t := z.ctx.Theme()
	var body []string
	switch q := z.q.(type) {
	case *drill.CompareQuestion:
		body = z.viewCompare(q)
	case flashSpot:
		body = z.viewFlash(q, q)
	case tableSpot:
		body = z.viewSpot(q)
	case seatTable:
		body = z.viewSeats(q)
	case dealtHand:
		if z.q.Form().Kind == drill.PickCards {
			body = z.viewBestFive(q)
		} else {
			body = z.viewName(q)
		}
	default:
		body = z.viewPlain()
	}
	if z.state == quizAsk && z.hint != "" {
		body = append(append(body, ""), z.wrap([]string{z.hint}, t.Warn)...)
	}
	return z.statusLine() + "\n" + z.flash + "\n" + strings.Join(body, "\n")
}

// statusLine: the drill and level on the left, the score on the right.
func (z *quiz) statusLine() string {
	t := z.ctx.Theme()
	left := t.Title.Render(z.o.Drill.Title()) + t.Subtle.Render("  "+z.q.Level().String())
	if z.o.Level == drill.Mixed {
		left += t.Subtle.Render(" (mixed)")
	}
	// the score, longest first: the first that fits is shown
	var rights []string
	switch {
	case z.o.Timed:
		rights = []string{fmt.Sprintf("%d:%02d left · %d right", max(z.timeLeft, 0)/60, max(z.timeLeft, 0)%60, z.correct)}
	default:
		n := z.asked + 1
		if z.state == quizFeedback {
			n = z.asked
		}
		num := fmt.Sprint(n)
		if z.o.Rounds > 0 {
			num += fmt.Sprintf(" of %d", z.o.Rounds)
		}
		score := fmt.Sprintf(" · %d right", z.correct)
		streak := fmt.Sprintf(" · streak %d", z.streak)
		rights = []string{"question " + num + score + streak, num + score + streak, num + score}
	}
	right := rights[len(rights)-1]
	for _, r := range rights {
		if lipgloss.Width(left)+1+lipgloss.Width(r) <= z.w {
			right = r
			break
		}
	}
	right = t.Subtle.Render(right)
	gap := max(z.w-lipgloss.Width(left)-lipgloss.Width(right), 1)
	return left + strings.Repeat(" ", gap) + right
}

// verdict is the first line of feedback.
func (z *quiz) verdict(what string) string {
	t := z.ctx.Theme()
	if z.right {
		return t.Good.Render("✓ Right: " + what)
	}
	return t.Bad.Render("✗ Not quite: " + what)
}

// wrap wraps explanation lines to the screen, each in style st.
func (z *quiz) wrap(lines []string, st lipgloss.Style) []string {
	var out []string
	for _, l := range lines {
		for _, w := range wrapWords(l, z.w) {
			out = append(out, st.Render(w))
		}
	}
	return out
}

func (z *quiz) viewPick() string {
	t := z.ctx.Theme()
	var b strings.Builder
	b.WriteString(t.Title.Render("Choose a drill") + "\n\n")
	for i, d := range drill.All() {
		if i == z.cursor {
			b.WriteString(t.Selected.Render("▸ "+padRight(d.Title(), 22)) + t.Text.Render(d.About()) + "\n")
		} else {
			b.WriteString("  " + t.Text.Render(padRight(d.Title(), 22)) + t.Subtle.Render(d.About()) + "\n")
		}
	}
	level := z.o.Level.String()
	if z.o.Level == drill.Mixed {
		level += t.Subtle.Render(" — leans toward the questions you get wrong")
	}
	timed := "off"
	if z.o.Timed {
		timed = fmt.Sprintf("on — %d seconds, as many right answers as you can", TimedSeconds)
	}
	rounds := "no end"
	if z.o.Rounds > 0 {
		rounds = fmt.Sprintf("%d questions", z.o.Rounds)
	}
	b.WriteString("\n")
	b.WriteString(t.Key.Render("l") + t.Text.Render(" level  ") + level + "\n")
	b.WriteString(t.Key.Render("t") + t.Text.Render(" timed  ") + timed + "\n")
	switch {
	case z.o.Timed:
		b.WriteString(t.Subtle.Render("  round  " + fmt.Sprintf("%d seconds", TimedSeconds)))
	default:
		b.WriteString(t.Key.Render("r") + t.Text.Render(" round  ") + rounds)
	}
	if z.o.Timed {
		if best, ok := z.ctx.Record().Get().Timed[drill.All()[z.cursor].ID()]; ok {
			b.WriteString("\n" + t.Subtle.Render(fmt.Sprintf("  best timed score for this drill: %d", best)))
		}
	}
	return b.String()
}

func (z *quiz) viewDone() string {
	t := z.ctx.Theme()
	var lines []string
	if z.o.Timed {
		lines = append(lines, t.Title.Render("Time!"), "")
		lines = append(lines, z.wrap([]string{fmt.Sprintf("%d right out of %d in %d seconds.", z.correct, z.asked, TimedSeconds)}, t.Text)...)
		best, ok := z.ctx.Record().Get().Timed[z.o.Drill.ID()]
		switch {
		case z.newBest:
			lines = append(lines, z.wrap([]string{fmt.Sprintf("A new best for %s: %d.", z.o.Drill.Title(), best)}, t.Good)...)
		case !ok: // a score of 0 is not kept
			lines = append(lines, z.wrap([]string{"No best score yet for this drill."}, t.Subtle)...)
		default:
			lines = append(lines, z.wrap([]string{fmt.Sprintf("Your best: %d.", best)}, t.Subtle)...)
		}
	} else {
		lines = append(lines, t.Title.Render("Round over"), "")
		lines = append(lines, z.wrap([]string{fmt.Sprintf("%d right out of %d (%.0f%%), best streak %d.",
			z.correct, z.asked, 100*float64(z.correct)/float64(max(z.asked, 1)), z.bestStreak)}, t.Text)...)
	}
	lines = append(lines, "")
	lines = append(lines, z.wrap([]string{"enter plays again; q goes back to the drills.", "Your record is on the Stats screen."}, t.Subtle)...)
	return strings.Join(lines, "\n")
}

// --- which low wins ---

func (z *quiz) viewCompare(q *drill.CompareQuestion) []string {
	t := z.ctx.Theme()
	boxW := (z.w - 2) / 2
	box := func(i int) string {
		e := q.Hands[i]
		title := fmt.Sprintf("Hand %d", i+1)
		var lines []string
		if z.state == quizAsk {
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
		switch pick := z.given.Value; {
		case z.state != quizFeedback:
		case pick == drill.Split:
			title += "  (your pick: split)"
		case (pick == drill.Hand1) == (i == 0):
			title += "  (your pick)"
		}
		return st.Render(t.Accent.Render(title) + "\n" + strings.Join(lines, "\n"))
	}
	out := []string{lipgloss.JoinHorizontal(lipgloss.Top, box(0), "  ", box(1))}
	if z.state == quizAsk {
		return append(out, "", t.Text.Render(q.Prompt()))
	}
	out = append([]string{z.verdict(q.Answer()), ""}, out...)
	out = append(out, "")
	return append(out, z.feedbackLines()...)
}

// --- seats: who brings in, who acts first ---

func (z *quiz) viewSeats(q seatTable) []string {
	t := z.ctx.Theme()
	answer := q.Seat()
	out := []string{t.Text.Render(z.q.Prompt()), ""}
	seats := q.Rows()
	rows := make([]string, len(seats))
	width := 0
	for i, s := range seats {
		rows[i] = t.Text.Render(fmt.Sprintf("Seat %d  ", s.Seat)) + strings.Repeat(t.CardBack()+" ", s.Down) + " " + t.Cards(s.Up)
		width = max(width, lipgloss.Width(rows[i]))
	}
	for i, row := range rows {
		seat := seats[i].Seat
		if z.state == quizFeedback {
			var notes []string
			if seats[i].Note != "" {
				notes = append(notes, seats[i].Note)
			}
			if seat == answer {
				notes = append(notes, t.Good.Render("◀ "+q.Done()))
			}
			if seat == z.given.Value && !z.right {
				notes = append(notes, t.Bad.Render("your pick"))
			}
			note := t.Subtle.Render(strings.Join(notes, "  "))
			row = padCells(row, min(width+3, z.w-lipgloss.Width(note))) + note
		}
		out = append(out, row)
	}
	if z.state == quizAsk {
		return out
	}
	out = append([]string{z.verdict(z.q.Answer()), ""}, out...)
	out = append(out, "")
	return append(out, z.feedbackLines()...)
}

// padCells pads a styled string to n cells.
func padCells(s string, n int) string {
	if w := lipgloss.Width(s); w < n {
		return s + strings.Repeat(" ", n-w)
	}
	return s + " "
}

// --- one hand: choose cards from it ---

func (z *quiz) viewBestFive(q dealtHand) []string {
	t := z.ctx.Theme()
	hand := q.Dealt()
	if z.state == quizAsk {
		var cards, nums []string
		n := 0
		for i, c := range hand.Cards {
			if z.chosen[i] {
				cards = append(cards, t.CardPicked(c))
				n++
			} else {
				cards = append(cards, t.Card(c))
			}
			num := fmt.Sprintf(" %d  ", i+1)
			if i == z.at {
				num = t.Accent.Render(" ▲  ")
			}
			nums = append(nums, num)
		}
		return []string{
			t.Text.Render(z.q.Prompt()), "",
			"  " + strings.Join(cards, " "),
			"  " + strings.Join(nums, " "), "",
			t.Subtle.Render(fmt.Sprintf("%d of %d chosen.", n, z.q.Form().Count)),
		}
	}
	best := hand
	if p, ok := q.(interface {
		Played(drill.Answer) engine.Evaluation
	}); ok {
		best = p.Played(z.given) // a right five is shown as the user chose it
	}
	out := []string{z.verdict(z.q.Answer()), "",
		t.Text.Render("Dealt      ") + t.HandWithOut(best),
		t.Text.Render("Best five  ") + t.BestFive(best, -1) + "  " + t.Accent.Render(hand.Low.Name()),
	}
	if !z.right {
		yours := engine.LowOf(z.given.Cards)
		out = append(out, t.Text.Render("Your five  ")+t.BestFive(drill.PlayedAs(hand, z.given.Cards), -1)+"  "+t.Bad.Render(yours.Name()))
	}
	return append(append(out, ""), z.feedbackLines()...)
}

// --- one hand: type its name ---

func (z *quiz) viewName(q dealtHand) []string {
	t := z.ctx.Theme()
	hand := q.Dealt()
	if z.state == quizAsk {
		lines := []string{
			t.Text.Render(z.q.Prompt()), "",
			"  " + t.Cards(hand.Cards), "",
			t.Text.Render("Short name: ") + t.Accent.Render(z.typed) + t.Subtle.Render("█"), "",
		}
		for _, l := range wrapItems(drill.Examples, " · ", z.w) {
			lines = append(lines, t.Subtle.Render(l))
		}
		return lines
	}
	out := []string{z.verdict(z.q.Answer()), "",
		t.Text.Render("Dealt      ") + t.HandWithOut(hand),
		t.Text.Render("Best five  ") + t.BestFive(hand, -1),
	}
	if !z.right {
		out = append(out, t.Text.Render("You typed   ")+t.Bad.Render(z.typed))
	}
	return append(append(out, ""), z.feedbackLines()...)
}

// --- a question of no known shape: its prompt, then the feedback ---

// viewSpot draws a decision at the table: the spot, then the prompt or
// the feedback (which tells the spot again, beside the coach's reason).
func (z *quiz) viewSpot(q tableSpot) []string {
	t := z.ctx.Theme()
	if z.state == quizAsk {
		return append(z.wrap(q.Spot(t.CardName), t.Text), "", t.Accent.Render(z.q.Prompt()))
	}
	return append([]string{z.verdict(z.q.Answer()), ""}, z.feedbackLines()...)
}

func (z *quiz) viewPlain() []string {
	t := z.ctx.Theme()
	if z.state == quizAsk {
		return []string{t.Text.Render(z.q.Prompt())}
	}
	return append([]string{z.verdict(z.q.Answer()), ""}, z.feedbackLines()...)
}
