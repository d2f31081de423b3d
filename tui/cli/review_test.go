package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	"razz/bots/record"
	"razz/engine"
	"razz/engine/hhfmt"
)

// TestReviewReadsEveryFormat: razz review reads PokerStars text and PHH
// as razz replay and history import do, and finds the same decisions as in
// the hand logs they came from.
func TestReviewReadsEveryFormat(t *testing.T) {
	logs := readVectorLogs(t, "hands.jsonl")
	var jsonl, stars, phh bytes.Buffer
	n := 0
	for _, l := range logs {
		if hhfmt.PHHExpressible(l) != nil || !dealtIn(l, 3) {
			continue
		}
		// As version 2 writes them: the vectors' players are people, as
		// the other formats say they are (a version-1 log would read a
		// player named Gus as razz's Grinder of that name).
		l.Version = engine.LogVersion
		js, _ := json.Marshal(l)
		jsonl.Write(append(js, '\n'))
		if n > 0 {
			stars.WriteByte('\n')
			phh.WriteByte('\n')
		}
		name := ""
		for _, s := range l.Seats {
			if s.Seat == 3 {
				name = s.Name
			}
		}
		if err := hhfmt.WritePokerStars(&stars, l, hhfmt.PokerStarsOptions{Hero: name}); err != nil {
			t.Fatal(err)
		}
		if err := hhfmt.WritePHH(&phh, l, n+1); err != nil {
			t.Fatal(err)
		}
		if n++; n == 4 {
			break
		}
	}
	if n < 2 {
		t.Fatalf("only %d hands", n)
	}
	dir := t.TempDir()
	reviewOf := func(name string, data []byte) []string {
		file := filepath.Join(dir, name)
		os.WriteFile(file, data, 0o644)
		var out, errs bytes.Buffer
		if err := Review(ReviewOptions{File: file, Seat: 3, JSON: true}, nil, &out, &errs); err != nil {
			t.Fatalf("%s: %v\n%s", name, err, errs.String())
		}
		var ds []string
		for _, line := range strings.Split(strings.TrimSpace(out.String()), "\n") {
			var d struct {
				Street         int
				Action, Advice string
				Index          int `json:"action_index"`
			}
			if err := json.Unmarshal([]byte(line), &d); err != nil {
				t.Fatalf("%s: %v: %s", name, err, line)
			}
			ds = append(ds, strings.Join([]string{d.Action, d.Advice}, "/"))
		}
		return ds
	}
	want := reviewOf("hands.jsonl", jsonl.Bytes())
	for name, data := range map[string][]byte{"hands.txt": stars.Bytes(), "hands.phh": phh.Bytes()} {
		if got := reviewOf(name, data); strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("%s: decisions\n%v\nwant\n%v", name, got, want)
		}
	}
}

// TestReviewIsATableWithin80Columns: razz review writes each hand as a
// table: a header row, then a row a decision whose columns (cards, you,
// coach, equity, odds) start where the header's do, with the reasons
// wrapped below; no line is wider than 80 columns, long card lists
// included.
func TestReviewIsATableWithin80Columns(t *testing.T) {
	// The first 10 hands give 36 rows, long card lists and wrapped
	// reasons: the layout's cases, at a tenth of the coach's work for all 100.
	out := reviewHead(t)
	var header []rune
	rows := 0
	for _, line := range strings.Split(out.String(), "\n") {
		r := []rune(line)
		if len(r) > 80 {
			t.Errorf("%d columns: %s", len(r), line)
		}
		switch {
		case strings.HasPrefix(strings.TrimSpace(line), "street "):
			header = r
		case len(r) > 8 && strings.Contains("3rd 4th 5th 6th 7th", string(r[5:8])):
			rows++
			for _, col := range []string{"cards", "you", "coach"} {
				at := strings.Index(string(header), col)
				i := len([]rune(string(header)[:at]))
				if i >= len(r) || r[i] == ' ' || r[i-1] != ' ' {
					t.Errorf("column %q does not start at %d:\n%s\n%s", col, i, string(header), line)
				}
			}
		}
	}
	if rows < 10 {
		t.Errorf("only %d decision rows:\n%s", rows, out.String())
	}
	if strings.Contains(out.String(), " 0 mistakes costing") { // not "10 mistakes costing"
		t.Error("a hand without mistakes says 0 mistakes costing about 0.00 big bets")
	}
}

// reviewHead is razz review's table of seat 3 in the first 10 vector
// hands, which TestReviewIsATableWithin80Columns lays out and
// TestReviewTableShowsTheReasonsShare reads the reasons of: reviewed once
// a process (the coach's work for 10 hands), and only read.
func reviewHead(t *testing.T) *bytes.Buffer {
	t.Helper()
	reviewHeadOnce.Do(func() {
		var errs bytes.Buffer
		if err := Review(ReviewOptions{File: vectorHead(t, "hands.jsonl", 10), Seat: 3}, nil, &reviewHeadOut, &errs); err != nil {
			reviewHeadErr = fmt.Errorf("%v\n%s", err, errs.String())
		}
	})
	if reviewHeadErr != nil {
		t.Fatal(reviewHeadErr)
	}
	return bytes.NewBufferString(reviewHeadOut.String())
}

var (
	reviewHeadOnce sync.Once
	reviewHeadOut  bytes.Buffer
	reviewHeadErr  error
)

// vectorHead is a file of the first n lines of a vector file.
func vectorHead(t *testing.T, name string, n int) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(vectorDir, name))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfterN(string(data), "\n", n+1)
	file := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(file, []byte(strings.Join(lines[:min(n, len(lines))], "")), 0o644); err != nil {
		t.Fatal(err)
	}
	return file
}

// Without --seat, razz review reviews the user in each hand: the seat
// named You, wherever it sat.
func TestReviewFindsTheUser(t *testing.T) {
	logs := readVectorLogs(t, "hands.jsonl")[:6]
	var in bytes.Buffer
	want := 0
	for _, l := range logs {
		js, _ := json.Marshal(l)
		in.Write(append(js, '\n'))
		if rec := record.Open(l); rec.You() != 0 && rec.Seen(rec.You()) == nil {
			want++
		}
	}
	var out, errs bytes.Buffer
	if err := Review(ReviewOptions{File: "-"}, &in, &out, &errs); err != nil {
		t.Fatalf("%v: %s", err, errs.String())
	}
	if got := strings.Count(out.String(), "(You)\n"); got != want || want == 0 || !strings.Contains(out.String(), "seat 3 (You)") {
		t.Errorf("%d hands reviewed as You's, want %d:\n%s", got, want, out.String())
	}
}

// razz review of the user's history sets a torn last line aside, as
// history list and import do, says so once and reviews every complete
// hand, exit status 0 (issue 17.9).
func TestReviewSetsATornLastLineAside(t *testing.T) {
	path := tempHistory(t)
	var data []byte
	for _, l := range readVectorLogs(t, "hands.jsonl")[:3] {
		js, _ := json.Marshal(l)
		data = append(append(data, js...), '\n')
	}
	torn := data[:len(data)-1][bytes.LastIndexByte(data[:len(data)-1], '\n')+1:][:80]
	os.MkdirAll(filepath.Dir(path), 0o755)
	os.WriteFile(path, append(data[:bytes.LastIndexByte(data[:len(data)-1], '\n')+1], torn...), 0o644)
	var out, stderr bytes.Buffer
	if err := Review(ReviewOptions{Seat: 1}, nil, &out, &stderr); err != nil {
		t.Fatalf("review: %v\n%s", err, stderr.String())
	}
	if !strings.Contains(stderr.String(), "set aside in "+path+".bad") || strings.Count(out.String(), "Hand ") < 1 {
		t.Errorf("stderr:\n%s\nstdout:\n%s", stderr.String(), out.String())
	}
	if bad, _ := os.ReadFile(path + ".bad"); !bytes.Equal(bad, append(torn, '\n')) {
		t.Errorf(".bad holds %q", bad)
	}
}

// TestReviewTableShowsTheReasonsShare: where a row's reason says the
// share it judged ("has roughly 48% (±2, an estimate) of the pot against
// four opponents as their betting reads"), the row's equity column shows
// that figure, marked r, and the hand says what r is; it showed the
// any-cards equity (65%) beside it.
func TestReviewTableShowsTheReasonsShare(t *testing.T) {
	out := reviewHead(t)
	lines := strings.Split(out.String(), "\n")
	quoted := regexp.MustCompile(`has on average (?:roughly|about) (\d+)% .*? betting suggests`)
	checked := 0
	for i, line := range lines {
		r := []rune(line)
		if len(r) <= 8 || !strings.Contains("3rd 4th 5th 6th 7th", string(r[5:8])) {
			continue
		}
		reason := ""
		for _, l := range lines[i+1:] {
			if !strings.HasPrefix(l, "      ") {
				break
			}
			reason += " " + strings.TrimSpace(l)
		}
		m := quoted.FindStringSubmatch(reason)
		if m == nil {
			continue
		}
		checked++
		f := strings.Fields(line)
		if got := f[len(f)-2]; got != m[1]+"%r" {
			t.Errorf("the row shows %s, its reason says %s%%:\n%s\n%s", got, m[1], line, reason)
		}
	}
	if checked == 0 {
		t.Fatalf("no reason quotes a share against the ranges:\n%s", out.String())
	}
	if !strings.Contains(out.String(), "\n  r: the equity against the hands their betting suggests") {
		t.Errorf("no line says what r is:\n%s", out.String())
	}
}
