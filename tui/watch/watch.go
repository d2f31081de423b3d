// Package watch lets one member of razz serve watch another's table: a
// Hub in the server's process gives a player a short code, pairs it with
// the members who enter it, carries the player's table (frames of text
// that package tui draws from the player's own screen) and the coach's
// lines to them, and their notes back. It owns the codes, who watches
// whom and each member's mailbox; it knows nothing of screens, cards or
// Bubble Tea and imports only the standard library. tui shows it;
// tui/serve makes the Hub and a Member a session, and closes the Member
// when the session ends.
package watch

import (
	"crypto/rand"
	"errors"
	"fmt"
	"strings"
	"sync"
	"unicode/utf8"
)

// Event is what a member is told (Wait).
type Event interface{ watchEvent() }

// Frame is the watched player's table as the player sees it.
type Frame struct {
	Title string // the table's title ("Play · hand 3 · 5/10/20/40")
	Body  string // the table's body, drawn for the player's terminal
}

// Coach is the coach's view of a decision of the watched player.
type Coach struct{ Line string }

// Note is a watcher's note to the player.
type Note struct{ From, Text string }

// Watchers is who watches the player now (told to the player).
type Watchers struct{ Names []string }

// Ended is the end of a watch, told to the watcher.
type Ended struct{ Why string }

func (Frame) watchEvent()    {}
func (Coach) watchEvent()    {}
func (Note) watchEvent()     {}
func (Watchers) watchEvent() {}
func (Ended) watchEvent()    {}

// Limits.
const (
	CodeLen   = 6   // characters of a code
	MaxNote   = 200 // characters of a note
	MaxTries  = 5   // wrong codes a member may enter
	queueSize = 64  // events kept for a slow reader (frames: the newest only)
)

// The code's alphabet: no 0/O, 1/I/L, 5/S or 8/B to misread.
const alphabet = "ACDEFGHJKMNPQRTUVWXYZ234679"

// Hub pairs players and watchers. The zero value is not usable: NewHub.
type Hub struct {
	mu     sync.Mutex
	shares map[string]*Member // by code
}

// NewHub is an empty hub.
func NewHub() *Hub { return &Hub{shares: map[string]*Member{}} }

// Member is one session at the hub: a player who may share, a watcher who
// may watch, or both (not of itself).
type Member struct {
	hub  *Hub
	name string

	// guarded by hub.mu
	code     string    // sharing under it; "" when not
	watchers []*Member // watching this member
	watching *Member   // the member this one watches
	last     *Frame    // this member's last frame, for a watcher who joins
	frame    *Frame    // a frame not yet taken by Wait
	queue    []Event
	tries    int
	closed   bool

	wake chan struct{} // one pending wake-up
	done chan struct{} // closed by Close
}

// Join adds a session to the hub under name (shown to the other side).
func (h *Hub) Join(name string) *Member {
	return &Member{hub: h, name: name, wake: make(chan struct{}, 1), done: make(chan struct{})}
}

// Name is the member's name.
func (m *Member) Name() string { return m.name }

// Share starts sharing this member's table and returns its code (the
// same code while sharing).
func (m *Member) Share() string {
	h := m.hub
	h.mu.Lock()
	defer h.mu.Unlock()
	if m.closed {
		return ""
	}
	for m.code == "" {
		c := newCode()
		if _, taken := h.shares[c]; !taken {
			m.code = c
			h.shares[c] = m
		}
	}
	return m.code
}

// Code is the code this member shares under, "" when not sharing.
func (m *Member) Code() string {
	m.hub.mu.Lock()
	defer m.hub.mu.Unlock()
	return m.code
}

// Unshare ends the sharing: every watcher is told, the code is dropped.
func (m *Member) Unshare() {
	m.hub.mu.Lock()
	defer m.hub.mu.Unlock()
	m.unshare(m.name + " ended the watch")
}

func (m *Member) unshare(why string) {
	if m.code == "" {
		return
	}
	delete(m.hub.shares, m.code)
	m.code = ""
	for _, w := range m.watchers {
		w.watching = nil
		w.frame = nil
		w.tell(Ended{Why: why})
	}
	m.watchers = nil
	m.last = nil
	m.tell(Watchers{})
}

// Watchers are the names of the members watching this one.
func (m *Member) Watchers() []string {
	m.hub.mu.Lock()
	defer m.hub.mu.Unlock()
	return m.names()
}

func (m *Member) names() []string {
	var out []string
	for _, w := range m.watchers {
		out = append(out, w.name)
	}
	return out
}

// Errors of Watch.
var (
	ErrNoCode   = errors.New("no member shares that code now")
	ErrTries    = fmt.Errorf("%d wrong codes: ask for the code again and reconnect", MaxTries)
	ErrYourself = errors.New("that is your own code")
)

// NormalizeCode is code as the hub keeps it: upper case, without spaces
// or dashes.
func NormalizeCode(code string) string {
	return strings.Map(func(r rune) rune {
		if r == ' ' || r == '-' {
			return -1
		}
		return r
	}, strings.ToUpper(strings.TrimSpace(code)))
}

// Watch starts watching the member who shares code (stopping a watch in
// progress) and returns that member's name.
func (m *Member) Watch(code string) (string, error) {
	h := m.hub
	h.mu.Lock()
	defer h.mu.Unlock()
	if m.closed {
		return "", ErrNoCode
	}
	if m.tries >= MaxTries {
		return "", ErrTries
	}
	p := h.shares[NormalizeCode(code)]
	switch {
	case p == nil:
		m.tries++
		if m.tries >= MaxTries {
			return "", ErrTries
		}
		return "", ErrNoCode
	case p == m:
		return "", ErrYourself
	}
	m.stopWatching()
	m.watching = p
	p.watchers = append(p.watchers, m)
	p.tell(Watchers{Names: p.names()})
	if p.last != nil {
		f := *p.last
		m.frame = &f
		m.wakeUp()
	}
	return p.name, nil
}

// Watching is the name of the member this one watches, "" for none.
func (m *Member) Watching() string {
	m.hub.mu.Lock()
	defer m.hub.mu.Unlock()
	if m.watching == nil {
		return ""
	}
	return m.watching.name
}

// StopWatching ends this member's watch, if any; the player is told.
func (m *Member) StopWatching() {
	m.hub.mu.Lock()
	defer m.hub.mu.Unlock()
	m.stopWatching()
}

func (m *Member) stopWatching() {
	p := m.watching
	if p == nil {
		return
	}
	m.watching, m.frame = nil, nil
	for i, w := range p.watchers {
		if w == m {
			p.watchers = append(p.watchers[:i:i], p.watchers[i+1:]...)
			break
		}
	}
	p.tell(Watchers{Names: p.names()})
}

// Sharing reports whether anyone could watch this member now.
func (m *Member) Sharing() bool { return m.Code() != "" }

// Publish gives this member's watchers its table (the newest frame
// replaces one not yet drawn: a slow watcher never holds the player up).
func (m *Member) Publish(f Frame) {
	h := m.hub
	h.mu.Lock()
	defer h.mu.Unlock()
	if m.code == "" {
		return
	}
	m.last = &f
	for _, w := range m.watchers {
		c := f
		w.frame = &c
		w.wakeUp()
	}
}

// Coach gives this member's watchers a line of the coach's.
func (m *Member) Coach(line string) {
	h := m.hub
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, w := range m.watchers {
		w.tell(Coach{Line: line})
	}
}

// Note sends a note to the member this one watches: one line of at most
// MaxNote characters.
func (m *Member) Note(text string) error {
	text = strings.Join(strings.Fields(text), " ")
	if text == "" {
		return errors.New("an empty note")
	}
	if utf8.RuneCountInString(text) > MaxNote {
		text = string([]rune(text)[:MaxNote-1]) + "…"
	}
	h := m.hub
	h.mu.Lock()
	defer h.mu.Unlock()
	if m.watching == nil {
		return errors.New("you are not watching anyone")
	}
	m.watching.tell(Note{From: m.name, Text: text})
	return nil
}

// tell queues e (hub.mu held), dropping the oldest past queueSize.
func (m *Member) tell(e Event) {
	if m.closed {
		return
	}
	if len(m.queue) >= queueSize {
		m.queue = m.queue[1:]
	}
	m.queue = append(m.queue, e)
	m.wakeUp()
}

func (m *Member) wakeUp() {
	select {
	case m.wake <- struct{}{}:
	default:
	}
}

// Wait blocks until there is something to tell the member and returns
// it: queued events first, then the newest frame. It returns nil once the
// member is closed.
func (m *Member) Wait() Event {
	h := m.hub
	for {
		h.mu.Lock()
		switch {
		case m.closed:
			h.mu.Unlock()
			return nil
		case len(m.queue) > 0:
			e := m.queue[0]
			m.queue = m.queue[1:]
			h.mu.Unlock()
			return e
		case m.frame != nil:
			f := *m.frame
			m.frame = nil
			h.mu.Unlock()
			return f
		}
		h.mu.Unlock()
		select {
		case <-m.wake:
		case <-m.done:
		}
	}
}

// Close ends the member's part: its sharing (watchers are told) and its
// watch; Wait returns nil from now on.
func (m *Member) Close() {
	h := m.hub
	h.mu.Lock()
	defer h.mu.Unlock()
	if m.closed {
		return
	}
	m.unshare(m.name + " left")
	m.stopWatching()
	m.closed = true
	m.queue, m.frame = nil, nil
	close(m.done)
}

// newCode is CodeLen characters of the alphabet from crypto/rand.
func newCode() string {
	b := make([]byte, CodeLen)
	_, _ = rand.Read(b)
	for i := range b {
		b[i] = alphabet[int(b[i])%len(alphabet)]
	}
	return string(b)
}
