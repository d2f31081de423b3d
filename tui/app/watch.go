package app

import (
	tea "charm.land/bubbletea/v2"

	"razz/tui/screen"
	"razz/tui/watch"
)

// The watch mode of razz serve (Options.Watch; nil elsewhere), as the app
// keeps it: the menu's Watch item opens the Watch screen; the hub's events go to
// the screen they are for, whichever shows; the table as drawn is
// published to the member's watchers (render calls publishWatch), so that
// a watcher sees exactly what the player sees and never a card the player
// does not; who watches is said on the status line.

// watchState is what the app keeps of the session's watches: who watches
// (the status line says so) and the last frame published.
type watchState struct {
	watchers  []string // who watches this member
	published string   // the last frame published
}

// watchEventMsg is an event from the hub.
type watchEventMsg struct{ e watch.Event }

// waitWatch waits for the member's next event; the command returns nil
// when the member is closed (the session ends), and is not asked again.
func waitWatch(w *watch.Member) tea.Cmd {
	return func() tea.Msg {
		if e := w.Wait(); e != nil {
			return watchEventMsg{e}
		}
		return nil
	}
}

// onWatch hands an event to the screen it is for, whether it shows or
// not, and waits for the next.
func (m *Model) onWatch(msg watchEventMsg) tea.Cmd {
	cmds := []tea.Cmd{waitWatch(m.o.Watch)}
	to := func(id screen.ID, msg tea.Msg) {
		if s, ok := m.live[id]; ok {
			cmd, sends := s.Update(msg)
			cmds = append(cmds, cmd, m.take(sends))
		}
	}
	switch e := msg.e.(type) {
	case watch.Frame, watch.Coach, watch.Ended:
		to(screen.Watch, e)
	case watch.Watchers:
		joined := len(e.Names) > len(m.watch.watchers)
		m.watch.watchers = e.Names
		if joined {
			m.status = e.Names[len(e.Names)-1] + " is watching your table (Watch on the menu ends it)."
		}
		to(screen.Watch, e)
	case watch.Note:
		line := "Note from " + e.From + ": " + e.Text
		to(screen.Play, screen.WatchNote{Line: line})
		if m.current != screen.Play {
			m.status = line
		}
	}
	return tea.Batch(cmds...)
}

// onSharing takes the Watch screen's word that sharing started or ended.
func (m *Model) onSharing(s screen.Sharing) {
	if s.On {
		m.watch.published = "" // the next frame goes out
	} else {
		m.watch.watchers = nil
	}
}

// publishWatch gives the player's watchers the table as just drawn.
func (m *Model) publishWatch(title, body string) {
	w := m.o.Watch
	if w == nil || body == m.watch.published || !w.Sharing() {
		return
	}
	m.watch.published = body
	w.Publish(watch.Frame{Title: title, Body: body})
}
