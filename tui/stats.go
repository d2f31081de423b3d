package tui

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"time"

	tea "charm.land/bubbletea/v2"
)

// statsFile is the name of the quiz statistics in the data directory.
const statsFile = "stats.json"

// recentLen is how many recent answers a tally keeps to weigh the next
// question toward the kinds the user gets wrong.
const recentLen = 10

// Tally is the record of one drill at one level.
type Tally struct {
	Answered   int    `json:"answered"`
	Right      int    `json:"right"`
	Streak     int    `json:"streak"`
	BestStreak int    `json:"best_streak"`
	Recent     string `json:"recent"` // the last answers, oldest first: '+' right, '-' wrong
}

// Accuracy is the share of right answers, 0 to 1.
func (t Tally) Accuracy() float64 {
	if t.Answered == 0 {
		return 0
	}
	return float64(t.Right) / float64(t.Answered)
}

// ErrorRate is the share of wrong answers among the recent ones; ok is
// false when there are none yet.
func (t Tally) ErrorRate() (rate float64, ok bool) {
	if t.Recent == "" {
		return 0, false
	}
	wrong := 0
	for _, r := range t.Recent {
		if r == '-' {
			wrong++
		}
	}
	return float64(wrong) / float64(len(t.Recent)), true
}

// Stats is everything the quiz remembers between runs.
type Stats struct {
	Version int                         `json:"version"`
	Drills  map[string]map[string]Tally `json:"drills"`     // drill id, level
	Timed   map[string]int              `json:"timed_best"` // drill id: best score in 60 seconds
}

func newStats() *Stats {
	return &Stats{Version: 1, Drills: map[string]map[string]Tally{}, Timed: map[string]int{}}
}

// Tally of a drill at a level.
func (s *Stats) Tally(d Drill, l Level) Tally { return s.Drills[d.ID()][l.String()] }

// Record adds one answer.
func (s *Stats) Record(d Drill, l Level, right bool) {
	m := s.Drills[d.ID()]
	if m == nil {
		m = map[string]Tally{}
		s.Drills[d.ID()] = m
	}
	t := m[l.String()]
	t.Answered++
	mark := "-"
	if right {
		t.Right++
		t.Streak++
		t.BestStreak = max(t.BestStreak, t.Streak)
		mark = "+"
	} else {
		t.Streak = 0
	}
	t.Recent += mark
	if len(t.Recent) > recentLen {
		t.Recent = t.Recent[len(t.Recent)-recentLen:]
	}
	m[l.String()] = t
}

// RecordTimed keeps a timed score and reports whether it is a new best.
func (s *Stats) RecordTimed(d Drill, score int) bool {
	if score <= s.Timed[d.ID()] {
		return false
	}
	s.Timed[d.ID()] = score
	return true
}

func (s *Stats) clone() *Stats {
	c := newStats()
	for d, m := range s.Drills {
		c.Drills[d] = map[string]Tally{}
		for l, t := range m {
			c.Drills[d][l] = t
		}
	}
	for d, n := range s.Timed {
		c.Timed[d] = n
	}
	return c
}

// statsStore reads and writes the stats file. Its methods do I/O and run
// only inside tea.Cmds.
type statsStore struct {
	path  string // "" when there is no data directory: nothing is saved
	mu    sync.Mutex
	saved int // the version last written, so that a late save never undoes a newer one
}

// statsLoadedMsg carries the stats read at start. Warning is one line for
// the user when the file could not be used.
type statsLoadedMsg struct {
	stats   *Stats
	warning string
}

// statsSavedMsg reports a failed save (err is nil when it worked).
type statsSavedMsg struct{ err error }

// load reads the stats file. A missing file gives fresh stats; a corrupt or
// unreadable one is moved aside as a backup and replaced by fresh stats.
func (st *statsStore) load() tea.Msg {
	if st.path == "" {
		return statsLoadedMsg{stats: newStats(), warning: "stats are not saved: no data directory (set XDG_DATA_HOME or HOME)"}
	}
	data, err := os.ReadFile(st.path)
	if errors.Is(err, fs.ErrNotExist) {
		return statsLoadedMsg{stats: newStats()}
	}
	s := newStats()
	if err == nil {
		err = json.Unmarshal(data, s)
		if err == nil && s.Version != 1 {
			err = fmt.Errorf("unknown version %d", s.Version)
		}
	}
	if err == nil {
		if s.Drills == nil {
			s.Drills = map[string]map[string]Tally{}
		}
		if s.Timed == nil {
			s.Timed = map[string]int{}
		}
		return statsLoadedMsg{stats: s}
	}
	backup := st.path + ".bad-" + time.Now().Format("20060102-150405")
	if rerr := os.Rename(st.path, backup); rerr != nil {
		return statsLoadedMsg{stats: newStats(), warning: fmt.Sprintf("stats file %s unusable (%v) and could not be moved aside; starting fresh", st.path, oneLine(err.Error()))}
	}
	return statsLoadedMsg{stats: newStats(), warning: fmt.Sprintf("stats file was unusable (%v); kept as %s, starting fresh", oneLine(err.Error()), filepath.Base(backup))}
}

// save returns a command that writes a snapshot of s, numbered version.
func (st *statsStore) save(s *Stats, version int) tea.Cmd {
	if st.path == "" {
		return nil
	}
	snap := s.clone()
	return func() tea.Msg {
		st.mu.Lock()
		defer st.mu.Unlock()
		if version <= st.saved {
			return nil
		}
		data, err := json.MarshalIndent(snap, "", "  ")
		if err == nil {
			err = WriteFileAtomic(st.path, append(data, '\n'))
		}
		if err == nil {
			st.saved = version
		}
		return statsSavedMsg{err}
	}
}
