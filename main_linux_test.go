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
func TestScreensWithoutATerminal(t *testing.T) {
	if os.Getenv("RAZZ_NO_TTY_CHILD") == "1" {
		os.Exit(run([]string{"play", "--seed", "7"}, strings.NewReader(""), os.Stdout, os.Stderr))
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestScreensWithoutATerminal$")
	cmd.Env = append(os.Environ(), "RAZZ_NO_TTY_CHILD=1", "XDG_DATA_HOME="+t.TempDir(), "XDG_CONFIG_HOME="+t.TempDir())
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
	out, err := cmd.CombinedOutput()
	ee, ok := err.(*exec.ExitError)
	if !ok || ee.ExitCode() != 1 {
		t.Fatalf("exit %v, want 1:\n%s", err, out)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) != 1 || !strings.Contains(lines[0], "razz play --plain") || strings.Contains(lines[0], "bubbletea") {
		t.Errorf("said:\n%s", out)
	}
}
