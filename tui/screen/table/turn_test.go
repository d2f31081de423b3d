package table

import (
	"strings"
	"testing"

	"razz/tui/widget"
)

// A log scrolled back in one hand follows the newest lines again when the
// next hand is dealt: it stayed scrolled, showing the last hand's
// bring-in while another seat brought in now.
func TestLogFollowsTheNextHand(t *testing.T) {
	o := tableOptions(t, 6, false)
	o.Table.History = "-"
	d := newDriver(t, o, 80, 24)
	tb := d.table()
	d.playPassively(1)
	d.keys("pgup")
	if !strings.Contains(strings.Join(logRegion(d.view()), "\n"), "newer line") {
		t.Fatalf("pgup did not scroll the log back:\n%s", d.view())
	}
	d.keys("n")
	region := strings.Join(logRegion(d.view()), "\n")
	newest := widget.Wrap(tb.log.lines[len(tb.log.lines)-1].text, tb.tableCol())
	if strings.Contains(region, "newer line") || !strings.Contains(region, newest[len(newest)-1]) {
		t.Errorf("the next hand's log shows no newest line:\n%s", d.view())
	}
}

// rulesBoxAtTurn plays learning-mode tables until a rules box (not the
// coach's) is open at the user's turn.
func rulesBoxAtTurn(t *testing.T, w, h int) *driver {
	t.Helper()
	for seed := uint64(1); seed < 60; seed++ {
		o := tableOptions(t, 5, true)
		o.Table.Seed, o.Table.History = seed, "-"
		d := newDriver(t, o, w, h)
		tb := d.table()
		for steps := 0; steps < 300 && !(tb.p.over() && len(tb.ov.Boxes()) == 0); steps++ {
			if top, ok := tb.ov.Top(); ok && top.Kind == widget.OverBox && tb.p.userTurn() {
				return d
			}
			d.step()
		}
	}
	t.Fatal("no seed opens a rules box at the user's turn")
	return nil
}

// h at the user's turn with a rules box open opens the coach's advice
// over it, and the help line says so (h did nothing, and the footer did
// not list it then); enter on the advice goes back to the rules box.
func TestCoachKeyOverARulesBox(t *testing.T) {
	for _, sz := range [][2]int{{80, 24}, {120, 40}} {
		d := rulesBoxAtTurn(t, sz[0], sz[1])
		tb := d.table()
		rules := tb.ov.Boxes()[0].Title
		if !strings.Contains(d.footer(), "h coach") {
			t.Errorf("%dx%d: %q open at the turn, the help line lacks h: %q", sz[0], sz[1], rules, d.footer())
		}
		d.keys("h")
		if got := tb.ov.Boxes(); len(got) < 2 || !strings.HasPrefix(got[0].Title, "Coach") || got[1].Title != rules {
			t.Fatalf("%dx%d: h over %q: boxes %v", sz[0], sz[1], rules, titles(got))
		}
		if strings.Contains(d.footer(), "h coach") {
			t.Errorf("the coach's own box offers h: %q", d.footer())
		}
		d.keys("h") // over the advice: nothing more
		if n := len(tb.ov.Boxes()); n != 2 {
			t.Errorf("h over the advice: %d boxes", n)
		}
		d.keys("enter")
		if got := tb.ov.Boxes(); len(got) != 1 || got[0].Title != rules {
			t.Errorf("enter on the advice: boxes %v, want %q back", titles(got), rules)
		}
	}
}

func titles(bs []widget.Box) []string {
	var out []string
	for _, b := range bs {
		out = append(out, b.Title)
	}
	return out
}

// w (why did they?) works between hands: ? lists it there, not under
// "Any time", the help line offers it only once the hand is over, and mid-
// hand it says in a line when it works, opening no box (it said "any
// time" and then "press w again after the hand").
func TestWhyIsBetweenHands(t *testing.T) {
	o := tableOptions(t, 4, false)
	o.Table.History = "-"
	d := newDriver(t, o, 80, 24)
	tb := d.table()
	var anyTime, between []string
	for _, g := range tableKeyGroups(d.Live.Ctx.Keys().Table, d.Live.Ctx.Keys().Global, false) {
		for _, k := range g.keys {
			switch g.title {
			case "Any time":
				anyTime = append(anyTime, k.Help().Key)
			case "Between hands":
				between = append(between, k.Help().Key)
			}
		}
	}
	if strings.Contains(strings.Join(anyTime, " "), "w") || !strings.Contains(strings.Join(between, " "), "w") {
		t.Errorf("? lists w: any time %v, between hands %v", anyTime, between)
	}
	if tb.p.over() {
		t.Fatal("the hand is over before it starts")
	}
	if strings.Contains(d.footer(), "w why") {
		t.Errorf("mid-hand the help line offers w: %q", d.footer())
	}
	d.keys("w")
	if len(tb.ov.Boxes()) != 0 || !strings.Contains(flat(d.view()), "when the hand is over") {
		t.Errorf("w mid-hand: %d boxes\n%s", len(tb.ov.Boxes()), d.view())
	}
	d.playPassively(1)
	if !strings.Contains(d.footer(), "w why") {
		t.Errorf("after the hand the help line lacks w: %q", d.footer())
	}
	d.keys("w")
	if b := tb.ov.Boxes(); len(b) != 1 || b[0].Title != "Why did they do that?" {
		t.Errorf("w after the hand: boxes %v", titles(b))
	}
}
