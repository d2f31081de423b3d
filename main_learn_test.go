package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestLearnPlainEndToEnd: `razz learn --plain` through a pipe, as the
// command line runs it: the path, the next lesson read out, its exercise
// begun, the data directory's learn.json written once an exercise ends
// (without --plain it opens the Learn screen: TestScreensWithoutATerminal).
func TestLearnPlainEndToEnd(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_DATA_HOME", dir)
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	code, out, errs := runArgs(t, "\nyes\n"+strings.Repeat("w\n", 10)+"quit\n", "learn", "--plain", "--seed", "3")
	if code != 0 || errs != "" {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"Lesson 13. The HORSE switch: not taken yet.", "Lesson 1 of 13: The low and naming it.", "Question 10 of 10", "right of 10"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in:\n%s", want, out)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "razz", "learn.json")); err != nil {
		t.Errorf("no learn.json: %v", err)
	}
	code, out, _ = runArgs(t, "quit\n", "learn", "--plain")
	if code != 0 || !strings.Contains(out, "Lesson 1. The low and naming it: tried once") {
		t.Errorf("razz learn --plain again: exit %d\n%s", code, out)
	}
	if code, _, errs := runArgs(t, "", "learn", "--plain", "--lesson", "nope"); code != 2 || !strings.Contains(errs, "--lesson wants") {
		t.Errorf("--lesson nope: exit %d, %q", code, errs)
	}
}
