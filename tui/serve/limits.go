package serve

import (
	"fmt"
	"log/slog"
	"net"
	"sync"
	"time"

	gossh "golang.org/x/crypto/ssh"
)

// addrKey is who an address is for the limits that count addresses: an
// IPv4 address whole, an IPv6 address by its /64 (one host or one
// home network is given a /64, and picks any address in it).
func addrKey(a net.Addr) string {
	host := a.String()
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	ip := net.ParseIP(host)
	if ip == nil {
		return host
	}
	if ip4 := ip.To4(); ip4 != nil {
		return ip4.String()
	}
	return (&net.IPNet{IP: ip.Mask(net.CIDRMask(64, 128)), Mask: net.CIDRMask(64, 128)}).String()
}

// summaryEvery is how long a refusal's line stands for its repeats: the
// first refusal of a kind from an address is logged at once, the others
// in the next summaryEvery are counted and told in one line when it ends.
// (A variable for the tests.)
var summaryEvery = time.Minute

// maxSummaries is how many addresses and kinds of refusal the log keeps
// counts for at once; past it, the others are counted under one line.
const maxSummaries = 10000

// refusalLog writes the refusals' lines, at most one a kind an address
// each summaryEvery and a summary of the others: one address once wrote
// 72,255 lines (8.9 MB) of rate-limit refusals in 20 seconds.
type refusalLog struct {
	log   *slog.Logger
	every time.Duration
	mu    sync.Mutex
	held  map[refusalKind]int // refusals counted since the kind's line
}

type refusalKind struct{ addr, reason string }

func newRefusalLog(log *slog.Logger) *refusalLog {
	return &refusalLog{log: log, every: summaryEvery, held: map[refusalKind]int{}}
}

// refused logs a refusal for addr (the limits' address: addrKey) and
// reason, with the line's other attributes; a repeat within the period is
// only counted.
func (r *refusalLog) refused(addr, reason string, attrs ...any) {
	r.mu.Lock()
	k := refusalKind{addr, reason}
	if _, ok := r.held[k]; !ok && len(r.held) >= maxSummaries {
		k.addr = "other addresses"
	}
	if _, ok := r.held[k]; ok {
		r.held[k]++
		r.mu.Unlock()
		return
	}
	r.held[k] = 0
	r.mu.Unlock()
	r.log.Warn("refused", append([]any{"addr", addr, "reason", reason}, attrs...)...)
	time.AfterFunc(r.every, func() { r.summary(k) })
}

// summary tells how many refusals of k came after its line, and lets the
// next one be logged again.
func (r *refusalLog) summary(k refusalKind) {
	r.mu.Lock()
	n := r.held[k]
	delete(r.held, k)
	r.mu.Unlock()
	if n > 0 {
		r.log.Warn("refused", "addr", k.addr, "reason", k.reason, "more", n, "within", r.every.String())
	}
}

// The bounds of one session channel's requests (see limitRequests).
const (
	maxEnv      = 64      // env requests taken
	maxEnvBytes = 4 << 10 // one variable's name and value
	maxPtyBytes = 8 << 10 // a pty-req's TERM and terminal modes
	// A channel's refused requests: refusedBurst at once, then
	// refusedPerSecond; past them, the channel is closed.
	refusedBurst     = 1000
	refusedPerSecond = 10
)

// limitRequests passes a session channel's requests on to the SSH
// library, bounded: at most maxEnv environment variables of maxEnvBytes,
// one pty-req and one shell, exec or subsystem; agent and X11 forwarding
// are refused. Window changes pass, any number: the session draws the last
// one a frame (term.go). A client whose refusals outrun refusedBurst and
// refusedPerSecond has its channel closed. One client's 25,000 env
// requests of 30 KB on one channel once held 1.2 GB, logged nothing,
// until the connection closed.
func (s *Server) limitRequests(ch gossh.Channel, reqs <-chan *gossh.Request, addr string) <-chan *gossh.Request {
	out := make(chan *gossh.Request)
	go func() {
		defer close(out)
		envs, ptys, starts := 0, 0, 0
		bucket := newRateLimit(refusedBurst, refusedPerSecond*60)
		closed := false
		for r := range reqs {
			why := ""
			switch r.Type {
			case "auth-agent-req@openssh.com", "x11-req":
				why = "forwarding"
			case "env":
				envs++
				switch {
				case envs > maxEnv:
					why = fmt.Sprintf("more than %d environment variables", maxEnv)
				case len(r.Payload) > maxEnvBytes:
					why = fmt.Sprintf("an environment variable over %d KiB", maxEnvBytes>>10)
				}
			case "pty-req":
				ptys++
				switch {
				case ptys > 1:
					why = "a second terminal on one channel"
				case len(r.Payload) > maxPtyBytes:
					why = fmt.Sprintf("a terminal request over %d KiB", maxPtyBytes>>10)
				}
			case "shell", "exec", "subsystem":
				if starts++; starts > 1 {
					why = "a second shell or command on one channel"
				}
			case "window-change", "signal", "break":
			default:
				why = "an unknown request"
			}
			if why == "" {
				out <- r
				continue
			}
			if r.WantReply {
				_ = r.Reply(false, nil)
			}
			if why != "forwarding" && why != "an unknown request" { // those are answered no as a matter of course
				s.refusals.refused(addr, "request refused: "+why)
			}
			if !bucket.allow("", time.Now()) && !closed {
				closed = true
				s.refusals.refused(addr, "too many refused requests on one channel: closed")
				_ = ch.Close()
			}
		}
	}()
	return out
}
