//go:build linux

package main

import (
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
)

// With no terminal at all (a new session, no controlling terminal: cron, a
// pipe from a service), the trainer's screens say so in one line and point
// to the plain mode, exit 1, instead of Bubble Tea's "could not open TTY".
// razz learn without --plain opens its screen too (it gave the plain
// lines before the Learn screen was written), so it says the same.
func TestScreensWithoutATerminal(t *testing.T) {
	if args := os.Getenv("RAZZ_NO_TTY_CHILD"); args != "" {
		os.Exit(run(strings.Fields(args), strings.NewReader(""), os.Stdout, os.Stderr))
	}
	for _, args := range []string{"play --seed 7", "learn --seed 7"} {
		cmd := exec.Command(os.Args[0], "-test.run=^TestScreensWithoutATerminal$")
		cmd.Env = append(os.Environ(), "RAZZ_NO_TTY_CHILD="+args, "XDG_DATA_HOME="+t.TempDir(), "XDG_CONFIG_HOME="+t.TempDir())
		cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
		out, err := cmd.CombinedOutput()
		ee, ok := err.(*exec.ExitError)
		if !ok || ee.ExitCode() != 1 {
			t.Fatalf("razz %s: exit %v, want 1:\n%s", args, err, out)
		}
		lines := strings.Split(strings.TrimSpace(string(out)), "\n")
		if len(lines) != 1 || !strings.Contains(lines[0], "razz play --plain") || !strings.Contains(lines[0], "razz learn --plain") || strings.Contains(lines[0], "bubbletea") {
			t.Errorf("razz %s said:\n%s", args, out)
		}
	}
}
