package hhfmt

import (
	"errors"
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	"razz/engine"
)

var (
	psHeader = regexp.MustCompile(`^(?:PokerStars|POKERSTARS)(?: Home Game| Zoom)?(?: Hand| Game|Game)? #(\d+):\s*(.*)$`)
	psStakes = regexp.MustCompile(`\(([$€£]?)([\d.,]+)/([$€£]?)([\d.,]+)(?: [A-Z]{3})?\)`)
	psDate   = regexp.MustCompile(`(\d{4})/(\d{2})/(\d{2})[ -]+(\d{1,2}):(\d{2}):(\d{2}) ET`)
	psSeat   = regexp.MustCompile(`^Seat (\d+): (.+) \(([$€£]?[\d.,]+) in chips(?:, [^)]*)?\)( is sitting out)?\s*$`)
	psMarker = regexp.MustCompile(`^\*\*\* (3rd STREET|4th STREET|5th STREET|6th STREET|RIVER|SHOW DOWN|SUMMARY) \*\*\*(?: \[(\S\S)\])?\s*$`)
	psCards  = regexp.MustCompile(`\[([^\]]*)\]`)
	psAmount = `([$€£]?[\d.,]+)`
	psVerbs  = []struct {
		re   *regexp.Regexp
		verb string
	}{
		{regexp.MustCompile(`^posts the ante ` + psAmount + `( and is all-in)?$`), "ante"},
		{regexp.MustCompile(`^brings[- ]in (?:low )?for ` + psAmount + `( and is all-in)?$`), "bring-in"},
		{regexp.MustCompile(`^bets ` + psAmount + `( and is all-in)?$`), "bet"},
		{regexp.MustCompile(`^raises ` + psAmount + ` to ` + psAmount + `( and is all-in)?$`), "raise"},
		{regexp.MustCompile(`^completes it to ` + psAmount + `( and is all-in)?$`), "complete"},
		{regexp.MustCompile(`^calls ` + psAmount + `( and is all-in)?$`), "call"},
		{regexp.MustCompile(`^checks$`), "check"},
		{regexp.MustCompile(`^folds(?: \[.*\])?$`), "fold"},
		{regexp.MustCompile(`^shows \[([^\]]*)\].*$`), "shows"},
		{regexp.MustCompile(`^(?:mucks hand|doesn't show hand|is sitting out|sits out|is disconnected|is connected|has timed out.*|has returned|leaves the table|said, ".*")$`), ""},
	}
	psUncalled  = regexp.MustCompile(`^Uncalled bet \(` + psAmount + `\) returned to (.+)$`)
	psCollected = regexp.MustCompile(`^(.+) collected ` + psAmount + ` from (?:(?:main |side )?pot(?:-\d+)?)\s*$`)
	psPot       = regexp.MustCompile(`^Total pot ` + psAmount + `.*\| Rake ` + psAmount)
)

// ReadPokerStars reads PokerStars-format Razz text: one or more hands, each
// starting with its "PokerStars Hand #N:" line. Each hand is played through
// the engine; one that is not Razz or does not fit the rules comes back
// with Err set. Cash amounts ($0.04) are read in cents.
func ReadPokerStars(data []byte) ([]Hand, error) {
	lines := strings.Split(strings.ReplaceAll(strings.TrimPrefix(string(data), "\ufeff"), "\r\n", "\n"), "\n")
	var out []Hand
	start := -1
	flush := func(end int) {
		if start < 0 {
			return
		}
		h := Hand{Index: len(out) + 1, Line: start + 1}
		h.ID, h.Log, h.Unknown, h.Hero, h.Err = readPSHand(lines[start:end], start+1, h.Index)
		out = append(out, h)
	}
	for i, l := range lines {
		if psHeader.MatchString(strings.TrimSpace(l)) {
			flush(i)
			start = i
		} else if start < 0 && strings.TrimSpace(l) != "" {
			return nil, fmt.Errorf("line %d: not PokerStars hand-history text (a hand starts \"PokerStars Hand #\")", i+1)
		}
	}
	flush(len(lines))
	if len(out) == 0 {
		return nil, errors.New("not PokerStars hand-history text: no hands in it")
	}
	return out, nil
}

// psAmounts reads amounts: chips, or cents when the stakes have a currency.
type psAmounts struct{ cents bool }

func (a psAmounts) parse(s string) (int, error) {
	s = strings.TrimLeft(s, "$€£")
	s = strings.ReplaceAll(s, ",", "")
	whole, frac, dot := strings.Cut(s, ".")
	n, err := strconv.Atoi(whole)
	if err != nil || n < 0 || n > 1<<40 {
		return 0, fmt.Errorf("%q is not an amount", s)
	}
	if !a.cents {
		if dot && strings.Trim(frac, "0") != "" {
			return 0, fmt.Errorf("%q: chips are whole numbers", s)
		}
		return n, nil
	}
	if len(frac) > 2 {
		return 0, fmt.Errorf("%q: more than cents", s)
	}
	f, _ := strconv.Atoi((frac + "00")[:2])
	return n*100 + f, nil
}

func readPSHand(lines []string, first, index int) (id string, log engine.HandLog, unknown int, hero string, err error) {
	m := psHeader.FindStringSubmatch(strings.TrimSpace(lines[0]))
	id, head := m[1], m[2]
	if !strings.Contains(head, "Razz") || strings.Contains(head, "Razz Limit,") {
		game := head
		if i := strings.Index(game, " - "); i >= 0 {
			game = game[:i]
		}
		return id, log, 0, hero, fmt.Errorf("not a Razz hand (%s)", strings.TrimSpace(game))
	}
	sm := psStakes.FindAllStringSubmatch(head, -1)
	if sm == nil {
		return id, log, 0, hero, errors.New("no stakes (small/big bet) in the first line")
	}
	st := sm[len(sm)-1]
	amt := psAmounts{cents: st[1] != "" || strings.Contains(st[2], ".")}
	tr := &transcript{number: index, cards: map[int][]string{}, antes: map[int]int{}}
	tr.table.Rules = engine.DefaultRules
	if tr.table.Stakes.Small, err = amt.parse(st[2]); err == nil {
		tr.table.Stakes.Big, err = amt.parse(st[4])
	}
	if err != nil {
		return id, log, 0, hero, fmt.Errorf("stakes: %v", err)
	}
	var when string
	if dm := psDate.FindAllStringSubmatch(head, -1); dm != nil {
		d := dm[len(dm)-1]
		n := make([]int, 6)
		for i := range n {
			n[i], _ = strconv.Atoi(d[i+1])
		}
		t := fromEastern(n[0], time.Month(n[1]), n[2], n[3], n[4], n[5])
		if !t.Equal(noTime) {
			when = t.Format(time.RFC3339)
		}
	}
	seatOf := map[string]int{}
	var names []string
	street, section := 0, ""
	returned, collected := map[int]int{}, map[int]int{}
	pot, rake := -1, 0
	bringIn, shortBringIn := -1, 0
	var heroes []int      // seats whose three first cards are dealt face up
	bets, capHint := 0, 0 // bets this street; bets when "Betting is capped"
	// nameAt finds the seated name s starts with, followed by sep.
	nameAt := func(s, sep string) (int, string, bool) {
		for _, n := range names { // longest first
			if strings.HasPrefix(s, n+sep) {
				return seatOf[n], s[len(n)+len(sep):], true
			}
		}
		return 0, "", false
	}
	cardsIn := func(s string) [][]string {
		var out [][]string
		for _, g := range psCards.FindAllStringSubmatch(s, -1) {
			out = append(out, strings.Fields(g[1]))
		}
		return out
	}
	show := func(seat int, cs []string) error {
		for i, c := range cs {
			if err := tr.setCard(seat, i, c); err != nil {
				return err
			}
		}
		return nil
	}
	for k, raw := range lines[1:] {
		ln := first + 1 + k
		where := "line " + strconv.Itoa(ln)
		bad := func(format string, a ...any) error { return errAt(where, format, a...) }
		l := strings.TrimSpace(raw)
		if l == "" {
			continue
		}
		if mm := psMarker.FindStringSubmatch(l); mm != nil {
			section, bets = mm[1], 0
			switch section {
			case "3rd STREET":
				street = 3
			case "4th STREET", "5th STREET", "6th STREET":
				street = int(section[0] - '0')
			case "RIVER":
				street = 7
				if mm[2] != "" {
					tr.community = mm[2]
				}
			}
			continue
		}
		if street == 0 && section == "" {
			if mm := psSeat.FindStringSubmatch(l); mm != nil {
				seat, _ := strconv.Atoi(mm[1])
				stack, err := amt.parse(mm[3])
				if err != nil {
					return id, log, 0, hero, bad("%v", err)
				}
				if mm[4] != "" || stack == 0 {
					continue // sitting out: not dealt in
				}
				if _, dup := seatOf[mm[2]]; dup {
					return id, log, 0, hero, bad("%s is seated twice", mm[2])
				}
				seatOf[mm[2]] = seat
				names = append(names, mm[2])
				sort.Slice(names, func(i, j int) bool { return len(names[i]) > len(names[j]) })
				tr.table.Players = append(tr.table.Players, engine.Player{Seat: seat, Name: mm[2], Stack: stack})
				continue
			}
		}
		if section == "SUMMARY" {
			if mm := psPot.FindStringSubmatch(l); mm != nil {
				if pot, err = amt.parse(mm[1]); err == nil {
					rake, err = amt.parse(mm[2])
				}
				if err != nil {
					return id, log, 0, hero, bad("%v", err)
				}
				continue
			}
			if rest, ok := strings.CutPrefix(l, "Seat "); ok {
				if _, r, ok := strings.Cut(rest, ": "); ok {
					if seat, after, ok := nameAt(r, " "); ok && (strings.Contains(after, "showed [") || strings.Contains(after, "mucked [")) {
						if g := cardsIn(after); len(g) > 0 {
							if err := show(seat, g[0]); err != nil {
								return id, log, 0, hero, bad("%v", err)
							}
						}
					}
				}
			}
			continue
		}
		if rest, ok := strings.CutPrefix(l, "Dealt to "); ok {
			seat, after, ok := nameAt(rest, " ")
			if !ok || street == 0 {
				return id, log, 0, hero, bad("cards dealt to someone not seated, or before 3rd street")
			}
			g := cardsIn(after)
			var old, cards []string
			switch len(g) {
			case 1:
				cards = g[0]
			case 2:
				old, cards = g[0], g[1]
			default:
				return id, log, 0, hero, bad("expected [cards] or [old cards] [new card]")
			}
			var slots []int
			switch {
			case street == 3 && len(cards) == 3:
				slots = []int{0, 1, 2}
				heroes = append(heroes, seat)
			case street == 3 && len(cards) == 1:
				slots = []int{2}
			case street > 3 && len(cards) == 1:
				switch len(old) {
				case street - 1:
					for i := range old {
						if err := tr.setCard(seat, i, old[i]); err != nil {
							return id, log, 0, hero, bad("%v", err)
						}
					}
				case street - 3:
					for i := range old {
						if err := tr.setCard(seat, i+2, old[i]); err != nil {
							return id, log, 0, hero, bad("%v", err)
						}
					}
				}
				slots = []int{street - 1}
			default:
				return id, log, 0, hero, bad("%d new cards on %s", len(cards), section)
			}
			for i, s := range slots {
				if _, err := engine.ParseCard(cards[i]); err != nil {
					return id, log, 0, hero, bad("%v", err)
				}
				if err := tr.setCard(seat, s, cards[i]); err != nil {
					return id, log, 0, hero, bad("%v", err)
				}
			}
			continue
		}
		if mm := psUncalled.FindStringSubmatch(l); mm != nil {
			seat, ok := seatOf[mm[2]]
			n, err := amt.parse(mm[1])
			if !ok || err != nil {
				return id, log, 0, hero, bad("uncalled bet to someone not seated, or not an amount")
			}
			returned[seat] += n
			continue
		}
		if mm := psCollected.FindStringSubmatch(l); mm != nil {
			if seat, ok := seatOf[mm[1]]; ok {
				n, err := amt.parse(mm[2])
				if err != nil {
					return id, log, 0, hero, bad("%v", err)
				}
				collected[seat] += n
				continue
			}
		}
		if l == "Betting is capped" {
			capHint = max(capHint, bets)
			continue
		}
		seat, act, ok := nameAt(l, ": ")
		if !ok {
			continue // table chatter: joins, leaves, "Betting is capped"
		}
		known := false
		for _, v := range psVerbs {
			mm := v.re.FindStringSubmatch(act)
			if mm == nil {
				continue
			}
			known = true
			var n []int
			for _, g := range mm[1:] {
				if g != "" && g[0] != ' ' {
					x, err := amt.parse(g)
					if err != nil && v.verb != "shows" {
						return id, log, 0, hero, bad("%v", err)
					}
					n = append(n, x)
				}
			}
			s := step{seat: seat, put: -1, where: where, what: act}
			switch v.verb {
			case "":
				continue
			case "ante":
				if street != 0 {
					return id, log, 0, hero, bad("an ante after the deal")
				}
				tr.antes[seat] = n[0]
				tr.table.Stakes.Ante = max(tr.table.Stakes.Ante, n[0])
				continue
			case "shows":
				if err := show(seat, strings.Fields(mm[1])); err != nil {
					return id, log, 0, hero, bad("%v", err)
				}
				continue
			case "bring-in":
				s.verb, s.put = vBringIn, n[0]
				if mm[2] == "" {
					bringIn = n[0]
				} else {
					shortBringIn = n[0]
				}
			case "bet":
				s.verb, s.to = vAggressive, -1
				if street > 3 {
					s.put = n[0]
				}
			case "raise":
				s.verb, s.to = vAggressive, n[1]
			case "complete":
				s.verb, s.to = vAggressive, n[0]
			case "call":
				s.verb, s.put = vCall, n[0]
			case "check":
				s.verb = vCheck
			case "fold":
				s.verb = vFold
			}
			if street == 0 {
				return id, log, 0, hero, bad("an action before 3rd street")
			}
			if s.verb == vAggressive {
				bets++
			}
			tr.steps = append(tr.steps, s)
			break
		}
		if !known && section != "SHOW DOWN" {
			return id, log, 0, hero, bad("%q: not an action razz knows", act)
		}
	}
	if len(tr.table.Players) == 0 {
		return id, log, 0, hero, errors.New("no seats")
	}
	sort.Slice(tr.table.Players, func(i, j int) bool { return tr.table.Players[i].Seat < tr.table.Players[j].Seat })
	if bringIn < 0 {
		// No full bring-in was posted: the text does not say what it is.
		bringIn = max(shortBringIn, 1, tr.table.Stakes.Small/2)
	}
	tr.table.Stakes.BringIn = bringIn
	if err := tr.table.Validate(); err != nil {
		return id, log, 0, hero, err
	}
	// PokerStars text does not say the cap: "Betting is capped" tells it
	// when a street reached it; else four bets, the usual cap, and then
	// the others, heads-up uncapped and no cap, for the first that fits.
	rules := []engine.Rules{{Cap: capHint}, {Cap: 4}, {Cap: 4, HeadsUpUncapped: true}}
	for c := range 7 {
		rules = append(rules, engine.Rules{Cap: c + 2})
	}
	rules = append(rules, engine.Rules{})
	if capHint == 0 {
		rules = rules[1:]
	}
	for i, r := range rules {
		tr.table.Rules = r
		l2, u2, err2 := tr.play()
		if i == 0 || err2 == nil {
			log, unknown, err = l2, u2, err2
		}
		if err2 == nil {
			break
		}
	}
	if err != nil {
		return id, log, unknown, hero, err
	}
	got := map[int]int{}
	for _, r := range log.Returned {
		got[r.Seat] += r.Amount
	}
	for seat, n := range returned {
		if got[seat] != n {
			return id, log, unknown, hero, fmt.Errorf("%d returned to seat %d, the rules return %d", n, seat, got[seat])
		}
	}
	won, total := map[int]int{}, 0
	for _, a := range log.Awards {
		won[a.Seat] += a.Amount
		total += a.Amount
	}
	sum := 0
	for seat, n := range collected {
		sum += n
		if rake == 0 && won[seat] != n {
			return id, log, unknown, hero, fmt.Errorf("seat %d collects %d, the rules give it %d", seat, n, won[seat])
		}
	}
	if len(collected) > 0 && sum+rake != total {
		return id, log, unknown, hero, fmt.Errorf("%d collected and %d rake, the rules award %d", sum, rake, total)
	}
	if pot >= 0 && pot != total {
		return id, log, unknown, hero, fmt.Errorf("a total pot of %d, the rules make it %d", pot, total)
	}
	log.Time, log.Source, log.SourceID = when, "pokerstars", id
	if len(heroes) == 1 {
		for _, p := range tr.table.Players {
			if p.Seat == heroes[0] {
				hero = p.Name
			}
		}
	}
	return id, log, unknown, hero, nil
}
