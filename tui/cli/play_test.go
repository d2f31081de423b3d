package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"razz/bots"
	"razz/tui/store"
)

func playFlags() PlayFlags {
	return PlayFlags{Table: DefaultTableFlags(), Level: "normal", Speed: 700 * time.Millisecond, Learn: true}
}

func names(bs []bots.Bot) []string {
	var out []string
	for _, b := range bs {
		out = append(out, bots.DisplayName(b))
	}
	return out
}

// The settings give play what no flag gives; a flag given wins for the run
// and is not saved (issue #9 item 5).
func TestPlayTakesSettingsUnderFlags(t *testing.T) {
	home := Home{Data: t.TempDir(), Config: t.TempDir()}
	saved := store.Settings{Version: 1, Learn: false, Coach: true, Speed: 0, Level: "hard"}
	if err := home.SettingsFile().Save(saved); err != nil {
		t.Fatal(err)
	}
	f := playFlags()
	f.Table.Seed = 5
	none := func(string) bool { return false }
	s, err := home.Play(f, none)
	if err != nil {
		t.Fatal(err)
	}
	hard, _ := NewPlayTable(&f.Table, bots.Hard, 5)
	if s.Learn || !s.Coach || s.Speed != 0 || strings.Join(names(s.Bots), ",") != strings.Join(names(hard.Bots), ",") {
		t.Errorf("from the settings: learn %v coach %v speed %v bots %v; want false, true, 0, the hard mix %v",
			s.Learn, s.Coach, s.Speed, names(s.Bots), names(hard.Bots))
	}
	f.Speed, f.Learn, f.Level = time.Second, true, "easy"
	given := func(flag string) bool { return flag == "speed" || flag == "learn" || flag == "level" }
	s, err = home.Play(f, given)
	easy, _ := NewPlayTable(&f.Table, bots.Easy, 5)
	if err != nil || !s.Learn || s.Speed != time.Second || strings.Join(names(s.Bots), ",") != strings.Join(names(easy.Bots), ",") {
		t.Errorf("flags given: learn %v speed %v bots %v (%v)", s.Learn, s.Speed, names(s.Bots), err)
	}
	if again, _ := home.SettingsFile().Load(); again != saved {
		t.Errorf("a flag for one run was saved: %+v", again)
	}
}

// A bad flag is refused before the settings are read: a corrupt settings
// file stays where it is, to be reported when razz really starts.
func TestPlayRefusesBadFlagsFirst(t *testing.T) {
	home := Home{Data: t.TempDir(), Config: t.TempDir()}
	path := home.SettingsFile().Path()
	os.WriteFile(path, []byte("{{ corrupt"), 0o644)
	f := playFlags()
	f.Table.Stack = 3
	if _, err := home.Play(f, func(string) bool { return false }); ExitCode(err) != 2 {
		t.Fatalf("--stack 3: %v", err)
	}
	if b, _ := os.ReadFile(path); string(b) != "{{ corrupt" {
		t.Errorf("the settings were read (and moved aside) before the bad flag was refused")
	}
}

// Hand numbers continue from the history's last hand.
func TestPlayContinuesHandNumbers(t *testing.T) {
	home := Home{Data: t.TempDir(), Config: t.TempDir()}
	h := store.OpenHistory(filepath.Join(home.Data, store.HistoryFile))
	line := `{"version":1,"game":"razz","seed":1,"hand":%d,"time":"2026-11-30T17:07:36Z","limits":{"ante":5,"bring_in":10,"small_bet":20,"big_bet":40,"cap":4},"seats":[],"deal":{},"community":null,"actions":[],"showdown":[],"returned":[],"awards":[],"stacks_after":{}}`
	if _, _, err := h.Append(3, 40, func(_, n int, b []byte) []byte { return fmt.Appendf(b, line, n) }); err != nil {
		t.Fatal(err)
	}
	s, err := home.Play(playFlags(), func(string) bool { return false })
	if err != nil || s.FirstHand != 43 {
		t.Errorf("first hand %d (%v), want 43 after hands 40 to 42", s.FirstHand, err)
	}
}
