package follow

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"razz/engine"
	"razz/tui/cli"
)

// The live line says the session and the keys in the terminal's width,
// what happened last under it; r opens the last hand's review and closes
// it; q ends.
func TestLiveLine(t *testing.T) {
	var m tea.Model = model{dir: "/hh"}
	m, _ = m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	if v := m.View().Content; !strings.Contains(v, "Following /hh") {
		t.Errorf("before a report: %q", v)
	}
	s := cli.FollowState{Hands: 3, Result: map[engine.Money]int{"USD": 45}, Mistakes: 1, CostBB: 0.83,
		Note: "#35874623967 imported as hand 12", LastReview: "Hand 12, seat 7 (You)\n  1 decision\n"}
	m, _ = m.Update(stateMsg(s))
	lines := strings.Split(ansi.Strip(m.View().Content), "\n")
	if len(lines) != 2 || lines[0] != "3 Razz hands · +$0.45 · 1 mistake costing 0.83 bb · r review last hand · q quit" ||
		lines[1] != "#35874623967 imported as hand 12" {
		t.Errorf("%q", lines)
	}
	m, _ = m.Update(tea.KeyPressMsg{Code: 'r', Text: "r"})
	if v := ansi.Strip(m.View().Content); !strings.Contains(v, "\nHand 12, seat 7 (You)\n  1 decision") || !strings.Contains(v, "r close review") {
		t.Errorf("review open: %q", v)
	}
	m, _ = m.Update(tea.KeyPressMsg{Code: 'r', Text: "r"})
	if v := ansi.Strip(m.View().Content); strings.Contains(v, "Hand 12") {
		t.Errorf("review closed: %q", v)
	}
	m, _ = m.Update(tea.WindowSizeMsg{Width: 40, Height: 24})
	for _, l := range strings.Split(ansi.Strip(m.View().Content), "\n") {
		if ansi.StringWidth(l) > 40 {
			t.Errorf("%d columns: %q", ansi.StringWidth(l), l)
		}
	}
	if _, cmd := m.Update(tea.KeyPressMsg{Code: 'q', Text: "q"}); cmd == nil {
		t.Error("q does not end it")
	}
}

// A review longer than the terminal shows what fits under the live line,
// says how much more there is, and scrolls.
func TestLongReviewFits(t *testing.T) {
	var m tea.Model = model{}
	m, _ = m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	var long []string
	for i := range 40 {
		long = append(long, "line "+string(rune('A'+i%26)))
	}
	m, _ = m.Update(stateMsg(cli.FollowState{Note: "x", LastReview: strings.Join(long, "\n")}))
	m, _ = m.Update(tea.KeyPressMsg{Code: 'r', Text: "r"})
	lines := strings.Split(ansi.Strip(m.View().Content), "\n")
	if len(lines) > 24 || !strings.HasPrefix(lines[len(lines)-1], "… 19 more lines") {
		t.Errorf("%d lines, last %q", len(lines), lines[len(lines)-1])
	}
	m, _ = m.Update(tea.KeyPressMsg{Code: tea.KeyDown})
	if lines := strings.Split(ansi.Strip(m.View().Content), "\n"); lines[2] != "line B" {
		t.Errorf("after ↓: %q", lines[2])
	}
}
