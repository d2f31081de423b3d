package tuitest

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"razz/engine"
	"razz/engine/enginetest"
	"razz/tui/store"
)

// Repo is the path of a file of the repository (given from its top, as
// "engine/hhfmt/testdata/tournament.txt"), from any package's tests.
func Repo(path string) string {
	_, here, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(here), "..", "..", filepath.FromSlash(path))
}

// Vector is the path of a file of the engine's vectors
// (engine/testdata/vectors), from any package's tests.
func Vector(name string) string { return Repo("engine/testdata/vectors/" + name) }

// WriteHistory saves the vector hands (the user is "You") as two sessions
// played a day apart, in dir's history file.
func WriteHistory(t testing.TB, dir string) {
	t.Helper()
	f, err := os.Open(Vector("hands_phh.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var b bytes.Buffer
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	start := time.Date(2026, 11, 28, 19, 0, 0, 0, time.UTC)
	for n := 1; sc.Scan(); n++ {
		l, err := engine.ParseLog(sc.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		l.Hand, l.Seed = n, 7
		at := start.Add(time.Duration(n) * time.Minute)
		if n > 30 {
			l.Seed, at = 8, at.Add(24*time.Hour)
		}
		l.Time = at.Format(time.RFC3339)
		js, _ := json.Marshal(l)
		b.Write(append(js, '\n'))
	}
	if err := os.WriteFile(filepath.Join(dir, store.HistoryFile), b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// FillHistory saves n hands in the history of the data directory dir: the
// vector hands (the user, "You", in any seat) over and over, every tenth
// one as if imported.
func FillHistory(t testing.TB, dir string, n int) []engine.HandLog {
	t.Helper()
	logs := enginetest.ReadLogs(t, Vector("hands.jsonl"))
	var saved []engine.HandLog
	h := store.OpenHistory(filepath.Join(dir, store.HistoryFile))
	for done := 0; done < n; {
		k := min(n-done, 10_000)
		_, _, err := h.Append(k, 1, func(i, number int, b []byte) []byte {
			l := logs[(done+i)%len(logs)]
			l.Hand = number
			if number%10 == 0 {
				l.Source = "pokerstars"
			}
			saved = append(saved, l)
			js, _ := json.Marshal(l)
			return append(b, js...)
		})
		if err != nil {
			t.Fatal(err)
		}
		done += k
	}
	return saved
}
