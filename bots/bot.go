// Package bots holds the opponents. A bot sees only what a player at a real
// table sees, through engine.View, and returns an action with a reason a
// learner can read. This package imports nothing that exposes hidden cards.
package bots

import (
	"math/rand/v2"

	"razz/engine"
)

// Decision is a bot's action and why.
type Decision struct {
	Action engine.Action
	Reason string
}

// Bot decides for one seat from that seat's view. r is a seeded source so
// that every decision is reproducible.
type Bot interface {
	Style() string
	Decide(v engine.View, r *rand.Rand) Decision
}

// Random picks uniformly among the legal actions, blind to its cards.
type Random struct{ Name string }

// Style is "random".
func (Random) Style() string { return "random" }

// DisplayName is the bot's name at the table.
func (b Random) DisplayName() string { return b.Name }

// Decide picks any legal action.
func (b Random) Decide(v engine.View, r *rand.Rand) Decision {
	o := v.Legal[r.IntN(len(v.Legal))]
	who := b.Name
	if who == "" {
		who = "Random"
	}
	return Decision{o.Action(), who + " picks " + o.String() + " at random"}
}
