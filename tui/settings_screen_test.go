package tui

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"razz/tui/store"
)

// TestSettingsScreen: the menu's Settings (s twice: Stats, then Settings)
// shows every field razz settings shows, with its value; the keys change
// the field under the cursor and save it in the settings file, leaving the
// others as they were; suits change on screen at once and the table's
// options take speed and auto-deal.
func TestSettingsScreen(t *testing.T) {
	path := filepath.Join(t.TempDir(), store.SettingsFileName)
	f := store.NewSettingsFile(path)
	start := store.DefaultSettings()
	start.Level = "hard"
	if err := f.Save(start); err != nil {
		t.Fatal(err)
	}
	d := newDriver(t, Options{Start: ScreenMenu, Settings: f}, 80, 24)
	d.keys("s", "s", "enter")
	if d.m.current != ScreenSettings {
		t.Fatalf("s s enter: screen %v", d.m.current)
	}
	v := flat(d.view())
	for _, fl := range store.Fields() {
		if !strings.Contains(v, fl.Name+" "+fl.Get(start)) {
			t.Errorf("no %s %s on the screen:\n%s", fl.Name, fl.Get(start), d.view())
		}
	}
	d.keys("j", "j", "enter") // ascii on
	for range len(store.Fields()) {
		d.keys("down") // auto_deal, the last: the cursor stops there
	}
	d.keys("right", "right", "left", "l") // 1s, 2s, 1s, 2s
	got, _ := f.Load()
	if !got.ASCII || time.Duration(got.AutoDeal) != 2*time.Second || got.Level != "hard" || !got.Learn {
		t.Errorf("saved %+v", got)
	}
	if !d.m.sh.Theme.Opts.ASCII || d.m.sh.Opts.Table.AutoDeal != 2*time.Second {
		t.Errorf("not applied: theme %+v, table auto-deal %v", d.m.sh.Theme.Opts, d.m.sh.Opts.Table.AutoDeal)
	}
	if v := flat(d.view()); !strings.Contains(v, "auto_deal 2s") || !strings.Contains(v, "ascii true") {
		t.Errorf("the screen does not show the change:\n%s", d.view())
	}
	checkFits(t, "settings", d.m.live[ScreenSettings].View(), 76, 20)
}

// TestSettingsSavesInAnyOrder: two quick changes make two saves; run in
// the reverse order, the file still keeps the last value chosen.
func TestSettingsSavesInAnyOrder(t *testing.T) {
	f := store.NewSettingsFile(filepath.Join(t.TempDir(), store.SettingsFileName))
	d := newDriver(t, Options{Start: ScreenSettings, Settings: f}, 80, 24)
	for range len(store.Fields()) {
		d.keys("down") // auto_deal
	}
	d.runCmds = false
	first, second := d.do("right"), d.do("right") // 1s, then 2s
	second()
	first()
	if got, _ := f.Load(); time.Duration(got.AutoDeal) != 2*time.Second {
		t.Errorf("kept auto_deal %v, the last chosen was 2s", time.Duration(got.AutoDeal))
	}
}
