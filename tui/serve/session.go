package serve

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"runtime/debug"
	"strings"
	"sync"
	"time"
	"unicode"

	tea "charm.land/bubbletea/v2"
	"charm.land/ssh"
	"charm.land/wish/v2/bubbletea"
	gossh "golang.org/x/crypto/ssh"

	"razz/tui/watch"
)

// Why a session ended, for the log and the line the user gets.
const (
	endQuit    = "quit"    // the user left
	endIdle    = "idle"    // no key for Config.Idle
	endStop    = "stop"    // the server is stopping
	endPanic   = "panic"   // the trainer failed
	endRefused = "refused" // no terminal, a command, full, stopping
	endGone    = "gone"    // the connection or the channel went away
	// endEOF: the client's input ended: its standard input closed (ssh
	// -tt < file), or OpenSSH's master of a shared connection passed on
	// the end of a killed client's input without closing the channel.
	endEOF = "eof"
	// endError: the trainer stopped without quitting: a command that
	// panicked (Bubble Tea catches it and kills the program) or a
	// terminal that failed.
	endError = "error"
)

// live is one session past the gate.
type live struct {
	fp    string
	watch *watch.Member // closed when the trainer has ended
	mu    sync.Mutex
	prog  *tea.Program
	end   string
}

func (l *live) setEnd(why string) {
	l.mu.Lock()
	if l.end == "" {
		l.end = why
	}
	l.mu.Unlock()
}

func (l *live) ended() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.end == "" {
		return endError
	}
	return l.end
}

// stop asks the trainer to close for a server stop.
func (l *live) stop() {
	l.mu.Lock()
	p := l.prog
	l.mu.Unlock()
	if p != nil {
		go p.Send(stopMsg{})
	}
}

// account logs a session's start and end, and turns a panic in the
// layers inside it into the end of this session only. It is the
// server's only middleware: the trainer runs inside it.
func (s *Server) account(ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		start := time.Now()
		fp := Fingerprint(sess.PublicKey())
		addr := sess.RemoteAddr().String()
		// A session refused at the gate has its refusal's line (one a
		// kind an address a minute, refusalLog), not a connect and a
		// disconnect line each: a client refused over and over would
		// write the log full.
		connected := false
		connect := func() {
			connected = true
			pty, _, hasPty := sess.Pty()
			s.log.Info("connect", "fingerprint", fp, "addr", addr, "user", sess.User(),
				"term", pty.Term, "width", pty.Window.Width, "height", pty.Window.Height, "pty", hasPty)
		}
		why := endQuit
		defer func() {
			if r := recover(); r != nil {
				why = endPanic
				s.log.Error("session panic", "fingerprint", fp, "addr", addr, "panic", fmt.Sprint(r), "stack", string(debug.Stack()))
				say(sess, "razz: something went wrong on the server and this session is closed; finished hands are saved.")
				_ = sess.Exit(1)
			}
			if connected || why != endRefused {
				s.log.Info("disconnect", "fingerprint", fp, "addr", addr, "duration", time.Since(start).Round(time.Millisecond).String(), "end", why)
			}
		}()
		why = s.gated(sess, &live{fp: fp}, connect)
	}
}

// gated refuses what razz does not serve, counts the session against
// --max-sessions, --max-per-key and --max-per-addr, calls connected once
// it is let in, makes the key's folder, runs the trainer and tells the
// user why it ended. It returns why.
func (s *Server) gated(sess ssh.Session, l *live, connected func()) string {
	addr := addrKey(sess.RemoteAddr())
	if sess.RawCommand() != "" || sess.Subsystem() != "" {
		s.refusals.refused(addr, "a command", "fingerprint", l.fp)
		return refuse(sess, "razz: commands are not run here; connect with no command for the trainer.")
	}
	if _, _, ok := sess.Pty(); !ok {
		s.refusals.refused(addr, "no terminal", "fingerprint", l.fp)
		return refuse(sess, "razz: the trainer needs a terminal; connect with ssh -t.")
	}
	if !s.starts.allow(addr, time.Now()) {
		s.refusals.refused(addr, "too many new sessions from this address")
		return refuse(sess, "razz: too many new sessions from your address; try again in a minute.")
	}
	s.mu.Lock()
	switch {
	case s.stopping:
		s.mu.Unlock()
		s.refusals.refused(addr, "stopping", "fingerprint", l.fp)
		return refuse(sess, "razz: the server is stopping; try later.")
	case len(s.sessions) >= s.cfg.MaxSessions:
		s.mu.Unlock()
		s.refusals.refused(addr, "full", "max_sessions", s.cfg.MaxSessions)
		return refuse(sess, "razz: the server is full; try later.")
	case s.perKey[l.fp] >= s.cfg.MaxPerKey:
		s.mu.Unlock()
		s.refusals.refused(addr, "too many sessions for this key", "fingerprint", l.fp, "max_per_key", s.cfg.MaxPerKey)
		return refuse(sess, fmt.Sprintf("razz: this key has %d sessions open already; close one first.", s.cfg.MaxPerKey))
	case s.perAddr[addr] >= s.cfg.MaxPerAddr:
		s.mu.Unlock()
		s.refusals.refused(addr, "too many sessions from this address", "fingerprint", l.fp, "max_per_addr", s.cfg.MaxPerAddr)
		return refuse(sess, fmt.Sprintf("razz: %d sessions are open from your address already; close one first.", s.cfg.MaxPerAddr))
	}
	s.sessions[sess] = l
	s.perKey[l.fp]++
	s.perAddr[addr]++
	s.mu.Unlock()
	connected()
	defer func() {
		s.mu.Lock()
		delete(s.sessions, sess)
		if s.perKey[l.fp]--; s.perKey[l.fp] == 0 {
			delete(s.perKey, l.fp)
		}
		if s.perAddr[addr]--; s.perAddr[addr] == 0 {
			delete(s.perAddr, addr)
		}
		if s.stopping && len(s.sessions) == 0 {
			close(s.idle)
		}
		s.releaseSoon()
		s.mu.Unlock()
	}()
	s.trainer(sess, l)
	why := l.ended()
	switch why {
	case endIdle:
		say(sess, fmt.Sprintf("razz: closed after %s without a key; finished hands are saved, a hand in play is not.", s.cfg.Idle))
	case endStop:
		say(sess, "razz: the server is stopping; finished hands are saved, a hand in play is not.")
	case endPanic, endError:
		say(sess, "razz: something went wrong on the server and this session is closed; finished hands are saved.")
	}
	if why != endQuit && why != endEOF {
		_ = sess.Exit(1)
	}
	return why
}

// releaseDelay is how soon after a session ends the memory it freed is
// given back to the system.
const releaseDelay = 4 * time.Second

// releaseSoon, with s.mu held, gives the memory of ended sessions (and
// closed connections) back to the system releaseDelay from now (once for
// all the sessions that end meanwhile). Left to the runtime, a server that
// served 50 sessions held about 470 MiB long after they had all left (the
// collector runs on allocation or every two minutes, and its scavenger
// returns pages slowly), which an operator cannot tell from a leak. A
// forced collection costs a few milliseconds of CPU for a club's heap, at
// most once every releaseDelay.
//
// An end while a release is due asks for one more after it, so that the
// last ends are released too: within twice releaseDelay of the last
// client leaving, whatever it did.
func (s *Server) releaseSoon() {
	if s.releasing {
		s.releaseAgain = true
		return
	}
	s.releasing = true
	time.AfterFunc(releaseDelay, func() {
		s.mu.Lock()
		s.releasing = false
		again := s.releaseAgain
		s.releaseAgain = false
		s.mu.Unlock()
		debug.FreeOSMemory()
		if again {
			s.mu.Lock()
			s.releaseSoon()
			s.mu.Unlock()
		}
	})
}

// userDir makes the key's folder (mode 0700) with the key beside the
// data, so the host can tell whose folder it is.
func (s *Server) userDir(k gossh.PublicKey) (string, error) {
	dir := filepath.Join(s.cfg.Data, "users", Folder(k))
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", err
	}
	pub := filepath.Join(dir, "key.pub")
	if _, err := os.Stat(pub); os.IsNotExist(err) {
		_ = os.WriteFile(pub, gossh.MarshalAuthorizedKey(k), 0o600)
	}
	return dir, nil
}

// program makes the session's trainer: input, output, TERM and the
// colour profile come from the client's PTY (Wish's MakeOptions), the
// size clamped, the keys through a keyFeed. nil when the session ends
// before a trainer (l says why).
func (s *Server) program(ctx context.Context, sess ssh.Session, l *live) (*tea.Program, *keyFeed) {
	dir, err := s.userDir(sess.PublicKey())
	if err != nil {
		s.log.Error("user folder", "fingerprint", l.fp, "error", err.Error())
		l.setEnd(endPanic)
		return nil, nil
	}
	l.watch = s.hub.Join(watchName(sess.User(), l.fp))
	m, err := s.cfg.App(User{Fingerprint: l.fp, Dir: dir, Env: sess.Environ(), Saves: &s.saves, Watch: l.watch, Context: ctx})
	if err != nil {
		s.log.Error("trainer", "fingerprint", l.fp, "error", err.Error())
		l.setEnd(endPanic)
		return nil, nil
	}
	pty, _, _ := sess.Pty()
	w, h, cut := clampSize(pty.Window.Width, pty.Window.Height)
	if cut {
		s.clamped(l, pty.Window.Width, pty.Window.Height)
	}
	keys := newKeyFeed()
	g := &guard{inner: m, l: l, idle: s.cfg.Idle, last: time.Now(), s: s, done: ctx.Done()}
	// The server's signals are the server's: a SIGTERM stops every
	// session through stop, with its message.
	// The filter replaces MakeOptions' (which turns a suspend, ctrl+z,
	// into a resume: there is no shell to suspend to) and notes a quit,
	// so that a program that stops without one is known to have failed.
	// The session's context ends the program when the session ends.
	p := tea.NewProgram(g, append(bubbletea.MakeOptions(sess), tea.WithInput(keys), tea.WithWindowSize(w, h),
		tea.WithoutSignalHandler(), tea.WithContext(ctx),
		tea.WithFilter(func(_ tea.Model, msg tea.Msg) tea.Msg {
			switch msg.(type) {
			case tea.SuspendMsg:
				return tea.ResumeMsg{}
			case tea.QuitMsg, tea.InterruptMsg:
				l.setEnd(endQuit)
			}
			return msg
		}))...)
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.stopping {
		l.setEnd(endStop)
		return nil, nil
	}
	l.mu.Lock()
	l.prog = p
	l.mu.Unlock()
	return p, keys
}

// watchName is how a member is named to the other side of a watch: the
// SSH user name (printable, at most 24 characters) and the start of the
// key's fingerprint, which the user name cannot fake.
func watchName(user, fp string) string {
	user = strings.Map(func(r rune) rune {
		if unicode.IsPrint(r) && r != ',' {
			return r
		}
		return -1
	}, user)
	if r := []rune(user); len(r) > 24 {
		user = string(r[:24])
	}
	short := strings.TrimPrefix(fp, "SHA256:")
	if len(short) > 8 {
		short = short[:8]
	}
	if user == "" {
		return short
	}
	return user + " (" + short + ")"
}

func refuse(sess ssh.Session, line string) string {
	say(sess, line)
	_ = sess.Exit(1)
	return endRefused
}

// say writes one line to the session's error stream ("\r\n": the
// client's terminal may be raw).
func say(sess ssh.Session, line string) { _, _ = fmt.Fprint(sess.Stderr(), line+"\r\n") }

// stopMsg tells a session the server is stopping.
type stopMsg struct{}

// inputEndedMsg tells a session that its client's input ended: no key can
// come any more, so the session ends, after the keys before the end (a
// file piped in is played, and its last screen drawn). An ended input
// with the channel left open is what OpenSSH's master of a shared
// connection leaves for a killed client's session it has nothing to
// write to: the session held its key's slot until the master exited.
type inputEndedMsg struct{}

// idleMsg asks the session whether it has been idle too long (the
// session's watch sends it every while: no tick of the program's own
// holds an ended program).
type idleMsg struct{}

// guard wraps a session's trainer: it closes the session after Idle
// without a key or on a stop, turns a panic in the trainer into the end
// of this session, logged, and lets go of the trainer's commands when
// the session ends (see cmd).
type guard struct {
	inner   tea.Model
	l       *live
	idle    time.Duration
	last    time.Time // the last key or click
	s       *Server
	done    <-chan struct{} // the session has ended
	crashed bool
}

func (g *guard) Init() (cmd tea.Cmd) {
	defer g.recover("init", &cmd)
	return g.cmd(g.inner.Init())
}

func (g *guard) Update(msg tea.Msg) (m tea.Model, cmd tea.Cmd) {
	m = g // what a panic returns, with tea.Quit
	if g.crashed {
		return g, tea.Quit
	}
	defer g.recover("update", &cmd)
	switch msg.(type) {
	case stopMsg:
		g.l.setEnd(endStop)
		return g, tea.Quit
	case inputEndedMsg:
		g.l.setEnd(endEOF)
		return g, tea.Quit
	case idleMsg:
		if g.idle > 0 && time.Since(g.last) >= g.idle {
			g.l.setEnd(endIdle)
			return g, tea.Quit
		}
		return g, nil
	case tea.KeyPressMsg, tea.MouseClickMsg, tea.MouseWheelMsg, tea.PasteMsg:
		g.last = time.Now()
	}
	g.inner, cmd = g.inner.Update(msg)
	return g, g.cmd(cmd)
}

// cmd is the trainer's command run so that the session's end lets go of
// it: Bubble Tea runs each command on a goroutine that holds the whole
// program (its screens and the renderer's cells) until the command
// returns, so a tick, a bot's pause or a review running when the client
// left kept an ended program alive. Here the program's goroutine returns
// when the session ends; the command finishes on its own, holding only
// what it needs (a review stops, told by the session's context; a save
// is finished). The commands a batch or a sequence holds are let go of
// alike.
func (g *guard) cmd(c tea.Cmd) tea.Cmd {
	if c == nil {
		return nil
	}
	return func() tea.Msg {
		type result struct {
			msg   tea.Msg
			panic any
		}
		out := make(chan result, 1)
		go func() {
			defer func() {
				if r := recover(); r != nil {
					select {
					case <-g.done: // nobody waits for it: told here
						g.s.log.Error("session panic", "fingerprint", g.l.fp, "in", "a command after the session ended", "panic", fmt.Sprint(r))
					default:
					}
					out <- result{panic: r} // raised again below, where Bubble Tea catches it
				}
			}()
			out <- result{msg: c()}
		}()
		select {
		case r := <-out:
			if r.panic != nil {
				panic(r.panic)
			}
			return g.msg(r.msg)
		case <-g.done:
			return nil
		}
	}
}

// cmdsType is tea.BatchMsg's element type, which tea.Sequence's message
// (a type of Bubble Tea's own) shares.
var cmdsType = reflect.TypeFor[tea.Cmd]()

// msg is what a command returned, with the commands of a batch or a
// sequence wrapped by cmd too (each is a slice of tea.Cmd, of its own
// type).
func (g *guard) msg(msg tea.Msg) tea.Msg {
	v := reflect.ValueOf(msg)
	if !v.IsValid() || v.Kind() != reflect.Slice || v.Type().Elem() != cmdsType {
		return msg
	}
	out := reflect.MakeSlice(v.Type(), v.Len(), v.Len())
	for i := range v.Len() {
		c, _ := v.Index(i).Interface().(tea.Cmd)
		out.Index(i).Set(reflect.ValueOf(g.cmd(c)))
	}
	return out.Interface()
}

func (g *guard) View() (v tea.View) {
	if g.crashed {
		return tea.NewView("")
	}
	defer func() {
		if r := recover(); r != nil {
			g.fail("view", r)
			v = tea.NewView("")
			g.l.mu.Lock()
			p := g.l.prog
			g.l.mu.Unlock()
			if p != nil {
				go p.Quit()
			}
		}
	}()
	return g.inner.View()
}

// recover, deferred, turns a panic into quitting the session.
func (g *guard) recover(where string, cmd *tea.Cmd) {
	if r := recover(); r != nil {
		g.fail(where, r)
		*cmd = tea.Quit
	}
}

func (g *guard) fail(where string, r any) {
	g.crashed = true
	g.l.setEnd(endPanic)
	g.s.log.Error("session panic", "fingerprint", g.l.fp, "in", where, "panic", fmt.Sprint(r), "stack", string(debug.Stack()))
}
