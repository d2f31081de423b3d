package serve_test

import (
	"fmt"
	"io"
	"net"
	"strconv"
	"strings"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"razz/tui/serve"
)

// dialFrom is dial from a local address of 127.0.0.0/8 of its own.
func dialFrom(t testing.TB, ts *testServer, local string, key gossh.Signer) (*gossh.Client, error) {
	t.Helper()
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(local)}, Timeout: 5 * time.Second}
	conn, err := d.Dial("tcp", ts.addr)
	if err != nil {
		return nil, err
	}
	cc, chans, reqs, err := gossh.NewClientConn(conn, ts.addr, &gossh.ClientConfig{User: "member",
		Auth: []gossh.AuthMethod{gossh.PublicKeys(key)}, HostKeyCallback: gossh.FixedHostKey(ts.HostKey()), Timeout: 5 * time.Second})
	if err != nil {
		conn.Close()
		return nil, err
	}
	c := gossh.NewClient(cc, chans, reqs)
	t.Cleanup(func() { c.Close() })
	return c, nil
}

// One address holds at most serve.DefaultMaxPerAddr connections (and as
// many sessions): 25 fresh keys from one address once held every seat,
// and the next member was told the server was full.
func TestOneAddressDoesNotFillTheServer(t *testing.T) {
	ts := startServer(t, func(c *serve.Config) { c.MaxSessions = 25 })
	var held []*term
	refused := 0
	for range 25 {
		c, err := dialFrom(t, ts, "127.0.0.1", newKey(t))
		if err != nil {
			refused++
			continue
		}
		tm := openTerm(t, c, 80, 24)
		tm.waitScreen(t, "Razz trainer")
		held = append(held, tm)
	}
	if len(held) != serve.DefaultMaxPerAddr || refused != 25-serve.DefaultMaxPerAddr {
		t.Errorf("one address holds %d sessions, %d refused; want %d and %d", len(held), refused, serve.DefaultMaxPerAddr, 25-serve.DefaultMaxPerAddr)
	}
	c, err := dialFrom(t, ts, "127.0.0.2", newKey(t))
	if err != nil {
		t.Fatalf("a member from another address: %v", err)
	}
	member := openTerm(t, c, 80, 24)
	member.waitScreen(t, "Razz trainer")
	if s := member.err.String(); s != "" {
		t.Errorf("a member from another address was told %q", s)
	}
}

// The sessions of one address are bounded on a connection's channels too
// (--max-per-addr), and the connection past its connections is told why
// before the handshake.
func TestSessionsPerAddress(t *testing.T) {
	ts := startServer(t, func(c *serve.Config) { c.MaxPerAddr = 3; c.MaxPerKey = 10 })
	k := newKey(t)
	c, err := dialFrom(t, ts, "127.0.0.1", k)
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		openTerm(t, c, 80, 24).waitScreen(t, "Razz trainer")
	}
	fourth := openTerm(t, c, 80, 24)
	if code := fourth.ended(t); code != 1 || !strings.Contains(fourth.err.String(), "3 sessions are open from your address already") {
		t.Errorf("a fourth session from one address: exit %d, %q", code, fourth.err.String())
	}
	for range 2 {
		if _, err := dialFrom(t, ts, "127.0.0.1", newKey(t)); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := dialFrom(t, ts, "127.0.0.1", newKey(t)); err == nil {
		t.Error("a fourth connection from one address was let in")
	}
	if c, err := dialFrom(t, ts, "127.0.0.3", k); err != nil {
		t.Errorf("another address: %v", err)
	} else {
		openTerm(t, c, 80, 24).waitScreen(t, "Razz trainer")
	}
	for _, reason := range []string{"too many sessions from this address", "too many open connections from this address"} {
		if !strings.Contains(ts.log.String(), reason) {
			t.Errorf("no %q in the log:\n%s", reason, ts.log.String())
		}
	}
}

// A channel takes at most 64 environment variables of at most 4 KiB; a
// client that goes on asking has its channel closed. 25,000 env requests
// of 30 KB once held 1.2 GB and logged nothing.
func TestEnvRequestsAreBounded(t *testing.T) {
	ts := startServer(t, nil)
	c := dial(t, ts, newKey(t))
	s, err := c.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	taken := 0
	for i := range 100 {
		if s.Setenv(fmt.Sprintf("V%d", i), "x") == nil {
			taken++
		}
	}
	if taken != 64 {
		t.Errorf("%d of 100 environment variables taken, want 64", taken)
	}
	before := heapMiB()
	big := strings.Repeat("x", 30<<10)
	sent := 0
	for ; sent < 3000; sent++ {
		if err := s.Setenv("BIG", big); err == io.EOF || err != nil && !strings.Contains(err.Error(), "setenv failed") {
			break
		} else if err == nil {
			t.Fatal("a 30 KB variable was taken")
		}
	}
	if sent >= 3000 {
		t.Error("3000 refused requests and the channel is still open")
	}
	if grew := heapMiB() - before; grew > 16 {
		t.Errorf("the server's heap grew %.0f MiB over %d refused variables", grew, sent)
	}
	log := ts.log.String()
	if n := strings.Count(log, "request refused"); n > 2 {
		t.Errorf("%d lines for the refused requests, want one a kind:\n%s", n, tail(log, 2000))
	}
	if !strings.Contains(log, "too many refused requests on one channel") {
		t.Errorf("no line for the closed channel:\n%s", tail(log, 2000))
	}
	// A second pty-req on one channel is refused.
	s2, _ := c.NewSession()
	if err := s2.RequestPty("xterm", 24, 80, gossh.TerminalModes{}); err != nil {
		t.Fatal(err)
	}
	if err := s2.RequestPty("xterm", 24, 80, gossh.TerminalModes{}); err == nil {
		t.Error("a second pty-req was granted")
	}
}

// One line a kind of refusal an address, then a line that sums up the
// others: one address once wrote 72,255 lines of rate-limit refusals in
// 20 seconds.
func TestRefusalsAreSummedUp(t *testing.T) {
	*serve.SummaryEvery = time.Second
	t.Cleanup(func() { *serve.SummaryEvery = time.Minute })
	ts := startServer(t, func(c *serve.Config) { c.ConnBurst, c.ConnPerMinute = 2, 1 })
	for i := range 100 {
		conn, err := net.Dial("tcp", ts.addr)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close()
		if i < 2 {
			continue // let in: its handshake waits
		}
		conn.SetDeadline(time.Now().Add(2 * time.Second))
		conn.Write([]byte("SSH-2.0-test\r\n"))
		io.ReadAll(conn) // the refusal's line, and the close
	}
	// Each line stands for itself or, with more=N, for N more: together
	// for the 98 refusals, in a line or two a second.
	count := func() (lines, refusals int) {
		for _, l := range strings.Split(ts.log.String(), "\n") {
			if !strings.Contains(l, `reason="too many connections from this address"`) {
				continue
			}
			lines++
			refusals++
			if i := strings.Index(l, " more="); i >= 0 {
				n, _ := strconv.Atoi(strings.Fields(l[i+len(" more="):])[0])
				refusals += n - 1
			}
		}
		return lines, refusals
	}
	within(t, 10*time.Second, "the summaries of 98 refusals", func() bool { _, n := count(); return n == 98 })
	if lines, _ := count(); lines > 10 {
		t.Errorf("%d lines for 98 refusals from one address, want a few:\n%s", lines, tail(ts.log.String(), 3000))
	}
}

// An address starts sessions at the rate it may open connections: on one
// connection a client opened and closed sessions as fast as it liked,
// each a trainer made and two log lines (1,738 lines from one address in
// one abuse run).
func TestSessionStartsAreRateLimited(t *testing.T) {
	ts := startServer(t, func(c *serve.Config) { c.ConnBurst, c.ConnPerMinute = 3, 1 })
	c := dial(t, ts, newKey(t))
	opened := 0
	for range 6 {
		tm := openTerm(t, c, 80, 24)
		within(t, 5*time.Second, "the session's start or refusal", func() bool {
			return strings.Contains(tm.screen(), "Razz trainer") || tm.err.Len() > 0
		})
		if tm.err.Len() > 0 {
			if !strings.Contains(tm.err.String(), "too many new sessions from your address") {
				t.Errorf("a refused session was told %q", tm.err.String())
			}
			tm.ended(t)
			continue
		}
		opened++
		tm.sess.Close()
	}
	if opened != 3 { // the burst
		t.Errorf("%d of 6 quick sessions on one connection opened, want 3", opened)
	}
}
