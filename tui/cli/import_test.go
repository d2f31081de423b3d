package cli

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"razz/engine"
)

// The same file imported by several razz at once is imported once: the
// check for hands already there is made under the history's lock (issue
// 17.5).
func TestImportTwiceAtOnce(t *testing.T) {
	path := tempHistory(t)
	file := filepath.Join(vectorDir, "hands.phhs")
	const imports = 4
	outs := make([]bytes.Buffer, imports)
	errs := make([]error, imports)
	var wg sync.WaitGroup
	for i := range imports {
		wg.Go(func() { errs[i] = HistoryImport(ImportOptions{File: file}, nil, &outs[i]) })
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

// Import keeps to what its own readers read back: a 400 KB player name is
// cut (and said so), a hand whose log would still be huge (a source id of
// 100 KB) is refused with the reason, and review, replay and export read
// every saved line (issue 17.8). (A hand is read whole up to
// hhfmt.MaxHandText, 1 MiB: a longer PHH table is no PHH razz reads.)
func TestImportBoundsNamesAndFields(t *testing.T) {
	path := tempHistory(t)
	vectors, err := os.ReadFile(filepath.Join(vectorDir, "hands.phhs"))
	if err != nil {
		t.Fatal(err)
	}
	first := string(vectors[:bytes.Index(vectors, []byte("\n[2]"))])
	long := strings.Repeat("A", 400<<10)
	file := filepath.Join(t.TempDir(), "big.phhs")
	huge := strings.Replace(first, "'Ann'", "'"+long+"'", 1) + "\n\n" +
		strings.Replace(strings.Replace(first, "[1]", "["+strings.Repeat("9", 100<<10)+"]", 1), "1027", "1028", 1) + "\n\n" +
		strings.Replace(strings.Replace(first, "1027", "1029", 1), "'Ann', 'Bob'", "'"+long+"B', '"+long+"C'", 1) + "\n\n" +
		strings.Replace(strings.Replace(first, "1027", "1030", 1), "'Ann'", "'A\x1b[2Jnn'", 1) + "\n"
	os.WriteFile(file, []byte(huge), 0o644)
	var out bytes.Buffer
	err = HistoryImport(ImportOptions{File: file}, nil, &out)
	if !errors.Is(err, ErrReported) {
		t.Errorf("import: %v, want the exit status of a refused hand", err)
	}
	for _, want := range []string{
		"[1] (line 1) saved as hand 1 (seat 2's name of 409600 characters cut to 40)\n",
		"[" + strings.Repeat("9", 40) + "…] (line 15): its hand log would take 10",
		"more than a hand needs (64 KiB at most): not imported\n",
		"[1] (line 29) saved as hand 2 (seat 2's name of 409601 characters cut to 40; seat 3's name of 409601 characters cut to 40)\n",
		"[1] (line 43) saved as hand 3 (control characters in seat 2's name made spaces)\n",
		"3 of 4 PHH hand(s) imported into " + path + " as hands 1 to 3; 1 too long to keep\n",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("no %q in:\n%.2000s", want, out.String())
		}
	}
	logs := historyLogs(t, path)
	if len(logs) != 3 || logs[0].Seats[1].Name != long[:40] || logs[1].Seats[1].Name == logs[1].Seats[2].Name || logs[2].Seats[1].Name != "A [2Jnn" {
		t.Fatalf("names saved: %d hands", len(logs))
	}
	if err := Replay(path, nil, &bytes.Buffer{}); err != nil {
		t.Errorf("replay of the history: %v", err)
	}
	var exp, stderr bytes.Buffer
	if err := HistoryExport(path, ExportOptions{Format: FormatPokerStars}, nil, &exp, &stderr); err != nil || exp.Len() > 16<<10 {
		t.Errorf("export: %v, %d bytes\n%s", err, exp.Len(), stderr.String())
	}
	if err := Review(ReviewOptions{File: path, Seat: 1}, nil, &bytes.Buffer{}, &stderr); err != nil {
		t.Errorf("review: %v\n%s", err, stderr.String())
	}
}

// An import cleans the table's name and the tournament's fields as it
// cleans players' names: an escape sequence or a line break drawn on the
// History screen or written into an export would redraw the terminal or
// split the file.
func TestImportBoundsLabels(t *testing.T) {
	t.Parallel()
	l := engine.HandLog{TableName: "Razz\x1b[2J" + strings.Repeat("x", 200), Mixed: "HORSE",
		Tournament: &engine.LogTournament{ID: "123", Name: "Event\n#1"}}
	got, note, _, err := boundHand(l)
	if err != nil {
		t.Fatal(err)
	}
	if strings.ContainsAny(got.TableName, "\x1b") || len([]rune(got.TableName)) != maxLabel || got.Tournament.Name != "Event #1" || got.Mixed != "HORSE" {
		t.Errorf("cleaned: %q %q %q", got.TableName, got.Tournament.Name, got.Mixed)
	}
	if l.Tournament.Name != "Event\n#1" {
		t.Error("the caller's tournament was changed in place")
	}
	if !strings.Contains(note, "the table's name cleaned") || !strings.Contains(note, "the tournament's name cleaned") || strings.Contains(note, "mixed") {
		t.Errorf("note %q", note)
	}
}
