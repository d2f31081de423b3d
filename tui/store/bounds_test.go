package store

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// allocated is the bytes allocated while f runs.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// writeHistory writes a history of these lines, each ended by a newline
// unless it is the last and torn.
func historyOf(t *testing.T, torn bool, lines ...[]byte) *History {
	t.Helper()
	path := filepath.Join(t.TempDir(), HistoryFile)
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	// Line by line, not joined: a long line is tens of MiB, and each copy
	// of it costs its memory (and its pages) again.
	for i, l := range lines {
		f.Write(l)
		if i < len(lines)-1 || !torn {
			f.Write([]byte("\n"))
		}
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	return OpenHistory(path)
}

// longLine is a line of JSON of n bytes that is no hand: {"pad":"xx...x"}.
func longLine(n int) []byte {
	b := make([]byte, n)
	copy(b, `{"pad":"`)
	for i := 8; i < n-2; i++ {
		b[i] = 'x'
	}
	copy(b[n-2:], `"}`)
	return b
}

// isLongLine says whether b is longLine(n), without making another.
func isLongLine(b []byte, n int) bool {
	return len(b) == n && bytes.HasPrefix(b, []byte(`{"pad":"`)) && bytes.HasSuffix(b, []byte(`"}`)) &&
		bytes.Count(b[8:n-2], []byte("x")) == n-10
}

// A history line longer than a hand log can be (engine.MaxLogLine) is read
// as damage, with memory bounded by that limit whatever its length: set
// aside into .bad, whole, and the hands around it kept. A 300 MB line
// cost history list 0.93 GB.
func TestLongHistoryLinesAreBounded(t *testing.T) {
	var used [2]uint64
	for i, size := range []int{24 << 20, 48 << 20} {
		h := historyOf(t, false, handLine(1), longLine(size), handLine(2))
		var sums []Summary
		var problem *Problem
		used[i] = allocated(func() {
			var err error
			if sums, problem, err = h.Summaries(); err != nil {
				t.Fatal(err)
			}
		})
		if len(sums) != 2 || sums[0].Number != 1 || sums[1].Number != 2 || problem == nil || !problem.SetAside {
			t.Fatalf("summaries %+v, problem %v", sums, problem)
		}
		bad, _ := os.ReadFile(h.BadPath())
		if len(bad) != size+1 || !isLongLine(bad[:size], size) {
			t.Errorf(".bad holds %d bytes, want the %d-byte line and its newline", len(bad), size)
		}
		if got, _ := os.ReadFile(h.Path()); !bytes.Equal(got, []byte(string(handLine(1))+"\n"+string(handLine(2))+"\n")) {
			t.Errorf("the mended history holds %d bytes", len(got))
		}
	}
	if used[0] > 24<<20 || used[1] > used[0]+2<<20 {
		t.Errorf("reading a history with a 24 MiB line allocated %d MiB, with a 48 MiB line %d MiB: want what a line's limit takes", used[0]>>20, used[1]>>20)
	}
}

// The last-line check before a save reads a bounded tail: a long last line
// (complete, or torn by a crash) made each save read the file backward
// quadratically under the history's lock (20 MB: 4.7 s, 300 MB: over two
// minutes). The save is numbered after the last hand all the same.
func TestLastLineCheckIsBounded(t *testing.T) {
	for _, torn := range []bool{false, true} {
		var used [2]uint64
		for i, size := range []int{24 << 20, 48 << 20} {
			h := historyOf(t, torn, handLine(1), handLine(2), longLine(size))
			var n int
			used[i] = allocated(func() {
				var err error
				if n, _, err = h.Append(1, 0, played); err != nil {
					t.Fatal(err)
				}
			})
			if n != 3 {
				t.Errorf("torn %v: the save after a long last line is numbered %d, want 3", torn, n)
			}
			if next, err := h.NextNumber(); err != nil || next != 4 {
				t.Errorf("torn %v: next number %d, %v", torn, next, err)
			}
		}
		if used[0] > 24<<20 || used[1] > used[0]+2<<20 {
			t.Errorf("torn %v: a save after a 24 MiB last line allocated %d MiB, after a 48 MiB one %d MiB", torn, used[0]>>20, used[1]>>20)
		}
	}
}

// A hand numbered near the integer limit is not a number the history
// counts from: the next save is numbered after the highest number in
// range, never wrapped to 1 (which made a duplicate), and the line is not
// read as a hand.
func TestHandNumbersNearTheLimit(t *testing.T) {
	for _, huge := range []string{"9223372036854775807", "9007199254740992", "18446744073709551615", "-3"} {
		line := bytes.Replace(handLine(7), []byte(`"hand":7`), []byte(`"hand":`+huge), 1)
		h := historyOf(t, false, handLine(1), handLine(2), line)
		if n, _ := appendOne(t, h); n != 3 {
			t.Errorf("after a hand numbered %s: the next save is numbered %d, want 3", huge, n)
		}
		sums, _, err := h.Summaries()
		if err != nil || fmt.Sprint(numbersOf(sums)) != "[1 2 3]" {
			t.Errorf("after a hand numbered %s: the list reads %v, %v", huge, numbersOf(sums), err)
		}
		if hands, skipped, _, err := h.ReadAll(); err != nil || len(hands) != 3 || skipped != 1 {
			t.Errorf("after a hand numbered %s: %d hands read, %d skipped, %v; want 3 and 1", huge, len(hands), skipped, err)
		}
	}
	// No number past the limit is given.
	h := historyOf(t, false, handLine(1))
	if _, _, err := h.Append(2, MaxHandNumber, played); err == nil {
		t.Error("two hands saved from the last number in range")
	}
}

func numbersOf(sums []Summary) []int {
	var out []int
	for _, s := range sums {
		out = append(out, s.Number)
	}
	return out
}
