package table

import (
	"time"

	tea "charm.land/bubbletea/v2"

	"razz/bots/session"
	"razz/tui/screen"
	"razz/tui/store"
)

// historyWriter is the table's history writer, the session's observer
// that saves each hand that ends (in a command). A hand a save refused (a
// full disk) is kept and saved, in order, before the next: the table holds
// the deal until it is.
type historyWriter struct {
	ctx     screen.Context
	path    string // Options.History: "" for the data directory's, "-" for none
	run     string // the sitting's name, on every hand it saves (engine.HandLog.Run)
	saves   store.Saver
	unsaved bool // a save failed and hands wait to be saved
	// lines are the hands kept to be saved, by the number they ended as:
	// what names each in the reviews kept (its seed, and its time once
	// saved), so that the coach's review as it ends is kept for the day
	// recap and the Stats screen (tui/recap/kept).
	lines map[int]*savedLine
}

// savedLine is what a hand's save writes that names it among the reviews
// kept (store.ReviewKey), beside its number and length.
type savedLine struct {
	seed  uint64
	ended time.Time // set by the save, in its command: read once the save is back
}

// keep saves the hand that ended, in a command.
func (w *historyWriter) keep(e session.Ended) tea.Cmd {
	if w.path == "-" {
		return nil
	}
	// The store numbers the hand (as expected, unless another razz saved
	// hands meanwhile); the hand is finished, so reading it in a command
	// is safe. Kept here, in order, it is saved with the next flush should
	// this one fail.
	// With who each seat was: the user the hero, each bot's style.
	run := w.run
	line := &savedLine{seed: e.Seed}
	if w.lines == nil {
		w.lines = map[int]*savedLine{}
	}
	w.lines[e.Number] = line
	w.saves.Keep(e.Number, func(number int, b []byte) []byte {
		if line.ended.IsZero() {
			line.ended = time.Now()
		}
		m := e.Meta(number)
		m.Time, m.Run = line.ended, run
		return e.Hand.AppendLog(b, m)
	})
	return w.flush(false)
}

// reviewKey is the name of hand s, just saved, among the reviews kept
// (store.ReviewKey); "" when they are not kept: a history of its own
// (Options.History) is not the one the History and Stats screens read.
func (w *historyWriter) reviewKey(s store.Numbered) string {
	line := w.lines[s.Want]
	delete(w.lines, s.Want)
	if line == nil || w.path != "" || w.ctx.DataDir() == "" {
		return ""
	}
	return store.ReviewKey(s.Number, line.seed, line.ended.Unix(), s.Length)
}

// flush saves the hands kept and not saved yet, in a command.
func (w *historyWriter) flush(retry bool) tea.Cmd {
	path, ctx := w.path, w.ctx
	return ctx.Saving(func() tea.Msg {
		hist := store.OpenHistory(path)
		if path == "" {
			var err error
			if hist, err = ctx.History(); err != nil {
				return historySavedMsg{err: err, retry: retry}
			}
		}
		saved, problem, err := w.saves.Flush(hist)
		return historySavedMsg{saved, err, problem, retry}
	})
}

// held: a save failed and hands wait: no deal until they are saved.
func (w *historyWriter) held() bool { return w.unsaved && w.saves.Pending() > 0 }
