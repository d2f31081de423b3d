package history

import (
	"fmt"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/viewport"
	tea "charm.land/bubbletea/v2"

	"razz/tui/widget"
)

// This file is the History replay's scrolling panes, each a Bubbles
// viewport: the box under the table (the rules' explanation, or the
// review v shows) when it is taller than its room, and the dealer's log
// under the seats, which keeps to its newest line until scrolled back.
// ↑↓ scroll a line, pgup/pgdn a page. Update scrolls the viewports; View
// draws on copies of them, so drawing changes nothing.

// scrollPanes scrolls the box, if it is open and taller than its room,
// else the log, if it is longer than its room, for ↑↓ pgup pgdn; false
// when the key is none of those or nothing scrolls.
func (r *handReplay) scrollPanes(k tea.KeyPressMsg, w, h int) bool {
	hk := r.ctx.Keys().History
	var by func(vp *viewport.Model)
	switch {
	case key.Matches(k, hk.Up):
		by = func(vp *viewport.Model) { vp.ScrollUp(1) }
	case key.Matches(k, hk.Down):
		by = func(vp *viewport.Model) { vp.ScrollDown(1) }
	case key.Matches(k, hk.PageUp):
		by = (*viewport.Model).PageUp
	case key.Matches(k, hk.PageDown):
		by = (*viewport.Model).PageDown
	default:
		return false
	}
	if body, room, ok := r.box(w, h); ok {
		if len(body) <= room || room < 3 {
			return false
		}
		// The box stays open; its title stays, the rest scrolls.
		lay(&r.boxVP, body[1:], w-4, room-2, false)
		by(&r.boxVP)
		return true
	}
	texts, rest := r.logLines(w), max(h-r.tableRows(), 3)
	if len(texts) <= rest {
		return false
	}
	lay(&r.logVP, texts, w, rest-1, !r.logBack) // rest-1: scrolled back, a line says how many are newer
	by(&r.logVP)
	r.logBack = !r.logVP.AtBottom()
	return true
}

// logPane is the log's lines in view, rest rows: its newest, or where
// the user scrolled it back to, with a line saying how many are newer.
func (r *handReplay) logPane(w, rest int) []string {
	texts := r.logLines(w)
	if !r.logBack {
		shown, _, _ := inView(r.logVP, texts, w, rest, true)
		return shown
	}
	shown, _, below := inView(r.logVP, texts, w, rest-1, false)
	more := fmt.Sprintf("… %d newer lines (↓)", below) // as the table's log says it
	if below == 1 {
		more = "… 1 newer line (↓)"
	}
	return append(shown, r.ctx.Theme().Subtle.Render(widget.Truncate(more, w)))
}

// lay puts lines (laid out already) into vp, w wide and h rows high,
// where it was scrolled to, or at its end when end.
func lay(vp *viewport.Model, lines []string, w, h int, end bool) {
	at := vp.YOffset()
	vp.SetWidth(w)
	vp.SetHeight(max(h, 1))
	vp.SetContentLines(lines)
	vp.SetYOffset(at)
	if end {
		vp.GotoBottom()
	}
}

// inView is lines laid into a copy of vp (as lay does): the lines in
// view, and how many are above and below them.
func inView(vp viewport.Model, lines []string, w, h int, end bool) (shown []string, above, below int) {
	lay(&vp, lines, w, h, end)
	shown = widget.Visible(&vp, lines)
	return shown, vp.YOffset(), len(lines) - vp.YOffset() - len(shown)
}
