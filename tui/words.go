package tui

import "fmt"

// count says n with its noun, singular for one: "1 hand", "3 hands". The
// noun's plural is its singular and an s.
func count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
