package bots

import (
	"fmt"
	"strings"

	"razz/engine"
	"razz/engine/narrate"
)

// The coach's advice in words, as its box at the table says it and plain
// mode's hint: one copy of each line.

// BoxLines is the coach's advice in the words of its box at the table,
// every line after the cards (plain mode's hint says them too): the
// suggestion's reason first, then the share of the pot against the live
// boards (and against the ranges the betting shows), the reads of the
// seats that acted, what each action is worth, the pot odds against the
// share, and the start (third street) or the boards, with the live low
// cards left. legal is the user's options; name names a seat.
func (a Advice) BoxLines(legal []engine.Option, name func(seat int) string) []string {
	lines := []string{a.Reason, a.EquityLine()}
	if r := a.RangeWords(); r != "" {
		lines = append(lines, r)
	}
	for _, rd := range a.Reads {
		if rd.Did != "" {
			lines = append(lines, rd.Words())
		}
	}
	if w := a.ValuesWords(); w != "" {
		lines = append(lines, w)
	}
	lines = append(lines, a.OddsLine(legal))
	if a.Street == 3 {
		lines = append(lines, "Your start "+a.StartWords()+".")
		lines = append(lines, fmt.Sprintf("It makes an eight or better by seventh street %s of the time (razz odds, with the cards showing out).", Percent(a.EightBy7)))
		switch a.DeadNeed {
		case 0:
			lines = append(lines, "Your cards are live: no low card you need shows on another board.")
		case 1:
			lines = append(lines, "One low card you need shows on another board.")
		default:
			lines = append(lines, fmt.Sprintf("%d of the low cards you need show on other boards.", a.DeadNeed))
		}
	} else {
		var parts []string
		for _, b := range a.Boards {
			who := name(b.Seat)
			if b.You {
				who = "you"
			}
			p := who + " " + b.Partial
			if b.Brick {
				p += " (caught a brick)"
			}
			parts = append(parts, p)
		}
		lines = append(lines, "Boards: "+strings.Join(parts, "; ")+".")
		best := "Your board is the best showing."
		for _, b := range a.Boards {
			if !b.You && b.Seat == a.Best {
				// The best board showing (the lowest, for acting first),
				// not a draw: on seventh street none is left.
				best = narrate.Capitalize(name(b.Seat)) + " has the best board showing." // not "Greta (Grinder)'s board"
			}
		}
		lines = append(lines, best)
	}
	return append(lines, fmt.Sprintf("Live low cards left (A to 8 of ranks you do not hold, not showing): %d.", a.LiveLows))
}

// EquityLine is the share of the pot against the live boards, and how it
// was counted.
func (a Advice) EquityLine() string {
	how := "exact"
	if !a.Exact {
		how = fmt.Sprintf("sampled from %s deals", thousands(a.Trials))
	}
	return fmt.Sprintf("Equity: %s of the pot at showdown against the live boards (%s; a fair share is %s).",
		Percent(a.Equity), how, Percent(a.Fair))
}

// OddsLine is what a call needs against what the hand has (legal: the
// options, for a bring-in's amounts).
func (a Advice) OddsLine(legal []engine.Option) string {
	switch {
	case a.BringIn:
		bring, complete := 0, 0
		for _, o := range legal {
			switch o.Kind {
			case engine.BringIn:
				bring = o.To
			case engine.Complete:
				complete = o.To
			}
		}
		if complete == 0 {
			return fmt.Sprintf("You must bring in (the highest door card does): post the bring-in of %d.", bring)
		}
		return fmt.Sprintf("You must bring in (the highest door card does): post the bring-in of %d, the minimum, or complete to %d.", bring, complete)
	case a.ToCall == 0:
		return "Nothing to call: checking is free, so never fold here."
	}
	// The share judged against what the call needs: against the ranges
	// when the call was judged so, or on third street (where the start,
	// not a share, decides) whenever the ranges are read; and then as
	// sure as that read is.
	ranged := a.Why.Ranged || a.Street == 3 && a.RangeEquity.N > 0
	eq, roughly := a.Equity, ""
	if ranged {
		eq = a.RangeEquity.Value
		if a.RangeEquity.Rough() {
			roughly = rough(a.RangeEquity.Value, a.RangeEquity.Half, precision)
		}
	}
	// Whole percents that round the share and the need alike are told to
	// a tenth, so that "you need 9% ... you have 9%: calling loses" never
	// reads.
	have, need, tenths := Apart(eq, a.Need)
	odds := Percent(a.Odds)
	if tenths {
		odds = Tenths(a.Odds)
	}
	if roughly != "" {
		have = roughly
	}
	// The pot odds are the need only where nothing scales them: else they
	// are the price, and the need is said apart ("you need 9% … you have
	// 9%: calling loses" compared 9% with a need of 15%).
	s := fmt.Sprintf("Pot odds: %d to call into %d, so you need %s of the pot after calling", a.ToCall, a.Pot, odds)
	if need != odds {
		s = fmt.Sprintf("Pot odds: %d to call into %d, a price of %s of the pot after calling", a.ToCall, a.Pot, odds)
	}
	switch {
	case need == odds:
	case a.Need < a.Odds:
		s += fmt.Sprintf("; with the cards to come you need %s", need)
	case a.Fair >= 0.5: // heads-up: nobody is behind to pay them
		s += fmt.Sprintf("; counting the bets still to come you need %s", need)
	default:
		s += fmt.Sprintf("; counting the bets still to come, which a caller behind pays, you need %s", need)
	}
	// What the share says of the pot's price, not that calling wins:
	// beside a lookahead that has calling lose, "calling is profitable"
	// read as a promise the figures under it broke.
	verdict := "your share pays for the call"
	if eq < a.Need {
		verdict = "calling loses on this street"
		if a.Street == 3 && a.Option.Kind != engine.Fold {
			// The advice plays on: the start decides on third street,
			// not the pot alone, so the line must not say "loses".
			verdict = "the pot alone does not pay for the call; on third street the start and the bets to come must"
		}
	} else if a.Street == 3 && a.Option.Kind == engine.Fold {
		verdict += ", but on third street the start decides more than the odds: a weak start pays more on every street to come"
	}
	switch {
	case ranged:
		// An average over the hands the betting suggests, its ± the
		// estimate's precision: not a promise about this deal.
		return s + fmt.Sprintf("; against the hands their betting suggests, you win on average %s: %s.", have, verdict)
	case a.RangeEquity.N > 0:
		return s + fmt.Sprintf("; you have %s against any cards: %s.", have, verdict)
	}
	return s + fmt.Sprintf("; you have %s: %s.", have, verdict)
}
