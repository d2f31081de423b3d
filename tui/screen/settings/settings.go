// Package settings is the Settings screen: the fields razz settings shows
// (store.Fields), changed with the keys and saved at once. Suits and
// colours change on screen at once (a SetTheme to the app); the table
// takes learning mode, the coach, the speed and auto-deal when it next
// opens (SetPrefs). It imports tui/screen, tui/widget and tui/store.
package settings

import (
	"github.com/charmbracelet/x/ansi"
	"slices"
	"strings"
	"sync"
	"time"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"

	"razz/tui/screen"
	"razz/tui/store"
	"razz/tui/widget"
)

// settingsScreen is the Settings screen: the fields `razz settings` shows
// (store.Fields), changed with the keys and saved at once, so that nothing
// needs a flag or a file. Suits and colours change on screen at once; the
// table takes learning mode, the coach, the speed and auto-deal when it
// next opens, the bots' level when razz starts again (razz play or the menu).
type settingsScreen struct {
	ctx     screen.Context
	fields  []store.Setting
	cur     store.Settings
	loaded  bool
	cursor  int
	note    string
	w, h    int
	pending *pendingSettings
	edit    *textinput.Model // the name being typed (hero), nil when none
}

type settingsReadMsg struct {
	s       store.Settings
	problem *store.Problem
}

// New is the Settings screen.
func New(ctx screen.Context) screen.Screen {
	return &settingsScreen{ctx: ctx, fields: store.Fields(), cur: store.DefaultSettings(), pending: &pendingSettings{}}
}

func (s *settingsScreen) Title() string             { return "Settings" }
func (s *settingsScreen) SetSize(width, height int) { s.w, s.h = width, height }

// Init and Enter read the file again (razz settings may have changed it).
func (s *settingsScreen) Init() tea.Cmd  { return s.read() }
func (s *settingsScreen) Enter() tea.Cmd { return s.read() }

func (s *settingsScreen) read() tea.Cmd {
	f := s.ctx.Settings()
	if f == nil {
		s.cur, s.loaded = s.fromOptions(), true
		return nil
	}
	return func() tea.Msg {
		st, p := f.Load()
		return settingsReadMsg{st, p}
	}
}

// fromOptions are the settings this run uses, for a run with no settings
// file (tests, a serve session without one).
func (s *settingsScreen) fromOptions() store.Settings {
	p, th := s.ctx.Prefs(), s.ctx.Theme().Opts
	st := store.DefaultSettings()
	st.Learn, st.Coach, st.Speed, st.AutoDeal = p.Learn, p.Coach, store.Duration(p.Speed), store.Duration(p.AutoDeal)
	st.ASCII, st.FourColor = th.ASCII, th.FourColor
	return st
}

// Typing: a name being typed takes letters, q included (esc leaves it).
func (s *settingsScreen) Typing() bool { return s.edit != nil }

// Back leaves a name being typed as it was.
func (s *settingsScreen) Back() (bool, tea.Cmd) {
	if s.edit == nil {
		return false, nil
	}
	s.edit, s.note = nil, ""
	return true, nil
}

func (s *settingsScreen) Help() []key.Binding {
	k := s.ctx.Keys().Settings
	if s.edit != nil {
		return []key.Binding{k.Keep}
	}
	return []key.Binding{k.UpDown, k.Change, k.Step}
}

func (s *settingsScreen) FullHelp() [][]key.Binding {
	k := s.ctx.Keys().Settings
	return [][]key.Binding{{k.Up, k.Down, k.Next, k.Prev, k.Change}}
}

func (s *settingsScreen) Update(msg tea.Msg) (tea.Cmd, []tea.Msg) {
	switch msg := msg.(type) {
	case settingsReadMsg:
		s.cur, s.loaded = msg.s, true
		if msg.problem != nil {
			return nil, screen.Send(screen.Notice{Text: msg.problem.String()})
		}
	case tea.KeyPressMsg:
		if !s.loaded {
			return nil, nil
		}
		if s.edit != nil {
			return s.typeName(msg)
		}
		k := s.ctx.Keys().Settings
		switch {
		case key.Matches(msg, k.Up):
			s.cursor = max(s.cursor-1, 0)
		case key.Matches(msg, k.Down):
			s.cursor = min(s.cursor+1, len(s.fields)-1)
		case key.Matches(msg, k.Change):
			return s.change(0)
		case key.Matches(msg, k.Next):
			return s.change(1)
		case key.Matches(msg, k.Prev):
			return s.change(-1)
		}
	}
	return nil, nil
}

// change steps the field under the cursor (d 1 the next value, -1 the
// one before, stopping at the ends; 0 cycles, from the last value back to
// the first, as s at the table cycles the speeds) and sets it; on a name
// (hero) enter opens it for typing.
func (s *settingsScreen) change(d int) (tea.Cmd, []tea.Msg) {
	f := s.fields[s.cursor]
	if len(f.Steps) == 0 { // a name: typed, not stepped
		if d != 0 {
			s.note = "A name: enter types it."
			return nil, nil
		}
		ti := widget.NewEntry("", 64, nil)
		ti.SetValue(f.Get(s.cur))
		ti.SetWidth(max(s.w-24, 10))
		s.edit = &ti
		s.note = "Type the name; enter keeps it, esc leaves it as it was."
		return ti.Focus(), nil
	}
	v := f.Step(f.Get(s.cur), d)
	if d == 0 { // a value off the steps goes to the first
		v = f.Steps[(slices.Index(f.Steps, f.Get(s.cur))+1)%len(f.Steps)]
	}
	return s.set(f, v)
}

// typeName gives a key to the name being typed; enter keeps the name.
func (s *settingsScreen) typeName(k tea.KeyPressMsg) (tea.Cmd, []tea.Msg) {
	if !key.Matches(k, s.ctx.Keys().Settings.Keep) {
		ti, cmd := s.edit.Update(k)
		s.edit = &ti
		return cmd, nil
	}
	v := strings.TrimSpace(s.edit.Value())
	s.edit = nil
	s.note = ""
	return s.set(s.fields[s.cursor], v)
}

// set gives field f the value v, saves it (that field only: the file's
// others stay as they are) and has the app apply what applies at once.
func (s *settingsScreen) set(f store.Setting, v string) (tea.Cmd, []tea.Msg) {
	if v == f.Get(s.cur) {
		return nil, nil
	}
	if err := f.Set(&s.cur, v); err != nil { // says what the field wants
		s.note = err.Error()
		return nil, nil
	}
	apply := s.apply()
	s.note = ""
	file := s.ctx.Settings()
	if file == nil {
		return nil, apply // this run has no settings file: kept for the run
	}
	// Two quick changes make two saves, which may run in either order:
	// each writes every change made so far, under one lock, so the last
	// value chosen is the one kept.
	s.pending.mu.Lock()
	if s.pending.vals == nil {
		s.pending.vals = map[string]string{}
	}
	s.pending.vals[f.Name] = v
	s.pending.mu.Unlock()
	p, fields := s.pending, s.fields
	return s.ctx.Saving(func() tea.Msg {
		p.mu.Lock()
		defer p.mu.Unlock()
		return screen.SettingsSaved{Err: file.Update(func(st *store.Settings) {
			for _, fl := range fields {
				if val, ok := p.vals[fl.Name]; ok {
					_ = fl.Set(st, val)
				}
			}
		})}
	}), apply
}

// pendingSettings are the changes made on the screen, for its saves.
type pendingSettings struct {
	mu   sync.Mutex
	vals map[string]string // by field name
}

// apply is what the app is to change for this run: the theme at once, the
// table's preferences for when it next opens.
func (s *settingsScreen) apply() []tea.Msg {
	var out []tea.Msg
	if th := s.ctx.Theme().Opts; th.ASCII != s.cur.ASCII || th.FourColor != s.cur.FourColor {
		th.ASCII, th.FourColor = s.cur.ASCII, s.cur.FourColor
		out = append(out, screen.SetTheme{Options: th})
	}
	return append(out, screen.SetPrefs{Prefs: screen.Prefs{Learn: s.cur.Learn, Coach: s.cur.Coach,
		Speed: time.Duration(s.cur.Speed), AutoDeal: time.Duration(s.cur.AutoDeal)}})
}

func (s *settingsScreen) View() string {
	t := s.ctx.Theme()
	var b strings.Builder
	b.WriteString(t.Title.Render("Settings") + "\n\n")
	if !s.loaded {
		return b.String() + t.Subtle.Render("Reading the settings…")
	}
	for i, f := range s.fields {
		name, val := widget.PadRight(f.Name, 11), widget.PadRight(f.Get(s.cur), 7)
		// A long value (a hero "Alice Smith") has its description on the
		// next line, in its column, where it pushed it out of line and cut
		// it (the walk-through).
		sep, means := " ", f.Means
		if ansi.StringWidth(val) > 7 {
			sep = "\n" + strings.Repeat(" ", 2+11+7+1)
		}
		line := "  " + name + t.Text.Render(val) + sep + t.Subtle.Render(means)
		switch {
		case i == s.cursor && s.edit != nil:
			line = t.Selected.Render("▸ "+name) + s.edit.View()
		case i == s.cursor:
			line = t.Selected.Render("▸ "+name+val) + sep + t.Text.Render(means)
		}
		for _, l := range strings.Split(line, "\n") {
			b.WriteString(widget.Truncate(l, s.w) + "\n")
		}
	}
	b.WriteString("\n")
	where := "Kept for this run only"
	if file := s.ctx.Settings(); file != nil && file.Path() != "" {
		where = "Saved as you change them, in " + file.Path()
	}
	for _, l := range widget.Wrap(where+". Suits and colours change now; the table takes the rest when it opens, and the bots' level when razz starts again. razz settings shows the same.", s.w) {
		b.WriteString(t.Subtle.Render(l) + "\n")
	}
	if s.note != "" {
		b.WriteString("\n" + t.Warn.Render(s.note))
	}
	return strings.TrimRight(b.String(), "\n")
}
