package engine

import "slices"

// SwapDown gives seat the card c in place of its face-down card old, as
// if the deal had dealt it c: the hand's story (its deal event) and every
// view say c from then on, and old is in nobody's hand. It is for a
// replay that deals the hidden cards at will (a bot's read of the betting
// replays the hand with any down cards for the others, and gives a seat
// another when the one it gave has shown since), and changes nothing
// else: the betting, the up cards and who acts go by the up cards alone.
// c must be a card no seat holds (a folded seat's included) and not the
// community card, and the hand not over.
func (h *Hand) SwapDown(seat int, old, c Card) error {
	if h.done {
		return ErrHandOver
	}
	i := h.index(seat)
	if i < 0 {
		return refuse(RuleDeal, "seat %d is not in the hand: no card of its to swap", seat)
	}
	if !c.Valid() {
		return refuse(RuleDeal, "the swap gives seat %d a card that is not one of the 52", seat)
	}
	if h.hasCommunity && h.community == c {
		return refuse(RuleDeal, "%s is the community card: it cannot be swapped into seat %d's hand", c, seat)
	}
	for j := range h.seats {
		if slices.Contains(h.seats[j].cards, c) {
			return refuse(RuleDeal, "%s is in seat %d's hand already: it cannot be swapped into seat %d's", c, h.seats[j].Seat, seat)
		}
	}
	s := &h.seats[i]
	k := slices.Index(s.cards, old)
	if k < 0 || s.up[k] {
		return refuse(RuleDeal, "seat %d holds no %s face down to swap", seat, old)
	}
	s.cards[k] = c
	if s.live() {
		h.liveCards = h.liveCards&^old.Bit() | c.Bit()
	}
	for e := range h.events {
		ev := &h.events[e]
		if ev.Kind != EventDeal || ev.Seat != seat {
			continue
		}
		for m := range ev.N {
			if ev.Cards[m] == old && !ev.FaceUp(int(m)) {
				ev.Cards[m] = c
			}
		}
	}
	return nil
}

// Redeal gives every seat the cards cards(seat) (each seat's cards in the
// order they were dealt, as many as it holds) in place of its face-down
// ones, as SwapDown gives one: the same play dealt other hidden cards, for
// a lookahead that plays a hand on over many deals of them without
// replaying its actions for each. The up cards cards gives must be the
// ones dealt, every card held once (a folded seat's included) and none the
// community card; else it refuses and changes nothing. The hand not over.
func (h *Hand) Redeal(cards func(seat int) []Card) error {
	if h.done {
		return ErrHandOver
	}
	var held CardSet
	if h.hasCommunity {
		held = h.community.Bit()
	}
	for i := range h.seats {
		s := &h.seats[i]
		cs := cards(s.Seat)
		if len(cs) < len(s.cards) {
			return refuse(RuleDeal, "the redeal gives seat %d %d cards, fewer than the %d it holds", s.Seat, len(cs), len(s.cards))
		}
		for k, c := range cs[:len(s.cards)] {
			switch {
			case !c.Valid() || held.Has(c):
				return refuse(RuleDeal, "the redeal gives %v twice, or a card not one of the 52", c)
			case s.up[k] && c != s.cards[k]:
				return refuse(RuleDeal, "the redeal gives seat %d %s where %s is up", s.Seat, c, s.cards[k])
			}
			held |= c.Bit()
		}
	}
	h.liveCards = 0
	if h.hasCommunity {
		h.liveCards = h.community.Bit()
	}
	for i := range h.seats {
		s := &h.seats[i]
		copy(s.cards, cards(s.Seat))
		if s.live() {
			h.liveCards |= SetOf(s.cards...)
		}
	}
	// The story says the cards dealt: each deal event its seat's next.
	var next [MaxPlayers]int
	for e := range h.events {
		ev := &h.events[e]
		if ev.Kind != EventDeal {
			continue
		}
		i := h.index(ev.Seat)
		for m := range ev.N {
			ev.Cards[m] = h.seats[i].cards[next[i]]
			next[i]++
		}
	}
	return nil
}
