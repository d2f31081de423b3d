package tui

import (
	"path/filepath"
	"testing"

	"razz/tui/drill"
	"razz/tui/store"
)

// Two trainers open on one data directory (two terminals, or two SSH
// sessions on one key) both answer: the file keeps every answer and every
// mistake, whichever saved last.
func TestTwoWritersKeepEveryAnswer(t *testing.T) {
	dir := t.TempDir()
	open := func(seed uint64) *driver {
		return newDriver(t, Options{Start: ScreenQuiz, DataDir: dir,
			Quiz: QuizOptions{Drill: drill.Compare, Chosen: true, Level: drill.Easy, Seed: seed}}, 80, 24)
	}
	a, b := open(1), open(2) // both read the (empty) record before either answers
	a.keys(answerKeys(t, a.quiz().q, true)...)
	b.keys(answerKeys(t, b.quiz().q, false)...)
	a.run(a.m.sh.update(func(r *store.QuizRecord) { r.AddMistake("passive", 1, store.Spot{Log: "{}", Index: 1}) }))
	b.run(b.m.sh.update(func(r *store.QuizRecord) { r.AddMistake("chased", 2, store.Spot{Log: "{}", Index: 2}) }))

	saved, problem := store.NewQuizFile(filepath.Join(dir, store.StatsFile)).Load()
	tl := saved.Tally("compare", "easy")
	if problem != nil || tl.Answered != 2 || tl.Right != 1 {
		t.Errorf("on disk: %d answered, %d right (%v); want both writers' answers, 2 and 1", tl.Answered, tl.Right, problem)
	}
	if saved.Leaks["passive"].Count != 1 || saved.Leaks["chased"].Count != 1 || len(saved.Spots) != 2 {
		t.Errorf("on disk: leaks %v, %d spots; want both writers' mistakes", saved.Leaks, len(saved.Spots))
	}
	// Each trainer shows what is on disk once its save is back.
	for name, d := range map[string]*driver{"first": a, "second": b} {
		if got := d.m.sh.Stats.Tally("compare", "easy").Answered; got < 1 {
			t.Errorf("the %s trainer shows %d answers", name, got)
		}
	}
	if got := b.m.sh.Stats.Tally("compare", "easy").Answered; got != 2 {
		t.Errorf("the second trainer, which saved last, shows %d answers; want 2", got)
	}
}

// saveRecord writes rec as the quiz record in the data directory dir.
func saveRecord(dir string, rec *store.QuizRecord) error {
	_, _, err := store.NewQuizFile(filepath.Join(dir, store.StatsFile)).Update(func(r *store.QuizRecord) { *r = *rec })
	return err
}
