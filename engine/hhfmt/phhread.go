package hhfmt

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"razz/engine"
)

// ReadPHH reads a .phh file (one hand) or a .phhs file (hands under "[n]"
// headers) and plays each hand through the engine. A file that is not TOML
// gives one error; a hand that does not fit gives a Hand with Err set.
func ReadPHH(data []byte) ([]Hand, error) {
	tables, err := parseTOML(string(data))
	if err != nil {
		return nil, fmt.Errorf("not a PHH file: %v", err)
	}
	var out []Hand
	for i, t := range tables {
		if len(t.keys) == 0 {
			continue
		}
		h := Hand{Index: i + 1, Line: t.line, ID: t.name}
		if len(tables) == 1 {
			h.Index = 1
		}
		tr, err := phhTranscript(t, h.Index)
		if err == nil {
			h.Log, h.Unknown, err = tr.play()
		}
		if err != nil {
			h.Err = err
		} else {
			src := "phh"
			h.Log.Source = src
			h.Log.SourceID = t.name
			h.Log.Time = phhTime(t)
		}
		out = append(out, h)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("not a PHH file: no hands in it")
	}
	return out, nil
}

func phhTranscript(t tomlTable, index int) (*transcript, error) {
	where := func(k string) string { return fmt.Sprintf("line %d: %s", t.at[k], k) }
	need := func(k string) (any, error) {
		v, ok := t.keys[k]
		if !ok {
			return nil, fmt.Errorf("no %s", k)
		}
		return v, nil
	}
	num := func(k string, v any) (int, error) {
		n, ok := v.(int64)
		if !ok || n < 0 || n > 1<<40 {
			return 0, fmt.Errorf("%s: %v is not a whole number of chips", where(k), v)
		}
		return int(n), nil
	}
	nums := func(k string) ([]int, error) {
		v, err := need(k)
		if err != nil {
			return nil, err
		}
		list, ok := v.([]any)
		if !ok {
			return nil, fmt.Errorf("%s: not a list", where(k))
		}
		out := make([]int, len(list))
		for i, x := range list {
			if out[i], err = num(k, x); err != nil {
				return nil, err
			}
		}
		return out, nil
	}
	one := func(k string) (int, error) {
		v, err := need(k)
		if err != nil {
			return 0, err
		}
		return num(k, v)
	}
	v, err := need("variant")
	if err != nil {
		return nil, err
	}
	if v != "FR" {
		return nil, fmt.Errorf("variant %v: razz reads fixed-limit Razz, 'FR'", tomlValue(v))
	}
	stacks, err := nums("starting_stacks")
	if err != nil {
		return nil, err
	}
	n := len(stacks)
	if n < 2 || n > engine.MaxPlayers {
		return nil, fmt.Errorf("%d players: a stud table seats 2 to %d", n, engine.MaxPlayers)
	}
	var st engine.Stakes
	switch a := t.keys["antes"].(type) {
	case nil:
	case int64:
		st.Ante, err = num("antes", a)
	default:
		var antes []int
		antes, err = nums("antes")
		if err == nil {
			if len(antes) != n {
				return nil, fmt.Errorf("%s: %d antes for %d players", where("antes"), len(antes), n)
			}
			for _, x := range antes {
				if x != antes[0] {
					return nil, fmt.Errorf("%s: antes differ by seat; razz deals one ante for all", where("antes"))
				}
			}
			st.Ante = antes[0]
		}
	}
	if err != nil {
		return nil, err
	}
	if st.BringIn, err = one("bring_in"); err != nil {
		return nil, err
	}
	if st.Small, err = one("small_bet"); err != nil {
		return nil, err
	}
	if st.Big, err = one("big_bet"); err != nil {
		return nil, err
	}
	seats := make([]int, n)
	for i := range seats {
		seats[i] = i + 1
	}
	if _, ok := t.keys["seats"]; ok {
		if seats, err = nums("seats"); err != nil {
			return nil, err
		}
		if len(seats) != n {
			return nil, fmt.Errorf("%s: %d seats for %d players", where("seats"), len(seats), n)
		}
	}
	names := make([]string, n)
	for i := range names {
		names[i] = "Player " + strconv.Itoa(seats[i])
	}
	if v, ok := t.keys["players"]; ok {
		list, ok := v.([]any)
		if !ok || len(list) != n {
			return nil, fmt.Errorf("%s: not a list of %d names", where("players"), n)
		}
		for i, x := range list {
			s, ok := x.(string)
			if !ok {
				return nil, fmt.Errorf("%s: %v is not a name", where("players"), tomlValue(x))
			}
			names[i] = s
		}
	}
	tr := &transcript{number: index, cards: map[int][]string{}}
	if v, ok := t.keys["hand"].(int64); ok && v > 0 && v < 1<<40 {
		tr.number = int(v)
	}
	tr.table = engine.Table{Stakes: st, Rules: engine.DefaultRules}
	tr.table.Rules.Cap = phhCap
	for i := range n {
		tr.table.Players = append(tr.table.Players, engine.Player{Seat: seats[i], Name: names[i], Stack: stacks[i]})
	}
	if err := tr.table.Validate(); err != nil {
		return nil, err
	}
	av, err := need("actions")
	if err != nil {
		return nil, err
	}
	list, ok := av.([]any)
	if !ok {
		return nil, fmt.Errorf("%s: not a list", where("actions"))
	}
	dealt := map[int]int{}
	for k, x := range list {
		s, ok := x.(string)
		if !ok {
			return nil, fmt.Errorf("action %d: %v is not a string", k+1, tomlValue(x))
		}
		if i := strings.IndexByte(s, '#'); i >= 0 {
			s = s[:i]
		}
		f := strings.Fields(s)
		at := fmt.Sprintf("action %d (%q)", k+1, strings.TrimSpace(s))
		bad := func(format string, a ...any) error { return errAt(at, format, a...) }
		player := func(p string) (int, error) {
			if len(p) < 2 || p[0] != 'p' {
				return 0, bad("%q is not a player (p1 to p%d)", p, n)
			}
			i, err := strconv.Atoi(p[1:])
			if err != nil || i < 1 || i > n {
				return 0, bad("%q is not a player (p1 to p%d)", p, n)
			}
			return seats[i-1], nil
		}
		if len(f) < 2 {
			return nil, bad("too short")
		}
		if f[0] == "d" {
			switch {
			case f[1] == "dh" && len(f) == 4:
				seat, err := player(f[2])
				if err != nil {
					return nil, err
				}
				cs, err := phhCards(f[3])
				if err != nil {
					return nil, bad("%v", err)
				}
				for _, c := range cs {
					if err := tr.setCard(seat, dealt[seat], c); err != nil {
						return nil, bad("%v", err)
					}
					dealt[seat]++
				}
			case f[1] == "db" && len(f) == 3:
				cs, err := phhCards(f[2])
				if err != nil || len(cs) != 1 {
					return nil, bad("a stud board is one community card")
				}
				tr.community = cs[0]
			default:
				return nil, bad("not a dealing razz knows (d dh pN CARDS, d db CARD)")
			}
			continue
		}
		seat, err := player(f[0])
		if err != nil {
			return nil, err
		}
		st := step{seat: seat, put: -1, where: at}
		switch {
		case f[1] == "pb" && len(f) == 2:
			st.verb, st.what = vBringIn, "bring in"
		case f[1] == "cc" && len(f) == 2:
			st.verb, st.what = vCallOrCheck, "check or call"
		case f[1] == "f" && len(f) == 2:
			st.verb, st.what = vFold, "fold"
		case f[1] == "cbr" && len(f) == 3:
			to, err := strconv.Atoi(f[2])
			if err != nil || to <= 0 {
				return nil, bad("%q is not an amount", f[2])
			}
			st.verb, st.to, st.what = vAggressive, to, "complete, bet or raise to "+f[2]
		case f[1] == "sm" && (len(f) == 2 || len(f) == 3):
			if len(f) == 3 && f[2] != "-" {
				cs, err := phhCards(f[2])
				if err != nil {
					return nil, bad("%v", err)
				}
				for i, c := range cs {
					if c != "" {
						if err := tr.setCard(seat, i, c); err != nil {
							return nil, bad("%v", err)
						}
					}
				}
			}
			continue
		default:
			return nil, bad("not an action razz knows (pb, cc, cbr N, f, sm)")
		}
		tr.steps = append(tr.steps, st)
	}
	return tr, nil
}

// phhCards splits "As2h??" into cards, "" for each unknown "??".
func phhCards(s string) ([]string, error) {
	if len(s)%2 != 0 || s == "" {
		return nil, fmt.Errorf("%q is not a run of two-character cards", s)
	}
	var out []string
	for i := 0; i < len(s); i += 2 {
		c := s[i : i+2]
		if c == "??" {
			out = append(out, "")
			continue
		}
		if _, err := engine.ParseCard(c); err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

func tomlValue(v any) string {
	if s, ok := v.(string); ok {
		return tomlString(s)
	}
	return fmt.Sprint(v)
}

// phhTime is the hand's time from PHH's optional year, month, day, time
// and time_zone fields, in the log's layout (UTC); "" when the date or the
// time of day is missing, or the zone is one razz cannot place without a
// zone database (UTC, GMT and offsets such as +05:30 are read; no zone
// is taken as UTC).
func phhTime(t tomlTable) string {
	y, ok1 := t.keys["year"].(int64)
	mo, ok2 := t.keys["month"].(int64)
	d, ok3 := t.keys["day"].(int64)
	tod, ok4 := t.keys["time"].(tomlTime)
	if !ok1 || !ok2 || !ok3 || !ok4 || y < 1 || y > 9999 || mo < 1 || mo > 12 || d < 1 || d > 31 {
		return ""
	}
	clock, err := time.Parse("15:04:05.999999999", string(tod))
	if err != nil {
		if clock, err = time.Parse("15:04", string(tod)); err != nil {
			return ""
		}
	}
	loc := time.UTC
	if z, ok := t.keys["time_zone"]; ok {
		zs, _ := z.(string)
		switch zone := strings.TrimSpace(zs); {
		case zone == "UTC" || zone == "GMT" || zone == "Z" || zone == "Etc/UTC":
		default:
			off, err := time.Parse("-07:00", zone)
			if err != nil {
				return ""
			}
			_, secs := off.Zone()
			loc = time.FixedZone(zone, secs)
		}
	}
	at := time.Date(int(y), time.Month(mo), int(d), clock.Hour(), clock.Minute(), clock.Second(), 0, loc)
	if at.Day() != int(d) { // February 30th
		return ""
	}
	return at.UTC().Format(engine.LogTimeLayout)
}
