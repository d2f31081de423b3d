package tui

import (
	"errors"
	"os"
	"path/filepath"
)

// DataDir is the directory razz keeps its files in: $XDG_DATA_HOME/razz,
// else ~/.local/share/razz. It is not created here; WriteFileAtomic does.
func DataDir() (string, error) {
	if d := os.Getenv("XDG_DATA_HOME"); filepath.IsAbs(d) {
		return filepath.Join(d, "razz"), nil
	}
	home, err := os.UserHomeDir()
	if err != nil || home == "" {
		return "", errors.New("no data directory: neither XDG_DATA_HOME nor HOME is set")
	}
	return filepath.Join(home, ".local", "share", "razz"), nil
}

// WriteFileAtomic writes data to path so that a reader sees either the old
// file or the new one, never half of one: it writes a temporary file in the
// same directory, syncs it and renames it over path.
func WriteFileAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
	}
	return err
}
