package learn

import (
	"fmt"
	"testing"

	"razz/tui/app"
	"razz/tui/learn"
	"razz/tui/screen"
	"razz/tui/tuitest"
)

// TestGoldenLearn draws the path with the user's progress, a lesson, an
// exercise's question and feedback and its result, on a light and a dark
// background at both sizes.
func TestGoldenLearn(t *testing.T) {
	showdown := learn.Path()[3]
	var round []string // lesson 4's exercise, seed 3: 9 right, the 5th wrong
	for n := range showdown.Exercise.Questions {
		round = append(round, tuitest.Answer(t, showdown.Question(3, n), n != 4)...)
		round = append(round, "enter")
	}
	tests := []struct {
		name  string
		o     Options
		tries []any
		keys  []string
	}{
		{"path", Options{}, []any{"low", 9, "bring-in", 10, "acting-first", 5, "acting-first", 7}, nil},
		{"lesson", Options{Lesson: "2"}, []any{"low", 9, "bring-in", 10}, nil},
		{"exercise", Options{Lesson: "4", Seed: 3}, nil, []string{"enter"}},
		{"exercise-feedback", Options{Lesson: "4", Seed: 3}, nil, append([]string{"enter"}, tuitest.Answer(t, showdown.Question(3, 0), false)...)},
		{"result", Options{Lesson: "4", Seed: 3}, nil, append([]string{"enter"}, round...)},
	}
	for _, bg := range []string{"light", "dark"} {
		for _, tc := range tests {
			for _, sz := range tuitest.Sizes {
				t.Run(fmt.Sprintf("%s/%s/%dx%d", bg, tc.name, sz[0], sz[1]), func(t *testing.T) {
					dir := tuitest.TempDir(t)
					if tc.tries != nil {
						took(t, dir, tc.tries...)
					}
					d := tuitest.Open(t, app.Options{Start: screen.Learn, DataDir: dir, Background: bg,
						Screens: map[screen.ID]screen.New{screen.Learn: func(c screen.Context) screen.Screen { return New(c, tc.o) }}}, nil)
					l := d.Live.Made[screen.Learn].(*Learn)
					tuitest.Golden(t, d.M, sz[0], sz[1], tc.keys, func() bool { return !l.loaded || (l.page == exercisePage && l.round == nil) })
				})
			}
		}
	}
}
