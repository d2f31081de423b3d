package drill

import (
	"fmt"

	"razz/engine"
)

// SeatRow is one seat of a question drawn as a table: its face-down cards
// (as backs), its face-up cards and a note for the feedback.
type SeatRow struct {
	Seat int
	Down int
	Up   []engine.Card
	Note string // shown beside the row in the feedback: "7-4-2"
	Tag  string // shown beside the row in the question too: "all-in from the ante"
}

// seatForm answers with a seat number, 1 to n.
func seatForm(n int) Form {
	f := Form{Kind: Choose, Help: []HelpKey{{fmt.Sprintf("1-%d", n), "seat"}},
		Miss: "There is no seat %s: " + SeatRange(n)}
	for s := 1; s <= n; s++ {
		f.Choices = append(f.Choices, Choice{s, []string{fmt.Sprint(s)}})
	}
	return f
}

// SeatRange names the seats of a table: "seats 1 and 2.", "seats 1 to 5.".
func SeatRange(n int) string {
	if n == 2 {
		return "seats 1 and 2."
	}
	return fmt.Sprintf("seats 1 to %d.", n)
}
