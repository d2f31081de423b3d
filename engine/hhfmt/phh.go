package hhfmt

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"razz/engine"
)

// PHH (https://phh.readthedocs.io) writes a hand as TOML: the variant, the
// stakes, the starting stacks and every action as a string ("d dh p1
// As2h3d" deals, "p1 pb" brings in, "p2 cc" checks or calls, "p3 cbr 20"
// completes, bets or raises to 20, "p1 f" folds, "p2 sm ..." shows). A
// .phhs file holds many hands, each under a "[n]" header.

// ErrNotPHH is wrapped by WritePHH's refusals: hands PHH cannot express.
var ErrNotPHH = errors.New("PHH cannot express this hand")

// phhCap is the bets a street PHH's fixed-limit Razz ('FR') allows.
const phhCap = 4

// PHHExpressible says why PHH's fixed-limit Razz cannot express a hand, or
// nil when it can: PokerKit's 'FR' has a cap of four bets, no community
// card and no house rules beyond the engine's defaults.
func PHHExpressible(l engine.HandLog) error {
	switch {
	case l.Limits.Cap == nil:
		return fmt.Errorf("%w: no cap (PHH's Razz caps a street at %d bets)", ErrNotPHH, phhCap)
	case *l.Limits.Cap != phhCap:
		return fmt.Errorf("%w: a cap of %d bets (PHH's Razz caps a street at %d)", ErrNotPHH, *l.Limits.Cap, phhCap)
	case l.Community != nil:
		return fmt.Errorf("%w: a community card (the deck ran out)", ErrNotPHH)
	}
	t, err := l.Table()
	if err != nil {
		return fmt.Errorf("%w: %v", ErrNotPHH, err)
	}
	for _, hr := range engine.HouseRules {
		// The cap is checked above; show order decides who shows, not who wins.
		// PokerKit deals the folded hands again when its deck runs out:
		// deck-out reshuffle is its own rule.
		if hr.Name != "cap" && hr.Name != "show-order" && hr.Name != "deck-out" && hr.Changed(t.Rules) {
			return fmt.Errorf("%w: the %s house rule", ErrNotPHH, hr.Describe(t.Rules))
		}
	}
	return nil
}

// WritePHH writes one hand as PHH. With section > 0 it starts with the
// "[section]" header of a .phhs file; with 0 it is a single .phh file. The
// log must be one that replays (engine.Replay): WritePHH trusts its amounts.
// What an imported hand says of the game goes in PHH's optional fields:
// the table, the currency, the tournament (event) and level, and, under a
// rake, the winnings and finishing stacks after it.
func WritePHH(w io.Writer, l engine.HandLog, section int) error {
	if err := PHHExpressible(l); err != nil {
		return err
	}
	acts, err := phhActions(l)
	if err != nil {
		return err
	}
	var b strings.Builder
	if section > 0 {
		fmt.Fprintf(&b, "[%d]\n", section)
	}
	n := len(l.Seats)
	antes, stacks, seats, names := make([]int, n), make([]int, n), make([]int, n), make([]string, n)
	for i, s := range l.Seats {
		antes[i], stacks[i], seats[i], names[i] = l.Limits.Ante, s.Stack, s.Seat, s.Name
	}
	b.WriteString("variant = 'FR'\n")
	b.WriteString("ante_trimming_status = true\n")
	fmt.Fprintf(&b, "antes = %s\n", phhInts(antes))
	fmt.Fprintf(&b, "bring_in = %d\n", l.Limits.BringIn)
	fmt.Fprintf(&b, "small_bet = %d\n", l.Limits.SmallBet)
	fmt.Fprintf(&b, "big_bet = %d\n", l.Limits.BigBet)
	fmt.Fprintf(&b, "starting_stacks = %s\n", phhInts(stacks))
	fmt.Fprintf(&b, "actions = %s\n", phhStrings(acts))
	fmt.Fprintf(&b, "hand = %d\n", l.Hand)
	fmt.Fprintf(&b, "seats = %s\n", phhInts(seats))
	fmt.Fprintf(&b, "players = %s\n", phhStrings(names))
	// PHH's optional time fields: the time of day as a TOML local time,
	// its zone, and the date (the log's time is UTC).
	if at, err := time.Parse(engine.LogTimeLayout, l.Time); err == nil {
		fmt.Fprintf(&b, "time = %s\ntime_zone = 'UTC'\nday = %d\nmonth = %d\nyear = %d\n", at.Format("15:04:05"), at.Day(), int(at.Month()), at.Year())
	}
	phhGameFields(&b, l)
	_, err = io.WriteString(w, b.String())
	return err
}

// phhGameFields writes what an imported hand says of the game.
func phhGameFields(b *strings.Builder, l engine.HandLog) {
	if l.TableName != "" {
		fmt.Fprintf(b, "table = %s\n", tomlString(l.TableName))
	}
	if l.Currency != "" {
		fmt.Fprintf(b, "currency = %s\n", tomlString(l.Currency))
	}
	if t := l.Tournament; t != nil {
		ev := strings.TrimSpace("Tournament #" + t.ID + " " + t.BuyIn)
		if t.Name != "" {
			ev = t.Name
		}
		fmt.Fprintf(b, "event = %s\n", tomlString(ev))
		if lv := romanLevel(t.Level); lv > 0 {
			fmt.Fprintf(b, "level = %d\n", lv)
		}
	}
	if l.Rake > 0 {
		won := make([]int, len(l.Seats))
		after := make([]int, len(l.Seats))
		for i, s := range l.Seats {
			for _, a := range l.Awards {
				if a.Seat == s.Seat {
					won[i] += a.Amount
				}
			}
			after[i] = l.StacksAfter[strconv.Itoa(s.Seat)]
		}
		fmt.Fprintf(b, "winnings = %s\nfinishing_stacks = %s\n", phhInts(won), phhInts(after))
	}
}

// romanLevel reads a tournament level, "IV" or "4"; 0 when it is neither.
func romanLevel(s string) int {
	if n, err := strconv.Atoi(s); err == nil {
		return n
	}
	val := map[rune]int{'I': 1, 'V': 5, 'X': 10, 'L': 50, 'C': 100}
	n, prev := 0, 0
	for i := len(s) - 1; i >= 0; i-- {
		v := val[rune(s[i])]
		if v == 0 {
			return 0
		}
		if v < prev {
			n -= v
		} else {
			n += v
			prev = v
		}
	}
	return n
}

func phhInts(xs []int) string {
	ss := make([]string, len(xs))
	for i, x := range xs {
		ss[i] = strconv.Itoa(x)
	}
	return "[" + strings.Join(ss, ", ") + "]"
}

func phhStrings(xs []string) string {
	ss := make([]string, len(xs))
	for i, x := range xs {
		ss[i] = tomlString(x)
	}
	return "[" + strings.Join(ss, ", ") + "]"
}

// phhWriter turns a log's play into PHH actions, a street at a time.
type phhWriter struct {
	l      engine.HandLog
	idx    map[int]int      // seat -> 1-based player index
	deal   map[int][]string // cards by seat, "??" for one never shown
	mucks  map[int]bool     // seats that muck at the showdown
	stack  map[int]int
	folded map[int]bool
	allIn  bool
	acts   []string
}

func phhActions(l engine.HandLog) ([]string, error) {
	pw := &phhWriter{l: l, idx: map[int]int{}, deal: map[int][]string{}, mucks: map[int]bool{}, stack: map[int]int{}, folded: map[int]bool{}}
	for i, s := range l.Seats {
		pw.idx[s.Seat] = i + 1
		pw.stack[s.Seat] = s.Stack
		// Cards an imported hand never showed are unknown in the log as in
		// PHH ("??"), and their seat mucks at the showdown.
		pw.deal[s.Seat] = l.Deal[strconv.Itoa(s.Seat)]
		pw.mucks[s.Seat] = unknown(l, s.Seat)
	}
	for _, a := range l.Actions {
		if a.Action == "ante" {
			pw.stack[a.Seat] -= a.Put
		}
	}
	for street := 3; street <= 7; street++ {
		if !pw.dealStreet(street) {
			break
		}
		if err := pw.actions(street); err != nil {
			return nil, err
		}
		all, withChips := pw.live()
		switch {
		case all <= 1:
			return pw.acts, nil // won without a showdown
		case street == 7:
			pw.show(street, 7)
		case !pw.allIn && withChips <= 1:
			// Nobody can bet any more: PokerKit shows the hands now and
			// again when the last card is dealt.
			pw.allIn = true
			pw.show(street, street)
		}
	}
	return pw.acts, nil
}

func (pw *phhWriter) p(seat int) string { return "p" + strconv.Itoa(pw.idx[seat]) }

func (pw *phhWriter) live() (all, withChips int) {
	for _, s := range pw.l.Seats {
		if !pw.folded[s.Seat] {
			all++
			if pw.stack[s.Seat] > 0 {
				withChips++
			}
		}
	}
	return
}

// dealStreet deals a street's cards; false when nobody is dealt.
func (pw *phhWriter) dealStreet(street int) bool {
	dealt := false
	for _, s := range pw.l.Seats {
		cs := pw.deal[s.Seat]
		if pw.folded[s.Seat] || len(cs) < street {
			continue
		}
		from := street - 1
		if street == 3 {
			from = 0
		}
		pw.acts = append(pw.acts, "d dh "+pw.p(s.Seat)+" "+strings.Join(cs[from:street], ""))
		dealt = true
	}
	return dealt
}

func (pw *phhWriter) actions(street int) error {
	for _, a := range pw.l.Actions {
		if a.Street != street || a.Action == "ante" {
			continue
		}
		var s string
		switch a.Action {
		case "bring-in":
			s = "pb"
		case "complete", "bet", "raise":
			s = "cbr " + strconv.Itoa(a.To)
		case "call", "check":
			s = "cc"
		case "fold":
			s = "f"
			pw.folded[a.Seat] = true
		default:
			return fmt.Errorf("action %q: not a hand-log action", a.Action)
		}
		pw.stack[a.Seat] -= a.Put
		pw.acts = append(pw.acts, pw.p(a.Seat)+" "+s)
	}
	return nil
}

// show: the live seats show, from the street's last bettor or raiser
// (else its first actor) round the table. PokerKit takes any order.
func (pw *phhWriter) show(street, upTo int) {
	l := pw.l
	first := -1
	for _, a := range l.Actions {
		if a.Street == street && a.Action != "ante" {
			if first < 0 || a.Action == "complete" || a.Action == "bet" || a.Action == "raise" {
				first = pw.idx[a.Seat] - 1
			}
		}
	}
	first = max(first, 0)
	n := len(l.Seats)
	for k := range n {
		s := l.Seats[(first+k)%n]
		switch {
		case pw.folded[s.Seat]:
		case pw.mucks[s.Seat] || slices.Contains(l.Mucked, s.Seat) && upTo == 7 && !pw.wins(s.Seat):
			pw.acts = append(pw.acts, pw.p(s.Seat)+" sm") // PokerKit mucks a hand that cannot win
		default:
			cs := pw.deal[s.Seat]
			pw.acts = append(pw.acts, pw.p(s.Seat)+" sm "+strings.Join(cs[:min(upTo, len(cs))], ""))
		}
	}
}

func (pw *phhWriter) wins(seat int) bool {
	for _, a := range pw.l.Awards {
		if a.Seat == seat && a.Amount > 0 {
			return true
		}
	}
	return false
}

// tomlString quotes s as TOML: a literal string when it can be one (as
// PokerKit writes), else a basic string with escapes.
func tomlString(s string) string {
	plain := true
	for _, r := range s {
		if r == '\'' || r < 0x20 || r == 0x7f {
			plain = false
			break
		}
	}
	if plain {
		return "'" + s + "'"
	}
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, "\\u%04x", r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}
