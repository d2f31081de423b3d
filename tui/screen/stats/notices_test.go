package stats

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"razz/tui/screen"
	"razz/tui/store"
)

// TestEverySetAsideIsSaid: with the settings and the quiz record both
// damaged, the menu says both, whole, with where each file went (not only
// the quiz record's, nor the settings' on stderr after quitting); going to
// another screen clears them. Opening Stats over a history with a torn
// line says that the line was set aside, and where.
func TestEverySetAsideIsSaid(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, store.StatsFile), []byte("{bad"), 0o644); err != nil {
		t.Fatal(err)
	}
	cfg := filepath.Join(t.TempDir(), "settings.json")
	os.WriteFile(cfg, []byte("{bad"), 0o644)
	_, problem := store.NewSettingsFile(cfg).Load()
	if problem == nil {
		t.Fatal("a bad settings file loaded")
	}
	writeHistory(t, dir)
	primeReviews(t, dir, func(int) store.HandReview { return store.HandReview{Reviewed: true} }) // Stats reviews none: not what this checks
	f, _ := os.OpenFile(filepath.Join(dir, store.HistoryFile), os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString("{\"torn\n")
	f.Close()

	d := newDriver(t, opts{Start: screen.Menu, DataDir: dir, Notice: problem.String()}, 80, 24)
	v := flat(d.view())
	for _, want := range []string{"settings.json.bad-", "stats.json.bad-", "The settings in", "The quiz record in"} {
		if !strings.Contains(v, want) {
			t.Errorf("the menu does not say %q:\n%s", want, d.view())
		}
	}
	d.keys("s", "enter")
	d.run(d.stats().Enter())
	v = flat(d.view())
	if strings.Contains(v, "settings.json.bad-") {
		t.Errorf("the settings' notice is said again on Stats:\n%s", d.view())
	}
	if !strings.Contains(v, "had a damaged line: it was set aside in") || !strings.Contains(v, store.HistoryFile+".bad") {
		t.Errorf("Stats set a damaged history line aside without saying so:\n%s", d.view())
	}
}

// TestKeysBeforeTheSizeAreKept: keys typed before the terminal's size is
// known (razz just started, the keys typed ahead or pasted) are played once
// it is, in order: enter, then tab, opens Stats on its second page.
func TestKeysBeforeTheSizeAreKept(t *testing.T) {
	d := unstarted(t, opts{Start: screen.Menu})
	d.keys("s", "enter", "tab") // before any size and before the record is read
	d.Start(80, 24)             // the size, then Init: the record read
	if d.current() != screen.Stats || !d.stats().quizPage {
		t.Fatalf("s enter tab typed ahead: screen %v, want the Stats screen's quiz page:\n%s", d.current(), d.view())
	}
}
