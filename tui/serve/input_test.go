package serve

import (
	"bytes"
	"io"
	"strings"
	"testing"
)

// boundedInput passes keys, sequences and pastes of their usual sizes
// whole, cuts an escape sequence at maxSequence bytes and a paste at
// maxPaste, and keeps their ends so the terminal reader finishes them.
func TestBoundedInput(t *testing.T) {
	long := strings.Repeat("a", 3*maxSequence)
	digits := strings.Repeat("1;", 2*maxSequence)
	pasted := strings.Repeat("x", 2*maxPaste)
	cases := []struct{ name, in, want string }{
		{"keys and characters", "jk\r\x1b[A\x1bOP\x1bxé€😀q", "jk\r\x1b[A\x1bOP\x1bxé€😀q"},
		{"a terminal's answer", "\x1b]11;rgb:0000/0000/0000\x07\x1bP>|xterm\x1b\\\x1b[?1;2c", "\x1b]11;rgb:0000/0000/0000\x07\x1bP>|xterm\x1b\\\x1b[?1;2c"},
		{"a paste", "\x1b[200~a line\x1b[201~k", "\x1b[200~a line\x1b[201~k"},
		{"an OSC without an end", "\x1b]" + long, "\x1b]" + long[:maxSequence-2]},
		{"a long OSC, then a key", "\x1b]" + long + "\x07q", "\x1b]" + long[:maxSequence-2] + "\x07q"},
		{"a C1 OSC", "\x9d" + long + "\x9cq", "\x9d" + long[:maxSequence-1] + "\x9cq"},
		{"a CSI of endless parameters", "\x1b[" + digits + "m q", "\x1b[" + digits[:maxSequence-2] + "m q"},
		{"a long paste", "\x1b[200~" + pasted + "\x1b[201~q", "\x1b[200~" + pasted[:maxPaste] + "\x1b[201~q"},
		{"a paste of escapes", "\x1b[200~" + strings.Repeat("\x1b[", maxPaste) + "\x1b[201~", "\x1b[200~" + strings.Repeat("\x1b[", maxPaste/2+maxPasteEnds/2)},
		{"UTF-8 continuation bytes are no C1", "é\u009d" + "ǝ", "é\u009dǝ"},
	}
	for _, c := range cases {
		var out bytes.Buffer
		if _, err := io.CopyBuffer(&out, newBoundedInput(strings.NewReader(c.in)), make([]byte, 7)); err != nil {
			t.Fatal(err)
		}
		if got := out.String(); got != c.want {
			t.Errorf("%s: %d bytes passed %q…, want %d %q…", c.name, len(got), head(got), len(c.want), head(c.want))
		}
	}
}

func head(s string) string { return s[:min(len(s), 40)] + "…" + s[max(0, len(s)-20):] }
