// Package history is the History screen: the saved hands, newest first
// and grouped by session, with filters; enter replays a hand step by step
// at a table with the narrator's words and the rules' explanations at
// their moment, p practises it blind (the Practice screen), d sums up its
// day. It imports tui/screen, tui/widget, tui/store, tui/handlist,
// tui/recap, tui/recap/kept and bots/record.
package history

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/list"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"

	"razz/engine"
	"razz/tui/handlist"
	"razz/tui/screen"
	"razz/tui/store"
	"razz/tui/theme"
	"razz/tui/widget"
)

// historyScreen lists the saved hands, newest first and grouped by session,
// with filters; enter replays a hand step by step at a table with the
// narrator's words and the rules' explanations at their moment.
type historyScreen struct {
	ctx  screen.Context
	w, h int

	loading  bool
	note     string // why the list could not be read, or damage set aside
	all      []handlist.Entry
	sessions []handlist.Session // of all, newest first
	heads    []sessionHead      // the sessions' totals, for their headers
	// list is the Bubbles list of the rows (the filtered sessions and
	// hands): it pages and draws only the rows in view, through
	// histDelegate; its cursor is always on a hand. rows back its items.
	list  list.Model
	rows  []histRow
	hands int // the hands among the rows

	result    int // 0 all, 1 won, 2 lost
	showdown  bool
	street    int             // 0 any, else the street the user reached at least
	search    textinput.Model // the hand number looked for: digits only
	searching bool

	replay *handReplay
	// practising: the hand p (or the day's recap) asked to practise, while
	// it is read; then the Practice screen takes it.
	practising int
	cover      recapCover // the day's recap (d), over the list
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

// New is the History screen.
func New(ctx screen.Context) screen.Screen {
	s := &historyScreen{ctx: ctx, search: newSearch(ctx.Theme())}
	s.list = newHistList(s)
	return s
}

// newSearch is the find-a-hand field: a Bubbles text input for a hand
// number, its cursor steady (a blinking one would redraw the list for
// nothing).
func newSearch(th *theme.Theme) textinput.Model {
	return widget.NewEntry("hand #", 9, &th.Subtle)
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
	s.resize()
}

// setNote shows a notice under the list (or none for ""), which takes
// list lines.
func (s *historyScreen) setNote(n string) {
	s.note = n
	s.resize()
}

// resize fits the list to the lines the filters, the column titles and the
// notice leave.
func (s *historyScreen) resize() {
	i := s.list.Index()
	s.list.SetSize(s.w, s.listHeight())
	s.list.Select(min(i, max(len(s.rows)-1, 0)))
}

func (s *historyScreen) Typing() bool { return s.searching }

// Init and Enter read the list (again: hands may have been played since).
func (s *historyScreen) Init() tea.Cmd  { return s.load() }
func (s *historyScreen) Enter() tea.Cmd { return s.load() }

func (s *historyScreen) load() tea.Cmd {
	s.loading = true
	return func() tea.Msg {
		h, err := s.ctx.History()
		if err != nil {
			return historyLoadedMsg{err: err}
		}
		es, problem, err := handlist.Load(h)
		return historyLoadedMsg{es, problem, err}
	}
}

func (s *historyScreen) open(e handlist.Entry) tea.Cmd {
	return func() tea.Msg {
		h, err := s.ctx.History()
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

func (s *historyScreen) Back() (bool, tea.Cmd) {
	switch {
	case s.cover.on(): // q and esc close the recap, as any other key does
		s.cover.off()
		return true, nil
	case s.replay != nil:
		s.replay = nil
		return true, nil
	case s.searching || s.query() != "":
		s.searching = false
		s.search.Reset()
		s.search.Blur()
		s.refilter()
		return true, nil
	}
	return false, nil
}

func (s *historyScreen) Help() []key.Binding {
	k := s.ctx.Keys().History
	switch {
	case s.cover.on() && len(s.cover.day.hands) == 0: // nothing costly to practise
		return []key.Binding{k.RecapClose}
	case s.cover.on():
		return []key.Binding{recapKeys(k.RecapPractise, len(s.cover.day.hands)), k.RecapClose}
	case s.replay != nil:
		return []key.Binding{k.Step, k.Streets, k.Ends, k.Review}
	case s.searching:
		return []key.Binding{k.SearchDone}
	}
	return []key.Binding{k.Open, k.Result, k.Showdown, k.StreetFilter, k.Search}
}

func (s *historyScreen) FullHelp() [][]key.Binding {
	k := s.ctx.Keys().History
	return [][]key.Binding{
		{k.Up, k.Down, k.PageUp, k.PageDown, k.Ends, k.Open, k.Practise, k.Day},
		{k.Result, k.Showdown, k.StreetFilter, k.Search},
		{k.Step, k.Streets, k.Ends, k.Review, k.Scroll},
	}
}

func (s *historyScreen) Update(msg tea.Msg) (tea.Cmd, []tea.Msg) {
	switch msg := msg.(type) {
	case historyLoadedMsg:
		s.loading = false
		switch {
		case msg.err != nil:
			s.setNote("The history could not be read: " + msg.err.Error())
		case msg.problem != nil:
			s.setNote(widget.OneLine(msg.problem.String()))
		default:
			s.setNote("")
		}
		keep := -1
		if c := s.current(); c != nil {
			keep = c.Number
		}
		s.all = msg.entries
		s.sessions = handlist.Sessions(s.all)
		s.heads = slices.Grow(s.heads[:0], len(s.sessions))
		for _, ses := range s.sessions {
			s.heads = append(s.heads, headOf(s.all, ses.Hands))
		}
		s.refilter()
		s.jumpTo(keep)
		return nil, nil
	case handLoadedMsg:
		if msg.err != nil {
			s.setNote(fmt.Sprintf("Hand %d could not be replayed: %v", msg.entry.Number, msg.err))
			return nil, nil
		}
		if s.practising == msg.entry.Number {
			s.practising = 0
			return nil, practise(msg.log)
		}
		s.replay = newHandReplay(s.ctx, msg.entry, msg.log, msg.story)
		return nil, nil
	case dayReadMsg:
		if s.cover.day == msg.d {
			return msg.d.read(s.ctx, msg), nil
		}
		return nil, nil
	case dayReviewedMsg: // a closed recap's last batch is kept too
		return msg.d.reviewed(s.ctx, msg, s.cover.day == msg.d), nil
	case dayRecapMsg:
		if s.cover.day == msg.d {
			msg.d.done(msg)
		}
		return nil, nil
	case reviewDoneMsg:
		if r := s.replay; r != nil && r.log.Hand == msg.hand {
			r.reviewing = false
			r.review, r.reviewErr = &msg.rev, msg.err
		}
		return nil, nil
	case tea.KeyPressMsg:
		if d := s.cover.day; s.cover.on() {
			s.cover.off()
			if n := d.key(s.ctx.Keys().History.RecapPractise, msg); n > 0 {
				for _, e := range s.all {
					if e.Number == n {
						s.practising = n
						return s.open(e), nil
					}
				}
			}
			return nil, nil
		}
		if s.replay != nil {
			if key.Matches(msg, s.ctx.Keys().History.Practise) { // the hand replayed, blind from its start
				return nil, practise(s.replay.log)
			}
			return s.replay.update(msg, s.w, s.h), nil
		}
		return s.listKey(msg), nil
	}
	return nil, nil
}

// practise is the message that has the Practice screen practise hand l,
// q going back to History.
func practise(l engine.HandLog) []tea.Msg {
	return screen.Send(screen.Open{To: screen.Practice, Msg: screen.Practise{Hands: []engine.HandLog{l}}, Back: screen.History})
}

func (s *historyScreen) listKey(k tea.KeyPressMsg) tea.Cmd {
	hk := s.ctx.Keys().History
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
	if s.browse(k) {
		return nil
	}
	switch {
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
	i := s.list.Index()
	if i < 0 || i >= len(s.rows) || s.rows[i].session != 0 {
		return nil
	}
	return &s.all[s.rows[i].entry]
}

// keep says whether the filters keep e; q is the hand number looked for.
func (s *historyScreen) keep(e *handlist.Entry, q string) bool {
	switch {
	case s.result == 1 && e.Result <= 0, s.result == 2 && e.Result >= 0:
		return false
	case s.showdown && !e.Showed: // hands the user took to showdown, not every showdown
		return false
	case s.street > 0 && e.Street < s.street:
		return false
	case q != "" && strconv.Itoa(e.Number) != q: // /4 finds hand 4, not 49
		return false
	}
	return true
}

// refilter lays out the rows: sessions newest first (handlist.Sessions:
// a run of the table, or an imported stretch), each with its hands newest
// first.
func (s *historyScreen) refilter() {
	keep := -1
	if c := s.current(); c != nil {
		keep = c.Number
	}
	s.rows, s.hands = slices.Grow(s.rows[:0], len(s.all)+len(s.sessions)), 0
	q := s.query()
	for k, ses := range s.sessions {
		head := len(s.rows)
		s.rows = append(s.rows, histRow{session: k + 1})
		for i := len(ses.Hands) - 1; i >= 0; i-- {
			if s.keep(&s.all[ses.Hands[i]], q) {
				s.rows = append(s.rows, histRow{entry: ses.Hands[i]})
			}
		}
		if len(s.rows) == head+1 { // no hand of the session is kept
			s.rows = s.rows[:head]
		} else {
			s.hands += len(s.rows) - head - 1
		}
	}
	items := make([]list.Item, len(s.rows))
	for i := range s.rows {
		items[i] = &s.rows[i] // a pointer: no copy of a row boxed for each of 100,000 items
	}
	s.list.SetItems(items)
	s.jumpTo(keep)
}

// sessionHead is what a session's header says: its first hand, how many
// hands and the user's result over them all (whatever the filters show).
type sessionHead struct {
	first *handlist.Entry
	hands int
	res   int
	bb    float64
}

func headOf(all []handlist.Entry, hands []int) sessionHead {
	h := sessionHead{first: &all[hands[0]], hands: len(hands)}
	for _, i := range hands {
		h.res += all[i].Result
		h.bb += all[i].BigBets()
	}
	return h
}

func (s *historyScreen) sessionLine(h sessionHead) string {
	what := "Session"
	if h.first.Source != "" {
		what = "Imported (" + h.first.Source + ")"
	}
	if t := h.first.When(); !t.IsZero() {
		what += " " + s.ctx.Local(t).Format("2006-01-02 15:04")
	}
	return fmt.Sprintf("%s · %s · %s", what, widget.Count(h.hands, "hand"), handlist.ResultText(h.first.Money(), h.res, h.bb))
}

// jumpTo puts the cursor on hand number n if it is listed, else on the
// first hand.
func (s *historyScreen) jumpTo(n int) {
	at := 0
	for i, r := range s.rows {
		if r.session == 0 && s.all[r.entry].Number == n {
			at = i
			break
		}
	}
	s.list.Select(at)
	s.offHeader(1)
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
	return widget.Wrap(s.note, max(s.w, 20))
}

func (s *historyScreen) View() string {
	if s.cover.on() {
		return s.cover.day.view(s.ctx.Theme(), s.w)
	}
	if s.replay != nil {
		return s.replay.view(s.w, s.h)
	}
	t := s.ctx.Theme()
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
	b.WriteString(t.Subtle.Render(widget.Truncate(fmt.Sprintf("  %6s  %-*s  %2s  %-15s  %s", "hand", len(s.timeLayout()), "time", "pl", "result", "how it ended"), s.w)) + "\n")
	b.WriteString(listView(s.list, histDelegate{s}))
	for _, l := range s.noteLines() {
		b.WriteString("\n" + t.Warn.Render(l))
	}
	return b.String()
}

func (s *historyScreen) handLine(e handlist.Entry) string {
	when := "-"
	if t := e.When(); !t.IsZero() {
		when = s.ctx.Local(t).Format(s.timeLayout())
	}
	res := "-"
	if e.Seat != 0 {
		res = handlist.ResultText(e.Money(), e.Result, e.BigBets())
	}
	ended, src := e.Ended, ""
	switch {
	case e.Unfit != "": // said before enter tries it
		ended = "does not fit the rules: " + e.Unfit
		if s.w < 110 {
			ended = "does not replay: " + e.Unfit
		}
	case s.w < 110:
		ended = e.Brief // and no source: the session's header names it
	case e.Source != "":
		src = " [" + e.Source + "]"
	}
	return fmt.Sprintf("%6d  %-*s  %2d  %-15s  %s%s", e.Number, len(s.timeLayout()), when, e.Players, res, ended, src)
}

// timeLayout is how a hand's row gives its time: the day too where the
// screen is wide, the time alone under 110 columns, where the session's
// header names the day and "how it ended" needs the room ("lost 8-6-4-3-A
// to Greta 7-6-5-4-2" was cut at 80).
func (s *historyScreen) timeLayout() string {
	if s.w < 110 {
		return "15:04"
	}
	return "01-02 15:04"
}

func (s *historyScreen) filterLine() string {
	t := s.ctx.Theme()
	parts := []string{fmt.Sprintf("%d of %s", s.hands, widget.Count(len(s.all), "hand"))}
	parts = append(parts, []string{"all results", "won", "lost"}[s.result])
	if s.showdown {
		parts = append(parts, "showdowns")
	}
	if s.street > 0 {
		parts = append(parts, "reached "+strings.ToLower(engine.Street(s.street).Name))
	}
	if p := s.list.Paginator; p.TotalPages > 1 { // the list turns pages: say which
		parts = append(parts, fmt.Sprintf("page %d of %d", p.Page+1, p.TotalPages))
	}
	switch {
	case s.searching:
		line := t.Subtle.Render(strings.Join(parts, " · ")+" · ") + s.search.View()
		return widget.Truncate(line, s.w)
	case s.query() != "":
		parts = append(parts, "hand #"+s.query())
	}
	return t.Subtle.Render(widget.Truncate(strings.Join(parts, " · "), s.w))
}

// recapKeys is the recap's practise keys as many as it has costly hands:
// "1-2" for two, "1" for one, where "1-3" offered a 3 that closed it.
func recapKeys(b key.Binding, n int) key.Binding {
	ks := b.Keys()[:min(n, len(b.Keys()))]
	label := ks[0]
	if len(ks) > 1 {
		label += "-" + ks[len(ks)-1]
	}
	return key.NewBinding(key.WithKeys(ks...), key.WithHelp(label, b.Help().Desc))
}
