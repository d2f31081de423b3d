package cli

import (
	"bytes"
	"fmt"
	"os"
	"runtime/debug"
	"strings"
	"testing"
)

// An import holds what its spills hold in memory, the indexes of the
// file's hands and one hand being read, whatever the file's size: 12,000
// hands of PHH (3.4 MB; their hand logs, kept to save, some 18 MB) are
// imported with the heap at most 40 MiB above where it was (12.5 MiB
// here), where the import that held every hand until the save took 79
// MiB for them, and 25 MiB for 4,000 (1.4 GB for 100,000 and their
// recap). The peak for 4,000 hands is not a third of it: the bound is not
// the file's.
func TestImportMemoryIsBounded(t *testing.T) {
	if testing.Short() {
		t.Skip("imports 16,000 hands")
	}
	defer debug.SetGCPercent(debug.SetGCPercent(50)) // the heap's peak nearer what is live
	var peaks []uint64
	for _, n := range []int{4_000, 12_000} {
		file := writeBig(t, ".phhs", n, writeManyPHH)
		path := tempHistory(t)
		var out bytes.Buffer
		peak := heapPeak(func() {
			if err := HistoryImport(ImportOptions{File: file}, nil, &out); err != nil {
				t.Fatalf("%v\n%.1000s", err, out.String())
			}
		})
		if want := fmt.Sprintf("%d of %d PHH hand(s) imported into %s as hands 1 to %d\n", n, n, path, n); !strings.Contains(out.String(), want) {
			t.Fatalf("no %q in:\n%.1000s", want, out.String())
		}
		if got := len(historyLogs(t, path)); got != n {
			t.Fatalf("%d hands saved of %d", got, n)
		}
		t.Logf("%d hands: the heap's peak %.1f MiB above where it was", n, float64(peak)/(1<<20))
		peaks = append(peaks, peak)
	}
	if peaks[1] > 40<<20 {
		t.Errorf("12,000 hands imported with the heap %.0f MiB above where it was: more than 40 MiB", float64(peaks[1])/(1<<20))
	}
	if peaks[1] > 2*peaks[0] {
		t.Errorf("the heap's peak grows with the file: %.0f MiB for 4,000 hands, %.0f MiB for 12,000", float64(peaks[0])/(1<<20), float64(peaks[1])/(1<<20))
	}
}

// A hand whose bring-in seat completes takes its level's bring-in from a
// hand after it in the file, read from a file or from a pipe: the first
// reading notes the levels (a pipe is kept as it is read), the second
// plays the hands.
func TestImportLearnsTheLevelFromALaterHand(t *testing.T) {
	both := readRealFile(t, "home_shootout.txt")
	// At an ante of 5, 30/60 is no PokerStars tournament level: only the
	// other hand says the bring-in.
	ante5 := strings.NewReplacer("posts the ante 6", "posts the ante 5", "collected 372", "collected 370", "Total pot 372", "Total pot 370",
		"won (372)", "won (370)", "collected 72", "collected 70", "Total pot 72", "Total pot 70", "collected (72)", "collected (70)").Replace(both)
	i := strings.Index(ante5, "PokerStars Home Game Hand #99700000002")
	completesFirst := ante5[i:] + "\n\n" + ante5[:i]
	for _, from := range []string{"-", writeTemp(t, "swapped.txt", completesFirst)} {
		path := tempHistory(t)
		var out bytes.Buffer
		if err := HistoryImport(ImportOptions{File: from}, strings.NewReader(completesFirst), &out); err != nil {
			t.Fatalf("%s: %v\n%s", from, err, out.String())
		}
		logs := historyLogs(t, path)
		if len(logs) != 2 || logs[0].SourceID != "99700000002" || logs[0].Limits.BringIn != 9 {
			t.Errorf("%s: %d hands saved, the first %s bringing in %d", from, len(logs), logs[0].SourceID, logs[0].Limits.BringIn)
		}
	}
}

// steps is a Progress that keeps every step it is told.
type steps struct{ told []step }

type step struct {
	what        string
	done, total int
}

func (s *steps) Step(what string, done, total int) { s.told = append(s.told, step{what, done, total}) }
func (s *steps) Done()                             {}

// The first reading of a file, which plays no hand but reads them all (a
// few seconds for a year of hands), is told as the file's KiB are read,
// up to the whole file, before the hands are: it showed nothing.
func TestImportTellsItsFirstReading(t *testing.T) {
	file := writeBig(t, ".phhs", 2_000, writeManyPHH)
	fi, err := os.Stat(file)
	if err != nil {
		t.Fatal(err)
	}
	tempHistory(t)
	var p steps
	if err := HistoryImport(ImportOptions{File: file, Progress: &p}, nil, &bytes.Buffer{}); err != nil {
		t.Fatal(err)
	}
	const looking = "looking over the file (KiB)"
	kib, last, n := int(fi.Size()>>10), -1, 0
	for _, s := range p.told {
		if s.what != looking {
			break
		}
		if s.total != kib || s.done < last || s.done > kib {
			t.Fatalf("told %d of %d KiB after %d, for a file of %d KiB", s.done, s.total, last, kib)
		}
		last, n = s.done, n+1
	}
	if n < 2 || last != kib {
		t.Errorf("the first reading told %d times, last at %d of %d KiB", n, last, kib)
	}
	if len(p.told) == n || p.told[n].what != "reading" {
		t.Errorf("no reading of the hands after the first reading: %v", p.told[n:min(len(p.told), n+1)])
	}
}
