package table

import (
	"bytes"
	"fmt"
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
	"razz/tui/tuitest"
)

// TestCoachKeys: h opens the coach when the user must act and says why
// not otherwise; v after the hand opens the review; advice that arrives
// after the user acted is dropped.
func TestCoachKeys(t *testing.T) {
	o := tableOptions(t, 4, false)
	o.Table.History, o.Table.Review = "-", nil // the coach's review
	d := newDriver(t, o, 100, 30)
	tb := d.table()
	for tb.p.hand().ToAct() != tb.p.user() {
		d.step()
	}
	d.keys("h")
	if len(tb.ov.Boxes()) != 1 || !strings.HasPrefix(tb.ov.Boxes()[0].Title, "Coach") {
		t.Fatalf("h opened %+v", tb.ov.Boxes())
	}
	box := strings.Join(boxLines(tb.ov.Boxes()[0]), "\n")
	for _, want := range []string{"▸ ", "Equity: ", "Your start ", "eight or better by seventh"} {
		if !strings.Contains(box, want) {
			t.Errorf("the coach's box lacks %q:\n%s", want, box)
		}
	}
	d.keys("enter")
	// Stale advice: asked, then the user acts before it arrives.
	d.RunCmds = false
	d.keys("h")
	cmd := tb.coach.hint(false)
	d.RunCmds = true
	d.step()
	d.run(cmd)
	if len(tb.ov.Boxes()) > 0 && strings.HasPrefix(tb.ov.Boxes()[0].Title, "Coach") {
		t.Fatal("advice for an old decision was shown")
	}
	for !tb.p.over() {
		d.step()
	}
	// The review made at the end of the hand kept its mistakes.
	if tb.coach.reviewed == nil || tb.coach.reviewed.hand != 1 {
		t.Fatal("the hand was not reviewed when it ended")
	}
	mistakes, kept := 0, 0
	for _, dd := range tb.coach.reviewed.rev.Decisions {
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
	if len(tb.ov.Boxes()) != 0 || !strings.Contains(tb.note, "your turn") {
		t.Errorf("h after the hand: %q", tb.note)
	}
	d.keys("v")
	if len(tb.ov.Boxes()) != 1 || !strings.HasPrefix(tb.ov.Boxes()[0].Title, "Review · hand 1") {
		t.Fatalf("v opened %+v", tb.ov.Boxes())
	}
	if last := boxLines(tb.ov.Boxes()[0])[len(boxLines(tb.ov.Boxes()[0]))-1]; !strings.Contains(last, "decision") {
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
	for steps := 0; steps < 200 && !tb.p.over(); steps++ {
		if len(tb.ov.Boxes()) > 0 && strings.HasPrefix(tb.ov.Boxes()[0].Title, "Coach") {
			seen++
			if !tb.ov.Boxes()[0].Auto || tb.p.hand().ToAct() != tb.p.user() {
				t.Fatal("the coach opened by itself out of turn or not as learning mode's box")
			}
		}
		d.step()
	}
	if seen == 0 || !tb.p.over() {
		t.Fatalf("the coach opened by itself %d times; the hand is over: %v (closing the box must let the user act)", seen, tb.p.over())
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
		if toAct == nil && len(tb.ov.Boxes()) == 0 && tb.p.hand().ToAct() == tb.p.user() && tb.p.hand().Street() == 3 {
			toAct = append([]string{}, pressed...)
		}
		if tb.p.over() {
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
				o.DataDir = tuitest.TempDir(t)
				tm := teatest.NewTestModel(t, app.New(appOptions(o)), teatest.WithInitialTermSize(sz[0], sz[1]),
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
		for steps := 0; steps < 20 && tb.p.hand().ToAct() != tb.p.user(); steps++ {
			d.step()
		}
		if tb.p.hand().ToAct() != tb.p.user() || tb.p.hand().Street() != 3 {
			continue
		}
		var v engine.View
		tb.p.hand().ViewInto(&v, tb.p.user())
		if a := bots.Advise(v, nil); !a.BringIn || a.Class.Tier < 4 {
			continue
		}
		found++
		d.keys("h")
		if len(tb.ov.Boxes()) != 1 {
			t.Fatalf("seed %d: h opened %+v", seed, tb.ov.Boxes())
		}
		box := strings.Join(boxLines(tb.ov.Boxes()[0]), "\n")
		if strings.Contains(strings.ToLower(box), "fold") || !strings.Contains(box, "bring in") {
			t.Errorf("seed %d: the coach to a player who must bring in:\n%s", seed, box)
		}
	}
	if found == 0 {
		t.Fatal("no seed dealt the user a weak start to bring in with")
	}
}
