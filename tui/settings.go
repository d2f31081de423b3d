package tui

import (
	"time"

	tea "charm.land/bubbletea/v2"

	"razz/tui/store"
)

// settingsSavedMsg reports a failed settings save (err nil when it worked).
type settingsSavedMsg struct{ err error }

// rememberLearn returns the command that saves the learning-mode choice in
// the settings file, leaving the other settings as they are.
func (sh *Shared) rememberLearn(on bool) tea.Cmd {
	return sh.remember(func(s *store.Settings) { s.Learn = on })
}

// rememberSpeed saves the bots' speed chosen at the table (its s key).
func (sh *Shared) rememberSpeed(d time.Duration) tea.Cmd {
	return sh.remember(func(s *store.Settings) { s.Speed = store.Duration(d) })
}

// remember saves one change to the settings file, leaving the others.
func (sh *Shared) remember(change func(*store.Settings)) tea.Cmd {
	f := sh.Opts.Settings
	if f == nil {
		return nil
	}
	return sh.saving(func() tea.Msg {
		return settingsSavedMsg{f.Update(change)}
	})
}
