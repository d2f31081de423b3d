package engine

import "testing"

// Under the deck-out reshuffle house rule, a seventh street the deck
// cannot cover deals the folded hands again (no community card); the
// default deals one community card. Either way the log replays.
func TestDeckOutReshuffle(t *testing.T) {
	t.Parallel()
	for _, rule := range []DeckOut{DeckOutCommunity, DeckOutReshuffle} {
		tb := Table{Stakes: Stakes{Ante: 1, BringIn: 2, Small: 5, Big: 10}, Rules: DefaultRules}
		tb.Rules.DeckOut = rule
		for s := 1; s <= 8; s++ {
			tb.Players = append(tb.Players, Player{Seat: s, Name: string(rune('A' + s)), Stack: 1000})
		}
		h, err := NewHand(tb, DeckDealer{NewDeck(3)})
		if err != nil {
			t.Fatal(err)
		}
		folded := false
		for !h.Done() {
			legal := h.Legal()
			has := func(k ActionKind) (Option, bool) {
				for _, o := range legal {
					if o.Kind == k {
						return o, true
					}
				}
				return Option{}, false
			}
			var pick Option
			ok := false
			if h.Street() == 6 && !folded {
				if pick, ok = has(Bet); !ok {
					if pick, ok = has(Fold); ok {
						folded = true
					}
				}
			}
			for _, k := range []ActionKind{BringIn, Check, Call} {
				if !ok {
					pick, ok = has(k)
				}
			}
			if err := h.Apply(pick.Action()); err != nil {
				t.Fatal(err)
			}
		}
		l := h.Log(3, 1)
		if _, err := Replay(l); err != nil {
			t.Fatalf("%v: %v", rule, err)
		}
		if got := l.Community != nil; got != (rule == DeckOutCommunity) {
			t.Errorf("%v: community card %v", rule, got)
		}
		if rule == DeckOutReshuffle && l.Rules["deck_out"] != "reshuffle" {
			t.Errorf("rules in the log: %v", l.Rules)
		}
		sevens := 0
		for _, cs := range l.Deal {
			if len(cs) == 7 {
				sevens++
			}
		}
		if want := map[DeckOut]int{DeckOutCommunity: 0, DeckOutReshuffle: 7}[rule]; sevens != want {
			t.Errorf("%v: %d seats dealt a seventh card, want %d", rule, sevens, want)
		}
	}
}
