package menu

import (
	"strings"
	"testing"

	"charm.land/bubbles/v2/key"
	"github.com/charmbracelet/x/ansi"

	"razz/tui/app"
	"razz/tui/screen"
	"razz/tui/tuitest"
	"razz/tui/watch"
)

// open is the app on the menu (the other screens stubs), at 80x24.
func open(t *testing.T) (*tuitest.Driver, *menu) {
	t.Helper()
	d := tuitest.Open(t, app.Options{Start: screen.Menu, Screens: map[screen.ID]screen.New{
		screen.Menu: func(c screen.Context) screen.Screen { return New(c, screen.Menu) }}}, nil)
	d.Start(80, 24)
	return d, d.Live.Made[screen.Menu].(*menu)
}

// TestListsStopAtTheirEnds: ↑ on the first item and ↓ on the last stay
// there (↑ from Play used to land on Quit).
func TestListsStopAtTheirEnds(t *testing.T) {
	t.Parallel()
	d, m := open(t)
	d.Keys("up")
	if m.cursor != 0 {
		t.Errorf("↑ from the first item went to %q", m.items[m.cursor].name)
	}
	for range len(m.items) + 2 {
		d.Keys("down")
	}
	if m.cursor != len(m.items)-1 {
		t.Errorf("↓ past the last item went to %q", m.items[m.cursor].name)
	}
}

// On the menu each item's own key, drawn beside it, opens it at once:
// one rule for every item (w opened the Warm-up at once while s only moved
// to Stats, a letter two items shared).
func TestMenuLetters(t *testing.T) {
	for _, tc := range []struct {
		key  string
		want screen.ID
	}{
		{"l", screen.Learn}, {"p", screen.Play}, {"z", screen.Quiz}, {"r", screen.Rules}, {"c", screen.Starts},
		{"h", screen.History}, {"s", screen.Stats}, {"w", screen.Warmup}, {"e", screen.Settings},
	} {
		d, _ := open(t)
		d.Keys(tc.key)
		if d.Current() != tc.want {
			t.Errorf("%s on the menu: screen %d, want %d", tc.key, d.Current(), tc.want)
		}
	}
}

// Every item, the Watch item of razz serve's menu too, has a key no other
// item and no key of the menu's own (↑ ↓ and their k j, enter, ?) takes,
// and the menu draws it at the start of the item's line: an item added
// later must take a key of its own. Quit's is q, the key that quits from
// the menu.
func TestMenuKeysAreTheirOwn(t *testing.T) {
	h := watch.NewHub()
	w := h.Join("alice (Hth9c6zS)")
	w.Close() // its events are not waited for here
	d := tuitest.Open(t, app.Options{Start: screen.Menu, Watch: w, Screens: map[screen.ID]screen.New{
		screen.Menu: func(c screen.Context) screen.Screen { return New(c, screen.Menu) }}}, nil)
	d.Start(80, 24)
	m := d.Live.Made[screen.Menu].(*menu)
	k := d.Live.Ctx.Keys()
	taken := map[string]string{}
	for _, b := range []key.Binding{k.Menu.Up, k.Menu.Down, k.Menu.Choose, k.Global.FullHelp, k.Global.Esc, k.Global.Quit} {
		for _, s := range b.Keys() {
			taken[s] = b.Help().Desc
		}
	}
	lines := strings.Split(ansi.Strip(d.View()), "\n")
	for _, it := range m.items {
		ks := it.key.Keys()
		if len(ks) != 1 {
			t.Errorf("%s: keys %v, want one", it.name, ks)
			continue
		}
		if other, ok := taken[ks[0]]; ok {
			t.Errorf("%s's key %s is %s's too", it.name, ks[0], other)
		}
		taken[ks[0]] = it.name
		if it.quit != (ks[0] == k.Global.Back.Keys()[0]) {
			t.Errorf("%s's key is %s", it.name, ks[0])
		}
		drawn := false
		for _, l := range lines {
			if f := strings.Fields(strings.TrimPrefix(strings.TrimSpace(l), "▸")); len(f) > 1 && f[0] == it.key.Help().Key && f[1] == it.name {
				drawn = true
			}
		}
		if !drawn {
			t.Errorf("%s's key %s is not drawn beside it:\n%s", it.name, ks[0], d.View())
		}
	}
	if !strings.Contains(d.View(), "Watch") {
		t.Errorf("razz serve's menu has no Watch item:\n%s", d.View())
	}
}

// esc on the top menu stays (it never quits by accident); q quits.
func TestEscOnTheMenu(t *testing.T) {
	d, _ := open(t)
	d.Keys("esc")
	if d.Quit || d.Current() != screen.Menu {
		t.Fatal("esc on the menu quit")
	}
	if !strings.Contains(d.View(), "q quits") {
		t.Errorf("esc on the menu says nothing:\n%s", d.View())
	}
	d.Keys("q")
	if !d.Quit {
		t.Error("q on the menu does not quit")
	}
}
