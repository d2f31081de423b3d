package engine

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// The vectors are copied into testdata so that a clone tests on its own;
// when the shared folder sits beside the clone, the copies must match it.
const vectorDir = "testdata/vectors"

func TestVectorCopiesMatchShared(t *testing.T) {
	shared := filepath.Join("..", "..", "shared", "vectors")
	if _, err := os.Stat(shared); err != nil {
		t.Skipf("no shared vectors beside the clone (%v)", err)
	}
	for _, f := range []string{"eval.jsonl", "compare.jsonl", "bringin.jsonl", "first.jsonl", "hands.jsonl", "hands.phhs", "hands_phh.jsonl"} {
		a, err := os.ReadFile(filepath.Join(shared, f))
		if err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(filepath.Join(vectorDir, f))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a, b) {
			t.Errorf("%s: testdata copy differs from ../shared/vectors; copy it again", f)
		}
	}
}

// readJSONL calls fn with each line of a vector file decoded into a new T.
func readJSONL[T any](t testing.TB, name string, fn func(line int, v T)) int {
	t.Helper()
	f, err := os.Open(filepath.Join(vectorDir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	n := 0
	for sc.Scan() {
		n++
		var v T
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatalf("%s:%d: %v", name, n, err)
		}
		fn(n, v)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return n
}
