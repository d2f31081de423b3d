//go:build !unix

package store

import (
	"os"
	"sync"
)

// Without flock, saves of one process still take turns.
var fileMu sync.Mutex

func lockFile(*os.File) error { fileMu.Lock(); return nil }
func unlockFile(*os.File)     { fileMu.Unlock() }

// Without flock, one process alone is known to hold a lock.
var held = map[string]bool{}

func tryLockFile(f *os.File) (bool, error) {
	fileMu.Lock()
	defer fileMu.Unlock()
	if held[f.Name()] {
		return false, nil
	}
	held[f.Name()] = true
	return true, nil
}

func unlockTry(f *os.File) {
	fileMu.Lock()
	delete(held, f.Name())
	fileMu.Unlock()
}
