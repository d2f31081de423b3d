package tui

import (
	"errors"
	"io"
	"io/fs"
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

// AppendFileAtomic adds data to the end of the file at path without ever
// risking what is already there: it copies the old file and the new data
// into a temporary file in the same directory, syncs it and renames it over
// the old one. A crash leaves the old file or the new one, whole.
func AppendFileAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	tmp := f.Name()
	if old, err := os.Open(path); err == nil {
		_, err = io.Copy(f, old)
		old.Close()
		if err != nil {
			f.Close()
			os.Remove(tmp)
			return err
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		f.Close()
		os.Remove(tmp)
		return err
	}
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
