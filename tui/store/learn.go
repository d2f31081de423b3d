package store

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// LearnFileName is the learner's path in the data directory: each
// lesson's exercise, how often it was taken and whether it was passed.
const LearnFileName = "learn.json"

// LearnRecord is the progress through the lessons, by lesson id.
type LearnRecord struct {
	Version int                     `json:"version"`
	Lessons map[string]LessonRecord `json:"lessons"`
}

// LessonRecord is one lesson's exercise as taken so far.
type LessonRecord struct {
	Passed bool `json:"passed"` // passed once: a retake that falls short keeps it
	Tries  int  `json:"tries"`
	Best   int  `json:"best"` // the most right answers in one try
	Last   int  `json:"last"` // right answers in the last try
}

// NewLearnRecord is the record of a learner who has taken no lesson.
func NewLearnRecord() *LearnRecord {
	return &LearnRecord{Version: 1, Lessons: map[string]LessonRecord{}}
}

// Clone is a copy of the record that shares nothing with it.
func (r *LearnRecord) Clone() *LearnRecord {
	c := &LearnRecord{Version: r.Version, Lessons: make(map[string]LessonRecord, len(r.Lessons))}
	for id, l := range r.Lessons {
		c.Lessons[id] = l
	}
	return c
}

// Took records one try at lesson id's exercise: right answers, and
// whether they reached its pass mark.
func (r *LearnRecord) Took(id string, right int, passed bool) {
	l := r.Lessons[id]
	l.Tries++
	l.Last = right
	l.Best = max(l.Best, right)
	l.Passed = l.Passed || passed
	r.Lessons[id] = l
}

func checkLearnRecord(r *LearnRecord) error {
	if r.Version != 1 {
		return fmt.Errorf("unknown version %d", r.Version)
	}
	if r.Lessons == nil {
		r.Lessons = map[string]LessonRecord{}
	}
	return nil
}

// LearnFile is where the learner's path is kept.
type LearnFile struct{ path string }

// NewLearnFile keeps the record at path ("" keeps it nowhere).
func NewLearnFile(path string) *LearnFile { return &LearnFile{path: path} }

// LearnFile is the user's path: learn.json in the data directory.
func (h Home) LearnFile() *LearnFile {
	dir, err := h.dataDir()
	if err != nil {
		return NewLearnFile("")
	}
	return NewLearnFile(filepath.Join(dir, LearnFileName))
}

// Load reads the record: a missing file is a fresh record; one that
// cannot be read is set aside (kept beside it) and the problem says so,
// once, as the quiz record's Load does.
func (f *LearnFile) Load() (*LearnRecord, *Problem) {
	if f.path == "" {
		return NewLearnRecord(), &Problem{What: "learner's path", Reason: "no data directory (set XDG_DATA_HOME or HOME), so it is not saved"}
	}
	rec, err := readJSON(f.path, NewLearnRecord, checkLearnRecord)
	if err == nil {
		return rec, nil
	}
	return NewLearnRecord(), setAside(f.path, "learner's path", err)
}

// Update applies changes to the record as it is on disk and writes the
// result through a temporary file renamed over it, under a lock on the
// file, as the quiz record's Update does: what another process saved in
// the meantime stays, these changes on top.
func (f *LearnFile) Update(changes ...func(*LearnRecord)) (*LearnRecord, *Problem, error) {
	if f.path == "" {
		rec := NewLearnRecord()
		for _, c := range changes {
			c(rec)
		}
		return rec, nil, nil
	}
	if err := os.MkdirAll(filepath.Dir(f.path), 0o755); err != nil {
		return nil, nil, err
	}
	lf, err := openLocked(f.path, os.O_RDWR|os.O_CREATE)
	if err != nil {
		return nil, nil, err
	}
	defer closeLocked(lf)
	rec, problem := NewLearnRecord(), (*Problem)(nil)
	data, err := io.ReadAll(lf)
	if err == nil && len(data) > 0 { // empty: just created by the lock
		if err = json.Unmarshal(data, rec); err == nil {
			err = checkLearnRecord(rec)
		}
	}
	if err != nil {
		rec, problem = NewLearnRecord(), setAside(f.path, "learner's path", err)
	}
	for _, c := range changes {
		c(rec)
	}
	return rec, problem, writeJSON(f.path, rec)
}
