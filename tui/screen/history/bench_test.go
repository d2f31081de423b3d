package history

import (
	"testing"

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
