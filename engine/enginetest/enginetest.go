// Package enginetest holds what the tests of several packages share:
// reading a file of hand logs, such as the vectors in engine/testdata,
// dealing the cards a test wants, and checking a package's import rule.
// It is for tests only: only _test.go files import it.
// It imports engine and the standard library (testing included), nothing
// else of razz's.
package enginetest

import (
	"bufio"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
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

// ImportsOnly checks the import rule of the package in the test's working
// directory: its files (tests aside) import the standard library and the
// allowed packages, nothing else of razz's and no module from outside.
func ImportsOnly(t testing.TB, allowed ...string) {
	t.Helper()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, im := range file.Imports {
			p, _ := strconv.Unquote(im.Path.Value)
			std := !strings.Contains(strings.Split(p, "/")[0], ".") && !strings.HasPrefix(p, "razz/")
			if !std && !slices.Contains(allowed, p) {
				t.Errorf("%s imports %s: the package may import only %s and the standard library", f, p, strings.Join(allowed, ", "))
			}
		}
	}
}

// Stacked deals cards in order, whatever the seat: a hand with the cards
// a test wants.
func Stacked(cards []engine.Card) engine.Dealer { return &stacked{cards: cards} }

type stacked struct {
	cards []engine.Card
	next  int
}

func (d *stacked) Deal(int) (engine.Card, bool) {
	if d.next >= len(d.cards) {
		return 0, false
	}
	d.next++
	return d.cards[d.next-1], true
}

func (d *stacked) Left() int { return len(d.cards) - d.next }
