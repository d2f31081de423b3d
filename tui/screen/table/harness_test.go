package table

import (
	"context"
	"testing"

	tea "charm.land/bubbletea/v2"

	"razz/tui/app"
	"razz/tui/screen"
	"razz/tui/screen/menu"
	"razz/tui/store"
	"razz/tui/theme"
	"razz/tui/tuitest"
)

// options are a test's: the table's and the app's.
type options struct {
	Table      Options
	DataDir    string
	Background string
	Theme      theme.Options
	Settings   *store.SettingsFile
	Lifetime   context.Context
}

// appOptions are the app's options for o: the menu and the table, the
// other screens stubs.
func appOptions(o options) app.Options {
	t := o.Table
	return app.Options{Start: screen.Play, Background: o.Background, DataDir: o.DataDir, Theme: o.Theme, Settings: o.Settings, Lifetime: o.Lifetime,
		Prefs: screen.Prefs{Learn: t.Learn, Coach: t.Coach, Speed: t.Speed, AutoDeal: t.AutoDeal},
		Screens: map[screen.ID]screen.New{
			screen.Menu: func(c screen.Context) screen.Screen { return menu.New(c, screen.Play) },
			screen.Play: func(c screen.Context) screen.Screen { return New(c, t, c.Prefs()) },
		}}
}

// driver runs the app with the table (tuitest.Driver).
type driver struct {
	*tuitest.Driver
	t *testing.T
}

func newDriver(t *testing.T, o options, w, h int) *driver {
	t.Helper()
	d := &driver{Driver: tuitest.Open(t, appOptions(o), nil), t: t}
	d.Start(w, h)
	return d
}

func press(k string) tea.KeyPressMsg { return tuitest.Press(k) }

func (d *driver) feed(msg tea.Msg)  { d.Feed(msg) }
func (d *driver) run(cmd tea.Cmd)   { d.Run(cmd) }
func (d *driver) keys(ks ...string) { d.Keys(ks...) }
func (d *driver) view() string      { return d.View() }
func (d *driver) current() screen.ID {
	return d.Current()
}
func (d *driver) rec() *store.QuizRecord { return d.Live.Ctx.Record().Get() }
func (d *driver) footer() string         { return d.Footer() }

// flat is a screen's text with every run of spaces as one.
func flat(view string) string { return tuitest.Flat(view) }

// runGolden runs the app on the table with teatest and compares its last
// screen; the quit waits for the bots' decisions and the keys typed while
// they decide.
func runGolden(t *testing.T, o options, w, h int, keys []string) {
	t.Helper()
	if o.DataDir == "" {
		o.DataDir = tuitest.TempDir(t)
	}
	d := tuitest.Open(t, appOptions(o), nil)
	busy := func() bool {
		tb, ok := d.Live.Made[screen.Play].(*Table)
		return ok && (tb.p.sess.Waiting() || len(tb.p.typed) > 0)
	}
	tuitest.Golden(t, d.M, w, h, keys, busy)
}

var goldenSizes = tuitest.Sizes
