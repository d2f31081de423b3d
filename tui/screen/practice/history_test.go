package practice

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"razz/tui/screen"
	"razz/tui/store"
)

// TestHistoryPractiseThenRecap: on the History screen p practises the hand under the cursor blind (the
// Practice screen, from the user's seat, step 1), and q comes back; d
// shows the recap of the day of that hand, whose 1 practises its costliest
// hand.
func TestHistoryPractiseThenRecap(t *testing.T) {
	dir := t.TempDir()
	writeHistory(t, dir)
	// Six hands on the second day, not 27: the recap reviews each.
	path := filepath.Join(dir, store.HistoryFile)
	data, _ := os.ReadFile(path)
	lines := strings.SplitAfterN(string(data), "\n", 37)
	os.WriteFile(path, []byte(strings.Join(lines[:36], "")), 0o644)
	d := newDriver(t, opts{Start: screen.History, DataDir: dir, Location: time.UTC}, 80, 24)
	d.keys("p")
	if d.current() != screen.Practice {
		t.Fatalf("p went to screen %d:\n%s", d.current(), ansi.Strip(d.view()))
	}
	if v := ansi.Strip(d.view()); !strings.Contains(v, "Practice · hand 36") || !strings.Contains(v, "Blind, from your seat: step 1") {
		t.Errorf("practice screen:\n%s", v)
	}
	d.keys("q")
	if d.current() != screen.History {
		t.Fatalf("q went to screen %d", d.current())
	}
	d.keys("d")
	v := ansi.Strip(d.view())
	for _, want := range []string{"Recap of 2026-11-29", "6 Razz hands: ", "decisions, ", "1 practise hand "} {
		if !strings.Contains(v, want) {
			t.Errorf("%q not in the recap:\n%s", want, v)
		}
	}
	d.keys("1")
	if d.current() != screen.Practice {
		t.Fatalf("1 went to screen %d:\n%s", d.current(), ansi.Strip(d.view()))
	}
}
