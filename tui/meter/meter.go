// Package meter draws how far a long command is (an import of thousands
// of hands) on the line it rewrites, with Bubbles' progress bar: a label,
// the bar, the count. It draws nothing when its writer is not a
// terminal or the job is short. It owns only that line: no Bubble Tea
// program, no screen, no I/O but its writer; tui/cli is told of it
// through cli.Progress, which main.go wires.
package meter

import (
	"fmt"
	"io"
	"time"

	"charm.land/bubbles/v2/progress"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/term"
)

// Least is the fewest items a job must have for the bar to show: a file
// of a few hundred hands imports in a moment.
const Least = 300

// every is how often the line is drawn again, at most.
const every = 100 * time.Millisecond

// Meter is the line of one command's progress.
type Meter struct {
	w     io.Writer
	width int // the terminal's columns
	bar   progress.Model
	drawn bool
	what  string
	last  time.Time
}

// New is a meter drawing on w, or nil when w is not a terminal (a nil
// Meter draws nothing).
func New(w io.Writer) *Meter {
	f, ok := w.(interface{ Fd() uintptr })
	if !ok || !term.IsTerminal(f.Fd()) {
		return nil
	}
	cols, _, err := term.GetSize(f.Fd())
	if err != nil || cols < 20 {
		cols = 80
	}
	return &Meter{w: w, width: cols, bar: progress.New(progress.WithDefaultBlend())}
}

// Step says that done of total items of the step what ("reading",
// "reviewing") are done; the line is drawn when total is at least Least,
// at most every tenth of a second, and always for the last item.
func (m *Meter) Step(what string, done, total int) {
	if m == nil || total < Least {
		return
	}
	now := time.Now()
	if what == m.what && done < total && now.Sub(m.last) < every {
		return
	}
	m.what, m.last = what, now
	count := fmt.Sprintf(" %d/%d", done, total)
	label := what + " "
	m.bar.SetWidth(max(10, min(50, m.width-len(label)-len(count)-2)))
	line := label + m.bar.ViewAs(float64(done)/float64(total)) + count
	lipgloss.Fprint(m.w, "\r"+line+"\x1b[K")
	m.drawn = true
}

// Done clears the line, so that what the command writes next starts on
// a clean one.
func (m *Meter) Done() {
	if m == nil || !m.drawn {
		return
	}
	io.WriteString(m.w, "\r\x1b[K")
	m.drawn = false
}
