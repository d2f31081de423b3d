package narrate

import (
	"fmt"
	"slices"

	"razz/engine"
)

// The explanations: one text per kind of engine explanation, in the
// engine's own words (Reason, Name, Partial, OutText) with only the rule
// they apply added; and the blocks the table shows as the rules apply,
// made of typed parts a screen lays out in its own style.

// PartKind says what a part of an explanation block holds.
type PartKind uint8

// The kinds of part.
const (
	PartText    PartKind = iota + 1 // Text: a sentence, wrapped to the box
	PartNote                        // Text: a sentence said quietly, under the row it is about
	PartDoors                       // Doors: every door card, highest first, after the Text label
	PartBoard                       // Rank, Seat, Board: one live board in the order the rule ranks them
	PartShown                       // Seat, Eval: a hand shown down, the cards left out marked
	PartDecided                     // Seat, Eval, Position: a best five, the card that decided marked
)

// Part is one piece of an explanation block.
type Part struct {
	Kind     PartKind
	Text     string
	Seat     int
	Name     string // the seat's name, as the narrator calls it
	Rank     int    // PartBoard: 1 for the best board
	Doors    []engine.SeatCard
	Board    engine.Board
	Eval     engine.Evaluation
	Position int // PartDecided: the index of the card that decided (0 is the highest)
}

// Block is an explanation with a title: "Who brings in?".
type Block struct {
	Title string
	Parts []Part
}

func text(lines ...string) []Part {
	out := make([]Part, len(lines))
	for i, l := range lines {
		out[i] = Part{Kind: PartText, Text: l}
	}
	return out
}

// BringInBlock: every door card from highest to lowest, who brings in and
// why, and the limits l of third street.
func (n *Narrator) BringInBlock(s *engine.Story, l engine.Limits) Block {
	e := s.BringIn
	parts := []Part{{Kind: PartDoors, Text: "Door cards, highest first:", Doors: e.Ranked}}
	parts = append(parts, text(n.BringInText(e)...)...)
	parts = append(parts, text("The bring-in may post the bring-in or complete to a full small bet, but may not fold.")...)
	parts = append(parts, text(n.limitsText(l, s.Table.Stakes)...)...)
	return Block{Title: "Who brings in?", Parts: parts}
}

// FirstBlock: every live board from best to worst with its partial low,
// who acts first on the street and why, and the street's limits l.
func (n *Narrator) FirstBlock(s *engine.Story, street int, l engine.Limits) Block {
	e := s.First(street)
	if e == nil {
		return Block{Title: "Who acts first on " + engine.Street(street).Name + "?", Parts: text("Nobody could bet on " + engine.Street(street).Name + ".")}
	}
	// Ranked best first, each with its seat: a list numbered 1st, 2nd, ...
	// read as the order of play, which goes round the table instead.
	parts := text("Boards, best first:")
	for i, b := range e.Ranked {
		parts = append(parts, Part{Kind: PartBoard, Rank: i + 1, Seat: b.Seat, Name: n.name(b.Seat), Board: b})
	}
	parts = append(parts, text(n.FirstText(*e)...)...)
	parts = append(parts, text(n.limitsText(l, s.Table.Stakes)...)...)
	return Block{Title: fmt.Sprintf("Who acts first on %s?", engine.Street(street).Name), Parts: parts}
}

// ShowdownBlock: who shows first and why, each best five with the cards
// left out, then each pot, the comparison that decided it and any odd
// chip.
func (n *Narrator) ShowdownBlock(s *engine.Story) Block {
	sd := s.Showdown
	var parts []Part
	add := func(lines ...string) { parts = append(parts, text(lines...)...) }
	if sd.Community != nil {
		add("The deck ran short, so " + n.card(*sd.Community) + " was dealt face up as everyone's seventh card.")
	}
	switch sd.FirstShowsBecause {
	case "bet":
		add(n.verb(sd.Order[0].Seat, "shows", "show") + " first: the last to bet or raise on seventh street.")
	case "seat":
		add("Nobody bet on seventh street, so the lowest seat shows first " + engine.HouseRules[engine.HouseShowOrder].Note() + ".")
	default:
		add("Nobody bet on seventh street, so the best board shows first: " + n.obj(sd.Order[0].Seat) + ".")
	}
	evals := map[int]engine.Evaluation{}
	for _, h := range sd.Order {
		evals[h.Seat] = h.Eval
		parts = append(parts, Part{Kind: PartShown, Seat: h.Seat, Name: n.name(h.Seat), Eval: h.Eval})
		l := fmt.Sprintf("  plays %s, %s", h.Eval.Low.Dashed(), h.Eval.Low.Name())
		if h.Eval.Forced {
			l += " (the pair cannot be avoided)"
		}
		if out := n.OutText(h.Eval); out != "" {
			l += "; " + out
		}
		parts = append(parts, Part{Kind: PartNote, Seat: h.Seat, Text: l})
	}
	for i, p := range sd.Pots {
		add(n.PotText(i, p)...)
		// The closest loser: the comparison that decided, cards marked.
		if len(p.Winners) == 1 && len(p.Beat) > 0 {
			closest := p.Beat[0]
			for _, b := range p.Beat[1:] {
				if b.B < closest.B {
					closest = b
				}
			}
			if closest.Position >= 0 && closest.Position < 5 {
				add(fmt.Sprintf("Decided at the %s card:", Ordinal(closest.Position+1)))
				for _, seat := range []int{closest.Winner, closest.Other} {
					parts = append(parts, Part{Kind: PartDecided, Seat: seat, Name: n.name(seat), Eval: evals[seat], Position: closest.Position})
				}
			}
		}
		if len(p.OddChips) > 0 {
			if s.Table.Rules.OddChip == engine.OddChipSuit {
				add("Odd chips go to the tied winner holding the lowest card by suit (clubs lowest).")
			} else {
				add("The odd chip goes to the tied winner in the lowest seat.")
			}
		}
	}
	if s.Rake() > 0 {
		add(n.rakeLine(s))
	}
	return Block{Title: "Showdown", Parts: parts}
}

// BringInText explains who brings in:
// "Seat 4 brings in: K♠ is the highest door card (kings are high, aces low in Razz)."
func (n *Narrator) BringInText(e engine.BringInExplanation) []string {
	if len(e.Ranked) == 0 {
		return nil
	}
	top := e.Ranked[0]
	var lines []string
	if e.Seat == e.Highest {
		lines = append(lines, fmt.Sprintf("Seat %d brings in: %s is the highest door card (kings are high, aces low in Razz).",
			e.Highest, n.card(top.Card)))
	} else {
		lines = append(lines, fmt.Sprintf("Seat %d has the highest door card, %s (kings are high, aces low in Razz).",
			e.Highest, n.card(top.Card)))
	}
	if len(e.Tied) > 1 {
		var others []string
		for _, d := range e.Ranked[1:len(e.Tied)] {
			others = append(others, n.card(d.Card))
		}
		switch {
		case e.SuitDecided:
			lines = append(lines, fmt.Sprintf("%s beats %s on suit: spades, hearts, diamonds, clubs.",
				n.card(top.Card), JoinAnd(others)))
		case e.SeatDecided:
			lines = append(lines, fmt.Sprintf("%s ties %s on rank; the lowest seat brings in %s.",
				n.card(top.Card), JoinAnd(others), engine.HouseRules[engine.HouseBringInTie].Note()))
		}
	}
	switch {
	case len(e.Passed) > 0 && e.Seat == 0:
		lines = append(lines, "Nobody has chips left to bring in.")
	case len(e.Passed) > 0:
		lines = append(lines, fmt.Sprintf("%s no chips left, so seat %d brings in.", seatsHave(e.Passed), e.Seat))
	}
	return lines
}

// FirstText explains who acts first on a street:
// "Seat 2 acts first on fifth street: 7-4-2 is the best board (...)."
func (n *Narrator) FirstText(e engine.FirstExplanation) []string {
	if len(e.Ranked) == 0 {
		return nil
	}
	best := e.Ranked[0]
	verb := "acts first on " + engine.Street(e.Street).Name
	if e.Seat != e.Best {
		verb = "has the best board on " + engine.Street(e.Street).Name
	}
	lines := []string{fmt.Sprintf("Seat %d %s: %s is the best board (boards compare like lows, face-up cards only).",
		e.Best, verb, best.Partial())}
	if len(e.Tied) > 1 {
		lines = append(lines, fmt.Sprintf("%s show the same ranks: an exact tie goes to the lowest seat.", seatList(e.Tied)))
	}
	if !best.Paired() {
		for _, b := range e.Ranked[1:] {
			if pairDecided(best, b) {
				lines = append(lines, "Any unpaired board beats a paired one.")
				break
			}
		}
	}
	if e.Street == 7 {
		lines = append(lines, "The seventh card is face down, so the same four face-up cards decide again.")
	}
	if len(e.Ranked) > 2 && e.Seat == e.Best {
		lines = append(lines, fmt.Sprintf("The others act after it in seat order, round the table from seat %d, whatever their boards.", e.Seat))
	}
	if len(e.Passed) > 0 && e.Seat != 0 {
		// The rule, not only its outcome: the next seat may well show a
		// worse board (a pair), which would look like a mistake.
		allIn := "is all-in"
		if len(e.Passed) > 1 {
			allIn = "are all-in"
		}
		lines = append(lines, fmt.Sprintf("%s %s and cannot act, so the action passes clockwise to the next seat that can, whatever its board: seat %d acts first.",
			seatList(e.Passed), allIn, e.Seat))
	}
	return lines
}

// pairDecided: the paired board b ranks below the unpaired best only
// because of its pair; on its ranks alone (highest first) it would be the
// better board. 9-9 behind 5-3 is not decided by the pair; 4-4 behind 8-7
// is.
func pairDecided(best, b engine.Board) bool {
	if !b.Paired() || best.Paired() {
		return false
	}
	desc := func(bd engine.Board) []engine.Rank {
		rs := make([]engine.Rank, len(bd.Cards))
		for i, c := range bd.Cards {
			rs[i] = c.Rank()
		}
		slices.SortFunc(rs, func(x, y engine.Rank) int { return int(y) - int(x) })
		return rs
	}
	return slices.Compare(desc(b), desc(best)) < 0
}

// ShowdownText explains a comparison of two hands: what each plays, what
// it left out and why, and the comparison that decided.
func (n *Narrator) ShowdownText(names [2]string, hands [2]engine.Evaluation, c engine.Comparison) []string {
	var lines []string
	for i, e := range hands {
		l := fmt.Sprintf("%s plays %s, %s", names[i], e.Low.Dashed(), e.Low.Name())
		if e.Forced && len(e.Cards) > 5 {
			l += " (a pair cannot be avoided)"
		}
		if out := n.OutText(e); out != "" {
			l += "; " + out
		}
		lines = append(lines, l+".")
	}
	return append(lines, Capitalize(c.Reason())+".")
}

// OutText lists the cards left out of a best five and why: "K♦ K♣ left
// out: highest cards".
func (n *Narrator) OutText(e engine.Evaluation) string { return e.OutTextWith(n.card) }

// LimitsText explains a street's limits: which bet is the unit and why,
// and the bets left before the cap.
func LimitsText(l engine.Limits, st engine.Stakes) []string {
	return (&Narrator{}).limitsText(l, st)
}

// limitsText is LimitsText with the amounts written in n.Money.
func (n *Narrator) limitsText(l engine.Limits, st engine.Stakes) []string {
	m := n.amt
	var unit string
	switch {
	case l.Street == 3:
		unit = fmt.Sprintf("Third street uses the small bet: the bring-in is %s, completing makes it %s, raises go up by %s.", m(st.BringIn), m(st.Small), m(st.Small))
	case l.Street == 4 && l.OpenPair:
		unit = fmt.Sprintf("Fourth street uses the small bet (%s), but a board shows a pair, so the big bet (%s) may be bet %s.", m(st.Small), m(st.Big), engine.HouseRules[engine.HouseOpenPairDouble].Note())
	case l.Street == 4 && l.Big:
		unit = fmt.Sprintf("Someone bet the big bet over an open pair, so bets and raises on fourth street are by %s %s.", m(st.Big), engine.HouseRules[engine.HouseOpenPairDouble].Note())
	case l.Street == 4:
		unit = fmt.Sprintf("Fourth street still uses the small bet: %s a bet or raise.", m(st.Small))
	default:
		unit = fmt.Sprintf("From fifth street on, the big bet: %s a bet or raise.", m(st.Big))
	}
	var capLine string
	switch {
	case l.HeadsUp:
		capLine = "No cap: the round began with two players " + engine.HouseRules[engine.HouseHeadsUpUncapped].Note() + "."
	case l.Cap == 0:
		capLine = "No cap on the number of raises."
	case l.Street == 3:
		capLine = fmt.Sprintf("%d bets allowed (the completion and %s; the bring-in is not a bet): %d made, %d left.", l.Cap, raises(l.Cap-1), l.Bets, l.Left)
	default:
		capLine = fmt.Sprintf("%d bets allowed (a bet and %s): %d made, %d left.", l.Cap, raises(l.Cap-1), l.Bets, l.Left)
	}
	return []string{unit, capLine}
}

// PotText explains how a pot was won: who could win it, who did and why,
// and any odd chip.
func (n *Narrator) PotText(i int, p engine.Pot) []string {
	var lines []string
	var elig []string
	for i, s := range p.Eligible {
		elig = append(elig, n.listed(i, s))
	}
	head := fmt.Sprintf("%s %s: %s could win it.", PotName(i), n.amt(p.Amount), JoinAnd(elig))
	if len(p.Eligible) == 1 {
		head = fmt.Sprintf("%s %s: only %s put in enough to win it.", PotName(i), n.amt(p.Amount), elig[0])
	}
	switch {
	case len(p.Winners) > 1:
		var shares []string
		for i, s := range p.Shares {
			shares = append(shares, n.listed(i, s.Seat)+" "+n.amt(s.Amount))
		}
		head += " Split: " + JoinAnd(shares) + "."
	case len(p.Winners) == 1:
		head += " " + n.verb(p.Winners[0], "wins", "win") + " " + n.amt(p.Amount) + "."
	}
	lines = append(lines, head)
	for _, b := range p.Beat {
		if len(p.Beat) > 1 {
			lines = append(lines, fmt.Sprintf("Against %s: %s.", n.obj(b.Other), b.Reason()))
		} else {
			lines = append(lines, Capitalize(b.Reason())+".")
		}
	}
	for _, o := range p.OddChips {
		lines = append(lines, fmt.Sprintf("The odd chip (%s) goes to %s.", n.amt(o.Amount), n.obj(o.Seat)))
	}
	return lines
}

// listed is seat's name as the i-th (from 0) of a list that starts a
// sentence: "You, Stan and Ron", "Stan, you and Ron".
func (n *Narrator) listed(i, seat int) string {
	if i == 0 {
		return n.name(seat)
	}
	return n.obj(seat)
}

func seatList(seats []int) string {
	parts := make([]string, len(seats))
	for i, s := range seats {
		parts[i] = fmt.Sprint(s)
	}
	if len(parts) == 1 {
		return "Seat " + parts[0]
	}
	return "Seats " + JoinAnd(parts)
}

func seatsHave(seats []int) string {
	if len(seats) == 1 {
		return seatList(seats) + " has"
	}
	return seatList(seats) + " have"
}

// raises writes "1 raise", "3 raises".
func raises(n int) string {
	if n == 1 {
		return "1 raise"
	}
	return fmt.Sprintf("%d raises", n)
}

// Ordinal writes "1st", "2nd", "3rd", "4th".
func Ordinal(n int) string {
	switch n {
	case 1:
		return "1st"
	case 2:
		return "2nd"
	case 3:
		return "3rd"
	}
	return fmt.Sprintf("%dth", n)
}
