package quiz

import (
	"fmt"
	"testing"

	"razz/tui/drill"
	"razz/tui/screen"
	"razz/tui/theme"
)

// goldenLevels: the level whose questions show the most of each drill.
var goldenLevels = map[drill.Drill]drill.Difficulty{
	drill.Compare: drill.Hard, drill.BringIn: drill.Hard, drill.First: drill.Normal, drill.BestFive: drill.Normal, drill.Name: drill.Hard, drill.Third: drill.Normal,
	drill.Boards: drill.Hard, drill.Horse: drill.Hard,
}

func TestGoldenQuiz(t *testing.T) {
	for _, dr := range drill.All() {
		o := opts{Start: screen.Quiz, Background: "dark",
			Quiz: Options{Drill: dr, Chosen: true, Level: goldenLevels[dr], Rounds: 5, Seed: 11}}
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
			for _, sz := range drawnSizes() {
				t.Run(fmt.Sprintf("%s/%s/%dx%d", dr.ID(), st.name, sz[0], sz[1]), func(t *testing.T) {
					runGolden(t, o, sz[0], sz[1], st.keys)
				})
			}
		}
	}
}

func TestGoldenLight(t *testing.T) {
	for _, dr := range []drill.Drill{drill.Compare, drill.BestFive} {
		o := opts{Start: screen.Quiz, Background: "light",
			Quiz: Options{Drill: dr, Chosen: true, Level: drill.Hard, Seed: 11}}
		t.Run(dr.ID(), func(t *testing.T) { runGolden(t, o, 80, 24, nil) })
	}
}

func TestGoldenScreens(t *testing.T) {
	tests := []struct {
		name string
		o    opts
		keys []string
	}{
		{"drills", opts{Start: screen.Quiz, Quiz: Options{Level: drill.Mixed}}, []string{"j"}},
		{"four-color-ascii", opts{Start: screen.Quiz, Theme: theme.Options{FourColor: true, ASCII: true},
			Quiz: Options{Drill: drill.First, Chosen: true, Level: drill.Hard, Seed: 2}}, nil},
		{"no-color", opts{Start: screen.Quiz, Theme: theme.Options{NoColor: true},
			Quiz: Options{Drill: drill.Compare, Chosen: true, Level: drill.Hard, Seed: 2}}, []string{"1"}},
		// a split pick is echoed on both hands, as a hand pick is on its hand
		{"compare-split-pick", opts{Start: screen.Quiz, Theme: theme.Options{NoColor: true},
			Quiz: Options{Drill: drill.Compare, Chosen: true, Level: drill.Normal, Seed: 4}}, []string{"="}},
		// the Door cards line too long for 80 columns wraps between its
		// entries, never inside one ("5: J♥" / "called")
		{"third-door-wrap", opts{Start: screen.Quiz,
			Quiz: Options{Drill: drill.Third, Chosen: true, Level: drill.Normal, Seed: 52}}, nil},
		// the HORSE switch's fact questions (easy), answered wrong: the
		// fact in each game
		{"horse-fact", opts{Start: screen.Quiz,
			Quiz: Options{Drill: drill.Horse, Chosen: true, Level: drill.Easy, Seed: 11}}, []string{"1"}},
		// the highest door card all-in from the ante: its row says so, and
		// the bring-in passes clockwise (a wrong pick of seat 1)
		{"bring-in-short", opts{Start: screen.Quiz,
			Quiz: Options{Drill: drill.BringIn, Chosen: true, Level: drill.Hard, Seed: 3}}, []string{"1"}},
	}
	for _, tc := range tests {
		for _, sz := range goldenSizes {
			t.Run(fmt.Sprintf("%s/%dx%d", tc.name, sz[0], sz[1]), func(t *testing.T) {
				tc.o.Background = "dark"
				runGolden(t, tc.o, sz[0], sz[1], tc.keys)
			})
		}
	}
}

// TestGoldenBackgrounds draws the quiz on a light and a dark background at
// both sizes: the drill list, the keys, a wrong answer of every drill, and
// four-colour cards beside card backs.
func TestGoldenBackgrounds(t *testing.T) {
	type shot struct {
		name string
		o    opts
		keys []string
	}
	tests := []shot{
		{"drills", opts{Start: screen.Quiz, Quiz: Options{Level: drill.Mixed}}, []string{"j", "r"}},
		{"keys", opts{Start: screen.Quiz, Quiz: Options{Drill: drill.BestFive, Chosen: true, Level: drill.Easy, Seed: 1}}, []string{"?"}},
		{"four-color", opts{Start: screen.Quiz, Theme: theme.Options{FourColor: true},
			Quiz: Options{Drill: drill.First, Chosen: true, Level: drill.Hard, Seed: 2}}, []string{"1"}},
	}
	for _, dr := range drill.All() {
		o := opts{Start: screen.Quiz, Quiz: Options{Drill: dr, Chosen: true, Level: goldenLevels[dr], Seed: 11}}
		q := dr.New(drill.Rand(o.Quiz.Seed, dr, o.Quiz.Level, 0), o.Quiz.Level)
		tests = append(tests, shot{dr.ID() + "-wrong", o, answerKeys(t, q, false)})
	}
	for _, bg := range []string{"light", "dark"} {
		for _, tc := range tests {
			for _, sz := range drawnSizes() {
				t.Run(fmt.Sprintf("%s/%s/%dx%d", bg, tc.name, sz[0], sz[1]), func(t *testing.T) {
					o := tc.o
					o.Background = bg
					runGolden(t, o, sz[0], sz[1], tc.keys)
				})
			}
		}
	}
}
