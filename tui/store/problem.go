package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"
	"time"
)

// readJSON reads a JSON file into a fresh value and checks it. A missing
// file is the fresh value and no error.
func readJSON[T any](path string, fresh func() *T, check func(*T) error) (*T, error) {
	v := fresh()
	data, err := readFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return v, nil
	}
	if err == nil {
		err = json.Unmarshal(data, v)
	}
	if err == nil {
		err = check(v)
	}
	if err != nil {
		return fresh(), err
	}
	return v, nil
}

func writeJSON(path string, v any) error {
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	return WriteFile(path, append(data, '\n'))
}

// A Problem is a saved file that could not be used, told to the user once.
type Problem struct {
	What   string // "quiz record", "settings"
	File   string // the file that could not be used ("" for none)
	Kept   string // where it was moved to ("" if it could not be moved)
	Reason string // why, in one line
	// SetAside: the file is still in use; only its damaged part went to Kept.
	SetAside bool
}

// String is the problem in one line.
func (p *Problem) String() string {
	switch {
	case p == nil:
		return ""
	case p.File == "":
		return fmt.Sprintf("The %s: %s.", p.What, p.Reason)
	case p.SetAside && p.Kept == "":
		return fmt.Sprintf("The %s %s has %s.", p.What, p.File, p.Reason)
	case p.SetAside:
		return fmt.Sprintf("The %s %s had %s: it was set aside in %s; every complete hand is kept.", p.What, p.File, p.Reason, p.Kept)
	case p.Kept == "":
		return fmt.Sprintf("The %s in %s could not be used (%s) nor moved aside; starting fresh.", p.What, p.File, p.Reason)
	}
	return fmt.Sprintf("The %s in %s could not be used (%s): it was kept as %s and a fresh one started.", p.What, p.File, p.Reason, p.Kept)
}

// setAside moves an unusable file out of the way (path.bad-TIME).
func setAside(path, what string, why error) *Problem {
	p := &Problem{What: what, File: path, Reason: strings.Join(strings.Fields(why.Error()), " ")}
	backup := path + ".bad-" + time.Now().Format("20060102-150405")
	if err := os.Rename(path, backup); err == nil {
		p.Kept = backup
	}
	return p
}
