package cli

import (
	"bytes"
	"path/filepath"
	"testing"

	"razz/tui/handlist"
	"razz/tui/store"
)

// TestImportIsItsOwnSession: two imports from one site are two sessions
// in History, each import's hands one; they were one, grouped by source.
func TestImportIsItsOwnSession(t *testing.T) {
	path := tempHistory(t)
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	for _, f := range []string{"horse_cash.txt", "horse_tournament.txt"} {
		var out bytes.Buffer
		if err := HistoryImport(ImportOptions{File: filepath.Join(realDir, f)}, nil, &out); err != nil {
			t.Fatalf("%s: %v\n%s", f, err, out.String())
		}
	}
	es, _, err := handlist.Load(store.OpenHistory(path))
	if err != nil || len(es) < 3 {
		t.Fatalf("%d hands: %v", len(es), err)
	}
	ses := handlist.Sessions(es)
	if len(ses) != 2 {
		t.Fatalf("%d sessions, want one an import: %v", len(ses), ses)
	}
	for _, s := range ses {
		if run := es[s.Hands[0]].Run; run == "" || es[s.Hands[len(s.Hands)-1]].Run != run {
			t.Errorf("session %v: runs %q", s.Hands, run)
		}
	}
}
