package engine

import "slices"

// Limits is the data behind "the street's limits": which bet is the unit
// and why, and how many bets are left before the cap.
type Limits struct {
	Street   int
	Unit     int  // the size of a bet or raise now
	Big      bool // the big bet is the unit (fifth street on, or the open-pair bet)
	OpenPair bool // fourth street with a paired board: the big bet may be chosen
	Bets     int  // bets made this street (the bring-in is not a bet)
	Cap      int  // bets allowed this street; 0 for no cap
	Left     int  // bets left before the cap; -1 for no cap
	// HeadsUp: the cap is off because the round began with two players.
	HeadsUp bool
}

// Limits describes the current street's betting limits.
func (h *Hand) Limits() Limits {
	l := Limits{Street: h.street, Unit: h.unit(), Big: h.bigUnit, OpenPair: h.openPair && !h.bigUnit, Bets: h.bets, Cap: h.table.Rules.Cap, Left: -1}
	if h.uncapped && l.Cap > 0 {
		l.HeadsUp, l.Cap = true, 0
	}
	if l.Cap > 0 {
		l.Left = max(0, l.Cap-h.bets)
	}
	return l
}

// LimitsOf is street's limits as a player asking now would be told them:
// the street being played as it stands (bets made so far), or, for a street
// over (or once the hand is over), the limits it began with.
func (h *Hand) LimitsOf(street int) Limits {
	if l := h.Limits(); !h.Done() && l.Street == street {
		return l
	}
	for _, l := range h.limits {
		if l.Street == street {
			return l
		}
	}
	return h.Limits()
}

// ShowdownHand is one hand shown down.
type ShowdownHand struct {
	Seat int
	Eval Evaluation
}

// Pot is a main or side pot and how it was awarded.
type Pot struct {
	Amount   int
	Eligible []int // seats that could win it, in seat order
	Winners  []int // seats with the best low among them
	Shares   []Chips
	// OddChips: the chips that did not split evenly and who got them.
	OddChips []Chips
	// Beat: the best low against each other eligible hand, in seat order.
	Beat []PotComparison
}

// PotComparison is a winner's low against a losing or tying hand.
type PotComparison struct {
	Winner, Other int
	Comparison
}

// Showdown is the data behind the showdown explanation.
type Showdown struct {
	Order     []ShowdownHand // in the order the hands were shown
	Pots      []Pot          // main pot first
	Community *Card
	// FirstShowsBecause: "bet" when the last bettor or raiser on seventh
	// street showed first; when nobody bet, "board" (the best board showed
	// first, the default) or "seat" (the lowest seat, the show-order=seat
	// house rule).
	FirstShowsBecause string
}

// finish ends the hand: returns the uncalled bet, shows down if two or more
// players are left, and awards every pot.
func (h *Hand) finish() {
	h.done, h.toAct = true, -1
	// The uncalled part of the largest contribution goes back.
	top, second := -1, 0
	for i := range h.seats {
		t := h.seats[i].total
		if top < 0 || t > h.seats[top].total {
			if top >= 0 {
				second = max(second, h.seats[top].total)
			}
			top = i
		} else {
			second = max(second, t)
		}
	}
	if top >= 0 && h.seats[top].total > second {
		back := h.seats[top].total - second
		h.seats[top].total -= back
		h.seats[top].Stack += back
		h.returned = append(h.returned, Chips{h.seats[top].Seat, back})
		h.events = append(h.events, Event{Kind: EventReturned, Street: h.street, Seat: h.seats[top].Seat, Amount: back})
	}
	defer h.emitAwards()
	var live []int
	pot := 0
	for i := range h.seats {
		pot += h.seats[i].total
		if h.seats[i].live() {
			live = append(live, i)
		}
	}
	if len(live) == 1 {
		h.award(live[0], pot)
		return
	}
	h.showDown(live)
}

func (h *Hand) award(i, amount int) {
	if amount == 0 {
		return
	}
	h.seats[i].Stack += amount
	seat := h.seats[i].Seat
	for k := range h.awards {
		if h.awards[k].Seat == seat {
			h.awards[k].Amount += amount
			return
		}
	}
	h.awards = append(h.awards, Chips{seat, amount})
	slices.SortFunc(h.awards, func(a, b Chips) int { return a.Seat - b.Seat })
}

func (h *Hand) showDown(live []int) {
	sd := &Showdown{}
	if h.hasCommunity {
		c := h.community
		sd.Community = &c
	}
	evals := map[int]Evaluation{}
	for _, i := range live {
		cs := slices.Clone(h.seats[i].cards)
		if h.hasCommunity {
			cs = append(cs, h.community)
		}
		evals[i] = evaluate(cs)
	}
	// Show order: the last bettor or raiser on seventh street; when nobody
	// bet, the best board (or the lowest seat under the house rule); then
	// clockwise.
	first := 0
	switch {
	case h.aggr7 >= 0 && h.seats[h.aggr7].live():
		sd.FirstShowsBecause = "bet"
		first = slices.Index(live, h.aggr7)
	case h.table.Rules.ShowOrder == ShowBySeat:
		sd.FirstShowsBecause = "seat"
	default:
		sd.FirstShowsBecause = "board"
		// The best board, ties to the lowest seat: ExplainFirst's choice,
		// without its lists.
		var best BoardValue
		for k, i := range live {
			var cnt [NumRanks]uint8
			s := &h.seats[i]
			for j, c := range s.cards {
				if s.up[j] {
					cnt[c.Rank()]++
				}
			}
			if v, _, _ := boardValue(&cnt); k == 0 || v < best {
				first, best = k, v
			}
		}
	}
	order := append(slices.Clone(live[first:]), live[:first]...)
	for _, i := range order {
		sd.Order = append(sd.Order, ShowdownHand{h.seats[i].Seat, evals[i]})
	}
	for _, p := range h.layers(live) {
		elig := make([]int, len(p.Eligible))
		for k, seat := range p.Eligible {
			elig[k] = h.index(seat)
		}
		best := Low(0)
		for _, i := range elig {
			if l := evals[i].Low; best == 0 || l < best {
				best = l
			}
		}
		var winners []int
		for _, i := range elig {
			if evals[i].Low == best {
				winners = append(winners, i)
				p.Winners = append(p.Winners, h.seats[i].Seat)
			}
		}
		for _, i := range elig {
			if i != winners[0] {
				p.Beat = append(p.Beat, PotComparison{h.seats[winners[0]].Seat, h.seats[i].Seat, Compare(best, evals[i].Low)})
			}
		}
		share, odd := p.Amount/len(winners), p.Amount%len(winners)
		for _, i := range winners {
			p.Shares = append(p.Shares, Chips{h.seats[i].Seat, share})
		}
		if odd > 0 {
			p.OddChips = h.oddChips(winners, evals, odd)
			for _, oc := range p.OddChips {
				for k := range p.Shares {
					if p.Shares[k].Seat == oc.Seat {
						p.Shares[k].Amount += oc.Amount
					}
				}
			}
		}
		for _, c := range p.Shares {
			h.award(h.index(c.Seat), c.Amount)
		}
		sd.Pots = append(sd.Pots, p)
	}
	h.showdown = sd
}

// emitAwards records the showdown, if any, and what each seat won.
func (h *Hand) emitAwards() {
	if h.showdown != nil {
		h.events = append(h.events, Event{Kind: EventShowdown, Street: h.street})
	}
	for _, c := range h.awards {
		h.events = append(h.events, Event{Kind: EventAward, Street: h.street, Seat: c.Seat, Amount: c.Amount})
	}
}

// oddChips gives the chips left over after an even split.
func (h *Hand) oddChips(winners []int, evals map[int]Evaluation, odd int) []Chips {
	if h.table.Rules.OddChip == OddChipSeat {
		return []Chips{{h.seats[winners[0]].Seat, odd}}
	}
	// By suit: the tied winners hold the same ranks, so compare, from the
	// lowest rank of the best five up, the lowest card each holds of that
	// rank (clubs lowest), counting cards left out: the A♣ takes the chip
	// from the A♠ whichever was dealt first. The first difference decides.
	ws := slices.Clone(winners)
	key := func(i int) [5]Card {
		var ranks uint16
		for _, r := range evals[i].Low.Written() {
			ranks |= 1 << r
		}
		var k [5]Card
		n := 0
		for r := Ace; r <= King; r++ {
			if ranks&(1<<r) == 0 {
				continue
			}
			k[n] = NumCards
			for _, c := range evals[i].Cards {
				if c.Rank() == r {
					k[n] = min(k[n], c)
				}
			}
			n++
		}
		return k
	}
	keys := make(map[int][5]Card, len(ws))
	for _, i := range ws {
		keys[i] = key(i)
	}
	slices.SortStableFunc(ws, func(a, b int) int {
		ka, kb := keys[a], keys[b]
		for j := range ka {
			if ka[j] != kb[j] {
				return int(ka[j]) - int(kb[j])
			}
		}
		return 0
	})
	var out []Chips
	for k := 0; k < odd; k++ {
		out = append(out, Chips{h.seats[ws[k%len(ws)]].Seat, 1})
	}
	return out
}

// layers splits everything put in into a main pot and side pots: one layer
// for each all-in level among the live players, each with the live seats
// that put in enough to win it. At the showdown every live player who is
// not all-in has put in the most (the uncalled part went back).
func (h *Hand) layers(live []int) []Pot {
	// A level for each live all-in player's total below the most anyone
	// live put in, and that most: a bet not yet called sits in the last pot.
	var levels []int
	top := 0
	for _, i := range live {
		top = max(top, h.seats[i].total)
	}
	for _, i := range live {
		if t := h.seats[i].total; h.seats[i].allIn && t < top {
			levels = append(levels, t)
		}
	}
	levels = append(levels, top)
	slices.Sort(levels)
	levels = slices.Compact(levels)
	var pots []Pot
	prev := 0
	for li, lv := range levels {
		p := Pot{}
		for i := range h.seats {
			t := h.seats[i].total
			if li == len(levels)-1 {
				p.Amount += max(0, t-prev) // anything above the last level stays in the last pot
			} else {
				p.Amount += max(0, min(t, lv)-prev)
			}
		}
		prev = lv
		if p.Amount == 0 {
			continue
		}
		for _, i := range live {
			if h.seats[i].total >= lv {
				p.Eligible = append(p.Eligible, h.seats[i].Seat)
			}
		}
		pots = append(pots, p)
	}
	return pots
}

// Pots is the money in the middle now: the main pot and the side pots, each
// with the seats that could win it (no winners until the showdown). When
// only a bet not yet called sits above the rest, it counts in the last pot.
func (h *Hand) Pots() []Pot {
	if h.showdown != nil {
		return slices.Clone(h.showdown.Pots)
	}
	var live []int
	for i := range h.seats {
		if h.seats[i].live() {
			live = append(live, i)
		}
	}
	return h.layers(live)
}
