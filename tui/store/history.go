package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// HistoryFile is the name of the hand history in the data directory.
const HistoryFile = "history.jsonl"

// History is a hand-history file: one hand-log line (engine.HandLog, see
// the hand-log spec) per hand, oldest first. Saving a hand appends one
// complete line with O_APPEND, one write and an fsync, under a lock on the
// file, so a save costs the same however long the history is and never
// rewrites an earlier hand. A line left torn by a crash is set aside into
// FILE.bad (never dropped) by the next read or append, and reported once.
//
// Hand numbers are unique in the file: each appended hand is numbered
// after the last one saved.
type History struct {
	path string
}

// OpenHistory is the history kept at path (no I/O until used).
func OpenHistory(path string) *History { return &History{path: path} }

// DefaultHistory is the local user's history (Home{}.History).
func DefaultHistory() (*History, error) { return Home{}.History() }

// Path is the history's file.
func (h *History) Path() string { return h.path }

// BadPath is where damaged lines are set aside: FILE.bad.
func (h *History) BadPath() string { return h.path + ".bad" }

// Encoder appends the i-th of the hands being saved to b as one hand-log
// line (no newline), numbered number: engine.Hand.AppendLog with the
// number in its LogMeta, with the time for a hand played here and the
// source for an imported one.
type Encoder func(i, number int, b []byte) []byte

// Append saves count hands at the end of the history in one write. The
// first is numbered max(from, the last saved number + 1), the others
// after it; Append returns the first number. A torn last line found on the
// way is set aside first (and returned as the problem, to tell the user).
func (h *History) Append(count, from int, encode Encoder) (first int, problem *Problem, err error) {
	if count < 1 {
		return 0, nil, nil
	}
	if err := os.MkdirAll(filepath.Dir(h.path), 0o755); err != nil {
		return 0, nil, err
	}
	f, err := openLocked(h.path, os.O_RDWR|os.O_APPEND|os.O_CREATE)
	if err != nil {
		return 0, nil, err
	}
	defer closeLocked(f)
	var buf []byte
	last, problem, err := h.lastNumber(f)
	if err != nil {
		// The torn line could not be set aside: end it with a newline so
		// that this save is not glued to it; a read skips it.
		problem, buf = unmended(h, err), []byte{'\n'}
	}
	first = max(from, last+1, 1)
	for i := range count {
		start := len(buf)
		buf = encode(i, first+i, buf)
		if bytes.IndexByte(buf[start:], '\n') >= 0 || !json.Valid(buf[start:]) {
			return 0, problem, fmt.Errorf("hand %d is not one line of JSON: not saved", first+i)
		}
		buf = append(buf, '\n')
	}
	if _, err := f.Write(buf); err != nil {
		return 0, problem, err
	}
	return first, problem, f.Sync()
}

// tailChunk is how much of the end of the file is read at a time to find
// its last line.
const tailChunk = 64 << 10

// lastNumber is the number of the last complete hand in the locked file,
// reading only its end, after a torn last line is set aside (the problem).
// 0 when the file has no hand at its end.
func (h *History) lastNumber(f *os.File) (int, *Problem, error) {
	problem, err := h.cutTornTail(f)
	if err != nil {
		n, _ := lastNumberBefore(f)
		return n, problem, err
	}
	line, err := lastLine(f)
	if err != nil {
		return 0, problem, err
	}
	n, _ := lineNumber(line)
	return n, problem, nil
}

// lastNumberBefore is the number of the last complete hand when the file
// ends with a torn line.
func lastNumberBefore(f *os.File) (int, error) {
	line, err := lastLine(f)
	n, _ := lineNumber(line)
	return n, err
}

// cutTornTail sets aside a last line without its newline (a save cut
// short): its bytes go to FILE.bad and the file is cut after the last
// complete line. f is locked by the caller.
func (h *History) cutTornTail(f *os.File) (*Problem, error) {
	fi, err := f.Stat()
	if err != nil || fi.Size() == 0 {
		return nil, err
	}
	size := fi.Size()
	last := make([]byte, 1)
	if _, err := f.ReadAt(last, size-1); err != nil {
		return nil, err
	}
	if last[0] == '\n' {
		return nil, nil
	}
	tail, off, err := readBackward(f, size, func(tail []byte) bool { return bytes.IndexByte(tail, '\n') >= 0 })
	if err != nil {
		return nil, err
	}
	cut := off // the torn line is all of tail, or what follows its last newline
	if nl := bytes.LastIndexByte(tail, '\n'); nl >= 0 {
		cut, tail = off+int64(nl+1), tail[nl+1:]
	}
	if err := appendBad(h.BadPath(), tail); err != nil {
		return nil, fmt.Errorf("a damaged last line could not be set aside: %w", err)
	}
	if err := f.Truncate(cut); err != nil {
		return nil, err
	}
	return tornProblem(h, 1, false), f.Sync()
}

// openLocked opens path and takes the lock on it. A mend replaces the file
// by rename, so once locked it checks that the file is still the one at
// path (else an append would go to the replaced file and be lost), and
// tries again.
func openLocked(path string, flag int) (*os.File, error) {
	for {
		f, err := os.OpenFile(path, flag, 0o644)
		if err != nil {
			return nil, err
		}
		if err := lockFile(f); err != nil {
			f.Close()
			return nil, err
		}
		held, err1 := f.Stat()
		now, err2 := os.Stat(path)
		if err1 == nil && err2 == nil && os.SameFile(held, now) {
			return f, nil
		}
		closeLocked(f)
		if err1 != nil {
			return nil, err1
		}
		if err2 != nil && flag&os.O_CREATE == 0 {
			return nil, err2
		}
	}
}

func closeLocked(f *os.File) {
	unlockFile(f)
	f.Close()
}

// lineNumber is the `hand` of a hand-log line.
func lineNumber(line []byte) (int, bool) {
	var v struct {
		Hand *int `json:"hand"`
	}
	if json.Unmarshal(line, &v) != nil || v.Hand == nil {
		return 0, false
	}
	return *v.Hand, true
}

func tornProblem(h *History, n int, inner bool) *Problem {
	what := "a hand cut short (its last line was torn, as by a crash)"
	switch {
	case inner && n == 1:
		what = "a damaged line"
	case n > 1:
		what = fmt.Sprintf("%d damaged lines", n)
	}
	return &Problem{What: "hand history", File: h.path, Kept: h.BadPath(), Reason: what, SetAside: true}
}

// appendBad adds damaged bytes, one line, to the .bad file.
func appendBad(path string, data []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		return err
	}
	line := append(bytes.TrimRight(data, "\n"), '\n')
	_, err = f.Write(line)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// readBackward reads the end of f (size bytes long) in chunks, from the
// end, until enough says the bytes read so far (tail, from off to the
// end) hold what the caller needs, or the start is reached.
func readBackward(f *os.File, size int64, enough func(tail []byte) bool) (tail []byte, off int64, err error) {
	for off = size; off > 0; {
		n := min(int64(tailChunk), off)
		off -= n
		chunk := make([]byte, n, int(n)+len(tail))
		if _, err := f.ReadAt(chunk, off); err != nil && !errors.Is(err, io.EOF) {
			return nil, 0, err
		}
		tail = append(chunk, tail...)
		if enough(tail) {
			break
		}
	}
	return tail, off, nil
}
