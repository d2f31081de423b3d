package tui

import (
	"fmt"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"razz/tui/drill"
	"razz/tui/store"
)

// statsScreen shows the user's play at the table (read from the history:
// results, rates, the running result, the coach's list of leaks) and the
// quiz record per drill and level; tab switches; r resets the stats file.
type statsScreen struct {
	sh         *Shared
	confirming bool
	w, h       int
	quizPage   bool        // the quiz record rather than the table's
	play       *playRecord // read from the history when the screen opens
}

func newStatsScreen(sh *Shared) Screen { return &statsScreen{sh: sh} }

func (s *statsScreen) Title() string             { return "Stats" }
func (s *statsScreen) SetSize(width, height int) { s.w, s.h = width, height }
func (s *statsScreen) Help() []key.Binding {
	if s.confirming {
		return []key.Binding{s.sh.Keys.Stats.Yes, s.sh.Keys.Stats.No}
	}
	return []key.Binding{s.sh.Keys.Stats.Page, s.sh.Keys.Stats.Reset}
}

func (s *statsScreen) Back() bool {
	if s.confirming {
		s.confirming = false
		return true
	}
	return false
}

func (s *statsScreen) Update(msg tea.Msg) (Screen, tea.Cmd) {
	if m, ok := msg.(playRecordMsg); ok {
		s.play = &m.rec
		if m.problem != nil {
			s.sh.notify(oneLine(m.problem.String()))
		}
		return s, nil
	}
	k, ok := msg.(tea.KeyPressMsg)
	if !ok {
		return s, nil
	}
	keys := s.sh.Keys.Stats
	switch {
	case !s.confirming && key.Matches(k, keys.Page):
		s.quizPage = !s.quizPage
	case s.confirming && key.Matches(k, keys.Yes):
		s.confirming = false
		return s, s.sh.update(func(st *store.QuizRecord) { *st = *store.NewQuizRecord() })
	case s.confirming:
		s.confirming = false
	case key.Matches(k, keys.Reset):
		s.confirming = true
	}
	return s, nil
}

func (s *statsScreen) View() string {
	if !s.quizPage {
		return s.playView()
	}
	t := s.sh.Theme
	st := s.sh.Stats
	// A record that could not be read is told here, where the record is
	// shown, with where the old file went. The blank lines make room.
	problem := s.problemText()
	gap := "\n"
	if problem != "" {
		gap = ""
	}
	var b strings.Builder
	b.WriteString(t.Title.Render("Quiz record") + "\n" + gap)
	b.WriteString(t.Subtle.Render(fmt.Sprintf("%-22s %-7s %8s %9s %7s %5s %6s", "drill", "level", "answered", "accuracy", "streak", "best", "timed")) + "\n")
	any := false
	for _, d := range drill.All() {
		for l := range drill.NumDifficulties {
			tl := st.Tally(d.ID(), l.String())
			name, timed := "", ""
			if l == drill.Easy {
				name = d.Title()
				if n, ok := st.Timed[d.ID()]; ok {
					timed = fmt.Sprint(n)
				}
			}
			acc := "-"
			if tl.Answered > 0 {
				acc = fmt.Sprintf("%.0f%%", 100*tl.Accuracy())
				any = true
			} else if l != drill.Easy {
				continue // a level never answered: one row a drill keeps the table on the screen
			}
			b.WriteString(t.Text.Render(fmt.Sprintf("%-22s %-7s %8d %9s %7d %5d %6s", name, l, tl.Answered, acc, tl.Streak, tl.BestStreak, timed)) + "\n")
		}
	}
	b.WriteString(gap)
	switch {
	case s.confirming:
		b.WriteString(t.Bad.Render("Reset every score, streak, timed best and the coach's list of mistakes? y/n"))
	case problem != "":
		b.WriteString(t.Warn.Width(s.w).Render(problem))
	case !any:
		b.WriteString(t.Subtle.Render("No answers yet: the Quiz fills this in."))
	default:
		b.WriteString(t.Subtle.Render("timed: the best score in 60 seconds.  r resets everything."))
	}
	return b.String()
}

// problemText says why the record on disk was not used and where the old
// file is, in at most three lines; "" when all is well.
func (s *statsScreen) problemText() string {
	p := s.sh.statsProblem
	if p == nil || p.File == "" {
		return ""
	}
	reason := p.Reason
	if r := []rune(reason); len(r) > 40 {
		reason = string(r[:39]) + "…"
	}
	if p.Kept == "" {
		return "Your earlier quiz record (" + p.File + ") could not be read (" + reason + ") nor moved aside; this is a fresh one."
	}
	return "Your earlier quiz record could not be read (" + reason + "), so this is a fresh one. The old file is kept as " + p.Kept + "."
}

// FullHelp is every key of the Stats screen, for `?`.
func (s *statsScreen) FullHelp() [][]key.Binding {
	return [][]key.Binding{{s.sh.Keys.Stats.Page, s.sh.Keys.Stats.Reset, s.sh.Keys.Stats.Yes, s.sh.Keys.Stats.No}}
}
