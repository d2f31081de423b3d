package cli

import "io"

// TrimSpaceWriter writes what it is given without the spaces at the ends
// of lines (fang pads its help screens with them). Escape sequences
// between the text and the newline are kept; spaces at the very end of
// the output, not followed by a newline, are dropped.
type TrimSpaceWriter struct {
	W       io.Writer
	pending []byte // spaces and escape sequences not yet known to be inside a line
	inEsc   bool   // within an escape sequence held in pending
	out     []byte
}

func (t *TrimSpaceWriter) Write(p []byte) (int, error) {
	t.out = t.out[:0]
	for _, c := range p {
		switch {
		case t.inEsc:
			t.pending = append(t.pending, c)
			if c >= 0x40 && c <= 0x7e && c != '[' {
				t.inEsc = false
			}
		case c == 0x1b:
			t.pending = append(t.pending, c)
			t.inEsc = true
		case c == ' ':
			t.pending = append(t.pending, c)
		case c == '\n':
			for _, b := range t.pending { // keep the escapes, drop the spaces
				if b != ' ' {
					t.out = append(t.out, b)
				}
			}
			t.pending = t.pending[:0]
			t.out = append(t.out, c)
		default:
			t.out = append(t.out, t.pending...)
			t.pending = t.pending[:0]
			t.out = append(t.out, c)
		}
	}
	if _, err := t.W.Write(t.out); err != nil {
		return 0, err
	}
	return len(p), nil
}
