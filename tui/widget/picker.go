package widget

import (
	"fmt"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"razz/engine"
	"razz/tui/keys"
	"razz/tui/theme"
)

// Picker chooses some cards of a hand: 1 to 7 choose a card by its place,
// ← and → move the cursor, space chooses the card under it (the quiz's
// key map, keys.Quiz). It holds which are chosen, never the cards.
type Picker struct {
	Chosen [7]bool
	At     int // the card under the cursor
}

// Key handles msg for a hand of n cards: true when it chose or moved.
func (p *Picker) Key(k keys.Quiz, msg tea.KeyPressMsg, n int) bool {
	switch {
	case n == 0:
		return false
	case key.Matches(msg, k.Pick) && int(msg.String()[0]-'1') < n:
		p.At = int(msg.String()[0] - '1')
		p.Chosen[p.At] = !p.Chosen[p.At]
	case key.Matches(msg, k.Left):
		p.At = (p.At + n - 1) % n
	case key.Matches(msg, k.Right):
		p.At = (p.At + 1) % n
	case key.Matches(msg, k.Toggle):
		p.Chosen[p.At] = !p.Chosen[p.At]
	default:
		return false
	}
	return true
}

// Picked are the cards of cards chosen, in their order.
func (p *Picker) Picked(cards []engine.Card) []engine.Card {
	var out []engine.Card
	for i, c := range cards {
		if p.Chosen[i] {
			out = append(out, c)
		}
	}
	return out
}

// Rows draws cards, the chosen ones picked out, and under them each one's
// key, the cursor's a ▲.
func (p *Picker) Rows(th *theme.Theme, cards []engine.Card) (row, marks string) {
	var cs, nums []string
	for i, c := range cards {
		if p.Chosen[i] {
			cs = append(cs, th.CardPicked(c))
		} else {
			cs = append(cs, th.Card(c))
		}
		num := fmt.Sprintf(" %d  ", i+1)
		if i == p.At {
			num = th.Accent.Render(" ▲  ")
		}
		nums = append(nums, num)
	}
	return strings.Join(cs, " "), strings.Join(nums, " ")
}
