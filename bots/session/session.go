// Package session is a table session without a screen: a person (or
// nobody) against bots, hand after hand. It deals each hand through
// bots.Play, carries the stacks from hand to hand, rebuys the person,
// replaces a busted bot (bots.Replacer), keeps the hand's number (the one
// the history gave when it saved the hand, once it has), reviews a
// finished hand for the person straight from the hand, and tells its
// observers what happens as typed events (the history writer, the
// mistakes recorder, the narrator's feed).
//
// A bot's decision is a Turn that the caller may run anywhere (a UI runs it
// off its update path) and hand back with Answer. The session does no I/O
// and keeps no clock: saving a hand is an observer's job, which reports the
// number with Saved. It imports engine, bots, bots/record, bots/review and
// the standard library; never Bubble Tea, Lip Gloss, tui or the store.
package session

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"razz/bots"
	"razz/bots/record"
	"razz/bots/review"
	"razz/engine"
)

// Options set a session up.
type Options struct {
	// Table: stacks are the buy-ins. Seat index 0 is the person's when
	// Bots[0] is nil.
	Table engine.Table
	// Bots decide for the table's players by seat index; nil for a person.
	Bots []bots.Bot
	// NewBot replaces a busted bot: a new bot and its name, preferably not
	// one of the names taken (bots.Replacer). Nil leaves the seat empty.
	NewBot func(seat, hand int, taken []string) (bots.Bot, string)
	Seed   uint64
	// Review reviews a finished hand for a seat (Session.Review), told by
	// ctx (Context) to stop; nil is the coach's review,
	// review.ReviewContext. It takes a few milliseconds a decision: a
	// caller that needs less (a screen's test that only plays hands)
	// passes its own.
	Review func(ctx context.Context, r record.Record, seat int) (review.Hand, error)
	// Context, when set, is done once the person has gone (razz serve's
	// session ended): the reviews stop then rather than run on for
	// nobody. Nil: a context never done.
	Context context.Context
	// FirstHand is the number the first hand is expected to be saved under
	// (the history's next number); 0 for 1. The deal stays keyed by the
	// session's own count, so a seed deals the same session whatever the
	// history holds.
	FirstHand int
}

// Event is something the session tells its observers.
type Event interface{ event() }

// Dealt: hand Number (as expected until the history saves it) is dealt.
type Dealt struct {
	Number int
	Hand   *engine.Hand
}

// SeatTaken: a new bot sits in Seat, as Name with Stack chips, in place
// of one that went broke.
type SeatTaken struct {
	Seat  int
	Name  string
	Bot   bots.Bot
	Stack int
}

// BoughtIn: the person bought in again for Amount.
type BoughtIn struct{ Amount int }

// Refused: a bot chose an action the rules refuse (a bot must never; a
// fuzz test checks it) and took the first legal action instead.
type Refused struct {
	Seat   int
	Action engine.Action // what the bot chose
	Err    error         // why the rules refuse it
}

// Ended: hand Number is over; the history writer saves it, with who each
// seat was (Meta).
type Ended struct {
	Number int // as expected: the history writer passes it to Saved
	Hand   *engine.Hand
	Seed   uint64
	// Hero is the person's seat (0 when bots play every seat), Bots the
	// style of the bot in each other seat, by seat, as they were for
	// this hand, and Mistakes how often each made a beginner's mistake
	// (its level's).
	Hero     int
	Bots     map[int]string
	Mistakes map[int]float64
}

// Meta is what the hand's log says besides its play, the hand numbered
// number: the seed, who each seat was.
func (e Ended) Meta(number int) engine.LogMeta {
	return engine.LogMeta{Seed: e.Seed, Hand: number, Hero: e.Hero, Bots: e.Bots, Mistakes: e.Mistakes}
}

// Saved: the history saved the hand under Number, the one the session
// shows and reviews from now on.
type Saved struct{ Number int }

// Left: the hand in play was dropped, not saved; stacks are as before it.
type Left struct{ Number int }

// Reviewed: the coach's review of a finished hand for the person, with
// the hand's log (the mistakes recorder keeps the spots).
type Reviewed struct {
	Review review.Hand
	Log    engine.HandLog
}

func (Dealt) event()     {}
func (SeatTaken) event() {}
func (BoughtIn) event()  {}
func (Refused) event()   {}
func (Ended) event()     {}
func (Saved) event()     {}
func (Left) event()      {}
func (Reviewed) event()  {}

// Session is a table session.
type Session struct {
	o         Options
	tab       engine.Table // stacks carried from hand to hand
	bots      []bots.Bot
	play      *bots.Play
	dealt     int // hands dealt: the deal's key
	number    int // the hand's number
	next      int // the number the next hand expects
	ended     bool
	bought    int        // chips the person bought in, the first buy-in included
	turn      int        // the bot turn out now, counted; 0 when none
	recent    []finished // the hands that ended lately, newest last
	observers []func(Event)
}

// keepEnded is how many ended hands a session keeps for their reviews: a
// hand's review waits for its save, and a fast player may have dealt and
// ended the next hands meanwhile.
const keepEnded = 8

// finished is a hand that ended, with the number it ended with (want),
// the one the history gave it and who played it (its Ended).
type finished struct {
	hand         *engine.Hand
	want, number int
	ended        Ended
}

// New sits the table down; Deal deals the first hand.
func New(o Options) *Session {
	s := &Session{o: o, tab: o.Table, next: max(o.FirstHand, 1)}
	s.tab.Players = slices.Clone(o.Table.Players) // stacks change; the buy-ins stay
	s.bots = slices.Clone(o.Bots)
	for len(s.bots) < len(s.tab.Players) {
		s.bots = append(s.bots, nil)
	}
	if len(s.tab.Players) > 0 {
		s.bought = s.BuyIn()
	}
	return s
}

// Observe adds an observer; observers are told in the order they came.
func (s *Session) Observe(f func(Event)) { s.observers = append(s.observers, f) }

func (s *Session) tell(e Event) {
	for _, f := range s.observers {
		f(e)
	}
}

// Table is the table with the stacks before the hand in play.
func (s *Session) Table() engine.Table { return s.tab }

// Bot is the bot in the seat, nil for a person or an empty seat.
func (s *Session) Bot(seat int) bots.Bot {
	if i := s.index(seat); i >= 0 {
		return s.bots[i]
	}
	return nil
}

// Hand is the hand in play (or just over), nil before the first deal and
// after leaving.
func (s *Session) Hand() *engine.Hand {
	if s.play == nil {
		return nil
	}
	return s.play.Hand
}

// Play is the hand in play with the bots' reasons so far.
func (s *Session) Play() *bots.Play { return s.play }

// Dealt is how many hands the session dealt.
func (s *Session) Dealt() int { return s.dealt }

// Number is the hand's number: the one the history saved it under once it
// has, the one expected before.
func (s *Session) Number() int { return s.number }

// Over: the hand in play is over.
func (s *Session) Over() bool { return s.play != nil && s.play.Hand.Done() }

// BuyIn is the person's buy-in (seat index 0).
func (s *Session) BuyIn() int { return s.o.Table.Players[0].Stack }

// Bought is the chips the person bought in, the first buy-in included.
func (s *Session) Bought() int { return s.bought }

// Stack is the seat's chips now: in the hand in play, else before it.
func (s *Session) Stack(seat int) int {
	if h := s.Hand(); h != nil {
		for _, c := range h.Stacks() {
			if c.Seat == seat {
				return c.Amount
			}
		}
	}
	if i := s.index(seat); i >= 0 {
		return s.tab.Players[i].Stack
	}
	return 0
}

func (s *Session) index(seat int) int {
	for i, p := range s.tab.Players {
		if p.Seat == seat {
			return i
		}
	}
	return -1
}

// Deal starts the next hand: the stacks of the hand just played carry
// over, busted bots are replaced. The hand runs to the first decision.
func (s *Session) Deal() error {
	s.carry()
	s.dealt++
	for i := range s.tab.Players {
		if p := &s.tab.Players[i]; p.Stack == 0 && s.bots[i] != nil && s.o.NewBot != nil {
			var taken []string
			for _, q := range s.tab.Players {
				taken = append(taken, q.Name)
			}
			b, name := s.o.NewBot(p.Seat, s.dealt, taken)
			s.bots[i], p.Name, p.Stack = b, s.freeName(name, i), s.o.Table.Players[i].Stack
			s.tell(SeatTaken{Seat: p.Seat, Name: p.Name, Bot: b, Stack: p.Stack})
		}
	}
	p, err := bots.NewPlay(s.tab, s.bots, s.o.Seed, s.dealt)
	if err != nil {
		return err
	}
	p.KeepReasons = true
	s.play, s.ended, s.turn = p, false, 0
	s.number, s.next = s.next, s.next+1
	s.tell(Dealt{Number: s.number, Hand: p.Hand})
	s.checkEnd()
	return nil
}

// carry sets the table's stacks to the end of the hand just played.
func (s *Session) carry() {
	if h := s.Hand(); h != nil && h.Done() {
		for _, c := range h.Stacks() {
			if i := s.index(c.Seat); i >= 0 {
				s.tab.Players[i].Stack = c.Amount
			}
		}
	}
}

// freeName is name, or name with a number when another seat has it.
func (s *Session) freeName(name string, seat int) string {
	taken := func(n string) bool {
		for i, p := range s.tab.Players {
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

// Rebuy buys the person (seat index 0) in again once a hand left them
// out of chips, and deals the next hand.
func (s *Session) Rebuy() error {
	switch {
	case !s.Over():
		return errors.New("a rebuy comes between hands")
	case s.Stack(s.tab.Players[0].Seat) > 0:
		return errors.New("a rebuy comes when you are out of chips")
	}
	s.carry()
	s.tab.Players[0].Stack = s.BuyIn()
	s.bought += s.BuyIn()
	s.play = nil // the stacks are carried already
	s.tell(BoughtIn{Amount: s.BuyIn()})
	return s.Deal()
}

// Leave drops the hand in play: it is not saved, and the stacks go back
// to where they were before it. A bot turn out now is void.
func (s *Session) Leave() {
	if s.play != nil && !s.play.Hand.Done() {
		s.tell(Left{Number: s.number})
	}
	s.play, s.turn = nil, 0
}

// Turn is a bot's decision out of the session's hands.
type Turn struct {
	bots.Turn
	id   int
	hand int
}

// BotTurn is the decision of the bot to act, when a bot is to act and no
// other turn is out. Run its Decide anywhere and hand the decision to
// Answer; until then the hand waits.
func (s *Session) BotTurn() (Turn, bool) {
	if s.play == nil || s.turn != 0 {
		return Turn{}, false
	}
	t, ok := s.play.Turn()
	if !ok {
		return Turn{}, false
	}
	s.turn++
	return Turn{Turn: t, id: s.turn, hand: s.dealt}, true
}

// Waiting: a bot turn is out and the hand waits for its answer.
func (s *Session) Waiting() bool { return s.turn != 0 }

// Answer applies the decision of turn t. A decision for a turn that is no
// longer out (the hand was left) is dropped: ok is false. A refused action
// is replaced by the first legal one (told as Refused).
func (s *Session) Answer(t Turn, d bots.Decision) (ok bool) {
	if s.play == nil || t.hand != s.dealt || t.id != s.turn {
		return false
	}
	s.turn = 0
	if err := s.play.Answer(t.Turn, d); err != nil {
		// Apply always accepts a legal option.
		_ = s.play.Act(s.play.Hand.Legal()[0].Action(), d.Told)
		s.tell(Refused{Seat: t.Seat, Action: d.Action, Err: errors.Unwrap(err)})
	}
	s.checkEnd()
	return true
}

// Step lets the bot to act decide and act at once (a headless run).
func (s *Session) Step() bool {
	t, ok := s.BotTurn()
	return ok && s.Answer(t, t.Decide())
}

// Act applies the person's action.
func (s *Session) Act(a engine.Action) error {
	if s.play == nil {
		return errors.New("no hand is being played")
	}
	if s.turn != 0 || s.play.Bot() != nil {
		return fmt.Errorf("seat %d is a bot's to play", s.play.Hand.ToAct())
	}
	if err := s.play.Act(a, ""); err != nil {
		return err
	}
	s.checkEnd()
	return nil
}

// checkEnd tells the end of the hand, once.
func (s *Session) checkEnd() {
	if h := s.Hand(); h != nil && h.Done() && !s.ended {
		s.ended = true
		e := Ended{Number: s.number, Hand: h, Seed: s.o.Seed, Hero: s.hero(), Bots: s.play.Styles(), Mistakes: s.play.Mistakes()}
		s.recent = append(s.recent, finished{hand: h, want: s.number, number: s.number, ended: e})
		if len(s.recent) > keepEnded {
			s.recent = slices.Delete(s.recent, 0, len(s.recent)-keepEnded)
		}
		s.tell(e)
	}
}

// hero is the person's seat: the first a bot does not play, 0 when bots
// play them all.
func (s *Session) hero() int {
	for i, p := range s.tab.Players {
		if s.bots[i] == nil {
			return p.Seat
		}
	}
	return 0
}

// Saved is the history's word that it saved the hand that ended as number
// want (Ended's Number) under number: the number shown and reviewed from
// now on, the next hand's expected number after it. A hand dealt since is
// renumbered after it.
func (s *Session) Saved(want, number int) {
	for i := len(s.recent) - 1; i >= 0; i-- {
		if s.recent[i].want == want {
			s.recent[i].number = number
			break
		}
	}
	if s.number >= want {
		s.number += number - want
		s.next = s.number + 1
	}
	s.tell(Saved{Number: number})
}

// Log is the hand in play's log under its number, with who each seat is
// (no time: the session has no clock).
func (s *Session) Log() engine.HandLog {
	return s.Hand().LogWith(engine.LogMeta{Seed: s.o.Seed, Hand: s.number, Hero: s.hero(), Bots: s.play.Styles(), Mistakes: s.play.Mistakes()})
}

// Models is the seats' models for the hand in play, as the table shows
// who plays each (bots.Play.Models): what the coach reads the person's
// opponents by. Nil before the first hand.
func (s *Session) Models() bots.Models {
	if s.play == nil {
		return nil
	}
	return s.play.Models()
}

// Review is the coach's review for seat of the last hand that ended, under
// the number the history gave it, made from the hand itself (its log as a
// value, walked step by step: no JSON), to run anywhere: it takes a few
// milliseconds a decision, so a UI runs it off its update path and hands
// the result to Reviewed.
func (s *Session) Review(seat int) func() (Reviewed, error) {
	if len(s.recent) == 0 {
		return func() (Reviewed, error) { return Reviewed{}, errors.New("no hand has ended yet") }
	}
	return s.review(s.recent[len(s.recent)-1], seat)
}

// ReviewOf is Review of the ended hand the history saved under number,
// which need not be the last: its save may have come back after the next
// hand ended.
func (s *Session) ReviewOf(number, seat int) func() (Reviewed, error) {
	for i := len(s.recent) - 1; i >= 0; i-- {
		if s.recent[i].number == number {
			return s.review(s.recent[i], seat)
		}
	}
	return func() (Reviewed, error) {
		return Reviewed{}, fmt.Errorf("hand %d is no longer kept for its review", number)
	}
}

func (s *Session) review(f finished, seat int) func() (Reviewed, error) {
	l := f.hand.LogWith(f.ended.Meta(f.number))
	rev, ctx := s.o.Review, s.o.Context
	if rev == nil {
		rev = review.ReviewContext
	}
	if ctx == nil {
		ctx = context.Background()
	}
	return func() (Reviewed, error) {
		r, err := rev(ctx, record.Open(l), seat)
		return Reviewed{Review: r, Log: l}, err
	}
}

// Reviewed tells the observers a review (the mistakes recorder keeps its
// mistakes).
func (s *Session) Reviewed(r Reviewed) { s.tell(r) }
