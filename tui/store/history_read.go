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
	inner, err := scanLines(f, fn)
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

// scanLines calls fn with every complete line of r that is not damaged,
// numbered and placed as if the damaged ones were gone, and says whether
// there were damaged ones.
func scanLines(r io.Reader, fn func(Line) error) (inner bool, err error) {
	br := bufio.NewReaderSize(r, 1<<16)
	var off, removed int64
	for n := 1; ; n++ {
		b, err := readLine(br)
		switch {
		case len(b) == 0 || b[len(b)-1] != '\n':
			// The end, or a save being written right now: stop before it.
		case len(bytes.TrimSpace(b)) == 0:
		case damaged(b[:len(b)-1]):
			inner = true
			removed += int64(len(b))
		default:
			if ferr := fn(Line{Number: n, Offset: off - removed, Bytes: b[:len(b)-1]}); ferr != nil {
				return inner, ferr
			}
		}
		off += int64(len(b))
		if errors.Is(err, io.EOF) {
			return inner, nil
		}
		if err != nil {
			return inner, err
		}
	}
}

// readLine reads one line with its newline, however long.
func readLine(r *bufio.Reader) ([]byte, error) {
	b, err := r.ReadSlice('\n')
	if !errors.Is(err, bufio.ErrBufferFull) {
		return b, err
	}
	long := append([]byte(nil), b...)
	for errors.Is(err, bufio.ErrBufferFull) {
		b, err = r.ReadSlice('\n')
		long = append(long, b...)
	}
	return long, err
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

// mendInnerLocked is mendInner on the locked file f.
func (h *History) mendInnerLocked(f *os.File) (*Problem, error) {
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	data, err := io.ReadAll(io.NewSectionReader(f, 0, fi.Size()))
	if err != nil {
		return nil, err
	}
	var good, bad []byte
	nbad := 0
	for rest := data; len(rest) > 0; {
		nl := bytes.IndexByte(rest, '\n')
		if nl < 0 {
			good = append(good, rest...) // a save being written: not ours to judge
			break
		}
		line := rest[:nl+1]
		rest = rest[nl+1:]
		if len(bytes.TrimSpace(line)) > 0 && damaged(line[:nl]) {
			bad = append(bad, line...)
			nbad++
			continue
		}
		good = append(good, line...)
	}
	if nbad == 0 {
		return nil, nil
	}
	if err := appendBad(h.BadPath(), bad); err != nil {
		return nil, fmt.Errorf("damaged lines could not be set aside: %w", err)
	}
	if err := WriteFile(h.path, good); err != nil {
		return nil, err
	}
	return tornProblem(h, nbad, true), nil
}

// ReadAll is every hand of the history, oldest first. Lines that are JSON
// but not a hand log this program reads (a newer version) are skipped and
// counted in skipped.
func (h *History) ReadAll() (hands []engine.HandLog, skipped int, problem *Problem, err error) {
	problem, err = h.Scan(func(l Line) error {
		hl, err := engine.ParseLog(l.Bytes)
		if err != nil {
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
	if json.Unmarshal(line, &v) != nil || v.Game != "razz" {
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
	if !ok1 || !ok2 || start < 0 || end < start {
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
	line, err := lastLine(f)
	if err != nil || line == nil {
		return 0, err
	}
	var v struct {
		Hand         *int
		Time, Source string
	}
	if json.Unmarshal(line, &v) == nil && v.Hand != nil && (v.Time != "" || v.Source != "") {
		return *v.Hand, nil
	}
	fi, err := f.Stat()
	if err != nil {
		return 0, err
	}
	highest := 0
	_, err = scanLines(io.NewSectionReader(f, 0, fi.Size()), func(l Line) error {
		if n, ok := lineNumber(l.Bytes); ok {
			highest = max(highest, n)
		}
		return nil
	})
	return highest, err
}

// lastLine is the last complete line of f (without its newline), read
// from the end; nil for none.
func lastLine(f *os.File) ([]byte, error) {
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	tail, _, err := readBackward(f, fi.Size(), func(tail []byte) bool {
		end := bytes.LastIndexByte(tail, '\n')
		return end >= 0 && bytes.LastIndexByte(tail[:end], '\n') >= 0
	})
	end := bytes.LastIndexByte(tail, '\n')
	if err != nil || end < 0 {
		return nil, err
	}
	start := bytes.LastIndexByte(tail[:end], '\n') // -1: the file's first line
	return tail[start+1 : end], nil
}
