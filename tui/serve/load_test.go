package serve_test

import (
	"bufio"
	"context"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
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
	srv, err := serve.New(serve.Config{Listen: "127.0.0.1:0", Data: dir, MaxSessions: 1000, App: serve.Trainer,
		ConnBurst: 1000, ConnPerMinute: 6000, Log: slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	fmt.Printf("%s\n%s", srv.Addr(), gossh.MarshalAuthorizedKey(srv.HostKey()))
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM)
	defer stop()
	if err := srv.Run(ctx); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
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
	data := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "RAZZ_SERVE_CHILD="+data)
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	r := bufio.NewReader(out)
	addr, _ := r.ReadString('\n')
	hostLine, _ := r.ReadString('\n')
	hostKey, _, _, _, err := gossh.ParseAuthorizedKey([]byte(hostLine))
	if err != nil {
		t.Fatalf("the server said %q %q: %v", addr, hostLine, err)
	}
	ts := &testServer{addr: strings.TrimSpace(addr), data: data}

	time.Sleep(200 * time.Millisecond)
	idleRSS := rss(cmd.Process.Pid)
	var peak int64
	sampling := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		for {
			peak = max(peak, rss(cmd.Process.Pid))
			select {
			case <-sampling:
				return
			case <-time.After(20 * time.Millisecond):
			}
		}
	}()

	keys := make([]gossh.Signer, n)
	for i := range keys {
		keys[i] = newKey(t)
		instant(t, filepath.Join(data, "users", serve.Folder(keys[i].PublicKey())))
	}
	start := time.Now()
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for i, k := range keys {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := session(ts.addr, hostKey, k, filepath.Join(data, "users", serve.Folder(k.PublicKey())), perUser); err != nil {
				errs <- fmt.Errorf("user %d: %w", i, err)
			}
		}()
	}
	wg.Wait()
	wall := time.Since(start)
	close(sampling)
	<-sampled
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	_ = cmd.Process.Signal(syscall.SIGTERM)
	if err := cmd.Wait(); err != nil {
		t.Errorf("server: %v", err)
	}
	ru := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	cpu := time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	maxRSS := ru.Maxrss * 1024

	lost := 0
	for i, k := range keys {
		h := store.OpenHistory(filepath.Join(data, "users", serve.Folder(k.PublicKey()), store.HistoryFile))
		next, err := h.NextNumber()
		if err != nil || next != perUser+1 || hands(filepath.Dir(h.Path())) != perUser {
			lost++
			t.Errorf("user %d: history has %d hands (next number %d, %v), want %d", i, hands(filepath.Dir(h.Path())), next, err, perUser)
		}
	}
	t.Logf("%d sessions at once, %d hands each through key presses, instant bots: %s wall", n, perUser, wall.Round(time.Millisecond))
	t.Logf("server CPU %s (%.0f%% of one core over the run), %.1f ms a hand", cpu.Round(time.Millisecond),
		100*cpu.Seconds()/wall.Seconds(), float64(cpu.Milliseconds())/float64(n*perUser))
	t.Logf("server memory: idle %.1f MiB, peak %.1f MiB (sampled) / %.1f MiB (max RSS): %.2f MiB a session",
		mib(idleRSS), mib(peak), mib(maxRSS), mib(max(peak, maxRSS)-idleRSS)/float64(n))
	t.Logf("histories: %d of %d users hold their %d hands", n-lost, n, perUser)
}

// session connects as k, opens the table and plays hands hands.
func session(addr string, hostKey gossh.PublicKey, k gossh.Signer, dir string, hands int) error {
	c, err := gossh.Dial("tcp", addr, &gossh.ClientConfig{User: "load", Auth: []gossh.AuthMethod{gossh.PublicKeys(k)},
		HostKeyCallback: gossh.FixedHostKey(hostKey), Timeout: 30 * time.Second})
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
	tm.in.Write([]byte("\r"))
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
