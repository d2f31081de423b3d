package store

import (
	"errors"
	"os"
	"path/filepath"
)

// DataDir is the directory razz keeps its data in: $XDG_DATA_HOME/razz,
// else ~/.local/share/razz. It is not created here; the writers do.
func DataDir() (string, error) {
	return xdgDir("XDG_DATA_HOME", ".local/share", "data")
}

// ConfigDir is the directory of razz's settings: $XDG_CONFIG_HOME/razz,
// else ~/.config/razz.
func ConfigDir() (string, error) {
	return xdgDir("XDG_CONFIG_HOME", ".config", "config")
}

// xdgDir follows the XDG base directory rule: an absolute $env, else
// ~/fallback; a relative $env is ignored as the specification says.
func xdgDir(env, fallback, what string) (string, error) {
	if d := os.Getenv(env); filepath.IsAbs(d) {
		return filepath.Join(d, "razz"), nil
	}
	home, err := os.UserHomeDir()
	if err != nil || home == "" {
		return "", errors.New("no " + what + " directory: neither " + env + " nor HOME is set")
	}
	return filepath.Join(home, filepath.FromSlash(fallback), "razz"), nil
}

// Home is where one user's files are kept, the one place that says so:
// Data holds the hand history and the quiz record, Config the settings.
// "" is the XDG directory (DataDir, ConfigDir: the local user's); razz
// serve gives each SSH key its own folder for both.
type Home struct{ Data, Config string }

// History is the user's hand history: history.jsonl in the data directory.
func (h Home) History() (*History, error) {
	dir, err := h.dataDir()
	if err != nil {
		return nil, err
	}
	return OpenHistory(filepath.Join(dir, HistoryFile)), nil
}

// QuizFile is the user's quiz record: stats.json in the data directory;
// without one nothing is kept (and Load says why).
func (h Home) QuizFile() *QuizFile {
	dir, err := h.dataDir()
	if err != nil {
		return NewQuizFile("")
	}
	return NewQuizFile(filepath.Join(dir, StatsFile))
}

// SettingsFile is the user's settings: settings.json in the config
// directory; without one nothing is kept.
func (h Home) SettingsFile() *SettingsFile {
	dir := h.Config
	if dir == "" {
		var err error
		if dir, err = ConfigDir(); err != nil {
			return NewSettingsFile("")
		}
	}
	return NewSettingsFile(filepath.Join(dir, SettingsFileName))
}

func (h Home) dataDir() (string, error) {
	if h.Data != "" {
		return h.Data, nil
	}
	return DataDir()
}
