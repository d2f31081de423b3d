package practice

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"

	"razz/tui/screen"
	"razz/tui/store"
)

// TestHistoryCashHands: a PokerStars HORSE cash file imported into the
// history shows in dollars and as the file tells it in the History list,
// the replay and the practice: the result "+$1.03", the award net of the
// rake, said ("$2.05, rake $0.10"), and the final stack "$6.03" where the
// rules alone would give $2.15 and $6.13.
func TestHistoryCashHands(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	hands := practiceSample(t, "horse_cash.txt")
	var b strings.Builder
	for i := range hands {
		hands[i].Hand = i + 1
		js, _ := json.Marshal(hands[i])
		b.Write(append(js, '\n'))
	}
	if err := os.WriteFile(filepath.Join(dir, store.HistoryFile), []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, sz := range goldenSizes {
		d := newDriver(t, opts{Start: screen.History, DataDir: dir, Location: time.UTC}, sz[0], sz[1])
		defer func() {
			if t.Failed() {
				return
			}
			// The replay's end as a golden: the list, then enter and G.
			t.Run(fmt.Sprintf("replay/%dx%d", sz[0], sz[1]), func(t *testing.T) {
				g := newDriver(t, opts{Start: screen.History, DataDir: dir, Location: time.UTC}, sz[0], sz[1])
				g.keys("G", "enter", "G")
				golden.RequireEqual(t, []byte(g.M.View().Content))
			})
		}()
		d.keys("G") // hand 1: the list is newest first
		list := ansi.Strip(d.view())
		for _, want := range []string{"+$1.03 (+5.2 BB)", "+$0.96 ("} {
			if !strings.Contains(list, want) {
				t.Errorf("%dx%d: %q not in the History list:\n%s", sz[0], sz[1], want, list)
			}
		}
		d.keys("enter", "G")
		replay := ansi.Strip(d.view())
		for _, want := range []string{"$0.10/$0.20", "$6.03", "$2.05, rake $0.10", "pot $2.15, rake $0.10"} {
			if !strings.Contains(strings.Join(strings.Fields(replay), " "), want) {
				t.Errorf("%dx%d: %q not at the replay's end:\n%s", sz[0], sz[1], want, replay)
			}
		}
		if strings.Contains(replay, "$6.13") || strings.Contains(replay, "(215)") || strings.Contains(replay, "$2.15)") {
			t.Errorf("%dx%d: the replay gives the award or stack before the rake:\n%s", sz[0], sz[1], replay)
		}
		d.keys("v")                                                                                                                                                                                                // the coach's review, in dollars too
		if rev := strings.Join(strings.Fields(ansi.Strip(d.view())), " "); !strings.Contains(rev, "you complete to $0.10, coach complete to $0.10") || sz[1] >= 40 && !strings.Contains(rev, "Raise to $0.60: ") { // at 80x24 the reasons are below the scroll
			t.Errorf("%dx%d: the review is not in dollars:\n%s", sz[0], sz[1], rev)
		}
		d.keys("v", "q", "p")
		if d.current() != screen.Practice {
			t.Fatalf("p went to screen %d", d.current())
		}
		p := d.practice().cur
		for p.at < len(p.Steps)-1 {
			if p.Waiting(p.at) {
				d.keys(d.ctx().Keys().Table.ForAction(p.Steps[p.at].View.Legal[0].Kind, false).Keys()[0])
				continue
			}
			d.keys("right")
		}
		end := strings.Join(strings.Fields(ansi.Strip(d.view())), " ")
		for _, want := range []string{"$6.03", "You win the pot ($2.05, rake $0.10)"} {
			if !strings.Contains(end, want) {
				t.Errorf("%dx%d: %q not at the practice's end:\n%s", sz[0], sz[1], want, end)
			}
		}
	}
}
