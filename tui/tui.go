// Package tui is razz's terminal interface, assembled: the app (tui/app,
// the root model) with the screens (tui/screen/<name>), each made by its
// constructor in the list below. The screens share the theme (tui/theme),
// the key map (tui/keys) and the widgets (tui/widget), and talk to the
// app with messages over a read-only context (tui/screen). It may import
// engine, engine/narrate, bots, bots/review, assets and its own tui/...
// packages; never tui/cli or tui/serve (they import it).
package tui

import (
	"context"
	"sync"
	"time"

	tea "charm.land/bubbletea/v2"

	"razz/engine"
	"razz/tui/app"
	"razz/tui/screen"
	"razz/tui/screen/history"
	"razz/tui/screen/learn"
	"razz/tui/screen/menu"
	"razz/tui/screen/practice"
	"razz/tui/screen/quiz"
	"razz/tui/screen/rules"
	"razz/tui/screen/settings"
	"razz/tui/screen/starts"
	"razz/tui/screen/stats"
	"razz/tui/screen/table"
	watchscreen "razz/tui/screen/watch"
	"razz/tui/store"
	"razz/tui/theme"
	"razz/tui/watch"
)

// ScreenID names a screen.
type ScreenID = screen.ID

// The screens razz may open on (tui/screen's ids).
const (
	ScreenMenu     = screen.Menu
	ScreenPlay     = screen.Play
	ScreenQuiz     = screen.Quiz
	ScreenRules    = screen.Rules
	ScreenStats    = screen.Stats
	ScreenHistory  = screen.History
	ScreenStarts   = screen.Starts
	ScreenSettings = screen.Settings
	ScreenWarmup   = screen.Warmup
	ScreenPractice = screen.Practice
	ScreenWatch    = screen.Watch
	ScreenLearn    = screen.Learn
)

// LearnOptions are razz learn's: the lesson to open on, the exercises'
// seed.
type LearnOptions = learn.Options

// Screen is one screen of the trainer (tui/screen's).
type Screen = screen.Screen

// The options of the screens razz opens on, from the command's flags.
type (
	ThemeOptions  = theme.Options      // every screen: --four-color, --ascii, NO_COLOR
	TableOptions  = table.Options      // razz play
	QuizOptions   = quiz.Options       // razz quiz
	WarmupOptions = quiz.WarmupOptions // razz warmup
)

// TimedSeconds is the length of a timed round.
const TimedSeconds = quiz.TimedSeconds

// Options start the interface.
type Options struct {
	Start   ScreenID
	Quiz    QuizOptions
	Table   table.Options
	Warmup  WarmupOptions
	Learn   LearnOptions
	Theme   ThemeOptions
	DataDir string // where stats and the history are kept; "" for store.DataDir()
	// Settings is where the screens remember choices (the table's L,
	// the Settings screen); nil remembers nothing.
	Settings *store.SettingsFile
	// Notice is said at start (a settings file that could not be used,
	// with where it went), with the other notices.
	Notice string
	// Background fixes the background instead of asking the terminal:
	// "dark" or "light" (tests use it for stable screens).
	Background string
	// Saves, when set, counts the writes (history, stats, settings) that
	// are still running: razz serve waits on it before the process exits.
	Saves *sync.WaitGroup
	// Location is the time zone the screens show times in; nil for the
	// machine's (time.Local).
	Location *time.Location
	// Watch is this session's place at razz serve's watch hub: the
	// menu's Watch item shares the table or watches another member's. nil elsewhere.
	Watch *watch.Member
	// Practice is the hands ScreenPractice practises, in order (razz
	// practice FILE).
	Practice []engine.HandLog
	// Lifetime, when set, is done once the user has gone (razz serve's
	// session ended): the coach's reviews started for them stop. Nil:
	// they always finish.
	Lifetime context.Context
}

// screens is how each screen is made, with the options o. A new screen is
// a package under tui/screen, an id in tui/screen's list and a line here
// (and an item on the menu, if the menu opens it).
func screens(o Options) map[ScreenID]screen.New {
	return map[ScreenID]screen.New{
		ScreenMenu:     func(c screen.Context) Screen { return menu.New(c, o.Start) },
		ScreenPlay:     func(c screen.Context) Screen { return table.New(c, o.Table, c.Prefs()) },
		ScreenQuiz:     func(c screen.Context) Screen { return quiz.New(c, o.Quiz) },
		ScreenRules:    rules.New,
		ScreenStats:    stats.New,
		ScreenHistory:  history.New,
		ScreenStarts:   starts.New,
		ScreenSettings: settings.New,
		ScreenWarmup:   func(c screen.Context) Screen { return quiz.NewWarmup(c, o.Warmup, o.Table) },
		ScreenPractice: func(c screen.Context) Screen { return practice.New(c, o.Practice) },
		ScreenWatch:    watchscreen.New,
		ScreenLearn:    func(c screen.Context) Screen { return learn.New(c, o.Learn) },
	}
}

// appOptions are the app's options for o, with the screens made by mk.
func appOptions(o Options, mk map[ScreenID]screen.New) app.Options {
	t := o.Table
	return app.Options{Start: o.Start, Screens: mk,
		Prefs: screen.Prefs{Learn: t.Learn, Coach: t.Coach, Speed: t.Speed, AutoDeal: t.AutoDeal},
		Theme: o.Theme, DataDir: o.DataDir, Settings: o.Settings, Notice: o.Notice, Background: o.Background,
		Saves: o.Saves, Location: o.Location, Watch: o.Watch, Lifetime: o.Lifetime}
}

// New makes the root model.
func New(o Options) *app.Model { return app.New(appOptions(o, screens(o))) }

// Run starts the interface and returns when the user quits.
func Run(o Options) error {
	_, err := tea.NewProgram(New(o)).Run()
	return err
}
