package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"razz/engine"
	"razz/engine/enginetest"
	"razz/engine/hhfmt"
	"razz/tui/handlist"
	"razz/tui/store"
)

const vectorDir = "../../engine/testdata/vectors"

// tempHistory points the user's data directory at a fresh temporary one.
func tempHistory(t testing.TB) string {
	t.Helper()
	dir := t.TempDir()
	t.Setenv("XDG_DATA_HOME", dir)
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(dir, "config")) // no --hero remembered
	return filepath.Join(dir, "razz", store.HistoryFile)
}

func historyLogs(t *testing.T, path string) []engine.HandLog {
	t.Helper()
	hands, skipped, _, err := store.OpenHistory(path).ReadAll()
	if err != nil || skipped != 0 {
		t.Fatalf("reading the history: %v (%d skipped)", err, skipped)
	}
	return hands
}

func TestImportPHHVectors(t *testing.T) {
	path := tempHistory(t)
	var out bytes.Buffer
	if err := HistoryImport(ImportOptions{File: filepath.Join(vectorDir, "hands.phhs")}, nil, &out); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	if !strings.Contains(out.String(), "57 of 57 PHH hand(s) imported") {
		t.Errorf("output:\n%s", out.String())
	}
	got := historyLogs(t, path)
	want := readVectorLogs(t, "hands_phh.jsonl")
	if len(got) != len(want) {
		t.Fatalf("%d hands saved, want %d", len(got), len(want))
	}
	for i, l := range got {
		if l.Hand != i+1 || l.Source != "phh" || l.SourceID == "" {
			t.Errorf("hand %d: number %d, source %q %q", i+1, l.Hand, l.Source, l.SourceID)
		}
		if !sameMap(l.StacksAfter, want[i].StacksAfter) {
			t.Errorf("hand %d: stacks after %v, want %v", i+1, l.StacksAfter, want[i].StacksAfter)
		}
	}
	// A second import adds nothing.
	out.Reset()
	if err := HistoryImport(ImportOptions{File: filepath.Join(vectorDir, "hands.phhs")}, nil, &out); err != nil {
		t.Fatal(err)
	}
	if n := len(historyLogs(t, path)); n != 57 || !strings.Contains(out.String(), "57 already there") {
		t.Errorf("after a second import: %d hands\n%s", n, out.String())
	}
}

func sameMap(a, b map[string]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

func readVectorLogs(t *testing.T, name string) []engine.HandLog {
	t.Helper()
	return enginetest.ReadLogs(t, filepath.Join(vectorDir, name))
}

// PokerStars text with one hand broken: the good hands are saved, the
// broken one is named with the reason, and the exit status says so.
func TestImportPokerStarsMisfit(t *testing.T) {
	path := tempHistory(t)
	logs := readVectorLogs(t, "hands.jsonl")[:5]
	var text bytes.Buffer
	for i, l := range logs {
		if i > 0 {
			text.WriteByte('\n')
		}
		if err := hhfmt.WritePokerStars(&text, l, hhfmt.PokerStarsOptions{Hero: "You"}); err != nil {
			t.Fatal(err)
		}
	}
	// Hand 2's first call is for the wrong amount.
	s := text.String()
	second := strings.Index(s[1:], "PokerStars Hand") + 1
	call := strings.Index(s[second:], ": calls ") + second
	end := strings.IndexByte(s[call:], '\n') + call
	broken := s[:call] + ": calls 999999" + s[end:]
	file := filepath.Join(t.TempDir(), "stars.txt")
	os.WriteFile(file, []byte(broken), 0o644)
	var out bytes.Buffer
	err := HistoryImport(ImportOptions{File: file}, nil, &out)
	if !errors.Is(err, ErrReported) {
		t.Errorf("err %v, want ErrReported", err)
	}
	if !strings.Contains(out.String(), "#1436384889000002 (line 85) does not fit the rules: line 113: seat 2 calls 999999: the rules move 2, the source says 999999: not imported\n") || !strings.Contains(out.String(), "the source says 999999") ||
		!strings.Contains(out.String(), "4 of 5 PokerStars hand(s) imported") {
		t.Errorf("output:\n%s", out.String())
	}
	got := historyLogs(t, path)
	if len(got) != 4 || got[0].Source != "pokerstars" {
		t.Fatalf("%d hands saved", len(got))
	}
	if got[0].StacksAfter["3"] != logs[0].StacksAfter["3"] {
		t.Errorf("stacks %v, want %v", got[0].StacksAfter, logs[0].StacksAfter)
	}
}

func TestImportRefusesHandLogs(t *testing.T) {
	tempHistory(t)
	err := HistoryImport(ImportOptions{File: filepath.Join(vectorDir, "hands.jsonl")}, nil, &bytes.Buffer{})
	if err == nil || !strings.Contains(err.Error(), "holds hand logs already") {
		t.Errorf("err %v", err)
	}
}

// Export the vectors from a file in each format and read them back.
func TestExportFormats(t *testing.T) {
	file := filepath.Join(vectorDir, "hands.jsonl")
	logs := readVectorLogs(t, "hands.jsonl")
	for _, format := range []string{FormatJSONL, FormatPokerStars, FormatPHH} {
		var out, errs bytes.Buffer
		err := HistoryExport(file, ExportOptions{Format: format, Hero: Hero, AllCards: true}, nil, &out, &errs)
		if err != nil {
			t.Fatalf("%s: %v", format, err)
		}
		var back []hhfmt.Hand
		switch format {
		case FormatJSONL:
			raw, _ := os.ReadFile(file)
			if !bytes.Equal(out.Bytes(), raw) {
				t.Errorf("jsonl: not the file as it was")
			}
			continue
		case FormatPokerStars:
			back, err = hhfmt.ReadPokerStars(out.Bytes(), nil)
		case FormatPHH:
			err = hhfmt.ScanPHH(bytes.NewReader(out.Bytes()), func(h hhfmt.Hand) error { back = append(back, h); return nil })
		}
		if err != nil {
			t.Fatalf("%s: %v", format, err)
		}
		want := len(logs)
		if format == FormatPHH {
			want = 57
			if n := strings.Count(errs.String(), "left out: PHH cannot express this hand"); n != 43 {
				t.Errorf("phh: %d hands left out, want 43:\n%s", n, errs.String())
			}
		}
		if len(back) != want {
			t.Errorf("%s: %d hands back, want %d", format, len(back), want)
		}
		for _, h := range back {
			if h.Err != nil {
				t.Errorf("%s: %v", format, h.Err)
			}
		}
	}
}

func TestExportRange(t *testing.T) {
	var out bytes.Buffer
	err := HistoryExport(filepath.Join(vectorDir, "hands.jsonl"), ExportOptions{Format: FormatJSONL, From: 10, To: 12}, nil, &out, &bytes.Buffer{})
	if err != nil {
		t.Fatal(err)
	}
	var nums []int
	for _, line := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		var v struct{ Hand int }
		json.Unmarshal([]byte(line), &v)
		nums = append(nums, v.Hand)
	}
	if len(nums) != 3 || nums[0] != 10 || nums[2] != 12 {
		t.Errorf("hands %v, want 10 to 12", nums)
	}
	if err := HistoryExport("", ExportOptions{Format: "csv"}, nil, &out, &out); ExitCode(err) != 2 {
		t.Errorf("--format csv: %v", err)
	}
}

func TestReplayAcceptsEveryFormat(t *testing.T) {
	for _, in := range []string{"", "\n\n  \n"} {
		var out bytes.Buffer
		if err := Replay("", strings.NewReader(in), &out); err != nil || out.Len() != 0 {
			t.Errorf("empty input %q: %v %q", in, err, out.String())
		}
	}
	for _, f := range []string{"hands.phhs", "hands.jsonl"} {
		var out bytes.Buffer
		if err := Replay(filepath.Join(vectorDir, f), nil, &out); err != nil {
			t.Errorf("%s: %v\n%s", f, err, out.String())
		}
		if n := strings.Count(out.String(), "fits the rules"); n != 57 && n != 100 {
			t.Errorf("%s: %d hands fit", f, n)
		}
	}
	var out bytes.Buffer
	if err := Replay(filepath.Join("..", "..", "engine", "hhfmt", "testdata", "tournament.txt"), nil, &out); err != nil ||
		!strings.Contains(out.String(), "#61234567890 (line 1): hand 1 fits the rules: seat 4 won 1084 (7-6-5-3-2) (7 cards not shown)") {
		t.Errorf("%v\n%s", err, out.String())
	}
}

func TestHistoryListUsersHistory(t *testing.T) {
	tempHistory(t)
	if err := HistoryImport(ImportOptions{File: filepath.Join(vectorDir, "hands.phhs")}, nil, &bytes.Buffer{}); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := HistoryList("", true, nil, &out, &out); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 57 {
		t.Fatalf("%d lines", len(lines))
	}
	var s handlist.Summary
	if err := json.Unmarshal([]byte(lines[56]), &s); err != nil || s.Hand != 57 || s.Source != "phh" {
		t.Errorf("%v %+v", err, s)
	}
	// The text list comes from the index, and says the same as the hands.
	out.Reset()
	if err := HistoryList("", false, nil, &out, &out); err != nil {
		t.Fatal(err)
	}
	var fromFile bytes.Buffer
	path := filepath.Join(os.Getenv("XDG_DATA_HOME"), "razz", store.HistoryFile)
	if err := HistoryList(path, false, nil, &fromFile, &fromFile); err != nil {
		t.Fatal(err)
	}
	if out.String() != fromFile.String() || strings.Count(out.String(), "\n") != 58 {
		t.Errorf("from the index:\n%s\nfrom the file:\n%s", out.String(), fromFile.String())
	}
	if _, err := os.Stat(path + handlist.IndexSuffix); err != nil {
		t.Errorf("no index: %v", err)
	}
}

// TestImportKnowsOwnHandsInAnyFormat: the user's own hands exported and
// imported again, as PokerStars text (which hides the others' down cards,
// and names the account holder anything) and then as PHH, are the same
// hands: same stakes, seats, stacks and actions, and every card that both
// show alike. Nothing is added twice.
func TestImportKnowsOwnHandsInAnyFormat(t *testing.T) {
	path := tempHistory(t)
	own := readVectorLogs(t, "hands.jsonl")[:6]
	var lines bytes.Buffer
	for _, l := range own {
		js, _ := json.Marshal(l)
		lines.Write(append(js, '\n'))
	}
	os.MkdirAll(filepath.Dir(path), 0o755)
	if err := os.WriteFile(path, lines.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, f := range []struct{ name, format, hero string }{
		{"stars.txt", FormatPokerStars, own[0].Seats[1].Name}, // someone other than "You" as the account holder
		{"stars2.txt", FormatPokerStars, "You"},
		{"hands.phh", FormatPHH, ""},
	} {
		var b bytes.Buffer
		if err := HistoryExport(path, ExportOptions{Format: f.format, Hero: f.hero}, nil, &b, &bytes.Buffer{}); err != nil {
			t.Fatal(err)
		}
		file := filepath.Join(dir, f.name)
		os.WriteFile(file, b.Bytes(), 0o644)
		var out bytes.Buffer
		if err := HistoryImport(ImportOptions{File: file}, nil, &out); err != nil {
			t.Fatalf("%s: %v\n%s", f.name, err, out.String())
		}
		if n := len(historyLogs(t, path)); n != len(own) || !strings.Contains(out.String(), " already there\n") || !strings.HasPrefix(out.String(), "0 of ") {
			t.Fatalf("after importing %s: %d hands, want %d\n%s", f.name, n, len(own), out.String())
		}
	}
	// A hand that differs in one shown card is another hand.
	other := own[0]
	other.Deal = map[string][]string{}
	for k, v := range own[0].Deal {
		other.Deal[k] = v
	}
	s := other.Seats[0].Seat
	cs := append([]string(nil), own[0].Deal[fmt.Sprint(s)]...)
	if !sameHand(own[0], other) {
		t.Fatal("a hand is not the same as itself")
	}
	cs[2] = "Xx"
	other.Deal[fmt.Sprint(s)] = cs
	if sameHand(own[0], other) {
		t.Error("a hand with another door card is the same hand")
	}
	cs = append([]string(nil), cs...)
	cs[2] = engine.UnknownCard
	other.Deal[fmt.Sprint(s)] = cs
	if !sameHand(own[0], other) {
		t.Error("a hand that does not show a card is not the same as one that does")
	}
}
