package cli

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/creack/pty"
)

// With no arguments and a terminal on standard input, equity, odds,
// replay and eval say in one line what they want and exit 2 instead of
// waiting; piped input is read as before.
func TestNoArgumentsAtATerminal(t *testing.T) {
	ptmx, tty, err := pty.Open()
	if err != nil {
		t.Skipf("no pseudo-terminal here: %v", err)
	}
	defer ptmx.Close()
	defer tty.Close()
	run := map[string]func() error{
		"equity": func() error { return Equity(EquityOptions{}, nil, tty, &bytes.Buffer{}, &bytes.Buffer{}) },
		"odds":   func() error { return Odds(OddsOptions{}, nil, tty, &bytes.Buffer{}, &bytes.Buffer{}) },
		// replay and eval waited silently, ctrl+d ignored (the walk-through)
		"replay": func() error { return Replay("", tty, &bytes.Buffer{}) },
		"eval":   func() error { return Eval(nil, tty, &bytes.Buffer{}, &bytes.Buffer{}, false) },
	}
	for name, f := range run {
		done := make(chan error, 1)
		go func() { done <- f() }()
		var err error
		select {
		case err = <-done:
		case <-time.After(5 * time.Second):
			t.Errorf("%s at a terminal waits for input", name)
			continue
		}
		if ExitCode(err) != 2 || strings.Count(err.Error(), "\n") != 0 || !strings.Contains(err.Error(), "piped in") {
			t.Errorf("%s at a terminal: exit %d, %v", name, ExitCode(err), err)
		}
	}
	out, _, err := runOdds(t, OddsOptions{}, `{"cards":"As 2h 3d"}`+"\n")
	if err != nil || !strings.Contains(out, "5 wheel") {
		t.Errorf("odds, piped: %v %q", err, out)
	}
}
