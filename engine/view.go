package engine

import "slices"

// SeatView is what everyone at the table can see of a seat.
type SeatView struct {
	Seat      int
	Name      string
	Stack     int
	OnStreet  int    // chips put in on this street
	Total     int    // chips put in this hand, antes included
	Up        []Card // face-up cards, in deal order (kept when folded: dead cards matter)
	Down      []Card // face-down cards: only in the view of the seat itself (and after showdown)
	NumDown   int
	Folded    bool
	AllIn     bool
	BroughtIn bool // this seat posted the bring-in
}

// View is what one seat may see: its own cards, every face-up card, the
// stacks, the bets and the actions so far. Bots and screens use only this.
type View struct {
	Seat   int // the seat this view belongs to (0: an observer who sees no down cards)
	Stakes Stakes
	Rules  Rules
	Street int
	Seats  []SeatView // in seat order
	// Own is the viewer's cards in deal order (down and up), with the
	// community card appended when there is one.
	Own       []Card
	Community *Card
	Actions   []ActionRecord // antes first; ViewInto reuses its memory
	ToAct     int            // the seat to act, 0 when none
	Legal     []Option       // the viewer's legal actions when it is to act
	Pot       int            // everything put in so far, antes included
	Bet       int            // the street total to match
	Limits    Limits
	BringIn   int // the seat with the bring-in duty (0 when nobody could bet on third street)
	Done      bool

	backing []Card // the memory behind the seats' cards, kept for ViewInto
	// ViewInto's place in the hand's events: Actions holds the records of
	// events[:read] of hand from (nacts of them), so that the next view of
	// the same hand appends only what came since; copies is the hand's
	// count of copies made into it then (CopyTo: another hand since).
	from   *Hand
	copies uint64
	read   int
	nacts  int
}

// View builds the view of the given seat.
func (h *Hand) View(seat int) View {
	var v View
	h.ViewInto(&v, seat)
	v.from, v.copies, v.read, v.nacts = nil, 0, 0, 0 // a plain value: nothing to reuse
	return v
}

// ViewInto builds the view of the given seat in v, reusing the memory of
// its slices: for loops that ask for a view at every decision and do not
// keep the old one.
func (h *Hand) ViewInto(v *View, seat int) {
	seats, own, legal, backing, acts := v.Seats[:0], v.Own[:0], v.Legal[:0], v.backing[:0], v.Actions[:0]
	read := 0
	if v.from == h && v.copies == h.copies && v.read <= len(h.events) && len(v.Actions) == v.nacts {
		// The same hand as last time: only the actions since are new.
		acts, read = v.Actions, v.read
	}
	acts = h.appendActions(acts, read)
	*v = View{Seat: seat, Stakes: h.table.Stakes, Rules: h.table.Rules, Street: h.street,
		Actions: acts, ToAct: h.ToAct(), Bet: h.bet, Limits: h.Limits(), Done: h.done,
		from: h, copies: h.copies, read: len(h.events), nacts: len(acts)}
	if h.hasCommunity {
		c := h.community
		v.Community = &c
	}
	v.BringIn = h.bringIn.Seat
	posted := 0
	for _, a := range v.Actions {
		if a.Kind == BringIn {
			posted = a.Seat
		}
	}
	var showdown map[int]bool
	if h.showdown != nil {
		showdown = map[int]bool{}
		for _, s := range h.showdown.Order {
			showdown[s.Seat] = true
		}
	}
	// One backing array for every seat's cards keeps a view to a few
	// allocations: bots ask for one at every decision.
	n := 0
	for i := range h.seats {
		n += len(h.seats[i].cards)
	}
	if cap(backing) < n {
		backing = make([]Card, 0, n)
	}
	v.Seats = seats
	for i := range h.seats {
		s := &h.seats[i]
		sv := SeatView{Seat: s.Seat, Name: s.Name, Stack: s.Stack, OnStreet: s.onStreet, Total: s.total,
			Folded: s.folded, AllIn: s.allIn, BroughtIn: s.Seat == posted}
		seeDown := s.Seat == seat || showdown[s.Seat]
		start := len(backing)
		for k, c := range s.cards {
			if s.up[k] {
				backing = append(backing, c)
			}
		}
		sv.Up = backing[start:len(backing):len(backing)]
		start = len(backing)
		for k, c := range s.cards {
			if !s.up[k] {
				sv.NumDown++
				if seeDown {
					backing = append(backing, c)
				}
			}
		}
		if len(backing) > start {
			sv.Down = backing[start:len(backing):len(backing)]
		}
		if s.Seat == seat {
			v.Own = append(own, s.cards...)
			if h.hasCommunity {
				v.Own = append(v.Own, h.community)
			}
		}
		v.Pot += s.total
		v.Seats = append(v.Seats, sv)
	}
	v.backing = backing
	if v.ToAct == seat && seat != 0 {
		v.Legal = h.legal(legal)
	}
}

// SeatOf returns the view of one seat, and false when it is not in the hand.
func (v View) SeatOf(seat int) (SeatView, bool) {
	for _, s := range v.Seats {
		if s.Seat == seat {
			return s, true
		}
	}
	return SeatView{}, false
}

// Table is the table the hand was dealt from.
func (h *Hand) Table() Table { return h.table }

// Actions is the hand's action history so far, antes first.
func (h *Hand) Actions() []ActionRecord {
	n := 0
	for i := range h.events {
		if k := h.events[i].Kind; k == EventAnte || k == EventAction {
			n++
		}
	}
	return h.appendActions(make([]ActionRecord, 0, n), 0)
}

// LastAction is the most recent action (zero before any).
func (h *Hand) LastAction() ActionRecord {
	for i := len(h.events) - 1; i >= 0; i-- {
		if e := &h.events[i]; e.Kind == EventAnte || e.Kind == EventAction {
			return e.Record()
		}
	}
	return ActionRecord{}
}

// BringIn explains who brought in (zero when nobody could bet on third street).
func (h *Hand) BringIn() BringInExplanation { return h.bringIn }

// Firsts explains who acted first on each street that had betting after the third.
func (h *Hand) Firsts() []FirstExplanation { return slices.Clone(h.firsts) }

// StreetLimits lists the limits as each betting street began.
func (h *Hand) StreetLimits() []Limits { return slices.Clone(h.limits) }

// Showdown explains the showdown; nil when the hand ended without one.
func (h *Hand) Showdown() *Showdown { return h.showdown }

// Returned lists the uncalled chips given back.
func (h *Hand) Returned() []Chips { return slices.Clone(h.returned) }

// Awards lists what each seat won, in seat order.
func (h *Hand) Awards() []Chips { return slices.Clone(h.awards) }

// Stacks is every seat's stack now, in seat order (players who sat out
// included, with their stacks untouched).
func (h *Hand) Stacks() []Chips {
	var out []Chips
	for _, p := range h.table.Players {
		st := p.Stack
		if i := h.index(p.Seat); i >= 0 {
			st = h.seats[i].Stack
		}
		out = append(out, Chips{p.Seat, st})
	}
	return out
}

// Cards is every card dealt to a seat, in deal order.
func (h *Hand) Cards(seat int) []Card {
	if i := h.index(seat); i >= 0 {
		return slices.Clone(h.seats[i].cards)
	}
	return nil
}

// Community is the community card, if the deck ran short.
func (h *Hand) Community() (Card, bool) { return h.community, h.hasCommunity }
