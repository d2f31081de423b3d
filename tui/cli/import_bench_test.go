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

// BenchmarkImport100k is `razz history import` of one PokerStars file of
// 100,000 heads-up hands (a shootout's two sample hands again and again,
// each under its own number with the stacks moved by a chip, 59 MB,
// under the 64 MiB a file may hold), the account holder's file: reading
// and checking every hand, the history's check for hands already there,
// the save, and the recap (the coach reviews the latest 1,000 of the
// user's hands). Run it alone, once:
//
//	go test ./tui/cli -run '^$' -bench Import100k -benchtime 1x
func BenchmarkImport100k(b *testing.B) {
	const hands = 100_000
	file := filepath.Join(b.TempDir(), "100k.txt")
	os.WriteFile(file, []byte(manyHands(b, hands)), 0o644)
	b.ResetTimer()
	for range b.N {
		b.StopTimer()
		path := tempHistory(b)
		runtime.GC()
		b.StartTimer()
		start := time.Now()
		var out bytes.Buffer
		if err := HistoryImport(ImportOptions{File: file}, nil, &out); err != nil {
			b.Fatalf("%v\n%s", err, out.String())
		}
		b.ReportMetric(hands/time.Since(start).Seconds(), "hands/s")
		b.StopTimer()
		if !strings.Contains(out.String(), fmt.Sprintf("%d of %d PokerStars hand(s) imported into %s as hands 1 to %d\n", hands, hands, path, hands)) {
			b.Fatalf("%.500s", out.String())
		}
	}
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	b.ReportMetric(float64(m.Sys)/(1<<20), "MiB-sys")
}

var stackLine = regexp.MustCompile(`(?m)^(Seat \d+: \S+ \()(\d+)( in chips\))$`)

// manyHands is the text of n hands: home_shootout.txt's two hands over and
// over, numbered on, every stack d chips more in the d-th pair (the same
// play at other stacks: another hand).
func manyHands(b *testing.B, n int) string {
	text := readRealFile(b, "home_shootout.txt")
	pair := handsOf(text)
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
