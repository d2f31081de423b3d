package bots

import "sync"

// Recent keeps the values put lately under their keys: at most two
// generations of Max each, the older dropped whole when the newer fills
// (a value got from the older moves to the newer). It is for the results
// of pure functions that cost milliseconds and are asked again (Advise's,
// a review's verdicts), safe for use by goroutines at once. Its zero
// value keeps nothing until Max is set.
type Recent[T any] struct {
	Max       int
	mu        sync.Mutex
	cur, prev map[string]T
	working   map[string]*working[T] // the values Do is working out
}

// working is a value Do is working out: done once it is.
type working[T any] struct {
	done chan struct{}
	x    T
	ok   bool // f returned (else it panicked: the waiters work it out)
}

// Do is the value kept under key or, when none is, f's, kept under key.
// Callers asking for a key whose value another is working out wait for
// it rather than work it out again: the recap's workers, the table's
// review of a hand and the Stats screen's may ask for one verdict at once.
func (c *Recent[T]) Do(key string, f func() T) T {
	c.mu.Lock()
	if x, ok := c.get(key); ok {
		c.mu.Unlock()
		return x
	}
	if w, ok := c.working[key]; ok {
		c.mu.Unlock()
		if <-w.done; w.ok {
			return w.x
		}
		return f()
	}
	w := &working[T]{done: make(chan struct{})}
	if c.working == nil {
		c.working = map[string]*working[T]{}
	}
	c.working[key] = w
	c.mu.Unlock()
	defer func() { // a panic in f leaves no caller waiting forever
		c.mu.Lock()
		delete(c.working, key)
		if w.ok {
			c.put(key, w.x)
		}
		c.mu.Unlock()
		close(w.done)
	}()
	w.x = f()
	w.ok = true
	return w.x
}

// get is the value kept under key, if any (c.mu held): one got from the
// older generation moves to the newer.
func (c *Recent[T]) get(key string) (T, bool) {
	if x, ok := c.cur[key]; ok {
		return x, true
	}
	x, ok := c.prev[key]
	if ok {
		c.put(key, x)
	}
	return x, ok
}

func (c *Recent[T]) put(key string, x T) {
	if c.Max <= 0 {
		return
	}
	if len(c.cur) >= c.Max {
		c.prev, c.cur = c.cur, nil
	}
	if c.cur == nil {
		c.cur = make(map[string]T, c.Max)
	}
	c.cur[key] = x
}
