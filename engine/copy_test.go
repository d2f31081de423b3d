package engine

import (
	"bytes"
	"math/rand/v2"
	"reflect"
	"testing"
)

// playOn plays h on to the end with actions (what it is given), then with
// random legal ones from r, and gives every action it played.
func playOn(t *testing.T, h *Hand, actions []Action, r *rand.Rand) []Action {
	t.Helper()
	var played []Action
	for !h.Done() {
		a := Action{}
		if len(played) < len(actions) {
			a = actions[len(played)]
		} else {
			legal := h.Legal()
			a = legal[r.IntN(len(legal))].Action()
		}
		if err := h.Apply(a); err != nil {
			t.Fatal(err)
		}
		played = append(played, a)
	}
	return played
}

// straight is the hand dealt from a copy of deck and played through with
// actions.
func straight(t *testing.T, table Table, deck *Deck, actions []Action) *Hand {
	t.Helper()
	d := *deck
	h, err := NewHand(table, DeckDealer{&d})
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range actions {
		if err := h.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	return h
}

// sameHand fails when h differs from want in its story or its log.
func sameHand(t *testing.T, what string, h, want *Hand) {
	t.Helper()
	if !reflect.DeepEqual(h.Story(), want.Story()) {
		t.Errorf("%s: its story differs from the hand played straight through", what)
	}
	if got, w := h.AppendLog(nil, LogMeta{Seed: 1}), want.AppendLog(nil, LogMeta{Seed: 1}); !bytes.Equal(got, w) {
		t.Errorf("%s: log\n%s\nwant\n%s", what, got, w)
	}
}

// TestCopyTo: a hand copied part-way, at many points of many hands (the
// finished hand too), plays on as the hand dealt and played straight
// through does, and neither the copy's play nor the original's touches
// the other: the copy plays one way on to the end, then the original
// another, and each is still the hand played straight through its way
// (its story and log). The copies go into one hand over and over, and a
// view of the other hand it held just before is not taken for the copy's.
func TestCopyTo(t *testing.T) {
	t.Parallel()
	rules := DefaultRules
	rules.HeadsUpUncapped = true // the limits differ as the play does
	table := NewTable(nil, []int{60, 90, 200, 200, 40, 200, 200, 200}, testStakes, rules)
	var dst Hand
	var v View
	var prevDeck *Deck
	var prevAll []Action
	copies := 0
	for seed := range uint64(30) {
		deck := NewDeckFrom(rand.New(rand.NewPCG(seed, 1)))
		ref := straight(t, table, deck, nil)
		all := playOn(t, ref, nil, rand.New(rand.NewPCG(seed, 2)))
		for m := 0; m <= len(all); m += 1 + int(seed%3) {
			orig := straight(t, table, deck, all[:m])
			if prevDeck != nil {
				prev := straight(t, table, prevDeck, prevAll[:min(m, len(prevAll))/2])
				prev.CopyTo(&dst, prev.dealer)
				dst.ViewInto(&v, 1)
			}
			d := *orig.dealer.(DeckDealer).Deck
			orig.CopyTo(&dst, DeckDealer{&d})
			copies++
			dst.ViewInto(&v, 1)
			if want := dst.Actions(); !reflect.DeepEqual(v.Actions, want) {
				t.Fatalf("hand %d copied after %d actions: the view has %v, the copy %v", seed, m, v.Actions, want)
			}
			otherRef := straight(t, table, deck, all[:m])
			other := playOn(t, otherRef, nil, rand.New(rand.NewPCG(seed, uint64(3+m))))
			playOn(t, &dst, all[m:], nil)
			sameHand(t, "the copy", &dst, ref)
			playOn(t, orig, other, nil)
			sameHand(t, "the original", orig, otherRef)
			sameHand(t, "the copy, after the original played on", &dst, ref)
		}
		prevDeck, prevAll = deck, all
	}
	if copies < 100 {
		t.Fatalf("only %d copies tried", copies)
	}
}
