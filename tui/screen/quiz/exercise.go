package quiz

import (
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"razz/tui/drill"
	"razz/tui/screen"
)

// Exercise is a fixed round of questions for another screen to host (the
// Learn screen's exercises): question n is Question(n), from 0, asked in
// order, Questions of them; the level is each question's own and nothing
// is chosen from the record (no mixed level, no question asked again).
// The answers count in the quiz record as any round's do.
type Exercise struct {
	Questions, Pass int
	Question        func(n int) (drill.Drill, drill.Question)
}

// Round is an exercise being taken: the quiz's questions, answers and
// feedback, drawn and answered as in any round, with the pass mark where
// the streak was. Its host gives it the messages and keys its own screen
// does not take, draws it, and reads its score.
type Round struct{ z *quiz }

// NewRound is a round of exercise e, not started (Start deals the first
// question).
func NewRound(ctx screen.Context, e Exercise) *Round {
	z := newQuiz(ctx, Options{Chosen: true, Rounds: e.Questions})
	z.ex = &e
	return &Round{z}
}

// Start deals the first question.
func (r *Round) Start() tea.Cmd { return tea.Batch(r.z.start(), r.z.fr.tick()) }

// Update takes a key or a message of the round's (a frame's tick).
func (r *Round) Update(msg tea.Msg) tea.Cmd { return r.z.update(msg) }

func (r *Round) View() string              { return r.z.View() }
func (r *Round) SetSize(width, height int) { r.z.SetSize(width, height) }
func (r *Round) Help() []key.Binding       { return r.z.Help() }
func (r *Round) FullHelp() [][]key.Binding { return r.z.FullHelp() }
func (r *Round) Typing() bool              { return r.z.Typing() }

// Score is the answers right so far, and the questions answered.
func (r *Round) Score() (right, asked int) { return r.z.correct, r.z.asked }

// Done: the last answer's feedback has been read (the key that goes on
// after it was pressed).
func (r *Round) Done() bool { return r.z.state == quizDone }
