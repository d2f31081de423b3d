package table

import (
	"fmt"

	tea "charm.land/bubbletea/v2"

	"razz/bots"
	"razz/bots/review"
	"razz/bots/session"
	"razz/engine"
	"razz/engine/narrate"
	"razz/tui/mistakes"
	"razz/tui/recap/kept"
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
	key  string // the hand's name among the reviews kept; "" keeps none
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
// was dealt, or ended. It is kept under key (tui/recap/kept), so that the
// day recap and the Stats screen do not review the hand again.
func (c *coach) autoReview(number int, key string) tea.Cmd {
	job := c.t.p.sess.ReviewOf(number, c.t.p.user())
	return func() tea.Msg {
		r, err := job()
		return reviewMsg{hand: r.Log.Hand, rev: r.Review, log: r.Log, err: err, auto: true, key: key}
	}
}

// keepReview keeps the coach's review of a hand just saved among the
// reviews kept (a command), unless the table's reviewer is not the
// coach's (Options.Review, in tests).
func (c *coach) keepReview(msg reviewMsg) tea.Cmd {
	if msg.key == "" || c.t.o.Review != nil {
		return nil
	}
	path, r := store.ReviewsIn(c.t.ctx.DataDir()), kept.Of(msg.rev)
	return c.t.ctx.Saving(func() tea.Msg {
		_ = kept.Keep(path, map[string]store.HandReview{msg.key: r}) // a cache: a failed save costs a review later
		return nil
	})
}

// keepMistakes adds a reviewed hand's mistakes to the quiz record (the
// session's mistakes recorder, tui/mistakes, which plain mode's is too).
func (c *coach) keepMistakes(r session.Reviewed) tea.Cmd {
	keep := mistakes.Keep(r)
	if keep == nil {
		return nil
	}
	return c.t.ctx.Record().Change(keep)
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
			return c.keepReview(msg)
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

// adviceBox is the coach's box: the user's cards and the pot, then the
// advice in the coach's words (bots.Advice.BoxLines).
func (c *coach) adviceBox(a bots.Advice) widget.Box {
	th := c.t.ctx.Theme()
	var v engine.View
	c.t.p.hand().ViewInto(&v, c.t.p.user())
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
	words := a.BoxLines(v.Legal, c.t.p.name)
	lines := append([]string{cards, "▸ " + words[0]}, words[1:]...)
	return widget.Box{Title: "Coach · " + engine.Street(a.Street).Name, Parts: widget.ProseOf(lines...)}
}

// reviewExplanation is the review box: a decision a few lines.
func (c *coach) reviewBox(r review.Hand) widget.Box {
	th := c.t.ctx.Theme()
	var parts []widget.Part
	if len(r.Decisions) == 0 {
		parts = widget.ProseOf("No decision this hand: only the ante and a forced bring-in.")
	}
	for _, d := range r.Decisions {
		parts = append(parts, widget.Part{Kind: widget.Prose, Text: widget.ReviewLine(th, "", d), Hang: 2}) // on under its text, not its mark
		if d.Mistake {
			parts = append(parts, widget.ProseOf(fmt.Sprintf("  Mistake: %s, %s.", d.Kind.Label(), d.CostWords()))...)
		}
		if d.Differs {
			parts = append(parts, widget.ProseOf("  "+d.Reason)...)
		}
	}
	var s review.Summary
	s.Add(r)
	parts = append(parts, widget.ProseOf(narrate.Capitalize(s.String())+".")...)
	return widget.Box{Title: fmt.Sprintf("Review · hand %d", r.Hand), Parts: parts}
}
