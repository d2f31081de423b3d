package tui

import (
	"fmt"
	"strconv"
	"strings"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"

	"razz/engine"
	"razz/tui/handlist"
	"razz/tui/store"
)

// historyScreen lists the saved hands, newest first and grouped by session,
// with filters; enter replays a hand step by step at a table with the
// narrator's words and the rules' explanations at their moment.
type historyScreen struct {
	sh   *Shared
	w, h int

	loading bool
	note    string // why the list could not be read, or damage set aside
	all     []handlist.Entry
	rows    []histRow
	cursor  int // index into rows, always on a hand
	top     int

	result    int // 0 all, 1 won, 2 lost
	showdown  bool
	street    int             // 0 any, else the street the user reached at least
	search    textinput.Model // the hand number looked for: digits only
	searching bool

	replay *handReplay
	// practising: the hand p (or the day's recap) asked to practise, while
	// it is read; then the Practice screen takes it.
	practising int
	dayRecap   *dayRecap // the day's recap (d), while shown
}

// histRow is a line of the list: a session's header or a hand.
type histRow struct {
	session string
	entry   int // index into all, for a hand
}

type historyLoadedMsg struct {
	entries []handlist.Entry
	problem *store.Problem
	err     error
}

type handLoadedMsg struct {
	entry handlist.Entry
	log   engine.HandLog
	story engine.Story
	err   error
}

func newHistory(sh *Shared) Screen { return &historyScreen{sh: sh, search: newSearch(sh.Theme)} }

// newSearch is the find-a-hand field: a Bubbles text input for a hand
// number, its cursor steady (a blinking one would redraw the list for
// nothing).
func newSearch(th Theme) textinput.Model {
	ti := textinput.New()
	ti.Prompt = "hand #"
	ti.CharLimit = 9
	st := ti.Styles()
	st.Cursor.Blink = false
	st.Focused.Prompt, st.Focused.Text = th.Subtle, th.Subtle
	st.Blurred.Prompt, st.Blurred.Text = th.Subtle, th.Subtle
	ti.SetStyles(st)
	return ti
}

// query is the hand number looked for, "" for none.
func (s *historyScreen) query() string { return s.search.Value() }

func (s *historyScreen) Title() string {
	if s.replay != nil {
		return fmt.Sprintf("History · hand %d", s.replay.entry.Number)
	}
	return "History"
}

func (s *historyScreen) SetSize(width, height int) {
	s.w, s.h = width, height
	s.scroll()
}

func (s *historyScreen) Typing() bool { return s.searching }

// Init and Enter read the list (again: hands may have been played since).
func (s *historyScreen) Init() tea.Cmd  { return s.load() }
func (s *historyScreen) Enter() tea.Cmd { return s.load() }

func (s *historyScreen) load() tea.Cmd {
	s.loading = true
	return func() tea.Msg {
		h, err := s.sh.history()
		if err != nil {
			return historyLoadedMsg{err: err}
		}
		es, problem, err := handlist.Load(h)
		return historyLoadedMsg{es, problem, err}
	}
}

func (s *historyScreen) open(e handlist.Entry) tea.Cmd {
	return func() tea.Msg {
		h, err := s.sh.history()
		if err != nil {
			return handLoadedMsg{entry: e, err: err}
		}
		l, err := h.ReadAt(store.Summary{Offset: e.Offset, Length: e.Length})
		if err != nil {
			return handLoadedMsg{entry: e, err: err}
		}
		hand, err := engine.Replay(l)
		if err != nil {
			return handLoadedMsg{entry: e, err: err}
		}
		return handLoadedMsg{entry: e, log: l, story: hand.Story()}
	}
}

func (s *historyScreen) Back() bool {
	switch {
	case s.replay != nil:
		s.replay = nil
		return true
	case s.searching || s.query() != "":
		s.searching = false
		s.search.Reset()
		s.search.Blur()
		s.refilter()
		return true
	}
	return false
}

func (s *historyScreen) Help() []key.Binding {
	k := s.sh.Keys.History
	switch {
	case s.replay != nil:
		return []key.Binding{k.Step, k.Streets, k.Ends, k.Review}
	case s.searching:
		return []key.Binding{k.SearchDone}
	}
	return []key.Binding{k.Open, k.Result, k.Showdown, k.StreetFilter, k.Search}
}

func (s *historyScreen) FullHelp() [][]key.Binding {
	k := s.sh.Keys.History
	return [][]key.Binding{
		{k.Up, k.Down, k.PageUp, k.PageDown, k.Ends, k.Open, k.Practise, k.Day},
		{k.Result, k.Showdown, k.StreetFilter, k.Search},
		{k.Step, k.Streets, k.Ends, k.Review},
	}
}

func (s *historyScreen) Update(msg tea.Msg) (Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case historyLoadedMsg:
		s.loading = false
		s.note = ""
		if msg.err != nil {
			s.note = "The history could not be read: " + msg.err.Error()
		} else if msg.problem != nil {
			s.note = oneLine(msg.problem.String())
		}
		keep := -1
		if c := s.current(); c != nil {
			keep = c.Number
		}
		s.all = msg.entries
		s.refilter()
		s.jumpTo(keep)
		return s, nil
	case handLoadedMsg:
		if msg.err != nil {
			s.note = fmt.Sprintf("Hand %d could not be replayed: %v", msg.entry.Number, msg.err)
			s.scroll() // the notice takes list lines
			return s, nil
		}
		if s.practising == msg.entry.Number {
			s.practising = 0
			s.sh.practice = &practiceQueue{hands: []engine.HandLog{msg.log}, back: ScreenHistory}
			s.sh.Goto(ScreenPractice)
			return s, nil
		}
		s.replay = newHandReplay(s.sh, msg.entry, msg.log, msg.story)
		return s, nil
	case dayRecapMsg:
		if d := s.dayRecap; d != nil && d.day == msg.day {
			d.done(msg)
		}
		return s, nil
	case reviewDoneMsg:
		if r := s.replay; r != nil && r.log.Hand == msg.hand {
			r.reviewing = false
			r.review, r.reviewErr = &msg.rev, msg.err
		}
		return s, nil
	case tea.KeyPressMsg:
		if d := s.dayRecap; d != nil {
			s.dayRecap = nil
			if n := d.key(msg); n > 0 {
				for _, e := range s.all {
					if e.Number == n {
						s.practising = n
						return s, s.open(e)
					}
				}
			}
			return s, nil
		}
		if s.replay != nil {
			if key.Matches(msg, s.sh.Keys.History.Practise) { // the hand replayed, blind from its start
				s.sh.practice = &practiceQueue{hands: []engine.HandLog{s.replay.log}, back: ScreenHistory}
				s.sh.Goto(ScreenPractice)
				return s, nil
			}
			return s, s.replay.update(msg, s.w, s.h)
		}
		return s, s.listKey(msg)
	}
	return s, nil
}

func (s *historyScreen) listKey(k tea.KeyPressMsg) tea.Cmd {
	hk := s.sh.Keys.History
	keys := hk
	if s.searching {
		switch {
		case key.Matches(k, hk.SearchDone):
			s.searching = false
			s.search.Blur()
		case k.Text != "" && strings.Trim(k.Text, "0123456789") != "": // a hand number is digits
		default: // digits and the field's editing keys (backspace, ←/→, ctrl+u...)
			s.search, _ = s.search.Update(k)
		}
		s.refilter()
		return nil
	}
	page := max(s.listHeight()-1, 1)
	switch {
	case key.Matches(k, keys.Up):
		s.move(-1)
	case key.Matches(k, keys.Down):
		s.move(1)
	case key.Matches(k, keys.PageUp):
		s.move(-page)
	case key.Matches(k, keys.PageDown):
		s.move(page)
	case key.Matches(k, keys.First):
		s.cursor = 0
		s.move(0)
	case key.Matches(k, keys.Last):
		s.cursor = len(s.rows) - 1
		s.move(0)
	case key.Matches(k, hk.Open):
		if c := s.current(); c != nil {
			s.practising = 0
			return s.open(*c)
		}
	case key.Matches(k, hk.Day):
		if c := s.current(); c != nil {
			return s.recapDay(*c)
		}
	case key.Matches(k, hk.Practise):
		if c := s.current(); c != nil {
			s.practising = c.Number
			return s.open(*c)
		}
	case key.Matches(k, hk.Result):
		s.result = (s.result + 1) % 3
		s.refilter()
	case key.Matches(k, hk.Showdown):
		s.showdown = !s.showdown
		s.refilter()
	case key.Matches(k, hk.StreetFilter):
		s.street = map[int]int{0: 4, 4: 5, 5: 6, 6: 7, 7: 0}[s.street]
		s.refilter()
	case key.Matches(k, hk.Search):
		s.searching = true
		s.search.Reset()
		s.search.Focus()
		s.refilter()
	}
	return nil
}

// current is the hand under the cursor.
func (s *historyScreen) current() *handlist.Entry {
	if s.cursor < 0 || s.cursor >= len(s.rows) || s.rows[s.cursor].session != "" {
		return nil
	}
	return &s.all[s.rows[s.cursor].entry]
}

func (s *historyScreen) keep(e handlist.Entry) bool {
	switch {
	case s.result == 1 && e.Result <= 0, s.result == 2 && e.Result >= 0:
		return false
	case s.showdown && !e.Showed: // hands the user took to showdown, not every showdown
		return false
	case s.street > 0 && e.Street < s.street:
		return false
	case s.query() != "" && strconv.Itoa(e.Number) != s.query(): // /4 finds hand 4, not 49
		return false
	}
	return true
}

// refilter lays out the rows: sessions newest first, each with its hands
// newest first. A session is a run of hands dealt from one seed (one run
// of the table); imported hands are grouped by their source.
func (s *historyScreen) refilter() {
	keep := -1
	if c := s.current(); c != nil {
		keep = c.Number
	}
	s.rows = s.rows[:0]
	for end := len(s.all); end > 0; {
		start := end - 1
		for start > 0 && sameSession(s.all[start-1], s.all[end-1]) {
			start--
		}
		var hands []histRow
		for i := end - 1; i >= start; i-- {
			if s.keep(s.all[i]) {
				hands = append(hands, histRow{entry: i})
			}
		}
		if len(hands) > 0 {
			s.rows = append(s.rows, histRow{session: s.sessionLine(s.all[start:end])})
			s.rows = append(s.rows, hands...)
		}
		end = start
	}
	s.jumpTo(keep)
}

func sameSession(a, b handlist.Entry) bool {
	if a.Source != "" || b.Source != "" {
		return a.Source == b.Source
	}
	return a.Seed == b.Seed
}

func (s *historyScreen) sessionLine(es []handlist.Entry) string {
	res, bb := 0, 0.0
	for _, e := range es {
		res += e.Result
		bb += e.BigBets()
	}
	what := "Session"
	if es[0].Source != "" {
		what = "Imported (" + es[0].Source + ")"
	}
	if t := es[0].When(); !t.IsZero() {
		what += " " + s.sh.local(t).Format("2006-01-02 15:04")
	}
	return fmt.Sprintf("%s · %s · %s (%+.1f BB)", what, count(len(es), "hand"), es[0].Money.Signed(res), bb)
}

// jumpTo puts the cursor on hand number n if it is listed, else on the
// first hand.
func (s *historyScreen) jumpTo(n int) {
	s.cursor = 0
	for i, r := range s.rows {
		if r.session == "" && s.all[r.entry].Number == n {
			s.cursor = i
			break
		}
	}
	s.move(0)
}

// move goes d rows, skipping session headers.
func (s *historyScreen) move(d int) {
	if len(s.rows) == 0 {
		s.cursor, s.top = 0, 0
		return
	}
	s.cursor = min(max(s.cursor+d, 0), len(s.rows)-1)
	step := 1
	if d < 0 {
		step = -1
	}
	for s.rows[s.cursor].session != "" {
		if n := s.cursor + step; n >= 0 && n < len(s.rows) {
			s.cursor = n
		} else {
			step = -step
			s.cursor += step
			if s.cursor < 0 || s.cursor >= len(s.rows) {
				s.cursor = 0
				break
			}
		}
	}
	s.scroll()
}

func (s *historyScreen) listHeight() int {
	h := s.h - 2 - len(s.noteLines()) // the filters, the column titles and the notice
	return max(h, 1)
}

// noteLines are the notice wrapped to the width, whole: where damaged
// lines went, why a hand could not be replayed.
func (s *historyScreen) noteLines() []string {
	if s.note == "" {
		return nil
	}
	return wrapWords(s.note, max(s.w, 20))
}

func (s *historyScreen) scroll() {
	h := s.listHeight()
	if s.cursor < s.top {
		s.top = s.cursor
		if s.top > 0 && s.rows[s.top-1].session != "" {
			s.top-- // keep the session's header in view
		}
	}
	if s.cursor >= s.top+h {
		s.top = s.cursor - h + 1
	}
	s.top = max(0, min(s.top, len(s.rows)-h))
}

func (s *historyScreen) View() string {
	if s.dayRecap != nil {
		return s.dayRecap.view(s.sh.Theme, s.w)
	}
	if s.replay != nil {
		return s.replay.view(s.w, s.h)
	}
	t := s.sh.Theme
	var b strings.Builder
	b.WriteString(s.filterLine() + "\n")
	switch {
	case s.loading && s.all == nil:
		b.WriteString(t.Subtle.Render("Reading the history…"))
		return b.String()
	case s.note != "" && len(s.all) == 0:
		b.WriteString(t.Warn.Render(strings.Join(s.noteLines(), "\n")))
		return b.String()
	case len(s.all) == 0:
		b.WriteString(t.Subtle.Render("No hands yet: the hands you play at the table are kept here."))
		return b.String()
	case len(s.rows) == 0:
		b.WriteString(t.Subtle.Render("No hand matches the filters."))
		return b.String()
	}
	b.WriteString(t.Subtle.Render(truncate(fmt.Sprintf("  %6s  %-11s  %2s  %-15s  %s", "hand", "time", "pl", "result", "how it ended"), s.w)) + "\n")
	h := s.listHeight()
	for i := s.top; i < min(s.top+h, len(s.rows)); i++ {
		r := s.rows[i]
		if r.session != "" {
			b.WriteString(t.Accent.Render(truncate(r.session, s.w)))
		} else {
			line := s.handLine(s.all[r.entry])
			if i == s.cursor {
				b.WriteString(t.Selected.Render(truncate("▸ "+line, s.w)))
			} else {
				b.WriteString(t.Text.Render(truncate("  "+line, s.w)))
			}
		}
		if i < min(s.top+h, len(s.rows))-1 {
			b.WriteByte('\n')
		}
	}
	for _, l := range s.noteLines() {
		b.WriteString("\n" + t.Warn.Render(l))
	}
	return b.String()
}

func (s *historyScreen) handLine(e handlist.Entry) string {
	when := "-"
	if t := e.When(); !t.IsZero() {
		when = s.sh.local(t).Format("01-02 15:04")
	}
	res := "-"
	if e.Seat != 0 {
		res = fmt.Sprintf("%s (%+.1f BB)", e.Money.Signed(e.Result), e.BigBets())
	}
	ended := e.Ended
	if s.w < 110 {
		ended = e.Brief
	}
	src := ""
	if e.Source != "" {
		src = " [" + e.Source + "]"
	}
	return fmt.Sprintf("%6d  %-11s  %2d  %-15s  %s%s", e.Number, when, e.Players, res, ended, src)
}

func (s *historyScreen) filterLine() string {
	t := s.sh.Theme
	shown := 0
	for _, r := range s.rows {
		if r.session == "" {
			shown++
		}
	}
	parts := []string{fmt.Sprintf("%d of %s", shown, count(len(s.all), "hand"))}
	parts = append(parts, []string{"all results", "won", "lost"}[s.result])
	if s.showdown {
		parts = append(parts, "showdowns")
	}
	if s.street > 0 {
		parts = append(parts, "reached "+strings.ToLower(engine.Street(s.street).Name))
	}
	switch {
	case s.searching:
		line := t.Subtle.Render(strings.Join(parts, " · ")+" · ") + s.search.View()
		return truncate(line, s.w)
	case s.query() != "":
		parts = append(parts, "hand #"+s.query())
	}
	return t.Subtle.Render(truncate(strings.Join(parts, " · "), s.w))
}
