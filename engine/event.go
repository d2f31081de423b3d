package engine

// A hand records what happens as one ordered stream of events: the antes,
// the deal, who brings in and why, each street's start with who acts first
// and why and the limits, every action, the community card, the chips
// given back, the showdown and the awards. Whatever tells the story of a
// hand afterwards (the dealer's narration, a hand history, a replay step by
// step) reads this stream and recomputes no rule.

// EventKind says what an event is.
type EventKind uint8

// The kinds of event, in the order a hand can produce them.
const (
	// EventAnte: Seat posts an ante of Amount (AllIn when it was the stack).
	EventAnte EventKind = iota + 1
	// EventDeal: Seat is dealt Dealt() on Street, FaceUp(i) for each card.
	// A street's deal events come in seat order.
	EventDeal
	// EventBringIn: Seat has the bring-in duty; the Story's BringIn says
	// why. Third street only, and only when two or more players can bet.
	EventBringIn
	// EventStreet: the betting of Street starts and Seat acts first (the
	// bring-in seat on third street); the Story's First(Street) says why
	// from fourth street on, and LimitsOn(Street) gives the limits. Seat is
	// 0 when fewer than two players can bet: the street is dealt out
	// without betting.
	EventStreet
	// EventAction: Seat acts: Act, putting in Amount to a street total of
	// To (AllIn when it took the whole stack).
	EventAction
	// EventCommunity: the deck ran short on seventh street and Cards[0] is
	// dealt face up in the middle as everyone's seventh card.
	EventCommunity
	// EventReturned: Amount, the uncalled part of a bet, goes back to Seat.
	EventReturned
	// EventShowdown: the hands are shown down; the Story's Showdown says
	// in what order and how each pot was won.
	EventShowdown
	// EventAward: Seat wins Amount in all (every pot it won or shared),
	// less its part of the rake when there is one.
	EventAward
	// EventRake: the house takes Amount from the pots. Only a replay of a
	// log with a rake (an imported cash hand) has one, just before the
	// awards, which are then what each winner collected.
	EventRake
)

var eventNames = [...]string{"", "ante", "deal", "bring-in duty", "street", "action", "community", "returned", "showdown", "award", "rake"}

func (k EventKind) String() string {
	if int(k) < len(eventNames) && k > 0 {
		return eventNames[k]
	}
	return "event?"
}

// Event is one step of a hand's story. Which fields are set depends on
// Kind (see the kinds). An event holds no pointer, so a hand's stream costs
// the garbage collector nothing to scan; the explanations it refers to are
// in the hand's Story.
type Event struct {
	Kind   EventKind
	Act    ActionKind // EventAnte, EventAction
	AllIn  bool       // EventAnte, EventAction
	N      uint8      // EventDeal, EventCommunity: cards in Cards
	Up     uint8      // EventDeal: bit i set when Cards[i] is face up
	Cards  [3]Card    // EventDeal, EventCommunity
	Street int
	Seat   int
	Amount int // chips: put in, given back, or won
	To     int // EventAnte, EventAction: the seat's street total after it
}

// Dealt is the cards of a deal or community event, in deal order.
func (e *Event) Dealt() []Card { return e.Cards[:e.N] }

// FaceUp reports whether the i-th card dealt was dealt face up.
func (e *Event) FaceUp(i int) bool { return e.Up&(1<<i) != 0 }

// Record is an ante or action event as an action record.
func (e *Event) Record() ActionRecord {
	return ActionRecord{Street: e.Street, Seat: e.Seat, Kind: e.Act, Put: e.Amount, To: e.To, AllIn: e.AllIn}
}

// Story is a hand's events with the table it was dealt from and the
// explanations its events refer to: what a narrator reads.
type Story struct {
	Table    Table // as dealt: stacks before the antes, seats sitting out included
	Events   []Event
	BringIn  BringInExplanation // for EventBringIn
	Firsts   []FirstExplanation // for the EventStreet events with betting from fourth street on
	Limits   []Limits           // for the EventStreet events with betting
	Showdown *Showdown          // for EventShowdown
}

// First explains who acts first on a street with betting after the third
// (nil for any other street).
func (s *Story) First(street int) *FirstExplanation {
	for i := range s.Firsts {
		if s.Firsts[i].Street == street {
			return &s.Firsts[i]
		}
	}
	return nil
}

// LimitsOn is a betting street's limits as the street began (nil when the
// street had no betting).
func (s *Story) LimitsOn(street int) *Limits {
	for i := range s.Limits {
		if s.Limits[i].Street == street {
			return &s.Limits[i]
		}
	}
	return nil
}

// Story is the hand's story so far. Its slices are shared with the hand:
// read them, never write them.
func (h *Hand) Story() Story {
	return Story{Table: h.table, Events: h.Events(), BringIn: h.bringIn,
		Firsts: h.firsts[:len(h.firsts):len(h.firsts)], Limits: h.limits[:len(h.limits):len(h.limits)], Showdown: h.showdown}
}

// Events is the hand's stream so far, in order. It is shared with the hand:
// read it, never write it.
func (h *Hand) Events() []Event { return h.events[:len(h.events):len(h.events)] }

// emitAction records an ante or an action.
func (h *Hand) emitAction(a ActionRecord) {
	k := EventAction
	if a.Kind == Ante {
		k = EventAnte
	}
	h.events = append(h.events, Event{Kind: k, Act: a.Kind, AllIn: a.AllIn, Street: a.Street, Seat: a.Seat, Amount: a.Put, To: a.To})
}

// appendActions appends the antes and actions of events[from:] to out.
func (h *Hand) appendActions(out []ActionRecord, from int) []ActionRecord {
	for i := from; i < len(h.events); i++ {
		if e := &h.events[i]; e.Kind == EventAnte || e.Kind == EventAction {
			out = append(out, e.Record())
		}
	}
	return out
}
