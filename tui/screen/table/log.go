package table

import (
	"fmt"
	"slices"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/viewport"
	tea "charm.land/bubbletea/v2"

	"razz/tui/keys"
	"razz/tui/theme"
	"razz/tui/widget"
)

// dealerLog is the table's log: what the dealer said, hand after hand,
// laid out in a viewport that follows the newest line unless the user
// scrolled up. Update lays it out (layOut) and scrolls it; View draws it
// on a copy of the viewport (pane).
type dealerLog struct {
	lines  []narration
	vp     viewport.Model
	follow bool
	cache  widget.LaidOut // the lines laid out, with the key they were made for
	// last is where the newest line's laid out lines begin in cache.Lines:
	// a line said since is laid out on the lines before, only the newest
	// drawn again (dim now).
	last int
}

func newDealerLog() dealerLog { return dealerLog{vp: viewport.New(), follow: true} }

// say adds a line.
func (l *dealerLog) say(n narration) { l.lines = append(l.lines, n) }

// newHand follows the newest lines again: a log scrolled back in the
// last hand showed its bring-in while another seat brought in now.
func (l *dealerLog) newHand() { l.follow = true }

// laidOutTo is the log laid out to width in theme th: the older lines
// dim, the newest bright.
func (l *dealerLog) laidOutTo(th *theme.Theme, width int) []string {
	out, _ := l.laidOutFrom(nil, 0, th, width)
	return out
}

// laidOutFrom is laidOutTo on out, the lines before line from laid out
// already: it gives the lines and where the newest line's begin.
func (l *dealerLog) laidOutFrom(out []string, from int, th *theme.Theme, width int) ([]string, int) {
	last := len(out)
	for i := from; i < len(l.lines); i++ {
		style := th.Subtle
		if i == len(l.lines)-1 {
			style = th.Text
			last = len(out)
		}
		for _, w := range widget.Wrap(l.lines[i].text, width) {
			out = append(out, style.Render(w))
		}
	}
	return out, last
}

func (l *dealerLog) keyFor(th *theme.Theme, width int) [3]int {
	return [3]int{len(l.lines), width, th.ID()}
}

// layOut lays the log out again, into its viewport, when it, the width or
// the theme changed.
func (l *dealerLog) layOut(th *theme.Theme, width int) {
	k := l.keyFor(th, width)
	if k == l.cache.Key {
		return
	}
	var lines []string
	last := 0
	if was := l.cache.Key; was[1] == k[1] && was[2] == k[2] && was[0] > 0 && was[0] < k[0] {
		// Lines said since: the lines before the newest stay as they
		// are (a new slice: the viewport's copies keep the old), the
		// newest is drawn dim, then the new ones.
		lines, last = l.laidOutFrom(slices.Clip(l.cache.Lines[:l.last]), was[0]-1, th, width)
	} else {
		lines, last = l.laidOutFrom(nil, 0, th, width)
	}
	l.cache, l.last = widget.LaidOut{Key: k, Lines: lines}, last
	l.vp.SetContentLines(l.cache.Lines)
}

// pane shows the log in vp (the log's viewport or a copy of it), width
// cells wide and height rows high: the newest lines unless the user
// scrolled up, then a last line saying how many are newer (endKey shows
// them).
func (l *dealerLog) pane(th *theme.Theme, vp *viewport.Model, width, height int, endKey string) []string {
	if height <= 0 {
		return nil
	}
	lines := l.cache.Lines
	if l.keyFor(th, width) != l.cache.Key { // not laid out by Update (the theme changed elsewhere): lay out here
		lines = l.laidOutTo(th, width)
		vp.SetContentLines(lines)
	}
	vp.SetWidth(width)
	vp.SetHeight(height)
	if l.follow {
		vp.GotoBottom()
		return widget.Visible(vp, lines)
	}
	vp.SetHeight(max(height-1, 1)) // room for the marker
	out := widget.Visible(vp, lines)
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
func (l *dealerLog) scroll(k keys.Table, msg tea.KeyPressMsg) {
	scrollOn(&l.vp, k, msg)
	l.follow = l.vp.AtBottom()
}

// scrollOn moves a viewport on the log's keys: the dealer's log, and a
// box on top, which the same keys scroll.
func scrollOn(vp *viewport.Model, k keys.Table, msg tea.KeyPressMsg) {
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
}
