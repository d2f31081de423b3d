package bots

import (
	"fmt"
	"testing"
)

// Recent keeps at most two generations, and a value got from the older
// one is kept on when the older is dropped.
func TestRecentKeepsTwoGenerations(t *testing.T) {
	c := Recent[int]{Max: 4}
	for i := range 13 {
		c.Put(fmt.Sprint(i), i)
		if i == 5 {
			if x, ok := c.Get("1"); !ok || x != 1 { // from the older generation: moves to the newer
				t.Fatalf("1: %d, %v", x, ok)
			}
		}
	}
	if n := len(c.cur) + len(c.prev); n > 2*c.Max {
		t.Errorf("%d kept, at most %d", n, 2*c.Max)
	}
	if _, ok := c.Get("0"); ok {
		t.Error("0 kept after 12 more")
	}
	if x, ok := c.Get("12"); !ok || x != 12 {
		t.Errorf("the last put: %d, %v", x, ok)
	}
	var none Recent[int]
	none.Put("a", 1)
	if _, ok := none.Get("a"); ok {
		t.Error("kept with Max 0")
	}
}
