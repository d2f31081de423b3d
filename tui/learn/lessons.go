package learn

import (
	"fmt"
	"io/fs"
	"math/rand/v2"
	"strings"

	"razz/assets"
	"razz/tui/drill"
)

// Lesson is one step of the path: a screen of text and an exercise.
type Lesson struct {
	N        int    // its place on the path, from 1
	ID       string // its name in the progress file and its text's ("bring-in")
	Title    string // the text's heading
	Exercise Exercise
	text     string // the text, its quotes filled in
}

// Exercise is a lesson's questions: Questions of them, the drills' in
// turn at their stated levels; Pass right answers pass it.
type Exercise struct {
	Parts     []Part
	Questions int
	Pass      int
}

// Part is one drill of an exercise at its level.
type Part struct {
	Drill drill.Drill
	Level drill.Difficulty
}

// The pass mark of every exercise: 8 right of 10.
const (
	exerciseQuestions = 10
	exercisePass      = 8
)

// path is the lessons in order, each with its exercise's drills; the text
// of each is assets/learn/<id>.md.
var path = []struct {
	id    string
	parts []Part
}{
	{"low", []Part{{drill.Name, drill.Easy}}},
	{"bring-in", []Part{{drill.BringIn, drill.Hard}}},
	{"acting-first", []Part{{drill.First, drill.Normal}}},
	{"showdown", []Part{{drill.Compare, drill.Hard}}},
	{"all-ins", []Part{{drill.SidePots, drill.Easy}}},
	{"third-street", []Part{{drill.Third, drill.Easy}}},
	{"dead-cards", []Part{{drill.DeadCards, drill.Normal}}},
	{"reading-boards", []Part{{drill.Boards, drill.Normal}, {drill.Boards, drill.Hard}}},
	{"fourth-street", []Part{{drill.LaterOn(4, 4), drill.Easy}}},
	{"fifth-to-seventh", []Part{{drill.LaterOn(5, 7), drill.Normal}}},
	{"pot-odds", []Part{{drill.PotOdds, drill.Normal}}},
	{"styles", []Part{{drill.Style, drill.Easy}}},
	{"horse", []Part{{drill.Horse, drill.Easy}, {drill.Horse, drill.Hard}}},
}

// lessons is the path read from the assets once: a lesson whose text is
// missing or quotes what is not there is a fault of the build, caught by
// every test run.
var lessons = mustLessons()

func mustLessons() []Lesson {
	ls, err := readLessons(assets.Lessons)
	if err != nil {
		panic("assets/learn: " + err.Error())
	}
	return ls
}

func readLessons(fsys fs.FS) ([]Lesson, error) {
	var out []Lesson
	for i, p := range path {
		b, err := fs.ReadFile(fsys, "learn/"+p.id+".md")
		if err != nil {
			return nil, err
		}
		text, err := expand(string(b))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", p.id, err)
		}
		title, _, _ := strings.Cut(strings.TrimSpace(text), "\n")
		if !strings.HasPrefix(title, "# ") {
			return nil, fmt.Errorf("%s: the text does not open with its title", p.id)
		}
		out = append(out, Lesson{N: i + 1, ID: p.id, Title: strings.TrimPrefix(title, "# "), text: text,
			Exercise: Exercise{Parts: p.parts, Questions: exerciseQuestions, Pass: exercisePass}})
	}
	return out, nil
}

// Path is the lessons in order.
func Path() []Lesson { return append([]Lesson(nil), lessons...) }

// Find is the lesson of an id or of its number on the path ("3").
func Find(name string) (Lesson, bool) {
	for _, l := range lessons {
		if strings.EqualFold(name, l.ID) || name == fmt.Sprint(l.N) {
			return l, true
		}
	}
	return Lesson{}, false
}

// Text is the lesson's Markdown, its quotes filled in: what the Learn
// screen draws as the Rules screen draws the rules.
func (l Lesson) Text() string { return l.text }

// Lines is the lesson as plain lines of text, wrapped at width columns (0
// for none: a paragraph a line, for a screen reader).
func (l Lesson) Lines(width int) []string { return lines(l.Text(), width) }

// Name is the lesson with its number: "3. Acting first".
func (l Lesson) Name() string { return fmt.Sprintf("%d. %s", l.N, l.Title) }

// Words says what the exercise asks and what passes it: "10 questions
// (Who brings in, hard): 8 right pass."
func (e Exercise) Words() string {
	var parts []string
	for _, p := range e.Parts {
		parts = append(parts, fmt.Sprintf("%s, %s", strings.TrimSuffix(p.Drill.Title(), "?"), p.Level))
	}
	return fmt.Sprintf("%d questions (%s): %d"+drill.Keep+"right pass.", e.Questions, strings.Join(parts, "; "), e.Pass) // "8" and "right pass" on one line
}

// Question is question n (from 0) of an exercise taken with seed: the
// parts' drills in turn; the same seed gives the same questions.
func (l Lesson) Question(seed uint64, n int) drill.Question {
	p := l.Exercise.Part(n)
	r := rand.New(rand.NewPCG(seed, uint64(l.N)<<32|uint64(n)))
	return p.Drill.New(r, p.Level)
}

// Part is the drill and level question n (from 0) is drawn from.
func (e Exercise) Part(n int) Part { return e.Parts[n%len(e.Parts)] }

// Passed reports whether right answers pass the exercise.
func (e Exercise) Passed(right int) bool { return right >= e.Pass }
