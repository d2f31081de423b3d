package store

import (
	"os"
	"path/filepath"
	"sync"
	"testing"
)

// TestLearnRecordRoundTrip: a lesson's tries are kept on disk (a pass
// stays after a retake that falls short), a missing file is a fresh
// record, and nothing but the record is left in the directory.
func TestLearnRecordRoundTrip(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	f := NewLearnFile(filepath.Join(dir, LearnFileName))
	if rec, p := f.Load(); p != nil || len(rec.Lessons) != 0 {
		t.Fatalf("fresh: %+v, %v", rec, p)
	}
	if _, _, err := f.Update(func(r *LearnRecord) { r.Took("low", 9, true) }, func(r *LearnRecord) { r.Took("low", 4, false) }); err != nil {
		t.Fatal(err)
	}
	rec, p := NewLearnFile(filepath.Join(dir, LearnFileName)).Load()
	if l := rec.Lessons["low"]; p != nil || !l.Passed || l.Tries != 2 || l.Best != 9 || l.Last != 4 {
		t.Errorf("read back: %+v, %v", l, p)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("files left beside the record: %v", entries)
	}
}

// TestLearnRecordTwoWriters: two processes taking lessons at once lose
// none of each other's tries.
func TestLearnRecordTwoWriters(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), LearnFileName)
	const each = 20
	var wg sync.WaitGroup
	for _, id := range []string{"low", "bring-in"} {
		f := NewLearnFile(path)
		wg.Go(func() {
			for range each {
				if _, _, err := f.Update(func(r *LearnRecord) { r.Took(id, 5, false) }); err != nil {
					t.Error(err)
				}
			}
		})
	}
	wg.Wait()
	rec, _ := NewLearnFile(path).Load()
	if a, b := rec.Lessons["low"].Tries, rec.Lessons["bring-in"].Tries; a != each || b != each {
		t.Errorf("tries %d and %d, want %d each", a, b, each)
	}
}

// TestLearnRecordDamaged: a record that cannot be read is set aside, kept
// beside it, and the update goes on a fresh one; an unknown version too.
func TestLearnRecordDamaged(t *testing.T) {
	t.Parallel()
	for _, bad := range []string{"{{{", `{"version": 7, "lessons": {}}`} {
		dir := t.TempDir()
		path := filepath.Join(dir, LearnFileName)
		os.WriteFile(path, []byte(bad), 0o644)
		if _, p := NewLearnFile(path).Load(); p == nil || p.Kept == "" {
			t.Fatalf("%q: loaded without a problem", bad)
		}
		os.WriteFile(path, []byte(bad), 0o644)
		rec, p, err := NewLearnFile(path).Update(func(r *LearnRecord) { r.Took("low", 8, true) })
		if err != nil || p == nil || !rec.Lessons["low"].Passed {
			t.Fatalf("%q: update %+v, %v, %v", bad, rec, p, err)
		}
		if b, _ := os.ReadFile(p.Kept); string(b) != bad {
			t.Errorf("kept %q", b)
		}
	}
	if rec, p := NewLearnFile("").Load(); p == nil || rec == nil {
		t.Error("no data directory: no word of it")
	}
}
