package engine

import (
	"strings"
	"testing"
)

// TestSwapDown: a seat's down card swapped for another is the seat's from
// then on (its cards, its view, the hand's deal event), the card it gave
// up may be dealt to another seat on a later street (refused without the
// swap: TestLiveCardDealtTwiceIsRefused), and the betting goes on alike.
func TestSwapDown(t *testing.T) {
	t.Parallel()
	table := NewTable(nil, []int{100, 100, 100}, testStakes, DefaultRules)
	// Seat 2's fourth-street card is seat 1's down card 2c.
	cards := []string{"2c 3c 9d 4c 5c 6c 7c", "2d 3d Ks 2c 5d 6d 7d", "2h 3h 4s 8h 9h Th Jh"}
	h, err := NewHand(table, dealer(t, cards, ""))
	if err != nil {
		t.Fatal(err)
	}
	act(t, h, 2, BringIn, 0)
	if err := h.SwapDown(1, mustCards(t, "2c")[0], mustCards(t, "Ac")[0]); err != nil {
		t.Fatal(err)
	}
	act(t, h, 3, Call, 0)
	act(t, h, 1, Call, 0)
	if h.dealErr != nil || h.Street() != 4 {
		t.Fatalf("the swapped-out card dealt to seat 2: street %d, %v", h.Street(), h.dealErr)
	}
	if got := JoinCards(h.Cards(1), " ", Card.String); got != "Ac 3c 9d 4c" {
		t.Errorf("seat 1's cards %s, want Ac 3c 9d 4c", got)
	}
	if got := JoinCards(h.Cards(2), " ", Card.String); got != "2d 3d Ks 2c" {
		t.Errorf("seat 2's cards %s, want 2d 3d Ks 2c", got)
	}
	v := h.View(1)
	if got := JoinCards(v.Seats[0].Down, " ", Card.String); got != "Ac 3c" {
		t.Errorf("seat 1 sees its down cards %s, want Ac 3c", got)
	}
	for _, e := range h.Events() {
		if e.Kind == EventDeal && e.Seat == 1 && e.Street == 3 {
			if got := JoinCards(e.Dealt(), " ", Card.String); got != "Ac 3c 9d" {
				t.Errorf("seat 1's third-street deal says %s, want Ac 3c 9d", got)
			}
		}
	}
	// The card swapped in is live: nobody else may be dealt it.
	if err := h.SwapDown(3, mustCards(t, "2h")[0], mustCards(t, "Ac")[0]); err == nil || !strings.Contains(err.Error(), "seat 1's hand already") {
		t.Errorf("a card seat 1 holds swapped into seat 3's hand: %v", err)
	}
}

// TestSwapDownRefusals: a swap gives no card already in a hand (live or
// folded) or in the middle, takes no up card or card the seat lacks, and
// none once the hand is over.
func TestSwapDownRefusals(t *testing.T) {
	t.Parallel()
	table := NewTable(nil, []int{100, 100, 100}, testStakes, DefaultRules)
	cards := []string{"2c 3c 9d 4c 5c 6c 7c", "2d 3d Ks 4d 5d 6d 7d", "2h 3h 4s 8h 9h Th Jh"}
	card := func(s string) Card { return mustCards(t, s)[0] }
	for _, tc := range []struct {
		name     string
		seat     int
		old, new Card
		want     string
	}{
		{"a live seat's card", 1, card("2c"), card("3d"), "3d is in seat 2's hand already"},
		{"a folded seat's card", 1, card("2c"), card("2h"), "2h is in seat 3's hand already"},
		{"the seat's own card", 1, card("2c"), card("3c"), "3c is in seat 1's hand already"},
		{"an up card", 1, card("9d"), card("Ac"), "seat 1 holds no 9d face down"},
		{"a card it lacks", 1, card("Kd"), card("Ac"), "seat 1 holds no Kd face down"},
		{"no such seat", 5, card("2c"), card("Ac"), "seat 5 is not in the hand"},
		{"no card", 1, card("2c"), Card(NumCards), "not one of the 52"},
	} {
		h, err := NewHand(table, dealer(t, cards, ""))
		if err != nil {
			t.Fatal(err)
		}
		act(t, h, 2, BringIn, 0)
		act(t, h, 3, Fold, 0)
		err = h.SwapDown(tc.seat, tc.old, tc.new)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
		if got := JoinCards(h.Cards(1), " ", Card.String); got != "2c 3c 9d" {
			t.Errorf("%s: seat 1's cards %s after a refused swap", tc.name, got)
		}
	}
	h, err := NewHand(table, dealer(t, cards, ""))
	if err != nil {
		t.Fatal(err)
	}
	act(t, h, 2, BringIn, 0)
	act(t, h, 3, Fold, 0)
	act(t, h, 1, Fold, 0)
	if err := h.SwapDown(2, card("2d"), card("Ac")); err != ErrHandOver {
		t.Errorf("a swap after the hand: %v, want ErrHandOver", err)
	}
}
