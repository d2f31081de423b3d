package tui

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
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
// file or the new one, never half of one.
func WriteFileAtomic(path string, data []byte) error {
	return replaceFile(path, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// AppendFileAtomic adds data to the end of the file at path without ever
// risking what is already there: the old file and the new data go into a
// temporary file that replaces the old one whole. A crash leaves the old
// file or the new one.
func AppendFileAtomic(path string, data []byte) error {
	appendMu.Lock() // two appends at once would each copy the old file and one would be lost
	defer appendMu.Unlock()
	return replaceFile(path, func(w io.Writer) error {
		old, err := os.Open(path)
		switch {
		case errors.Is(err, fs.ErrNotExist):
		case err != nil:
			return err
		default:
			_, err = io.Copy(w, old)
			old.Close()
			if err != nil {
				return err
			}
		}
		_, err = w.Write(data)
		return err
	})
}

var appendMu sync.Mutex

// ReplaceFile writes a file through a temporary file in the same directory
// that is renamed over path when write succeeds: the old file stays whole
// until the new one is complete.
func ReplaceFile(path string, write func(io.Writer) error) error { return replaceFile(path, write) }

// replaceFile writes a temporary file in path's directory with write, syncs
// it and renames it over path.
func replaceFile(path string, write func(io.Writer) error) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	tmp := f.Name()
	err = write(f)
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
