package tui

import (
	"testing"

	"razz/tui/drill"
)

// TestListsStopAtTheirEnds: ↑ on the first item and ↓ on the last stay
// there, in the menu and in the quiz's drill list (↑ from Play used to land
// on Quit).
func TestListsStopAtTheirEnds(t *testing.T) {
	t.Parallel()
	d := newDriver(t, Options{Start: ScreenMenu}, 80, 24)
	m := d.live.Made[ScreenMenu].(*menu)
	d.keys("up")
	if m.cursor != 0 {
		t.Errorf("↑ from the first item went to %q", m.items[m.cursor].name)
	}
	for range len(m.items) + 2 {
		d.keys("down")
	}
	if m.cursor != len(m.items)-1 {
		t.Errorf("↓ past the last item went to %q", m.items[m.cursor].name)
	}

	d = newDriver(t, Options{Start: ScreenQuiz}, 80, 24)
	d.keys("up")
	if d.quiz().cursor != 0 {
		t.Errorf("↑ from the first drill went to %d", d.quiz().cursor)
	}
	for range len(drill.All()) + 2 {
		d.keys("j")
	}
	if d.quiz().cursor != len(drill.All())-1 {
		t.Errorf("↓ past the last drill went to %d", d.quiz().cursor)
	}
}

// On the menu a letter that one item owns opens it, as the ? list says
// ("p/h/r/s play, history, rules, stats"); a letter two items share (s:
// Stats and Settings) moves between them for enter to open.
func TestMenuLetters(t *testing.T) {
	for _, tc := range []struct {
		keys []string
		want ScreenID
	}{
		{[]string{"h"}, ScreenHistory},
		{[]string{"r"}, ScreenRules},
		{[]string{"c"}, ScreenStarts},
		{[]string{"s"}, ScreenMenu},
		{[]string{"s", "enter"}, ScreenStats},
		{[]string{"s", "s", "enter"}, ScreenSettings},
	} {
		d := newDriver(t, Options{Start: ScreenMenu, DataDir: t.TempDir()}, 80, 24)
		d.keys(tc.keys...)
		if d.current() != tc.want {
			t.Errorf("%v on the menu: screen %d, want %d", tc.keys, d.current(), tc.want)
		}
	}
}
