package cli

import (
	"strings"
	"testing"

	"razz/bots"
	"razz/tui/drill"
)

// One set of level names for every command: play, sim and quiz each take
// easy, normal and hard (play took easy/normal/hard and quiz
// easy/medium/hard/mixed, so each refused the other's); medium, the quiz's
// old name, is normal; mixed is the quiz's alone and play says why.
func TestOneSetOfLevelNames(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	given := func(f string) bool { return f == "level" }
	for name, want := range map[string]bots.Level{"easy": bots.Easy, "normal": bots.Normal, "hard": bots.Hard, "medium": bots.Normal, "Hard": bots.Hard} {
		f := playFlags()
		f.Level, f.Table.Seed = name, 5
		s, err := Play(f, given)
		if err != nil {
			t.Errorf("play --level %s: %v", name, err)
			continue
		}
		mix, _ := NewPlayTable(&f.Table, want, 5)
		if strings.Join(names(s.Bots), ",") != strings.Join(names(mix.Bots), ",") {
			t.Errorf("play --level %s: bots %v, want %s's %v", name, names(s.Bots), want, names(mix.Bots))
		}
	}
	for name, want := range map[string]drill.Difficulty{"easy": drill.Easy, "normal": drill.Normal, "hard": drill.Hard, "mixed": drill.Mixed, "medium": drill.Normal} {
		s, err := Quiz(QuizFlags{Level: name}, func(string) bool { return false }, 60)
		if err != nil || s.Level != want {
			t.Errorf("quiz --level %s: %v, %v", name, s.Level, err)
		}
	}
	for _, name := range []string{"easy", "normal", "hard"} { // and each says the name it took
		lv, _ := tableLevel(name)
		d, _ := drill.ParseDifficulty(name)
		if lv.String() != name || d.String() != name {
			t.Errorf("%s: the table says %s, the quiz %s", name, lv, d)
		}
	}
	f := playFlags()
	f.Level = "mixed"
	if _, err := Play(f, given); ExitCode(err) != 2 || !strings.Contains(err.Error(), "quiz's") {
		t.Errorf("play --level mixed: %v", err)
	}
	if err := Sim(SimOptions{Table: DefaultTableFlags(), Hands: 1, Level: "medium"}, &strings.Builder{}, &strings.Builder{}); err != nil {
		t.Errorf("sim --level medium: %v", err)
	}
}
