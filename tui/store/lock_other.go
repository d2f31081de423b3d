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
