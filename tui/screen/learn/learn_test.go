package learn

import (
	"strings"
	"testing"

	"razz/tui/app"
	"razz/tui/learn"
	"razz/tui/screen"
	"razz/tui/screen/menu"
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
		for _, want := range []string{lesson.Name(), "Exercise: " + lesson.Exercise.Words(), lastWords[len(lastWords)-1]} {
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
// learner's next step from learn.json (read each time the menu shows), and
// l or enter opens it.
func TestMenuNamesTheNextStep(t *testing.T) {
	t.Parallel()
	dir := tuitest.TempDir(t)
	d, _ := open(t, screen.Menu, Options{}, dir, 80, 24)
	if v := tuitest.Flat(d.View()); !strings.Contains(v, "▸ Learn Start here: 1. The low and naming it") {
		t.Errorf("a new learner's menu:\n%s", d.View())
	}
	d.Keys("l")
	if d.Current() != screen.Learn {
		t.Fatalf("l on the menu: screen %d", d.Current())
	}
	took(t, dir, "low", 10, "bring-in", 8) // as an exercise does
	d.Keys("q")
	if v := tuitest.Flat(d.View()); !strings.Contains(v, "▸ Learn Next: 3. Acting first") {
		t.Errorf("after two lessons the menu says:\n%s", d.View())
	}
	d.Keys("enter")
	if d.Current() != screen.Learn {
		t.Errorf("enter on Learn: screen %d", d.Current())
	}
}
