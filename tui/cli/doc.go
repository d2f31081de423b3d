// Package cli holds the bodies of razz's non-interactive commands (eval,
// compare, sim, replay, equity, odds, review, history): reading their input,
// running engine and bots, and writing text or JSON. main.go declares the
// commands and their flags and calls into this package; it keeps no logic.
//
// It may import engine, its subpackages, bots and tui's non-screen packages
// (such as tui/store). It must not import Bubble Tea, Lip Gloss or any
// screen: nothing here draws a terminal UI.
package cli
