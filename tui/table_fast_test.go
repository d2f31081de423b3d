package tui

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

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
	for i := 0; i < 300 && tb.sess.Dealt() < 3; i++ {
		h := tb.hand()
		if h == nil || h.Done() || h.ToAct() != tb.user() {
			t.Fatalf("dealt %d, the table waits with no decision of the user's:\n%s", tb.sess.Dealt(), d.view())
		}
		d.keys(userKey(tb)) // never n: the hands deal themselves
	}
	if tb.sess.Dealt() < 3 {
		t.Fatalf("%d hands dealt", tb.sess.Dealt())
	}
	// A key during the countdown stops it: a countdown started by hand
	// (its tick not run), a key, then the tick.
	o.Table.AutoDeal = 0
	d = newDriver(t, o, 80, 24)
	tb = d.table()
	d.playPassively(1)
	tb.o.AutoDeal = time.Hour
	tb.autoDeal()
	dealt := tb.sess.Dealt()
	d.keys("x")
	d.feed(autoDealMsg{tb.autoGen - 1})
	d.feed(autoDealMsg{tb.autoGen})
	if tb.sess.Dealt() != dealt || tb.autoDealing || !strings.Contains(flat(d.view()), "n deals the next") {
		t.Errorf("a key did not stop the countdown: dealt %d, was %d\n%s", tb.sess.Dealt(), dealt, d.view())
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
