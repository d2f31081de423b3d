package store

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"razz/engine"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// aHand is a real hand log (the spec's example); hand numbers are put in
// by handLine.
const aHand = `{"version":1,"game":"razz","seed":42,"hand":%d,"time":"2026-11-30T17:07:36Z","limits":{"ante":5,"bring_in":10,"small_bet":20,"big_bet":40,"cap":4},"seats":[{"seat":1,"name":"You","stack":1000},{"seat":4,"name":"Rock","stack":990}],"deal":{"1":["Kh","3s","Qd"],"4":["9c","Td","2h"]},"community":null,"actions":[{"street":3,"seat":1,"action":"ante","put":5,"to":5},{"street":3,"seat":4,"action":"ante","put":5,"to":5},{"street":3,"seat":1,"action":"bring-in","put":10,"to":10},{"street":3,"seat":4,"action":"complete","put":20,"to":20},{"street":3,"seat":1,"action":"fold","put":0,"to":10}],"showdown":[],"returned":[{"seat":4,"amount":10}],"awards":[{"seat":4,"amount":30}],"stacks_after":{"1":985,"4":1005}}`

func handLine(number int) []byte { return []byte(fmt.Sprintf(aHand, number)) }

// oldLine is a hand saved before hands had a time.
func oldLine(number int) []byte {
	return bytes.Replace(handLine(number), []byte(`"time":"2026-11-30T17:07:36Z",`), nil, 1)
}

// played encodes hands as the table does: numbered, with a time.
func played(_, number int, b []byte) []byte { return append(b, handLine(number)...) }

func appendOne(t testing.TB, h *History) (int, *Problem) {
	t.Helper()
	n, p, err := h.Append(1, 0, played)
	if err != nil {
		t.Fatal(err)
	}
	return n, p
}

func numbers(t *testing.T, h *History) []int {
	t.Helper()
	hands, skipped, _, err := h.ReadAll()
	if err != nil || skipped != 0 {
		t.Fatalf("read: %v, %d skipped", err, skipped)
	}
	var out []int
	for _, l := range hands {
		out = append(out, l.Hand)
	}
	return out
}

func TestHistoryNumbersContinue(t *testing.T) {
	t.Parallel()
	h := OpenHistory(filepath.Join(t.TempDir(), "razz", HistoryFile))
	if n, err := h.NextNumber(); err != nil || n != 1 {
		t.Fatalf("empty history: next %d, %v", n, err)
	}
	for want := 1; want <= 3; want++ {
		if n, _ := appendOne(t, h); n != want {
			t.Errorf("hand %d saved as %d", want, n)
		}
	}
	// A later session asks for a number already taken: it gets the next free one.
	if n, _, _ := h.Append(2, 2, played); n != 4 {
		t.Errorf("from 2 after 3 hands: first %d, want 4", n)
	}
	if n, _, _ := h.Append(1, 10, played); n != 10 {
		t.Errorf("from 10 after 5 hands: %d, want 10", n)
	}
	if got := fmt.Sprint(numbers(t, h)); got != "[1 2 3 4 5 10]" {
		t.Errorf("numbers %s", got)
	}
	if n, err := h.NextNumber(); err != nil || n != 11 {
		t.Errorf("next %d, %v; want 11", n, err)
	}
}

// A history from before numbers continued (numbers restart, no times)
// continues after its highest number, not its last.
func TestHistoryNextNumberOfAnOldFile(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), HistoryFile)
	var old []byte
	for _, n := range []int{1, 2, 3, 7, 8, 1, 2} {
		old = append(append(old, oldLine(n)...), '\n')
	}
	os.WriteFile(path, old, 0o644)
	if n, err := OpenHistory(path).NextNumber(); err != nil || n != 9 {
		t.Errorf("next %d, %v; want 9", n, err)
	}
}

// A crash mid-save leaves a last line without its newline. The next save
// sets it aside into .bad, keeps every complete hand, says so once, and
// is not glued to it (issue #9 items 17 and 29).
func TestAppendAfterATornLine(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), HistoryFile)
	good := append(append(handLine(1), '\n'), append(handLine(2), '\n')...)
	torn := handLine(3)[:100]
	os.WriteFile(path, append(append([]byte(nil), good...), torn...), 0o640)
	h := OpenHistory(path)
	n, p := appendOne(t, h)
	if p == nil || !p.SetAside || !strings.Contains(p.String(), path+".bad") {
		t.Errorf("the torn line was not reported: %v", p)
	}
	if n != 3 {
		t.Errorf("numbered %d after hands 1 and 2", n)
	}
	got, _ := os.ReadFile(path)
	if !bytes.HasPrefix(got, good) || bytes.Count(got, []byte("\n")) != 3 {
		t.Fatalf("history after the save:\n%s", got)
	}
	if bad, _ := os.ReadFile(path + ".bad"); string(bad) != string(torn)+"\n" {
		t.Errorf(".bad holds %q", bad)
	}
	if _, p := appendOne(t, h); p != nil {
		t.Errorf("reported twice: %v", p)
	}
	if got := fmt.Sprint(numbers(t, h)); got != "[1 2 3 4]" {
		t.Errorf("numbers %s", got)
	}
	if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o640 {
		t.Errorf("mode %v, want 0640", fi.Mode().Perm())
	}
}

func TestReadSetsDamageAside(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		lines []string // joined by newlines; the last has none when torn
		torn  bool
		want  string // hand numbers read
		bad   string // what .bad holds
	}{
		{"torn last line", []string{string(handLine(1)), string(handLine(2)), `{"version":1,"ga`}, true, "[1 2]", `{"version":1,"ga` + "\n"},
		{"no final newline on a whole hand", []string{string(handLine(1)), string(handLine(2))}, true, "[1]", string(handLine(2)) + "\n"},
		{"garbage inside", []string{string(handLine(1)), "\x00\x00\x00", string(handLine(2)), `{"cut`, string(handLine(3))}, false, "[1 2 3]", "\x00\x00\x00\n{\"cut\n"},
		{"clean", []string{string(handLine(1)), string(handLine(2))}, false, "[1 2]", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), HistoryFile)
			data := strings.Join(tc.lines, "\n")
			if !tc.torn {
				data += "\n"
			}
			os.WriteFile(path, []byte(data), 0o600)
			h := OpenHistory(path)
			sums, p, err := h.Summaries()
			if err != nil {
				t.Fatal(err)
			}
			if (p != nil) != (tc.bad != "") {
				t.Errorf("problem %v", p)
			}
			var got []int
			for _, s := range sums {
				got = append(got, s.Number)
				// Offsets point into the mended file.
				l, err := h.ReadAt(s)
				if err != nil || l.Hand != s.Number {
					t.Errorf("ReadAt(%+v): hand %d, %v", s, l.Hand, err)
				}
			}
			if fmt.Sprint(got) != tc.want {
				t.Errorf("read %v, want %s", got, tc.want)
			}
			bad, _ := os.ReadFile(path + ".bad")
			if string(bad) != tc.bad {
				t.Errorf(".bad holds %q, want %q", bad, tc.bad)
			}
			// Reported once: the next read finds a mended file.
			if _, p, _ := h.Summaries(); p != nil {
				t.Errorf("reported again: %v", p)
			}
			if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o600 {
				t.Errorf("mode %v after mending, want 0600", fi.Mode().Perm())
			}
		})
	}
}

func TestAppendsAtOnceAreAllKept(t *testing.T) {
	t.Parallel()
	h := OpenHistory(filepath.Join(t.TempDir(), HistoryFile))
	var wg sync.WaitGroup
	for range 20 {
		wg.Go(func() {
			if _, _, err := OpenHistory(h.Path()).Append(1, 0, played); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	got := numbers(t, h)
	seen := map[int]bool{}
	for _, n := range got {
		seen[n] = true
	}
	if len(got) != 20 || len(seen) != 20 {
		t.Errorf("%d hands, %d distinct numbers after 20 saves at once: %v", len(got), len(seen), got)
	}
}

func TestAppendRefusesAnythingButOneLine(t *testing.T) {
	t.Parallel()
	h := OpenHistory(filepath.Join(t.TempDir(), HistoryFile))
	for _, bad := range []string{"not json", "{\"a\":1}\n{\"b\":2}", `{"cut`} {
		_, _, err := h.Append(1, 0, func(_, _ int, b []byte) []byte { return append(b, bad...) })
		if err == nil {
			t.Errorf("%q was saved", bad)
		}
	}
	if data, _ := os.ReadFile(h.Path()); len(data) != 0 {
		t.Errorf("wrote %q", data)
	}
}

func TestWriteFileKeepsTheMode(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "f.json")
	if err := WriteFile(path, []byte("1")); err != nil {
		t.Fatal(err)
	}
	fi, _ := os.Stat(path)
	if fi.Mode().Perm()&0o044 == 0 {
		t.Errorf("a new file is %v: private, unlike os.Create", fi.Mode().Perm())
	}
	for _, mode := range []os.FileMode{0o600, 0o640, 0o664} {
		os.Chmod(path, mode)
		if err := WriteFile(path, []byte(strconv.Itoa(int(mode)))); err != nil {
			t.Fatal(err)
		}
		if fi, _ := os.Stat(path); fi.Mode().Perm() != mode {
			t.Errorf("rewritten as %v, was %v", fi.Mode().Perm(), mode)
		}
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("left behind: %v", entries)
	}
}

// BenchmarkAppend: a save costs the same with 10 and with 100,000 hands
// already saved (issue #9 item 17); compare the two ns/op.
func BenchmarkAppend(b *testing.B) {
	for _, saved := range []int{10, 100_000} {
		b.Run(fmt.Sprintf("saved=%d", saved), func(b *testing.B) {
			path := filepath.Join(b.TempDir(), HistoryFile)
			f, err := os.Create(path)
			if err != nil {
				b.Fatal(err)
			}
			var buf []byte
			for i := 1; i <= saved; i++ {
				buf = append(played(0, i, buf[:0]), '\n')
				f.Write(buf)
			}
			f.Sync() // else the first save's fsync writes the whole new file out
			f.Close()
			h := OpenHistory(path)
			for b.Loop() {
				appendOne(b, h)
			}
		})
	}
}

// NextNumber runs before the table opens: it must leave a torn line for
// the table's first save to set aside and report.
func TestNextNumberLeavesDamageToBeReported(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), HistoryFile)
	os.WriteFile(path, []byte(string(handLine(4))+"\n"+string(handLine(5))+"\n"+`{"hand":6,"ver`), 0o644)
	h := OpenHistory(path)
	if n, err := h.NextNumber(); n != 6 || err != nil {
		t.Errorf("next %d, %v; want 6", n, err)
	}
	if n, p := appendOne(t, h); p == nil || n != 6 {
		t.Errorf("saved as %d; problem %v", n, p)
	}
}

// BenchmarkSummaries: listing 100,000 saved hands, what a history browser
// does when it opens.
func BenchmarkSummaries(b *testing.B) {
	path := filepath.Join(b.TempDir(), HistoryFile)
	f, _ := os.Create(path)
	w := bufio.NewWriter(f)
	for i := 1; i <= 100_000; i++ {
		w.Write(append(handLine(i), '\n'))
	}
	w.Flush()
	f.Close()
	h := OpenHistory(path)
	for b.Loop() {
		sums, _, err := h.Summaries()
		if err != nil || len(sums) != 100_000 {
			b.Fatal(len(sums), err)
		}
	}
}

// The quick reading of a summary agrees with encoding/json's on lines as
// both writers write them, tricky names included.
func TestQuickSummaryAgrees(t *testing.T) {
	t.Parallel()
	base, err := engine.ParseLog(handLine(12))
	if err != nil {
		t.Fatal(err)
	}
	var lines [][]byte
	for _, name := range []string{"You", `x],"deal":{"seat":9`, `"seat":`, "Zoë \x7f", `\"time\":\"1999`} {
		l := base
		l.Seats = append([]engine.LogSeat(nil), base.Seats...)
		l.Seats[0].Name = name
		l.Seed = 18446744073709551615
		b, _ := json.Marshal(l) // encoding/json's order
		lines = append(lines, b)
		l.Source, l.Time = "phh", ""
		b, _ = json.Marshal(l)
		lines = append(lines, b)
	}
	lines = append(lines, handLine(7), oldLine(8)) // the fast writer's order
	for _, line := range lines {
		quick, ok := quickSummary(line)
		slow, ok2 := slowSummary(line)
		if !ok2 {
			t.Fatalf("not a hand: %s", line)
		}
		if !ok || quick != slow {
			t.Errorf("%s:\nquick %+v (%v)\nslow  %+v", line, quick, ok, slow)
		}
	}
}

// When damage cannot be set aside (here .bad is a folder; a read-only
// medium does the same), the history is still read without it, and the
// user is told it stays.
func TestUnmendableHistoryIsRead(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, HistoryFile)
	data := string(handLine(1)) + "\n\x00\x00\n" + string(handLine(2)) + "\n{\"cut"
	os.WriteFile(path, []byte(data), 0o644)
	os.Mkdir(path+".bad", 0o755)
	sums, p, err := OpenHistory(path).Summaries()
	if err != nil || len(sums) != 2 || p == nil || !strings.Contains(p.String(), "could not be set aside") {
		t.Errorf("read %d hands, %v, %v", len(sums), p, err)
	}
	if got, _ := os.ReadFile(path); string(got) != data {
		t.Errorf("the file changed: %q", got)
	}
}

// A save after a torn line that cannot be set aside is still kept, on a
// line of its own, numbered after the last complete hand.
func TestAppendAfterAnUnmendableTornLine(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), HistoryFile)
	os.WriteFile(path, []byte(string(handLine(4))+"\n"+`{"version":1,"gam`), 0o644)
	os.Mkdir(path+".bad", 0o755)
	h := OpenHistory(path)
	n, p, err := h.Append(1, 0, played)
	if err != nil || n != 5 || p == nil {
		t.Fatalf("saved as %d, %v, %v", n, p, err)
	}
	sums, _, _ := h.Summaries()
	if len(sums) != 2 || sums[0].Number != 4 || sums[1].Number != 5 {
		t.Errorf("read back %+v", sums)
	}
}

// An imported hand without a time (its source says Append wrote it) is
// trusted as the last number: no whole read of the history on every start.
func TestNextNumberAfterAnImport(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), HistoryFile)
	lines := string(oldLine(90)) + "\n" + string(oldLine(3)) + "\n"
	imported := bytes.Replace(oldLine(4), []byte(`"hand":4,`), []byte(`"hand":4,"source":"phh",`), 1)
	os.WriteFile(path, []byte(lines+string(imported)+"\n"), 0o644)
	if n, err := OpenHistory(path).NextNumber(); n != 5 || err != nil {
		t.Errorf("next %d, %v; want 5 (after the imported hand 4)", n, err)
	}
}

// A last line that is a JSON object but no hand (a torn line that ends in
// "}", another program's line) is not hand 0: the next save, an import's
// too (from 1), is numbered after the highest hand (issue 17.7).
func TestAppendAfterALastLineWithoutAHand(t *testing.T) {
	t.Parallel()
	torn := handLine(4)[:bytes.IndexByte(handLine(4), '}')+1] // ends in "}", not JSON
	for _, last := range [][]byte{[]byte(`{"note":"not a hand"}`), torn} {
		path := filepath.Join(t.TempDir(), HistoryFile)
		var data []byte
		for n := 1; n <= 3; n++ {
			data = append(append(data, handLine(n)...), '\n')
		}
		os.WriteFile(path, append(append(data, last...), '\n'), 0o644)
		h := OpenHistory(path)
		if n, err := h.NextNumber(); n != 4 || err != nil {
			t.Errorf("after %s: next %d, %v; want 4", last, n, err)
		}
		if n, _, err := h.Append(1, 1, played); n != 4 || err != nil {
			t.Errorf("after %s: saved as %d, %v; want 4", last, n, err)
		}
	}
}

// AppendNew decides under the lock: several at once, each saving the
// hands it did not see, save every hand once. Damage found on the way is
// set aside and reported.
func TestAppendNewUnderTheLock(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), HistoryFile)
	damage := []byte("garbage\n")
	os.WriteFile(path, append(append(append(handLine(1), '\n'), damage...), handLine(2)[:50]...), 0o644)
	h := OpenHistory(path)
	var wg sync.WaitGroup
	problems := make([]*Problem, 4)
	for i := range problems {
		wg.Go(func() {
			seeds := map[uint64]bool{}
			_, p, err := OpenHistory(path).AppendNew(func(l Line) error {
				var v struct{ Seed uint64 }
				json.Unmarshal(l.Bytes, &v)
				seeds[v.Seed] = true
				return nil
			}, func() (int, Encoder) {
				if seeds[7] {
					return 0, nil
				}
				return 3, func(_, number int, b []byte) []byte {
					return append(b, bytes.Replace(handLine(number), []byte(`"seed":42`), []byte(`"seed":7`), 1)...)
				}
			})
			if err != nil {
				t.Error(err)
			}
			problems[i] = p
		})
	}
	wg.Wait()
	if got := fmt.Sprint(numbers(t, h)); got != "[1 2 3 4]" {
		t.Errorf("numbers %s", got)
	}
	reported := 0
	for _, p := range problems {
		if p != nil {
			reported++
		}
	}
	bad, _ := os.ReadFile(h.BadPath())
	if reported == 0 || !bytes.Contains(bad, damage) || !bytes.Contains(bad, handLine(2)[:50]) {
		t.Errorf("damage reported %d times; .bad holds %q", reported, bad)
	}
}

// Append saves nothing its readers would refuse: a line over
// engine.MaxLogLine (issue 17.8).
func TestAppendRefusesALineTooLongToRead(t *testing.T) {
	t.Parallel()
	h := OpenHistory(filepath.Join(t.TempDir(), HistoryFile))
	appendOne(t, h)
	before, _ := os.ReadFile(h.Path())
	long := bytes.Replace(handLine(2), []byte(`"Rock"`), []byte(`"`+strings.Repeat("R", engine.MaxLogLine)+`"`), 1)
	_, _, err := h.Append(2, 0, func(i, _ int, b []byte) []byte {
		if i == 1 {
			return append(b, long...)
		}
		return append(b, handLine(2)...)
	})
	if err == nil || !strings.Contains(err.Error(), "hand 3 is over 4 MiB") {
		t.Errorf("a line of %d bytes: %v", len(long), err)
	}
	if after, _ := os.ReadFile(h.Path()); !bytes.Equal(after, before) {
		t.Error("the history changed")
	}
}
