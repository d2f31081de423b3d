package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestHistoryListSaysUnfitHands: a hand whose action was changed to put
// 999999 is listed, and said on stderr not to fit the rules, with why, as
// razz replay says it; the exit status is 1. From the user's history
// (through the index) too.
func TestHistoryListSaysUnfitHands(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(vectorDir, "hands.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(data), "\n")[:3]
	var l map[string]any
	if err := json.Unmarshal([]byte(lines[1]), &l); err != nil {
		t.Fatal(err)
	}
	hand := int(l["hand"].(float64))
	for _, a := range l["actions"].([]any) {
		if a := a.(map[string]any); a["action"] != "ante" {
			a["put"] = 999999
			break
		}
	}
	b, _ := json.Marshal(l)
	lines[1] = string(b) + "\n"
	path := tempHistory(t)
	os.MkdirAll(filepath.Dir(path), 0o755)
	if err := os.WriteFile(path, []byte(strings.Join(lines, "")), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, file := range []string{path, ""} {
		var out, errs bytes.Buffer
		err := HistoryList(file, false, nil, &out, &errs)
		if ExitCode(err) != 1 || strings.Count(out.String(), "\n") != 4 {
			t.Errorf("%q: exit %d, list:\n%s", file, ExitCode(err), out.String())
		}
		want := "does not fit the rules (razz replay refuses it): hand " + itoa(hand) + ": action"
		if !strings.Contains(errs.String(), want) || !strings.Contains(errs.String(), "999999") || strings.Count(errs.String(), "\n") != 1 {
			t.Errorf("%q: stderr %q, want %q", file, errs.String(), want)
		}
	}
}

// TestHistoryEmptyAndOutOfRange: an empty history says so instead of a
// bare header; an export range that holds no hand says so, with the hands'
// numbers, and exits 1 rather than printing nothing with status 0.
func TestHistoryEmptyAndOutOfRange(t *testing.T) {
	path := tempHistory(t)
	var out bytes.Buffer
	if err := HistoryList("", false, nil, &out, &out); err != nil || !strings.HasPrefix(out.String(), "No hands in your history") || strings.Contains(out.String(), "how it ended") {
		t.Errorf("empty history: %v %q", err, out.String())
	}
	os.MkdirAll(filepath.Dir(path), 0o755)
	os.WriteFile(path, nil, 0o644)
	out.Reset()
	if err := HistoryList(path, false, nil, &out, &out); err != nil || out.String() != "No hands in "+path+".\n" {
		t.Errorf("empty file: %v %q", err, out.String())
	}
	out.Reset()
	err := HistoryExport(filepath.Join(vectorDir, "hands.jsonl"), ExportOptions{Format: FormatJSONL, From: 999}, nil, &out, &out)
	if ExitCode(err) != 1 || out.Len() != 0 || !strings.Contains(err.Error(), "no hand from 999 on: the hands are numbered") {
		t.Errorf("--from 999: exit %d, %v, %q", ExitCode(err), err, out.String())
	}
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }
