package serve_test

import (
	"fmt"
	"io"
	"net"
	"os"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	gossh "golang.org/x/crypto/ssh"

	"razz/tui/serve"
)

// sizes is a trainer that shows the last terminal size it was told, so a
// test reads what the screens would lay out for.
type sizes struct {
	mu   *sync.Mutex
	seen *[]tea.WindowSizeMsg
}

func (s sizes) Init() tea.Cmd { return nil }
func (s sizes) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		s.mu.Lock()
		*s.seen = append(*s.seen, msg)
		s.mu.Unlock()
	case tea.KeyPressMsg:
		if msg.String() == "q" {
			return s, tea.Quit
		}
	}
	return s, nil
}
func (s sizes) View() tea.View {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(*s.seen) == 0 {
		return tea.NewView("ready")
	}
	last := (*s.seen)[len(*s.seen)-1]
	return tea.NewView(fmt.Sprintf("ready %dx%d", last.Width, last.Height))
}

// A pty-req or window-change past what the screens can use is clamped to
// serve.MaxWidth x serve.MaxHeight (and logged): 4294967295x4294967295
// once ended the process for every member, 65535x65535 cost gigabytes.
func TestHugeTerminalsAreClamped(t *testing.T) {
	var mu sync.Mutex
	var seen []tea.WindowSizeMsg
	ts := startServer(t, func(c *serve.Config) {
		c.App = func(serve.User) (tea.Model, error) { return sizes{&mu, &seen}, nil }
	})
	clamped := fmt.Sprintf("ready %dx%d", serve.MaxWidth, serve.MaxHeight)
	huge := openTerm(t, dial(t, ts, newKey(t)), 4294967295, 4294967295)
	huge.waitScreen(t, clamped)
	tall := openTerm(t, dial(t, ts, newKey(t)), 100, 1000)
	tall.waitScreen(t, fmt.Sprintf("ready 100x%d", serve.MaxHeight))

	small := openTerm(t, dial(t, ts, newKey(t)), 80, 24)
	small.waitScreen(t, "ready 80x24")
	if err := small.sess.WindowChange(65535, 65535); err != nil {
		t.Fatal(err)
	}
	small.waitScreen(t, clamped)
	if err := small.sess.WindowChange(30, 100); err != nil {
		t.Fatal(err)
	}
	small.waitScreen(t, "ready 100x30")
	if err := small.sess.WindowChange(serve.MaxHeight, serve.MaxWidth); err != nil {
		t.Fatal(err)
	}
	small.waitScreen(t, clamped) // the largest size, as asked
	mu.Lock()
	for _, m := range seen {
		if m.Width > serve.MaxWidth || m.Height > serve.MaxHeight {
			t.Errorf("a trainer was told %dx%d", m.Width, m.Height)
		}
	}
	mu.Unlock()
	if n := strings.Count(ts.log.String(), "msg=clamped"); n < 3 {
		t.Errorf("%d clamped lines in the log, want 3 or more:\n%s", n, ts.log.String())
	}
	// The server is still there for everyone.
	openTerm(t, dial(t, ts, newKey(t)), 80, 24).waitScreen(t, "ready")
}

// One connection opens at most MaxChannels session channels at once; the
// one past it is refused, and a closed one frees its place.
func TestChannelsPerConnection(t *testing.T) {
	ts := startServer(t, func(c *serve.Config) { c.MaxChannels = 3; c.MaxSessions = 100 })
	c := dial(t, ts, newKey(t))
	var open []*term
	refused := 0
	for range 10 {
		tm, err := newTerm(c, 80, 24)
		if err != nil {
			refused++
			continue
		}
		open = append(open, tm)
	}
	if len(open) != 3 || refused != 7 {
		t.Fatalf("%d channels opened and %d refused on one connection, want 3 and 7", len(open), refused)
	}
	if !strings.Contains(ts.log.String(), "too many channels") {
		t.Errorf("no refusal in the log:\n%s", ts.log.String())
	}
	open[0].waitScreen(t, "Razz trainer")
	open[0].in.Write([]byte("\x03"))
	open[0].ended(t)
	waitFor(t, "the channel's place to free", func() bool {
		tm, err := newTerm(c, 80, 24)
		if err != nil {
			return false
		}
		tm.waitScreen(t, "Razz trainer")
		return true
	})
	// Another member is served meanwhile.
	openTerm(t, dial(t, ts, newKey(t)), 80, 24).waitScreen(t, "Razz trainer")
}

// One key holds at most MaxPerKey sessions at once (on any number of
// connections); one more is told why; another key is served.
func TestSessionsPerKey(t *testing.T) {
	ts := startServer(t, func(c *serve.Config) { c.MaxPerKey = 2 })
	k := newKey(t)
	a := openTerm(t, dial(t, ts, k), 80, 24)
	b := openTerm(t, dial(t, ts, k), 80, 24)
	a.waitScreen(t, "Razz trainer")
	b.waitScreen(t, "Razz trainer")
	third := openTerm(t, dial(t, ts, k), 80, 24)
	if code := third.ended(t); code != 1 || !strings.Contains(third.err.String(), "this key has 2 sessions open") {
		t.Errorf("third session of one key: exit %d, %q", code, third.err.String())
	}
	openTerm(t, dial(t, ts, newKey(t)), 80, 24).waitScreen(t, "Razz trainer")
	a.in.Write([]byte("\x03"))
	a.ended(t)
	waitFor(t, "the key's place to free", func() bool { return strings.Count(ts.log.String(), "msg=disconnect") >= 1 }) // a's (the refused third has its refusal's line only)
	openTerm(t, dial(t, ts, k), 80, 24).waitScreen(t, "Razz trainer")
}

// A connection that goes away ends its session: the disconnect line says
// so and the session's goroutines are gone.
func TestDisconnectEndsSession(t *testing.T) {
	ts := startServer(t, nil)
	c := dial(t, ts, newKey(t))
	tm := openTerm(t, c, 80, 24)
	tm.waitScreen(t, "Razz trainer")
	tm.in.Write([]byte("p")) // at the table, bots dealing
	tm.waitScreen(t, "Third street")
	c.Close()
	waitFor(t, "the disconnect line", func() bool { return strings.Contains(ts.log.String(), "end=gone") })
	noSessionGoroutines(t)
}

// Keys that arrive in the same burst as the quit do not leave a
// goroutine behind (one leaked per session, blocked handing the keys to
// a program that had ended).
func TestKeysAfterQuit(t *testing.T) {
	ts := startServer(t, nil)
	var wg sync.WaitGroup
	for range 8 {
		c := dial(t, ts, newKey(t))
		tm := openTerm(t, c, 80, 24)
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := tm.await("sit at a table against bots"); err != nil {
				t.Error(err)
				return
			}
			// ctrl+c, then keys in the same write.
			tm.in.Write([]byte("\x03jjjjkkkkqqqq\r\r\rxyz"))
			select {
			case <-tm.done:
			case <-time.After(20 * time.Second):
				t.Error("the session did not end")
			}
			c.Close()
		}()
	}
	wg.Wait()
	noSessionGoroutines(t)
}

// A client that stops reading and writing without closing (a laptop
// shut, a cable pulled) is cut once its connection has been silent for
// twice --idle (at most --idle and a minute), and its goroutines go.
func TestHalfOpenClientIsCut(t *testing.T) {
	ts := startServer(t, func(c *serve.Config) { c.Idle = 300 * time.Millisecond })
	conn, err := net.Dial("tcp", ts.addr)
	if err != nil {
		t.Fatal(err)
	}
	f := &freezable{Conn: conn, closed: make(chan struct{})}
	c := dialOver(t, ts, f, newKey(t))
	tm := openTerm(t, c, 80, 24)
	tm.waitScreen(t, "Razz trainer")
	f.frozen.Store(true)
	waitFor(t, "the disconnect line", func() bool { return strings.Contains(ts.log.String(), "msg=disconnect") })
	noSessionGoroutines(t)
}

// freezable is a client's connection that, once frozen, neither reads nor
// writes until it is closed: a peer gone without a word.
type freezable struct {
	net.Conn
	frozen atomic.Bool
	once   sync.Once
	closed chan struct{}
}

func (f *freezable) Read(p []byte) (int, error) {
	if f.frozen.Load() {
		<-f.closed
		return 0, net.ErrClosed
	}
	return f.Conn.Read(p)
}

func (f *freezable) Write(p []byte) (int, error) {
	if f.frozen.Load() {
		<-f.closed
		return 0, net.ErrClosed
	}
	return f.Conn.Write(p)
}

func (f *freezable) Close() error {
	f.once.Do(func() { close(f.closed) })
	return f.Conn.Close()
}

// dialOver is an SSH client over conn.
func dialOver(t testing.TB, ts *testServer, conn net.Conn, key gossh.Signer) *gossh.Client {
	t.Helper()
	cc, chans, reqs, err := gossh.NewClientConn(conn, ts.addr, &gossh.ClientConfig{
		User: "member", Auth: []gossh.AuthMethod{gossh.PublicKeys(key)},
		HostKeyCallback: gossh.FixedHostKey(ts.HostKey()), Timeout: 5 * time.Second,
	})
	if err != nil {
		t.Fatal(err)
	}
	c := gossh.NewClient(cc, chans, reqs)
	t.Cleanup(func() { c.Close() })
	return c
}

// noSessionGoroutines fails if a goroutine of a session (its program,
// input or screens) is still running a few seconds after every session
// ended.
func noSessionGoroutines(t *testing.T) {
	t.Helper()
	var left []string
	deadline := time.Now().Add(5 * time.Second)
	for {
		left = sessionGoroutines()
		if len(left) == 0 || time.Now().After(deadline) {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	if len(left) > 0 {
		t.Errorf("%d goroutines of ended sessions are left, the first:\n%s", len(left), left[0])
	}
}

// sessionMarks are the frames of a session's goroutines: its program,
// input, screens and channel.
var sessionMarks = []string{"charm.land/bubbletea", "charmbracelet/ultraviolet", "razz/tui.", "razz/tui/serve.(*Server).account",
	"razz/tui/serve.(*Server).trainer", "razz/tui/serve.(*Server).sessionChannel", "razz/tui/serve.(*keyFeed)"}

// sessionGoroutines are the stacks of running goroutines that belong to a
// session rather than to the server or the test.
func sessionGoroutines() []string {
	buf := make([]byte, 1<<22)
	buf = buf[:runtime.Stack(buf, true)]
	var out []string
	for _, g := range strings.Split(string(buf), "\n\n") {
		if strings.Contains(g, "razz/tui/serve.(*Server).keepAlive") {
			continue // the connection's, not a session's (keepAliveGoroutines)
		}
		for _, mark := range sessionMarks {
			if strings.Contains(g, mark) {
				out = append(out, g)
				break
			}
		}
	}
	return out
}

// keepAliveGoroutines counts the connections' keepalives running.
func keepAliveGoroutines() int {
	buf := make([]byte, 1<<22)
	buf = buf[:runtime.Stack(buf, true)]
	return strings.Count(string(buf), "razz/tui/serve.(*Server).keepAlive(")
}

// A pty-req of 0x0 (ssh -tt with its input from a pipe sends no size) is
// drawn at 80x24, as a terminal that says nothing of its size is taken
// to be: at 0x0 the client saw a cleared screen and nothing else. A
// window-change to 0x0 is taken alike; a zero width or height alone is
// 80 or 24.
func TestZeroSizeTerminalGets80x24(t *testing.T) {
	var mu sync.Mutex
	var seen []tea.WindowSizeMsg
	ts := startServer(t, func(c *serve.Config) {
		c.App = func(serve.User) (tea.Model, error) { return sizes{&mu, &seen}, nil }
	})
	tm := openTerm(t, dial(t, ts, newKey(t)), 0, 0)
	tm.waitScreen(t, "ready 80x24")
	if err := tm.sess.WindowChange(40, 0); err != nil {
		t.Fatal(err)
	}
	tm.waitScreen(t, "ready 80x40")
	if err := tm.sess.WindowChange(0, 0); err != nil {
		t.Fatal(err)
	}
	tm.waitScreen(t, "ready 80x24")

	// The trainer itself, its input ended at once as a pipe's would.
	real := startServer(t, nil)
	piped := openTerm(t, dial(t, real, newKey(t)), 0, 0)
	piped.in.(io.Closer).Close()
	piped.waitScreen(t, "sit at a table against bots")
}

// Window changes are drawn at most once a frame, the last one asked: a
// client's 50,000 in a third of a second were each laid out and drawn
// (17 s of CPU), and the session answered no key for 55 s.
//
// The bound is on what the flood's time allows: at most a size a frame
// while it came in, and a few more. Under the race detector (-short, as
// CI runs it beside other packages) the flood is smaller and arrives
// slower, so the deadlines are for a session that is stuck, not slow.
func TestResizeFloodIsCoalesced(t *testing.T) {
	flood := 20000
	if testing.Short() {
		flood = 5000
	}
	var mu sync.Mutex
	var seen []tea.WindowSizeMsg
	ts := startServer(t, func(c *serve.Config) {
		c.App = func(serve.User) (tea.Model, error) { return sizes{&mu, &seen}, nil }
	})
	tm := openTerm(t, dial(t, ts, newKey(t)), 80, 24)
	tm.waitScreen(t, "ready 80x24")
	start := time.Now()
	for i := range flood {
		if err := tm.sess.WindowChange(24+i%50, 80+i%100); err != nil {
			t.Fatal(err)
		}
	}
	if err := tm.sess.WindowChange(30, 100); err != nil {
		t.Fatal(err)
	}
	within(t, 60*time.Second, "the last size drawn", func() bool { return strings.Contains(tail(tm.screen(), 40), "ready 100x30") })
	took := time.Since(start)
	mu.Lock()
	n := len(seen)
	mu.Unlock()
	// The first size, one a frame while the flood came, and slack for
	// a timer that fires late.
	allowed := 1 + 2*int(took/serve.Frame) + 10
	if n > allowed {
		t.Errorf("the trainer was told %d sizes for %d window changes in %s, want at most %d (one a frame)", n, flood+1, took.Round(time.Millisecond), allowed)
	}

	// The trainer itself answers a key right after such a flood.
	real := openTerm(t, dial(t, startServer(t, nil), newKey(t)), 80, 24)
	real.waitScreen(t, "sit at a table against bots")
	for i := range flood {
		if err := real.sess.WindowChange(24+i%50, 80+i%100); err != nil {
			t.Fatal(err)
		}
	}
	real.sess.WindowChange(24, 80)
	real.in.Write([]byte("p"))
	within(t, 30*time.Second, "the table after the key", func() bool { return strings.Contains(real.screen(), "Third street") })
}

// A client gone without a word is cut by the keepalive, with --idle 0
// too (where only the TCP stack ever noticed): nothing comes from it, not
// even an answer to the keepalive, for serve.KeepaliveWait.
func TestSilentClientIsCutWithoutIdle(t *testing.T) {
	*serve.KeepaliveEvery, *serve.KeepaliveWait = 100*time.Millisecond, 300*time.Millisecond
	t.Cleanup(func() { *serve.KeepaliveEvery, *serve.KeepaliveWait = 10*time.Second, 30*time.Second })
	ts := startServer(t, nil) // --idle 0
	conn, err := net.Dial("tcp", ts.addr)
	if err != nil {
		t.Fatal(err)
	}
	f := &freezable{Conn: conn, closed: make(chan struct{})}
	c := dialOver(t, ts, f, newKey(t))
	tm := openTerm(t, c, 80, 24)
	tm.waitScreen(t, "Razz trainer")
	time.Sleep(500 * time.Millisecond) // answered keepalives keep it
	if strings.Contains(ts.log.String(), "msg=disconnect") {
		t.Fatalf("a client that answers was cut:\n%s", ts.log.String())
	}
	f.frozen.Store(true)
	within(t, 3*time.Second, "the silent client's cut", func() bool { return strings.Contains(ts.log.String(), "msg=disconnect") })
	if !strings.Contains(ts.log.String(), "nothing heard from the client") {
		t.Errorf("no line for the cut:\n%s", ts.log.String())
	}
	noSessionGoroutines(t)
	within(t, 2*time.Second, "the keepalive's end with its connection", func() bool { return keepAliveGoroutines() == 0 })
}

// An escape sequence that never ends, or a paste of megabytes, is read
// cut (4 KiB, 16 KiB): the terminal reader held an unfinished sequence
// whole and parsed it again at every read (an "ESC ]" and 12 MB after it
// held 33 MiB and took nearly four minutes of a core).
func TestEndlessSequencesAreCut(t *testing.T) {
	ts := startServer(t, nil)
	tm := openTerm(t, dial(t, ts, newKey(t)), 80, 24)
	tm.waitScreen(t, "sit at a table against bots")
	before := heapMiB()
	cpu0 := cpuTime(os.Getpid())
	chunk := strings.Repeat("a", 64<<10)
	for _, open := range []string{"\x1b]", "\x1b[200~"} {
		tm.in.Write([]byte(open))
		for range 32 { // 2 MiB
			if _, err := tm.in.Write([]byte(chunk)); err != nil {
				t.Fatal(err)
			}
		}
		tm.in.Write([]byte("\x07\x1b[201~"))
	}
	tm.in.Write([]byte("p"))
	within(t, 60*time.Second, "the key after the sequences", func() bool { return strings.Contains(tm.screen(), "Third street") })
	// The work, not the wall clock: on a loaded machine the wall time is
	// the other processes' turns too (2.7 s at a load of 7), while reading
	// the sequences whole again at each read costs tens of seconds of CPU.
	if took := cpuTime(os.Getpid()) - cpu0; took > 2*time.Second {
		t.Errorf("4 MiB of sequences and a key took %s of CPU to read", took)
	}
	if grew := heapMiB() - before; grew > 8 {
		t.Errorf("the server's heap grew %.0f MiB over 4 MiB of sequences", grew)
	}
}
