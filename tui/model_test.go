package tui

import (
	"os"
	"path/filepath"
	"razz/tui/app"
	"razz/tui/drill"
	"razz/tui/screen"
	"razz/tui/store"
	"razz/tui/tuitest"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"razz/engine"
)

// press makes a key press: "enter", "left", "ctrl+c" or a character.
func press(k string) tea.KeyPressMsg { return tuitest.Press(k) }

// driver runs the app with the screens of Options, without a terminal
// (tuitest.Driver), and keeps the screens it made to look inside them.
type driver struct {
	*tuitest.Driver
	t    *testing.T
	m    *app.Model
	live *tuitest.Live
}

// newApp is the app of o, its screens kept in live and set up by setup as
// they are made.
func newApp(o Options, live *tuitest.Live, setup ...func(ScreenID, Screen)) *app.Model {
	return app.New(appOptions(o, live.Hook(screens(o), setupAll(o, setup))))
}

// setupAll runs each of setup on a screen as it is made, and keeps a timed
// round's clock off (its ticks are sent by hand: a tick's command sleeps).
func setupAll(o Options, setup []func(ScreenID, Screen)) func(ScreenID, Screen) {
	if o.Quiz.Timed {
		setup = append(setup, func(_ ScreenID, s Screen) {
			if z, ok := s.(*quiz); ok {
				z.after = func(time.Duration, func(time.Time) tea.Msg) tea.Cmd { return nil }
			}
		})
	}
	return func(id ScreenID, s Screen) {
		for _, f := range setup {
			f(id, s)
		}
	}
}

// unstarted is a driver of o's app not started yet (no size, no Init).
func unstarted(t *testing.T, o Options, setup ...func(ScreenID, Screen)) *driver {
	t.Helper()
	ao := appOptions(o, screens(o))
	d := tuitest.Open(t, ao, setupAll(o, setup))
	return &driver{Driver: d, t: t, m: d.M, live: d.Live}
}

func newDriver(t *testing.T, o Options, w, h int, setup ...func(ScreenID, Screen)) *driver {
	t.Helper()
	d := unstarted(t, o, setup...)
	d.Start(w, h)
	return d
}

func (d *driver) feed(msg tea.Msg)  { d.Feed(msg) }
func (d *driver) run(cmd tea.Cmd)   { d.Run(cmd) }
func (d *driver) keys(ks ...string) { d.Keys(ks...) }
func (d *driver) view() string      { return d.View() }

// current is the screen showing, -1 for none.
func (d *driver) current() ScreenID { return d.Current() }

// ctx is the context the app gave its screens.
func (d *driver) ctx() screen.Context { return d.live.Ctx }

// rec is the quiz record the screens show.
func (d *driver) rec() *store.QuizRecord { return d.live.Ctx.Record().Get() }

// screenOf is the screen id made, nil if not made yet.
func (d *driver) screenOf(id ScreenID) Screen { return d.live.Made[id] }

func (d *driver) quiz() *quiz { return d.live.Made[ScreenQuiz].(*quiz) }

// answerKeys are the keys that answer q, rightly or not, worked out from
// the engine.
func answerKeys(t *testing.T, q drill.Question, right bool) []string {
	t.Helper()
	switch q := q.(type) {
	case *drill.CompareQuestion:
		keys := map[int]string{1: "1", -1: "2", 0: "="}
		w := engine.Compare(engine.LowOf(q.Hands[0].Cards), engine.LowOf(q.Hands[1].Cards)).Winner
		if !right {
			w = map[int]int{1: -1, -1: 0, 0: 1}[w]
		}
		return []string{keys[w]}
	case *drill.BringInQuestion, *drill.FirstQuestion:
		var seat, n int
		if f, ok := q.(*drill.FirstQuestion); ok {
			seat, n = engine.ExplainFirst(f.Street, f.Boards, nil).Seat, len(f.Boards)
		} else {
			b := q.(*drill.BringInQuestion)
			seat, n = engine.ExplainBringIn(b.Doors, engine.TieBySuit, nil).Seat, len(b.Doors)
		}
		if !right {
			seat = seat%n + 1
		}
		return []string{string(rune('0' + seat))}
	case *drill.LaterQuestion:
		return answerKeys(t, q.ThirdQuestion, right)
	case *drill.PotOddsQuestion:
		v := q.Right
		if !right {
			v = (v + 1) % len(q.Options)
		}
		return []string{string(rune('1' + v))}
	case *drill.SidePotQuestion:
		if q.Ask == drill.AskPotWho {
			v := q.Right
			if !right {
				v = v%len(q.Seats) + 1
			}
			return []string{string(rune('0' + v))}
		}
		v := q.Right
		if !right {
			v = (v + 1) % len(q.Options)
		}
		return []string{string(rune('1' + v))}
	case *drill.ThirdQuestion:
		q.UseActionKeys(DefaultKeys().Table.ActionKey) // as the quiz does
		want := drill.ThirdAnswer(q.Advice.Option.Kind)
		for _, c := range q.Form().Choices {
			if (c.Value == want) == right {
				return c.Keys[:1]
			}
		}
		t.Fatalf("no choice to answer %v", right)
	case *drill.BestFiveQuestion:
		e, _ := engine.Evaluate(q.Hand.Cards)
		for skip1 := range 7 {
			for skip2 := skip1 + 1; skip2 < 7; skip2++ {
				var keys []string
				var five []engine.Card
				for i, c := range q.Hand.Cards {
					if i != skip1 && i != skip2 {
						keys = append(keys, string(rune('1'+i)))
						five = append(five, c)
					}
				}
				if (engine.LowOf(five) == e.Low) == right {
					return append(keys, "enter")
				}
			}
		}
		t.Fatalf("no five to answer %v", right)
	case *drill.StyleQuestion:
		v := q.Truth
		if !right {
			v = (v + 1) % len(q.Choices)
		}
		return []string{string(rune('1' + v))}
	case *drill.DeadQuestion:
		typed := q.Typed() // after two keys that skip the frames of third street
		if !right {
			// wrong, but an answer (one that is none is refused, not
			// graded): a count, or rank 9, which nobody needs
			typed = "99"
			if strings.Contains(q.Prompt(), "seats") {
				typed = map[bool]string{true: "1", false: "none"}[q.Typed() == "none"]
			}
		}
		return append(append([]string{"enter", "enter"}, strings.Split(strings.ToLower(typed), "")...), "enter")
	case *drill.NameQuestion:
		name := engine.LowOf(q.Hand.Cards).ShortName()
		if !right {
			name = "KKKK"
			if engine.LowOf(q.Hand.Cards).ShortName() == name {
				name = "w"
			}
		}
		return append(strings.Split(strings.ToLower(name), ""), "enter")
	}
	t.Fatalf("no answer keys for %T", q)
	return nil
}

// TestFullRound plays a round of three questions of each dr with key
// presses: right, wrong, right; then checks the summary and the stats file.
// instantFrames has a quiz's flashed frames (the Dead cards drill's) go
// by at once: the driver runs a tick's command in place, so each frame
// slept its real time (30 s a round).
func instantFrames(_ ScreenID, s Screen) {
	if z, ok := s.(*quiz); ok {
		z.after = func(_ time.Duration, f func(time.Time) tea.Msg) tea.Cmd {
			return func() tea.Msg { return f(time.Time{}) }
		}
	}
}

func TestFullRound(t *testing.T) {
	for _, dr := range drill.All() {
		t.Run(dr.ID(), func(t *testing.T) {
			dir := t.TempDir()
			d := newDriver(t, Options{Start: ScreenQuiz, DataDir: dir,
				Quiz: QuizOptions{Drill: dr, Chosen: true, Level: drill.Mixed, Rounds: 3, Seed: 5}}, 80, 24, instantFrames)
			for i, right := range []bool{true, false, true} {
				z := d.quiz()
				if z.state != quizAsk {
					t.Fatalf("question %d: state %v", i+1, z.state)
				}
				d.keys(answerKeys(t, z.q, right)...)
				if z.state != quizFeedback || z.right != right {
					t.Fatalf("question %d: state %v, right %v; want feedback, %v\n%s", i+1, z.state, z.right, right, d.view())
				}
				want := map[bool]string{true: "✓ Right", false: "✗ Not quite"}[right]
				if v := d.view(); !strings.Contains(v, want) {
					t.Fatalf("question %d: no %q in\n%s", i+1, want, v)
				}
				d.keys("enter")
			}
			if d.quiz().state != quizDone || !strings.Contains(d.view(), "2 right out of 3") {
				t.Fatalf("after three answers:\n%s", d.view())
			}
			saved := loadRecord(dir)
			var answered, rightN int
			for _, tl := range saved.stats.Drills[dr.ID()] {
				answered += tl.Answered
				rightN += tl.Right
			}
			if saved.problem != nil || answered != 3 || rightN != 2 {
				t.Errorf("stats on disk: %d answered, %d right (%v)", answered, rightN, saved.problem)
			}
			d.keys("enter") // play again
			if z := d.quiz(); z.state != quizAsk || z.asked != 0 {
				t.Errorf("enter after a round: state %v, asked %d", z.state, z.asked)
			}
		})
	}
}

func TestTimedRound(t *testing.T) {
	d := newDriver(t, Options{Start: ScreenQuiz,
		Quiz: QuizOptions{Drill: drill.Compare, Chosen: true, Level: drill.Easy, Timed: true, Seed: 3}}, 100, 30)
	d.RunCmds = false
	z := d.quiz()
	d.keys(answerKeys(t, z.q, true)...)
	d.keys("enter")
	if !strings.Contains(d.view(), "1:00 left · 1 right") {
		t.Fatalf("timed header:\n%s", d.view())
	}
	for range TimedSeconds {
		d.feed(quizTickMsg{z.gen})
	}
	if z.state != quizDone || d.rec().Timed["compare"] != 1 || !strings.Contains(d.view(), "A new best") {
		t.Fatalf("after 60 ticks: state %v, best %d\n%s", z.state, d.rec().Timed["compare"], d.view())
	}
	d.feed(quizTickMsg{z.gen - 1}) // an old timer changes nothing
	if z.state != quizDone {
		t.Errorf("a stale tick restarted the round")
	}
}

func TestNavigation(t *testing.T) {
	d := newDriver(t, Options{Start: ScreenMenu}, 80, 24)
	if !strings.Contains(d.view(), "Play") || !strings.Contains(d.view(), "Quit") {
		t.Fatalf("menu:\n%s", d.view())
	}
	d.keys("j", "j", "enter") // Quiz, below Learn and Play
	if d.current() != ScreenQuiz || d.quiz().state != quizPick {
		t.Fatalf("menu → quiz: at %v", d.current())
	}
	d.keys("j", "j", "j", "j", "enter") // Name that low
	if d.quiz().o.Drill != drill.Name || d.quiz().state != quizAsk {
		t.Fatalf("picked %v", d.quiz().o.Drill)
	}
	d.keys("q", "k")
	if d.quiz().typed != "QK" || d.current() != ScreenQuiz {
		t.Fatalf("typing: %q", d.quiz().typed)
	}
	d.keys("esc") // back to the drill list
	if d.quiz().state != quizPick {
		t.Fatalf("esc while typing: state %v", d.quiz().state)
	}
	d.keys("q")
	if d.current() != ScreenMenu {
		t.Fatalf("q from the drill list: at %v", d.current())
	}
	d.keys("j", "enter") // Rules
	if d.current() != ScreenRules || !strings.Contains(d.view(), "Razz in one page") {
		t.Fatalf("rules:\n%s", d.view())
	}
	d.keys("q", "p", "enter") // Play: no table was set up in these options
	if !strings.Contains(d.view(), "razz play") {
		t.Fatalf("play:\n%s", d.view())
	}
	d.keys("q", "q")
	if !d.Quit {
		t.Errorf("q on the menu does not quit")
	}
	d = newDriver(t, Options{Start: ScreenQuiz, Quiz: QuizOptions{Drill: drill.Name, Chosen: true}}, 80, 24)
	d.keys("ctrl+c")
	if !d.Quit {
		t.Errorf("ctrl+c while typing does not quit")
	}
}

func TestStatsScreenReset(t *testing.T) {
	dir := t.TempDir()
	d := newDriver(t, Options{Start: ScreenQuiz, DataDir: dir,
		Quiz: QuizOptions{Drill: drill.BringIn, Chosen: true, Level: drill.Hard, Seed: 1}}, 80, 24)
	d.keys(answerKeys(t, d.quiz().q, true)...)
	d.keys("q", "q", "s", "enter", "tab") // tab: from the table's record to the quiz's
	if d.current() != ScreenStats || !strings.Contains(d.view(), "100%") {
		t.Fatalf("stats:\n%s", d.view())
	}
	d.keys("r")
	if !strings.Contains(d.view(), "y/n") {
		t.Fatalf("no confirmation:\n%s", d.view())
	}
	d.keys("y")
	if strings.Contains(d.view(), "100%") {
		t.Fatalf("not reset:\n%s", d.view())
	}
	saved := loadRecord(dir)
	if len(saved.stats.Drills) != 0 {
		t.Errorf("reset not saved: %+v", saved.stats.Drills)
	}
}

func TestTooSmall(t *testing.T) {
	for _, size := range [][2]int{{79, 24}, {80, 23}, {40, 10}} {
		d := newDriver(t, Options{Start: ScreenMenu}, size[0], size[1])
		if !strings.Contains(d.view(), "terminal too small (80x24 needed)") {
			t.Errorf("%v:\n%s", size, d.view())
		}
	}
	d := newDriver(t, Options{Start: ScreenMenu}, 60, 20)
	d.feed(tea.WindowSizeMsg{Width: 80, Height: 24})
	if strings.Contains(d.view(), "too small") {
		t.Errorf("still too small after a resize")
	}
}

func TestCorruptStatsReported(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, store.StatsFile)
	if err := os.WriteFile(path, []byte("garbage"), 0o644); err != nil {
		t.Fatal(err)
	}
	d := newDriver(t, Options{Start: ScreenMenu, DataDir: dir}, 80, 24)
	if !strings.Contains(flat(d.view()), "The quiz record in "+path+" could not be used") {
		t.Errorf("no warning on the menu:\n%s", d.view())
	}
	d.keys("s", "enter")
	backups, _ := filepath.Glob(path + ".bad-*")
	if len(backups) != 1 {
		t.Fatalf("the corrupt file was not kept: %v", backups)
	}
	// The Stats screen names the file the old record was kept in (the
	// path may wrap, so compare without line breaks and margins).
	joined := strings.Join(strings.Fields(ansi.Strip(d.view())), "")
	if d.current() != ScreenStats || !strings.Contains(joined, strings.Join(strings.Fields(backups[0]), "")) {
		t.Errorf("the Stats screen does not say where the old record was kept (%s):\n%s", backups[0], d.view())
	}
	// Said once: the next run finds no corrupt file and says nothing.
	d = newDriver(t, Options{Start: ScreenStats, DataDir: dir}, 80, 24)
	if strings.Contains(d.view(), "could not be read") {
		t.Errorf("said again in the next run:\n%s", d.view())
	}
}

// testCtx is the context the screens of an app made with o get, for a
// screen made by hand.
func testCtx(o Options) screen.Context {
	if o.Background == "" {
		o.Background = "dark"
	}
	live := tuitest.NewLive()
	newApp(o, live)
	return live.Ctx
}
