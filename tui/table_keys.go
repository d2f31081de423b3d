package tui

import (
	"fmt"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"razz/engine"
)

// The table's keys: the actions at the user's turn, the log's scrolling,
// the footer and the ? box's groups.

// actionKeys maps the table's keys to actions.
func (t *table) actionKeys() []struct {
	b    key.Binding
	kind engine.ActionKind
	big  bool
} {
	k := t.sh.Keys.Table
	return []struct {
		b    key.Binding
		kind engine.ActionKind
		big  bool
	}{
		{k.Fold, engine.Fold, false}, {k.Call, engine.Call, false}, {k.Check, engine.Check, false},
		{k.Bet, engine.Bet, false}, {k.BetBig, engine.Bet, true}, {k.Raise, engine.Raise, false},
		{k.RaiseBig, engine.Raise, true}, {k.BringIn, engine.BringIn, false}, {k.Complete, engine.Complete, false},
	}
}

func (t *table) key(msg tea.KeyPressMsg) tea.Cmd {
	k := t.sh.Keys.Table
	t.note = ""
	if t.leaving {
		t.leaving = false
		if key.Matches(msg, k.Leave) {
			return t.leave()
		}
		return nil
	}
	if key.Matches(msg, k.Learn) { // at any moment, boxes open or not
		cmd := t.setLearn(!t.o.Learn)
		return tea.Batch(cmd, t.sh.rememberLearn(t.o.Learn))
	}
	if t.paused() {
		switch msg.String() {
		case "up":
			t.boxVP.ScrollUp(1)
		case "down":
			t.boxVP.ScrollDown(1)
		case "pgup":
			t.boxVP.PageUp()
		case "pgdown":
			t.boxVP.PageDown()
		default:
			switch {
			case t.help:
				return t.closeHelp()
			case key.Matches(msg, k.Close):
				return t.closeBox()
			}
		}
		return nil
	}
	if t.scrollLog(msg) {
		return nil
	}
	switch {
	case key.Matches(msg, k.FullHelp):
		t.help = true
		return nil
	case key.Matches(msg, k.Explain):
		t.push(t.currentExplanation())
		return nil
	case key.Matches(msg, k.Why):
		t.push(t.whyExplanation())
		return nil
	case key.Matches(msg, k.Hint):
		return t.hintCmd(false)
	case key.Matches(msg, k.Review):
		return t.reviewCmd(false)
	}
	if t.over() {
		if key.Matches(msg, k.Rebuy, k.NextHand) {
			if cmd, held := t.holdDeal(); held {
				return cmd
			}
		}
		switch {
		case t.userStack() == 0 && key.Matches(msg, k.Rebuy):
			t.tab.Players[0].Stack = t.buyIn
			for i, c := range t.hand.Stacks() {
				if i > 0 {
					t.tab.Players[i].Stack = c.Amount
				}
			}
			t.bought += t.buyIn
			t.play, t.hand = nil, nil
			t.say(narration{text: fmt.Sprintf("You buy in for %d.", t.buyIn)})
			return t.deal()
		case t.userStack() > 0 && key.Matches(msg, k.NextHand):
			return t.deal()
		case t.userStack() == 0: // the action bar already says out of chips, r and q
		default:
			t.note = "The hand is over: " + k.NextHand.Help().Key + " deals the next one."
		}
		return nil
	}
	if key.Matches(msg, k.NextHand) {
		t.note = "The hand is still being played: " + k.NextHand.Help().Key + " deals the next one when it is over."
		return nil
	}
	if t.hand == nil || t.hand.ToAct() != t.user() {
		return nil
	}
	for _, ak := range t.actionKeys() {
		if !key.Matches(msg, ak.b) {
			continue
		}
		a := engine.Action{Kind: ak.kind}
		opts := t.options(ak.kind)
		switch {
		case ak.big && len(opts) <= 1 && !t.hand.Limits().Big:
			a.To = t.hand.BigBetTo(ak.kind) // the engine says why it is not allowed
		case len(opts) > 1 && ak.big:
			a.To = opts[len(opts)-1].To
		case len(opts) > 0:
			a.To = opts[0].To
		}
		if err := t.play.Act(a, ""); err != nil {
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
	for _, o := range t.hand.Legal() {
		if o.Kind == kind {
			out = append(out, o)
		}
	}
	return out
}

func (t *table) Help() []key.Binding {
	k := t.sh.Keys.Table
	switch {
	case t.leaving:
		stay := k.Stay
		stay.SetHelp("n/q", "stay")
		return []key.Binding{k.Leave, stay}
	case t.paused():
		cont := k.Close
		if !t.help {
			cont.SetHelp("enter", "continue")
		}
		if t.boxVP.TotalLineCount() > t.boxVP.VisibleLineCount() {
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
	if t.hand != nil && t.hand.ToAct() == t.user() {
		return []key.Binding{k.Hint, k.Explain, logKey, k.FullHelp}
	}
	return []key.Binding{k.Explain, k.Why, logKey, k.FullHelp}
}

// scrollLog moves the dealer's log on its keys. Scrolled to the newest
// line, it follows again.
func (t *table) scrollLog(msg tea.KeyPressMsg) bool {
	k, vp := t.sh.Keys.Table, &t.logVP
	if !key.Matches(msg, k.LogUp, k.LogDown, k.LogPageUp, k.LogPageDown, k.LogTop, k.LogEnd) {
		return false
	}
	t.View() // lay the log out as it is now: keys may come faster than frames
	switch {
	case key.Matches(msg, k.LogUp):
		vp.ScrollUp(1)
	case key.Matches(msg, k.LogDown):
		vp.ScrollDown(1)
	case key.Matches(msg, k.LogPageUp):
		vp.PageUp()
	case key.Matches(msg, k.LogPageDown):
		vp.PageDown()
	case key.Matches(msg, k.LogTop):
		vp.GotoTop()
	case key.Matches(msg, k.LogEnd):
		vp.GotoBottom()
	default:
		return false
	}
	t.follow = vp.AtBottom()
	return true
}

// keyGroups are the table's keys by when they work, for the ? box.
func (t *table) keyGroups() []keyGroup {
	k, g := t.sh.Keys.Table, t.sh.Keys.Global
	back := g.Back
	back.SetHelp("q", "leave (asks mid-hand)")
	return []keyGroup{
		{"Your turn", []key.Binding{k.Fold, k.Check, k.Call, k.BringIn, k.Complete, k.Bet, k.BetBig, k.Raise, k.RaiseBig, k.Hint}},
		{"Any time", []key.Binding{k.Explain, k.Why, k.Learn, k.FullHelp, back, g.Quit}},
		{"Between hands", []key.Binding{k.NextHand, k.Review, k.Rebuy}},
		{"Dealer's log", []key.Binding{k.LogUp, k.LogDown, k.LogPageUp, k.LogPageDown, k.LogTop, k.LogEnd}},
		{"A box", []key.Binding{k.Close, k.BoxScroll}},
	}
}

type keyGroup struct {
	title string
	keys  []key.Binding
}
