package drill

import (
	"math/rand/v2"
	"strconv"
	"strings"

	"razz/bots"
	"razz/engine"
)

// maxTries bounds the search for a question of the wanted kind; past it the
// last one dealt is used, which is still a fair question.
const maxTries = 5000

// shuffled is a fresh deck from the seeded source, as a slice.
func shuffled(r *rand.Rand) []engine.Card {
	d := engine.NewDeckFrom(r)
	cs := make([]engine.Card, 0, engine.NumCards)
	for c, ok := d.Deal(); ok; c, ok = d.Deal() {
		cs = append(cs, c)
	}
	return cs
}

// randomLineup seats n bots of the four rule styles (grinder, rock,
// maniac, station) drawn at random from r, at the normal level.
func randomLineup(r *rand.Rand, n int) ([]bots.Bot, error) {
	styles := bots.Styles()[:4]
	lineup := make([]string, n)
	for i := range lineup {
		lineup[i] = styles[r.IntN(len(styles))]
	}
	return bots.Seat(lineup, bots.Normal)
}

// freshHand deals a hand from r at a table of n players with the default
// stacks, stakes and rules.
func freshHand(r *rand.Rand, n int) (*engine.Hand, error) {
	stacks := make([]int, n)
	for i := range stacks {
		stacks[i] = engine.DefaultStack
	}
	return engine.NewHand(engine.NewTable(nil, stacks, engine.DefaultStakes, engine.DefaultRules), engine.DeckDealer{Deck: engine.NewDeckFrom(r)})
}

func mustEval(cs []engine.Card) engine.Evaluation {
	e, err := engine.Evaluate(cs)
	if err != nil {
		panic("quiz dealt a bad hand: " + err.Error()) // the deck never repeats a card
	}
	return e
}

func hasPairOut(e engine.Evaluation) bool {
	for _, o := range e.Out {
		if o.Reason == engine.OutPair {
			return true
		}
	}
	return false
}

// sameRanks deals n cards from rest, first one of each rank in ranks where
// it can, then any: the way to true and near ties.
func sameRanks(rest []engine.Card, ranks []engine.Rank, n int) []engine.Card {
	var out []engine.Card
	var used engine.CardSet
	for _, rk := range ranks {
		for _, c := range rest {
			if c.Rank() == rk && !used.Has(c) {
				out = append(out, c)
				used |= c.Bit()
				break
			}
		}
	}
	for _, c := range rest {
		if len(out) == n {
			break
		}
		if !used.Has(c) {
			out = append(out, c)
			used |= c.Bit()
		}
	}
	return out
}

// distinctRanks counts the ranks among cs and the most copies of one.
func distinctRanks(cs []engine.Card) (distinct, pairs, most int) {
	var cnt [engine.NumRanks]int
	for _, c := range cs {
		cnt[c.Rank()]++
	}
	for _, n := range cnt {
		if n > 0 {
			distinct++
		}
		if n >= 2 {
			pairs++
		}
		most = max(most, n)
	}
	return
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// withArticle: "an eight-six low", "a pair of kings", "the wheel".
func withArticle(name string) string {
	switch {
	case name == "wheel":
		return "the wheel"
	case strings.HasPrefix(name, "two pair"), strings.HasPrefix(name, "three "), strings.HasPrefix(name, "four "):
		return name
	case strings.ContainsAny(name[:1], "ae"):
		return "an " + name
	}
	return "a " + name
}

// repeatKey reads a question's repeat key, "<deal>/<level>", as the
// drills that ask a question again (Again) write it.
func repeatKey(key string) (uint64, Difficulty, bool) {
	k, l, ok := strings.Cut(key, "/")
	n, err := strconv.ParseUint(k, 10, 64)
	d, err2 := ParseDifficulty(l)
	if !ok || err != nil || err2 != nil || d == Mixed {
		return 0, 0, false
	}
	return n, d, true
}
