package hhfmt

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The part of TOML that PHH files use: "[name]" tables, key = value lines,
// comments, integers, floats, booleans, strings and arrays (which may span
// lines). Dates and inline tables are refused with a clear message.

type tomlTable struct {
	name string
	line int
	keys map[string]any
	at   map[string]int // key -> line
}

type tomlParser struct {
	s    string
	i    int
	line int
}

func (p *tomlParser) errf(format string, a ...any) error {
	return fmt.Errorf("line %d: %s", p.line, fmt.Sprintf(format, a...))
}

func (p *tomlParser) peek() byte {
	if p.i < len(p.s) {
		return p.s[p.i]
	}
	return 0
}

// skip passes spaces and tabs, and with nl also newlines and comments.
func (p *tomlParser) skip(nl bool) {
	for p.i < len(p.s) {
		switch c := p.s[p.i]; {
		case c == ' ' || c == '\t' || c == '\r':
			p.i++
		case c == '#':
			for p.i < len(p.s) && p.s[p.i] != '\n' {
				p.i++
			}
		case c == '\n' && nl:
			p.i++
			p.line++
		default:
			return
		}
	}
}

// parseTOMLFrom reads the tables of part of a document that starts on
// line first: the keys before its first header, if any, go into a first
// table named "" (which holds no keys when there are none).
func parseTOMLFrom(s string, first int) ([]tomlTable, error) {
	s = strings.TrimPrefix(s, "\ufeff")
	if !utf8.ValidString(s) {
		return nil, fmt.Errorf("not UTF-8 text")
	}
	p := &tomlParser{s: s, line: first}
	tables := []tomlTable{{keys: map[string]any{}, at: map[string]int{}, line: first}}
	for {
		p.skip(true)
		if p.i >= len(p.s) {
			break
		}
		cur := &tables[len(tables)-1]
		if p.peek() == '[' {
			end := strings.IndexAny(p.s[p.i:], "]\n")
			if end < 0 || p.s[p.i+end] != ']' {
				return nil, p.errf("a table header with no closing ]")
			}
			name := strings.TrimSpace(p.s[p.i+1 : p.i+end])
			if strings.HasPrefix(name, "[") {
				return nil, p.errf("arrays of tables ([[...]]) are not PHH")
			}
			name = strings.Trim(name, `"'`)
			p.i += end + 1
			tables = append(tables, tomlTable{name: name, line: p.line, keys: map[string]any{}, at: map[string]int{}})
			p.skip(false)
			if c := p.peek(); c != '\n' && c != 0 {
				return nil, p.errf("text after the table header")
			}
			continue
		}
		key, err := p.key()
		if err != nil {
			return nil, err
		}
		p.skip(false)
		if p.peek() != '=' {
			return nil, p.errf("%q: expected = after the key", key)
		}
		p.i++
		p.skip(false)
		at := p.line
		v, err := p.value()
		if err != nil {
			return nil, err
		}
		if _, dup := cur.keys[key]; dup {
			return nil, p.errf("%q given twice", key)
		}
		cur.keys[key], cur.at[key] = v, at
		p.skip(false)
		if c := p.peek(); c != '\n' && c != 0 {
			return nil, p.errf("%q: text after the value", key)
		}
	}
	return tables, nil
}

func (p *tomlParser) key() (string, error) {
	if c := p.peek(); c == '"' || c == '\'' {
		return p.str()
	}
	start := p.i
	for p.i < len(p.s) {
		c := p.s[p.i]
		if c == '_' || c == '-' || c == '.' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
			p.i++
			continue
		}
		break
	}
	if p.i == start {
		return "", p.errf("expected a key, found %q", p.rest())
	}
	return p.s[start:p.i], nil
}

func (p *tomlParser) rest() string {
	r := p.s[p.i:]
	if i := strings.IndexByte(r, '\n'); i >= 0 {
		r = r[:i]
	}
	if len(r) > 20 {
		r = r[:20] + "…"
	}
	return r
}

func (p *tomlParser) value() (any, error) {
	switch c := p.peek(); {
	case c == '"' || c == '\'':
		return p.str()
	case c == '[':
		p.i++
		var out []any
		for {
			p.skip(true)
			if p.peek() == ']' {
				p.i++
				return out, nil
			}
			if p.i >= len(p.s) {
				return nil, p.errf("an array with no closing ]")
			}
			v, err := p.value()
			if err != nil {
				return nil, err
			}
			out = append(out, v)
			p.skip(true)
			switch p.peek() {
			case ',':
				p.i++
			case ']':
			default:
				return nil, p.errf("expected , or ] in an array, found %q", p.rest())
			}
		}
	case c == '{':
		return nil, p.errf("inline tables are not PHH")
	}
	start := p.i
	for p.i < len(p.s) && !strings.ContainsRune(" \t\r\n,]#", rune(p.s[p.i])) {
		p.i++
	}
	w := p.s[start:p.i]
	switch w {
	case "true":
		return true, nil
	case "false":
		return false, nil
	case "":
		return nil, p.errf("expected a value, found %q", p.rest())
	}
	clean := strings.ReplaceAll(w, "_", "")
	if n, err := strconv.ParseInt(clean, 10, 64); err == nil {
		return n, nil
	}
	if f, err := strconv.ParseFloat(clean, 64); err == nil {
		return f, nil
	}
	if localTimeRE.MatchString(w) {
		return tomlTime(w), nil
	}
	return nil, p.errf("%q is not a value PHH uses (number, true/false, string, time of day or array)", w)
}

// tomlTime is a TOML local time, as PHH's time field holds one: "19:05:07".
type tomlTime string

var localTimeRE = regexp.MustCompile(`^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9](\.[0-9]+)?)?$`)

func (p *tomlParser) str() (string, error) {
	q := p.s[p.i]
	if strings.HasPrefix(p.s[p.i:], string([]byte{q, q, q})) {
		return "", p.errf("multi-line strings are not PHH")
	}
	p.i++
	var b strings.Builder
	for p.i < len(p.s) {
		c := p.s[p.i]
		switch {
		case c == q:
			p.i++
			return b.String(), nil
		case c == '\n':
			return "", p.errf("a string with no closing quote")
		case c == '\\' && q == '"':
			if p.i+1 >= len(p.s) {
				return "", p.errf("a string with no closing quote")
			}
			e := p.s[p.i+1]
			p.i += 2
			switch e {
			case 'n':
				b.WriteByte('\n')
			case 't':
				b.WriteByte('\t')
			case 'r':
				b.WriteByte('\r')
			case 'b':
				b.WriteByte('\b')
			case 'f':
				b.WriteByte('\f')
			case '"', '\\':
				b.WriteByte(e)
			case 'u', 'U':
				n := 4
				if e == 'U' {
					n = 8
				}
				if p.i+n > len(p.s) {
					return "", p.errf("a short \\%c escape", e)
				}
				r, err := strconv.ParseUint(p.s[p.i:p.i+n], 16, 32)
				if err != nil || !utf8.ValidRune(rune(r)) {
					return "", p.errf("a bad \\%c escape", e)
				}
				b.WriteRune(rune(r))
				p.i += n
			default:
				return "", p.errf("unknown escape \\%c", e)
			}
		default:
			b.WriteByte(c)
			p.i++
		}
	}
	return "", p.errf("a string with no closing quote")
}
