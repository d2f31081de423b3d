package tui

import (
	tea "charm.land/bubbletea/v2"

	"razz/tui/store"
)

// statsFile is the name of the quiz record in the data directory.
const statsFile = store.StatsFile

// statsStore runs the quiz record's reads and writes as commands.
type statsStore struct{ file *store.QuizFile }

func newStatsStore(path string) *statsStore { return &statsStore{store.NewQuizFile(path)} }

// statsLoadedMsg carries the record read at start, and the problem with
// the file when it could not be used.
type statsLoadedMsg struct {
	stats   *store.QuizRecord
	problem *store.Problem
}

// statsSavedMsg reports a failed save (err is nil when it worked).
type statsSavedMsg struct{ err error }

// load reads the record (a command).
func (st *statsStore) load() tea.Msg {
	rec, problem := st.file.Load()
	return statsLoadedMsg{rec, problem}
}

// save returns a command that writes a snapshot of s, numbered version.
func (st *statsStore) save(s *store.QuizRecord, version int) tea.Cmd {
	if st.file.Path() == "" {
		return nil
	}
	snap := s.Clone()
	return func() tea.Msg { return statsSavedMsg{st.file.Save(snap, version)} }
}
