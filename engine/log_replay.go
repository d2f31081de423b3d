package engine

// This file reads a hand log back through the engine: the table it was
// dealt from, its cards as a Dealer, and Replay, which refuses the first
// step that does not fit the rules. log.go holds the format's types and
// log_append.go the fast writer.

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
)

// Table rebuilds the table a log was dealt from.
func (l HandLog) Table() (Table, error) {
	t := Table{Stakes: Stakes{l.Limits.Ante, l.Limits.BringIn, l.Limits.SmallBet, l.Limits.BigBet}, Rules: DefaultRules}
	t.Rules.Cap = 0 // null: no cap
	if l.Limits.Cap != nil {
		t.Rules.Cap = *l.Limits.Cap
		if t.Rules.Cap == 0 {
			return t, refuse(RuleHouseRule, "cap 0: write null for no cap")
		}
	}
	for _, hr := range HouseRules {
		v, ok := l.Rules[hr.Field]
		if !ok || hr.Field == "cap" {
			continue
		}
		var set string
		switch v := v.(type) {
		case bool:
			set = strconv.FormatBool(v)
		case string:
			set = v
		}
		if _, isBool := v.(bool); set == "" || isBool != (hr.Kind == SettingSwitch) {
			return t, refuse(RuleHouseRule, "rules: %s %v: want %s", hr.Field, v, hr.Wants)
		}
		if err := hr.Set(&t.Rules, set); err != nil {
			return t, err
		}
	}
	for _, s := range l.Seats {
		t.Players = append(t.Players, Player{Seat: s.Seat, Name: s.Name, Stack: s.Stack})
	}
	return t, t.Validate()
}

// logDealer deals the cards a log says each seat received. A card nobody
// saw (UnknownCard) is dealt as a stand-in, the highest card nobody in the
// log holds, kings first, in the order the cards are dealt: what the
// importers dealt for it, so that a version-1 log's stand-ins and its
// version-2 unknown cards replay alike, and a hand mucked unseen loses
// the showdown it lost.
type logDealer struct {
	cards     map[int][]Card
	unknown   map[int][]bool // the seat's card nobody saw, by place in its deal
	spare     []Card         // the stand-ins, next first
	next      map[int]int
	community *Card
	dealt     int
}

func (d *logDealer) Deal(seat int) (Card, bool) {
	if seat == 0 {
		if d.community == nil {
			return 0, false
		}
		d.dealt++
		return *d.community, true
	}
	i := d.next[seat]
	if i >= len(d.cards[seat]) {
		return 0, false
	}
	d.next[seat]++
	d.dealt++
	if u := d.unknown[seat]; i < len(u) && u[i] {
		if len(d.spare) == 0 {
			return 0, false
		}
		c := d.spare[0]
		d.spare = d.spare[1:]
		return c, true
	}
	return d.cards[seat][i], true
}

func (d *logDealer) Left() int { return NumCards - d.dealt }

// ReplayError is the first point where a log does not fit the rules.
type ReplayError struct {
	Action int // 1-based index into the log's actions; 0 when not about one action
	Reason string
	// Err is the engine's refusal behind the reason, when a rule refused
	// (a *Refusal: errors.As finds it through the ReplayError).
	Err error
}

func (e *ReplayError) Error() string {
	if e.Action > 0 {
		return fmt.Sprintf("action %d: %s", e.Action, e.Reason)
	}
	return e.Reason
}

func (e *ReplayError) Unwrap() error { return e.Err }

// replayFail is the ReplayError for action i (0: not about one action):
// the reason, and the engine's refusal behind it when one is among a.
func replayFail(i int, f string, a ...any) *ReplayError {
	e := &ReplayError{Action: i, Reason: fmt.Sprintf(f, a...)}
	for _, x := range a {
		if err, ok := x.(error); ok {
			e.Err = err
		}
	}
	return e
}

// Redeal starts the logged hand over: the table and the cards the log
// gives, the antes posted, before anyone acts. It checks what dealing
// needs (the table, the cards); Replay checks the whole log.
func (l HandLog) Redeal() (*Hand, error) {
	h, _, e := l.redeal()
	if e != nil {
		return nil, e
	}
	return h, nil
}

// redeal is Redeal with the dealer, whose cards Replay counts at the end.
func (l HandLog) redeal() (*Hand, *logDealer, *ReplayError) {
	t, err := l.Table()
	if err != nil {
		return nil, nil, replayFail(0, "table: %v", err)
	}
	d := &logDealer{cards: map[int][]Card{}, unknown: map[int][]bool{}, next: map[int]int{}}
	// A card may appear twice: an engine that burns cards can run out of
	// deck and deal mucked cards again. The log is the record of the deal;
	// the hand refuses a card live in two hands at once as it deals.
	var seen CardSet
	for k, cs := range l.Deal {
		seat, err := strconv.Atoi(k)
		if err != nil {
			return nil, nil, replayFail(0, "deal: seat %q is not a number", k)
		}
		for _, s := range cs {
			var c Card
			unknown := s == UnknownCard
			if !unknown {
				if c, err = ParseCard(s); err != nil {
					return nil, nil, replayFail(0, "deal: seat %d: %v", seat, err)
				}
				seen |= c.Bit()
			}
			d.cards[seat] = append(d.cards[seat], c)
			d.unknown[seat] = append(d.unknown[seat], unknown)
		}
	}
	if l.Community != nil {
		c, err := ParseCard(*l.Community)
		if err != nil {
			return nil, nil, replayFail(0, "community: %v", err)
		}
		d.community = &c
		seen |= c.Bit()
	}
	for c := Card(NumCards - 1); c < NumCards; c-- { // kings first; stops when c wraps below 0
		if !seen.Has(c) {
			d.spare = append(d.spare, c)
		}
	}
	h, err := NewHand(t, d)
	if err != nil {
		return nil, nil, replayFail(0, "%v", err)
	}
	return h, d, nil
}

// Replay plays a log through the engine and returns the finished hand, or
// the first thing that does not fit, with the reason: Steps to the end.
func Replay(l HandLog) (*Hand, error) {
	var h *Hand
	for s, err := range l.Steps() {
		if err != nil {
			return nil, err
		}
		h = s.Hand
	}
	return h, nil
}

// checkAmounts refuses a log amount no table could produce: a negative
// one, or more than all the chips eight full stacks hold.
func (l HandLog) checkAmounts() error {
	const most = MaxPlayers * MaxStack
	check := func(what string, seat, n int) error {
		switch {
		case n < 0:
			return refuse(RuleStack, "%s of seat %d is %d: an amount of chips cannot be negative", what, seat, n)
		case n > most:
			return refuse(RuleStack, "%s of seat %d is %d: more than the %d chips a table can hold", what, seat, n, most)
		}
		return nil
	}
	if l.Rake < 0 {
		return refuse(RuleStack, "a rake of %d: an amount of chips cannot be negative", l.Rake)
	}
	for _, seat := range slices.Sorted(maps.Keys(l.StacksAfter)) {
		s, _ := strconv.Atoi(seat)
		if err := check("the stack after the hand", s, l.StacksAfter[seat]); err != nil {
			return err
		}
	}
	for _, a := range l.Actions {
		if err := check("a "+a.Action, a.Seat, a.Put); err != nil {
			return err
		}
		if err := check("the street total after a "+a.Action, a.Seat, a.To); err != nil {
			return err
		}
	}
	for _, part := range [...]struct {
		what string
		cs   []LogChips
	}{{"the chips returned", l.Returned}, {"the award", l.Awards}} {
		for _, c := range part.cs {
			if err := check(part.what, c.Seat, c.Amount); err != nil {
				return err
			}
		}
	}
	return nil
}

// sameChips compares a log's list of amounts with the engine's, by seat.
func sameChips(what string, logged []LogChips, got []Chips) error {
	sum := func(cs []Chips) map[int]int {
		m := map[int]int{}
		for _, c := range cs {
			m[c.Seat] += c.Amount
		}
		return m
	}
	want := make([]Chips, len(logged))
	for i, c := range logged {
		want[i] = Chips(c)
	}
	a, b := sum(want), sum(got)
	for seat, n := range a {
		if b[seat] != n {
			return fmt.Errorf("%s: the log gives seat %d %d, the rules give %d", what, seat, n, b[seat])
		}
	}
	for seat, n := range b {
		if _, ok := a[seat]; !ok && n != 0 {
			return fmt.Errorf("%s: the rules give seat %d %d, the log nothing", what, seat, n)
		}
	}
	return nil
}
