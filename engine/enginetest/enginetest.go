// Package enginetest holds what the tests of several packages share about
// the engine: reading a file of hand logs, such as the vectors in
// engine/testdata. It is for tests only: only _test.go files import it.
// It imports engine and the standard library (testing included), nothing
// else of razz's.
package enginetest

import (
	"bufio"
	"os"
	"testing"

	"razz/engine"
)

// ReadLogs reads a JSON Lines file of hand logs; a file that cannot be
// read or a line that is not a hand log fails t.
func ReadLogs(t testing.TB, path string) []engine.HandLog {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []engine.HandLog
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		l, err := engine.ParseLog(sc.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, l)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}
