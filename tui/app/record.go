package app

import (
	"sync"

	tea "charm.land/bubbletea/v2"

	"razz/tui/screen"
	"razz/tui/store"
	"razz/tui/widget"
)

// statsChange is one change to the quiz record (an answer, a timed score,
// the coach's mistakes, a reset), numbered in the order it was made. It
// touches nothing but the record it is given: it runs again on the record
// as another process left it.
type statsChange struct {
	seq int
	f   func(*store.QuizRecord)
}

// statsStore runs the quiz record's reads and writes as commands. Changes
// wait in its queue until a save writes them, in order, on top of the
// record on disk (store.QuizFile.Update): a second trainer on the same
// files loses nothing, and a save that failed is tried again by the next.
type statsStore struct {
	file    *store.QuizFile
	path    *store.LearnFile // the learner's record, read with the quiz record at start
	saving  sync.Mutex       // one save at a time, so that changes land in order
	mu      sync.Mutex       // guards queue; never held during I/O
	queue   []statsChange
	nowhere bool // no data directory: nothing is kept
}

func newStatsStore(f *store.QuizFile, path *store.LearnFile) *statsStore {
	return &statsStore{file: f, path: path, nowhere: f.Path() == ""}
}

// RecordRead is the quiz record as read at start, with the problem with
// the file when it could not be used, and the learner's record (the
// Learn screen says what is wrong with its file): keys typed before it
// wait for it (a test's harness waits for it too, before its last key).
type RecordRead struct {
	stats   *store.QuizRecord
	problem *store.Problem
	path    *store.LearnRecord
}

// statsSavedMsg is the record as written, with every change up to upTo
// in it; err when the save failed (the changes wait for the next one).
type statsSavedMsg struct {
	stats   *store.QuizRecord
	upTo    int
	problem *store.Problem
	err     error
}

// load reads the record (a command).
func (st *statsStore) load() tea.Msg {
	rec, problem := st.file.Load()
	path, _ := st.path.Load()
	return RecordRead{rec, problem, path}
}

// add queues a change for the next save (no I/O: called from Update).
func (st *statsStore) add(c statsChange) {
	st.mu.Lock()
	st.queue = append(st.queue, c)
	st.mu.Unlock()
}

// save writes every queued change (a command).
func (st *statsStore) save() tea.Msg {
	st.saving.Lock()
	defer st.saving.Unlock()
	st.mu.Lock()
	todo := st.queue
	st.queue = nil
	st.mu.Unlock()
	if len(todo) == 0 {
		return nil
	}
	fs := make([]func(*store.QuizRecord), len(todo))
	for i, c := range todo {
		fs[i] = c.f
	}
	rec, problem, err := st.file.Update(fs...)
	if err != nil {
		st.mu.Lock()
		st.queue = append(todo, st.queue...)
		st.mu.Unlock()
		return statsSavedMsg{err: err}
	}
	return statsSavedMsg{stats: rec, upTo: todo[len(todo)-1].seq, problem: problem}
}

// records is the quiz record the app keeps for its screens
// (screen.Record): as last read from disk, with the changes not yet saved
// on top (unsaved, numbered up to seq; saved is the last one a save
// wrote).
type records struct {
	store   *statsStore
	rec     *store.QuizRecord
	seq     int
	saved   int
	unsaved []statsChange
	loaded  bool
	// problem is why the quiz record on disk could not be used, for the
	// Stats screen to say (once: the file was moved aside).
	problem *store.Problem
	saving  func(tea.Cmd) tea.Cmd // the context's: razz serve waits for the saves
}

func newRecords(f *store.QuizFile, path *store.LearnFile, saving func(tea.Cmd) tea.Cmd) *records {
	return &records{store: newStatsStore(f, path), rec: store.NewQuizRecord(), saving: saving}
}

func (r *records) Get() *store.QuizRecord  { return r.rec }
func (r *records) Problem() *store.Problem { return r.problem }

// Change applies a change to the record the screens show and returns the
// command saving it.
func (r *records) Change(f func(*store.QuizRecord)) tea.Cmd {
	f(r.rec)
	if r.store.nowhere {
		return nil
	}
	r.seq++
	c := statsChange{r.seq, f}
	r.unsaved = append(r.unsaved, c)
	r.store.add(c)
	if !r.loaded {
		return nil // saved once the record is read
	}
	return r.saving(r.store.save)
}

// rebase makes rec, read from disk, the record shown, with the changes
// not yet written on top.
func (r *records) rebase(rec *store.QuizRecord, upTo int) {
	keep := r.unsaved[:0]
	for _, c := range r.unsaved {
		if c.seq > upTo {
			keep = append(keep, c)
			c.f(rec)
		}
	}
	r.unsaved, r.rec = keep, rec
}

// statsUpdate handles the record's messages: the record read at start,
// and each save's result.
func (m *Model) statsUpdate(msg tea.Msg) tea.Cmd {
	r := m.rec
	switch msg := msg.(type) {
	case RecordRead:
		if r.loaded { // read once: a save's record is newer
			return nil
		}
		r.loaded = true
		r.rebase(msg.stats, r.saved)
		if m.env.Path == nil { // the Learn screen may have read it since
			m.env.Path = msg.path
		}
		m.statsProblem(msg.problem)
		var save tea.Cmd
		if len(r.unsaved) > 0 {
			save = r.saving(r.store.save)
		}
		cmd, sends := m.live[m.current].Update(screen.RecordLoaded{})
		return tea.Batch(save, cmd, m.take(sends), m.playEarly())
	case statsSavedMsg:
		switch {
		case msg.err != nil:
			m.status = "stats not saved: " + widget.OneLine(msg.err.Error())
		case msg.upTo > r.saved: // an older save's record is already out of date
			r.saved = msg.upTo
			r.rebase(msg.stats, msg.upTo)
			m.statsProblem(msg.problem)
		}
	}
	return nil
}

// statsProblem tells why the record on disk could not be used, once.
func (m *Model) statsProblem(p *store.Problem) {
	if p == nil {
		return
	}
	m.rec.problem = p
	m.notify(p.String()) // whole, with where the old file went
}
