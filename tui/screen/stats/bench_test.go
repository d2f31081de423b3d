package stats

import (
	"testing"

	"razz/tui/tuitest"
)

// Stats' first look at your play (s, then enter) over 36 hands of yours
// (40 in the history, 4 of them imported), none reviewed before: the
// coach reviews each as the screen's commands do, until the leaks are
// shown. The goal is under a second. One a process (-benchtime 1x
// -count 1): the review keeps the verdicts it gave lately in the process,
// so a second look would be judged from those.
func BenchmarkStatsFirstLook(b *testing.B) {
	if b.N > 1 || firstLooked {
		b.Fatal("one first look a process: -benchtime 1x -count 1 (a second is served from the review's kept verdicts)")
	}
	firstLooked = true
	dir := b.TempDir()
	fillHistory(b, dir, 40)
	d := &driver{tuitest.Open(b, appOptions(opts{DataDir: dir}), nil)}
	d.Start(80, 24)
	b.ResetTimer()
	d.keys("s", "enter")
	if _, reviewed, waiting := d.stats().leaks.kinds(); waiting != 0 || reviewed != 36 {
		b.Fatalf("%d reviewed, %d waiting, want 36 and none", reviewed, waiting)
	}
}

// firstLooked is whether BenchmarkStatsFirstLook has run in this process.
var firstLooked bool
