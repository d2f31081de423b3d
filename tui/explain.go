package tui

import (
	"fmt"
	"slices"
	"strings"

	"razz/engine"
)

// The explanation texts: one function per kind of engine explanation,
// shared by the quiz feedback and the table. They use the engine's own
// words (Reason, Name, Partial, OutText) and add only the rule they apply.

// bringInText explains who brings in:
// "Seat 4 brings in: K♠ is the highest door card (kings are high, aces low in Razz)."
func bringInText(t Theme, e engine.BringInExplanation) []string {
	if len(e.Ranked) == 0 {
		return nil
	}
	top := e.Ranked[0]
	var lines []string
	if e.Seat == e.Highest {
		lines = append(lines, fmt.Sprintf("Seat %d brings in: %s is the highest door card (kings are high, aces low in Razz).",
			e.Highest, t.CardName(top.Card)))
	} else {
		lines = append(lines, fmt.Sprintf("Seat %d has the highest door card, %s (kings are high, aces low in Razz).",
			e.Highest, t.CardName(top.Card)))
	}
	if len(e.Tied) > 1 {
		var others []string
		for _, d := range e.Ranked[1:len(e.Tied)] {
			others = append(others, t.CardName(d.Card))
		}
		switch {
		case e.SuitDecided:
			lines = append(lines, fmt.Sprintf("%s beats %s on suit: spades, hearts, diamonds, clubs.",
				t.CardName(top.Card), joinAnd(others)))
		case e.SeatDecided:
			lines = append(lines, fmt.Sprintf("%s ties %s on rank; the lowest seat brings in (house rule).",
				t.CardName(top.Card), joinAnd(others)))
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

// firstText explains who acts first on a street:
// "Seat 2 acts first on 5th street: 7-4-2 is the best board."
func firstText(t Theme, e engine.FirstExplanation) []string {
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
	if len(e.Passed) > 0 && e.Seat != 0 {
		lines = append(lines, fmt.Sprintf("%s cannot act, so seat %d acts first.", seatList(e.Passed), e.Seat))
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

// showdownText explains a comparison of two hands: what each plays, what
// it left out and why, and the comparison that decided.
func showdownText(t Theme, names [2]string, hands [2]engine.Evaluation, c engine.Comparison) []string {
	var lines []string
	for i, e := range hands {
		l := fmt.Sprintf("%s plays %s, %s", names[i], e.Low.Dashed(), e.Low.Name())
		if e.Forced && len(e.Cards) > 5 {
			l += " (a pair cannot be avoided)"
		}
		if out := outText(t, e); out != "" {
			l += "; " + out
		}
		lines = append(lines, l+".")
	}
	return append(lines, capitalize(c.Reason())+".")
}

func seatList(seats []int) string {
	parts := make([]string, len(seats))
	for i, s := range seats {
		parts[i] = fmt.Sprint(s)
	}
	if len(parts) == 1 {
		return "Seat " + parts[0]
	}
	return "Seats " + joinAnd(parts)
}

func seatsHave(seats []int) string {
	if len(seats) == 1 {
		return seatList(seats) + " has"
	}
	return seatList(seats) + " have"
}

// joinAnd writes "a", "a and b", "a, b and c".
func joinAnd(parts []string) string {
	if len(parts) <= 1 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// limitsText explains the street's limits: which bet is the unit and why,
// and the bets left before the cap.
func limitsText(l engine.Limits, st engine.Stakes) []string {
	var unit string
	switch {
	case l.Street == 3:
		unit = fmt.Sprintf("Third street uses the small bet: the bring-in is %d, completing makes it %d, raises go up by %d.", st.BringIn, st.Small, st.Small)
	case l.Street == 4 && l.OpenPair:
		unit = fmt.Sprintf("Fourth street uses the small bet (%d), but a board shows a pair, so the big bet (%d) may be bet (house rule).", st.Small, st.Big)
	case l.Street == 4 && l.Big:
		unit = fmt.Sprintf("Someone bet the big bet over an open pair, so bets and raises on fourth street are by %d (house rule).", st.Big)
	case l.Street == 4:
		unit = fmt.Sprintf("Fourth street still uses the small bet: %d a bet or raise.", st.Small)
	default:
		unit = fmt.Sprintf("From fifth street on, the big bet: %d a bet or raise.", st.Big)
	}
	var capLine string
	switch {
	case l.HeadsUp:
		capLine = "No cap: the round began with two players (house rule)."
	case l.Cap == 0:
		capLine = "No cap on the number of raises."
	case l.Street == 3:
		capLine = fmt.Sprintf("%d bets allowed (the completion and %s; the bring-in is not a bet): %d made, %d left.", l.Cap, raises(l.Cap-1), l.Bets, l.Left)
	default:
		capLine = fmt.Sprintf("%d bets allowed (a bet and %s): %d made, %d left.", l.Cap, raises(l.Cap-1), l.Bets, l.Left)
	}
	return []string{unit, capLine}
}

// outText lists the cards left out of a best five and why, with the
// theme's card names: "K♦ K♣ left out: highest cards".
func outText(t Theme, e engine.Evaluation) string { return e.OutTextWith(t.CardName) }

// potName is "Main pot" or "Side pot 1".
func potName(i int) string {
	if i == 0 {
		return "Main pot"
	}
	return fmt.Sprintf("Side pot %d", i)
}

// potText explains how a pot was won: who could win it, who did and why,
// and any odd chip. name gives a seat's name ("You", "Rita (Rock)").
func potText(name func(seat int) string, i int, p engine.Pot) []string {
	var lines []string
	var elig []string
	for _, s := range p.Eligible {
		elig = append(elig, name(s))
	}
	head := fmt.Sprintf("%s %d: %s could win it.", potName(i), p.Amount, joinAnd(elig))
	if len(p.Eligible) == 1 {
		head = fmt.Sprintf("%s %d: only %s put in enough to win it.", potName(i), p.Amount, elig[0])
	}
	switch {
	case len(p.Winners) > 1:
		var shares []string
		for _, s := range p.Shares {
			shares = append(shares, fmt.Sprintf("%s %d", name(s.Seat), s.Amount))
		}
		head += " Split: " + joinAnd(shares) + "."
	case len(p.Winners) == 1:
		verb := " wins "
		if name(p.Winners[0]) == "You" {
			verb = " win "
		}
		head += " " + name(p.Winners[0]) + verb + fmt.Sprint(p.Amount) + "."
	}
	lines = append(lines, head)
	for _, b := range p.Beat {
		if len(p.Beat) > 1 {
			lines = append(lines, fmt.Sprintf("Against %s: %s.", name(b.Other), b.Reason()))
		} else {
			lines = append(lines, capitalize(b.Reason())+".")
		}
	}
	for _, o := range p.OddChips {
		lines = append(lines, fmt.Sprintf("The odd chip (%d) goes to %s.", o.Amount, name(o.Seat)))
	}
	return lines
}

// raises writes "1 raise", "3 raises".
func raises(n int) string {
	if n == 1 {
		return "1 raise"
	}
	return fmt.Sprintf("%d raises", n)
}
