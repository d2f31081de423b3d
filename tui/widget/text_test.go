package widget

import "testing"

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
