package tui

import "charm.land/bubbles/v2/key"

// KeyMap is every key razz answers to. Screens match keys against it and
// list the ones that apply in the help line.
type KeyMap struct {
	Quit     key.Binding // anywhere
	Back     key.Binding // q: back to the menu, or quit from the menu
	Esc      key.Binding // back, also while typing
	Up, Down key.Binding
	Enter    key.Binding
	Next     key.Binding // after feedback
	Hand1    key.Binding
	Hand2    key.Binding
	Split    key.Binding
	Seat     key.Binding // 1-8
	Pick     key.Binding // 1-7 in best five
	Left     key.Binding
	Right    key.Binding
	Move     key.Binding // ← → together, for the help line
	Toggle   key.Binding
	Answer   key.Binding
	Erase    key.Binding
	Level    key.Binding
	Timed    key.Binding
	Reset    key.Binding
	Yes, No  key.Binding
	PageUp   key.Binding
	PageDown key.Binding

	// The table.
	Fold, Call, Check, Bet, BetBig, Raise, RaiseBig, BringIn, Complete key.Binding
	NextHand, Explain, Why, Learn, FullHelp, Rebuy                     key.Binding
	LogUp, LogDown                                                     key.Binding
}

// DefaultKeys is the key map.
func DefaultKeys() KeyMap {
	b := func(help, desc string, keys ...string) key.Binding {
		return key.NewBinding(key.WithKeys(keys...), key.WithHelp(help, desc))
	}
	return KeyMap{
		Quit:     b("ctrl+c", "quit", "ctrl+c"),
		Back:     b("q", "back", "q"),
		Esc:      b("esc", "back", "esc"),
		Up:       b("↑/k", "up", "up", "k"),
		Down:     b("↓/j", "down", "down", "j"),
		Enter:    b("enter", "choose", "enter"),
		Next:     b("enter", "next question", "enter", "space"),
		Hand1:    b("1/←", "hand 1", "1", "left"),
		Hand2:    b("2/→", "hand 2", "2", "right"),
		Split:    b("=", "split", "="),
		Seat:     b("1-8", "seat", "1", "2", "3", "4", "5", "6", "7", "8"),
		Pick:     b("1-7", "choose card", "1", "2", "3", "4", "5", "6", "7"),
		Left:     b("←", "left", "left", "h"),
		Right:    b("→", "right", "right", "l"),
		Move:     b("←/→", "move", "left", "right", "h", "l"),
		Toggle:   b("space", "choose", "space", "x"),
		Answer:   b("enter", "answer", "enter"),
		Erase:    b("backspace", "erase", "backspace"),
		Level:    b("l", "level", "l"),
		Timed:    b("t", "timed", "t"),
		Reset:    b("r", "reset", "r"),
		Yes:      b("y", "yes", "y"),
		No:       b("n", "no", "n", "esc"),
		PageUp:   b("pgup", "page up", "pgup", "b"),
		PageDown: b("pgdn", "page down", "pgdown", "f", "space"),

		Fold:     b("f", "fold", "f"),
		Call:     b("c", "call", "c"),
		Check:    b("k", "check", "k"),
		Bet:      b("b", "bet", "b"),
		BetBig:   b("B", "bet the big bet", "B"),
		Raise:    b("r", "raise", "r"),
		RaiseBig: b("R", "raise by the big bet", "R"),
		BringIn:  b("i", "bring in", "i"),
		Complete: b("o", "complete", "o"),
		NextHand: b("n", "next hand", "n"),
		Explain:  b("e", "explain", "e"),
		Why:      b("w", "why did they?", "w"),
		Learn:    b("L", "learning mode", "L"),
		FullHelp: b("?", "all keys", "?"),
		Rebuy:    b("r", "rebuy", "r"),
		LogUp:    b("pgup", "log up", "pgup", "up"),
		LogDown:  b("pgdn", "log down", "pgdown", "down"),
	}
}
