package serve_test

import (
	"fmt"
	"net"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"
)

// Bounds the abuse check holds the server to (see the README's razz serve
// section for the figures measured).
const (
	abusePeakMiB  = 700 // the server's peak resident memory
	abuseAfterMiB = 80  // its resident memory once everyone has left
)

// TestAbuse is the load-and-abuse check, not in the default run:
// RAZZ_SERVE_ABUSE=1 (or a number of honest sessions; 50 by default)
// go test ./tui/serve -run Abuse -v
//
// Honest sessions play ten hands each while hostile clients, at the same
// time, open terminals of 4294967295x4294967295, 65535x65535 and
// 5000x3000 and resize them to such sizes, open 100 channels on one
// connection, read their screens slowly, go silent without closing
// (half-open), and press keys after quitting, again and again. The check
// fails if an honest session does not finish its hands, if the server's
// peak memory passes abusePeakMiB or, once everyone has left, its memory
// abuseAfterMiB, or if a goroutine of a session is left.
func TestAbuse(t *testing.T) {
	env := os.Getenv("RAZZ_SERVE_ABUSE")
	if env == "" {
		t.Skip("the abuse check runs with RAZZ_SERVE_ABUSE=1 (or a number of honest sessions)")
	}
	n, err := strconv.Atoi(env)
	if err != nil || n < 2 {
		n = 50
	}
	const perUser = 10
	const idle = 8 * time.Second
	srv := startChild(t, "RAZZ_SERVE_IDLE="+idle.String())
	time.Sleep(200 * time.Millisecond)
	idleRSS := rss(srv.cmd.Process.Pid)
	stopPeak := srv.peak()

	stop := make(chan struct{})
	var hostile sync.WaitGroup
	var clients sync.Map // every hostile client, closed at the end
	dialer := func(k gossh.Signer, wrap func(net.Conn) net.Conn) (*gossh.Client, error) {
		conn, err := net.DialTimeout("tcp", srv.addr, 30*time.Second)
		if err != nil {
			return nil, err
		}
		if wrap != nil {
			conn = wrap(conn)
		}
		cc, chans, reqs, err := gossh.NewClientConn(conn, srv.addr, &gossh.ClientConfig{User: "hostile",
			Auth: []gossh.AuthMethod{gossh.PublicKeys(k)}, HostKeyCallback: gossh.FixedHostKey(srv.hostKey), Timeout: 30 * time.Second})
		if err != nil {
			conn.Close()
			return nil, err
		}
		c := gossh.NewClient(cc, chans, reqs)
		clients.Store(c, true)
		return c, nil
	}
	hostileLoop := func(name string, each func() error) {
		hostile.Add(1)
		go func() {
			defer hostile.Done()
			for {
				select {
				case <-stop:
					return
				default:
				}
				if err := each(); err != nil {
					t.Logf("%s: %v", name, err)
					time.Sleep(200 * time.Millisecond)
				}
			}
		}()
	}
	var huge, channels, refusedChannels, quits, slowHands atomic.Int64

	// Huge terminals, resized to huge sizes until the idle close.
	for _, size := range [][2]int{{4294967295, 4294967295}, {65535, 65535}, {5000, 3000}} {
		for range 3 {
			k := newKey(t)
			hostileLoop("huge", func() error {
				c, err := dialer(k, nil)
				if err != nil {
					return err
				}
				defer c.Close()
				tm, err := newTerm(c, size[0], size[1])
				if err != nil {
					return err
				}
				huge.Add(1)
				for {
					select {
					case <-tm.done:
						return nil
					case <-stop:
						return nil
					case <-time.After(300 * time.Millisecond):
						_ = tm.sess.WindowChange(size[1], size[0])
					}
				}
			})
		}
	}
	// A hundred channels on one connection, held open.
	for range 3 {
		k := newKey(t)
		hostile.Add(1)
		go func() {
			defer hostile.Done()
			c, err := dialer(k, nil)
			if err != nil {
				t.Logf("channels: %v", err)
				return
			}
			for range 100 {
				if _, err := newTerm(c, 80, 24); err != nil {
					refusedChannels.Add(1)
				} else {
					channels.Add(1)
				}
			}
			<-stop
		}()
	}
	// Half-open: a session, then silence without a close, kept so to the
	// end: the server must cut them itself.
	var halfOpen []*gossh.Client
	var halfMu sync.Mutex
	for range 5 {
		k := newKey(t)
		hostile.Add(1)
		go func() {
			defer hostile.Done()
			var f *freezable
			c, err := dialer(k, func(conn net.Conn) net.Conn { f = &freezable{Conn: conn, closed: make(chan struct{})}; return f })
			if err != nil {
				t.Errorf("half-open: %v", err)
				return
			}
			clients.Delete(c)
			halfMu.Lock()
			halfOpen = append(halfOpen, c)
			halfMu.Unlock()
			tm, err := newTerm(c, 120, 40)
			if err == nil {
				err = tm.await("Razz trainer")
			}
			if err != nil {
				t.Errorf("half-open: %v", err)
			}
			f.frozen.Store(true)
		}()
	}
	// Keys after quit, again and again.
	for range 5 {
		k := newKey(t)
		hostileLoop("keys after quit", func() error {
			c, err := dialer(k, nil)
			if err != nil {
				return err
			}
			defer c.Close()
			tm, err := newTerm(c, 80, 24)
			if err != nil {
				return err
			}
			if err := tm.await("sit at a table against bots"); err != nil {
				return err
			}
			tm.in.Write([]byte("\x03jjjkkkqqq\r\r\rxyz"))
			select {
			case <-tm.done:
				quits.Add(1)
			case <-time.After(30 * time.Second):
				return fmt.Errorf("ctrl+c did not end the session")
			}
			return nil
		})
	}
	// Slow readers who play: 8 KB a second.
	var slow sync.WaitGroup
	for range 5 {
		k := newKey(t)
		dir := srv.userDir(t, k)
		slow.Add(1)
		go func() {
			defer slow.Done()
			c, err := dialer(k, func(conn net.Conn) net.Conn { return &slowConn{Conn: conn, perSecond: 8 << 10} })
			if err != nil {
				t.Errorf("slow: %v", err)
				return
			}
			defer c.Close()
			tm, err := newTerm(c, 80, 24)
			if err == nil {
				err = tm.await("Razz trainer")
			}
			if err == nil {
				tm.in.Write([]byte("\r"))
				err = tm.await("Third street")
			}
			for h := 0; err == nil && h < 2; h++ {
				if h > 0 {
					tm.in.Write([]byte("n"))
				}
				if err = tm.playHand(dir, h == 0); err == nil {
					slowHands.Add(1)
				}
			}
			if err != nil {
				t.Logf("slow reader: %v", err)
			}
		}()
	}

	// The honest members.
	dirs, wall, errs := runMembers(t, srv, n, perUser, "honest user")
	slow.Wait()
	close(stop)
	hostile.Wait()
	clients.Range(func(c, _ any) bool { c.(*gossh.Client).Close(); return true })
	for _, err := range errs {
		t.Error(err)
	}
	lost := 0
	for i, d := range dirs {
		// At least perUser: a key typed while a bot decides is played
		// after it, so a last n may deal one more.
		if got := hands(d); got < perUser {
			lost++
			t.Errorf("honest user %d: %d hands in the history, want %d or more", i, got, perUser)
		}
	}

	// Everyone has left but the half-open clients, which the server cuts
	// after twice its idle time: then no session's goroutine may be
	// left, and the memory goes back near idle.
	var left []string
	deadline := time.Now().Add(2*idle + 10*time.Second)
	for {
		left = srv.sessionGoroutines(t)
		if len(left) == 0 || time.Now().After(deadline) {
			break
		}
		time.Sleep(500 * time.Millisecond)
	}
	if len(left) > 0 {
		t.Errorf("%d goroutines of sessions are left after everyone left, the first:\n%s", len(left), left[0])
	}
	// The server gives the memory back within 20 s of the last session
	// or connection that ended.
	time.Sleep(22 * time.Second)
	afterRSS := rss(srv.cmd.Process.Pid)
	srv.sessionGoroutines(t)
	if b, err := os.ReadFile(srv.data + "/goroutines.txt"); err == nil {
		t.Logf("the server's own figures then: %s", strings.SplitN(string(b), "\n", 2)[0])
	}
	peak := stopPeak()
	for _, c := range halfOpen {
		c.Close()
	}
	cpu, maxRSS := srv.stop(t)
	peak = max(peak, maxRSS)
	if mib(peak) > abusePeakMiB {
		t.Errorf("the server's peak memory %.0f MiB is past %d MiB", mib(peak), abusePeakMiB)
	}
	if mib(afterRSS) > abuseAfterMiB {
		t.Errorf("the server holds %.0f MiB once everyone left, past %d MiB", mib(afterRSS), abuseAfterMiB)
	}
	t.Logf("%d honest sessions, %d hands each: %s wall, %d of %d hold their hands", n, perUser, wall.Round(time.Millisecond), n-lost, n)
	t.Logf("alongside: %d huge terminals (3 each of 4294967295², 65535², 5000x3000, resized every 300 ms), "+
		"%d channels opened and %d refused on 3 connections asking 100 each, %d quits with keys after, 5 half-open clients, "+
		"5 slow readers (8 KB/s) who played %d of 10 hands", huge.Load(), channels.Load(), refusedChannels.Load(), quits.Load(), slowHands.Load())
	t.Logf("server CPU %s; memory: idle %.1f MiB, peak %.1f MiB, %.1f MiB once everyone left", cpu.Round(time.Millisecond),
		mib(idleRSS), mib(peak), mib(afterRSS))
}

// sessionGoroutines asks the server (SIGUSR1) for its goroutines and
// returns those of sessions.
func (s *server) sessionGoroutines(t *testing.T) []string {
	file := s.data + "/goroutines.txt"
	_ = os.Remove(file)
	_ = s.cmd.Process.Signal(syscall.SIGUSR1)
	var b []byte
	for range 100 {
		var err error
		if b, err = os.ReadFile(file); err == nil {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if b == nil {
		t.Fatal("the server wrote no goroutines")
	}
	var out []string
	for _, g := range strings.Split(string(b), "\n\n") {
		for _, mark := range sessionMarks {
			if strings.Contains(g, mark) {
				out = append(out, g)
				break
			}
		}
	}
	return out
}

// slowConn reads at most perSecond bytes a second: a client on a slow
// link, or one that reads its screen slowly.
type slowConn struct {
	net.Conn
	perSecond int
}

func (c *slowConn) Read(p []byte) (int, error) {
	chunk := max(c.perSecond/20, 1)
	if len(p) > chunk {
		p = p[:chunk]
	}
	time.Sleep(50 * time.Millisecond)
	return c.Conn.Read(p)
}
