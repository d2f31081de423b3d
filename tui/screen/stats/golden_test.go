package stats

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/charmbracelet/x/exp/teatest/v2"

	"razz/bots"
	"razz/engine"
	"razz/tui/app"
	"razz/tui/screen"
	"razz/tui/store"
	"razz/tui/tuitest"
)

// TestGoldenStatsPlay: the Stats screen's table page over a history of
// seeded hands and a record of leaks, at both sizes.
func TestGoldenStatsPlay(t *testing.T) {
	var hist bytes.Buffer
	bs, err := bots.Seat([]string{"station", "grinder", "rock", "maniac"}, bots.Normal)
	if err != nil {
		t.Fatal(err)
	}
	a := &bots.Arena{Table: engine.NewTable([]string{"You", "Greta", "Rita", "Max"}, []int{1000, 1000, 1000, 1000}, engine.DefaultStakes, engine.DefaultRules),
		Bots: bs, Seed: 3, Workers: 1}
	a.Observe = func(n int, h *engine.Hand, _ []bots.SeatReason) {
		hist.Write(h.AppendLog(nil, savedMeta(3, n, a.Table, bs)))
		hist.WriteByte('\n')
	}
	a.Run(150)
	rec := store.NewQuizRecord()
	rec.AddMistake("rough-start", 0.25, store.Spot{})
	rec.AddMistake("passive", 1.5, store.Spot{})
	rec.AddMistake("rough-start", 0.5, store.Spot{})
	for _, sz := range goldenSizes {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			dir := tuitest.TempDir(t)
			if err := os.WriteFile(filepath.Join(dir, store.HistoryFile), hist.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			if err := saveRecord(dir, rec); err != nil {
				t.Fatal(err)
			}
			primeReviews(t, dir, func(i int) store.HandReview { // the leaks, without reviewing 150 hands
				kinds := map[int][]store.KindCost{0: {{Kind: "rough-start", Count: 1, CostBB: 0.25}},
					1: {{Kind: "passive", Count: 1, CostBB: 1.5}}, 2: {{Kind: "rough-start", Count: 1, CostBB: 0.5}}}
				return store.HandReview{Reviewed: true, Decisions: 3, Kinds: kinds[i]}
			})
			o := opts{Start: screen.Stats, Background: "dark", DataDir: dir}
			tm := teatest.NewTestModel(t, app.New(appOptions(o)), teatest.WithInitialTermSize(sz[0], sz[1]),
				teatest.WithProgramOptions(tea.WithColorProfile(colorprofile.TrueColor)))
			teatest.WaitFor(t, tm.Output(), func(b []byte) bool {
				return bytes.Contains(b, []byte("BB/100")) && bytes.Contains(b, []byte("checked or called"))
			},
				teatest.WithDuration(10*time.Second))
			if err := tm.Quit(); err != nil {
				t.Fatal(err)
			}
			m := tm.FinalModel(t, teatest.WithFinalTimeout(5*time.Second)).(*app.Model)
			golden.RequireEqual(t, []byte(m.View().Content))
		})
	}
}

// TestPlotLines: the running result's chart keeps its size, labels the
// top and bottom, and rises where the result rises.
func TestPlotLines(t *testing.T) {
	vals := []float64{1, 2, 3, 4, 5, 4, 3, 2, 1, 0, -1, -2}
	lines := plotLines(vals, 40, 4)
	if len(lines) != 4 || !strings.HasPrefix(lines[0], "   +5.0") || !strings.HasPrefix(lines[3], "   -2.0") {
		t.Fatalf("%q", lines)
	}
	col := func(i int) int { // filled cells in column i
		n := 0
		for _, l := range lines {
			if r := []rune(l)[9+i]; r != ' ' {
				n++
			}
		}
		return n
	}
	if col(4) <= col(0) || col(11) == 0 {
		t.Errorf("columns %d %d %d:\n%s", col(0), col(4), col(11), strings.Join(lines, "\n"))
	}
	if got := plotLines(make([]float64, 500), 60, 3); len([]rune(got[0])) != 9+60 {
		t.Errorf("width %d", len([]rune(got[0])))
	}
}

// TestGoldenScreens: the Stats screen's quiz page (tab) over no record.
func TestGoldenScreens(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(fmt.Sprintf("stats/%dx%d", sz[0], sz[1]), func(t *testing.T) {
			runGolden(t, opts{Start: screen.Stats, Background: "dark"}, sz[0], sz[1], []string{"tab"})
		})
	}
}
