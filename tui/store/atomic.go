package store

import (
	"errors"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
)

// syncFile makes a file's writes (or a folder's renames) durable: fsync.
// Every write of the store syncs through it; a variable, so that tests
// make it fail (a full disk) and the fuzz target of the history skips it
// (an fsync an execution held it to a few thousand in a minute).
var syncFile = (*os.File).Sync

// WriteFile writes data to path so that a reader sees either the old file
// or the new one, never half of one.
func WriteFile(path string, data []byte) error {
	return ReplaceFile(path, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// ReplaceFile writes a file through a temporary file in the same directory
// that is synced and renamed over path when write succeeds: the old file
// stays whole until the new one is complete. The new file keeps the old
// one's permission bits (0644 for a new file, less the umask); the
// directories on the way are created.
func ReplaceFile(path string, write func(io.Writer) error) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	old, err := os.Stat(path)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	f, err := createTemp(dir, "."+filepath.Base(path)+".", ".tmp")
	if err != nil {
		return err
	}
	tmp := f.Name()
	if old != nil {
		err = f.Chmod(old.Mode().Perm())
	}
	if err == nil {
		err = write(f)
	}
	if err == nil {
		err = syncFile(f)
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
		return err
	}
	syncDir(dir)
	return nil
}

// createTemp makes a new file prefix+random+suffix in dir with mode 0644
// less the umask, as os.Create would (os.CreateTemp's 0600 would turn
// every rewritten file private).
func createTemp(dir, prefix, suffix string) (*os.File, error) {
	for range 100 {
		name := filepath.Join(dir, prefix+strconv.FormatUint(rand.Uint64(), 36)+suffix)
		f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o644)
		if !errors.Is(err, fs.ErrExist) {
			return f, err
		}
	}
	return nil, errors.New("cannot create a temporary file in " + dir)
}

// syncDir makes a rename durable; where a directory cannot be synced
// (some systems), the rename is still atomic, so errors are ignored.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		syncFile(d)
		d.Close()
	}
}
