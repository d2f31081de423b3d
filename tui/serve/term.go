package serve

import (
	"context"
	"fmt"
	"io"
	"time"

	tea "charm.land/bubbletea/v2"
	"charm.land/ssh"
	uv "github.com/charmbracelet/ultraviolet"
)

// MaxWidth and MaxHeight are the largest terminal a session is drawn
// for: a pty-req or window-change past them is clamped (and logged). The
// renderer keeps cells for every place of the terminal (several buffers,
// about 270 bytes a cell in all): a client's 4294967295x4294967295 once
// ended the whole process (an allocation the runtime refuses, not a
// panic), 65535x65535 cost gigabytes. Measured heap a session at the
// menu: 0.9 MiB at 80x24, 8.2 MiB at 300x100, 22 MiB at 500x200; 300x100
// is a full-screen terminal on most monitors, and the screens have
// nothing to show in more.
const (
	MaxWidth  = 300
	MaxHeight = 100
)

// clampSize is w x h within MaxWidth x MaxHeight, and whether it was
// changed. A zero width or height (ssh -tt with its input from a pipe asks
// for 0x0) is 80 or 24, the size of a terminal that tells none: at 0x0
// the screens draw nothing.
func clampSize(w, h int) (int, int, bool) {
	cw, ch := min(max(w, 0), MaxWidth), min(max(h, 0), MaxHeight)
	if cw == 0 {
		cw = 80
	}
	if ch == 0 {
		ch = 24
	}
	return cw, ch, cw != w || ch != h
}

// trainer runs the session's trainer on its terminal until it quits, the
// server stops it, or its channel or its connection ends, whichever comes
// first (then it is ended at once: there is nothing left to draw on).
// OpenSSH's connection sharing closes a session's channel and keeps the
// connection for the next one, so the channel's end is watched as well
// as the connection's. It replaces Wish's Bubble Tea middleware for what
// that one took on trust: the terminal's size (clamped here, and resizes
// drawn at most once a frame), the keys (see keyFeed) and a session that
// is gone (Wish asks the program to quit, which waits on its event loop).
func (s *Server) trainer(sess ssh.Session, l *live) {
	// The session's context: done when it ends, however it ends, so the
	// program and the work it started (a review) stop with it.
	ctx, cancel := context.WithCancel(sess.Context())
	defer cancel()
	p, keys := s.program(ctx, sess, l)
	if l.watch != nil {
		defer l.watch.Close() // its watchers are told; the trainer's wait for its events ends
	}
	if p == nil {
		return
	}
	pty, winch, _ := sess.Pty()
	ended := make(chan struct{})
	keys.feed(ctx, sess, pty.Term, p)
	sizes := make(chan tea.WindowSizeMsg, 1)
	go s.resizes(p, sizes, ended)
	go s.watchSession(sess, l, p, winch, sizes, cancel, ended)
	_, _ = p.Run() // a kill or a panic is told by l.ended
	if sess.Context().Err() != nil {
		l.setEnd(endGone) // the connection went before the program saw it
	}
	cancel()
	p.Kill() // the terminal reset, in case the trainer crashed
	close(ended)
	close(keys.end)
}

// inputGrace is how long a session goes on after its client's input
// ended, for what the last keys started (a screen that waits for its
// files before it plays the keys typed early).
const inputGrace = time.Second

// frame is how often a resize reaches the screens at most: the renderer
// draws sixty frames a second.
const frame = time.Second / 60

// watchSession ends the session when its connection or its channel ends
// (the SSH library closes winch when the channel's requests end), hands
// its resizes on, clamped, and asks the trainer every while whether it
// has been idle for long. It returns once the program has ended.
func (s *Server) watchSession(sess ssh.Session, l *live, p *tea.Program, winch <-chan ssh.Window,
	sizes chan tea.WindowSizeMsg, cancel func(), ended <-chan struct{}) {
	gone := sess.Context().Done()
	var idle <-chan time.Time
	if s.cfg.Idle > 0 {
		t := time.NewTicker(min(max(s.cfg.Idle/8, 20*time.Millisecond), 30*time.Second))
		defer t.Stop()
		idle = t.C
	}
	logged := false
	for {
		select {
		case <-ended:
			// The SSH library's request loop blocks on this
			// channel until someone reads it: read until it closes.
			if winch != nil {
				for range winch {
				}
			}
			return
		case <-gone:
			gone = nil
			l.setEnd(endGone)
			cancel()
		case w, ok := <-winch:
			if !ok {
				winch = nil
				l.setEnd(endGone)
				cancel()
				continue
			}
			cw, ch, cut := clampSize(w.Width, w.Height)
			if cut && !logged {
				logged = true
				s.clamped(l, w.Width, w.Height)
			}
			// Only the last size waits: one sent before it and not
			// taken yet is dropped.
			select {
			case <-sizes:
			default:
			}
			sizes <- tea.WindowSizeMsg{Width: cw, Height: ch}
		case <-idle:
			go p.Send(idleMsg{}) // returns once taken, or once the program has ended
		}
	}
}

// resizes hands the program the last size asked, at most once a frame:
// a client's 50,000 window changes in a third of a second once took 17 s
// of CPU to lay out and draw, and left the session unanswering for 55 s.
func (s *Server) resizes(p *tea.Program, sizes <-chan tea.WindowSizeMsg, ended <-chan struct{}) {
	pause := time.NewTimer(0)
	defer pause.Stop()
	for {
		select {
		case <-ended:
			return
		case m := <-sizes:
			p.Send(m) // returns once taken, or once the program has ended
		}
		pause.Reset(frame)
		select {
		case <-ended:
			return
		case <-pause.C:
		}
	}
}

func (s *Server) clamped(l *live, w, h int) {
	cw, ch, _ := clampSize(w, h)
	s.log.Info("clamped", "fingerprint", l.fp, "width", w, "height", h, "to", fmt.Sprintf("%dx%d", cw, ch))
}

// keyFeed hands a session's keys to its program. Bubble Tea's own reader
// parses what one read brings and hands the keys over one by one without
// looking whether the program still runs: the keys that came in the same
// burst as a quit blocked it for good, a goroutine leaked a session. Here
// Bubble Tea reads a reader that yields nothing until the session ends
// (its own reader stays idle, and terminal queries are still sent), and
// the session's bytes are parsed by the same terminal reader and handed
// over with Program.Send, which returns once the program has ended.
type keyFeed struct{ end chan struct{} }

func newKeyFeed() *keyFeed { return &keyFeed{end: make(chan struct{})} }

// Read is Bubble Tea's input: nothing, then the end.
func (k *keyFeed) Read([]byte) (int, error) {
	<-k.end
	return 0, io.EOF
}

// feed parses the session's input into p until the session's channel
// ends or its input does; the goroutines end with it.
func (k *keyFeed) feed(ctx context.Context, sess ssh.Session, term string, p *tea.Program) {
	events := make(chan uv.Event)
	parsed := make(chan struct{})
	go func() {
		defer close(parsed)
		_ = uv.NewTerminalReader(newBoundedInput(sess), term).StreamEvents(ctx, events)
	}()
	go func() {
		for {
			select {
			case ev := <-events:
				p.Send(ev) // a no-op once p has ended
			case <-parsed:
				if ctx.Err() == nil {
					// The client's input ended (EOF) with the session
					// still on: no key can come any more. A moment for
					// what its last keys started, then the session ends
					// (see inputEndedMsg).
					t := time.NewTimer(inputGrace)
					defer t.Stop()
					select {
					case <-t.C:
						p.Send(inputEndedMsg{})
					case <-ctx.Done():
					}
				}
				return
			}
		}
	}()
}
