// Package learn is the Learn screen: the learner's path (tui/learn) as
// pages: the lessons in order with the user's progress and the next step
// named, a lesson's page (its text and its exercise), the exercise (a
// round of the quiz screen's, a fixed list of questions) and its result,
// kept in learn.json. It imports tui/learn (the path, its words and its
// questions), tui/screen, tui/widget and tui/store; never the app.
package learn

import (
	"fmt"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"razz/tui/learn"
	"razz/tui/screen"
	"razz/tui/store"
	"razz/tui/widget"
)

// Options come from `razz learn`'s flags.
type Options struct {
	Lesson string // open on this lesson (its id or number); "" on the path
	Seed   uint64 // the exercises' questions: the same seed, the same questions
}

// page is what the screen shows.
type page int

const (
	pathPage   page = iota // the lessons with their progress
	lessonPage             // one lesson's text and its exercise
	resultPage             // an exercise's result
)

// learnRead is the learner's record as read from learn.json.
type learnRead struct {
	rec     *store.LearnRecord
	problem *store.Problem
}

// learnSaved is the record as saved after an exercise.
type learnSaved struct {
	rec     *store.LearnRecord
	problem *store.Problem
	err     error
}

// Learn is the Learn screen.
type Learn struct {
	ctx  screen.Context
	o    Options
	w, h int
	file *store.LearnFile
	rec  *store.LearnRecord
	// loaded: rec is the record as read (a fresh record until then)
	loaded bool

	page   page
	cursor int // on the path: the lesson chosen (from 0)
	at     int // the lesson open (from 0)
	result result
}

// result is the last exercise taken.
type result struct {
	lesson       int // from 0
	right, asked int
	passed       bool
}

// New is the Learn screen.
func New(ctx screen.Context, o Options) screen.Screen { return newLearn(ctx, o) }

func newLearn(ctx screen.Context, o Options) *Learn {
	l := &Learn{ctx: ctx, o: o, file: ctx.Home().LearnFile(), rec: store.NewLearnRecord()}
	if lesson, ok := learn.Find(o.Lesson); ok {
		l.page, l.at, l.cursor = lessonPage, lesson.N-1, lesson.N-1
	}
	return l
}

// load reads the learner's record (a command).
func (l *Learn) load() tea.Cmd {
	f := l.file
	return func() tea.Msg {
		rec, p := f.Load()
		return learnRead{rec, p}
	}
}

// Init reads the record when razz opens here (razz learn).
func (l *Learn) Init() tea.Cmd { return l.load() }

// Enter reads the record (an exercise taken in another window counts)
// and shows the path, its cursor on the next step.
func (l *Learn) Enter() tea.Cmd {
	l.page = pathPage
	return l.load()
}

// step is the next step for this record and the user's leaks.
func (l *Learn) step() learn.Step {
	return learn.Next(l.rec, learn.LeaksOf(l.ctx.Record().Get()))
}

func (l *Learn) Title() string {
	switch l.page {
	case lessonPage:
		return "Learn · " + learn.Path()[l.at].Name()
	case resultPage:
		return "Learn · " + learn.Path()[l.result.lesson].Name() + " · result"
	}
	return "Learn"
}

func (l *Learn) SetSize(width, height int) { l.w, l.h = width, height }

// Back goes from a lesson or a result to the path; from the path, to the
// menu.
func (l *Learn) Back() (bool, tea.Cmd) {
	if l.page == pathPage {
		return false, nil
	}
	l.page = pathPage
	return true, nil
}

func (l *Learn) Help() []key.Binding {
	k := l.ctx.Keys().Learn
	switch l.page {
	case lessonPage:
		return []key.Binding{k.Take, k.Turn}
	case resultPage:
		return []key.Binding{k.Step, k.Retake, k.Lesson}
	}
	return []key.Binding{k.UpDown, k.Read}
}

// FullHelp is every key of the screen, for `?`.
func (l *Learn) FullHelp() [][]key.Binding {
	k := l.ctx.Keys().Learn
	return [][]key.Binding{{k.Up, k.Down, k.Read}, {k.Take, k.Prev, k.Next}, {k.Step, k.Retake, k.Lesson}}
}

func (l *Learn) Update(msg tea.Msg) (tea.Cmd, []tea.Msg) {
	switch msg := msg.(type) {
	case learnRead:
		l.rec, l.loaded = msg.rec, true
		if l.page == pathPage {
			l.cursor = l.nextIndex()
		}
		return nil, l.notice(msg.problem)
	case learnSaved:
		if msg.err != nil {
			return nil, screen.Send(screen.Notice{Text: "Your progress on the path was not saved: " + widget.OneLine(msg.err.Error())})
		}
		l.rec = msg.rec
		return nil, l.notice(msg.problem)
	case tea.KeyPressMsg:
		return l.key(msg)
	}
	return nil, nil
}

// notice says a problem with learn.json (set aside, with where it went).
func (l *Learn) notice(p *store.Problem) []tea.Msg {
	if p == nil {
		return nil
	}
	return screen.Send(screen.Notice{Text: p.String()})
}

// nextIndex is the lesson the next step names (from 0), the first when
// none does.
func (l *Learn) nextIndex() int {
	if s := l.step(); s.Lesson != nil {
		return s.Lesson.N - 1
	}
	return 0
}

func (l *Learn) key(k tea.KeyPressMsg) (tea.Cmd, []tea.Msg) {
	keys := l.ctx.Keys().Learn
	n := len(learn.Path())
	switch l.page {
	case pathPage:
		switch {
		case key.Matches(k, keys.Up): // a list stops at its ends
			l.cursor = max(l.cursor-1, 0)
		case key.Matches(k, keys.Down):
			l.cursor = min(l.cursor+1, n-1)
		case key.Matches(k, keys.Read):
			l.open(l.cursor)
		}
	case lessonPage:
		switch {
		case key.Matches(k, keys.Prev):
			l.open(max(l.at-1, 0))
		case key.Matches(k, keys.Next):
			l.open(min(l.at+1, n-1))
		}
	case resultPage:
		switch {
		case key.Matches(k, keys.Step):
			if s := l.step(); s.Lesson != nil {
				l.open(s.Lesson.N - 1)
			} else {
				l.page = pathPage
			}
		case key.Matches(k, keys.Lesson):
			l.open(l.result.lesson)
		}
	}
	return nil, nil
}

// open shows lesson i's page.
func (l *Learn) open(i int) {
	l.page, l.at, l.cursor = lessonPage, i, i
}

func (l *Learn) View() string {
	switch l.page {
	case lessonPage:
		return l.lessonView()
	case resultPage:
		return l.resultView()
	}
	return l.pathView()
}

// pathView lists the lessons, each with how far the user got, then the
// next step.
func (l *Learn) pathView() string {
	t := l.ctx.Theme()
	path := learn.Path()
	out := []string{t.Title.Render(fmt.Sprintf("The path: %d lessons, each a page to read and an exercise to pass", len(path))), ""}
	next := -1
	if s := l.step(); s.Lesson != nil && s.Leak == nil {
		next = s.Lesson.N - 1
	}
	nameW := 0
	for _, lesson := range path {
		nameW = max(nameW, len([]rune(number(lesson))))
	}
	for i, lesson := range path {
		r := l.rec.Lessons[lesson.ID]
		mark, state := "  ", ""
		switch {
		case r.Passed:
			mark, state = "✓ ", fmt.Sprintf("passed, best %d of %d", r.Best, lesson.Exercise.Questions)
		case r.Tries > 0:
			mark, state = "· ", fmt.Sprintf("tried %s, best %d of %d", times(r.Tries), r.Best, lesson.Exercise.Questions)
		}
		if i == next {
			state = strings.TrimPrefix(state+" · next", " · ")
		}
		name := widget.PadRight(number(lesson), nameW+2)
		line := "  " + mark + t.Text.Render(name) + t.Subtle.Render(state)
		if r.Passed {
			line = "  " + t.Good.Render(mark) + t.Text.Render(name) + t.Subtle.Render(state)
		}
		if i == l.cursor {
			line = t.Selected.Render("▸ "+mark+name) + t.Text.Render(state)
		}
		out = append(out, widget.Truncate(line, l.w))
	}
	out = append(out, "")
	for _, w := range widget.Wrap(l.step().Words, l.w) {
		out = append(out, t.Accent.Render(w))
	}
	return strings.Join(out, "\n")
}

// number is a lesson's name, its number right-aligned: " 3. Acting first".
func number(l learn.Lesson) string { return fmt.Sprintf("%2d. %s", l.N, l.Title) }

func times(n int) string {
	if n == 1 {
		return "once"
	}
	if n == 2 {
		return "twice"
	}
	return fmt.Sprintf("%d times", n)
}

// lessonView is the lesson's text as the Rules page draws the rules, in
// learn.TextWidth columns (its title is the header's), then the exercise:
// what it asks, what passes it and how far the user got.
func (l *Learn) lessonView() string {
	t := l.ctx.Theme()
	lesson := learn.Path()[l.at]
	width := min(l.w, learn.TextWidth)
	_, body, _ := strings.Cut(strings.TrimSpace(lesson.Text()), "\n") // the title is the header
	out := strings.Split(strings.Trim(widget.Markdown(t, body, width), "\n"), "\n")
	out = append(out, "")
	ex := "Exercise: " + lesson.Exercise.Words()
	switch r := l.rec.Lessons[lesson.ID]; {
	case r.Passed:
		ex += fmt.Sprintf(" You passed it (best %d of %d); a retake keeps the pass.", r.Best, lesson.Exercise.Questions)
	case r.Tries > 0:
		ex += fmt.Sprintf(" Tried %s, best %d of %d.", times(r.Tries), r.Best, lesson.Exercise.Questions)
	}
	for _, w := range widget.Wrap(ex, width) {
		out = append(out, t.Accent.Render(w))
	}
	return strings.Join(out, "\n")
}

// resultView is the last exercise's score, whether it passed, and the
// next step.
func (l *Learn) resultView() string {
	t := l.ctx.Theme()
	res := l.result
	lesson := learn.Path()[res.lesson]
	out := []string{t.Title.Render("Exercise: " + lesson.Name()), ""}
	score := fmt.Sprintf("%d right of %d", res.right, res.asked)
	if res.passed {
		out = append(out, t.Good.Render(score+": passed."))
	} else {
		out = append(out, t.Bad.Render(fmt.Sprintf("%s: %d pass.", score, lesson.Exercise.Pass)))
		out = append(out, widget.Wrap("Read the lesson again (b), then retake its exercise (r): a retake asks new questions.", l.w)...)
	}
	out = append(out, "")
	for _, w := range widget.Wrap(l.step().Words, l.w) {
		out = append(out, t.Accent.Render(w))
	}
	return strings.Join(out, "\n")
}
