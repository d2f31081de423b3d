package engine

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

func TestReplayVectors(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(vectorDir, "hands.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	lines := bytes.Split(bytes.TrimSpace(data), []byte("\n"))
	if len(lines) != 100 {
		t.Fatalf("%d hands", len(lines))
	}
	for i, line := range lines {
		l, err := ParseLog(line)
		if err != nil {
			t.Fatalf("hand %d: %v", i+1, err)
		}
		h, err := Replay(l)
		if err != nil {
			t.Errorf("hand %d: %v", i+1, err)
			continue
		}
		// The bring-in seat is the one the log shows posting or completing first.
		_ = h
	}
}
