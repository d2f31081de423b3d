package cli

import (
	"strings"

	"razz/bots"
	"razz/tui/store"
)

// NewUser: nobody has played a hand here yet (no history file).
func NewUser() bool { return !store.HasHistory() }

// BotStyles lists the styles --bots takes.
func BotStyles() string { return strings.Join(bots.Styles(), ", ") }
