package engine

import (
	"strings"
	"testing"
)

// dealer deals each seat (1..n) the cards given, in deal order.
func dealer(t *testing.T, cards []string, community string) *logDealer {
	t.Helper()
	d := &logDealer{cards: map[int][]Card{}, next: map[int]int{}}
	for i, s := range cards {
		for _, f := range strings.Fields(s) {
			c, err := ParseCard(f)
			if err != nil {
				t.Fatal(err)
			}
			d.cards[i+1] = append(d.cards[i+1], c)
		}
	}
	if community != "" {
		c, err := ParseCard(community)
		if err != nil {
			t.Fatal(err)
		}
		d.community = &c
	}
	return d
}

// TestLowNeverPanics: cards given twice (only a bad log can) make no hand
// rather than a crash, whatever the rank.
func TestLowNeverPanics(t *testing.T) {
	t.Parallel()
	for c := range Card(NumCards) {
		seven := [7]Card{c, c, c, c, c, c, c}
		if l := LowOf(seven[:]); l != 0 {
			t.Errorf("%s seven times: low %v, want no hand", c, l)
		}
		if l := Low7(&seven); l != 0 {
			t.Errorf("%s seven times (Low7): low %v, want no hand", c, l)
		}
		six := append(seven[:6:6], NewCard((c.Rank()+1)%NumRanks, Clubs))
		if l := LowOf(six); l != 0 && !l.Valid() {
			t.Errorf("%s six times: low %d", c, l)
		}
	}
}

// TestLiveCardDealtTwiceIsRefused: a card live in two hands at once is
// refused, naming the card and both seats; a card may come back after its
// holder folded (a re-dealt muck).
func TestLiveCardDealtTwiceIsRefused(t *testing.T) {
	t.Parallel()
	table := NewTable(nil, []int{100, 100, 100}, testStakes, DefaultRules)
	for _, tc := range []struct {
		name      string
		cards     []string
		community string
		want      string
	}{
		{"one seat, seven times", []string{"As As As As As As As", "2d 3d Ks 4d 5d 6d 7d", "2h 3h 4s 8h 9h Th Jh"}, "",
			"As is dealt to seat 1 twice (again on third street)"},
		{"two seats on third street", []string{"2c 3c 9d 4c 5c 6c 7c", "2d 3d Ks 4d 5d 6d 7d", "2h 3c 4s 8h 9h Th Jh"}, "",
			"3c is dealt to seat 3 on third street, but seat 1 holds it and has not folded"},
	} {
		_, err := NewHand(table, dealer(t, tc.cards, tc.community))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
	}

	// Later streets: seat 2's fourth-street card is seat 1's door card.
	h, err := NewHand(table, dealer(t, []string{"2c 3c 9d 4c 5c 6c 7c", "2d 3d Ks 9d 5d 6d 7d", "2h 3h 4s 8h 9h Th Jh"}, ""))
	if err != nil {
		t.Fatal(err)
	}
	act(t, h, 2, BringIn, 0)
	act(t, h, 3, Call, 0)
	act(t, h, 1, Call, 0)
	if !h.Done() || h.dealErr == nil || !strings.Contains(h.dealErr.Error(), "9d is dealt to seat 2 on fourth street, but seat 1 holds it") {
		t.Errorf("a live card dealt again on fourth street: done=%v %v", h.Done(), h.dealErr)
	}

	// The same card after its holder folded: seat 3 folds on third street
	// and its door card, 4s, comes back to seat 1 on fourth street.
	h, err = NewHand(table, dealer(t, []string{"2c 3c 9d 4s 5c 6c 7c", "2d 3d Ks 4d 5d 6d 7d", "2h 3h 4s"}, ""))
	if err != nil {
		t.Fatal(err)
	}
	act(t, h, 2, BringIn, 0)
	act(t, h, 3, Fold, 0)
	act(t, h, 1, Call, 0)
	if h.dealErr != nil || h.Street() != 4 || h.Cards(1)[3].String() != "4s" {
		t.Fatalf("a folded hand's card dealt again: %v", h.dealErr)
	}
}

// TestCommunityCardMustNotBeLive: the community card is refused when a live
// hand holds it.
func TestCommunityCardMustNotBeLive(t *testing.T) {
	t.Parallel()
	st := Stakes{Ante: 0, BringIn: 1, Small: 2, Big: 4}
	deck := NewDeck(3)
	d := &logDealer{cards: map[int][]Card{}, next: map[int]int{}}
	for range 6 {
		for seat := 1; seat <= 8; seat++ {
			c, _ := deck.Deal()
			d.cards[seat] = append(d.cards[seat], c)
		}
	}
	c := d.cards[5][2]
	d.community = &c
	h, err := NewHand(NewTable(nil, []int{50, 50, 50, 50, 50, 50, 50, 50}, st, DefaultRules), d)
	if err != nil {
		t.Fatal(err)
	}
	checkDown(t, h)
	want := c.String() + " is dealt to the middle as the community card on seventh street, but seat 5 holds it"
	if h.dealErr == nil || !strings.Contains(h.dealErr.Error(), want) {
		t.Errorf("community card: %v, want %q", h.dealErr, want)
	}
}

// TestCommunityCardMissing: seven players reach seventh street with five
// cards left, so the rules deal a community card; a log with none says so.
func TestCommunityCardMissing(t *testing.T) {
	t.Parallel()
	st := Stakes{Ante: 0, BringIn: 1, Small: 2, Big: 4}
	deck := NewDeck(5)
	d := &logDealer{cards: map[int][]Card{}, next: map[int]int{}}
	for range 7 {
		for seat := 1; seat <= 8; seat++ {
			if c, ok := deck.Deal(); ok {
				d.cards[seat] = append(d.cards[seat], c)
			}
		}
	}
	h, err := NewHand(NewTable(nil, []int{50, 50, 50, 50, 50, 50, 50, 50}, st, DefaultRules), d)
	if err != nil {
		t.Fatal(err)
	}
	folded := false
	for !h.Done() {
		k := passive(h)
		if h.Street() == 5 && !folded {
			h.Apply(Action{Kind: Bet})
			folded = true
			continue
		}
		if h.Street() == 5 && h.Legal()[0].Kind == Fold && h.LastAction().Kind == Bet {
			k = Fold
		}
		act(t, h, h.ToAct(), k, 0)
	}
	want := "7 players reach seventh street with 5 cards left in the deck: a community card is required, and the log has none"
	if h.dealErr == nil || h.dealErr.Error() != want {
		t.Errorf("%v, want %q", h.dealErr, want)
	}
}

// TestShortBringInCannotComplete: a bring-in seat with no more chips than
// the bring-in posts a bring-in; a completion is refused saying so.
func TestShortBringInCannotComplete(t *testing.T) {
	t.Parallel()
	h := rig(t, testStakes, DefaultRules, []int{100, 3, 100}, threeSeats, "")
	err := h.Validate(Action{Kind: Complete})
	want := "with only 2 chips behind, no more than the bring-in of 2, the post is the bring-in (all-in), not a completion"
	if err == nil || err.Error() != want {
		t.Errorf("%v, want %q", err, want)
	}
}

// Logs whose deal is impossible: a seat dealt the same card seven times
// (the ace crashed the evaluator once, the king would have), and a card
// in two live hands. They seed FuzzParseLog.
var impossibleDeals = []struct{ log, want string }{
	{`{"version":1,"game":"razz","seed":1,"hand":1,"limits":{"ante":5,"bring_in":10,"small_bet":20,"big_bet":40,"cap":4},"seats":[{"seat":1,"name":"A","stack":100},{"seat":2,"name":"B","stack":100}],"deal":{"1":["As","As","As","As","As","As","As"],"2":["2h","3h","4h","5h","6h","7h","8h"]},"community":null,"actions":[{"street":3,"seat":1,"action":"ante","put":5,"to":5},{"street":3,"seat":2,"action":"ante","put":5,"to":5},{"street":3,"seat":2,"action":"bring-in","put":10,"to":10},{"street":3,"seat":1,"action":"call","put":10,"to":10},{"street":4,"seat":2,"action":"check","put":0,"to":0},{"street":4,"seat":1,"action":"check","put":0,"to":0},{"street":5,"seat":2,"action":"check","put":0,"to":0},{"street":5,"seat":1,"action":"check","put":0,"to":0},{"street":6,"seat":2,"action":"check","put":0,"to":0},{"street":6,"seat":1,"action":"check","put":0,"to":0},{"street":7,"seat":2,"action":"check","put":0,"to":0},{"street":7,"seat":1,"action":"check","put":0,"to":0}],"showdown":[],"returned":[],"awards":[],"stacks_after":{"1":85,"2":115}}`, "As is dealt to seat 1 twice (again on third street)"},
	{`{"version":1,"game":"razz","seed":1,"hand":1,"limits":{"ante":5,"bring_in":10,"small_bet":20,"big_bet":40,"cap":4},"seats":[{"seat":1,"name":"A","stack":100},{"seat":2,"name":"B","stack":100}],"deal":{"1":["Ks","Ks","Ks","Ks","Ks","Ks","Ks"],"2":["2h","3h","4h","5h","6h","7h","8h"]},"community":null,"actions":[{"street":3,"seat":1,"action":"ante","put":5,"to":5},{"street":3,"seat":2,"action":"ante","put":5,"to":5},{"street":3,"seat":1,"action":"bring-in","put":10,"to":10},{"street":3,"seat":2,"action":"call","put":10,"to":10},{"street":4,"seat":2,"action":"check","put":0,"to":0},{"street":4,"seat":1,"action":"check","put":0,"to":0},{"street":5,"seat":2,"action":"check","put":0,"to":0},{"street":5,"seat":1,"action":"check","put":0,"to":0},{"street":6,"seat":2,"action":"check","put":0,"to":0},{"street":6,"seat":1,"action":"check","put":0,"to":0},{"street":7,"seat":2,"action":"check","put":0,"to":0},{"street":7,"seat":1,"action":"check","put":0,"to":0}],"showdown":[],"returned":[],"awards":[],"stacks_after":{"1":85,"2":115}}`, "Ks is dealt to seat 1 twice (again on third street)"},
	{`{"version":1,"game":"razz","seed":1,"hand":1,"limits":{"ante":5,"bring_in":10,"small_bet":20,"big_bet":40,"cap":4},"seats":[{"seat":1,"name":"A","stack":100},{"seat":2,"name":"B","stack":100}],"deal":{"1":["Kd","9c","Ks","Qd","Jd","Td","9d"],"2":["2h","9c","4h","5h","6h","7h","8h"]},"community":null,"actions":[{"street":3,"seat":1,"action":"ante","put":5,"to":5},{"street":3,"seat":2,"action":"ante","put":5,"to":5},{"street":3,"seat":1,"action":"bring-in","put":10,"to":10},{"street":3,"seat":2,"action":"call","put":10,"to":10},{"street":4,"seat":2,"action":"check","put":0,"to":0},{"street":4,"seat":1,"action":"check","put":0,"to":0},{"street":5,"seat":2,"action":"check","put":0,"to":0},{"street":5,"seat":1,"action":"check","put":0,"to":0},{"street":6,"seat":2,"action":"check","put":0,"to":0},{"street":6,"seat":1,"action":"check","put":0,"to":0},{"street":7,"seat":2,"action":"check","put":0,"to":0},{"street":7,"seat":1,"action":"check","put":0,"to":0}],"showdown":[],"returned":[],"awards":[],"stacks_after":{"1":85,"2":115}}`, "9c is dealt to seat 2 on third street, but seat 1 holds it and has not folded"},
}

func TestReplayRefusesImpossibleDeals(t *testing.T) {
	t.Parallel()
	for _, tc := range impossibleDeals {
		l, err := ParseLog([]byte(tc.log))
		if err != nil {
			t.Fatal(err)
		}
		_, err = Replay(l)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v, want %q", err, tc.want)
		}
	}
}
