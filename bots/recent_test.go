package bots

import (
	"fmt"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
)

// Recent keeps at most two generations, and a value got from the older
// one is kept on when the older is dropped.
func TestRecentKeepsTwoGenerations(t *testing.T) {
	c := Recent[int]{Max: 4}
	calls := 0
	do := func(i int) int { return c.Do(fmt.Sprint(i), func() int { calls++; return i }) }
	for i := range 13 {
		do(i)
		if i == 5 {
			if x := do(1); x != 1 || calls != 6 { // from the older generation: moves to the newer
				t.Fatalf("1: %d after %d calls", x, calls)
			}
		}
	}
	if n := len(c.cur) + len(c.prev); n > 2*c.Max {
		t.Errorf("%d kept, at most %d", n, 2*c.Max)
	}
	if do(0); calls != 14 {
		t.Error("0 kept after 12 more")
	}
	if x := do(12); x != 12 || calls != 14 {
		t.Errorf("the last kept: %d, worked out again", x)
	}
	var none Recent[int]
	none.Do("a", func() int { return 1 })
	if none.Do("a", func() int { return 2 }) != 2 {
		t.Error("kept with Max 0")
	}
}

// Callers asking Do for one key at once wait for the first one's value
// rather than work it out again; a panic in the work leaves them to work
// it out themselves.
func TestRecentWorksOutAKeyOnce(t *testing.T) {
	c := Recent[int]{Max: 4}
	var calls atomic.Int32
	release, entered := make(chan struct{}), make(chan struct{}, 8)
	var ready, wg sync.WaitGroup
	got := make([]int, 8)
	for i := range got {
		ready.Add(1)
		wg.Go(func() {
			ready.Done()
			got[i] = c.Do("k", func() int { calls.Add(1); entered <- struct{}{}; <-release; return 7 })
		})
	}
	ready.Wait()
	<-entered        // one caller is at work (under load none may be yet after the yields below)
	for range 1000 { // time for every other caller to reach Do
		runtime.Gosched()
	}
	if n := calls.Load(); n != 1 {
		t.Errorf("%d callers at work on one key", n)
	}
	close(release)
	wg.Wait()
	if calls.Load() != 1 || slices.ContainsFunc(got, func(x int) bool { return x != 7 }) {
		t.Errorf("worked out %d times, values %v", calls.Load(), got)
	}
	func() {
		defer func() { _ = recover() }()
		c.Do("p", func() int { panic("no") })
	}()
	if x := c.Do("p", func() int { return 3 }); x != 3 {
		t.Errorf("after a panic: %d", x)
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
