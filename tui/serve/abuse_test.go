package serve_test

import (
	"bytes"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"razz/tui/serve"
)

// Bounds the abuse check holds the server to (see assets/docs/serve.md
// for the figures measured).
const (
	abusePeakMiB  = 700 // the server's peak resident memory
	abuseAfterMiB = 80  // its resident memory within abuseAfter of the last client leaving
	abuseAfter    = 10 * time.Second
	abuseCPUAfter = 500 * time.Millisecond // its CPU in the 10 s after that
	abuseFor      = 40 * time.Second       // how long the hostile clients go on at least
)

// TestAbuse is the load-and-abuse check, not in the default run:
// RAZZ_SERVE_ABUSE=1 (or a number of honest sessions; 50 by default)
// go test ./tui/serve -run Abuse -v
//
// Honest sessions, each from an address of its own, play ten hands each
// while hostile clients, at the same time and with the limits a server
// has by default: open terminals of 4294967295x4294967295, 65535x65535
// and 5000x3000 and resize them to such sizes; send 50,000 window changes
// in a burst and then want a key answered; send 30 KB environment
// variables until the channel is closed; open 100 channels on one
// connection; open sessions and close their channels on connections they
// keep (as OpenSSH's connection sharing does); connect at 300x100 and
// drop, each time from another address; play a hand and drop as soon as
// it is saved (its review running); open 25 sessions with fresh keys from
// one address; read their screens slowly; go silent without closing
// (half-open); and press keys after quitting, again and again. The check
// fails if an honest session does not finish its hands, if the server's
// peak memory passes abusePeakMiB, if within abuseAfter of the last
// client leaving its memory is not under abuseAfterMiB, if it spends more
// than abuseCPUAfter of CPU in the ten seconds after, or if a goroutine of
// a session is left.
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
	dialer := func(from string, k gossh.Signer, wrap func(net.Conn) net.Conn) (*gossh.Client, error) {
		d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}, Timeout: 30 * time.Second}
		conn, err := d.Dial("tcp", srv.addr)
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
	var refusedLoops atomic.Int64 // a loop's try refused (the rate limit, an address's bound): tried again
	var loopErrs sync.Map         // by loop: its last error
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
					refusedLoops.Add(1)
					loopErrs.Store(name, err.Error())
					select {
					case <-stop:
					case <-time.After(500 * time.Millisecond):
					}
				}
			}
		}()
	}
	var huge, channels, refusedChannels, quits, slowHands, envSent, envChannelsClosed, floods, churned, rotated, dropped atomic.Int64
	var floodsIdle, churnRefused atomic.Int64
	var floodWorst atomic.Int64 // the slowest key answered after a resize flood, in ms

	// Huge terminals, resized to huge sizes until the idle close.
	for _, size := range [][2]int{{4294967295, 4294967295}, {65535, 65535}, {5000, 3000}} {
		for range 3 {
			k := newKey(t)
			hostileLoop("huge", func() error {
				c, err := dialer("127.0.2.1", k, nil)
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
	// Resize floods: 50,000 window changes, then a key that must be
	// answered.
	for range 3 {
		k := newKey(t)
		hostileLoop("resize flood", func() error {
			c, err := dialer("127.0.2.7", k, nil)
			if err != nil {
				return err
			}
			defer c.Close()
			tm, err := newTerm(c, 80, 24)
			if err == nil {
				err = tm.await("sit at a table against bots")
			}
			if err != nil {
				return err
			}
			for i := range 50000 {
				if i%5000 == 0 {
					tm.in.Write([]byte("jk")) // keys: the idle close counts from the last
				}
				if err := tm.sess.WindowChange(24+i%40, 80+i%100); err != nil {
					return err
				}
			}
			_ = tm.sess.WindowChange(24, 80)
			select {
			case <-tm.done: // closed by --idle while the flood was sent (window changes are no keys)
				floodsIdle.Add(1)
				return nil
			default:
			}
			start := time.Now()
			tm.in.Write([]byte("p"))
			if err := tm.await("Third street"); err != nil {
				select {
				case <-tm.done:
					floodsIdle.Add(1)
					return nil
				default:
				}
				return err
			}
			floods.Add(1)
			if ms := time.Since(start).Milliseconds(); ms > floodWorst.Load() {
				floodWorst.Store(ms)
			}
			tm.in.Write([]byte("\x03"))
			<-tm.done
			return nil
		})
	}
	// Environment floods: 30 KB variables on a channel with no terminal,
	// until the server closes it.
	for range 3 {
		k := newKey(t)
		hostileLoop("env flood", func() error {
			c, err := dialer("127.0.2.6", k, nil)
			if err != nil {
				return err
			}
			defer c.Close()
			s, err := c.NewSession()
			if err != nil {
				return err
			}
			big := strings.Repeat("x", 30<<10)
			for range 25000 {
				err := s.Setenv("BIG", big)
				if err != nil && !strings.Contains(err.Error(), "setenv failed") {
					envChannelsClosed.Add(1)
					return nil
				}
				envSent.Add(1)
				select {
				case <-stop:
					return nil
				default:
				}
			}
			return fmt.Errorf("25,000 env requests and the channel is still open")
		})
	}
	// Connection sharing: sessions whose channels close while their
	// connection stays.
	for range 3 {
		k := newKey(t)
		hostile.Add(1)
		go func() {
			defer hostile.Done()
			c, err := dialer("127.0.2.8", k, nil)
			if err != nil {
				t.Errorf("churn: %v", err)
				return
			}
			for {
				select {
				case <-stop:
					return
				default:
				}
				tm, err := newTerm(c, 80, 24)
				if err != nil {
					t.Errorf("churn after %d sessions on one connection: %v", churned.Load(), err)
					return
				}
				for !strings.Contains(tm.screen(), "sit at a table against bots") && tm.err.Len() == 0 {
					time.Sleep(10 * time.Millisecond)
				}
				if tm.err.Len() > 0 { // too many new sessions: the rate limit
					churnRefused.Add(1)
					<-tm.done
					continue
				}
				tm.sess.Close()
				churned.Add(1)
			}
		}()
	}
	// Connect at 300x100 and drop, each time from another address.
	var next atomic.Int64
	for range 6 {
		k := newKey(t)
		hostileLoop("rotating", func() error {
			i := next.Add(1)
			c, err := dialer(fmt.Sprintf("127.3.%d.%d", i/250%250, i%250+1), k, nil)
			if err != nil {
				return err
			}
			defer c.Close()
			tm, err := newTerm(c, 300, 100)
			if err == nil {
				err = tm.await("sit at a table against bots")
			}
			if err == nil {
				rotated.Add(1)
			}
			return err
		})
	}
	// Play a hand and drop as soon as it is saved: its review is running.
	for range 3 {
		k := newKey(t)
		dir := srv.userDir(t, k)
		hostileLoop("drop after a hand", func() error {
			c, err := dialer("127.0.2.9", k, nil)
			if err != nil {
				return err
			}
			defer c.Close()
			tm, err := newTerm(c, 80, 24)
			if err == nil {
				err = tm.await("sit at a table against bots")
			}
			if err == nil {
				tm.in.Write([]byte("p"))
				err = tm.await("Third street")
			}
			if err == nil {
				err = tm.playHand(dir, false)
			}
			if err == nil {
				dropped.Add(1)
			}
			return err
		})
	}
	// 25 fresh keys from one address, each holding a session, at once.
	var fillHeld, fillRefused atomic.Int64
	hostile.Add(1)
	go func() {
		defer hostile.Done()
		var fill sync.WaitGroup
		for range 25 {
			fill.Go(func() {
				c, err := dialer("127.0.2.10", newKey(t), nil)
				if err != nil {
					fillRefused.Add(1)
					return
				}
				tm, err := newTerm(c, 80, 24)
				if err == nil {
					err = tm.await("sit at a table against bots")
				}
				if err == nil {
					select {
					case <-tm.done:
						err = fmt.Errorf("ended")
					default:
					}
				}
				if err != nil {
					fillRefused.Add(1)
					return
				}
				fillHeld.Add(1)
			})
		}
		fill.Wait()
		<-stop
	}()
	// A hundred channels on one connection, held open.
	for range 3 {
		k := newKey(t)
		hostile.Add(1)
		go func() {
			defer hostile.Done()
			c, err := dialer("127.0.2.2", k, nil)
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
			c, err := dialer("127.0.2.3", k, func(conn net.Conn) net.Conn { f = &freezable{Conn: conn, closed: make(chan struct{})}; return f })
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
			c, err := dialer("127.0.2.4", k, nil)
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
			c, err := dialer("127.0.2.5", k, func(conn net.Conn) net.Conn { return &slowConn{Conn: conn, perSecond: 8 << 10} })
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
				tm.in.Write([]byte("p"))
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
	began := time.Now()
	dirs, wall, errs := runMembers(t, srv, n, perUser, "honest user")
	slow.Wait()
	time.Sleep(time.Until(began.Add(abuseFor))) // the hostile clients go on for abuseFor at least
	held, heldRSS := srv.sessionsHeld(t), rss(srv.cmd.Process.Pid)
	leaving := time.Now() // the hostile clients begin to leave
	close(stop)
	hostile.Wait()
	clients.Range(func(c, _ any) bool { c.(*gossh.Client).Close(); return true })
	left := time.Now() // the last client left (the half-open ones were cut long ago)
	cpuLeft := cpuTime(srv.cmd.Process.Pid)
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

	// The memory goes back within abuseAfter.
	var afterRSS int64
	var backIn time.Duration
	for {
		afterRSS = rss(srv.cmd.Process.Pid)
		backIn = time.Since(left)
		if mib(afterRSS) <= abuseAfterMiB || backIn > abuseAfter {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if mib(afterRSS) > abuseAfterMiB {
		t.Errorf("the server holds %.0f MiB %s after the last client left, past %d MiB", mib(afterRSS), backIn.Round(time.Millisecond), abuseAfterMiB)
	}
	// No session's goroutine is left, and no work goes on.
	var goroutines []string
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(200 * time.Millisecond) {
		goroutines = srv.sessionGoroutines(t)
		if len(goroutines) == 0 || time.Now().After(deadline) {
			break
		}
	}
	if len(goroutines) > 0 {
		t.Errorf("%d goroutines of sessions are left after everyone left, the first:\n%s", len(goroutines), goroutines[0])
	}
	time.Sleep(time.Until(left.Add(11 * time.Second)))
	cpuIdle := cpuTime(srv.cmd.Process.Pid) - cpuLeft
	if cpuIdle > abuseCPUAfter {
		t.Errorf("the server spent %s of CPU in the 11 s after the last client left, past %s", cpuIdle, abuseCPUAfter)
	}
	endRSS := rss(srv.cmd.Process.Pid)
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
	if fillHeld.Load() > serve.DefaultMaxPerAddr {
		t.Errorf("one address held %d sessions of fresh keys, past %d", fillHeld.Load(), serve.DefaultMaxPerAddr)
	}
	lines, refusals, summaries, worst := srv.logFigures(t)
	if worst > 2000 {
		t.Errorf("one address has %d lines in the log", worst)
	}
	t.Logf("%d honest sessions, %d hands each: %s wall, %d of %d hold their hands; the server held %d sessions (%.0f MiB) before the hostile clients left",
		n, perUser, wall.Round(time.Millisecond), n-lost, n, held, mib(heldRSS))
	t.Logf("alongside: %d huge terminals (3 each of 4294967295², 65535², 5000x3000, resized every 300 ms); "+
		"%d resize floods of 50,000 (the slowest key answered after one: %d ms; %d more closed by --idle while sent); %d env requests of 30 KB refused, %d channels closed for them; "+
		"%d sessions churned by closing their channels on 3 kept connections (%d more refused by the rate of new sessions); %d sessions at 300x100 dropped from %d addresses; "+
		"%d hands played and dropped during their review; one address's 25 fresh keys: %d held, %d refused",
		huge.Load(), floods.Load(), floodWorst.Load(), floodsIdle.Load(), envSent.Load(), envChannelsClosed.Load(), churned.Load(), churnRefused.Load(), rotated.Load(), next.Load(),
		dropped.Load(), fillHeld.Load(), fillRefused.Load())
	t.Logf("and: %d channels opened and %d refused on 3 connections asking 100 each, %d quits with keys after, 5 half-open clients, "+
		"5 slow readers (8 KB/s) who played %d of 10 hands; %d tries refused (the rate limit and the bounds) and tried again",
		channels.Load(), refusedChannels.Load(), quits.Load(), slowHands.Load(), refusedLoops.Load())
	t.Logf("server CPU %s, %s of it in the 11 s after the last client left; memory: idle %.1f MiB, peak %.1f MiB, %.1f MiB %s after the last client left (%s after the hostile ones began to leave), %.1f MiB 11 s after",
		cpu.Round(time.Millisecond), cpuIdle.Round(time.Millisecond), mib(idleRSS), mib(peak), mib(afterRSS), backIn.Round(100*time.Millisecond),
		time.Since(leaving).Round(100*time.Millisecond)-11*time.Second, mib(endRSS))
	loopErrs.Range(func(name, err any) bool { t.Logf("%s: last try refused: %s", name, err); return true })
	t.Logf("log: %d lines, %d refusals and %d summaries of refusals; the most from one address %d", lines, refusals, summaries, worst)
}

// sessionsHeld is how many sessions the server holds (its goroutines in
// the session handler).
func (s *server) sessionsHeld(t *testing.T) int {
	n := 0
	for _, g := range s.sessionGoroutines(t) {
		if strings.Contains(g, "razz/tui/serve.(*Server).account") {
			n++
		}
	}
	return n
}

// logFigures reads the server's log: its lines, the refusals, the summary
// lines, and the most lines that name one address.
func (s *server) logFigures(t *testing.T) (lines, refusals, summaries, worst int) {
	b, err := os.ReadFile(filepath.Join(s.data, "server.log"))
	if err != nil {
		t.Fatal(err)
	}
	per := map[string]int{}
	kinds := map[string]int{} // how sessions ended, and the refusals' reasons
	for _, l := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		lines++
		if i := strings.Index(l, " end="); i >= 0 {
			kinds["end="+strings.Fields(l[i+len(" end="):])[0]]++
		}
		if i := strings.Index(l, " reason="); i >= 0 && strings.Contains(l, "msg=refused") {
			r := l[i+len(" reason="):]
			if strings.HasPrefix(r, `"`) {
				r = r[1 : strings.Index(r[1:], `"`)+1]
			} else {
				r = strings.Fields(r)[0]
			}
			kinds[r]++
		}
		if strings.Contains(l, "msg=refused") {
			refusals++
			if strings.Contains(l, " more=") {
				summaries++
			}
		}
		if i := strings.Index(l, " addr="); i >= 0 {
			a := strings.Fields(l[i+len(" addr="):])[0]
			if h, _, err := net.SplitHostPort(a); err == nil {
				a = h
			}
			per[a]++
			worst = max(worst, per[a])
		}
	}
	t.Logf("sessions' ends and refusals' reasons (lines): %v", kinds)
	return lines, refusals, summaries, worst
}

// cpuTime is a process's CPU time so far (user and system; Linux).
func cpuTime(pid int) time.Duration {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	f := strings.Fields(string(b[bytes.LastIndexByte(b, ')')+1:]))
	ut, _ := strconv.ParseInt(f[11], 10, 64)
	st, _ := strconv.ParseInt(f[12], 10, 64)
	return time.Duration(ut+st) * 10 * time.Millisecond // 100 clock ticks a second
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
