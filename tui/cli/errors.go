package cli

import (
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"
)

// ExitError carries the process exit status: 1 when some input was bad, 2
// for a bad flag or argument.
type ExitError struct {
	Code int
	Err  error
}

func (e ExitError) Error() string { return e.Err.Error() }
func (e ExitError) Unwrap() error { return e.Err }

// Usage is a bad flag or argument: exit status 2.
func Usage(format string, a ...any) error {
	return ExitError{2, fmt.Errorf(format, a...)}
}

// Failed is bad input or a failed write: exit status 1.
func Failed(err error) error { return ExitError{1, err} }

// ErrReported: the lines that failed were already reported; only the exit
// status is left to set.
var ErrReported = errors.New("some input was not valid")

// reported is the end of a command that reports bad input as it goes and
// carries on: ErrReported (exit status 1) if some input failed, else nil.
func reported(failed bool) error {
	if failed {
		return ErrReported
	}
	return nil
}

// ExitCode is the process status for the error a command returned.
func ExitCode(err error) int {
	var ee ExitError
	switch {
	case err == nil:
		return 0
	case errors.As(err, &ee):
		return ee.Code
	case errors.Is(err, ErrReported):
		return 1
	}
	return 2 // cobra's own errors: unknown command, bad flag
}

// OneLine folds a message onto one line.
func OneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// count says how many in words for a message: "no hands", "one hand",
// "3 hands".
func count(n int, noun string) string {
	switch n {
	case 0:
		return "no " + noun + "s"
	case 1:
		return "one " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// AtMostOneFile checks the arguments of a command that reads one FILE or
// standard input.
func AtMostOneFile(cmd *cobra.Command, args []string) error {
	if len(args) > 1 {
		return Usage("%s takes at most one FILE (got %s)", cmd.Name(), count(len(args), "argument"))
	}
	return nil
}

// OneFile checks the arguments of a command that reads exactly one FILE.
func OneFile(cmd *cobra.Command, args []string) error {
	if len(args) != 1 {
		return Usage("%s needs one FILE (got %s)", cmd.Name(), count(len(args), "argument"))
	}
	return nil
}

// FirstArg is the first argument, "" when there is none.
func FirstArg(args []string) string {
	if len(args) > 0 {
		return args[0]
	}
	return ""
}

// FileOrFollow checks the arguments of history import: one FILE, or none
// with --follow DIR.
func FileOrFollow(cmd *cobra.Command, args []string) error {
	if f := cmd.Flags().Lookup("follow"); f != nil && f.Value.String() != "" {
		if len(args) > 0 {
			return Usage("%s --follow takes no FILE: it imports the hands written into DIR", cmd.Name())
		}
		return nil
	}
	return OneFile(cmd, args)
}
