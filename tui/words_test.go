package tui

import (
	"razz/engine"
	"razz/engine/narrate"
	"razz/tui/drill"
)

// What the tests word as the screens do.

// firstText explains who acts first on a street, cards in the theme's names:
// "Seat 2 acts first on fifth street: 7-4-2 is the best board (...)."
func firstText(t Theme, e engine.FirstExplanation) []string {
	return (&narrate.Narrator{Card: t.CardName}).FirstText(e)
}

// seatRange names the seats of a table: "Seats 1 and 2.", "Seats 1 to 5.".
func seatRange(n int) string { return capitalize(drill.SeatRange(n)) }
