package rules

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"razz/tui/app"
	"razz/tui/screen"
	"razz/tui/tuitest"
)

// TestRulesSayTheFreeFoldIsThisTables: the Rules screen says that this
// table refuses a fold when checking is free, and why, instead of stating
// it as a rule of every room.
func TestRulesSayTheFreeFoldIsThisTables(t *testing.T) {
	t.Parallel()
	d, r := open(t, 120, 40)
	_ = d
	text := strings.Join(strings.Fields(ansi.Strip(r.vp.GetContent())), " ")
	if strings.Contains(text, "A player who may check cannot fold") {
		t.Error("the Rules state the free fold's refusal as every room's rule")
	}
	for _, want := range []string{"This table refuses a fold when checking is free", "many discourage it", "Check instead"} {
		if !strings.Contains(text, want) {
			t.Errorf("the Rules do not say %q", want)
		}
	}
}

// TestRulesPager: the Rules scroll by page, to the end and back to the top
// with end/G and home/g, and the footer offers only what moves from here.
func TestRulesPager(t *testing.T) {
	d, r := open(t, 80, 24)
	if f := d.Footer(); !strings.Contains(f, "page down") || strings.Contains(f, "page up") || strings.Contains(f, "top") {
		t.Errorf("at the top: footer %q", f)
	}
	for _, k := range []string{"G", "end"} {
		d.Keys("g")
		d.Keys(k)
		if !r.vp.AtBottom() || !strings.Contains(ansi.Strip(d.View()), "the end") {
			t.Errorf("%s does not go to the end:\n%s", k, ansi.Strip(d.View()))
		}
	}
	if f := d.Footer(); strings.Contains(f, "page down") || !strings.Contains(f, "page up") || !strings.Contains(f, "top") {
		t.Errorf("at the end: footer %q", f)
	}
	for _, k := range []string{"g", "home"} {
		d.Keys("G")
		d.Keys(k)
		if !r.vp.AtTop() || !strings.Contains(ansi.Strip(d.View()), "lines 1-") {
			t.Errorf("%s does not go to the top", k)
		}
	}
	d.Keys("pgdown")
	if r.vp.YOffset() != r.vp.VisibleLineCount() {
		t.Errorf("pgdn moved to line %d, a page is %d", r.vp.YOffset(), r.vp.VisibleLineCount())
	}
	if f := d.Footer(); !strings.Contains(f, "page down") || !strings.Contains(f, "page up") {
		t.Errorf("in the middle: footer %q", f)
	}
	d.Keys("pgup")
	if !r.vp.AtTop() {
		t.Errorf("pgup did not come back")
	}
}

// open is the app on the Rules (the other screens stubs) at w x h.
func open(t *testing.T, w, h int) (*tuitest.Driver, *rules) {
	t.Helper()
	d := tuitest.Open(t, app.Options{Start: screen.Rules, Screens: map[screen.ID]screen.New{screen.Rules: New}}, nil)
	d.Start(w, h)
	return d, d.Live.Made[screen.Rules].(*rules)
}

// The starting hands opened from the Rules (s) go back to the Rules with
// q, where q went to the menu (the walk-through); from the menu they go
// back to the menu.
func TestStartsFromTheRulesComeBack(t *testing.T) {
	d, _ := open(t, 80, 24)
	at := screen.Rules
	for _, step := range []struct {
		key  string
		want screen.ID
	}{{"s", screen.Starts}, {"q", screen.Rules}, {"q", screen.Menu}} {
		d.Keys(step.key)
		if d.Current() != step.want {
			t.Fatalf("%s on screen %v went to %v, want %v", step.key, at, d.Current(), step.want)
		}
		at = step.want
	}
}
