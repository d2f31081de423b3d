// Package app is razz's root Bubble Tea model: it owns the app's state
// (the quiz record, the theme, the table's preferences, the notices, the
// watch), gives every screen a read-only screen.Context onto it, routes
// messages and keys to the screen showing, takes the messages screens
// send it (Open, Notice, SetTheme, SetPrefs), and draws the header, the
// notices, the status line and the help line around the screen. It knows
// the screens only by their ids and constructors (Options.Screens, which
// tui assembles), so a screen's tests can host it in the real app. It
// imports tui/screen, tui/theme, tui/keys, tui/widget, tui/store and
// tui/watch; never a screen. Update does no I/O and never sleeps:
// commands and ticks do.
package app

import (
	"context"
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

	"razz/tui/keys"
	"razz/tui/screen"
	"razz/tui/store"
	"razz/tui/theme"
	"razz/tui/watch"
	"razz/tui/widget"
)

// MinWidth and MinHeight are the smallest terminal razz draws in.
const (
	MinWidth  = 80
	MinHeight = 24
)

// Options start the app.
type Options struct {
	Start screen.ID
	// Screens is how each screen is made (tui's list): the app makes a
	// screen the first time it shows it, and keeps it.
	Screens map[screen.ID]screen.New
	// Prefs is what the first table takes (learning mode, the coach, the
	// speed, auto-deal), as the command line and the settings say.
	Prefs   screen.Prefs
	Theme   theme.Options
	DataDir string // where stats and the history are kept; "" for store.DataDir()
	// Settings is the settings file the screens save choices in; nil
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
	// Watch is this session's place at razz serve's watch hub: the
	// menu's Watch item shares the table or watches another member's. nil elsewhere.
	Watch *watch.Member
	// Lifetime, when set, is done once the user has gone (razz serve's
	// session ended): the coach's reviews started for them stop. Nil:
	// they always finish.
	Lifetime context.Context
}

// Model is the root Bubble Tea model: it owns the app's state (the quiz
// record, the theme, the table's preferences, the notices, the watch) and
// gives each screen a read-only context onto it; screens ask for changes
// with messages.
type Model struct {
	o       Options
	env     *screen.Env
	ctx     screen.Context
	rec     *records
	make    map[screen.ID]screen.New
	live    map[screen.ID]screen.Screen
	current screen.ID
	backTo  screen.ID // where q goes from the current screen (Open.Back)
	help    help.Model
	status  string // a one-line warning for the user
	// notices are said under the screen, each whole, until the user goes
	// to another screen: every file or line set aside, with where it went.
	notices []string
	watch   watchState
	// ov is what covers the screen: the list of its keys (?), which any
	// key closes (the screens' boxes and questions are on their own).
	ov widget.Overlays
	// early holds the keys pressed before the terminal's size and the quiz
	// record are known (typed ahead at start, or pasted): they are played
	// once both are, in order, instead of being dropped as "too small".
	early []tea.KeyPressMsg
}

// New makes the root model.
func New(o Options) *Model {
	home := store.Home{Data: o.DataDir}
	env := &screen.Env{Keys: keys.Default(), Home: home, Location: o.Location, Saves: o.Saves, Settings: o.Settings, Watch: o.Watch, Lifetime: o.Lifetime,
		Theme: theme.New(o.Theme, o.Background != "light"), Prefs: o.Prefs}
	m := &Model{o: o, env: env, ctx: screen.NewContext(env), make: o.Screens, live: map[screen.ID]screen.Screen{}, help: help.New()}
	m.rec = newRecords(home.QuizFile(), home.LearnFile(), m.ctx.Saving)
	env.Record = m.rec
	m.notify(o.Notice)
	m.show(o.Start)
	m.styleHelp()
	return m
}

// notify says s under the screen (once: the same notice twice is one).
func (m *Model) notify(s string) {
	if s != "" && !slices.Contains(m.notices, s) {
		m.notices = append(m.notices, s)
	}
}

func (m *Model) show(id screen.ID) {
	if _, ok := m.live[id]; !ok {
		m.live[id] = m.make[id](m.ctx)
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
func (m *Model) bodySize() (int, int) { return max(m.env.Width-4, 0), max(m.env.Height-4, 0) }

func (m *Model) styleHelp() {
	t := m.env.Theme
	m.help.Styles.ShortKey, m.help.Styles.ShortDesc, m.help.Styles.ShortSeparator = t.HelpKey, t.HelpDesc, t.HelpSep
	m.help.Styles.Ellipsis = t.HelpSep
	m.help.Styles.FullKey, m.help.Styles.FullDesc, m.help.Styles.FullSeparator = t.Key, t.Text, t.HelpSep
}

// Init asks the terminal for its background and reads the stats.
func (m *Model) Init() tea.Cmd {
	cmds := []tea.Cmd{m.rec.store.load}
	if m.o.Background == "" {
		cmds = append(cmds, tea.RequestBackgroundColor)
	}
	if in, ok := m.live[m.current].(screen.Initer); ok {
		cmds = append(cmds, in.Init())
	}
	if m.o.Watch != nil {
		cmds = append(cmds, waitWatch(m.o.Watch))
	}
	return tea.Batch(cmds...)
}

// Update handles global keys and messages, then hands the rest to the
// current screen.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	env := m.env
	switch msg := msg.(type) {
	case watchEventMsg:
		return m, m.onWatch(msg)
	case tea.WindowSizeMsg:
		env.Width, env.Height = msg.Width, msg.Height
		m.resize()
		return m, m.playEarly()
	case tea.BackgroundColorMsg:
		if m.o.Background == "" {
			env.Theme = theme.New(env.Theme.Opts, msg.IsDark())
			m.styleHelp()
		}
		return m, nil
	case RecordRead, statsSavedMsg:
		return m, m.statsUpdate(msg)
	case screen.SettingsSaved:
		if msg.Err != nil {
			m.status = "settings not saved: " + widget.OneLine(msg.Err.Error())
		}
		return m, nil
	case tea.KeyPressMsg:
		k := env.Keys.Global
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
		if _, open := m.ov.Top(); open { // any key closes the list of keys, and does nothing else
			m.ov.Close()
			return m, nil
		}
		if _, ok := m.live[m.current].(screen.FullHelper); ok && key.Matches(msg, k.FullHelp) {
			m.ov.Open(widget.OverKeys, "")
			return m, nil
		}
		typingNow := false
		if t, ok := m.live[m.current].(screen.Typer); ok {
			typingNow = t.Typing()
		}
		if key.Matches(msg, k.Esc) || (!typingNow && key.Matches(msg, k.Back)) {
			if b, ok := m.live[m.current].(screen.Backer); ok {
				if done, cmd := b.Back(); done {
					return m, cmd
				}
			}
			if m.current == screen.Menu {
				// The top menu has nowhere to go back to: esc stays (pressing
				// it to back out of a screen never quits by accident); q quits.
				if key.Matches(msg, k.Esc) {
					m.status = "This is the top menu: q quits razz."
					return m, nil
				}
				return m, tea.Quit
			}
			return m, m.open(screen.Open{To: m.backTo})
		}
	}
	cmd, sends := m.live[m.current].Update(msg)
	return m, tea.Batch(cmd, m.take(sends))
}

// take handles the messages a screen sent, in order.
func (m *Model) take(sends []tea.Msg) tea.Cmd {
	var cmds []tea.Cmd
	for _, s := range sends {
		switch s := s.(type) {
		case screen.Open:
			cmds = append(cmds, m.open(s))
		case screen.Notice:
			m.notify(s.Text)
		case screen.SetTheme:
			m.env.Theme = theme.New(s.Options, m.env.Theme.Dark)
		case screen.SetPrefs:
			m.env.Prefs = s.Prefs
		case screen.SetPath:
			m.env.Path = s.Rec
		case screen.Sharing:
			m.onSharing(s)
		}
	}
	return tea.Batch(cmds...)
}

// ready: the terminal's size and the quiz record are known, so a key can
// act on what the user sees (the Mistakes drill's first spot comes from
// the record).
func (m *Model) ready() bool { return m.env.Width > 0 && m.rec.loaded }

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

// open shows the screen o asks for and gives it o's message.
func (m *Model) open(o screen.Open) tea.Cmd {
	m.status = ""
	m.notices = nil // said: the next screen starts clean
	m.ov.Clear()
	m.show(o.To)
	m.backTo = o.Back
	var cmds []tea.Cmd
	s := m.live[o.To]
	if in, ok := s.(screen.Enterer); ok {
		cmds = append(cmds, in.Enter())
	}
	if o.Msg != nil {
		cmd, sends := s.Update(o.Msg)
		cmds = append(cmds, cmd, m.take(sends))
	}
	return tea.Batch(cmds...)
}

// View draws the header, the current screen and the help line.
func (m *Model) View() tea.View {
	v := tea.NewView(m.render())
	v.AltScreen = true
	v.WindowTitle = "razz"
	return v
}

func (m *Model) render() string {
	env := m.env
	t := env.Theme
	if env.Width == 0 {
		return ""
	}
	if m.tooSmall() {
		msg := "terminal too small (80x24 needed)"
		return lipgloss.Place(env.Width, env.Height, lipgloss.Center, lipgloss.Center,
			t.Warn.Render(msg)+"\n"+t.Subtle.Render(fmt.Sprintf("now %dx%d; ctrl+c quits", env.Width, env.Height)))
	}
	s := m.live[m.current]
	title := "razz"
	if ti, ok := s.(screen.Titled); ok {
		title += " · " + ti.Title()
	}
	header := t.Bar.Width(env.Width).Padding(0, 2).Render(title)
	bw, bh := m.bodySize()
	if fh, ok := s.(screen.FullHelper); ok && m.ov.Has(widget.OverKeys) {
		return header + "\n\n" + fitBody(m.fullHelpView(fh), bw, bh) + "\n\n  " + t.HelpDesc.Render("any key closes this list")
	}
	var notes []string // the notices whole, wrapped, in the body's last lines
	for _, n := range m.notices {
		notes = append(notes, widget.Wrap(n, bw)...)
	}
	notes = notes[:min(len(notes), bh/2)]
	view := s.View()
	body := fitBody(view, bw, bh-len(notes))
	for _, l := range notes {
		body += "\n  " + t.Warn.Render(l)
	}
	if m.current == screen.Play {
		m.publishWatch(strings.TrimPrefix(title, "razz · "), view)
	} else {
		m.publishWatch("", "") // away from the table
	}
	var keys []key.Binding
	if h, ok := s.(screen.Helped); ok {
		keys = h.Help()
	}
	back := env.Keys.Global.Back
	switch t, ok := s.(screen.Typer); {
	case ok && t.Typing(): // q is text here: only esc goes back
		back = env.Keys.Global.Esc
	case m.current == screen.Menu:
		back.SetHelp("q", "quit")
	}
	status := ""
	if m.status != "" {
		status = "  " + t.Warn.Render(widget.Truncate(m.status, bw))
	} else if ws := m.watch.watchers; len(ws) > 0 {
		status = "  " + t.Subtle.Render(widget.Truncate("Watched by "+strings.Join(ws, ", ")+" · Watch on the menu ends it", bw))
	}
	var tail []key.Binding  // q and ?: kept when the screen's keys do not all fit
	if !bound(keys, back) { // a prompt may give q its own meaning (the table's "Leave?": q stays)
		tail = append(tail, back)
	}
	if _, ok := s.(screen.FullHelper); ok {
		all := env.Keys.Global.FullHelp
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
func (m *Model) fullHelpView(fh screen.FullHelper) string {
	k := m.env.Keys.Global
	back := k.Back
	if m.current == screen.Menu {
		back.SetHelp("q", "quit")
	}
	esc := k.Esc
	esc.SetHelp("esc", "back, also while typing")
	groups := append(fh.FullHelp(), []key.Binding{back, esc, k.Quit})
	return m.env.Theme.Title.Render("Keys") + "\n\n" + m.keyColumns(groups, max(m.env.Width-4, 0))
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

func (m *Model) tooSmall() bool { return m.env.Width < MinWidth || m.env.Height < MinHeight }

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
