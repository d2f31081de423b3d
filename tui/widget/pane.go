package widget

import (
	"fmt"
	"strings"

	"charm.land/bubbles/v2/viewport"
	"github.com/charmbracelet/x/ansi"

	"razz/tui/theme"
)

// LaidOut is text laid out to a width, with the key it was made for (its
// length or id, the width and the theme).
type LaidOut struct {
	Key   [3]int
	Lines []string
}

// Visible is the lines of a viewport's content (lines) in view. They are
// laid out to the width already, so they are taken as they are rather than
// padded into a block (which costs more than drawing the rest of the table).
func Visible(vp *viewport.Model, lines []string) []string {
	from := min(vp.YOffset(), len(lines))
	to := min(from+vp.VisibleLineCount(), len(lines))
	// capped at to: a caller appending (the "newer lines" marker) must
	// not write over the laid-out log's next line
	return lines[from:to:to]
}

// BoxPane is a box's viewport with the box laid out in it: Update lays it
// out and scrolls it (VP), View draws on a copy of the viewport.
type BoxPane struct {
	VP    viewport.Model
	cache LaidOut
}

// NewBoxPane is a pane with no box laid out.
func NewBoxPane() BoxPane { return BoxPane{VP: viewport.New()} }

// LayOut lays box e out inner cells wide into the viewport, from its top,
// when key (its id, inner width and theme) changed.
func (b *BoxPane) LayOut(e Box, k [3]int) {
	if k != b.cache.Key {
		b.cache = LaidOut{k, LayOut(e.Parts, k[1])}
		b.VP.SetContentLines(b.cache.Lines)
		b.VP.GotoTop()
	}
}

// Scrolls: the box is taller than its room.
func (b *BoxPane) Scrolls() bool { return b.VP.TotalLineCount() > b.VP.VisibleLineCount() }

// View draws box e (key as in LayOut) in vp, width cells wide and at most
// height rows high, with foot under it and where it scrolls to.
func (b *BoxPane) View(th *theme.Theme, vp *viewport.Model, e Box, k [3]int, width, height int, foot string) string {
	inner := width - 4 // border and padding
	lines := b.cache.Lines
	if k != b.cache.Key || k[1] != inner { // not laid out by Update: lay out here
		lines = LayOut(e.Parts, inner)
		vp.SetContentLines(lines)
		vp.GotoTop()
	}
	vp.SetWidth(inner)
	vp.SetHeight(max(1, min(vp.TotalLineCount(), height-4))) // border, title and foot
	if below := vp.TotalLineCount() - vp.YOffset() - vp.VisibleLineCount(); vp.YOffset() > 0 || below > 0 {
		foot += fmt.Sprintf(" · ↑↓ scroll (%d above, %d below)", vp.YOffset(), below)
	}
	content := th.Title.Render(ansi.Truncate(e.Title, inner, "…")) + "\n" + strings.Join(Visible(vp, lines), "\n") + "\n" + th.Subtle.Render(ansi.Truncate(foot, inner, "…"))
	return th.Box.Width(width).Render(content)
}
