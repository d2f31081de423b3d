package store

import (
	"os"
	"path/filepath"
	"testing"
)

// TestWarmupLog: warm-ups are kept oldest first, a damaged line is
// skipped, and only the newest maxWarmups stay.
func TestWarmupLog(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	w := OpenWarmups(dir)
	for i := range 3 {
		if err := w.Add(Warmup{Minutes: i + 1, Drills: map[string]WarmupDrill{"compare": {Asked: 4, Right: i}}}); err != nil {
			t.Fatal(err)
		}
	}
	f, _ := os.OpenFile(filepath.Join(dir, WarmupsFile), os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString("{torn\n")
	f.Close()
	got, err := w.Load()
	if err != nil || len(got) != 3 || got[0].Minutes != 1 || got[2].Drills["compare"].Right != 2 {
		t.Fatalf("%v %+v", err, got)
	}
	for range maxWarmups {
		w.Add(Warmup{Minutes: 9})
	}
	if got, _ := w.Load(); len(got) != maxWarmups || got[0].Minutes != 9 {
		t.Errorf("%d kept, the oldest %+v", len(got), got[0])
	}
}
