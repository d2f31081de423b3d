package store

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
)

// WarmupsFile is the record of `razz warmup`s in the data directory: one
// JSON object a line, oldest first.
const WarmupsFile = "warmups.jsonl"

// maxWarmups is how many warm-ups the record keeps (the newest).
const maxWarmups = 200

// Warmup is one warm-up: its quiz by drill, then its hands.
type Warmup struct {
	Time     string                 `json:"time"` // when it ended, RFC 3339
	Minutes  int                    `json:"minutes"`
	Drills   map[string]WarmupDrill `json:"drills"` // by drill id
	Hands    int                    `json:"hands"`
	ResultBB float64                `json:"result_bb"` // the hands' result in big bets
	Mistakes int                    `json:"mistakes"`  // the coach's review of the hands
	CostBB   float64                `json:"cost_bb"`
}

// WarmupDrill is a drill's questions in a warm-up.
type WarmupDrill struct {
	Asked   int     `json:"asked"`
	Right   int     `json:"right"`
	Seconds float64 `json:"seconds"` // answering, all told
}

// WarmupLog is the warm-ups kept at one path.
type WarmupLog struct{ path string }

// OpenWarmups is the record in dir ("" keeps nothing).
func OpenWarmups(dir string) WarmupLog {
	if dir == "" {
		return WarmupLog{}
	}
	return WarmupLog{filepath.Join(dir, WarmupsFile)}
}

// Load reads the warm-ups, oldest first; a line that cannot be read is
// skipped (the others are the record), and a missing file is none.
func (w WarmupLog) Load() ([]Warmup, error) {
	if w.path == "" {
		return nil, nil
	}
	data, err := readFile(w.path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []Warmup
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var x Warmup
		if json.Unmarshal(sc.Bytes(), &x) == nil {
			out = append(out, x)
		}
	}
	return out, nil
}

// Add keeps one more warm-up (the newest maxWarmups stay), written to a
// temporary file and renamed: the record is never half written.
func (w WarmupLog) Add(x Warmup) error {
	if w.path == "" {
		return nil
	}
	all, err := w.Load()
	if err != nil {
		return err
	}
	all = append(all, x)
	all = all[max(len(all)-maxWarmups, 0):]
	var b bytes.Buffer
	for _, x := range all {
		js, err := json.Marshal(x)
		if err != nil {
			return err
		}
		b.Write(append(js, '\n'))
	}
	if err := os.MkdirAll(filepath.Dir(w.path), 0o755); err != nil {
		return err
	}
	return WriteFile(w.path, b.Bytes())
}
