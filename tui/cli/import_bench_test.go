package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"
)

// BenchmarkImport100k is `razz history import` of one PokerStars file of
// 100,000 heads-up hands (53 MB, under the 64 MiB a file may hold),
// played by the bots and written as the account holder's file: reading
// and checking every hand, the history's check for hands already there,
// the save, and the recap (the coach reviews the latest 1,000 of the
// user's hands). Run it alone, once:
//
//	go test ./tui/cli -run '^$' -bench Import100k -benchtime 1x
func BenchmarkImport100k(b *testing.B) {
	const hands = 100_000
	file := filepath.Join(b.TempDir(), "100k.txt")
	var played, text bytes.Buffer
	o := SimOptions{Table: DefaultTableFlags(), Hands: hands, JSON: true, Level: "normal"}
	o.Table.Seed, o.Table.Players = 5, 2
	if err := Sim(o, &played, &bytes.Buffer{}); err != nil {
		b.Fatal(err)
	}
	logs := filepath.Join(b.TempDir(), "played.jsonl")
	os.WriteFile(logs, played.Bytes(), 0o644)
	if err := HistoryExport(logs, ExportOptions{Format: FormatPokerStars, Hero: "Greta"}, nil, &text, &bytes.Buffer{}); err != nil {
		b.Fatal(err)
	}
	os.WriteFile(file, text.Bytes(), 0o644)
	b.Logf("%d hands, %.1f MB", hands, float64(text.Len())/1e6)
	played, text = bytes.Buffer{}, bytes.Buffer{}
	b.ResetTimer()
	for range b.N {
		b.StopTimer()
		tempHistory(b)
		runtime.GC()
		b.StartTimer()
		start := time.Now()
		var out bytes.Buffer
		if err := HistoryImport(ImportOptions{File: file}, nil, &out); err != nil {
			b.Fatalf("%v\n%s", err, out.String())
		}
		b.ReportMetric(hands/time.Since(start).Seconds(), "hands/s")
	}
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	b.ReportMetric(float64(m.Sys)/(1<<20), "MiB-sys")
}
