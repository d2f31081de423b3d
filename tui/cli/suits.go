package cli

import (
	"strings"

	"razz/engine"
)

// asciiSuits writes suit symbols as letters (K♠ as Ks): the bots' and the
// coach's reasons name cards with symbols.
var asciiSuits = strings.NewReplacer("♣", "c", "♦", "d", "♥", "h", "♠", "s")

// suits is how --ascii (or not) writes a card and a text naming cards.
func suits(ascii bool) (card func(engine.Card) string, text func(string) string) {
	if ascii {
		return engine.Card.String, asciiSuits.Replace
	}
	return engine.Card.Pretty, func(s string) string { return s }
}
