package store

import (
	"os"
	"path/filepath"
)

// HistoryFile is the name of the hand history in the data directory.
const HistoryFile = "history.jsonl"

// HasHistory reports whether a hand was ever saved here: a history file
// exists in the data directory.
func HasHistory() bool {
	dir, err := DataDir()
	if err != nil {
		return false
	}
	_, err = os.Stat(filepath.Join(dir, HistoryFile))
	return err == nil
}
