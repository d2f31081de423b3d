package tui

import (
	"fmt"
	"strings"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/viewport"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
)

// dealerLog is the table's log: what the dealer said, hand after hand,
// laid out in a viewport that follows the newest line unless the user
// scrolled up. Update lays it out (layOut) and scrolls it; View draws it
// on a copy of the viewport (pane).
type dealerLog struct {
	lines  []narration
	start  int // the first line of the hand in play
	vp     viewport.Model
	follow bool
	cache  laidOut // the lines laid out, with the key they were made for
}

// laidOut is text laid out to a width, with the key it was made for (its
// length or id, the width and the theme).
type laidOut struct {
	key   [3]int
	lines []string
}

func newDealerLog() dealerLog { return dealerLog{vp: viewport.New(), follow: true} }

// say adds a line.
func (l *dealerLog) say(n narration) { l.lines = append(l.lines, n) }

// newHand marks where the hand in play begins.
func (l *dealerLog) newHand() { l.start = len(l.lines) }

// reasons are the bots' reasons for this hand's actions, in order.
func (l *dealerLog) reasons() []string {
	var out []string
	for _, n := range l.lines[l.start:] {
		if n.reason != "" {
			out = append(out, n.reason)
		}
	}
	return out
}

// laidOutTo is the log laid out to width in theme th: the older lines
// dim, the newest bright.
func (l *dealerLog) laidOutTo(th *Theme, width int) []string {
	var out []string
	for i, n := range l.lines {
		style := th.Subtle
		if i == len(l.lines)-1 {
			style = th.Text
		}
		for _, w := range wrapWords(n.text, width) {
			out = append(out, style.Render(w))
		}
	}
	return out
}

func (l *dealerLog) keyFor(th *Theme, width int) [3]int { return [3]int{len(l.lines), width, th.ID()} }

// layOut lays the log out again, into its viewport, when it, the width or
// the theme changed.
func (l *dealerLog) layOut(th *Theme, width int) {
	if k := l.keyFor(th, width); k != l.cache.key {
		l.cache = laidOut{k, l.laidOutTo(th, width)}
		l.vp.SetContentLines(l.cache.lines)
	}
}

// pane shows the log in vp (the log's viewport or a copy of it), width
// cells wide and height rows high: the newest lines unless the user
// scrolled up, then a last line saying how many are newer (endKey shows
// them).
func (l *dealerLog) pane(th *Theme, vp *viewport.Model, width, height int, endKey string) []string {
	if height <= 0 {
		return nil
	}
	lines := l.cache.lines
	if l.keyFor(th, width) != l.cache.key { // not laid out by Update (the theme changed elsewhere): lay out here
		lines = l.laidOutTo(th, width)
		vp.SetContentLines(lines)
	}
	vp.SetWidth(width)
	vp.SetHeight(height)
	if l.follow {
		vp.GotoBottom()
		return visible(vp, lines)
	}
	vp.SetHeight(max(height-1, 1)) // room for the marker
	out := visible(vp, lines)
	newer := vp.TotalLineCount() - vp.YOffset() - vp.VisibleLineCount()
	more := fmt.Sprintf("… %d newer lines (%s)", newer, endKey)
	if newer == 1 {
		more = fmt.Sprintf("… 1 newer line (%s)", endKey)
	}
	if newer > 0 || height > 1 {
		out = append(out, th.Subtle.Render(more))
	}
	return out
}

// scroll moves the log on its keys (the viewport laid out as drawn).
// Scrolled to the newest line, it follows again.
func (l *dealerLog) scroll(k TableKeys, msg tea.KeyPressMsg) {
	vp := &l.vp
	switch {
	case key.Matches(msg, k.LogUp):
		vp.ScrollUp(1)
	case key.Matches(msg, k.LogDown):
		vp.ScrollDown(1)
	case key.Matches(msg, k.LogPageUp):
		vp.PageUp()
	case key.Matches(msg, k.LogPageDown):
		vp.PageDown()
	case key.Matches(msg, k.LogTop):
		vp.GotoTop()
	case key.Matches(msg, k.LogEnd):
		vp.GotoBottom()
	}
	l.follow = vp.AtBottom()
}

// visible is the lines of a viewport's content (lines) in view. They are
// laid out to the width already, so they are taken as they are rather than
// padded into a block (which costs more than drawing the rest of the table).
func visible(vp *viewport.Model, lines []string) []string {
	from := min(vp.YOffset(), len(lines))
	to := min(from+vp.VisibleLineCount(), len(lines))
	// capped at to: a caller appending (the "newer lines" marker) must
	// not write over the laid-out log's next line
	return lines[from:to:to]
}

// boxPane is the box's viewport with the box laid out in it; like the log,
// Update lays it out and scrolls it, View draws on a copy.
type boxPane struct {
	vp    viewport.Model
	cache laidOut
}

// layOut lays box e out inner cells wide into the viewport, from its top,
// when key (its id, inner width and theme) changed.
func (b *boxPane) layOut(e explanation, k [3]int) {
	if k != b.cache.key {
		b.cache = laidOut{k, layOut(e.parts, k[1])}
		b.vp.SetContentLines(b.cache.lines)
		b.vp.GotoTop()
	}
}

// scrolls: the box is taller than its room.
func (b *boxPane) scrolls() bool { return b.vp.TotalLineCount() > b.vp.VisibleLineCount() }

// view draws box e (key as in layOut) in vp, width cells wide and at most
// height rows high, with foot under it and where it scrolls to.
func (b *boxPane) view(th *Theme, vp *viewport.Model, e explanation, k [3]int, width, height int, foot string) string {
	inner := width - 4 // border and padding
	lines := b.cache.lines
	if k != b.cache.key || k[1] != inner { // not laid out by Update: lay out here
		lines = layOut(e.parts, inner)
		vp.SetContentLines(lines)
		vp.GotoTop()
	}
	vp.SetWidth(inner)
	vp.SetHeight(max(1, min(vp.TotalLineCount(), height-4))) // border, title and foot
	if below := vp.TotalLineCount() - vp.YOffset() - vp.VisibleLineCount(); vp.YOffset() > 0 || below > 0 {
		foot += fmt.Sprintf(" · ↑↓ scroll (%d above, %d below)", vp.YOffset(), below)
	}
	content := th.Title.Render(ansi.Truncate(e.title, inner, "…")) + "\n" + strings.Join(visible(vp, lines), "\n") + "\n" + th.Subtle.Render(ansi.Truncate(foot, inner, "…"))
	return th.Box.Width(width).Render(content)
}
