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
