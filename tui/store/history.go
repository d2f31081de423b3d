package store

import (
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"razz/engine"
)

// HistoryFile is the name of the hand history in the data directory.
const HistoryFile = "history.jsonl"

// MaxHandNumber is the highest hand number the history gives or counts
// from: 2^53-1, the largest integer every JSON reader keeps exact. A line
// numbered past it (or below 1) is no hand the history reads.
const MaxHandNumber = 1<<53 - 1

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
// A write that fails part-way (a full disk) keeps the hands written whole
// and returns a *SaveError saying how many.
func (h *History) Append(count, from int, encode Encoder) (first int, problem *Problem, err error) {
	if count < 1 {
		return 0, nil, nil
	}
	f, err := h.openForAppend()
	if err != nil {
		return 0, nil, err
	}
	defer closeLocked(f)
	return h.appendLocked(f, count, from, encode)
}

// AppendNew saves those of a batch of hands that the history does not
// hold yet, deciding which under the lock, so that nothing is saved
// between the check and the save (two imports of one file at once import
// it once): with the lock held, seen is called with every complete line
// of the history, then pick says how many hands to save and encodes them,
// and they are appended as by Append, numbered after the last saved hand.
// A torn last line is set aside first and damaged lines after the save.
func (h *History) AppendNew(seen func(Line) error, pick func() (count int, encode Encoder)) (first int, problem *Problem, err error) {
	f, err := h.openForAppend()
	if err != nil {
		return 0, nil, err
	}
	defer closeLocked(f)
	if problem, err = h.cutTornTail(f); err != nil {
		problem = unmended(h, err)
	}
	fi, err := f.Stat()
	if err != nil {
		return 0, problem, err
	}
	inner, err := ScanLines(io.NewSectionReader(f, 0, fi.Size()), seen)
	if err != nil {
		return 0, problem, err
	}
	if count, encode := pick(); count > 0 {
		var p *Problem
		first, p, err = h.appendLocked(f, count, 1, encode)
		problem = cmp.Or(p, problem)
	}
	if inner {
		p, merr := h.mendInnerLocked(f)
		if merr != nil {
			p = unmended(h, merr)
		}
		problem = cmp.Or(p, problem)
	}
	return first, problem, err
}

// openForAppend opens the history, created if need be, locked.
func (h *History) openForAppend() (*os.File, error) {
	if err := os.MkdirAll(filepath.Dir(h.path), 0o755); err != nil {
		return nil, err
	}
	return openLocked(h.path, os.O_RDWR|os.O_APPEND|os.O_CREATE)
}

// appendChunk is how much of a save is written at a time: the 100,000
// hands of a year's import (some 200 MB of lines) are encoded and written
// a megabyte at a time, never held whole. Each write ends at a line's end;
// one fsync ends the save.
const appendChunk = 1 << 20

// appendLocked is Append on the locked file f.
func (h *History) appendLocked(f *os.File, count, from int, encode Encoder) (first int, problem *Problem, err error) {
	var buf []byte
	last, problem, err := h.lastNumber(f)
	if err != nil {
		// The torn line could not be set aside: end it with a newline so
		// that this save is not glued to it; a read skips it.
		problem, buf = unmended(h, err), []byte{'\n'}
	}
	first = max(from, last+1, 1)
	if first > MaxHandNumber-count+1 {
		return 0, problem, fmt.Errorf("no hand number is left: %d hands from %d would pass %d, the highest the history gives", count, first, MaxHandNumber)
	}
	fi, err := f.Stat()
	if err != nil {
		return 0, problem, err
	}
	size := fi.Size() // where the save starts, and what a failed one leaves
	at := size        // where the chunk being encoded will be written
	lead := len(buf)
	var ends []int // where each hand's line of the chunk ends in buf
	saved := 0     // hands of the chunks written
	for i := range count {
		start := len(buf)
		buf = encode(i, first+i, buf)
		var bad error
		if bytes.IndexByte(buf[start:], '\n') >= 0 || !json.Valid(buf[start:]) {
			bad = fmt.Errorf("hand %d is not one line of JSON: not saved", first+i)
		} else if len(buf)-start > engine.MaxLogLine {
			bad = fmt.Errorf("hand %d is over %d MiB, longer than the history's readers read: not saved", first+i, engine.MaxLogLine>>20)
		}
		if bad != nil {
			if at > size && f.Truncate(size) == nil { // the chunks written, taken back: nothing of the save is kept
				syncHistory(f)
			}
			return 0, problem, bad
		}
		buf = append(buf, '\n')
		ends = append(ends, len(buf))
		if len(buf) < appendChunk && i < count-1 {
			continue
		}
		n, err := writeHistory(f, buf)
		if err != nil {
			return first, problem, cutBack(f, at, n, lead, ends, first, saved, count, err)
		}
		saved += len(ends)
		at += int64(len(buf))
		buf, ends, lead = buf[:0], ends[:0], 0
	}
	if err = syncHistory(f); err != nil {
		// Written but maybe not kept: take it all back.
		return first, problem, cutBack(f, size, 0, 0, nil, first, 0, count, err)
	}
	return first, problem, nil
}

// The history's write and fsync, replaced by tests to fill the disk.
var (
	writeHistory = (*os.File).Write
	syncHistory  = func(f *os.File) error { return syncFile(f) }
)

// A SaveError is an append that failed part-way (a full disk): the first
// Saved of the Count hands were saved, numbered from First; the others
// were not, and the file ends after the last saved hand, so no torn line
// is left and none of their numbers is taken.
type SaveError struct {
	First, Saved, Count int
	Err                 error
}

func (e *SaveError) Error() string {
	if e.Saved == 0 {
		return e.Err.Error()
	}
	return fmt.Sprintf("%d of %d hands saved (%d to %d), the others not: %v", e.Saved, e.Count, e.First, e.First+e.Saved-1, e.Err)
}

func (e *SaveError) Unwrap() error { return e.Err }

// cutBack ends the locked file after the last hand that a failed write
// (n of its bytes written at offset at, after saved hands written whole
// before it) saved whole, and says how many of the count hands it saved.
func cutBack(f *os.File, at int64, n, lead int, ends []int, first, saved, count int, err error) error {
	keep := 0
	if n >= lead {
		keep = lead // the newline that ends a torn line that could not be set aside
	}
	for _, end := range ends {
		if end > n {
			break
		}
		keep = end
		saved++
	}
	if terr := f.Truncate(at + int64(keep)); terr == nil {
		syncHistory(f)
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err // the caller knows the file: "no space left on device"
	}
	return &SaveError{First: first, Saved: saved, Count: count, Err: err}
}

// tailChunk is how much of the end of the file is read at a time to find
// its last line.
const tailChunk = 64 << 10

// lastNumber is the number of the last hand saved in the locked file
// (lastSaved), after a torn last line is set aside (the problem).
func (h *History) lastNumber(f *os.File) (int, *Problem, error) {
	problem, err := h.cutTornTail(f)
	n, lerr := lastSaved(f)
	if err == nil {
		err = lerr
	}
	return n, problem, err
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
	nl, err := lastNewline(f, size)
	if err != nil {
		return nil, err
	}
	cut := nl + 1 // the torn line is what follows the last newline (all of the file if none)
	if err := appendBadFrom(h.BadPath(), io.NewSectionReader(f, cut, size-cut)); err != nil {
		return nil, fmt.Errorf("a damaged last line could not be set aside: %w", err)
	}
	if err := f.Truncate(cut); err != nil {
		return nil, err
	}
	return tornProblem(h, 1, false), syncHistory(f)
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

// lineNumber is the `hand` of a hand-log line, when it is a number the
// history gives (InRange).
func lineNumber(line []byte) (int, bool) {
	var v struct {
		Hand *int `json:"hand"`
	}
	if json.Unmarshal(line, &v) != nil || v.Hand == nil || !InRange(*v.Hand) {
		return 0, false
	}
	return *v.Hand, true
}

// InRange says whether n is a hand number the history gives and reads:
// 1 to MaxHandNumber.
func InRange(n int) bool { return n >= 1 && n <= MaxHandNumber }

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

// appendBadFrom adds the damaged bytes r holds, one line, to the .bad
// file, a chunk at a time.
func appendBadFrom(path string, r io.Reader) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		return err
	}
	_, err = io.Copy(f, r)
	if err == nil {
		_, err = f.Write([]byte{'\n'})
	}
	if err == nil {
		err = syncFile(f)
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// lastNewline is the offset of the last newline in the first size bytes
// of f, -1 for none, read backward a chunk at a time (never holding more
// than one).
func lastNewline(f *os.File, size int64) (int64, error) {
	chunk := make([]byte, tailChunk)
	for end := size; end > 0; {
		n := min(int64(tailChunk), end)
		off := end - n
		if _, err := f.ReadAt(chunk[:n], off); err != nil && !errors.Is(err, io.EOF) {
			return 0, err
		}
		if i := bytes.LastIndexByte(chunk[:n], '\n'); i >= 0 {
			return off + int64(i), nil
		}
		end = off
	}
	return -1, nil
}
