package engine

// CopyTo makes dst the same hand as h, dealing on from d, with slices of
// its own, so that either plays on alike and leaves the other as it was:
// a lookahead that plays several choices on from one deal rebuilds the
// deal once and copies it for each. d must deal from here what h's dealer
// would (a copy of its state); h and its dealer are not touched. dst's
// memory is reused: whatever was read from dst before (its Story, its
// Events) is no longer valid, and a view of it is made anew (ViewInto).
// What a hand never changes once made is shared: the table's players,
// the explanations' lists, a finished hand's showdown.
func (h *Hand) CopyTo(dst *Hand, d Dealer) {
	seats, events, firsts, limits := dst.seats[:0], dst.events[:0], dst.firsts[:0], dst.limits[:0]
	returned, awards, cards, up, copies := dst.returned[:0], dst.awards[:0], dst.cardMem, dst.upMem, dst.copies
	*dst = *h
	dst.dealer, dst.copies = d, copies+1
	if n := 7 * len(h.seats); len(cards) < n {
		cards, up = make([]Card, n), make([]bool, n)
	}
	dst.cardMem, dst.upMem = cards, up
	dst.seats = append(seats, h.seats...)
	for i := range dst.seats {
		s, k := &dst.seats[i], 7*i
		s.cards = append(cards[k:k:k+7], s.cards...)
		s.up = append(up[k:k:k+7], s.up...)
	}
	dst.events = refill(events, h.events)
	dst.firsts = refill(firsts, h.firsts)
	dst.limits = refill(limits, h.limits)
	dst.returned = refill(returned, h.returned)
	dst.awards = refill(awards, h.awards)
}

// refill is src's elements in mem's memory (grown when short), nil when
// src is: a copy tells an empty list from none as its original does.
func refill[T any](mem, src []T) []T {
	if src == nil {
		return nil
	}
	return append(mem[:0], src...)
}
