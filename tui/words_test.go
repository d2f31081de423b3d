package tui

import (
	"razz/tui/drill"
)

// What the tests word as the screens do.

// seatRange names the seats of a table: "Seats 1 and 2.", "Seats 1 to 5.".
func seatRange(n int) string { return capitalize(drill.SeatRange(n)) }
