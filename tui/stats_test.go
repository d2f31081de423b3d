package tui

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"testing"

	"razz/bots/record"
	"razz/bots/review"
	"razz/engine"
	"razz/engine/enginetest"
	"razz/tui/drill"
	"razz/tui/store"
)

func saveRecord(dir string, rec *store.QuizRecord) error {
	_, _, err := store.NewQuizFile(filepath.Join(dir, store.StatsFile)).Update(func(r *store.QuizRecord) { *r = *rec })
	return err
}

// fillHistory saves n hands in the history of the data directory dir: the
// vector hands (the user, "You", in any seat) over and over, every tenth
// one as if imported.
func fillHistory(t testing.TB, dir string, n int) []engine.HandLog {
	t.Helper()
	logs := enginetest.ReadLogs(t, filepath.Join("..", "engine", "testdata", "vectors", "hands.jsonl"))
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

// openStats runs the Stats screen's reading of the history, as opening it does.
func openStats(t testing.TB, dir string) playRecord {
	t.Helper()
	s := newStatsScreen(testCtx(Options{DataDir: dir})).(*statsScreen)
	return s.Enter()().(playRecordMsg).rec
}

// The Stats screen's record, read from the history's index, is the
// coach's tally of the hands played here, each from the user's seat.
func TestStatsFromTheIndex(t *testing.T) {
	dir := t.TempDir()
	logs := fillHistory(t, dir, 250)
	var want review.Record
	imported := 0
	for _, l := range logs {
		if l.Source != "" {
			imported++
			continue
		}
		want.Add(l, record.Open(l).You())
	}
	for _, pass := range []string{"first (the index is built)", "second (from the index)"} {
		got := openStats(t, dir)
		if got.err != "" || got.imported != imported || got.rec.Hands != 225 {
			t.Fatalf("%s: %d hands, %d imported, %q", pass, got.rec.Hands, got.imported, got.err)
		}
		gm, glo, ghi := got.rec.BBPer100()
		wm, wlo, whi := want.BBPer100()
		if got.rec.NetBB != want.NetBB || got.rec.VPIP != want.VPIP || got.rec.Completed != want.Completed ||
			got.rec.WentSD != want.WentSD || got.rec.WonSD != want.WonSD || len(got.rec.Running) != len(want.Running) ||
			gm != wm || glo != wlo || ghi != whi {
			t.Errorf("%s: %+v\nwant %+v", pass, got.rec, want)
		}
	}
	if want.VPIP == 0 || want.WentSD == 0 || want.WonSD == 0 || want.Completed == 0 {
		t.Errorf("the hands do not try every count: %+v", want)
	}
}

// Opening the Stats screen on 100,000 hands (the index already built, as
// the History screen or an earlier opening leaves it).
func BenchmarkStatsOpen100k(b *testing.B) {
	dir := b.TempDir() // b.Loop runs the function once: the history is made once
	fillHistory(b, dir, 100_000)
	openStats(b, dir)
	for b.Loop() {
		if p := openStats(b, dir); p.rec.Hands != 90_000 {
			b.Fatal(p.rec.Hands, p.err)
		}
	}
}

// loadRecord is the quiz record saved in the data directory dir, as the
// app reads it.
func loadRecord(dir string) (saved struct {
	stats   *store.QuizRecord
	problem *store.Problem
}) {
	saved.stats, saved.problem = store.Home{Data: dir}.QuizFile().Load()
	return saved
}

// TestGoldenStatsQuizScrolls: a quiz record with every level of every
// drill answered is longer than 80x24: the page scrolls (it was cut), the
// help line names the scroll keys and the last line says where the reader
// is; G shows the end. At 120x40 it fits.
func TestGoldenStatsQuizScrolls(t *testing.T) {
	rec := store.NewQuizRecord()
	for i, d := range drill.All() {
		for l := range drill.NumDifficulties {
			for n := range 3 + i + int(l) {
				rec.Record(d.ID(), l.String(), n%3 != 0)
			}
		}
	}
	for _, st := range []struct {
		name string
		keys []string
	}{{"top", []string{"tab"}}, {"end", []string{"tab", "G"}}} {
		for _, sz := range goldenSizes {
			t.Run(fmt.Sprintf("%s/%dx%d", st.name, sz[0], sz[1]), func(t *testing.T) {
				dir := asyncTempDir(t)
				if err := saveRecord(dir, rec); err != nil {
					t.Fatal(err)
				}
				runGolden(t, Options{Start: ScreenStats, Background: "dark", DataDir: dir}, sz[0], sz[1], st.keys)
			})
		}
	}
}
