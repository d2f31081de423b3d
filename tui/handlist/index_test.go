package handlist

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"testing"

	"razz/tui/store"
)

// fill appends n hands to the history, the vector hands over and over.
func fill(t testing.TB, h *store.History, n int) {
	t.Helper()
	logs := vectorLogs(t, "hands_phh.jsonl")
	for done := 0; done < n; {
		k := min(n-done, 10000)
		_, _, err := h.Append(k, 1, func(i, number int, b []byte) []byte {
			l := logs[(done+i)%len(logs)]
			l.Hand, l.Time = number, fmt.Sprintf("2026-11-%02dT12:00:00Z", 1+number%28)
			js, _ := json.Marshal(l)
			return append(b, js...)
		})
		if err != nil {
			t.Fatal(err)
		}
		done += k
	}
}

func TestLoadBuildsAndUpdatesTheIndex(t *testing.T) {
	t.Parallel()
	h := store.OpenHistory(filepath.Join(t.TempDir(), "history.jsonl"))
	if es, _, err := Load(h); err != nil || len(es) != 0 {
		t.Fatalf("no history: %v %v", es, err)
	}
	fill(t, h, 100)
	es, _, err := Load(h)
	if err != nil || len(es) != 100 || es[0].Number != 1 || es[99].Number != 100 {
		t.Fatalf("%d entries, %v", len(es), err)
	}
	if _, err := os.Stat(h.Path() + IndexSuffix); err != nil {
		t.Fatalf("no index written: %v", err)
	}
	// Every entry points at its own line.
	for _, e := range []Entry{es[0], es[57], es[99]} {
		l, err := h.ReadAt(store.Summary{Offset: e.Offset, Length: e.Length})
		if err != nil || l.Hand != e.Number {
			t.Errorf("entry %d reads hand %d: %v", e.Number, l.Hand, err)
		}
	}
	// Appended hands are read from the end: the index grows.
	fill(t, h, 7)
	es, _, err = Load(h)
	if err != nil || len(es) != 107 || es[106].Number != 107 {
		t.Fatalf("after appending: %d entries, %v", len(es), err)
	}
	fi, _ := os.Stat(h.Path())
	if idx, ok := readIndex(h.Path(), fi.Size()); !ok || idx.Size != fi.Size() || len(idx.Entries) != 107 {
		t.Errorf("the index was not brought up to date: %v %d %d", ok, idx.Size, len(idx.Entries))
	}
	// A history replaced by another is indexed afresh.
	os.Remove(h.Path())
	fill(t, h, 3)
	if es, _, err = Load(h); err != nil || len(es) != 3 {
		t.Fatalf("after replacing the history: %d entries, %v", len(es), err)
	}
	// Hands edited out of the middle, then more appended: the index sees
	// the edit and reads the history afresh.
	data, _ := os.ReadFile(h.Path())
	lines := bytes.SplitAfter(data, []byte("\n"))
	os.WriteFile(h.Path(), bytes.Join([][]byte{lines[0], lines[2]}, nil), 0o644)
	fill(t, h, 2)
	es, _, err = Load(h)
	if err != nil || len(es) != 4 || es[1].Number != 3 || es[3].Number != 5 {
		var nums []int
		for _, e := range es {
			nums = append(nums, e.Number)
		}
		t.Fatalf("after an edit: hands %v, %v", nums, err)
	}
	for _, e := range es {
		if l, err := h.ReadAt(store.Summary{Offset: e.Offset, Length: e.Length}); err != nil || l.Hand != e.Number {
			t.Errorf("entry %d reads hand %d: %v", e.Number, l.Hand, err)
		}
	}
	// A damaged index is rebuilt.
	os.WriteFile(h.Path()+IndexSuffix, []byte("not gob"), 0o644)
	if es, _, err = Load(h); err != nil || len(es) != 4 {
		t.Fatalf("with a damaged index: %d entries, %v", len(es), err)
	}
}

func TestEntrySummary(t *testing.T) {
	t.Parallel()
	l := vectorLogs(t, "hands_phh.jsonl")[0]
	l.Time = "2026-11-30T17:07:36Z"
	e := entryOf(l, 10, 20)
	if e.Number != l.Hand || e.Seat != 1 || e.Result != 12 || e.BigBets() != 0.6 || !e.Showdown ||
		e.When().UTC().Format("15:04") != "17:07" || e.Offset != 10 || e.Length != 20 {
		t.Errorf("%+v", e)
	}
}

var bench struct {
	once sync.Once
	dir  string
}

// benchHistory is a history of 100,000 hands, made once.
func benchHistory(b *testing.B) *store.History {
	bench.once.Do(func() {
		dir, err := os.MkdirTemp("", "razz-handlist-bench")
		if err != nil {
			b.Fatal(err)
		}
		bench.dir = dir
		fill(b, store.OpenHistory(filepath.Join(dir, "history.jsonl")), 100_000)
	})
	return store.OpenHistory(filepath.Join(bench.dir, "history.jsonl"))
}

func TestMain(m *testing.M) {
	code := m.Run()
	if bench.dir != "" {
		os.RemoveAll(bench.dir)
	}
	os.Exit(code)
}

// Opening the History screen on 100,000 hands: the list from its index.
func BenchmarkOpen100k(b *testing.B) {
	h := benchHistory(b)
	if _, _, err := Rebuild(h); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for b.Loop() {
		es, _, err := Load(h)
		if err != nil || len(es) != 100_000 {
			b.Fatal(len(es), err)
		}
	}
}

// The first opening, or one after the index was lost: read every hand.
func BenchmarkRebuild100k(b *testing.B) {
	h := benchHistory(b)
	for b.Loop() {
		es, _, err := Rebuild(h)
		if err != nil || len(es) != 100_000 {
			b.Fatal(len(es), err)
		}
	}
}

// A line past a hand log's limit appended after the index is read as the
// store reads it, bounded (the index read the whole rest of the history
// at once), and set aside by the rebuild it leads to.
func TestLongLineAfterTheIndex(t *testing.T) {
	h := store.OpenHistory(filepath.Join(t.TempDir(), "history.jsonl"))
	fill(t, h, 10)
	if _, _, err := Load(h); err != nil {
		t.Fatal(err)
	}
	f, err := os.OpenFile(h.Path(), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	// {"pad":"xx...x"} of 48 MiB and more, written a MiB at a time rather
	// than made whole twice over.
	f.WriteString(`{"pad":"`)
	mib := bytes.Repeat([]byte("x"), 1<<20)
	for range 48 {
		f.Write(mib)
	}
	f.WriteString(`"}` + "\n")
	f.Close()
	fill(t, h, 1)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	es, problem, err := Load(h)
	runtime.ReadMemStats(&after)
	if err != nil || len(es) != 11 || problem == nil {
		t.Fatalf("%d entries, problem %v, %v", len(es), problem, err)
	}
	if used := after.TotalAlloc - before.TotalAlloc; used > 32<<20 {
		t.Errorf("loading past a 48 MiB line allocated %d MiB", used>>20)
	}
}
