package serve

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	tea "charm.land/bubbletea/v2"
	"charm.land/ssh"
	"charm.land/wish/v2"
	gossh "golang.org/x/crypto/ssh"

	"razz/tui/watch"
)

// Config is how razz serve runs.
type Config struct {
	Listen      string // host:port; port 0 picks a free one (Addr says which)
	Data        string // the folder of the host key and of users/
	HostKey     string // the host key's file; "" for Data/host_ed25519
	MaxSessions int    // sessions at once; a session past it is told the server is full
	// MaxPerKey is the sessions one key may hold at once, on any
	// connections (0: DefaultMaxPerKey); one more is told why.
	MaxPerKey int
	// MaxChannels is the session channels one connection may hold open
	// at once (0: DefaultMaxChannels); one more is refused.
	MaxChannels int
	// MaxPerAddr is the sessions, and the connections, one address (an
	// IPv6 /64) may hold at once (0: DefaultMaxPerAddr); one more is told
	// why.
	MaxPerAddr int
	Idle       time.Duration // a session without a key press this long is closed; 0 never
	Allow      string        // an authorized_keys file; "" lets any key in, each to its own folder
	// ConnBurst connections an address may open at once, then
	// ConnPerMinute a minute (0, 0: 20 at once, 30 a minute).
	ConnBurst     int
	ConnPerMinute float64
	// Grace is how long a stop waits for sessions to close and saves to
	// finish (0: 10 seconds).
	Grace time.Duration
	Log   *slog.Logger // nil for slog.Default()
	// App makes the trainer of one session (cli.ServeApp). It is called
	// once a session; the model must keep its state to itself.
	App func(User) (tea.Model, error)
}

// The limits' defaults.
const (
	DefaultMaxPerKey   = 4
	DefaultMaxChannels = 4
	DefaultMaxPerAddr  = 20
)

// User is what a session's trainer is made from.
type User struct {
	Fingerprint string   // the key's SHA256 fingerprint, as ssh-keygen -l prints it
	Dir         string   // the key's folder: history, stats and settings
	Env         []string // the session's environment (TERM, NO_COLOR if sent)
	// Saves counts the trainer's writes in flight (tui.Options.Saves): a
	// stop waits for them.
	Saves *sync.WaitGroup
	// Watch is the session's place at the server's watch hub (a member
	// shares a table or watches another's); closed when the session ends.
	Watch *watch.Member
	// Context is done when the session has ended, however it ended: the
	// work the trainer started for the member (a review) stops with it.
	Context context.Context
}

// Server is a running razz serve.
type Server struct {
	cfg   Config
	log   *slog.Logger
	ssh   *ssh.Server
	ln    net.Listener
	allow *allowList // nil: any key
	limit *rateLimit
	// starts limits the sessions an address starts as limit does its
	// connections (a client can open and close sessions on one
	// connection as fast as it likes: each makes a trainer and two log
	// lines).
	starts *rateLimit
	// refusals logs the refusals, one line a kind an address a minute
	// and a summary of the others.
	refusals *refusalLog
	// keepEvery and keepWait: keepaliveEvery and keepaliveWait as New
	// found them.
	keepEvery, keepWait time.Duration
	hostKey             gossh.PublicKey
	saves               sync.WaitGroup
	hub                 *watch.Hub

	mu       sync.Mutex
	sessions map[ssh.Session]*live // sessions past the gate
	perKey   map[string]int        // of sessions, by the key's fingerprint
	perAddr  map[string]int        // of sessions, by addrKey
	conns    map[string]int        // open connections, by addrKey
	allConns int                   // open connections
	stopping bool
	// releasing: a release of ended sessions' memory is due
	// (releaseSoon).
	releasing    bool
	releaseAgain bool          // an end came while a release was due
	idle         chan struct{} // closed when stopping and no session is left
}

// New checks the configuration, reads or makes the host key and listens;
// Run serves.
func New(cfg Config) (*Server, error) {
	if cfg.App == nil {
		return nil, errors.New("serve: no App")
	}
	if cfg.MaxSessions < 1 {
		return nil, fmt.Errorf("--max-sessions wants 1 or more, not %d", cfg.MaxSessions)
	}
	if cfg.Idle < 0 {
		return nil, fmt.Errorf("--idle wants a duration such as 30m, or 0 for none, not %s", cfg.Idle)
	}
	if cfg.MaxPerKey < 0 || cfg.MaxChannels < 0 || cfg.MaxPerAddr < 0 {
		return nil, fmt.Errorf("--max-per-key, --max-channels and --max-per-addr want 1 or more, not %d, %d and %d", cfg.MaxPerKey, cfg.MaxChannels, cfg.MaxPerAddr)
	}
	if cfg.MaxPerKey == 0 {
		cfg.MaxPerKey = DefaultMaxPerKey
	}
	if cfg.MaxChannels == 0 {
		cfg.MaxChannels = DefaultMaxChannels
	}
	if cfg.MaxPerAddr == 0 {
		cfg.MaxPerAddr = DefaultMaxPerAddr
	}
	if cfg.ConnBurst == 0 && cfg.ConnPerMinute == 0 {
		cfg.ConnBurst, cfg.ConnPerMinute = 20, 30
	}
	if cfg.Grace <= 0 {
		cfg.Grace = 10 * time.Second
	}
	if cfg.HostKey == "" {
		cfg.HostKey = filepath.Join(cfg.Data, HostKeyFile)
	}
	if strings.Contains(cfg.HostKey, "$") || strings.HasPrefix(cfg.HostKey, "~") {
		// Wish's key maker expands these where it writes, not where the
		// key is read back: refused rather than a key made elsewhere.
		return nil, fmt.Errorf("--host-key %s: give the path itself, without $ or a leading ~", cfg.HostKey)
	}
	s := &Server{cfg: cfg, log: cfg.Log, limit: newRateLimit(cfg.ConnBurst, cfg.ConnPerMinute), starts: newRateLimit(cfg.ConnBurst, cfg.ConnPerMinute),
		sessions: map[ssh.Session]*live{}, perKey: map[string]int{}, perAddr: map[string]int{}, conns: map[string]int{},
		idle: make(chan struct{}), hub: watch.NewHub()}
	if s.log == nil {
		s.log = slog.Default()
	}
	s.refusals = newRefusalLog(s.log)
	s.keepEvery, s.keepWait = keepaliveEvery, keepaliveWait
	if cfg.Allow != "" {
		a, err := newAllowList(cfg.Allow, s.log.Warn)
		if err != nil {
			return nil, err
		}
		s.allow = a
	}
	if err := os.MkdirAll(filepath.Join(cfg.Data, "users"), 0o700); err != nil {
		return nil, fmt.Errorf("data folder: %v", err)
	}
	// Wish's host key option reads the key, or makes an ed25519 key
	// there (mode 0600, and the .pub beside it) when there is none, so
	// that clients see the same key after a restart.
	hostKey := wish.WithHostKeyPath(cfg.HostKey)
	idle := time.Duration(0)
	if cfg.Idle > 0 {
		// The session closes itself after Idle without a key, with a
		// message; this closes a connection with no traffic at all (a
		// client gone without a word, or one that stopped reading), so
		// its goroutines go too.
		idle = cfg.Idle + min(cfg.Idle, time.Minute)
	}
	var err error
	s.ssh, err = wish.NewServer(
		func(srv *ssh.Server) error {
			if err := hostKey(srv); err != nil {
				return fmt.Errorf("host key %s: %w", cfg.HostKey, err)
			}
			return nil
		},
		wish.WithPublicKeyAuth(s.auth),
		wish.WithIdleTimeout(idle),
		// account logs, refuses, counts and runs the trainer (trainer).
		wish.WithMiddleware(s.account),
	)
	if err != nil {
		return nil, err
	}
	s.hostKey = s.ssh.HostSigners[0].PublicKey()
	if st, err := os.Stat(cfg.HostKey); err == nil && st.Mode().Perm()&0o077 != 0 {
		s.log.Warn("the host key can be read by others: chmod 600 it", "file", cfg.HostKey, "mode", st.Mode().Perm().String())
	}
	s.ssh.HandshakeTimeout = 30 * time.Second
	s.ssh.ConnCallback = s.admit
	// A connection's buffers outlive its sessions (a client cut for
	// silence): their memory is given back too.
	s.ssh.ConnectionCloseCallback = s.closed
	s.ssh.ConnectionFailedCallback = func(c net.Conn, err error) {
		s.refusals.refused(addrKey(c.RemoteAddr()), err.Error(), "client", c.RemoteAddr().String())
	}
	// A shell or a command is answered (a command with a one-line
	// refusal); subsystems (sftp) are refused by the SSH layer.
	s.ssh.SessionRequestCallback = func(_ ssh.Session, kind string) bool { return kind == "shell" || kind == "exec" }
	s.ssh.SubsystemHandlers = map[string]ssh.SubsystemHandler{}
	s.ssh.RequestHandlers = map[string]ssh.RequestHandler{}                            // no tcpip-forward: no remote forwarding
	s.ssh.ChannelHandlers = map[string]ssh.ChannelHandler{"session": s.sessionChannel} // no direct-tcpip: no local forwarding
	s.ln, err = net.Listen("tcp", cfg.Listen)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// Addr is the address the server listens on.
func (s *Server) Addr() net.Addr { return s.ln.Addr() }

// HostKey is the server's public key (for clients' known_hosts).
func (s *Server) HostKey() gossh.PublicKey { return s.hostKey }

// Run serves until ctx is done, then stops gracefully: every session is
// told and closed (a hand in play is not saved as finished), the saves
// of finished hands are waited for, and Run returns.
func (s *Server) Run(ctx context.Context) error {
	allow := "any key"
	if s.allow != nil {
		allow = fmt.Sprintf("%d keys in %s", s.allow.Len(), s.cfg.Allow)
	}
	s.log.Info("listening", "addr", s.Addr().String(), "host_key", Fingerprint(s.hostKey),
		"data", s.cfg.Data, "allow", allow, "max_sessions", s.cfg.MaxSessions, "idle", s.cfg.Idle.String())
	served := make(chan error, 1)
	go func() { served <- s.ssh.Serve(s.ln) }()
	select {
	case err := <-served:
		if !errors.Is(err, ssh.ErrServerClosed) {
			return err
		}
		return nil
	case <-ctx.Done():
	}
	s.stop(served)
	return nil
}

// stop closes the listener, tells every session, waits up to Grace for
// them and then for the saves. served says that Serve returned.
func (s *Server) stop(served <-chan error) {
	s.mu.Lock()
	s.stopping = true
	n := len(s.sessions)
	for _, l := range s.sessions {
		l.stop()
	}
	if n == 0 {
		close(s.idle)
	}
	s.mu.Unlock()
	s.log.Info("stopping", "sessions", n)
	_ = s.ln.Close()
	// Serve returns once its listener is closed; waited for, so that the
	// SSH library's Shutdown never waits on its listeners while Serve is
	// still counting them in (a stop right after the start was a race).
	<-served
	deadline := time.NewTimer(s.cfg.Grace)
	defer deadline.Stop()
	select {
	case <-s.idle:
	case <-deadline.C:
		s.log.Warn("sessions still open after the grace period are cut", "grace", s.cfg.Grace.String())
	}
	// Clients close their connections once their sessions end; a moment
	// for that, then the rest are cut.
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	_ = s.ssh.Shutdown(ctx)
	cancel()
	_ = s.ssh.Close()
	saved := make(chan struct{})
	go func() { s.saves.Wait(); close(saved) }()
	select {
	case <-saved:
	case <-time.After(s.cfg.Grace):
		s.log.Error("saves still running after the grace period", "grace", s.cfg.Grace.String())
	}
	s.log.Info("stopped")
}

// auth lets a key in: any key, or the allow list's as its options allow.
func (s *Server) auth(ctx ssh.Context, k ssh.PublicKey) bool {
	if s.allow == nil {
		return true
	}
	ok, why := s.allow.allows(k, ctx.RemoteAddr(), time.Now())
	if !ok {
		s.refusals.refused(addrKey(ctx.RemoteAddr()), why, "fingerprint", Fingerprint(k))
	}
	return ok
}

// channelsKey holds a connection's count of open session channels.
var channelsKey = &struct{ name string }{"razz-channels"}

// maxConns is how many connections the server holds open at once, in
// the handshake or past it: twice --max-sessions, and at least 64.
func (s *Server) maxConns() int { return max(2*s.cfg.MaxSessions, 64) }

// admit applies the per-address rate limit and the bounds on open
// connections (an address's, the server's) before the SSH handshake, and
// gives the connection its count of channels.
func (s *Server) admit(ctx ssh.Context, c net.Conn) net.Conn {
	addr := addrKey(c.RemoteAddr())
	refuse := func(reason, line string) net.Conn {
		s.refusals.refused(addr, reason, "client", c.RemoteAddr().String())
		tooMany(c, line)
		return nil
	}
	if !s.limit.allow(addr, time.Now()) {
		return refuse("too many connections from this address", "razz: too many connections from your address; try again in a minute.")
	}
	s.mu.Lock()
	switch {
	case s.conns[addr] >= s.cfg.MaxPerAddr:
		s.mu.Unlock()
		return refuse("too many open connections from this address", fmt.Sprintf("razz: %d connections are open from your address already; close one first.", s.cfg.MaxPerAddr))
	case s.allConns >= s.maxConns():
		s.mu.Unlock()
		return refuse("too many open connections", "razz: the server is busy; try again in a minute.")
	}
	s.conns[addr]++
	s.allConns++
	s.mu.Unlock()
	cs := &connState{}
	ctx.SetValue(channelsKey, cs)
	return &heardConn{Conn: c, heard: &cs.heard}
}

// connState is a connection's count of open session channels, when its
// client was last heard from, and its keepalive, started with its first
// channel.
type connState struct {
	channels atomic.Int32
	heard    atomic.Int64 // unix nanoseconds of the last read that brought bytes
	alive    sync.Once
}

// heardConn notes when its client was last heard from.
type heardConn struct {
	net.Conn
	heard *atomic.Int64
}

func (c *heardConn) Read(p []byte) (int, error) {
	n, err := c.Conn.Read(p)
	if n > 0 {
		c.heard.Store(time.Now().UnixNano())
	}
	return n, err
}

// keepaliveEvery is how often the server asks a connection with sessions
// whether its client is still there, and keepaliveWait how long a client
// may go unheard before its connection is cut.
var (
	keepaliveEvery = 10 * time.Second
	keepaliveWait  = 30 * time.Second
)

// keepAlive asks the client of conn every keepaliveEvery for an answer
// (OpenSSH's keepalive@openssh.com, as sshd's ClientAliveInterval does;
// every client answers it, if only to refuse it), one question at a time,
// and cuts the connection once nothing at all has come from the client for
// keepaliveWait: a client gone without a word is cut within a minute,
// --idle or not. A client on a slow link is heard all along, if not its
// answer (which waits behind the screens it has not read yet): its SSH
// layer tells the server each time it has read a part of them. The
// question also wakes OpenSSH's master of a shared connection, which
// passes on the end of a client killed meanwhile: it was seen to close
// such a client's channel only when something else woke it. It returns
// when the connection closes.
func (s *Server) keepAlive(ctx ssh.Context, conn *gossh.ServerConn, heard *atomic.Int64) {
	t := time.NewTicker(s.keepEvery)
	defer t.Stop()
	var asking atomic.Bool
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		if h := heard.Load(); h != 0 && time.Since(time.Unix(0, h)) > s.keepWait {
			s.refusals.refused(addrKey(conn.RemoteAddr()), "nothing heard from the client: cut", "wait", s.keepWait.String())
			_ = conn.Close()
			return
		}
		if asking.CompareAndSwap(false, true) {
			go func() {
				_, _, _ = conn.SendRequest("keepalive@openssh.com", true, nil) // returns at the answer or the close
				asking.Store(false)
			}()
		}
	}
}

// closed counts a connection out (one admit let in), and gives its
// memory back soon.
func (s *Server) closed(c net.Conn) {
	addr := addrKey(c.RemoteAddr())
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.conns[addr]--; s.conns[addr] <= 0 {
		delete(s.conns, addr)
	}
	s.allConns--
	s.releaseSoon()
}

// tooMany tells a connection refused before the handshake why, before the
// SSH handshake: a line before the server's version string, which ssh -v
// shows ("banner line 0: razz: ..."; plain ssh says only "Connection
// closed by remote host"). The client's own version line is read (for at
// most a second) so that the close is not a reset that loses the line.
func tooMany(c net.Conn, line string) {
	_ = c.SetDeadline(time.Now().Add(time.Second))
	_, _ = io.WriteString(c, line+"\r\n")
	if tc, ok := c.(interface{ CloseWrite() error }); ok {
		_ = tc.CloseWrite()
		_, _ = io.Copy(io.Discard, io.LimitReader(c, 4096))
	}
}

// sessionChannel is the SSH library's session channel, at most
// MaxChannels open at once on one connection (each holds goroutines and
// buffers before it asks for a shell; one client once opened 100 shells
// on one connection and filled every seat), with the requests razz never
// grants answered no: agent forwarding and X11.
func (s *Server) sessionChannel(srv *ssh.Server, conn *gossh.ServerConn, ch gossh.NewChannel, ctx ssh.Context) {
	cs, _ := ctx.Value(channelsKey).(*connState)
	if cs == nil { // not through admit: no count to keep
		cs = new(connState)
	}
	cs.alive.Do(func() { go s.keepAlive(ctx, conn, &cs.heard) })
	n := &cs.channels
	if n.Add(1) > int32(s.cfg.MaxChannels) {
		n.Add(-1)
		s.refusals.refused(addrKey(conn.RemoteAddr()), "too many channels on one connection", "max_channels", s.cfg.MaxChannels)
		_ = ch.Reject(gossh.ResourceShortage, fmt.Sprintf("razz: at most %d sessions on one connection", s.cfg.MaxChannels))
		return
	}
	defer n.Add(-1)
	ssh.DefaultSessionHandler(srv, conn, limited{ch, s, addrKey(conn.RemoteAddr())}, ctx)
}

// limited is a session channel whose requests are bounded (limitRequests).
type limited struct {
	gossh.NewChannel
	s    *Server
	addr string
}

func (l limited) Accept() (gossh.Channel, <-chan *gossh.Request, error) {
	ch, reqs, err := l.NewChannel.Accept()
	if err != nil {
		return ch, reqs, err
	}
	return ch, l.s.limitRequests(ch, reqs, l.addr), nil
}
