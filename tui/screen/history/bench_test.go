package history

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"razz/tui/store"
	"razz/tui/tuitest"
)

// openHistory100k is the History screen at 80x24 on dir's history, read as
// opening it does (the index already built), and drawn once.
func openHistory100k(b *testing.B, dir string) *historyScreen {
	b.Helper()
	sh := testCtx(b, opts{DataDir: dir})
	s := New(sh).(*historyScreen)
	s.SetSize(80, 24)
	s.Update(s.load()())
	if s.View() == "" || s.current() == nil {
		b.Fatal("nothing listed")
	}
	return s
}

// Opening the History list on 100,000 hands: the index read, the rows
// laid out, the first page drawn.
func BenchmarkHistoryOpen100k(b *testing.B) {
	dir := b.TempDir()
	tuitest.FillHistory(b, dir, 100_000)
	openHistory100k(b, dir) // builds the index
	for b.Loop() {
		openHistory100k(b, dir)
	}
}

// Scrolling the History list of 100,000 hands: a page down and a row
// down, each drawn, and back to the top at the end.
func BenchmarkHistoryScroll100k(b *testing.B) {
	dir := b.TempDir()
	tuitest.FillHistory(b, dir, 100_000)
	s := openHistory100k(b, dir)
	n := 0
	for b.Loop() {
		for _, k := range []string{"pgdown", "j"} {
			s.Update(press(k))
			_ = s.View()
		}
		if n++; n%1000 == 0 {
			s.Update(press("g"))
		}
	}
	if s.current() == nil {
		b.Fatal("the cursor is on no hand")
	}
}

// recapDriver is the History screen at 80x24 over the vector hands (30 on
// their first day, 27 on the second), its cursor on the first day's.
func recapDriver(b *testing.B) (*driver, string) {
	b.Helper()
	dir := tuitest.TempDir(b)
	tuitest.WriteHistory(b, dir)
	d := &driver{tuitest.Open(b, appOptions(opts{DataDir: dir}), nil)}
	d.Start(80, 24)
	d.keys("G")
	return d, dir
}

// The day's recap (d) of 30 hands, none reviewed before: read, reviewed
// and summed up as the screen's commands do it, until it is shown. One
// recap a process (-benchtime 1x -count 1; run the command again for
// another): the review keeps the verdicts it gave lately in the process,
// so the same day recapped again in it would be judged from those.
func BenchmarkDayRecap(b *testing.B) {
	if b.N > 1 || dayRecapped {
		b.Fatal("one recap a process: -benchtime 1x -count 1 (a second is served from the review's kept verdicts)")
	}
	dayRecapped = true
	d, dir := recapDriver(b)
	_ = os.Remove(filepath.Join(dir, store.ReviewsFile))
	b.ResetTimer()
	d.keys("d")
	if v := d.view(); !strings.Contains(v, "30 Razz hands") {
		b.Fatalf("no recap:\n%s", v)
	}
}

// dayRecapped is whether BenchmarkDayRecap has run in this process.
var dayRecapped bool

// The day's recap (d) of 30 hands reviewed before (by an earlier recap,
// or the Stats screen): read and summed up, no hand reviewed again.
func BenchmarkDayRecapKept(b *testing.B) {
	d, _ := recapDriver(b)
	d.keys("d", "x") // reviews them, and keeps the reviews
	for b.Loop() {
		d.keys("d")
		if v := d.view(); !strings.Contains(v, "30 Razz hands") {
			b.Fatalf("no recap:\n%s", v)
		}
		d.keys("x")
	}
}
