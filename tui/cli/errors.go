package cli

import (
	"errors"
	"fmt"
	"strings"
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
