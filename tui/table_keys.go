package tui

import (
	"fmt"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"razz/engine"
	"razz/tui/screen"
	"razz/tui/store"
)

// The table's keys: the actions at the user's turn, the log's scrolling,
// the footer and the ? box's groups.

// actionKey is a table key for an action (big: the big bet's).
type actionKey struct {
	b    key.Binding
	kind engine.ActionKind
	big  bool
}

// actionKeysOf maps the table's keys to actions (the practice screen takes
// the same keys).
func actionKeysOf(k TableKeys) []actionKey {
	return []actionKey{
		{k.Fold, engine.Fold, false}, {k.Call, engine.Call, false}, {k.Check, engine.Check, false},
		{k.Bet, engine.Bet, false}, {k.BetBig, engine.Bet, true}, {k.Raise, engine.Raise, false},
		{k.RaiseBig, engine.Raise, true}, {k.BringIn, engine.BringIn, false}, {k.Complete, engine.Complete, false},
	}
}

// isActionKey: msg is one of the keys that take an action.
func (t *table) isActionKey(msg tea.KeyPressMsg) bool {
	for _, ak := range actionKeysOf(t.ctx.Keys().Table) {
		if key.Matches(msg, ak.b) {
			return true
		}
	}
	return false
}

// BackCmd (q or esc) answers no to a question, closes an open box or the
// key list and lets play go on; in the middle of a hand it asks before
// leaving; otherwise the table is left.
func (t *table) Back() (bool, tea.Cmd) {
	if _, open := t.ov.top(); open {
		t.ov.close()
		return true, tea.Batch(t.next(), t.watchCoach())
	}
	if h := t.hand(); h != nil && !h.Done() {
		t.ov.open(overAsk, "Leave the table? This hand will not be saved. y/n")
		t.note = ""
		return true, nil
	}
	return false, nil
}

// setLearn turns learning mode on or off. Off closes the boxes it opened
// and lets play go on.
func (t *table) setLearn(on bool) tea.Cmd {
	t.o.Learn = on
	if on {
		t.note = "Learning mode on: explanations appear as the rules apply."
		return nil
	}
	t.note = "Learning mode off: e explains, w asks a bot why."
	t.ov.dropAuto()
	return t.next()
}

func (t *table) key(msg tea.KeyPressMsg) tea.Cmd {
	k := t.ctx.Keys().Table
	t.note = ""
	if top, open := t.ov.top(); open && top.kind == overAsk {
		t.ov.close()
		if key.Matches(msg, k.Leave) {
			return t.leave()
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
	if top, open := t.ov.top(); open {
		return t.boxKey(msg, top)
	}
	if t.autoDealing { // any key stops the next hand's countdown, and does what it does
		t.autoDealing = false
		t.autoGen++
		if !key.Matches(msg, k.NextHand) {
			t.note = "Auto-deal stopped: " + k.NextHand.Help().Key + " deals the next hand."
		}
	}
	if t.scrollLog(msg) {
		return nil
	}
	switch {
	case key.Matches(msg, k.FullHelp):
		t.ov.open(overHelp, "")
		return nil
	case key.Matches(msg, k.Explain):
		t.ov.push(t.currentExplanation())
		return nil
	case key.Matches(msg, k.Why):
		t.ov.push(t.whyExplanation())
		return nil
	case key.Matches(msg, k.Hint):
		return t.hintCmd(false)
	case key.Matches(msg, k.Review):
		return t.reviewCmd(false)
	}
	if t.over() {
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
func (t *table) boxKey(msg tea.KeyPressMsg, top overlay) tea.Cmd {
	switch msg.String() {
	case "up", "down", "pgup", "pgdown":
		t.syncViewports() // the box as drawn now: keys may come faster than frames
		switch msg.String() {
		case "up":
			t.box.vp.ScrollUp(1)
		case "down":
			t.box.vp.ScrollDown(1)
		case "pgup":
			t.box.vp.PageUp()
		default:
			t.box.vp.PageDown()
		}
		return nil
	}
	if h := t.hand(); top.kind == overBox && h != nil && !h.Done() && h.ToAct() == t.user() && t.isActionKey(msg) {
		// At the user's turn an action key acts and closes the boxes (the
		// coach's, the rules'): at 80x24 a box covers the action bar, and
		// a key dropped silently, or an extra enter each decision, is worse.
		t.ov.dropBoxes()
		return t.actionKey(msg)
	}
	if top.kind == overHelp || key.Matches(msg, t.ctx.Keys().Table.Close) {
		t.ov.close()
		if t.autoDealing && !t.paused() { // the last box read: the whole pause from now
			return tea.Batch(t.next(), t.autoDeal())
		}
		return t.next()
	}
	return nil
}

// betweenHands: n deals the next hand, r rebuys when the user is out of
// chips; neither while a finished hand is not saved.
func (t *table) betweenHands(msg tea.KeyPressMsg) tea.Cmd {
	k := t.ctx.Keys().Table
	if key.Matches(msg, k.Rebuy, k.NextHand) {
		if cmd, held := t.holdDeal(); held {
			return cmd
		}
	}
	switch {
	case t.userStack() == 0 && key.Matches(msg, k.Rebuy):
		if err := t.sess.Rebuy(); err != nil {
			t.note = "cannot deal: " + err.Error()
			return nil
		}
		return t.next()
	case t.userStack() > 0 && key.Matches(msg, k.NextHand):
		return t.deal()
	case t.userStack() == 0: // the action bar already says out of chips, r and q
	default:
		t.note = "The hand is over: " + k.NextHand.Help().Key + " deals the next one."
	}
	return nil
}

// actionKey turns an action key at the user's turn into the action.
func (t *table) actionKey(msg tea.KeyPressMsg) tea.Cmd {
	h := t.hand()
	if h == nil || h.ToAct() != t.user() {
		return nil
	}
	for _, ak := range actionKeysOf(t.ctx.Keys().Table) {
		if !key.Matches(msg, ak.b) {
			continue
		}
		a := engine.Action{Kind: ak.kind}
		opts := t.options(ak.kind)
		switch {
		case ak.big && len(opts) <= 1 && !h.Limits().Big:
			a.To = h.BigBetTo(ak.kind) // the engine says why it is not allowed
		case len(opts) > 1 && ak.big:
			a.To = opts[len(opts)-1].To
		case len(opts) > 0:
			a.To = opts[0].To
		}
		if err := t.sess.Act(a); err != nil {
			t.note = capitalize(err.Error()) + "."
			return nil
		}
		return t.next()
	}
	return nil
}

// options are the user's legal options of one kind.
func (t *table) options(kind engine.ActionKind) []engine.Option {
	var out []engine.Option
	for _, o := range t.hand().Legal() {
		if o.Kind == kind {
			out = append(out, o)
		}
	}
	return out
}

func (t *table) Help() []key.Binding {
	k := t.ctx.Keys().Table
	top, open := t.ov.top()
	switch {
	case open && top.kind == overAsk:
		stay := k.Stay
		stay.SetHelp("n/q", "stay")
		return []key.Binding{k.Leave, stay}
	case open:
		cont := k.Close
		if top.kind != overHelp {
			cont.SetHelp("enter", "continue")
		}
		if t.box.scrolls() {
			return []key.Binding{cont, k.BoxScroll, k.Learn}
		}
		return []key.Binding{cont, k.Learn}
	case t.over() && t.userStack() == 0:
		return []key.Binding{k.Rebuy, k.Review, k.Explain, k.Why, k.FullHelp}
	case t.over():
		return []key.Binding{k.NextHand, k.Review, k.Explain, k.Why, k.FullHelp}
	}
	logKey := k.LogPageUp
	logKey.SetHelp("pgup", "log")
	if h := t.hand(); h != nil && h.ToAct() == t.user() {
		return []key.Binding{k.Hint, k.Explain, logKey, k.FullHelp}
	}
	return []key.Binding{k.Explain, k.Why, logKey, k.FullHelp}
}

// scrollLog moves the dealer's log on its keys.
func (t *table) scrollLog(msg tea.KeyPressMsg) bool {
	k := t.ctx.Keys().Table
	if !key.Matches(msg, k.LogUp, k.LogDown, k.LogPageUp, k.LogPageDown, k.LogTop, k.LogEnd) {
		return false
	}
	t.syncViewports() // the log as drawn now: keys may come faster than frames
	t.log.scroll(k, msg)
	return true
}

// tableKeyGroups are the table's keys by when they work, for the ? box.
func tableKeyGroups(k TableKeys, g GlobalKeys) []keyGroup {
	back := g.Back
	back.SetHelp("q", "leave (asks mid-hand)")
	return []keyGroup{
		{"Your turn", []key.Binding{k.Fold, k.Check, k.Call, k.BringIn, k.Complete, k.Bet, k.BetBig, k.Raise, k.RaiseBig, k.Hint}},
		{"Any time", []key.Binding{k.Explain, k.Why, k.Learn, k.Speed, k.FullHelp, back, g.Quit}},
		{"Between hands", []key.Binding{k.NextHand, k.Review, k.Rebuy}},
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
func (t *table) stepSpeed() tea.Cmd {
	next := store.NextSpeed(t.o.Speed) // in the Settings screen's order
	t.o.Speed = next
	p := t.ctx.Prefs() // the next table's too
	p.Speed = next
	t.sends = append(t.sends, screen.SetPrefs{Prefs: p})
	what := fmt.Sprintf("%s between their actions", next)
	if next == 0 {
		what = "no pause"
	}
	t.note = fmt.Sprintf("Bots' speed: %s (%s changes it).", what, t.ctx.Keys().Table.Speed.Help().Key)
	return t.ctx.Remember(func(s *store.Settings) { s.Speed = store.Duration(next) })
}
