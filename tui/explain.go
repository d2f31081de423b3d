package tui

import (
	"razz/engine"
	"razz/engine/narrate"
)

// The explanation texts are the narrator's (engine/narrate), shared by the
// quiz's feedback and the table's boxes; these name the cards in the
// theme's names.

// bringInText explains who brings in:
// "Seat 4 brings in: K♠ is the highest door card (kings are high, aces low in Razz)."
func bringInText(t Theme, e engine.BringInExplanation) []string {
	return (&narrate.Narrator{Card: t.CardName}).BringInText(e)
}

// firstText explains who acts first on a street:
// "Seat 2 acts first on fifth street: 7-4-2 is the best board (...)."
func firstText(t Theme, e engine.FirstExplanation) []string {
	return (&narrate.Narrator{Card: t.CardName}).FirstText(e)
}

// showdownText explains a comparison of two hands: what each plays, what
// it left out and why, and the comparison that decided.
func showdownText(t Theme, names [2]string, hands [2]engine.Evaluation, c engine.Comparison) []string {
	return (&narrate.Narrator{Card: t.CardName}).ShowdownText(names, hands, c)
}

func capitalize(s string) string { return narrate.Capitalize(s) }
