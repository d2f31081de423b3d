package narrate_test

import (
	"fmt"

	"razz/engine"
	"razz/engine/narrate"
)

// A hand told step by step to seat 2, as a replay does: the lines each new
// event adds.
func ExampleNarrator_DealerFrom() {
	tab := engine.NewTable([]string{"Ann", "Bob"}, []int{100, 100}, engine.DefaultStakes, engine.DefaultRules)
	h, _ := engine.NewHand(tab, engine.DeckDealer{Deck: engine.DeckForHand(7, 1)})
	h.Apply(engine.Action{Kind: engine.BringIn})
	h.Apply(engine.Action{Kind: engine.Fold})
	story := h.Story()
	n := narrate.Narrator{Viewer: 2, Hand: 1, Deals: true, Name: func(seat int) string { return tab.Players[seat-1].Name }}
	for k := range story.Events {
		for _, l := range n.DealerFrom(&story, k, k+1) {
			fmt.Println(l.Text)
		}
	}
	// Output:
	// — Hand 1. Antes 5; two cards down and one up to each player.
	// Ann is dealt 2 cards down and Q♣ up.
	// You are dealt 3♠ 8♠ down and K♥ up.
	// You bring in for 10: K♥ is the highest door card.
	// Ann folds.
	// 10 uncalled returned to you.
	// You win 10: everyone else folded.
}
