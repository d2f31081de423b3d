package engine

import (
	"fmt"
	"strings"
)

// OutReason says why a card was left out of the best five.
type OutReason uint8

const (
	// OutPair: the card's rank is already in the best five; playing it would pair.
	OutPair OutReason = iota + 1
	// OutHigh: five lower ranks were available, so this high card was dropped.
	OutHigh
)

func (r OutReason) String() string {
	switch r {
	case OutPair:
		return "would pair"
	case OutHigh:
		return "high card"
	}
	return "?"
}

// LeftOut is a card not played in the best five, and why.
type LeftOut struct {
	Card   Card
	Reason OutReason
}

// Evaluation is the full answer for five to seven cards.
type Evaluation struct {
	Cards []Card    // as given
	Low   Low       // rank 1..6175
	Best  [5]Card   // the five played, in the written order of the low
	Out   []LeftOut // the cards left out, in input order
	// Forced is true when the hand is paired although it has five or more
	// cards: the pair could not be avoided (fewer than five distinct ranks).
	Forced bool
}

// Evaluate checks five to seven distinct valid cards and evaluates them.
func Evaluate(cs []Card) (Evaluation, error) {
	if len(cs) < 5 || len(cs) > 7 {
		return Evaluation{}, fmt.Errorf("%s: a low needs 5 to 7", plural(len(cs), "card"))
	}
	var seen uint64
	for _, c := range cs {
		if !c.Valid() {
			return Evaluation{}, fmt.Errorf("%w: not a card", ErrCard)
		}
		if seen&(1<<c) != 0 {
			return Evaluation{}, fmt.Errorf("%w: %s given twice", ErrCard, c)
		}
		seen |= 1 << c
	}
	return evaluate(cs), nil
}

// evaluate assumes 5 to 7 distinct cards.
func evaluate(cs []Card) Evaluation {
	l := LowOf(cs)
	e := Evaluation{Cards: cs, Low: l, Forced: l.Category() != NoPair}
	var used uint8 // bit i: cs[i] is in the best five
	for i, r := range l.Written() {
		for j, c := range cs {
			if used&(1<<j) == 0 && c.Rank() == r {
				used |= 1 << j
				e.Best[i] = c
				break
			}
		}
	}
	var inBest uint16
	for _, c := range e.Best {
		inBest |= 1 << c.Rank()
	}
	for j, c := range cs {
		if used&(1<<j) != 0 {
			continue
		}
		why := OutHigh
		if inBest&(1<<c.Rank()) != 0 {
			why = OutPair
		}
		e.Out = append(e.Out, LeftOut{c, why})
	}
	return e
}

// OutText says in words which cards were left out and why:
// "Kd Kc left out: highest cards" or "9d left out: would pair".
func (e Evaluation) OutText() string { return e.OutTextWith(Card.String) }

// OutTextWith is OutText with the cards written by name (a screen writes
// them with suit symbols).
func (e Evaluation) OutTextWith(name func(Card) string) string {
	var high, pair []string
	for _, o := range e.Out {
		if o.Reason == OutHigh {
			high = append(high, name(o.Card))
		} else {
			pair = append(pair, name(o.Card))
		}
	}
	var parts []string
	if len(pair) > 0 {
		parts = append(parts, strings.Join(pair, " ")+" left out: would pair")
	}
	if len(high) > 0 {
		w := "highest card"
		if len(high) > 1 {
			w = "highest cards"
		}
		parts = append(parts, strings.Join(high, " ")+" left out: "+w)
	}
	return strings.Join(parts, "; ")
}

// Comparison is the result of comparing two lows, with the position that
// decided it so that a screen can draw it.
type Comparison struct {
	A, B Low
	// Winner is +1 when A is the better low, -1 when B is, 0 for a split.
	Winner int
	// Position is the index (0..4) in the written forms of the first rank
	// that differs when both lows have the same category; -1 when the
	// categories differ; 5 when the lows are equal.
	Position int
}

// Compare compares two lows.
func Compare(a, b Low) Comparison {
	c := Comparison{A: a, B: b, Position: 5}
	switch {
	case a < b:
		c.Winner = 1
	case a > b:
		c.Winner = -1
	default:
		return c
	}
	if a.Category() != b.Category() {
		c.Position = -1
		return c
	}
	wa, wb := a.Written(), b.Written()
	for i := range wa {
		if wa[i] != wb[i] {
			c.Position = i
			break
		}
	}
	return c
}

// Reason explains the comparison as a dealer would: "seven-five low beats
// eight-six low: from the top, 7 is lower than 8", or "split pot: both
// 8-6-4-3-2; suits never break a tie".
func (c Comparison) Reason() string {
	if c.Winner == 0 {
		return "split pot: both " + c.A.Dashed() + "; suits never break a tie"
	}
	win, lose := c.A, c.B
	if c.Winner < 0 {
		win, lose = c.B, c.A
	}
	head := win.Name() + " beats " + lose.Name() + ": "
	if win.Name() == lose.Name() {
		head = win.Dashed() + " beats " + lose.Dashed() + ": "
	}
	if c.Position < 0 {
		return head + categoryReason(win.Category(), lose.Category())
	}
	ww, lw := win.Written(), lose.Written()
	i := c.Position
	diff := ww[i].String() + " is lower than " + lw[i].String()
	switch win.Category() {
	case NoPair:
		if i == 0 {
			return head + "from the top, " + diff
		}
		return head + "from the top, " + equalPrefix(ww[:i]) + ", then " + diff
	case OnePair, Trips, Quads:
		what := map[Category]string{OnePair: "pair", Trips: "three of a kind", Quads: "four of a kind"}[win.Category()]
		if i == 0 {
			return head + "the lower " + what + " wins, " + diff
		}
		return head + "the same " + what + ", then from the highest other card, " + diff
	case TwoPair:
		switch {
		case i < 2:
			return head + "the higher pairs compare first, " + diff
		case i < 4:
			return head + "the higher pairs are equal, then the lower pairs: " + diff
		}
		return head + "the same two pair, then the odd card: " + diff
	default: // full house
		if i < 3 {
			return head + "the three of a kind compare first, " + diff
		}
		return head + "the same three of a kind, then the pair: " + diff
	}
}

func equalPrefix(rs []Rank) string {
	parts := make([]string, len(rs))
	for i, r := range rs {
		parts[i] = r.String() + " = " + r.String()
	}
	return strings.Join(parts, ", ")
}

func categoryReason(win, lose Category) string {
	if win == NoPair {
		return "any unpaired low beats a " + strings.ReplaceAll(lose.String(), " ", "-") + " hand" // "a one-pair hand"
	}
	return win.String() + " beats " + lose.String() + " (the fewer cards paired, the better)"
}

// plural writes "1 card", "3 cards".
func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}
