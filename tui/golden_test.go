package tui

import (
	"fmt"
	"testing"

	"razz/tui/tuitest"
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
	tuitest.Golden(t, newApp(o, tuitest.NewLive()), w, h, keys, nil)
}

func TestGoldenScreens(t *testing.T) {
	tests := []struct {
		name string
		o    Options
		keys []string
	}{
		{"menu", Options{Start: ScreenMenu}, nil},
		{"rules", Options{Start: ScreenRules}, nil},
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

// TestGoldenBackgrounds draws the menu and the rules on a light and a dark
// background at both sizes (the quiz's screens are its own package's).
func TestGoldenBackgrounds(t *testing.T) {
	tests := []struct {
		name string
		o    Options
		keys []string
	}{
		{"menu", Options{Start: ScreenMenu}, nil},
		{"rules", Options{Start: ScreenRules}, []string{"space"}},
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
