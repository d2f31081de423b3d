// Package tuitest runs the app (tui/app) with screens in tests, without a
// terminal: a Driver feeds it messages and runs the commands they return,
// as the program would; Golden runs it with teatest at a fixed size and
// compares the final screen with a golden file. A screen's tests host
// their screen in the real app with it (the app never imports a screen),
// keeping the screens it makes by id (Live) to look inside them.
//
// It is for tests only: no program imports it, so the CI's deadcode
// check leaves it out (.ci/run says why). It imports tui/app and the
// packages below it; never a screen.
package tuitest

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/charmbracelet/x/exp/teatest/v2"

	"razz/tui/app"
	"razz/tui/screen"
	"razz/tui/store"
)

// Sizes are the sizes screens are drawn at in the golden files.
var Sizes = [][2]int{{80, 24}, {120, 40}}

// Press makes a key press: "enter", "left", "ctrl+c" or a character.
func Press(k string) tea.KeyPressMsg {
	switch k {
	case "enter":
		return tea.KeyPressMsg{Code: tea.KeyEnter}
	case "esc":
		return tea.KeyPressMsg{Code: tea.KeyEscape}
	case "left":
		return tea.KeyPressMsg{Code: tea.KeyLeft}
	case "right":
		return tea.KeyPressMsg{Code: tea.KeyRight}
	case "up":
		return tea.KeyPressMsg{Code: tea.KeyUp}
	case "down":
		return tea.KeyPressMsg{Code: tea.KeyDown}
	case "tab":
		return tea.KeyPressMsg{Code: tea.KeyTab}
	case "space":
		return tea.KeyPressMsg{Code: tea.KeySpace, Text: " "}
	case "backspace":
		return tea.KeyPressMsg{Code: tea.KeyBackspace}
	case "home":
		return tea.KeyPressMsg{Code: tea.KeyHome}
	case "end":
		return tea.KeyPressMsg{Code: tea.KeyEnd}
	case "pgdown":
		return tea.KeyPressMsg{Code: tea.KeyPgDown}
	case "pgup":
		return tea.KeyPressMsg{Code: tea.KeyPgUp}
	}
	if c, ok := strings.CutPrefix(k, "ctrl+"); ok && len(c) == 1 {
		return tea.KeyPressMsg{Code: rune(c[0]), Mod: tea.ModCtrl}
	}
	r := []rune(k)[0]
	return tea.KeyPressMsg{Code: r, Text: k}
}

// Live is the screens an app made, by id, as they were made, and the
// context the app gave them.
type Live struct {
	Made map[screen.ID]screen.Screen
	Ctx  screen.Context
}

// NewLive is a Live with no screen made yet.
func NewLive() *Live { return &Live{Made: map[screen.ID]screen.Screen{}} }

// Hook is mk with each screen kept as it is made, and setup (if not nil)
// run on it first, before the app gives it a message.
func (l *Live) Hook(mk map[screen.ID]screen.New, setup func(screen.ID, screen.Screen)) map[screen.ID]screen.New {
	out := make(map[screen.ID]screen.New, len(mk))
	for id, f := range mk {
		out[id] = func(c screen.Context) screen.Screen {
			s := f(c)
			if setup != nil {
				setup(id, s)
			}
			l.Made[id], l.Ctx = s, c
			return s
		}
	}
	return out
}

// Showing is the id of the screen made that the view shows, by its title
// in the header; false when none does (the terminal is too small).
func (l *Live) Showing(view string) (screen.ID, bool) {
	head := strings.TrimSpace(strings.SplitN(ansi.Strip(view), "\n", 2)[0])
	for id, s := range l.Made {
		title := "razz"
		if t, ok := s.(screen.Titled); ok {
			title += " · " + t.Title()
		}
		if head == title {
			return id, true
		}
	}
	return 0, false
}

// Stub stands in for a screen a screen's test opens but does not test:
// titled "stub <id>", it does nothing.
type Stub struct{ ID screen.ID }

func (s Stub) Update(tea.Msg) (tea.Cmd, []tea.Msg) { return nil, nil }
func (s Stub) View() string                        { return "" }
func (s Stub) SetSize(int, int)                    {}
func (s Stub) Title() string                       { return fmt.Sprintf("stub %d", s.ID) }

// WithStubs is mk with a Stub for each screen it does not make.
func WithStubs(mk map[screen.ID]screen.New) map[screen.ID]screen.New {
	out := map[screen.ID]screen.New{}
	for id := range screen.NumIDs {
		out[id] = func(screen.Context) screen.Screen { return Stub{id} }
	}
	for id, f := range mk {
		out[id] = f
	}
	return out
}

// Open is a driver of the app of o, not started yet (Start gives it its
// size and runs its Init): o's screens are kept as they are made (and set
// up by setup, if not nil), a Stub stands in for each screen o does not
// make; the background is dark unless o says, and the data directory a
// new one unless o says.
func Open(t testing.TB, o app.Options, setup func(screen.ID, screen.Screen)) *Driver {
	t.Helper()
	if o.DataDir == "" {
		o.DataDir = TempDir(t)
	}
	if o.Background == "" {
		o.Background = "dark"
	}
	live := NewLive()
	o.Screens = live.Hook(WithStubs(o.Screens), setup)
	d := New(t, app.New(o))
	d.Live = live
	return d
}

// Ctx is the context the screens of the app of o get (dark, every screen
// a stub), for a screen a test makes by hand.
func Ctx(t testing.TB, o app.Options) screen.Context {
	t.Helper()
	return Open(t, o, nil).Live.Ctx
}

// TempDir is a temporary directory for an app whose commands (a stats
// save) may still be writing when the program has quit: its removal is
// retried until those writes are done, where t.TempDir would fail.
func TempDir(t testing.TB) string {
	t.Helper()
	dir, err := os.MkdirTemp("", "razz-test-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		for range 100 {
			if os.RemoveAll(dir) == nil {
				return
			}
			time.Sleep(10 * time.Millisecond)
		}
		t.Errorf("could not remove %s", dir)
	})
	return dir
}

// Current is the id of the screen showing (by its title), -1 when none
// shows (the terminal is too small) or the driver keeps no Live.
func (d *Driver) Current() screen.ID {
	if d.Live != nil {
		if id, ok := d.Live.Showing(d.View()); ok {
			return id
		}
	}
	return -1
}

// Driver runs an app without a terminal: it feeds messages and runs the
// commands they return, as the program would (a test with timers keeps
// them off its screens: a tick's command sleeps its time).
type Driver struct {
	T    testing.TB
	M    *app.Model
	Live *Live // the screens the app made (Open), nil if not kept
	Quit bool
	// RunCmds false leaves commands unrun (timed rounds: ticks are sent
	// by hand).
	RunCmds bool
	// Hold, when set, keeps back the messages it says true for (a save
	// that comes back late).
	Hold func(tea.Msg) bool
}

// New is a driver of m, which is not started: Start gives it its size and
// runs its Init.
func New(t testing.TB, m *app.Model) *Driver { return &Driver{T: t, M: m, RunCmds: true} }

// Start gives the app a terminal of w x h and runs its Init's commands
// (the quiz record read, the screen's first work), as the program does.
func (d *Driver) Start(w, h int) *Driver {
	d.Feed(tea.WindowSizeMsg{Width: w, Height: h})
	d.Run(d.M.Init())
	return d
}

// Feed gives the app msg and runs the commands it returns.
func (d *Driver) Feed(msg tea.Msg) {
	_, cmd := d.M.Update(msg)
	if d.RunCmds {
		d.Run(cmd)
	}
}

// Run runs cmd and feeds its messages.
func (d *Driver) Run(cmd tea.Cmd) {
	if cmd == nil {
		return
	}
	switch msg := cmd().(type) {
	case nil:
	case tea.BatchMsg:
		for _, c := range msg {
			d.Run(c)
		}
	case tea.QuitMsg:
		d.Quit = true
	default:
		if d.Hold != nil && d.Hold(msg) {
			return // the test hands it back later, or never
		}
		d.Feed(msg)
	}
}

// Keys presses keys, in order.
func (d *Driver) Keys(ks ...string) {
	for _, k := range ks {
		d.Feed(Press(k))
	}
}

// View is the screen as the app draws it.
func (d *Driver) View() string { return d.M.View().Content }

// Footer is the last line of the screen: the help line.
func (d *Driver) Footer() string {
	lines := strings.Split(ansi.Strip(d.View()), "\n")
	return lines[len(lines)-1]
}

// Flat is a screen's text with every run of spaces as one.
func Flat(view string) string { return strings.Join(strings.Fields(ansi.Strip(view)), " ") }

// Fits fails t when view (what) is more than h lines or a line is wider
// than w cells.
func Fits(t testing.TB, what, view string, w, h int) {
	t.Helper()
	lines := strings.Split(view, "\n")
	if len(lines) > h {
		t.Errorf("%s: %d lines, the body has %d\n%s", what, len(lines), h, view)
	}
	for _, l := range lines {
		if ansi.StringWidth(l) > w {
			t.Errorf("%s: a line wider than %d cells:\n%s", what, w, ansi.Strip(l))
		}
	}
}

// Golden runs m with teatest at w x h, with a fixed colour profile,
// presses keys once the quiz record is read, quits once busy (if not nil)
// says the screen's own work is done (a table's bots decide in commands:
// the quit must not overtake their decisions or the keys waiting for
// them), and compares the final screen with testdata/<test name>.golden.
// Regenerate with -update.
func Golden(t *testing.T, m *app.Model, w, h int, keys []string, busy func() bool) {
	t.Helper()
	tm := teatest.NewTestModel(t, &settled{Model: m, busy: busy, keys: keys},
		teatest.WithInitialTermSize(w, h),
		teatest.WithProgramOptions(tea.WithColorProfile(colorprofile.TrueColor)))
	tm.Send(pressAllMsg{})
	final := tm.FinalModel(t, teatest.WithFinalTimeout(5*time.Second)).(*settled)
	golden.RequireEqual(t, []byte(final.View().Content))
}

// settled is the app under a golden test: it presses the test's keys once
// the record is read (the keys would wait for it anyway, and the quit must
// come after them), then quits once the screen is not busy.
type settled struct {
	*app.Model
	busy    func() bool
	keys    []string
	read    bool // the record is read
	pressed bool // the keys were pressed
}

type (
	pressAllMsg     struct{}
	quitSettledMsg  struct{}
	pressAgainLater struct{}
)

func (s *settled) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg.(type) {
	case app.RecordRead:
		s.read = true
	case pressAllMsg, pressAgainLater:
		if !s.read || s.pressed {
			return s, later(pressAgainLater{})
		}
		s.pressed = true
		var cmds []tea.Cmd
		for _, k := range s.keys {
			_, cmd := s.Model.Update(Press(k))
			cmds = append(cmds, cmd)
		}
		return s, tea.Batch(append(cmds, later(quitSettledMsg{}))...)
	case quitSettledMsg:
		if s.busy != nil && s.busy() {
			return s, later(quitSettledMsg{})
		}
		return s, tea.Quit
	}
	_, cmd := s.Model.Update(msg)
	return s, cmd
}

// later sends msg after a moment, for the harness to look again.
func later(msg tea.Msg) tea.Cmd {
	return func() tea.Msg { time.Sleep(time.Millisecond); return msg }
}

// SaveRecord saves rec as the quiz record of the data directory dir.
func SaveRecord(dir string, rec *store.QuizRecord) error {
	_, _, err := store.Home{Data: dir}.QuizFile().Update(func(r *store.QuizRecord) { *r = *rec })
	return err
}

// LoadRecord is the quiz record saved in the data directory dir, as the
// app reads it, with the problem of a file it could not use.
func LoadRecord(dir string) (*store.QuizRecord, *store.Problem) {
	return store.Home{Data: dir}.QuizFile().Load()
}
