package tui

import (
	"fmt"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"razz/engine"
	"razz/tui/handlist"
	"razz/tui/recap"
	"razz/tui/store"
)

// The History screen's way into practice: p practises the hand under the
// cursor (or the one replayed) blind; d shows the day of that hand in one
// look (tui/recap), where 1 to 3 practise its costliest hands.

// dayRecap is the day in one look.
type dayRecap struct {
	day     string // "2026-11-30"
	entries []handlist.Entry
	recap   *recap.Recap
	err     error
}

type practiceLoadedMsg struct {
	log engine.HandLog
	err error
}

type dayLoadedMsg struct {
	day   string
	recap recap.Recap
	err   error
}

// practiceKey handles p and d, the recap's keys and their messages; ok is
// false for what the screen handles itself.
func (s *historyScreen) practiceKey(msg tea.Msg) (tea.Cmd, bool) {
	hk := s.sh.Keys.History
	switch msg := msg.(type) {
	case practiceLoadedMsg:
		if msg.err != nil {
			s.note = "The hand could not be read: " + msg.err.Error()
			return nil, true
		}
		return s.practise(msg.log), true
	case dayLoadedMsg:
		if d := s.day; d != nil && d.day == msg.day {
			d.recap, d.err = &msg.recap, msg.err
		}
		return nil, true
	case tea.KeyPressMsg:
		switch {
		case s.searching:
			return nil, false
		case s.day != nil:
			if d := s.day; d.recap != nil && key.Matches(msg, s.sh.Keys.Practice.Costly) {
				if i := int(msg.String()[0] - '1'); i < len(d.recap.Costliest) {
					return s.readToPractise(d.entries, d.recap.Costliest[i].Hand), true
				}
			}
			return nil, true
		case key.Matches(msg, hk.Practise) && s.replay != nil:
			return s.practise(s.replay.log), true
		case s.replay != nil:
			return nil, false
		case key.Matches(msg, hk.Practise):
			if c := s.current(); c != nil {
				return s.readToPractise(s.all, c.Number), true
			}
			return nil, true
		case key.Matches(msg, hk.Day):
			if c := s.current(); c != nil {
				return s.openDay(*c), true
			}
			return nil, true
		}
	}
	return nil, false
}

// practise hands the hand to the practice screen; q there comes back.
func (s *historyScreen) practise(l engine.HandLog) tea.Cmd {
	s.sh.practice = &practiceQueue{hands: []engine.HandLog{l}, back: ScreenHistory}
	s.sh.Goto(ScreenPractice)
	return nil
}

// readToPractise reads hand number n of the history, in a command.
func (s *historyScreen) readToPractise(es []handlist.Entry, n int) tea.Cmd {
	var e *handlist.Entry
	for i := range es {
		if es[i].Number == n {
			e = &es[i]
		}
	}
	if e == nil {
		return nil
	}
	at := store.Summary{Offset: e.Offset, Length: e.Length}
	return func() tea.Msg {
		h, err := s.sh.history()
		if err != nil {
			return practiceLoadedMsg{err: err}
		}
		l, err := h.ReadAt(at)
		return practiceLoadedMsg{log: l, err: err}
	}
}

// dayOf is the local day a hand ended, "" when not known.
func (s *historyScreen) dayOf(e handlist.Entry) string {
	if t := e.When(); !t.IsZero() {
		return s.sh.local(t).Format("2006-01-02")
	}
	return ""
}

// openDay sums up the hands of e's day (of e's session when the hands
// have no time), reading and reviewing them in a command.
func (s *historyScreen) openDay(e handlist.Entry) tea.Cmd {
	day := s.dayOf(e)
	var es []handlist.Entry
	for _, x := range s.all {
		if day != "" && s.dayOf(x) == day || day == "" && s.dayOf(x) == "" && sameSession(x, e) {
			es = append(es, x)
		}
	}
	label := day
	if label == "" {
		label = "this session"
	}
	s.day = &dayRecap{day: label, entries: es}
	return func() tea.Msg {
		h, err := s.sh.history()
		if err != nil {
			return dayLoadedMsg{day: label, err: err}
		}
		var logs []engine.HandLog
		for _, x := range es {
			l, err := h.ReadAt(store.Summary{Offset: x.Offset, Length: x.Length})
			if err != nil {
				return dayLoadedMsg{day: label, err: err}
			}
			logs = append(logs, l)
		}
		return dayLoadedMsg{day: label, recap: recap.Of(logs)}
	}
}

// closeDay: q or esc closes the day's recap.
func (s *historyScreen) closeDay() bool {
	if s.day == nil {
		return false
	}
	s.day = nil
	return true
}

// dayView draws the day in one look.
func (s *historyScreen) dayView() string {
	th := s.sh.Theme
	d := s.day
	lines := []string{th.Title.Render(fmt.Sprintf("The day in one look · %s · %d hands", d.day, len(d.entries))), ""}
	switch {
	case d.err != nil:
		lines = append(lines, th.Warn.Render(truncate("The hands could not be read: "+d.err.Error(), s.w)))
	case d.recap == nil:
		lines = append(lines, th.Subtle.Render("The coach is going over the day's hands…"))
	default:
		for _, l := range d.recap.Lines() {
			if len([]rune(l)) <= s.w { // the kinds' columns keep their spaces
				lines = append(lines, th.Text.Render(l))
				continue
			}
			lines = append(lines, wrapStyled(th.Text, l, s.w)...)
		}
		if len(d.recap.Costliest) > 0 {
			lines = append(lines, "")
			for i, c := range d.recap.Costliest {
				lines = append(lines, th.Key.Render(fmt.Sprint(i+1))+th.Text.Render(truncate(fmt.Sprintf("  practise hand %d blind: %d mistake%s, %.2f big bets", c.Hand, c.Mistakes, practicePlural(c.Mistakes), c.CostBB), s.w-3)))
			}
		}
	}
	return strings.Join(lines, "\n")
}
