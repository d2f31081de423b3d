package serve

import (
	"context"
	"fmt"
	"io"

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

// clampSize is w x h within MaxWidth x MaxHeight, and whether it was cut.
func clampSize(w, h int) (int, int, bool) {
	cw, ch := min(max(w, 0), MaxWidth), min(max(h, 0), MaxHeight)
	return cw, ch, cw != w || ch != h
}

// trainer runs the session's trainer on its terminal until it quits, the
// server stops it or the connection goes (then it is killed: there is
// nothing left to draw on). It replaces Wish's Bubble Tea middleware for
// three things that one took on trust: the terminal's size (clamped
// here), the keys (see keyFeed) and a connection that is gone (Wish asks
// the program to quit, which waits on its event loop).
func (s *Server) trainer(sess ssh.Session, l *live) {
	p, keys := s.program(sess, l)
	if l.watch != nil {
		defer l.watch.Close() // its watchers are told; the trainer's wait for its events ends
	}
	if p == nil {
		return
	}
	pty, winch, _ := sess.Pty()
	ended := make(chan struct{})
	ctx, cancel := context.WithCancel(sess.Context())
	defer cancel()
	keys.feed(ctx, sess, pty.Term, p)
	logged := false
	gone := sess.Context().Done()
	go func() {
		for {
			select {
			case <-ended:
				// The SSH library's request loop blocks on this
				// channel until someone reads it: read until it closes.
				for range winch {
				}
				return
			case <-gone:
				gone = nil
				l.setEnd(endGone)
				p.Kill()
			case w, ok := <-winch:
				if !ok {
					<-ended
					return
				}
				cw, ch, cut := clampSize(w.Width, w.Height)
				if cut && !logged {
					logged = true
					s.clamped(l, w.Width, w.Height)
				}
				p.Send(tea.WindowSizeMsg{Width: cw, Height: ch})
			}
		}
	}()
	_, _ = p.Run() // a kill or a panic is told by l.ended
	p.Kill()       // the terminal reset, in case the trainer crashed
	close(ended)
	close(keys.end)
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
// ends; the goroutines end with it.
func (k *keyFeed) feed(ctx context.Context, sess ssh.Session, term string, p *tea.Program) {
	events := make(chan uv.Event)
	parsed := make(chan struct{})
	go func() {
		defer close(parsed)
		_ = uv.NewTerminalReader(sess, term).StreamEvents(ctx, events)
	}()
	go func() {
		for {
			select {
			case ev := <-events:
				p.Send(ev) // a no-op once p has ended
			case <-parsed:
				return
			}
		}
	}()
}
