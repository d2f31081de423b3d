// Package learn is the Learn screen: the learner's path (tui/learn) as
// pages: the lessons in order with the user's progress and the next step
// named, a lesson's page (its text and its exercise), the exercise (a
// round of the quiz screen's, a fixed list of questions) and its result,
// kept in learn.json. It imports tui/learn (the path, its words and its
// questions), the quiz screen (tui/screen/quiz: its rounds ask the
// exercises), tui/screen, tui/widget and tui/store; never the app.
package learn

import (
	"fmt"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"razz/tui/drill"
	"razz/tui/learn"
	"razz/tui/screen"
	"razz/tui/screen/quiz"
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
	pathPage     page = iota // the lessons with their progress
	lessonPage               // one lesson's text and its exercise
	exercisePage             // the exercise, a quiz round
	resultPage               // an exercise's result
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
	// round is the exercise under way; nil on the exercise's page while
	// its questions are being dealt.
	round *quiz.Round
	// dealing is the exercise whose questions a command is dealing, dealt
	// the last it dealt: a later-streets question plays hands with the
	// bots (up to a second), so a lesson's questions are dealt while the
	// user reads it.
	dealing exerciseKey
	dealt   *questionsDealt
	// early holds the keys typed while the questions are dealt, for the
	// round once it starts (typed ahead, or pasted).
	early  []tea.KeyPressMsg
	result result
	// stopped says, on the lesson's page, that its exercise was left
	// before its end and not kept.
	stopped string
}

// exerciseKey names an exercise's questions: the lesson (from 0) and the
// seed they are dealt from.
type exerciseKey struct {
	lesson int
	seed   uint64
}

// questionsDealt is an exercise's questions, in order.
type questionsDealt struct {
	exerciseKey
	qs []drill.Question
}

// result is the last exercise taken.
type result struct {
	lesson       int // from 0
	right, asked int
	passed, kept bool
}

// New is the Learn screen.
func New(ctx screen.Context, o Options) screen.Screen { return newLearn(ctx, o) }

func newLearn(ctx screen.Context, o Options) *Learn {
	l := &Learn{ctx: ctx, o: o, file: ctx.Home().LearnFile(), rec: store.NewLearnRecord(), dealing: exerciseKey{lesson: -1}}
	if p := ctx.Path(); p != nil { // as the app read it, until the screen reads it again
		l.rec = p.Clone()
	}
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
	case exercisePage:
		return "Learn · exercise · " + learn.Path()[l.at].Name()
	case resultPage:
		return "Learn · " + learn.Path()[l.result.lesson].Name() + " · result"
	}
	return "Learn"
}

func (l *Learn) SetSize(width, height int) {
	l.w, l.h = width, height
	if l.round != nil {
		l.round.SetSize(width, height)
	}
}

// Typing: a typed answer takes letters, q included.
func (l *Learn) Typing() bool { return l.page == exercisePage && l.round != nil && l.round.Typing() }

// Back goes from an exercise to its lesson (an exercise left before its
// last answer is not kept; after it, to the result), from a lesson or a
// result to the path, and from the path to the menu.
func (l *Learn) Back() (bool, tea.Cmd) {
	switch l.page {
	case pathPage:
		return false, nil
	case exercisePage:
		switch {
		case l.result.kept:
			l.page = resultPage
		case l.round == nil: // still dealing
			l.page = lessonPage
		default:
			_, asked := l.round.Score()
			l.stopped = fmt.Sprintf("The exercise stopped after %d of %d questions: not kept.", asked, learn.Path()[l.at].Exercise.Questions)
			l.page = lessonPage
		}
		l.round = nil
		return true, nil
	case resultPage: // the path, on the next step
		l.cursor = l.nextIndex()
	}
	l.page = pathPage
	return true, nil
}

func (l *Learn) Help() []key.Binding {
	k := l.ctx.Keys().Learn
	switch l.page {
	case exercisePage:
		if l.round == nil {
			return nil
		}
		return l.round.Help()
	case lessonPage:
		return []key.Binding{k.Take, k.Turn}
	case resultPage:
		return l.withDrill([]key.Binding{k.Step, k.Retake, k.Lesson})
	}
	return l.withDrill([]key.Binding{k.UpDown, k.Read})
}

// withDrill is keys and, after the path, d: the drill the next step
// names for the user's costliest leak.
func (l *Learn) withDrill(keys []key.Binding) []key.Binding {
	if l.step().Leak == nil {
		return keys
	}
	return append(keys, l.ctx.Keys().Learn.Drill)
}

// FullHelp is every key of the screen, for `?`.
func (l *Learn) FullHelp() [][]key.Binding {
	k := l.ctx.Keys().Learn
	if l.page == exercisePage && l.round != nil {
		return l.round.FullHelp()
	}
	return [][]key.Binding{{k.Up, k.Down, k.Read, k.Drill}, {k.Take, k.Prev, k.Next}, {k.Step, k.Retake, k.Lesson}}
}

func (l *Learn) Update(msg tea.Msg) (tea.Cmd, []tea.Msg) {
	switch msg := msg.(type) {
	case learnRead:
		l.rec, l.loaded = msg.rec, true
		var cmd tea.Cmd
		switch l.page {
		case pathPage:
			l.cursor = l.nextIndex()
		case lessonPage: // the tries read may change the seed
			cmd = l.deal(l.at)
		}
		return cmd, append(screen.Send(screen.SetPath{Rec: l.rec.Clone()}), l.notice(msg.problem)...)
	case questionsDealt:
		if msg.exerciseKey != l.dealing {
			return nil, nil // a lesson left since
		}
		l.dealt = &msg
		if l.page == exercisePage && l.round == nil && l.at == msg.lesson {
			return l.start()
		}
		return nil, nil
	case learnSaved:
		// the record shown keeps the try already (keep): the file's, with
		// what other windows saved, is read when the screen opens again
		if msg.err != nil {
			return nil, screen.Send(screen.Notice{Text: "Your progress on the path was not saved: " + widget.OneLine(msg.err.Error())})
		}
		return nil, l.notice(msg.problem)
	}
	if l.page == exercisePage {
		return l.exercise(msg)
	}
	if k, ok := msg.(tea.KeyPressMsg); ok {
		return l.key(k)
	}
	return nil, nil
}

// seed is the seed of lesson i's next try: a retake asks new questions.
func (l *Learn) seed(i int) uint64 { return l.o.Seed + uint64(l.rec.Lessons[learn.Path()[i].ID].Tries) }

// deal is the command dealing lesson i's next exercise, nil when its
// questions are dealt or being dealt.
func (l *Learn) deal(i int) tea.Cmd {
	k := exerciseKey{i, l.seed(i)}
	if k == l.dealing {
		return nil
	}
	l.dealing, l.dealt = k, nil
	lesson := learn.Path()[i]
	return func() tea.Msg {
		qs := make([]drill.Question, lesson.Exercise.Questions)
		for n := range qs {
			qs[n] = lesson.Question(k.seed, n)
		}
		return questionsDealt{k, qs}
	}
}

// take shows lesson i's exercise: it starts once its questions are dealt.
func (l *Learn) take(i int) (tea.Cmd, []tea.Msg) {
	l.page, l.at, l.stopped, l.round, l.early = exercisePage, i, "", nil, nil
	l.result = result{lesson: i}
	if d := l.dealt; d != nil && d.exerciseKey == (exerciseKey{i, l.seed(i)}) {
		return l.start()
	}
	return l.deal(i), nil
}

// start starts the round of the questions dealt, which it uses up, and
// gives it the keys typed while they were dealt.
func (l *Learn) start() (tea.Cmd, []tea.Msg) {
	lesson, qs := learn.Path()[l.at], l.dealt.qs
	l.dealt, l.dealing = nil, exerciseKey{lesson: -1}
	e := lesson.Exercise
	l.round = quiz.NewRound(l.ctx, quiz.Exercise{Questions: e.Questions, Pass: e.Pass,
		Question: func(n int) (drill.Drill, drill.Question) { return e.Part(n).Drill, qs[n] }})
	l.round.SetSize(l.w, l.h)
	cmds := []tea.Cmd{l.round.Start()}
	var sends []tea.Msg
	early := l.early
	l.early = nil
	for _, k := range early {
		if l.page == exercisePage {
			cmd, s := l.exercise(k)
			cmds, sends = append(cmds, cmd), append(sends, s...)
		}
	}
	return tea.Batch(cmds...), sends
}

// exercise gives the round a message; the try is kept as soon as the
// last question is answered, and its result shown once the user goes on
// from that answer's feedback.
func (l *Learn) exercise(msg tea.Msg) (tea.Cmd, []tea.Msg) {
	if l.round == nil {
		if k, ok := msg.(tea.KeyPressMsg); ok {
			l.early = append(l.early, k)
		}
		return nil, nil
	}
	cmd := l.round.Update(msg)
	right, asked := l.round.Score()
	lesson := learn.Path()[l.at]
	var save tea.Cmd
	var sends []tea.Msg
	if !l.result.kept && asked >= lesson.Exercise.Questions {
		l.result = result{lesson: l.at, right: right, asked: asked, passed: lesson.Exercise.Passed(right), kept: true}
		save = l.keep(lesson.ID, right, l.result.passed)
		sends = screen.Send(screen.SetPath{Rec: l.rec.Clone()}) // the menu's next step moves on
	}
	if l.round.Done() {
		l.page, l.round = resultPage, nil
	}
	return tea.Batch(cmd, save), sends
}

// keep records a try at lesson id's exercise: at once in the record shown,
// and in learn.json by a command.
func (l *Learn) keep(id string, right int, passed bool) tea.Cmd {
	l.rec.Took(id, right, passed)
	f := l.file
	return l.ctx.Saving(func() tea.Msg {
		rec, p, err := f.Update(func(r *store.LearnRecord) { r.Took(id, right, passed) })
		return learnSaved{rec, p, err}
	})
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
	if s := l.step(); s.Leak != nil && key.Matches(k, keys.Drill) && (l.page == pathPage || l.page == resultPage) {
		return nil, screen.Send(screen.Open{To: screen.Quiz, Msg: quiz.Start{Drill: s.Drill, Level: s.Level}})
	}
	switch l.page {
	case pathPage:
		switch {
		case key.Matches(k, keys.Up): // a list stops at its ends
			l.cursor = max(l.cursor-1, 0)
		case key.Matches(k, keys.Down):
			l.cursor = min(l.cursor+1, n-1)
		case key.Matches(k, keys.Read):
			return l.open(l.cursor), nil
		}
	case lessonPage:
		switch {
		case key.Matches(k, keys.Take):
			return l.take(l.at)
		case key.Matches(k, keys.Prev):
			return l.open(max(l.at-1, 0)), nil
		case key.Matches(k, keys.Next):
			return l.open(min(l.at+1, n-1)), nil
		}
	case resultPage:
		switch {
		case key.Matches(k, keys.Step):
			if s := l.step(); s.Lesson != nil {
				return l.open(s.Lesson.N - 1), nil
			} else { // the path is done and no leak is found yet: hands at the table
				return nil, screen.Send(screen.Open{To: screen.Play})
			}
		case key.Matches(k, keys.Lesson):
			return l.open(l.result.lesson), nil
		case key.Matches(k, keys.Retake):
			return l.take(l.result.lesson)
		}
	}
	return nil, nil
}

// open shows lesson i's page, and deals its exercise while it is read.
func (l *Learn) open(i int) tea.Cmd {
	l.page, l.at, l.cursor, l.stopped = lessonPage, i, i, ""
	return l.deal(i)
}

func (l *Learn) View() string {
	switch l.page {
	case lessonPage:
		return l.lessonView()
	case exercisePage:
		if l.round == nil {
			return l.ctx.Theme().Subtle.Render("Dealing the exercise's questions…")
		}
		return l.round.View()
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
	if l.stopped != "" {
		out = append(out, t.Warn.Render(widget.Truncate(l.stopped, width)))
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
	r := l.rec.Lessons[lesson.ID]
	switch {
	case res.passed:
		out = append(out, t.Good.Render(score+": passed."))
	case r.Passed:
		out = append(out, t.Bad.Render(fmt.Sprintf("%s, short of the %d that pass;", score, lesson.Exercise.Pass)),
			t.Text.Render(fmt.Sprintf("your pass (best %d of %d) stays.", r.Best, lesson.Exercise.Questions)))
	default:
		out = append(out, t.Bad.Render(fmt.Sprintf("%s, short of the %d that pass.", score, lesson.Exercise.Pass)))
		for _, w := range widget.Wrap("Read the lesson again (b), then retake its exercise (r): a retake asks new questions.", l.w) {
			out = append(out, t.Text.Render(w))
		}
	}
	if r.Tries > 1 {
		out = append(out, t.Subtle.Render(fmt.Sprintf("Try %d; best %d of %d.", r.Tries, r.Best, lesson.Exercise.Questions)))
	}
	out = append(out, "")
	for _, w := range widget.Wrap(l.step().Words, l.w) {
		out = append(out, t.Accent.Render(w))
	}
	return strings.Join(out, "\n")
}
