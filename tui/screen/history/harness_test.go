package history

import (
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"razz/tui/app"
	"razz/tui/screen"
	"razz/tui/screen/menu"
	"razz/tui/theme"
	"razz/tui/tuitest"
)

// opts are a test's: the app's options.
type opts struct {
	Start      screen.ID
	DataDir    string
	Background string
	Theme      theme.Options
	Location   *time.Location
}

// appOptions are the app's options for o: the menu and History (the
// other screens stubs).
func appOptions(o opts) app.Options {
	if o.Start == 0 {
		o.Start = screen.History
	}
	return app.Options{Start: o.Start, Background: o.Background, DataDir: o.DataDir, Theme: o.Theme, Location: o.Location,
		Screens: map[screen.ID]screen.New{
			screen.Menu:    func(c screen.Context) screen.Screen { return menu.New(c, o.Start) },
			screen.History: New,
		}}
}

// driver runs the app with History (tuitest.Driver).
type driver struct{ *tuitest.Driver }

func newDriver(t *testing.T, o opts, w, h int) *driver {
	t.Helper()
	d := &driver{tuitest.Open(t, appOptions(o), nil)}
	d.Start(w, h)
	return d
}

func press(k string) tea.KeyPressMsg { return tuitest.Press(k) }

func (d *driver) run(cmd tea.Cmd)         { d.Run(cmd) }
func (d *driver) keys(ks ...string)       { d.Keys(ks...) }
func (d *driver) view() string            { return d.View() }
func (d *driver) current() screen.ID      { return d.Current() }
func (d *driver) history() *historyScreen { return d.Live.Made[screen.History].(*historyScreen) }

// testCtx is the context History gets in an app of o, for a screen made
// by hand.
func testCtx(t testing.TB, o opts) screen.Context {
	t.Helper()
	return tuitest.Open(t, appOptions(o), nil).Live.Ctx
}

func writeHistory(t *testing.T, dir string) { t.Helper(); tuitest.WriteHistory(t, dir) }

var goldenSizes = tuitest.Sizes
