package cli

import (
	"bytes"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"razz/tui/store"
)

// The same file imported by several razz at once is imported once: the
// check for hands already there is made under the history's lock (issue
// 17.5).
func TestImportTwiceAtOnce(t *testing.T) {
	path := filepath.Join(t.TempDir(), store.HistoryFile)
	file := filepath.Join(vectorDir, "hands.phhs")
	const imports = 4
	outs := make([]bytes.Buffer, imports)
	errs := make([]error, imports)
	var wg sync.WaitGroup
	for i := range imports {
		wg.Go(func() { errs[i] = importInto(store.OpenHistory(path), file, nil, &outs[i]) })
	}
	wg.Wait()
	imported := 0
	for i := range imports {
		if errs[i] != nil {
			t.Fatalf("import %d: %v\n%s", i, errs[i], outs[i].String())
		}
		if strings.Contains(outs[i].String(), "57 of 57 PHH hand(s) imported") {
			imported++
		} else if !strings.Contains(outs[i].String(), "0 of 57 PHH hand(s) imported into "+path+"; 57 already there") {
			t.Errorf("import %d:\n%s", i, outs[i].String())
		}
	}
	logs := historyLogs(t, path)
	if imported != 1 || len(logs) != 57 {
		t.Errorf("%d imports saved the file, %d hands in the history; want 1 and 57", imported, len(logs))
	}
	for i, l := range logs {
		if l.Hand != i+1 {
			t.Errorf("hand %d numbered %d", i+1, l.Hand)
		}
	}
}
