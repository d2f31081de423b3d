// Package screen is what the app and its screens share, in the manner of
// soft-serve's common package: the read-only Context every screen gets,
// the Screen interface (and the optional ones the app looks for), the
// screens' ids, and the messages a screen sends the app. Each screen is a
// package under tui/screen/<name>; the app (tui/app) routes to them and
// never imports them: tui assembles the two. It imports the theme, the key
// map, tui/store and tui/watch; never a screen or the app.
package screen

import (
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
)

// ID names a screen.
type ID int

// The screens, in the menu's order and then the ones the menu does not
// list (Practice opens from History or razz practice) and Watch, an item
// of razz serve's menu only; Learn, which came later, last (the menu
// lists it first).
const (
	Menu ID = iota
	Play    // the table
	Quiz
	Rules
	Stats
	History
	Starts // the starting-hand chart
	Settings
	Warmup // razz warmup: a quiz round, fast hands, a summary
	Practice
	Watch
	Learn // the learner's path: lessons and their exercises
	// NumIDs is how many screens there are.
	NumIDs
)

// Screen is one screen of the trainer. The app gives it the messages and
// the keys it does not handle itself (ctrl+c, ?, q and esc but where the
// screen is a Backer).
type Screen interface {
	// Update handles msg. It returns the screen's commands and the
	// messages it sends the app (Open, Notice, SetTheme, SetPrefs), which
	// the app takes at once, in order, before the next key: a key typed
	// right after a change of screen goes to the new screen.
	Update(msg tea.Msg) (tea.Cmd, []tea.Msg)
	View() string
	// SetSize gives the size of the body: the terminal less header and
	// footer.
	SetSize(width, height int)
}

// New makes a screen with its context.
type New func(Context) Screen

// A screen may also implement these; the app looks for them.
type (
	// Titled screens name themselves in the header.
	Titled interface{ Title() string }
	// Helped screens list the keys that apply now, for the help line.
	Helped interface{ Help() []key.Binding }
	// FullHelper screens list all their keys by group; the app shows them
	// on ? (a screen without it, the table, handles ? itself).
	FullHelper interface{ FullHelp() [][]key.Binding }
	// Typer screens take q as text while Typing; esc still goes back.
	Typer interface{ Typing() bool }
	// Backer screens handle q and esc themselves (a step back inside the
	// screen, which may start work: the table resumes play when a box is
	// closed) and report false when the app should go back to the menu.
	Backer interface{ Back() (bool, tea.Cmd) }
	// Initer screens start work when razz opens on them.
	Initer interface{ Init() tea.Cmd }
	// Enterer screens start work each time the app switches to them.
	Enterer interface{ Enter() tea.Cmd }
)
