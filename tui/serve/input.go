package serve

import "io"

// The longest escape sequence and bracketed paste a session's input is
// read with (boundedInput): a key, a mouse report or a terminal's answer
// is a few dozen bytes; the trainer's longest field takes 200 characters.
const (
	maxSequence = 4 << 10
	maxPaste    = 16 << 10
)

// boundedInput reads a session's input for the terminal reader with every
// escape sequence cut at maxSequence bytes and every bracketed paste at
// maxPaste: the bytes past them are dropped, the sequence's end kept. The
// terminal reader holds an unfinished sequence and parses it again at
// each read: one client's "ESC ]" followed by 12 MB without an end held
// 33 MiB and took nearly four minutes of a core.
//
// It follows the input as the terminal reader parses it: ESC or a C1
// control (one not inside a UTF-8 character) opens a sequence; a CSI ends
// at its final byte, a string (OSC, DCS, APC, PM, SOS) at BEL, ESC or ST,
// SS3 after one byte; CSI 200 ~ opens a paste, which ends at CSI 201 ~.
type boundedInput struct {
	r     io.Reader
	state inputState
	n     int    // bytes in the current sequence or paste
	cont  int    // UTF-8 continuation bytes still to come
	param []byte // a CSI's parameters (up to 4 bytes: enough to tell 200 and 201)
	end   int    // how much of pasteEnd the paste's last bytes match
	over  int    // bytes of a paste kept past maxPaste
	buf   []byte
}

type inputState uint8

const (
	ground inputState = iota
	escape            // after ESC
	csi
	ss3
	str   // OSC, DCS, APC, PM, SOS
	paste // after CSI 200 ~
)

const pasteEnd = "\x1b[201~"

// maxPasteEnds is how many bytes a paste keeps past maxPaste, those that
// may be its end.
const maxPasteEnds = 64

func newBoundedInput(r io.Reader) *boundedInput {
	return &boundedInput{r: r, buf: make([]byte, 4096)}
}

// Read reads from the session and returns what is kept of it (at least
// one byte, or the session's error).
func (b *boundedInput) Read(p []byte) (int, error) {
	for {
		n, err := b.r.Read(b.buf[:min(len(p), len(b.buf))])
		kept := 0
		for _, c := range b.buf[:n] {
			if b.keep(c) {
				p[kept] = c
				kept++
			}
		}
		if kept > 0 || err != nil {
			return kept, err
		}
	}
}

// keep moves the state on by one byte and says whether it is passed on.
func (b *boundedInput) keep(c byte) bool {
	switch b.state {
	case escape:
		b.n++
		switch c {
		case '[':
			b.state, b.param = csi, b.param[:0]
		case ']', 'P', '_', '^', 'X':
			b.state = str
		case 'O':
			b.state = ss3
		case 0x1b:
			b.n = 1
		default:
			b.state = ground // an alt-modified key
			return b.ground(c)
		}
		return true
	case csi:
		switch {
		case c >= 0x40 && c <= 0x7e: // the final byte
			b.state = ground
			if c == '~' && string(b.param) == "200" {
				b.state, b.n, b.end, b.over = paste, 0, 0, 0
			}
			return true
		case c >= 0x20 && c <= 0x3f:
			if len(b.param) < 4 {
				b.param = append(b.param, c)
			}
			b.n++
			return b.n <= maxSequence
		}
		b.state = ground
		return b.ground(c)
	case ss3:
		b.state = ground
		return true
	case str:
		switch c {
		case 0x07, 0x9c:
			b.state = ground
			return true
		case 0x1b:
			b.state, b.n = escape, 1 // ST is ESC \
			return true
		}
		b.n++
		return b.n <= maxSequence
	case paste:
		return b.pasted(c)
	}
	return b.ground(c)
}

// ground is a byte outside any sequence: a key, a character, or the start
// of a sequence.
func (b *boundedInput) ground(c byte) bool {
	switch {
	case b.cont > 0 && c >= 0x80 && c <= 0xbf:
		b.cont--
	case c == 0x1b:
		b.state, b.n, b.cont = escape, 1, 0
	case c >= 0xc2 && c <= 0xdf:
		b.cont = 1
	case c >= 0xe0 && c <= 0xef:
		b.cont = 2
	case c >= 0xf0 && c <= 0xf4:
		b.cont = 3
	default:
		b.cont = 0
		switch c { // C1 controls, which the terminal reader takes as ESC and a byte
		case 0x9b:
			b.state, b.n, b.param = csi, 1, b.param[:0]
		case 0x9d, 0x90, 0x9f, 0x9e, 0x98:
			b.state, b.n = str, 1
		case 0x8f:
			b.state, b.n = ss3, 1
		}
	}
	return true
}

// pasted is a byte of a paste: kept up to maxPaste, and past it only the
// bytes that may be its end, a few dozen at most.
func (b *boundedInput) pasted(c byte) bool {
	b.n++
	match := c == pasteEnd[b.end]
	switch {
	case match:
		b.end++
	case c == pasteEnd[0]:
		b.end = 1
	default:
		b.end = 0
	}
	if b.end == len(pasteEnd) {
		b.state, b.end = ground, 0
	}
	if b.n <= maxPaste {
		return true
	}
	if (match || b.end == 1) && b.over < maxPasteEnds {
		b.over++
		return true
	}
	b.end = 0 // what the terminal reader did not get ends nothing
	return false
}
