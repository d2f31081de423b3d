package table

import (
	"fmt"

	tea "charm.land/bubbletea/v2"

	"razz/bots"
	"razz/engine"
)

// razz serve's watch at the table: the coach's word on each of the
// player's decisions goes to those watching, and their notes to the log.

// watchCoach asks the coach about the player's decision, once a
// decision, while someone may watch; the line goes to the watchers.
func (c *coach) watch() tea.Cmd {
	w := c.t.ctx.Watch()
	h := c.t.p.hand()
	if w == nil || h == nil || h.Done() || h.ToAct() != c.t.p.user() || c.t.p.step() == c.watchCoached || !w.Sharing() {
		return nil
	}
	c.watchCoached = c.t.p.step()
	v, hand, models := h.View(c.t.p.user()), c.t.p.sess.Number(), c.t.p.sess.Models()
	return func() tea.Msg {
		a := bots.Advise(v, models)
		w.Coach(fmt.Sprintf("Hand %d, %s, to call %d into %d: coach says %s (equity %.0f%%)",
			hand, engine.Street(v.Street).Name, a.ToCall, a.Pot, a.Reason, 100*a.Equity))
		return nil
	}
}

// watchNote puts a watcher's note in the table's log.
func (t *Table) watchNote(line string) {
	t.log.say(narration{text: line})
	t.log.layOut(t.ctx.Theme(), t.tableCol())
}
