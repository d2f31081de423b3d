package engine

import (
	"errors"
	"strings"
	"testing"
	"testing/iotest"
)

// TestLogScannerGoesOnAfterALongLine: a line over MaxLogLine is reported
// with its number and the lines after it are read; a last line without a
// newline is marked torn.
func TestLogScannerGoesOnAfterALongLine(t *testing.T) {
	t.Parallel()
	long := `{"name":"` + strings.Repeat("x", MaxLogLine) + `"}`
	in := "first\n\n" + long + "\nafter\r\nlast"
	for _, r := range []struct {
		name string
		sc   *LogScanner
	}{{"whole", NewLogScanner(strings.NewReader(in))}, {"a byte at a time", NewLogScanner(iotest.OneByteReader(strings.NewReader(in)))}} {
		sc := r.sc
		type line struct {
			n          int
			text       string
			long, torn bool
		}
		var got []line
		for sc.Scan() {
			got = append(got, line{sc.Line(), string(sc.Bytes()), errors.Is(sc.LineErr(), ErrLineTooLong), sc.Torn()})
		}
		want := []line{{1, "first", false, false}, {2, "", false, false}, {3, "", true, false}, {4, "after", false, false}, {5, "last", false, true}}
		if sc.Err() != nil || len(got) != len(want) {
			t.Fatalf("%s: %v, %+v", r.name, sc.Err(), got)
		}
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("%s: line %d: %+v, want %+v", r.name, i+1, got[i], want[i])
			}
		}
	}
	// A line of exactly MaxLogLine bytes is read.
	exact := strings.Repeat("y", MaxLogLine)
	sc := NewLogScanner(strings.NewReader(exact + "\n"))
	if !sc.Scan() || sc.LineErr() != nil || len(sc.Bytes()) != MaxLogLine || sc.Scan() {
		t.Errorf("a line of MaxLogLine bytes: %v, %d bytes", sc.LineErr(), len(sc.Bytes()))
	}
	if _, err := sc.Log(); err == nil {
		t.Error("a line of y's parsed as a hand log")
	}
}

// LineErr is the current line's own problem (too long), or nil.
func (s *LogScanner) LineErr() error { return s.lineErr }

// Torn reports whether the current line is the last and has no newline:
// what a writer that stopped halfway leaves.
func (s *LogScanner) Torn() bool { return s.torn }
