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

func (h *Hand) find(a Action) (Option, error) {
	if h.done {
		return Option{}, ErrHandOver
	}
	var buf [4]Option
	legal := h.legal(buf[:0])
	var kindMatch []Option
	for _, o := range legal {
		if o.Kind == a.Kind {
			if a.To == 0 || a.To == o.To {
				return o, nil
			}
			kindMatch = append(kindMatch, o)
		}
	}
	s := &h.seats[h.toAct]
	if len(kindMatch) > 0 {
		o := kindMatch[0]
		if a.To == h.BigBetTo(a.Kind) && !h.bigUnit {
			switch {
			case h.street == 3:
				return Option{}, refuse(RuleSmallBet, "third street is played with the small bet: a %s goes to %d", a.Kind, o.To)
			case !h.table.Rules.OpenPairDouble:
				return Option{}, refuse(RuleSmallBet, "fourth street is played with the small bet (the big bet over an open pair is a house rule that is off here): a %s goes to %d", a.Kind, o.To)
			default:
				return Option{}, refuse(RuleSmallBet, "no board shows a pair, so fourth street is played with the small bet: a %s goes to %d", a.Kind, o.To)
			}
		}
		return Option{}, refuse(RuleFixedLimit, "%s to %d is not allowed: this is fixed limit, so a %s goes to exactly %d", a.Kind, a.To, a.Kind, o.To)
	}
	toCall := h.bet - s.onStreet
	has := func(k ActionKind) bool { return slices.ContainsFunc(legal, func(o Option) bool { return o.Kind == k }) }
	switch a.Kind {
	case Fold:
		if h.bringInPending() {
			return Option{}, refuse(RuleBringIn, "the bring-in may not fold: post the bring-in or complete")
		}
		return Option{}, refuse(RuleNoFreeFold, "no free fold: nobody has bet, so you can check for nothing; folding would throw the hand away")
	case Check:
		if h.bringInPending() {
			return Option{}, refuse(RuleBringIn, "you cannot check: you have the highest door card, so you must post the bring-in or complete")
		}
		return Option{}, refuse(RuleWrongAction, "you cannot check: there is a bet of %d to call", toCall)
	case Call:
		if h.bringInPending() {
			return Option{}, refuse(RuleBringIn, "you bring in: there is nothing to call yet; post the bring-in or complete")
		}
		return Option{}, refuse(RuleWrongAction, "there is nothing to call: check or bet")
	case BringIn:
		return Option{}, refuse(RuleBringIn, "the bring-in is only posted by the seat with the highest door card, before anyone acts")
	case Complete:
		if h.bringInPending() && s.Stack <= h.table.Stakes.BringIn {
			return Option{}, refuse(RuleBringIn, "with only %s behind, no more than the bring-in of %d, the post is the bring-in (all-in), not a completion",
				plural(s.Stack, "chip"), h.table.Stakes.BringIn)
		}
		if h.street != 3 && h.bet == 0 {
			return Option{}, refuse(RuleWrongAction, "a completion only happens on third street: check or bet instead")
		}
		if h.street != 3 {
			return Option{}, refuse(RuleWrongAction, "a completion only happens on third street: call or raise instead")
		}
		if h.bets > 0 {
			return Option{}, refuse(RuleWrongAction, "the bet is already completed: raise instead")
		}
	case Bet:
		switch {
		case h.street == 3 && h.bets == 0 && has(Complete):
			return Option{}, refuse(RuleWrongAction, "on third street the first bet is a completion: complete to the small bet (the bring-in is not a bet)")
		case h.bringInPending():
			return Option{}, refuse(RuleBringIn, "you bring in: post the bring-in or complete to the small bet")
		case h.bet > 0 && has(Raise):
			return Option{}, refuse(RuleWrongAction, "there is already a bet: raise instead")
		}
	case Raise:
		if h.bet == 0 && h.street > 3 {
			return Option{}, refuse(RuleWrongAction, "there is no bet to raise: bet instead")
		}
		if h.street == 3 && h.bets == 0 {
			return Option{}, refuse(RuleWrongAction, "nobody has completed yet: complete to the small bet instead of raising")
		}
	case Ante:
		return Option{}, refuse(RuleAnte, "antes are posted by the dealer before the cards")
	default:
		return Option{}, refuse(RuleWrongAction, "unknown action %v", a.Kind)
	}
	switch {
	case s.Stack <= toCall:
		return Option{}, refuse(RuleShortStack, "you have %d chips behind, not more than the %d to call: call all-in or fold", s.Stack, toCall)
	case h.capReached():
		return Option{}, refuse(RuleCap, "the betting is capped at %d bets this street: call or fold", h.table.Rules.Cap)
	case !s.mayRaise:
		return Option{}, refuse(RuleNoReopen, "an all-in for less than a full raise does not reopen the betting for a player who already acted: call or fold")
	case !h.raiseMatters(h.toAct):
		return Option{}, refuse(RuleNobodyToCall, "nobody left in the hand has chips to call a raise: call or check")
	}
	return Option{}, refuse(RuleWrongAction, "%s is not allowed now", a.Kind)
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
