package screen

import (
	tea "charm.land/bubbletea/v2"

	"razz/engine"
	"razz/tui/store"
	"razz/tui/theme"
)

// The messages a screen sends the app (returned by its Update).
type (
	// Open shows screen To (the status line and the notices are cleared,
	// as on any change of screen); Msg, when not nil, is given to it once
	// shown: History hands Practice the hands to practise. Back is the
	// screen q goes back to from To (the menu's, Menu, by default): the
	// Rules open the starting hands and come back.
	Open struct {
		To   ID
		Msg  tea.Msg
		Back ID
	}
	// Notice is said under the screen, whole, until the user goes to
	// another screen: a file or a line set aside, with where it went.
	Notice struct{ Text string }
	// SetTheme changes the display choices (the Settings screen's suits
	// and colours): every screen draws with the new theme at once.
	SetTheme struct{ Options theme.Options }
	// SetPrefs changes what the next table takes (Prefs).
	SetPrefs struct{ Prefs Prefs }
	// SetPath is the learner's record as the Learn screen read or changed
	// it (an exercise taken): the menu's next step is named from it.
	SetPath struct{ Rec *store.LearnRecord }
	// Practise has the Practice screen practise Hands blind (History sends
	// it with Open, Back the History: p on a hand, 1 to 3 on a day's
	// recap).
	Practise struct {
		Hands []engine.HandLog
	}
	// Sharing says the member of razz serve now shares the table (On: the
	// next frame goes to the watchers) or no longer does (nobody watches).
	Sharing struct{ On bool }
)

// The messages the app sends a screen.
type (
	// RecordLoaded: the quiz record is read (the Mistakes drill deals its
	// first spot from it). The screen showing gets it.
	RecordLoaded struct{}
	// SettingsSaved reports a save to the settings file (Context.Remember);
	// the app says when it failed.
	SettingsSaved struct{ Err error }
	// WatchNote is a note a watcher sent the member at the table (razz
	// serve), for the table's log.
	WatchNote struct{ Line string }
)

// Send is the messages a screen sends the app, for its Update to return.
func Send(msgs ...tea.Msg) []tea.Msg { return msgs }
