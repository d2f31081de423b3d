package engine

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// counts is a tally that adds another of its kind into itself.
type counts[T any] interface {
	*T
	add(*T)
}

// tally runs work(k, acc) for every k in [0, jobs) on workers goroutines
// (GOMAXPROCS when workers < 1, never more than there are jobs), each
// goroutine taking the next job as it finishes one and counting into its own
// tally, and returns the sum of the goroutines' tallies. The answer does not
// depend on the number of workers as long as adding tallies is exact.
func tally[T any, P counts[T]](jobs, workers int, work func(k int, acc P)) T {
	if workers < 1 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = max(1, min(workers, jobs))
	var next atomic.Int64
	var mu sync.Mutex
	var total T
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var acc T
			for {
				k := int(next.Add(1)) - 1
				if k >= jobs {
					break
				}
				work(k, &acc)
			}
			mu.Lock()
			P(&total).add(&acc)
			mu.Unlock()
		}()
	}
	wg.Wait()
	return total
}
