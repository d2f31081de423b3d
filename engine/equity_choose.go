package engine

import "fmt"

// DefaultExactBudget is the ExactCost up to which Runout.Equity counts
// exactly when not told otherwise: about two seconds on one core of a
// small server (As2h3d against KcQdJs costs 3.3 million).
const DefaultExactBudget = 6e8

// DefaultTrials is how many deals Runout.Equity samples when the spot is
// over the budget: about half a second on one core, for an interval of
// about ±0.03 points of equity.
const DefaultTrials = 10_000_000

// EquityOptions say how Runout.Equity answers. The zero value counts
// exactly when that fits DefaultExactBudget and samples DefaultTrials deals
// otherwise, on every core.
type EquityOptions struct {
	Exact   bool    // count exactly, whatever it costs
	Trials  int     // more than 0: sample this many deals
	Seed    uint64  // the sampler's seed
	Budget  float64 // the largest ExactCost counted exactly; 0 is DefaultExactBudget
	Workers int     // goroutines; 0 is GOMAXPROCS
}

// Equity answers the Runout exactly or by sampling, as the options say.
func (r Runout) Equity(o EquityOptions) (EquityResult, error) {
	p, err := r.plan()
	if err != nil {
		return EquityResult{}, err
	}
	switch {
	case o.Exact && o.Trials > 0:
		return EquityResult{}, fmt.Errorf("%w: exact or sampled, not both", ErrRunout)
	case o.Exact:
		return r.Exact(o.Workers)
	case o.Trials > 0:
		return p.sample(o.Trials, o.Seed, o.Workers), nil
	}
	budget := o.Budget
	if budget <= 0 {
		budget = DefaultExactBudget
	}
	if p.exactCost() <= budget && p.outcomes() <= MaxExactOutcomes {
		return p.exact(o.Workers), nil
	}
	return p.sample(DefaultTrials, o.Seed, o.Workers), nil
}

// HintExactBudget and HintTrials size Hint to answer within about 50 ms on
// one busy core: an exact count costs about 2 ns a pattern, a sampled
// trial about 50 ns.
const (
	HintExactBudget = 1e7
	HintTrials      = 300_000
)

// Hint is the quick answer for a coach: within about 50 ms on one core for
// any spot at a Razz table. It counts exactly when the spot's ExactCost is
// at most HintExactBudget (from fourth street on heads-up, from fifth
// three-way, ...) and otherwise samples from seed HintTrials deals (fewer
// when a trial deals more than 12 cards: 112,500 for eight hands on
// third street), on the
// calling goroutine only. The result says which it did: Exact is true for a
// count (Outcomes run-outs, Margin 0); otherwise Trials deals were drawn and
// each hand's true equity lies within Equity ± Margin (a 95% interval,
// ±0.2 points at most heads-up, ±0.35 eight-handed). The same spot and seed give the same answer.
// Errors wrap ErrRunout (a card given twice, too few unseen cards, ...).
func (r Runout) Hint(seed uint64) (EquityResult, error) {
	p, err := r.plan()
	if err != nil {
		return EquityResult{}, err
	}
	if p.exactCost() <= HintExactBudget {
		return p.exact(1), nil
	}
	// Bigger tables deal more cards a trial: fewer trials keep the time.
	return p.sample(HintTrials*12/max(12, p.totalCards), seed, 1), nil
}

// Runout is the spot as an equity question: the player's own cards as hand
// 0, then each opponent's face-up cards (its face-down cards are unknown,
// so they are dealt like the cards to come), with the dead cards. LowDown
// plays no part: the hole cards are taken as random. A spot whose
// community card has been dealt is refused when the deck cannot cover
// every hand (the Runout deals the community card itself).
func (s Spot) Runout() Runout {
	r := Runout{Hands: make([][]Card, 0, 1+len(s.Opponents)), Dead: s.Dead.Cards()}
	r.Hands = append(r.Hands, s.Own)
	for _, o := range s.Opponents {
		r.Hands = append(r.Hands, o.Up)
	}
	return r
}

// Hint is Runout().Hint(seed): the player's equity is Hands[0].Equity.
func (s Spot) Hint(seed uint64) (EquityResult, error) { return s.Runout().Hint(seed) }
