package hhfmt

import (
	"errors"
	"fmt"
	"slices"
	"strconv"

	"razz/engine"
)

// Hand is one hand read from a file: its log, or the reason it could not
// be read, with where it was in the file.
type Hand struct {
	Index int    // 1-based position in the file
	Line  int    // the line the hand starts on
	ID    string // the hand's identifier in its source format, if any
	Log   engine.HandLog
	// Unknown counts the cards the source did not show (the down cards of
	// players who folded, as a real history hides them), which the log's
	// deal writes engine.UnknownCard in their places.
	Unknown int
	// Hero is the player whose down cards PokerStars text deals face up
	// (the account holder), "" when none or several.
	Hero string
	Err  error
}

// verb is what a transcript says a player did, before the engine gives it
// a kind and amounts.
type verb uint8

const (
	vBringIn verb = iota + 1
	vCallOrCheck
	vCall
	vCheck
	vAggressive // complete, bet or raise to To
	vFold
)

// step is one player action of a transcript.
type step struct {
	seat  int
	verb  verb
	to    int    // vAggressive: the seat's street total after it
	put   int    // chips the source says moved, -1 when it does not say
	by    int    // vAggressive: the raise over the street's high the source says, 0 when it does not say
	where string // where the source says it ("line 12", "action 7"), for errors
	what  string
}

// transcript is a hand as a source tells it: the table, the cards by seat
// in deal order ("" for a card the source does not show), and the actions.
type transcript struct {
	table     engine.Table
	number    int
	cards     map[int][]string
	community string
	steps     []step
	antes     map[int]int  // seat -> ante the source says it posted (nil: not said)
	money     engine.Money // how the source counts its amounts, for errors
}

func (t *transcript) setCard(seat, slot int, card string) error {
	if slot < 0 || slot >= 7 {
		return fmt.Errorf("seat %d: more than seven cards", seat)
	}
	cs := t.cards[seat]
	for len(cs) <= slot {
		cs = append(cs, "")
	}
	if cs[slot] != "" && cs[slot] != card {
		return fmt.Errorf("seat %d: card %d is %s, then %s", seat, slot+1, cs[slot], card)
	}
	cs[slot] = card
	t.cards[seat] = cs
	return nil
}

// slotDealer deals each seat's cards in order, a stand-in for each card
// the source does not show.
type slotDealer struct {
	cards     map[int][]engine.Card
	known     map[int][]bool
	next      map[int]int
	spare     []engine.Card
	community *engine.Card
	dealt     int
	unknown   int
	hidden    map[int][]int // seat -> indexes of the stand-ins dealt
}

func (d *slotDealer) Deal(seat int) (engine.Card, bool) {
	if seat == 0 {
		if d.community == nil {
			return 0, false
		}
		d.dealt++
		return *d.community, true
	}
	i := d.next[seat]
	d.next[seat]++
	d.dealt++
	if i < len(d.cards[seat]) && d.known[seat][i] {
		return d.cards[seat][i], true
	}
	if len(d.spare) == 0 {
		return 0, false
	}
	c := d.spare[0]
	d.spare = d.spare[1:]
	d.unknown++
	for len(d.cards[seat]) <= i {
		d.cards[seat] = append(d.cards[seat], 0)
		d.known[seat] = append(d.known[seat], false)
	}
	d.cards[seat][i] = c
	d.hidden[seat] = append(d.hidden[seat], i)
	return c, true
}

func (d *slotDealer) Left() int { return engine.NumCards - d.dealt }

// errAt is an error about one place in the source.
func errAt(where string, format string, a ...any) error {
	if where != "" {
		return fmt.Errorf("%s: %s", where, fmt.Sprintf(format, a...))
	}
	return fmt.Errorf(format, a...)
}

// play runs the transcript through the engine and returns the hand's log
// and how many cards were stand-ins.
func (t *transcript) play() (engine.HandLog, int, error) {
	d := &slotDealer{cards: map[int][]engine.Card{}, known: map[int][]bool{}, next: map[int]int{}, hidden: map[int][]int{}}
	var seen engine.CardSet
	add := func(where, s string) (engine.Card, error) {
		c, err := engine.ParseCard(s)
		if err != nil {
			return 0, fmt.Errorf("%s: %v", where, err)
		}
		// A card may come twice: PokerKit deals mucked cards again when
		// its deck runs out. The engine refuses a card live in two hands.
		seen |= c.Bit()
		return c, nil
	}
	for seat, cs := range t.cards {
		for _, s := range cs {
			var c engine.Card
			known := s != ""
			if known {
				var err error
				if c, err = add("seat "+strconv.Itoa(seat), s); err != nil {
					return engine.HandLog{}, 0, err
				}
			}
			d.cards[seat] = append(d.cards[seat], c)
			d.known[seat] = append(d.known[seat], known)
		}
	}
	if t.community != "" {
		c, err := add("community card", t.community)
		if err != nil {
			return engine.HandLog{}, 0, err
		}
		d.community = &c
	}
	// Stand-ins are the highest unseen cards, kings first: a hand that
	// was mucked unseen then loses the showdown, as it did.
	for c := engine.Card(engine.NumCards - 1); c < engine.NumCards; c-- {
		if seen&c.Bit() == 0 {
			d.spare = append(d.spare, c)
		}
	}
	h, err := engine.NewHand(t.table, d)
	if err != nil {
		return engine.HandLog{}, 0, err
	}
	for _, a := range h.Actions() {
		if want, ok := t.antes[a.Seat]; ok && a.Kind == engine.Ante && want != a.Put {
			return engine.HandLog{}, 0, fmt.Errorf("seat %d posts an ante of %s, the rules give %s", a.Seat, t.money.Amount(want), t.money.Amount(a.Put))
		}
	}
	for _, s := range t.steps {
		if h.Done() {
			return engine.HandLog{}, 0, errAt(s.where, "seat %d %s, but the hand is already over", s.seat, s.what)
		}
		if to := h.ToAct(); to != s.seat {
			return engine.HandLog{}, 0, errAt(s.where, "seat %d %s, but seat %d is to act", s.seat, s.what, to)
		}
		opt, ok := pick(h.Legal(), s)
		if !ok {
			return engine.HandLog{}, 0, errAt(s.where, "seat %d cannot %s here (it may %s)", s.seat, s.what, optionList(h.Legal()))
		}
		if s.by > 0 && opt.To-streetHigh(h) != s.by {
			return engine.HandLog{}, 0, errAt(s.where, "seat %d %s: a raise to %s is by %s, the source says by %s", s.seat, s.what, t.money.Amount(opt.To), t.money.Amount(opt.To-streetHigh(h)), t.money.Amount(s.by))
		}
		if s.put >= 0 && opt.Put != s.put {
			return engine.HandLog{}, 0, errAt(s.where, "seat %d %s: the rules move %s, the source says %s", s.seat, s.what, t.money.Amount(opt.Put), t.money.Amount(s.put))
		}
		if err := h.Apply(opt.Action()); err != nil {
			return engine.HandLog{}, 0, errAt(s.where, "seat %d cannot %s: %v", s.seat, s.what, err)
		}
	}
	if !h.Done() {
		if h.ToAct() != 0 {
			return engine.HandLog{}, 0, fmt.Errorf("%w: seat %d is still to act", errActionsEnd, h.ToAct())
		}
		return engine.HandLog{}, 0, errActionsEnd
	}
	for seat, cs := range d.cards {
		for i := d.next[seat]; i < len(cs); i++ {
			if d.known[seat][i] {
				return engine.HandLog{}, 0, fmt.Errorf("seat %d is shown %d cards, the rules deal it %d", seat, i+1, d.next[seat])
			}
		}
	}
	if d.community != nil {
		if _, ok := h.Community(); !ok {
			return engine.HandLog{}, 0, errors.New("a community card is shown, but the deck did not run out")
		}
	}
	// The same check as razz replay: a deal the engine could not finish
	// (a card live in two hands) shows here.
	// The cards the source did not show are written unknown in the deal,
	// where the engine deals the same stand-ins for them again.
	l := h.Log(0, t.number)
	for seat, idx := range d.hidden {
		cs := l.Deal[strconv.Itoa(seat)]
		for _, i := range idx {
			cs[i] = engine.UnknownCard
		}
	}
	if _, err := engine.Replay(l); err != nil {
		return engine.HandLog{}, 0, err
	}
	if err := standInsWin(l); err != nil {
		return engine.HandLog{}, 0, err
	}
	return l, d.unknown, nil
}

// unknown says whether the source never showed some of seat's cards
// (engine.UnknownCard in its deal).
func unknown(l engine.HandLog, seat int) bool {
	return slices.Contains(l.Deal[strconv.Itoa(seat)], engine.UnknownCard)
}

// errActionsEnd: the source's actions stop before the hand is over.
var errActionsEnd = errors.New("the actions end before the hand does")

// standInsWin refuses a hand whose showdown gives chips to a seat the
// source never showed all the cards of: the stand-ins dealt in their
// place would have decided the pot. (A stand-in is the highest card
// nobody was seen holding, so a hand mucked unseen loses as it did; where
// it would win, the source does not say the hand.)
func standInsWin(l engine.HandLog) error {
	if len(l.Showdown) < 2 {
		return nil
	}
	won := map[int]bool{}
	for _, a := range l.Awards {
		won[a.Seat] = won[a.Seat] || a.Amount > 0
	}
	for _, s := range l.Showdown {
		if won[s.Seat] && unknown(l, s.Seat) {
			return fmt.Errorf("seat %d wins at the showdown with cards the source never shows", s.Seat)
		}
	}
	return nil
}

// streetHigh is the most any seat has put in on the street being bet.
func streetHigh(h *engine.Hand) int {
	high := 0
	for _, a := range h.Actions() {
		if a.Street == h.Street() && a.Kind != engine.Ante {
			high = max(high, a.To)
		}
	}
	return high
}

// pick finds the legal option a step names.
func pick(legal []engine.Option, s step) (engine.Option, bool) {
	for _, o := range legal {
		switch s.verb {
		case vBringIn:
			if o.Kind == engine.BringIn {
				return o, true
			}
		case vCallOrCheck:
			if o.Kind == engine.Call || o.Kind == engine.Check {
				return o, true
			}
		case vCall:
			if o.Kind == engine.Call {
				return o, true
			}
		case vCheck:
			if o.Kind == engine.Check {
				return o, true
			}
		case vFold:
			if o.Kind == engine.Fold {
				return o, true
			}
		case vAggressive:
			if o.Kind.Aggressive() && (s.to < 0 || o.To == s.to) {
				return o, true
			}
			// A bring-in all in for less, as PokerKit writes it ("cbr 4"
			// with 4 chips left and a bring-in of 5).
			if o.Kind == engine.BringIn && o.AllIn && o.To == s.to {
				return o, true
			}
		}
	}
	return engine.Option{}, false
}

func optionList(os []engine.Option) string {
	s := ""
	for i, o := range os {
		switch {
		case i == 0:
		case i == len(os)-1:
			s += " or "
		default:
			s += ", "
		}
		s += o.String()
	}
	if s == "" {
		return "nothing"
	}
	return s
}
