package engine

// This file is the betting of a street: who is to act, what is legal at
// what amount, and validating and applying an action. hand.go sets a hand
// up, deals it and starts each street; showdown.go ends it.

import "slices"

func (h *Hand) unit() int {
	if h.bigUnit {
		return h.table.Stakes.Big
	}
	return h.table.Stakes.Small
}

func (h *Hand) capReached() bool {
	c := h.table.Rules.Cap
	return !h.uncapped && c > 0 && h.bets >= c
}

// ToAct is the seat that must decide now, 0 when none.
func (h *Hand) ToAct() int {
	if h.done || h.toAct < 0 {
		return 0
	}
	return h.seats[h.toAct].Seat
}

// bringInPending: the bring-in seat has not yet posted.
func (h *Hand) bringInPending() bool {
	return h.street == 3 && h.bet == 0 && h.bets == 0 && h.toAct >= 0
}

// Legal lists the actions open to the seat to act, with their amounts.
func (h *Hand) Legal() []Option { return h.legal(make([]Option, 0, 4)) }

// legal appends the legal options to out.
func (h *Hand) legal(out []Option) []Option {
	if h.done || h.toAct < 0 {
		return nil
	}
	s := &h.seats[h.toAct]
	st := h.table.Stakes
	if h.bringInPending() {
		out = append(out, Option{Kind: BringIn, Put: min(st.BringIn, s.Stack), To: min(st.BringIn, s.Stack), AllIn: s.Stack <= st.BringIn})
		if s.Stack > st.BringIn {
			to := min(st.Small, s.Stack)
			out = append(out, Option{Kind: Complete, Put: to, To: to, AllIn: s.Stack <= st.Small})
		}
		return out
	}
	toCall := h.bet - s.onStreet
	if toCall > 0 {
		put := min(toCall, s.Stack)
		out = append(out, Option{Kind: Fold, To: s.onStreet},
			Option{Kind: Call, Put: put, To: s.onStreet + put, AllIn: put == s.Stack})
	} else {
		out = append(out, Option{Kind: Check, To: s.onStreet})
	}
	if s.Stack <= toCall || !s.mayRaise || h.capReached() || !h.raiseMatters(h.toAct) {
		return out
	}
	most := s.onStreet + s.Stack
	add := func(k ActionKind, to int) {
		to = min(to, most)
		out = append(out, Option{Kind: k, Put: to - s.onStreet, To: to, AllIn: to == most})
	}
	switch {
	case h.street == 3 && h.bets == 0:
		add(Complete, st.Small)
	case h.bet == 0:
		add(Bet, h.unit())
		if h.openPair && !h.bigUnit && most > st.Small {
			add(Bet, st.Big)
		}
	default:
		add(Raise, h.bet+h.unit())
		if h.openPair && !h.bigUnit && most > h.bet+st.Small {
			add(Raise, h.bet+st.Big)
		}
	}
	return out
}

// BigBetTo is the street total a bet or raise by the big bet would reach
// now (whether or not the rules allow one): what a "bet the big bet" key
// asks for.
func (h *Hand) BigBetTo(k ActionKind) int {
	if k == Bet {
		return h.table.Stakes.Big
	}
	return h.bet + h.table.Stakes.Big
}

// raiseMatters: some other live player could put in more than the current
// bet. When nobody can, a raise could never be called, so none is offered.
func (h *Hand) raiseMatters(i int) bool {
	for k := range h.seats {
		t := &h.seats[k]
		if k != i && t.canAct() && t.Stack+t.onStreet > h.bet {
			return true
		}
	}
	return false
}

// Validate says why an action is not allowed now, or returns nil.
func (h *Hand) Validate(a Action) error {
	_, err := h.find(a)
	return err
}

// find is the legal option a names, or the refusal saying why there is
// none.
func (h *Hand) find(a Action) (Option, error) {
	if h.done {
		return Option{}, ErrHandOver
	}
	var buf [4]Option
	legal := h.legal(buf[:0])
	for _, o := range legal {
		if o.Kind == a.Kind && (a.To == 0 || a.To == o.To) {
			return o, nil
		}
	}
	for _, o := range legal {
		if o.Kind == a.Kind {
			return Option{}, h.wrongAmount(a, o)
		}
	}
	if err := h.wrongKind(a, legal); err != nil {
		return Option{}, err
	}
	return Option{}, h.noRaise(a)
}

// wrongAmount refuses an action of a legal kind, o, to another amount.
func (h *Hand) wrongAmount(a Action, o Option) error {
	if a.To == h.BigBetTo(a.Kind) && !h.bigUnit {
		switch {
		case h.street == 3:
			return refuse(RuleSmallBet, "third street is played with the small bet: a %s goes to %d", a.Kind, o.To)
		case !h.table.Rules.OpenPairDouble:
			return refuse(RuleSmallBet, "fourth street is played with the small bet (the big bet over an open pair is a house rule that is off here): a %s goes to %d", a.Kind, o.To)
		default:
			return refuse(RuleSmallBet, "no board shows a pair, so fourth street is played with the small bet: a %s goes to %d", a.Kind, o.To)
		}
	}
	return refuse(RuleFixedLimit, "%s to %d is not allowed: this is fixed limit, so a %s goes to exactly %d", a.Kind, a.To, a.Kind, o.To)
}

// wrongKind refuses an action of a kind the situation rules out (nil for
// a bet, raise or completion it does not: see noRaise).
func (h *Hand) wrongKind(a Action, legal []Option) error {
	s := &h.seats[h.toAct]
	has := func(k ActionKind) bool { return slices.ContainsFunc(legal, func(o Option) bool { return o.Kind == k }) }
	switch a.Kind {
	case Fold:
		if h.bringInPending() {
			return refuse(RuleBringIn, "the bring-in may not fold: post the bring-in or complete")
		}
		return refuse(RuleNoFreeFold, "no free fold: nobody has bet, so you can check for nothing; folding would throw the hand away")
	case Check:
		if h.bringInPending() {
			return refuse(RuleBringIn, "you cannot check: you have the highest door card, so you must post the bring-in or complete")
		}
		if h.street == 3 && h.bets == 0 { // the bring-in is no bet (the rules page says so)
			return refuse(RuleWrongAction, "you cannot check: the bring-in leaves %d to call", h.bet-s.onStreet)
		}
		return refuse(RuleWrongAction, "you cannot check: there is a bet of %d to call", h.bet-s.onStreet)
	case Call:
		if h.bringInPending() {
			return refuse(RuleBringIn, "nothing to call yet: you have the highest door card, so you must post the bring-in or complete")
		}
		return refuse(RuleWrongAction, "there is nothing to call: check or bet")
	case BringIn:
		return refuse(RuleBringIn, "the bring-in is only posted by the seat with the highest door card, before anyone acts")
	case Complete:
		return h.noCompletion(s)
	case Bet:
		switch {
		case h.street == 3 && h.bets == 0 && has(Complete):
			return refuse(RuleWrongAction, "on third street the first bet is a completion: complete to the small bet (the bring-in is not a bet)")
		case h.bringInPending():
			return refuse(RuleBringIn, "no bet yet: you have the highest door card, so you must post the bring-in or complete to the small bet")
		case h.bet > 0 && has(Raise):
			return refuse(RuleWrongAction, "there is already a bet: raise instead")
		}
	case Raise:
		if h.bet == 0 && h.street > 3 {
			return refuse(RuleWrongAction, "there is no bet to raise: bet instead")
		}
		if h.street == 3 && h.bets == 0 {
			return refuse(RuleWrongAction, "nobody has completed yet: complete to the small bet instead of raising")
		}
	case Ante:
		return refuse(RuleAnte, "antes are posted by the dealer before the cards")
	default:
		return refuse(RuleWrongAction, "unknown action %v", a.Kind)
	}
	return nil
}

// noCompletion refuses a completion that is not the situation's (nil when
// it is, and noRaise says why it is still refused).
func (h *Hand) noCompletion(s *seatState) error {
	switch {
	case h.bringInPending() && s.Stack <= h.table.Stakes.BringIn:
		return refuse(RuleBringIn, "with only %s behind, no more than the bring-in of %d, the post is the bring-in (all-in), not a completion",
			plural(s.Stack, "chip"), h.table.Stakes.BringIn)
	case h.street != 3 && h.bet == 0:
		return refuse(RuleWrongAction, "a completion only happens on third street: check or bet instead")
	case h.street != 3:
		return refuse(RuleWrongAction, "a completion only happens on third street: call or raise instead")
	case h.bets > 0:
		return refuse(RuleWrongAction, "the bet is already completed: raise instead")
	}
	return nil
}

// noRaise refuses a bet, raise or completion of the right kind that the
// chips or the cap rule out.
func (h *Hand) noRaise(a Action) error {
	s := &h.seats[h.toAct]
	toCall := h.bet - s.onStreet
	switch {
	case s.Stack <= toCall:
		return refuse(RuleShortStack, "you have %d chips behind, not more than the %d to call: call all-in or fold", s.Stack, toCall)
	case h.capReached():
		return refuse(RuleCap, "the betting is capped at %d bets this street: call or fold", h.table.Rules.Cap)
	case !s.mayRaise:
		return refuse(RuleNoReopen, "an all-in for less than a full raise does not reopen the betting for a player who already acted: call or fold")
	case !h.raiseMatters(h.toAct):
		return refuse(RuleNobodyToCall, "nobody left in the hand has chips to call a raise: call or check")
	}
	return refuse(RuleWrongAction, "%s is not allowed now", a.Kind)
}

// Apply carries out an action for the seat to act, then runs the hand on to
// the next decision or to its end.
func (h *Hand) Apply(a Action) error {
	o, err := h.find(a)
	if err != nil {
		return err
	}
	i := h.toAct
	s := &h.seats[i]
	st := h.table.Stakes
	switch o.Kind {
	case Fold:
		s.folded = true
		for _, c := range s.cards {
			h.liveCards &^= c.Bit() // a folded hand's cards may be dealt again
		}
	case Check:
	case Call, BringIn:
		h.move(i, o.Put)
		if o.Kind == BringIn {
			h.bet = o.To // a short stack posts what it has, and that is the bet to call
		}
	case Complete, Bet, Raise:
		prev := h.bet
		h.move(i, o.Put)
		full := o.To-prev >= h.unit()
		if o.Kind == Complete {
			full = o.To >= st.Small
		}
		if h.openPair && o.To-prev >= st.Big {
			h.bigUnit = true
		}
		h.bet = max(h.bet, o.To)
		h.bets++
		if h.street == 7 {
			h.aggr7 = i
		}
		for k := range h.seats {
			t := &h.seats[k]
			if k == i || !t.canAct() {
				continue
			}
			// A full bet reopens the betting for everyone. A short all-in
			// does not reopen it for a player who already called, bet or
			// raised; a check or the forced bring-in closes nothing.
			if full {
				t.mayRaise = true
			} else if t.acted && t.wagered {
				t.mayRaise = false
			}
			t.acted = false
		}
	}
	s.acted = true
	s.wagered = o.Kind == Call || o.Kind.Aggressive()
	h.emitAction(ActionRecord{Street: h.street, Seat: s.Seat, Kind: o.Kind, Put: o.Put, To: s.onStreet, AllIn: o.AllIn})
	h.advance()
	return nil
}

// advance finds the next seat to act, or ends the street or the hand.
func (h *Hand) advance() {
	live := h.liveCount()
	if live == 1 {
		h.finish()
		return
	}
	n := len(h.seats)
	for k := 1; k <= n; k++ {
		j := (h.toAct + k) % n
		s := &h.seats[j]
		if s.canAct() && (!s.acted || s.onStreet < h.bet) {
			h.toAct = j
			return
		}
	}
	h.toAct = -1
	h.nextStreet()
}
