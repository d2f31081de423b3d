package tui

import (
	"razz/engine"
	"razz/engine/narrate"
)

// The explanation texts are the narrator's (engine/narrate): the table's
// boxes, the quiz's feedback and the history replay all take them there.

// firstText explains who acts first on a street, cards in the theme's names:
// "Seat 2 acts first on fifth street: 7-4-2 is the best board (...)."
func firstText(t Theme, e engine.FirstExplanation) []string {
	return (&narrate.Narrator{Card: t.CardName}).FirstText(e)
}

func capitalize(s string) string { return narrate.Capitalize(s) }
