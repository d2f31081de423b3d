package serve_test

import (
	"context"
	"io"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"razz/tui/serve"
)

// within waits up to d for cond, failing the test after it.
func within(t testing.TB, d time.Duration, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(d)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("%s not within %s", what, d)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// A session ends when its channel or its connection ends, whichever comes
// first, in every order, and gives back its place at once: its program
// and goroutines, its seat and its key's slot (one key, one session
// here). OpenSSH's connection sharing (ssh -M, then ssh -S sock -tt
// killed) closes the channel and keeps the connection: a session that
// waited for the connection kept the key's slot until --idle, and
// the 30-minute idle check held every ended program for 30 seconds.
func TestSessionEndsWithItsChannelOrConnection(t *testing.T) {
	ts := startServer(t, func(c *serve.Config) { c.MaxPerKey = 1; c.Idle = 30 * time.Minute })
	cases := []struct {
		name string
		end  func(tm *term, closeConn func())
		kept bool // the connection stays open
	}{
		{"the channel closes, the connection stays (connection sharing)", func(tm *term, _ func()) { tm.sess.Close() }, true},
		{"the channel closes, then the connection", func(tm *term, closeConn func()) {
			tm.sess.Close()
			time.Sleep(50 * time.Millisecond)
			closeConn()
		}, false},
		{"the connection closes", func(_ *term, closeConn func()) { closeConn() }, false},
		{"input ends, then the channel closes", func(tm *term, _ func()) {
			tm.in.(io.Closer).Close()
			time.Sleep(50 * time.Millisecond)
			tm.sess.Close()
		}, true},
		{"input ends, the channel stays (a shared connection's killed client)", func(tm *term, _ func()) { tm.in.(io.Closer).Close() }, true},
		{"the user quits, the channel stays to the end", func(tm *term, _ func()) { tm.in.Write([]byte("\x03")) }, true},
	}
	k := newKey(t)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := dial(t, ts, k)
			tm := openTerm(t, c, 80, 24)
			tm.waitScreen(t, "Razz trainer")
			tm.in.Write([]byte("p")) // at the table: the bots' ticks run
			tm.waitScreen(t, "Third street")
			before := strings.Count(ts.log.String(), "msg=disconnect")
			tc.end(tm, func() { c.Close() })
			within(t, 3*time.Second, "the session's end", func() bool {
				return strings.Count(ts.log.String(), "msg=disconnect") > before
			})
			noSessionGoroutinesWithin(t, 2*time.Second)
			// The key's one slot is free again, on the same connection
			// when it stayed.
			if !tc.kept {
				c = dial(t, ts, k)
			}
			again := openTerm(t, c, 80, 24)
			again.waitScreen(t, "Razz trainer")
			if s := again.err.String(); s != "" {
				t.Errorf("the next session of the key was told %q", s)
			}
			again.in.Write([]byte("\x03"))
			again.ended(t)
			noSessionGoroutinesWithin(t, 2*time.Second)
		})
	}
	if n := strings.Count(ts.log.String(), "too many sessions for this key"); n != 0 {
		t.Errorf("%d sessions were refused for the key's slot:\n%s", n, ts.log.String())
	}
}

// noSessionGoroutinesWithin fails unless, within d, no goroutine of a
// session is left: its program's, its input's, its ticks', its channel's.
func noSessionGoroutinesWithin(t *testing.T, d time.Duration) {
	t.Helper()
	var left []string
	deadline := time.Now().Add(d)
	for {
		left = sessionGoroutines()
		if len(left) == 0 || time.Now().After(deadline) {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if len(left) > 0 {
		t.Errorf("%d goroutines of an ended session are left after %s, the first:\n%s", len(left), d, left[0])
	}
}

// The trainer's context (serve.User.Context, the one its reviews are told)
// is done as soon as the session ends, by its channel or its connection.
func TestTrainerContextEndsWithTheSession(t *testing.T) {
	ctxs := make(chan context.Context, 4)
	ts := startServer(t, func(c *serve.Config) {
		c.App = func(u serve.User) (tea.Model, error) { ctxs <- u.Context; return &panicky{}, nil }
	})
	for _, byConn := range []bool{false, true} {
		c := dial(t, ts, newKey(t))
		tm := openTerm(t, c, 80, 24)
		tm.waitScreen(t, "ready")
		ctx := <-ctxs
		if ctx.Err() != nil {
			t.Fatal("the trainer's context is done while its session runs")
		}
		if byConn {
			c.Close()
		} else {
			tm.sess.Close()
		}
		select {
		case <-ctx.Done():
		case <-time.After(2 * time.Second):
			t.Errorf("the trainer's context is not done 2 s after the session ended (by its connection: %v)", byConn)
		}
	}
}

// Keys piped in (ssh -tt host < keys) are played, the last screen drawn,
// and the session ends when its input does, with status 0.
func TestPipedKeysThenTheEnd(t *testing.T) {
	ts := startServer(t, nil)
	tm := openTerm(t, dial(t, ts, newKey(t)), 0, 0)
	tm.in.Write([]byte("p"))
	tm.in.(io.Closer).Close()
	if code := tm.ended(t); code != 0 {
		t.Errorf("exit status %d, want 0", code)
	}
	if !strings.Contains(tm.screen(), "Third street") {
		t.Errorf("the piped key's screen was not drawn:\n%s", tail(tm.screen(), 1000))
	}
	waitFor(t, "the disconnect line", func() bool { return strings.Contains(ts.log.String(), "end=eof") })
}
