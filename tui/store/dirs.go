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
