package cli

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

// An import that runs out of room part-way (here a file-size limit, which
// stops a write as a full disk does) says which hands it saved and which
// not, and leaves the history whole: every saved hand complete, no torn
// line (issue 17.6). The import runs in a child process that sets the
// limit on itself.
func TestImportOnAFullDisk(t *testing.T) {
	if path := os.Getenv("RAZZ_TEST_FULL_HISTORY"); path != "" {
		limit, _ := strconv.ParseUint(os.Getenv("RAZZ_TEST_FULL_AT"), 10, 64)
		var r syscall.Rlimit
		syscall.Getrlimit(syscall.RLIMIT_FSIZE, &r)
		r.Cur = limit
		signal.Ignore(syscall.SIGXFSZ)
		if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, &r); err != nil {
			t.Skip(err)
		}
		err := HistoryImport(ImportOptions{File: filepath.Join(vectorDir, "hands.phhs")}, nil, os.Stdout)
		fmt.Printf("error: %v\n", err)
		return
	}
	path := tempHistory(t)
	const limit = 6000
	cmd := exec.Command(os.Args[0], "-test.run=^TestImportOnAFullDisk$", "-test.v")
	cmd.Env = append(os.Environ(), "RAZZ_TEST_FULL_HISTORY="+path, fmt.Sprint("RAZZ_TEST_FULL_AT=", limit))
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if bytes.Contains(out, []byte("SKIP")) {
		t.Skipf("no file-size limit here:\n%s", out)
	}
	m := regexp.MustCompile(`(?m)^(\d+) of 57 PHH hand\(s\) imported into .* as hands 1 to (\d+); (\d+) not saved$`).FindSubmatch(out)
	if m == nil {
		t.Fatalf("no summary of the hands saved and not:\n%s", out)
	}
	k, _ := strconv.Atoi(string(m[1]))
	if last, _ := strconv.Atoi(string(m[2])); k == 0 || last != k || string(m[3]) != strconv.Itoa(57-k) {
		t.Fatalf("%s hands said saved, up to %s, %s not saved, of 57:\n%s", m[1], m[2], m[3], out)
	}
	for _, want := range []string{
		fmt.Sprintf("%d of 57 PHH hand(s) imported into %s as hands 1 to %d; %d not saved\n", k, path, k, 57-k),
		fmt.Sprintf("error: saving to %s: %d of 57 hands saved (1 to %d), the others not: file too large\n", path, k, k),
	} {
		if !bytes.Contains(out, []byte(want)) {
			t.Errorf("no %q in:\n%s", want, out)
		}
	}
	data, _ := os.ReadFile(path)
	if len(data) > limit || !bytes.HasSuffix(data, []byte("\n")) || bytes.Count(data, []byte("\n")) != k {
		t.Errorf("the history holds %d bytes, %d lines (want %d, ending in a newline)", len(data), bytes.Count(data, []byte("\n")), k)
	}
	if got := historyLogs(t, path); len(got) != k || got[k-1].Hand != k {
		t.Errorf("%d hands read back", len(got))
	}
	// With room again, the same import saves the others, numbered on.
	var again bytes.Buffer
	if err := HistoryImport(ImportOptions{File: filepath.Join(vectorDir, "hands.phhs")}, nil, &again); err != nil {
		t.Fatal(err)
	}
	if want := fmt.Sprintf("%d of 57 PHH hand(s) imported into %s as hands %d to 57; %d already there\n", 57-k, path, k+1, k); !strings.Contains(again.String(), want) {
		t.Errorf("the import again: want %q, got:\n%s", want, again.String())
	}
}
