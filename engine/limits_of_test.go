package engine

import "testing"

// LimitsOf tells a street's limits as they stand: after the bring-in and a
// completion, third street has one bet made (what the plain mode's "why"
// and the table's e say), while the street's first limits said none; a
// street over keeps the limits it began with.
func TestLimitsOfTheStreetBeingPlayed(t *testing.T) {
	t.Parallel()
	tb := Table{Stakes: Stakes{Ante: 1, BringIn: 2, Small: 5, Big: 10}, Rules: DefaultRules}
	for s := 1; s <= 4; s++ {
		tb.Players = append(tb.Players, Player{Seat: s, Name: string(rune('A' + s)), Stack: 1000})
	}
	h, err := NewHand(tb, DeckDealer{NewDeck(3)})
	if err != nil {
		t.Fatal(err)
	}
	pick := func(k ActionKind) {
		t.Helper()
		for _, o := range h.Legal() {
			if o.Kind == k {
				if err := h.Apply(o.Action()); err != nil {
					t.Fatal(err)
				}
				return
			}
		}
		t.Fatalf("no %v in %v", k, h.Legal())
	}
	pick(BringIn)
	pick(Complete)
	if l := h.LimitsOf(3); l.Bets != 1 || l.Left != l.Cap-1 {
		t.Errorf("third street after a completion: %+v, want 1 bet made", l)
	}
	if st := h.Story(); st.LimitsOn(3).Bets != 0 {
		l := st.LimitsOn(3)
		t.Errorf("the street's first limits: %+v", l)
	}
	for h.Street() == 3 {
		pick(Call)
	}
	if l := h.LimitsOf(3); l.Street != 3 || l.Bets != 0 {
		t.Errorf("third street once over: %+v, want the limits it began with", l)
	}
	if l := h.LimitsOf(4); l.Street != 4 || l.Bets != 0 {
		t.Errorf("fourth street: %+v", l)
	}
}
