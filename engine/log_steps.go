package engine

import (
	"iter"
	"slices"
	"strconv"
)

// Step is a logged hand as it stands after one of its steps: the deal
// (the antes posted, third street dealt, before anyone acts) or one
// action. Steps walks a log one Step at a time; it is the one walk of a
// hand log that Replay, the coach's review and the History replay share.
type Step struct {
	// Index is the action's place in the log's actions list, from 0; -1
	// for the deal.
	Index int
	// Action is the action just taken (the zero record for the deal).
	Action ActionRecord
	// Hand is the hand after the step: its events, its stacks, who acts
	// next. The walk plays on this one hand: read it during the step (a
	// View is a copy of its own), never act on it.
	Hand *Hand
}

// View is what seat sees after the step, as at the table.
func (s Step) View(seat int) View { return s.Hand.View(seat) }

// Events is how many of the hand's events the step has told.
func (s Step) Events() int { return len(s.Hand.events) }

// Steps walks the log through the engine: the deal, then a step after
// each action that is no ante (the engine posts the antes itself; the log
// may list them anywhere, and each is checked against the rules). The
// first thing that does not fit comes back as a *ReplayError (with a zero
// Step), after which the walk stops. The last error, after the last step, is about the log as
// a whole (the hand unfinished, cards left over, the showdown, the stacks
// and awards), so a walk that stops early is spared it.
func (l HandLog) Steps() iter.Seq2[Step, error] {
	return func(yield func(Step, error) bool) {
		fail := func(i int, f string, a ...any) {
			yield(Step{}, replayFail(i, f, a...))
		}
		if err := l.checkAmounts(); err != nil {
			fail(0, "%v", err)
			return
		}
		h, d, e := l.redeal()
		if e != nil {
			yield(Step{}, e)
			return
		}
		wantAnte := antesOf(h)
		h.takeRake(l) // a hand over at the deal: everyone all-in on the antes
		if !yield(Step{Index: -1, Hand: h}, nil) {
			return
		}
		for i := range l.Actions {
			acted, e := l.act(h, wantAnte, i)
			if e != nil {
				yield(Step{}, e)
				return
			}
			if !acted {
				continue // an ante, checked
			}
			h.takeRake(l) // the last action: the hand ends as the log says
			if !yield(Step{Index: i, Action: h.LastAction(), Hand: h}, nil) {
				return
			}
		}
		if len(wantAnte) > 0 {
			fail(0, "the log is missing antes for %d seat(s)", len(wantAnte))
			return
		}
		if e := l.checkEnd(h, d); e != nil {
			yield(Step{}, e)
		}
	}
}

// antesOf is the antes the engine posted, by seat: the log may list them
// in any order, and each is checked against these.
func antesOf(h *Hand) map[int]int {
	want := map[int]int{}
	for _, a := range h.Actions() {
		if a.Kind == Ante {
			want[a.Seat] = a.Put
		}
	}
	return want
}

// act applies the log's action i to h: an ante is checked against the
// antes the engine posted (wantAnte, which it crosses off) and not
// applied (acted is false); any other action must be the hand's next and
// move the chips the log says.
func (l HandLog) act(h *Hand, wantAnte map[int]int, i int) (acted bool, e *ReplayError) {
	n, a := i+1, l.Actions[i]
	kind, err := ParseActionKind(a.Action)
	if err != nil {
		return false, replayFail(n, "%v", err)
	}
	if kind == Ante {
		if want, ok := wantAnte[a.Seat]; !ok || want != a.Put {
			return false, replayFail(n, "seat %d antes %d, but the rules give an ante of %d", a.Seat, a.Put, want)
		}
		delete(wantAnte, a.Seat)
		return false, nil
	}
	if e := h.fits(n, a); e != nil {
		return false, e
	}
	act := Action{Kind: kind}
	if kind.Aggressive() {
		act.To = a.To
	}
	if err := h.Apply(act); err != nil {
		return false, replayFail(n, "seat %d cannot %s: %v", a.Seat, a.Action, err)
	}
	if got := h.LastAction(); got.Put != a.Put || got.To != a.To {
		return false, replayFail(n, "seat %d %s puts %d to %d, the log says put %d to %d", a.Seat, a.Action, got.Put, got.To, a.Put, a.To)
	}
	return true, nil
}

// BetOn plays the log's betting, its actions up to and including action
// index (its place in the log's actions, from 0; -1 for none), on a hand
// of the log's table dealt by d: the same actions on other cards, as
// "play on from here" deals the cards a player did not see anew. It
// refuses an action that does not fit that deal, with the reason.
func (l HandLog) BetOn(d Dealer, index int) (*Hand, error) {
	t, err := l.Table()
	if err != nil {
		return nil, replayFail(0, "table: %v", err)
	}
	h, err := NewHand(t, d)
	if err != nil {
		return nil, replayFail(0, "%v", err)
	}
	wantAnte := antesOf(h)
	for i := 0; i <= index && i < len(l.Actions); i++ {
		if _, e := l.act(h, wantAnte, i); e != nil {
			return nil, e
		}
	}
	return h, nil
}

// fits is why logged action n (from 1), a, cannot be the hand's next
// one, or nil when it can be: the deal broke, the hand is over, another
// street, another seat to act.
func (h *Hand) fits(n int, a LogAction) *ReplayError {
	switch {
	case h.dealErr != nil:
		return replayFail(n, "%v", h.dealErr)
	case h.Done():
		return replayFail(n, "seat %d %s, but the hand is already over", a.Seat, a.Action)
	case a.Street != h.Street():
		return replayFail(n, "the log is on street %d, the hand on street %d", a.Street, h.Street())
	case h.ToAct() != a.Seat:
		return replayFail(n, "seat %d acts, but seat %d is to act", a.Seat, h.ToAct())
	}
	return nil
}

// checkEnd compares the hand at the end of the log's actions with what the
// log says of its end: finished, every card dealt, the showdown, the
// stacks, the awards and the chips returned.
func (l HandLog) checkEnd(h *Hand, d *logDealer) *ReplayError {
	fail := func(f string, a ...any) *ReplayError { return replayFail(0, f, a...) }
	if h.dealErr != nil {
		return fail("%v", h.dealErr)
	}
	if !h.Done() {
		return fail("the log ends but seat %d is still to act", h.ToAct())
	}
	for seat, cs := range d.cards {
		if d.next[seat] != len(cs) {
			return fail("seat %d was dealt %d cards, the log lists %d", seat, d.next[seat], len(cs))
		}
	}
	if (d.community != nil) != h.hasCommunity {
		return fail("the log and the engine disagree on the community card")
	}
	if len(l.Showdown) > 0 || h.showdown != nil {
		got := map[int][]string{}
		if h.showdown != nil {
			for _, s := range h.showdown.Order {
				got[s.Seat] = s.Eval.Low.Strings()
			}
		}
		if len(got) != len(l.Showdown) {
			return fail("%d hands shown, the log shows %d", len(got), len(l.Showdown))
		}
		for _, s := range l.Showdown {
			if !slices.Equal(got[s.Seat], s.Low) {
				return fail("seat %d shows %v, the log says %v", s.Seat, got[s.Seat], s.Low)
			}
		}
	}
	if err := l.checkStacks(h); err != nil {
		return err
	}
	// Awards are compared when there was a showdown. When everyone folds,
	// logs differ on whether the winner's own uncalled-then-matched chips
	// count as won (the hand-log spec's example counts them; the vectors'
	// engine does not); the stacks after the hand settle it either way.
	// Under a rake the stacks settle it too (checkStacks).
	if h.showdown != nil && l.Rake == 0 {
		if err := sameChips("awards", l.Awards, h.Awards()); err != nil {
			return fail("%v", err)
		}
	}
	if l.Returned != nil { // a field older logs may leave out
		if err := sameChips("returned", l.Returned, h.Returned()); err != nil {
			return fail("%v", err)
		}
	}
	return nil
}

// checkStacks compares the stacks after the hand with the rules'. Under a
// rake (an imported hand's), a winner's stack may be short of the rules'
// by at most what it won, the shortfalls adding up to the rake, and no
// award above the rules'.
func (l HandLog) checkStacks(h *Hand) *ReplayError {
	fail := func(f string, a ...any) *ReplayError { return replayFail(0, f, a...) }
	won := map[int]int{}
	for _, c := range h.Awards() {
		won[c.Seat] += c.Amount
	}
	raked := 0
	for _, c := range h.Stacks() {
		want, ok := l.StacksAfter[strconv.Itoa(c.Seat)]
		if !ok {
			return fail("the log gives no stack after the hand for seat %d", c.Seat)
		}
		if take := c.Amount - want; l.Rake > 0 && take > 0 && take <= won[c.Seat] {
			raked += take // the rake the walk could not take (takeRake)
		} else if want != c.Amount {
			return fail("seat %d ends with %d, the log says %d", c.Seat, c.Amount, want)
		}
	}
	if raked += h.raked; raked != l.Rake {
		return fail("a rake of %d, the stacks after the hand take %d from the winners", l.Rake, raked)
	}
	if l.Rake > 0 {
		for _, c := range l.Awards {
			if c.Amount > won[c.Seat] {
				return fail("awards: the log gives seat %d %d, the rules give %d", c.Seat, c.Amount, won[c.Seat])
			}
		}
	}
	return nil
}
