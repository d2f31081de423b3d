package learn

import (
	"fmt"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"razz/tui/app"
	"razz/tui/drill"
	"razz/tui/learn"
	"razz/tui/screen"
	"razz/tui/screen/menu"
	"razz/tui/screen/quiz"
	"razz/tui/store"
	"razz/tui/tuitest"
)

// took writes a learner's record into dir's learn.json: each lesson id
// taken with so many right (8 or more pass).
func took(t *testing.T, dir string, tries ...any) {
	t.Helper()
	_, _, err := store.Home{Data: dir}.LearnFile().Update(func(r *store.LearnRecord) {
		for i := 0; i < len(tries); i += 2 {
			right := tries[i+1].(int)
			r.Took(tries[i].(string), right, right >= 8)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
}

// open is the app on screen start (the menu or Learn, the others stubs)
// at w x h, with the data directory dir ("" for a new one).
func open(t *testing.T, start screen.ID, o Options, dir string, w, h int) (*tuitest.Driver, *Learn) {
	t.Helper()
	d := tuitest.Open(t, app.Options{Start: start, DataDir: dir, Screens: map[screen.ID]screen.New{
		screen.Menu:  func(c screen.Context) screen.Screen { return menu.New(c, start) },
		screen.Learn: func(c screen.Context) screen.Screen { return New(c, o) },
		screen.Quiz:  func(c screen.Context) screen.Screen { return quiz.New(c, quiz.Options{}) },
	}}, nil)
	d.Start(w, h)
	if start == screen.Menu {
		return d, nil
	}
	return d, d.Live.Made[screen.Learn].(*Learn)
}

// TestPathShowsProgress: the path lists every lesson with how far the
// user got (passed with the best score, tried, not taken), its cursor on
// the next step, which it names under the list.
func TestPathShowsProgress(t *testing.T) {
	t.Parallel()
	dir := tuitest.TempDir(t)
	took(t, dir, "low", 9, "bring-in", 5, "bring-in", 6)
	d, l := open(t, screen.Learn, Options{}, dir, 80, 24)
	v := tuitest.Flat(d.View())
	for _, want := range []string{"✓ 1. The low and naming it passed, best 9 of 10",
		"▸ · 2. The bring-in tried twice, best 6 of 10 · next", "3. Acting first 4.", "13. The HORSE switch",
		"Next, again: 2. The bring-in."} {
		if !strings.Contains(v, want) {
			t.Errorf("the path does not say %q:\n%s", want, v)
		}
	}
	if l.cursor != 1 {
		t.Errorf("cursor on lesson %d, want the next step, 2", l.cursor+1)
	}
	tuitest.Fits(t, "the path", l.View(), 76, 20)
}

// TestLessonPages: enter reads the lesson chosen, whole on one screen at
// 80x24 with its exercise under it; ← and → turn to the lessons either
// side; q goes back to the path, then to the menu.
func TestLessonPages(t *testing.T) {
	t.Parallel()
	d, l := open(t, screen.Learn, Options{}, "", 80, 24)
	d.Keys("enter")
	for i, lesson := range learn.Path() {
		if l.page != lessonPage || l.at != i {
			t.Fatalf("page %d, lesson %d: want lesson %d", l.page, l.at+1, i+1)
		}
		v := tuitest.Flat(d.View())
		lastWords := strings.Fields(strings.Join(lesson.Lines(0), " "))
		for _, want := range []string{lesson.Name(), tuitest.Flat("Exercise: " + lesson.Exercise.Words()), lastWords[len(lastWords)-1]} {
			if !strings.Contains(v, want) {
				t.Errorf("lesson %d does not show %q:\n%s", i+1, want, d.View())
			}
		}
		tuitest.Fits(t, lesson.ID, l.View(), 76, 20)
		if f := d.Footer(); !strings.Contains(f, "enter take the exercise") || !strings.Contains(f, "←/→ other lessons") {
			t.Errorf("lesson %d's keys: %s", i+1, f)
		}
		d.Keys("right")
	}
	if l.at != len(learn.Path())-1 {
		t.Errorf("→ past the last lesson went to %d", l.at+1)
	}
	d.Keys("left")
	if l.at != len(learn.Path())-2 {
		t.Errorf("← went to %d", l.at+1)
	}
	d.Keys("q")
	if d.Current() != screen.Learn || l.page != pathPage {
		t.Errorf("q on a lesson: screen %d, page %d", d.Current(), l.page)
	}
	d.Keys("q")
	if d.Current() != screen.Menu {
		t.Errorf("q on the path: screen %d", d.Current())
	}
}

// TestOpensOnALesson: razz learn --lesson 5 opens on lesson 5's page.
func TestOpensOnALesson(t *testing.T) {
	t.Parallel()
	d, l := open(t, screen.Learn, Options{Lesson: "5"}, "", 80, 24)
	if l.page != lessonPage || l.at != 4 || !strings.Contains(d.View(), "5. All-ins and side pots") {
		t.Errorf("page %d, lesson %d:\n%s", l.page, l.at+1, d.View())
	}
}

// TestMenuNamesTheNextStep: Learn is the menu's first item, its line the
// learner's next step from learn.json (read with the quiz record at
// start, then as the Learn screen reads it and its exercises change it),
// and l or enter opens it.
func TestMenuNamesTheNextStep(t *testing.T) {
	t.Parallel()
	dir := tuitest.TempDir(t)
	d, _ := open(t, screen.Menu, Options{}, dir, 80, 24)
	if v := tuitest.Flat(d.View()); !strings.Contains(v, "▸ l Learn Start here: 1. The low and naming it") {
		t.Errorf("a new learner's menu:\n%s", d.View())
	}
	d.Keys("l")
	if d.Current() != screen.Learn {
		t.Fatalf("l on the menu: screen %d", d.Current())
	}
	took(t, dir, "low", 10, "bring-in", 8) // as another window's exercises do
	d.Keys("q", "l", "q")                  // the path reads them when it opens
	if v := tuitest.Flat(d.View()); !strings.Contains(v, "▸ l Learn Next: 3. Acting first") {
		t.Errorf("after two lessons the menu says:\n%s", d.View())
	}
	d.Keys("enter")
	if d.Current() != screen.Learn {
		t.Errorf("enter on Learn: screen %d", d.Current())
	}
}

// quiet gives the app keys without running the commands they return: a
// key that deals a question starts a flashing question's frames with a
// timer (the Dead cards drill), which the next keys skip, as a user may.
func quiet(d *tuitest.Driver, keys ...string) {
	for _, k := range keys {
		d.M.Update(tuitest.Press(k))
	}
}

// answer gives the app an answer's keys, running the last one's commands
// (its saves).
func answer(d *tuitest.Driver, keys []string) {
	quiet(d, keys[:len(keys)-1]...)
	d.Keys(keys[len(keys)-1])
}

// takeExercise answers lesson's exercise, taken with seed, from its page:
// the first right of its questions right, the others wrong; it stops on
// the last answer's feedback.
func takeExercise(t *testing.T, d *tuitest.Driver, lesson learn.Lesson, seed uint64, right int) {
	t.Helper()
	quiet(d, "enter")
	for n := range lesson.Exercise.Questions {
		if n > 0 {
			quiet(d, "enter") // on from the feedback
		}
		answer(d, tuitest.Answer(t, lesson.Question(seed, n), n < right))
	}
}

// TestExerciseKeptAndRetaken: a lesson's exercise is a round of its 10
// questions in order, the pass mark on its status line; the try is kept in
// learn.json as soon as the last is answered, the result says whether it
// passed and names the next step, which enter takes; a retake asks new
// questions and a pass stays after a retake that falls short.
func TestExerciseKeptAndRetaken(t *testing.T) {
	t.Parallel()
	dir := tuitest.TempDir(t)
	d, l := open(t, screen.Learn, Options{Seed: 5}, dir, 80, 24)
	low := learn.Path()[0]
	d.Keys("enter") // read lesson 1
	takeExercise(t, d, low, 5, 8)
	if v := tuitest.Flat(d.View()); !strings.Contains(v, "Learn · exercise · 1. The low") || !strings.Contains(v, "10 of 10 · 8 right · 8 pass") {
		t.Errorf("the last feedback:\n%s", d.View())
	}
	if rec, _ := (store.Home{Data: dir}).LearnFile().Load(); !rec.Lessons["low"].Passed || rec.Lessons["low"].Best != 8 {
		t.Errorf("learn.json after the last answer: %+v", rec.Lessons["low"])
	}
	if f := d.Footer(); !strings.Contains(f, "enter the result") {
		t.Errorf("the last feedback's keys: %s", f)
	}
	d.Keys("enter")
	if v := tuitest.Flat(d.View()); l.page != resultPage || !strings.Contains(v, "8 right of 10: passed.") || !strings.Contains(v, "Next: 2. The bring-in.") {
		t.Fatalf("the result:\n%s", d.View())
	}
	d.Keys("b") // the lesson again, and its exercise again: new questions, 7 right
	takeExercise(t, d, low, 6, 7)
	d.Keys("enter")
	if v := tuitest.Flat(d.View()); !strings.Contains(v, "7 right of 10, short of the 8 that pass; your pass (best 8 of 10) stays.") || !strings.Contains(v, "Try 2; best 8 of 10.") {
		t.Errorf("the retake's result:\n%s", d.View())
	}
	d.Keys("q") // the path, on the next step
	if l.page != pathPage || l.cursor != 1 {
		t.Errorf("q on the result: page %d, cursor on lesson %d", l.page, l.cursor+1)
	}
	d.Keys("enter") // the next step: lesson 2
	if l.page != lessonPage || l.at != 1 {
		t.Errorf("enter on the path: page %d, lesson %d", l.page, l.at+1)
	}
	d.Keys("q")
	if v := tuitest.Flat(d.View()); !strings.Contains(v, "✓ 1. The low and naming it passed, best 8 of 10") {
		t.Errorf("the path after the exercises:\n%s", d.View())
	}
	rec, _ := (store.Home{Data: dir}).LearnFile().Load()
	if r := rec.Lessons["low"]; !r.Passed || r.Tries != 2 || r.Best != 8 || r.Last != 7 {
		t.Errorf("learn.json: %+v", r)
	}
}

// TestExerciseLeftIsNotKept: q in an exercise goes back to its lesson,
// which says the try was not kept; nothing is written.
func TestExerciseLeftIsNotKept(t *testing.T) {
	t.Parallel()
	dir := tuitest.TempDir(t)
	d, l := open(t, screen.Learn, Options{Lesson: "2", Seed: 1}, dir, 80, 24)
	d.Keys("enter")
	answer(d, tuitest.Answer(t, learn.Path()[1].Question(1, 0), true))
	d.Keys("q")
	if v := tuitest.Flat(d.View()); l.page != lessonPage || !strings.Contains(v, "The exercise stopped after 1 of 10 questions: not kept.") {
		t.Errorf("q in the exercise:\n%s", d.View())
	}
	if rec, _ := (store.Home{Data: dir}).LearnFile().Load(); len(rec.Lessons) != 0 {
		t.Errorf("kept: %+v", rec.Lessons)
	}
	tuitest.Fits(t, "the lesson after a stop", l.View(), 76, 20)
}

// TestWholePath: a new learner goes from the menu through the whole path
// at 80x24 (Learn is the menu's first item; enter on the path reads the
// next step's lesson, enter takes its exercise, enter after the result
// goes on to the next lesson), passing every exercise; then the path
// says it is done, and with a leak in the record (the table's coach
// keeps them) the next step is the leak's lesson and drill, on the path
// and on the menu.
func TestWholePath(t *testing.T) {
	t.Parallel()
	dir := tuitest.TempDir(t)
	d, _ := open(t, screen.Menu, Options{Seed: 9}, dir, 80, 24)
	d.Keys("enter", "enter") // Learn, then the next step's lesson
	l := d.Live.Made[screen.Learn].(*Learn)
	for i, lesson := range learn.Path() {
		if l.page != lessonPage || l.at != i {
			t.Fatalf("lesson %d: page %d, lesson %d", i+1, l.page, l.at+1)
		}
		takeExercise(t, d, lesson, 9, 10)
		tuitest.Fits(t, lesson.ID+"'s last feedback", l.View(), 76, 20)
		d.Keys("enter")
		if v := tuitest.Flat(d.View()); !strings.Contains(v, "10 right of 10: passed.") {
			t.Fatalf("lesson %d's result:\n%s", i+1, d.View())
		}
		if i < len(learn.Path())-1 {
			d.Keys("enter")
		}
	}
	if v := tuitest.Flat(d.View()); !strings.Contains(v, "The path is done, and the coach has found no leak") {
		t.Errorf("the last result:\n%s", d.View())
	}
	d.Keys("enter") // the next step: hands at the table
	if d.Current() != screen.Play {
		t.Errorf("enter after the path, with no leak: screen %d", d.Current())
	}
	d.Keys("q") // the menu
	if v := tuitest.Flat(d.View()); !strings.Contains(v, "Learn Path done: play hands") {
		t.Errorf("the menu after the path:\n%s", d.View())
	}
	d.Keys("l") // the path
	v := tuitest.Flat(d.View())
	if strings.Count(v, "✓") != len(learn.Path()) {
		t.Errorf("the path after all of it:\n%s", d.View())
	}
	tuitest.Fits(t, "the path done", l.View(), 76, 20)
	d.Run(d.Live.Ctx.Record().Change(func(r *store.QuizRecord) { r.AddMistake("passive", 1.5, store.Spot{Log: "{}", Index: 1}) }))
	d.Keys("q")
	if v := tuitest.Flat(d.View()); !strings.Contains(v, "Learn Path done; for your leak: 9. Fourth-street decisions") {
		t.Errorf("the menu after the path, with a leak:\n%s", d.View())
	}
	d.Keys("enter")
	if v := tuitest.Flat(d.View()); l.cursor != 8 || !strings.Contains(v, "checked or called a hand worth a bet (once, 1.50 big bets): go over 9. Fourth-street decisions again, then the Later streets drill at normal") {
		t.Errorf("the path with a leak (cursor on %d):\n%s", l.cursor+1, d.View())
	}
	if f := d.Footer(); !strings.Contains(f, "d the drill for your leak") {
		t.Errorf("the path's keys after the path: %s", f)
	}
	d.Keys("d") // the drill the step names, at its level
	if v := tuitest.Flat(d.View()); d.Current() != screen.Quiz || !strings.Contains(v, "Quiz · "+drill.Later.Title()) || !strings.Contains(v, "normal") {
		t.Errorf("d after the path:\n%s", d.View())
	}
	rec, _ := (store.Home{Data: dir}).LearnFile().Load()
	for _, lesson := range learn.Path() {
		if r := rec.Lessons[lesson.ID]; !r.Passed || r.Tries != 1 {
			t.Errorf("learn.json, %s: %+v", lesson.ID, r)
		}
	}
}

// TestExerciseDealtWhileReading: a lesson's questions are dealt by a
// command when its page opens (a later-streets question plays hands with
// the bots, up to a second), not in Update; an exercise taken before they
// come says it is dealing them and starts when they do, with the keys
// typed meanwhile; the questions of a lesson turned away from are dropped.
func TestExerciseDealtWhileReading(t *testing.T) {
	t.Parallel()
	d, l := open(t, screen.Learn, Options{Seed: 2}, "", 80, 24)
	var held []questionsDealt
	d.Hold = func(msg tea.Msg) bool {
		q, ok := msg.(questionsDealt)
		if ok {
			held = append(held, q)
		}
		return ok
	}
	d.Keys("down", "down", "down", "enter", "left") // lesson 4, then 3
	if len(held) != 2 || held[0].lesson != 3 || held[1].lesson != 2 {
		t.Fatalf("dealt %+v", held)
	}
	d.Keys("enter") // take lesson 3's exercise: its questions are still coming
	if l.page != exercisePage || l.round != nil || !strings.Contains(d.View(), "Dealing the exercise's questions") {
		t.Fatalf("before the questions:\n%s", d.View())
	}
	d.Hold = nil
	d.Feed(held[0]) // lesson 4's: dropped
	if l.round != nil {
		t.Fatal("lesson 4's questions started lesson 3's exercise")
	}
	d.Keys(tuitest.Answer(t, learn.Path()[2].Question(2, 0), true)...) // typed ahead: kept for the round
	d.Feed(held[1])
	if v := tuitest.Flat(d.View()); l.round == nil || !strings.Contains(v, "question 1 of 10 · 1 right") || !strings.Contains(v, "✓ Right") {
		t.Errorf("after the questions, the answer typed ahead:\n%s", d.View())
	}
}

// TestMenuReadsThePathAtStart: the menu names the next step from
// learn.json as razz opens, read with the quiz record before any key
// (its goldens drew the line before the read had come back, or after).
func TestMenuReadsThePathAtStart(t *testing.T) {
	t.Parallel()
	dir := tuitest.TempDir(t)
	took(t, dir, "low", 9)
	d, _ := open(t, screen.Menu, Options{}, dir, 80, 24)
	if v := tuitest.Flat(d.View()); !strings.Contains(v, "▸ l Learn Next: 2. The bring-in") {
		t.Errorf("the menu at start:\n%s", d.View())
	}
}

// TestExerciseFailedSaysSo: an exercise short of its pass mark says by
// how much ("6 right of 10, short of the 8 that pass."), what to do, and
// that the next step is the same lesson.
func TestExerciseFailedSaysSo(t *testing.T) {
	t.Parallel()
	d, l := open(t, screen.Learn, Options{Lesson: "1", Seed: 3}, tuitest.TempDir(t), 80, 24)
	takeExercise(t, d, learn.Path()[0], 3, 6)
	d.Keys("enter")
	v := tuitest.Flat(d.View())
	for _, want := range []string{"6 right of 10, short of the 8 that pass.", "Read the lesson again (b), then retake", "Next, again: 1. The low and naming it."} {
		if l.page != resultPage || !strings.Contains(v, want) {
			t.Errorf("no %q in the result:\n%s", want, d.View())
		}
	}
}

// TestBoardsAndHorseExercisesFit: every question of the reading-boards
// and HORSE exercises (six seats drawing, a fact and its three games),
// answered wrong, fits the exercise's body at 80x24 with its feedback.
func TestBoardsAndHorseExercisesFit(t *testing.T) {
	t.Parallel()
	for _, id := range []string{"reading-boards", "horse"} {
		lesson, _ := learn.Find(id)
		for seed := range uint64(10) {
			d, l := open(t, screen.Learn, Options{Lesson: id, Seed: seed}, tuitest.TempDir(t), 80, 24)
			quiet(d, "enter")
			for n := range lesson.Exercise.Questions {
				if n > 0 {
					quiet(d, "enter")
				}
				answer(d, tuitest.Answer(t, lesson.Question(seed, n), false))
				tuitest.Fits(t, fmt.Sprintf("%s seed %d question %d's feedback", id, seed, n+1), l.View(), 76, 20)
			}
		}
	}
}
