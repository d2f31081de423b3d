package tui

import (
	"time"

	tea "charm.land/bubbletea/v2"

	"razz/engine"
)

// A flashing question shows some frames for a moment each before it is
// asked (the Dead cards drill's third street: the door cards, then the
// folds), then hides them: what it asks is what the user remembers.
type flasher interface {
	FlashFrames(card func(engine.Card) string) [][]string
	FlashSeconds() float64
}

// quizFrameMsg shows the next frame; gen tells old ticks apart.
type quizFrameMsg struct{ gen int }

// startFlash starts the frames of a question just dealt.
func (z *quiz) startFlash() {
	z.frameGen++
	z.frame, z.frameDue = 0, false
	if _, ok := z.q.(flasher); ok {
		z.frameDue = true
	} else {
		z.frame = -1
	}
}

// flashing tells whether a frame is on screen instead of the question.
func (z *quiz) flashing() bool {
	f, ok := z.q.(flasher)
	return ok && z.state == quizAsk && z.frame >= 0 && z.frame < len(f.FlashFrames(engine.Card.String))
}

// frameTick is the tick of a question whose frames just started.
func (z *quiz) frameTick() tea.Cmd {
	if !z.frameDue {
		return nil
	}
	z.frameDue = false
	return z.tickFrame()
}

func (z *quiz) tickFrame() tea.Cmd {
	f, ok := z.q.(flasher)
	if !ok {
		return nil
	}
	gen := z.frameGen
	return z.afterTime(time.Duration(f.FlashSeconds()*float64(time.Second)), func(time.Time) tea.Msg { return quizFrameMsg{gen} })
}

// nextFrame moves on to the next frame, or to the question after the last.
func (z *quiz) nextFrame(m quizFrameMsg) tea.Cmd {
	if m.gen != z.frameGen {
		// An old tick: the question was dealt again (the quiz record came
		// in) before its frames got their own tick, which starts now.
		return z.frameTick()
	}
	if !z.flashing() {
		return nil
	}
	z.frameGen++
	z.frame++
	if z.flashing() {
		return z.tickFrame()
	}
	return nil
}

// viewFlash draws a flashing question: a frame, or, once they are gone,
// the table as it is now, the question and the answer being typed; then
// the feedback.
func (z *quiz) viewFlash(q flasher, spot tableSpot) []string {
	t := z.ctx.Theme()
	if z.flashing() {
		frames := q.FlashFrames(t.CardName)
		fr := frames[z.frame]
		out := []string{t.Accent.Render(fr[0]), ""}
		out = append(out, z.wrap(fr[1:], t.Text)...)
		return append(out, "", t.Subtle.Render("remember them: they go in a moment (any key: on)"))
	}
	if z.state == quizAsk {
		out := append(z.wrap(spot.Spot(t.CardName), t.Text), "")
		out = append(out, z.wrap([]string{z.q.Prompt()}, t.Accent)...)
		return append(out, "", t.Text.Render("Answer: ")+t.Accent.Render(z.typed)+t.Subtle.Render("█"))
	}
	out := []string{z.verdict(z.q.Answer()), ""}
	if z.given.Text != "" && !z.right {
		out = append(out, t.Text.Render("You typed ")+t.Bad.Render(z.given.Text), "")
	}
	return append(out, z.feedbackLines()...)
}
