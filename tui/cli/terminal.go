package cli

import (
	"io"

	"github.com/charmbracelet/x/term"
)

// waitsForTyping tells whether in is a terminal: a command that reads
// JSON lines from standard input says what it wants instead of waiting
// silently for the user to type them.
func waitsForTyping(in io.Reader) bool {
	f, ok := in.(interface{ Fd() uintptr })
	return ok && term.IsTerminal(f.Fd())
}
