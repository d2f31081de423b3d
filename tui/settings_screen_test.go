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
	if d.current() != ScreenSettings {
		t.Fatalf("s s enter: screen %v", d.current())
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
	if !d.ctx().Theme().Opts.ASCII || d.ctx().Prefs().AutoDeal != 2*time.Second {
		t.Errorf("not applied: theme %+v, table auto-deal %v", d.ctx().Theme().Opts, d.ctx().Prefs().AutoDeal)
	}
	if v := flat(d.view()); !strings.Contains(v, "auto_deal 2s") || !strings.Contains(v, "ascii true") {
		t.Errorf("the screen does not show the change:\n%s", d.view())
	}
	checkFits(t, "settings", d.live.Made[ScreenSettings].View(), 76, 20)
}

// TestSettingsSavesInAnyOrder: two quick changes make two saves; run in
// the reverse order, the file still keeps the last value chosen.
func TestSettingsSavesInAnyOrder(t *testing.T) {
	f := store.NewSettingsFile(filepath.Join(t.TempDir(), store.SettingsFileName))
	d := newDriver(t, Options{Start: ScreenSettings, Settings: f}, 80, 24)
	for range len(store.Fields()) {
		d.keys("down") // auto_deal
	}
	d.RunCmds = false
	first, second := d.do("right"), d.do("right") // 1s, then 2s
	second()
	first()
	if got, _ := f.Load(); time.Duration(got.AutoDeal) != 2*time.Second {
		t.Errorf("kept auto_deal %v, the last chosen was 2s", time.Duration(got.AutoDeal))
	}
}

// TestSettingsEnterCycles: enter (and space) on a row cycles its values,
// from the last back to the first: auto_deal stuck at 5s. On the speed
// row it goes through the speeds in the order s at the table does, and
// the row's hint lists those same speeds.
func TestSettingsEnterCycles(t *testing.T) {
	d := newDriver(t, Options{Start: ScreenSettings}, 80, 24)
	s := d.live.Made[ScreenSettings].(*settingsScreen)
	row := func(name string) store.Setting {
		for i, f := range s.fields {
			if f.Name == name {
				s.cursor = i
				return f
			}
		}
		t.Fatalf("no row %s", name)
		return store.Setting{}
	}
	f := row("auto_deal")
	var got []string
	for i := range 7 {
		d.keys([]string{"enter", "space"}[i%2])
		got = append(got, f.Get(s.cur))
	}
	if want := "1s 2s 3s 5s 0s 1s 2s"; strings.Join(got, " ") != want {
		t.Errorf("enter on auto_deal from 0s: %s, want %s", strings.Join(got, " "), want)
	}
	f = row("speed")
	s.cur.Speed = store.Duration(700 * time.Millisecond)
	got = got[:0]
	var want []string
	sp := 700 * time.Millisecond
	tb := &table{ctx: d.ctx(), o: TableOptions{Speed: sp}}
	for range 6 {
		d.keys("enter")
		got = append(got, f.Get(s.cur))
		tb.stepSpeed()
		want = append(want, tb.o.Speed.String())
	}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("enter on speed from 700ms: %s; s at the table: %s", strings.Join(got, " "), strings.Join(want, " "))
	}
	var listed []string
	for _, d := range store.Speeds {
		listed = append(listed, strings.TrimSuffix(d.String(), "0s")+map[bool]string{true: "0"}[d == 0])
	}
	if !strings.Contains(f.Means, strings.Join(listed, " ")) {
		t.Errorf("the speed row says %q; s steps through %v", f.Means, store.Speeds)
	}
}

// TestSettingsTypesTheHero: enter on hero opens it for typing (q is a
// letter there), enter keeps the name and saves it, esc leaves it as it
// was: the screen only said to use razz settings.
func TestSettingsTypesTheHero(t *testing.T) {
	f := store.NewSettingsFile(filepath.Join(t.TempDir(), store.SettingsFileName))
	d := newDriver(t, Options{Start: ScreenSettings, Settings: f}, 80, 24)
	s := d.live.Made[ScreenSettings].(*settingsScreen)
	for s.fields[s.cursor].Name != "hero" {
		d.keys("down")
	}
	d.keys("enter", "Q", "u", "i", "n", "space", "q", "enter")
	if got, _ := f.Load(); got.Hero != "Quin q" || d.current() != ScreenSettings {
		t.Fatalf("typed Quin q: saved %q, screen %d", got.Hero, d.current())
	}
	if v := flat(d.view()); !strings.Contains(v, "hero Quin q") {
		t.Errorf("the screen does not show the name:\n%s", d.view())
	}
	d.keys("enter", "backspace", "x", "esc")
	if got, _ := f.Load(); got.Hero != "Quin q" || s.edit != nil || d.current() != ScreenSettings {
		t.Errorf("esc: saved %q, editing %v, screen %d", got.Hero, s.edit != nil, d.current())
	}
	checkFits(t, "settings", s.View(), 76, 20)
}
