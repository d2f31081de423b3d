package bots

import "razz/engine"

// PlayFrom goes on with a hand already under way (a logged hand redealt
// and played up to a decision, for "play on from here"): the bots decide
// for the table's players (in the order of h.Table().Players; nil for a
// person) from the decision source of hand n of the session seeded with
// seed.
func PlayFrom(h *engine.Hand, players []Bot, seed uint64, n int) *Play {
	t := h.Table()
	return &Play{Hand: h, Bots: players, table: t, models: ModelsOf(t, players), rng: DecisionSource(seed, n), KeepReasons: true}
}
