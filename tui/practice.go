package tui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"razz/bots/review"
	"razz/engine"
	"razz/tui/handlist"
	"razz/tui/store"
)

// practiceSpot is one of the user's decisions in a hand practised blind:
// what the user saw then and what was done at the table.
type practiceSpot struct {
	index  int // the action's place in the log
	view   engine.View
	actual engine.Action
}

// practiceSpots walks a hand log for seat (engine.HandLog.Steps): each of
// its decisions (a bring-in is none, as the review has it) with its view,
// and the view after each step, for the table between decisions.
func practiceSpots(l engine.HandLog, seat int) (spots []practiceSpot, end engine.View, err error) {
	var before *engine.View
	for s, err := range l.Steps() {
		if err != nil {
			return nil, engine.View{}, err
		}
		if before != nil {
			act := engine.Action{Kind: s.Action.Kind}
			if act.Kind.Aggressive() {
				act.To = s.Action.To
			}
			if act.Kind != engine.BringIn {
				spots = append(spots, practiceSpot{index: s.Index, view: *before, actual: act})
			}
			before = nil
		}
		if !s.Hand.Done() && s.Hand.ToAct() == seat {
			v := s.View(seat)
			before = &v
		}
		if s.Hand.Done() {
			end = s.View(seat)
		}
	}
	return spots, end, nil
}

// practice is a real hand practised blind from the user's seat: at each of
// the user's decisions it stops with the legal actions; once the user has
// chosen, it shows what was done at the table, the coach's view and the
// cost. Opponents' down cards show only at the showdown (and never those
// the source did not show). The score goes to the stats once the hand is
// over; "play on" plays the rest against bots from the user's choice.
type practice struct {
	sh    *Shared
	log   engine.HandLog
	seat  int
	spots []practiceSpot
	end   engine.View
	err   error

	at     int              // the spot being decided; len(spots) at the end
	chose  *review.Decision // the user's choice at spot at, judged; nil while deciding
	actual *review.Decision // what was done at the table, judged
	note   string

	matched, decided int
	costBB           float64
	recorded         bool

	on *playOn // playing on against bots, from the user's choice
	w  int
	h  int
}

func newPractice(sh *Shared, l engine.HandLog) *practice {
	p := &practice{sh: sh, log: l, seat: handlist.YouSeat(l)}
	switch {
	case p.seat == 0:
		p.err = fmt.Errorf("hand %d: you were not dealt in (import with --hero NAME to say who you were)", l.Hand)
	case l.HidesCards(p.seat):
		p.err = fmt.Errorf("hand %d: your down cards are not in the file, so there is nothing to decide", l.Hand)
	default:
		p.spots, p.end, p.err = practiceSpots(l, p.seat)
	}
	return p
}

func (p *practice) Title() string { return fmt.Sprintf("Practice · hand %d", p.log.Hand) }

func (p *practice) SetSize(w, h int) { p.w, p.h = w, h }

func (p *practice) Help() []key.Binding {
	k := p.sh.Keys.Practice
	switch {
	case p.on != nil:
		return p.on.help()
	case p.err != nil || p.at >= len(p.spots):
		return []key.Binding{k.PlayOn}
	case p.chose == nil:
		return p.actionHelp()
	}
	return []key.Binding{k.Next, k.PlayOn}
}

// actionHelp is the keys of the legal actions at this decision.
func (p *practice) actionHelp() []key.Binding {
	var out []key.Binding
	for _, ak := range actionKeysOf(p.sh.Keys.Table) {
		for _, o := range p.spots[p.at].view.Legal {
			if o.Kind == ak.kind && !ak.big {
				b := ak.b
				b.SetHelp(b.Help().Key, o.String())
				out = append(out, b)
				break
			}
		}
	}
	return out
}

func (p *practice) Update(msg tea.Msg) (Screen, tea.Cmd) {
	k, ok := msg.(tea.KeyPressMsg)
	if !ok {
		return p, nil
	}
	return p, p.key(k)
}

func (p *practice) key(k tea.KeyPressMsg) tea.Cmd {
	pk := p.sh.Keys.Practice
	p.note = ""
	if p.on != nil {
		return p.on.key(k)
	}
	if p.err != nil {
		return nil
	}
	if p.at >= len(p.spots) {
		if key.Matches(k, pk.PlayOn) {
			p.note = "The hand is over: there is nothing to play on."
		}
		return nil
	}
	if p.chose != nil {
		switch {
		case key.Matches(k, pk.Next):
			p.at++
			p.chose, p.actual = nil, nil
			if p.at >= len(p.spots) {
				return p.record()
			}
		case key.Matches(k, pk.PlayOn):
			p.on = newPlayOn(p.sh, p.log, p.seat, p.spots[p.at].index, p.chose.Did.Action())
		}
		return nil
	}
	sp := p.spots[p.at]
	a, found := pickAction(p.sh.Keys.Table, k, sp.view.Legal)
	if !found {
		return nil
	}
	if !legalAction(sp.view.Legal, a) {
		p.note = "Not now: you may " + optionWords(sp.view.Legal) + "."
		return nil
	}
	chose, _ := review.Judge(sp.view, a)
	actual, _ := review.Judge(sp.view, sp.actual)
	p.chose, p.actual = &chose, &actual
	p.decided++
	if !chose.Differs {
		p.matched++
	} else {
		p.costBB += chose.CostBB
	}
	return nil
}

// record keeps the hand's score in the stats, once.
func (p *practice) record() tea.Cmd {
	if p.recorded || p.decided == 0 {
		return nil
	}
	p.recorded = true
	d, m, c, last := p.decided, p.matched, p.costBB, p.score()
	return p.sh.update(func(r *store.QuizRecord) { r.AddPractice(d, m, c, last) })
}

func (p *practice) score() string {
	return fmt.Sprintf("%d of %d decisions as the coach, %.2f big bets given up", p.matched, p.decided, p.costBB)
}

// pickAction is the action a table key names among the legal options.
func pickAction(tk TableKeys, k tea.KeyPressMsg, legal []engine.Option) (engine.Action, bool) {
	for _, ak := range actionKeysOf(tk) {
		if !key.Matches(k, ak.b) {
			continue
		}
		a := engine.Action{Kind: ak.kind}
		var opts []engine.Option
		for _, o := range legal {
			if o.Kind == ak.kind {
				opts = append(opts, o)
			}
		}
		switch {
		case len(opts) > 1 && ak.big:
			a.To = opts[len(opts)-1].To
		case len(opts) > 0:
			a.To = opts[0].To
		}
		return a, true
	}
	return engine.Action{}, false
}

func legalAction(legal []engine.Option, a engine.Action) bool {
	for _, o := range legal {
		if o.Kind == a.Kind && (!a.Kind.Aggressive() || o.To == a.To) {
			return true
		}
	}
	return false
}

func optionWords(os []engine.Option) string {
	var s []string
	for _, o := range os {
		s = append(s, o.String())
	}
	return strings.Join(s, ", ")
}

// viewNow is what the user sees now: the view before the decision, or the
// hand's end.
func (p *practice) viewNow() engine.View {
	if p.at < len(p.spots) {
		return p.spots[p.at].view
	}
	return p.end
}

func (p *practice) View() string {
	t := p.sh.Theme
	if p.err != nil {
		return t.Warn.Render(truncate(capitalize(p.err.Error()), p.w))
	}
	if p.on != nil {
		return p.on.view(p.w, p.h)
	}
	v := p.viewNow()
	lines := []string{t.Title.Render(truncate(p.headLine(v), p.w))}
	if p.at >= len(p.spots) { // the stacks as the file has them (after any rake)
		v.Seats = slices.Clone(v.Seats)
		for i := range v.Seats {
			if n, ok := p.log.StacksAfter[strconv.Itoa(v.Seats[i].Seat)]; ok {
				v.Seats[i].Stack = n
			}
		}
	}
	lines = append(lines, practiceRows(t, p.log, v, p.seat)...)
	if since := p.since(v); since != "" {
		lines = append(lines, t.Subtle.Render(truncate(since, p.w)))
	}
	lines = append(lines, "")
	lines = append(lines, p.boxLines(v)...)
	if p.note != "" {
		lines = append(lines, t.Warn.Render(truncate(p.note, p.w)))
	}
	if len(lines) > p.h && p.h > 0 {
		lines = lines[:p.h]
	}
	return strings.Join(lines, "\n")
}

func (p *practice) headLine(v engine.View) string {
	l := p.log
	s := fmt.Sprintf("%s · pot %d · %d/%d", capitalize(engine.Street(max(v.Street, 3)).Name), v.Pot, l.Limits.SmallBet, l.Limits.BigBet)
	if l.Mixed != "" {
		s += " " + l.Mixed
	}
	if l.Tournament != nil {
		s += " · tournament " + l.Tournament.ID
	}
	if p.at < len(p.spots) {
		s += fmt.Sprintf(" · decision %d of %d", p.at+1, len(p.spots))
	}
	return s
}

// since is what the others did since the user's last decision (since the
// deal at the first), as the table saw it.
func (p *practice) since(v engine.View) string {
	from := 0
	if p.at > 0 {
		from = len(p.spots[p.at-1].view.Actions) + 1 // past the user's own action
	}
	var said []string
	for _, a := range v.Actions[min(from, len(v.Actions)):] {
		if a.Kind == engine.Ante {
			continue
		}
		name := ""
		for _, sv := range v.Seats {
			if sv.Seat == a.Seat {
				name = sv.Name
			}
		}
		if a.Seat == p.seat {
			name = "you"
		}
		w := name + " " + a.Kind.String()
		switch {
		case a.Kind.Aggressive():
			w += " to " + strconv.Itoa(a.To)
		case a.Put > 0:
			w += " " + strconv.Itoa(a.Put)
		}
		said = append(said, w)
	}
	if len(said) == 0 {
		return ""
	}
	return "Since: " + strings.Join(said, ", ")
}

// boxLines: the legal actions while deciding; then what was done, the
// coach's view and the cost; at the end the score.
func (p *practice) boxLines(v engine.View) []string {
	t := p.sh.Theme
	w := max(p.w-2, 20)
	wrap := func(style func(...string) string, s string) []string {
		var out []string
		for _, l := range wrapWords(s, w) {
			out = append(out, style(l))
		}
		return out
	}
	if p.at >= len(p.spots) {
		out := wrap(t.Accent.Render, "The hand is over. "+p.resultLine(v))
		if p.decided == 0 {
			return append(out, wrap(t.Text.Render, "You had no decision to make in this hand (only the ante or a bring-in).")...)
		}
		return append(out, wrap(t.Text.Render, "Your score: "+p.score()+".")...)
	}
	if p.chose == nil {
		var opts []string
		for _, b := range p.actionHelp() {
			opts = append(opts, b.Help().Key+" "+b.Help().Desc)
		}
		return wrap(t.ToAct.Render, "Your turn. "+strings.Join(opts, " · "))
	}
	c, a := p.chose, p.actual
	out := wrap(t.Text.Render, fmt.Sprintf("You chose to %s. At the table you chose to %s.", c.Did.String(), a.Did.String()))
	out = append(out, wrap(t.Text.Render, fmt.Sprintf("Coach: %s (equity %.0f%%, pot odds %.0f%%). %s", c.Coach.Option.String(), 100*c.Equity, 100*c.PotOdds, c.Reason))...)
	switch {
	case !c.Differs:
		out = append(out, wrap(t.Good.Render, "Your choice is the coach's.")...)
	case c.Mistake:
		out = append(out, wrap(t.Bad.Render, fmt.Sprintf("A mistake: %s, about %.2f big bets.", c.Kind.Label(), c.CostBB))...)
	default:
		out = append(out, wrap(t.Subtle.Render, fmt.Sprintf("Close: about %.2f big bets from the coach's choice.", c.CostBB))...)
	}
	k := p.sh.Keys.Practice
	return append(out, t.Subtle.Render(truncate(k.Next.Help().Key+" goes on · "+k.PlayOn.Help().Key+" plays on from here against bots", w)))
}

// resultLine is what the user won or lost at the table.
func (p *practice) resultLine(v engine.View) string {
	start := 0
	for _, s := range p.log.Seats {
		if s.Seat == p.seat {
			start = s.Stack
		}
	}
	won := p.log.StacksAfter[fmt.Sprint(p.seat)] - start
	return fmt.Sprintf("At the table you %s %d.", map[bool]string{true: "won", false: "lost"}[won >= 0], abs(won))
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// practiceRows draws each seat as seat sees it in v. Down cards the
// source never showed stay backs, even at the showdown.
func practiceRows(t Theme, l engine.HandLog, v engine.View, seat int) []string {
	var out []string
	for _, sv := range v.Seats {
		if sv.Seat != seat && l.HidesCards(sv.Seat) {
			sv.Down = nil
		}
		mark := "  "
		style := t.Text
		switch {
		case sv.Folded:
			style = t.Dim
		case v.ToAct == sv.Seat:
			mark, style = "▸ ", t.ToAct
		case sv.Seat == seat:
			style = t.Accent
		}
		name := fmt.Sprintf("%d %s", sv.Seat, sv.Name)
		if sv.Seat == seat {
			name = fmt.Sprintf("You (seat %d)", sv.Seat)
		}
		bet := ""
		if sv.OnStreet > 0 && !v.Done {
			bet = fmt.Sprint(sv.OnStreet)
		}
		state := ""
		switch {
		case sv.Folded:
			state = "folded"
		case sv.AllIn:
			state = "all-in"
		}
		out = append(out, style.Render(mark+padRight(truncate(name, 15), 16)+fmt.Sprintf("%7d%5s  ", sv.Stack, bet))+
			seatCardsOf(t, sv, sv.Seat == seat)+"  "+t.Subtle.Render(state))
	}
	if v.Community != nil {
		out = append(out, "  "+padRight("Community", 30)+t.Card(*v.Community))
	}
	return out
}
