package serve_test

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	gossh "golang.org/x/crypto/ssh"

	"razz/tui/serve"
)

// syncBuffer is a bytes.Buffer safe for a writer and a reader.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) Len() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Len()
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// testServer is a razz serve on 127.0.0.1 with a free port.
type testServer struct {
	*serve.Server
	addr string
	data string
	log  *syncBuffer
	stop func()
}

func startServer(t testing.TB, change func(*serve.Config)) *testServer {
	t.Helper()
	log := &syncBuffer{}
	cfg := serve.Config{Listen: "127.0.0.1:0", Data: t.TempDir(), MaxSessions: 10, App: serve.Trainer,
		Log: slog.New(slog.NewTextHandler(log, nil)), ConnBurst: 100, ConnPerMinute: 600, Grace: 5 * time.Second}
	if change != nil {
		change(&cfg)
	}
	return runServer(t, cfg, log)
}

func runServer(t testing.TB, cfg serve.Config, log *syncBuffer) *testServer {
	t.Helper()
	srv, err := serve.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		if err := srv.Run(ctx); err != nil {
			t.Error(err)
		}
		close(done)
	}()
	var once sync.Once
	stop := func() { once.Do(func() { cancel(); <-done }) }
	t.Cleanup(stop)
	return &testServer{srv, srv.Addr().String(), cfg.Data, log, stop}
}

func newKey(t testing.TB) gossh.Signer {
	t.Helper()
	_, k, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	s, err := gossh.NewSignerFromKey(k)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func dial(t testing.TB, ts *testServer, key gossh.Signer) *gossh.Client {
	t.Helper()
	c, err := gossh.Dial("tcp", ts.addr, &gossh.ClientConfig{
		User: "member", Auth: []gossh.AuthMethod{gossh.PublicKeys(key)},
		HostKeyCallback: gossh.FixedHostKey(ts.HostKey()), Timeout: 5 * time.Second,
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// term is a session with a PTY, its screen output and error stream.
type term struct {
	sess     *gossh.Session
	in       interface{ Write([]byte) (int, error) }
	out, err *syncBuffer
	done     chan error
	strip    sync.Mutex
	stripped strings.Builder // the output up to upto, stripped
	upto     int
}

func openTerm(t testing.TB, c *gossh.Client, w, h int) *term {
	t.Helper()
	tm, err := newTerm(c, w, h)
	if err != nil {
		t.Fatal(err)
	}
	return tm
}

func newTerm(c *gossh.Client, w, h int) (*term, error) {
	s, err := c.NewSession()
	if err != nil {
		return nil, err
	}
	tm := &term{sess: s, out: &syncBuffer{}, err: &syncBuffer{}, done: make(chan error, 1)}
	s.Stdout, s.Stderr = tm.out, tm.err
	in, err := s.StdinPipe()
	if err != nil {
		return nil, err
	}
	tm.in = in
	if err := s.RequestPty("xterm-256color", h, w, gossh.TerminalModes{}); err != nil {
		return nil, err
	}
	if err := s.Shell(); err != nil {
		return nil, err
	}
	go func() { tm.done <- s.Wait() }()
	return tm, nil
}

// screen is what was written so far, without escape sequences. What was
// stripped is kept, up to the last line end (no sequence the renderer
// writes holds one), so that waiting on a long session's screen does not
// strip its whole output again every few milliseconds.
func (tm *term) screen() string {
	tm.strip.Lock()
	defer tm.strip.Unlock()
	out := tm.out.String()
	if nl := strings.LastIndexByte(out, '\n'); nl+1 > tm.upto {
		tm.stripped.WriteString(ansi.Strip(out[tm.upto : nl+1]))
		tm.upto = nl + 1
	}
	return tm.stripped.String() + ansi.Strip(out[tm.upto:])
}

// waitFor waits until cond holds, failing the test after a while.
func waitFor(t testing.TB, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func (tm *term) waitScreen(t testing.TB, s string) {
	t.Helper()
	waitFor(t, "the screen to show "+s, func() bool { return strings.Contains(tm.screen(), s) })
}

// ended waits for the session to end and returns its exit status.
func (tm *term) ended(t testing.TB) int {
	t.Helper()
	select {
	case err := <-tm.done:
		if err == nil {
			return 0
		}
		if ee, ok := err.(*gossh.ExitError); ok {
			return ee.ExitStatus()
		}
		t.Fatalf("session: %v", err)
	case <-time.After(20 * time.Second):
		t.Fatal("the session did not end")
	}
	return -1
}

// userDir is the folder of key's user.
func (ts *testServer) userDir(k gossh.Signer) string {
	return filepath.Join(ts.data, "users", serve.Folder(k.PublicKey()))
}

// instant writes settings for quick hands: no learning boxes, bots that
// do not pause.
func instant(t testing.TB, dir string) {
	t.Helper()
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	s := `{"version":1,"learn":false,"speed":"0s","level":"normal"}`
	if err := os.WriteFile(filepath.Join(dir, "settings.json"), []byte(s), 0o600); err != nil {
		t.Fatal(err)
	}
}

// hands counts the hands in a user's history.
func hands(dir string) int {
	b, err := os.ReadFile(filepath.Join(dir, "history.jsonl"))
	if err != nil {
		return 0
	}
	return bytes.Count(b, []byte("\n"))
}

// playHand plays one hand by key presses, as a player who never bets:
// bring in when the user must (i), fold to a bet (f), check when free (k),
// until the history has one more hand. A key the table refuses just
// shows a note. With more, n is pressed too when nothing happens for a
// while (the next hand is dealt only once this one is over).
func playHand(t testing.TB, tm *term, dir string) {
	t.Helper()
	if err := tm.playHand(dir, false); err != nil {
		t.Fatal(err)
	}
}

func (tm *term) playHand(dir string, more bool) error {
	before := hands(dir)
	deadline := time.Now().Add(120 * time.Second)
	for i := 0; hands(dir) == before; i++ {
		if time.Now().After(deadline) {
			return fmt.Errorf("the hand was not saved; screen:\n%s", tail(tm.screen(), 2000))
		}
		k := []string{"i", "f", "k"}[i%3]
		if more && i%30 == 29 {
			k = "n"
		}
		if err := tm.key(k); err != nil {
			return err
		}
	}
	return nil
}

// key presses k and waits for the screen to answer (at most a moment:
// a key the table ignores draws nothing).
func (tm *term) key(k string) error {
	drawn := tm.out.Len()
	if _, err := tm.in.Write([]byte(k)); err != nil {
		return err
	}
	for range 20 {
		time.Sleep(5 * time.Millisecond)
		if tm.out.Len() > drawn {
			break
		}
	}
	return nil
}

// await waits until the screen shows s.
func (tm *term) await(s string) error {
	deadline := time.Now().Add(60 * time.Second)
	for !strings.Contains(tm.screen(), s) {
		if time.Now().After(deadline) {
			return fmt.Errorf("timed out waiting for %q", s)
		}
		time.Sleep(10 * time.Millisecond)
	}
	return nil
}

func tail(s string, n int) string {
	if len(s) > n {
		return s[len(s)-n:]
	}
	return s
}
