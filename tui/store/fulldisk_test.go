package store

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// diskFull makes the history's writes stop with ENOSPC once its file
// would pass size bytes (what fits is written, as a real short write);
// size < 0 lifts the limit.
func diskFull(t *testing.T, size *int64) {
	write := writeHistory
	writeHistory = func(f *os.File, b []byte) (int, error) {
		fi, err := f.Stat()
		if err != nil {
			return 0, err
		}
		room := int(max(*size-fi.Size(), 0))
		if *size < 0 || len(b) <= room {
			return write(f, b)
		}
		n, _ := write(f, b[:room])
		return n, syscall.ENOSPC
	}
	t.Cleanup(func() { writeHistory = write })
}

// A save cut short by a full disk says how many hands it saved, keeps
// them whole and leaves no torn line nor a taken number (issue 17.6).
func TestAppendOnAFullDisk(t *testing.T) {
	path := filepath.Join(t.TempDir(), HistoryFile)
	h := OpenHistory(path)
	appendOne(t, h)
	line := int64(len(handLine(2)) + 1)
	size := line*3 + line/2 // hand 1, two more and half of a third
	diskFull(t, &size)
	first, _, err := h.Append(5, 0, played)
	var se *SaveError
	if !errors.As(err, &se) || !errors.Is(err, syscall.ENOSPC) {
		t.Fatalf("Append on a full disk: %v", err)
	}
	if first != 2 || se.First != 2 || se.Saved != 2 || se.Count != 5 {
		t.Errorf("first %d, %+v; want 2 of 5 saved from 2", first, *se)
	}
	if want := "2 of 5 hands saved (2 to 3), the others not: no space left on device"; err.Error() != want {
		t.Errorf("error %q, want %q", err, want)
	}
	got, _ := os.ReadFile(path)
	if !bytes.HasSuffix(got, []byte("\n")) || bytes.Count(got, []byte("\n")) != 3 {
		t.Errorf("the history after a full disk:\n%s", got)
	}
	size = -1
	if n, p := appendOne(t, h); n != 4 || p != nil {
		t.Errorf("next hand numbered %d (want 4), problem %v", n, p)
	}
	if got := fmt.Sprint(numbers(t, h)); got != "[1 2 3 4]" {
		t.Errorf("numbers %s", got)
	}
	if _, err := os.Stat(h.BadPath()); err == nil {
		t.Errorf("a torn line was left to set aside")
	}
}

// A save whose fsync fails is taken back whole: nothing half kept.
func TestAppendWhenSyncFails(t *testing.T) {
	h := OpenHistory(filepath.Join(t.TempDir(), HistoryFile))
	appendOne(t, h)
	before, _ := os.ReadFile(h.Path())
	sync := syncHistory
	syncHistory = func(*os.File) error { return syscall.EIO }
	_, _, err := h.Append(2, 0, played)
	syncHistory = sync
	var se *SaveError
	if !errors.As(err, &se) || se.Saved != 0 || !errors.Is(err, syscall.EIO) {
		t.Fatalf("Append with a failing fsync: %v", err)
	}
	if after, _ := os.ReadFile(h.Path()); !bytes.Equal(after, before) {
		t.Errorf("the history changed:\n%s", after)
	}
}

// The table's saver keeps the hands a full disk refused and saves them,
// in order and numbered without a gap, once there is room.
func TestSaverKeepsHandsUntilSaved(t *testing.T) {
	h := OpenHistory(filepath.Join(t.TempDir(), HistoryFile))
	var s Saver
	s.Keep(1, func(number int, b []byte) []byte { return append(b, handLine(number)...) })
	if _, _, err := s.Flush(h); err != nil || s.Pending() != 0 {
		t.Fatalf("first save: %v, %d pending", err, s.Pending())
	}
	size := int64(len(handLine(1))+1) + 10 // room for a few bytes only
	diskFull(t, &size)
	for want := 2; want <= 3; want++ {
		s.Keep(want, func(number int, b []byte) []byte { return append(b, handLine(number)...) })
		if _, _, err := s.Flush(h); !errors.Is(err, syscall.ENOSPC) {
			t.Errorf("hand %d on a full disk: %v", want, err)
		}
		if s.Pending() != want-1 {
			t.Errorf("after hand %d: %d pending, want %d", want, s.Pending(), want-1)
		}
	}
	size = int64(len(handLine(1))+1) * 2 // room for one more
	if _, _, err := s.Flush(h); !errors.Is(err, syscall.ENOSPC) || s.Pending() != 1 {
		t.Errorf("room for one: %v, %d pending", err, s.Pending())
	}
	size = -1
	// The hand saved with its number and its line's length (a key of the reviews kept).
	if saved, _, err := s.Flush(h); err != nil || s.Pending() != 0 || fmt.Sprint(saved) != fmt.Sprintf("[{3 3 %d}]", len(handLine(3))) {
		t.Errorf("with room: %v, %d pending, saved %v", err, s.Pending(), saved)
	}
	if got := fmt.Sprint(numbers(t, h)); got != "[1 2 3]" {
		t.Errorf("numbers %s", got)
	}
}

// A save of many hands is written a chunk at a time, never held whole
// (the 100,000 hands of a year's import are some 200 MB of lines): each
// write is at most appendChunk and a line, and ends at a line's end.
func TestAppendWritesInChunks(t *testing.T) {
	h := OpenHistory(filepath.Join(t.TempDir(), HistoryFile))
	count := 3*appendChunk/len(handLine(1)) + 7
	write := writeHistory
	var writes []int
	writeHistory = func(f *os.File, b []byte) (int, error) {
		writes = append(writes, len(b))
		if len(b) == 0 || b[len(b)-1] != '\n' {
			t.Errorf("a write of %d bytes ends inside a line", len(b))
		}
		return write(f, b)
	}
	t.Cleanup(func() { writeHistory = write })
	if _, _, err := h.Append(count, 0, played); err != nil {
		t.Fatal(err)
	}
	if len(writes) < 3 {
		t.Errorf("%d hands saved in %d writes %v: held whole", count, len(writes), writes)
	}
	for _, n := range writes {
		if n > appendChunk+len(handLine(count))+1 {
			t.Errorf("a write of %d bytes, over %d", n, appendChunk)
		}
	}
	if got := numbers(t, h); len(got) != count || got[count-1] != count {
		t.Errorf("%d hands read back", len(got))
	}
}

// Written in chunks, a save keeps the rules of one write: a disk that
// fills in a later chunk keeps the hands of the chunks before and those
// of its chunk written whole, and says how many (no torn line, no number
// taken); a line that is no hand, in a later chunk, takes the earlier
// chunks back (nothing of such a save is kept).
func TestAppendInChunksOnAFullDisk(t *testing.T) {
	h := OpenHistory(filepath.Join(t.TempDir(), HistoryFile))
	// Lines of one length whatever the hand's number.
	const width = 800
	even := func(_, number int, b []byte) []byte {
		l := handLine(number)
		return append(append(append(b, '{'), bytes.Repeat([]byte(" "), width-len(l))...), l[1:]...)
	}
	if _, _, err := h.Append(1, 0, even); err != nil {
		t.Fatal(err)
	}
	line := int64(width + 1)
	perChunk := (appendChunk + line - 1) / line // a chunk's hands: it is written once at appendChunk
	size := line*(1+perChunk+5) + line/2        // hand 1, the first chunk, five more and half of one
	diskFull(t, &size)
	count := int(3 * perChunk)
	_, _, err := h.Append(count, 0, even)
	var se *SaveError
	if !errors.As(err, &se) || se.Saved != int(perChunk)+5 || se.Count != count || se.First != 2 {
		t.Fatalf("Append on a disk full in its second chunk: %v (%+v), want %d saved", err, se, perChunk+5)
	}
	got, _ := os.ReadFile(h.Path())
	if !bytes.HasSuffix(got, []byte("\n")) || int64(bytes.Count(got, []byte("\n"))) != 1+perChunk+5 {
		t.Errorf("the history after a full disk: %d lines", bytes.Count(got, []byte("\n")))
	}
	size = -1
	before, _ := os.ReadFile(h.Path())
	_, _, err = h.Append(count, 0, func(i, number int, b []byte) []byte {
		if i == count-1 {
			return append(b, "not a hand"...)
		}
		return even(i, number, b)
	})
	if err == nil || !strings.Contains(err.Error(), "is not one line of JSON: not saved") {
		t.Errorf("a bad line in the last chunk: %v", err)
	}
	if after, _ := os.ReadFile(h.Path()); !bytes.Equal(after, before) {
		t.Errorf("the history changed: %d bytes, was %d", len(after), len(before))
	}
}
