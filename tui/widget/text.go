// Package widget is what the screens draw with besides the theme: text laid
// out to a width, the hand table (the table, the History replay and
// practice draw a hand with it), the explanation block, the overlay stack
// of boxes and questions, the card picker and text entry. A widget holds
// its own state and draws it; it never talks to the app. It imports the
// theme, the key map, engine and engine/narrate, and Bubbles and Lip Gloss.
package widget

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"
)

// Wrap wraps text at spaces only, so that "8-6-4-3-2" is never cut at a
// dash (lipgloss breaks at every hyphen). Styled text keeps its escapes.
// A no-break space (drill.Keep) holds an entry's words together; it is
// written as a space. A line does not end in a word of one letter ("then
// A" over "is lower than 4.", "for a" over "card"), nor begin with a short
// number apart from the word it belongs to ("Seat" over "2 caught"): the
// word goes down with the next, where both fit.
func Wrap(s string, width int) []string { return wrapAt(s, width, width) }

// wrapAt is Wrap with the first line first cells wide and the rest width.
func wrapAt(s string, first, width int) []string {
	var lines []string
	cur, cw := "", 0
	var starts, prevStarts []int // where each word of cur, and of the line before it, begins
	letter := false              // cur's last word is one letter
	room := func() int {         // the width of the line cur is
		if len(lines) == 0 {
			return first
		}
		return width
	}
	words := strings.FieldsFunc(s, func(r rune) bool { return unicode.IsSpace(r) && r != '\u00a0' })
	for _, w := range words {
		w = strings.ReplaceAll(w, "\u00a0", " ")
		ww := lipgloss.Width(w)
		switch {
		case cw == 0:
			cur, cw, starts = w, ww, append(starts[:0], 0)
		case cw+1+ww <= room():
			starts = append(starts, len(cur)+1)
			cur, cw = cur+" "+w, cw+1+ww
		case len(starts) > 1 && (letter || sticks(w, cur[starts[len(starts)-1]:]) && !heldBy(cur, starts)) && lipgloss.Width(cur[starts[len(starts)-1]:])+1+ww <= width:
			// The line's last word goes down with w: a letter ("then A" /
			// "is lower"), or the word a number belongs to ("Seat" / "2
			// caught", "wins" / "260."). A count's number goes with its
			// noun by a no-break space where it is written ("8 right").
			last := starts[len(starts)-1]
			word := cur[last:]
			lines = append(lines, strings.TrimSuffix(cur[:last], " "))
			prevStarts = append(prevStarts[:0], starts[:len(starts)-1]...)
			cur, cw, starts = word+" "+w, lipgloss.Width(word)+1+ww, append(starts[:0], 0, len(word)+1)
		default:
			lines = append(lines, cur)
			prevStarts = append(prevStarts[:0], starts...)
			cur, cw, starts = w, ww, append(starts[:0], 0)
		}
		letter = oneLetter(w)
	}
	// A last line of one short word ("8.") reads as cut off from its
	// sentence: the word before it goes down with it, where both fit.
	if n := len(lines); n > 0 && len(starts) == 1 && cw <= 3 && len(prevStarts) > 1 {
		prev := lines[n-1]
		prevLast := prevStarts[len(prevStarts)-1]
		if word := prev[prevLast:]; !number(word) && lipgloss.Width(word)+1+cw <= width { // not a number from its word
			lines[n-1], cur = strings.TrimSuffix(prev[:prevLast], " "), word+" "+cur
		}
	}
	return append(lines, cur)
}

// WrapHanging is Wrap with the lines after the first indented by hang
// cells more: a review line's words go on under its text, not under its
// mark ("✗ 3rd ... against the ranges" over "  4%, odds 23%"). Leading
// spaces indent every line (a close call's blank mark keeps its place)
// and count toward hang: "  4th" goes on under "4th", not two further.
func WrapHanging(s string, width, hang int) []string {
	text := strings.TrimLeft(s, " ")
	in := strings.Repeat(" ", len(s)-len(text))
	width -= len(in)
	hang = max(0, min(hang-len(in), width-1))
	lines := wrapAt(text, width, width-hang)
	for i := range lines {
		if i > 0 {
			lines[i] = strings.Repeat(" ", hang) + lines[i]
		}
		lines[i] = in + lines[i]
	}
	return lines
}

// numberWord is a short number a line does not begin with, apart from the
// word before it: "2", "4)", "260.", "23%", "#12", and a figure's "(±4)".
var numberWord = regexp.MustCompile(`^(#|\(?±)?[0-9]+([.,][0-9]+)?[%).,:;]*$`)

// number reports whether w, styled or not, is a short number (numberWord).
func number(w string) bool {
	p := ansi.Strip(w)
	return len(p) <= 9 && numberWord.MatchString(p) // "(±4)" is 6 bytes, "(±0.29," 9
}

// sticks reports whether w does not begin a line apart from last, the
// word before it: a short number ("Seat 2"), or a figure's "(±4)" after
// the figure ("45% (±4)"; after a word it may: "big bets" stays whole).
func sticks(w, last string) bool {
	if strings.Contains(w, "±") {
		return number(w) && number(last)
	}
	return number(w)
}

// heldBy reports whether cur's last word is held by the word before it,
// a letter or a ± ("± its" stays together rather than "its" going down
// with "95%").
func heldBy(cur string, starts []int) bool {
	n := len(starts)
	return n > 2 && oneLetter(strings.TrimSuffix(cur[starts[n-2]:starts[n-1]], " "))
}

// oneLetter reports whether w, styled or not, is one letter, or a ± that
// reads with the figure after it.
func oneLetter(w string) bool {
	if strings.IndexByte(w, 0x1b) >= 0 { // styled: its escapes are no letters
		w = ansi.Strip(w)
	}
	r, n := utf8.DecodeRuneInString(w)
	return n > 0 && n == len(w) && (unicode.IsLetter(r) || r == '±')
}

// WrapItems joins items with sep into lines of at most width cells,
// breaking only between items.
func WrapItems(items []string, sep string, width int) []string {
	var lines []string
	cur := ""
	for _, it := range items {
		switch {
		case cur == "":
			cur = it
		case lipgloss.Width(cur+sep+it) <= width:
			cur += sep + it
		default:
			lines = append(lines, cur)
			cur = it
		}
	}
	return append(lines, cur)
}

// Truncate cuts s to w cells (not runes: a card's suit or a wide
// character is measured as the terminal draws it), ending in "…".
func Truncate(s string, w int) string { return ansi.Truncate(s, w, "…") }

// Cut cuts styled text to w cells, with no mark where it was cut.
func Cut(s string, w int) string { return ansi.Truncate(s, w, "") }

// PadRight pads s with spaces to n cells.
func PadRight(s string, n int) string {
	if w := ansi.StringWidth(s); w < n {
		return s + strings.Repeat(" ", n-w)
	}
	return s
}

// OneLine is s on one line: every run of spaces and line breaks a space
// (an error's text under a screen).
func OneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// Count says n with its noun, singular for one: "1 hand", "3 hands". The
// noun's plural is its singular and an s.
func Count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// Columns sets right beside left, left padded to width cells.
func Columns(left, right []string, width int) string {
	var b strings.Builder
	for i := range max(len(left), len(right)) {
		if i > 0 {
			b.WriteByte('\n')
		}
		l := ""
		if i < len(left) {
			l = left[i]
		}
		b.WriteString(l)
		if i < len(right) {
			b.WriteString(strings.Repeat(" ", max(0, width-ansi.StringWidth(l))))
			b.WriteString(right[i])
		}
	}
	return b.String()
}

// Percent is part of whole in whole percents, "75%", or "-" of nothing.
func Percent(part, whole int) string {
	if whole == 0 {
		return "-"
	}
	return fmt.Sprintf("%.0f%%", 100*float64(part)/float64(whole))
}
