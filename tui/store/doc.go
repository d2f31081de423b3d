// Package store owns what razz keeps on disk between runs: where it lives
// (the data and config directories), how a file is rewritten safely (a
// temporary file renamed over the old one, keeping its mode), the hand
// history (appended one complete line at a time, read back with torn-line
// recovery), the quiz statistics and the user's settings.
//
// It may import engine (for the hand log) and the standard library. It must
// not import Bubble Tea, Lip Gloss, bots or any screen: a screen calls it
// from a tea.Cmd, and the command line and other front ends (sim --log,
// history import, serve) use it the same way.
package store
