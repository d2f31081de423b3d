package theme

import (
	"strings"

	"razz/engine"
)

// CardName is a card as text, without style: "A♠", or "As" with --ascii.
func (t *Theme) CardName(c engine.Card) string {
	if t.Opts.ASCII {
		return c.String()
	}
	return c.Pretty()
}

// CardNames joins cards by spaces: "A♠ 2♦ 3♣".
func (t *Theme) CardNames(cs []engine.Card) string { return engine.JoinCards(cs, " ", t.CardName) }

// Card draws a card face, four cells wide: " A♠ " in its suit's colour.
func (t *Theme) Card(c engine.Card) string { return t.draw(faceUp, c) }

// CardOut draws a card left out of the best five: struck through.
func (t *Theme) CardOut(c engine.Card) string { return t.draw(faceOut, c) }

// CardMarked draws the card that decided a comparison.
func (t *Theme) CardMarked(c engine.Card) string { return t.draw(faceMarked, c) }

// CardDead draws a folded player's face-up card: dimmed but still shown,
// since dead cards matter in Razz.
func (t *Theme) CardDead(c engine.Card) string { return t.draw(faceDead, c) }

// CardHidden draws the user's own face-down card: its face, tinted so the
// user sees the others cannot.
func (t *Theme) CardHidden(c engine.Card) string { return t.draw(faceHidden, c) }

// CardPicked draws a card the user has chosen.
func (t *Theme) CardPicked(c engine.Card) string { return t.draw(facePicked, c) }

// CardBack draws a face-down card, as wide as a face.
func (t *Theme) CardBack() string {
	if t.drawn == nil {
		return t.back.Render(t.backName())
	}
	t.draws()
	return t.drawn.back
}

// backName is what a card's back shows.
func (t *Theme) backName() string {
	if t.Opts.ASCII {
		return "##"
	}
	return "▒▒"
}

// CardWidth is the width in cells of every card drawn above.
const CardWidth = 4

// Cards draws cards side by side, one space apart.
func (t *Theme) Cards(cs []engine.Card) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = t.Card(c)
	}
	return strings.Join(parts, " ")
}

// HandWithOut draws a hand with the cards of e.Out struck through, in the
// order they were dealt.
func (t *Theme) HandWithOut(e engine.Evaluation) string {
	var out engine.CardSet
	for _, o := range e.Out {
		out |= o.Card.Bit()
	}
	parts := make([]string, len(e.Cards))
	for i, c := range e.Cards {
		if out.Has(c) {
			parts[i] = t.CardOut(c)
		} else {
			parts[i] = t.Card(c)
		}
	}
	return strings.Join(parts, " ")
}

// BestFive draws the five cards played, in the written order of the low,
// marking the one at position mark (0..4; any other value marks none).
func (t *Theme) BestFive(e engine.Evaluation, mark int) string {
	parts := make([]string, 5)
	for i, c := range e.Best {
		if i == mark {
			parts[i] = t.CardMarked(c)
		} else {
			parts[i] = t.Card(c)
		}
	}
	return strings.Join(parts, " ")
}
