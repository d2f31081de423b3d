package store

import (
	"errors"
	"os"
	"path/filepath"
)

// ErrFollowed is the error of a second follower of one history.
var ErrFollowed = errors.New("another razz is following hands into this history")

// Follow marks the history as followed (razz history import --follow)
// for as long as the process holds the returned release: a lock on
// FILE.follow beside it, which a second follower cannot take
// (ErrFollowed), and which the system lets go of if the process dies.
func (h *History) Follow() (release func(), err error) {
	if err := os.MkdirAll(filepath.Dir(h.path), 0o755); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(h.path+".follow", os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	ok, err := tryLockFile(f)
	if err != nil || !ok {
		f.Close()
		if err == nil {
			err = ErrFollowed
		}
		return nil, err
	}
	return func() { unlockTry(f); f.Close() }, nil
}
