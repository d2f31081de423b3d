package cli

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"runtime/metrics"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// BenchmarkImport is `razz history import` of a big file into an empty
// history: reading and checking every hand (each played through the
// engine), the history's check for hands already there, the save, and
// the recap (the coach reviews the latest 1,000 of the user's hands).
// phh-100k is 100,000 heads-up hands of PHH (1,000 hands the bots played,
// again and again at stacks a chip deeper each time: each another hand),
// 29 MB; pokerstars-100k is 100,000 hands of PokerStars text (a
// shootout's two sample hands, numbered on, the stacks a chip deeper each
// pair), 90 MB. Each file is written a hand at a time, so that what the
// benchmark measures of memory is the import's: peak-heap-MiB is the
// most the heap held (sampled every few milliseconds during the import),
// sys-MiB what the process took from the system. Run it alone, once:
//
//	go test ./tui/cli -run '^$' -bench '^BenchmarkImport$' -benchtime 1x
func BenchmarkImport(b *testing.B) {
	for _, c := range []struct {
		name, ext, hero string
		hands           int
		write           func(testing.TB, io.Writer, int)
		format          string
	}{
		{"phh-100k", ".phhs", "Greta", 100_000, writeManyPHH, "PHH"},
		{"pokerstars-100k", ".txt", "", 100_000, writeManyHands, "PokerStars"},
	} {
		b.Run(c.name, func(b *testing.B) {
			file := writeBig(b, c.ext, c.hands, c.write)
			b.ResetTimer()
			for range b.N {
				b.StopTimer()
				path := tempHistory(b)
				b.StartTimer()
				start := time.Now()
				var out bytes.Buffer
				peak := heapPeak(func() {
					if err := HistoryImport(ImportOptions{File: file, Hero: c.hero}, nil, &out); err != nil {
						b.Fatalf("%v\n%.1000s", err, out.String())
					}
				})
				b.ReportMetric(float64(c.hands)/time.Since(start).Seconds(), "hands/s")
				b.ReportMetric(float64(peak)/(1<<20), "peak-heap-MiB")
				b.StopTimer()
				if want := fmt.Sprintf("%d of %d %s hand(s) imported into %s as hands 1 to %d\n", c.hands, c.hands, c.format, path, c.hands); !strings.Contains(out.String(), want) {
					b.Fatalf("no %q in:\n%.1000s", want, out.String())
				}
			}
			var m runtime.MemStats
			runtime.ReadMemStats(&m)
			b.ReportMetric(float64(m.Sys)/(1<<20), "sys-MiB")
		})
	}
}

// writeBig writes a file of n hands a hand at a time, and says its size.
func writeBig(tb testing.TB, ext string, n int, write func(testing.TB, io.Writer, int)) string {
	file := filepath.Join(tb.TempDir(), "big"+ext)
	f, err := os.Create(file)
	if err != nil {
		tb.Fatal(err)
	}
	w := bufio.NewWriter(f)
	write(tb, w, n)
	if err := w.Flush(); err != nil {
		tb.Fatal(err)
	}
	f.Close()
	fi, _ := os.Stat(file)
	tb.Logf("%d hands, %.1f MB", n, float64(fi.Size())/1e6)
	runtime.GC()
	return file
}

// heapPeak runs fn and returns the most the heap held of objects while it
// ran, above what it held before (runtime/metrics, read every 2 ms).
func heapPeak(fn func()) uint64 {
	runtime.GC()
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	read := func() uint64 { metrics.Read(sample); return sample[0].Value.Uint64() }
	base := read()
	var peak uint64
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		tick := time.NewTicker(2 * time.Millisecond)
		defer tick.Stop()
		for {
			peak = max(peak, read())
			select {
			case <-done:
				return
			case <-tick.C:
			}
		}
	})
	fn()
	close(done)
	wg.Wait()
	if peak < base {
		return 0
	}
	return peak - base
}

// playedPHH is n heads-up hands the bots played (seed 5), as PHH, one a
// string. The same n is the same hands, so each n is played and exported
// once a process: the import tests write files of 2,000 to 12,000 hands
// from the same 1,000, and played them again for each file.
func playedPHH(tb testing.TB, n int) []string {
	playedMu.Lock()
	defer playedMu.Unlock()
	if hands, ok := playedCache[n]; ok {
		return hands
	}
	var played, phh bytes.Buffer
	o := SimOptions{Table: DefaultTableFlags(), Hands: n, JSON: true, Level: "normal"}
	o.Table.Seed, o.Table.Players = 5, 2
	if err := Sim(o, &played, &bytes.Buffer{}); err != nil {
		tb.Fatal(err)
	}
	logs := filepath.Join(tb.TempDir(), "played.jsonl")
	os.WriteFile(logs, played.Bytes(), 0o644)
	if err := HistoryExport(logs, ExportOptions{Format: FormatPHH}, nil, &phh, &bytes.Buffer{}); err != nil {
		tb.Fatal(err)
	}
	hands := strings.Split(strings.TrimSpace(phh.String()), "\n\n")
	playedCache[n] = hands
	return hands
}

var (
	playedMu    sync.Mutex
	playedCache = map[int][]string{}
)

var (
	stackLine = regexp.MustCompile(`(?m)^(Seat \d+: \S+ \()(\d+)( in chips\))$`)
	phhStacks = regexp.MustCompile(`(?m)^starting_stacks = \[(\d+), (\d+)\]$`)
	phhName   = regexp.MustCompile(`(?m)^\[\d+\]$`)
)

// writeManyHands writes n hands of text: home_shootout.txt's two hands
// over and over, numbered on, every stack d chips more in the d-th pair
// (the same play at other stacks: another hand).
func writeManyHands(tb testing.TB, w io.Writer, n int) {
	pair := handsOf(readRealFile(tb, "home_shootout.txt"))
	for i := range n {
		h := strings.Replace(pair[i%2], "#9970000000"+strconv.Itoa(i%2+1), "#"+strconv.Itoa(99700000000+i), 1)
		d := i / 2
		h = stackLine.ReplaceAllStringFunc(h, func(l string) string {
			m := stackLine.FindStringSubmatch(l)
			n, _ := strconv.Atoi(m[2])
			return m[1] + strconv.Itoa(n+d) + m[3]
		})
		io.WriteString(w, h)
	}
}

// writeManyPHH writes n heads-up PHH hands: 1,000 the bots played, over
// and over, the stacks a chip deeper each time round.
func writeManyPHH(tb testing.TB, w io.Writer, n int) {
	hands := phhTemplates(tb, min(n, 1000))
	for i := range n {
		h, d := hands[i%len(hands)], i/len(hands)
		fmt.Fprintf(w, "%s[%d]%sstarting_stacks = [%d, %d]%s\n\n", h.head, i+1, h.mid, h.x+d, h.y+d, h.tail)
	}
}

// phhTemplate is one of playedPHH's hands cut at its name and its stacks,
// where writeManyPHH numbers it and deepens them: head, "[name]", mid,
// "starting_stacks = [x, y]", tail. Cut once, not found by the regular
// expressions again for each hand written (tens of thousands a test).
type phhTemplate struct {
	head, mid, tail string
	x, y            int
}

func phhTemplates(tb testing.TB, n int) []phhTemplate {
	var out []phhTemplate
	for _, h := range playedPHH(tb, n) {
		name, stacks := phhName.FindAllStringIndex(h, -1), phhStacks.FindAllStringSubmatchIndex(h, -1)
		if len(name) != 1 || len(stacks) != 1 || name[0][1] > stacks[0][0] {
			tb.Fatalf("a played hand without one name before one stacks line:\n%s", h)
		}
		m := stacks[0]
		x, _ := strconv.Atoi(h[m[2]:m[3]])
		y, _ := strconv.Atoi(h[m[4]:m[5]])
		out = append(out, phhTemplate{head: h[:name[0][0]], mid: h[name[0][1]:m[0]], tail: h[m[1]:], x: x, y: y})
	}
	return out
}
