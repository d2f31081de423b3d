package store

import (
	"errors"
	"fmt"
	"io"
	"os"
)

// MaxInput is the most a command reads of a file it is given that is not
// a hand history (an allow list) and of a file of razz's own read whole
// (stats, settings, reviews, warm-ups): 64 MiB. Without it, a 300 MB
// binary took 0.9 GB to be refused and /dev/zero passed 3 GB in 8
// seconds.
const MaxInput = 64 << 20

// MaxHandInput is the most a command reads of a hand history it is given
// (to import, list, export, replay, review or practise): 256 MiB, some
// 280,000 hands of PokerStars text (100,000 hands are 90 MB) or 900,000
// of PHH, more than any real hand history. It is larger than MaxInput
// because hand histories are read a hand at a time, never whole (a
// year's file is not held in memory), so it bounds only how long a file
// that is no hand history keeps a command reading.
const MaxHandInput = 256 << 20

// ErrTooLarge is what the error of an input over MaxInput is (errors.Is).
var ErrTooLarge = errors.New("too large")

// tooLarge is the one-line error for name over limit bytes.
func tooLarge(name string, limit int64) error { return &tooLargeError{name, limit} }

type tooLargeError struct {
	name  string
	limit int64
}

func (e *tooLargeError) Error() string {
	return fmt.Sprintf("%s is over %d MiB, more than any real hand history: not read", e.name, e.limit>>20)
}

func (e *tooLargeError) Is(target error) bool { return target == ErrTooLarge }

// OpenInput opens a command's input file for reading, bounded to
// MaxInput: "" or "-" is stdin. A regular file larger than that is
// refused before anything is read; anything else (a pipe, a device)
// is read until then and fails with the same error at the first byte
// past it. Every command that takes a FILE reads it through here.
func OpenInput(file string, stdin io.Reader) (io.ReadCloser, error) {
	return openInput(file, stdin, MaxInput)
}

// OpenHands is OpenInput for a hand history, bounded to MaxHandInput.
func OpenHands(file string, stdin io.Reader) (io.ReadCloser, error) {
	return openInput(file, stdin, MaxHandInput)
}

func openInput(file string, stdin io.Reader, limit int64) (io.ReadCloser, error) {
	if file == "" || file == "-" {
		return io.NopCloser(limitReader(stdin, "standard input", limit)), nil
	}
	return openBounded(file, limit)
}

// ReadInput reads a command's input file whole, as OpenInput bounds it.
func ReadInput(file string, stdin io.Reader) ([]byte, error) {
	r, err := OpenInput(file, stdin)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	return io.ReadAll(r)
}

// readFile is os.ReadFile bounded to MaxInput (razz's own files).
func readFile(path string) ([]byte, error) {
	f, err := openBounded(path, MaxInput)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(f)
}

// openBounded opens path, refusing a regular file over limit at once and
// reading anything else until limit.
func openBounded(path string, limit int64) (io.ReadCloser, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	if st, err := f.Stat(); err == nil && st.Mode().IsRegular() && st.Size() > limit {
		f.Close()
		return nil, tooLarge(path, limit)
	}
	return struct {
		io.Reader
		io.Closer
	}{limitReader(f, path, limit), f}, nil
}

// limitReader reads r until limit bytes, then fails with tooLarge.
func limitReader(r io.Reader, name string, limit int64) io.Reader {
	return &bounded{r: r, name: name, left: limit, limit: limit}
}

type bounded struct {
	r           io.Reader
	name        string
	left, limit int64
}

func (b *bounded) Read(p []byte) (int, error) {
	if b.left < 0 {
		return 0, tooLarge(b.name, b.limit)
	}
	if int64(len(p)) > b.left+1 {
		p = p[:b.left+1] // one byte past the limit tells a longer input
	}
	n, err := b.r.Read(p)
	b.left -= int64(n)
	if b.left < 0 {
		return n + int(b.left), tooLarge(b.name, b.limit) // the bytes up to the limit, then the error
	}
	return n, err
}
