package cli

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"razz/engine"
	"razz/tui/learn"
	"razz/tui/store"
)

// LearnSetup is the path `razz learn` opens: a lesson to open first ("",
// the overview), and the seed of the exercises' questions.
type LearnSetup struct {
	Lesson string
	Seed   uint64
}

// Learn checks learn's flags before anything is read.
func Learn(lesson string, seed uint64, given func(flag string) bool) (LearnSetup, error) {
	s := LearnSetup{Lesson: lesson, Seed: seed}
	if lesson != "" {
		if _, ok := learn.Find(lesson); !ok {
			var ids []string
			for _, l := range learn.Path() {
				ids = append(ids, l.ID)
			}
			return LearnSetup{}, Usage("--lesson wants a lesson's number, 1 to %d, or its name (%s), not %q", len(ids), strings.Join(ids, ", "), lesson)
		}
	}
	if !given("seed") {
		s.Seed = SeedOrNow(0)
	}
	return s, nil
}

// learner is the path as lines of text: the user's record, the input read
// a line at a time, the lines written.
type learner struct {
	*plainTable
	file  *store.LearnFile
	rec   *store.LearnRecord
	leaks []learn.Leak
	seed  uint64
}

// PlainLearn is `razz learn --plain`: the path for a screen reader or a
// pipe, a line at a time. It lists the lessons with the user's progress
// and names the next step; a lesson's number (or enter, for the next
// step) reads it out, and its exercise is taken question by question as
// `razz quiz --plain` asks them, the result kept in learn.json.
func (h Home) PlainLearn(s LearnSetup, ascii bool, in io.Reader, out io.Writer) error {
	card := engine.Card.Pretty
	if ascii {
		card = engine.Card.String
	}
	home := store.Home(h)
	l := &learner{plainTable: &plainTable{in: bufio.NewScanner(in), out: out, echo: !waitsForTyping(in), card: card},
		file: home.LearnFile(), seed: s.Seed}
	rec, problem := l.file.Load()
	l.rec = rec
	if problem != nil {
		l.say("Note: %s", problem.String())
	}
	if quiz, _ := home.QuizFile().Load(); quiz != nil {
		l.leaks = learn.LeaksOf(quiz)
	}
	l.say("razz learn, plain mode: the path, %d lessons, each a page to read and an exercise to pass. Type a lesson's number to read it, press enter for the next step; quit stops.", len(learn.Path()))
	l.overview()
	if s.Lesson != "" {
		lesson, _ := learn.Find(s.Lesson)
		if err := l.lesson(lesson); err != nil {
			return err
		}
	}
	for !l.ended && !l.quit {
		var chosen learn.Lesson
		ok := l.ask("Which lesson? A number from 1 to "+strconv.Itoa(len(learn.Path()))+", enter for the next step, list for the path, or quit.", func(line string) bool {
			switch {
			case line == "":
				step := learn.Next(l.rec, l.leaks)
				if step.Lesson == nil {
					l.sayStep(step)
					return false
				}
				chosen = *step.Lesson
				return true
			case strings.EqualFold(line, "list"):
				l.overview()
				return false
			}
			found, ok := learn.Find(line)
			if !ok {
				l.say("%q is no lesson: type its number, 1 to %d.", line, len(learn.Path()))
			}
			chosen = found
			return ok
		})
		if !ok {
			break
		}
		if err := l.lesson(chosen); err != nil {
			return err
		}
	}
	return nil
}

// overview lists the lessons with the user's progress, then the next step.
func (l *learner) overview() {
	for _, lesson := range learn.Path() {
		r := l.rec.Lessons[lesson.ID]
		state := "not taken yet"
		switch {
		case r.Passed:
			state = fmt.Sprintf("passed (best %d of %d)", r.Best, lesson.Exercise.Questions)
		case r.Tries > 0:
			state = fmt.Sprintf("tried %s, best %d of %d (%d pass)", tries(r.Tries), r.Best, lesson.Exercise.Questions, lesson.Exercise.Pass)
		}
		l.say("Lesson %s: %s.", lesson.Name(), state)
	}
	l.sayStep(learn.Next(l.rec, l.leaks))
}

// sayStep says the next step; after the path, with the command that
// asks the leak's drill in plain mode (the screen's d).
func (l *learner) sayStep(step learn.Step) {
	l.say("%s", step.Words)
	if step.Leak != nil && step.Drill != nil {
		l.say("razz quiz --plain --drill %s --level %s asks that drill.", step.Drill.ID(), step.Level)
	}
}

func tries(n int) string {
	if n == 1 {
		return "once"
	}
	return fmt.Sprintf("%d times", n)
}

// lesson reads a lesson out and offers its exercise.
func (l *learner) lesson(lesson learn.Lesson) error {
	l.say("Lesson %d of %d: %s.", lesson.N, len(learn.Path()), lesson.Title)
	for i, line := range lesson.Lines(0) {
		if i == 0 || line == "" { // the title, said above; the blank lines
			continue
		}
		l.say("%s", strings.TrimSpace(line))
	}
	l.say("Exercise: %s", lesson.Exercise.Words())
	if r := l.rec.Lessons[lesson.ID]; r.Passed {
		l.say("You passed it already (best %d of %d); taking it again keeps the pass.", r.Best, lesson.Exercise.Questions)
	}
	take := false
	if !l.ask("Take the exercise now? [Y/n] Enter or yes takes it, no chooses another lesson.", func(line string) bool {
		switch strings.ToLower(line) {
		case "y", "yes", "": // enter takes it, as on the screen
			take = true
			return true
		case "n", "no":
			return true
		}
		l.say("%q: yes or no.", line)
		return false
	}) || !take {
		return nil
	}
	return l.exercise(lesson)
}

// exercise asks the lesson's questions, one by one, and keeps the try
// once every question is answered.
func (l *learner) exercise(lesson learn.Lesson) error {
	e := lesson.Exercise
	seed := l.seed + uint64(l.rec.Lessons[lesson.ID].Tries) // a retake asks new questions
	right := 0
	for n := range e.Questions {
		q := lesson.Question(seed, n)
		if uq, ok := q.(interface {
			UseActionKeys(func(engine.ActionKind) string)
		}); ok {
			uq.UseActionKeys(func(k engine.ActionKind) string { return plainWords[k][len(plainWords[k])-1] })
		}
		l.say("Question %d of %d (%s, %s).", n+1, e.Questions, strings.TrimSuffix(e.Part(n).Drill.Title(), "?"), q.Level())
		for _, line := range plainQuestion(q, l.card) {
			l.say("%s", line)
		}
		a, ok := l.quizAnswer(q)
		if !ok {
			l.say("The exercise stopped after %d of %d questions: not kept.", n, e.Questions)
			return nil
		}
		verdict := "Not quite: "
		if q.Check(a) {
			right++
			verdict = "Right: "
		}
		l.say("%s%s", verdict, q.Answer())
		f := q.Explain(a, l.card)
		for _, line := range append(f.Key, f.More...) {
			l.say("%s", line)
		}
	}
	passed := e.Passed(right)
	rec, problem, err := l.file.Update(func(r *store.LearnRecord) { r.Took(lesson.ID, right, passed) })
	if err != nil {
		return Failed(fmt.Errorf("the path's progress was not saved: %w", err))
	}
	if problem != nil {
		l.say("Note: %s", problem.String())
	}
	l.rec = rec
	switch r := rec.Lessons[lesson.ID]; {
	case passed:
		l.say("%d right of %d: passed.", right, e.Questions)
	case r.Passed: // a retake short of a pass: the pass stays
		l.say("%d right of %d, short of the %d that pass; your pass (best %d of %d) stays.", right, e.Questions, e.Pass, r.Best, e.Questions)
	default:
		l.say("%d right of %d, short of the %d that pass. Read the lesson again and retake its exercise.", right, e.Questions, e.Pass)
	}
	l.sayStep(learn.Next(l.rec, l.leaks))
	return nil
}
