package hhfmt

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"razz/engine"
)

// minimizeBudget bounds how long the fuzzer minimizes each new input
// unless -fuzzminimizetime is given. Go's minimizer (golang/go#48820)
// tries every cut of an input, quadratic in its length, for up to a minute
// by default, and its executions are not counted meanwhile: with hand
// histories of a kilobyte or more, `-fuzz FuzzReadPokerStars` showed
// "execs: 13 (0/sec)" for most of a 30 s run, each new input minimized for
// up to 60 s. Ten thousand tries take well under a second here.
const minimizeBudget = "10000x"

// minimizeGiven says -fuzzminimizetime was given: it is then left alone.
var minimizeGiven bool

func TestMain(m *testing.M) {
	flag.Parse()
	flag.Visit(func(f *flag.Flag) { minimizeGiven = minimizeGiven || f.Name == "test.fuzzminimizetime" })
	if !minimizeGiven {
		if err := flag.Set("test.fuzzminimizetime", minimizeBudget); err != nil {
			panic(err)
		}
	}
	os.Exit(m.Run())
}

// A fuzz run minimizes each new input within the budget, not for a minute.
func TestFuzzMinimizeBounded(t *testing.T) {
	if minimizeGiven {
		t.Skip("-fuzzminimizetime given")
	}
	v := flag.Lookup("test.fuzzminimizetime").Value.String()
	n, err := strconv.Atoi(strings.TrimSuffix(v, "x"))
	if !strings.HasSuffix(v, "x") || err != nil || n > 20000 {
		t.Fatalf("-fuzzminimizetime is %s: a new input may be minimized for a minute", v)
	}
}

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
		hands, err := ReadPHH(b, nil)
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
	// One hand a seed: the fuzzer's inputs (and what it minimizes) stay
	// the size of a hand, not of a file.
	for _, name := range []string{"tournament.txt", "real/horse_cash.txt", "real/horse_tournament.txt", "real/home_8game_old.txt"} {
		if data, err := os.ReadFile(filepath.Join("testdata", name)); err == nil {
			for _, h := range splitHands(data) {
				f.Add(h)
			}
		}
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		hands, err := ReadPokerStars(b, nil)
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

// splitHands cuts a file into its hands, each starting at its header.
func splitHands(data []byte) [][]byte {
	var out [][]byte
	start := 0
	for i := 1; i < len(data); i++ {
		if data[i-1] == '\n' && psHeader.Match(bytes.TrimSpace(data[i:min(i+60, len(data))])) {
			out = append(out, data[start:i])
			start = i
		}
	}
	return append(out, data[start:])
}
