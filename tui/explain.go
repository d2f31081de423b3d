package tui

import (
	"fmt"
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
	lines = append(lines, fmt.Sprintf("Seat %d brings in: %s is the highest door card (kings are high, aces low in Razz).",
		e.Highest, t.CardName(top.Card)))
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
	lines := []string{fmt.Sprintf("Seat %d acts first on %s: %s is the best board (boards compare like lows, face-up cards only).",
		e.Best, streetName(e.Street), best.Partial())}
	if len(e.Tied) > 1 {
		lines = append(lines, fmt.Sprintf("%s show the same ranks: an exact tie goes to the lowest seat.", seatList(e.Tied)))
	}
	if !best.Paired() {
		for _, b := range e.Ranked[1:] {
			if b.Paired() {
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

// showdownText explains a comparison of two hands: what each plays, what
// it left out and why, and the comparison that decided.
func showdownText(names [2]string, hands [2]engine.Evaluation, c engine.Comparison) []string {
	var lines []string
	for i, e := range hands {
		l := fmt.Sprintf("%s plays %s, %s", names[i], e.Low.Dashed(), e.Low.Name())
		if e.Forced && len(e.Cards) > 5 {
			l += " (a pair cannot be avoided)"
		}
		if out := e.OutText(); out != "" {
			l += "; " + out
		}
		lines = append(lines, l+".")
	}
	return append(lines, capitalize(c.Reason())+".")
}

func streetName(n int) string { return fmt.Sprintf("%dth street", n) }

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
