package table

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"razz/engine"
	"razz/engine/narrate"
	"razz/tui/theme"
	"razz/tui/widget"
)

// plain is the screen without colours.
func (d *driver) plain() string { return ansi.Strip(d.view()) }

// logRegion is the screen's lines under the action bar, up to the footer.
func logRegion(view string) []string {
	lines := strings.Split(ansi.Strip(view), "\n")
	for i, l := range lines {
		if strings.Contains(l, "Your turn:") || strings.Contains(l, "to act…") || strings.Contains(l, "Hand over:") {
			end := len(lines) - 2 // the status and help lines
			for end > i+1 && strings.TrimSpace(lines[end-1]) == "" {
				end--
			}
			return lines[i+1 : end]
		}
	}
	return nil
}

// The dealer's log follows the newest line unless the user scrolled up;
// then it stays put, says how many lines are newer, and end returns (item 3).
func TestLogFollowsUnlessScrolledBack(t *testing.T) {
	for _, back := range []string{"end", "G"} {
		o := tableOptions(t, 6, false)
		o.Table.History = "-"
		d := newDriver(t, o, 80, 24)
		tb := d.table()
		d.playPassively(2)
		d.keys("n")
		if tb.p.hand().ToAct() != tb.p.user() {
			t.Fatal("not the user's turn")
		}
		d.keys("up", "up")
		before := strings.TrimSpace(logRegion(d.view())[0])
		d.keys(userKey(tb)) // the bots answer: new lines
		after := logRegion(d.view())
		if strings.TrimSpace(after[0]) != before {
			t.Errorf("scrolled back, the log moved: %q, was %q", after[0], before)
		}
		if last := after[len(after)-1]; !strings.Contains(last, "newer line") {
			t.Errorf("no count of newer lines: %q", last)
		}
		d.keys(back)
		newest := widget.Wrap(tb.log.lines[len(tb.log.lines)-1].text, tb.tableCol())
		region := strings.Join(logRegion(d.view()), "\n")
		if strings.Contains(region, "newer line") || !strings.Contains(region, newest[len(newest)-1]) {
			t.Errorf("%s did not return to the newest line:\n%s", back, region)
		}
		d.keys(userKey(tb)) // following again: the newest line shows
		newest = widget.Wrap(tb.log.lines[len(tb.log.lines)-1].text, tb.tableCol())
		if region := strings.Join(logRegion(d.view()), "\n"); !strings.Contains(region, newest[len(newest)-1]) {
			t.Errorf("after %s the log does not follow:\n%s", back, region)
		}
	}
}

// Once the user folds, the hand plays through with no box but the
// showdown's, and the user's down cards stay on screen (item 6).
func TestFoldedUserWatchesTheRest(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		o := tableOptions(t, 5, true)
		o.Table.Seed, o.Table.History, o.Table.Speed = seed, "-", time.Millisecond
		d := newDriver(t, o, 100, 30)
		tb := d.table()
		for len(tb.ov.Boxes()) > 0 {
			d.keys("enter")
		}
		if tb.p.hand().ToAct() != tb.p.user() || len(tb.p.options(engine.Fold)) == 0 {
			continue
		}
		down := tb.p.hand().Cards(tb.p.user())[:2]
		d.keys("f")
		for _, e := range tb.ov.Boxes() {
			if e.Title != "Showdown" {
				t.Fatalf("seed %d: after folding a %q box stopped the hand", seed, e.Title)
			}
		}
		if !tb.p.hand().Done() {
			t.Fatalf("seed %d: the hand did not play through after the fold", seed)
		}
		for len(tb.ov.Boxes()) > 0 {
			d.keys("enter")
		}
		var you string
		for _, l := range strings.Split(d.plain(), "\n") {
			if strings.Contains(l, "You (seat 1)") {
				you = l
			}
		}
		for _, c := range down {
			if !strings.Contains(you, tb.ctx.Theme().CardName(c)) {
				t.Errorf("seed %d: folded down card %v not shown: %q", seed, c, you)
			}
		}
		return
	}
	t.Fatal("no seed let the user fold at once")
}

// A box never hides the seats or the user's cards (item 7).
func TestBoxesLeaveTheSeatsVisible(t *testing.T) {
	for _, sz := range [][2]int{{80, 24}, {100, 30}, {120, 40}, {160, 45}} {
		for _, players := range []int{6, 8} {
			o := tableOptions(t, players, true)
			o.Table.History = "-"
			d := newDriver(t, o, sz[0], sz[1])
			tb := d.table()
			seen := 0
			for steps := 0; steps < 300 && !(tb.p.over() && len(tb.ov.Boxes()) == 0); steps++ {
				if len(tb.ov.Boxes()) > 0 {
					seen++
					v := d.plain()
					for _, p := range tb.p.sess.Table().Players[1:] {
						if !strings.Contains(v, p.Name) {
							t.Fatalf("%dx%d, %d players: the %q box hides %s:\n%s", sz[0], sz[1], players, tb.ov.Boxes()[0].Title, p.Name, v)
						}
					}
					you := tb.ctx.Theme().CardName(tb.p.hand().Cards(tb.p.user())[0])
					if !strings.Contains(v, "You (seat 1)") || !strings.Contains(v, you) {
						t.Fatalf("%dx%d: the %q box hides the user's cards:\n%s", sz[0], sz[1], tb.ov.Boxes()[0].Title, v)
					}
					if sz[1] >= 30 && !strings.Contains(v, "Unseen lows") {
						t.Fatalf("%dx%d: the box covers the table:\n%s", sz[0], sz[1], v)
					}
				}
				d.step()
			}
			if seen < 3 {
				t.Errorf("%dx%d: only %d boxes seen", sz[0], sz[1], seen)
			}
		}
	}
}

// e gives the limits as they stand now, once (item 8).
func TestExplainGivesTheLimitsOnce(t *testing.T) {
	o := tableOptions(t, 4, true)
	o.Table.Speed, o.Table.History = time.Millisecond, "-"
	d := newDriver(t, o, 100, 40)
	tb := d.table()
	for len(tb.ov.Boxes()) > 0 {
		d.keys("enter")
	}
	if tb.p.hand().ToAct() != tb.p.user() || len(tb.p.options(engine.Complete)) == 0 {
		t.Fatal("the user cannot complete")
	}
	d.RunCmds = false
	d.do("o") // one bet made; the next bot's turn waits
	d.keys("e")
	v := d.plain()
	if n := strings.Count(v, "made,"); n != 1 || !strings.Contains(v, "1 made, 3 left") {
		t.Errorf("%d limit lines, want one saying 1 made, 3 left:\n%s", n, v)
	}
}

// "Any unpaired board beats a paired one" only when a pair decided (item 9).
func TestPairSentenceOnlyWhenAPairDecided(t *testing.T) {
	board := func(seat int, s string) engine.Board {
		cs, err := engine.ParseCards(s)
		if err != nil {
			t.Fatal(err)
		}
		return engine.NewBoard(seat, cs)
	}
	const pairLine = "Any unpaired board beats a paired one."
	for _, c := range []struct {
		boards []engine.Board
		want   bool
	}{
		{[]engine.Board{board(1, "5s 3h"), board(2, "9c 9d")}, false}, // 5-3 is better on its ranks
		{[]engine.Board{board(1, "8s 7h"), board(2, "4c 4d")}, true},  // 4-4 would beat 8-7 but for the pair
		{[]engine.Board{board(1, "Ks Qh Jd"), board(2, "2c 2d 3h")}, true},
		{[]engine.Board{board(1, "6s 5h 4d"), board(2, "6c 6d 5s"), board(3, "Kc Qd Jh")}, false},
		{[]engine.Board{board(1, "7s 2h"), board(2, "Kc Qd")}, false},
	} {
		e := engine.ExplainFirst(4, c.boards, nil)
		got := strings.Contains(strings.Join(firstText(new(theme.New(theme.Options{}, true)), e), " "), pairLine)
		if got != c.want {
			t.Errorf("%v: pair sentence %v, want %v", e.Ranked, got, c.want)
		}
	}
}

// ? lists the keys by when they work and explains the lines under the
// seats (item 10); B and R, the big bet over an open pair, only at a table
// with that house rule, and with its condition (they were listed as "bet
// the big bet" at every table).
func TestFullHelpByContext(t *testing.T) {
	for _, c := range []struct {
		sz      [2]int
		bigBets bool
	}{{[2]int{80, 24}, false}, {[2]int{120, 40}, false}, {[2]int{80, 24}, true}} {
		sz := c.sz
		o := tableOptions(t, 6, false)
		o.Table.History = "-"
		o.Table.Table.Rules.OpenPairDouble = c.bigBets
		d := newDriver(t, o, sz[0], sz[1])
		tb := d.table()
		d.keys("?")
		if !tb.ov.Has(widget.OverKeys) {
			t.Fatal("? did not open the key list")
		}
		var all []string
		for range 40 { // read the whole box, scrolling
			all = append(all, d.plain())
			d.keys("down")
		}
		v := strings.ReplaceAll(strings.Join(all, "\n"), "│", " ")
		for _, want := range []string{"Your turn", "Between hands", "Dealer's log", "f fold", "n next hand", "end/G newest line",
			"Unseen lows A:4 2:3", "four of each, less your own cards"} {
			if !strings.Contains(strings.Join(strings.Fields(v), " "), want) {
				t.Errorf("%dx%d: the key list lacks %q", sz[0], sz[1], want)
			}
		}
		if strings.Contains(v, "(or rebuy)") {
			t.Error("one key still means two things in one list")
		}
		words := strings.Join(strings.Fields(v), " ")
		for _, k := range []string{"B bet big (4th, open pair)", "R raise big (4th, open pair)"} {
			if strings.Contains(words, k) != c.bigBets {
				t.Errorf("%dx%d, open-pair-double %v: the key list has %q: %v", sz[0], sz[1], c.bigBets, k, !c.bigBets)
			}
		}
		if strings.Contains(words, "bet the big bet") || strings.Contains(words, "raise by the big bet") {
			t.Errorf("%dx%d: the key list offers the big bet without its condition", sz[0], sz[1])
		}
		d.keys("enter")
		if tb.ov.Has(widget.OverKeys) {
			t.Error("enter did not close the key list")
		}
	}
}

// No box line is wider than the screen, and no layout marker leaks.
func TestBoxLinesFit(t *testing.T) {
	for _, w := range []int{80, 100, 120} {
		o := tableOptions(t, 8, true)
		o.Table.History = "-"
		d := newDriver(t, o, w, 30)
		tb := d.table()
		for steps := 0; steps < 300 && !(tb.p.over() && len(tb.ov.Boxes()) == 0); steps++ {
			for i, l := range strings.Split(d.view(), "\n") {
				if ansi.StringWidth(l) > w {
					t.Fatalf("%d wide: line %d is %d cells: %q", w, i, ansi.StringWidth(l), ansi.Strip(l))
				}
				if strings.ContainsAny(l, "\x00\x01\x02") {
					t.Fatalf("a layout marker on screen: %q", l)
				}
			}
			d.step()
		}
	}
	_ = fmt.Sprint()
}

// boxLines are a box's texts, one a part (units joined by spaces).
func boxLines(e widget.Box) []string {
	out := make([]string, len(e.Parts))
	for i, p := range e.Parts {
		out[i] = p.Text
		if p.Kind == widget.Units {
			out[i] = strings.Join(p.Units, " ")
		}
	}
	return out
}

// firstText explains who acts first on a street, cards in the theme's
// names: "Seat 2 acts first on fifth street: 7-4-2 is the best board
// (...)."
func firstText(t *theme.Theme, e engine.FirstExplanation) []string {
	return (&narrate.Narrator{Card: t.CardName}).FirstText(e)
}

// TestLogMarkerIsNotLogged: the "… N newer lines" marker drawn while the
// log is scrolled back is no line of the log: after end (or G) the line it
// was drawn over shows again (it was written into the laid-out log, and
// stayed there until the next action laid the log out anew).
func TestLogMarkerIsNotLogged(t *testing.T) {
	o := tableOptions(t, 6, false)
	o.Table.History = "-"
	d := newDriver(t, o, 80, 24)
	tb := d.table()
	d.playPassively(1)
	d.keys("n", userKey(tb), "pgup")
	if !strings.Contains(strings.Join(logRegion(d.view()), "\n"), "newer line") {
		t.Fatal("pgup shows no marker: the test checks nothing")
	}
	d.keys("G")
	if region := strings.Join(logRegion(d.view()), "\n"); strings.Contains(region, "newer line") {
		t.Errorf("the marker stays after G:\n%s", region)
	}
	for _, l := range tb.log.cache.Lines {
		if strings.Contains(l, "newer line") {
			t.Errorf("the marker was written into the log: %q", l)
		}
	}
}

// TestSessionFigureBesideTheSeats: at 120 and 160 columns the Session
// figure ends where the seat rows end, not at the terminal's far edge.
func TestSessionFigureBesideTheSeats(t *testing.T) {
	for _, w := range []int{80, 120, 160} {
		o := tableOptions(t, 6, false)
		o.Table.History = "-"
		d := newDriver(t, o, w, 40)
		rowsEnd, sessionEnd := 0, 0
		for _, l := range strings.Split(d.plain(), "\n") {
			l = strings.TrimRight(l, " ")
			switch {
			case strings.Contains(l, "Session "):
				sessionEnd = ansi.StringWidth(l)
			case strings.Contains(l, "(Caller)") || strings.Contains(l, "You (seat 1)"):
				rowsEnd = max(rowsEnd, ansi.StringWidth(l))
			}
		}
		if sessionEnd == 0 || sessionEnd > rowsEnd+2 {
			t.Errorf("%d columns: the Session figure ends at %d, the seat rows at %d:\n%s", w, sessionEnd, rowsEnd, d.plain())
		}
	}
}
