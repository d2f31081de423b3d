package history

import (
	"io"
	"strings"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/list"
	tea "charm.land/bubbletea/v2"

	"razz/tui/widget"
)

// This file is the History list as a Bubbles list: its rows are items,
// drawn by histDelegate only when in view (a history of 100,000 hands
// builds no line it does not show), paged by the list, with the screen's
// own keys and filters (the list's fuzzy filter, title, status bar, help
// and quit keys are off).

// histRow is a line of the list: a session's header or a hand.
type histRow struct {
	session int // 1 + the session's index in historyScreen.sessions, for its header; 0 for a hand
	entry   int // index into historyScreen.all, for a hand
}

// FilterValue: the screen filters the rows itself, so the list's filter,
// which is off, has nothing to match.
func (*histRow) FilterValue() string { return "" }

// histDelegate draws a row as the History always has: a session's header
// in the accent colour, a hand's line, the one under the cursor marked.
type histDelegate struct{ s *historyScreen }

func (histDelegate) Height() int                         { return 1 }
func (histDelegate) Spacing() int                        { return 0 }
func (histDelegate) Update(tea.Msg, *list.Model) tea.Cmd { return nil }

func (d histDelegate) Render(w io.Writer, m list.Model, index int, item list.Item) {
	s, t := d.s, d.s.ctx.Theme()
	r := item.(*histRow)
	var line string
	switch {
	case r.session > 0:
		line = t.Accent.Render(widget.Truncate(s.sessionLine(s.heads[r.session-1]), s.w))
	case index == m.Index():
		line = t.Selected.Render(widget.Truncate("▸ "+s.handLine(s.all[r.entry]), s.w))
	default:
		line = t.Text.Render(widget.Truncate("  "+s.handLine(s.all[r.entry]), s.w))
	}
	_, _ = io.WriteString(w, line)
}

func newHistList(s *historyScreen) list.Model {
	l := list.New(nil, histDelegate{s}, 0, 0)
	l.SetShowTitle(false)
	l.SetShowFilter(false)
	l.SetFilteringEnabled(false)
	l.SetShowStatusBar(false)
	l.SetShowPagination(false) // the filter line says how many hands
	l.SetShowHelp(false)       // the screen's help line and ? list
	l.DisableQuitKeybindings()
	return l
}

// browse moves the list's cursor for the History's keys (↑↓ j k, pgup
// pgdn, g G, home end), off the session headers; false for any other key.
// Keys go to the list's methods, not its Update: its own key map (q, /,
// ?) would clash with the screen's.
func (s *historyScreen) browse(k tea.KeyPressMsg) bool {
	hk, l := s.ctx.Keys().History, &s.list
	switch {
	case key.Matches(k, hk.Up):
		l.CursorUp()
		s.offHeader(-1)
	case key.Matches(k, hk.Down):
		l.CursorDown()
		s.offHeader(1)
	case key.Matches(k, hk.PageUp):
		if l.Paginator.OnFirstPage() {
			l.GoToStart()
		} else {
			l.PrevPage()
		}
		s.offHeader(-1)
	case key.Matches(k, hk.PageDown):
		if l.Paginator.OnLastPage() {
			l.GoToEnd()
		} else {
			l.NextPage()
		}
		s.offHeader(1)
	case key.Matches(k, hk.First):
		l.GoToStart()
		s.offHeader(1)
	case key.Matches(k, hk.Last):
		l.GoToEnd()
		s.offHeader(-1)
	default:
		return false
	}
	return true
}

// offHeader moves the cursor off a session's header: on in the direction
// dir (+1 down, -1 up), else back the other way at the list's end.
func (s *historyScreen) offHeader(dir int) {
	n := len(s.rows)
	i := s.list.Index()
	if n == 0 || i < 0 || i >= n {
		return
	}
	for s.rows[i].session != 0 {
		if j := i + dir; j >= 0 && j < n {
			i = j
			continue
		}
		if dir = -dir; i+dir < 0 || i+dir >= n {
			return // only a header: nothing to stand on
		}
	}
	s.list.Select(i)
}

// listView is the list's page of rows, each drawn by its delegate: the
// list's own View would pad the page out to its height with blank lines
// and every row to the widest with spaces, and the notice follows the
// last row.
func listView(l list.Model, d list.ItemDelegate) string {
	items := l.VisibleItems()
	from, to := l.Paginator.GetSliceBounds(len(items))
	var b strings.Builder
	for i := from; i < to; i++ {
		if i > from {
			b.WriteByte('\n')
		}
		d.Render(&b, l, i, items[i])
	}
	return b.String()
}
