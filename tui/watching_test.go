package tui

import (
	"bytes"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/charmbracelet/x/exp/teatest/v2"

	"razz/tui/app"
	"razz/tui/watch"
)

// watchGolden runs the trainer as member w, presses keys, waits for each
// of waits on the screen, and compares the final screen, with code (random)
// written as CODE42.
func watchGolden(t *testing.T, w *watch.Member, code func() string, keys []string, waits ...string) {
	t.Helper()
	o := Options{Start: ScreenMenu, Background: "dark", DataDir: asyncTempDir(t), Watch: w}
	tm := teatest.NewTestModel(t, New(o), teatest.WithInitialTermSize(80, 24),
		teatest.WithProgramOptions(tea.WithColorProfile(colorprofile.TrueColor)))
	for _, k := range keys {
		if k == "CODE" {
			for _, r := range code() {
				tm.Send(press(string(r)))
			}
			continue
		}
		tm.Send(press(k))
	}
	for _, s := range waits {
		teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return bytes.Contains(b, []byte(s)) },
			teatest.WithDuration(5*time.Second), teatest.WithCheckInterval(10*time.Millisecond))
	}
	if err := tm.Quit(); err != nil {
		t.Fatal(err)
	}
	m := tm.FinalModel(t, teatest.WithFinalTimeout(5*time.Second)).(*app.Model)
	golden.RequireEqual(t, []byte(strings.ReplaceAll(m.View().Content, code(), "CODE42")))
}

// The Watch screen at 80x24: sharing with a watcher, and watching a
// member's table with the coach's line.
func TestGoldenWatch(t *testing.T) {
	t.Run("sharing", func(t *testing.T) {
		h := watch.NewHub()
		alice, bob := h.Join("alice (Hth9c6zS)"), h.Join("bob (AyoFNRzn)")
		defer alice.Close()
		defer bob.Close()
		code := func() string { return alice.Code() }
		go func() {
			for alice.Code() == "" {
				time.Sleep(5 * time.Millisecond)
			}
			_, _ = bob.Watch(alice.Code())
		}()
		watchGolden(t, alice, code, []string{"t", "s"}, "is watching your table")
	})
	t.Run("watching", func(t *testing.T) {
		h := watch.NewHub()
		alice, bob := h.Join("alice (Hth9c6zS)"), h.Join("bob (AyoFNRzn)")
		defer alice.Close()
		defer bob.Close()
		code := alice.Share()
		alice.Publish(watch.Frame{Title: "Play · hand 3 · 5/10/20/40", Body: "  Player   Stack  Cards\n  You       995   4♣ A♥ 6♥\n  Max       985   ▒▒ ▒▒ K♠"})
		go func() { // the coach's lines go to those watching
			for bob.Watching() == "" {
				time.Sleep(5 * time.Millisecond)
			}
			alice.Coach("Hand 3, third street, to call 10 into 50: coach says Complete to 20: 6-4-A, three to a wheel (equity 38%)")
		}()
		watchGolden(t, bob, func() string { return code }, []string{"t", "c", "CODE", "enter"}, "three to a wheel")
	})
}

// The Watch screen needs razz serve: without a hub the menu has no Watch
// item and its key t does nothing, while w is the Warm-up's key, as over
// razz serve (where it opened the Watch screen).
func TestNoWatchOffServe(t *testing.T) {
	d := newDriver(t, Options{Start: ScreenMenu}, 80, 24)
	d.RunCmds = false // the warm-up's clock would tick
	if strings.Contains(d.view(), "Watch") {
		t.Errorf("a Watch item off razz serve:\n%s", d.view())
	}
	d.keys("t")
	if d.current() != ScreenMenu {
		t.Errorf("t on the menu went to screen %d off razz serve", d.current())
	}
	d.keys("w")
	if d.current() != ScreenWarmup {
		t.Errorf("w on the menu went to screen %d off razz serve, want the warm-up (%d)", d.current(), ScreenWarmup)
	}
	h := watch.NewHub()
	m := h.Join("alice (Hth9c6zS)")
	m.Close() // its events are not waited for here
	for key, want := range map[string]ScreenID{"w": ScreenWarmup, "t": ScreenWatch} {
		d := newDriver(t, Options{Start: ScreenMenu, Watch: m}, 80, 24)
		d.RunCmds = false
		d.keys(key)
		if d.current() != want {
			t.Errorf("%s on razz serve's menu went to screen %d, want %d", key, d.current(), want)
		}
	}
}
