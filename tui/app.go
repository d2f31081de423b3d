// Package tui is razz's terminal interface: one root Bubble Tea model that
// routes keys and messages to screens (menu, table, quiz, rules, stats,
// history and settings), the keymap, the theme and the coach's box. It
// may import engine, engine/narrate, bots, bots/review, assets and its own
// tui/store, tui/drill, tui/handlist and tui/watch; never tui/cli or tui/serve (they
// import it). Update does no I/O and never sleeps: commands and ticks do.
package tui

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"razz/engine"
	"razz/tui/store"
	"razz/tui/watch"
)

// MinWidth and MinHeight are the smallest terminal razz draws in.
const (
	MinWidth  = 80
	MinHeight = 24
)

// ScreenID names a screen in the registry.
type ScreenID int

const (
	ScreenMenu ScreenID = iota
	ScreenPlay          // the table
	ScreenQuiz
	ScreenRules
	ScreenStats
	ScreenHistory
	ScreenStarts // the starting-hand chart
	ScreenSettings
	ScreenWarmup // razz warmup: a quiz round, fast hands, a summary
)

// Screen is one screen of the trainer. Screens are plain structs holding a
// *Shared; the root model gives them the keys it does not handle itself.
type Screen interface {
	Update(msg tea.Msg) (Screen, tea.Cmd)
	View() string
	// SetSize gives the size of the body: the terminal less header and footer.
	SetSize(width, height int)
}

// A screen may also implement these.
type (
	// titled screens name themselves in the header.
	titled interface{ Title() string }
	// helped screens list the keys that apply now.
	helped interface{ Help() []key.Binding }
	// typing screens take q as text; esc still goes back.
	typing interface{ Typing() bool }
	// backer screens handle q/esc themselves (a step back inside the
	// screen) and return false when the root should go to the menu.
	backer interface{ Back() bool }
	// cmdBacker is a backer whose step back may start work: the table
	// resumes play when a box is closed.
	cmdBacker interface{ BackCmd() (bool, tea.Cmd) }
	// fullHelper screens list all their keys by group; the root shows
	// them on ? (a screen without it, the table, handles ? itself).
	fullHelper interface{ FullHelp() [][]key.Binding }
)

// screens is the registry: how each screen is made. The table screen
// replaces the ScreenPlay entry.
var screens = map[ScreenID]func(*Shared) Screen{
	ScreenMenu:     newMenu,
	ScreenPlay:     newTable,
	ScreenQuiz:     func(sh *Shared) Screen { return newQuiz(sh, sh.Opts.Quiz) },
	ScreenRules:    newRules,
	ScreenStats:    newStatsScreen,
	ScreenHistory:  newHistory,
	ScreenStarts:   newStarts,
	ScreenSettings: newSettingsScreen,
	ScreenWarmup:   newWarmup,
}

// Goto switches to a screen once the current update is done. It is
// synchronous, so keys typed right after go to the new screen.
func (sh *Shared) Goto(id ScreenID) { sh.next = &id }

// Options start the interface.
type Options struct {
	Start   ScreenID
	Quiz    QuizOptions
	Table   TableOptions
	Warmup  WarmupOptions
	Theme   ThemeOptions
	DataDir string // where stats and the history are kept; "" for store.DataDir()
	// Settings is where the table's L key remembers learning mode; nil
	// remembers nothing.
	Settings *store.SettingsFile
	// Notice is said at start (a settings file that could not be used,
	// with where it went), with the other notices.
	Notice string
	// Background fixes the background instead of asking the terminal:
	// "dark" or "light" (tests use it for stable screens).
	Background string
	// Saves, when set, counts the writes (history, stats, settings) that
	// are still running: razz serve waits on it before the process exits,
	// so a hand finished just before a stop is not lost.
	Saves *sync.WaitGroup
	// Location is the time zone the screens show times in; nil for the
	// machine's (time.Local). Tests fix it instead of changing time.Local,
	// which the runtime's timers read from other goroutines.
	Location *time.Location
	// Watch is this session's place at razz serve's watch hub: w on the
	// menu shares the table or watches another member's. nil elsewhere.
	Watch *watch.Member
	// Practice is the hands ScreenPractice practises, in order (razz
	// practice FILE).
	Practice []engine.HandLog
}

// Shared is the context every screen gets: sizes, theme, keys, options and
// the quiz stats.
type Shared struct {
	Theme         Theme
	Keys          KeyMap
	Opts          Options
	Width, Height int // the whole terminal

	// Stats is the quiz record the screens show: as last read from disk,
	// with the changes not yet saved on top (unsaved, numbered up to
	// statsSeq; statsSaved is the last one a save wrote).
	Stats      *store.QuizRecord
	statsSeq   int
	statsSaved int
	unsaved    []statsChange
	loaded     bool
	store      *statsStore
	// statsProblem is why the quiz record on disk could not be used, for
	// the Stats screen to say (once: the file was moved aside).
	statsProblem *store.Problem
	next         *ScreenID // set by Goto
	watch        watchState
	// practice is what the History screen hands ScreenPractice: the hands
	// to practise, and that q goes back to History.
	practice *practiceQueue
	// notices are said under the screen, each whole, until the user goes
	// to another screen: every file or line set aside, with where it went.
	notices []string
}

// notify says s under the screen (once: the same notice twice is one).
func (sh *Shared) notify(s string) {
	if s != "" && !slices.Contains(sh.notices, s) {
		sh.notices = append(sh.notices, s)
	}
}

// local is t in the time zone the screens show (Options.Location).
func (sh *Shared) local(t time.Time) time.Time {
	if sh.Opts.Location != nil {
		return t.In(sh.Opts.Location)
	}
	return t.Local()
}

// history is the hand history in Options.DataDir, else in the default
// data directory. Call it in a command: it may look up the home directory.
func (sh *Shared) history() (*store.History, error) { return sh.home().History() }

// home is where the user's files are.
func (sh *Shared) home() store.Home { return store.Home{Data: sh.Opts.DataDir} }

// saving counts cmd, a write to disk, in Options.Saves until it returns.
// It is counted when made, in Update, so a stop that comes after the
// update that made it waits for it.
func (sh *Shared) saving(cmd tea.Cmd) tea.Cmd {
	wg := sh.Opts.Saves
	if cmd == nil || wg == nil {
		return cmd
	}
	wg.Add(1)
	return func() tea.Msg {
		defer wg.Done()
		return cmd()
	}
}

// Model is the root Bubble Tea model.
type Model struct {
	sh      *Shared
	live    map[ScreenID]Screen
	current ScreenID
	help    help.Model
	status  string // a one-line warning for the user
	// fullHelp is true while ? shows every key of the screen; any key
	// closes it.
	fullHelp bool
	// early holds the keys pressed before the terminal's size and the quiz
	// record are known (typed ahead at start, or pasted): they are played
	// once both are, in order, instead of being dropped as "too small".
	early []tea.KeyPressMsg
}

// New makes the root model.
func New(o Options) *Model {
	sh := &Shared{Keys: DefaultKeys(), Opts: o, Stats: store.NewQuizRecord()}
	sh.Theme = NewTheme(sh.Opts.Theme, o.Background != "light")
	sh.store = newStatsStore(sh.home().QuizFile())
	sh.notify(o.Notice)
	m := &Model{sh: sh, live: map[ScreenID]Screen{}, help: help.New()}
	m.show(o.Start)
	m.styleHelp()
	return m
}

// Run starts the interface and returns when the user quits.
func Run(o Options) error {
	_, err := tea.NewProgram(New(o)).Run()
	return err
}

func (m *Model) show(id ScreenID) {
	if _, ok := m.live[id]; !ok {
		s := screens[id](m.sh)
		m.live[id] = s
	}
	m.current = id
	m.resize()
}

func (m *Model) resize() {
	w, h := m.bodySize()
	m.live[m.current].SetSize(w, h)
	m.help.SetWidth(w)
}

// bodySize: a header line and a blank line above, a blank line and the
// help line below, two columns of margin each side.
func (m *Model) bodySize() (int, int) { return max(m.sh.Width-4, 0), max(m.sh.Height-4, 0) }

func (m *Model) styleHelp() {
	t := m.sh.Theme
	m.help.Styles.ShortKey, m.help.Styles.ShortDesc, m.help.Styles.ShortSeparator = t.HelpKey, t.HelpDesc, t.HelpSep
	m.help.Styles.Ellipsis = t.HelpSep
	m.help.Styles.FullKey, m.help.Styles.FullDesc, m.help.Styles.FullSeparator = t.Key, t.Text, t.HelpSep
}

// Init asks the terminal for its background and reads the stats.
func (m *Model) Init() tea.Cmd {
	cmds := []tea.Cmd{m.sh.store.load}
	if m.sh.Opts.Background == "" {
		cmds = append(cmds, tea.RequestBackgroundColor)
	}
	if in, ok := m.live[m.current].(interface{ Init() tea.Cmd }); ok {
		cmds = append(cmds, in.Init())
	}
	if m.sh.Opts.Watch != nil {
		cmds = append(cmds, waitWatch(m.sh.Opts.Watch))
	}
	return tea.Batch(cmds...)
}

// Update handles global keys and messages, then hands the rest to the
// current screen; a watched player's decision goes to the coach.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	mm, cmd := m.update(msg)
	if c := m.watchCoach(); c != nil {
		cmd = tea.Batch(cmd, c)
	}
	return mm, cmd
}

func (m *Model) update(msg tea.Msg) (tea.Model, tea.Cmd) {
	sh := m.sh
	switch msg := msg.(type) {
	case watchEventMsg:
		return m, m.onWatch(msg)
	case tea.WindowSizeMsg:
		sh.Width, sh.Height = msg.Width, msg.Height
		m.resize()
		return m, m.playEarly()
	case tea.BackgroundColorMsg:
		if sh.Opts.Background == "" {
			sh.Theme = NewTheme(sh.Opts.Theme, msg.IsDark())
			m.styleHelp()
		}
		return m, nil
	case statsLoadedMsg, statsSavedMsg:
		return m, m.statsUpdate(msg)
	case settingsSavedMsg:
		if msg.err != nil {
			m.status = "settings not saved: " + oneLine(msg.err.Error())
		}
		return m, nil
	case tea.KeyPressMsg:
		k := sh.Keys.Global
		if key.Matches(msg, k.Quit) {
			return m, tea.Quit
		}
		if !m.ready() {
			m.early = append(m.early, msg)
			return m, nil
		}
		if m.tooSmall() { // nothing on screen to act on: only ctrl+c works
			return m, nil
		}
		if m.fullHelp { // any key closes the list of keys, and does nothing else
			m.fullHelp = false
			return m, nil
		}
		if _, ok := m.live[m.current].(fullHelper); ok && key.Matches(msg, k.FullHelp) {
			m.fullHelp = true
			return m, nil
		}
		typingNow := false
		if t, ok := m.live[m.current].(typing); ok {
			typingNow = t.Typing()
		}
		if key.Matches(msg, k.Esc) || (!typingNow && key.Matches(msg, k.Back)) {
			switch b := m.live[m.current].(type) {
			case cmdBacker:
				if done, cmd := b.BackCmd(); done {
					return m, cmd
				}
			case backer:
				if b.Back() {
					return m, nil
				}
			}
			if m.current == ScreenMenu {
				// The top menu has nowhere to go back to: esc stays (pressing
				// it to back out of a screen never quits by accident); q quits.
				if key.Matches(msg, k.Esc) {
					m.status = "This is the top menu: q quits razz."
					return m, nil
				}
				return m, tea.Quit
			}
			sh.Goto(ScreenMenu)
			return m, m.switchScreen()
		}
	}
	if m.watchKey(msg) {
		return m, m.switchScreen()
	}
	s, cmd := m.live[m.current].Update(msg)
	m.live[m.current] = s
	return m, tea.Batch(cmd, m.switchScreen())
}

// ready: the terminal's size and the quiz record are known, so a key can
// act on what the user sees (the Mistakes drill's first spot comes from
// the record).
func (m *Model) ready() bool { return m.sh.Width > 0 && m.sh.loaded }

// playEarly plays the keys that came before ready, once it is.
func (m *Model) playEarly() tea.Cmd {
	if !m.ready() || len(m.early) == 0 {
		return nil
	}
	keys := m.early
	m.early = nil
	var cmds []tea.Cmd
	for _, k := range keys {
		_, cmd := m.Update(k)
		cmds = append(cmds, cmd)
	}
	return tea.Batch(cmds...)
}

// switchScreen shows the screen asked for with Goto, if any.
func (m *Model) switchScreen() tea.Cmd {
	if m.sh.next == nil {
		return nil
	}
	id := *m.sh.next
	m.sh.next = nil
	m.status = ""
	m.sh.notices = nil // said: the next screen starts clean
	m.fullHelp = false
	m.show(id)
	if in, ok := m.live[id].(interface{ Enter() tea.Cmd }); ok {
		return in.Enter()
	}
	return nil
}

// View draws the header, the current screen and the help line.
func (m *Model) View() tea.View {
	v := tea.NewView(m.render())
	v.AltScreen = true
	v.WindowTitle = "razz"
	return v
}

func (m *Model) render() string {
	sh := m.sh
	t := sh.Theme
	if sh.Width == 0 {
		return ""
	}
	if m.tooSmall() {
		msg := "terminal too small (80x24 needed)"
		return lipgloss.Place(sh.Width, sh.Height, lipgloss.Center, lipgloss.Center,
			t.Warn.Render(msg)+"\n"+t.Subtle.Render(fmt.Sprintf("now %dx%d; ctrl+c quits", sh.Width, sh.Height)))
	}
	s := m.live[m.current]
	title := "razz"
	if ti, ok := s.(titled); ok {
		title += " · " + ti.Title()
	}
	header := t.Bar.Width(sh.Width).Padding(0, 2).Render(title)
	bw, bh := m.bodySize()
	if fh, ok := s.(fullHelper); ok && m.fullHelp {
		return header + "\n\n" + fitBody(m.fullHelpView(fh), bw, bh) + "\n\n  " + t.HelpDesc.Render("any key closes this list")
	}
	var notes []string // the notices whole, wrapped, in the body's last lines
	for _, n := range sh.notices {
		notes = append(notes, wrapWords(n, bw)...)
	}
	notes = notes[:min(len(notes), bh/2)]
	view := s.View()
	body := fitBody(view, bw, bh-len(notes))
	for _, l := range notes {
		body += "\n  " + t.Warn.Render(l)
	}
	if m.current == ScreenPlay {
		m.publishWatch(strings.TrimPrefix(title, "razz · "), view)
	} else {
		m.publishWatch("", "") // away from the table
	}
	var keys []key.Binding
	if h, ok := s.(helped); ok {
		keys = h.Help()
	}
	back := sh.Keys.Global.Back
	switch t, ok := s.(typing); {
	case ok && t.Typing(): // q is text here: only esc goes back
		back = sh.Keys.Global.Esc
	case m.current == ScreenMenu:
		back.SetHelp("q", "quit")
	}
	status := ""
	if m.status != "" {
		status = "  " + t.Warn.Render(truncate(m.status, bw))
	} else if ws := sh.watch.watchers; len(ws) > 0 {
		status = "  " + t.Subtle.Render(truncate("Watched by "+strings.Join(ws, ", ")+" · w on the menu ends it", bw))
	}
	var tail []key.Binding  // q and ?: kept when the screen's keys do not all fit
	if !bound(keys, back) { // a prompt may give q its own meaning (the table's "Leave?": q stays)
		tail = append(tail, back)
	}
	if _, ok := s.(fullHelper); ok {
		all := sh.Keys.Global.FullHelp
		all.SetHelp("?", "keys")
		tail = append(tail, all)
	}
	return header + "\n\n" + body + "\n" + status + "\n  " + m.helpLine(keys, tail, bw)
}

// helpLine is the screen's keys then tail (q back, ? keys) in at most w
// cells: the screen's last keys give way first, since ? lists them all.
// It never runs past the body: Bubbles' help adds an item that overflows
// when no ellipsis fits, and the terminal would cut it.
func (m *Model) helpLine(keys, tail []key.Binding, w int) string {
	m.help.SetWidth(0) // measure every item: the help's own cut hides which fit
	defer m.help.SetWidth(w)
	for n := len(keys); n >= 0; n-- {
		all := append(append([]key.Binding(nil), keys[:n]...), tail...)
		if line := m.help.ShortHelpView(all); ansi.StringWidth(line) <= w {
			return line
		}
	}
	return ansi.Truncate(m.help.ShortHelpView(tail), w, "…")
}

// fullHelpView lists every key of a screen in columns, then the keys that
// work everywhere.
func (m *Model) fullHelpView(fh fullHelper) string {
	k := m.sh.Keys.Global
	back := k.Back
	if m.current == ScreenMenu {
		back.SetHelp("q", "quit")
	}
	esc := k.Esc
	esc.SetHelp("esc", "back, also while typing")
	groups := append(fh.FullHelp(), []key.Binding{back, esc, k.Quit})
	return m.sh.Theme.Title.Render("Keys") + "\n\n" + m.keyColumns(groups, max(m.sh.Width-4, 0))
}

// keyColumns draws groups of keys as columns, starting a new row of
// columns where the next would not fit in w cells: at 80 columns the last
// group (q, esc, ctrl+c) goes below instead of being cut off.
func (m *Model) keyColumns(groups [][]key.Binding, w int) string {
	m.help.SetWidth(0)
	defer m.help.SetWidth(w)
	var rows []string
	var row [][]key.Binding
	for _, g := range groups {
		if len(row) > 0 && lipgloss.Width(m.help.FullHelpView(append(row, g))) > w {
			rows = append(rows, m.help.FullHelpView(row))
			row = nil
		}
		row = append(row, g)
	}
	return strings.Join(append(rows, m.help.FullHelpView(row)), "\n\n")
}

// bound tells whether one of keys already names b's key in its help
// ("n/q stay"), so that the help line does not tell q twice.
func bound(keys []key.Binding, b key.Binding) bool {
	for _, k := range keys {
		if slices.Contains(strings.Split(k.Help().Key, "/"), b.Help().Key) {
			return true
		}
	}
	return false
}

func (m *Model) tooSmall() bool { return m.sh.Width < MinWidth || m.sh.Height < MinHeight }

// fitBody cuts a screen's view to the body's size and indents it by two
// columns. It is done line by line (a lipgloss block render of the whole
// body costs several times what the table takes to draw).
func fitBody(view string, w, h int) string {
	lines := strings.Split(view, "\n")
	if len(lines) > h {
		lines = lines[:h]
	}
	var b strings.Builder
	for i := 0; i < h; i++ {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString("  ")
		if i >= len(lines) {
			continue
		}
		l := lines[i]
		if pw := ansi.StringWidth(l); pw > w {
			l = ansi.Truncate(l, w, "")
		}
		b.WriteString(l)
	}
	return b.String()
}
