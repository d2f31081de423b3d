// Package hhfmt writes and reads the hand-history formats other poker tools
// use, for Razz: the text PokerStars writes (read by trackers such as FPDB)
// and PHH, the hand-history format of the PokerKit project (variant 'FR').
//
// Writers take a hand log (engine.HandLog) and write one hand; readers turn
// text back into hand logs by playing each hand through the engine, so a
// hand that does not fit the rules comes back as an error saying where and
// why. It owns only the formats: reading and writing files, the user's
// history and the command line belong to tui/cli and tui/store.
//
// It imports only the standard library and engine: no terminal code, no
// clock, no global random source.
package hhfmt
