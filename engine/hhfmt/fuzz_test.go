package hhfmt

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"razz/engine"
)

// The readers take files from anywhere: whatever the bytes, they return
// hands or an error, never panic, and every hand they accept replays.
func FuzzReadPHH(f *testing.F) {
	data, err := os.ReadFile(filepath.Join(vectors, "hands.phhs"))
	if err != nil {
		f.Fatal(err)
	}
	for _, sec := range bytes.Split(data, []byte("\n\n"))[:6] {
		f.Add(sec)
	}
	f.Add([]byte("variant = 'FR'\nactions = [\n 'd dh p1 ????As', # comment\n]\n"))
	f.Add([]byte("[1]\nplayers = [\"a\\u0041\", 'b']\nstarting_stacks = [1_000, 2]\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		hands, err := ReadPHH(b)
		checkRead(t, hands, err)
	})
}

func FuzzReadPokerStars(f *testing.F) {
	logs := readLogs(f, "hands.jsonl")
	for i, o := range []PokerStarsOptions{{Hero: "You"}, {AllCards: true}} {
		for _, l := range logs[i*3 : i*3+3] {
			var b bytes.Buffer
			if err := WritePokerStars(&b, l, o); err != nil {
				f.Fatal(err)
			}
			f.Add(b.Bytes())
		}
	}
	for _, name := range []string{"tournament.txt", "real/horse_cash.txt", "real/horse_tournament.txt", "real/home_8game_old.txt"} {
		if data, err := os.ReadFile(filepath.Join("testdata", name)); err == nil {
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		hands, err := ReadPokerStars(b)
		checkRead(t, hands, err)
	})
}

func checkRead(t *testing.T, hands []Hand, err error) {
	if err != nil {
		if hands != nil {
			t.Fatalf("hands and an error: %v", err)
		}
		return
	}
	for _, h := range hands {
		if h.Err != nil {
			continue
		}
		if _, err := engine.Replay(h.Log); err != nil {
			t.Fatalf("hand %d accepted but does not replay: %v", h.Index, err)
		}
	}
}
