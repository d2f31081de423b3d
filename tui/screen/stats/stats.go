// Package stats is the Stats screen: the user's play at the table, read
// from the history (results, rates, the running result, the leaks the
// coach's review of the history finds, razz practice's score), and the
// quiz record by drill and level; tab switches, r resets the record. It
// imports tui/screen, tui/widget, tui/store, tui/handlist, tui/recap,
// tui/recap/kept, tui/practice and tui/drill.
package stats

import (
	"fmt"
	"strings"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/viewport"
	tea "charm.land/bubbletea/v2"

	"razz/tui/drill"
	"razz/tui/screen"
	"razz/tui/store"
	"razz/tui/widget"
)

// statsScreen shows the user's play at the table (read from the history:
// results, rates, the running result, the leaks the coach's review of the
// history finds) and the quiz record per drill and level; tab switches;
// each page scrolls (a viewport each); r resets the stats file.
type statsScreen struct {
	ctx      screen.Context
	ov       widget.Overlays // the reset's question, over the page
	w, h     int
	quizPage bool        // the quiz record rather than the table's
	play     *playRecord // read from the history when the screen opens
	leaks    leaks       // the coach's review of the history's hands
	vps      [2]viewport.Model
}

// New is the Stats screen.
func New(ctx screen.Context) screen.Screen {
	s := &statsScreen{ctx: ctx}
	s.leaks.path = store.ReviewsIn(ctx.DataDir())
	k := ctx.Keys().Pager
	for i := range s.vps {
		s.vps[i] = viewport.New()
		s.vps[i].KeyMap = viewport.KeyMap{Up: k.Up, Down: k.Down, PageUp: k.PageUp, PageDown: k.PageDown,
			HalfPageUp: k.HalfUp, HalfPageDown: k.HalfDown}
		s.vps[i].KeyMap.Left.SetEnabled(false) // nothing to the side
		s.vps[i].KeyMap.Right.SetEnabled(false)
	}
	return s
}

func (s *statsScreen) Title() string { return "Stats" }

// SetSize gives the page all but its last line, which says where the
// reader is (or asks the reset's question).
func (s *statsScreen) SetSize(width, height int) {
	s.w, s.h = width, height
	for i := range s.vps {
		s.vps[i].SetWidth(width)
		s.vps[i].SetHeight(max(height-1, 1))
	}
	s.sync()
}

// page is the viewport of the page on screen.
func (s *statsScreen) page() *viewport.Model {
	if s.quizPage {
		return &s.vps[1]
	}
	return &s.vps[0]
}

// sync puts the page's text as it is now in its viewport (the quiz
// page's below its heads).
func (s *statsScreen) sync() {
	if s.quizPage {
		s.vps[1].SetHeight(max(s.h-1-strings.Count(s.quizHead(), "\n"), 1))
		s.vps[1].SetContent(s.quizText())
	} else {
		s.vps[0].SetContent(s.playText())
	}
}

// scroll is the help line's one key for scrolling, when the page does not
// fit: the ? list has every pager key.
func (s *statsScreen) scroll() (key.Binding, bool) {
	vp := s.page()
	if vp.AtTop() && vp.AtBottom() {
		return key.Binding{}, false
	}
	return s.ctx.Keys().Stats.Scroll, true
}

func (s *statsScreen) Help() []key.Binding {
	if _, asking := s.ov.Asking(); asking {
		return []key.Binding{s.ctx.Keys().Stats.Yes, s.ctx.Keys().Stats.No}
	}
	bs := []key.Binding{s.ctx.Keys().Stats.Page, s.ctx.Keys().Stats.Reset}
	if b, ok := s.scroll(); ok {
		bs = append(bs, b)
	}
	return bs
}

func (s *statsScreen) Back() (bool, tea.Cmd) {
	if _, asking := s.ov.Asking(); asking {
		s.ov.Close()
		return true, nil
	}
	return false, nil
}

func (s *statsScreen) Update(msg tea.Msg) (tea.Cmd, []tea.Msg) {
	defer s.sync()
	switch m := msg.(type) {
	case playRecordMsg:
		s.play = &m.rec
		var sends []tea.Msg
		if m.problem != nil {
			sends = screen.Send(screen.Notice{Text: widget.OneLine(m.problem.String())})
		}
		if m.rec.err != "" {
			return nil, sends
		}
		cache := s.leaks.cache
		if cache.Hands == nil {
			cache = m.cache
		}
		return s.leaks.start(s.ctx, m.entries, cache), sends
	case leaksMsg:
		return s.leaks.done(s.ctx, m), nil
	}
	k, ok := msg.(tea.KeyPressMsg)
	if !ok {
		return nil, nil
	}
	keys := s.ctx.Keys().Stats
	_, asking := s.ov.Asking()
	switch {
	case !asking && key.Matches(k, keys.Page):
		s.quizPage = !s.quizPage
	case asking && key.Matches(k, keys.Yes):
		s.ov.Close()
		return s.ctx.Record().Change(func(st *store.QuizRecord) { *st = *store.NewQuizRecord() }), nil
	case asking: // any other key answers no
		s.ov.Close()
	case key.Matches(k, keys.Reset):
		s.ov.Open(widget.OverAsk, resetQuestion)
	case key.Matches(k, s.ctx.Keys().Pager.Top):
		s.sync()
		s.page().GotoTop()
	case key.Matches(k, s.ctx.Keys().Pager.Bottom):
		s.sync()
		s.page().GotoBottom()
	default:
		s.sync()
		vp, cmd := s.page().Update(k)
		*s.page() = vp
		return cmd, nil
	}
	return nil, nil
}

// View is the page in its viewport, and a last line: the reset's question,
// or where the reader is when the page does not fit.
func (s *statsScreen) View() string {
	t := s.ctx.Theme()
	vp := *s.page() // the text as it is now: the record may have changed since the last key
	head := ""
	if s.quizPage {
		head = s.quizHead()
		vp.SetHeight(max(s.h-1-strings.Count(head, "\n"), 1))
		vp.SetContent(s.quizText())
	} else {
		vp.SetContent(s.playText())
	}
	last := ""
	ask, asking := s.ov.Asking()
	switch {
	case asking:
		last = t.Bad.Render(widget.Truncate(ask, s.w))
	case !(vp.AtTop() && vp.AtBottom()):
		first := vp.YOffset() + 1
		end := min(vp.YOffset()+vp.VisibleLineCount(), vp.TotalLineCount())
		where := fmt.Sprintf("lines %d-%d of %d", first, end, vp.TotalLineCount())
		if vp.AtBottom() {
			where += " · the end"
		} else {
			where += " · more below (↓, pgdn)"
		}
		last = t.Subtle.Render(where)
	}
	return head + strings.TrimRight(vp.View(), "\n ") + "\n" + last
}

// quizGap is the quiz page's blank lines, none when a problem with the
// record takes their room.
func (s *statsScreen) quizGap() string {
	if s.problemText() != "" {
		return ""
	}
	return "\n"
}

// quizHead is the quiz page's title and column heads, which stay in view
// as the rows scroll under them.
func (s *statsScreen) quizHead() string {
	t := s.ctx.Theme()
	return t.Title.Render("Quiz record") + "\n" + s.quizGap() +
		t.Subtle.Render(fmt.Sprintf("%-22s %-7s %8s %9s %7s %5s %6s", "drill", "level", "answered", "accuracy", "streak", "best", "timed")) + "\n"
}

// quizText is the quiz page's rows: the record by drill and level.
func (s *statsScreen) quizText() string {
	t := s.ctx.Theme()
	st := s.ctx.Record().Get()
	// A record that could not be read is told here, where the record is
	// shown, with where the old file went. The blank lines make room.
	problem := s.problemText()
	gap := s.quizGap()
	var b strings.Builder
	any := false
	for _, d := range drill.All() {
		// A row for each level answered, the drill's name and timed best
		// on the first; a drill never answered has one row with no level
		// (a row of "easy" above the hard answers read as the level played).
		name, timed := d.Title(), ""
		if n, ok := st.Timed[d.ID()]; ok {
			timed = fmt.Sprint(n)
		}
		rows := 0
		row := func(level string, answered int, acc string, streak, best int) {
			b.WriteString(t.Text.Render(fmt.Sprintf("%-22s %-7s %8d %9s %7d %5d %6s", name, level, answered, acc, streak, best, timed)) + "\n")
			name, timed = "", ""
			rows++
		}
		for l := range drill.NumDifficulties {
			if tl := st.Tally(d.ID(), l.String()); tl.Answered > 0 {
				any = true
				row(l.String(), tl.Answered, fmt.Sprintf("%.0f%%", 100*tl.Accuracy()), tl.Streak, tl.BestStreak)
			}
		}
		if rows == 0 {
			row("-", 0, "-", 0, 0)
		}
	}
	b.WriteString(gap)
	switch {
	case problem != "":
		b.WriteString(t.Warn.Width(s.w).Render(problem))
	case !any:
		b.WriteString(t.Subtle.Render("No answers yet: the Quiz fills this in."))
	default:
		b.WriteString(t.Subtle.Render("timed: the best score in 60 seconds.  r resets the quiz record."))
	}
	return b.String()
}

// problemText says why the record on disk was not used and where the old
// file is, in at most three lines; "" when all is well.
func (s *statsScreen) problemText() string {
	p := s.ctx.Record().Problem()
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

// resetQuestion is asked before r resets the quiz record.
const resetQuestion = "Reset every quiz score, streak, timed best and kept mistake spot? y/n"

// FullHelp is every key of the Stats screen, for `?`.
func (s *statsScreen) FullHelp() [][]key.Binding {
	p := s.ctx.Keys().Pager
	return [][]key.Binding{{s.ctx.Keys().Stats.Page, s.ctx.Keys().Stats.Reset, s.ctx.Keys().Stats.Yes, s.ctx.Keys().Stats.No},
		{p.Up, p.Down, p.HalfUp, p.HalfDown}, {p.PageUp, p.PageDown, p.Top, p.Bottom}}
}
