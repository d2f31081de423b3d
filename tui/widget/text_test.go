package widget

import (
	"slices"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// TestOneHandIsOneHand: one of a noun is singular, "1 hand", never "1 hands".
func TestOneHandIsOneHand(t *testing.T) {
	t.Parallel()
	if Count(1, "hand") != "1 hand" || Count(2, "hand") != "2 hands" || Count(0, "mistake") != "0 mistakes" {
		t.Error(Count(1, "hand"), Count(2, "hand"), Count(0, "mistake"))
	}
}

// TestWrapKeepsLowsWhole: a low is never cut at a dash, and a no-break
// space holds an entry's words on one line, written as a space.
func TestWrapKeepsLowsWhole(t *testing.T) {
	t.Parallel()
	got := Wrap("the best low is 8-6-4-3-2 against 9-7-5-3-A", 20)
	want := []string{"the best low is", "8-6-4-3-2 against", "9-7-5-3-A"}
	if len(got) != len(want) {
		t.Fatalf("%q", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("%q, want %q", got, want)
		}
	}
	if got := Wrap("door: 5:\u00a0J♥\u00a0called", 9); len(got) != 2 || got[1] != "5: J♥ called" {
		t.Errorf("%q", got)
	}
}

// TestWrapLeavesNoShortWordAlone: a sentence's last line is never one
// short word ("8." alone read as cut off: "or a seat past / 8."); the word
// before it goes down with it, where both fit.
func TestWrapLeavesNoShortWordAlone(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		text  string
		width int
		last  string
	}{
		{"not in the file, or a seat past 8.", 32, "past 8."},
		{"then 7 is lower than 9.", 20, "than 9."},
		{"lower than 9.", 6, "9."},                     // "than 9." does not fit
		{"a long sentence ends here", 12, "ends here"}, // no short word alone
	} {
		got := Wrap(c.text, c.width)
		if got[len(got)-1] != c.last {
			t.Errorf("Wrap(%q, %d) = %q, want its last line %q", c.text, c.width, got, c.last)
		}
		for _, l := range got {
			if len(l) > c.width {
				t.Errorf("Wrap(%q, %d): %q is wider", c.text, c.width, l)
			}
		}
	}
}

// The word that would go down is a whole entry where no-break spaces hold
// one together: never a piece of it.
func TestWrapMovesAWholeEntry(t *testing.T) {
	t.Parallel()
	got := Wrap("door: 5:\u00a0J♥\u00a0called ok.", 13)
	if len(got) != 3 || got[1] != "5: J♥ called" || got[2] != "ok." {
		t.Errorf("%q", got)
	}
}

// TestWrapEndsNoLineInOneLetter: a line never ends in a word of one letter
// ("then A" over "is lower than 4.", found by the walk-through): it goes
// down with the next word where both fit; a line of that word alone
// stays, and a digit stays with the word before it ("seat 2").
func TestWrapEndsNoLineInOneLetter(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		text  string
		width int
		want  []string
	}{
		{"from the top, 8 = 8, then A is lower than 4.", 26, []string{"from the top, 8 = 8, then", "A is lower than 4."}},
		{"a seat is a place", 7, []string{"a seat", "is", "a place"}},
		{"A", 3, []string{"A"}},
		{"the low of a pair", 13, []string{"the low of", "a pair"}},
		{"and seat 2 does", 10, []string{"and seat 2", "does"}},
		// a short number does not begin a line apart from its word
		{"the best showing; Seat 2 caught a brick", 22, []string{"the best showing;", "Seat 2 caught a brick"}},
		{"Stan (Station) wins 260.", 20, []string{"Stan (Station)", "wins 260."}},
		{"A♣ (seat 4) and", 10, []string{"A♣", "(seat 4)", "and"}},
		{"deals a start, ± its interval", 16, []string{"deals a start,", "± its interval"}},
		{"a start, ± its 95% interval", 13, []string{"a start,", "± its 95%", "interval"}},
		{"a start, ± its 95% interval", 14, []string{"a start, ± its", "95% interval"}},
		{"about 0.33 big bets (±0.31, the advice", 19, []string{"about 0.33 big bets", "(±0.31, the advice"}},
		{"against the ranges roughly 45% (±4) and", 32, []string{"against the ranges roughly", "45% (±4) and"}},
		{"then \x1b[1mA\x1b[m is lower", 7, []string{"then", "\x1b[1mA\x1b[m is", "lower"}},
	} {
		if got := Wrap(c.text, c.width); !slices.Equal(got, c.want) {
			t.Errorf("Wrap(%q, %d) = %q, want %q", c.text, c.width, got, c.want)
		}
	}
}

// TestWrapHanging: a review line's words go on under its text, not under
// its mark (History's review had "4%, odds 23%" under the ✗).
func TestWrapHanging(t *testing.T) {
	t.Parallel()
	got := WrapHanging("✗ 3rd you call 30, coach fold; equity 6%, odds 23%", 24, 2)
	want := []string{"✗ 3rd you call 30, coach", "  fold; equity 6%,", "  odds 23%"}
	if !slices.Equal(got, want) {
		t.Errorf("%q, want %q", got, want)
	}
	for _, l := range got {
		if ansi.StringWidth(l) > 24 {
			t.Errorf("%q is wider than 24", l)
		}
	}
	if got := WrapHanging("short", 24, 2); !slices.Equal(got, []string{"short"}) {
		t.Errorf("%q", got)
	}
	// a close call's blank mark keeps its place (History's review lost it),
	// and its words go on under "4th" as the marked lines' do
	if got := WrapHanging("  4th you check, coach bet", 16, 2); !slices.Equal(got, []string{"  4th you check,", "  coach bet"}) {
		t.Errorf("%q", got)
	}
}
