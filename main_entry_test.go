package main

import (
	"fmt"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"razz/tui"
	"razz/tui/app"
	"razz/tui/serve"
	"razz/tui/store"
	"razz/tui/tuitest"
)

// opened runs razz with args as a user would, and returns the options the
// trainer's screens were opened with instead of opening them.
func opened(t *testing.T, args ...string) tui.Options {
	t.Helper()
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	var got *tui.Options
	openTrainer = func(o tui.Options) error { got = &o; return nil }
	t.Cleanup(func() { openTrainer = tui.Run })
	if code, _, errs := runArgs(t, "", args...); code != 0 || got == nil {
		t.Fatalf("razz %s: exit %d, screens opened %v: %s", strings.Join(args, " "), code, got != nil, errs)
	}
	o := *got
	o.DataDir = tuitest.TempDir(t)
	o.Background = "dark"
	o.Table.Speed = 0         // the bots act at once: no tick to wait for
	o.Warmup.HandClock = true // nor the warm-up's clock and frames
	return o
}

// ways are the keys from the menu to the table and to the warm-up's hands.
var ways = []struct {
	what string
	keys []string
}{
	{"the menu's Play", []string{"p"}},
	// esc, as q is text in a typed answer (the first question is the
	// seed's draw among the drills, a typed one as likely as not)
	{"the warm-up's hands", []string{"w", "esc"}},
}

// atATable: keys from the menu of the app m lead to a table dealing.
func atATable(t *testing.T, name string, m *app.Model, keys []string) {
	t.Helper()
	d := tuitest.New(t, m)
	// The warm-up's clock ticks each second for ten minutes: its first
	// tick is kept back, and the clock stops there.
	d.Hold = func(msg tea.Msg) bool { return fmt.Sprintf("%T", msg) == "quiz.warmupTickMsg" }
	d.Start(80, 24)
	for range 3 { // back to the menu, as the user goes
		if !strings.Contains(d.View(), "Razz trainer") {
			d.Keys("esc")
		}
	}
	d.Keys(keys...)
	if v := tuitest.Flat(d.View()); strings.Contains(v, "No table") || !strings.Contains(v, "pot") {
		t.Errorf("%s, then %v:\n%s", name, keys, d.View())
	}
}

// Every way into the trainer's screens leads to a table: razz quiz opened
// the menu's Play on "No table is set up" and its warm-up's hands on the
// same, with a summary of no hands (only razz and razz history set the
// table up).
func TestEveryWayInLeadsToATable(t *testing.T) {
	for _, args := range [][]string{{}, {"history"}, {"quiz"}, {"quiz", "--drill", "compare"}, {"warmup"}} {
		name := "razz " + strings.Join(args, " ")
		t.Run(name, func(t *testing.T) {
			o := opened(t, args...)
			if len(o.Table.Table.Players) < 2 {
				t.Fatalf("%s: no table set up (%d players)", name, len(o.Table.Table.Players))
			}
			for _, way := range ways {
				atATable(t, name+", then "+way.what, tui.New(o), way.keys)
			}
		})
	}
}

// razz serve's trainer, the menu a member gets, leads to a table and to
// the warm-up's hands too.
func TestServeLeadsToATable(t *testing.T) {
	dir := tuitest.TempDir(t) // the hands' saves may still be writing at the end
	f := store.Home{Config: dir}.SettingsFile()
	st := store.DefaultSettings()
	st.Speed = 0 // the bots act at once: no tick to wait for
	if err := f.Save(st); err != nil {
		t.Fatal(err)
	}
	for _, way := range ways {
		m, err := serve.Trainer(serve.User{Dir: dir, Context: t.Context()})
		if err != nil {
			t.Fatal(err)
		}
		atATable(t, "razz serve, then "+way.what, m.(*app.Model), way.keys)
	}
}
