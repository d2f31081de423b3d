package tui

import "razz/engine/narrate"

// The explanation texts are the narrator's (engine/narrate): the table's
// boxes, the quiz's feedback and the history replay all take them there.

func capitalize(s string) string { return narrate.Capitalize(s) }
