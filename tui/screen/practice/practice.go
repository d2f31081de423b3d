// Package practice is the Practice screen: saved hands practised blind,
// replayed from the user's seat (tui/practice walks them), stopping at
// each of the user's decisions for the user to choose with the table's
// keys before it shows what was done, the coach's view and the cost; p
// plays on from a decision against bots. It imports tui/screen,
// tui/widget and tui/practice.
package practice

import (
	"cmp"
	"fmt"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"

	"razz/bots"
	"razz/engine"
	"razz/engine/narrate"
	pr "razz/tui/practice"
	"razz/tui/screen"
	"razz/tui/store"
	"razz/tui/widget"
)

// practiceQueue is the hands to practise.
type practiceQueue = screen.Practise

// practiceScreen practises the queue's hands one after another.
type practiceScreen struct {
	ctx   screen.Context
	w, h  int
	queue practiceQueue
	at    int // the hand practised, in queue.hands
	cur   *handPractice
	done  pr.Score // every hand finished so far
}

// handPractice is one hand being practised (pr.Hand) with where
// the screen is in it.
type handPractice struct {
	*pr.Hand
	log     engine.HandLog
	names   map[int]string
	at      int // the step shown
	judging bool
	scored  bool // the score is counted (the hand's end was reached)
	err     error
	narr    *narrate.Narrator

	playOn     *bots.Play // "play on from here", nil until p
	playOnErr  error
	botWaiting bool
}

type practiceJudgedMsg struct {
	log     *engine.HandLog
	verdict pr.Verdict
}

type practiceBotMsg struct {
	play *bots.Play
	turn bots.Turn
	dec  bots.Decision
}

// New is the Practice screen on hands (razz practice FILE's), q going
// back to the menu.
func New(ctx screen.Context, hands []engine.HandLog) screen.Screen {
	return &practiceScreen{ctx: ctx, queue: practiceQueue{Hands: hands}}
}

// Enter starts the hand at hand.
func (s *practiceScreen) Enter() tea.Cmd {
	s.start()
	return nil
}

func (s *practiceScreen) Init() tea.Cmd { return s.Enter() }

func (s *practiceScreen) SetSize(w, h int) { s.w, s.h = w, h }

func (s *practiceScreen) Title() string {
	if s.cur == nil {
		return "Practice"
	}
	t := fmt.Sprintf("Practice · hand %d", s.cur.log.Hand)
	if l := s.cur.log; l.Source != "" && l.SourceID != "" {
		src := map[string]string{"pokerstars": "PokerStars", "phh": "PHH"}[l.Source]
		t += fmt.Sprintf(" (%s #%s)", cmp.Or(src, l.Source), l.SourceID)
	}
	if n := len(s.queue.Hands); n > 1 {
		t += fmt.Sprintf(" · %d of %d", s.at+1, n)
	}
	return t
}

// start sets up the hand at s.at.
func (s *practiceScreen) start() {
	if s.at >= len(s.queue.Hands) || (s.cur != nil && s.cur.log.Hand == s.queue.Hands[s.at].Hand && s.cur.log.Seed == s.queue.Hands[s.at].Seed) {
		return
	}
	l := s.queue.Hands[s.at]
	p := &handPractice{log: l, names: map[int]string{}}
	p.Hand, p.err = pr.Open(l)
	for _, st := range l.Seats {
		p.names[st.Seat] = st.Name
	}
	p.narr = &narrate.Narrator{Viewer: p.Hero, Hand: l.Hand, Deals: true, Money: l.Money(),
		Name: func(seat int) string { return p.names[seat] }, Card: s.ctx.Theme().CardName}
	s.cur = p
}

// Back: q leaves a hand played on for the practice; else the app goes back
// where the practice came from (screen.Open.Back).
func (s *practiceScreen) Back() (bool, tea.Cmd) {
	if p := s.cur; p != nil && p.playOn != nil {
		p.playOn, p.botWaiting = nil, false
		return true, nil
	}
	return false, nil
}

func (s *practiceScreen) Help() []key.Binding {
	pk := s.ctx.Keys().Practice
	p := s.cur
	switch {
	case p == nil || p.err != nil:
		return s.nextHandKey()
	case p.playOn != nil:
		if h := p.playOn.Hand; h.Done() {
			return s.nextHandKey()
		} else if h.ToAct() == p.Hero {
			return s.optionHelp(h.View(p.Hero))
		}
		return nil
	case p.Waiting(p.at):
		return append(s.optionHelp(p.Steps[p.at].View), pk.Prev)
	case p.at == len(p.Steps)-1:
		return append([]key.Binding{pk.Prev}, s.nextHandKey()...)
	}
	keys := []key.Binding{pk.Next, pk.Prev}
	if _, ok := p.Verdict(p.at); ok {
		keys = append(keys, pk.PlayOn)
	}
	return keys
}

// optionHelp is the table's keys of the legal actions in v.
func (s *practiceScreen) optionHelp(v engine.View) []key.Binding {
	var out []key.Binding
	seen := map[engine.ActionKind]bool{}
	for _, o := range v.Legal {
		b := s.ctx.Keys().Table.ForAction(o.Kind, seen[o.Kind])
		b.SetHelp(b.Help().Key, o.In(s.money()))
		out = append(out, b)
		seen[o.Kind] = true
	}
	return out
}

// money writes the amounts of the hand practised.
func (s *practiceScreen) money() engine.Money {
	if s.cur == nil {
		return ""
	}
	return s.cur.log.Money()
}

func (s *practiceScreen) nextHandKey() []key.Binding {
	if s.at+1 < len(s.queue.Hands) {
		return []key.Binding{s.ctx.Keys().Practice.NextHand}
	}
	return nil
}

func (s *practiceScreen) Update(msg tea.Msg) (tea.Cmd, []tea.Msg) {
	switch msg := msg.(type) {
	case practiceQueue: // the hands the History screen sends
		s.queue, s.at, s.cur, s.done = msg, 0, nil, pr.Score{}
		s.start()
		return nil, nil
	case practiceJudgedMsg:
		if p := s.cur; p != nil && msg.log == &s.queue.Hands[s.at] {
			p.judging = false
			p.Keep(msg.verdict)
		}
		return nil, nil
	case practiceBotMsg:
		if p := s.cur; p != nil && p.playOn == msg.play {
			p.botWaiting = false
			if err := msg.play.Answer(msg.turn, msg.dec); err != nil {
				_ = msg.play.Act(msg.play.Hand.Legal()[0].Action(), "")
			}
			return s.botTurn(), nil
		}
		return nil, nil
	case tea.KeyPressMsg:
		return s.key(msg), nil
	}
	return nil, nil
}

func (s *practiceScreen) key(k tea.KeyPressMsg) tea.Cmd {
	pk := s.ctx.Keys().Practice
	p := s.cur
	if key.Matches(k, pk.NextHand) && s.at+1 < len(s.queue.Hands) && (p == nil || p.err != nil || p.at == len(p.Steps)-1 || (p.playOn != nil && p.playOn.Hand.Done())) {
		s.at++
		s.start()
		return nil
	}
	if p == nil || p.err != nil || p.judging {
		return nil
	}
	if p.playOn != nil {
		return s.playOnKey(k)
	}
	if p.Waiting(p.at) {
		v := p.Steps[p.at].View
		if a, ok := s.chosen(k, v); ok {
			p.judging = true
			return s.judge(p.at, a)
		}
		if key.Matches(k, pk.Prev) {
			p.at = max(p.at-1, 0)
		}
		return nil
	}
	switch {
	case key.Matches(k, pk.Next):
		if p.at+1 < len(p.Steps) {
			p.at++
		}
		return s.finish()
	case key.Matches(k, pk.Prev):
		p.at = max(p.at-1, 0)
	case key.Matches(k, pk.PlayOn):
		if vd, ok := p.Verdict(p.at); ok {
			play, err := p.PlayOn(p.at, vd.Chose)
			if err != nil {
				p.playOnErr = err
				return nil
			}
			p.playOn, p.playOnErr = play, nil
			return tea.Batch(s.count(), s.botTurn())
		}
	}
	return nil
}

// chosen is the action a table key takes in view v.
func (s *practiceScreen) chosen(k tea.KeyPressMsg, v engine.View) (engine.Action, bool) {
	seen := map[engine.ActionKind]bool{}
	for _, o := range v.Legal {
		if key.Matches(k, s.ctx.Keys().Table.ForAction(o.Kind, seen[o.Kind])) {
			return o.Action(), true
		}
		seen[o.Kind] = true
	}
	return engine.Action{}, false
}

// judge asks the coach about the user's choice and what was done (a few
// milliseconds: a command, off the update path).
func (s *practiceScreen) judge(at int, chose engine.Action) tea.Cmd {
	job := s.cur.Judge(at, chose)
	l := &s.queue.Hands[s.at]
	return func() tea.Msg { return practiceJudgedMsg{l, job()} }
}

// finish counts the hand's score once its end is shown.
func (s *practiceScreen) finish() tea.Cmd {
	if p := s.cur; p.scored || p.at != len(p.Steps)-1 {
		return nil
	}
	return s.count()
}

// count adds the hand's score to the session's and the record's, once:
// at its end, or where p plays it on against the bots (its decisions so
// far are its score: a mistake flagged before p was left out of the
// tally, the walk-through).
func (s *practiceScreen) count() tea.Cmd {
	p := s.cur
	if p.scored {
		return nil
	}
	p.scored = true
	s.done = s.done.Plus(p.Score)
	if p.Score.Decisions == 0 {
		return nil
	}
	h := p.Kept()
	return s.ctx.Record().Change(func(r *store.QuizRecord) { r.AddPractice(h) })
}

// botTurn lets the bot to act in the played-on hand decide, in a command.
func (s *practiceScreen) botTurn() tea.Cmd {
	p := s.cur
	if p.playOn == nil || p.botWaiting {
		return nil
	}
	t, ok := p.playOn.Turn()
	if !ok {
		return nil
	}
	p.botWaiting = true
	play := p.playOn
	return func() tea.Msg { return practiceBotMsg{play, t, t.Decide()} }
}

func (s *practiceScreen) playOnKey(k tea.KeyPressMsg) tea.Cmd {
	p := s.cur
	h := p.playOn.Hand
	if h.Done() || p.botWaiting || h.ToAct() != p.Hero {
		return nil
	}
	if a, ok := s.chosen(k, h.View(p.Hero)); ok {
		if err := p.playOn.Act(a, ""); err != nil {
			p.playOnErr = err
			return nil
		}
		return s.botTurn()
	}
	return nil
}

func (s *practiceScreen) View() string {
	th := s.ctx.Theme()
	p := s.cur
	switch {
	case len(s.queue.Hands) == 0:
		return strings.Join(wrapStyled(th.Text, "No hand to practise. On the History screen, p practises the hand under the cursor; or run razz practice FILE.", s.w), "\n")
	case p.err != nil:
		return strings.Join(wrapStyled(th.Warn, fmt.Sprintf("Hand %d cannot be practised: %v", p.log.Hand, p.err), s.w), "\n")
	case p.playOn != nil:
		return s.playOnView()
	}
	st := p.Steps[p.at]
	m := p.log.Money()
	lines := wrapStyled(th.Subtle, fmt.Sprintf("Blind, from your seat: step %d of %d · %s", p.at+1, len(p.Steps), pr.Stakes(p.log)), s.w)
	lines = append(lines, practiceTable(th, m, st.View, p.names, s.w)...)
	lines = append(lines, "")
	vd, answered := p.Verdict(p.at)
	switch {
	case p.judging:
		lines = append(lines, th.Subtle.Render("The coach is looking at your choice…"))
	case st.Decides && !answered:
		lines = append(lines, practiceOptions(th, s.ctx.Keys().Table, m, st.View, s.w)...)
		lines = append(lines, th.Subtle.Render("What was done stays hidden until you choose."))
	case answered:
		lines = append(lines, s.verdictLines(vd)...)
		if p.playOnErr != nil {
			lines = append(lines, wrapStyled(th.Warn, "No playing on: "+p.playOnErr.Error(), s.w)...)
		}
	case p.at == len(p.Steps)-1:
		lines = append(lines, s.endLines()...)
	}
	lines = append(lines, "")
	rest := s.h - len(lines)
	return strings.Join(append(lines, dealerLines(th, p.narr, &st.Story, s.w, rest)...), "\n")
}

// verdictLines: the user's choice, what was done, the coach's view and
// the cost.
func (s *practiceScreen) verdictLines(vd pr.Verdict) []string {
	th := s.ctx.Theme()
	mine, played, coach := vd.Words(s.money())
	st := map[pr.Grade]lipgloss.Style{pr.Agreed: th.Good, pr.Close: th.Text, pr.Mistake: th.Bad}[vd.Grade()]
	out := wrapStyled(st, mine, s.w)
	out = append(out, wrapStyled(th.Text, played, s.w)...)
	return append(out, wrapStyled(th.Subtle, coach, s.w)...)
}

// endLines: how the hand ended for the user, and the hand's score.
func (s *practiceScreen) endLines() []string {
	th := s.ctx.Theme()
	p := s.cur
	if p.Score.Decisions == 0 {
		return []string{th.Text.Render("Hand over. You had no decision to make in it (a forced bring-in at most).")}
	}
	out := wrapStyled(th.Accent, "Hand over. Your score: "+p.Score.String()+".", s.w)
	if n := len(s.queue.Hands); n > 1 {
		out = append(out, wrapStyled(th.Subtle, fmt.Sprintf("So far, %s: %s.", widget.Count(s.at+1, "hand"), s.done.String()), s.w)...)
	}
	return out
}

// playOnView draws the hand played on against bots.
func (s *practiceScreen) playOnView() string {
	th := s.ctx.Theme()
	p := s.cur
	h := p.playOn.Hand
	v := h.View(p.Hero)
	m := p.log.Money()
	lines := wrapStyled(th.Subtle, "Played on against the coach's bots, the cards you had not seen dealt anew.", s.w)
	lines = append(lines, practiceTable(th, m, v, p.names, s.w)...)
	lines = append(lines, "")
	switch {
	case p.playOnErr != nil:
		lines = append(lines, wrapStyled(th.Warn, p.playOnErr.Error(), s.w)...)
	case v.Done:
		net := 0
		for _, c := range h.Stacks() {
			if c.Seat == p.Hero {
				net = c.Amount
			}
		}
		for _, ps := range h.Table().Players {
			if ps.Seat == p.Hero {
				net -= ps.Stack
			}
		}
		lines = append(lines, wrapStyled(th.Accent, fmt.Sprintf("Hand over: %s for you this time (%+.1f big bets).", m.Signed(net), float64(net)/float64(max(p.log.Limits.BigBet, 1))), s.w)...)
	case v.ToAct == p.Hero:
		lines = append(lines, practiceOptions(th, s.ctx.Keys().Table, m, v, s.w)...)
	default:
		lines = append(lines, th.Subtle.Render(p.names[v.ToAct]+" to act…"))
	}
	lines = append(lines, "")
	story := h.Story()
	return strings.Join(append(lines, dealerLines(th, p.narr, &story, s.w, s.h-len(lines))...), "\n")
}

// wrapStyled wraps text at spaces to w, each line in style st.
func wrapStyled(st lipgloss.Style, text string, w int) []string {
	var out []string
	for _, l := range widget.Wrap(text, w) {
		out = append(out, st.Render(l))
	}
	return out
}
