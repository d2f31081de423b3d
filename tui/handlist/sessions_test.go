package handlist

import (
	"fmt"
	"slices"
	"testing"
)

// TestSessions: hands are grouped by the run of the table that dealt them,
// whatever their seed; a run goes on in a session of its own after a
// whole session saved between its hands; hands saved before runs were
// written by a stretch of one seed; imported ones by their source.
func TestSessions(t *testing.T) {
	t.Parallel()
	run := func(r string, seed uint64) Entry { return Entry{Run: r, Seed: seed} }
	old := func(seed uint64) Entry { return Entry{Seed: seed} }
	imp := func(src string) Entry { return Entry{Source: src} }
	for _, c := range []struct {
		name string
		es   []Entry
		want string // sessions newest first, each its hands oldest first
	}{
		{"two runs with one --seed", []Entry{run("a", 7), run("a", 7), run("a", 7), run("b", 7), run("b", 7)}, "[[3 4] [0 1 2]]"},
		{"two tables saving at once", []Entry{run("a", 1), run("b", 2), run("a", 1), run("b", 2), run("a", 1)}, "[[0 2 4] [1 3]]"},
		{"one run, one seed", []Entry{run("a", 3), run("a", 3)}, "[[0 1]]"},
		{"before runs: a stretch of one seed", []Entry{old(1), old(1), old(2), old(1)}, "[[3] [2] [0 1]]"},
		{"an old hand then a run of its seed", []Entry{old(5), old(5), run("a", 5), run("a", 5)}, "[[2 3] [0 1]]"},
		// Played in that order: the run's last hand goes on after the
		// import, not back in the run's first session above it.
		{"a run, an import, the run again", []Entry{run("a", 5), imp("phh"), imp("phh"), run("a", 5)}, "[[3] [1 2] [0]]"},
		{"a sitting, a warm-up, the sitting again", []Entry{run("a", 5), run("a", 5), run("w", 5), run("w", 5), run("a", 5)}, "[[4] [2 3] [0 1]]"},
		{"another terminal's sitting between, then both", []Entry{run("a", 1), run("b", 2), run("b", 2), run("a", 1), run("c", 3), run("a", 1), run("c", 3)}, "[[4 6] [3 5] [1 2] [0]]"},
		{"two sources", []Entry{imp("phh"), imp("pokerstars"), imp("pokerstars")}, "[[1 2] [0]]"},
		{"two imports of one source", []Entry{{Source: "pokerstars", Run: "i1"}, {Source: "pokerstars", Run: "i1"}, {Source: "pokerstars", Run: "i2"}}, "[[2] [0 1]]"},
		{"an old import, then a new one", []Entry{imp("phh"), {Source: "phh", Run: "i1"}}, "[[1] [0]]"},
		{"nothing", nil, "[]"},
	} {
		var got [][]int
		for _, s := range Sessions(c.es) {
			got = append(got, slices.Clone(s.Hands))
		}
		if g := fmt.Sprint(got); g != c.want && !(c.want == "[]" && got == nil) {
			t.Errorf("%s: %s, want %s", c.name, g, c.want)
		}
	}
}
