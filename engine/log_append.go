package engine

// This file is the fast hand-log writer: one JSON line appended straight
// from the hand's state, the same log encoding/json writes for
// Hand.LogWith (random_test.go compares the two on random hands).

import (
	"math"
	"strconv"
	"unicode/utf8"
)

// AppendLog appends the hand as one hand-log line (no newline), seats in
// seat order, straight from the hand's state, with the optional fields of
// m: what `razz sim --json` writes, tens of thousands of hands a second.
// It is the same log as h.LogWith(m) written by encoding/json.
func (h *Hand) AppendLog(b []byte, m LogMeta) []byte {
	t := h.table
	b = append(b, `{"version":`...)
	b = appendNum(b, LogVersion)
	b = append(b, `,"game":"razz","seed":`...)
	b = strconv.AppendUint(b, m.Seed, 10)
	b = append(b, `,"hand":`...)
	b = appendNum(b, m.Hand)
	b = append(b, `,"limits":{"ante":`...)
	b = appendNum(b, t.Stakes.Ante)
	b = append(b, `,"bring_in":`...)
	b = appendNum(b, t.Stakes.BringIn)
	b = append(b, `,"small_bet":`...)
	b = appendNum(b, t.Stakes.Small)
	b = append(b, `,"big_bet":`...)
	b = appendNum(b, t.Stakes.Big)
	b = append(b, `,"cap":`...)
	if t.Rules.Cap == 0 {
		b = append(b, "null"...)
	} else {
		b = appendNum(b, t.Rules.Cap)
	}
	b = append(b, '}')
	if t.Rules != DefaultRules {
		b = appendLogRules(b, t.Rules)
	}
	b = h.appendLogSeats(b, m)
	b = append(b, `,"community":`...)
	if h.hasCommunity {
		b = appendCard(b, h.community)
	} else {
		b = append(b, "null"...)
	}
	b = h.appendLogActions(b)
	b = h.appendLogShowdown(b)
	b = appendLogChips(b, "returned", h.returned)
	b = appendLogChips(b, "awards", h.awards)
	b = append(b, `,"stacks_after":{`...)
	for i := range h.seats {
		s := &h.seats[i]
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '"')
		b = appendNum(b, s.Seat)
		b = append(b, `":`...)
		b = appendNum(b, s.Stack)
	}
	b = append(b, '}')
	for _, f := range [...]struct{ name, v string }{{"time", m.time()}, {"source", m.Source}, {"source_id", m.SourceID}, {"run", m.Run}} {
		if f.v != "" {
			b = append(b, `,"`...)
			b = append(b, f.name...)
			b = append(b, `":`...)
			b = appendJSONString(b, f.v)
		}
	}
	if m.Hero != 0 {
		b = append(b, `,"hero":`...)
		b = appendNum(b, m.Hero)
	}
	return append(b, '}')
}

func appendNum(b []byte, v int) []byte { return strconv.AppendInt(b, int64(v), 10) }

// appendJSONFloat appends f as encoding/json writes a float64: plain
// decimals, an exponent only below 1e-6 or from 1e21, written e-7 not
// e-07.
func appendJSONFloat(b []byte, f float64) []byte {
	abs := math.Abs(f)
	if abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		n := len(b)
		b = strconv.AppendFloat(b, f, 'e', -1, 64)
		if k := len(b); k-n >= 4 && b[k-4] == 'e' && b[k-3] == '-' && b[k-2] == '0' {
			b[k-2] = b[k-1]
			b = b[:k-1]
		}
		return b
	}
	return strconv.AppendFloat(b, f, 'f', -1, 64)
}

func appendCard(b []byte, c Card) []byte {
	return append(b, '"', rankChars[c.Rank()], suitChars[c.Suit()], '"')
}

// appendLogSeats appends the "seats" and "deal" fields, each seat a bot
// plays with its style and how often it makes mistakes, as m says.
func (h *Hand) appendLogSeats(b []byte, m LogMeta) []byte {
	b = append(b, `,"seats":[`...)
	for i := range h.seats {
		s := &h.seats[i]
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, `{"seat":`...)
		b = appendNum(b, s.Seat)
		b = append(b, `,"name":`...)
		b = appendJSONString(b, s.Name)
		b = append(b, `,"stack":`...)
		b = appendNum(b, s.start)
		if st := m.Bots[s.Seat]; st != "" {
			b = append(b, `,"bot":`...)
			b = appendJSONString(b, st)
		}
		if f := m.mistakes(s.Seat); f != nil {
			b = append(b, `,"mistakes":`...)
			b = appendJSONFloat(b, *f)
		}
		b = append(b, '}')
	}
	b = append(b, `],"deal":{`...)
	for i := range h.seats {
		s := &h.seats[i]
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '"')
		b = appendNum(b, s.Seat)
		b = append(b, `":[`...)
		for k, c := range s.cards {
			if k > 0 {
				b = append(b, ',')
			}
			b = appendCard(b, c)
		}
		b = append(b, ']')
	}
	return append(b, '}')
}

// appendLogActions appends the "actions" field: the antes and the
// players' actions.
func (h *Hand) appendLogActions(b []byte) []byte {
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
		b = appendNum(b, a.Street)
		b = append(b, `,"seat":`...)
		b = appendNum(b, a.Seat)
		b = append(b, `,"action":"`...)
		b = append(b, a.Act.String()...)
		b = append(b, `","put":`...)
		b = appendNum(b, a.Amount)
		b = append(b, `,"to":`...)
		b = appendNum(b, a.To)
		b = append(b, '}')
	}
	return append(b, ']')
}

// appendLogShowdown appends the "showdown" field.
func (h *Hand) appendLogShowdown(b []byte) []byte {
	b = append(b, `,"showdown":[`...)
	if h.showdown != nil {
		for i, s := range h.showdown.Order {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"seat":`...)
			b = appendNum(b, s.Seat)
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
	return append(b, ']')
}

// appendLogChips appends a field of chips by seat ("returned", "awards").
func appendLogChips(b []byte, name string, cs []Chips) []byte {
	b = append(b, `,"`...)
	b = append(b, name...)
	b = append(b, `":[`...)
	for i, c := range cs {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, `{"seat":`...)
		b = appendNum(b, c.Seat)
		b = append(b, `,"amount":`...)
		b = appendNum(b, c.Amount)
		b = append(b, '}')
	}
	return append(b, ']')
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
