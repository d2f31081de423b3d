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

// Random picks uniformly among the legal actions.
type Random struct{}

// Style is "random".
func (Random) Style() string { return "random" }

// Decide picks any legal action.
func (Random) Decide(v engine.View, r *rand.Rand) Decision {
	o := v.Legal[r.IntN(len(v.Legal))]
	return Decision{o.Action(), "Random picks " + o.String() + " at random"}
}

// Station is a calling station: it never folds and never raises.
type Station struct{}

// Style is "station".
func (Station) Style() string { return "station" }

// Decide checks or calls, and brings in for the minimum.
func (Station) Decide(v engine.View, _ *rand.Rand) Decision {
	for _, k := range []engine.ActionKind{engine.Check, engine.Call, engine.BringIn} {
		for _, o := range v.Legal {
			if o.Kind == k {
				return Decision{o.Action(), "Station " + o.String() + "s: it calls everything and never raises"}
			}
		}
	}
	o := v.Legal[0]
	return Decision{o.Action(), "Station has no cheaper choice than " + o.String()}
}
