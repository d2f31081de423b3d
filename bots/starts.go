package bots

import "razz/engine"

// StartClass is the strategy's class of a three-card start (the first
// three of own), as the coach and the Grinder read it on third street:
// for the starting-hand chart.
func StartClass(own []engine.Card) Class { return startOf(own, 0).class }
