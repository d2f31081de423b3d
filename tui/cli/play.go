package cli

import (
	"strings"

	"razz/bots"
	"razz/tui/store"
)

// NextHandNumber is the number the next hand played gets in the user's
// history (1 when there is none or it cannot be read).
func NextHandNumber() int {
	h, err := store.DefaultHistory()
	if err != nil {
		return 1
	}
	n, err := h.NextNumber()
	if err != nil {
		return 1
	}
	return n
}

// Prefs are the remembered settings, their file (for the table's L key to
// save learning mode) and the problem with the file, if it could not be
// used (to tell once).
type Prefs struct {
	store.Settings
	File    *store.SettingsFile
	Problem *store.Problem
}

// LoadPrefs reads the user's settings file.
func LoadPrefs() Prefs {
	f := store.DefaultSettingsFile()
	s, p := f.Load()
	return Prefs{s, f, p}
}

// BotLevel is the remembered level of the bots (the file's value was
// checked when it was read).
func (p Prefs) BotLevel() bots.Level {
	lv, err := bots.ParseLevel(p.Level)
	if err != nil {
		return bots.Normal
	}
	return lv
}

// BotStyles lists the styles --bots takes.
func BotStyles() string { return strings.Join(bots.Styles(), ", ") }
