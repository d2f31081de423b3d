package quiz

import (
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"razz/tui/app"
	"razz/tui/drill"
	"razz/tui/screen"
	"razz/tui/screen/menu"
	"razz/tui/screen/table"
	"razz/tui/store"
	"razz/tui/theme"
	"razz/tui/tuitest"
)

// opts are a test's: the screen it opens on (the quiz or the warm-up),
// their options and the app's.
type opts struct {
	Start      screen.ID
	Quiz       Options
	Warmup     WarmupOptions
	Table      table.Options
	DataDir    string
	Background string
	Theme      theme.Options
}

// appOptions are the app's options for o: the menu, the quiz and the
// warm-up (the other screens stubs), each set up by setup as it is made.
func appOptions(o opts) app.Options {
	if o.Start == 0 {
		o.Start = screen.Quiz
	}
	tb := o.Table
	return app.Options{Start: o.Start, Background: o.Background, DataDir: o.DataDir, Theme: o.Theme,
		Prefs: screen.Prefs{Learn: tb.Learn, Coach: tb.Coach, Speed: tb.Speed, AutoDeal: tb.AutoDeal},
		Screens: map[screen.ID]screen.New{
			screen.Menu:   func(c screen.Context) screen.Screen { return menu.New(c, o.Start) },
			screen.Quiz:   func(c screen.Context) screen.Screen { return newQuiz(c, o.Quiz) },
			screen.Warmup: func(c screen.Context) screen.Screen { return newWarmup(c, o.Warmup, tb) },
		}}
}

// driver runs the app with the quiz (tuitest.Driver).
type driver struct {
	*tuitest.Driver
	t *testing.T
}

// unstarted is a driver of o's app, not started yet; setup runs on each
// screen as it is made. A timed round's clock is ticked by hand.
func unstarted(t *testing.T, o opts, setup ...func(screen.ID, screen.Screen)) *driver {
	t.Helper()
	if o.Quiz.Timed {
		setup = append(setup, func(_ screen.ID, s screen.Screen) {
			if z, ok := s.(*quiz); ok {
				z.after = func(time.Duration, func(time.Time) tea.Msg) tea.Cmd { return nil }
			}
		})
	}
	return &driver{Driver: tuitest.Open(t, appOptions(o), func(id screen.ID, s screen.Screen) {
		for _, f := range setup {
			f(id, s)
		}
	}), t: t}
}

func newDriver(t *testing.T, o opts, w, h int, setup ...func(screen.ID, screen.Screen)) *driver {
	t.Helper()
	d := unstarted(t, o, setup...)
	d.Start(w, h)
	return d
}

func press(k string) tea.KeyPressMsg { return tuitest.Press(k) }

func (d *driver) feed(msg tea.Msg)       { d.Feed(msg) }
func (d *driver) run(cmd tea.Cmd)        { d.Run(cmd) }
func (d *driver) keys(ks ...string)      { d.Keys(ks...) }
func (d *driver) view() string           { return d.View() }
func (d *driver) current() screen.ID     { return d.Current() }
func (d *driver) rec() *store.QuizRecord { return d.Live.Ctx.Record().Get() }
func (d *driver) quiz() *quiz            { return d.Live.Made[screen.Quiz].(*quiz) }

// answerKeys are the keys that answer q, rightly or not.
func answerKeys(t *testing.T, q drill.Question, right bool) []string {
	return tuitest.Answer(t, q, right)
}

// flat is a screen's text with every run of spaces as one.
func flat(view string) string { return tuitest.Flat(view) }

func checkFits(t *testing.T, what, view string, w, h int) {
	t.Helper()
	tuitest.Fits(t, what, view, w, h)
}

// testCtx is the context the quiz's screens get in an app of o, for a
// screen made by hand.
func testCtx(t *testing.T, o opts) screen.Context {
	t.Helper()
	return tuitest.Open(t, appOptions(o), nil).Live.Ctx
}

// runGolden runs the app with teatest and compares its last screen.
func runGolden(t *testing.T, o opts, w, h int, keys []string) {
	t.Helper()
	if o.DataDir == "" {
		o.DataDir = tuitest.TempDir(t)
	}
	tuitest.Golden(t, tuitest.Open(t, appOptions(o), nil).M, w, h, keys, nil)
}

var goldenSizes = tuitest.Sizes

// drawnSizes are the sizes each drill's goldens are drawn at: both, but
// 80x24 only under -short, the race run, which is there for the app's
// goroutines and the screen's commands (the same at either size), not
// for a second layout of each question dealt again through the app.
func drawnSizes() [][2]int {
	if testing.Short() {
		return goldenSizes[:1]
	}
	return goldenSizes
}

// saveRecord saves rec as the quiz record in the data directory dir.
func saveRecord(dir string, rec *store.QuizRecord) error { return tuitest.SaveRecord(dir, rec) }

// loadRecord is the quiz record saved in the data directory dir.
func loadRecord(dir string) (saved struct {
	stats   *store.QuizRecord
	problem *store.Problem
}) {
	saved.stats, saved.problem = tuitest.LoadRecord(dir)
	return saved
}
