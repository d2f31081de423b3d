//go:build unix

package recap

import (
	"syscall"
	"testing"
)

// cpuPerOp reports the process's CPU time (user and system) per op as
// cpu-ns/op when the returned func is called at the benchmark's end: on a
// shared machine the wall time per op counts the other processes' turns
// too, the CPU time mostly not (run with -cpu 1: then it is this
// benchmark's goroutine and the runtime's own work).
func cpuPerOp(b *testing.B) func() {
	t0 := cpuTime()
	return func() {
		if b.N > 0 {
			b.ReportMetric(float64(cpuTime()-t0)/float64(b.N), "cpu-ns/op")
		}
	}
}

func cpuTime() int64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}
