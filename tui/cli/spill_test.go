package cli

import (
	"bytes"
	"io"
	"os"
	"testing"
)

// A spill holds what is written in memory up to spillAt, then in a file
// of its folder that is gone from the folder at once; it reads back what
// was written, from anywhere, either way.
func TestSpillMovesToAFile(t *testing.T) {
	dir := t.TempDir()
	s := newSpill(dir)
	defer s.Close()
	var want bytes.Buffer
	line := bytes.Repeat([]byte("0123456789abcdef"), 64)
	for want.Len() <= spillAt+len(line) {
		if s.f == nil && want.Len() > 0 && s.size != int64(want.Len()) {
			t.Fatal("size")
		}
		s.Write(line)
		want.Write(line)
	}
	if s.Err() != nil || s.f == nil || s.mem != nil {
		t.Fatalf("past %d bytes: err %v, file %v, %d bytes held", spillAt, s.Err(), s.f != nil, len(s.mem))
	}
	if left, _ := os.ReadDir(dir); len(left) != 0 {
		t.Errorf("the spill's file is in its folder: %v", left)
	}
	got, err := io.ReadAll(s.reader())
	if err != nil || !bytes.Equal(got, want.Bytes()) {
		t.Fatalf("read back %d bytes of %d: %v", len(got), want.Len(), err)
	}
	at := make([]byte, 100)
	if n, err := s.ReadAt(at, spillAt-50); n != 100 || err != nil || !bytes.Equal(at, want.Bytes()[spillAt-50:spillAt+50]) {
		t.Errorf("ReadAt across the move: %d, %v", n, err)
	}
	small := newSpill(dir)
	small.Write([]byte("abc\n"))
	if b := make([]byte, 4); small.f != nil || func() bool { n, _ := small.ReadAt(b, 0); return n != 4 || string(b) != "abc\n" }() {
		t.Error("a small spill")
	}
	small.Close()
}
