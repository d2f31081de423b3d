package quiz

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"razz/tui/drill"
	"razz/tui/keys"
	"razz/tui/screen"
	"razz/tui/store"
)

// TestFullRound plays a round of three questions of each dr with key
// presses: right, wrong, right; then checks the summary and the stats file.
// instantFrames has a quiz's flashed frames (the Dead cards drill's) go
// by at once: the driver runs a tick's command in place, so each frame
// slept its real time (30 s a round).
func instantFrames(_ screen.ID, s screen.Screen) {
	if z, ok := s.(*quiz); ok {
		z.after = func(_ time.Duration, f func(time.Time) tea.Msg) tea.Cmd {
			return func() tea.Msg { return f(time.Time{}) }
		}
	}
}

func TestFullRound(t *testing.T) {
	for _, dr := range drill.All() {
		t.Run(dr.ID(), func(t *testing.T) {
			dir := t.TempDir()
			d := newDriver(t, opts{Start: screen.Quiz, DataDir: dir,
				Quiz: Options{Drill: dr, Chosen: true, Level: drill.Mixed, Rounds: 3, Seed: 5}}, 80, 24, instantFrames)
			for i, right := range []bool{true, false, true} {
				z := d.quiz()
				if z.state != quizAsk {
					t.Fatalf("question %d: state %v", i+1, z.state)
				}
				d.keys(answerKeys(t, z.q, right)...)
				if z.state != quizFeedback || z.right != right {
					t.Fatalf("question %d: state %v, right %v; want feedback, %v\n%s", i+1, z.state, z.right, right, d.view())
				}
				want := map[bool]string{true: "✓ Right", false: "✗ Not quite"}[right]
				if v := d.view(); !strings.Contains(v, want) {
					t.Fatalf("question %d: no %q in\n%s", i+1, want, v)
				}
				d.keys("enter")
			}
			if d.quiz().state != quizDone || !strings.Contains(d.view(), "2 right out of 3") {
				t.Fatalf("after three answers:\n%s", d.view())
			}
			saved := loadRecord(dir)
			var answered, rightN int
			for _, tl := range saved.stats.Drills[dr.ID()] {
				answered += tl.Answered
				rightN += tl.Right
			}
			if saved.problem != nil || answered != 3 || rightN != 2 {
				t.Errorf("stats on disk: %d answered, %d right (%v)", answered, rightN, saved.problem)
			}
			d.keys("enter") // play again
			if z := d.quiz(); z.state != quizAsk || z.asked != 0 {
				t.Errorf("enter after a round: state %v, asked %d", z.state, z.asked)
			}
		})
	}
}

func TestTimedRound(t *testing.T) {
	d := newDriver(t, opts{Start: screen.Quiz,
		Quiz: Options{Drill: drill.Compare, Chosen: true, Level: drill.Easy, Timed: true, Seed: 3}}, 100, 30)
	d.RunCmds = false
	z := d.quiz()
	d.keys(answerKeys(t, z.q, true)...)
	d.keys("enter")
	if !strings.Contains(d.view(), "1:00 left · 1 right") {
		t.Fatalf("timed header:\n%s", d.view())
	}
	for range TimedSeconds {
		d.feed(quizTickMsg{z.gen})
	}
	if z.state != quizDone || d.rec().Timed["compare"] != 1 || !strings.Contains(d.view(), "A new best") {
		t.Fatalf("after 60 ticks: state %v, best %d\n%s", z.state, d.rec().Timed["compare"], d.view())
	}
	d.feed(quizTickMsg{z.gen - 1}) // an old timer changes nothing
	if z.state != quizDone {
		t.Errorf("a stale tick restarted the round")
	}
}

// Two trainers open on one data directory (two terminals, or two SSH
// sessions on one key) both answer: the file keeps every answer and every
// mistake, whichever saved last.
func TestTwoWritersKeepEveryAnswer(t *testing.T) {
	dir := t.TempDir()
	open := func(seed uint64) *driver {
		return newDriver(t, opts{Start: screen.Quiz, DataDir: dir,
			Quiz: Options{Drill: drill.Compare, Chosen: true, Level: drill.Easy, Seed: seed}}, 80, 24)
	}
	a, b := open(1), open(2) // both read the (empty) record before either answers
	a.keys(answerKeys(t, a.quiz().q, true)...)
	b.keys(answerKeys(t, b.quiz().q, false)...)
	a.run(a.Live.Ctx.Record().Change(func(r *store.QuizRecord) { r.AddMistake("passive", 1, store.Spot{Log: "{}", Index: 1}) }))
	b.run(b.Live.Ctx.Record().Change(func(r *store.QuizRecord) { r.AddMistake("chased", 2, store.Spot{Log: "{}", Index: 2}) }))

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
		if got := d.rec().Tally("compare", "easy").Answered; got < 1 {
			t.Errorf("the %s trainer shows %d answers", name, got)
		}
	}
	if got := b.rec().Tally("compare", "easy").Answered; got != 2 {
		t.Errorf("the second trainer, which saved last, shows %d answers; want 2", got)
	}
}

// saveRecord writes rec as the quiz record in the data directory dir.

// TestTimedMissesAfter: once a timed round's time is up, its score says
// how many were missed, and m goes over each miss in turn as its feedback,
// the full explanation of the answer given (a timed round only flashes
// right or wrong above the next question); q goes back to the score, and
// a new round starts with none. Every drill's questions, at 80x24.
func TestTimedMissesAfter(t *testing.T) {
	k := keys.Default().Quiz
	for di, dr := range drill.All() {
		// Each drill goes on with another of the keys that take the
		// binding (enter, space), so that every one is pressed.
		on := func(b key.Binding) string { return b.Keys()[di%len(b.Keys())] }
		d := newDriver(t, opts{Start: screen.Quiz,
			Quiz: Options{Drill: dr, Chosen: true, Level: drill.Normal, Timed: true, Seed: 5}}, 80, 24)
		d.RunCmds = false
		z := d.quiz()
		var missed []drill.Question
		var given []drill.Answer
		for i, right := range []bool{false, true, false} {
			q := z.q
			d.keys(answerKeys(t, q, right)...)
			if z.asked != i+1 {
				t.Fatalf("%s: question %d not answered", dr.ID(), i+1)
			}
			if !right {
				missed, given = append(missed, q), append(given, z.misses[len(z.misses)-1].given)
			}
		}
		for range TimedSeconds {
			d.feed(quizTickMsg{z.gen})
		}
		if v := flat(d.view()); z.state != quizDone || !strings.Contains(v, "You missed 2: m goes over them one by one") {
			t.Fatalf("%s: the score:\n%s", dr.ID(), d.view())
		}
		if f := d.Footer(); !strings.Contains(f, "m go over the misses") {
			t.Errorf("%s: the score's keys: %s", dr.ID(), f)
		}
		d.keys("m")
		for i, q := range missed {
			v := flat(d.view())
			if !strings.Contains(v, fmt.Sprintf("miss %d of 2", i+1)) || !strings.Contains(v, "✗ Not quite: "+q.Answer()) {
				t.Errorf("%s: miss %d:\n%s", dr.ID(), i+1, d.view())
			}
			for _, l := range q.Explain(given[i], d.Live.Ctx.Theme().CardName).Key {
				if !strings.Contains(v, flat(l)) {
					t.Errorf("%s: miss %d does not explain %q:\n%s", dr.ID(), i+1, l, d.view())
				}
			}
			checkFits(t, dr.ID()+" miss", z.View(), 76, 20)
			want, next := "enter next miss", on(k.NextMiss)
			if i == len(missed)-1 {
				want, next = "enter back to the score", on(k.Score)
			}
			if f := d.Footer(); !strings.Contains(f, want) {
				t.Errorf("%s: miss %d's keys: %s", dr.ID(), i+1, f)
			}
			d.keys(next)
			if i < len(missed)-1 && !strings.Contains(flat(d.view()), fmt.Sprintf("miss %d of 2", i+2)) {
				t.Errorf("%s: %s on miss %d did not go on:\n%s", dr.ID(), next, i+1, d.view())
			}
		}
		if z.state != quizDone {
			t.Errorf("%s: after the last miss: state %v", dr.ID(), z.state)
		}
		d.keys("m", "q") // back from a miss: the score
		if z.state != quizDone || d.current() != screen.Quiz {
			t.Errorf("%s: q on a miss: state %v, screen %d", dr.ID(), z.state, d.current())
		}
		d.keys("enter") // a new round: no miss yet
		if z.state != quizAsk || len(z.misses) != 0 {
			t.Errorf("%s: a new round: state %v, %d misses", dr.ID(), z.state, len(z.misses))
		}
	}
}
