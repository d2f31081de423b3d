package cli

import (
	"strings"
	"testing"
)

func TestTrimSpaceWriter(t *testing.T) {
	tests := []struct {
		in   []string
		want string
	}{
		{[]string{"a  \nb\n"}, "a\nb\n"},
		{[]string{"a  ", "  b  ", "\n"}, "a    b\n"},
		{[]string{"  x y   \x1b[0m   \n"}, "  x y\x1b[0m\n"},
		{[]string{"a \x1b[1mb\x1b[0m  \n"}, "a \x1b[1mb\x1b[0m\n"},
		{[]string{"    \n\n"}, "\n\n"},
		{[]string{"end   "}, "end"},
	}
	for _, tc := range tests {
		var b strings.Builder
		w := &TrimSpaceWriter{W: &b}
		for _, s := range tc.in {
			if n, err := w.Write([]byte(s)); n != len(s) || err != nil {
				t.Errorf("Write(%q) = %d, %v", s, n, err)
			}
		}
		if b.String() != tc.want {
			t.Errorf("%q: wrote %q, want %q", tc.in, b.String(), tc.want)
		}
	}
}
