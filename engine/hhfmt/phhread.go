package hhfmt

import (
	"bytes"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"strconv"
	"strings"
	"time"

	"razz/engine"
)

// NotPHHError is a file that is not PHH at all (not TOML, or no hands in
// it), and why.
type NotPHHError struct{ Why error }

func (e *NotPHHError) Error() string { return "not a PHH file: " + e.Why.Error() }

func (e *NotPHHError) Unwrap() error { return e.Why }

// CountPHH is the first reading of a PHH file as a stream (UTF-8 text, as
// NewTextReader gives it): how many hands it holds, or why it is not PHH
// (*NotPHHError: TOML that does not parse, anywhere in the file, or no
// hands), before ScanPHH hands any of them on. It holds one table's text
// at a time.
func CountPHH(text io.Reader) (int, error) {
	total := 0
	err := phhTables(text, func(tomlTable, int) error {
		total++
		return nil
	})
	return total, err
}

// ScanPHH reads a PHH file as a stream, a table at a time, and hands each
// hand to fn as it is played; an error from fn stops it and is returned.
// TOML that does not parse is an error when it is read: CountPHH, read
// first, says so before any hand is handed on.
func ScanPHH(text io.Reader, fn func(Hand) error) error {
	return phhTables(text, func(t tomlTable, index int) error {
		h := Hand{Index: index, Line: t.line, ID: t.name}
		tr, err := phhTranscript(t, h.Index)
		if err == nil {
			h.Log, h.Unknown, err = tr.play()
		}
		if err == nil {
			err = phhGame(t, &h.Log)
		}
		if err != nil {
			h.Err = err
		} else {
			h.Log.Source = "phh"
			h.Log.SourceID = t.name
			h.Log.Time = phhTime(t)
		}
		return fn(h)
	})
}

// phhTables reads a PHH file's text a line at a time and calls fn with
// each table that holds keys, and its place among the file's tables (from
// 1): the keys before the first header first, when there are any, then
// each "[name]" table. A table starts at a line whose first character is
// "[" outside every array (phhDepth), which is where the TOML reader
// starts one; each table's text is parsed when the next one starts. An
// error of the TOML, or a table longer than MaxHandText, is a
// *NotPHHError, and so is a file without hands.
func phhTables(text io.Reader, fn func(t tomlTable, index int) error) error {
	lr := newLineReader(text, false)
	var chunk []byte
	start, depth, index, hands := 1, 0, 0, 0
	flush := func() error {
		tables, err := parseTOMLFrom(string(chunk), start)
		if err != nil {
			return &NotPHHError{Why: err}
		}
		for i, t := range tables {
			if i == 0 && len(t.keys) == 0 {
				continue // no keys before the chunk's header (or in a file without one)
			}
			index++
			if len(t.keys) == 0 {
				continue
			}
			hands++
			if err := fn(t, index); err != nil {
				return err
			}
		}
		return nil
	}
	for {
		line, long, err := lr.next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return err
		}
		if lr.n == 1 {
			line = bytes.TrimPrefix(line, []byte("\ufeff"))
		}
		if long || len(chunk)+len(line) >= MaxHandText {
			return &NotPHHError{Why: tooLongError(start)}
		}
		if t := bytes.TrimLeft(line, " \t\r"); depth == 0 && len(t) > 0 && t[0] == '[' {
			if err := flush(); err != nil {
				return err
			}
			chunk, start = chunk[:0], lr.n
		} else {
			depth = phhDepth(line, depth)
		}
		chunk = append(chunk, line...)
		if !lr.unended {
			chunk = append(chunk, '\n')
		}
	}
	if err := flush(); err != nil {
		return err
	}
	if hands == 0 {
		return &NotPHHError{Why: errors.New("no hands in it")}
	}
	return nil
}

// phhDepth is how deep in arrays a line of TOML leaves its reader that
// was depth deep at its start: its brackets outside strings and comments
// (a PHH string ends on its line).
func phhDepth(line []byte, depth int) int {
	for i := 0; i < len(line); i++ {
		switch c := line[i]; c {
		case '#':
			return depth
		case '"', '\'':
			for i++; i < len(line) && line[i] != c; i++ {
				if c == '"' && line[i] == '\\' {
					i++
				}
			}
		case '[':
			depth++
		case ']':
			depth = max(depth-1, 0)
		}
	}
	return depth
}

// phhReader reads one PHH hand into a transcript: the table from its
// fields, then its actions, one method a kind of action.
type phhReader struct {
	t     tomlTable
	n     int   // players
	seats []int // seat of each player, p1 first
	tr    *transcript
	dealt map[int]int // cards dealt to each seat so far
}

func (r *phhReader) where(k string) string { return fmt.Sprintf("line %d: %s", r.t.at[k], k) }

func (r *phhReader) need(k string) (any, error) {
	v, ok := r.t.keys[k]
	if !ok {
		return nil, fmt.Errorf("no %s", k)
	}
	return v, nil
}

func (r *phhReader) num(k string, v any) (int, error) {
	n, ok := v.(int64)
	if !ok || n < 0 || n > 1<<40 {
		return 0, fmt.Errorf("%s: %v is not a whole number of chips", r.where(k), v)
	}
	return int(n), nil
}

func (r *phhReader) nums(k string) ([]int, error) {
	v, err := r.need(k)
	if err != nil {
		return nil, err
	}
	list, ok := v.([]any)
	if !ok {
		return nil, fmt.Errorf("%s: not a list", r.where(k))
	}
	out := make([]int, len(list))
	for i, x := range list {
		if out[i], err = r.num(k, x); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func (r *phhReader) one(k string) (int, error) {
	v, err := r.need(k)
	if err != nil {
		return 0, err
	}
	return r.num(k, v)
}

func phhTranscript(t tomlTable, index int) (*transcript, error) {
	r := &phhReader{t: t, tr: &transcript{number: index, cards: map[int][]string{}}, dealt: map[int]int{}}
	if err := r.table(); err != nil {
		return nil, err
	}
	av, err := r.need("actions")
	if err != nil {
		return nil, err
	}
	list, ok := av.([]any)
	if !ok {
		return nil, fmt.Errorf("%s: not a list", r.where("actions"))
	}
	for k, x := range list {
		s, ok := x.(string)
		if !ok {
			return nil, fmt.Errorf("action %d: %v is not a string", k+1, tomlValue(x))
		}
		if i := strings.IndexByte(s, '#'); i >= 0 {
			s = s[:i]
		}
		if err := r.action(strings.Fields(s), fmt.Sprintf("action %d (%q)", k+1, strings.TrimSpace(s))); err != nil {
			return nil, err
		}
	}
	// More cards dealt than the deck holds, and no community card: the
	// folded hands were dealt again on seventh street, as PokerKit does
	// when the deck runs out (the deck-out reshuffle house rule).
	total := 0
	for _, n := range r.dealt {
		total += n
	}
	if total > engine.NumCards && r.tr.community == "" {
		r.tr.table.Rules.DeckOut = engine.DeckOutReshuffle
	}
	return r.tr, nil
}

// table reads the variant, the stakes, the stacks, seats and names.
func (r *phhReader) table() error {
	v, err := r.need("variant")
	if err != nil {
		return err
	}
	if v != "FR" {
		return fmt.Errorf("variant %v: razz reads fixed-limit Razz, 'FR'", tomlValue(v))
	}
	stacks, err := r.nums("starting_stacks")
	if err != nil {
		return err
	}
	r.n = len(stacks)
	if r.n < 2 || r.n > engine.MaxPlayers {
		return fmt.Errorf("%d players: a stud table seats 2 to %d", r.n, engine.MaxPlayers)
	}
	st, err := r.stakes()
	if err != nil {
		return err
	}
	r.seats = make([]int, r.n)
	for i := range r.seats {
		r.seats[i] = i + 1
	}
	if _, ok := r.t.keys["seats"]; ok {
		if r.seats, err = r.nums("seats"); err != nil {
			return err
		}
		if len(r.seats) != r.n {
			return fmt.Errorf("%s: %d seats for %d players", r.where("seats"), len(r.seats), r.n)
		}
	}
	names, err := r.names()
	if err != nil {
		return err
	}
	if v, ok := r.t.keys["hand"].(int64); ok && v > 0 && v < 1<<40 {
		r.tr.number = int(v)
	}
	r.tr.table = engine.Table{Stakes: st, Rules: engine.DefaultRules}
	r.tr.table.Rules.Cap = phhCap
	for i := range r.n {
		r.tr.table.Players = append(r.tr.table.Players, engine.Player{Seat: r.seats[i], Name: names[i], Stack: stacks[i]})
	}
	return r.tr.table.Validate()
}

// stakes reads the antes (one for all, or one each, all alike), the
// bring-in and the bets.
func (r *phhReader) stakes() (engine.Stakes, error) {
	var st engine.Stakes
	var err error
	switch a := r.t.keys["antes"].(type) {
	case nil:
	case int64:
		st.Ante, err = r.num("antes", a)
	default:
		var antes []int
		antes, err = r.nums("antes")
		if err == nil {
			if len(antes) != r.n {
				return st, fmt.Errorf("%s: %d antes for %d players", r.where("antes"), len(antes), r.n)
			}
			for _, x := range antes {
				if x != antes[0] {
					return st, fmt.Errorf("%s: antes differ by seat; razz deals one ante for all", r.where("antes"))
				}
			}
			st.Ante = antes[0]
		}
	}
	if err != nil {
		return st, err
	}
	if st.BringIn, err = r.one("bring_in"); err != nil {
		return st, err
	}
	if st.Small, err = r.one("small_bet"); err != nil {
		return st, err
	}
	st.Big, err = r.one("big_bet")
	return st, err
}

func (r *phhReader) names() ([]string, error) {
	names := make([]string, r.n)
	for i := range names {
		names[i] = "Player " + strconv.Itoa(r.seats[i])
	}
	v, ok := r.t.keys["players"]
	if !ok {
		return names, nil
	}
	list, ok := v.([]any)
	if !ok || len(list) != r.n {
		return nil, fmt.Errorf("%s: not a list of %d names", r.where("players"), r.n)
	}
	for i, x := range list {
		s, ok := x.(string)
		if !ok {
			return nil, fmt.Errorf("%s: %v is not a name", r.where("players"), tomlValue(x))
		}
		names[i] = s
	}
	return names, nil
}

func (r *phhReader) player(p, at string) (int, error) {
	if len(p) >= 2 && p[0] == 'p' {
		if i, err := strconv.Atoi(p[1:]); err == nil && i >= 1 && i <= r.n {
			return r.seats[i-1], nil
		}
	}
	return 0, errAt(at, "%q is not a player (p1 to p%d)", p, r.n)
}

// action reads one action: a deal ("d dh p1 As2h3d", "d db 6c") or a
// player's ("p1 pb", "p2 cc", "p3 cbr 20", "p1 f", "p2 sm As2h...").
func (r *phhReader) action(f []string, at string) error {
	bad := func(format string, a ...any) error { return errAt(at, format, a...) }
	if len(f) < 2 {
		return bad("too short")
	}
	if f[0] == "d" {
		return r.deal(f, at)
	}
	seat, err := r.player(f[0], at)
	if err != nil {
		return err
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
			return bad("%q is not an amount", f[2])
		}
		st.verb, st.to, st.what = vAggressive, to, "complete, bet or raise to "+f[2]
	case f[1] == "sm" && (len(f) == 2 || len(f) == 3):
		if len(f) == 3 && f[2] != "-" {
			cs, err := phhCards(f[2])
			if err != nil {
				return bad("%v", err)
			}
			for i, c := range cs {
				if c != "" {
					if err := r.tr.setCard(seat, i, c); err != nil {
						return bad("%v", err)
					}
				}
			}
		}
		return nil
	default:
		return bad("not an action razz knows (pb, cc, cbr N, f, sm)")
	}
	r.tr.steps = append(r.tr.steps, st)
	return nil
}

// deal reads "d dh pN CARDS" (cards to a player, "??" unknown) and "d db
// CARD" (the community card).
func (r *phhReader) deal(f []string, at string) error {
	bad := func(format string, a ...any) error { return errAt(at, format, a...) }
	switch {
	case f[1] == "dh" && len(f) == 4:
		seat, err := r.player(f[2], at)
		if err != nil {
			return err
		}
		cs, err := phhCards(f[3])
		if err != nil {
			return bad("%v", err)
		}
		for _, c := range cs {
			if err := r.tr.setCard(seat, r.dealt[seat], c); err != nil {
				return bad("%v", err)
			}
			r.dealt[seat]++
		}
	case f[1] == "db" && len(f) == 3:
		cs, err := phhCards(f[2])
		if err != nil || len(cs) != 1 {
			return bad("a stud board is one community card")
		}
		r.tr.community = cs[0]
	default:
		return bad("not a dealing razz knows (d dh pN CARDS, d db CARD)")
	}
	return nil
}

// phhGame reads PHH's optional fields of the game into the log: the
// table, the currency, the tournament (event) and level, and a rake: the
// finishing stacks less than the rules' (each winner's shortfall at most
// what it won), with the winnings after it.
func phhGame(t tomlTable, l *engine.HandLog) error {
	if s, ok := t.keys["table"].(string); ok {
		l.TableName = s
	}
	if s, ok := t.keys["currency"].(string); ok {
		l.Currency = s
	}
	if s, ok := t.keys["event"].(string); ok && strings.TrimSpace(s) != "" {
		// "Tournament #123 $10+$1" as razz writes it; any other event (a
		// WSOP event, as PokerKit's files name them) is a tournament too,
		// numbered from its name so that exports give it a tournament's
		// header, and named.
		if id, buyIn, _ := strings.Cut(strings.TrimPrefix(s, "Tournament #"), " "); strings.HasPrefix(s, "Tournament #") {
			l.Tournament = &engine.LogTournament{ID: id, BuyIn: buyIn}
		} else {
			h := fnv.New32a()
			h.Write([]byte(s))
			l.Tournament = &engine.LogTournament{ID: strconv.FormatUint(uint64(h.Sum32()), 10), Name: s}
		}
		if lv, ok := t.keys["level"].(int64); ok && lv > 0 && lv < 1000 {
			l.Tournament.Level = strconv.FormatInt(lv, 10)
		}
	}
	fin, ok := t.keys["finishing_stacks"].([]any)
	if !ok || len(fin) != len(l.Seats) {
		return nil
	}
	stacks, rake := map[string]int{}, 0
	for i, s := range l.Seats {
		n, ok := fin[i].(int64)
		k := strconv.Itoa(s.Seat)
		if !ok || n < 0 || int(n) > l.StacksAfter[k] {
			return fmt.Errorf("line %d: finishing_stacks: %v for seat %d, the rules leave it %d", t.at["finishing_stacks"], fin[i], s.Seat, l.StacksAfter[k])
		}
		stacks[k] = int(n)
		rake += l.StacksAfter[k] - int(n)
	}
	if rake == 0 {
		return nil
	}
	var awards []engine.LogChips
	for _, a := range l.Awards {
		k := strconv.Itoa(a.Seat)
		awards = append(awards, engine.LogChips{Seat: a.Seat, Amount: a.Amount - (l.StacksAfter[k] - stacks[k])})
	}
	l.Awards, l.StacksAfter, l.Rake = awards, stacks, rake
	_, err := engine.Replay(*l)
	return err
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
