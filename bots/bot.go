// Package bots holds the opponents. A bot sees only what a player at a real
// table sees, through engine.View, and returns an action with a reason a
// learner can read. It also owns the coach (Advise), the arena and the one
// loop that asks a seat to act (Play). It imports engine, engine/narrate
// (the words for an action) and assets (the strategy file); never tui,
// and nothing that exposes hidden cards.
package bots

import (
	"math/rand/v2"

	"razz/engine"
)

// Decision is a bot's action and why.
type Decision struct {
	Action engine.Action
	Reason string // Why in words (a Player leaves it empty when nobody reads it)
	// Told is Reason in the words the others at the table may be told:
	// it names none of the seat's down cards (the ones they have not
	// seen), where Reason may ("9-8-8 is paired").
	Told string
	Why  Why // the reason as a code with its figures (a Player's; zero for Random and Caller)
	// Mixed: the bot varied its play on purpose (a slow play, a bluff, a
	// steal it let pass), away from what the coach would advise.
	Mixed bool
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
	reason := who + " picks " + o.String() + " at random"
	return Decision{Action: o.Action(), Reason: reason, Told: reason}
}

// Caller is the plain calling station of the engine's tests and of
// `razz sim --bots caller,...`: it posts the minimum bring-in, checks when it
// can, calls otherwise, and never folds or raises. (The Station style is a
// person who calls too much; Caller is a machine that always calls.)
type Caller struct{ Name string }

// Style is "caller".
func (Caller) Style() string { return "caller" }

// DisplayName is the bot's name at the table.
func (b Caller) DisplayName() string { return b.Name }

// Decide checks, calls or brings in.
func (b Caller) Decide(v engine.View, _ *rand.Rand) Decision {
	who := b.Name
	if who == "" {
		who = "Caller"
	}
	for _, k := range []engine.ActionKind{engine.Check, engine.Call, engine.BringIn} {
		for _, o := range v.Legal {
			if o.Kind == k {
				reason := who + " " + o.String() + ": it calls everything and never raises"
				return Decision{Action: o.Action(), Reason: reason, Told: reason}
			}
		}
	}
	reason := who + " has no cheaper choice than " + v.Legal[0].String()
	return Decision{Action: v.Legal[0].Action(), Reason: reason, Told: reason}
}
