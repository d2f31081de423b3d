package cli

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"razz/tui/store"
)

// An import killed while it saves (kill -9, as a crash) loses and doubles
// nothing: the history holds whole hands only (a torn last line is set
// aside by the next read), and the same file imported again brings in
// the rest, each hand once, numbered on without a gap. The import runs in
// a child process, killed once the history starts to grow: after the
// save's first write, and after its second. (The save writes a megabyte
// of whole lines at a time, so the file grows only by whole writes: 6,000
// hands, some 4.5 MB of lines, are four writes and more after the second.)
func TestImportKilledWhileSaving(t *testing.T) {
	if file := os.Getenv("RAZZ_TEST_KILL_FILE"); file != "" {
		err := HistoryImport(ImportOptions{File: file}, nil, &bytes.Buffer{})
		fmt.Printf("error: %v\n", err)
		return
	}
	if testing.Short() {
		t.Skip("imports 6,000 hands, four times")
	}
	const n = 6_000
	file := writeBig(t, ".phhs", n, writeManyPHH)
	killed := 0
	for try, after := range []int64{0, 2 << 20} {
		path := tempHistory(t)
		cmd := exec.Command(os.Args[0], "-test.run=^TestImportKilledWhileSaving$")
		cmd.Env = append(os.Environ(), "RAZZ_TEST_KILL_FILE="+file)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		// Once the save has started: after its first write, or half-way
		// through it.
		var grown int64
		for wait := time.Now(); time.Since(wait) < 2*time.Minute; {
			if fi, err := os.Stat(path); err == nil && fi.Size() > after {
				grown = fi.Size()
				break
			}
			time.Sleep(200 * time.Microsecond)
		}
		cmd.Process.Signal(syscall.SIGKILL)
		err := <-done
		if grown > 0 && err != nil && strings.Contains(err.Error(), "killed") {
			killed++
		}
		hands, _, _, rerr := store.OpenHistory(path).ReadAll()
		if rerr != nil {
			t.Fatal(rerr)
		}
		t.Logf("try %d: killed at %d bytes (%v), %d whole hands kept", try, grown, err, len(hands))
		var out bytes.Buffer
		if err := HistoryImport(ImportOptions{File: file}, nil, &out); err != nil {
			t.Fatalf("the import again: %v\n%.500s", err, out.String())
		}
		logs := historyLogs(t, path)
		ids := map[string]bool{}
		for i, l := range logs {
			if l.Hand != i+1 || ids[l.SourceID] {
				t.Fatalf("try %d: hand %d numbered %d, %s twice: %v", try, i+1, l.Hand, l.SourceID, ids[l.SourceID])
			}
			ids[l.SourceID] = true
		}
		if len(logs) != n {
			t.Errorf("try %d: %d hands after the import again, want %d\n%.500s", try, len(logs), n, out.String())
		}
		bad, _ := os.ReadFile(filepath.Join(filepath.Dir(path), store.HistoryFile+".bad"))
		if left, _ := filepath.Glob(filepath.Join(filepath.Dir(path), ".razz-import-*")); len(left) > 0 {
			t.Errorf("try %d: the import's spill left behind: %v", try, left)
		}
		t.Logf("try %d: %d bytes set aside", try, len(bad))
	}
	if killed == 0 {
		t.Error("no import was killed while saving")
	}
}
