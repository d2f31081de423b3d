// Package quiz is the quiz screen and the warm-up built on it: the quiz
// keeps the round (which drill, the score, the clock, the streaks and the
// record) while the drills (tui/drill) deal, check and explain the
// questions; the warm-up (razz warmup) is a mixed round of questions, then
// fast hands at a table (tui/screen/table), then one summary. It imports
// tui/screen, tui/widget, tui/drill, tui/store and the table screen.
package quiz

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"razz/engine"
	"razz/tui/drill"
	"razz/tui/screen"
	"razz/tui/store"
	"razz/tui/widget"
)

// Options come from `razz quiz` flags.
type Options struct {
	Drill  drill.Drill      // nil: the first drill of the list
	Chosen bool             // a drill was given: skip the drill list
	Level  drill.Difficulty // drill.Mixed leans toward the levels the user gets wrong
	Timed  bool             // 60 seconds, as many as possible
	Rounds int              // questions in a round; 0 for no end
	Seed   uint64           // the same seed gives the same questions
}

// Start, sent with the quiz's Open, starts a round of Drill at Level,
// with no end (the Learn screen's next step after the path).
type Start struct {
	Drill drill.Drill
	Level drill.Difficulty
}

// TimedSeconds is the length of a timed round.
const TimedSeconds = 60

// roundSizes are the round lengths the drill list steps through; 0 is no end.
var roundSizes = []int{0, 5, 10, 20, 50}

type quizState int

const (
	quizPick quizState = iota // choosing a drill
	quizAsk
	quizFeedback
	quizDone // a round or the time is over
)

// miss is a wrong answer of a timed round: the question and what was
// answered (typed, for a typed answer), drawn again as its feedback.
type miss struct {
	q     drill.Question
	given drill.Answer
	typed string
}

// quizTickMsg counts down a timed round; gen tells old timers apart.
type quizTickMsg struct{ gen int }

// quiz is the quiz screen: a drill list, then questions and feedback.
type quiz struct {
	ctx  screen.Context
	o    Options
	w, h int

	state  quizState
	cursor int // in the drill list
	n      int // questions dealt this session: the seed's index
	q      drill.Question
	// spot is the kept mistake q asks about (nil for none), found again
	// by its hand and place when the answer is saved: the record it lands
	// on may have been changed by another process since.
	spot *store.Spot
	// again: q is a question the user got wrong before, asked again at
	// the level it was asked at (which may not be the level chosen).
	again bool
	// scroll is how many lines of a feedback taller than the screen are
	// scrolled past.
	scroll int

	// the answer being given
	pick  widget.Picker // the cards chosen, when the answer is some of them
	typed string        // a typed answer
	hint  string

	// the answer given
	given drill.Answer
	right bool

	// this round
	asked, correct, streak, bestStreak int
	timeLeft, gen                      int
	newBest                            bool
	// flash is the verdict on the last answer of a timed round: a timed
	// round never waits on feedback, the next question comes at once.
	flash string
	// misses are a timed round's wrong answers, gone over one by one with
	// their full explanations once the time is up; missOn is the one on
	// screen, from 1 (0: none).
	misses []miss
	missOn int
	fr     frames // a flashing question's frames (flash.go)
	// after sends a tick (a frame's, the round's clock) after its time;
	// nil is tea.Tick (tests send them at once, or by hand).
	after func(time.Duration, func(time.Time) tea.Msg) tea.Cmd
	// ex, when set, is the exercise this round asks (exercise.go): its
	// questions in order, none chosen by the record.
	ex *Exercise
}

// New is the quiz screen.
func New(ctx screen.Context, o Options) screen.Screen { return newQuiz(ctx, o) }

func newQuiz(ctx screen.Context, o Options) *quiz {
	if o.Drill == nil {
		o.Drill = drill.All()[0]
	}
	z := &quiz{ctx: ctx, o: o, cursor: listCursor(o.Drill)}
	z.fr.z = z
	if o.Chosen {
		z.state = quizAsk
	}
	return z
}

// Init starts the first question when the quiz opens on one.
func (z *quiz) Init() tea.Cmd {
	if z.state == quizAsk {
		return tea.Batch(z.start(), z.fr.tick())
	}
	return nil
}

// recordLoaded deals the first question again once the quiz record is
// read, when it was dealt before: the Mistakes drill takes its spots from
// the record (keys typed meanwhile wait in the root for this).
func (z *quiz) recordLoaded() {
	if z.state == quizAsk && z.asked == 0 && z.n == 1 {
		z.n = 0
		z.next()
	}
}

// Enter is called when the menu opens the quiz: the drill list.
func (z *quiz) Enter() tea.Cmd {
	z.back()
	return nil
}

func (z *quiz) Title() string {
	if z.state == quizPick {
		return "Quiz"
	}
	return "Quiz · " + z.o.Drill.Title()
}

func (z *quiz) SetSize(width, height int) { z.w, z.h = width, height }

// Typing: a typed answer takes letters, q included.
func (z *quiz) Typing() bool {
	return z.state == quizAsk && !z.fr.on() && z.q.Form().Kind == drill.Type
}

// Back leaves a round for the drill list.
func (z *quiz) Back() (bool, tea.Cmd) { return z.back(), nil }

func (z *quiz) back() bool {
	if z.state == quizPick {
		return false
	}
	if z.missOn > 0 { // from a miss, back to the round's score
		z.state, z.missOn = quizDone, 0
		return true
	}
	z.state = quizPick
	z.gen++ // stops the timer
	return true
}

func (z *quiz) Help() []key.Binding {
	k := z.ctx.Keys().Quiz
	switch z.state {
	case quizPick:
		return []key.Binding{k.UpDown, k.Choose, k.Level, k.Timed, k.Rounds}
	case quizFeedback:
		var then key.Binding
		switch {
		case z.missOn > 0 && z.missOn < len(z.misses):
			then = k.NextMiss
		case z.missOn > 0:
			then = k.Score
		case z.last():
			then = k.Finish
		default:
			then = k.Next
		}
		if z.page().top(len(z.page().body())) > 0 {
			return []key.Binding{then, k.Scroll}
		}
		return []key.Binding{then}
	case quizDone:
		if len(z.misses) > 0 {
			return []key.Binding{k.Again, k.Misses}
		}
		return []key.Binding{k.Again}
	}
	if z.fr.on() {
		return []key.Binding{k.Skip}
	}
	return z.answerHelp()
}

// answerHelp: the keys that answer the question on screen.
func (z *quiz) answerHelp() []key.Binding {
	k := z.ctx.Keys().Quiz
	f := z.q.Form()
	switch f.Kind {
	case drill.PickCards:
		return []key.Binding{k.Pick, k.Move, k.Toggle, k.Answer}
	case drill.Type:
		return []key.Binding{k.Answer, k.Erase} // the root adds esc back: q is a letter here
	}
	var bs []key.Binding
	for _, h := range f.Help {
		bs = append(bs, key.NewBinding(key.WithKeys(h.Key), key.WithHelp(h.Key, h.Desc)))
	}
	return bs
}

// FullHelp is every quiz key by what it is for, for `?`.
func (z *quiz) FullHelp() [][]key.Binding {
	k := z.ctx.Keys().Quiz
	list := []key.Binding{k.Up, k.Down, k.Choose, k.Level, k.Timed, k.Rounds}
	round := []key.Binding{k.Next, k.Again, k.Misses}
	if z.ex != nil { // an exercise has no drill list, and ends after its last question
		return [][]key.Binding{z.answerHelp(), {k.Next}}
	}
	if z.state == quizAsk || z.state == quizFeedback {
		return [][]key.Binding{z.answerHelp(), round, list}
	}
	return [][]key.Binding{list, round}
}

// start begins a round of the chosen drill.
func (z *quiz) start() tea.Cmd {
	z.asked, z.correct, z.streak, z.bestStreak, z.newBest = 0, 0, 0, 0, false
	z.flash, z.misses, z.missOn = "", nil, 0
	z.next()
	if !z.o.Timed {
		return nil
	}
	z.timeLeft = TimedSeconds
	z.gen++
	return z.tick()
}

func (z *quiz) tick() tea.Cmd {
	gen := z.gen
	return z.afterTime(time.Second, func(time.Time) tea.Msg { return quizTickMsg{gen} })
}

// afterTime is tea.Tick, or the tick the quiz was given (after).
func (z *quiz) afterTime(d time.Duration, f func(time.Time) tea.Msg) tea.Cmd {
	if z.after != nil {
		return z.after(d, f)
	}
	return tea.Tick(d, f)
}

// next deals the next question.
func (z *quiz) next() { z.ask(z.deal()) }

// deal is question z.n of the round, and the kept mistake it asks about
// (nil for none).
func (z *quiz) deal() (q drill.Question, spot *store.Spot) {
	z.again = false
	if z.ex != nil { // an exercise's questions, as they come: no level picked, none asked again
		d, q := z.ex.Question(z.n)
		z.o.Drill, z.o.Level = d, q.Level()
		return q, nil
	}
	// A question the drill keeps (a spot of the user's, a question due
	// again) is asked before a new one is dealt: a new one would be thrown
	// away, and dealing one can cost the coach's lookahead.
	if d, ok := z.o.Drill.(interface {
		FromSpot(log string, index, spot int, kind string) drill.Question
	}); ok {
		// "Your mistakes": the spot due soonest from the user's own hands.
		if i := z.ctx.Record().Get().NextSpot(); i >= 0 {
			sp := z.ctx.Record().Get().Spots[i]
			if sq := d.FromSpot(sp.Log, sp.Index, i, sp.Kind); sq != nil {
				return sq, &sp
			}
		}
	}
	if d, ok := z.o.Drill.(interface {
		Again(key string) drill.Question
	}); ok {
		// A question the user got wrong, when it is due again.
		if key, due := z.ctx.Record().Get().NextAgain(z.o.Drill.ID()); due {
			if aq := d.Again(key); aq != nil {
				z.again = true
				return aq, nil
			}
		}
	}
	l := z.o.Level
	if l == drill.Mixed {
		l = pickLevel(z.o.Seed, z.o.Drill, z.n, z.ctx.Record().Get())
	}
	return z.o.Drill.New(drill.Rand(z.o.Seed, z.o.Drill, l, z.n), l), nil
}

// ask puts q to the user as the next question.
func (z *quiz) ask(q drill.Question, spot *store.Spot) {
	z.q, z.spot, z.scroll = q, spot, 0
	if q, ok := z.q.(interface {
		UseActionKeys(func(engine.ActionKind) string)
	}); ok {
		// A decision is answered with the table's keys.
		q.UseActionKeys(z.ctx.Keys().Table.ActionKey)
	}
	z.n++
	z.state = quizAsk
	z.fr.start()
	z.pick, z.typed, z.hint, z.given = widget.Picker{}, "", "", drill.Answer{}
}

// pickLevel chooses the level of question n in mixed mode: a seeded draw
// weighted by each level's recent error rate (an unplayed level counts as
// half wrong), so the quiz leans toward what the user gets wrong.
func pickLevel(seed uint64, d drill.Drill, n int, s *store.QuizRecord) drill.Difficulty {
	var w [drill.NumDifficulties]float64
	total := 0.0
	for l := range drill.NumDifficulties {
		rate, ok := s.Tally(d.ID(), l.String()).ErrorRate()
		if !ok {
			rate = 0.5
		}
		w[l] = 1 + 4*rate
		total += w[l]
	}
	x := rand.New(rand.NewPCG(seed^0x5eed_1e7e1, uint64(n))).Float64() * total
	for l := range drill.NumDifficulties {
		if x < w[l] {
			return l
		}
		x -= w[l]
	}
	return drill.Hard
}

// listCursor is the drill list's cursor on d: its place, or the top for
// a drill off the list (a lesson's LaterOn).
func listCursor(d drill.Drill) int { return max(0, drill.Index(d)) }

func (z *quiz) Update(msg tea.Msg) (tea.Cmd, []tea.Msg) { return z.update(msg), nil }

func (z *quiz) update(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case Start:
		z.o.Drill, z.o.Level, z.o.Timed, z.o.Rounds = msg.Drill, msg.Level, false, 0
		z.cursor = listCursor(msg.Drill)
		return tea.Batch(z.start(), z.fr.tick())
	case screen.RecordLoaded:
		z.recordLoaded()
	case quizTickMsg:
		if msg.gen != z.gen || z.state == quizPick || z.state == quizDone {
			return nil
		}
		z.timeLeft--
		if z.timeLeft > 0 {
			return z.tick()
		}
		return z.finish()
	case quizFrameMsg:
		return z.fr.next(msg)
	case tea.KeyPressMsg:
		if z.fr.on() { // a key skips to the next frame
			return z.fr.next(quizFrameMsg{z.fr.frameGen})
		}
		cmd := z.key(msg)
		return tea.Batch(cmd, z.fr.tick())
	}
	return nil
}

// last: the feedback on screen is the round's last (the time is up, or
// the round's questions are all answered).
func (z *quiz) last() bool {
	return (z.o.Timed && z.timeLeft <= 0) || (!z.o.Timed && z.o.Rounds > 0 && z.asked >= z.o.Rounds)
}

// finish ends a round; a timed round keeps its best score.
func (z *quiz) finish() tea.Cmd {
	z.state = quizDone
	z.gen++
	if !z.o.Timed {
		return nil
	}
	id, score := z.o.Drill.ID(), z.correct
	z.newBest = score > z.ctx.Record().Get().Timed[id]
	return z.ctx.Record().Change(func(s *store.QuizRecord) { s.RecordTimed(id, score) })
}

func (z *quiz) key(k tea.KeyPressMsg) tea.Cmd {
	keys := z.ctx.Keys().Quiz
	switch z.state {
	case quizPick:
		ds := drill.All()
		switch {
		case key.Matches(k, keys.Up): // stops at the ends, as the menu does
			z.cursor = max(z.cursor-1, 0)
		case key.Matches(k, keys.Down):
			z.cursor = min(z.cursor+1, len(ds)-1)
		case key.Matches(k, keys.Level):
			z.o.Level = map[drill.Difficulty]drill.Difficulty{drill.Mixed: drill.Easy, drill.Easy: drill.Normal,
				drill.Normal: drill.Hard, drill.Hard: drill.Mixed}[z.o.Level]
		case key.Matches(k, keys.Timed):
			z.o.Timed = !z.o.Timed
		case key.Matches(k, keys.Rounds):
			z.o.Rounds = nextRounds(z.o.Rounds)
		case key.Matches(k, keys.Choose):
			z.o.Drill = ds[z.cursor]
			return z.start()
		}
		return nil
	case quizFeedback:
		switch { // a feedback taller than the screen scrolls
		case key.Matches(k, keys.Up):
			z.scroll = max(z.scroll-1, 0)
			return nil
		case key.Matches(k, keys.Down):
			z.scroll = min(z.scroll+1, z.page().top(len(z.page().body())))
			return nil
		}
		if z.missOn > 0 { // the next miss, or the score after the last
			switch {
			case z.missOn < len(z.misses) && key.Matches(k, keys.NextMiss):
				z.showMiss(z.missOn + 1)
			case z.missOn == len(z.misses) && key.Matches(k, keys.Score):
				z.state, z.missOn = quizDone, 0
			}
			return nil
		}
		switch {
		case z.last() && key.Matches(k, keys.Finish):
			return z.finish()
		case !z.last() && key.Matches(k, keys.Next):
			z.next()
		}
		return nil
	case quizDone:
		switch {
		case key.Matches(k, keys.Again):
			return z.start()
		case key.Matches(k, keys.Misses) && len(z.misses) > 0:
			z.showMiss(1)
		}
		return nil
	}
	return z.answerKey(k)
}

// nextRounds steps the round length: no end, 5, 10, 20, 50, then no end
// again (a length given on the command line joins at its place).
func nextRounds(n int) int {
	for _, r := range roundSizes {
		if r > n {
			return r
		}
	}
	return 0
}

// answerKey reads an answer to the question on screen.
func (z *quiz) answerKey(k tea.KeyPressMsg) tea.Cmd {
	keys := z.ctx.Keys().Quiz
	f := z.q.Form()
	switch f.Kind {
	case drill.Choose:
		if c, ok := f.Choice(k.String()); ok {
			return z.answer(drill.Answer{Value: c.Value})
		}
		if why, ok := f.Refused[k.String()]; ok {
			z.hint = why
		} else if len(k.Text) == 1 && k.Text[0] >= '0' && k.Text[0] <= '9' && f.Miss != "" {
			z.hint = fmt.Sprintf(f.Miss, k.Text)
		} else if name := k.String(); name == "enter" || name == "space" || len(k.Text) == 1 {
			z.hint = notAnAnswer(name, f.Help) // said, never dropped silently
		}
	case drill.PickCards:
		cards := z.cards()
		switch {
		case z.pick.Key(keys, k, len(cards)):
			if !key.Matches(k, keys.Move) {
				z.hint = "" // a card chosen: the count below the cards says the rest
			}
		case key.Matches(k, keys.Answer):
			picked := z.pick.Picked(cards)
			if len(picked) != f.Count {
				z.hint = fmt.Sprintf("Choose exactly %s cards (%d chosen).", countWord(f.Count), len(picked))
				return nil
			}
			return z.answer(drill.Answer{Cards: picked})
		}
	case drill.Type:
		switch {
		case key.Matches(k, keys.Answer):
			if strings.TrimSpace(z.typed) == "" {
				z.hint = f.Miss
				return nil
			}
			if f.Unreadable != nil {
				if why := f.Unreadable(z.typed); why != "" {
					z.hint = why // refused, not graded: the typing stays to mend
					return nil
				}
			}
			return z.answer(drill.Answer{Text: z.typed})
		case key.Matches(k, keys.Erase):
			if r := []rune(z.typed); len(r) > 0 {
				z.typed = string(r[:len(r)-1])
			}
			if f.Chars != "" {
				z.hint = typedHint(f, z.typed)
			}
		case f.Chars == "" && drill.Accepts(k.Text) && len(z.typed) < 8:
			z.typed += strings.ToUpper(k.Text)
		case f.Chars != "" && utf8.RuneCountInString(k.Text) == 1 && unicode.IsPrint([]rune(k.Text)[0]) && len(z.typed) < 20:
			// The field shows what was typed, every key of it (foo showed
			// as OO, the f dropped); what no answer is made of says why
			// at once, and enter refuses it.
			z.typed += strings.ToUpper(k.Text)
			z.hint = typedHint(f, z.typed)
		}
	}
	return nil
}

// notAnAnswer says that a key answers nothing here, and which keys do:
// "enter is not an answer here: 1 hand 1, 2 hand 2, = a split."
func notAnAnswer(name string, help []drill.HelpKey) string {
	var ks []string
	for _, h := range help {
		ks = append(ks, h.Key+" "+h.Desc)
	}
	if len(ks) == 0 {
		return name + " is not an answer here."
	}
	return name + " is not an answer here: " + strings.Join(ks, ", ") + "."
}

func countWord(n int) string {
	if n >= 0 && n < 8 {
		return [...]string{"no", "one", "two", "three", "four", "five", "six", "seven"}[n]
	}
	return fmt.Sprint(n)
}

// cards are the cards of a question answered by choosing some of them.
func (z *quiz) cards() []engine.Card {
	if d, ok := z.q.(dealtHand); ok {
		return d.Dealt().Cards
	}
	return nil
}

// answer grades and records an answer.
func (z *quiz) answer(a drill.Answer) tea.Cmd {
	right := z.q.Check(a)
	z.given, z.right = a, right
	z.state = quizFeedback
	z.asked++
	if right {
		z.correct++
		z.streak++
		z.bestStreak = max(z.bestStreak, z.streak)
	} else {
		z.streak = 0
	}
	id, l := z.o.Drill.ID(), z.q.Level()
	spot := z.spot
	again := ""
	if rq, ok := z.q.(interface{ RepeatKey() string }); ok {
		again = rq.RepeatKey()
	}
	save := z.ctx.Record().Change(func(s *store.QuizRecord) {
		s.Record(id, l.String(), right)
		if spot != nil {
			s.AnswerSpot(s.FindSpot(spot.Log, spot.Index), right)
		}
		if again != "" {
			s.AnswerAgain(id, again, right)
		}
	})
	if z.o.Timed {
		// the clock never waits for the user to read: say right or wrong
		// in one line above the next question, and keep a miss for after
		if !right {
			z.misses = append(z.misses, miss{z.q, a, z.typed})
		}
		z.flash = z.page().verdict(z.q.Answer())
		z.next()
	}
	return save
}

// showMiss shows miss i (from 1) of a timed round as its feedback.
func (z *quiz) showMiss(i int) {
	m := z.misses[i-1]
	z.missOn, z.state, z.flash, z.scroll = i, quizFeedback, "", 0
	z.q, z.given, z.typed, z.right, z.hint = m.q, m.given, m.typed, false, ""
}

// typedHint is why typed, an answer being typed, can be no answer: a
// character no answer here is made of (f.Chars); "" while it may be one.
func typedHint(f drill.Form, typed string) string {
	if f.Unreadable == nil || !strings.ContainsFunc(typed, func(r rune) bool { return !strings.ContainsRune(f.Chars, r) }) {
		return ""
	}
	return f.Unreadable(typed)
}
