package engine

import "strconv"

// An imported cash hand's log may carry a rake: the house's chips taken
// from the pots, so that each winner collects less than the rules award
// and its stack after the hand is short by as much (awards plus rake make
// the pot). The rules do not know the rake; a replay of the log takes it
// as the hand ends (HandLog.Steps), so that the stacks, the award events
// and the story a replay tells are the log's, with the rake said.

// takeRake takes the log's rake out of the finished hand's awards when
// the log's stacks after the hand say who paid it: each winner short of
// the rules' stack by at most what it won, the shortfalls adding up to the
// rake. It then records an EventRake before the awards, sets the award
// events to what each winner collected, and reports true. When the stacks
// do not say so, the hand is left as the rules played it and checkEnd
// says what does not fit.
func (h *Hand) takeRake(l HandLog) bool {
	if l.Rake <= 0 || !h.done || h.raked > 0 {
		return false
	}
	won := map[int]int{}
	for _, c := range h.awards {
		won[c.Seat] += c.Amount
	}
	take, sum := map[int]int{}, 0
	for i := range h.seats {
		s := &h.seats[i]
		want, ok := l.StacksAfter[strconv.Itoa(s.Seat)]
		if d := s.Stack - want; ok && d > 0 && d <= won[s.Seat] {
			take[s.Seat] = d
			sum += d
		}
	}
	if sum != l.Rake {
		return false
	}
	for i := range h.seats {
		h.seats[i].Stack -= take[h.seats[i].Seat]
	}
	for k := range h.awards {
		h.awards[k].Amount -= take[h.awards[k].Seat]
	}
	first := len(h.events)
	for first > 0 && h.events[first-1].Kind == EventAward {
		first--
	}
	awards := h.events[first:]
	for k := range awards {
		awards[k].Amount -= take[awards[k].Seat]
	}
	rake := Event{Kind: EventRake, Street: h.street, Amount: l.Rake}
	h.events = append(h.events[:first:first], append([]Event{rake}, awards...)...)
	h.raked = l.Rake
	return true
}

// Raked is the rake a replay took out of the hand's awards (0 for none:
// a hand played at a table, or a log without a rake).
func (h *Hand) Raked() int { return h.raked }

// Rake is the rake the story's hand paid (its EventRake), 0 for none.
func (s *Story) Rake() int {
	for i := len(s.Events) - 1; i >= 0; i-- {
		if s.Events[i].Kind == EventRake {
			return s.Events[i].Amount
		}
	}
	return 0
}
