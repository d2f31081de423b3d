package cli

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"razz/tui/store"
)

// handsOf splits a PokerStars file's text into its hands' texts.
func handsOf(text string) []string {
	var out []string
	lines := strings.SplitAfter(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	for _, l := range lines {
		if strings.HasPrefix(strings.TrimPrefix(l, "\ufeff"), "PokerStars ") {
			out = append(out, "")
		}
		if len(out) > 0 {
			out[len(out)-1] += l
		}
	}
	return out
}

// following runs Follow on dir until the test ends, and returns a way to
// wait for the session to reach a state.
func following(t *testing.T, dir string, noEvents bool) func(what string, ok func(FollowState) bool) FollowState {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	states := make(chan FollowState, 100)
	done := make(chan error, 1)
	poll := time.Hour // the system's events alone
	if noEvents {
		poll = 50 * time.Millisecond
	}
	go func() {
		done <- Follow(ctx, FollowOptions{Dir: dir, Poll: poll, NoEvents: noEvents}, func(s FollowState) { states <- s })
	}()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("follow: %v", err)
		}
	})
	var last FollowState
	return func(what string, ok func(FollowState) bool) FollowState {
		t.Helper()
		deadline := time.After(5 * time.Second)
		for !ok(last) {
			select {
			case last = <-states:
			case <-deadline:
				t.Fatalf("%s: not after 5 s; the session: %+v", what, last)
			}
		}
		return last
	}
}

func appendTo(t *testing.T, file, text string) {
	t.Helper()
	f, err := os.OpenFile(file, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteString(text); err != nil {
		t.Fatal(err)
	}
	f.Close()
}

// --follow imports each Razz hand a site appends to a file of the folder
// (a real file written hand by hand, the other games skipped), leaves a
// hand written in two parts until it is whole, and reads a file the site
// started again from its start; nothing is imported twice or torn
// (issue 28.6). With the system's events, and by polling alone.
func TestFollowImportsHandsAsWritten(t *testing.T) {
	for _, mode := range []struct {
		name     string
		noEvents bool
	}{{"events", false}, {"polling", true}} {
		t.Run(mode.name, func(t *testing.T) {
			path := tempHistory(t)
			dir := filepath.Join(t.TempDir(), "HandHistory", "HeroH")
			os.MkdirAll(dir, 0o755)
			file := filepath.Join(dir, "HH20261128 Aase II - HORSE.txt")
			cash := handsOf(readRealFile(t, "horse_cash.txt"))
			appendTo(t, file, cash[0]) // there before the follower: not its to import
			wait := following(t, filepath.Dir(dir), mode.noEvents)
			wait("the start", func(s FollowState) bool { return strings.HasPrefix(s.Note, "following ") })
			for i, h := range cash[1:] {
				appendTo(t, file, h+"\n\n\n")
				wait("hand "+h[:30], func(s FollowState) bool { return s.Hands+s.Others == i+1 })
			}
			s := wait("the file", func(s FollowState) bool { return s.Hands == 1 && s.Others == 2 })
			if s.Last == nil || s.Last.SourceID != "231000000003" || s.Last.Hand != 1 || s.Result["USD"] != -7 {
				t.Errorf("%+v", s)
			}
			// A hand in two writes: nothing until it is whole.
			shoot := handsOf(readRealFile(t, "home_shootout.txt"))
			half := strings.Index(shoot[0], "*** SHOW DOWN ***")
			appendTo(t, file, shoot[0][:half])
			time.Sleep(300 * time.Millisecond)
			if n := len(historyLogs(t, path)); n != 1 {
				t.Fatalf("%d hands saved with a hand half written", n)
			}
			appendTo(t, file, shoot[0][half:]+"\n\n\n")
			s = wait("the hand made whole", func(s FollowState) bool { return s.Hands == 2 })
			if s.Last.SourceID != "99700000001" || s.Refused != 0 {
				t.Errorf("%+v", s)
			}
			// The site starts the file again: read from its start.
			os.Rename(file, file+".old")
			appendTo(t, file, shoot[1])
			wait("the file started again", func(s FollowState) bool { return s.Hands == 3 })
			got := historyLogs(t, path)
			ids := []string{}
			for _, l := range got {
				ids = append(ids, l.SourceID)
			}
			if strings.Join(ids, " ") != "231000000003 99700000001 99700000002" || got[0].Run == "" || got[2].Run != got[0].Run {
				t.Errorf("saved %v, runs %q %q", ids, got[0].Run, got[2].Run)
			}
		})
	}
}

// A second follower of the same history is refused: the first holds it.
func TestFollowSecondRefused(t *testing.T) {
	path := tempHistory(t)
	dir := t.TempDir()
	wait := following(t, dir, true)
	wait("the start", func(s FollowState) bool { return s.Note != "" })
	err := Follow(context.Background(), FollowOptions{Dir: dir}, func(FollowState) {})
	if !errors.Is(err, store.ErrFollowed) || !strings.Contains(err.Error(), path) {
		t.Errorf("%v", err)
	}
}
