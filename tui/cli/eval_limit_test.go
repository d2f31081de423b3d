package cli

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

// A line of 10 MB on the standard input of eval, equity or odds is
// refused in one short line, and --json does not write it back; the lines
// around it are answered (issue 17.11).
func TestStdinLineLimit(t *testing.T) {
	huge := strings.Repeat("As 2d ", 10<<20/6)
	for _, c := range []struct {
		name, good string
		run        func(in *strings.Reader, out, errw *bytes.Buffer, asJSON bool) error
	}{
		{"eval", "As 2d 3c 4h 5s", func(in *strings.Reader, out, errw *bytes.Buffer, asJSON bool) error {
			return Eval(nil, in, out, errw, asJSON)
		}},
		{"equity", `{"hands":["As 2h 3d","Kc Qd Js"]}`, func(in *strings.Reader, out, errw *bytes.Buffer, asJSON bool) error {
			return Equity(EquityOptions{JSON: asJSON, Trials: 100, Seed: 1, SeedSet: true}, nil, in, out, errw)
		}},
		{"odds", `{"cards":"As 2h 3d"}`, func(in *strings.Reader, out, errw *bytes.Buffer, asJSON bool) error {
			return Odds(OddsOptions{JSON: asJSON}, nil, in, out, errw)
		}},
	} {
		for _, asJSON := range []bool{false, true} {
			var out, errw bytes.Buffer
			in := strings.NewReader(c.good + "\n" + huge + "\n" + c.good + "\n")
			err := c.run(in, &out, &errw, asJSON)
			if !errors.Is(err, ErrReported) {
				t.Errorf("%s (json %v): %v", c.name, asJSON, err)
			}
			why := "line 2 is 10485756 bytes long, more than the 4096 a question takes: skipped"
			got := errw.String()
			if asJSON {
				got = out.String()
			}
			if !strings.Contains(got, why) || out.Len()+errw.Len() > 8<<10 {
				t.Errorf("%s (json %v): %d bytes out, %d on stderr:\n%.500s\n%.500s", c.name, asJSON, out.Len(), errw.Len(), out.String(), errw.String())
			}
			if n := strings.Count(out.String(), "\n"); n != 2+btoi(asJSON) && c.name == "eval" {
				t.Errorf("%s (json %v): %d lines out:\n%.500s", c.name, asJSON, n, out.String())
			}
		}
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// BenchmarkEvalHugeLine: a 10 MB line is read past, not parsed (it took
// 3.2 s; go test -bench EvalHugeLine ./tui/cli).
func BenchmarkEvalHugeLine(b *testing.B) {
	in := "As 2d 3c 4h 5s\n" + strings.Repeat("As 2d ", 10<<20/6) + "\n"
	for b.Loop() {
		Eval(nil, strings.NewReader(in), &bytes.Buffer{}, &bytes.Buffer{}, true)
	}
}

// A hand given as an argument is bounded too: an argument of 100 KB is
// refused without being written back.
func TestEvalArgumentLimit(t *testing.T) {
	long := strings.Repeat("Z", 100<<10)
	var out, errw bytes.Buffer
	for _, asJSON := range []bool{false, true} {
		// Bad input (exit 1): said in its JSON line, or as the error.
		if err := Eval([]string{long}, nil, &out, &errw, asJSON); ExitCode(err) != 1 || asJSON != errors.Is(err, ErrReported) || len(err.Error()) > 200 {
			t.Errorf("eval (json %v): %.300v", asJSON, err)
		}
	}
	err := Compare([]string{long, "As 2d 3c 4h 5s"}, &out, false)
	if err == nil || len(err.Error()) > 200 || out.Len()+errw.Len() > 400 {
		t.Errorf("compare: %.300v; %d bytes out, %d on stderr:\n%.300s\n%.300s", err, out.Len(), errw.Len(), out.String(), errw.String())
	}
}
