package cli

import (
	"strings"

	"razz/bots"
	"razz/tui/store"
)

// NextHandNumber is the number the next hand played gets in the user's
// history (1 when there is none or it cannot be read).
func NextHandNumber() int {
	h, err := store.DefaultHistory()
	if err != nil {
		return 1
	}
	n, err := h.NextNumber()
	if err != nil {
		return 1
	}
	return n
}

// NewUser: nobody has played a hand here yet (no history file).
func NewUser() bool { return !store.HasHistory() }

// BotStyles lists the styles --bots takes.
func BotStyles() string { return strings.Join(bots.Styles(), ", ") }
