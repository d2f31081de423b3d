package tui

import (
	"errors"
	"fmt"
	"slices"
	"time"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/viewport"
	tea "charm.land/bubbletea/v2"

	"razz/bots"
	"razz/engine"
	"razz/engine/narrate"
	"razz/tui/store"
)

// TableOptions come from `razz play` flags.
type TableOptions struct {
	// Table: the user sits in the first seat; stacks are the buy-ins.
	Table engine.Table
	Bots  []bots.Bot // one for each seat after the user's
	// NewBot replaces a busted bot in a seat: a new bot and its name,
	// preferably not one of the names taken at the table.
	NewBot func(seat, hand int, taken []string) (bots.Bot, string)
	Seed   uint64
	Speed  time.Duration // the pause between bot actions; 0 for none
	Learn  bool          // explanations pop up as the rules apply
	// Coach: in learning mode the coach's advice opens by itself each
	// time the user must act (h asks for it any time).
	Coach bool
	// AutoDeal is the pause after a hand before the next is dealt by
	// itself (any key stops it); 0 waits for n.
	AutoDeal time.Duration
	// History is the file finished hands are appended to; "" for
	// history.jsonl in the data directory, "-" for none.
	History string
	// FirstHand is the number the session's first hand is saved under
	// (store.History.NextNumber), so that numbers continue across
	// sessions; 0 for 1. The deal stays keyed by the session's own count,
	// so a seed deals the same session whatever the history holds.
	FirstHand int
}

type botTurnMsg struct{ gen int }

// historySavedMsg reports a save: an error, or damage found in the
// history on the way and set aside (told once).
type historySavedMsg struct {
	err     error
	problem *store.Problem
	retry   bool // a save tried again before dealing
}

type narration struct {
	text   string
	reason string // a bot's reason, for "why?"
}

// table is the play screen: the user against bots, hand after hand.
type table struct {
	sh   *Shared
	o    TableOptions
	w, h int

	tab     engine.Table // stacks carry over from hand to hand
	bots    []bots.Bot   // by seat index; nil for the user
	play    *bots.Play   // the hand in play: asks the bots, takes the user's actions
	hand    *engine.Hand // play.Hand
	n       int          // hand number
	started bool
	gen     int  // bot turns of an older state are ignored
	told    int  // the hand's events told in the log so far
	ended   bool // the end of the hand was told and saved

	log       []narration
	handStart int // the first log line of this hand
	expl      []explanation
	boxes     int    // explanations made, for their ids
	help      bool   // the full key list is showing
	note      string // a one-line answer to the user's last key
	leaving   bool   // "Leave the table?" is asked

	// The dealer's log and the box scroll in viewports. The log follows
	// the newest line unless the user scrolled up.
	logVP, boxVP viewport.Model
	follow       bool
	logKey       [3]int // the log's length, width and theme its content was made for
	logLines     []string
	boxLines     []string
	boxKey       [3]int // the box id, width and theme its content was made for
	keyHelp      help.Model
	tw           int // the width of the table's column at the last draw
	buyIn        int
	bought       int         // chips bought in this session, first buy-in included
	coached      [2]int      // the decision the coach last opened by itself for
	saves        store.Saver // finished hands until saved
	unsaved      bool        // a save failed: no deal until they are saved
	reviewed     *reviewMsg  // the review of the last hand, made when it ended
}

func newTable(sh *Shared) Screen {
	o := sh.Opts.Table
	t := &table{sh: sh, o: o, tab: o.Table, logVP: viewport.New(), boxVP: viewport.New(), follow: true, keyHelp: help.New()}
	t.logKey[0], t.boxKey[0] = -1, -1
	t.tab.Players = slices.Clone(o.Table.Players) // stacks change; the buy-ins stay
	t.bots = append([]bots.Bot{nil}, o.Bots...)
	if len(t.tab.Players) > 0 {
		t.buyIn = t.tab.Players[0].Stack
		t.bought = t.buyIn
	}
	return t
}

func (t *table) Title() string {
	if t.n == 0 {
		return "Play"
	}
	return fmt.Sprintf("Play · hand %d · %s", t.number(), t.tab.Stakes)
}

func (t *table) SetSize(w, h int) { t.w, t.h = w, h }

// Init deals the first hand when razz opens on the table.
func (t *table) Init() tea.Cmd { return t.Enter() }

// Enter deals the first hand the first time the table opens, and a new
// one when the user left in the middle of a hand.
func (t *table) Enter() tea.Cmd {
	if (t.started && t.hand != nil) || len(t.tab.Players) < 2 {
		return nil
	}
	t.started = true
	return t.deal()
}

// BackCmd (q or esc) closes an open box first and lets play go on; in the
// middle of a hand it asks before leaving; otherwise the table is left.
func (t *table) BackCmd() (bool, tea.Cmd) {
	switch {
	case t.leaving: // q or esc again: stay
		t.leaving = false
		return true, nil
	case t.help:
		return true, t.closeHelp()
	case len(t.expl) > 0:
		return true, t.closeBox()
	case t.hand != nil && !t.hand.Done():
		t.leaving, t.note = true, ""
		return true, nil
	}
	return false, nil
}

// closeBox closes the box on top and moves the hand on: the bots wait
// while a box is open.
func (t *table) closeBox() tea.Cmd {
	t.expl = t.expl[1:]
	return t.next()
}

func (t *table) closeHelp() tea.Cmd {
	t.help = false
	return t.next()
}

// push queues an explanation.
func (t *table) push(e explanation) {
	t.boxes++
	e.id = t.boxes
	t.expl = append(t.expl, e)
}

// leave drops the hand in play (it is not saved: stacks go back to where
// they were before it) and goes to the menu; coming back deals a new hand.
func (t *table) leave() tea.Cmd {
	t.say(narration{text: fmt.Sprintf("You left hand %d; it was not saved.", t.n)})
	t.play, t.hand, t.expl, t.help, t.leaving = nil, nil, nil, false, false
	t.gen++ // a bot turn on its way is void
	t.sh.Goto(ScreenMenu)
	return nil
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
	var kept []explanation
	for _, e := range t.expl {
		if !e.auto {
			kept = append(kept, e)
		}
	}
	t.expl = kept
	return t.next()
}

func (t *table) user() int { return t.tab.Players[0].Seat }

func (t *table) userStack() int {
	if t.hand != nil {
		for _, c := range t.hand.Stacks() {
			if c.Seat == t.user() {
				return c.Amount
			}
		}
	}
	return t.tab.Players[0].Stack
}

// name is how the narration calls a seat: "You" or "Rita (Rock)".
func (t *table) name(seat int) string {
	for i, p := range t.tab.Players {
		if p.Seat == seat {
			if i == 0 {
				return "You"
			}
			if b := t.bots[i]; b != nil {
				return fmt.Sprintf("%s (%s)", p.Name, capitalize(b.Style()))
			}
			return p.Name
		}
	}
	return fmt.Sprintf("Seat %d", seat)
}

// deal starts the next hand: stacks carry over, busted bots are replaced.
func (t *table) deal() tea.Cmd {
	if t.hand != nil {
		for i, c := range t.hand.Stacks() {
			t.tab.Players[i].Stack = c.Amount
		}
	}
	t.n++
	for i := 1; i < len(t.tab.Players); i++ {
		if t.tab.Players[i].Stack == 0 && t.o.NewBot != nil {
			var taken []string
			for _, p := range t.tab.Players {
				taken = append(taken, p.Name)
			}
			b, name := t.o.NewBot(t.tab.Players[i].Seat, t.n, taken)
			t.bots[i] = b
			t.tab.Players[i].Name = t.freeName(name, i)
			t.tab.Players[i].Stack = t.o.Table.Players[i].Stack
			t.say(narration{text: fmt.Sprintf("%s takes seat %d with %d chips.", t.name(t.tab.Players[i].Seat), t.tab.Players[i].Seat, t.tab.Players[i].Stack)})
		}
	}
	p, err := bots.NewPlay(t.tab, t.bots, t.o.Seed, t.n)
	if err != nil {
		t.note = "cannot deal: " + err.Error()
		return nil
	}
	p.KeepReasons = true
	t.play, t.hand, t.told, t.ended = p, p.Hand, 0, false
	t.gen++
	t.handStart = len(t.log)
	return t.next()
}

// freeName is name, or name with a number when another seat has it.
func (t *table) freeName(name string, seat int) string {
	taken := func(n string) bool {
		for i, p := range t.tab.Players {
			if i != seat && p.Name == n {
				return true
			}
		}
		return false
	}
	out := name
	for k := 2; taken(out); k++ {
		out = fmt.Sprintf("%s %d", name, k)
	}
	return out
}

// say adds a line to the log.
func (t *table) say(n narration) { t.log = append(t.log, n) }

// narrator tells this hand: the user is "You", the bots by name and
// style, cards in the theme's names, the bots' reasons beside their actions.
func (t *table) narrator() *narrate.Narrator {
	return &narrate.Narrator{Viewer: t.user(), Name: t.name, Card: t.sh.Theme.CardName, Hand: t.number(),
		Reasons: bots.ReasonsByEvent(t.play.Reasons)}
}

// tell says in the log what happened since it last told the hand, one
// event at a time, and opens the boxes learning mode has for them: who
// brings in, who acts first on a new street (not once the user folded).
// It reports whether a box opened: play waits for it.
func (t *table) tell() bool {
	story := t.hand.Story()
	nr := t.narrator()
	for t.told < len(story.Events) {
		i := t.told
		t.told++
		for _, l := range nr.DealerFrom(&story, i, i+1) {
			t.say(narration{text: l.Text, reason: l.Reason})
		}
		if e := &story.Events[i]; t.o.Learn {
			switch {
			case e.Kind == engine.EventBringIn:
				t.push(t.auto(t.bringInExplanation(t.streetLimits(3))))
				return true
			case e.Kind == engine.EventStreet && e.Street > 3 && e.Seat != 0 && !t.hand.Done() && !t.userOut():
				t.push(t.auto(t.firstExplanation(e.Street, t.streetLimits(e.Street))))
				return true
			}
		}
	}
	return false
}

// next moves the hand on: bots act (at once with no pause, else one a
// tick), the user is waited for, or the hand's end is told and saved.
// Bots are pure deciders, so acting in Update does no I/O.
func (t *table) next() tea.Cmd {
	for {
		h := t.hand
		if h == nil || t.paused() {
			return nil
		}
		if t.tell() {
			return nil
		}
		if h.Done() {
			return t.finish()
		}
		if h.ToAct() == t.user() {
			if t.o.Learn && t.o.Coach && t.coached != t.step() {
				t.coached = t.step() // once a decision: closing the box lets the user act
				return t.hintCmd(true)
			}
			return nil
		}
		if t.o.Speed > 0 && !t.userOut() { // once the user is out, the hand plays through
			t.gen++
			gen := t.gen
			return tea.Tick(t.o.Speed, func(time.Time) tea.Msg { return botTurnMsg{gen} })
		}
		t.botAct()
	}
}

// finish queues the showdown explanation, says what the user may do next
// and appends the hand to the history file.
func (t *table) finish() tea.Cmd {
	h := t.hand
	if t.ended {
		return nil
	}
	t.ended = true // the end itself was told with the hand's last events
	sd := h.Showdown()
	if sd != nil && t.o.Learn {
		t.push(t.auto(t.showdownExplanation()))
	}
	if t.userStack() > 0 { // out of chips is told once, by the action bar
		t.say(narration{text: t.sh.Keys.Table.NextHand.Help().Key + " deals the next hand."})
	}
	return tea.Batch(t.saveHand(), t.reviewCmd(true))
}

// saveHand appends the finished hand to the history, in a command.
func (t *table) saveHand() tea.Cmd {
	path := t.o.History
	if path == "-" {
		return nil
	}
	// The store numbers the hand (want, unless another razz saved hands
	// meanwhile); the hand is finished, so reading it in a command is
	// safe. Kept here, in order, it is saved with the next flush should
	// this one fail.
	h, seed := t.hand, t.o.Seed
	var ended time.Time
	t.saves.Keep(t.number(), func(number int, b []byte) []byte {
		if ended.IsZero() {
			ended = time.Now()
		}
		return h.AppendLog(b, engine.LogMeta{Seed: seed, Hand: number, Time: ended})
	})
	return t.flushSaves(false)
}

// flushSaves saves the finished hands not saved yet, in a command.
func (t *table) flushSaves(retry bool) tea.Cmd {
	path := t.o.History
	return t.sh.saving(func() tea.Msg {
		hist := store.OpenHistory(path)
		if path == "" {
			var err error
			if hist, err = t.sh.history(); err != nil {
				return historySavedMsg{err: err, retry: retry}
			}
		}
		problem, err := t.saves.Flush(hist)
		return historySavedMsg{err, problem, retry}
	})
}

// holdDeal: no hand is dealt while a finished one is not saved (a full
// disk), so that none is lost and no number skipped; the key that would
// deal tries the save again.
func (t *table) holdDeal() (tea.Cmd, bool) {
	if !t.unsaved || t.saves.Pending() == 0 {
		return nil, false
	}
	t.note = "Saving again; " + t.sh.Keys.Table.NextHand.Help().Key + " deals once the hand is saved."
	return t.flushSaves(true), true
}

// userOut: the user folded this hand.
func (t *table) userOut() bool {
	for _, a := range t.hand.Actions() {
		if a.Seat == t.user() && a.Kind == engine.Fold {
			return true
		}
	}
	return false
}

// streetLimits are the limits a street began with.
func (t *table) streetLimits(street int) engine.Limits {
	for _, l := range t.hand.StreetLimits() {
		if l.Street == street {
			return l
		}
	}
	return t.hand.Limits()
}

// paused: the bots wait while a box is open.
func (t *table) paused() bool { return t.help || len(t.expl) > 0 }

// auto marks a box opened by learning mode.
func (t *table) auto(e explanation) explanation { e.auto = true; return e }

// number is the hand's number in the history (see TableOptions.FirstHand).
func (t *table) number() int { return max(t.o.FirstHand, 1) + t.n - 1 }

func (t *table) over() bool { return t.hand != nil && t.hand.Done() }

// Update handles the table's keys and the bots' turns.
func (t *table) Update(msg tea.Msg) (Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case botTurnMsg:
		if msg.gen != t.gen || t.hand == nil || t.hand.Done() || t.paused() || t.hand.ToAct() == t.user() {
			return t, nil
		}
		t.botAct()
		return t, t.next()
	case coachMsg, reviewMsg:
		return t, t.coachUpdate(msg)
	case historySavedMsg:
		t.unsaved = t.saves.Pending() > 0
		switch {
		case msg.err != nil && t.unsaved:
			what := "Hand"
			if n := t.saves.Pending(); n > 1 {
				what = fmt.Sprintf("%d hands", n)
			}
			t.note = fmt.Sprintf("%s not saved: %s. %s tries again.", what, oneLine(msg.err.Error()), t.sh.Keys.Table.NextHand.Help().Key)
		case msg.err != nil:
			t.note = "hand not saved: " + oneLine(msg.err.Error())
		case msg.problem != nil:
			t.note = msg.problem.String()
		case msg.retry:
			t.note = "Saved. " + t.sh.Keys.Table.NextHand.Help().Key + " deals the next hand."
		}
		return t, nil
	case tea.KeyPressMsg:
		return t, t.key(msg)
	}
	return t, nil
}

// botAct lets the bot to act decide and applies its action; the next
// tell narrates it.
func (t *table) botAct() {
	seat := t.hand.ToAct()
	if d, err := t.play.Step(); err != nil {
		// A bot must never act illegally (a fuzz test checks it); should one,
		// it takes the first legal action, which Apply always accepts.
		t.note = fmt.Sprintf("%s tried %v: %v", t.name(seat), d.Action.Kind, errors.Unwrap(err))
		_ = t.play.Act(t.hand.Legal()[0].Action(), d.Reason)
	}
}

func (t *table) index(seat int) int {
	for i, p := range t.tab.Players {
		if p.Seat == seat {
			return i
		}
	}
	return -1
}
