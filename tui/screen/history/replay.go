package history

import (
	"fmt"
	"strconv"
	"strings"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/viewport"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"razz/bots/record"
	"razz/bots/review"
	"razz/engine"
	"razz/engine/narrate"
	"razz/tui/handlist"
	"razz/tui/screen"
	"razz/tui/widget"
)

// handReplay steps through a saved hand as the record's walk gives it
// (record.Record.Walk): the deal, then the table after each action, as
// the user saw it (their own down cards, every face-up card and the hands
// shown down, never a card nobody saw), with its seats drawn by the
// table's own row, the dealer's narration beside it and the rules'
// explanations at the step they apply.
type handReplay struct {
	ctx    screen.Context
	entry  handlist.Entry
	rec    record.Record
	log    engine.HandLog // rec.Log
	story  engine.Story
	steps  []replayStep
	at     int // the step shown
	viewer int
	names  map[int]string
	narr   *narrate.Narrator

	// The coach's review of the user's decisions (v): worked out once, in
	// a command, then shown or hidden.
	review     *review.Hand
	reviewErr  error
	reviewing  bool
	showReview bool

	// The scrolling panes (history_panes.go): the box under the table
	// and the dealer's log, each in a viewport; the log keeps to its
	// newest line unless logBack (the user scrolled it back).
	boxVP, logVP viewport.Model
	logBack      bool
}

// replayStep is the table after one step of the walk: the viewer's view
// and how many of the story's events it has told.
type replayStep struct {
	view   engine.View
	events int
}

type reviewDoneMsg struct {
	hand int
	rev  review.Hand
	err  error
}

// newHandReplay walks l (which replays: the History checked it) into its
// steps; s is its story.
func newHandReplay(ctx screen.Context, e handlist.Entry, l engine.HandLog, s engine.Story) *handReplay {
	rec := record.Open(l)
	r := &handReplay{ctx: ctx, entry: e, rec: rec, log: rec.Log, story: s, viewer: e.Seat, names: map[int]string{}, boxVP: viewport.New(), logVP: viewport.New()}
	for _, st := range l.Seats {
		r.names[st.Seat] = st.Name
	}
	r.narr = &narrate.Narrator{Viewer: r.viewer, Hand: l.Hand, Deals: true, Money: l.Money(),
		Name: func(seat int) string { return r.names[seat] }, Card: ctx.Theme().CardName}
	steps, _ := rec.Walk(r.viewer) // the steps that fit
	for _, st := range steps {
		r.steps = append(r.steps, replayStep{view: st.View, events: len(st.Story.Events)})
	}
	return r
}

func (r *handReplay) update(k tea.KeyPressMsg, w, h int) tea.Cmd {
	hk := r.ctx.Keys().History
	n := len(r.steps)
	if r.scrollPanes(k, w, h) {
		return nil
	}
	r.boxVP.GotoTop() // from the top, and the log at its end, on each step
	r.logBack = false
	if key.Matches(k, hk.Review) {
		r.showReview = !r.showReview
		if r.showReview && r.review == nil && r.reviewErr == nil && !r.reviewing && r.viewer != 0 {
			r.reviewing = true
			rec, seat, life := r.rec, r.viewer, r.ctx.Lifetime()
			return func() tea.Msg {
				rev, err := review.ReviewContext(life, rec, seat)
				return reviewDoneMsg{rec.Log.Hand, rev, err}
			}
		}
		return nil
	}
	r.showReview = false
	switch {
	case key.Matches(k, hk.Next):
		r.at = min(r.at+1, n-1)
	case key.Matches(k, hk.Prev):
		r.at = max(r.at-1, 0)
	case key.Matches(k, hk.NextStreet):
		r.at = r.streetAfter(r.at)
	case key.Matches(k, hk.PrevStreet):
		r.at = r.streetBefore(r.at)
	case key.Matches(k, hk.First):
		r.at = 0
	case key.Matches(k, hk.Last):
		r.at = n - 1
	}
	return nil
}

// reviewLines are the coach's verdict on each of the user's decisions.
func (r *handReplay) reviewLines(w int) []string {
	t := r.ctx.Theme()
	out := []string{t.Title.Render("Review · hand " + strconv.Itoa(r.log.Hand))}
	switch {
	case r.viewer == 0:
		return append(out, t.Text.Render("You were not dealt in: there is nothing of yours to review."))
	case r.reviewErr != nil:
		return append(out, t.Warn.Render("The coach could not review this hand: "+r.reviewErr.Error()))
	case r.review == nil:
		return append(out, t.Subtle.Render("The coach is going over the hand…"))
	case len(r.review.Decisions) == 0:
		return append(out, t.Text.Render("No decision this hand: only the ante and a forced bring-in."))
	}
	for _, d := range r.review.Decisions {
		// The table's review line (cards and pot odds too), its words on
		// under its text; the cost with its precision, as the table says it.
		for _, l := range widget.WrapHanging(widget.ReviewLine(t, r.log.Money(), d), w, 2) {
			out = append(out, t.Text.Render(l))
		}
		if d.Mistake {
			for _, l := range widget.Wrap(fmt.Sprintf("Mistake: %s, %s.", d.Kind.Label(), d.CostWords()), w-2) {
				out = append(out, t.Bad.Render("  "+l))
			}
		}
		if d.Differs {
			for _, l := range widget.Wrap(d.Coach.ReasonIn(r.log.Money()), w-2) {
				out = append(out, t.Subtle.Render("  "+l))
			}
		}
	}
	var sum review.Summary
	sum.Add(*r.review)
	for _, l := range widget.Wrap(narrate.Capitalize(sum.String())+".", w) {
		out = append(out, t.Text.Render(l))
	}
	return out
}

// streetAfter is the first step of the next street (its cards dealt), or
// the end of the hand.
func (r *handReplay) streetAfter(from int) int {
	for i := from + 1; i < len(r.steps); i++ {
		if r.steps[i].view.Street > r.steps[from].view.Street {
			return i
		}
	}
	return len(r.steps) - 1
}

// streetBefore is the first step of the current street, or of the street
// before when there already.
func (r *handReplay) streetBefore(from int) int {
	first := func(i int) int {
		for i > 0 && r.steps[i-1].view.Street == r.steps[i].view.Street {
			i--
		}
		return i
	}
	if at := first(from); at < from || at == 0 {
		return at
	}
	return first(from - 1)
}

// shown is the step shown.
func (r *handReplay) shown() replayStep { return r.steps[r.at] }

func (r *handReplay) view(w, h int) string {
	t := r.ctx.Theme()
	if len(r.steps) == 0 {
		return t.Warn.Render("This hand does not replay.")
	}
	v := r.shown().view
	var lines []string
	m := r.log.Money()
	stakes := stakesText(r.log)
	pot := "pot " + m.Amount(v.Pot)
	if won := r.awarded(); v.Pot == 0 && won > 0 { // the end: the pot went to the winners, not "pot 0"
		pot = "pot " + m.Amount(won) + " awarded"
	}
	if v.Done && r.log.Rake > 0 { // the file's "Total pot $2.15 | Rake $0.10"
		pot += ", rake " + m.Amount(r.log.Rake)
	}
	step := fmt.Sprintf(" · step %d of %d", r.at+1, len(r.steps))
	// The stakes as they fit beside the pot and the step: whole, without
	// the ante, or left out (a raked cash hand's last step at 80 columns).
	var head string
	for _, st := range []string{stakes, m.Stakes(r.log.Limits.SmallBet, r.log.Limits.BigBet), ""} {
		head = narrate.Capitalize(engine.Street(v.Street).Name) + " · " + pot
		if st != "" {
			head += " · " + st
		}
		if ansi.StringWidth(head+step) <= w {
			break
		}
	}
	if tm := r.entry.When(); !tm.IsZero() && w >= 100 {
		head += " · " + tm.Local().Format("2006-01-02 15:04")
	}
	lines = append(lines, t.Title.Render(head)+t.Subtle.Render(step))
	if n := r.rec.UnknownCards(); n > 0 {
		lines = append(lines, t.Subtle.Render(widget.Truncate(fmt.Sprintf("Imported: %d cards never shown (%s)", n, r.log.Source), w)))
	}
	lines = append(lines, r.seatRows(v, w)...)
	lines = append(lines, "")
	rest := max(h-len(lines), 3)
	if body, room, ok := r.box(w, h); ok {
		switch {
		case len(body) > room && room < 3:
			body = body[:max(room, 1)]
		case len(body) > room: // the title stays; ↑/↓ scroll the rest
			shown, above, below := inView(r.boxVP, body[1:], w-4, room-2, false)
			body = append(append([]string{body[0]}, shown...), t.Subtle.Render(fmt.Sprintf("↑↓ scroll (%d above, %d below)", above, below)))
		}
		lines = append(lines, t.Box.Width(w).Render(strings.Join(body, "\n")))
		return strings.Join(lines, "\n")
	}
	return strings.Join(append(lines, r.logPane(w, rest)...), "\n")
}

// logLines are the dealer's words up to the step shown, laid out w wide.
func (r *handReplay) logLines(w int) []string {
	t := r.ctx.Theme()
	var texts []string
	for _, l := range r.narr.Dealer(&r.story, r.shown().events) {
		txt := l.Text
		if l.Kind == narrate.LineStreet {
			txt = t.Accent.Render(txt)
		}
		texts = append(texts, widget.Wrap(txt, w-2)...)
	}
	return texts
}

// seatRows are the seats in seat order (the hand table's), and the
// community card. A seat whose cards an import never showed keeps them
// face down: the walk's views never hold them.
func (r *handReplay) seatRows(v engine.View, w int) []string {
	names := func(seat int) string { return r.names[seat] }
	return widget.HandTable{Theme: r.ctx.Theme(), Money: r.log.Money(), View: v, Name: names, Width: w}.InSeatOrder()
}

// box is what the box under the table holds at this step (the review when
// v showed it, else the rules' explanation of the event just shown) and
// how many lines of it fit at w x h; ok is false when there is no box.
func (r *handReplay) box(w, h int) (body []string, room int, ok bool) {
	block, ok := r.explanation()
	if r.showReview {
		block, ok = narrate.Block{}, true
	}
	if !ok {
		return nil, 0, false
	}
	if r.showReview {
		body = r.reviewLines(w - 4)
	} else {
		body = r.blockLines(block, w-4)
	}
	return body, max(h-r.tableRows(), 3) - 2, true
}

// tableRows are the lines above the box: the street line, the imported
// note, the column heads, a row a seat, the community card and a blank
// line.
func (r *handReplay) tableRows() int {
	n := 3 + len(r.shown().view.Seats)
	if r.rec.UnknownCards() > 0 {
		n++
	}
	if r.shown().view.Community != nil {
		n++
	}
	return n
}

// explanation is the rules' explanation for the step shown, if it has
// one: who brings in (the deal), who acts first (a step that began a new
// street), how the showdown was decided (the last step).
func (r *handReplay) explanation() (narrate.Block, bool) {
	from := 0
	if r.at > 0 {
		from = r.steps[r.at-1].events
	}
	evs := r.story.Events[from:r.shown().events]
	for i := len(evs) - 1; i >= 0; i-- {
		e := evs[i]
		switch {
		case e.Kind == engine.EventShowdown && r.story.Showdown != nil:
			if r.rec.UnknownCards() > 0 {
				return r.mucked(), true
			}
			return r.narr.ShowdownBlock(&r.story), true
		case e.Kind == engine.EventStreet && e.Street > 3 && e.Seat != 0:
			if l := r.story.LimitsOn(e.Street); l != nil {
				return r.narr.FirstBlock(&r.story, e.Street, *l), true
			}
		case e.Kind == engine.EventBringIn:
			if l := r.story.LimitsOn(3); l != nil {
				return r.narr.BringInBlock(&r.story, *l), true
			}
		}
	}
	return narrate.Block{}, false
}

// blockLines are a narrator's block laid out w wide, its title first: the
// explanation block, as the table's boxes draw it.
func (r *handReplay) blockLines(b narrate.Block, w int) []string {
	th := r.ctx.Theme()
	box := widget.Block(th, b)
	return append([]string{th.Title.Render(box.Title)}, widget.LayOut(box.Parts, w)...)
}

// mucked is the showdown of an imported hand whose source never showed
// some hands: those are mucked, the others shown, then who won what.
func (r *handReplay) mucked() narrate.Block {
	var parts []narrate.Part
	for _, h := range r.story.Showdown.Order {
		if r.rec.Seen(h.Seat) != nil {
			parts = append(parts, narrate.Part{Kind: narrate.PartText, Text: r.names[h.Seat] + " mucked: " + r.log.Source + " never showed the hand."})
			continue
		}
		parts = append(parts, narrate.Part{Kind: narrate.PartShown, Seat: h.Seat, Name: r.narrName(h.Seat), Eval: h.Eval})
	}
	for _, l := range r.narr.Dealer(&r.story, -1) {
		if l.Kind == narrate.LinePot || l.Kind == narrate.LineAward || l.Kind == narrate.LineReturned {
			parts = append(parts, narrate.Part{Kind: narrate.PartText, Text: l.Text})
		}
	}
	return narrate.Block{Title: "Showdown", Parts: parts}
}

func (r *handReplay) narrName(seat int) string {
	if seat == r.viewer {
		return "You"
	}
	return r.names[seat]
}

// stakesText is a logged hand's stakes: "1/2/5/10" (ante, bring-in, small
// and big bet) in chips, "$0.10/$0.20 ante $0.02" for a cash game.
func stakesText(l engine.HandLog) string {
	lim, m := l.Limits, l.Money()
	if !m.Cash() {
		return fmt.Sprintf("%d/%d/%d/%d", lim.Ante, lim.BringIn, lim.SmallBet, lim.BigBet)
	}
	return m.Stakes(lim.SmallBet, lim.BigBet) + " ante " + m.Amount(lim.Ante)
}

// awarded is what the hand's pots paid out, all told.
func (r *handReplay) awarded() int {
	n := 0
	for _, a := range r.log.Awards {
		n += a.Amount
	}
	return n
}
