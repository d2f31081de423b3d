package cli

import (
	"bytes"
	"io"
	"strings"
	"testing"
)

// TestPracticeHands: a PokerStars HORSE file gives its Razz hands with a
// decision of the account holder's, who is named You; --hand picks one by
// its place; a file with none, or a hand not there, is one clear error.
func TestPracticeHands(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	file := "../../engine/hhfmt/testdata/real/horse_cash.txt"
	hs, err := PracticeHands(PracticeOptions{File: file}, nil)
	if err != nil || len(hs) != 2 {
		t.Fatalf("%d hands, %v; want the file's 2 Razz hands", len(hs), err)
	}
	for _, l := range hs {
		you := 0
		for _, s := range l.Seats {
			if s.Name == Hero {
				you++
			}
		}
		if you != 1 {
			t.Fatalf("hand %s: %d seats named %s, want the account holder's alone", l.SourceID, you, Hero)
		}
	}
	one, err := PracticeHands(PracticeOptions{File: file, Hand: 2}, nil)
	if err != nil || len(one) != 1 || one[0].SourceID != hs[1].SourceID {
		t.Fatalf("--hand 2: %v, %v; want the file's second hand", one, err)
	}
	if _, err := PracticeHands(PracticeOptions{File: file, Hand: 9}, nil); err == nil || !strings.Contains(err.Error(), "no hand 9 in") {
		t.Fatalf("--hand 9: %v", err)
	}
	// Hands of razz sim: nobody in them is the user.
	var sim bytes.Buffer
	o := SimOptions{Table: DefaultTableFlags(), Hands: 3, JSON: true, Level: "normal"}
	o.Table.Seed = 3
	if err := Sim(o, &sim, io.Discard); err != nil {
		t.Fatal(err)
	}
	if _, err := PracticeHands(PracticeOptions{File: "-"}, &sim); err == nil || !strings.Contains(err.Error(), "has a decision of yours") {
		t.Fatalf("no decision: %v", err)
	}
	if _, err := PracticeHands(PracticeOptions{}, nil); err == nil || !strings.Contains(err.Error(), "your history") {
		t.Fatalf("an empty history: %v", err)
	}
}
