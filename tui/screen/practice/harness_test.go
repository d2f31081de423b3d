package practice

import (
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"razz/engine"
	"razz/tui/app"
	"razz/tui/screen"
	"razz/tui/screen/history"
	"razz/tui/screen/menu"
	"razz/tui/screen/stats"
	"razz/tui/store"
	"razz/tui/tuitest"
)

// opts are a test's: the screen it opens on, the hands razz practice
// gives, the app's options.
type opts struct {
	Start      screen.ID
	Practice   []engine.HandLog
	DataDir    string
	Background string
	Location   *time.Location
}

// appOptions are the app's options for o: the menu, History, Stats and
// Practice
// (the other screens stubs).
func appOptions(o opts) app.Options {
	if o.Start == 0 {
		o.Start = screen.Practice
	}
	return app.Options{Start: o.Start, Background: o.Background, DataDir: o.DataDir, Location: o.Location,
		Screens: map[screen.ID]screen.New{
			screen.Menu:     func(c screen.Context) screen.Screen { return menu.New(c, o.Start) },
			screen.History:  history.New,
			screen.Stats:    stats.New,
			screen.Practice: func(c screen.Context) screen.Screen { return New(c, o.Practice) },
		}}
}

// driver runs the app with Practice (tuitest.Driver).
type driver struct{ *tuitest.Driver }

func newDriver(t *testing.T, o opts, w, h int) *driver {
	t.Helper()
	d := &driver{tuitest.Open(t, appOptions(o), nil)}
	d.Start(w, h)
	return d
}

func press(k string) tea.KeyPressMsg { return tuitest.Press(k) }

func (d *driver) keys(ks ...string)      { d.Keys(ks...) }
func (d *driver) view() string           { return d.View() }
func (d *driver) current() screen.ID     { return d.Current() }
func (d *driver) ctx() screen.Context    { return d.Live.Ctx }
func (d *driver) rec() *store.QuizRecord { return d.Live.Ctx.Record().Get() }
func (d *driver) practice() *practiceScreen {
	return d.Live.Made[screen.Practice].(*practiceScreen)
}

func writeHistory(t *testing.T, dir string) { t.Helper(); tuitest.WriteHistory(t, dir) }

var goldenSizes = tuitest.Sizes
