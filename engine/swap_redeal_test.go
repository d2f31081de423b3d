package engine

import (
	"math/rand/v2"
	"reflect"
	"testing"
)

// seqDealer deals each seat its own cards in turn (seq), the rest to
// anyone after.
type seqDealer struct {
	seq   map[int][]Card
	next  map[int]int
	rest  []Card
	dealt int
}

func (d *seqDealer) Deal(seat int) (Card, bool) {
	d.dealt++
	if n := d.next[seat]; n < len(d.seq[seat]) {
		d.next[seat]++
		return d.seq[seat][n], true
	}
	if len(d.rest) == 0 {
		return 0, false
	}
	c := d.rest[0]
	d.rest = d.rest[1:]
	return c, true
}

func (d *seqDealer) Left() int { return NumCards - d.dealt }

// dealOf deals every seat seven cards from a shuffle; again gives the
// face-down ones (the first two and the seventh) other cards nobody holds.
func dealOf(r *rand.Rand, seats int, again *seqDealer) *seqDealer {
	deck := r.Perm(NumCards)
	d := &seqDealer{seq: map[int][]Card{}, next: map[int]int{}}
	used := CardSet(0)
	if again != nil {
		for s, cs := range again.seq {
			d.seq[s] = append([]Card(nil), cs...)
			for k, c := range cs {
				if k >= 2 && k < 6 {
					used |= c.Bit() // up: kept
				}
			}
		}
	}
	i := 0
	take := func() Card {
		for used.Has(Card(deck[i])) {
			i++
		}
		c := Card(deck[i])
		used |= c.Bit()
		i++
		return c
	}
	for s := 1; s <= seats; s++ {
		if again == nil {
			d.seq[s] = make([]Card, 7)
			for k := 2; k < 6; k++ {
				d.seq[s][k] = take()
			}
		}
		for _, k := range []int{0, 1, 6} {
			d.seq[s][k] = take()
		}
	}
	return d
}

// Redeal makes a hand the hand its play dealt other down cards would be:
// every field a replay of the same actions on that deal sets, the cards
// each hand holds, the live cards, the story (a folded seat's cards, a
// seat's deal events) alike, at every decision of random hands.
func TestRedealIsTheReplay(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(5, 6))
	checked := 0
	for n := range 60 {
		seats := 2 + n%6
		stacks := make([]int, seats)
		for i := range stacks {
			stacks[i] = 200 + r.IntN(800)
		}
		tab := NewTable(nil, stacks, DefaultStakes, DefaultRules)
		d1 := dealOf(r, seats, nil)
		h1, err := NewHand(tab, d1)
		if err != nil {
			t.Fatal(err)
		}
		var acts []Action
		for !h1.Done() {
			d2 := dealOf(r, seats, d1)
			h2, err := NewHand(tab, d2)
			if err != nil {
				t.Fatal(err)
			}
			for _, a := range acts {
				if err := h2.Apply(a); err != nil {
					t.Fatal(err)
				}
			}
			var got Hand
			h1.CopyTo(&got, d2)
			if err := got.Redeal(func(seat int) []Card { return d2.seq[seat] }); err != nil {
				t.Fatalf("hand %d after %d actions: %v", n, len(acts), err)
			}
			got.cardMem, got.upMem, got.copies = h2.cardMem, h2.upMem, h2.copies
			if !reflect.DeepEqual(&got, h2) {
				t.Fatalf("hand %d after %d actions: redealt\n%+v\nreplayed\n%+v", n, len(acts), got, *h2)
			}
			checked++
			legal := h1.Legal()
			a := legal[r.IntN(len(legal))].Action()
			acts = append(acts, a)
			if err := h1.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < 300 {
		t.Errorf("%d decisions checked", checked)
	}
	// A redeal that would deal a card twice, or change an up card, is
	// refused and changes nothing.
	tab := NewTable(nil, []int{500, 500}, DefaultStakes, DefaultRules)
	d := dealOf(r, 2, nil)
	h, _ := NewHand(tab, d)
	before, _ := h.Log(1, 1), 0
	for _, bad := range []func(int) []Card{
		func(seat int) []Card { return d.seq[1] }, // seat 2 given seat 1's cards
		func(seat int) []Card { cs := append([]Card(nil), d.seq[seat]...); cs[2] = d.seq[3-seat][0]; return cs },
	} {
		if h.Redeal(bad) == nil {
			t.Error("a bad redeal was taken")
		}
		if !reflect.DeepEqual(h.Log(1, 1), before) {
			t.Error("a refused redeal changed the hand")
		}
	}
}
