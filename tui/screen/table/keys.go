package table

import (
	"fmt"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"razz/engine"
	"razz/engine/narrate"
	"razz/tui/keys"
	"razz/tui/screen"
	"razz/tui/store"
	"razz/tui/widget"
)

// The table's keys: the actions at the user's turn, the log's scrolling,
// the footer and the ? box's groups.

// isActionKey: msg is one of the keys k that take an action.
func isActionKey(k keys.Table, msg tea.KeyPressMsg) bool {
	for _, ak := range k.Actions() {
		if key.Matches(msg, ak.Key) {
			return true
		}
	}
	return false
}

// BackCmd (q or esc) answers no to a question, closes an open box or the
// key list and lets play go on; in the middle of a hand it asks before
// leaving; otherwise the table is left.
func (t *Table) Back() (bool, tea.Cmd) {
	if _, open := t.ov.Top(); open {
		t.ov.Close()
		return true, tea.Batch(t.p.next(), t.coach.watch())
	}
	if h := t.p.hand(); h != nil && !h.Done() {
		t.ov.Open(widget.OverAsk, "Leave the table? This hand will not be saved. y/n")
		t.note = ""
		return true, nil
	}
	return false, nil
}

// setLearn turns learning mode on or off. Off closes the boxes it opened
// and lets play go on.
func (t *Table) setLearn(on bool) tea.Cmd {
	t.o.Learn = on
	if on {
		t.note = "Learning mode on: explanations appear as the rules apply."
		return nil
	}
	t.note = "Learning mode off: e explains; after the hand, w tells the bots' reasons."
	t.ov.DropAuto()
	return t.p.next()
}

func (t *Table) key(msg tea.KeyPressMsg) tea.Cmd {
	k := t.ctx.Keys().Table
	t.note = ""
	if top, open := t.ov.Top(); open && top.Kind == widget.OverAsk {
		t.ov.Close()
		if key.Matches(msg, k.Leave) {
			return t.p.leave()
		}
		return nil
	}
	if key.Matches(msg, k.Learn) { // at any moment, boxes open or not
		cmd := t.setLearn(!t.o.Learn)
		on := t.o.Learn
		return tea.Batch(cmd, t.ctx.Remember(func(s *store.Settings) { s.Learn = on }))
	}
	if key.Matches(msg, k.Speed) { // at any moment, as L: boxes open or not
		return t.stepSpeed()
	}
	if top, open := t.ov.Top(); open {
		return t.boxKey(msg, top)
	}
	if t.p.autoDealing { // any key stops the next hand's countdown, and does what it does
		t.p.autoDealing = false
		t.p.autoGen++
		if !key.Matches(msg, k.NextHand) {
			t.note = "Auto-deal stopped: " + k.NextHand.Help().Key + " deals the next hand."
		}
	}
	if t.scrollLog(msg) {
		return nil
	}
	switch {
	case key.Matches(msg, k.FullHelp):
		t.ov.Open(widget.OverKeys, "")
		return nil
	case key.Matches(msg, k.Explain):
		t.ov.Push(t.coach.explainNow())
		return nil
	case key.Matches(msg, k.Why):
		if !t.p.over() { // a reason told mid-hand would be a tell no player gives
			t.note = "The bots tell their reasons when the hand is over: " + k.Why.Help().Key + " then."
			return nil
		}
		t.ov.Push(t.coach.why())
		return nil
	case key.Matches(msg, k.Hint):
		return t.coach.hint(false)
	case key.Matches(msg, k.Review):
		return t.coach.review(false)
	}
	if t.p.over() {
		return t.betweenHands(msg)
	}
	if key.Matches(msg, k.NextHand) {
		t.note = "The hand is still being played: " + k.NextHand.Help().Key + " deals the next one when it is over."
		return nil
	}
	return t.actionKey(msg)
}

// boxKey: the arrows scroll the box (or the key list) on top; enter
// closes a box, any other key the key list.
func (t *Table) boxKey(msg tea.KeyPressMsg, top widget.Overlay) tea.Cmd {
	if k := t.ctx.Keys().Table; key.Matches(msg, k.BoxScroll) { // the log's own keys scroll the box
		t.syncViewports()               // the box as drawn now: keys may come faster than frames
		scrollOn(&t.ov.pane.VP, k, msg) // BoxScroll holds no key of LogTop or LogEnd
		return nil
	}
	if top.Kind == widget.OverBox && t.p.userTurn() {
		switch k := t.ctx.Keys().Table; {
		case isActionKey(k, msg):
			// At the user's turn an action key acts and closes the boxes
			// (the coach's, the rules'): at 80x24 a box covers the action
			// bar, and a key dropped silently, or an extra enter each
			// decision, is worse.
			t.ov.DropBoxes()
			return t.actionKey(msg)
		case key.Matches(msg, k.Hint) && top.Box.ID != t.coach.advice: // the coach's box comes over this one
			return t.coach.hint(false)
		}
	}
	if top.Kind == widget.OverKeys || key.Matches(msg, t.ctx.Keys().Table.Close) {
		t.ov.Close()
		if t.p.autoDealing && !t.p.paused() { // the last box read: the whole pause from now
			return tea.Batch(t.p.next(), t.p.autoDeal())
		}
		return t.p.next()
	}
	return nil
}

// betweenHands: n deals the next hand, r rebuys when the user is out of
// chips; neither while a finished hand is not saved.
func (t *Table) betweenHands(msg tea.KeyPressMsg) tea.Cmd {
	k := t.ctx.Keys().Table
	if key.Matches(msg, k.Rebuy, k.NextHand) {
		if cmd, held := t.p.holdDeal(); held {
			return cmd
		}
	}
	switch {
	case t.p.userStack() == 0 && key.Matches(msg, k.Rebuy):
		if err := t.p.sess.Rebuy(); err != nil {
			t.note = "cannot deal: " + err.Error()
			return nil
		}
		return t.p.next()
	case t.p.userStack() > 0 && key.Matches(msg, k.NextHand):
		return t.p.deal()
	case t.p.userStack() == 0: // the action bar already says out of chips, r and q
	default:
		t.note = "The hand is over: " + k.NextHand.Help().Key + " deals the next one."
	}
	return nil
}

// actionKey turns an action key at the user's turn into the action.
func (t *Table) actionKey(msg tea.KeyPressMsg) tea.Cmd {
	h := t.p.hand()
	if h == nil || h.ToAct() != t.p.user() {
		return nil
	}
	for _, ak := range t.ctx.Keys().Table.Actions() {
		if !key.Matches(msg, ak.Key) {
			continue
		}
		kind := ak.Kind
		if kind == engine.Call && len(t.p.options(engine.Call)) == 0 && len(t.p.options(engine.BringIn)) > 0 {
			// c stays in cheaply, as the drills take it ("i/c bring in"):
			// the bring-in is the cheap way in before anyone has bet.
			kind = engine.BringIn
		}
		a := engine.Action{Kind: kind}
		opts := t.p.options(kind)
		switch {
		case ak.Big && len(opts) <= 1 && !h.Limits().Big:
			a.To = h.BigBetTo(ak.Kind) // the engine says why it is not allowed
		case len(opts) > 1 && ak.Big:
			a.To = opts[len(opts)-1].To
		case len(opts) > 0:
			a.To = opts[0].To
		}
		if err := t.p.sess.Act(a); err != nil {
			t.note = narrate.Capitalize(err.Error()) + "."
			return nil
		}
		return t.p.next()
	}
	return nil
}

// options are the user's legal options of one kind.
func (p *play) options(kind engine.ActionKind) []engine.Option {
	var out []engine.Option
	for _, o := range p.hand().Legal() {
		if o.Kind == kind {
			out = append(out, o)
		}
	}
	return out
}

func (t *Table) Help() []key.Binding {
	k := t.ctx.Keys().Table
	top, open := t.ov.Top()
	switch {
	case open && top.Kind == widget.OverAsk:
		stay := k.Stay
		stay.SetHelp("n/q", "stay")
		return []key.Binding{k.Leave, stay}
	case open:
		cont := k.Close
		if top.Kind != widget.OverKeys {
			cont.SetHelp("enter", "continue")
		}
		closeBox := t.ctx.Keys().Global.Back // q closes the box, it does not leave (the app's line said "q back")
		closeBox.SetHelp(closeBox.Help().Key, "close")
		out := []key.Binding{cont, closeBox}
		if t.ov.pane.Scrolls() {
			out = append(out, k.BoxScroll)
		}
		if top.Kind == widget.OverBox && top.Box.ID != t.coach.advice && t.p.userTurn() {
			out = append(out, k.Hint) // a rules box at the turn: the coach's comes over it
		}
		return append(out, k.Learn)
	case t.p.over() && t.p.userStack() == 0:
		return []key.Binding{k.Rebuy, k.Review, k.Explain, k.Why, k.FullHelp}
	case t.p.over():
		return []key.Binding{k.NextHand, k.Review, k.Explain, k.Why, k.FullHelp}
	}
	logKey := k.LogPageUp
	logKey.SetHelp("pgup", "log")
	if t.p.userTurn() {
		return []key.Binding{k.Hint, k.Explain, logKey, k.FullHelp}
	}
	return []key.Binding{k.Explain, logKey, k.FullHelp} // w tells the bots' reasons after the hand
}

// scrollLog moves the dealer's log on its keys.
func (t *Table) scrollLog(msg tea.KeyPressMsg) bool {
	k := t.ctx.Keys().Table
	if !key.Matches(msg, k.LogUp, k.LogDown, k.LogPageUp, k.LogPageDown, k.LogTop, k.LogEnd) {
		return false
	}
	t.syncViewports() // the log as drawn now: keys may come faster than frames
	t.log.scroll(k, msg)
	return true
}

// tableKeyGroups are the table's keys by when they work, for the ? box;
// B and R, the big bet over an open pair on fourth street, only where the
// table plays that house rule (bigBets), with the condition in their words.
func tableKeyGroups(k keys.Table, g keys.Global, bigBets bool) []keyGroup {
	back := g.Back
	back.SetHelp("q", "leave (asks mid-hand)")
	rebuy := k.Rebuy
	rebuy.SetHelp(rebuy.Help().Key, "rebuy (out of chips)") // between hands with chips it only says n deals
	turn := []key.Binding{k.Fold, k.Check, k.Call, k.BringIn, k.Complete, k.Bet, k.Raise}
	if bigBets {
		betBig, raiseBig := k.BetBig, k.RaiseBig
		betBig.SetHelp(betBig.Help().Key, "bet big (4th, open pair)")
		raiseBig.SetHelp(raiseBig.Help().Key, "raise big (4th, open pair)")
		turn = append(turn, betBig, raiseBig)
	}
	return []keyGroup{
		{"Your turn", append(turn, k.Hint)},
		{"Any time", []key.Binding{k.Explain, k.Learn, k.Speed, k.FullHelp, back, g.Quit}},
		{"Between hands", []key.Binding{k.NextHand, k.Review, k.Why, rebuy}},
		{"Dealer's log", []key.Binding{k.LogUp, k.LogDown, k.LogPageUp, k.LogPageDown, k.LogTop, k.LogEnd}},
		{"A box", []key.Binding{k.Close, k.BoxScroll}},
	}
}

type keyGroup struct {
	title string
	keys  []key.Binding
}

// stepSpeed makes the bots faster by a step (none after the fastest goes
// back to the slowest), says so and remembers it.
func (t *Table) stepSpeed() tea.Cmd {
	next := store.NextSpeed(t.o.Speed) // in the Settings screen's order
	t.o.Speed = next
	p := t.ctx.Prefs() // the next table's too
	p.Speed = next
	t.p.sends = append(t.p.sends, screen.SetPrefs{Prefs: p})
	what := fmt.Sprintf("%s between their actions", next)
	if next == 0 {
		what = "no pause"
	}
	t.note = fmt.Sprintf("Bots' speed: %s (%s changes it).", what, t.ctx.Keys().Table.Speed.Help().Key)
	return t.ctx.Remember(func(s *store.Settings) { s.Speed = store.Duration(next) })
}
