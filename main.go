// Command razz is a terminal trainer for fixed-limit Razz. This file is the
// command line and nothing else: each command parses its flags and hands
// the work to engine/, bots/ or tui/.
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"charm.land/fang/v2"
	"github.com/spf13/cobra"

	"razz/engine"
)

// exitError carries the process exit status: 1 when some input was bad, 2
// for a bad flag or argument.
type exitError struct {
	code int
	err  error
}

func (e exitError) Error() string { return e.err.Error() }
func (e exitError) Unwrap() error { return e.err }

func usageErr(format string, a ...any) error {
	return exitError{2, fmt.Errorf(format, a...)}
}

// errReported: the lines that failed were already reported; only the exit
// status is left to set.
var errReported = errors.New("some input was not valid")

func main() { os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) }

// run executes the command line and returns the exit status.
func run(args []string, in io.Reader, out, errw io.Writer) int {
	root := rootCmd()
	root.SetArgs(args)
	root.SetIn(in)
	root.SetOut(out)
	root.SetErr(errw)
	err := fang.Execute(context.Background(), root,
		fang.WithoutManpage(),
		fang.WithErrorHandler(func(w io.Writer, _ fang.Styles, err error) {
			if !errors.Is(err, errReported) {
				fmt.Fprintln(w, "razz: "+oneLine(err.Error()))
			}
		}))
	var ee exitError
	switch {
	case err == nil:
		return 0
	case errors.As(err, &ee):
		return ee.code
	case errors.Is(err, errReported):
		return 1
	}
	return 2 // cobra's own errors: unknown command, bad flag
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

func rootCmd() *cobra.Command {
	root := &cobra.Command{
		Use:   "razz",
		Short: "A terminal trainer for fixed-limit Razz (seven-card stud, ace-to-five low)",
		Long: "razz teaches fixed-limit Razz: ace-to-five lows, the bring-in, who acts first,\n" +
			"and how one low beats another.",
		Args: cobra.NoArgs,
		RunE: menuRun,
	}
	addDisplayFlags(root)
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return exitError{2, err} })
	root.AddCommand(evalCmd(), compareCmd(), quizCmd())
	return root
}

type evalJSON struct {
	Cards string   `json:"cards"`
	Low   []string `json:"low,omitempty"`
	Rank  int      `json:"rank,omitempty"`
	Name  string   `json:"name,omitempty"`
	Error string   `json:"error,omitempty"`
}

func toEvalJSON(e engine.Evaluation) evalJSON {
	return evalJSON{Cards: engine.FormatCards(e.Cards), Low: e.Low.Strings(), Rank: int(e.Low), Name: e.Low.Name()}
}

// evalText is one line of `razz eval`:
// "5 4 3 2 A  wheel  rank 1 of 6175  (Kd Kc left out: highest cards)".
func evalText(e engine.Evaluation) string {
	name := e.Low.Name()
	if e.Forced {
		name += " (unavoidable: fewer than five different ranks)"
	}
	s := fmt.Sprintf("%s  %s  rank %d of %d", e.Low, name, e.Low, engine.NumLows)
	if out := e.OutText(); out != "" {
		s += "  (" + out + ")"
	}
	return s
}

func parseHand(s string) (engine.Evaluation, error) {
	cs, err := engine.ParseCards(s)
	if err != nil {
		return engine.Evaluation{}, err
	}
	return engine.Evaluate(cs)
}

func evalCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "eval [CARDS...]",
		Short: "Show the best ace-to-five low of 5 to 7 cards",
		Long: "Show the best low of 5 to 7 cards, its name, its rank among the 6,175 lows and\n" +
			"which cards were left out and why. With no cards, read one hand a line from\n" +
			"standard input. Cards: As, as, A♠, Ts or 10s.",
		Example: "  razz eval As 2d 3c 4h 5s Kd Kc\n  printf 'As 2d 3c 4h 5s\\n' | razz eval --json",
		RunE: func(cmd *cobra.Command, args []string) error {
			out := bufio.NewWriter(cmd.OutOrStdout())
			defer out.Flush()
			errw := cmd.ErrOrStderr()
			failed := false
			one := func(where, line string) {
				e, err := parseHand(line)
				switch {
				case err != nil && asJSON:
					failed = true
					writeJSON(out, evalJSON{Cards: strings.TrimSpace(line), Error: err.Error()})
				case err != nil:
					failed = true
					out.Flush()
					fmt.Fprintf(errw, "razz eval: %s: %v\n", where, err)
				case asJSON:
					writeJSON(out, toEvalJSON(e))
				default:
					fmt.Fprintln(out, evalText(e))
				}
			}
			if len(args) > 0 {
				one("arguments", strings.Join(args, " "))
			} else {
				in := bufio.NewReaderSize(cmd.InOrStdin(), 64<<10)
				for n := 1; ; n++ {
					line, err := in.ReadString('\n')
					if strings.TrimSpace(line) != "" {
						one(fmt.Sprintf("line %d", n), line)
					}
					if err != nil {
						break
					}
					if in.Buffered() == 0 { // about to wait for input: show what we have
						out.Flush()
					}
				}
			}
			if failed {
				return errReported
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "write one JSON object a hand")
	return cmd
}

func writeJSON(w io.Writer, v any) {
	b, _ := json.Marshal(v)
	w.Write(append(b, '\n'))
}

func compareCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:     `compare "HAND A" "HAND B"`,
		Short:   "Say which of two lows wins, and why",
		Example: `  razz compare "7h 5c 4d 2s As 9c Kd" "8c 6d 4s 3h 2c Qh Jd"`,
		Args: func(_ *cobra.Command, args []string) error {
			if len(args) != 2 {
				return usageErr("compare needs two hands in quotes, got %d argument(s)", len(args))
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			var ev [2]engine.Evaluation
			for i, s := range args {
				e, err := parseHand(s)
				if err != nil {
					return exitError{1, fmt.Errorf("hand %c: %w", 'A'+i, err)}
				}
				ev[i] = e
			}
			c := engine.Compare(ev[0].Low, ev[1].Low)
			w := cmd.OutOrStdout()
			if asJSON {
				writeJSON(w, struct {
					A      evalJSON `json:"a"`
					B      evalJSON `json:"b"`
					Winner string   `json:"winner"`
					Reason string   `json:"reason"`
				}{toEvalJSON(ev[0]), toEvalJSON(ev[1]), winnerWord(c.Winner), c.Reason()})
				return nil
			}
			for i, e := range ev {
				fmt.Fprintf(w, "%c: %-22s %s\n", 'A'+i, engine.FormatCards(e.Cards), evalText(e))
			}
			switch c.Winner {
			case 1:
				fmt.Fprintln(w, "A wins: "+c.Reason())
			case -1:
				fmt.Fprintln(w, "B wins: "+c.Reason())
			default:
				fmt.Fprintln(w, "Tie: "+c.Reason())
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "write the result as one JSON object")
	return cmd
}

func winnerWord(w int) string {
	switch w {
	case 1:
		return "a"
	case -1:
		return "b"
	}
	return "tie"
}
