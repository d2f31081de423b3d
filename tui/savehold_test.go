package tui

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"razz/tui/store"
)

// On a full disk (the history is /dev/full) the table does not deal on
// after "not saved": n tries the save again, and once there is room the
// hand is saved under its number and the next one dealt, so no hand is
// lost and no number skipped (issue 17.6).
func TestTableHoldsTheDealUntilTheHandIsSaved(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("needs /dev/full")
	}
	o := tableOptions(t, 3, false)
	path := filepath.Join(o.DataDir, store.HistoryFile)
	if err := os.Symlink("/dev/full", path); err != nil {
		t.Skip(err)
	}
	d := newDriver(t, o, 100, 30)
	d.playPassively(1)
	tb := d.table()
	if want := "Hand not saved: no space left on device. n tries again."; tb.note != want {
		t.Errorf("after a failed save: note %q, want %q", tb.note, want)
	}
	d.keys("n")
	if tb.sess.Dealt() != 1 || !tb.over() || !strings.Contains(tb.note, "not saved") {
		t.Fatalf("n dealt on a full disk: hand %d, note %q", tb.sess.Dealt(), tb.note)
	}
	d.keys("e", "enter") // another key: the action bar still says it
	if v := flat(d.view()); !strings.Contains(v, "Hand not saved: n saves it again before dealing.") {
		t.Errorf("the table does not show the hand is not saved:\n%s", v)
	}
	if err := os.Remove(path); err != nil { // room again
		t.Fatal(err)
	}
	d.keys("n")
	if tb.sess.Dealt() != 1 || tb.note != "Saved. n deals the next hand." {
		t.Errorf("the save tried again: hand %d, note %q", tb.sess.Dealt(), tb.note)
	}
	d.keys("n")
	if tb.sess.Dealt() != 2 {
		t.Fatalf("n after the save did not deal: hand %d", tb.sess.Dealt())
	}
	d.playPassively(2)
	logs := readHistory(t, path, 0)
	if len(logs) != 2 || logs[0].Hand != 1 || logs[1].Hand != 2 {
		t.Errorf("saved %d hands: %+v", len(logs), logs)
	}
}
