package engine

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
)

// MaxLogLine is the longest hand-log line a LogScanner reads: a hand of
// eight players is a few kilobytes, so a longer line is not a hand log.
const MaxLogLine = 4 << 20

// ErrLineTooLong is wrapped by the error a LogScanner gives for a line over
// MaxLogLine.
var ErrLineTooLong = errors.New("line too long")

// LogScanner reads hand logs one line at a time, like bufio.Scanner, but a
// line over MaxLogLine does not stop it: that line is reported (LineErr,
// with its number) and skipped, and the lines after it are read.
type LogScanner struct {
	r       *bufio.Reader
	line    []byte
	n       int
	lineErr error
	err     error
	torn    bool
}

// NewLogScanner reads from r.
func NewLogScanner(r io.Reader) *LogScanner {
	return &LogScanner{r: bufio.NewReaderSize(r, 64<<10)}
}

// Scan moves to the next line and reports whether there is one. Blank
// lines are lines too: Bytes is then empty after trimming.
func (s *LogScanner) Scan() bool {
	if s.err != nil {
		return false
	}
	s.line, s.lineErr, s.torn = s.line[:0], nil, false
	size, any := 0, false
	for {
		chunk, err := s.r.ReadSlice('\n')
		any = any || len(chunk) > 0
		size += len(chunk)
		if s.lineErr == nil {
			if size > MaxLogLine+1 { // the newline does not count
				s.lineErr = fmt.Errorf("%w: over %d MiB, so not a hand log; skipped", ErrLineTooLong, MaxLogLine>>20)
				s.line = s.line[:0]
			} else {
				s.line = append(s.line, chunk...)
			}
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if err != nil {
			if !errors.Is(err, io.EOF) {
				s.err = err
			} else {
				s.err = io.EOF
			}
			if !any {
				return false
			}
			s.torn = true
		}
		break
	}
	s.n++
	if n := len(s.line); n > 0 && s.line[n-1] == '\n' {
		s.line = s.line[:n-1]
		if n := len(s.line); n > 0 && s.line[n-1] == '\r' {
			s.line = s.line[:n-1]
		}
	}
	return true
}

// Line is the number of the current line, from 1.
func (s *LogScanner) Line() int { return s.n }

// Bytes is the current line without its newline; it is overwritten by
// the next Scan. Empty for a line that was too long.
func (s *LogScanner) Bytes() []byte { return s.line }

// Blank reports whether the current line holds nothing but spaces.
func (s *LogScanner) Blank() bool { return s.lineErr == nil && len(bytes.TrimSpace(s.line)) == 0 }

// Log parses the current line as a hand log; a line that was too long
// gives its LineErr.
func (s *LogScanner) Log() (HandLog, error) {
	if s.lineErr != nil {
		return HandLog{}, s.lineErr
	}
	return ParseLog(s.line)
}

// Err is the first read error other than the end of the input.
func (s *LogScanner) Err() error {
	if errors.Is(s.err, io.EOF) {
		return nil
	}
	return s.err
}
