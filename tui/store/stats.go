package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// StatsFile is the name of the quiz record in the data directory.
const StatsFile = "stats.json"

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
	wrong := strings.Count(t.Recent, "-")
	return float64(wrong) / float64(len(t.Recent)), true
}

// QuizRecord is everything the quiz remembers between runs: a tally for
// each drill and level, and the best timed score of each drill. Drills and
// levels are named by their ids ("compare", "hard"). (Not to be confused
// with bots.Stats, a sim's per-seat play.)
type QuizRecord struct {
	Version int                         `json:"version"`
	Drills  map[string]map[string]Tally `json:"drills"`     // drill id, level
	Timed   map[string]int              `json:"timed_best"` // drill id: best score in 60 seconds

	// The coach's record of the user's play at the table: each kind of
	// mistake the review found, and the spots kept for the "Your
	// mistakes" drill (spaced repetition over SpotAnswers).
	Leaks       map[string]Leak `json:"leaks,omitempty"` // mistake kind ("rough-start")
	Spots       []Spot          `json:"mistake_spots,omitempty"`
	SpotAnswers int             `json:"mistake_answers,omitempty"`

	// Again is, by drill id, the questions the user got wrong, asked
	// again on the mistakes' schedule (again.go).
	Again map[string]Repeats `json:"again,omitempty"`

	Practice *PracticeRecord `json:"practice,omitempty"` // hands practised blind
}

// Leak is one kind of mistake: how often the review found it and what it
// cost in big bets all told.
type Leak struct {
	Count  int     `json:"count"`
	CostBB float64 `json:"cost_bb"`
}

// Spot is one reviewed mistake to practise: the hand's log and the place
// of the decision in its actions. It is due again when SpotAnswers
// reaches Due; Gap is how far it is pushed back after a right answer.
type Spot struct {
	Log    string  `json:"log"` // the hand log line
	Index  int     `json:"action_index"`
	Kind   string  `json:"kind"`
	CostBB float64 `json:"cost_bb"`
	Due    int     `json:"due"`
	Gap    int     `json:"gap"`
}

// MaxSpots is how many mistakes the drill keeps: the costliest when more.
const MaxSpots = 60

// AddMistake counts one mistake of a kind, and keeps its spot for the drill
// (due at once).
func (s *QuizRecord) AddMistake(kind string, costBB float64, sp Spot) {
	if s.Leaks == nil {
		s.Leaks = map[string]Leak{}
	}
	l := s.Leaks[kind]
	l.Count++
	l.CostBB += costBB
	s.Leaks[kind] = l
	sp.Kind, sp.CostBB, sp.Due, sp.Gap = kind, costBB, s.SpotAnswers, 1
	s.Spots = append(s.Spots, sp)
	if len(s.Spots) > MaxSpots {
		cheapest := 0
		for i, x := range s.Spots {
			if x.CostBB < s.Spots[cheapest].CostBB {
				cheapest = i
			}
		}
		s.Spots = append(s.Spots[:cheapest], s.Spots[cheapest+1:]...)
	}
}

// NextSpot is the index of the spot due soonest (the costliest among
// equals); -1 when none is kept.
func (s *QuizRecord) NextSpot() int {
	best := -1
	for i, x := range s.Spots {
		if best < 0 || x.Due < s.Spots[best].Due || x.Due == s.Spots[best].Due && x.CostBB > s.Spots[best].CostBB {
			best = i
		}
	}
	return best
}

// FindSpot is the index of the spot of that hand log and action index; -1
// when none is kept.
func (s *QuizRecord) FindSpot(log string, index int) int {
	for i, x := range s.Spots {
		if x.Log == log && x.Index == index {
			return i
		}
	}
	return -1
}

// AnswerSpot records an answer to spot i: right pushes it back twice as
// far as last time, wrong brings it back after the next answer.
func (s *QuizRecord) AnswerSpot(i int, right bool) {
	s.SpotAnswers++
	if i < 0 || i >= len(s.Spots) {
		return
	}
	sp := &s.Spots[i]
	if right {
		sp.Gap = max(2, sp.Gap*2)
	} else {
		sp.Gap = 1
	}
	sp.Due = s.SpotAnswers + sp.Gap
}

// NewQuizRecord is an empty record.
func NewQuizRecord() *QuizRecord {
	return &QuizRecord{Version: 1, Drills: map[string]map[string]Tally{}, Timed: map[string]int{}}
}

// Tally of a drill at a level.
func (s *QuizRecord) Tally(drill, level string) Tally { return s.Drills[drill][level] }

// Record adds one answer.
func (s *QuizRecord) Record(drill, level string, right bool) {
	m := s.Drills[drill]
	if m == nil {
		m = map[string]Tally{}
		s.Drills[drill] = m
	}
	t := m[level]
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
	m[level] = t
}

// RecordTimed keeps a timed score and reports whether it is a new best.
func (s *QuizRecord) RecordTimed(drill string, score int) bool {
	if score <= s.Timed[drill] {
		return false
	}
	s.Timed[drill] = score
	return true
}

// QuizFile reads and writes the quiz record. Its methods do I/O: a screen
// calls them inside a tea.Cmd. Several processes may share the file (two
// terminals, two SSH sessions on one key): Update changes the record as it
// is on disk, under a lock on the file, so what one wrote is never undone
// by the other.
type QuizFile struct {
	path string // "" when there is no data directory: nothing is saved
}

// NewQuizFile is the record kept at path; "" keeps nothing.
func NewQuizFile(path string) *QuizFile { return &QuizFile{path: path} }

// Path is where the record is kept ("" for nowhere).
func (f *QuizFile) Path() string { return f.path }

// Load reads the record. A missing file gives an empty record. A corrupt
// or unreadable one is moved aside (kept as stats.json.bad-TIME beside it)
// and replaced by an empty record; the problem then says what happened and
// where the old file was kept. The next Load finds no bad file, so the
// problem is reported once.
func (f *QuizFile) Load() (*QuizRecord, *Problem) {
	if f.path == "" {
		return NewQuizRecord(), &Problem{What: "quiz record", Reason: "no data directory (set XDG_DATA_HOME or HOME), so it is not saved"}
	}
	rec, err := readJSON(f.path, NewQuizRecord, checkQuizRecord)
	if err == nil {
		return rec, nil
	}
	if st, serr := os.Stat(f.path); serr == nil && st.Size() == 0 {
		// Empty: what an update cut short by an older razz left, where
		// there was no record yet. Nothing to keep: no record yet.
		return NewQuizRecord(), nil
	}
	return NewQuizRecord(), setAside(f.path, "quiz record", err)
}

func checkQuizRecord(r *QuizRecord) error {
	if r.Version != 1 {
		return fmt.Errorf("unknown version %d", r.Version)
	}
	if r.Drills == nil {
		r.Drills = map[string]map[string]Tally{}
	}
	if r.Timed == nil {
		r.Timed = map[string]int{}
	}
	for _, m := range r.Drills {
		renameLevel(m, "medium", "normal")
	}
	return nil
}

// renameLevel moves a drill's tally at the level once named from to the
// level's name now, to: the quiz called normal medium, and a record kept
// then keeps its answers under the new name (added to any kept since).
func renameLevel(m map[string]Tally, from, to string) {
	old, ok := m[from]
	if !ok {
		return
	}
	delete(m, from)
	t := m[to]
	t.Answered += old.Answered
	t.Right += old.Right
	t.BestStreak = max(t.BestStreak, old.BestStreak)
	if t.Recent == "" { // nothing since: the old streak goes on
		t.Streak = old.Streak
	}
	t.Recent = old.Recent + t.Recent
	if len(t.Recent) > recentLen {
		t.Recent = t.Recent[len(t.Recent)-recentLen:]
	}
	m[to] = t
}

// Update applies changes, in order, to the record as it is on disk and
// writes the result atomically, all under a lock on the file: what another
// process saved in the meantime stays, with these changes on top. It
// returns the record written. A record on disk that cannot be read is set
// aside as Load does (the problem) and the changes go on an empty one. The
// changes must touch nothing but the record they are given.
func (f *QuizFile) Update(changes ...func(*QuizRecord)) (*QuizRecord, *Problem, error) {
	if f.path == "" {
		rec := NewQuizRecord()
		for _, c := range changes {
			c(rec)
		}
		return rec, nil, nil
	}
	if err := os.MkdirAll(filepath.Dir(f.path), 0o755); err != nil {
		return nil, nil, err
	}
	_, statErr := os.Stat(f.path)
	lf, err := openLocked(f.path, os.O_RDWR|os.O_CREATE)
	if err != nil {
		return nil, nil, err
	}
	defer closeLocked(lf)
	rec, problem := NewQuizRecord(), (*Problem)(nil)
	data, err := io.ReadAll(limitReader(lf, f.path, MaxInput))
	if err == nil && len(data) > 0 { // empty: just created by the lock, or left so by an older razz
		err = json.Unmarshal(data, rec)
		if err == nil {
			err = checkQuizRecord(rec)
		}
	}
	if err != nil {
		rec, problem = NewQuizRecord(), setAside(f.path, "quiz record", err)
	}
	for _, c := range changes {
		c(rec)
	}
	err = writeJSON(f.path, rec)
	if err != nil && errors.Is(statErr, fs.ErrNotExist) && len(data) == 0 {
		// The lock made the file: a failed write (a full disk) leaves
		// none, not an empty one the next start would take for damage.
		os.Remove(f.path)
	}
	return rec, problem, err
}
