// Package starts is the starting-hand chart screen (tui/chart's): every
// three-card start's equity as a heat map, the chosen start's numbers
// beside it; + and - change the opponents, d takes dead cards. It imports
// tui/screen, tui/widget and tui/chart.
package starts

import (
	"fmt"
	"slices"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"

	"razz/engine"
	"razz/tui/chart"
	"razz/tui/screen"
	"razz/tui/widget"
)

// starts is the starting-hand chart: every three-card start's equity as
// a heat map (door card across, down pair down), the chosen start's
// numbers and how they were computed beside it. + and - change the number
// of opponents; d takes dead cards. A chart with dead cards is computed
// in a command; the rest come from the embedded table at once.
type starts struct {
	ctx       screen.Context
	opponents int
	dead      []engine.Card
	chart     *chart.Chart
	computing bool
	version   int // of the chart asked for: a late answer to an older one is dropped
	problem   string
	row, col  int // the cursor: a down pair, a door card
	top       int // the first row shown
	typing    bool
	input     string
	w, h      int
}

// startsMsg is a chart computed in a command.
type startsMsg struct {
	version int
	chart   *chart.Chart
	err     error
}

// New is the chart screen.
func New(ctx screen.Context) screen.Screen {
	s := &starts{ctx: ctx, opponents: 1, row: 1, col: int(engine.Three)} // A-2 down, a three up
	s.chart, _ = chart.New(1, nil, 0)
	return s
}

func (s *starts) Title() string { return "Starting hands" }

func (s *starts) SetSize(width, height int) {
	s.w, s.h, s.top = width, height, 0
	s.scroll()
}

// Typing is true while dead cards are typed: q is a letter then.
func (s *starts) Typing() bool { return s.typing }

// Back leaves the dead-card prompt before the screen.
func (s *starts) Back() (bool, tea.Cmd) {
	if s.typing {
		s.typing, s.problem = false, "" // a bad card typed is no problem once the typing is given up
		return true, nil
	}
	return false, nil
}

func (s *starts) Help() []key.Binding {
	k := s.ctx.Keys().Starts
	if s.typing {
		return []key.Binding{k.Apply}
	}
	return []key.Binding{k.Move, k.More, k.Fewer, k.Dead}
}

func (s *starts) FullHelp() [][]key.Binding {
	k := s.ctx.Keys().Starts
	return [][]key.Binding{{k.Up, k.Down, k.Left, k.Right}, {k.PageUp, k.PageDown}, {k.More, k.Fewer, k.Dead, k.Apply}}
}

// rows is how many down pairs fit: the body less the column header and
// the line saying which rows show.
func (s *starts) rows() int { return max(1, s.h-2) }

func (s *starts) scroll() {
	n := s.rows()
	if s.row < s.top {
		s.top = s.row
	}
	if s.row >= s.top+n {
		s.top = s.row - n + 1
	}
	s.top = max(0, min(s.top, len(chart.Downs())-n))
}

func (s *starts) Update(msg tea.Msg) (tea.Cmd, []tea.Msg) {
	switch msg := msg.(type) {
	case startsMsg:
		if msg.version != s.version {
			return nil, nil
		}
		s.computing = false
		if msg.err != nil {
			s.refused(msg.err)
			return nil, nil
		}
		s.chart, s.problem = msg.chart, ""
		return nil, nil
	case tea.KeyPressMsg:
		if s.typing {
			return s.typeKey(msg), nil
		}
		return s.key(msg), nil
	}
	return nil, nil
}

func (s *starts) key(msg tea.KeyPressMsg) tea.Cmd {
	k := s.ctx.Keys().Starts
	downs := len(chart.Downs())
	switch {
	case key.Matches(msg, k.Up):
		s.row = (s.row + downs - 1) % downs
	case key.Matches(msg, k.Down):
		s.row = (s.row + 1) % downs
	case key.Matches(msg, k.Left):
		s.col = (s.col + engine.NumRanks - 1) % engine.NumRanks
	case key.Matches(msg, k.Right):
		s.col = (s.col + 1) % engine.NumRanks
	case key.Matches(msg, k.PageUp):
		s.row = max(0, s.row-s.rows())
	case key.Matches(msg, k.PageDown):
		s.row = min(downs-1, s.row+s.rows())
	case key.Matches(msg, k.More) && s.opponents < chart.MaxOpponents:
		s.opponents++
		return s.recompute()
	case key.Matches(msg, k.Fewer) && s.opponents > 1:
		s.opponents--
		return s.recompute()
	case key.Matches(msg, k.Dead):
		s.typing, s.input = true, engine.FormatCards(s.dead)
	}
	s.scroll()
	return nil
}

// typeKey edits the dead cards; enter applies them.
func (s *starts) typeKey(msg tea.KeyPressMsg) tea.Cmd {
	switch {
	case key.Matches(msg, s.ctx.Keys().Starts.Apply):
		dead, err := engine.ParseCards(s.input)
		if err != nil {
			s.problem = "dead cards: " + widget.OneLine(err.Error())
			return nil
		}
		s.typing, s.dead = false, dead
		return s.recompute()
	case msg.String() == "backspace":
		if r := []rune(s.input); len(r) > 0 {
			s.input = string(r[:len(r)-1])
		}
	case len(msg.Text) > 0 && len(s.input) < 80:
		s.input += msg.Text
	}
	return nil
}

// refused says why the chart asked for cannot be, and goes back to the
// opponents and dead cards of the one shown: "7 opponents (+ -)" stayed
// above the six-opponent chart (the walk-through).
func (s *starts) refused(err error) {
	asked := fmt.Sprintf("%d opponents with %d dead cards", s.opponents, len(s.dead))
	s.problem = asked + ": " + widget.OneLine(strings.TrimPrefix(err.Error(), engine.ErrRunout.Error()+": "))
	if s.chart != nil {
		s.opponents, s.dead = s.chart.Opponents, s.chart.Dead
	}
}

// recompute asks for the chart of the opponents and dead cards chosen:
// at once from the embedded table with no card dead, else in a command.
func (s *starts) recompute() tea.Cmd {
	s.version++
	s.problem = ""
	if len(s.dead) == 0 {
		c, err := chart.New(s.opponents, nil, 0)
		s.computing = false
		if err != nil {
			s.refused(err)
			return nil
		}
		s.chart = c
		return nil
	}
	s.computing = true
	v, n, dead := s.version, s.opponents, s.dead
	return func() tea.Msg {
		c, err := chart.New(n, dead, 0)
		return startsMsg{version: v, chart: c, err: err}
	}
}

func (s *starts) View() string {
	grid := s.grid()
	panel := s.panel(max(20, s.w-4-3*engine.NumRanks-3))
	// Taller than the screen (six opponents, dead cards, "computing…"):
	// its blank lines go first, where its last words were cut.
	for i := len(panel) - 1; i >= 0 && len(panel) > s.h; i-- {
		if panel[i] == "" {
			panel = slices.Delete(panel, i, i+1)
		}
	}
	var b strings.Builder
	for i := range max(len(grid), len(panel)) {
		left := strings.Repeat(" ", 4+3*engine.NumRanks)
		if i < len(grid) {
			left = grid[i]
		}
		right := ""
		if i < len(panel) {
			right = panel[i]
		}
		if i > 0 {
			b.WriteString("\n")
		}
		b.WriteString(widget.PadRight(left, 4+3*engine.NumRanks) + "   " + right)
	}
	return b.String()
}

// grid is the heat map's visible rows, with the column header above and
// where the rows are below.
func (s *starts) grid() []string {
	t := s.ctx.Theme()
	c := s.chart
	var head strings.Builder
	head.WriteString("down")
	for door := engine.Ace; door <= engine.King; door++ {
		name := fmt.Sprintf(" %2s", door)
		if int(door) == s.col {
			name = " " + t.Accent.Render(fmt.Sprintf("%2s", door))
		}
		head.WriteString(name)
	}
	lines := []string{t.Subtle.Render(head.String())}
	downs := chart.Downs()
	n := min(s.rows(), len(downs))
	for i := s.top; i < s.top+n && i < len(downs); i++ {
		d := downs[i]
		label := fmt.Sprintf("%-4s", chart.DownName(d))
		if i == s.row {
			label = t.Accent.Render(label)
		}
		var b strings.Builder
		b.WriteString(label)
		for door := engine.Ace; door <= engine.King; door++ {
			st := c.Cell(d, door)
			cell := chart.Percent(st)
			style := t.Subtle
			if st.Possible {
				style = t.Heat[c.Shade(st.Equity)]
			}
			if i == s.row && int(door) == s.col {
				style = t.HeatCursor
			}
			b.WriteString(" " + style.Render(cell))
		}
		lines = append(lines, b.String())
	}
	lines = append(lines, t.Subtle.Render(fmt.Sprintf("rows %d-%d of %d", s.top+1, s.top+n, len(downs))))
	return lines
}

// panel is the chosen start, the scale and how the chart was made, in
// lines of at most width cells.
func (s *starts) panel(width int) []string {
	t := s.ctx.Theme()
	c := s.chart
	d := chart.Downs()[s.row]
	door := engine.Rank(s.col)
	st := c.Cell(d, door)
	var out []string
	add := func(style lipgloss.Style, text string) {
		for _, l := range widget.Wrap(text, width) {
			out = append(out, style.Render(l))
		}
	}
	add(t.Title, fmt.Sprintf("%s-%s down, %s up: %s", d[0], d[1], door, st.Pattern))
	switch {
	case !st.Possible:
		add(t.Text, "Not dealt: the dead cards leave too few of a rank.")
	default:
		eq := fmt.Sprintf("Equity %.1f%%", 100*st.Equity)
		if st.Interval > 0 {
			eq += fmt.Sprintf(" ±%.1f", 100*st.Interval)
		} else {
			eq += " (exact)"
		}
		add(t.Accent, eq)
		add(t.Subtle, fmt.Sprintf("a fair share: %.0f%%", 100/float64(c.Opponents+1)))
		add(t.Text, fmt.Sprintf("8 or better by 7th: %.1f%%", 100*st.Eight))
		add(t.Text, fmt.Sprintf("Class %d/5: %s", st.Class.Tier, st.Class.Name))
	}
	out = append(out, "")
	opp := "1 opponent"
	if s.opponents > 1 {
		opp = fmt.Sprintf("%d opponents", s.opponents)
	}
	out = append(out, t.Accent.Render(opp)+t.Subtle.Render(" (+ -)"))
	switch {
	case s.typing:
		add(t.Text, "Dead: "+s.input+"▏")
		add(t.Subtle, "as 4c 5d Kh; enter")
	case len(s.dead) > 0:
		add(t.Text, "Dead: "+s.cards(s.dead))
	default:
		add(t.Text, "Dead: none"+t.Subtle.Render(" (d)"))
	}
	if s.computing {
		add(t.Warn, "computing…")
	}
	if s.problem != "" {
		add(t.Bad, s.problem)
	}
	out = append(out, "")
	if t.Opts.NoColor {
		add(t.Text, "Cells: equity in %")
	} else {
		var scale strings.Builder
		for i := range 10 {
			scale.WriteString(t.Heat[i].Render(fmt.Sprint(i)))
		}
		out = append(out, "Scale "+scale.String()+t.Subtle.Render(" worst→best"))
	}
	add(t.Subtle, c.Method())
	return out
}

func (s *starts) cards(cs []engine.Card) string {
	name := engine.Card.Pretty
	if s.ctx.Theme().Opts.ASCII {
		name = engine.Card.String
	}
	return engine.JoinCards(cs, " ", name)
}
