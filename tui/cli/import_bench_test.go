package cli

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
)

// BenchmarkImport is `razz history import` of a big file into an empty
// history: reading and checking every hand (each played through the
// engine), the history's check for hands already there, the save, and
// the recap (the coach reviews the latest 1,000 of the user's hands).
// phh-100k is 100,000 heads-up hands of PHH (1,000 hands the bots played,
// again and again at stacks a chip deeper each time: each another hand),
// 29 MB; pokerstars-70k is 70,000 hands of PokerStars text (a shootout's
// two sample hands, numbered on, the stacks a chip deeper each pair), 63
// MB: the most hands a file of 64 MiB, the bound on what razz reads,
// holds. Run it alone, once:
//
//	go test ./tui/cli -run '^$' -bench Import -benchtime 1x
func BenchmarkImport(b *testing.B) {
	for _, c := range []struct {
		name, ext, hero string
		hands           int
		text            func(*testing.B, int) string
		format          string
	}{
		{"phh-100k", ".phhs", "Greta", 100_000, manyPHH, "PHH"},
		{"pokerstars-70k", ".txt", "", 70_000, manyHands, "PokerStars"},
	} {
		b.Run(c.name, func(b *testing.B) {
			file := filepath.Join(b.TempDir(), "big"+c.ext)
			text := c.text(b, c.hands)
			os.WriteFile(file, []byte(text), 0o644)
			b.Logf("%d hands, %.1f MB", c.hands, float64(len(text))/1e6)
			text = ""
			b.ResetTimer()
			for range b.N {
				b.StopTimer()
				path := tempHistory(b)
				runtime.GC()
				b.StartTimer()
				start := time.Now()
				var out bytes.Buffer
				if err := HistoryImport(ImportOptions{File: file, Hero: c.hero}, nil, &out); err != nil {
					b.Fatalf("%v\n%.1000s", err, out.String())
				}
				b.ReportMetric(float64(c.hands)/time.Since(start).Seconds(), "hands/s")
				b.StopTimer()
				if want := fmt.Sprintf("%d of %d %s hand(s) imported into %s as hands 1 to %d\n", c.hands, c.hands, c.format, path, c.hands); !strings.Contains(out.String(), want) {
					b.Fatalf("no %q in:\n%.1000s", want, out.String())
				}
			}
			var m runtime.MemStats
			runtime.ReadMemStats(&m)
			b.ReportMetric(float64(m.Sys)/(1<<20), "MiB-sys")
		})
	}
}

var (
	stackLine = regexp.MustCompile(`(?m)^(Seat \d+: \S+ \()(\d+)( in chips\))$`)
	phhStacks = regexp.MustCompile(`(?m)^starting_stacks = \[(\d+), (\d+)\]$`)
	phhName   = regexp.MustCompile(`(?m)^\[\d+\]$`)
)

// manyHands is the text of n hands: home_shootout.txt's two hands over and
// over, numbered on, every stack d chips more in the d-th pair (the same
// play at other stacks: another hand).
func manyHands(b *testing.B, n int) string {
	pair := handsOf(readRealFile(b, "home_shootout.txt"))
	var out strings.Builder
	for i := range n {
		h := strings.Replace(pair[i%2], "#9970000000"+strconv.Itoa(i%2+1), "#"+strconv.Itoa(99700000000+i), 1)
		d := i / 2
		h = stackLine.ReplaceAllStringFunc(h, func(l string) string {
			m := stackLine.FindStringSubmatch(l)
			n, _ := strconv.Atoi(m[2])
			return m[1] + strconv.Itoa(n+d) + m[3]
		})
		out.WriteString(h)
	}
	return out.String()
}

// manyPHH is n heads-up PHH hands: 1,000 the bots played, over and over,
// the stacks a chip deeper each time round.
func manyPHH(b *testing.B, n int) string {
	var played, phh bytes.Buffer
	o := SimOptions{Table: DefaultTableFlags(), Hands: 1000, JSON: true, Level: "normal"}
	o.Table.Seed, o.Table.Players = 5, 2
	if err := Sim(o, &played, &bytes.Buffer{}); err != nil {
		b.Fatal(err)
	}
	logs := filepath.Join(b.TempDir(), "played.jsonl")
	os.WriteFile(logs, played.Bytes(), 0o644)
	if err := HistoryExport(logs, ExportOptions{Format: FormatPHH}, nil, &phh, &bytes.Buffer{}); err != nil {
		b.Fatal(err)
	}
	hands := strings.Split(strings.TrimSpace(phh.String()), "\n\n")
	var out strings.Builder
	for i := range n {
		h, d := hands[i%len(hands)], i/len(hands)
		h = phhName.ReplaceAllString(h, "["+strconv.Itoa(i+1)+"]")
		h = phhStacks.ReplaceAllStringFunc(h, func(l string) string {
			m := phhStacks.FindStringSubmatch(l)
			x, _ := strconv.Atoi(m[1])
			y, _ := strconv.Atoi(m[2])
			return fmt.Sprintf("starting_stacks = [%d, %d]", x+d, y+d)
		})
		out.WriteString(h + "\n\n")
	}
	return out.String()
}
