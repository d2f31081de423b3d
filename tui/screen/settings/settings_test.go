package settings

import (
	"fmt"
	"github.com/charmbracelet/x/ansi"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"razz/tui/app"
	"razz/tui/screen"
	"razz/tui/screen/menu"
	"razz/tui/store"
	"razz/tui/tuitest"
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
	d := open(t, screen.Menu, f)
	d.Keys("e")
	if d.Current() != screen.Settings {
		t.Fatalf("e on the menu: screen %v", d.Current())
	}
	v := tuitest.Flat(d.View())
	for _, fl := range store.Fields() {
		if !strings.Contains(v, fl.Name+" "+fl.Get(start)) {
			t.Errorf("no %s %s on the screen:\n%s", fl.Name, fl.Get(start), d.View())
		}
	}
	d.Keys("j", "j", "enter") // ascii on
	for range len(store.Fields()) {
		d.Keys("down") // auto_deal, the last: the cursor stops there
	}
	d.Keys("right", "right", "left", "l") // 1s, 2s, 1s, 2s
	got, _ := f.Load()
	if !got.ASCII || time.Duration(got.AutoDeal) != 2*time.Second || got.Level != "hard" || !got.Learn {
		t.Errorf("saved %+v", got)
	}
	if c := d.Live.Ctx; !c.Theme().Opts.ASCII || c.Prefs().AutoDeal != 2*time.Second {
		t.Errorf("not applied: theme %+v, table auto-deal %v", c.Theme().Opts, c.Prefs().AutoDeal)
	}
	if v := tuitest.Flat(d.View()); !strings.Contains(v, "auto_deal 2s") || !strings.Contains(v, "ascii true") {
		t.Errorf("the screen does not show the change:\n%s", d.View())
	}
	tuitest.Fits(t, "settings", d.Live.Made[screen.Settings].View(), 76, 20)
}

// TestSettingsSavesInAnyOrder: two quick changes make two saves; run in
// the reverse order, the file still keeps the last value chosen.
func TestSettingsSavesInAnyOrder(t *testing.T) {
	f := store.NewSettingsFile(filepath.Join(t.TempDir(), store.SettingsFileName))
	d := open(t, screen.Settings, f)
	for range len(store.Fields()) {
		d.Keys("down") // auto_deal
	}
	d.RunCmds = false
	first, second := do(d, "right"), do(d, "right") // 1s, then 2s
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
	d := open(t, screen.Settings, nil)
	s := d.Live.Made[screen.Settings].(*settingsScreen)
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
		d.Keys([]string{"enter", "space"}[i%2])
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
	for range 6 {
		d.Keys("enter")
		got = append(got, f.Get(s.cur))
		sp = store.NextSpeed(sp) // s at the table's next speed
		want = append(want, sp.String())
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
	d := open(t, screen.Settings, f)
	s := d.Live.Made[screen.Settings].(*settingsScreen)
	for s.fields[s.cursor].Name != "hero" {
		d.Keys("down")
	}
	d.Keys("enter", "Q", "u", "i", "n", "space", "q", "enter")
	if got, _ := f.Load(); got.Hero != "Quin q" || d.Current() != screen.Settings {
		t.Fatalf("typed Quin q: saved %q, screen %d", got.Hero, d.Current())
	}
	if v := tuitest.Flat(d.View()); !strings.Contains(v, "hero Quin q") {
		t.Errorf("the screen does not show the name:\n%s", d.View())
	}
	d.Keys("enter", "backspace", "x", "esc")
	if got, _ := f.Load(); got.Hero != "Quin q" || s.edit != nil || d.Current() != screen.Settings {
		t.Errorf("esc: saved %q, editing %v, screen %d", got.Hero, s.edit != nil, d.Current())
	}
	tuitest.Fits(t, "settings", s.View(), 76, 20)
	// A long name keeps the description whole, on its own line, where it
	// was cut and out of line (the walk-through).
	d.Keys("enter")
	for range 6 {
		d.Keys("backspace")
	}
	d.Keys("A", "l", "i", "c", "e", "space", "S", "m", "i", "t", "h", "enter")
	if got, _ := f.Load(); got.Hero != "Alice Smith" {
		t.Fatalf("typed Alice Smith: saved %q", got.Hero)
	}
	if v := ansi.Strip(s.View()); !strings.Contains(v, "your name in hands you import (history import --hero)") {
		t.Errorf("a long name cuts its description:\n%s", v)
	}
	tuitest.Fits(t, "settings with a long name", s.View(), 76, 20)
}

// open is the app on start, with the menu and the Settings screen (the
// others stubs) and the settings file f, at 80x24.
func open(t *testing.T, start screen.ID, f *store.SettingsFile) *tuitest.Driver {
	t.Helper()
	d := tuitest.Open(t, app.Options{Start: start, Settings: f, Screens: map[screen.ID]screen.New{
		screen.Menu:     func(c screen.Context) screen.Screen { return menu.New(c, start) },
		screen.Settings: New,
	}}, nil)
	return d.Start(80, 24)
}

// do presses k and returns its command, unrun.
func do(d *tuitest.Driver, k string) tea.Cmd {
	_, cmd := d.M.Update(tuitest.Press(k))
	return cmd
}

// TestGoldenScreens: the Settings screen after ascii is turned on, at
// both sizes.
func TestGoldenScreens(t *testing.T) {
	for _, sz := range tuitest.Sizes {
		t.Run(fmt.Sprintf("settings/%dx%d", sz[0], sz[1]), func(t *testing.T) {
			d := tuitest.Open(t, app.Options{Start: screen.Settings, Screens: map[screen.ID]screen.New{screen.Settings: New}}, nil)
			tuitest.Golden(t, d.M, sz[0], sz[1], []string{"j", "j", "enter"}, nil)
		})
	}
}
