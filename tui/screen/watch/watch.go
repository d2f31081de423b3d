// Package watch is razz serve's Watch screen (the menu's Watch item, t): a member
// shares their table, a code to give a teacher, or watches another
// member's by entering that member's code; the app hands it the hub's
// events (tui/watch), whichever screen shows. It imports tui/screen,
// tui/widget and tui/watch.
package watch

import (
	"strings"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"razz/tui/screen"
	hub "razz/tui/watch"
	"razz/tui/widget"
)

// A shared table is published as the player's own screen draws it (the
// app's publishWatch), so a watcher sees exactly what the player sees and
// never a card the player does not; the coach's advice on each of the
// player's decisions goes with it (the table's watchCoach). Notes from
// watchers go to the table's log; the player sees who watches on the
// status line and here, where x ends it.

// watchScreen shares the member's table or watches another's, and shows
// what the hub said of the watches.
type watchScreen struct {
	ctx   screen.Context
	w, h  int
	input textinput.Model
	// typing: the code (watching nobody) or a note (watching)
	typing   bool
	note     string     // the answer to the last key
	frame    *hub.Frame // the watched player's table
	coach    []string   // the coach's last lines, newest last
	ended    string     // why the last watch ended
	watchers []string   // who watches this member
}

// New is the Watch screen.
func New(ctx screen.Context) screen.Screen {
	in := widget.NewEntry("> ", hub.MaxNote, nil) // textinput's own prompt
	return &watchScreen{ctx: ctx, input: in}
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

func (s *watchScreen) member() *hub.Member { return s.ctx.Watch() }

// Typing: q is text while a code or a note is typed.
func (s *watchScreen) Typing() bool { return s.typing }

// Back closes the input first.
func (s *watchScreen) Back() (bool, tea.Cmd) {
	if s.typing {
		s.typing = false
		s.input.Blur()
		return true, nil
	}
	return false, nil
}

func (s *watchScreen) Help() []key.Binding {
	k := s.ctx.Keys().Watch
	switch {
	case s.typing:
		return []key.Binding{k.Send}
	case s.member().Watching() != "":
		return []key.Binding{k.Note, k.End}
	case s.member().Sharing():
		return []key.Binding{k.End, k.Code}
	}
	return []key.Binding{k.Share, k.Code}
}

func (s *watchScreen) Update(msg tea.Msg) (tea.Cmd, []tea.Msg) {
	switch e := msg.(type) {
	case hub.Frame:
		s.frame, s.ended = &e, ""
		return nil, nil
	case hub.Coach:
		s.coach = append(s.coach, e.Line)
		if len(s.coach) > 3 {
			s.coach = s.coach[len(s.coach)-3:]
		}
		return nil, nil
	case hub.Ended:
		s.frame, s.coach, s.ended = nil, nil, e.Why
		s.note = ""
		return nil, nil
	case hub.Watchers:
		s.watchers = e.Names
		return nil, nil
	case tea.KeyPressMsg:
		return s.key(e)
	}
	if s.typing {
		var cmd tea.Cmd
		s.input, cmd = s.input.Update(msg)
		return cmd, nil
	}
	return nil, nil
}

func (s *watchScreen) key(k tea.KeyPressMsg) (tea.Cmd, []tea.Msg) {
	w := s.member()
	wk := s.ctx.Keys().Watch
	if s.typing {
		if !key.Matches(k, wk.Send) {
			var cmd tea.Cmd
			s.input, cmd = s.input.Update(k)
			return cmd, nil
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
			return nil, nil
		}
		who, err := w.Watch(text)
		if err != nil {
			s.note = "Not watching: " + err.Error() + "."
			return nil, nil
		}
		s.ended, s.coach = "", nil
		s.note = "Watching " + who + ": their table shows here as they play."
		return nil, nil
	}
	switch {
	case key.Matches(k, wk.End):
		switch {
		case w.Watching() != "":
			w.StopWatching()
			s.frame, s.coach = nil, nil
			s.note = "You stopped watching."
		case w.Sharing():
			w.Unshare()
			s.watchers = nil
			s.note = "Your table is no longer shared; the code is void."
			return nil, screen.Send(screen.Sharing{On: false})
		}
	case key.Matches(k, wk.Share) && w.Watching() == "":
		w.Share()
		s.note = "Give the code to your teacher, then play: they see your table as you do."
		return nil, screen.Send(screen.Sharing{On: true})
	case key.Matches(k, wk.Code) && w.Watching() == "":
		s.typing = true
		s.input.Placeholder = "the code, e.g. " + strings.Repeat("K", hub.CodeLen)
		s.input.CharLimit = hub.CodeLen + 2
		s.note = ""
		return s.input.Focus(), nil
	case key.Matches(k, wk.Note) && w.Watching() != "":
		s.typing = true
		s.input.Placeholder = "a short note for the player"
		s.input.CharLimit = hub.MaxNote
		s.note = ""
		return s.input.Focus(), nil
	}
	return nil, nil
}

func (s *watchScreen) View() string {
	t := s.ctx.Theme()
	w := s.member()
	var b strings.Builder
	line := func(st string) { b.WriteString(ansi.Truncate(st, s.w, "…") + "\n") }
	if who := w.Watching(); who != "" {
		head := who + "'s table"
		if s.frame != nil && s.frame.Title != "" {
			head += " · " + s.frame.Title
		}
		line(t.Title.Render(head))
		rows := max(s.h-6, 1)
		body := who + " is not at the table now."
		if s.frame != nil && s.frame.Body != "" {
			body = s.frame.Body
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
		if len(s.coach) > 0 {
			coach = widget.Wrap(s.coach[len(s.coach)-1], s.w)
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
			if len(s.watchers) > 0 {
				who = strings.Join(s.watchers, ", ")
			}
			line("  Watching you: " + who + ". x ends the watch for everyone.")
		} else {
			line("  s gives you a code: whoever enters it sees your table as you do, with the")
			line("  coach's view of each of your decisions, and can send you notes.")
		}
		line("")
		line(t.Title.Render("Watch a member"))
		line("  c, then the code they give you. You see only what they see.")
		if s.ended != "" {
			line("  " + t.Warn.Render("The watch ended: "+s.ended+"."))
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
