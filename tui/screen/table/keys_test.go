package table

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"razz/engine"
	"razz/tui/screen"
	"razz/tui/store"
	"razz/tui/widget"
)

// do presses a key and returns the command, unrun.
func (d *driver) do(k string) tea.Cmd {
	_, cmd := d.M.Update(press(k))
	return cmd
}

// userKey is the passive player's key at the user's turn.
func userKey(tb *Table) string {
	switch {
	case len(tb.p.options(engine.Check)) > 0:
		return "k"
	case len(tb.p.options(engine.Call)) > 0:
		return "c"
	}
	return "i"
}

// boxWithBotNext plays learning-mode tables until a box whose title starts
// with title is open while a bot is to act, and returns that driver.
func boxWithBotNext(t *testing.T, title string) *driver {
	t.Helper()
	for seed := uint64(1); seed < 60; seed++ {
		o := tableOptions(t, 5, true)
		o.Table.Seed, o.Table.History = seed, "-"
		d := newDriver(t, o, 100, 30)
		tb := d.table()
		for steps := 0; steps < 300 && !(tb.p.over() && len(tb.ov.Boxes()) == 0); steps++ {
			if len(tb.ov.Boxes()) == 1 && strings.HasPrefix(tb.ov.Boxes()[0].Title, title) && !tb.p.hand().Done() && tb.p.hand().ToAct() != tb.p.user() {
				return d
			}
			d.step()
		}
	}
	t.Fatalf("no seed opens %q with a bot to act", title)
	return nil
}

// Every way of closing a box lets the bots go on (issue 9, item 1).
func TestClosingABoxResumesPlay(t *testing.T) {
	closers := []string{"enter", "esc", "q", "space"}
	for _, title := range []string{"Who brings in?", "Who acts first"} {
		for _, k := range closers {
			t.Run(title+"/"+k, func(t *testing.T) {
				d := boxWithBotNext(t, title)
				tb := d.table()
				acts := len(tb.p.hand().Actions())
				d.keys(k)
				if len(tb.ov.Boxes()) != 0 || d.current() != screen.Play {
					t.Fatalf("%s did not close the box (boxes %d, screen %v)", k, len(tb.ov.Boxes()), d.current())
				}
				if len(tb.p.hand().Actions()) == acts {
					t.Errorf("%s closed the box but no bot acted", k)
				}
			})
		}
	}
	// Boxes the user opens (e, ?) while a bot's turn is on its way: the
	// turn that arrives while the box is open waits for the box to close.
	for _, open := range []string{"e", "?"} {
		for _, k := range closers {
			t.Run(open+"/"+k, func(t *testing.T) {
				o := tableOptions(t, 4, false)
				o.Table.Speed, o.Table.History = time.Millisecond, "-"
				d := newDriver(t, o, 100, 30) // plays to the user's first turn
				tb := d.table()
				if tb.p.hand().ToAct() != tb.p.user() {
					t.Fatal("not the user's turn")
				}
				d.RunCmds = false
				pending := d.do(userKey(tb))
				if pending == nil || tb.p.hand().ToAct() == tb.p.user() {
					t.Fatal("no bot to act after the user")
				}
				d.keys(open)
				d.run(pending) // the bot's turn arrives while the box is open
				acts := len(tb.p.hand().Actions())
				if acts2 := len(tb.p.hand().Actions()); acts2 != acts {
					t.Fatal("a bot acted behind the box")
				}
				d.RunCmds = true // the tick, then the bot's decision in its command
				d.run(d.do(k))
				if len(tb.ov.Boxes()) != 0 || tb.ov.Has(widget.OverKeys) || d.current() != screen.Play {
					t.Fatalf("%s did not close the %s box", k, open)
				}
				if len(tb.p.hand().Actions()) == acts {
					t.Errorf("%s closed the %s box but no bot acted", k, open)
				}
			})
		}
	}
}

// Closing the showdown box leaves the finished hand on screen.
func TestClosingTheShowdownBox(t *testing.T) {
	for _, k := range []string{"enter", "esc", "q", "space"} {
		o := tableOptions(t, 4, true)
		o.Table.History = "-"
		d := newDriver(t, o, 100, 30)
		tb := d.table()
		for steps := 0; steps < 300 && !(len(tb.ov.Boxes()) > 0 && tb.ov.Boxes()[0].Title == "Showdown"); steps++ {
			d.step()
		}
		if len(tb.ov.Boxes()) == 0 {
			t.Fatal("no showdown box")
		}
		d.keys(k)
		if len(tb.ov.Boxes()) != 0 || d.current() != screen.Play || !strings.Contains(d.view(), "Hand over") {
			t.Errorf("%s on the showdown box:\n%s", k, d.view())
		}
	}
}

// While the terminal is too small, only ctrl+c does anything (item 2).
func TestKeysIgnoredWhileTooSmall(t *testing.T) {
	o := tableOptions(t, 4, false)
	o.Table.History = "-"
	d := newDriver(t, o, 100, 30)
	tb := d.table()
	if tb.p.hand().ToAct() != tb.p.user() {
		t.Fatal("not the user's turn")
	}
	d.feed(teaSize(60, 20))
	d.keys("f", "q", "y", "esc")
	if tb.p.hand().Actions()[len(tb.p.hand().Actions())-1].Seat == tb.p.user() || tb.ov.Has(widget.OverAsk) {
		t.Fatalf("keys acted on a screen too small to show them: %+v", tb.p.hand().LastAction())
	}
	d.feed(teaSize(80, 24)) // the table still, the user still to act
	if d.current() != screen.Play || tb.p.hand().ToAct() != tb.p.user() || !strings.Contains(d.view(), "Your turn") {
		t.Errorf("after growing back:\n%s", d.view())
	}
	d.feed(teaSize(60, 20))
	d.keys("ctrl+c")
	if !d.Quit {
		t.Error("ctrl+c does not quit while too small")
	}
}

// L works with a box open; off closes learning mode's boxes (item 4).
func TestLearnKeyWithABoxOpen(t *testing.T) {
	d := boxWithBotNext(t, "Who brings in?")
	tb := d.table()
	acts := len(tb.p.hand().Actions())
	d.keys("L")
	if tb.o.Learn || len(tb.ov.Boxes()) != 0 {
		t.Fatalf("L with the bring-in box open: learn %v, %d boxes", tb.o.Learn, len(tb.ov.Boxes()))
	}
	if len(tb.p.hand().Actions()) == acts {
		t.Error("play did not go on after L closed the box")
	}
	if !strings.Contains(d.view(), "Learning mode off") {
		t.Errorf("no word of it:\n%s", d.view())
	}
	// A box the user asked for stays; L turns learning back on.
	d.keys("e")
	d.keys("L")
	if !tb.o.Learn || len(tb.ov.Boxes()) != 1 {
		t.Errorf("L over an e box: learn %v, %d boxes", tb.o.Learn, len(tb.ov.Boxes()))
	}
	d.keys("L")
	if len(tb.ov.Boxes()) != 1 {
		t.Errorf("L off closed a box the user asked for")
	}
}

// On "Leave the table?" q stays: the help line says so and never offers
// "q back".
func TestLeavePromptHelpLine(t *testing.T) {
	d := newDriver(t, tableOptions(t, 4, false), 80, 24)
	tb := d.table()
	d.keys(userKey(tb))
	d.keys("q")
	if f := d.footer(); !strings.Contains(f, "y leave") || !strings.Contains(f, "n/q stay") || strings.Contains(f, "q back") {
		t.Fatalf("the help line on the leave prompt: %q", f)
	}
	d.keys("q")
	if tb.ov.Has(widget.OverAsk) || d.current() != screen.Play {
		t.Fatal("q on the prompt did not stay")
	}
}

// q in the middle of a hand asks first; y leaves and the hand is not
// saved; coming back deals a new hand (item 11).
func TestLeaveMidHandAsks(t *testing.T) {
	o := tableOptions(t, 4, false)
	d := newDriver(t, o, 80, 24)
	tb := d.table()
	stack := tb.p.sess.Table().Players[0].Stack
	d.keys(userKey(tb)) // chips in the pot
	d.keys("q")
	if d.current() != screen.Play || !strings.Contains(d.view(), "Leave the table? This hand will not be saved. y/n") {
		t.Fatalf("q mid-hand:\n%s", d.view())
	}
	d.keys("n")
	if d.current() != screen.Play || tb.ov.Has(widget.OverAsk) || strings.Contains(d.view(), "Leave the table?") {
		t.Fatalf("n did not keep the user at the table:\n%s", d.view())
	}
	d.keys("esc")
	if !tb.ov.Has(widget.OverAsk) {
		t.Fatal("esc mid-hand does not ask")
	}
	d.keys("esc")
	if tb.ov.Has(widget.OverAsk) || d.current() != screen.Play {
		t.Fatal("esc on the question does not cancel it")
	}
	d.keys("q", "y")
	if d.current() != screen.Menu {
		t.Fatalf("y did not leave: at %v", d.current())
	}
	if _, err := os.Stat(filepath.Join(o.DataDir, store.HistoryFile)); !os.IsNotExist(err) {
		t.Errorf("the hand left was saved: %v", err)
	}
	d.keys("p", "enter")
	if d.current() != screen.Play || tb.p.sess.Dealt() != 2 || tb.p.hand() == nil || tb.p.hand().Done() {
		t.Fatalf("back at the table: hand %d", tb.p.sess.Dealt())
	}
	if tb.p.hand().Stacks()[0].Amount+tb.p.hand().Actions()[0].Put != stack {
		t.Errorf("the stack is not as it was before the hand left: %d", tb.p.hand().Stacks()[0].Amount)
	}
	// Between hands q leaves at once.
	d.playPassively(2)
	d.keys("q")
	if d.current() != screen.Menu {
		t.Errorf("q after the hand: at %v", d.current())
	}
}

// TestActionKeysActThroughTheCoachBox: at 80x24 with --coach the coach's
// box covers the action bar at every decision; an action key acts (and
// closes the boxes) instead of being dropped until enter closes the box.
func TestActionKeysActThroughTheCoachBox(t *testing.T) {
	o := tableOptions(t, 3, true)
	o.Table.Coach, o.Table.History = true, "-"
	d := newDriver(t, o, 80, 24)
	tb := d.table()
	acted := 0
	for i := 0; i < 200 && acted < 3; i++ {
		h := tb.p.hand()
		if h == nil || h.Done() || h.ToAct() != tb.p.user() || len(tb.ov.Boxes()) == 0 {
			d.step()
			continue
		}
		before := len(h.Actions())
		k := userKey(tb)
		d.keys(k)
		if len(tb.p.hand().Actions()) <= before {
			t.Fatalf("%s with a box open (%q) did not act:\n%s", k, tb.ov.Boxes()[0].Title, d.view())
		}
		acted++
	}
	if acted == 0 {
		t.Fatal("no decision with a box open: the test checks nothing")
	}
}

// TestBotsDecideInCommands: after the user acts, the bot's decision is a
// command, not made in Update: the hand waits for it, and a key pressed
// meanwhile is played once the bots have acted, in order.
func TestBotsDecideInCommands(t *testing.T) {
	o := tableOptions(t, 3, false)
	o.Table.History = "-"
	d := newDriver(t, o, 100, 30) // plays to the user's first turn
	tb := d.table()
	d.RunCmds = false
	cmd := d.do(userKey(tb))
	acts := len(tb.p.hand().Actions())
	if cmd == nil || !tb.p.sess.Waiting() || tb.p.hand().ToAct() == tb.p.user() {
		t.Fatal("no bot decision out after the user acted")
	}
	d.keys("e") // while the bot thinks
	if len(tb.ov.Boxes()) != 0 || len(tb.p.typed) != 1 || len(tb.p.hand().Actions()) != acts {
		t.Fatalf("the key was not held for the bot: %d boxes, %d typed", len(tb.ov.Boxes()), len(tb.p.typed))
	}
	d.RunCmds = true
	d.run(cmd)
	if len(tb.p.hand().Actions()) == acts || len(tb.p.typed) != 0 || len(tb.ov.Boxes()) != 1 {
		t.Fatalf("after the decisions: %d actions (was %d), %d typed, %d boxes", len(tb.p.hand().Actions()), acts, len(tb.p.typed), len(tb.ov.Boxes()))
	}
	if h := tb.p.hand(); !h.Done() && h.ToAct() != tb.p.user() {
		t.Errorf("the e box opened with seat %d to act, before the bots were done", h.ToAct())
	}
}

// With a box open the help line says q closes it (it said "q back", where
// q closes the box and leaves nothing), and the ? list says r rebuys only
// once out of chips (between hands with chips it does nothing but say n).
func TestBoxHelpSaysQCloses(t *testing.T) {
	o := tableOptions(t, 4, false)
	o.Table.History = "-"
	d := newDriver(t, o, 100, 30)
	d.keys("e")
	if f := d.footer(); !strings.Contains(f, "q close") || strings.Contains(f, "q back") {
		t.Errorf("a box open: %q", f)
	}
	d.keys("q")
	d.keys("?")
	if v := flat(d.view()); !strings.Contains(v, "rebuy (out of chips)") {
		t.Errorf("the key list:\n%s", d.view())
	}
}
