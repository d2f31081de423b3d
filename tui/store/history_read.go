package store

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strconv"
	"strings"
	"time"

	"razz/engine"
)

// Line is one complete line of the history and where it starts.
type Line struct {
	Number int   // the line's number in the file, from 1
	Offset int64 // its first byte
	Bytes  []byte
}

// Scan calls fn with every complete, well-formed line of the history in
// order (the bytes are valid until fn returns). Damage is set aside into
// FILE.bad so that it is reported once and no complete hand is lost: a
// torn last line first, and lines that are not JSON objects after the
// pass, when the file is rewritten without them (temporary file and
// rename; the offsets given to fn are those of the mended file). A missing
// file is an empty history.
func (h *History) Scan(fn func(Line) error) (*Problem, error) {
	return h.scan(fn, true)
}

// scan reads the complete lines; mend says whether to set damage aside.
func (h *History) scan(fn func(Line) error, mend bool) (*Problem, error) {
	var problem *Problem
	var err error
	if mend {
		if problem, err = h.mendTail(); err != nil {
			// Reading goes on (a torn last line is never read); the
			// damage stays where it is, and the user hears why.
			problem = unmended(h, err)
		}
	}
	f, err := os.Open(h.path)
	if errors.Is(err, fs.ErrNotExist) {
		return problem, nil
	}
	if err != nil {
		return problem, err
	}
	defer f.Close()
	inner, err := ScanLines(f, fn)
	if err != nil {
		return problem, err
	}
	if inner && mend {
		p, err := h.mendInner()
		if err != nil {
			p = unmended(h, err)
		}
		if p != nil {
			return p, nil
		}
	}
	return problem, nil
}

// ScanLines calls fn with every complete line of r that is not damaged,
// numbered and placed as if the damaged ones were gone, and says whether
// there were damaged ones (see Scan, which reads the history so and sets
// them aside). A line longer than a hand log can be (engine.MaxLogLine)
// is damage, read to its end without being held: every reader of the
// history reads through here.
func ScanLines(r io.Reader, fn func(Line) error) (inner bool, err error) {
	br := bufio.NewReaderSize(r, 1<<16)
	var off, removed int64
	for n := 1; ; n++ {
		b, size, long, err := readLine(br)
		switch {
		case long:
			inner = true
			removed += size
		case len(b) == 0 || b[len(b)-1] != '\n':
			// The end, or a save being written right now: stop before it.
		case len(bytes.TrimSpace(b)) == 0:
		case damaged(b[:len(b)-1]):
			inner = true
			removed += size
		default:
			if ferr := fn(Line{Number: n, Offset: off - removed, Bytes: b[:len(b)-1]}); ferr != nil {
				return inner, ferr
			}
		}
		off += size
		if errors.Is(err, io.EOF) {
			return inner, nil
		}
		if err != nil {
			return inner, err
		}
	}
}

// readLine reads one line with its newline (or the file's last bytes), of
// size bytes. A line longer than engine.MaxLogLine and its newline is read
// to its end and not kept: long says so, and line is nil.
func readLine(r *bufio.Reader) (line []byte, size int64, long bool, err error) {
	b, err := r.ReadSlice('\n')
	size = int64(len(b))
	if !errors.Is(err, bufio.ErrBufferFull) {
		return b, size, false, err
	}
	line = grow(nil, b)
	for errors.Is(err, bufio.ErrBufferFull) {
		b, err = r.ReadSlice('\n')
		size += int64(len(b))
		switch {
		case long:
		case size > engine.MaxLogLine+1:
			long, line = true, nil
		default:
			line = grow(line, b)
		}
	}
	if long && !errors.Is(err, io.EOF) {
		err = nil
	}
	return line, size, long, err
}

// damaged reports whether a line (without its newline) is plainly not a
// JSON object: what a crash or a stray write leaves (bytes of nothing, a
// line cut short and ended by the next save). Appends are checked whole
// before they are written; a line that looks whole but is not a hand is
// left to the readers (ReadAll counts it as skipped), so a read need not
// parse every line twice.
func damaged(line []byte) bool {
	t := bytes.TrimSpace(line)
	return len(t) < 2 || t[0] != '{' || t[len(t)-1] != '}'
}

// mendTail sets aside a torn last line, taking the lock only when the
// file does not end with a newline.
func (h *History) mendTail() (*Problem, error) {
	f, err := os.Open(h.path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil || fi.Size() == 0 {
		return nil, err
	} else {
		last := make([]byte, 1)
		if _, err := f.ReadAt(last, fi.Size()-1); err != nil || last[0] == '\n' {
			return nil, err
		}
	}
	f.Close()
	if f, err = openLocked(h.path, os.O_RDWR); err != nil {
		return nil, err
	}
	defer closeLocked(f)
	return h.cutTornTail(f)
}

// unmended is the problem of damage that could not be set aside (a
// read-only file or folder): the history is read without it all the same.
func unmended(h *History, err error) *Problem {
	return &Problem{What: "hand history", File: h.path, SetAside: true,
		Reason: "damaged lines that could not be set aside (" + strings.Join(strings.Fields(err.Error()), " ") + "); they are skipped"}
}

// mendInner rewrites the file without its damaged lines, under the lock,
// after adding them to FILE.bad.
func (h *History) mendInner() (*Problem, error) {
	f, err := openLocked(h.path, os.O_RDWR)
	if err != nil {
		return nil, err
	}
	defer closeLocked(f)
	return h.mendInnerLocked(f)
}

// mendInnerLocked is mendInner on the locked file f: the file is read
// line by line (a long line in chunks, never whole), its damaged lines
// appended to FILE.bad and the others written to the file that replaces
// it, so memory stays within a line's limit whatever the file holds.
func (h *History) mendInnerLocked(f *os.File) (*Problem, error) {
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	var bad *os.File
	nbad := 0
	defer func() {
		if bad != nil {
			bad.Close()
		}
	}()
	toBad := func(b []byte) error {
		if bad == nil {
			var err error
			if bad, err = os.OpenFile(h.BadPath(), os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644); err != nil {
				return fmt.Errorf("damaged lines could not be set aside: %w", err)
			}
		}
		_, err := bad.Write(b)
		return err
	}
	err = ReplaceFile(h.path, func(w io.Writer) error {
		bw := bufio.NewWriterSize(w, 1<<16)
		br := bufio.NewReaderSize(io.NewSectionReader(f, 0, fi.Size()), 1<<16)
		for {
			line, err := readLineTo(br, toBad)
			switch {
			case line.long:
				nbad++
			case len(line.b) == 0:
			case line.b[len(line.b)-1] != '\n', len(bytes.TrimSpace(line.b)) == 0 || !damaged(line.b[:len(line.b)-1]):
				// a save being written (not ours to judge), a blank line, a hand
				if _, werr := bw.Write(line.b); werr != nil {
					return werr
				}
			default:
				nbad++
				if berr := toBad(line.b); berr != nil {
					return berr
				}
			}
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				return err
			}
		}
		if nbad == 0 {
			return errNothingToMend
		}
		if err := syncFile(bad); err != nil { // the damage is kept before the file is replaced
			return err
		}
		return bw.Flush()
	})
	switch {
	case errors.Is(err, errNothingToMend):
		return nil, nil
	case err != nil:
		return nil, err
	}
	return tornProblem(h, nbad, true), nil
}

// errNothingToMend stops a mend that found no damage: the file stays.
var errNothingToMend = errors.New("nothing to mend")

// grow appends b to line, growing it at most to a line's limit
// (engine.MaxLogLine and its newline), never past: append's doubling
// would take twice the limit for a line just over it.
func grow(line, b []byte) []byte {
	if need := len(line) + len(b); need > cap(line) {
		c := min(max(2*cap(line), need), max(engine.MaxLogLine+1, need))
		line = append(make([]byte, 0, c), line...)
	}
	return append(line, b...)
}

// readLine's line as readLineTo gives it.
type readLineOf struct {
	b    []byte // the line with its newline; nil when long
	long bool   // over engine.MaxLogLine: written to spill instead, and its newline
}

// readLineTo is readLine, but a long line is written to spill as it is
// read (the bytes kept so far, then each chunk, then a newline if it
// had none).
func readLineTo(r *bufio.Reader, spill func([]byte) error) (readLineOf, error) {
	b, err := r.ReadSlice('\n')
	if !errors.Is(err, bufio.ErrBufferFull) {
		return readLineOf{b: b}, err
	}
	line := grow(nil, b)
	long := false
	for errors.Is(err, bufio.ErrBufferFull) {
		b, err = r.ReadSlice('\n')
		switch {
		case long:
			if serr := spill(b); serr != nil {
				return readLineOf{}, serr
			}
		case len(line)+len(b) > engine.MaxLogLine+1:
			long = true
			if serr := spill(line); serr != nil {
				return readLineOf{}, serr
			}
			if serr := spill(b); serr != nil {
				return readLineOf{}, serr
			}
			line = nil
		default:
			line = grow(line, b)
		}
	}
	if !long {
		return readLineOf{b: line}, err
	}
	if len(b) == 0 || b[len(b)-1] != '\n' {
		if serr := spill([]byte{'\n'}); serr != nil {
			return readLineOf{}, serr
		}
	}
	if !errors.Is(err, io.EOF) {
		err = nil
	}
	return readLineOf{long: true}, err
}

// ReadAll is every hand of the history, oldest first. Lines that are JSON
// but not a hand log this program reads (a newer version) are skipped and
// counted in skipped.
func (h *History) ReadAll() (hands []engine.HandLog, skipped int, problem *Problem, err error) {
	problem, err = h.Scan(func(l Line) error {
		hl, err := engine.ParseLog(l.Bytes)
		if err != nil || !InRange(hl.Hand) {
			skipped++
			return nil
		}
		hands = append(hands, hl)
		return nil
	})
	return hands, skipped, problem, err
}

// Summary is what a list of hands shows without reading whole hands.
type Summary struct {
	Number   int       // the hand's number
	Time     time.Time // when it ended; zero for hands saved before times were kept
	Seed     uint64
	Source   string // "" for a hand played here
	Players  int
	Offset   int64 // where its line starts in the file, for reading it later
	Length   int   // the line's length without the newline
	FileLine int   // its line number in the file
}

// Summaries lists the hands of the history, oldest first, decoding only
// the few fields a list needs.
func (h *History) Summaries() ([]Summary, *Problem, error) {
	var out []Summary
	problem, err := h.Scan(func(l Line) error {
		s, ok := quickSummary(l.Bytes)
		if !ok {
			if s, ok = slowSummary(l.Bytes); !ok {
				return nil
			}
		}
		s.Offset, s.Length, s.FileLine = l.Offset, len(l.Bytes), l.Number
		out = append(out, s)
		return nil
	})
	return out, problem, err
}

// slowSummary decodes the summary's fields with encoding/json.
func slowSummary(line []byte) (Summary, bool) {
	var v struct {
		Hand   int        `json:"hand"`
		Seed   uint64     `json:"seed"`
		Time   string     `json:"time"`
		Source string     `json:"source"`
		Seats  []struct{} `json:"seats"`
		Game   string     `json:"game"`
	}
	if json.Unmarshal(line, &v) != nil || v.Game != "razz" || !InRange(v.Hand) {
		return Summary{}, false
	}
	s := Summary{Number: v.Hand, Seed: v.Seed, Source: v.Source, Players: len(v.Seats)}
	if v.Time != "" {
		s.Time, _ = time.Parse(time.RFC3339, v.Time)
	}
	return s, true
}

// quickSummary finds the summary's fields in a line as razz writes it,
// without decoding the rest: a key with its quotes and colon cannot occur
// inside a JSON string (its quotes would be escaped), and every key it
// looks for is at the top level of a hand log. ok is false for a line of
// another shape (then slowSummary reads it).
func quickSummary(line []byte) (s Summary, ok bool) {
	if !bytes.HasPrefix(line, []byte(`{"version":2,"game":"razz",`)) && !bytes.HasPrefix(line, []byte(`{"version":1,"game":"razz",`)) {
		return s, false
	}
	seed, ok1 := quickUint(line, `"seed":`)
	hand, ok2 := quickUint(line, `"hand":`)
	start := bytes.Index(line, []byte(`"seats":[`))
	end := bytes.Index(line, []byte(`],"deal":`))
	if !ok1 || !ok2 || start < 0 || end < start || hand < 1 || hand > MaxHandNumber {
		return s, false
	}
	s = Summary{Number: int(hand), Seed: seed, Players: bytes.Count(line[start:end], []byte(`{"seat":`))}
	// The optional fields come right after "hand" (encoding/json's order)
	// or at the very end (the engine's fast writer): look only there.
	head := line[:start]
	tail := line[max(len(line)-160, start):]
	for _, part := range [][]byte{head, tail} {
		if v, ok := quickString(part, `"time":"`); ok {
			s.Time, _ = time.Parse(time.RFC3339, v)
		}
		if v, ok := quickString(part, `"source":"`); ok {
			s.Source = v
		}
	}
	return s, true
}

func quickUint(line []byte, key string) (uint64, bool) {
	i := bytes.Index(line, []byte(key))
	if i < 0 {
		return 0, false
	}
	rest := line[i+len(key):]
	j := 0
	for j < len(rest) && rest[j] >= '0' && rest[j] <= '9' {
		j++
	}
	n, err := strconv.ParseUint(string(rest[:j]), 10, 64)
	return n, err == nil
}

// quickString is a plain string value (no escapes: times and source names).
func quickString(line []byte, key string) (string, bool) {
	i := bytes.Index(line, []byte(key))
	if i < 0 {
		return "", false
	}
	rest := line[i+len(key):]
	j := bytes.IndexByte(rest, '"')
	if j < 0 || bytes.IndexByte(rest[:j], '\\') >= 0 {
		return "", false
	}
	return string(rest[:j]), true
}

// ReadAt reads the hand whose line a Summary points to.
func (h *History) ReadAt(s Summary) (engine.HandLog, error) {
	f, err := os.Open(h.path)
	if err != nil {
		return engine.HandLog{}, err
	}
	defer f.Close()
	b := make([]byte, s.Length)
	if _, err := f.ReadAt(b, s.Offset); err != nil {
		return engine.HandLog{}, err
	}
	return engine.ParseLog(b)
}

// NextNumber is the number the next saved hand gets: one more than the
// last saved hand's (see lastSaved). Damage is left for the next append
// or read to set aside and report.
func (h *History) NextNumber() (int, error) {
	f, err := os.Open(h.path)
	if errors.Is(err, fs.ErrNotExist) {
		return 1, nil
	}
	if err != nil {
		return 0, err
	}
	defer f.Close()
	n, err := lastSaved(f)
	return n + 1, err
}

// lastSaved is the number of the last hand saved in f, reading only the
// end of the file when its last line is a hand Append saved (it has the
// time of a hand played here or the source of an imported one). Else the
// file is read whole for its highest number: a history written before
// numbers continued across sessions, or one whose last line is not a hand
// (a torn line that happens to end in "}", a line of another program),
// whose number a save must not take as 0 and number from 1 again.
func lastSaved(f *os.File) (int, error) {
	line, long, err := lastLine(f)
	if err != nil || line == nil && !long {
		return 0, err
	}
	var v struct {
		Hand         *int
		Time, Source string
	}
	if json.Unmarshal(line, &v) == nil && v.Hand != nil && InRange(*v.Hand) && (v.Time != "" || v.Source != "") {
		return *v.Hand, nil
	}
	fi, err := f.Stat()
	if err != nil {
		return 0, err
	}
	highest := 0
	_, err = ScanLines(io.NewSectionReader(f, 0, fi.Size()), func(l Line) error {
		if n, ok := lineNumber(l.Bytes); ok {
			highest = max(highest, n)
		}
		return nil
	})
	return highest, err
}

// lastLine is the last complete line of f (without its newline), read
// from the end, at most engine.MaxLogLine of it: nil for none, and nil
// and long for a line longer than that (no hand log: the caller reads the
// file for its highest number).
func lastLine(f *os.File) (line []byte, long bool, err error) {
	fi, err := f.Stat()
	if err != nil {
		return nil, false, err
	}
	size := fi.Size()
	n := min(size, engine.MaxLogLine+2) // the line, its newline and the one before it
	tail := make([]byte, n)
	if _, err := f.ReadAt(tail, size-n); err != nil && !errors.Is(err, io.EOF) {
		return nil, false, err
	}
	end := bytes.LastIndexByte(tail, '\n')
	if end < 0 {
		return nil, n < size, nil
	}
	start := bytes.LastIndexByte(tail[:end], '\n') // -1: the file's first line, if the tail is the whole file
	if start < 0 && n < size {
		return nil, true, nil
	}
	return tail[start+1 : end], false, nil
}
