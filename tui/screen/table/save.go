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
	var ended time.Time
	w.saves.Keep(e.Number, func(number int, b []byte) []byte {
		if ended.IsZero() {
			ended = time.Now()
		}
		m := e.Meta(number)
		m.Time, m.Run = ended, run
		return e.Hand.AppendLog(b, m)
	})
	return w.flush(false)
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
