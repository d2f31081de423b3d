package table

import (
	"fmt"
	"razz/bots"
	"razz/engine"

	tea "charm.land/bubbletea/v2"
)

// razz serve's watch at the table: the coach's word on each of the
// player's decisions goes to those watching, and their notes to the log.

// watchCoach asks the coach about the player's decision, once a
// decision, while someone may watch; the line goes to the watchers.
func (t *Table) watchCoach() tea.Cmd {
	w := t.ctx.Watch()
	h := t.hand()
	if w == nil || h == nil || h.Done() || h.ToAct() != t.user() || t.step() == t.watchCoached || !w.Sharing() {
		return nil
	}
	t.watchCoached = t.step()
	v, hand, models := h.View(t.user()), t.sess.Number(), t.sess.Models()
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
