package hhfmt

import (
	"fmt"
	"io"
	"slices"
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
// What an imported hand's log says of the game is kept: a tournament's
// header, the currency, the table, the button, the rake, the side pots
// and the hands mucked at the showdown.
func WritePokerStars(w io.Writer, l engine.HandLog, o PokerStarsOptions) error {
	// The chips returned and won come from the engine: older logs may
	// leave returned out, and logs differ on whether a fold winner's own
	// matched chips count as won.
	h, err := engine.Replay(l)
	if err != nil {
		return fmt.Errorf("hand %d does not fit the rules: %v", l.Hand, err)
	}
	pw := &psWriter{l: l, o: o, h: h, name: map[int]string{}, stack: map[int]int{}, put: map[int]int{}, folded: map[int]int{}}
	for _, s := range l.Seats {
		pw.name[s.Seat], pw.stack[s.Seat] = s.Name, s.Stack
	}
	for _, a := range l.Actions {
		if _, ok := pw.name[a.Seat]; !ok {
			return fmt.Errorf("hand %d: an action by seat %d, which is not dealt in", l.Hand, a.Seat)
		}
	}
	pw.header()
	pw.antes()
	for street := 3; street <= 7; street++ {
		if !pw.street(street) {
			break
		}
		if pw.err != nil {
			return pw.err
		}
	}
	pw.showdown()
	pw.summary()
	_, err = io.WriteString(w, pw.b.String())
	return err
}

// psWriter writes one hand: a method a part of the text.
type psWriter struct {
	l      engine.HandLog
	o      PokerStarsOptions
	h      *engine.Hand
	b      strings.Builder
	name   map[int]string
	stack  map[int]int // chips left, for "and is all-in"
	put    map[int]int // chips each seat put in beyond the ante
	folded map[int]int // seat -> street folded on
	pot    int
	low    map[int]string // seat -> "Lo: ..." of a hand shown
	won    map[int]int    // seat -> chips collected (after the rake)
	err    error
}

// money writes an amount: chips, or cents as the currency writes them.
func (pw *psWriter) money(n int) string {
	sym, ok := currencySymbol[pw.l.Currency]
	if !ok {
		return strconv.Itoa(n)
	}
	if n%100 == 0 {
		return sym + strconv.Itoa(n/100)
	}
	return fmt.Sprintf("%s%d.%02d", sym, n/100, n%100)
}

var currencySymbol = map[string]string{"USD": "$", "EUR": "€", "GBP": "£"}

// header writes the hand's first lines: the game and stakes (a
// tournament's with its level), the time, the table and the seats.
func (pw *psWriter) header() {
	l := pw.l
	t := noTime
	if l.Time != "" {
		if pt, err := time.Parse(time.RFC3339, l.Time); err == nil {
			t = pt
		}
	}
	stakes := pw.money(l.Limits.SmallBet) + "/" + pw.money(l.Limits.BigBet)
	if l.Currency != "" {
		stakes += " " + l.Currency
	}
	game := "Razz Limit (" + stakes + ")"
	if l.Mixed != "" {
		game = l.Mixed + " (Razz Limit, " + stakes + ")"
	}
	if tn := l.Tournament; tn != nil {
		game = "Razz Limit"
		if l.Mixed != "" {
			game = l.Mixed + " (Razz Limit)"
		}
		buyIn := tn.BuyIn
		if buyIn == "" {
			buyIn = "Freeroll"
		}
		game = fmt.Sprintf("Tournament #%s, %s %s - %s (%d/%d)", tn.ID, buyIn, game, levelWords(tn), l.Limits.SmallBet, l.Limits.BigBet)
	}
	site, space := "PokerStars Hand", map[bool]string{true: "", false: " "}[l.Tournament != nil]
	if l.Club != "" { // a home game: "{Dazzle's Room}" before the game
		site, space = "PokerStars Home Game Hand", "{"+strings.NewReplacer("{", "(", "}", ")").Replace(l.Club)+"} "+space
	}
	fmt.Fprintf(&pw.b, "%s #%d: %s%s - %s ET\n", site, PokerStarsID(l), space, game, toEastern(t).Format("2006/01/02 15:04:05"))
	table := pw.o.Table
	if table == "" {
		table = l.TableName
	}
	if table == "" {
		table = "razz"
	}
	fmt.Fprintf(&pw.b, "Table '%s' %d-max", strings.ReplaceAll(table, "'", ""), tableSize(l))
	if l.Button > 0 {
		fmt.Fprintf(&pw.b, " Seat #%d is the button", l.Button)
	}
	pw.b.WriteByte('\n')
	for _, s := range l.Seats {
		fmt.Fprintf(&pw.b, "Seat %d: %s (%s in chips)\n", s.Seat, s.Name, pw.money(s.Stack))
	}
}

// tableSize is how many seats the hand's table had: the size its source
// named, else what its seats show. razz's own table deals every seat in
// each hand (a broke bot is replaced, the user rebuys), so its seats dealt
// in are the table's; a hand dealt to seats 1 and 4 had at least four.
func tableSize(l engine.HandLog) int {
	seats := len(l.Seats)
	for _, s := range l.Seats {
		seats = max(seats, s.Seat)
	}
	if l.TableMax >= seats {
		return l.TableMax
	}
	return seats
}

// levelWords is a tournament's level as its header says it: "Level IV",
// "Match Round I, Level IV" in a shootout.
func levelWords(tn *engine.LogTournament) string {
	level := tn.Level
	if level == "" {
		level = "I"
	}
	if tn.Round != "" {
		return "Match Round " + tn.Round + ", Level " + level
	}
	return "Level " + level
}

func (pw *psWriter) allIn(seat, put int) string {
	pw.stack[seat] -= put
	if pw.stack[seat] == 0 && put > 0 {
		return " and is all-in"
	}
	return ""
}

func (pw *psWriter) antes() {
	for _, a := range pw.l.Actions {
		if a.Action == "ante" {
			pw.pot += a.Put
			fmt.Fprintf(&pw.b, "%s: posts the ante %s%s\n", pw.name[a.Seat], pw.money(a.Put), pw.allIn(a.Seat, a.Put))
		}
	}
}

// open says whether a seat's down cards are written: when asked for and
// all known (a card an imported hand never showed stays unshown).
func (pw *psWriter) open(seat int) bool {
	return (pw.o.AllCards || pw.name[seat] == pw.o.Hero) && !unknown(pw.l, seat)
}

// street writes a street's deal and actions; false when nobody is dealt.
func (pw *psWriter) street(street int) bool {
	l := pw.l
	var lines []string
	any := false
	for _, s := range l.Seats {
		cs := l.Deal[strconv.Itoa(s.Seat)]
		if _, f := pw.folded[s.Seat]; f || len(cs) < street {
			continue
		}
		any = true
		switch {
		case street == 3 && pw.open(s.Seat):
			lines = append(lines, fmt.Sprintf("Dealt to %s [%s]", s.Name, strings.Join(cs[:3], " ")))
		case street == 3:
			lines = append(lines, fmt.Sprintf("Dealt to %s [%s]", s.Name, cs[2]))
		case pw.open(s.Seat):
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
		return false
	}
	pw.b.WriteString(marker + "\n")
	for _, s := range lines {
		pw.b.WriteString(s + "\n")
	}
	pw.actions(street)
	return true
}

// actions writes a street's actions, and the uncalled bet after the last.
func (pw *psWriter) actions(street int) {
	l := pw.l
	last := -1
	for i, a := range l.Actions {
		if a.Action != "ante" {
			last = i
		}
	}
	high, bringIn, bets := 0, false, 0
	for i, a := range l.Actions {
		if a.Street != street || a.Action == "ante" {
			continue
		}
		n, m := pw.name[a.Seat], pw.money(a.Put)
		pw.pot += a.Put
		pw.put[a.Seat] += a.Put
		switch a.Action {
		case "bring-in":
			bringIn = true
			fmt.Fprintf(&pw.b, "%s: brings in for %s%s\n", n, m, pw.allIn(a.Seat, a.Put))
		case "complete", "raise":
			if a.Action == "complete" && !bringIn {
				fmt.Fprintf(&pw.b, "%s: bets %s%s\n", n, m, pw.allIn(a.Seat, a.Put))
			} else {
				fmt.Fprintf(&pw.b, "%s: raises %s to %s%s\n", n, pw.money(a.To-high), pw.money(a.To), pw.allIn(a.Seat, a.Put))
			}
		case "bet":
			fmt.Fprintf(&pw.b, "%s: bets %s%s\n", n, m, pw.allIn(a.Seat, a.Put))
		case "call":
			fmt.Fprintf(&pw.b, "%s: calls %s%s\n", n, m, pw.allIn(a.Seat, a.Put))
		case "check":
			fmt.Fprintf(&pw.b, "%s: checks\n", n)
		case "fold":
			pw.folded[a.Seat] = street
			fmt.Fprintf(&pw.b, "%s: folds\n", n)
		default:
			pw.err = fmt.Errorf("hand %d: action %q: not a hand-log action", l.Hand, a.Action)
			return
		}
		high = max(high, a.To)
		if a.Action == "complete" || a.Action == "bet" || a.Action == "raise" {
			bets++
			if l.Limits.Cap != nil && bets == *l.Limits.Cap {
				pw.b.WriteString("Betting is capped\n")
			}
		}
		if i == last {
			for _, r := range pw.h.Returned() {
				if r.Amount > 0 {
					pw.pot -= r.Amount
					fmt.Fprintf(&pw.b, "Uncalled bet (%s) returned to %s\n", pw.money(r.Amount), pw.name[r.Seat])
				}
			}
		}
	}
}

// potShare is what one seat collects from one pot.
type potShare struct {
	seat, amount int
	pot          string // "pot", "main pot", "side pot-1"
}

// shares are the collections, side pots first as PokerStars writes them,
// each less the seat's part of the rake (taken from its first pots).
func (pw *psWriter) shares() ([]potShare, []int) {
	l := pw.l
	rake := map[int]int{} // seat -> the rake still to take from its pots
	logged := map[int]int{}
	for _, a := range l.Awards {
		logged[a.Seat] += a.Amount
	}
	for _, a := range pw.h.Awards() {
		if l.Rake > 0 {
			rake[a.Seat] += a.Amount - logged[a.Seat]
		}
	}
	take := func(seat, n int) int {
		t := min(rake[seat], n)
		rake[seat] -= t
		return n - t
	}
	var out []potShare
	sd := pw.h.Showdown()
	if sd == nil || len(sd.Pots) <= 1 {
		for _, a := range pw.h.Awards() {
			out = append(out, potShare{a.Seat, take(a.Seat, a.Amount), "pot"})
		}
		return out, nil
	}
	amounts := make([]int, len(sd.Pots))
	for k, p := range sd.Pots {
		got := map[int]int{}
		var order []int
		for _, c := range p.Shares { // each share holds its odd chips already
			if _, ok := got[c.Seat]; !ok {
				order = append(order, c.Seat)
			}
			got[c.Seat] += c.Amount
		}
		label := "main pot"
		if k > 0 {
			label = "side pot" // one side pot, as PokerStars writes it; several are numbered
			if len(sd.Pots) > 2 {
				label += "-" + strconv.Itoa(k)
			}
		}
		for _, seat := range order {
			n := take(seat, got[seat])
			amounts[k] += n
			out = append(out, potShare{seat, n, label})
		}
	}
	// Side pots first, the last first, as PokerStars writes them.
	slices.SortStableFunc(out, func(a, b potShare) int { return potRank(b.pot) - potRank(a.pot) })
	return out, amounts
}

func potRank(label string) int {
	if label == "side pot" {
		return 1
	}
	n, _ := strconv.Atoi(strings.TrimPrefix(label, "side pot-"))
	return n
}

// showdown writes the hands shown or mucked and what each seat collects.
func (pw *psWriter) showdown() {
	l := pw.l
	awards := pw.h.Awards()
	pw.low, pw.won = map[int]string{}, map[int]int{}
	if len(l.Showdown) > 0 {
		pw.b.WriteString("*** SHOW DOWN ***\n")
		for _, s := range l.Showdown {
			if (slices.Contains(l.Mucked, s.Seat) || unknown(l, s.Seat)) && !wonAny(awards, s.Seat) {
				fmt.Fprintf(&pw.b, "%s: mucks hand\n", pw.name[s.Seat])
				continue
			}
			pw.low[s.Seat] = "Lo: " + strings.Join(s.Low, ",")
			fmt.Fprintf(&pw.b, "%s: shows [%s] (%s)\n", pw.name[s.Seat], strings.Join(l.Deal[strconv.Itoa(s.Seat)], " "), pw.low[s.Seat])
		}
	}
	shares, _ := pw.shares()
	for _, c := range shares {
		pw.won[c.seat] += c.amount
		if c.amount > 0 {
			fmt.Fprintf(&pw.b, "%s collected %s from %s\n", pw.name[c.seat], pw.money(c.amount), c.pot)
		}
	}
}

// summary writes the pot, the rake and each seat's line.
func (pw *psWriter) summary() {
	l := pw.l
	pw.b.WriteString("*** SUMMARY ***\n")
	fmt.Fprintf(&pw.b, "Total pot %s", pw.money(pw.pot))
	if _, amounts := pw.shares(); len(amounts) > 1 {
		for k, n := range amounts {
			if k == 0 {
				fmt.Fprintf(&pw.b, " Main pot %s.", pw.money(n))
			} else {
				if len(amounts) == 2 {
					fmt.Fprintf(&pw.b, " Side pot %s.", pw.money(n))
				} else {
					fmt.Fprintf(&pw.b, " Side pot-%d %s.", k, pw.money(n))
				}
			}
		}
	}
	fmt.Fprintf(&pw.b, " | Rake %s\n", pw.money(l.Rake))
	for _, s := range l.Seats {
		fmt.Fprintf(&pw.b, "Seat %d: %s ", s.Seat, s.Name)
		if s.Seat == l.Button {
			pw.b.WriteString("(button) ")
		}
		cs := strings.Join(l.Deal[strconv.Itoa(s.Seat)], " ")
		_, showed := pw.low[s.Seat]
		switch st, f := pw.folded[s.Seat]; {
		case f:
			pw.b.WriteString("folded on " + foldLabel[st])
			if pw.put[s.Seat] == 0 {
				pw.b.WriteString(" (didn't bet)")
			}
		case showed && pw.won[s.Seat] > 0:
			fmt.Fprintf(&pw.b, "showed [%s] and won (%s) with %s", cs, pw.money(pw.won[s.Seat]), pw.low[s.Seat])
		case showed:
			fmt.Fprintf(&pw.b, "showed [%s] and lost with %s", cs, pw.low[s.Seat])
		case pw.won[s.Seat] > 0:
			fmt.Fprintf(&pw.b, "collected (%s)", pw.money(pw.won[s.Seat]))
		case pw.open(s.Seat) || slices.Contains(l.Mucked, s.Seat) && !unknown(l, s.Seat):
			fmt.Fprintf(&pw.b, "mucked [%s]", cs) // the hero's, or a hand the source revealed
		default:
			pw.b.WriteString("mucked")
		}
		pw.b.WriteByte('\n')
	}
}

func wonAny(awards []engine.Chips, seat int) bool {
	for _, a := range awards {
		if a.Seat == seat && a.Amount > 0 {
			return true
		}
	}
	return false
}
