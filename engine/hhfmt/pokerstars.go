package hhfmt

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"razz/engine"
)

// PokerStarsOptions say how to write hands as PokerStars text.
type PokerStarsOptions struct {
	// Hero is the player whose down cards are dealt face up in the "Dealt
	// to" lines, as PokerStars writes for the account holder; everyone
	// else's down cards appear only when shown.
	Hero string
	// AllCards writes every player's down cards, as a dealer saw them: the
	// text then holds the whole hand and reads back to the same log.
	AllCards bool
	// Table is the table name; "" for "razz".
	Table string
}

// noTime is written for a hand with no time (FPDB's own default).
var noTime = time.Date(2000, 1, 1, 5, 0, 0, 0, time.UTC)

// PokerStarsID is the number a hand gets in PokerStars text: its own when
// it came from PokerStars, else one made from the seed and hand number so
// that hands of different sessions differ.
func PokerStarsID(l engine.HandLog) uint64 {
	if l.Source == "pokerstars" {
		if n, err := strconv.ParseUint(l.SourceID, 10, 63); err == nil {
			return n
		}
	}
	return (l.Seed%1_000_000_000_000)*1_000_000 + uint64(l.Hand)%1_000_000
}

var streetLabel = map[int]string{3: "3rd STREET", 4: "4th STREET", 5: "5th STREET", 6: "6th STREET", 7: "RIVER"}
var foldLabel = map[int]string{3: "the 3rd Street", 4: "the 4th Street", 5: "the 5th Street", 6: "the 6th Street", 7: "the River"}

// WritePokerStars writes one hand as the text PokerStars writes for Razz,
// with no blank line before or after it. The log must replay (engine.Replay).
func WritePokerStars(w io.Writer, l engine.HandLog, o PokerStarsOptions) error {
	// The chips returned and won come from the engine: older logs may
	// leave returned out, and logs differ on whether a fold winner's own
	// matched chips count as won.
	h, err := engine.Replay(l)
	if err != nil {
		return fmt.Errorf("hand %d does not fit the rules: %v", l.Hand, err)
	}
	returned, awards := h.Returned(), h.Awards()
	var b strings.Builder
	name := map[int]string{}
	stack := map[int]int{}
	for _, s := range l.Seats {
		name[s.Seat], stack[s.Seat] = s.Name, s.Stack
	}
	for _, a := range l.Actions {
		if _, ok := name[a.Seat]; !ok {
			return fmt.Errorf("hand %d: an action by seat %d, which is not dealt in", l.Hand, a.Seat)
		}
	}
	t := noTime
	if l.Time != "" {
		if pt, err := time.Parse(time.RFC3339, l.Time); err == nil {
			t = pt
		}
	}
	table := o.Table
	if table == "" {
		table = "razz"
	}
	fmt.Fprintf(&b, "PokerStars Hand #%d:  Razz Limit (%d/%d) - %s ET\n", PokerStarsID(l), l.Limits.SmallBet, l.Limits.BigBet,
		toEastern(t).Format("2006/01/02 15:04:05"))
	fmt.Fprintf(&b, "Table '%s' 8-max\n", strings.ReplaceAll(table, "'", ""))
	for _, s := range l.Seats {
		fmt.Fprintf(&b, "Seat %d: %s (%d in chips)\n", s.Seat, s.Name, s.Stack)
	}
	allIn := func(seat, put int) string {
		stack[seat] -= put
		if stack[seat] == 0 && put > 0 {
			return " and is all-in"
		}
		return ""
	}
	pot := 0
	put := map[int]int{} // chips each seat put in beyond the ante
	for _, a := range l.Actions {
		if a.Action == "ante" {
			pot += a.Put
			fmt.Fprintf(&b, "%s: posts the ante %d%s\n", name[a.Seat], a.Put, allIn(a.Seat, a.Put))
		}
	}
	deal := func(seat int) []string { return l.Deal[strconv.Itoa(seat)] }
	// A seat's down cards are written when asked for and all known: a
	// card an imported hand never showed stays unshown.
	open := func(seat int) bool {
		return (o.AllCards || name[seat] == o.Hero) && len(l.Hidden[strconv.Itoa(seat)]) == 0
	}
	last := -1
	for i, a := range l.Actions {
		if a.Action != "ante" {
			last = i
		}
	}
	folded := map[int]int{} // seat -> street folded on
	for street := 3; street <= 7; street++ {
		var lines []string
		any := false
		for _, s := range l.Seats {
			cs := deal(s.Seat)
			if _, f := folded[s.Seat]; f || len(cs) < street {
				continue
			}
			any = true
			switch {
			case street == 3 && open(s.Seat):
				lines = append(lines, fmt.Sprintf("Dealt to %s [%s]", s.Name, strings.Join(cs[:3], " ")))
			case street == 3:
				lines = append(lines, fmt.Sprintf("Dealt to %s [%s]", s.Name, cs[2]))
			case open(s.Seat):
				lines = append(lines, fmt.Sprintf("Dealt to %s [%s] [%s]", s.Name, strings.Join(cs[:street-1], " "), cs[street-1]))
			case street < 7:
				lines = append(lines, fmt.Sprintf("Dealt to %s [%s] [%s]", s.Name, strings.Join(cs[2:street-1], " "), cs[street-1]))
			}
		}
		marker := "*** " + streetLabel[street] + " ***"
		if street == 7 && l.Community != nil {
			marker += " [" + *l.Community + "]"
			any = true
		}
		if !any {
			break
		}
		b.WriteString(marker + "\n")
		for _, s := range lines {
			b.WriteString(s + "\n")
		}
		high, bringIn, bets := 0, false, 0
		for i, a := range l.Actions {
			if a.Street != street || a.Action == "ante" {
				continue
			}
			n := name[a.Seat]
			pot += a.Put
			put[a.Seat] += a.Put
			switch a.Action {
			case "bring-in":
				bringIn = true
				fmt.Fprintf(&b, "%s: brings in for %d%s\n", n, a.Put, allIn(a.Seat, a.Put))
			case "complete", "raise":
				if a.Action == "complete" && !bringIn {
					fmt.Fprintf(&b, "%s: bets %d%s\n", n, a.Put, allIn(a.Seat, a.Put))
				} else {
					fmt.Fprintf(&b, "%s: raises %d to %d%s\n", n, a.To-high, a.To, allIn(a.Seat, a.Put))
				}
			case "bet":
				fmt.Fprintf(&b, "%s: bets %d%s\n", n, a.Put, allIn(a.Seat, a.Put))
			case "call":
				fmt.Fprintf(&b, "%s: calls %d%s\n", n, a.Put, allIn(a.Seat, a.Put))
			case "check":
				fmt.Fprintf(&b, "%s: checks\n", n)
			case "fold":
				folded[a.Seat] = street
				fmt.Fprintf(&b, "%s: folds\n", n)
			default:
				return fmt.Errorf("hand %d: action %q: not a hand-log action", l.Hand, a.Action)
			}
			high = max(high, a.To)
			if a.Action == "complete" || a.Action == "bet" || a.Action == "raise" {
				bets++
				if l.Limits.Cap != nil && bets == *l.Limits.Cap {
					b.WriteString("Betting is capped\n")
				}
			}
			if i == last {
				for _, r := range returned {
					if r.Amount > 0 {
						pot -= r.Amount
						fmt.Fprintf(&b, "Uncalled bet (%d) returned to %s\n", r.Amount, name[r.Seat])
					}
				}
			}
		}
	}
	won := map[int]int{}
	var winners []int
	for _, a := range awards {
		if _, ok := won[a.Seat]; !ok {
			winners = append(winners, a.Seat)
		}
		won[a.Seat] += a.Amount
	}
	low := map[int]string{}
	if len(l.Showdown) > 0 {
		b.WriteString("*** SHOW DOWN ***\n")
		for _, s := range l.Showdown {
			if len(l.Hidden[strconv.Itoa(s.Seat)]) > 0 && !wonAny(awards, s.Seat) {
				fmt.Fprintf(&b, "%s: mucks hand\n", name[s.Seat])
				continue
			}
			low[s.Seat] = "Lo: " + strings.Join(s.Low, ",")
			fmt.Fprintf(&b, "%s: shows [%s] (%s)\n", name[s.Seat], strings.Join(deal(s.Seat), " "), low[s.Seat])
		}
	}
	for _, seat := range winners {
		if won[seat] > 0 {
			fmt.Fprintf(&b, "%s collected %d from pot\n", name[seat], won[seat])
		}
	}
	b.WriteString("*** SUMMARY ***\n")
	fmt.Fprintf(&b, "Total pot %d | Rake 0\n", pot)
	for _, s := range l.Seats {
		fmt.Fprintf(&b, "Seat %d: %s ", s.Seat, s.Name)
		_, showed := low[s.Seat]
		switch st, f := folded[s.Seat]; {
		case f:
			b.WriteString("folded on " + foldLabel[st])
			if put[s.Seat] == 0 {
				b.WriteString(" (didn't bet)")
			}
		case showed && won[s.Seat] > 0:
			fmt.Fprintf(&b, "showed [%s] and won (%d) with %s", strings.Join(deal(s.Seat), " "), won[s.Seat], low[s.Seat])
		case showed:
			fmt.Fprintf(&b, "showed [%s] and lost with %s", strings.Join(deal(s.Seat), " "), low[s.Seat])
		case won[s.Seat] > 0:
			fmt.Fprintf(&b, "collected (%d)", won[s.Seat])
		default:
			b.WriteString("mucked")
		}
		b.WriteByte('\n')
	}
	_, err = io.WriteString(w, b.String())
	return err
}

func wonAny(awards []engine.Chips, seat int) bool {
	for _, a := range awards {
		if a.Seat == seat && a.Amount > 0 {
			return true
		}
	}
	return false
}
