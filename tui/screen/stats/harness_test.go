package stats

import (
	"testing"

	tea "charm.land/bubbletea/v2"

	"razz/engine"
	"razz/tui/app"
	"razz/tui/screen"
	"razz/tui/screen/menu"
	"razz/tui/store"
	"razz/tui/tuitest"
)

// opts are a test's: the screen it opens on and the app's options.
type opts struct {
	Start      screen.ID
	DataDir    string
	Background string
	Notice     string
}

// appOptions are the app's options for o: the menu and Stats (the other
// screens stubs).
func appOptions(o opts) app.Options {
	return app.Options{Start: o.Start, Background: o.Background, DataDir: o.DataDir, Notice: o.Notice,
		Screens: map[screen.ID]screen.New{
			screen.Menu:  func(c screen.Context) screen.Screen { return menu.New(c, o.Start) },
			screen.Stats: New,
		}}
}

// driver runs the app with Stats (tuitest.Driver).
type driver struct {
	*tuitest.Driver
}

func unstarted(t *testing.T, o opts) *driver { return &driver{tuitest.Open(t, appOptions(o), nil)} }

func newDriver(t *testing.T, o opts, w, h int) *driver {
	t.Helper()
	d := unstarted(t, o)
	d.Start(w, h)
	return d
}

func (d *driver) run(cmd tea.Cmd)   { d.Run(cmd) }
func (d *driver) keys(ks ...string) { d.Keys(ks...) }
func (d *driver) view() string      { return d.View() }
func (d *driver) current() screen.ID {
	return d.Current()
}
func (d *driver) stats() *statsScreen { return d.Live.Made[screen.Stats].(*statsScreen) }

// flat is a screen's text with every run of spaces as one.
func flat(view string) string { return tuitest.Flat(view) }

// testCtx is the context Stats gets in an app of o, for a screen made by
// hand.
func testCtx(t testing.TB, o opts) screen.Context {
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

func saveRecord(dir string, rec *store.QuizRecord) error { return tuitest.SaveRecord(dir, rec) }

func writeHistory(t *testing.T, dir string) { t.Helper(); tuitest.WriteHistory(t, dir) }

func fillHistory(t testing.TB, dir string, n int) []engine.HandLog {
	t.Helper()
	return tuitest.FillHistory(t, dir, n)
}
