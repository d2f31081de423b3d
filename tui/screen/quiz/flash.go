package quiz

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

// frames are the frames of a flashing question: the one on screen (frame),
// and which tick is the latest (frameGen) or is still to start (frameDue).
type frames struct {
	z               *quiz
	frame, frameGen int
	frameDue        bool // a new flashing question waits for its first tick
}

// startFlash starts the frames of a question just dealt.
func (fr *frames) start() {
	fr.frameGen++
	fr.frame, fr.frameDue = 0, false
	if _, ok := fr.z.q.(flasher); ok {
		fr.frameDue = true
	} else {
		fr.frame = -1
	}
}

// flashing tells whether a frame is on screen instead of the question.
func (fr *frames) on() bool {
	f, ok := fr.z.q.(flasher)
	return ok && fr.z.state == quizAsk && fr.frame >= 0 && fr.frame < len(f.FlashFrames(engine.Card.String))
}

// frameTick is the tick of a question whose frames just started.
func (fr *frames) tick() tea.Cmd {
	if !fr.frameDue {
		return nil
	}
	fr.frameDue = false
	return fr.tickNext()
}

func (fr *frames) tickNext() tea.Cmd {
	f, ok := fr.z.q.(flasher)
	if !ok {
		return nil
	}
	gen := fr.frameGen
	return fr.z.afterTime(time.Duration(f.FlashSeconds()*float64(time.Second)), func(time.Time) tea.Msg { return quizFrameMsg{gen} })
}

// nextFrame moves on to the next frame, or to the question after the last.
func (fr *frames) next(m quizFrameMsg) tea.Cmd {
	if m.gen != fr.frameGen {
		// An old tick: the question was dealt again (the quiz record came
		// in) before its frames got their own tick, which starts now.
		return fr.tick()
	}
	if !fr.on() {
		return nil
	}
	fr.frameGen++
	fr.frame++
	if fr.on() {
		return fr.tickNext()
	}
	return nil
}

// viewFlash draws a flashing question: a frame, or, once they are gone,
// the table as it is now, the question and the answer being typed; then
// the feedback.
func (pg page) flash(q flasher, spot tableSpot) []string {
	t := pg.z.ctx.Theme()
	if pg.z.fr.on() {
		frames := q.FlashFrames(t.CardName)
		fr := frames[pg.z.fr.frame]
		out := []string{t.Accent.Render(fr[0]), ""}
		out = append(out, pg.wrap(fr[1:], t.Text)...)
		return append(out, "", t.Subtle.Render("remember them: they go in a moment (any key: on)"))
	}
	if pg.z.state == quizAsk {
		out := append(pg.wrap(spot.Spot(t.CardName), t.Text), "")
		out = append(out, pg.wrap([]string{pg.z.q.Prompt()}, t.Accent)...)
		return append(out, "", t.Text.Render("Answer: ")+t.Accent.Render(pg.z.typed)+t.Subtle.Render("█"))
	}
	out := []string{pg.verdict(pg.z.q.Answer()), ""}
	if pg.z.given.Text != "" && !pg.z.right {
		out = append(out, t.Text.Render("You typed ")+t.Bad.Render(pg.z.given.Text), "")
	}
	return append(out, pg.feedbackLines()...)
}
