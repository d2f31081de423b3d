package tui

import (
	tea "charm.land/bubbletea/v2"

	"razz/tui/store"
)

// settingsSavedMsg reports a failed settings save (err nil when it worked).
type settingsSavedMsg struct{ err error }

// rememberLearn returns the command that saves the learning-mode choice in
// the settings file, leaving the other settings as they are.
func (sh *Shared) rememberLearn(on bool) tea.Cmd {
	f := sh.Opts.Settings
	if f == nil {
		return nil
	}
	return sh.saving(func() tea.Msg {
		return settingsSavedMsg{f.Update(func(s *store.Settings) { s.Learn = on })}
	})
}
