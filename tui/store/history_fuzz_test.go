package store

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// FuzzHistoryRecovery: whatever a history file holds, reading it never
// panics, and mending it loses nothing: every byte ends up either in the
// mended file or in .bad, every complete line that looked like a hand is
// still in the history, in order, and an append after it reads back.
func FuzzHistoryRecovery(f *testing.F) {
	f.Add([]byte(string(handLine(1)) + "\n" + string(handLine(2)) + "\n"))
	f.Add([]byte(string(handLine(1)) + "\n" + `{"version":1,"ga`))
	f.Add([]byte("\x00\x00\n{}\n\n{\"cut\n" + string(handLine(3))))
	f.Add([]byte("}\n{\n{ }\n"))
	// No fsync in the loop: durability is not what this checks, and an
	// fsync an execution held the target to a few a second.
	sync := syncFile
	syncFile = func(*os.File) error { return nil }
	f.Cleanup(func() { syncFile = sync })
	// One folder for every execution (a new one each cost a folder made
	// and removed): the files are cleared first.
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(dir, HistoryFile)
		for _, p := range []string{path, path + ".bad"} {
			os.Remove(p)
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		var kept [][]byte // the complete lines a read must keep
		for rest := data; ; {
			nl := bytes.IndexByte(rest, '\n')
			if nl < 0 {
				break
			}
			if line := rest[:nl]; !damaged(line) {
				kept = append(kept, line)
			}
			rest = rest[nl+1:]
		}
		h := OpenHistory(path)
		var read [][]byte
		if _, err := h.Scan(func(l Line) error {
			read = append(read, bytes.Clone(l.Bytes))
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		if len(read) != len(kept) {
			t.Fatalf("read %d lines, want %d", len(read), len(kept))
		}
		for i := range kept {
			if !bytes.Equal(read[i], kept[i]) {
				t.Fatalf("line %d: read %q, want %q", i+1, read[i], kept[i])
			}
		}
		mended, _ := os.ReadFile(path)
		bad, _ := os.ReadFile(h.BadPath())
		if len(mended)+len(bad) < len(data) {
			t.Fatalf("%d bytes in, %d kept and %d set aside", len(data), len(mended), len(bad))
		}
		if len(mended) > 0 && mended[len(mended)-1] != '\n' {
			t.Fatalf("the mended file does not end a line: %q", mended)
		}
		n, _, err := h.Append(1, 0, played)
		if err != nil {
			t.Fatal(err)
		}
		sums, _, err := h.Summaries()
		if err != nil || len(sums) == 0 || sums[len(sums)-1].Number != n {
			t.Fatalf("the appended hand %d does not read back last: %+v, %v", n, sums, err)
		}
	})
}
