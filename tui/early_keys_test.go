package tui

import (
	"testing"
)

// TestKeysBeforeTheSizeAreKept: keys typed before the terminal's size is
// known (razz just started, the keys typed ahead or pasted) are played once
// it is, in order: enter, then tab, opens Stats on its second page.
func TestKeysBeforeTheSizeAreKept(t *testing.T) {
	d := unstarted(t, Options{Start: ScreenMenu})
	d.keys("s", "enter", "tab") // before any size and before the record is read
	d.Start(80, 24)             // the size, then Init: the record read
	s, ok := d.screenOf(d.current()).(*statsScreen)
	if !ok || !s.quizPage {
		t.Fatalf("s enter tab typed ahead: screen %v, want the Stats screen's quiz page:\n%s", d.current(), d.view())
	}
}
