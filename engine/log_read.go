package engine

import (
	"bytes"
	"encoding/json"
	"math"
	"math/bits"
	"slices"
	"strconv"
	"unicode/utf8"
)

// DecodeLog reads one hand-log line into a HandLog as encoding/json does
// (json.Unmarshal into a zero HandLog: the same log, the same errors), a
// good deal faster on the lines this program writes: logReader reads them
// by hand, and anything it is not sure to read as encoding/json would (an
// escape in a string, a key twice, a key that only differs in case, a
// number written as a float where an int goes) goes to encoding/json.
// It checks nothing a log says; ParseLog does.
func DecodeLog(line []byte) (HandLog, error) {
	var l HandLog
	r := logReader{b: line}
	if r.handLog(&l) && r.end() {
		return l, nil
	}
	l = HandLog{}
	err := json.Unmarshal(line, &l)
	return l, err
}

// logReader reads JSON from b at i, each of its methods reporting false
// where the text is anything it does not read as encoding/json would: the
// caller then leaves the line to encoding/json.
type logReader struct {
	b []byte
	i int
}

func (r *logReader) ws() {
	for r.i < len(r.b) {
		switch r.b[r.i] {
		case ' ', '\t', '\n', '\r':
			r.i++
		default:
			return
		}
	}
}

// end reports whether nothing but white space is left.
func (r *logReader) end() bool {
	r.ws()
	return r.i == len(r.b)
}

// take reads the byte c after any white space.
func (r *logReader) take(c byte) bool {
	r.ws()
	if r.i < len(r.b) && r.b[r.i] == c {
		r.i++
		return true
	}
	return false
}

// null reads a null, if that is what comes next.
func (r *logReader) null() bool {
	r.ws()
	if bytes.HasPrefix(r.b[r.i:], []byte("null")) {
		r.i += 4
		return true
	}
	return false
}

// key reads an object's next key (its '{' read): more is false at its
// '}'.
func (r *logReader) key(first bool) (key []byte, more, ok bool) {
	r.ws()
	if r.i >= len(r.b) {
		return nil, false, false
	}
	switch c := r.b[r.i]; {
	case c == '}':
		r.i++
		return nil, false, true
	case !first && c != ',':
		return nil, false, false
	case !first:
		r.i++
	}
	k, ok := r.raw()
	if !ok || !r.take(':') {
		return nil, false, false
	}
	return k, true, true
}

// elem moves to an array's next element (its '[' read): more is false at
// its ']'.
func (r *logReader) elem(first bool) (more, ok bool) {
	r.ws()
	if r.i >= len(r.b) {
		return false, false
	}
	switch c := r.b[r.i]; {
	case c == ']':
		r.i++
		return false, true
	case !first && c != ',':
		return false, false
	case !first:
		r.i++
	}
	return true, true
}

// raw reads a string with no escape in it, valid UTF-8, as the bytes
// between its quotes.
func (r *logReader) raw() ([]byte, bool) {
	if !r.take('"') {
		return nil, false
	}
	start, ascii := r.i, true
	for r.i < len(r.b) {
		c := r.b[r.i]
		switch {
		case c == '"':
			s := r.b[start:r.i]
			r.i++
			return s, ascii || utf8.Valid(s)
		case c == '\\' || c < 0x20:
			return nil, false
		case c >= utf8.RuneSelf:
			ascii = false
		}
		r.i++
	}
	return nil, false
}

// str reads a string, the cards, seats and actions a log holds many of
// without a copy each.
func (r *logReader) str() (string, bool) {
	s, ok := r.raw()
	if !ok {
		return "", false
	}
	return intern(s), true
}

// logWords are the strings a log says again and again, kept once: the
// seats' numbers and the actions; cardWords every card's (by rank and
// suit), and cardRank and cardSuit their letters' numbers from 1.
var (
	logWords           = map[string]string{}
	cardWords          [NumCards]string
	cardRank, cardSuit [128]uint8
)

func init() {
	for s := 1; s <= 10; s++ {
		logWords[strconv.Itoa(s)] = strconv.Itoa(s)
	}
	for k := Ante; k <= Raise; k++ {
		logWords[k.String()] = k.String()
	}
	logWords[UnknownCard] = UnknownCard
	for c := range Card(NumCards) {
		cardWords[c] = c.String()
	}
	for i := range len(rankChars) {
		cardRank[rankChars[i]] = uint8(i + 1)
	}
	for i := range len(suitChars) {
		cardSuit[suitChars[i]] = uint8(i + 1)
	}
}

func intern(s []byte) string {
	if len(s) == 2 && s[0] < 128 && s[1] < 128 {
		if r, u := cardRank[s[0]], cardSuit[s[1]]; r > 0 && u > 0 {
			return cardWords[NewCard(Rank(r-1), Suit(u-1))]
		}
	}
	if w, ok := logWords[string(s)]; ok {
		return w
	}
	return string(s)
}

// digits reads a number's integer part, unsigned, as encoding/json takes
// it (no leading zero, up to math.MaxUint64), with no fraction or
// exponent after it.
func (r *logReader) digits() (uint64, bool) {
	start := r.i
	var n uint64
	for r.i < len(r.b) && r.b[r.i] >= '0' && r.b[r.i] <= '9' {
		hi, lo := bits.Mul64(n, 10)
		sum, carry := bits.Add64(lo, uint64(r.b[r.i]-'0'), 0)
		if hi != 0 || carry != 0 {
			return 0, false
		}
		n = sum
		r.i++
	}
	switch {
	case r.i == start, r.b[start] == '0' && r.i-start > 1:
		return 0, false
	case r.i < len(r.b) && (r.b[r.i] == '.' || r.b[r.i] == 'e' || r.b[r.i] == 'E'):
		return 0, false
	}
	return n, true
}

// int reads an int; a null leaves v as it is, as encoding/json does.
func (r *logReader) int(v *int) bool {
	if r.null() {
		return true
	}
	neg := r.i < len(r.b) && r.b[r.i] == '-'
	if neg {
		r.i++
	}
	n, ok := r.digits()
	if !ok {
		return false
	}
	switch {
	case !neg && n <= math.MaxInt:
		*v = int(n)
	case neg && n <= uint64(math.MaxInt)+1:
		*v = int(-n)
	default:
		return false
	}
	return true
}

func (r *logReader) uint64(v *uint64) bool {
	if r.null() {
		return true
	}
	n, ok := r.digits()
	*v = n
	return ok
}

// float reads a number by JSON's grammar as encoding/json does
// (strconv.ParseFloat of its text).
func (r *logReader) float() (float64, bool) {
	r.ws()
	start := r.i
	if r.i < len(r.b) && r.b[r.i] == '-' {
		r.i++
	}
	digits := func() int {
		n := 0
		for r.i < len(r.b) && r.b[r.i] >= '0' && r.b[r.i] <= '9' {
			r.i++
			n++
		}
		return n
	}
	intStart := r.i
	if n := digits(); n == 0 || r.b[intStart] == '0' && n > 1 {
		return 0, false
	}
	if r.i < len(r.b) && r.b[r.i] == '.' {
		r.i++
		if digits() == 0 {
			return 0, false
		}
	}
	if r.i < len(r.b) && (r.b[r.i] == 'e' || r.b[r.i] == 'E') {
		r.i++
		if r.i < len(r.b) && (r.b[r.i] == '+' || r.b[r.i] == '-') {
			r.i++
		}
		if digits() == 0 {
			return 0, false
		}
	}
	f, err := strconv.ParseFloat(string(r.b[start:r.i]), 64)
	return f, err == nil
}

// string reads a string; a null leaves v as it is.
func (r *logReader) string(v *string) bool {
	if r.null() {
		return true
	}
	s, ok := r.str()
	*v = s
	return ok
}

// strings reads an array of strings (null: nil; [] an empty slice, as
// encoding/json gives).
func (r *logReader) strings(v *[]string) bool {
	if r.null() {
		*v = nil
		return true
	}
	if !r.take('[') {
		return false
	}
	out := make([]string, 0, 7)
	for first := true; ; first = false {
		more, ok := r.elem(first)
		if !ok {
			return false
		}
		if !more {
			*v = out
			return true
		}
		var s string
		if !r.string(&s) {
			return false
		}
		out = append(out, s)
	}
}

// ints reads an array of ints.
func (r *logReader) ints(v *[]int) bool {
	if r.null() {
		*v = nil
		return true
	}
	if !r.take('[') {
		return false
	}
	out := []int{}
	for first := true; ; first = false {
		more, ok := r.elem(first)
		if !ok {
			return false
		}
		if !more {
			*v = out
			return true
		}
		var n int
		if !r.int(&n) {
			return false
		}
		out = append(out, n)
	}
}

// array reads an array (null: nil, a slice of none is not nil), each
// element by one.
func array[T any](r *logReader, v *[]T, size int, one func(*T) bool) bool {
	if r.null() {
		*v = nil
		return true
	}
	if !r.take('[') {
		return false
	}
	out := make([]T, 0, size)
	for first := true; ; first = false {
		more, ok := r.elem(first)
		if !ok {
			return false
		}
		if !more {
			*v = out
			return true
		}
		var zero T
		out = append(out, zero)
		if !one(&out[len(out)-1]) {
			return false
		}
	}
}

// object reads an object's members, each key's value by field (which
// reports false for a key it does not know): a key twice, or an unknown
// key that differs from a known one only in case (which encoding/json
// would match to it), is not read here. null leaves the value as it is.
func (r *logReader) object(known []string, field func(k int) bool) bool {
	if r.null() {
		return true
	}
	if !r.take('{') {
		return false
	}
	var seen uint64
	next := 0
	for first := true; ; first = false {
		key, more, ok := r.key(first)
		if !ok {
			return false
		}
		if !more {
			return true
		}
		// Most logs give the keys in the order they are known in.
		k := next
		if k >= len(known) || string(key) != known[k] {
			k = slices.Index(known, string(key))
		}
		next = k + 1
		if k < 0 && slices.ContainsFunc(known, func(name string) bool { return bytes.EqualFold(key, []byte(name)) }) {
			return false
		}
		switch {
		case k < 0:
			if !r.skip(0) {
				return false
			}
		case seen&(1<<k) != 0:
			return false
		default:
			seen |= 1 << k
			if !field(k) {
				return false
			}
		}
	}
}

// members reads an object as a map's members (null: nil; {} an empty
// map), each value by one; a key given twice keeps its last value, as
// encoding/json does.
func members[T any](r *logReader, v *map[string]T, one func(*T) bool) bool {
	if r.null() {
		*v = nil
		return true
	}
	if !r.take('{') {
		return false
	}
	m := make(map[string]T, 8)
	e := new(T) // each value read here, then copied into the map
	for first := true; ; first = false {
		key, more, ok := r.key(first)
		if !ok {
			return false
		}
		if !more {
			*v = m
			return true
		}
		var zero T
		*e = zero
		if !one(e) {
			return false
		}
		m[intern(key)] = *e
	}
}

// skip reads past any JSON value, as strictly as encoding/json checks it
// (escapes in its strings included), depth deep in others.
func (r *logReader) skip(depth int) bool {
	r.ws()
	if r.i >= len(r.b) || depth > 64 {
		return false
	}
	switch c := r.b[r.i]; {
	case c == '{':
		r.i++
		for first := true; ; first = false {
			_, more, ok := r.keyAny(first)
			if !ok || !more {
				return ok
			}
			if !r.skip(depth + 1) {
				return false
			}
		}
	case c == '[':
		r.i++
		for first := true; ; first = false {
			more, ok := r.elem(first)
			if !ok || !more {
				return ok
			}
			if !r.skip(depth + 1) {
				return false
			}
		}
	case c == '"':
		return r.skipString()
	case c == '-' || c >= '0' && c <= '9':
		_, ok := r.float()
		return ok
	}
	for _, lit := range [...]string{"true", "false", "null"} {
		if bytes.HasPrefix(r.b[r.i:], []byte(lit)) {
			r.i += len(lit)
			return true
		}
	}
	return false
}

// keyAny is key for an object skipped: its keys may hold escapes.
func (r *logReader) keyAny(first bool) (key []byte, more, ok bool) {
	r.ws()
	if r.i >= len(r.b) {
		return nil, false, false
	}
	switch c := r.b[r.i]; {
	case c == '}':
		r.i++
		return nil, false, true
	case !first && c != ',':
		return nil, false, false
	case !first:
		r.i++
		r.ws()
	}
	if !r.skipString() || !r.take(':') {
		return nil, false, false
	}
	return nil, true, true
}

// skipString reads past a string, escapes and all, that encoding/json
// reads (invalid UTF-8 it would write as U+FFFD: no matter in a value
// skipped).
func (r *logReader) skipString() bool {
	if r.i >= len(r.b) || r.b[r.i] != '"' {
		return false
	}
	r.i++
	for r.i < len(r.b) {
		c := r.b[r.i]
		r.i++
		switch {
		case c == '"':
			return true
		case c < 0x20:
			return false
		case c == '\\':
			if r.i >= len(r.b) {
				return false
			}
			e := r.b[r.i]
			r.i++
			switch e {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
			case 'u':
				if r.i+4 > len(r.b) {
					return false
				}
				if _, err := strconv.ParseUint(string(r.b[r.i:r.i+4]), 16, 16); err != nil {
					return false
				}
				r.i += 4
			default:
				return false
			}
		}
	}
	return false
}

// The keys of a hand log's objects, in the order their readers number
// them.
var (
	handLogKeys = []string{"version", "game", "seed", "hand", "limits", "rules", "seats", "deal", "community", "actions",
		"showdown", "returned", "awards", "stacks_after", "time", "source", "source_id", "run", "hidden", "rake",
		"currency", "table", "tournament", "mixed", "button", "hero", "club", "table_max", "hero_name", "mucked"}
	limitsKeys     = []string{"ante", "bring_in", "small_bet", "big_bet", "cap"}
	seatKeys       = []string{"seat", "name", "stack", "bot", "mistakes"}
	actionKeys     = []string{"street", "seat", "action", "put", "to"}
	showKeys       = []string{"seat", "low"}
	chipsKeys      = []string{"seat", "amount"}
	tournamentKeys = []string{"id", "level", "buy_in", "name", "round"}
)

// logPlay is the number of handLogKeys' first keys, the hand's play, that
// handPlay reads; handMeta reads the rest.
const logPlay = 14

func (r *logReader) handLog(l *HandLog) bool {
	return r.object(handLogKeys, func(k int) bool {
		if k < logPlay {
			return r.handPlay(l, k)
		}
		return r.handMeta(l, k)
	})
}

func (r *logReader) handPlay(l *HandLog, k int) bool {
	switch k {
	case 0:
		return r.int(&l.Version)
	case 1:
		return r.string(&l.Game)
	case 2:
		return r.uint64(&l.Seed)
	case 3:
		return r.int(&l.Hand)
	case 4:
		return r.limits(&l.Limits)
	case 5:
		return members(r, (*map[string]any)(&l.Rules), r.setting)
	case 6:
		return array(r, &l.Seats, 8, r.seat)
	case 7:
		return members(r, &l.Deal, r.strings)
	case 8:
		return r.stringPtr(&l.Community)
	case 9:
		return array(r, &l.Actions, 48, r.action)
	case 10:
		return array(r, &l.Showdown, 8, r.show)
	case 11:
		return array(r, &l.Returned, 2, r.chips)
	case 12:
		return array(r, &l.Awards, 2, r.chips)
	}
	return members(r, &l.StacksAfter, r.int)
}

func (r *logReader) handMeta(l *HandLog, k int) bool {
	switch k {
	case 14:
		return r.string(&l.Time)
	case 15:
		return r.string(&l.Source)
	case 16:
		return r.string(&l.SourceID)
	case 17:
		return r.string(&l.Run)
	case 18:
		return members(r, &l.Hidden, r.ints)
	case 19:
		return r.int(&l.Rake)
	case 20:
		return r.string(&l.Currency)
	case 21:
		return r.string(&l.TableName)
	case 22:
		return r.tournament(&l.Tournament)
	case 23:
		return r.string(&l.Mixed)
	case 24:
		return r.int(&l.Button)
	case 25:
		return r.int(&l.Hero)
	case 26:
		return r.string(&l.Club)
	case 27:
		return r.int(&l.TableMax)
	case 28:
		return r.string(&l.HeroName)
	}
	return r.ints(&l.Mucked)
}

func (r *logReader) limits(v *LogLimits) bool {
	return r.object(limitsKeys, func(k int) bool {
		switch k {
		case 0:
			return r.int(&v.Ante)
		case 1:
			return r.int(&v.BringIn)
		case 2:
			return r.int(&v.SmallBet)
		case 3:
			return r.int(&v.BigBet)
		}
		if r.null() {
			v.Cap = nil
			return true
		}
		var n int
		v.Cap = &n
		return r.int(&n)
	})
}

// setting reads a house rule's value: a switch's true or false, a
// choice's name (null: none); a number or more goes to encoding/json.
func (r *logReader) setting(v *any) bool {
	r.ws()
	switch {
	case r.null():
		*v = nil
	case bytes.HasPrefix(r.b[r.i:], []byte("true")):
		r.i += 4
		*v = true
	case bytes.HasPrefix(r.b[r.i:], []byte("false")):
		r.i += 5
		*v = false
	default:
		s, ok := r.str()
		*v = s
		return ok
	}
	return true
}

func (r *logReader) seat(v *LogSeat) bool {
	return r.object(seatKeys, func(k int) bool {
		switch k {
		case 0:
			return r.int(&v.Seat)
		case 1:
			return r.string(&v.Name)
		case 2:
			return r.int(&v.Stack)
		case 3:
			return r.string(&v.Bot)
		}
		if r.null() {
			v.Mistakes = nil
			return true
		}
		f, ok := r.float()
		v.Mistakes = &f
		return ok
	})
}

func (r *logReader) action(v *LogAction) bool {
	return r.object(actionKeys, func(k int) bool {
		switch k {
		case 0:
			return r.int(&v.Street)
		case 1:
			return r.int(&v.Seat)
		case 2:
			return r.string(&v.Action)
		case 3:
			return r.int(&v.Put)
		}
		return r.int(&v.To)
	})
}

func (r *logReader) show(v *LogShow) bool {
	return r.object(showKeys, func(k int) bool {
		if k == 0 {
			return r.int(&v.Seat)
		}
		return r.strings(&v.Low)
	})
}

func (r *logReader) chips(v *LogChips) bool {
	return r.object(chipsKeys, func(k int) bool {
		if k == 0 {
			return r.int(&v.Seat)
		}
		return r.int(&v.Amount)
	})
}

func (r *logReader) tournament(v **LogTournament) bool {
	if r.null() {
		*v = nil
		return true
	}
	t := &LogTournament{}
	*v = t
	return r.object(tournamentKeys, func(k int) bool {
		switch k {
		case 0:
			return r.string(&t.ID)
		case 1:
			return r.string(&t.Level)
		case 2:
			return r.string(&t.BuyIn)
		case 3:
			return r.string(&t.Name)
		}
		return r.string(&t.Round)
	})
}

// stringPtr reads a string a pointer holds (null: nil).
func (r *logReader) stringPtr(v **string) bool {
	if r.null() {
		*v = nil
		return true
	}
	s, ok := r.str()
	*v = &s
	return ok
}
