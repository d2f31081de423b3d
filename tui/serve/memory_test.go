package serve_test

import (
	"os"
	"runtime"
	"testing"
	"time"
)

func heapMiB() float64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return float64(m.HeapInuse) / (1 << 20)
}

// TestSessionMemory reports the heap a session holds at the menu and at
// the table, by terminal size (with the load check: RAZZ_SERVE_LOAD=1 go
// test ./tui/serve -run SessionMemory -v). The figures are
// assets/docs/serve.md's and the reason for serve.MaxWidth x serve.MaxHeight.
func TestSessionMemory(t *testing.T) {
	if os.Getenv("RAZZ_SERVE_LOAD") == "" {
		t.Skip("runs with the load check: RAZZ_SERVE_LOAD=1")
	}
	ts := startServer(t, nil)
	const n = 4
	for _, sz := range [][2]int{{80, 24}, {160, 50}, {300, 100}} {
		before := heapMiB()
		var tms []*term
		for range n {
			tm := openTerm(t, dial(t, ts, newKey(t)), sz[0], sz[1])
			tm.waitScreen(t, "Razz trainer")
			tms = append(tms, tm)
		}
		time.Sleep(300 * time.Millisecond)
		menu := heapMiB()
		for _, tm := range tms {
			tm.in.Write([]byte("p"))
			tm.waitScreen(t, "Third street")
		}
		time.Sleep(time.Second)
		table := heapMiB()
		t.Logf("%dx%d: %.1f MiB of heap a session at the menu, %.1f at the table", sz[0], sz[1], (menu-before)/n, (table-before)/n)
		for _, tm := range tms {
			tm.in.Write([]byte("\x03"))
			tm.ended(t)
		}
	}
}
