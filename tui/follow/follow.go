// Package follow shows `razz history import --follow DIR` while the user
// plays: one live line of the session so far (the hands imported, the
// result, the mistakes and what they cost, what happened last), a key to
// open the coach's review of the last hand, and ctrl+c or q to end. The
// following itself is cli.Follow's; this package draws its reports (a
// small Bubble Tea program on a terminal, a line a change elsewhere) and
// ends it. It imports Bubble Tea, Lip Gloss and tui/cli; no screen of the
// trainer.
package follow

import (
	"context"
	"fmt"
	"io"
	"strings"

	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/term"

	"razz/tui/cli"
)

// Main follows o.Dir until the user ends it (ctrl+c, q) or ctx ends: on
// a terminal (in and out both) with the live line, else with a line a
// change, as a log.
func Main(ctx context.Context, o cli.FollowOptions, in io.Reader, out io.Writer) error {
	if t, ok := out.(*cli.TrimSpaceWriter); ok {
		out = t.W // the terminal itself: the live line is drawn, not trimmed
	}
	if !isTerminal(in) || !isTerminal(out) {
		return cli.Follow(ctx, o, func(s cli.FollowState) { fmt.Fprintln(out, s.Line()+" · "+s.Note) })
	}
	ctx, stop := context.WithCancel(ctx)
	defer stop()
	p := tea.NewProgram(model{dir: o.Dir}, tea.WithContext(ctx), tea.WithInput(in), tea.WithOutput(out))
	followed := make(chan error, 1)
	go func() {
		err := cli.Follow(ctx, o, func(s cli.FollowState) { p.Send(stateMsg(s)) })
		followed <- err
		p.Send(endMsg{err})
	}()
	_, runErr := p.Run()
	stop()
	err := <-followed // the follower's save, if one is under way, ends first
	if err == nil && runErr != nil && ctx.Err() == nil {
		err = runErr
	}
	return err
}

func isTerminal(f any) bool {
	fd, ok := f.(interface{ Fd() uintptr })
	return ok && term.IsTerminal(fd.Fd())
}

// stateMsg is the follower's report; endMsg says it ended.
type (
	stateMsg cli.FollowState
	endMsg   struct{ err error }
)

// model is the live line (the session and the keys, what happened last
// under it), and the last hand's review when opened.
type model struct {
	dir    string
	state  cli.FollowState
	seen   bool // a report came
	review bool // the last hand's review is open
	width  int
	height int
	from   int // the review's first line shown (↑ ↓ scroll a long one)
}

func (m model) Init() tea.Cmd { return nil }

func (m model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
	case stateMsg:
		m.state, m.seen = cli.FollowState(msg), true
	case endMsg:
		m.review = false
		return m, tea.Quit
	case tea.KeyPressMsg:
		switch msg.String() {
		case "ctrl+c", "q":
			m.review = false // the session's line is what stays on the terminal
			return m, tea.Quit
		case "r", "enter":
			m.review, m.from = !m.review && m.state.LastReview != "", 0
		case "esc":
			m.review = false
		case "down", "j", "pgdown", "space":
			m.from++
		case "up", "k", "pgup":
			m.from = max(0, m.from-1)
		}
	}
	return m, nil
}

var (
	dim  = lipgloss.NewStyle().Faint(true)
	bold = lipgloss.NewStyle().Bold(true)
)

// View is the live line: the session, what happened last, the keys; with
// the review of the last hand under it when opened.
func (m model) View() tea.View {
	w := m.width
	if w <= 0 {
		w = 80
	}
	if !m.seen {
		return tea.NewView(dim.Render(ansi.Truncate("Following "+m.dir+"…", w, "…")))
	}
	keys := "q quit"
	if m.state.LastReview != "" {
		keys = "r review last hand · " + keys
		if m.review {
			keys = "r close review · q quit"
		}
	}
	out := ansi.Truncate(bold.Render(m.state.Line())+dim.Render(" · "+keys), w, "…") + "\n" +
		dim.Render(ansi.Truncate(m.state.Note, w, "…"))
	if m.review {
		out += "\n" + strings.Join(m.reviewLines(w), "\n")
	}
	return tea.NewView(out)
}

// reviewLines are the lines of the review that fit under the live line
// (a terminal of 24 rows holds 21 of them), from m.from on, with a line
// that says how many more there are.
func (m model) reviewLines(w int) []string {
	all := strings.Split(strings.TrimRight(m.state.LastReview, "\n"), "\n")
	room := len(all)
	if m.height > 0 {
		room = max(3, m.height-3)
	}
	from := min(m.from, max(0, len(all)-room))
	var out []string
	for _, l := range all[from:min(len(all), from+room)] {
		out = append(out, ansi.Truncate(l, w, "…"))
	}
	if rest := len(all) - from - len(out); rest > 0 {
		out = append(out, dim.Render(fmt.Sprintf("… %d more lines: ↓ scrolls", rest)))
	}
	return out
}
