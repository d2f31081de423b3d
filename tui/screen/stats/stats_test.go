package stats

import (
	"fmt"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"razz/bots/record"
	"razz/bots/review"
	"razz/tui/drill"
	"razz/tui/screen"
	"razz/tui/store"
	"razz/tui/tuitest"
)

// openStats runs the Stats screen's reading of the history, as opening it does.
func openStats(t testing.TB, dir string) playRecord {
	t.Helper()
	s := New(testCtx(t, opts{DataDir: dir})).(*statsScreen)
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
				dir := tuitest.TempDir(t)
				if err := saveRecord(dir, rec); err != nil {
					t.Fatal(err)
				}
				runGolden(t, opts{Start: screen.Stats, Background: "dark", DataDir: dir}, sz[0], sz[1], st.keys)
			})
		}
	}
}

// TestQuizRowsAreTheLevelsPlayed: a drill answered only at hard shows one
// row, its name and the hard level on it (a row of "easy" with nothing
// answered stood above it, and read as the level played); a drill never
// answered shows one row with no level.
func TestQuizRowsAreTheLevelsPlayed(t *testing.T) {
	rec := store.NewQuizRecord()
	first := drill.All()[0]
	for range 4 {
		rec.Record(first.ID(), drill.Hard.String(), true)
	}
	dir := tuitest.TempDir(t)
	if err := saveRecord(dir, rec); err != nil {
		t.Fatal(err)
	}
	d := newDriver(t, opts{Start: screen.Stats, DataDir: dir}, 100, 40)
	d.keys("tab")
	var rows []string
	view := ansi.Strip(d.view())
	for _, l := range strings.Split(view, "\n") {
		if f := strings.Fields(l); len(f) > 2 && (strings.HasPrefix(strings.TrimSpace(l), first.Title()) || f[0] == "easy" || f[0] == "normal" || f[0] == "hard") {
			rows = append(rows, strings.Join(f, " "))
		}
	}
	if want := first.Title() + " hard 4 100% 4 4"; len(rows) != 1 || rows[0] != want {
		t.Errorf("the rows of %q: %q, want only %q", first.Title(), rows, want)
	}
	second := drill.All()[1].Title()
	if !strings.Contains(view, second+strings.Repeat(" ", 23-len(second))+"-") {
		t.Errorf("%q, never answered, has no row with no level:\n%s", second, view)
	}
}
