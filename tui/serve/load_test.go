package serve_test

import (
	"bufio"
	"context"
	"fmt"
	"log/slog"
	"net"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"razz/tui/serve"
	"razz/tui/store"
)

// TestMain also runs the load check's server: the test binary started
// again with RAZZ_SERVE_CHILD=DIR serves DIR on a free loopback port, so
// the check measures the server's own memory and CPU, not the clients'.
func TestMain(m *testing.M) {
	if dir := os.Getenv("RAZZ_SERVE_CHILD"); dir != "" {
		os.Exit(child(dir))
	}
	os.Exit(m.Run())
}

func child(dir string) int {
	idle, _ := time.ParseDuration(os.Getenv("RAZZ_SERVE_IDLE"))
	cfg := serve.Config{Listen: "127.0.0.1:0", Data: dir, MaxSessions: 1000, App: serve.Trainer, Idle: idle,
		ConnBurst: 1000, ConnPerMinute: 6000, Log: slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))}
	if idle > 0 {
		// The abuse check: the limits a server gets by default, and its
		// log to DIR/server.log (its refusals are expected), where the
		// check counts its lines.
		cfg.ConnBurst, cfg.ConnPerMinute = 0, 0
		f, err := os.Create(filepath.Join(dir, "server.log"))
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		defer f.Close()
		cfg.Log = slog.New(slog.NewTextHandler(f, nil))
	}
	srv, err := serve.New(cfg)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	fmt.Printf("%s\n%s", srv.Addr(), gossh.MarshalAuthorizedKey(srv.HostKey()))
	// SIGUSR1 writes the server's goroutines to DIR/goroutines.txt.
	usr := make(chan os.Signal, 1)
	signal.Notify(usr, syscall.SIGUSR1)
	go func() {
		for range usr {
			var ms runtime.MemStats
			runtime.ReadMemStats(&ms)
			head := fmt.Sprintf("memstats heap_inuse=%.1fMiB heap_idle=%.1fMiB heap_released=%.1fMiB stacks=%.1fMiB sys=%.1fMiB goroutines=%d\n\n",
				mib(int64(ms.HeapInuse)), mib(int64(ms.HeapIdle)), mib(int64(ms.HeapReleased)), mib(int64(ms.StackInuse)), mib(int64(ms.Sys)), runtime.NumGoroutine())
			buf := make([]byte, 1<<24)
			buf = append([]byte(head), buf[:runtime.Stack(buf, true)]...)
			tmp := filepath.Join(dir, ".goroutines")
			if os.WriteFile(tmp, buf, 0o600) == nil {
				_ = os.Rename(tmp, filepath.Join(dir, "goroutines.txt"))
			}
		}
	}()
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM)
	defer stop()
	if err := srv.Run(ctx); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

// server is razz serve run as its own process (the test binary again).
type server struct {
	cmd     *exec.Cmd
	addr    string
	hostKey gossh.PublicKey
	data    string
}

func startChild(t *testing.T, env ...string) *server {
	t.Helper()
	data := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(append(os.Environ(), "RAZZ_SERVE_CHILD="+data), env...)
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill() })
	r := bufio.NewReader(out)
	addr, _ := r.ReadString('\n')
	hostLine, _ := r.ReadString('\n')
	hostKey, _, _, _, err := gossh.ParseAuthorizedKey([]byte(hostLine))
	if err != nil {
		t.Fatalf("the server said %q %q: %v", addr, hostLine, err)
	}
	return &server{cmd: cmd, addr: strings.TrimSpace(addr), hostKey: hostKey, data: data}
}

// userDir is a key's folder, with settings for instant hands.
func (s *server) userDir(t *testing.T, k gossh.Signer) string {
	dir := filepath.Join(s.data, "users", serve.Folder(k.PublicKey()))
	instant(t, dir)
	return dir
}

// peak samples the server's resident memory until stop is called, which
// returns the highest.
func (s *server) peak() (stop func() int64) {
	var peak int64
	sampling := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		for {
			peak = max(peak, rss(s.cmd.Process.Pid))
			select {
			case <-sampling:
				return
			case <-time.After(20 * time.Millisecond):
			}
		}
	}()
	return func() int64 {
		close(sampling)
		<-sampled
		return peak
	}
}

// stop ends the server with SIGTERM and returns its CPU time and max RSS.
func (s *server) stop(t *testing.T) (time.Duration, int64) {
	_ = s.cmd.Process.Signal(syscall.SIGTERM)
	if err := s.cmd.Wait(); err != nil {
		t.Errorf("server: %v", err)
	}
	ru := s.cmd.ProcessState.SysUsage().(*syscall.Rusage)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), ru.Maxrss * 1024
}

// TestLoad is the load check, not in the default run: RAZZ_SERVE_LOAD=1
// (or a number of sessions; 50 by default) go test ./tui/serve -run Load -v
//
// Every session plays ten hands at once against instant bots through key
// presses; the check reports the server's peak memory a session and its
// CPU, and fails if a user's history does not hold its ten hands.
func TestLoad(t *testing.T) {
	env := os.Getenv("RAZZ_SERVE_LOAD")
	if env == "" {
		t.Skip("the load check runs with RAZZ_SERVE_LOAD=1 (or a number of sessions)")
	}
	n, err := strconv.Atoi(env)
	if err != nil || n < 2 {
		n = 50
	}
	const perUser = 10
	srv := startChild(t)
	time.Sleep(200 * time.Millisecond)
	idleRSS := rss(srv.cmd.Process.Pid)
	stopPeak := srv.peak()

	dirs, wall, errs := runMembers(t, srv, n, perUser, "user")
	peak := stopPeak()
	for _, err := range errs {
		t.Error(err)
	}
	time.Sleep(12 * time.Second) // the server gives memory back 10 s after the last session ended
	afterRSS := rss(srv.cmd.Process.Pid)
	cpu, maxRSS := srv.stop(t)

	lost := 0
	for i, dir := range dirs {
		h := store.OpenHistory(filepath.Join(dir, store.HistoryFile))
		next, err := h.NextNumber()
		// At least perUser: a key typed while a bot decides is played
		// after it (the table's queue), so a last n may deal one more.
		got := hands(filepath.Dir(h.Path()))
		if err != nil || got < perUser || next != got+1 {
			lost++
			t.Errorf("user %d: history has %d hands (next number %d, %v), want %d or more numbered from 1", i, got, next, err, perUser)
		}
	}
	t.Logf("%d sessions at once, %d hands each through key presses, instant bots: %s wall", n, perUser, wall.Round(time.Millisecond))
	t.Logf("server CPU %s (%.0f%% of one core over the run), %.1f ms a hand", cpu.Round(time.Millisecond),
		100*cpu.Seconds()/wall.Seconds(), float64(cpu.Milliseconds())/float64(n*perUser))
	t.Logf("server memory: idle %.1f MiB, peak %.1f MiB (sampled) / %.1f MiB (max RSS): %.2f MiB a session; %.1f MiB once all had left",
		mib(idleRSS), mib(peak), mib(maxRSS), mib(max(peak, maxRSS)-idleRSS)/float64(n), mib(afterRSS))
	t.Logf("histories: %d of %d users hold their %d hands or more, numbered from 1", n-lost, n, perUser)
}

// runMembers has n members, each with a key and folder of their own, play
// perUser hands at once, and returns how long they took and what went
// wrong (who: how a member is named in an error).
func runMembers(t *testing.T, srv *server, n, perUser int, who string) (dirs []string, wall time.Duration, errs []error) {
	keys := make([]gossh.Signer, n)
	dirs = make([]string, n)
	for i := range keys {
		keys[i] = newKey(t)
		dirs[i] = srv.userDir(t, keys[i])
	}
	start := time.Now()
	var wg sync.WaitGroup
	failed := make(chan error, n)
	for i, k := range keys {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := session(srv.addr, memberAddr(i), srv.hostKey, k, dirs[i], perUser); err != nil {
				failed <- fmt.Errorf("%s %d: %w", who, i, err)
			}
		}()
	}
	wg.Wait()
	wall = time.Since(start)
	close(failed)
	for err := range failed {
		errs = append(errs, err)
	}
	return dirs, wall, errs
}

// memberAddr is the local address member i connects from: a loopback
// address of its own (127.1.0.1, 127.1.0.2, ...), as members come from
// addresses of their own.
func memberAddr(i int) string { return fmt.Sprintf("127.1.%d.%d", i/250, i%250+1) }

// dialAs is an SSH client of k from the local address from.
func dialAs(addr, from string, hostKey gossh.PublicKey, k gossh.Signer) (*gossh.Client, error) {
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}, Timeout: 30 * time.Second}
	conn, err := d.Dial("tcp", addr)
	if err != nil {
		return nil, err
	}
	cc, chans, reqs, err := gossh.NewClientConn(conn, addr, &gossh.ClientConfig{User: "load", Auth: []gossh.AuthMethod{gossh.PublicKeys(k)},
		HostKeyCallback: gossh.FixedHostKey(hostKey), Timeout: 30 * time.Second})
	if err != nil {
		conn.Close()
		return nil, err
	}
	return gossh.NewClient(cc, chans, reqs), nil
}

// session connects as k from the local address from, opens the table and
// plays hands hands.
func session(addr, from string, hostKey gossh.PublicKey, k gossh.Signer, dir string, hands int) error {
	c, err := dialAs(addr, from, hostKey, k)
	if err != nil {
		return err
	}
	defer c.Close()
	tm, err := newTerm(c, 80, 24)
	if err != nil {
		return err
	}
	if err := tm.await("Razz trainer"); err != nil {
		return err
	}
	tm.in.Write([]byte("p"))
	if err := tm.await("Third street"); err != nil {
		return err
	}
	// Counted by the history: a retried n may have dealt the next hand
	// while the last one was being saved.
	for played := countHands(dir); played < hands; played = countHands(dir) {
		if played > 0 {
			tm.in.Write([]byte("n"))
		}
		if err := tm.playHand(dir, played < hands-1); err != nil {
			return fmt.Errorf("hand %d: %w", played+1, err)
		}
	}
	tm.in.Write([]byte("\x03"))
	select {
	case <-tm.done:
	case <-time.After(30 * time.Second):
		return fmt.Errorf("ctrl+c did not end the session")
	}
	return nil
}

var countHands = hands

// rss is a process's resident memory in bytes (Linux), 0 if unknown.
func rss(pid int) int64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(l, "VmRSS:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			return kb * 1024
		}
	}
	return 0
}

func mib(b int64) float64 { return float64(b) / (1 << 20) }
