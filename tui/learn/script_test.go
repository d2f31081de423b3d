package learn

import (
	"strconv"
	"strings"
	"testing"

	"razz/engine"
	"razz/engine/narrate"
)

// A script is a hand a text tells, set up card by card and played action
// by action on the engine: each seat's cards in the order they are dealt
// (two down, the door, fourth to sixth street, seventh down), the stacks,
// and the actions as the text tells them ("2 bring-in", "3 complete",
// "1 call"), each of which must be the engine's seat to act and a legal
// action; after them every seat checks, or calls when it must, to the
// end.
type script struct {
	stacks []int // 0: the default stack
	cards  []string
	acts   []string
	rules  *engine.Rules // nil: the default rules
}

// seatDealer deals each seat its own cards in order.
type seatDealer struct {
	seats map[int][]engine.Card
}

func (d *seatDealer) Deal(seat int) (engine.Card, bool) {
	cs := d.seats[seat]
	if len(cs) == 0 {
		return 0, false
	}
	d.seats[seat] = cs[1:]
	return cs[0], true
}

func (d *seatDealer) Left() int {
	n := 0
	for _, cs := range d.seats {
		n += len(cs)
	}
	return n
}

// deal sets the script's hand up, before any action.
func (s script) deal(t *testing.T) *engine.Hand {
	t.Helper()
	d := &seatDealer{seats: map[int][]engine.Card{}}
	stacks := make([]int, len(s.cards))
	for i, c := range s.cards {
		cs, err := engine.ParseCards(c)
		if err != nil {
			t.Fatalf("seat %d: %v", i+1, err)
		}
		d.seats[i+1] = cs
		stacks[i] = engine.DefaultStack
		if i < len(s.stacks) && s.stacks[i] > 0 {
			stacks[i] = s.stacks[i]
		}
	}
	rules := engine.DefaultRules
	if s.rules != nil {
		rules = *s.rules
	}
	h, err := engine.NewHand(engine.NewTable(nil, stacks, engine.DefaultStakes, rules), d)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// play plays the script to the end of the hand.
func (s script) play(t *testing.T) *engine.Hand {
	t.Helper()
	h := s.deal(t)
	for _, a := range s.acts {
		s.act(t, h, a)
	}
	for !h.Done() {
		o := option(h.Legal(), engine.Check, engine.Call)
		if err := h.Apply(o.Action()); err != nil {
			t.Fatalf("checking down: %v", err)
		}
	}
	return h
}

// act applies one action of the script: "3 complete" is seat 3's
// completion, "1 raise 35" a raise to 35.
func (s script) act(t *testing.T, h *engine.Hand, a string) {
	t.Helper()
	f := strings.Fields(a)
	seat, err := strconv.Atoi(f[0])
	if err != nil || len(f) < 2 {
		t.Fatalf("action %q", a)
	}
	if h.ToAct() != seat {
		t.Fatalf("%q: seat %d is to act, not seat %d\n%s", a, h.ToAct(), seat, story(h))
	}
	k, err := engine.ParseActionKind(f[1])
	if err != nil {
		t.Fatalf("%q: %v", a, err)
	}
	act := engine.Action{Kind: k}
	if len(f) > 2 {
		act.To, _ = strconv.Atoi(f[2])
	}
	if err := h.Apply(act); err != nil {
		t.Fatalf("%q: %v\n%s", a, err, story(h))
	}
}

// option is the first of kinds that is legal.
func option(legal []engine.Option, kinds ...engine.ActionKind) engine.Option {
	for _, k := range kinds {
		for _, o := range legal {
			if o.Kind == k {
				return o
			}
		}
	}
	return engine.Option{Kind: kinds[0]}
}

// story is the hand as the dealer tells it, for a failure's message.
func story(h *engine.Hand) string {
	s := h.Story()
	var out []string
	for _, l := range (&narrate.Narrator{}).Dealer(&s, -1) {
		out = append(out, l.Text)
	}
	return strings.Join(out, "\n")
}

// shownOrder is the seats in the order they showed down.
func shownOrder(h *engine.Hand) []int {
	var out []int
	if sd := h.Showdown(); sd != nil {
		for _, x := range sd.Order {
			out = append(out, x.Seat)
		}
	}
	return out
}
