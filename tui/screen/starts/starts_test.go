package starts

import (
	"fmt"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"razz/engine"
	"razz/tui/app"
	"razz/tui/chart"
	"razz/tui/screen"
	"razz/tui/theme"
	"razz/tui/tuitest"
)

func TestGoldenStarts(t *testing.T) {
	tests := []struct {
		name string
		th   theme.Options
		keys []string
	}{
		{"first", theme.Options{}, nil},
		{"moved", theme.Options{}, []string{"+", "+", "j", "j", "j", "l", "l"}},
		{"no-color", theme.Options{NoColor: true}, []string{"pgdown", "h"}},
		{"typing-dead", theme.Options{}, []string{"d", "4", "c", " ", "5", "d"}},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("%s/80x24", tc.name), func(t *testing.T) {
			d := tuitest.Open(t, app.Options{Start: screen.Starts, Theme: tc.th, Screens: map[screen.ID]screen.New{screen.Starts: New}}, nil)
			tuitest.Golden(t, d.M, 80, 24, tc.keys, nil)
		})
	}
}

// TestStartsScreenDeadCards: typed dead cards are computed in a command,
// and the chart it brings is the one shown; a later change drops an older
// answer.
func TestStartsScreenDeadCards(t *testing.T) {
	s := New(tuitest.Ctx(t, app.Options{})).(*starts)
	s.SetSize(76, 20)
	var cmd tea.Cmd
	for _, k := range []string{"+", "d", "A", "c", " ", "A", "d", " ", "A", "h", "enter"} {
		cmd, _ = s.Update(tuitest.Press(k))
	}
	if !s.computing || cmd == nil || s.Typing() {
		t.Fatalf("after enter: computing %v, cmd %v, typing %v", s.computing, cmd != nil, s.Typing())
	}
	msg := cmd()
	s.Update(msg)
	if s.computing || len(s.chart.Dead) != 3 || s.chart.Opponents != 2 {
		t.Fatalf("chart %d opponents, dead %v", s.chart.Opponents, s.chart.Dead)
	}
	view := s.View()
	if !strings.Contains(s.chart.Method(), "3 dead cards") {
		t.Errorf("method %q", s.chart.Method())
	}
	for _, want := range []string{"Dead: A♣ A♦ A♥", "2 opponents", "±"} {
		if !strings.Contains(ansi.Strip(view), want) {
			t.Errorf("no %q in\n%s", want, ansi.Strip(view))
		}
	}
	s.Update(tuitest.Press("-")) // heads-up, still with the dead cards: a new command
	old := startsMsg{version: s.version - 1, chart: &chart.Chart{}}
	s.Update(old)
	if s.chart.Opponents != 2 || !s.computing {
		t.Error("an older answer replaced the chart")
	}
	cmd, _ = s.Update(tuitest.Press("d"))
	s.Update(tuitest.Press("x"))
	s.Update(tuitest.Press("enter"))
	if !strings.Contains(s.problem, "dead cards") || !s.Typing() {
		t.Errorf("bad dead cards: problem %q, typing %v", s.problem, s.Typing())
	}
	if done, _ := s.Back(); !done || s.Typing() {
		t.Error("esc does not leave the prompt")
	}
	// ... and takes its problem with it: "dead cards: bad card" stayed
	// under the dead cards (the walk-through).
	if s.problem != "" {
		t.Errorf("after esc the problem stays: %q", s.problem)
	}
	_ = cmd
}

// TestStartsScreenRefusesWhatCannotBeDealt: more opponents than the deck
// deals with the dead cards out is refused in words, and the screen stays
// on the chart it shows, where "7 opponents (+ -)" sat above the six
// opponents' chart and "bad equity spot: …" said why (the walk-through).
func TestStartsScreenRefusesWhatCannotBeDealt(t *testing.T) {
	s := New(tuitest.Ctx(t, app.Options{})).(*starts)
	s.SetSize(76, 20)
	run := func(k string) {
		if cmd, _ := s.Update(tuitest.Press(k)); cmd != nil {
			s.Update(cmd())
		}
	}
	// The six opponents' chart as shown (its figures are not read here:
	// sampling it takes seconds).
	dead, _ := engine.ParseCards("2c 2d 4h 6s")
	c, err := chart.New(6, nil, 0) // the embedded table's, its dead cards written in
	if err != nil {
		t.Fatal(err)
	}
	c.Dead = dead
	s.chart, s.opponents, s.dead = c, 6, dead
	run("+")
	view := ansi.Strip(s.View())
	if s.opponents != 6 || s.chart.Opponents != 6 || !strings.Contains(view, "6 opponents (+ -)") {
		t.Errorf("after a seventh opponent the chart has %d, the screen says %d:\n%s", s.chart.Opponents, s.opponents, view)
	}
	if !strings.Contains(s.problem, "7 opponents with 4 dead cards") || strings.Contains(s.problem, "bad equity spot") {
		t.Errorf("the refusal says %q", s.problem)
	}
}

// The panel fits the screen at 80x24 with its longest words (six
// opponents, four dead cards, the community card said): its last words,
// "Eight or better: exact. Class: the coach's strategy.", were cut (the
// walk-through).
func TestStartsPanelFits(t *testing.T) {
	s := New(tuitest.Ctx(t, app.Options{})).(*starts)
	s.SetSize(76, 20)
	dead, _ := engine.ParseCards("2c 2d 4h 6s")
	c, err := chart.New(6, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	c.Dead, c.Exact, c.Trials = dead, false, chart.Trials
	s.chart, s.opponents, s.dead = c, 6, dead
	s.row = len(chart.Downs()) - 1 // the last rows, as the walk-through paged to
	s.scroll()
	s.computing = true // a line more: "computing…"
	view := s.View()
	tuitest.Fits(t, "the starts chart", view, 76, 20)
	if lines := strings.Split(ansi.Strip(view), "\n"); !strings.HasSuffix(strings.TrimSpace(lines[len(lines)-1]), "strategy.") {
		t.Errorf("the panel's last words are cut:\n%s", ansi.Strip(view))
	}
}
