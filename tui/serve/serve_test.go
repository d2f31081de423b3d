package serve_test

import (
	"errors"
	"io"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	gossh "golang.org/x/crypto/ssh"

	"razz/tui/serve"
)

// Two keys get two folders, each with its own trainer drawn.
func TestTwoKeysTwoFolders(t *testing.T) {
	ts := startServer(t, nil)
	alice, bob := newKey(t), newKey(t)
	ta := openTerm(t, dial(t, ts, alice), 80, 24)
	tb := openTerm(t, dial(t, ts, bob), 100, 30)
	for _, tm := range []*term{ta, tb} {
		tm.waitScreen(t, "Razz trainer")
		tm.waitScreen(t, "sit at a table against bots")
	}
	for _, k := range []gossh.Signer{alice, bob} {
		pub, err := os.ReadFile(filepath.Join(ts.userDir(k), "key.pub"))
		if err != nil {
			t.Fatal(err)
		}
		if got, _, _, _, err := gossh.ParseAuthorizedKey(pub); err != nil || string(got.Marshal()) != string(k.PublicKey().Marshal()) {
			t.Errorf("%s holds another key", ts.userDir(k))
		}
		if st, err := os.Stat(ts.userDir(k)); err != nil || st.Mode().Perm() != 0o700 {
			t.Errorf("user folder mode: %v %v", st.Mode(), err)
		}
	}
	users, _ := os.ReadDir(filepath.Join(ts.data, "users"))
	if len(users) != 2 {
		t.Errorf("%d user folders, want 2", len(users))
	}
	if !strings.Contains(ts.log.String(), "msg=connect fingerprint="+serve.Fingerprint(alice.PublicKey())) {
		t.Errorf("no connect line for alice in the log:\n%s", ts.log.String())
	}
}

// A session plays a hand through key presses and its user's history gets
// it; another user's history does not.
func TestPlayAHand(t *testing.T) {
	ts := startServer(t, nil)
	alice, bob := newKey(t), newKey(t)
	instant(t, ts.userDir(alice))
	tb := openTerm(t, dial(t, ts, bob), 80, 24)
	ta := openTerm(t, dial(t, ts, alice), 80, 24)
	ta.waitScreen(t, "Razz trainer")
	tb.waitScreen(t, "Razz trainer")
	ta.in.Write([]byte("p"))
	ta.waitScreen(t, "Third street")
	playHand(t, ta, ts.userDir(alice))
	ta.in.Write([]byte("n"))
	playHand(t, ta, ts.userDir(alice))
	if n := hands(ts.userDir(alice)); n != 2 {
		t.Errorf("alice's history holds %d hands, want 2", n)
	}
	if n := hands(ts.userDir(bob)); n != 0 {
		t.Errorf("bob's history holds %d hands, want 0", n)
	}
	ta.in.Write([]byte("\x03")) // ctrl+c leaves
	if code := ta.ended(t); code != 0 {
		t.Errorf("ctrl+c: exit status %d, want 0", code)
	}
	waitFor(t, "the disconnect line", func() bool { return strings.Contains(ts.log.String(), "msg=disconnect") })
	if !strings.Contains(ts.log.String(), "duration=") {
		t.Errorf("the disconnect line has no duration:\n%s", ts.log.String())
	}
}

// Commands, sessions without a PTY, subsystems, forwarding and passwords
// are refused.
func TestRefusals(t *testing.T) {
	ts := startServer(t, nil)
	c := dial(t, ts, newKey(t))

	s, _ := c.NewSession()
	var errOut syncBuffer
	s.Stderr = &errOut
	err := s.Run("cat /etc/passwd")
	var ee *gossh.ExitError
	if !errors.As(err, &ee) || ee.ExitStatus() != 1 || !strings.Contains(errOut.String(), "commands are not run here") {
		t.Errorf("exec: %v, %q", err, errOut.String())
	}

	s, _ = c.NewSession()
	errOut = syncBuffer{}
	s.Stderr = &errOut
	if err := s.Shell(); err != nil {
		t.Fatal(err)
	}
	err = s.Wait()
	if !errors.As(err, &ee) || ee.ExitStatus() != 1 || strings.Count(errOut.String(), "\n") != 1 || !strings.Contains(errOut.String(), "needs a terminal") {
		t.Errorf("no PTY: %v, %q", err, errOut.String())
	}

	s, _ = c.NewSession()
	if err := s.RequestSubsystem("sftp"); err == nil {
		t.Error("the sftp subsystem was granted")
	}

	s, _ = c.NewSession()
	if ok, err := s.SendRequest("auth-agent-req@openssh.com", true, nil); ok || err != nil {
		t.Errorf("agent forwarding: granted %v, %v", ok, err)
	}
	if ok, err := s.SendRequest("x11-req", true, nil); ok || err != nil {
		t.Errorf("X11 forwarding: granted %v, %v", ok, err)
	}

	if conn, err := c.Dial("tcp", ts.addr); err == nil {
		conn.Close()
		t.Error("local port forwarding was granted")
	}
	if l, err := c.Listen("tcp", "127.0.0.1:0"); err == nil {
		l.Close()
		t.Error("remote port forwarding was granted")
	}

	_, err = gossh.Dial("tcp", ts.addr, &gossh.ClientConfig{User: "member",
		Auth:            []gossh.AuthMethod{gossh.Password("secret"), gossh.KeyboardInteractive(func(string, string, []string, []bool) ([]string, error) { return nil, nil })},
		HostKeyCallback: gossh.FixedHostKey(ts.HostKey()), Timeout: 5 * time.Second})
	if err == nil {
		t.Error("a password login was let in")
	}
}

// --allow lets in the keys of the file only, and rereads it when it changes.
func TestAllow(t *testing.T) {
	alice, bob := newKey(t), newKey(t)
	file := filepath.Join(t.TempDir(), "members")
	if err := os.WriteFile(file, append([]byte("# the club\n\n"), gossh.MarshalAuthorizedKey(alice.PublicKey())...), 0o600); err != nil {
		t.Fatal(err)
	}
	ts := startServer(t, func(c *serve.Config) { c.Allow = file })
	cfg := func(k gossh.Signer) *gossh.ClientConfig {
		return &gossh.ClientConfig{User: "m", Auth: []gossh.AuthMethod{gossh.PublicKeys(k)}, HostKeyCallback: gossh.FixedHostKey(ts.HostKey())}
	}
	if c, err := gossh.Dial("tcp", ts.addr, cfg(alice)); err != nil {
		t.Errorf("alice is in the file: %v", err)
	} else {
		c.Close()
	}
	if c, err := gossh.Dial("tcp", ts.addr, cfg(bob)); err == nil {
		c.Close()
		t.Error("bob is not in the file but was let in")
	}
	f, _ := os.OpenFile(file, os.O_APPEND|os.O_WRONLY, 0)
	f.Write(gossh.MarshalAuthorizedKey(bob.PublicKey()))
	f.Close()
	if c, err := gossh.Dial("tcp", ts.addr, cfg(bob)); err != nil {
		t.Errorf("bob was added to the file: %v", err)
	} else {
		c.Close()
	}
	if _, err := serve.New(serve.Config{Listen: "127.0.0.1:0", Data: t.TempDir(), MaxSessions: 1, Allow: filepath.Join(t.TempDir(), "none"), App: func(serve.User) (tea.Model, error) { return nil, nil }}); err == nil || !strings.HasPrefix(err.Error(), "--allow") {
		t.Errorf("a missing --allow file: %v", err)
	}
}

// The host key is made once (mode 0600) and the same key is served after a
// restart.
func TestHostKeySurvivesRestart(t *testing.T) {
	data := t.TempDir()
	first := startServer(t, func(c *serve.Config) { c.Data = data })
	key := first.HostKey()
	first.stop()
	st, err := os.Stat(filepath.Join(data, serve.HostKeyFile))
	if err != nil || st.Mode().Perm() != 0o600 {
		t.Fatalf("host key file: %v %v", st.Mode(), err)
	}
	pub, err := os.ReadFile(filepath.Join(data, serve.HostKeyFile+".pub"))
	if err != nil {
		t.Fatal(err)
	}
	if k, _, _, _, err := gossh.ParseAuthorizedKey(pub); err != nil || string(k.Marshal()) != string(key.Marshal()) {
		t.Errorf("the .pub beside the host key is not its key: %v", err)
	}
	second := startServer(t, func(c *serve.Config) { c.Data = data })
	if string(second.HostKey().Marshal()) != string(key.Marshal()) {
		t.Fatal("the host key changed on restart")
	}
	second.HostKey() // the client below checks the key it is offered
	dial(t, &testServer{Server: second.Server, addr: second.addr}, newKey(t)).Close()
	if second.HostKey().Type() != gossh.KeyAlgoED25519 {
		t.Errorf("host key type %s", second.HostKey().Type())
	}
	// A path Wish's key maker would expand elsewhere is refused.
	if _, err := serve.New(serve.Config{Listen: "127.0.0.1:0", Data: data, HostKey: "$HOME/key", MaxSessions: 1, App: serve.Trainer}); err == nil || !strings.HasPrefix(err.Error(), "--host-key") {
		t.Errorf("--host-key $HOME/key: %v", err)
	}
}

// A session past --max-sessions is told the server is full; a place that
// frees up is taken again.
func TestMaxSessions(t *testing.T) {
	ts := startServer(t, func(c *serve.Config) { c.MaxSessions = 2 })
	c := dial(t, ts, newKey(t))
	a, b := openTerm(t, c, 80, 24), openTerm(t, dial(t, ts, newKey(t)), 80, 24)
	a.waitScreen(t, "Razz trainer")
	b.waitScreen(t, "Razz trainer")
	full := openTerm(t, dial(t, ts, newKey(t)), 80, 24)
	if code := full.ended(t); code != 1 || !strings.Contains(full.err.String(), "the server is full; try later") {
		t.Errorf("third session: exit %d, %q", code, full.err.String())
	}
	a.in.Write([]byte("\x03"))
	a.ended(t)
	waitFor(t, "a place to free", func() bool { return strings.Count(ts.log.String(), "msg=disconnect") >= 1 }) // a's (the refused third has its refusal's line only)
	again := openTerm(t, c, 80, 24)
	again.waitScreen(t, "Razz trainer")
}

// panicky is a trainer that panics on x in Update, on v in View and, for
// one user, when it is made.
type panicky struct{ viewPanic bool }

func (p *panicky) Init() tea.Cmd { return nil }
func (p *panicky) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if k, ok := msg.(tea.KeyPressMsg); ok {
		switch k.String() {
		case "x":
			panic("boom in update")
		case "v":
			p.viewPanic = true
		case "e":
			return p, func() tea.Msg { return pongMsg{} }
		case "c":
			return p, func() tea.Msg { panic("boom in a command") }
		case "q":
			return p, tea.Quit
		}
	}
	if _, ok := msg.(pongMsg); ok {
		return p, tea.Println("pong")
	}
	return p, nil
}
func (p *panicky) View() tea.View {
	if p.viewPanic {
		panic("boom in view")
	}
	return tea.NewView("ready")
}

type pongMsg struct{}

// A panic in one session ends that session only, and is logged; the
// others go on and new ones are served.
func TestPanicEndsOneSession(t *testing.T) {
	boom := newKey(t)
	ts := startServer(t, func(c *serve.Config) {
		c.App = func(u serve.User) (tea.Model, error) {
			if u.Fingerprint == serve.Fingerprint(boom.PublicKey()) {
				panic("boom in the trainer's making")
			}
			return &panicky{}, nil
		}
	})
	calm := openTerm(t, dial(t, ts, newKey(t)), 80, 24)
	calm.waitScreen(t, "ready")
	for _, key := range []string{"x", "v", "c"} {
		tm := openTerm(t, dial(t, ts, newKey(t)), 80, 24)
		tm.waitScreen(t, "ready")
		tm.in.Write([]byte(key))
		if code := tm.ended(t); code != 1 || !strings.Contains(tm.err.String(), "something went wrong") {
			t.Errorf("%s: exit %d, %q", key, code, tm.err.String())
		}
	}
	made := openTerm(t, dial(t, ts, boom), 80, 24)
	if code := made.ended(t); code != 1 || !strings.Contains(made.err.String(), "something went wrong") {
		t.Errorf("panic making the trainer: exit %d, %q", code, made.err.String())
	}
	// The disconnect line is written after the client has seen the exit
	// status: wait for the four ended sessions' lines before counting.
	waitFor(t, "four disconnect lines", func() bool { return strings.Count(ts.log.String(), "msg=disconnect") >= 4 })
	if n := strings.Count(ts.log.String(), `msg="session panic"`); n != 3 {
		t.Errorf("%d panics logged, want 3:\n%s", n, ts.log.String())
	}
	if n := strings.Count(ts.log.String(), "end=error"); n != 1 { // the command's panic, told by Bubble Tea
		t.Errorf("%d sessions ended in error, want 1:\n%s", n, ts.log.String())
	}
	calm.in.Write([]byte("e"))
	calm.waitScreen(t, "pong")
	late := openTerm(t, dial(t, ts, newKey(t)), 80, 24)
	late.waitScreen(t, "ready")
	late.in.Write([]byte("q"))
	if code := late.ended(t); code != 0 || late.err.String() != "" {
		t.Errorf("q: exit %d, %q", code, late.err.String())
	}
}

// A stop tells every session, saves every finished hand and not the
// hand in play.
func TestGracefulStop(t *testing.T) {
	ts := startServer(t, nil)
	alice := newKey(t)
	instant(t, ts.userDir(alice))
	ta := openTerm(t, dial(t, ts, alice), 80, 24)
	ta.waitScreen(t, "Razz trainer")
	ta.in.Write([]byte("p"))
	ta.waitScreen(t, "Third street")
	playHand(t, ta, ts.userDir(alice))
	ta.in.Write([]byte("n")) // hand 2 is dealt
	ta.waitScreen(t, "Hand 2.")
	ts.stop()
	if code := ta.ended(t); code != 1 || !strings.Contains(ta.err.String(), "the server is stopping; finished hands are saved") {
		t.Errorf("stop: exit %d, %q", code, ta.err.String())
	}
	if n := hands(ts.userDir(alice)); n != 1 {
		t.Errorf("history holds %d hands after the stop, want 1 (the hand in play is not saved)", n)
	}
	if _, err := net.DialTimeout("tcp", ts.addr, time.Second); err == nil {
		t.Error("still listening after the stop")
	}
	if strings.Contains(ts.log.String(), "panic") {
		t.Errorf("a panic:\n%s", ts.log.String())
	}
}

// A session with no key for --idle is closed with a message.
func TestIdle(t *testing.T) {
	ts := startServer(t, func(c *serve.Config) {
		c.Idle = 300 * time.Millisecond
		c.App = func(serve.User) (tea.Model, error) { return &panicky{}, nil }
	})
	tm := openTerm(t, dial(t, ts, newKey(t)), 80, 24)
	tm.waitScreen(t, "ready")
	start := time.Now()
	if code := tm.ended(t); code != 1 || !strings.Contains(tm.err.String(), "without a key") {
		t.Errorf("idle: exit %d, %q", code, tm.err.String())
	}
	if time.Since(start) < 200*time.Millisecond {
		t.Error("closed before the idle time")
	}
}

// Connections from one address past the burst are refused before the
// handshake.
func TestRateLimit(t *testing.T) {
	ts := startServer(t, func(c *serve.Config) { c.ConnBurst, c.ConnPerMinute = 3, 1 })
	k := newKey(t)
	cfg := &gossh.ClientConfig{User: "m", Auth: []gossh.AuthMethod{gossh.PublicKeys(k)}, HostKeyCallback: gossh.FixedHostKey(ts.HostKey()), Timeout: 5 * time.Second}
	ok := 0
	for range 5 {
		if c, err := gossh.Dial("tcp", ts.addr, cfg); err == nil {
			ok++
			c.Close()
		}
	}
	if ok != 3 {
		t.Errorf("%d of 5 quick connections let in, want 3", ok)
	}
	if !strings.Contains(ts.log.String(), "too many connections") {
		t.Errorf("no refusal in the log:\n%s", ts.log.String())
	}
	// The refused get a line before the SSH version (ssh -v shows it).
	conn, err := net.Dial("tcp", ts.addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	conn.Write([]byte("SSH-2.0-test\r\n"))
	conn.SetReadDeadline(time.Now().Add(5 * time.Second))
	line, _ := io.ReadAll(conn)
	if !strings.HasPrefix(string(line), "razz: too many connections from your address") {
		t.Errorf("a refused connection read %q", line)
	}
}

// Each session's colours follow its own terminal (TERM and the COLORTERM
// and NO_COLOR it sends), never the server's.
func TestColourProfilePerSession(t *testing.T) {
	ts := startServer(t, nil)
	open := func(env map[string]string) *term {
		c := dial(t, ts, newKey(t))
		s, err := c.NewSession()
		if err != nil {
			t.Fatal(err)
		}
		for k, v := range env {
			if err := s.Setenv(k, v); err != nil {
				t.Fatal(err)
			}
		}
		tm := &term{sess: s, out: &syncBuffer{}, err: &syncBuffer{}, done: make(chan error, 1)}
		s.Stdout, s.Stderr = tm.out, tm.err
		if tm.in, err = s.StdinPipe(); err != nil {
			t.Fatal(err)
		}
		if err := s.RequestPty("xterm-256color", 24, 80, gossh.TerminalModes{}); err != nil {
			t.Fatal(err)
		}
		if err := s.Shell(); err != nil {
			t.Fatal(err)
		}
		tm.waitScreen(t, "Razz trainer")
		return tm
	}
	truecolor := open(map[string]string{"COLORTERM": "truecolor"})
	palette := open(nil)
	plain := open(map[string]string{"NO_COLOR": "1"})
	// The first frames' colours, waited for rather than slept on.
	waitFor(t, "24-bit colour", func() bool { return strings.Contains(truecolor.out.String(), "38;2;") })
	waitFor(t, "256-colour codes", func() bool { return strings.Contains(palette.out.String(), "38;5;") })
	plain.waitScreen(t, "sit at a table against bots") // the menu's last line
	if out := truecolor.out.String(); !strings.Contains(out, "38;2;") {
		t.Errorf("COLORTERM=truecolor: no 24-bit colour in %q", tail(out, 300))
	}
	if out := palette.out.String(); strings.Contains(out, "38;2;") || !strings.Contains(out, "38;5;") {
		t.Errorf("xterm-256color: want 256-colour codes only, got %q", tail(out, 300))
	}
	if out := plain.out.String(); strings.Contains(out, "38;2;") || strings.Contains(out, "38;5;") {
		t.Errorf("NO_COLOR: colours in %q", tail(out, 300))
	}
}
