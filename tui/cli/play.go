package cli

import (
	"strings"
	"time"

	"razz/bots"
	"razz/tui/store"
)

// Home is where one user's files are kept (store.Home says where each
// file is): Data holds the history and the quiz stats, Config the
// settings. "" is the XDG folder (the local user's); razz serve gives each
// SSH key its own folder for both.
type Home struct{ Data, Config string }

// history is the user's hand history.
func (h Home) history() (*store.History, error) { return store.Home(h).History() }

// SettingsFile is the user's settings file.
func (h Home) SettingsFile() *store.SettingsFile { return store.Home(h).SettingsFile() }

// NextHandNumber is the number the next hand played gets in the history
// of the user whose files are in h (1 when there is none or it cannot be
// read).
func (h Home) NextHandNumber() int {
	hist, err := h.history()
	if err != nil {
		return 1
	}
	n, err := hist.NextNumber()
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
func LoadPrefs() Prefs { return Home{}.LoadPrefs() }

// LoadPrefs reads the settings of the user whose files are in h.
func (h Home) LoadPrefs() Prefs {
	f := h.SettingsFile()
	s, p := f.Load()
	return Prefs{s, f, p}
}

// Display puts the remembered ascii and four-colour settings in place of
// the flags' values, unless the flag was given (given reports which).
func (p Prefs) Display(given func(flag string) bool, ascii, fourColor *bool) {
	if !given("ascii") {
		*ascii = p.ASCII
	}
	if !given("four-color") {
		*fourColor = p.FourColor
	}
}

// tableLevel reads a table's --level: easy, normal or hard, in any case,
// the names the quiz's levels take too; medium, the quiz's old name for
// normal, is normal, and mixed, a quiz's level a question, is refused
// saying so.
func tableLevel(s string) (bots.Level, error) {
	if strings.EqualFold(s, "medium") {
		return bots.Normal, nil
	}
	if lv, err := bots.ParseLevel(strings.ToLower(s)); err == nil {
		return lv, nil
	}
	if strings.EqualFold(s, "mixed") {
		return 0, Usage("--level mixed is the quiz's (a level for each question): a table's bots are %s, %s or %s", bots.Easy, bots.Normal, bots.Hard)
	}
	return 0, Usage("--level wants %s, %s or %s, not %q", bots.Easy, bots.Normal, bots.Hard, s)
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

// PlayFlags are razz play's own flags with the table's.
type PlayFlags struct {
	Table        TableFlags
	Level        string
	Speed        time.Duration
	Learn, Coach bool
}

// PlaySetup is the table the trainer opens, and the settings it came from.
type PlaySetup struct {
	PlayTable
	Seed         uint64
	Speed        time.Duration
	Learn, Coach bool
	AutoDeal     time.Duration // the settings' pause before the next hand deals itself; 0 for none
	FirstHand    int           // the number the first hand is saved under
	Prefs        Prefs
}

// Play checks play's flags, reads the settings and puts the flags given
// (given reports which) on top of them, for this run only. Every bad flag
// is refused before the settings are read and the terminal opens. The
// menu's Play is Play with the default table and no flag given.
func Play(f PlayFlags, given func(flag string) bool) (PlaySetup, error) {
	return Home{}.Play(f, given)
}

// Play is Play for the user whose files are in h.
func (h Home) Play(f PlayFlags, given func(flag string) bool) (PlaySetup, error) {
	lv, err := tableLevel(f.Level)
	if err != nil {
		return PlaySetup{}, err
	}
	if f.Speed < 0 {
		return PlaySetup{}, Usage("--speed wants a duration such as 300ms, or 0, not %s", f.Speed)
	}
	if err := f.Table.Check(); err != nil {
		return PlaySetup{}, err
	}
	s := PlaySetup{Prefs: h.LoadPrefs(), Speed: f.Speed, Learn: f.Learn, Coach: f.Coach}
	s.AutoDeal = time.Duration(s.Prefs.AutoDeal)
	if !given("level") {
		lv = s.Prefs.BotLevel()
	}
	if !given("speed") {
		s.Speed = time.Duration(s.Prefs.Speed)
	}
	if !given("learn") {
		s.Learn = s.Prefs.Learn
	}
	if !given("coach") {
		s.Coach = s.Prefs.Coach
	}
	s.Seed = SeedOrNow(f.Table.Seed)
	if s.PlayTable, err = NewPlayTable(&f.Table, lv, s.Seed); err != nil {
		return PlaySetup{}, err
	}
	s.FirstHand = h.NextHandNumber()
	return s, nil
}
