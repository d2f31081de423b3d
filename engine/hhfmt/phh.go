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
func WritePHH(w io.Writer, l engine.HandLog, section int) error {
	if err := PHHExpressible(l); err != nil {
		return err
	}
	n := len(l.Seats)
	idx := map[int]int{} // seat -> 1-based player index
	for i, s := range l.Seats {
		idx[s.Seat] = i + 1
	}
	// Cards an imported hand never showed are written unknown ("??"),
	// and their seat mucks at the showdown.
	deal := map[int][]string{}
	mucks := map[int]bool{}
	for _, s := range l.Seats {
		cs := slices.Clone(l.Deal[strconv.Itoa(s.Seat)])
		for _, i := range l.Hidden[strconv.Itoa(s.Seat)] {
			if i >= 0 && i < len(cs) {
				cs[i] = "??"
				mucks[s.Seat] = true
			}
		}
		deal[s.Seat] = cs
	}
	stack := map[int]int{}
	for _, s := range l.Seats {
		stack[s.Seat] = s.Stack
	}
	folded := map[int]bool{}
	var acts []string
	p := func(seat int) string { return "p" + strconv.Itoa(idx[seat]) }
	live := func() (all, withChips int) {
		for _, s := range l.Seats {
			if !folded[s.Seat] {
				all++
				if stack[s.Seat] > 0 {
					withChips++
				}
			}
		}
		return
	}
	// show: the live seats show, from the street's last bettor or raiser
	// (else its first actor) round the table. PokerKit takes any order.
	show := func(street, upTo int) {
		first := -1
		for _, a := range l.Actions {
			if a.Street == street && a.Action != "ante" {
				if first < 0 || a.Action == "complete" || a.Action == "bet" || a.Action == "raise" {
					first = idx[a.Seat] - 1
				}
			}
		}
		first = max(first, 0)
		for k := range n {
			s := l.Seats[(first+k)%n]
			switch {
			case folded[s.Seat]:
			case mucks[s.Seat]:
				acts = append(acts, p(s.Seat)+" sm") // PokerKit mucks a hand that cannot win
			default:
				cs := deal[s.Seat]
				acts = append(acts, p(s.Seat)+" sm "+strings.Join(cs[:min(upTo, len(cs))], ""))
			}
		}
	}
	for _, a := range l.Actions {
		if a.Action == "ante" {
			stack[a.Seat] -= a.Put
		}
	}
	allIn := false
	for street := 3; street <= 7; street++ {
		dealt := false
		for _, s := range l.Seats {
			cs := deal[s.Seat]
			if folded[s.Seat] || len(cs) < street {
				continue
			}
			from := street - 1
			if street == 3 {
				from = 0
			}
			acts = append(acts, "d dh "+p(s.Seat)+" "+strings.Join(cs[from:street], ""))
			dealt = true
		}
		if !dealt {
			break
		}
		for _, a := range l.Actions {
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
				folded[a.Seat] = true
			default:
				return fmt.Errorf("action %q: not a hand-log action", a.Action)
			}
			stack[a.Seat] -= a.Put
			acts = append(acts, p(a.Seat)+" "+s)
		}
		all, withChips := live()
		switch {
		case all <= 1:
			street = 8 // won without a showdown
		case street == 7:
			show(street, 7)
		case !allIn && withChips <= 1:
			// Nobody can bet any more: PokerKit shows the hands now and
			// again when the last card is dealt.
			allIn = true
			show(street, street)
		}
	}
	var b strings.Builder
	if section > 0 {
		fmt.Fprintf(&b, "[%d]\n", section)
	}
	ints := func(xs []int) string {
		ss := make([]string, len(xs))
		for i, x := range xs {
			ss[i] = strconv.Itoa(x)
		}
		return "[" + strings.Join(ss, ", ") + "]"
	}
	strs := func(xs []string) string {
		ss := make([]string, len(xs))
		for i, x := range xs {
			ss[i] = tomlString(x)
		}
		return "[" + strings.Join(ss, ", ") + "]"
	}
	antes, stacks, seats, names := make([]int, n), make([]int, n), make([]int, n), make([]string, n)
	for i, s := range l.Seats {
		antes[i], stacks[i], seats[i], names[i] = l.Limits.Ante, s.Stack, s.Seat, s.Name
	}
	b.WriteString("variant = 'FR'\n")
	b.WriteString("ante_trimming_status = true\n")
	fmt.Fprintf(&b, "antes = %s\n", ints(antes))
	fmt.Fprintf(&b, "bring_in = %d\n", l.Limits.BringIn)
	fmt.Fprintf(&b, "small_bet = %d\n", l.Limits.SmallBet)
	fmt.Fprintf(&b, "big_bet = %d\n", l.Limits.BigBet)
	fmt.Fprintf(&b, "starting_stacks = %s\n", ints(stacks))
	fmt.Fprintf(&b, "actions = %s\n", strs(acts))
	fmt.Fprintf(&b, "hand = %d\n", l.Hand)
	fmt.Fprintf(&b, "seats = %s\n", ints(seats))
	fmt.Fprintf(&b, "players = %s\n", strs(names))
	// PHH's optional time fields: the time of day as a TOML local time,
	// its zone, and the date (the log's time is UTC).
	if at, err := time.Parse(engine.LogTimeLayout, l.Time); err == nil {
		fmt.Fprintf(&b, "time = %s\ntime_zone = 'UTC'\nday = %d\nmonth = %d\nyear = %d\n", at.Format("15:04:05"), at.Day(), int(at.Month()), at.Year())
	}
	_, err := io.WriteString(w, b.String())
	return err
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
