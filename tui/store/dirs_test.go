package store

import (
	"path/filepath"
	"testing"
)

// Home is the one place that says where a user's files are: the XDG
// directories for the local user, a folder of its own for a serve key.
func TestHomeSaysWhereFilesAre(t *testing.T) {
	xdg := t.TempDir()
	t.Setenv("XDG_DATA_HOME", filepath.Join(xdg, "data"))
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(xdg, "config"))
	own := t.TempDir()
	for _, c := range []struct {
		home                    Home
		history, quiz, settings string
	}{
		{Home{}, filepath.Join(xdg, "data", "razz", HistoryFile), filepath.Join(xdg, "data", "razz", StatsFile),
			filepath.Join(xdg, "config", "razz", SettingsFileName)},
		{Home{Data: own, Config: own}, filepath.Join(own, HistoryFile), filepath.Join(own, StatsFile), filepath.Join(own, SettingsFileName)},
	} {
		h, err := c.home.History()
		if err != nil || h.Path() != c.history {
			t.Errorf("%+v: history %v (%v), want %s", c.home, h, err, c.history)
		}
		if got := c.home.QuizFile().Path(); got != c.quiz {
			t.Errorf("%+v: quiz record %s, want %s", c.home, got, c.quiz)
		}
		if got := c.home.SettingsFile().Path(); got != c.settings {
			t.Errorf("%+v: settings %s, want %s", c.home, got, c.settings)
		}
	}
	t.Setenv("XDG_DATA_HOME", "")
	t.Setenv("HOME", "")
	if _, err := (Home{}).History(); err == nil || (Home{}).QuizFile().Path() != "" {
		t.Errorf("no data directory: history error %v, quiz record at %q", err, (Home{}).QuizFile().Path())
	}
}
