package engine

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// The vectors are copied into testdata so that a clone tests on its own;
// when the shared folder sits beside the clone (../shared/vectors, or where
// RAZZ_SHARED_VECTORS says), the copies must match it.
const vectorDir = "testdata/vectors"

func TestVectorCopiesMatchShared(t *testing.T) {
	t.Parallel()
	shared := os.Getenv("RAZZ_SHARED_VECTORS")
	if shared == "" {
		shared = filepath.Join("..", "..", "shared", "vectors")
	}
	abs, _ := filepath.Abs(shared)
	entries, err := os.ReadDir(shared)
	if err != nil {
		msg := fmt.Sprintf("NOT CHECKED: no shared vectors at %s (../shared/vectors beside the clone): "+
			"the copies in engine/%s were not compared with them (%v); set RAZZ_SHARED_VECTORS to check them", abs, vectorDir, err)
		if os.Getenv("CI") != "" {
			t.Fatal(msg + "; CI has ../shared, so this is a broken checkout") // CI must compare
		}
		t.Log(msg)
		t.Skip(msg)
	}
	n := 0
	for _, e := range entries {
		if !e.Type().IsRegular() {
			continue
		}
		n++
		a, err := os.ReadFile(filepath.Join(shared, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(filepath.Join(vectorDir, e.Name()))
		if err != nil {
			t.Errorf("%s: in ../shared/vectors but not in engine/%s; copy it", e.Name(), vectorDir)
			continue
		}
		if !bytes.Equal(a, b) {
			t.Errorf("%s: testdata copy differs from ../shared/vectors; copy it again", e.Name())
		}
	}
	if n == 0 {
		t.Fatalf("%s holds no vectors", abs)
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
