package hhfmt

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"unicode/utf16"
	"unicode/utf8"
)

// The readers read a file as a stream, a hand at a time, so that what they
// hold is one hand's text whatever the file's size: a year of hands (100,000
// of PokerStars text is 90 MB) is never held whole.

// MaxHandText is the most text one hand may take: a hand of eight players
// at a PokerStars table is a few kilobytes. A PokerStars hand longer than
// this is refused (and the reader goes on at the next hand's first line);
// a PHH table longer than this is no PHH a site writes, an error for the
// whole file, as TOML that does not parse is.
const MaxHandText = 1 << 20

// NewTextReader reads a hand-history file's bytes as UTF-8 text, as Decode
// does a whole file: a UTF-8 byte-order mark is dropped, and UTF-16 (either
// byte order, with a mark or none) is turned into UTF-8 as it is read.
// (Bytes that are not UTF-8 are left as they are: each hand's text is
// read as Latin-1 when it is not UTF-8, by the reader of its format.)
func NewTextReader(r io.Reader) io.Reader {
	br := bufio.NewReader(r)
	head, _ := br.Peek(4)
	if order, mark := utf16Of(head); order != nil {
		br.Discard(mark)
		return &utf16Reader{r: br, order: order}
	}
	if bytes.HasPrefix(head, []byte{0xEF, 0xBB, 0xBF}) {
		br.Discard(3)
	}
	return br
}

// utf16Reader turns UTF-16 into UTF-8 as it is read, as utf16.Decode does
// (an unpaired surrogate is U+FFFD; an odd last byte is dropped).
type utf16Reader struct {
	r     *bufio.Reader
	order binary.ByteOrder
	out   []byte // decoded, not yet read
	err   error
}

func (u *utf16Reader) Read(p []byte) (int, error) {
	for len(u.out) == 0 && u.err == nil {
		u.fill()
	}
	if len(u.out) == 0 {
		return 0, u.err
	}
	n := copy(p, u.out)
	u.out = u.out[n:]
	return n, nil
}

// fill decodes the next few thousand units.
func (u *utf16Reader) fill() {
	u.out = u.out[:0]
	for range 4096 {
		c, err := u.unit()
		if err != nil {
			u.err = err
			return
		}
		r := rune(c)
		if utf16.IsSurrogate(r) {
			r = utf8.RuneError
			if c < 0xDC00 { // a high surrogate: a pair when a low one follows
				if b, err := u.r.Peek(2); err == nil {
					if lo := u.order.Uint16(b); lo >= 0xDC00 && lo < 0xE000 {
						u.r.Discard(2)
						r = utf16.DecodeRune(rune(c), rune(lo))
					}
				}
			}
		}
		u.out = utf8.AppendRune(u.out, r)
	}
}

// unit is the next UTF-16 code unit; io.EOF at the end (an odd last byte
// is dropped).
func (u *utf16Reader) unit() (uint16, error) {
	var b [2]byte
	if _, err := io.ReadFull(u.r, b[:]); err != nil {
		if errors.Is(err, io.ErrUnexpectedEOF) {
			err = io.EOF
		}
		return 0, err
	}
	return u.order.Uint16(b[:]), nil
}

// lineReader reads a text's lines one at a time, holding one line: each
// ends at "\n", and, with cr, at "\r\n" or a lone "\r" too (as PokerStars
// text may end its lines; PHH's TOML ends them at "\n" alone). A line
// longer than MaxHandText is given cut there, said long, as soon as that
// much is read; the next call passes the rest of it first.
type lineReader struct {
	r       *bufio.Reader
	cr      bool
	n       int    // the lines read
	buf     []byte // the line being read
	rest    []byte // what the last read gave, not yet taken
	err     error  // the error that read gave, once rest is taken
	afterCR bool   // the last line ended at a "\r": a "\n" next ends nothing more
	inLong  bool   // the last line was given cut: its rest is to pass
	unended bool   // the last line given is the text's last, without an end
}

func newLineReader(r io.Reader, cr bool) *lineReader {
	return &lineReader{r: bufio.NewReaderSize(r, 64<<10), cr: cr}
}

// next is the next line without its end (valid until the following call)
// and whether it was cut, or io.EOF after the last, or the reader's error.
func (l *lineReader) next() ([]byte, bool, error) {
	l.buf = l.buf[:0]
	got := false
	for {
		if len(l.rest) == 0 {
			if l.err != nil {
				if l.err == io.EOF && got {
					l.n++
					l.unended = true
					return l.buf, false, nil // a last line without its end
				}
				return nil, false, l.err
			}
			l.rest, l.err = l.r.ReadSlice('\n')
			if errors.Is(l.err, bufio.ErrBufferFull) {
				l.err = nil
			}
			continue
		}
		if l.afterCR {
			l.afterCR = false
			if l.rest[0] == '\n' {
				l.rest = l.rest[1:]
				continue
			}
		}
		end := bytes.IndexByte(l.rest, '\n')
		if l.cr {
			if i := bytes.IndexByte(l.rest, '\r'); i >= 0 && (end < 0 || i < end) {
				end = i
			}
		}
		part := l.rest
		if end >= 0 {
			part = l.rest[:end]
		}
		if l.inLong { // the rest of a line given cut
			if end < 0 {
				l.rest = nil
				continue
			}
			l.inLong, l.afterCR, l.rest = false, l.rest[end] == '\r', l.rest[end+1:]
			continue
		}
		got = true
		if room := MaxHandText - len(l.buf); len(part) > room {
			l.buf = append(l.buf, part[:room]...)
			l.rest, l.inLong = l.rest[room:], true
			l.n++
			return l.buf, true, nil
		}
		l.buf = append(l.buf, part...)
		if end < 0 {
			l.rest = nil
			continue
		}
		l.afterCR = l.rest[end] == '\r'
		l.rest = l.rest[end+1:]
		l.n++
		return l.buf, false, nil
	}
}

// latin1 is a hand's text: as it is when UTF-8, else read as Latin-1, as
// older clients wrote names (Decode reads a whole file so).
func latin1(b []byte) string {
	if utf8.Valid(b) {
		return string(b)
	}
	rs := make([]rune, len(b))
	for i, c := range b {
		rs[i] = rune(c)
	}
	return string(rs)
}

// tooLongError is a hand or a PHH table over MaxHandText.
func tooLongError(line int) error {
	return fmt.Errorf("line %d: over %d KiB of text in one hand, more than any hand holds", line, MaxHandText>>10)
}
