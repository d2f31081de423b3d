package tui

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// maxMethods is the most methods a type of the terminal interface may
// declare: a screen that grows splits into parts, each with its own state
// (the table: its play, its coach, its frame, its boxes).
const maxMethods = 30

// TestNoTypeOverThirtyMethods counts the methods each type declares in
// tui and the packages under it (not the tests'): none has more than
// maxMethods (the table had 64).
func TestNoTypeOverThirtyMethods(t *testing.T) {
	counts := map[string]int{} // "dir.Type"
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		for _, decl := range f.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok || fn.Recv == nil || len(fn.Recv.List) == 0 {
				continue
			}
			typ := fn.Recv.List[0].Type
			if s, ok := typ.(*ast.StarExpr); ok {
				typ = s.X
			}
			if id, ok := typ.(*ast.Ident); ok {
				counts["tui/"+filepath.ToSlash(filepath.Dir(path))+"."+id.Name]++
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(counts) < 20 {
		t.Fatalf("only %d types with methods found: the walk missed the screens", len(counts))
	}
	for typ, n := range counts {
		if n > maxMethods {
			t.Errorf("%s declares %d methods, more than %d", typ, n, maxMethods)
		}
	}
}
