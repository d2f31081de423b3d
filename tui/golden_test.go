package tui

import (
	"fmt"
	"razz/tui/drill"
	"razz/tui/tuitest"
	"testing"
)

// The golden screens: run the program with teatest at a fixed size, a fixed
// seed, a fixed background and colour profile, press keys, quit, and
// compare the final screen with testdata/<test name>.golden.
// Regenerate with: go test ./tui -run Golden -update

var goldenSizes = tuitest.Sizes

func runGolden(t *testing.T, o Options, w, h int, keys []string) {
	t.Helper()
	if o.DataDir == "" { // else the test's own, filled (made by asyncTempDir)
		o.DataDir = asyncTempDir(t)
	}
	live := tuitest.NewLive()
	m := newApp(o, live)
	// The table's bots decide in commands: the quit waits for them and
	// for the keys waiting for them.
	busy := func() bool {
		tb, ok := live.Made[ScreenPlay].(*table)
		return ok && (tb.sess.Waiting() || len(tb.typed) > 0)
	}
	tuitest.Golden(t, m, w, h, keys, busy)
}

// goldenLevels: the level whose questions show the most of each drill.
var goldenLevels = map[drill.Drill]drill.Difficulty{
	drill.Compare: drill.Hard, drill.BringIn: drill.Hard, drill.First: drill.Medium, drill.BestFive: drill.Medium, drill.Name: drill.Hard, drill.Third: drill.Medium,
}

func TestGoldenQuiz(t *testing.T) {
	for _, dr := range drill.All() {
		o := Options{Start: ScreenQuiz, Background: "dark",
			Quiz: QuizOptions{Drill: dr, Chosen: true, Level: goldenLevels[dr], Rounds: 5, Seed: 11}}
		q := dr.New(drill.Rand(o.Quiz.Seed, dr, o.Quiz.Level, 0), o.Quiz.Level)
		steps := []struct {
			name string
			keys []string
		}{
			{"question", nil},
			{"right", answerKeys(t, q, true)},
			{"wrong", answerKeys(t, q, false)},
		}
		for _, st := range steps {
			for _, sz := range goldenSizes {
				t.Run(fmt.Sprintf("%s/%s/%dx%d", dr.ID(), st.name, sz[0], sz[1]), func(t *testing.T) {
					runGolden(t, o, sz[0], sz[1], st.keys)
				})
			}
		}
	}
}

func TestGoldenLight(t *testing.T) {
	for _, dr := range []drill.Drill{drill.Compare, drill.BestFive} {
		o := Options{Start: ScreenQuiz, Background: "light",
			Quiz: QuizOptions{Drill: dr, Chosen: true, Level: drill.Hard, Seed: 11}}
		t.Run(dr.ID(), func(t *testing.T) { runGolden(t, o, 80, 24, nil) })
	}
}

func TestGoldenScreens(t *testing.T) {
	tests := []struct {
		name string
		o    Options
		keys []string
	}{
		{"menu", Options{Start: ScreenMenu}, nil},
		{"drills", Options{Start: ScreenQuiz, Quiz: QuizOptions{Level: drill.Mixed}}, []string{"j"}},
		{"rules", Options{Start: ScreenRules}, nil},
		{"stats", Options{Start: ScreenStats}, []string{"tab"}}, // the quiz record
		{"four-color-ascii", Options{Start: ScreenQuiz, Theme: ThemeOptions{FourColor: true, ASCII: true},
			Quiz: QuizOptions{Drill: drill.First, Chosen: true, Level: drill.Hard, Seed: 2}}, nil},
		{"no-color", Options{Start: ScreenQuiz, Theme: ThemeOptions{NoColor: true},
			Quiz: QuizOptions{Drill: drill.Compare, Chosen: true, Level: drill.Hard, Seed: 2}}, []string{"1"}},
		// a split pick is echoed on both hands, as a hand pick is on its hand
		{"compare-split-pick", Options{Start: ScreenQuiz, Theme: ThemeOptions{NoColor: true},
			Quiz: QuizOptions{Drill: drill.Compare, Chosen: true, Level: drill.Medium, Seed: 4}}, []string{"="}},
		// the Door cards line too long for 80 columns wraps between its
		// entries, never inside one ("5: J♥" / "called")
		{"third-door-wrap", Options{Start: ScreenQuiz,
			Quiz: QuizOptions{Drill: drill.Third, Chosen: true, Level: drill.Medium, Seed: 52}}, nil},
	}
	for _, tc := range tests {
		for _, sz := range goldenSizes {
			t.Run(fmt.Sprintf("%s/%dx%d", tc.name, sz[0], sz[1]), func(t *testing.T) {
				tc.o.Background = "dark"
				runGolden(t, tc.o, sz[0], sz[1], tc.keys)
			})
		}
	}
	t.Run("too-small", func(t *testing.T) { runGolden(t, Options{Start: ScreenMenu, Background: "dark"}, 70, 20, nil) })
}

// asyncTempDir is a temporary directory for a program whose commands (a
// stats save) may still be writing when the program has quit.
func asyncTempDir(t *testing.T) string { return tuitest.TempDir(t) }

// TestGoldenBackgrounds draws the screens on a light and a dark background
// at both sizes: the menu, the drill list, the rules, a wrong answer of
// every drill, and four-colour cards beside card backs.
func TestGoldenBackgrounds(t *testing.T) {
	type screen struct {
		name string
		o    Options
		keys []string
	}
	tests := []screen{
		{"menu", Options{Start: ScreenMenu}, nil},
		{"drills", Options{Start: ScreenQuiz, Quiz: QuizOptions{Level: drill.Mixed}}, []string{"j", "r"}},
		{"rules", Options{Start: ScreenRules}, []string{"space"}},
		{"keys", Options{Start: ScreenQuiz, Quiz: QuizOptions{Drill: drill.BestFive, Chosen: true, Level: drill.Easy, Seed: 1}}, []string{"?"}},
		{"four-color", Options{Start: ScreenQuiz, Theme: ThemeOptions{FourColor: true},
			Quiz: QuizOptions{Drill: drill.First, Chosen: true, Level: drill.Hard, Seed: 2}}, []string{"1"}},
	}
	for _, dr := range drill.All() {
		o := Options{Start: ScreenQuiz, Quiz: QuizOptions{Drill: dr, Chosen: true, Level: goldenLevels[dr], Seed: 11}}
		q := dr.New(drill.Rand(o.Quiz.Seed, dr, o.Quiz.Level, 0), o.Quiz.Level)
		tests = append(tests, screen{dr.ID() + "-wrong", o, answerKeys(t, q, false)})
	}
	for _, bg := range []string{"light", "dark"} {
		for _, tc := range tests {
			for _, sz := range goldenSizes {
				t.Run(fmt.Sprintf("%s/%s/%dx%d", bg, tc.name, sz[0], sz[1]), func(t *testing.T) {
					o := tc.o
					o.Background = bg
					runGolden(t, o, sz[0], sz[1], tc.keys)
				})
			}
		}
	}
}
