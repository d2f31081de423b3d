package cli

import (
	"bytes"
	"strings"
	"testing"

	"razz/tui/drill"
	"razz/tui/learn"
	"razz/tui/store"
)

// answers are the typed answers to lesson 1's exercise taken with seed:
// right ones (the engine's short name of each low) but for the first
// wrong ones.
func answers(t *testing.T, seed uint64, wrong int) string {
	t.Helper()
	l, _ := learn.Find("low")
	var b strings.Builder
	for n := range l.Exercise.Questions {
		q, ok := l.Question(seed, n).(*drill.NameQuestion)
		if !ok {
			t.Fatalf("question %d of lesson 1 is no Name that low", n)
		}
		a := q.Hand.Low.ShortName()
		if n < wrong {
			a = "KKKK"
		}
		b.WriteString(a + "\n")
	}
	return b.String()
}

// TestPlainLearnThroughAPipe: the path as lines of text through a pipe,
// as a screen reader reads it: the lessons with their progress and the
// next step; enter reads the next lesson out (its example on real cards)
// and takes its exercise, question by question; the result is kept in
// learn.json and names the next lesson; a retake that falls short keeps
// the pass; an exercise left half done is not kept.
func TestPlainLearnThroughAPipe(t *testing.T) {
	h := Home{Data: t.TempDir(), Config: t.TempDir()}
	var out bytes.Buffer
	in := "\nyes\n" + answers(t, 7, 1) + "quit\n"
	if err := h.PlainLearn(LearnSetup{Seed: 7}, false, strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	s := out.String()
	for _, want := range []string{"Lesson 1. The low and naming it: not taken yet.", "Next: 1. The low and naming it.",
		"Lesson 1 of 13: The low and naming it.", "7♠ 5♦ 4♣ 2♥ A♠ is a seven-five low", "Exercise: 10 questions (Name that low, easy): 8 right pass.",
		"Question 10 of 10 (Name that low, easy).", "9 right of 10: passed.", "Next: 2. The bring-in."} {
		if !strings.Contains(s, want) {
			t.Errorf("no %q in:\n%s", want, s)
		}
	}
	if strings.ContainsAny(s, "*`{") {
		t.Errorf("Markdown or a quote left in the lines:\n%s", s)
	}
	rec, p := store.Home(h).LearnFile().Load()
	if l := rec.Lessons["low"]; p != nil || !l.Passed || l.Best != 9 || l.Tries != 1 {
		t.Fatalf("kept %+v (%v)", l, p)
	}
	// a retake (new questions: the seed moves on with the tries) that
	// falls short, then an exercise stopped half way
	out.Reset()
	in = "yes\n" + answers(t, 8, 5) + "1\nyes\nw\n"
	if err := h.PlainLearn(LearnSetup{Lesson: "low", Seed: 7}, false, strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	s = out.String()
	for _, want := range []string{"Lesson 1. The low and naming it: passed (best 9 of 10).", "You passed it already", "5 right of 10, short of the 8 that pass; your pass (best 9 of 10) stays.", "not kept"} {
		if !strings.Contains(s, want) {
			t.Errorf("retake: no %q in:\n%s", want, s)
		}
	}
	rec, _ = store.Home(h).LearnFile().Load()
	if l := rec.Lessons["low"]; !l.Passed || l.Best != 9 || l.Last != 5 || l.Tries != 2 {
		t.Errorf("after the retake: %+v", l)
	}
}

// TestLearnFlags: --lesson takes a number or a name; anything else is a
// usage error that lists the lessons.
func TestLearnFlags(t *testing.T) {
	given := func(string) bool { return false }
	if s, err := Learn("5", 0, given); err != nil || s.Lesson != "5" {
		t.Errorf("--lesson 5: %v", err)
	}
	if _, err := Learn("pot-odds", 0, given); err != nil {
		t.Errorf("--lesson pot-odds: %v", err)
	}
	_, err := Learn("99", 0, given)
	if ExitCode(err) != 2 || !strings.Contains(err.Error(), "1 to 13") || !strings.Contains(err.Error(), "horse") {
		t.Errorf("--lesson 99: %v", err)
	}
}

// TestPlainLearnFailed: an exercise short of its pass mark says by how
// much and what to do, never "6 right of 10: 8 pass." (which read as if
// it passed).
func TestPlainLearnFailed(t *testing.T) {
	h := Home{Data: t.TempDir(), Config: t.TempDir()}
	var out bytes.Buffer
	in := "\nyes\n" + answers(t, 7, 4) + "quit\n"
	if err := h.PlainLearn(LearnSetup{Seed: 7}, false, strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	if s := out.String(); !strings.Contains(s, "6 right of 10, short of the 8 that pass. Read the lesson again and retake its exercise.") {
		t.Errorf("the result:\n%s", s)
	}
}

// TestPlainLearnLeadsToTheLeaksDrill: after the path, with a leak in the
// quiz record, plain mode names the leak's lesson and the command that
// asks its drill (the screen's d), enter reads that lesson, and the
// path's list says a lesson
// tried and failed as "best 6 of 10 (8 pass)".
func TestPlainLearnLeadsToTheLeaksDrill(t *testing.T) {
	h := Home{Data: t.TempDir(), Config: t.TempDir()}
	home := store.Home(h)
	if _, _, err := home.LearnFile().Update(func(r *store.LearnRecord) {
		for _, l := range learn.Path()[1:] {
			r.Took(l.ID, 10, true)
		}
		r.Took("low", 6, false)
	}); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := h.PlainLearn(LearnSetup{Seed: 7}, false, strings.NewReader("quit\n"), &out); err != nil {
		t.Fatal(err)
	}
	if s := out.String(); !strings.Contains(s, "Lesson 1. The low and naming it: tried once, best 6 of 10 (8 pass).") {
		t.Errorf("the path:\n%s", s)
	}
	if _, _, err := home.LearnFile().Update(func(r *store.LearnRecord) { r.Took("low", 9, true) }); err != nil {
		t.Fatal(err)
	}
	if _, _, err := home.QuizFile().Update(func(r *store.QuizRecord) {
		r.AddMistake("passive", 1.5, store.Spot{Log: "{}", Index: 1})
	}); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if err := h.PlainLearn(LearnSetup{Seed: 7}, false, strings.NewReader("\nquit\n"), &out); err != nil {
		t.Fatal(err)
	}
	s := out.String()
	if !strings.Contains(s, "go over 9. Fourth-street decisions again") || !strings.Contains(s, "razz quiz --plain --drill later-streets --level normal asks that drill.") || !strings.Contains(s, "Lesson 9 of 13: Fourth-street decisions.") {
		t.Errorf("after the path, with a leak:\n%s", s)
	}
}

// TestPlainLearnEnterTakesTheExercise: an empty line at "Take the
// exercise now?" takes it, as enter does on the screen, and the prompt
// says so ([Y/n]); it chose another lesson.
func TestPlainLearnEnterTakesTheExercise(t *testing.T) {
	h := Home{Data: t.TempDir(), Config: t.TempDir()}
	var out bytes.Buffer
	in := "\n\n" + answers(t, 7, 1) + "quit\n"
	if err := h.PlainLearn(LearnSetup{Seed: 7}, false, strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	if s := out.String(); !strings.Contains(s, "Take the exercise now? [Y/n]") || !strings.Contains(s, "9 right of 10: passed.") {
		t.Errorf("enter at the exercise's question:\n%s", s)
	}
	if rec, _ := store.Home(h).LearnFile().Load(); !rec.Lessons["low"].Passed {
		t.Errorf("kept %+v", rec.Lessons["low"])
	}
	out.Reset()
	if err := h.PlainLearn(LearnSetup{Lesson: "low", Seed: 7}, false, strings.NewReader("no\nquit\n"), &out); err != nil {
		t.Fatal(err)
	}
	if s := out.String(); strings.Contains(s, "Question 1 of 10") || !strings.Contains(s, "Which lesson?") {
		t.Errorf("no at the exercise's question:\n%s", s)
	}
}
