package tui

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
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/charmbracelet/x/exp/teatest/v2"

	"razz/bots"
	"razz/engine"
	"razz/tui/app"
	"razz/tui/drill"
	"razz/tui/store"
)

// TestCoachKeys: h opens the coach when the user must act and says why
// not otherwise; v after the hand opens the review; advice that arrives
// after the user acted is dropped.
func TestCoachKeys(t *testing.T) {
	o := tableOptions(t, 4, false)
	o.Table.History, o.Table.Review = "-", nil // the coach's review
	d := newDriver(t, o, 100, 30)
	tb := d.table()
	for tb.hand().ToAct() != tb.user() {
		d.step()
	}
	d.keys("h")
	if len(tb.ov.boxes()) != 1 || !strings.HasPrefix(tb.ov.boxes()[0].title, "Coach") {
		t.Fatalf("h opened %+v", tb.ov.boxes())
	}
	box := strings.Join(tb.ov.boxes()[0].lines(), "\n")
	for _, want := range []string{"▸ ", "Equity: ", "Your start ", "eight or better by seventh"} {
		if !strings.Contains(box, want) {
			t.Errorf("the coach's box lacks %q:\n%s", want, box)
		}
	}
	d.keys("enter")
	// Stale advice: asked, then the user acts before it arrives.
	d.RunCmds = false
	d.keys("h")
	cmd := tb.hintCmd(false)
	d.RunCmds = true
	d.step()
	d.run(cmd)
	if len(tb.ov.boxes()) > 0 && strings.HasPrefix(tb.ov.boxes()[0].title, "Coach") {
		t.Fatal("advice for an old decision was shown")
	}
	for !tb.over() {
		d.step()
	}
	// The review made at the end of the hand kept its mistakes.
	if tb.reviewed == nil || tb.reviewed.hand != 1 {
		t.Fatal("the hand was not reviewed when it ended")
	}
	mistakes, kept := 0, 0
	for _, dd := range tb.reviewed.rev.Decisions {
		if dd.Mistake {
			mistakes++
		}
	}
	for _, l := range d.rec().Leaks {
		kept += l.Count
	}
	if mistakes == 0 || kept != mistakes || len(d.rec().Spots) != mistakes {
		t.Errorf("%d mistakes reviewed, %d kept as leaks, %d spots", mistakes, kept, len(d.rec().Spots))
	}
	d.keys("h")
	if len(tb.ov.boxes()) != 0 || !strings.Contains(tb.note, "your turn") {
		t.Errorf("h after the hand: %q", tb.note)
	}
	d.keys("v")
	if len(tb.ov.boxes()) != 1 || !strings.HasPrefix(tb.ov.boxes()[0].title, "Review · hand 1") {
		t.Fatalf("v opened %+v", tb.ov.boxes())
	}
	if last := tb.ov.boxes()[0].lines()[len(tb.ov.boxes()[0].lines())-1]; !strings.Contains(last, "decision") {
		t.Errorf("no summary line: %q", last)
	}
}

// TestCoachByItself: with learning mode and the coach setting on, the
// coach's box opens each time the user must act.
func TestCoachByItself(t *testing.T) {
	o := tableOptions(t, 3, true)
	o.Table.History, o.Table.Coach = "-", true
	d := newDriver(t, o, 100, 30)
	tb := d.table()
	seen := 0
	for steps := 0; steps < 200 && !tb.over(); steps++ {
		if len(tb.ov.boxes()) > 0 && strings.HasPrefix(tb.ov.boxes()[0].title, "Coach") {
			seen++
			if !tb.ov.boxes()[0].auto || tb.hand().ToAct() != tb.user() {
				t.Fatal("the coach opened by itself out of turn or not as learning mode's box")
			}
		}
		d.step()
	}
	if seen == 0 || !tb.over() {
		t.Fatalf("the coach opened by itself %d times; the hand is over: %v (closing the box must let the user act)", seen, tb.over())
	}
}

// TestGoldenCoach: the coach's box on third street and the review after
// the hand, at both sizes.
func TestGoldenCoach(t *testing.T) {
	o := tableOptions(t, 6, false)
	o.Table.History, o.Table.Review = "-", nil // the coach's review
	d := newDriver(t, o, 100, 30)
	tb := d.table()
	var toAct, over, pressed []string
	for steps := 0; steps < 300 && over == nil; steps++ {
		if toAct == nil && len(tb.ov.boxes()) == 0 && tb.hand().ToAct() == tb.user() && tb.hand().Street() == 3 {
			toAct = append([]string{}, pressed...)
		}
		if tb.over() {
			over = append([]string{}, pressed...)
			break
		}
		pressed = append(pressed, d.step())
	}
	if toAct == nil || over == nil {
		t.Fatal("the seeded hand did not reach the states")
	}
	for _, st := range []struct {
		name, title string
		keys        []string
	}{{"coach", "Coach", append(toAct, "h")}, {"review", "Review", append(over, "v")}} {
		for _, sz := range goldenSizes {
			t.Run(fmt.Sprintf("%s/%dx%d", st.name, sz[0], sz[1]), func(t *testing.T) {
				o := o
				o.DataDir = asyncTempDir(t)
				tm := teatest.NewTestModel(t, New(o), teatest.WithInitialTermSize(sz[0], sz[1]),
					teatest.WithProgramOptions(tea.WithColorProfile(colorprofile.TrueColor)))
				for _, k := range st.keys {
					tm.Send(press(k))
				}
				teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return bytes.Contains(b, []byte(st.title+" ·")) },
					teatest.WithDuration(10*time.Second))
				if err := tm.Quit(); err != nil {
					t.Fatal(err)
				}
				m := tm.FinalModel(t, teatest.WithFinalTimeout(5*time.Second)).(*app.Model)
				golden.RequireEqual(t, []byte(m.View().Content))
			})
		}
	}
}

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
			dir := asyncTempDir(t)
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
			o := Options{Start: ScreenStats, Background: "dark", DataDir: dir}
			tm := teatest.NewTestModel(t, New(o), teatest.WithInitialTermSize(sz[0], sz[1]),
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

// TestMistakesDrillAsksKeptSpots: the "Your mistakes" drill asks the spot
// kept in the stats file, and an answer moves it on the schedule.
func TestMistakesDrillAsksKeptSpots(t *testing.T) {
	dir := keptSpotDir(t)
	d := newDriver(t, Options{Start: ScreenQuiz, DataDir: dir, Quiz: QuizOptions{Drill: drill.Mistakes, Chosen: true, Level: drill.Medium, Seed: 1}}, 100, 30)
	q, ok := d.quiz().q.(*drill.ThirdQuestion)
	if !ok || q.SpotIndex() != 0 {
		t.Fatalf("the drill did not ask the kept spot: %T %+v", d.quiz().q, d.quiz().q)
	}
	if !strings.Contains(ansi.Strip(d.view()), "You, seat 1") {
		t.Errorf("the spot is not drawn:\n%s", d.view())
	}
	d.keys(answerKeys(t, q, true)...)
	if v := ansi.Strip(d.view()); !strings.Contains(v, "In the hand you played") {
		t.Errorf("the feedback does not recall the hand:\n%s", v)
	}
	if sp := d.rec().Spots[0]; d.rec().SpotAnswers != 1 || sp.Due < 3 {
		t.Errorf("a right answer did not push the spot back: %+v (answers %d)", sp, d.rec().SpotAnswers)
	}
}

// TestCoachBringInNeverSaysFold: when the user must bring in, the coach's
// box weighs bringing in against completing; nothing in it tells the user
// to fold, which the bring-in cannot do.
func TestCoachBringInNeverSaysFold(t *testing.T) {
	found := 0
	for seed := uint64(1); seed <= 60 && found < 3; seed++ {
		o := tableOptions(t, 5, false)
		o.Table.History, o.Table.Seed = "-", seed
		d := newDriver(t, o, 100, 30)
		tb := d.table()
		for steps := 0; steps < 20 && tb.hand().ToAct() != tb.user(); steps++ {
			d.step()
		}
		if tb.hand().ToAct() != tb.user() || tb.hand().Street() != 3 {
			continue
		}
		var v engine.View
		tb.hand().ViewInto(&v, tb.user())
		if a := bots.Advise(v, nil); !a.BringIn || a.Class.Tier < 4 {
			continue
		}
		found++
		d.keys("h")
		if len(tb.ov.boxes()) != 1 {
			t.Fatalf("seed %d: h opened %+v", seed, tb.ov.boxes())
		}
		box := strings.Join(tb.ov.boxes()[0].lines(), "\n")
		if strings.Contains(strings.ToLower(box), "fold") || !strings.Contains(box, "bring in") {
			t.Errorf("seed %d: the coach to a player who must bring in:\n%s", seed, box)
		}
	}
	if found == 0 {
		t.Fatal("no seed dealt the user a weak start to bring in with")
	}
}
