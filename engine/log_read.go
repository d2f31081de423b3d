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
	if l, ok := decodeFast(line); ok {
		return l, nil
	}
	var l HandLog
	err := json.Unmarshal(line, &l)
	return l, err
}

// decodeFast is the hand-made reader alone: the log, and whether it read
// the line (else DecodeLog leaves it to encoding/json).
func decodeFast(line []byte) (HandLog, bool) {
	var l HandLog
	r := logReader{b: line}
	ok := r.handLog(&l) && r.end()
	return l, ok
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

// next moves to the next member or element of an object or array whose
// opening is read, end its closing ('}' or ']'): more is false at it.
func (r *logReader) next(first bool, end byte) (more, ok bool) {
	r.ws()
	if r.i >= len(r.b) {
		return false, false
	}
	switch c := r.b[r.i]; {
	case c == end:
		r.i++
		return false, true
	case !first && c != ',':
		return false, false
	case !first:
		r.i++
	}
	return true, true
}

// key reads an object's next key (its '{' read): more is false at its
// '}'.
func (r *logReader) key(first bool) (key []byte, more, ok bool) {
	if more, ok = r.next(first, '}'); !more || !ok {
		return nil, more, ok
	}
	k, ok := r.raw()
	if !ok || !r.take(':') {
		return nil, false, false
	}
	return k, true, true
}

// elem moves to an array's next element (its '[' read): more is false at
// its ']'.
func (r *logReader) elem(first bool) (more, ok bool) { return r.next(first, ']') }

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
func (r *logReader) strings(v *[]string) bool { return array(r, v, 7, r.string) }

// ints reads an array of ints.
func (r *logReader) ints(v *[]int) bool { return array(r, v, 0, r.int) }

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
			more, ok := r.keyAny(first)
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
func (r *logReader) keyAny(first bool) (more, ok bool) {
	if more, ok = r.next(first, '}'); !more || !ok {
		return more, ok
	}
	r.ws()
	if !r.skipString() || !r.take(':') {
		return false, false
	}
	return true, true
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

// field is a key of one of a hand log's objects and the reader of its
// value into the object.
type field[T any] struct {
	key  string
	read func(r *logReader, v *T) bool
}

func keysOf[T any](fs []field[T]) []string {
	out := make([]string, len(fs))
	for i, f := range fs {
		out[i] = f.key
	}
	return out
}

// readFields reads an object into v, each key's value by its field.
func readFields[T any](r *logReader, keys []string, fs []field[T], v *T) bool {
	return r.object(keys, func(k int) bool { return fs[k].read(r, v) })
}

// The fields of a hand log's objects, in the order the writers write
// them, and their keys.
var (
	handLogFields = []field[HandLog]{
		{"version", func(r *logReader, l *HandLog) bool { return r.int(&l.Version) }},
		{"game", func(r *logReader, l *HandLog) bool { return r.string(&l.Game) }},
		{"seed", func(r *logReader, l *HandLog) bool { return r.uint64(&l.Seed) }},
		{"hand", func(r *logReader, l *HandLog) bool { return r.int(&l.Hand) }},
		{"limits", func(r *logReader, l *HandLog) bool { return readFields(r, limitsKeys, limitsFields, &l.Limits) }},
		{"rules", func(r *logReader, l *HandLog) bool { return members(r, (*map[string]any)(&l.Rules), r.setting) }},
		{"seats", func(r *logReader, l *HandLog) bool { return array(r, &l.Seats, 8, r.seat) }},
		{"deal", func(r *logReader, l *HandLog) bool { return members(r, &l.Deal, r.strings) }},
		{"community", func(r *logReader, l *HandLog) bool { return r.stringPtr(&l.Community) }},
		{"actions", func(r *logReader, l *HandLog) bool { return array(r, &l.Actions, 48, r.action) }},
		{"showdown", func(r *logReader, l *HandLog) bool { return array(r, &l.Showdown, 8, r.show) }},
		{"returned", func(r *logReader, l *HandLog) bool { return array(r, &l.Returned, 2, r.chips) }},
		{"awards", func(r *logReader, l *HandLog) bool { return array(r, &l.Awards, 2, r.chips) }},
		{"stacks_after", func(r *logReader, l *HandLog) bool { return members(r, &l.StacksAfter, r.int) }},
		{"time", func(r *logReader, l *HandLog) bool { return r.string(&l.Time) }},
		{"source", func(r *logReader, l *HandLog) bool { return r.string(&l.Source) }},
		{"source_id", func(r *logReader, l *HandLog) bool { return r.string(&l.SourceID) }},
		{"run", func(r *logReader, l *HandLog) bool { return r.string(&l.Run) }},
		{"hidden", func(r *logReader, l *HandLog) bool { return members(r, &l.Hidden, r.ints) }},
		{"rake", func(r *logReader, l *HandLog) bool { return r.int(&l.Rake) }},
		{"currency", func(r *logReader, l *HandLog) bool { return r.string(&l.Currency) }},
		{"table", func(r *logReader, l *HandLog) bool { return r.string(&l.TableName) }},
		{"tournament", func(r *logReader, l *HandLog) bool { return r.tournament(&l.Tournament) }},
		{"mixed", func(r *logReader, l *HandLog) bool { return r.string(&l.Mixed) }},
		{"button", func(r *logReader, l *HandLog) bool { return r.int(&l.Button) }},
		{"hero", func(r *logReader, l *HandLog) bool { return r.int(&l.Hero) }},
		{"club", func(r *logReader, l *HandLog) bool { return r.string(&l.Club) }},
		{"table_max", func(r *logReader, l *HandLog) bool { return r.int(&l.TableMax) }},
		{"hero_name", func(r *logReader, l *HandLog) bool { return r.string(&l.HeroName) }},
		{"mucked", func(r *logReader, l *HandLog) bool { return r.ints(&l.Mucked) }},
	}
	limitsFields = []field[LogLimits]{
		{"ante", func(r *logReader, v *LogLimits) bool { return r.int(&v.Ante) }},
		{"bring_in", func(r *logReader, v *LogLimits) bool { return r.int(&v.BringIn) }},
		{"small_bet", func(r *logReader, v *LogLimits) bool { return r.int(&v.SmallBet) }},
		{"big_bet", func(r *logReader, v *LogLimits) bool { return r.int(&v.BigBet) }},
		{"cap", func(r *logReader, v *LogLimits) bool { return intPtr(r, &v.Cap) }},
	}
	seatFields = []field[LogSeat]{
		{"seat", func(r *logReader, v *LogSeat) bool { return r.int(&v.Seat) }},
		{"name", func(r *logReader, v *LogSeat) bool { return r.string(&v.Name) }},
		{"stack", func(r *logReader, v *LogSeat) bool { return r.int(&v.Stack) }},
		{"bot", func(r *logReader, v *LogSeat) bool { return r.string(&v.Bot) }},
		{"mistakes", func(r *logReader, v *LogSeat) bool { return floatPtr(r, &v.Mistakes) }},
	}
	actionFields = []field[LogAction]{
		{"street", func(r *logReader, v *LogAction) bool { return r.int(&v.Street) }},
		{"seat", func(r *logReader, v *LogAction) bool { return r.int(&v.Seat) }},
		{"action", func(r *logReader, v *LogAction) bool { return r.string(&v.Action) }},
		{"put", func(r *logReader, v *LogAction) bool { return r.int(&v.Put) }},
		{"to", func(r *logReader, v *LogAction) bool { return r.int(&v.To) }},
	}
	showFields = []field[LogShow]{
		{"seat", func(r *logReader, v *LogShow) bool { return r.int(&v.Seat) }},
		{"low", func(r *logReader, v *LogShow) bool { return r.strings(&v.Low) }},
	}
	chipsFields = []field[LogChips]{
		{"seat", func(r *logReader, v *LogChips) bool { return r.int(&v.Seat) }},
		{"amount", func(r *logReader, v *LogChips) bool { return r.int(&v.Amount) }},
	}
	tournamentFields = []field[LogTournament]{
		{"id", func(r *logReader, v *LogTournament) bool { return r.string(&v.ID) }},
		{"level", func(r *logReader, v *LogTournament) bool { return r.string(&v.Level) }},
		{"buy_in", func(r *logReader, v *LogTournament) bool { return r.string(&v.BuyIn) }},
		{"name", func(r *logReader, v *LogTournament) bool { return r.string(&v.Name) }},
		{"round", func(r *logReader, v *LogTournament) bool { return r.string(&v.Round) }},
	}
	handLogKeys, limitsKeys, seatKeys = keysOf(handLogFields), keysOf(limitsFields), keysOf(seatFields)
	actionKeys, showKeys, chipsKeys   = keysOf(actionFields), keysOf(showFields), keysOf(chipsFields)
	tournamentKeys                    = keysOf(tournamentFields)
)

func (r *logReader) handLog(l *HandLog) bool { return readFields(r, handLogKeys, handLogFields, l) }

func (r *logReader) seat(v *LogSeat) bool { return readFields(r, seatKeys, seatFields, v) }

func (r *logReader) action(v *LogAction) bool { return readFields(r, actionKeys, actionFields, v) }

func (r *logReader) show(v *LogShow) bool { return readFields(r, showKeys, showFields, v) }

func (r *logReader) chips(v *LogChips) bool { return readFields(r, chipsKeys, chipsFields, v) }

func (r *logReader) tournament(v **LogTournament) bool {
	if r.null() {
		*v = nil
		return true
	}
	*v = &LogTournament{}
	return readFields(r, tournamentKeys, tournamentFields, *v)
}

// intPtr reads an int a pointer holds (null: nil).
func intPtr(r *logReader, v **int) bool {
	if r.null() {
		*v = nil
		return true
	}
	var n int
	*v = &n
	return r.int(&n)
}

// floatPtr reads a number a pointer holds (null: nil).
func floatPtr(r *logReader, v **float64) bool {
	if r.null() {
		*v = nil
		return true
	}
	f, ok := r.float()
	*v = &f
	return ok
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
