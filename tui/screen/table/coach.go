package table

import (
	"encoding/json"
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"

	"razz/bots"
	"razz/bots/review"
	"razz/bots/session"
	"razz/engine"
	"razz/engine/narrate"
	"razz/tui/store"
	"razz/tui/widget"
)

// The coach at the table: h opens its advice for the decision in front of
// the user, v the review of the hand just played. Both take a few
// milliseconds, so they run in commands and come back as messages.

// coachMsg is the coach's advice for the decision the user faced at step
// (the hand's number and its count of actions then).
type coachMsg struct {
	step   [2]int
	advice bots.Advice
	auto   bool
}

// reviewMsg is the review of a finished hand: asked for with v, or made
// at the end of every hand (auto) to keep the user's mistakes.
type reviewMsg struct {
	hand int
	rev  review.Hand
	log  engine.HandLog // the hand's log, for the mistakes drill
	err  error
	auto bool
}

// step names the decision in front of the user: stale advice is dropped.
func (p *play) step() [2]int { return [2]int{p.sess.Dealt(), len(p.hand().Actions())} }

// hintCmd asks the coach about the user's decision, in a command.
func (c *coach) hint(auto bool) tea.Cmd {
	h := c.t.p.hand()
	if h == nil || h.Done() || h.ToAct() != c.t.p.user() {
		if !auto {
			c.t.note = "The coach advises when it is your turn to act; after the hand, " + c.t.ctx.Keys().Table.Review.Help().Key + " reviews your decisions."
		}
		return nil
	}
	v := h.View(c.t.p.user()) // a copy of its own: the hand waits for the user
	models := c.t.p.sess.Models()
	step := c.t.p.step()
	if !auto {
		c.t.note = "The coach is thinking…"
	}
	return func() tea.Msg { return coachMsg{step: step, advice: bots.Advise(v, models), auto: auto} }
}

// reviewCmd reviews the finished hand for the user, in a command; auto is
// the review made at the end of every hand, which keeps the mistakes and
// is shown at once when v asks for it.
func (c *coach) review(auto bool) tea.Cmd {
	if !c.t.p.over() {
		c.t.note = "The review comes when the hand is over; now " + c.t.ctx.Keys().Table.Hint.Help().Key + " asks the coach about this decision."
		return nil
	}
	if n := c.t.p.sess.Number(); !auto {
		if c.reviewed != nil && c.reviewed.hand == n {
			c.t.ov.Push(c.reviewBox(c.reviewed.rev))
			return nil
		}
		c.t.note = "The coach is going over the hand…"
	}
	job := c.t.p.sess.Review(c.t.p.user()) // the hand itself, under the number the history gave it
	return func() tea.Msg {
		r, err := job()
		return reviewMsg{hand: r.Log.Hand, rev: r.Review, log: r.Log, err: err, auto: auto}
	}
}

// autoReview is the review made at the end of every hand, of the hand the
// history saved under number: its save may come back after the next hand
// was dealt, or ended.
func (c *coach) autoReview(number int) tea.Cmd {
	job := c.t.p.sess.ReviewOf(number, c.t.p.user())
	return func() tea.Msg {
		r, err := job()
		return reviewMsg{hand: r.Log.Hand, rev: r.Review, log: r.Log, err: err, auto: true}
	}
}

// keepMistakes adds a reviewed hand's mistakes to the stats file: counts and
// cost by kind, and the spots for the "Your mistakes" drill (the session's
// mistakes recorder).
func (c *coach) keepMistakes(r session.Reviewed) tea.Cmd {
	var ds []review.Decision
	for _, d := range r.Review.Decisions {
		if d.Mistake {
			ds = append(ds, d)
		}
	}
	if len(ds) == 0 {
		return nil
	}
	line, err := json.Marshal(r.Log)
	if err != nil {
		return nil
	}
	return c.t.ctx.Record().Change(func(rec *store.QuizRecord) {
		for _, d := range ds {
			rec.AddMistake(string(d.Kind), d.CostBB, store.Spot{Log: string(line), Index: d.Index})
		}
	})
}

// coachUpdate shows the coach's answers.
func (c *coach) update(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case coachMsg:
		if h := c.t.p.hand(); h == nil || msg.step != c.t.p.step() || h.ToAct() != c.t.p.user() {
			return nil // the user acted meanwhile
		}
		c.t.note = ""
		e := c.adviceBox(msg.advice)
		if msg.auto {
			c.advice = c.t.ov.Push(auto(e))
			return nil
		}
		c.advice = c.t.ov.PushFront(e) // asked for with h: over a rules box open at the turn
	case reviewMsg:
		if msg.auto {
			if msg.err != nil {
				return nil
			}
			if r := msg; c.reviewed == nil || r.hand >= c.reviewed.hand {
				c.reviewed = &r // an older hand's review may come last
			}
			c.t.p.sess.Reviewed(session.Reviewed{Review: msg.rev, Log: msg.log})
			return nil
		}
		c.t.note = ""
		if msg.err != nil {
			c.t.note = "no review: " + widget.OneLine(msg.err.Error())
			return nil
		}
		if msg.hand != c.t.p.sess.Number() {
			return nil
		}
		c.t.ov.Push(c.reviewBox(msg.rev))
	}
	return nil
}

// coachExplanation is the coach's box: the suggestion and its reason,
// equity against pot odds, and the start (third street) or the boards.
func (c *coach) adviceBox(a bots.Advice) widget.Box {
	th := c.t.ctx.Theme()
	var v engine.View
	c.t.p.hand().ViewInto(&v, c.t.p.user())
	var lines []string
	me := v.Seats[0] // the user's seat comes first
	for _, sv := range v.Seats {
		if sv.Seat == v.Seat {
			me = sv
		}
	}
	cards := fmt.Sprintf("Your cards %s · pot %d", widget.HandCards(th, me), a.Pot)
	if a.ToCall > 0 {
		cards += fmt.Sprintf(" · %d to call", a.ToCall)
	}
	lines = append(lines, cards, "▸ "+a.Reason)
	lines = append(lines, equityLine(a))
	if r := a.RangeWords(); r != "" {
		lines = append(lines, r)
	}
	for _, rd := range a.Reads {
		if rd.Did != "" {
			lines = append(lines, rd.Words())
		}
	}
	if w := a.ValuesWords(); w != "" {
		lines = append(lines, w)
	}
	lines = append(lines, oddsLine(a, v.Legal))
	if a.Street == 3 {
		lines = append(lines, "Your start "+a.StartWords()+".")
		lines = append(lines, fmt.Sprintf("It makes an eight or better by seventh street %s of the time (razz odds, with the cards showing out).", bots.Percent(a.EightBy7)))
		switch a.DeadNeed {
		case 0:
			lines = append(lines, "Your cards are live: no low card you need shows on another board.")
		case 1:
			lines = append(lines, "One low card you need shows on another board.")
		default:
			lines = append(lines, fmt.Sprintf("%d of the low cards you need show on other boards.", a.DeadNeed))
		}
	} else {
		var parts []string
		for _, b := range a.Boards {
			name := c.t.p.name(b.Seat)
			if b.You {
				name = "you"
			}
			p := name + " " + b.Partial
			if b.Brick {
				p += " (caught a brick)"
			}
			parts = append(parts, p)
		}
		lines = append(lines, "Boards: "+strings.Join(parts, "; ")+".")
		best := "Your board is the best showing."
		for _, b := range a.Boards {
			if !b.You && b.Seat == a.Best {
				best = c.t.p.name(b.Seat) + " has the better draw showing."
			}
		}
		lines = append(lines, best)
	}
	lines = append(lines, fmt.Sprintf("Live low cards left (A to 8 of ranks you do not hold, not showing): %d.", a.LiveLows))
	return widget.Box{Title: "Coach · " + engine.Street(a.Street).Name, Parts: widget.ProseOf(lines...)}
}

func equityLine(a bots.Advice) string {
	how := "exact"
	if !a.Exact {
		how = fmt.Sprintf("sampled from %s deals", thousands(a.Trials))
	}
	return fmt.Sprintf("Equity: %s of the pot at showdown against the live boards (%s; a fair share is %s).",
		bots.Percent(a.Equity), how, bots.Percent(a.Fair))
}

// oddsLine: what a call needs against what the hand has.
func oddsLine(a bots.Advice, legal []engine.Option) string {
	switch {
	case a.BringIn:
		bring, complete := 0, 0
		for _, o := range legal {
			switch o.Kind {
			case engine.BringIn:
				bring = o.To
			case engine.Complete:
				complete = o.To
			}
		}
		if complete == 0 {
			return fmt.Sprintf("You must bring in (the highest door card does): post the bring-in of %d.", bring)
		}
		return fmt.Sprintf("You must bring in (the highest door card does): post the bring-in of %d, the minimum, or complete to %d.", bring, complete)
	case a.ToCall == 0:
		return "Nothing to call: checking is free, so never fold here."
	}
	// The share judged against what the call needs: against the ranges
	// when the call was judged so, or on third street (where the start,
	// not a share, decides) whenever the ranges are read; and then as
	// sure as that read is.
	ranged := a.Why.Ranged || a.Street == 3 && a.RangeEquity.N > 0
	eq, rough := a.Equity, ""
	if ranged {
		eq = a.RangeEquity.Value
		if a.RangeEquity.Rough() {
			rough = a.RangeEquity.Said()
		}
	}
	// Whole percents that round the share and the need alike are told to
	// a tenth, so that "you need 9% ... you have 9%: calling loses" never
	// reads.
	have, need, tenths := bots.Apart(eq, a.Need)
	odds := bots.Percent(a.Odds)
	if tenths {
		odds = bots.Tenths(a.Odds)
	}
	if rough != "" {
		have = rough
	}
	// The pot odds are the need only where nothing scales them: else they
	// are the price, and the need is said apart ("you need 9% … you have
	// 9%: calling loses" compared 9% with a need of 15%).
	s := fmt.Sprintf("Pot odds: %d to call into %d, so you need %s of the pot after calling", a.ToCall, a.Pot, odds)
	if need != odds {
		s = fmt.Sprintf("Pot odds: %d to call into %d, a price of %s of the pot after calling", a.ToCall, a.Pot, odds)
	}
	switch {
	case need == odds:
	case a.Need < a.Odds:
		s += fmt.Sprintf("; with the cards to come you need %s", need)
	case a.Fair >= 0.5: // heads-up: nobody is behind to pay them
		s += fmt.Sprintf("; counting the bets still to come you need %s", need)
	default:
		s += fmt.Sprintf("; counting the bets still to come, which a caller behind pays, you need %s", need)
	}
	verdict := "calling is profitable on this street"
	if eq < a.Need {
		verdict = "calling loses on this street"
		if a.Street == 3 && a.Option.Kind != engine.Fold {
			// The advice plays on: the start decides on third street,
			// not the pot alone, so the line must not say "loses".
			verdict = "the pot alone does not pay for the call; on third street the start and the bets to come must"
		}
	} else if a.Street == 3 && a.Option.Kind == engine.Fold {
		verdict += ", but on third street the start decides more than the odds: a weak start pays more on every street to come"
	}
	how := ""
	switch {
	case ranged:
		how = " against the ranges their betting shows"
	case a.RangeEquity.N > 0:
		how = " against any cards"
	}
	return s + fmt.Sprintf("; you have %s%s: %s.", have, how, verdict)
}

// reviewExplanation is the review box: a decision a few lines.
func (c *coach) reviewBox(r review.Hand) widget.Box {
	th := c.t.ctx.Theme()
	var lines []string
	if len(r.Decisions) == 0 {
		lines = append(lines, "No decision this hand: only the ante and a forced bring-in.")
	}
	for _, d := range r.Decisions {
		lines = append(lines, widget.ReviewLine(th, "", d))
		if d.Mistake {
			lines = append(lines, fmt.Sprintf("  Mistake: %s, %s.", d.Kind.Label(), d.CostWords()))
		}
		if d.Differs {
			lines = append(lines, "  "+d.Reason)
		}
	}
	var s review.Summary
	s.Add(r)
	lines = append(lines, narrate.Capitalize(s.String())+".")
	return widget.Box{Title: fmt.Sprintf("Review · hand %d", r.Hand), Parts: widget.ProseOf(lines...)}
}

// thousands writes 40000 as "40,000".
func thousands(n int) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
