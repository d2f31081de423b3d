package store

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// The package comment's rule, checked: the store imports the standard
// library and engine, nothing that draws (Bubble Tea, Lip Gloss) and no
// bots.
func TestStoreImports(t *testing.T) {
	files, _ := filepath.Glob("*.go")
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			std := !strings.Contains(strings.Split(path, "/")[0], ".") && !strings.HasPrefix(path, "razz/")
			if !std && path != "razz/engine" {
				t.Errorf("%s imports %s", name, path)
			}
		}
	}
}
