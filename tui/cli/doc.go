// Package cli holds the bodies of razz's non-interactive commands (eval,
// compare, sim, replay, equity, odds, starts, review, history) and plain
// mode (play --plain, quiz --plain: lines of text in and out, no screen):
// reading their input, running engine and bots, and writing text or JSON.
// main.go declares the
// commands and their flags and calls into this package; it keeps no logic.
//
// It may import engine, its subpackages, bots (bots/session included) and
// tui's non-screen packages (such as tui/store, tui/drill, tui/chart). It must not import Bubble Tea, Lip Gloss or any
// screen: nothing here draws a terminal UI.
package cli
