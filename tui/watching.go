package tui

import (
	"fmt"
	"strings"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"razz/bots"
	"razz/engine"
	"razz/tui/watch"
)

// The watch mode of razz serve (Options.Watch; nil elsewhere). w on the
// menu opens the Watch screen, where a member shares their table (a code
// to give a teacher) or watches another member's by entering that
// member's code. A shared table is published as the player's own screen
// draws it (render calls publishWatch), so a watcher sees exactly what the
// player sees and never a card the player does not; the coach's advice on
// each of the player's decisions goes with it (watchCoach), worked out
// from the player's view of the hand. Notes from watchers go to the
// table's log; the player sees who watches on the status line and on the
// Watch screen, where x ends it.

// ScreenWatch is the Watch screen (razz serve only); out of the iota's
// way, and not ScreenPractice's 100.
const ScreenWatch ScreenID = 110

func init() {
	if _, taken := screens[ScreenWatch]; taken {
		panic("tui: two screens numbered ScreenWatch")
	}
	screens[ScreenWatch] = newWatchScreen
}

// watchState is what the session knows of its watches, kept in Shared so
// that events are taken whichever screen is showing.
type watchState struct {
	frame     *watch.Frame // the watched player's table
	coach     []string     // the coach's last lines, newest last
	ended     string       // why the last watch ended
	watchers  []string     // who watches this member
	coached   [2]int       // the player's decision the coach was last asked about
	published string       // the last frame published
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

// onWatch takes an event and waits for the next.
func (m *Model) onWatch(msg watchEventMsg) tea.Cmd {
	ws := &m.sh.watch
	switch e := msg.e.(type) {
	case watch.Frame:
		ws.frame, ws.ended = &e, ""
	case watch.Coach:
		ws.coach = append(ws.coach, e.Line)
		if len(ws.coach) > 3 {
			ws.coach = ws.coach[len(ws.coach)-3:]
		}
	case watch.Ended:
		ws.frame, ws.coach, ws.ended = nil, nil, e.Why
		if s, ok := m.live[ScreenWatch].(*watchScreen); ok {
			s.note = ""
		}
	case watch.Watchers:
		joined := len(e.Names) > len(ws.watchers)
		ws.watchers = e.Names
		if joined {
			m.status = e.Names[len(e.Names)-1] + " is watching your table (w on the menu ends it)."
		}
	case watch.Note:
		line := "Note from " + e.From + ": " + e.Text
		if t, ok := m.live[ScreenPlay].(*table); ok {
			t.watchNote(line)
		}
		if m.current != ScreenPlay {
			m.status = line
		}
	}
	return waitWatch(m.sh.Opts.Watch)
}

// publishWatch gives the player's watchers the table as just drawn.
func (m *Model) publishWatch(title, body string) {
	w := m.sh.Opts.Watch
	if w == nil || body == m.sh.watch.published || !w.Sharing() {
		return
	}
	m.sh.watch.published = body
	w.Publish(watch.Frame{Title: title, Body: body})
}

// watchCoach asks the coach about the player's decision, once a
// decision, while someone may watch; the line goes to the watchers.
func (m *Model) watchCoach() tea.Cmd {
	w := m.sh.Opts.Watch
	if w == nil || m.current != ScreenPlay {
		return nil
	}
	t, ok := m.live[ScreenPlay].(*table)
	if !ok {
		return nil
	}
	v, step, ok := t.watchDecision()
	if !ok || step == m.sh.watch.coached || !w.Sharing() {
		return nil
	}
	m.sh.watch.coached = step
	hand, models := t.sess.Number(), t.sess.Models()
	return func() tea.Msg {
		a := bots.Advise(v, models)
		w.Coach(fmt.Sprintf("Hand %d, %s, to call %d into %d: coach says %s (equity %.0f%%)",
			hand, engine.Street(v.Street).Name, a.ToCall, a.Pot, a.Reason, 100*a.Equity))
		return nil
	}
}

// watchKey opens the Watch screen for w on the menu.
func (m *Model) watchKey(msg tea.Msg) bool {
	k, ok := msg.(tea.KeyPressMsg)
	if !ok || m.sh.Opts.Watch == nil || m.current != ScreenMenu || k.String() != "w" {
		return false
	}
	m.sh.Goto(ScreenWatch)
	return true
}

// watchScreen shares the member's table or watches another's.
type watchScreen struct {
	sh    *Shared
	w, h  int
	input textinput.Model
	// typing: the code (watching nobody) or a note (watching)
	typing bool
	note   string // the answer to the last key
}

func newWatchScreen(sh *Shared) Screen {
	in := textinput.New()
	in.CharLimit = watch.MaxNote
	return &watchScreen{sh: sh, input: in}
}

func (s *watchScreen) SetSize(w, h int) {
	s.w, s.h = w, h
	s.input.SetWidth(max(w-20, 10))
}

func (s *watchScreen) Title() string {
	if who := s.member().Watching(); who != "" {
		return "Watching " + who
	}
	return "Watch"
}

func (s *watchScreen) member() *watch.Member { return s.sh.Opts.Watch }

// Typing: q is text while a code or a note is typed.
func (s *watchScreen) Typing() bool { return s.typing }

// Back closes the input first.
func (s *watchScreen) Back() bool {
	if s.typing {
		s.typing = false
		s.input.Blur()
		return true
	}
	return false
}

var (
	watchShare = key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "share my table"))
	watchEnd   = key.NewBinding(key.WithKeys("x"), key.WithHelp("x", "end the watch"))
	watchCode  = key.NewBinding(key.WithKeys("c"), key.WithHelp("c", "enter a code"))
	watchNote  = key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "write a note"))
	watchSend  = key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "send"))
)

func (s *watchScreen) Help() []key.Binding {
	switch {
	case s.typing:
		return []key.Binding{watchSend}
	case s.member().Watching() != "":
		return []key.Binding{watchNote, watchEnd}
	case s.member().Sharing():
		return []key.Binding{watchEnd, watchCode}
	}
	return []key.Binding{watchShare, watchCode}
}

func (s *watchScreen) Update(msg tea.Msg) (Screen, tea.Cmd) {
	w := s.member()
	k, ok := msg.(tea.KeyPressMsg)
	if !ok {
		if s.typing {
			var cmd tea.Cmd
			s.input, cmd = s.input.Update(msg)
			return s, cmd
		}
		return s, nil
	}
	if s.typing {
		if k.String() != "enter" {
			var cmd tea.Cmd
			s.input, cmd = s.input.Update(msg)
			return s, cmd
		}
		s.typing = false
		s.input.Blur()
		text := s.input.Value()
		s.input.Reset()
		if w.Watching() != "" {
			if err := w.Note(text); err != nil {
				s.note = "Not sent: " + err.Error() + "."
			} else {
				s.note = "Sent: " + text
			}
			return s, nil
		}
		who, err := w.Watch(text)
		if err != nil {
			s.note = "Not watching: " + err.Error() + "."
			return s, nil
		}
		s.sh.watch.ended, s.sh.watch.coach = "", nil
		s.note = "Watching " + who + ": their table shows here as they play."
		return s, nil
	}
	switch {
	case key.Matches(k, watchEnd):
		switch {
		case w.Watching() != "":
			w.StopWatching()
			s.sh.watch.frame, s.sh.watch.coach = nil, nil
			s.note = "You stopped watching."
		case w.Sharing():
			w.Unshare()
			s.sh.watch.watchers = nil
			s.note = "Your table is no longer shared; the code is void."
		}
	case key.Matches(k, watchShare) && w.Watching() == "":
		w.Share()
		s.sh.watch.published = "" // the next frame goes out
		s.note = "Give the code to your teacher, then play: they see your table as you do."
	case key.Matches(k, watchCode) && w.Watching() == "":
		s.typing = true
		s.input.Placeholder = "the code, e.g. " + strings.Repeat("K", watch.CodeLen)
		s.input.CharLimit = watch.CodeLen + 2
		s.note = ""
		return s, s.input.Focus()
	case key.Matches(k, watchNote) && w.Watching() != "":
		s.typing = true
		s.input.Placeholder = "a short note for the player"
		s.input.CharLimit = watch.MaxNote
		s.note = ""
		return s, s.input.Focus()
	}
	return s, nil
}

func (s *watchScreen) View() string {
	t := s.sh.Theme
	w := s.member()
	ws := &s.sh.watch
	var b strings.Builder
	line := func(st string) { b.WriteString(ansi.Truncate(st, s.w, "…") + "\n") }
	if who := w.Watching(); who != "" {
		head := who + "'s table"
		if ws.frame != nil && ws.frame.Title != "" {
			head += " · " + ws.frame.Title
		}
		line(t.Title.Render(head))
		rows := max(s.h-6, 1)
		body := who + " is not at the table now."
		if ws.frame != nil && ws.frame.Body != "" {
			body = ws.frame.Body
		}
		lines := strings.Split(body, "\n")
		for i := range rows {
			if i < len(lines) {
				line(ansi.Truncate(lines[i], s.w, ""))
			} else {
				line("")
			}
		}
		var coach []string // the newest line, wrapped on three
		if len(ws.coach) > 0 {
			coach = wrapWords(ws.coach[len(ws.coach)-1], s.w)
		}
		for i := range 3 {
			if i < len(coach) {
				line(t.Subtle.Render(coach[i]))
			} else {
				line("")
			}
		}
	} else {
		line(t.Title.Render("Share your table with a teacher"))
		if code := w.Code(); code != "" {
			line("  Your code: " + t.Key.Render(code) + "  (give it to the member who watches you)")
			who := "nobody yet"
			if len(ws.watchers) > 0 {
				who = strings.Join(ws.watchers, ", ")
			}
			line("  Watching you: " + who + ". x ends the watch for everyone.")
		} else {
			line("  s gives you a code: whoever enters it sees your table as you do, with the")
			line("  coach's view of each of your decisions, and can send you notes.")
		}
		line("")
		line(t.Title.Render("Watch a member"))
		line("  c, then the code they give you. You see only what they see.")
		if ws.ended != "" {
			line("  " + t.Warn.Render("The watch ended: "+ws.ended+"."))
		}
	}
	if s.typing {
		line("  " + s.input.View())
	}
	if s.note != "" {
		line("  " + t.Subtle.Render(s.note))
	}
	return strings.TrimRight(b.String(), "\n")
}

// watchDecision is the player's view of the hand when the player must
// act, and which decision it is.
func (t *table) watchDecision() (engine.View, [2]int, bool) {
	h := t.hand()
	if h == nil || h.Done() || h.ToAct() != t.user() {
		return engine.View{}, [2]int{}, false
	}
	return h.View(t.user()), t.step(), true
}

// watchNote puts a watcher's note in the table's log.
func (t *table) watchNote(line string) {
	t.log.say(narration{text: line})
	t.log.layOut(t.sh.Theme, t.tableCol())
}
