package table

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"razz/engine"
	"razz/tui/store"
)

// TestAutoDeal: with auto-deal on, the next hand deals itself once a hand
// is over, without n; a key pressed during the countdown stops it and says
// how to deal.
func TestAutoDeal(t *testing.T) {
	o := tableOptions(t, 3, false)
	o.Table.History, o.Table.AutoDeal = "-", time.Millisecond
	d := newDriver(t, o, 80, 24)
	tb := d.table()
	for i := 0; i < 300 && tb.p.sess.Dealt() < 3; i++ {
		h := tb.p.hand()
		if h == nil || h.Done() || h.ToAct() != tb.p.user() {
			t.Fatalf("dealt %d, the table waits with no decision of the user's:\n%s", tb.p.sess.Dealt(), d.view())
		}
		d.keys(userKey(tb)) // never n: the hands deal themselves
	}
	if tb.p.sess.Dealt() < 3 {
		t.Fatalf("%d hands dealt", tb.p.sess.Dealt())
	}
	// A key during the countdown stops it: a countdown started by hand
	// (its tick not run), a key, then the tick.
	o.Table.AutoDeal = 0
	d = newDriver(t, o, 80, 24)
	tb = d.table()
	d.playPassively(1)
	tb.o.AutoDeal = time.Hour
	tb.p.autoDeal()
	dealt := tb.p.sess.Dealt()
	d.keys("x")
	d.feed(autoDealMsg{tb.p.autoGen - 1})
	d.feed(autoDealMsg{tb.p.autoGen})
	if tb.p.sess.Dealt() != dealt || tb.p.autoDealing || !strings.Contains(flat(d.view()), "n deals the next") {
		t.Errorf("a key did not stop the countdown: dealt %d, was %d\n%s", tb.p.sess.Dealt(), dealt, d.view())
	}
}

// TestAutoDealWaitsForTheBox: a box open when the hand ends holds the
// countdown, the action bar says the next hand comes after it, and closing
// it starts the whole pause (it did not: the box's enter showed "n deals
// the next hand" and the hand came anyway a moment later, or at once).
func TestAutoDealWaitsForTheBox(t *testing.T) {
	o := tableOptions(t, 3, false)
	o.Table.History = "-"
	d := newDriver(t, o, 80, 24)
	tb := d.table()
	d.playPassively(1)
	tb.o.AutoDeal = time.Hour
	tb.ov.Push(tb.coach.ruleBox(0, engine.Limits{}))
	tb.p.autoDeal()
	dealt, gen := tb.p.sess.Dealt(), tb.p.autoGen
	// The table's own Update, its commands not run: they are hour-long ticks.
	update := func(msg tea.Msg) { tb.Update(msg) }
	if v := flat(d.view()); !strings.Contains(v, "next hand comes 1h0m0s after this box closes") {
		t.Errorf("with a box open the bar says:\n%s", d.view())
	}
	update(autoDealMsg{gen}) // the pause is over while the box is read
	if tb.p.sess.Dealt() != dealt {
		t.Fatal("dealt with the box open")
	}
	update(tea.KeyPressMsg{Code: tea.KeyEnter})
	if tb.p.sess.Dealt() != dealt || !tb.p.autoDealing || tb.p.autoGen == gen || tb.p.paused() {
		t.Fatalf("closing the box: dealt %d (was %d), counting down %v, gen %d (was %d), box open %v", tb.p.sess.Dealt(), dealt, tb.p.autoDealing, tb.p.autoGen, gen, tb.p.paused())
	}
	if v := flat(d.view()); !strings.Contains(v, "next hand in 1h0m0s; any key stops it") {
		t.Errorf("after the box the bar says:\n%s", d.view())
	}
	update(autoDealMsg{gen}) // the tick from before the box: nothing
	if tb.p.sess.Dealt() != dealt {
		t.Fatal("the tick from before the box dealt")
	}
	update(autoDealMsg{tb.p.autoGen})
	if tb.p.sess.Dealt() != dealt+1 {
		t.Errorf("the pause after the box did not deal: %d hands", tb.p.sess.Dealt())
	}
}

// TestSpeedKey: s at the table makes the bots faster a step at a time (no
// pause after the fastest goes back to the slowest), says so and keeps it
// in the settings file.
func TestSpeedKey(t *testing.T) {
	o := tableOptions(t, 3, false)
	o.Table.History, o.Table.Speed = "-", 700*time.Millisecond
	path := filepath.Join(t.TempDir(), store.SettingsFileName)
	o.Settings = store.NewSettingsFile(path)
	d := newDriver(t, o, 80, 24)
	tb := d.table()
	for _, want := range []time.Duration{300 * time.Millisecond, 150 * time.Millisecond, 0, 1500 * time.Millisecond} {
		d.keys("s")
		if tb.o.Speed != want {
			t.Fatalf("s: speed %v, want %v", tb.o.Speed, want)
		}
		s, _ := o.Settings.Load()
		if time.Duration(s.Speed) != want {
			t.Errorf("s: saved %v, want %v", time.Duration(s.Speed), want)
		}
	}
	if !strings.Contains(flat(d.view()), "Bots' speed: 1.5s between their actions") {
		t.Errorf("s does not say the speed:\n%s", d.view())
	}
}
