package engine

import (
	"fmt"
	"slices"
)

// Dealer gives the cards of a hand. Deal(seat) gives the next card for that
// seat (seat 0 for the community card); Left is how many cards remain.
type Dealer interface {
	Deal(seat int) (Card, bool)
	Left() int
}

// DeckDealer deals a Deck from the top, whatever the seat.
type DeckDealer struct{ *Deck }

// Deal takes the top card.
func (d DeckDealer) Deal(int) (Card, bool) { return d.Deck.Deal() }

// Reshuffle puts the folded cards under the deck, shuffled (by a source
// seeded from the cards themselves: the same hand reshuffles alike).
func (d DeckDealer) Reshuffle(muck []Card) { d.Deck.Refill(muck) }

// DeckForHand is the deck of hand number n (1 for the first) of a session
// seeded with seed: every mode that deals (sim, the table, tests) uses it,
// so the same seed deals the same hands.
func DeckForHand(seed uint64, n int) *Deck {
	return NewDeck(seed + uint64(n-1)*0x9e3779b97f4a7c15)
}

type seatState struct {
	Player   // Stack is the stack now
	start    int
	cards    []Card
	up       []bool
	folded   bool
	allIn    bool
	onStreet int  // chips put in on this street (antes excluded)
	total    int  // chips put in this hand, antes included
	acted    bool // acted since the last full bet or raise
	wagered  bool // that action was a call, bet, raise or completion (not a check or the forced bring-in)
	mayRaise bool
}

func (s *seatState) live() bool   { return !s.folded }
func (s *seatState) canAct() bool { return !s.folded && !s.allIn }

// Hand is one hand of Razz as a state machine. It runs the mechanical steps
// itself (antes, dealing, collecting, showdown, awarding) and stops when a
// player must decide: ToAct, Legal, Validate and Apply are the interface.
type Hand struct {
	table  Table
	dealer Dealer
	seats  []seatState

	street   int
	toAct    int // index into seats, -1 when nobody is to act
	bet      int // the street total every live seat must match
	bets     int // bets made this street, toward the cap
	uncapped bool
	bigUnit  bool // the big bet is the unit now
	openPair bool // fourth street with a paired board and the open-pair rule
	aggr7    int  // last bettor or raiser on seventh street, -1
	done     bool

	community    Card
	hasCommunity bool
	liveCards    CardSet // cards in the hands of players still in, and the community card
	dealErr      error   // the dealer ran out of cards or dealt a live card (only a bad replay log can)

	events   []Event // the story: antes and actions included
	bringIn  BringInExplanation
	firsts   []FirstExplanation
	limits   []Limits
	showdown *Showdown
	returned []Chips
	awards   []Chips
	raked    int // the rake a replayed log took from the awards (takeRake)

	// The memory behind the seats' cards and faces (7 a seat), kept for
	// CopyTo to reuse; copies counts the copies made into this hand, so a
	// view of what it held before is not taken for a view of it (ViewInto).
	cardMem []Card
	upMem   []bool
	copies  uint64
}

// ErrHandOver is returned by Apply and Validate after the hand has ended.
var ErrHandOver error = &Refusal{RuleHandOver, "the hand is over"}

// NewHand deals a hand at table t. Players with no chips sit out. It posts
// the antes, deals third street, and stops at the first decision (the
// bring-in), or runs to the end when nobody can bet.
func NewHand(t Table, d Dealer) (*Hand, error) {
	if err := t.Validate(); err != nil {
		return nil, err
	}
	h := &Hand{table: t, dealer: d, toAct: -1, aggr7: -1, street: 3,
		seats:  make([]seatState, 0, len(t.Players)),
		events: make([]Event, 0, 8*len(t.Players)+8)}
	// One backing array for every seat's cards and one for their faces.
	cards, up := make([]Card, 7*len(t.Players)), make([]bool, 7*len(t.Players))
	h.cardMem, h.upMem = cards, up
	for _, p := range t.Players {
		if p.Stack > 0 {
			k := 7 * len(h.seats)
			h.seats = append(h.seats, seatState{Player: p, start: p.Stack, mayRaise: true,
				cards: cards[k : k : k+7], up: up[k : k : k+7]})
		}
	}
	for i := range h.seats {
		s := &h.seats[i]
		if a := min(t.Stakes.Ante, s.Stack); a > 0 {
			h.move(i, a)
			h.emitAction(ActionRecord{Street: 3, Seat: s.Seat, Kind: Ante, Put: a, To: a, AllIn: s.allIn})
			s.onStreet = 0
		}
	}
	if err := h.deal(Street(3)); err != nil {
		return nil, err
	}
	h.startStreet()
	return h, nil
}

// move takes chips from seat i's stack into the pot.
func (h *Hand) move(i, put int) {
	s := &h.seats[i]
	s.Stack -= put
	s.onStreet += put
	s.total += put
	if s.Stack == 0 {
		s.allIn = true
	}
}

func (h *Hand) deal(st StreetSpec) error {
	live := h.liveCount()
	if st.Number == 7 && h.dealer.Left() < live && !h.reshuffle(live) {
		c, ok := h.dealer.Deal(0)
		if !ok {
			return refuse(RuleDeal, "%d players reach seventh street with %s left in the deck: a community card is required, and the log has none",
				live, plural(max(h.dealer.Left(), 0), "card"))
		}
		if err := h.take(c, 0, st); err != nil {
			return err
		}
		h.community, h.hasCommunity = c, true
		h.events = append(h.events, Event{Kind: EventCommunity, Street: 7, N: 1, Cards: [3]Card{c}})
		return nil
	}
	first := len(h.events)
	for i := range h.seats {
		if s := &h.seats[i]; s.live() {
			h.events = append(h.events, Event{Kind: EventDeal, Street: st.Number, Seat: s.Seat})
		}
	}
	for k, faceUp := range st.Cards {
		e := first
		for i := range h.seats {
			s := &h.seats[i]
			if !s.live() {
				continue
			}
			c, ok := h.dealer.Deal(s.Seat)
			if !ok {
				return refuse(RuleDeal, "the log's deal is short: it gives seat %d no card on %s", s.Seat, st.Name)
			}
			if c.Valid() && !h.liveCards.Has(c) { // take's common case, inline
				h.liveCards |= c.Bit()
			} else if err := h.take(c, s.Seat, st); err != nil {
				return err
			}
			s.cards = append(s.cards, c)
			s.up = append(s.up, faceUp)
			ev := &h.events[e]
			ev.Cards[k], ev.N = c, uint8(k+1)
			if faceUp {
				ev.Up |= 1 << k
			}
			e++
		}
	}
	return nil
}

// Reshuffler is a Dealer that can take the folded hands back into its deck
// (the deck-out reshuffle house rule); a dealer that knows every card
// already (a log's) need not be one.
type Reshuffler interface {
	Reshuffle(muck []Card)
}

// reshuffle puts the folded hands back to deal the seventh cards, under
// the deck-out reshuffle house rule, when they are enough.
func (h *Hand) reshuffle(live int) bool {
	if h.table.Rules.DeckOut != DeckOutReshuffle {
		return false
	}
	var muck []Card
	for i := range h.seats {
		if s := &h.seats[i]; !s.live() {
			muck = append(muck, s.cards...)
		}
	}
	if max(h.dealer.Left(), 0)+len(muck) < live {
		return false
	}
	if r, ok := h.dealer.(Reshuffler); ok {
		r.Reshuffle(muck)
	}
	return true
}

// take marks a card dealt to seat (0: the community card) as live. A card
// may be dealt again only after the player holding it folded (a re-dealt
// muck); a card live in two hands at once is refused.
func (h *Hand) take(c Card, seat int, st StreetSpec) error {
	if c.Valid() && !h.liveCards.Has(c) {
		h.liveCards |= c.Bit()
		return nil
	}
	to := fmt.Sprintf("seat %d", seat)
	if seat == 0 {
		to = "the middle as the community card"
	}
	if !c.Valid() {
		return refuse(RuleDeal, "the deal gives %s a card that is not one of the 52 on %s", to, st.Name)
	}
	for i := range h.seats {
		if s := &h.seats[i]; s.live() && slices.Contains(s.cards, c) {
			if s.Seat == seat {
				return refuse(RuleDeal, "%s is dealt to seat %d twice (again on %s)", c, seat, st.Name)
			}
			return refuse(RuleDeal, "%s is dealt to %s on %s, but seat %d holds it and has not folded: a card cannot be in two live hands", c, to, st.Name, s.Seat)
		}
	}
	return refuse(RuleDeal, "%s is dealt to %s on %s, but it is live already", c, to, st.Name)
}

// liveCount is the number of players still in the hand.
func (h *Hand) liveCount() int {
	n := 0
	for i := range h.seats {
		if h.seats[i].live() {
			n++
		}
	}
	return n
}

// startStreet sets up the betting of the current street, or runs the hand
// on when fewer than two players can bet.
func (h *Hand) startStreet() {
	for i := range h.seats {
		s := &h.seats[i]
		s.onStreet, s.acted, s.wagered, s.mayRaise = 0, false, false, true
	}
	h.bet, h.bets = 0, 0
	st := Street(h.street)
	h.bigUnit = st.Big
	live, canAct := 0, 0
	for i := range h.seats {
		if h.seats[i].live() {
			live++
			if h.seats[i].canAct() {
				canAct++
			}
		}
	}
	h.uncapped = h.table.Rules.HeadsUpUncapped && live == 2
	h.openPair = false
	if canAct >= 2 {
		if h.street == 3 {
			h.bringIn = ExplainBringIn(h.doors(), h.table.Rules.BringInTie, h.hasChips)
			h.toAct = h.index(h.bringIn.Seat)
			h.events = append(h.events, Event{Kind: EventBringIn, Street: 3, Seat: h.bringIn.Seat})
		} else {
			f := ExplainFirst(h.street, h.liveBoards(), h.hasChips)
			h.firsts = append(h.firsts, f)
			h.toAct = h.index(f.Seat)
			if h.street == 4 && h.table.Rules.OpenPairDouble {
				for _, b := range f.Ranked {
					h.openPair = h.openPair || b.Paired()
				}
			}
		}
		h.limits = append(h.limits, h.Limits())
		h.events = append(h.events, Event{Kind: EventStreet, Street: h.street, Seat: h.seats[h.toAct].Seat})
		return
	}
	// Nobody (or one player) can bet: deal the rest without betting.
	if live < 2 {
		h.finish()
		return
	}
	h.events = append(h.events, Event{Kind: EventStreet, Street: h.street})
	h.nextStreet()
}

// nextStreet deals the next street and starts its betting, or ends the
// hand after seventh street.
func (h *Hand) nextStreet() {
	if h.street == 7 {
		h.finish()
		return
	}
	h.street++
	if err := h.deal(Street(h.street)); err != nil {
		h.dealErr = err
		h.done, h.toAct = true, -1 // no showdown of hands short of cards
		return
	}
	h.startStreet()
}

func (h *Hand) doors() []SeatCard {
	out := make([]SeatCard, 0, len(h.seats))
	for i := range h.seats {
		s := &h.seats[i]
		for k, c := range s.cards {
			if s.up[k] {
				out = append(out, SeatCard{s.Seat, c})
				break
			}
		}
	}
	return out
}

func (h *Hand) liveBoards() []Board {
	out := make([]Board, 0, len(h.seats))
	// One backing array for every board's cards: a hand asks at each street.
	up := make([]Card, 0, 4*len(h.seats))
	for i := range h.seats {
		if s := &h.seats[i]; s.live() {
			from := len(up)
			for k, c := range s.cards {
				if s.up[k] {
					up = append(up, c)
				}
			}
			out = append(out, NewBoard(s.Seat, up[from:len(up):len(up)]))
		}
	}
	return out
}

func (h *Hand) hasChips(seat int) bool {
	i := h.index(seat)
	return i >= 0 && h.seats[i].canAct()
}

func (h *Hand) index(seat int) int {
	for i := range h.seats {
		if h.seats[i].Seat == seat {
			return i
		}
	}
	return -1
}

// Done reports whether the hand has ended.
func (h *Hand) Done() bool { return h.done }

// Street is the street being played (3 to 7).
func (h *Hand) Street() int { return h.street }
