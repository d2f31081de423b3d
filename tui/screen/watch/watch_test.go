package watch

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
	"razz/tui/screen"
	"razz/tui/screen/menu"
	"razz/tui/tuitest"
	hub "razz/tui/watch"
)

// watchGolden runs the trainer as member w, presses keys, waits for each
// of waits on the screen, and compares the final screen, with code (random)
// written as CODE42.
func watchGolden(t *testing.T, w *hub.Member, code func() string, keys []string, waits ...string) {
	t.Helper()
	o := appOptions(w)
	o.DataDir = tuitest.TempDir(t)
	tm := teatest.NewTestModel(t, app.New(o), teatest.WithInitialTermSize(80, 24),
		teatest.WithProgramOptions(tea.WithColorProfile(colorprofile.TrueColor)))
	for _, k := range keys {
		if k == "CODE" {
			for _, r := range code() {
				tm.Send(tuitest.Press(string(r)))
			}
			continue
		}
		tm.Send(tuitest.Press(k))
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
		h := hub.NewHub()
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
		h := hub.NewHub()
		alice, bob := h.Join("alice (Hth9c6zS)"), h.Join("bob (AyoFNRzn)")
		defer alice.Close()
		defer bob.Close()
		code := alice.Share()
		alice.Publish(hub.Frame{Title: "Play · hand 3 · 5/10/20/40", Body: "  Player   Stack  Cards\n  You       995   4♣ A♥ 6♥\n  Max       985   ▒▒ ▒▒ K♠"})
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
	d := tuitest.Open(t, appOptions(nil), nil).Start(80, 24)
	if strings.Contains(d.View(), "Watch") {
		t.Errorf("a Watch item off razz serve:\n%s", d.View())
	}
	d.Keys("t")
	if d.Current() != screen.Menu {
		t.Errorf("t on the menu went to screen %d off razz serve", d.Current())
	}
	d.Keys("w")
	if d.Current() != screen.Warmup {
		t.Errorf("w on the menu went to screen %d off razz serve, want the warm-up (%d)", d.Current(), screen.Warmup)
	}
	m := hub.NewHub().Join("alice (Hth9c6zS)")
	m.Close() // its events are not waited for here
	for key, want := range map[string]screen.ID{"w": screen.Warmup, "t": screen.Watch} {
		d := tuitest.Open(t, appOptions(m), nil).Start(80, 24)
		d.Keys(key)
		if d.Current() != want {
			t.Errorf("%s on razz serve's menu went to screen %d, want %d", key, d.Current(), want)
		}
	}
}

// appOptions are the app's options for member w (nil: off razz serve):
// the menu and the Watch screen, the other screens stubs.
func appOptions(w *hub.Member) app.Options {
	return app.Options{Start: screen.Menu, Background: "dark", Watch: w, Screens: map[screen.ID]screen.New{
		screen.Menu:  func(c screen.Context) screen.Screen { return menu.New(c, screen.Menu) },
		screen.Watch: New,
	}}
}
