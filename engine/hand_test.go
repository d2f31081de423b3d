package engine

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestReplayVectors(t *testing.T) {
	t.Parallel()
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
		// Replay checked the seat to act at every step; check the two
		// decisions by name too: the first to act on each street is the
		// engine's bring-in seat or first-to-act seat.
		firstOn := map[int]int{}
		for _, a := range l.Actions {
			if _, ok := firstOn[a.Street]; !ok && a.Action != "ante" {
				firstOn[a.Street] = a.Seat
			}
		}
		if s, ok := firstOn[3]; ok && s != h.BringIn().Seat {
			t.Errorf("hand %d: the log's bring-in seat %d, the engine's %d", i+1, s, h.BringIn().Seat)
		}
		for _, f := range h.Firsts() {
			if s, ok := firstOn[f.Street]; ok && s != f.Seat {
				t.Errorf("hand %d street %d: the log's first seat %d, the engine's %d", i+1, f.Street, s, f.Seat)
			}
		}
		if len(l.Showdown) > 0 && h.Showdown() == nil {
			t.Errorf("hand %d: no showdown", i+1)
		}
	}
}

func TestReplayShortDeal(t *testing.T) {
	t.Parallel()
	line := []byte(`{"version":1,"game":"razz","seed":1,"hand":1,"limits":{"ante":5,"bring_in":10,"small_bet":20,"big_bet":40,"cap":4},"seats":[{"seat":1,"name":"A","stack":100},{"seat":2,"name":"B","stack":100}],"deal":{"1":["Kh","3s","Qd"],"2":["9c","Td","2h"]},"community":null,"actions":[{"street":3,"seat":1,"action":"ante","put":5,"to":5},{"street":3,"seat":2,"action":"ante","put":5,"to":5},{"street":3,"seat":1,"action":"bring-in","put":10,"to":10},{"street":3,"seat":2,"action":"call","put":10,"to":10}],"showdown":[],"awards":[],"stacks_after":{"1":85,"2":85}}`)
	l, err := ParseLog(line)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Replay(l); err == nil || !strings.Contains(err.Error(), "deal is short") {
		t.Errorf("a deal of three cards each replayed: %v", err)
	}
}
