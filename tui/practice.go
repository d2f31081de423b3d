package tui

import (
	"cmp"
	"fmt"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"

	"razz/bots"
	"razz/bots/record"
	"razz/bots/review"
	"razz/engine"
	"razz/engine/narrate"
	"razz/tui/store"
)

// ScreenPractice practises saved hands blind: replayed from the user's
// seat, it stops at each of the user's decisions for the user to choose
// (with the table's keys) before showing what was done, the coach's view
// and the cost. It is registered here, numbered apart from the screens
// app.go lists.
const ScreenPractice ScreenID = 100

func init() { screens[ScreenPractice] = newPractice }

// practiceQueue is the hands to practise and where q goes back to.
type practiceQueue struct {
	hands []engine.HandLog
	back  ScreenID
}

// practiceScreen practises the queue's hands one after another.
type practiceScreen struct {
	sh    *Shared
	w, h  int
	queue practiceQueue
	at    int // the hand practised, in queue.hands
	cur   *handPractice
	done  practiceScore // every hand finished so far
}

// handPractice is one hand being practised.
type handPractice struct {
	log      engine.HandLog
	hero     int
	names    map[int]string
	steps    []practiceStep
	at       int // the step shown
	verdicts map[int]practiceVerdict
	judging  bool
	score    practiceScore
	scored   bool // the score is counted (the hand's end was reached)
	err      error
	narr     *narrate.Narrator

	playOn     *bots.Play // "play on from here", nil until p
	playOnErr  error
	botWaiting bool
}

type practiceJudgedMsg struct {
	log     *engine.HandLog
	verdict practiceVerdict
}

type practiceBotMsg struct {
	play *bots.Play
	turn bots.Turn
	dec  bots.Decision
}

type practiceBackMsg struct{ to ScreenID }

func newPractice(sh *Shared) Screen {
	return &practiceScreen{sh: sh, queue: practiceQueue{hands: sh.Opts.Practice, back: ScreenMenu}}
}

// Enter takes the hands the History screen queued, if any.
func (s *practiceScreen) Enter() tea.Cmd {
	if q := s.sh.practice; q != nil {
		s.sh.practice = nil
		s.queue, s.at, s.cur, s.done = *q, 0, nil, practiceScore{}
	}
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
	if n := len(s.queue.hands); n > 1 {
		t += fmt.Sprintf(" · %d of %d", s.at+1, n)
	}
	return t
}

// start sets up the hand at s.at.
func (s *practiceScreen) start() {
	if s.at >= len(s.queue.hands) || (s.cur != nil && s.cur.log.Hand == s.queue.hands[s.at].Hand && s.cur.log.Seed == s.queue.hands[s.at].Seed) {
		return
	}
	l := s.queue.hands[s.at]
	p := &handPractice{log: l, hero: practiceHero(l), names: map[int]string{}, verdicts: map[int]practiceVerdict{}}
	for _, st := range l.Seats {
		p.names[st.Seat] = st.Name
	}
	p.narr = &narrate.Narrator{Viewer: p.hero, Hand: l.Hand, Deals: true, Money: l.Money(),
		Name: func(seat int) string { return p.names[seat] }, Card: s.sh.Theme.CardName}
	p.steps, p.err = walkPractice(l, p.hero)
	s.cur = p
}

// BackCmd: q leaves a hand played on for the practice, else goes back
// where the practice came from.
func (s *practiceScreen) BackCmd() (bool, tea.Cmd) {
	if p := s.cur; p != nil && p.playOn != nil {
		p.playOn, p.botWaiting = nil, false
		return true, nil
	}
	to := s.queue.back
	if to == ScreenMenu {
		return false, nil
	}
	return true, func() tea.Msg { return practiceBackMsg{to} }
}

func (s *practiceScreen) Help() []key.Binding {
	pk := s.sh.Keys.Practice
	p := s.cur
	switch {
	case p == nil || p.err != nil:
		return s.nextHandKey()
	case p.playOn != nil:
		if h := p.playOn.Hand; h.Done() {
			return s.nextHandKey()
		} else if h.ToAct() == p.hero {
			return s.optionHelp(h.View(p.hero))
		}
		return nil
	case p.waiting():
		return append(s.optionHelp(p.steps[p.at].view), pk.Prev)
	case p.at == len(p.steps)-1:
		return append([]key.Binding{pk.Prev}, s.nextHandKey()...)
	}
	keys := []key.Binding{pk.Next, pk.Prev}
	if _, ok := p.verdicts[p.at]; ok {
		keys = append(keys, pk.PlayOn)
	}
	return keys
}

// optionHelp is the table's keys of the legal actions in v.
func (s *practiceScreen) optionHelp(v engine.View) []key.Binding {
	var out []key.Binding
	seen := map[engine.ActionKind]bool{}
	for _, o := range v.Legal {
		b := optionKey(s.sh.Keys.Table, o.Kind, seen[o.Kind])
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
	if s.at+1 < len(s.queue.hands) {
		return []key.Binding{s.sh.Keys.Practice.NextHand}
	}
	return nil
}

// waiting: the user is at a decision not yet answered.
func (p *handPractice) waiting() bool {
	_, answered := p.verdicts[p.at]
	return p.at < len(p.steps) && p.steps[p.at].decide && !answered
}

func (s *practiceScreen) Update(msg tea.Msg) (Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case practiceBackMsg:
		s.sh.Goto(msg.to)
		return s, nil
	case practiceJudgedMsg:
		if p := s.cur; p != nil && msg.log == &s.queue.hands[s.at] {
			p.judging = false
			p.verdicts[msg.verdict.step] = msg.verdict
			p.score.add(msg.verdict)
		}
		return s, nil
	case practiceBotMsg:
		if p := s.cur; p != nil && p.playOn == msg.play {
			p.botWaiting = false
			if err := msg.play.Answer(msg.turn, msg.dec); err != nil {
				_ = msg.play.Act(msg.play.Hand.Legal()[0].Action(), "")
			}
			return s, s.botTurn()
		}
		return s, nil
	case tea.KeyPressMsg:
		return s, s.key(msg)
	}
	return s, nil
}

func (s *practiceScreen) key(k tea.KeyPressMsg) tea.Cmd {
	pk := s.sh.Keys.Practice
	p := s.cur
	if key.Matches(k, pk.NextHand) && s.at+1 < len(s.queue.hands) && (p == nil || p.err != nil || p.at == len(p.steps)-1 || (p.playOn != nil && p.playOn.Hand.Done())) {
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
	if p.waiting() {
		v := p.steps[p.at].view
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
		if p.at+1 < len(p.steps) {
			p.at++
		}
		return s.finish()
	case key.Matches(k, pk.Prev):
		p.at = max(p.at-1, 0)
	case key.Matches(k, pk.PlayOn):
		if vd, ok := p.verdicts[p.at]; ok {
			play, err := playOnFrom(p.log, p.hero, p.steps, p.at, vd.chose)
			if err != nil {
				p.playOnErr = err
				return nil
			}
			p.playOn, p.playOnErr = play, nil
			return s.botTurn()
		}
	}
	return nil
}

// chosen is the action a table key takes in view v.
func (s *practiceScreen) chosen(k tea.KeyPressMsg, v engine.View) (engine.Action, bool) {
	seen := map[engine.ActionKind]bool{}
	for _, o := range v.Legal {
		if key.Matches(k, optionKey(s.sh.Keys.Table, o.Kind, seen[o.Kind])) {
			return o.Action(), true
		}
		seen[o.Kind] = true
	}
	return engine.Action{}, false
}

// judge asks the coach about the user's choice and what was done (a few
// milliseconds: a command, off the update path).
func (s *practiceScreen) judge(at int, chose engine.Action) tea.Cmd {
	p := s.cur
	v := p.steps[at].view
	var played engine.Action
	if at+1 < len(p.steps) {
		a := p.steps[at+1].action
		played = engine.Action{Kind: a.Kind}
		if a.Kind.Aggressive() {
			played.To = a.To
		}
	}
	models := record.Open(p.log).Models() // who played each seat, never their names
	l := &s.queue.hands[s.at]
	return func() tea.Msg {
		adv := bots.Advise(v, models)
		mine := review.Judge(v, adv, chose, models)
		judged := mine // the user did what was done: the same verdict (the judge is deterministic), not a second lookahead
		if played != chose {
			judged = review.Judge(v, adv, played, models)
		}
		return practiceJudgedMsg{l, practiceVerdict{step: at, chose: chose, mine: mine, played: judged}}
	}
}

// finish counts the hand's score once its end is shown.
func (s *practiceScreen) finish() tea.Cmd {
	p := s.cur
	if p.scored || p.at != len(p.steps)-1 {
		return nil
	}
	p.scored = true
	s.done.Decisions += p.score.Decisions
	s.done.Matched += p.score.Matched
	s.done.CostBB += p.score.CostBB
	if p.score.Decisions == 0 {
		return nil
	}
	h := store.PracticeHand{Hand: p.log.Hand, Source: p.log.Source, Decisions: p.score.Decisions, Matched: p.score.Matched, CostBB: p.score.CostBB}
	return s.sh.update(func(r *store.QuizRecord) { r.AddPractice(h) })
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
	if h.Done() || p.botWaiting || h.ToAct() != p.hero {
		return nil
	}
	if a, ok := s.chosen(k, h.View(p.hero)); ok {
		if err := p.playOn.Act(a, ""); err != nil {
			p.playOnErr = err
			return nil
		}
		return s.botTurn()
	}
	return nil
}

func (s *practiceScreen) View() string {
	th := s.sh.Theme
	p := s.cur
	switch {
	case len(s.queue.hands) == 0:
		return strings.Join(wrapStyled(th.Text, "No hand to practise. On the History screen, p practises the hand under the cursor; or run razz practice FILE.", s.w), "\n")
	case p.err != nil:
		return strings.Join(wrapStyled(th.Warn, fmt.Sprintf("Hand %d cannot be practised: %v", p.log.Hand, p.err), s.w), "\n")
	case p.playOn != nil:
		return s.playOnView()
	}
	st := p.steps[p.at]
	m := p.log.Money()
	lines := wrapStyled(th.Subtle, fmt.Sprintf("Blind, from your seat: step %d of %d · %s", p.at+1, len(p.steps), practiceStakes(p.log)), s.w)
	lines = append(lines, practiceTable(th, m, st.view, p.names, p.log.HidesCards, s.w)...)
	lines = append(lines, "")
	vd, answered := p.verdicts[p.at]
	switch {
	case p.judging:
		lines = append(lines, th.Subtle.Render("The coach is looking at your choice…"))
	case st.decide && !answered:
		lines = append(lines, practiceOptions(th, s.sh.Keys.Table, m, st.view, s.w)...)
		lines = append(lines, th.Subtle.Render("What was done stays hidden until you choose."))
	case answered:
		lines = append(lines, s.verdictLines(vd)...)
		if p.playOnErr != nil {
			lines = append(lines, wrapStyled(th.Warn, "No playing on: "+p.playOnErr.Error(), s.w)...)
		}
	case p.at == len(p.steps)-1:
		lines = append(lines, s.endLines()...)
	}
	lines = append(lines, "")
	rest := s.h - len(lines)
	return strings.Join(append(lines, dealerLines(th, p.narr, &st.story, s.w, rest)...), "\n")
}

// practiceStakes is the hand's stakes: "10/20 ante 2 bring-in 5", or
// "$0.10/$0.20 ante $0.02 bring-in $0.05" for a cash game (so that the
// line holds at 80 columns).
func practiceStakes(l engine.HandLog) string {
	m := l.Money()
	return fmt.Sprintf("%s ante %s bring-in %s", m.Stakes(l.Limits.SmallBet, l.Limits.BigBet), m.Amount(l.Limits.Ante), m.Amount(l.Limits.BringIn))
}

// verdictLines: the user's choice, what was done, the coach's view and
// the cost.
func (s *practiceScreen) verdictLines(vd practiceVerdict) []string {
	th := s.sh.Theme
	var out []string
	mine := vd.mine
	m := s.money()
	st, line := th.Good, "✓ You: "+mine.Did.In(m)+", as the coach would."
	switch {
	case mine.Mistake:
		st, line = th.Bad, fmt.Sprintf("✗ You: %s. Mistake: %s, about %.2f big bets.", mine.Did.In(m), mine.Kind.Label(), mine.CostBB)
	case mine.Differs:
		st, line = th.Text, "~ You: "+mine.Did.In(m)+": not the coach's choice, but a close one."
	}
	out = append(out, wrapStyled(st, line, s.w)...)
	played := vd.played
	did := "In the hand: " + played.Did.In(m)
	switch {
	case played.Mistake:
		did += fmt.Sprintf(" (a mistake: %s, about %.2f big bets)", played.Kind.Label(), played.CostBB)
	case !played.Differs:
		did += " (the coach's choice)"
	}
	out = append(out, wrapStyled(th.Text, did+".", s.w)...)
	out = append(out, wrapStyled(th.Subtle, "Coach: "+mine.Coach.ReasonIn(m)+equityNote(mine), s.w)...)
	return out
}

func equityNote(d review.Decision) string {
	if d.Equity <= 0 {
		return ""
	}
	return " (equity " + bots.Percent(d.Equity) + ")"
}

// endLines: how the hand ended for the user, and the hand's score.
func (s *practiceScreen) endLines() []string {
	th := s.sh.Theme
	p := s.cur
	if p.score.Decisions == 0 {
		return []string{th.Text.Render("Hand over. You had no decision to make in it (a forced bring-in at most).")}
	}
	out := wrapStyled(th.Accent, "Hand over. Your score: "+p.score.String()+".", s.w)
	if n := len(s.queue.hands); n > 1 {
		out = append(out, wrapStyled(th.Subtle, fmt.Sprintf("So far, %s: %s.", count(s.at+1, "hand"), s.done.String()), s.w)...)
	}
	return out
}

// playOnView draws the hand played on against bots.
func (s *practiceScreen) playOnView() string {
	th := s.sh.Theme
	p := s.cur
	h := p.playOn.Hand
	v := h.View(p.hero)
	m := p.log.Money()
	lines := wrapStyled(th.Subtle, "Played on against the coach's bots, the cards you had not seen dealt anew.", s.w)
	lines = append(lines, practiceTable(th, m, v, p.names, func(int) bool { return false }, s.w)...)
	lines = append(lines, "")
	switch {
	case p.playOnErr != nil:
		lines = append(lines, wrapStyled(th.Warn, p.playOnErr.Error(), s.w)...)
	case v.Done:
		net := 0
		for _, c := range h.Stacks() {
			if c.Seat == p.hero {
				net = c.Amount
			}
		}
		for _, ps := range h.Table().Players {
			if ps.Seat == p.hero {
				net -= ps.Stack
			}
		}
		lines = append(lines, wrapStyled(th.Accent, fmt.Sprintf("Hand over: %s for you this time (%+.1f big bets).", m.Signed(net), float64(net)/float64(max(p.log.Limits.BigBet, 1))), s.w)...)
	case v.ToAct == p.hero:
		lines = append(lines, practiceOptions(th, s.sh.Keys.Table, m, v, s.w)...)
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
	for _, l := range wrapWords(text, w) {
		out = append(out, st.Render(l))
	}
	return out
}
