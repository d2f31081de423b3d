// Package table is the table screen: the user against rule-based bots,
// hand after hand, every rule explained as it applies. It draws a
// bots/session.Session and turns keys into its calls; it tells the hand
// in the dealer's log, opens the rules' boxes and the coach's, saves each
// hand (in a command) and asks the bots for their decisions in commands,
// off the update path. The warm-up plays its hands at one (the methods
// below Table's screen ones). It imports tui/screen, tui/widget, the
// theme, the key map, tui/store, tui/mistakes (the mistakes recorder),
// tui/recap/kept (the coach's review of each hand, kept for the day recap
// and Stats), bots and engine.
package table

import (
	"context"
	"fmt"
	"slices"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"razz/bots"
	"razz/bots/record"
	"razz/bots/review"
	"razz/bots/session"
	"razz/engine"
	"razz/engine/narrate"
	"razz/tui/keys"
	"razz/tui/screen"
	"razz/tui/store"
	"razz/tui/widget"
)

// Options come from `razz play` flags.
type Options struct {
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
	// the v box), told by ctx to stop (the user's Lifetime); nil is the
	// coach's review (review.ReviewContext).
	Review func(ctx context.Context, r record.Record, seat int) (review.Hand, error)
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
	text string
}

// Table is the play screen: the user against bots, hand after hand. It is
// made of parts, each with its own state and file: the play of the hands
// against the session (play.go), the coach and the rules' boxes
// (coach.go), a frame drawn from the hand (view.go), the dealer's log
// (log.go), the boxes over the table (box.go) and the saves (save.go);
// Table itself takes the keys and the messages and answers the app.
type Table struct {
	ctx  screen.Context
	o    Options
	w, h int

	p     play
	coach coach
	log   dealerLog // the dealer's log, in its viewport
	ov    boxes     // what covers the table: boxes, the key list, a question
	note  string    // a one-line answer to the user's last key
	hist  historyWriter
}

// play is the hands' play against the session: dealing, telling each
// event in the log, the bots' turns, the end of a hand and its save.
type play struct {
	t       *Table
	sess    *session.Session
	started bool
	gen     int               // bot turns of an older state are ignored
	told    int               // the hand's events told in the log so far
	ended   bool              // the end of the hand was told
	typed   []tea.KeyPressMsg // keys pressed while a bot decides, in order
	cmds    []tea.Cmd         // what the session's observers asked for
	sends   []tea.Msg         // what the table asks of the app, for Update to return
	waiting []int             // the ended hands (by the number they ended with) whose reviews wait for their saves
	// autoDealing: the next hand deals itself after Options.AutoDeal
	// unless a key is pressed first; autoGen tells old countdowns apart.
	autoDealing bool
	autoGen     int
}

// coach is the coach at the table (h, v, learning mode's own boxes, the
// watchers' line) and the rules' boxes (e, w, the ones learning mode opens).
type coach struct {
	t       *Table
	coached [2]int // the decision the coach last opened by itself for
	// watchCoached is the decision the coach last told the watchers of
	// (razz serve).
	watchCoached [2]int
	reviewed     *reviewMsg // the review of the last hand, made when it ended
	advice       int        // the id of the last advice box opened
}

// autoDealMsg: the pause before the next hand is over.
type autoDealMsg struct{ gen int }

// autoDeal starts the countdown to the next hand, when auto-deal is on
// and a hand can be dealt (the user has chips).
func (p *play) autoDeal() tea.Cmd {
	if p.t.o.AutoDeal <= 0 || p.userStack() == 0 {
		return nil
	}
	p.autoDealing = true
	p.autoGen++
	gen := p.autoGen
	p.t.note = "" // the action bar tells the countdown
	return tea.Tick(p.t.o.AutoDeal, func(time.Time) tea.Msg { return autoDealMsg{gen} })
}

// New is the table of o, playing as p says (learning mode, the coach, the
// speed, auto-deal).
func New(ctx screen.Context, o Options, p screen.Prefs) *Table {
	o.Learn, o.Coach, o.Speed, o.AutoDeal = p.Learn, p.Coach, p.Speed, p.AutoDeal
	t := &Table{ctx: ctx, o: o, log: newDealerLog(), ov: boxes{pane: widget.NewBoxPane()}, hist: historyWriter{ctx: ctx, path: o.History, run: store.NewRun()}}
	t.p = play{t: t, sess: session.New(session.Options{Table: o.Table, Bots: append([]bots.Bot{nil}, o.Bots...),
		NewBot: o.NewBot, Seed: o.Seed, FirstHand: o.FirstHand, Review: o.Review, Context: ctx.Lifetime()})}
	t.coach = coach{t: t}
	t.p.sess.Observe(t.p.observe)
	return t
}

// observe is the table's part in the session: the narrator's feed, the
// history writer and the mistakes recorder.
func (p *play) observe(e session.Event) {
	switch e := e.(type) {
	case session.SeatTaken:
		p.t.log.say(narration{text: fmt.Sprintf("%s takes seat %d with %d chips.", p.name(e.Seat), e.Seat, e.Stack)})
	case session.BoughtIn:
		p.t.log.say(narration{text: fmt.Sprintf("You buy in for %d.", e.Amount)})
	case session.Refused:
		p.t.note = fmt.Sprintf("%s tried %v: %v", p.name(e.Seat), e.Action.Kind, e.Err)
	case session.Dealt:
		p.told, p.ended = 0, false
		p.t.log.newHand()
		p.gen++
	case session.Ended:
		p.cmds = append(p.cmds, p.t.hist.keep(e))
	case session.Reviewed:
		p.cmds = append(p.cmds, p.t.coach.keepMistakes(e))
	}
}

// takeCmds hands over what the observers asked for.
func (p *play) takeCmds() tea.Cmd {
	cmds := p.cmds
	p.cmds = nil
	return tea.Batch(cmds...)
}

func (t *Table) Title() string {
	if t.p.sess.Dealt() == 0 {
		return "Play"
	}
	return fmt.Sprintf("Play · hand %d · %s", t.p.sess.Number(), t.p.sess.Table().Stakes)
}

func (t *Table) SetSize(w, h int) {
	t.w, t.h = w, h
	t.layOut()
}

// Init deals the first hand when razz opens on the table.
func (t *Table) Init() tea.Cmd { return t.Enter() }

// Enter deals the first hand the first time the table opens, and a new
// one when the user left in the middle of a hand.
func (t *Table) Enter() tea.Cmd {
	if (t.p.started && t.p.hand() != nil) || len(t.o.Table.Players) < 2 {
		return nil
	}
	t.p.started = true
	cmd := tea.Batch(t.p.deal(), t.p.takeCmds(), t.coach.watch())
	t.layOut()
	return cmd
}

// hand is the session's hand in play, nil before the first and after
// leaving one.
func (p *play) hand() *engine.Hand { return p.sess.Hand() }

// leave drops the hand in play (it is not saved: stacks go back to where
// they were before it) and goes to the menu; coming back deals a new hand.
func (p *play) leave() tea.Cmd {
	p.t.log.say(narration{text: fmt.Sprintf("You left hand %d; it was not saved.", p.sess.Number())})
	p.sess.Leave()
	p.t.ov.Clear() // the boxes' ids go on: a new box scrolls from its top
	p.typed = nil
	p.gen++ // a bot turn on its way is void
	p.sends = append(p.sends, screen.Open{To: screen.Menu})
	return nil
}

func (p *play) user() int { return p.t.o.Table.Players[0].Seat }

func (p *play) userStack() int { return p.sess.Stack(p.user()) }

// name is how the narration calls a seat: "You" or "Rita (Rock)".
func (p *play) name(seat int) string {
	if seat == p.user() {
		return "You"
	}
	for _, pl := range p.sess.Table().Players {
		if pl.Seat == seat {
			if b := p.sess.Bot(seat); b != nil {
				return fmt.Sprintf("%s (%s)", pl.Name, narrate.Capitalize(b.Style()))
			}
			return pl.Name
		}
	}
	return fmt.Sprintf("Seat %d", seat)
}

// deal starts the next hand: the session carries the stacks and replaces
// busted bots.
func (p *play) deal() tea.Cmd {
	if err := p.sess.Deal(); err != nil {
		p.t.note = "cannot deal: " + err.Error()
		return nil
	}
	return p.next()
}

// narrator tells this hand: the user is "You", the bots by name and
// style, cards in the theme's names, the bots' reasons beside their actions.
func (p *play) narrator() *narrate.Narrator {
	return &narrate.Narrator{Viewer: p.user(), Name: p.name, Card: p.t.ctx.Theme().CardName, Hand: p.sess.Number(),
		Reasons: bots.ReasonsByEvent(p.sess.Play().Reasons), Told: bots.ToldByEvent(p.sess.Play().Reasons)}
}

// tell says in the log what happened since it last told the hand, one
// event at a time, and opens the boxes learning mode has for them: who
// brings in, who acts first on a new street (not once the user folded).
// It reports whether a box opened: play waits for it.
func (p *play) tell() bool {
	h := p.hand()
	story := h.Story()
	nr := p.narrator()
	for p.told < len(story.Events) {
		i := p.told
		p.told++
		for _, l := range nr.DealerFrom(&story, i, i+1) {
			p.t.log.say(narration{text: l.Text})
		}
		if e := &story.Events[i]; p.t.o.Learn {
			switch {
			case e.Kind == engine.EventBringIn:
				p.t.ov.Push(auto(p.t.coach.ruleBox(3, limitsBegun(h, 3))))
				return true
			case e.Kind == engine.EventStreet && e.Street > 3 && e.Seat != 0 && !h.Done() && !folded(h, p.user()):
				p.t.ov.Push(auto(p.t.coach.ruleBox(e.Street, limitsBegun(h, e.Street))))
				return true
			}
		}
	}
	return false
}

// next moves the hand on: a bot is asked for its decision (at once with
// no pause, else after a tick), the user is waited for, or the hand's end
// is told.
func (p *play) next() tea.Cmd {
	h := p.hand()
	if h == nil || p.paused() || p.sess.Waiting() {
		return nil
	}
	if p.tell() {
		return nil
	}
	if h.Done() {
		return p.finish()
	}
	if h.ToAct() == p.user() {
		if p.t.o.Learn && p.t.o.Coach && p.t.coach.coached != p.step() {
			p.t.coach.coached = p.step() // once a decision: closing the box lets the user act
			return p.t.coach.hint(true)
		}
		return nil
	}
	if p.t.o.Speed > 0 && !folded(h, p.user()) { // once the user is out, the hand plays through
		p.gen++
		gen := p.gen
		return tea.Tick(p.t.o.Speed, func(time.Time) tea.Msg { return botTurnMsg{gen} })
	}
	return p.botTurn()
}

// botTurn asks the bot to act for its decision, in a command: a bot may
// think for a while, and the screen goes on drawing meanwhile.
func (p *play) botTurn() tea.Cmd {
	turn, ok := p.sess.BotTurn()
	if !ok {
		return nil
	}
	return func() tea.Msg { return botDecidedMsg{turn, turn.Decide()} }
}

// finish queues the showdown explanation and says what the user may do
// next (the session's Ended had the hand saved).
func (p *play) finish() tea.Cmd {
	if p.ended {
		return nil
	}
	p.ended = true // the end itself was told with the hand's last events
	if p.hand().Showdown() != nil && p.t.o.Learn {
		p.t.ov.Push(auto(p.t.coach.ruleBox(0, engine.Limits{})))
	}
	if p.userStack() > 0 { // out of chips is told once, by the action bar
		p.t.log.say(narration{text: p.t.ctx.Keys().Table.NextHand.Help().Key + " deals the next hand."})
	}
	if p.t.o.History == "-" { // no save to wait for: the number stands
		return tea.Batch(p.t.coach.review(true), p.autoDeal())
	}
	p.waiting = append(p.waiting, p.sess.Number())
	return p.autoDeal()
}

// saved takes the history's numbers for the hands saved (the one shown and
// reviewed from now on), then reviews the hand that waited for its save,
// and says what went wrong.
func (p *play) saved(msg historySavedMsg) tea.Cmd {
	var cmds []tea.Cmd
	for _, s := range msg.saved {
		p.sess.Saved(s.Want, s.Number)
		if i := slices.Index(p.waiting, s.Want); i >= 0 {
			p.waiting = slices.Delete(p.waiting, i, i+1)
			cmds = append(cmds, p.t.coach.autoReview(s.Number, p.t.hist.reviewKey(s)))
		} else {
			delete(p.t.hist.lines, s.Want)
		}
	}
	if msg.err != nil { // reviewed under the numbers they ended with
		for _, n := range p.waiting {
			cmds = append(cmds, p.t.coach.autoReview(n, ""))
		}
		p.waiting = nil
	}
	cmd := tea.Batch(cmds...)
	p.t.hist.unsaved = p.t.hist.saves.Pending() > 0
	switch {
	case msg.err != nil && p.t.hist.unsaved:
		what := "Hand"
		if n := p.t.hist.saves.Pending(); n > 1 {
			what = fmt.Sprintf("%d hands", n)
		}
		p.t.note = fmt.Sprintf("%s not saved: %s. %s tries again.", what, widget.OneLine(msg.err.Error()), p.t.ctx.Keys().Table.NextHand.Help().Key)
	case msg.err != nil:
		p.t.note = "hand not saved: " + widget.OneLine(msg.err.Error())
	case msg.problem != nil:
		p.t.note = msg.problem.String()
	case msg.retry:
		p.t.note = "Saved. " + p.t.ctx.Keys().Table.NextHand.Help().Key + " deals the next hand."
	}
	return cmd
}

// holdDeal: no hand is dealt while a finished one is not saved (a full
// disk), so that none is lost and no number skipped; the key that would
// deal tries the save again.
func (p *play) holdDeal() (tea.Cmd, bool) {
	if !p.t.hist.held() {
		return nil, false
	}
	p.t.note = "Saving again; " + p.t.ctx.Keys().Table.NextHand.Help().Key + " deals once the hand is saved."
	return p.t.hist.flush(true), true
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
func (p *play) paused() bool { return p.t.ov.BoxOpen() }

// auto marks a box opened by learning mode.
func auto(e widget.Box) widget.Box { e.Auto = true; return e }

func (p *play) over() bool { return p.sess.Over() }

// userTurn: a hand is in play and the user is to act in it.
func (p *play) userTurn() bool {
	h := p.hand()
	return h != nil && !h.Done() && h.ToAct() == p.user()
}

// Update handles the table's keys, the bots' decisions and the saves.
func (t *Table) Update(msg tea.Msg) (tea.Cmd, []tea.Msg) {
	cmd := t.update(msg)
	cmd = tea.Batch(cmd, t.p.takeCmds(), t.coach.watch())
	t.layOut()
	sends := t.p.sends
	t.p.sends = nil
	return cmd, sends
}

func (t *Table) update(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case botTurnMsg:
		if h := t.p.hand(); msg.gen != t.p.gen || h == nil || h.Done() || t.p.paused() || h.ToAct() == t.p.user() {
			return nil
		}
		return t.p.botTurn()
	case botDecidedMsg:
		if !t.p.sess.Answer(msg.turn, msg.decision) {
			return nil // the hand was left meanwhile
		}
		return tea.Batch(t.p.next(), t.p.typeAhead())
	case coachMsg, reviewMsg:
		return t.coach.update(msg)
	case historySavedMsg:
		return t.p.saved(msg)
	case screen.WatchNote:
		t.watchNote(msg.Line)
		return nil
	case autoDealMsg:
		switch {
		case msg.gen != t.p.autoGen || !t.p.autoDealing || !t.p.over():
			return nil
		case t.p.paused(): // a box is being read: the hand waits for it
			gen := msg.gen
			return tea.Tick(t.o.AutoDeal, func(time.Time) tea.Msg { return autoDealMsg{gen} })
		}
		t.p.autoDealing = false
		if cmd, held := t.p.holdDeal(); held {
			return cmd
		}
		t.note = ""
		return t.p.deal()
	case tea.KeyPressMsg:
		if t.p.sess.Waiting() { // the key is for the table as the bot leaves it
			t.p.typed = append(t.p.typed, msg)
			return nil
		}
		return t.key(msg)
	}
	return nil
}

// typeAhead plays the keys pressed while a bot decided, until the next
// bot's turn.
func (p *play) typeAhead() tea.Cmd {
	var cmds []tea.Cmd
	for len(p.typed) > 0 && !p.sess.Waiting() {
		k := p.typed[0]
		p.typed = p.typed[1:]
		cmds = append(cmds, p.t.key(k))
	}
	return tea.Batch(cmds...)
}

// What the warm-up asks of the table it plays its hands at.

// Covered: a box, the key list or a question covers the table (q closes
// it, Back).
func (t *Table) Covered() bool {
	_, open := t.ov.Top()
	return open
}

// Idle: no hand is in play (none dealt yet, or the last is over).
func (t *Table) Idle() bool { return t.p.hand() == nil || t.p.over() }

// StopAutoDeal stops the countdown to the next hand.
func (t *Table) StopAutoDeal() {
	t.p.autoDealing = false
	t.p.autoGen++
}

// Result is how many hands the table dealt and the user's result since
// sitting down, in big bets.
func (t *Table) Result() (hands int, bb float64) {
	if big := t.o.Table.Stakes.Big; big > 0 {
		bb = float64(t.p.userStack()-t.p.sess.Bought()) / float64(big)
	}
	return t.p.sess.Dealt(), bb
}

// OnReview has f take the coach's review of each hand that ends, made
// for the user at its end (the one the table keeps, tui/recap/kept), with
// the hand's log under the number the history gave it.
func (t *Table) OnReview(f func(engine.HandLog, review.Hand)) {
	t.p.sess.Observe(func(e session.Event) {
		if r, ok := e.(session.Reviewed); ok {
			f(r.Log, r.Review)
		}
	})
}

// OnHand has f take each hand that ends, as its log, the user the hero.
func (t *Table) OnHand(f func(engine.HandLog)) {
	t.p.sess.Observe(func(e session.Event) {
		if e, ok := e.(session.Ended); ok {
			f(e.Hand.LogWith(e.Meta(e.Number))) // who each seat was: the recap's models
		}
	})
}

// KeyList is the table's keys k by when they work, for a ? list a host
// draws (the table draws its own in a box), the big-bet keys where bigBets.
func KeyList(k keys.Map, bigBets bool) [][]key.Binding {
	var out [][]key.Binding
	for _, g := range tableKeyGroups(k.Table, k.Global, bigBets) {
		out = append(out, g.keys)
	}
	return out
}
