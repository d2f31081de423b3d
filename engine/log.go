package engine

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"time"
	"unicode/utf8"
)

// HandLog is one hand in the JSON Lines format of the hand-log spec
// (version 1). Readers ignore fields they do not know.
type HandLog struct {
	Version     int                 `json:"version"`
	Game        string              `json:"game"`
	Seed        uint64              `json:"seed"`
	Hand        int                 `json:"hand"`
	Limits      LogLimits           `json:"limits"`
	Rules       LogRules            `json:"rules,omitempty"`
	Seats       []LogSeat           `json:"seats"`
	Deal        map[string][]string `json:"deal"`
	Community   *string             `json:"community"`
	Actions     []LogAction         `json:"actions"`
	Showdown    []LogShow           `json:"showdown"`
	Returned    []LogChips          `json:"returned"`
	Awards      []LogChips          `json:"awards"`
	StacksAfter map[string]int      `json:"stacks_after"`
	// Optional fields of the spec: when the hand ended (UTC, RFC 3339;
	// the engine has no clock, so whoever saves the hand sets it), and for
	// an imported hand, its source format ("phh", "pokerstars") and its
	// identifier there.
	Time     string `json:"time,omitempty"`
	Source   string `json:"source,omitempty"`
	SourceID string `json:"source_id,omitempty"`
	// Hidden (an addition beyond the spec, which readers may ignore): for
	// an imported hand, the cards its source never showed, by seat, as
	// indexes into the seat's deal. The deal holds stand-ins for them (the
	// highest cards nobody was seen holding) so that the hand replays.
	Hidden map[string][]int `json:"hidden,omitempty"`
}

// LogLimits are the stakes and the cap (null for none).
type LogLimits struct {
	Ante     int  `json:"ante"`
	BringIn  int  `json:"bring_in"`
	SmallBet int  `json:"small_bet"`
	BigBet   int  `json:"big_bet"`
	Cap      *int `json:"cap"`
}

// LogRules are the house rules other than the cap, by their HouseRule
// Field, written when any differs from the default (a field older readers
// ignore): true for a switch that is on, the setting's name for a choice.
type LogRules map[string]any

// LogSeat is a seat dealt in, with its stack before the antes.
type LogSeat struct {
	Seat  int    `json:"seat"`
	Name  string `json:"name"`
	Stack int    `json:"stack"`
}

// LogAction is one action.
type LogAction struct {
	Street int    `json:"street"`
	Seat   int    `json:"seat"`
	Action string `json:"action"`
	Put    int    `json:"put"`
	To     int    `json:"to"`
}

// LogShow is a hand shown down with its best low in written form.
type LogShow struct {
	Seat int      `json:"seat"`
	Low  []string `json:"low"`
}

// LogChips is an amount for a seat.
type LogChips struct {
	Seat   int `json:"seat"`
	Amount int `json:"amount"`
}

// LogMeta is what a hand log says about a hand besides its play: the
// session's seed, the hand's number and the spec's optional fields. The
// engine has no clock: the caller gives the time.
type LogMeta struct {
	Seed uint64
	Hand int
	// Time is when the hand ended; the zero time leaves the field out.
	// It is written in UTC to the second.
	Time time.Time
	// Source ("phh", "pokerstars") and SourceID say where an imported hand
	// came from; empty leaves them out.
	Source, SourceID string
}

// LogTimeLayout is how the optional time field is written: RFC 3339 in UTC.
const LogTimeLayout = "2006-01-02T15:04:05Z"

func (m LogMeta) time() string {
	if m.Time.IsZero() {
		return ""
	}
	return m.Time.UTC().Format(LogTimeLayout)
}

// Log writes the hand (finished or not) as a hand log.
func (h *Hand) Log(seed uint64, number int) HandLog {
	return h.LogWith(LogMeta{Seed: seed, Hand: number})
}

// LogWith writes the hand as a hand log with the optional fields of m.
func (h *Hand) LogWith(m LogMeta) HandLog {
	t := h.table
	l := HandLog{Version: 1, Game: "razz", Seed: m.Seed, Hand: m.Hand, Time: m.time(), Source: m.Source, SourceID: m.SourceID,
		Limits: LogLimits{Ante: t.Stakes.Ante, BringIn: t.Stakes.BringIn, SmallBet: t.Stakes.Small, BigBet: t.Stakes.Big},
		Deal:   map[string][]string{}, StacksAfter: map[string]int{},
		Actions: []LogAction{}, Showdown: []LogShow{}, Returned: []LogChips{}, Awards: []LogChips{}}
	if t.Rules.Cap > 0 {
		c := t.Rules.Cap
		l.Limits.Cap = &c
	}
	l.Rules = logRules(t.Rules)
	for _, s := range h.seats {
		l.Seats = append(l.Seats, LogSeat{s.Seat, s.Name, s.start})
		var cs []string
		for _, c := range s.cards {
			cs = append(cs, c.String())
		}
		l.Deal[strconv.Itoa(s.Seat)] = cs
		l.StacksAfter[strconv.Itoa(s.Seat)] = s.Stack
	}
	if h.hasCommunity {
		c := h.community.String()
		l.Community = &c
	}
	for _, a := range h.Actions() {
		l.Actions = append(l.Actions, LogAction{a.Street, a.Seat, a.Kind.String(), a.Put, a.To})
	}
	if h.showdown != nil {
		for _, s := range h.showdown.Order {
			l.Showdown = append(l.Showdown, LogShow{s.Seat, s.Eval.Low.Strings()})
		}
	}
	for _, c := range h.returned {
		l.Returned = append(l.Returned, LogChips(c))
	}
	for _, c := range h.awards {
		l.Awards = append(l.Awards, LogChips(c))
	}
	return l
}

func logRules(r Rules) LogRules {
	var lr LogRules
	for _, hr := range HouseRules {
		if hr.Field == "cap" || !hr.Changed(r) {
			continue
		}
		if lr == nil {
			lr = LogRules{}
		}
		if hr.Kind == SettingSwitch {
			lr[hr.Field] = hr.Get(r) == "true"
		} else {
			lr[hr.Field] = hr.Get(r)
		}
	}
	return lr
}

// ParseLog reads one hand-log line.
func ParseLog(line []byte) (HandLog, error) {
	var l HandLog
	if err := json.Unmarshal(line, &l); err != nil {
		return l, fmt.Errorf("not a hand log: %v", err)
	}
	if l.Version != 1 {
		return l, fmt.Errorf("hand log version %d: this program reads version 1", l.Version)
	}
	if l.Game != "razz" {
		return l, fmt.Errorf("game %q: this program reads razz", l.Game)
	}
	if l.Time != "" {
		if _, err := time.Parse(time.RFC3339, l.Time); err != nil {
			return l, fmt.Errorf("time %q: want RFC 3339 in UTC, such as 2026-11-30T17:07:36Z", l.Time)
		}
	}
	return l, nil
}

// When is the time the hand ended, when the log says it.
func (l HandLog) When() (time.Time, bool) {
	t, err := time.Parse(time.RFC3339, l.Time)
	return t, err == nil && l.Time != ""
}

// Table rebuilds the table a log was dealt from.
func (l HandLog) Table() (Table, error) {
	t := Table{Stakes: Stakes{l.Limits.Ante, l.Limits.BringIn, l.Limits.SmallBet, l.Limits.BigBet}, Rules: DefaultRules}
	t.Rules.Cap = 0 // null: no cap
	if l.Limits.Cap != nil {
		t.Rules.Cap = *l.Limits.Cap
		if t.Rules.Cap == 0 {
			return t, refuse(RuleHouseRule, "cap 0: write null for no cap")
		}
	}
	for _, hr := range HouseRules {
		v, ok := l.Rules[hr.Field]
		if !ok || hr.Field == "cap" {
			continue
		}
		var set string
		switch v := v.(type) {
		case bool:
			set = strconv.FormatBool(v)
		case string:
			set = v
		}
		if _, isBool := v.(bool); set == "" || isBool != (hr.Kind == SettingSwitch) {
			return t, refuse(RuleHouseRule, "rules: %s %v: want %s", hr.Field, v, hr.Wants)
		}
		if err := hr.Set(&t.Rules, set); err != nil {
			return t, err
		}
	}
	for _, s := range l.Seats {
		t.Players = append(t.Players, Player{Seat: s.Seat, Name: s.Name, Stack: s.Stack})
	}
	return t, t.Validate()
}

// logDealer deals the cards a log says each seat received.
type logDealer struct {
	cards     map[int][]Card
	next      map[int]int
	community *Card
	dealt     int
}

func (d *logDealer) Deal(seat int) (Card, bool) {
	if seat == 0 {
		if d.community == nil {
			return 0, false
		}
		d.dealt++
		return *d.community, true
	}
	i := d.next[seat]
	if i >= len(d.cards[seat]) {
		return 0, false
	}
	d.next[seat]++
	d.dealt++
	return d.cards[seat][i], true
}

func (d *logDealer) Left() int { return NumCards - d.dealt }

// ReplayError is the first point where a log does not fit the rules.
type ReplayError struct {
	Action int // 1-based index into the log's actions; 0 when not about one action
	Reason string
	// Err is the engine's refusal behind the reason, when a rule refused
	// (a *Refusal: errors.As finds it through the ReplayError).
	Err error
}

func (e *ReplayError) Error() string {
	if e.Action > 0 {
		return fmt.Sprintf("action %d: %s", e.Action, e.Reason)
	}
	return e.Reason
}

func (e *ReplayError) Unwrap() error { return e.Err }

// Replay plays a log through the engine and returns the finished hand, or
// the first thing that does not fit, with the reason.
func Replay(l HandLog) (*Hand, error) {
	fail := func(i int, f string, a ...any) (*Hand, error) {
		e := &ReplayError{Action: i, Reason: fmt.Sprintf(f, a...)}
		for _, x := range a {
			if err, ok := x.(error); ok {
				e.Err = err
			}
		}
		return nil, e
	}
	if err := l.checkAmounts(); err != nil {
		return fail(0, "%v", err)
	}
	t, err := l.Table()
	if err != nil {
		return fail(0, "table: %v", err)
	}
	d := &logDealer{cards: map[int][]Card{}, next: map[int]int{}}
	// A card may appear twice: an engine that burns cards can run out of
	// deck and deal mucked cards again. The log is the record of the deal;
	// the hand refuses a card live in two hands at once as it deals.
	addCard := ParseCard
	for k, cs := range l.Deal {
		seat, err := strconv.Atoi(k)
		if err != nil {
			return fail(0, "deal: seat %q is not a number", k)
		}
		for _, s := range cs {
			c, err := addCard(s)
			if err != nil {
				return fail(0, "deal: seat %d: %v", seat, err)
			}
			d.cards[seat] = append(d.cards[seat], c)
		}
	}
	if l.Community != nil {
		c, err := addCard(*l.Community)
		if err != nil {
			return fail(0, "community: %v", err)
		}
		d.community = &c
	}
	h, err := NewHand(t, d)
	if err != nil {
		return fail(0, "%v", err)
	}
	// Antes: the engine posts them; the log may list them in any order.
	wantAnte := map[int]int{}
	for _, a := range h.Actions() {
		if a.Kind == Ante {
			wantAnte[a.Seat] = a.Put
		}
	}
	for i, a := range l.Actions {
		n := i + 1
		kind, err := ParseActionKind(a.Action)
		if err != nil {
			return fail(n, "%v", err)
		}
		if kind == Ante {
			if want, ok := wantAnte[a.Seat]; !ok || want != a.Put {
				return fail(n, "seat %d antes %d, but the rules give an ante of %d", a.Seat, a.Put, want)
			}
			delete(wantAnte, a.Seat)
			continue
		}
		if h.dealErr != nil {
			return fail(n, "%v", h.dealErr)
		}
		if h.Done() {
			return fail(n, "seat %d %s, but the hand is already over", a.Seat, a.Action)
		}
		if a.Street != h.Street() {
			return fail(n, "the log is on street %d, the hand on street %d", a.Street, h.Street())
		}
		if to := h.ToAct(); to != a.Seat {
			return fail(n, "seat %d acts, but seat %d is to act", a.Seat, to)
		}
		act := Action{Kind: kind}
		if kind.Aggressive() {
			act.To = a.To
		}
		if err := h.Apply(act); err != nil {
			return fail(n, "seat %d cannot %s: %v", a.Seat, a.Action, err)
		}
		got := h.LastAction()
		if got.Put != a.Put || got.To != a.To {
			return fail(n, "seat %d %s puts %d to %d, the log says put %d to %d", a.Seat, a.Action, got.Put, got.To, a.Put, a.To)
		}
	}
	if len(wantAnte) > 0 {
		return fail(0, "the log is missing antes for %d seat(s)", len(wantAnte))
	}
	if h.dealErr != nil {
		return fail(0, "%v", h.dealErr)
	}
	if !h.Done() {
		return fail(0, "the log ends but seat %d is still to act", h.ToAct())
	}
	for seat, cs := range d.cards {
		if d.next[seat] != len(cs) {
			return fail(0, "seat %d was dealt %d cards, the log lists %d", seat, d.next[seat], len(cs))
		}
	}
	if (d.community != nil) != h.hasCommunity {
		return fail(0, "the log and the engine disagree on the community card")
	}
	if len(l.Showdown) > 0 || h.showdown != nil {
		got := map[int][]string{}
		if h.showdown != nil {
			for _, s := range h.showdown.Order {
				got[s.Seat] = s.Eval.Low.Strings()
			}
		}
		if len(got) != len(l.Showdown) {
			return fail(0, "%d hands shown, the log shows %d", len(got), len(l.Showdown))
		}
		for _, s := range l.Showdown {
			if !slices.Equal(got[s.Seat], s.Low) {
				return fail(0, "seat %d shows %v, the log says %v", s.Seat, got[s.Seat], s.Low)
			}
		}
	}
	for _, c := range h.Stacks() {
		want, ok := l.StacksAfter[strconv.Itoa(c.Seat)]
		if !ok {
			return fail(0, "the log gives no stack after the hand for seat %d", c.Seat)
		}
		if want != c.Amount {
			return fail(0, "seat %d ends with %d, the log says %d", c.Seat, c.Amount, want)
		}
	}
	// Awards are compared when there was a showdown. When everyone folds,
	// logs differ on whether the winner's own uncalled-then-matched chips
	// count as won (the hand-log spec's example counts them; the vectors'
	// engine does not); the stacks after the hand settle it either way.
	if h.showdown != nil {
		if err := sameChips("awards", l.Awards, h.Awards()); err != nil {
			return fail(0, "%v", err)
		}
	}
	if l.Returned != nil { // a field older logs may leave out
		if err := sameChips("returned", l.Returned, h.Returned()); err != nil {
			return fail(0, "%v", err)
		}
	}
	return h, nil
}

// checkAmounts refuses a log amount no table could produce: a negative
// one, or more than all the chips eight full stacks hold.
func (l HandLog) checkAmounts() error {
	const most = MaxPlayers * MaxStack
	check := func(what string, seat, n int) error {
		switch {
		case n < 0:
			return refuse(RuleStack, "%s of seat %d is %d: an amount of chips cannot be negative", what, seat, n)
		case n > most:
			return refuse(RuleStack, "%s of seat %d is %d: more than the %d chips a table can hold", what, seat, n, most)
		}
		return nil
	}
	for _, seat := range slices.Sorted(maps.Keys(l.StacksAfter)) {
		s, _ := strconv.Atoi(seat)
		if err := check("the stack after the hand", s, l.StacksAfter[seat]); err != nil {
			return err
		}
	}
	for _, a := range l.Actions {
		if err := check("a "+a.Action, a.Seat, a.Put); err != nil {
			return err
		}
		if err := check("the street total after a "+a.Action, a.Seat, a.To); err != nil {
			return err
		}
	}
	for _, part := range [...]struct {
		what string
		cs   []LogChips
	}{{"the chips returned", l.Returned}, {"the award", l.Awards}} {
		for _, c := range part.cs {
			if err := check(part.what, c.Seat, c.Amount); err != nil {
				return err
			}
		}
	}
	return nil
}

// AppendLogJSON appends the hand as one hand-log line (no newline), seats
// in seat order, straight from the hand's state: what `razz sim --json`
// writes, tens of thousands of hands a second. It is the same log as
// h.Log(seed, n) written by encoding/json.
func (h *Hand) AppendLogJSON(b []byte, seed uint64, n int) []byte {
	return h.AppendLog(b, LogMeta{Seed: seed, Hand: n})
}

// AppendLog is AppendLogJSON with the optional fields of m: the same log
// as h.LogWith(m) written by encoding/json.
func (h *Hand) AppendLog(b []byte, m LogMeta) []byte {
	t := h.table
	num := func(b []byte, v int) []byte { return strconv.AppendInt(b, int64(v), 10) }
	card := func(b []byte, c Card) []byte { return append(b, '"', rankChars[c.Rank()], suitChars[c.Suit()], '"') }
	b = append(b, `{"version":1,"game":"razz","seed":`...)
	b = strconv.AppendUint(b, m.Seed, 10)
	b = append(b, `,"hand":`...)
	b = num(b, m.Hand)
	b = append(b, `,"limits":{"ante":`...)
	b = num(b, t.Stakes.Ante)
	b = append(b, `,"bring_in":`...)
	b = num(b, t.Stakes.BringIn)
	b = append(b, `,"small_bet":`...)
	b = num(b, t.Stakes.Small)
	b = append(b, `,"big_bet":`...)
	b = num(b, t.Stakes.Big)
	b = append(b, `,"cap":`...)
	if t.Rules.Cap == 0 {
		b = append(b, "null"...)
	} else {
		b = num(b, t.Rules.Cap)
	}
	b = append(b, '}')
	if t.Rules != DefaultRules {
		b = appendLogRules(b, t.Rules)
	}
	b = append(b, `,"seats":[`...)
	for i := range h.seats {
		s := &h.seats[i]
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, `{"seat":`...)
		b = num(b, s.Seat)
		b = append(b, `,"name":`...)
		b = appendJSONString(b, s.Name)
		b = append(b, `,"stack":`...)
		b = num(b, s.start)
		b = append(b, '}')
	}
	b = append(b, `],"deal":{`...)
	for i := range h.seats {
		s := &h.seats[i]
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '"')
		b = num(b, s.Seat)
		b = append(b, `":[`...)
		for k, c := range s.cards {
			if k > 0 {
				b = append(b, ',')
			}
			b = card(b, c)
		}
		b = append(b, ']')
	}
	b = append(b, `},"community":`...)
	if h.hasCommunity {
		b = card(b, h.community)
	} else {
		b = append(b, "null"...)
	}
	b = append(b, `,"actions":[`...)
	i := 0
	for k := range h.events {
		a := &h.events[k]
		if a.Kind != EventAnte && a.Kind != EventAction {
			continue
		}
		if i++; i > 1 {
			b = append(b, ',')
		}
		b = append(b, `{"street":`...)
		b = num(b, a.Street)
		b = append(b, `,"seat":`...)
		b = num(b, a.Seat)
		b = append(b, `,"action":"`...)
		b = append(b, a.Act.String()...)
		b = append(b, `","put":`...)
		b = num(b, a.Amount)
		b = append(b, `,"to":`...)
		b = num(b, a.To)
		b = append(b, '}')
	}
	b = append(b, `],"showdown":[`...)
	if h.showdown != nil {
		for i, s := range h.showdown.Order {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"seat":`...)
			b = num(b, s.Seat)
			b = append(b, `,"low":[`...)
			for k, r := range s.Eval.Low.Written() {
				if k > 0 {
					b = append(b, ',')
				}
				b = append(b, '"', rankChars[r], '"')
			}
			b = append(b, "]}"...)
		}
	}
	b = append(b, ']')
	for _, part := range []struct {
		name string
		cs   []Chips
	}{{"returned", h.returned}, {"awards", h.awards}} {
		b = append(b, `,"`...)
		b = append(b, part.name...)
		b = append(b, `":[`...)
		for i, c := range part.cs {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"seat":`...)
			b = num(b, c.Seat)
			b = append(b, `,"amount":`...)
			b = num(b, c.Amount)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	b = append(b, `,"stacks_after":{`...)
	for i := range h.seats {
		s := &h.seats[i]
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '"')
		b = num(b, s.Seat)
		b = append(b, `":`...)
		b = num(b, s.Stack)
	}
	b = append(b, '}')
	for _, f := range [...]struct{ name, v string }{{"time", m.time()}, {"source", m.Source}, {"source_id", m.SourceID}} {
		if f.v != "" {
			b = append(b, `,"`...)
			b = append(b, f.name...)
			b = append(b, `":`...)
			b = appendJSONString(b, f.v)
		}
	}
	return append(b, '}')
}

// appendLogRules appends the "rules" field when any house rule other than
// the cap differs from the default: what logRules gives, in table order.
func appendLogRules(b []byte, r Rules) []byte {
	n := 0
	for _, hr := range HouseRules {
		if hr.Field == "cap" || !hr.Changed(r) {
			continue
		}
		if n++; n == 1 {
			b = append(b, `,"rules":{`...)
		} else {
			b = append(b, ',')
		}
		b = append(b, '"')
		b = append(b, hr.Field...)
		b = append(b, `":`...)
		if hr.Kind == SettingSwitch {
			b = append(b, hr.Get(r)...)
		} else {
			b = appendJSONString(b, hr.Get(r))
		}
	}
	if n > 0 {
		b = append(b, '}')
	}
	return b
}

// sameChips compares a log's list of amounts with the engine's, by seat.
func sameChips(what string, logged []LogChips, got []Chips) error {
	sum := func(cs []Chips) map[int]int {
		m := map[int]int{}
		for _, c := range cs {
			m[c.Seat] += c.Amount
		}
		return m
	}
	want := make([]Chips, len(logged))
	for i, c := range logged {
		want[i] = Chips(c)
	}
	a, b := sum(want), sum(got)
	for seat, n := range a {
		if b[seat] != n {
			return fmt.Errorf("%s: the log gives seat %d %d, the rules give %d", what, seat, n, b[seat])
		}
	}
	for seat, n := range b {
		if _, ok := a[seat]; !ok && n != 0 {
			return fmt.Errorf("%s: the rules give seat %d %d, the log nothing", what, seat, n)
		}
	}
	return nil
}

// appendJSONString appends s as a JSON string, by encoding/json's rules:
// quote, backslash and control characters escaped, invalid UTF-8 as
// U+FFFD, and U+2028 and U+2029 escaped for JavaScript's sake.
func appendJSONString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			default:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hex[r&0xf])
			i += size
			start = i
			continue
		}
		i += size
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
