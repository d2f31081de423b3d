package store

import (
	"bytes"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// failingSyncs makes every fsync of the store fail as on a full disk
// until the function it returns is called.
func failingSyncs() (restore func()) {
	sync := syncFile
	syncFile = func(*os.File) error { return syscall.ENOSPC }
	return func() { syncFile = sync }
}

// Stats, settings and reviews are written to a temporary file renamed
// over the old one: a write that fails leaves the old file as it was, and
// a quiz record that had no file leaves none (the lock used to create an
// empty stats.json, which the next start set aside as damaged, with a
// notice). An empty stats.json, as an older razz left it, is no record
// yet: read as empty, nothing set aside.
func TestFailedWritesLeaveTheOldFiles(t *testing.T) {
	dir := t.TempDir()
	stats := NewQuizFile(filepath.Join(dir, StatsFile))
	func() {
		defer failingSyncs()()
		if _, _, err := stats.Update(func(r *QuizRecord) { r.Record("compare", "easy", true) }); err == nil {
			t.Fatal("an update on a full disk said nothing")
		}
	}()
	if _, err := os.Stat(stats.Path()); err == nil {
		t.Error("a failed first update left a stats.json")
	}
	if _, p := stats.Load(); p != nil {
		t.Errorf("the start after a failed first update: %s", p)
	}

	// A record on disk stays as it was through failed writes of each kind.
	if _, _, err := stats.Update(func(r *QuizRecord) { r.Record("compare", "easy", true) }); err != nil {
		t.Fatal(err)
	}
	settings := NewSettingsFile(filepath.Join(dir, "settings.json"))
	if err := settings.Save(DefaultSettings()); err != nil {
		t.Fatal(err)
	}
	reviews := ReviewsIn(dir)
	if err := SaveReviews(reviews, Reviews{Coach: "c1", Hands: map[string]HandReview{"1/1/1/1": {Reviewed: true}}}); err != nil {
		t.Fatal(err)
	}
	files := []string{stats.Path(), settings.Path(), reviews}
	before := map[string][]byte{}
	for _, f := range files {
		before[f], _ = os.ReadFile(f)
	}
	func() {
		defer failingSyncs()()
		if _, _, err := stats.Update(func(r *QuizRecord) { r.Record("compare", "easy", false) }); err == nil {
			t.Error("a stats update on a full disk said nothing")
		}
		s := DefaultSettings()
		s.Learn = false
		if err := settings.Save(s); err == nil {
			t.Error("a settings save on a full disk said nothing")
		}
		if err := SaveReviews(reviews, Reviews{Coach: "c2", Hands: map[string]HandReview{}}); err == nil {
			t.Error("a reviews save on a full disk said nothing")
		}
	}()
	for _, f := range files {
		if after, _ := os.ReadFile(f); !bytes.Equal(after, before[f]) {
			t.Errorf("%s changed by a failed write:\n%s", filepath.Base(f), after)
		}
	}
	if rec, p := stats.Load(); p != nil || rec.Tally("compare", "easy").Answered != 1 {
		t.Errorf("the record after a failed update: %+v, %v", rec.Tally("compare", "easy"), p)
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".*.tmp")); len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}

	// An empty stats.json is no record yet.
	os.WriteFile(stats.Path(), nil, 0o644)
	if rec, p := stats.Load(); p != nil || rec.Tally("compare", "easy").Answered != 0 {
		t.Errorf("an empty stats.json: %v, %+v", p, rec.Tally("compare", "easy"))
	}
	if bad, _ := filepath.Glob(stats.Path() + ".bad-*"); len(bad) > 0 {
		t.Errorf("an empty stats.json was set aside: %v", bad)
	}
}
