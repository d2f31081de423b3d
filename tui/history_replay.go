package tui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"razz/bots"
	"razz/bots/review"
	"razz/engine"
	"razz/engine/narrate"
	"razz/tui/handlist"
)

// handReplay steps through a saved hand one event at a time, as the user
// saw it: their own down cards, every face-up card, and the hands shown
// down; the dealer's narration beside it and the rules' explanations at
// the moment they apply.
type handReplay struct {
	sh     *Shared
	entry  handlist.Entry
	log    engine.HandLog
	story  engine.Story
	upto   int // events shown
	start  int // the table as dealt: after the antes and third street's cards
	viewer int
	names  map[int]string
	narr   *narrate.Narrator

	// The coach's review of the user's decisions (v): worked out once, in
	// a command, then shown or hidden.
	review     *review.Hand
	reviewErr  error
	reviewing  bool
	showReview bool

	scroll int // lines of the box scrolled past (↑/↓), from the top on each step
}

type reviewDoneMsg struct {
	hand int
	rev  review.Hand
	err  error
}

func newHandReplay(sh *Shared, e handlist.Entry, l engine.HandLog, s engine.Story) *handReplay {
	r := &handReplay{sh: sh, entry: e, log: l, story: s, viewer: e.Seat, names: map[int]string{}}
	for _, st := range l.Seats {
		r.names[st.Seat] = st.Name
	}
	r.narr = &narrate.Narrator{Viewer: r.viewer, Hand: l.Hand, Deals: true,
		Name: func(seat int) string { return r.names[seat] }, Card: sh.Theme.CardName}
	for i, ev := range s.Events {
		if ev.Kind != engine.EventAnte && ev.Kind != engine.EventDeal {
			break
		}
		r.start = i + 1
	}
	r.upto = r.start
	return r
}

func (r *handReplay) update(k tea.KeyPressMsg, w, h int) tea.Cmd {
	hk := r.sh.Keys.History
	n := len(r.story.Events)
	if body, room, ok := r.box(w, h); ok && len(body) > room && room >= 3 && (key.Matches(k, hk.Up) || key.Matches(k, hk.Down)) {
		// A box taller than its room scrolls, one line a key, and stays open.
		if key.Matches(k, hk.Up) {
			r.scroll = max(r.scroll-1, 0)
		} else {
			r.scroll = min(r.scroll+1, len(body)-(room-1))
		}
		return nil
	}
	r.scroll = 0
	if key.Matches(k, hk.Review) {
		r.showReview = !r.showReview
		if r.showReview && r.review == nil && r.reviewErr == nil && !r.reviewing && r.viewer != 0 {
			r.reviewing = true
			l, seat := r.log, r.viewer
			return func() tea.Msg {
				rev, err := review.Review(l, seat)
				return reviewDoneMsg{l.Hand, rev, err}
			}
		}
		return nil
	}
	r.showReview = false
	switch {
	case key.Matches(k, hk.Next):
		r.upto = min(r.upto+1, n)
	case key.Matches(k, hk.Prev):
		r.upto = max(r.upto-1, 0)
	case key.Matches(k, hk.NextStreet):
		r.upto = r.streetAfter(r.upto)
	case key.Matches(k, hk.PrevStreet):
		r.upto = r.streetBefore(r.upto)
	case key.Matches(k, hk.First):
		r.upto = r.start
	case key.Matches(k, hk.Last):
		r.upto = n
	}
	return nil
}

// reviewLines are the coach's verdict on each of the user's decisions.
func (r *handReplay) reviewLines(w int) []string {
	t := r.sh.Theme
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
		line := fmt.Sprintf("%s%s: you %s, coach %s; equity %s", d.Mark(), streetShort(d.Street), d.Did.String(),
			d.Coach.Option.String(), bots.Percent(d.Equity))
		for _, l := range wrapWords(line, w) {
			out = append(out, t.Text.Render(l))
		}
		if d.Mistake {
			out = append(out, t.Bad.Render(fmt.Sprintf("  Mistake: %s, about %.2f big bets.", d.Kind.Label(), d.CostBB)))
		}
		if d.Differs {
			for _, l := range wrapWords(d.Reason, w-2) {
				out = append(out, t.Subtle.Render("  "+l))
			}
		}
	}
	var sum review.Summary
	sum.Add(*r.review)
	return append(out, t.Text.Render(capitalize(sum.String())+"."))
}

// streetAfter is the point just after the next street's betting begins
// (its cards dealt), or the end of the hand.
func (r *handReplay) streetAfter(from int) int {
	_, _, _, cur := r.stateAt(from)
	for i := from; i < len(r.story.Events); i++ {
		if e := r.story.Events[i]; e.Kind == engine.EventStreet && e.Street > cur {
			return i + 1
		}
	}
	return len(r.story.Events)
}

// streetBefore is the point just after the current street began, or the
// street before when already there (the table as dealt at the most).
func (r *handReplay) streetBefore(from int) int {
	at := r.start
	for i := 0; i+1 < from && i < len(r.story.Events); i++ {
		if r.story.Events[i].Kind == engine.EventStreet {
			at = max(i+1, r.start)
		}
	}
	return at
}

// state is the chips after the first upto events.
func (r *handReplay) state() (stacks, bets map[int]int, pot, street int) { return r.stateAt(r.upto) }

func (r *handReplay) stateAt(upto int) (stacks, bets map[int]int, pot, street int) {
	stacks, bets = map[int]int{}, map[int]int{}
	for _, s := range r.log.Seats {
		stacks[s.Seat] = s.Stack
	}
	street = 3
	for _, e := range r.story.Events[:upto] {
		switch e.Kind {
		case engine.EventAnte:
			stacks[e.Seat] -= e.Amount
			pot += e.Amount
		case engine.EventAction:
			stacks[e.Seat] -= e.Amount
			pot += e.Amount
			bets[e.Seat] = e.To
		case engine.EventStreet:
			street = e.Street
			bets = map[int]int{}
		case engine.EventDeal:
			if e.Street > street {
				street, bets = e.Street, map[int]int{}
			}
		case engine.EventReturned:
			stacks[e.Seat] += e.Amount
			pot -= e.Amount
			bets[e.Seat] -= e.Amount
		case engine.EventAward:
			stacks[e.Seat] += e.Amount
			pot -= e.Amount
		}
	}
	return stacks, bets, max(pot, 0), street
}

func (r *handReplay) view(w, h int) string {
	t := r.sh.Theme
	stacks, bets, pot, street := r.state()
	var lines []string
	stakes := fmt.Sprintf("%d/%d/%d/%d", r.log.Limits.Ante, r.log.Limits.BringIn, r.log.Limits.SmallBet, r.log.Limits.BigBet)
	head := fmt.Sprintf("%s · pot %d · %s", capitalize(engine.Street(street).Name), pot, stakes)
	if tm := r.entry.When(); !tm.IsZero() && w >= 100 {
		head += " · " + r.sh.local(tm).Format("2006-01-02 15:04")
	}
	lines = append(lines, t.Title.Render(head)+t.Subtle.Render(fmt.Sprintf(" · step %d of %d", r.upto, len(r.story.Events))))
	if n := hiddenCount(r.log); n > 0 {
		lines = append(lines, t.Subtle.Render(truncate(fmt.Sprintf("Imported: %d cards never shown (%s)", n, r.log.Source), w)))
	}
	holdings, community := narrate.Seen(&r.story, r.upto, r.viewer)
	actor := 0
	if r.upto > 0 {
		if e := r.story.Events[r.upto-1]; e.Kind == engine.EventAction || e.Kind == engine.EventBringIn {
			actor = e.Seat
		}
	}
	for _, hd := range holdings {
		name := r.names[hd.Seat]
		mark := "  "
		if hd.Seat == actor {
			mark = "▸ "
		}
		var cards []string
		never := r.log.Hidden[strconv.Itoa(hd.Seat)]
		for i, c := range hd.Cards {
			switch {
			case hd.Hidden[i] || slices.Contains(never, i):
				cards = append(cards, t.CardBack())
			case hd.Folded && hd.Up[i]:
				cards = append(cards, t.CardDead(c))
			case !hd.Up[i]:
				cards = append(cards, t.CardHidden(c))
			default:
				cards = append(cards, t.Card(c))
			}
		}
		status := ""
		switch {
		case hd.Folded:
			status = "folded"
		case hd.AllIn:
			status = "all-in"
		case bets[hd.Seat] > 0:
			status = "bet " + strconv.Itoa(bets[hd.Seat])
		}
		style := t.Text
		if hd.Folded {
			style = t.Dim
		} else if hd.Seat == actor {
			style = t.ToAct
		}
		row := style.Render(mark+padRight(truncate(name, 12), 12)+" "+fmt.Sprintf("%6d", stacks[hd.Seat])) + "  " +
			strings.Join(cards, " ") + strings.Repeat(" ", max(0, (7-len(cards))*CardWidth)) + "  " + style.Render(status)
		lines = append(lines, row)
	}
	if community != nil {
		lines = append(lines, "  "+padRight("Community", 12)+"         "+t.Card(*community))
	}
	lines = append(lines, "")
	rest := max(h-len(lines), 3)
	if body, room, ok := r.box(w, h); ok {
		switch {
		case len(body) > room && room < 3:
			body = body[:max(room, 1)]
		case len(body) > room: // the title stays; ↑/↓ scroll the rest
			at := min(r.scroll, len(body)-(room-1))
			below := len(body) - (room - 1) - at
			shown := append([]string{body[0]}, body[1+at:room-1+at]...)
			body = append(shown, t.Subtle.Render(fmt.Sprintf("↑↓ scroll (%d above, %d below)", at, below)))
		}
		box := t.Box.Width(w).Render(strings.Join(body, "\n"))
		lines = append(lines, box)
	} else {
		tl := r.narr.Dealer(&r.story, r.upto)
		var texts []string
		for _, l := range tl {
			txt := l.Text
			if l.Kind == narrate.LineStreet {
				txt = t.Accent.Render(txt)
			}
			for _, wl := range wrapWords(txt, w-2) {
				texts = append(texts, wl)
			}
		}
		if len(texts) > rest {
			texts = texts[len(texts)-rest:]
		}
		lines = append(lines, texts...)
	}
	return strings.Join(lines, "\n")
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
// note, a row a seat, the community card and a blank line.
func (r *handReplay) tableRows() int {
	n := 2
	if hiddenCount(r.log) > 0 {
		n++
	}
	holdings, community := narrate.Seen(&r.story, r.upto, r.viewer)
	n += len(holdings)
	if community != nil {
		n++
	}
	return n
}

// explanation is the rules' explanation for the event just shown, if it
// has one: who brings in, who acts first, how the showdown was decided.
func (r *handReplay) explanation() (narrate.Block, bool) {
	if r.upto == 0 {
		return narrate.Block{}, false
	}
	e := r.story.Events[r.upto-1]
	switch {
	case e.Kind == engine.EventBringIn:
		if l := r.story.LimitsOn(3); l != nil {
			return r.narr.BringInBlock(&r.story, *l), true
		}
	case e.Kind == engine.EventStreet && e.Street > 3 && e.Seat != 0:
		if l := r.story.LimitsOn(e.Street); l != nil {
			return r.narr.FirstBlock(&r.story, e.Street, *l), true
		}
	case e.Kind == engine.EventShowdown && r.story.Showdown != nil:
		if hiddenCount(r.log) > 0 {
			return r.mucked(), true
		}
		return r.narr.ShowdownBlock(&r.story), true
	}
	return narrate.Block{}, false
}

func (r *handReplay) blockLines(b narrate.Block, w int) []string {
	t := r.sh.Theme
	out := []string{t.Title.Render(b.Title)}
	for _, p := range b.Parts {
		switch p.Kind {
		case narrate.PartText, narrate.PartNote:
			style := t.Text
			if p.Kind == narrate.PartNote {
				style = t.Subtle
			}
			for _, l := range wrapWords(p.Text, w) {
				out = append(out, style.Render(l))
			}
		case narrate.PartDoors:
			var cs []string
			for _, d := range p.Doors {
				cs = append(cs, t.Card(d.Card))
			}
			out = append(out, t.Text.Render(p.Text+" ")+strings.Join(cs, " "))
		case narrate.PartBoard:
			out = append(out, fmt.Sprintf("%d. %s  %s  %s", p.Rank, padRight(truncate(p.Name, 12), 12), t.Cards(p.Board.Cards), t.Subtle.Render(p.Board.Partial())))
		case narrate.PartShown:
			out = append(out, padRight(truncate(p.Name, 12), 12)+"  "+t.HandWithOut(p.Eval))
		case narrate.PartDecided:
			out = append(out, padRight(truncate(p.Name, 12), 12)+"  "+t.BestFive(p.Eval, p.Position))
		}
	}
	return out
}

// mucked is the showdown of an imported hand whose source never showed
// some hands: those are mucked, the others shown, then who won what.
func (r *handReplay) mucked() narrate.Block {
	var parts []narrate.Part
	for _, h := range r.story.Showdown.Order {
		if r.log.HidesCards(h.Seat) {
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

func hiddenCount(l engine.HandLog) int {
	n := 0
	for _, idx := range l.Hidden {
		n += len(idx)
	}
	return n
}
