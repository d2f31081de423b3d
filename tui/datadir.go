package tui

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"sync"

	"razz/tui/store"
)

// DataDir is the directory razz keeps its files in (see store.DataDir).
func DataDir() (string, error) { return store.DataDir() }

// WriteFileAtomic writes data to path so that a reader sees either the old
// file or the new one, never half of one.
func WriteFileAtomic(path string, data []byte) error { return store.WriteFile(path, data) }

// AppendFileAtomic adds data to the end of the file at path without ever
// risking what is already there: the old file and the new data go into a
// temporary file that replaces the old one whole. A crash leaves the old
// file or the new one.
func AppendFileAtomic(path string, data []byte) error {
	appendMu.Lock() // two appends at once would each copy the old file and one would be lost
	defer appendMu.Unlock()
	return store.ReplaceFile(path, func(w io.Writer) error {
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

// ReplaceFile writes a file through a temporary file (see store.ReplaceFile).
func ReplaceFile(path string, write func(io.Writer) error) error {
	return store.ReplaceFile(path, write)
}
