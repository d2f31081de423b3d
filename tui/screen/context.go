package screen

import (
	"context"
	"sync"
	"time"

	tea "charm.land/bubbletea/v2"

	"razz/tui/keys"
	"razz/tui/store"
	"razz/tui/theme"
	"razz/tui/watch"
)

// Prefs is what a table takes when it opens: learning mode, the coach, the
// bots' speed and auto-deal, as the command line and the settings say and
// as the Settings screen (and s at the table) last changed them (SetPrefs).
type Prefs struct {
	Learn, Coach    bool
	Speed, AutoDeal time.Duration
}

// Record is the quiz record the app keeps (stats.json): the screens read
// it and change it. A change applies at once, before the next question is
// dealt from the record, and its save is the command Change returns.
type Record interface {
	// Get is the record as shown: as read from disk, with the changes
	// not saved yet on top. Read it; never write it.
	Get() *store.QuizRecord
	// Problem is why the record on disk could not be used (the file was
	// moved aside), nil when it could.
	Problem() *store.Problem
	Change(f func(*store.QuizRecord)) tea.Cmd
}

// Env is what a Context reads. The app owns it and keeps it up to date
// (the size, the theme on the terminal's background and the Settings
// screen's choices); screens see it only through their Context.
type Env struct {
	Theme         theme.Theme
	Keys          keys.Map
	Width, Height int // the whole terminal
	Home          store.Home
	// Location is the time zone the screens show times in; nil for the
	// machine's.
	Location *time.Location
	// Saves counts the writes still running (razz serve waits on it).
	Saves *sync.WaitGroup
	// Settings is the settings file, nil for none.
	Settings *store.SettingsFile
	// Watch is this session's place at razz serve's watch hub, nil
	// elsewhere.
	Watch  *watch.Member
	Prefs  Prefs
	Record Record
	// Path is the learner's record (learn.json) as read at start with the
	// quiz record, then as the Learn screen last read or changed it
	// (SetPath); nil until read.
	Path *store.LearnRecord
	// Lifetime is done once the user has gone (razz serve's session
	// ended); nil for never.
	Lifetime context.Context
}

// Context is what every screen reads: the theme, the keys, the terminal's
// size, where the user's files are and the services that write them. It
// is read-only: a screen asks the app for a change with a message.
type Context struct{ env *Env }

// NewContext is a context reading e.
func NewContext(e *Env) Context { return Context{e} }

// Theme is the styles to draw with now (a pointer: a theme is large, and
// drawn from many times a frame). Read it; never write it.
func (c Context) Theme() *theme.Theme { return &c.env.Theme }

// Keys is the key map.
func (c Context) Keys() keys.Map { return c.env.Keys }

// Size is the whole terminal's, 0x0 until it is known.
func (c Context) Size() (width, height int) { return c.env.Width, c.env.Height }

// Home is where the user's files are.
func (c Context) Home() store.Home { return c.env.Home }

// History is the hand history in the data home. Call it in a command: it
// may look up the home directory.
func (c Context) History() (*store.History, error) { return c.env.Home.History() }

// DataDir is the data directory ("" when there is none). Call it in a
// command or at a screen's making: it may look up the home directory.
func (c Context) DataDir() string {
	if d := c.env.Home.Data; d != "" {
		return d
	}
	d, _ := store.DataDir()
	return d
}

// Local is t in the time zone the screens show.
func (c Context) Local(t time.Time) time.Time {
	if c.env.Location != nil {
		return t.In(c.env.Location)
	}
	return t.Local()
}

// Saving counts cmd, a write to disk, until it returns: razz serve waits
// for it before the process exits, so that a hand finished just before a
// stop is not lost. It is counted when made, in Update.
func (c Context) Saving(cmd tea.Cmd) tea.Cmd {
	wg := c.env.Saves
	if cmd == nil || wg == nil {
		return cmd
	}
	wg.Add(1)
	return func() tea.Msg {
		defer wg.Done()
		return cmd()
	}
}

// Lifetime is done once the user has gone (razz serve's session ended):
// work started for them (the coach's reviews) is told to stop by it. It is
// never done elsewhere.
func (c Context) Lifetime() context.Context {
	if c.env.Lifetime == nil {
		return context.Background()
	}
	return c.env.Lifetime
}

// Settings is the settings file, nil when this run keeps none.
func (c Context) Settings() *store.SettingsFile { return c.env.Settings }

// Remember saves one change to the settings file, leaving the others as
// they are (a command, counted by Saving); nil when there is no file. Its
// message is a SettingsSaved.
func (c Context) Remember(change func(*store.Settings)) tea.Cmd {
	f := c.env.Settings
	if f == nil {
		return nil
	}
	return c.Saving(func() tea.Msg { return SettingsSaved{f.Update(change)} })
}

// Watch is this session's place at razz serve's watch hub, nil elsewhere.
func (c Context) Watch() *watch.Member { return c.env.Watch }

// Prefs is what the next table takes.
func (c Context) Prefs() Prefs { return c.env.Prefs }

// Record is the quiz record.
func (c Context) Record() Record { return c.env.Record }

// Path is the learner's record (learn.json) as last read or changed, nil
// until it is read: the menu names the next step from it. Read it; never
// write it.
func (c Context) Path() *store.LearnRecord { return c.env.Path }
