package tui

import (
	"fmt"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"razz/tui/chart"
)

func TestGoldenStarts(t *testing.T) {
	tests := []struct {
		name string
		o    Options
		keys []string
	}{
		{"first", Options{Start: ScreenStarts}, nil},
		{"moved", Options{Start: ScreenStarts}, []string{"+", "+", "j", "j", "j", "l", "l"}},
		{"no-color", Options{Start: ScreenStarts, Theme: ThemeOptions{NoColor: true}}, []string{"pgdown", "h"}},
		{"typing-dead", Options{Start: ScreenStarts}, []string{"d", "4", "c", " ", "5", "d"}},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("%s/80x24", tc.name), func(t *testing.T) {
			tc.o.Background = "dark"
			runGolden(t, tc.o, 80, 24, tc.keys)
		})
	}
}

// TestStartsScreenDeadCards: typed dead cards are computed in a command,
// and the chart it brings is the one shown; a later change drops an older
// answer.
func TestStartsScreenDeadCards(t *testing.T) {
	sh := testCtx(Options{})
	s := newStarts(sh).(*starts)
	s.SetSize(76, 20)
	var cmd tea.Cmd
	for _, k := range []string{"+", "d", "A", "c", " ", "A", "d", " ", "A", "h", "enter"} {
		cmd, _ = s.Update(press(k))
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
	s.Update(press("-")) // heads-up, still with the dead cards: a new command
	old := startsMsg{version: s.version - 1, chart: &chart.Chart{}}
	s.Update(old)
	if s.chart.Opponents != 2 || !s.computing {
		t.Error("an older answer replaced the chart")
	}
	cmd, _ = s.Update(press("d"))
	s.Update(press("x"))
	s.Update(press("enter"))
	if !strings.Contains(s.problem, "dead cards") || !s.Typing() {
		t.Errorf("bad dead cards: problem %q, typing %v", s.problem, s.Typing())
	}
	if done, _ := s.Back(); !done || s.Typing() {
		t.Error("esc does not leave the prompt")
	}
	_ = cmd
}
