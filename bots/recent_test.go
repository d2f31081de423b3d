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

// An advice Advise keeps (advised) is the advice worked out afresh, every
// figure and word of it, on later streets and on third street with its
// lookahead; what a caller does to the slices it was given changes no
// advice given after it; and another view is advised afresh.
func TestAdvisedAsAfresh(t *testing.T) {
	views := handViews(t, []string{"grinder", "rock", "station"}, 3, 9)
	n := 0
	for _, hv := range views {
		if hv.seat != 0 || len(hv.v.Legal) < 2 {
			continue
		}
		n++
		want := fmt.Sprintf("%+v", advise(hv.v, hv.models, true, true).Light()) // its figures and words, not where it keeps its lookahead
		first := Advise(hv.v, hv.models)
		for i := range first.Reads {
			first.Reads[i].Did = "spoilt"
		}
		for i := range first.Values {
			first.Values[i].Mean = 99
		}
		for i := range first.Boards {
			first.Boards[i].Partial = "spoilt"
		}
		if got := fmt.Sprintf("%+v", Advise(hv.v, hv.models).Light()); got != want {
			t.Fatalf("hand %d street %d: kept\n%s\nafresh\n%s", hv.hand, hv.v.Street, got, want)
		}
	}
	if n < 10 {
		t.Fatalf("%d decisions with a choice", n)
	}
	a, b := views[0].v, views[0].v
	b.Pot++
	ka, _ := ViewKey(&a, views[0].models)
	kb, _ := ViewKey(&b, views[0].models)
	kn, _ := ViewKey(&a, nil)
	if ka == kb || ka == kn {
		t.Error("another pot or no models: the same key")
	}
}
