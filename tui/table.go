package tui

import (
	"fmt"
	"slices"
	"time"

	"charm.land/bubbles/v2/viewport"
	tea "charm.land/bubbletea/v2"

	"razz/bots"
	"razz/bots/record"
	"razz/bots/review"
	"razz/bots/session"
	"razz/engine"
	"razz/engine/narrate"
	"razz/tui/screen"
	"razz/tui/store"
)

// The table screen draws a bots/session.Session and turns keys into its
// calls: the session deals, carries stacks, rebuys, replaces bots and
// numbers the hands; the screen tells the hand in the dealer's log, opens
// the rules' boxes, saves each hand (in a command) and asks the bots for
// their decisions in commands, off the update path.

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
	// Review reviews each finished hand for the user (the mistakes kept,
	// the v box); nil is the coach's review (review.Review).
	Review func(r record.Record, seat int) (review.Hand, error)
	// FirstHand is the number the session's first hand is saved under
	// (store.History.NextNumber), so that numbers continue across
	// sessions; 0 for 1. The deal stays keyed by the session's own count,
	// so a seed deals the same session whatever the history holds.
	FirstHand int
}

// botTurnMsg: the pause before a bot's action is over.
type botTurnMsg struct{ gen int }

// botDecidedMsg is a bot's decision, made in a command.
type botDecidedMsg struct {
	turn     session.Turn
	decision bots.Decision
}

// historySavedMsg reports a save: the hands saved with their numbers, an
// error, or damage found in the history on the way and set aside (told
// once).
type historySavedMsg struct {
	saved   []store.Numbered
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
	ctx  screen.Context
	o    TableOptions
	w, h int

	sess    *session.Session
	started bool
	gen     int               // bot turns of an older state are ignored
	told    int               // the hand's events told in the log so far
	ended   bool              // the end of the hand was told
	typed   []tea.KeyPressMsg // keys pressed while a bot decides, in order
	cmds    []tea.Cmd         // what the session's observers asked for
	sends   []tea.Msg         // what the table asks of the app, for Update to return

	log  dealerLog // the dealer's log, in its viewport
	box  boxPane   // the box shown, in its viewport
	ov   overlays
	note string // a one-line answer to the user's last key

	coached [2]int // the decision the coach last opened by itself for
	// watchCoached is the decision the coach last told the watchers of
	// (razz serve).
	watchCoached [2]int
	hist         historyWriter
	waiting      []int      // the ended hands (by the number they ended with) whose reviews wait for their saves
	reviewed     *reviewMsg // the review of the last hand, made when it ended
	// autoDealing: the next hand deals itself after TableOptions.AutoDeal
	// unless a key is pressed first; autoGen tells old countdowns apart.
	autoDealing bool
	autoGen     int
}

// autoDealMsg: the pause before the next hand is over.
type autoDealMsg struct{ gen int }

// autoDeal starts the countdown to the next hand, when auto-deal is on
// and a hand can be dealt (the user has chips).
func (t *table) autoDeal() tea.Cmd {
	if t.o.AutoDeal <= 0 || t.userStack() == 0 {
		return nil
	}
	t.autoDealing = true
	t.autoGen++
	gen := t.autoGen
	t.note = "" // the action bar tells the countdown
	return tea.Tick(t.o.AutoDeal, func(time.Time) tea.Msg { return autoDealMsg{gen} })
}

// newTable is the table of o, playing as p says (learning mode, the
// coach, the speed, auto-deal).
func newTable(ctx screen.Context, o TableOptions, p screen.Prefs) *table {
	o.Learn, o.Coach, o.Speed, o.AutoDeal = p.Learn, p.Coach, p.Speed, p.AutoDeal
	t := &table{ctx: ctx, o: o, log: newDealerLog(), box: boxPane{vp: viewport.New()}, hist: historyWriter{ctx: ctx, path: o.History, run: store.NewRun()}}
	t.sess = session.New(session.Options{Table: o.Table, Bots: append([]bots.Bot{nil}, o.Bots...),
		NewBot: o.NewBot, Seed: o.Seed, FirstHand: o.FirstHand, Review: o.Review})
	t.sess.Observe(t.observe)
	return t
}

// observe is the table's part in the session: the narrator's feed, the
// history writer and the mistakes recorder.
func (t *table) observe(e session.Event) {
	switch e := e.(type) {
	case session.SeatTaken:
		t.log.say(narration{text: fmt.Sprintf("%s takes seat %d with %d chips.", t.name(e.Seat), e.Seat, e.Stack)})
	case session.BoughtIn:
		t.log.say(narration{text: fmt.Sprintf("You buy in for %d.", e.Amount)})
	case session.Refused:
		t.note = fmt.Sprintf("%s tried %v: %v", t.name(e.Seat), e.Action.Kind, e.Err)
	case session.Dealt:
		t.told, t.ended = 0, false
		t.log.newHand()
		t.gen++
	case session.Ended:
		t.cmds = append(t.cmds, t.hist.keep(e))
	case session.Reviewed:
		t.cmds = append(t.cmds, t.keepMistakes(e))
	}
}

// takeCmds hands over what the observers asked for.
func (t *table) takeCmds() tea.Cmd {
	cmds := t.cmds
	t.cmds = nil
	return tea.Batch(cmds...)
}

func (t *table) Title() string {
	if t.sess.Dealt() == 0 {
		return "Play"
	}
	return fmt.Sprintf("Play · hand %d · %s", t.sess.Number(), t.sess.Table().Stakes)
}

func (t *table) SetSize(w, h int) {
	t.w, t.h = w, h
	t.layOut()
}

// Init deals the first hand when razz opens on the table.
func (t *table) Init() tea.Cmd { return t.Enter() }

// Enter deals the first hand the first time the table opens, and a new
// one when the user left in the middle of a hand.
func (t *table) Enter() tea.Cmd {
	if (t.started && t.hand() != nil) || len(t.o.Table.Players) < 2 {
		return nil
	}
	t.started = true
	cmd := tea.Batch(t.deal(), t.takeCmds(), t.watchCoach())
	t.layOut()
	return cmd
}

// hand is the session's hand in play, nil before the first and after
// leaving one.
func (t *table) hand() *engine.Hand { return t.sess.Hand() }

// leave drops the hand in play (it is not saved: stacks go back to where
// they were before it) and goes to the menu; coming back deals a new hand.
func (t *table) leave() tea.Cmd {
	t.log.say(narration{text: fmt.Sprintf("You left hand %d; it was not saved.", t.sess.Number())})
	t.sess.Leave()
	t.ov = overlays{made: t.ov.made}
	t.typed = nil
	t.gen++ // a bot turn on its way is void
	t.sends = append(t.sends, screen.Open{To: ScreenMenu})
	return nil
}

func (t *table) user() int { return t.o.Table.Players[0].Seat }

func (t *table) userStack() int { return t.sess.Stack(t.user()) }

// name is how the narration calls a seat: "You" or "Rita (Rock)".
func (t *table) name(seat int) string {
	if seat == t.user() {
		return "You"
	}
	for _, p := range t.sess.Table().Players {
		if p.Seat == seat {
			if b := t.sess.Bot(seat); b != nil {
				return fmt.Sprintf("%s (%s)", p.Name, capitalize(b.Style()))
			}
			return p.Name
		}
	}
	return fmt.Sprintf("Seat %d", seat)
}

// deal starts the next hand: the session carries the stacks and replaces
// busted bots.
func (t *table) deal() tea.Cmd {
	if err := t.sess.Deal(); err != nil {
		t.note = "cannot deal: " + err.Error()
		return nil
	}
	return t.next()
}

// narrator tells this hand: the user is "You", the bots by name and
// style, cards in the theme's names, the bots' reasons beside their actions.
func (t *table) narrator() *narrate.Narrator {
	return &narrate.Narrator{Viewer: t.user(), Name: t.name, Card: t.ctx.Theme().CardName, Hand: t.sess.Number(),
		Reasons: bots.ReasonsByEvent(t.sess.Play().Reasons)}
}

// tell says in the log what happened since it last told the hand, one
// event at a time, and opens the boxes learning mode has for them: who
// brings in, who acts first on a new street (not once the user folded).
// It reports whether a box opened: play waits for it.
func (t *table) tell() bool {
	h := t.hand()
	story := h.Story()
	nr := t.narrator()
	for t.told < len(story.Events) {
		i := t.told
		t.told++
		for _, l := range nr.DealerFrom(&story, i, i+1) {
			t.log.say(narration{text: l.Text, reason: l.Reason})
		}
		if e := &story.Events[i]; t.o.Learn {
			switch {
			case e.Kind == engine.EventBringIn:
				t.ov.push(auto(t.ruleBox(3, limitsBegun(h, 3))))
				return true
			case e.Kind == engine.EventStreet && e.Street > 3 && e.Seat != 0 && !h.Done() && !folded(h, t.user()):
				t.ov.push(auto(t.ruleBox(e.Street, limitsBegun(h, e.Street))))
				return true
			}
		}
	}
	return false
}

// next moves the hand on: a bot is asked for its decision (at once with
// no pause, else after a tick), the user is waited for, or the hand's end
// is told.
func (t *table) next() tea.Cmd {
	h := t.hand()
	if h == nil || t.paused() || t.sess.Waiting() {
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
	if t.o.Speed > 0 && !folded(h, t.user()) { // once the user is out, the hand plays through
		t.gen++
		gen := t.gen
		return tea.Tick(t.o.Speed, func(time.Time) tea.Msg { return botTurnMsg{gen} })
	}
	return t.botTurn()
}

// botTurn asks the bot to act for its decision, in a command: a bot may
// think for a while, and the screen goes on drawing meanwhile.
func (t *table) botTurn() tea.Cmd {
	turn, ok := t.sess.BotTurn()
	if !ok {
		return nil
	}
	return func() tea.Msg { return botDecidedMsg{turn, turn.Decide()} }
}

// finish queues the showdown explanation and says what the user may do
// next (the session's Ended had the hand saved).
func (t *table) finish() tea.Cmd {
	if t.ended {
		return nil
	}
	t.ended = true // the end itself was told with the hand's last events
	if t.hand().Showdown() != nil && t.o.Learn {
		t.ov.push(auto(t.ruleBox(0, engine.Limits{})))
	}
	if t.userStack() > 0 { // out of chips is told once, by the action bar
		t.log.say(narration{text: t.ctx.Keys().Table.NextHand.Help().Key + " deals the next hand."})
	}
	if t.o.History == "-" { // no save to wait for: the number stands
		return tea.Batch(t.reviewCmd(true), t.autoDeal())
	}
	t.waiting = append(t.waiting, t.sess.Number())
	return t.autoDeal()
}

// saved takes the history's numbers for the hands saved (the one shown and
// reviewed from now on), then reviews the hand that waited for its save,
// and says what went wrong.
func (t *table) saved(msg historySavedMsg) tea.Cmd {
	var cmds []tea.Cmd
	for _, s := range msg.saved {
		t.sess.Saved(s.Want, s.Number)
		if i := slices.Index(t.waiting, s.Want); i >= 0 {
			t.waiting = slices.Delete(t.waiting, i, i+1)
			cmds = append(cmds, t.autoReview(s.Number))
		}
	}
	if msg.err != nil { // reviewed under the numbers they ended with
		for _, n := range t.waiting {
			cmds = append(cmds, t.autoReview(n))
		}
		t.waiting = nil
	}
	cmd := tea.Batch(cmds...)
	t.hist.unsaved = t.hist.saves.Pending() > 0
	switch {
	case msg.err != nil && t.hist.unsaved:
		what := "Hand"
		if n := t.hist.saves.Pending(); n > 1 {
			what = fmt.Sprintf("%d hands", n)
		}
		t.note = fmt.Sprintf("%s not saved: %s. %s tries again.", what, oneLine(msg.err.Error()), t.ctx.Keys().Table.NextHand.Help().Key)
	case msg.err != nil:
		t.note = "hand not saved: " + oneLine(msg.err.Error())
	case msg.problem != nil:
		t.note = msg.problem.String()
	case msg.retry:
		t.note = "Saved. " + t.ctx.Keys().Table.NextHand.Help().Key + " deals the next hand."
	}
	return cmd
}

// holdDeal: no hand is dealt while a finished one is not saved (a full
// disk), so that none is lost and no number skipped; the key that would
// deal tries the save again.
func (t *table) holdDeal() (tea.Cmd, bool) {
	if !t.hist.held() {
		return nil, false
	}
	t.note = "Saving again; " + t.ctx.Keys().Table.NextHand.Help().Key + " deals once the hand is saved."
	return t.hist.flush(true), true
}

// folded: seat folded hand h.
func folded(h *engine.Hand, seat int) bool {
	for _, a := range h.Actions() {
		if a.Seat == seat && a.Kind == engine.Fold {
			return true
		}
	}
	return false
}

// paused: the bots wait while a box is open.
func (t *table) paused() bool { return t.ov.boxOpen() }

// auto marks a box opened by learning mode.
func auto(e explanation) explanation { e.auto = true; return e }

func (t *table) over() bool { return t.sess.Over() }

// Update handles the table's keys, the bots' decisions and the saves.
func (t *table) Update(msg tea.Msg) (tea.Cmd, []tea.Msg) {
	cmd := t.update(msg)
	cmd = tea.Batch(cmd, t.takeCmds(), t.watchCoach())
	t.layOut()
	sends := t.sends
	t.sends = nil
	return cmd, sends
}

func (t *table) update(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case botTurnMsg:
		if h := t.hand(); msg.gen != t.gen || h == nil || h.Done() || t.paused() || h.ToAct() == t.user() {
			return nil
		}
		return t.botTurn()
	case botDecidedMsg:
		if !t.sess.Answer(msg.turn, msg.decision) {
			return nil // the hand was left meanwhile
		}
		return tea.Batch(t.next(), t.typeAhead())
	case coachMsg, reviewMsg:
		return t.coachUpdate(msg)
	case historySavedMsg:
		return t.saved(msg)
	case screen.WatchNote:
		t.watchNote(msg.Line)
		return nil
	case autoDealMsg:
		switch {
		case msg.gen != t.autoGen || !t.autoDealing || !t.over():
			return nil
		case t.paused(): // a box is being read: the hand waits for it
			gen := msg.gen
			return tea.Tick(t.o.AutoDeal, func(time.Time) tea.Msg { return autoDealMsg{gen} })
		}
		t.autoDealing = false
		if cmd, held := t.holdDeal(); held {
			return cmd
		}
		t.note = ""
		return t.deal()
	case tea.KeyPressMsg:
		if t.sess.Waiting() { // the key is for the table as the bot leaves it
			t.typed = append(t.typed, msg)
			return nil
		}
		return t.key(msg)
	}
	return nil
}

// typeAhead plays the keys pressed while a bot decided, until the next
// bot's turn.
func (t *table) typeAhead() tea.Cmd {
	var cmds []tea.Cmd
	for len(t.typed) > 0 && !t.sess.Waiting() {
		k := t.typed[0]
		t.typed = t.typed[1:]
		cmds = append(cmds, t.key(k))
	}
	return tea.Batch(cmds...)
}
