package menu

import (
	"strings"
	"testing"

	"razz/tui/app"
	"razz/tui/screen"
	"razz/tui/tuitest"
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

// On the menu a letter that one item owns opens it, as the ? list says
// ("p/h/r/s play, history, rules, stats"); a letter two items share (s:
// Stats and Settings) moves between them for enter to open.
func TestMenuLetters(t *testing.T) {
	for _, tc := range []struct {
		keys []string
		want screen.ID
	}{
		{[]string{"h"}, screen.History},
		{[]string{"r"}, screen.Rules},
		{[]string{"c"}, screen.Starts},
		{[]string{"s"}, screen.Menu},
		{[]string{"s", "enter"}, screen.Stats},
		{[]string{"s", "s", "enter"}, screen.Settings},
	} {
		d, _ := open(t)
		d.Keys(tc.keys...)
		if d.Current() != tc.want {
			t.Errorf("%v on the menu: screen %d, want %d", tc.keys, d.Current(), tc.want)
		}
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
