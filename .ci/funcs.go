//go:build ignore

// funcs reports the functions outside tests that are too long (over
// maxLines lines) or too branchy (cyclomatic complexity over maxComplexity,
// counted as gocyclo counts it: 1, plus one for each if, for, range, case,
// select case, && and ||). .ci/run runs it: go run .ci/funcs.go [-all]
//
// Functions known to be over, with the issue that shortens them, are
// listed in known: they are reported but do not fail, unless they grow.
package main

import (
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

const (
	maxLines      = 120
	maxComplexity = 40
)

// known are the functions over a limit today, by file and name, with
// their size then (lines, complexity): they may shrink, never grow. Take
// a function off the list once it is within the limits.
var known = map[string][2]int{}

type fn struct {
	where, name  string
	lines, cyclo int
}

func main() {
	all := flag.Bool("all", false, "list every function, longest first")
	flag.Parse()
	fns, err := scan(".")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if *all {
		sort.Slice(fns, func(i, j int) bool { return fns[i].lines > fns[j].lines })
		for _, f := range fns {
			fmt.Printf("%4d lines %3d complexity  %s %s\n", f.lines, f.cyclo, f.where, f.name)
		}
		return
	}
	failed := false
	for _, f := range fns {
		if f.lines <= maxLines && f.cyclo <= maxComplexity {
			continue
		}
		key := filepath.ToSlash(strings.SplitN(f.where, ":", 2)[0]) + " " + f.name
		was, ok := known[key]
		switch {
		case ok && f.lines <= max(was[0], maxLines) && f.cyclo <= max(was[1], maxComplexity):
			fmt.Printf("known: %s %s: %d lines, complexity %d (limits %d, %d)\n", f.where, f.name, f.lines, f.cyclo, maxLines, maxComplexity)
		default:
			failed = true
			fmt.Printf("%s %s: %d lines, complexity %d: over the limits (%d lines, complexity %d); split it\n", f.where, f.name, f.lines, f.cyclo, maxLines, maxComplexity)
		}
	}
	if failed {
		os.Exit(1)
	}
}

// scan measures every function of the module's non-test Go files.
func scan(root string) ([]fn, error) {
	var fns []fn
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != root && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		for _, decl := range f.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			start, end := fset.Position(fd.Pos()), fset.Position(fd.End())
			fns = append(fns, fn{fmt.Sprintf("%s:%d", path, start.Line), name(fd), end.Line - start.Line + 1, complexity(fd)})
		}
		return nil
	})
	return fns, err
}

// name is Func, or Type.Method.
func name(fd *ast.FuncDecl) string {
	if fd.Recv == nil || len(fd.Recv.List) == 0 {
		return fd.Name.Name
	}
	t := fd.Recv.List[0].Type
	if s, ok := t.(*ast.StarExpr); ok {
		t = s.X
	}
	if ix, ok := t.(*ast.IndexExpr); ok {
		t = ix.X
	}
	if id, ok := t.(*ast.Ident); ok {
		return id.Name + "." + fd.Name.Name
	}
	return fd.Name.Name
}

// complexity is gocyclo's count for one function (function literals in it
// included).
func complexity(fd *ast.FuncDecl) int {
	n := 1
	ast.Inspect(fd, func(node ast.Node) bool {
		switch x := node.(type) {
		case *ast.IfStmt, *ast.ForStmt, *ast.RangeStmt:
			n++
		case *ast.CaseClause:
			if x.List != nil {
				n++
			}
		case *ast.CommClause:
			if x.Comm != nil {
				n++
			}
		case *ast.BinaryExpr:
			if x.Op == token.LAND || x.Op == token.LOR {
				n++
			}
		}
		return true
	})
	return n
}
