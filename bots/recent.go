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
}

// Get is the value kept under key, if any.
func (c *Recent[T]) Get(key string) (T, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if x, ok := c.cur[key]; ok {
		return x, true
	}
	x, ok := c.prev[key]
	if ok {
		c.put(key, x)
	}
	return x, ok
}

// Put keeps x under key.
func (c *Recent[T]) Put(key string, x T) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.put(key, x)
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
