package main

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"razz/tui/cli"
	"razz/tui/store"
)

func runArgs(t *testing.T, stdin string, args ...string) (code int, out, errs string) {
	t.Helper()
	var o, e bytes.Buffer
	code = run(args, strings.NewReader(stdin), &o, &e)
	return code, o.String(), e.String()
}

func TestEvalArgs(t *testing.T) {
	code, out, _ := runArgs(t, "", "eval", "As", "2d", "3c", "4h", "5s", "Kd", "Kc")
	want := "5 4 3 2 A  wheel  rank 1 of 6175  (Kd Kc left out: highest cards)\n"
	if code != 0 || out != want {
		t.Errorf("code %d, out %q", code, out)
	}
}

func TestEvalStdinMixed(t *testing.T) {
	in := "As 2d 3c 4h 5s\nZs 2d 3c 4h 5s\n10s A♠ kd 2c 3h 4d\nAs as 2c 3d 4h\n2c 3c\n"
	code, out, errs := runArgs(t, in, "eval")
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	if n := strings.Count(out, "\n"); n != 2 {
		t.Errorf("%d good lines, want 2:\n%s", n, out)
	}
	lines := strings.Split(strings.TrimSpace(errs), "\n")
	if len(lines) != 3 || !strings.Contains(lines[0], "line 2") || !strings.Contains(lines[1], "twice") || !strings.Contains(lines[2], "line 5") {
		t.Errorf("errors:\n%s", errs)
	}
}

func TestEvalJSON(t *testing.T) {
	code, out, _ := runArgs(t, "As 2d 3c 4h 5s Kd Kc\nAs 2d\n", "eval", "--json")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 1 || len(lines) != 2 {
		t.Fatalf("code %d, out %q", code, out)
	}
	if lines[0] != `{"cards":"As 2d 3c 4h 5s Kd Kc","low":["5","4","3","2","A"],"rank":1,"name":"wheel"}` {
		t.Errorf("got %s", lines[0])
	}
	var bad map[string]string
	if err := json.Unmarshal([]byte(lines[1]), &bad); err != nil || bad["cards"] != "As 2d" || bad["error"] == "" {
		t.Errorf("bad line: %s (%v)", lines[1], err)
	}
}

func TestCompare(t *testing.T) {
	code, out, _ := runArgs(t, "", "compare", "7h 5c 4d 2s As 9c Kd", "8c 6d 4s 3h 2c Qh Jd")
	if code != 0 || !strings.Contains(out, "A wins: seven-five low beats eight-six low: from the top, 7 is lower than 8") {
		t.Errorf("code %d:\n%s", code, out)
	}
	code, out, _ = runArgs(t, "", "compare", "--json", "8c 6d 4s 3h 2c", "8s 6h 4d 3c 2d")
	var v struct {
		A, B           struct{ Rank int }
		Winner, Reason string
	}
	if err := json.Unmarshal([]byte(out), &v); err != nil || code != 0 || v.Winner != "tie" || v.A.Rank != v.B.Rank ||
		v.Reason != "split pot: both 8-6-4-3-2; suits never break a tie" {
		t.Errorf("code %d, %s, %v", code, out, err)
	}
}

func TestExitCodes(t *testing.T) {
	tests := []struct {
		args []string
		code int
	}{
		{[]string{"eval", "--bogus"}, 2},
		{[]string{"compare", "As 2c 3d 4h 5s"}, 2},
		{[]string{"compare", "As", "2c 3d 4h 5s 6c"}, 1},
		{[]string{"nope"}, 2},
		{[]string{"eval", "Ks", "Kh", "Kd", "Kc", "Qs"}, 0},
		{[]string{"eval", "As", "2s"}, 2},                   // the wrong number of cards: usage
		{[]string{"eval", "As 2s 3s 4s 5s 6s 7s 8s"}, 2},    // in one argument too
		{[]string{"eval", "As", "2s", "Zz", "4s", "5s"}, 1}, // a bad card: bad input
		{[]string{"equity", "Zz Kd"}, 1},                    // named before the count of hands
	}
	for _, tc := range tests {
		code, _, errs := runArgs(t, "", tc.args...)
		if code != tc.code {
			t.Errorf("%v: exit %d, want %d", tc.args, code, tc.code)
		}
		// Every command says it as "razz: …" ("razz eval: arguments:" was
		// eval's own, the walk-through), naming a bad card where there is
		// one ("give 2 to 8 hands (got 1)" hid "Zz").
		if code != 0 && !strings.HasPrefix(errs, "razz: ") {
			t.Errorf("%v: %q is not one plain line", tc.args, errs)
		}
		if strings.Contains(strings.Join(tc.args, " "), "Zz") && !strings.Contains(errs, `"Zz"`) {
			t.Errorf("%v: %q does not name the bad card", tc.args, errs)
		}
		if code != 0 && strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("%v: error is not one line: %q", tc.args, errs)
		}
	}
}

func TestReplay(t *testing.T) {
	good := `{"version":1,"game":"razz","seed":42,"hand":1,"limits":{"ante":5,"bring_in":10,"small_bet":20,"big_bet":40,"cap":4},"seats":[{"seat":1,"name":"You","stack":1000},{"seat":4,"name":"Rock","stack":990}],"deal":{"1":["Kh","3s","Qd"],"4":["9c","Td","2h"]},"community":null,"actions":[{"street":3,"seat":1,"action":"ante","put":5,"to":5},{"street":3,"seat":4,"action":"ante","put":5,"to":5},{"street":3,"seat":1,"action":"bring-in","put":10,"to":10},{"street":3,"seat":4,"action":"complete","put":20,"to":20},{"street":3,"seat":1,"action":"fold","put":0,"to":10}],"showdown":[],"returned":[{"seat":4,"amount":10}],"awards":[{"seat":4,"amount":30}],"stacks_after":{"1":985,"4":1005}}`
	bad := strings.Replace(good, `"action":"complete","put":20,"to":20`, `"action":"raise","put":40,"to":40`, 1)
	code, out, _ := runArgs(t, good+"\n"+bad+"\nnot json\n", "replay")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 1 || len(lines) != 3 {
		t.Fatalf("code %d:\n%s", code, out)
	}
	if !strings.Contains(lines[0], "fits the rules: seat 4 won 30") {
		t.Errorf("good hand: %s", lines[0])
	}
	if !strings.Contains(lines[1], "action 4: seat 4 cannot raise") {
		t.Errorf("bad hand: %s", lines[1])
	}
	if !strings.Contains(lines[2], "not a hand log") {
		t.Errorf("not json: %s", lines[2])
	}
	// A whole sim run replays.
	_, logs, _ := runArgs(t, "", "sim", "--hands", "50", "--seed", "5", "--json", "--stacks", "1000,40,12,300,1000,25")
	code, out, _ = runArgs(t, logs, "replay")
	if code != 0 || strings.Count(out, "fits the rules") != 50 {
		t.Errorf("sim logs do not replay (code %d):\n%s", code, out)
	}
}

// Learning mode is a plain option: on until the user turns it off, never
// switched off by the history (issue 9, item 4/5).
func TestLearningModeIsOnByDefault(t *testing.T) {
	// Its help says the default is what settings.json remembers (no
	// DefValue shown); the flag's own value, before settings, is on.
	if f := playCmd().Flags().Lookup("learn"); f == nil || f.Value.String() != "true" {
		t.Errorf("--learn defaults to %v", f)
	}
}

func TestEquityAndOddsExitCodes(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
	}{
		{[]string{"equity", "As 2h 3d 4c", "Kc Qd Js 8d"}, 0},
		{[]string{"odds", "As 2h 3d"}, 0},
		{[]string{"equity", "As 2h 3d"}, 1},
		{[]string{"equity", "As 2h 3d", "As"}, 1},
		{[]string{"odds", "As 2h"}, 1},
		{[]string{"equity", "--trials", "x", "As", "Kc"}, 2},
		{[]string{"equity", "--exact", "--trials", "5", "As", "Kc"}, 2},
		{[]string{"odds", "--nope", "As 2h 3d"}, 2},
	} {
		code, out, errs := runArgs(t, "", c.args...)
		if code != c.code || (code != 0 && strings.Count(errs, "\n") != 1) {
			t.Errorf("%q: exit %d, want %d; out %q, errors %q", c.args, code, c.code, out, errs)
		}
	}
}

func TestReview(t *testing.T) {
	_, logs, _ := runArgs(t, "", "sim", "--hands", "6", "--seed", "5", "--json")
	code, out, errs := runArgs(t, logs, "review", "-", "--json", "--seat", "2")
	if code != 0 || errs != "" {
		t.Fatalf("code %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	for _, l := range lines {
		var d struct {
			Hand    *int     `json:"hand"`
			Index   *int     `json:"action_index"`
			Advice  string   `json:"advice"`
			PotOdds *float64 `json:"pot_odds"`
		}
		if err := json.Unmarshal([]byte(l), &d); err != nil || d.Hand == nil || d.Index == nil || d.Advice == "" || d.PotOdds == nil {
			t.Fatalf("line %q: %v", l, err)
		}
	}
	code, out, _ = runArgs(t, logs, "review", "-")
	if code != 0 || !strings.Contains(out, "Summary: 6 hands, ") || !strings.Contains(out, "coach ") {
		t.Errorf("code %d:\n%s", code, out)
	}
	for _, bad := range [][]string{{"review", "-", "--seat", "0"}, {"review", "/nonexistent/h.jsonl"}, {"review", "-", "--seat", "8"}} {
		code, _, errs := runArgs(t, logs+"not json\n", bad...)
		if code == 0 || strings.Contains(errs, "panic") || strings.Count(strings.TrimSpace(errs), "\n") > 1 {
			t.Errorf("%v: code %d, %q", bad, code, errs)
		}
	}
}

// Every bad flag is refused with one sentence saying what is wanted, exit
// status 2, before any terminal opens (issue #9 items 13, 14, 30): play
// and quiz would otherwise try to open the trainer here and fail with 1.
func TestBadFlagsSaySentences(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"play", "--seed", "-1"}, `--seed wants a whole number, 0 or more (0 deals differently each run), not "-1"`},
		{[]string{"play", "--speed", "5"}, `--speed wants a duration such as 300ms, or 0, not "5"`},
		{[]string{"play", "--speed", "-1s"}, `--speed wants a duration such as 300ms, or 0`},
		{[]string{"play", "--speed"}, `--speed wants a value: a duration such as 300ms, or 0`},
		{[]string{"play", "--players", "x"}, `--players wants a whole number of players, 2 to 8, not "x"`},
		{[]string{"play", "--stack", "3"}, `--stack 3: a stack must be more than the ante (5)`},
		{[]string{"play", "--stack", "5"}, `--stack 5: a stack must be more than the ante (5)`},
		{[]string{"play", "--stakes", "50/100/200/400", "--stack", "40"}, `--stack 40: a stack must be more than the ante (50)`},
		{[]string{"sim", "--stacks", "100,4,100,100,100,100"}, `--stacks: seat 2 has 4 chips: a stack must be more than the ante (5)`},
		{[]string{"play", "--stack", "9223372036854775807"}, `too many chips; razz plays stacks up to 100000000`},
		{[]string{"sim", "--stacks", "100,9223372036854775807,100,100,100,100"}, `seat 2 has 9223372036854775807 chips: too many chips`},
		{[]string{"sim", "--stakes", "5/10/20/9223372036854775807"}, `no amount may be more than 100000000 chips`},
		{[]string{"play", "--level", "brutal"}, `--level wants easy, normal or hard, not "brutal"`},
		{[]string{"sim", "--hands", "1e3"}, `--hands wants a whole number of hands, 1 or more, not "1e3"`},
		{[]string{"quiz", "--rounds", "x"}, `--rounds wants a whole number of questions, or 0 for no end, not "x"`},
		{[]string{"quiz", "--level", "x"}, `--level wants easy, normal, hard or mixed, not "x"`},
		{[]string{"sim", "--json=maybe"}, `--json wants true or false, or no value, not "maybe"`},
		{[]string{"sim", "--bots", "foo"}, `--bots: unknown bot "foo"`},
		{[]string{"sim", "--bots", "rock"}, `--bots names 1 bot: a stud table seats 2 to 8`},
	}
	for _, tc := range tests {
		code, _, errs := runArgs(t, "", tc.args...)
		if code != 2 || !strings.Contains(errs, tc.want) || strings.Count(strings.TrimSpace(errs), "\n") != 0 ||
			strings.Contains(errs, "strconv") || strings.Contains(errs, "missing unit") {
			t.Errorf("%v: exit %d, %q; want exit 2 and one line with %q", tc.args, code, errs, tc.want)
		}
	}
}

// Hands of a sim at the largest stacks and stakes allowed add up without
// overflowing, and replay.
func TestLargestStacksReplay(t *testing.T) {
	_, logs, _ := runArgs(t, "", "sim", "--hands", "30", "--seed", "9", "--json", "--players", "3",
		"--stakes", "10000000/20000000/50000000/100000000", "--stack", "100000000")
	code, out, _ := runArgs(t, logs, "replay")
	if code != 0 || strings.Count(out, "fits the rules") != 30 || strings.Contains(logs, `":-`) {
		t.Errorf("code %d:\n%s", code, out)
	}
}

// TestReplayLongLine: a line over 4 MiB is reported with its number and
// the hands after it are still checked.
func TestReplayLongLine(t *testing.T) {
	_, logs, _ := runArgs(t, "", "sim", "--hands", "2", "--seed", "5", "--json")
	hands := strings.Split(strings.TrimSpace(logs), "\n")
	long := `{"version":1,"game":"razz","pad":"` + strings.Repeat("x", 5<<20) + `"}`
	code, out, _ := runArgs(t, hands[0]+"\n"+long+"\n"+hands[1]+"\n", "replay")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 1 || len(lines) != 3 || !strings.HasPrefix(lines[1], "line 2: line too long: over 4 MiB") || !strings.Contains(lines[2], "line 3: hand 2 fits the rules") {
		t.Errorf("code %d:\n%s", code, out)
	}
}

// Help screens: no trailing spaces, and no value a user types in lower
// case shown capitalised (fang capitalises a flag description's first
// word, so each starts with a plain word) (issue #9 item 24).
func TestHelpText(t *testing.T) {
	for _, cmd := range []string{"", "eval", "compare", "sim", "quiz", "play", "replay", "settings"} {
		args := []string{"--help"}
		if cmd != "" {
			args = []string{cmd, "--help"}
		}
		code, out, _ := runArgs(t, "", args...)
		if code != 0 || out == "" {
			t.Fatalf("%v: exit %d", args, code)
		}
		for i, l := range strings.Split(out, "\n") {
			if strings.TrimRight(l, " ") != l {
				t.Errorf("razz %s --help, line %d ends with spaces: %q", cmd, i+1, l)
			}
		}
		for _, bad := range []string{"Compare, bring-in", "Easy, medium", "Four-Colour", "Ante/Bring-In"} {
			if strings.Contains(out, bad) {
				t.Errorf("razz %s --help shows %q", cmd, bad)
			}
		}
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"compare", "As 2c 3d 4h 5s"}, "(got one hand)"},
		{[]string{"compare"}, "(got no hands)"},
		{[]string{"replay", "a", "b"}, "(got 2 arguments)"},
	} {
		code, _, errs := runArgs(t, "", tc.args...)
		if code != 2 || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: exit %d, %q; want %q", tc.args, code, errs, tc.want)
		}
	}
}

// razz settings shows the remembered settings and changes them; play
// then starts from them (issue #9 item 5).
func TestSettingsCommand(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", dir)
	code, out, _ := runArgs(t, "", "settings", "ascii=true", "speed=0", "level=hard")
	if code != 0 || !strings.Contains(out, filepath.Join(dir, "razz", "settings.json")) ||
		!strings.Contains(out, "ascii       true") || !strings.Contains(out, "speed       0s") || !strings.Contains(out, "level       hard") {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	// A long value keeps every line within 80 columns, its description
	// whole on the next line (the walk-through).
	if code, out, _ := runArgs(t, "", "settings", "hero=Alice Smith"); code != 0 || !strings.Contains(out, "\n                    your name in hands you import (history import --hero)\n") {
		t.Errorf("a long hero, exit %d:\n%s", code, out)
	} else {
		for _, l := range strings.Split(out, "\n")[1:] {
			if len([]rune(l)) > 80 {
				t.Errorf("%d columns: %q", len([]rune(l)), l)
			}
		}
	}
	pr := cli.LoadPrefs()
	if !pr.ASCII || pr.Speed != 0 || pr.Level != "hard" || !pr.Learn {
		t.Errorf("saved %+v", pr.Settings)
	}
	for _, bad := range []string{"speed=5", "level=brutal", "ascii=maybe", "colour=red", "ascii"} {
		code, _, errs := runArgs(t, "", "settings", bad)
		if code != 2 || strings.Count(strings.TrimSpace(errs), "\n") != 0 || !strings.Contains(errs, "wants") {
			t.Errorf("settings %s: exit %d, %q", bad, code, errs)
		}
	}
	if pr2 := cli.LoadPrefs(); pr2.Settings != pr.Settings {
		t.Errorf("a refused change was saved: %+v", pr2.Settings)
	}
	// on and off, as the screens say "learning mode on/off".
	if code, out, errs := runArgs(t, "", "settings", "learn=off", "coach=on"); code != 0 ||
		!strings.Contains(out, "learn       false") || !strings.Contains(out, "coach       true") {
		t.Errorf("settings learn=off coach=on: exit %d, %q %q", code, out, errs)
	}
}

// TestSimSaysHouseRules: sim's summary explains each house rule in force,
// in the words of its declaration, and nothing at the defaults.
func TestSimSaysHouseRules(t *testing.T) {
	_, out, _ := runArgs(t, "", "sim", "--hands", "2", "--seed", "1", "--show-order", "seat", "--cap", "0")
	if !strings.Contains(out, "house rule    When nobody bets on seventh street, the lowest seat shows first") ||
		!strings.Contains(out, "house rule    A street allows any number of bets") {
		t.Errorf("house rules in force not said:\n%s", out)
	}
	if _, out, _ = runArgs(t, "", "sim", "--hands", "2", "--seed", "1"); strings.Contains(out, "house rule") {
		t.Errorf("house rules said at the defaults:\n%s", out)
	}
}

// zeros is /dev/zero: a stdin that never ends; it counts what is read.
type zeros struct{ n *int64 }

func (z zeros) Read(p []byte) (int, error) {
	clear(p)
	if z.n != nil {
		*z.n += int64(len(p))
	}
	return len(p), nil
}

// blank is a stdin of spaces without end.
type blank struct{}

func (blank) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = ' '
	}
	return len(p), nil
}

// Every command that takes a hand history refuses one over 256 MiB in one
// line and exit status 1, before reading it (a 300 MB binary took 0.9 GB
// to be refused); a binary under that bound, and a stdin that never ends
// (/dev/zero passed 3 GB in 8 s), are refused in one line once their
// first megabyte, more than any hand, is read.
func TestFilesOverTheBoundAreRefused(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	sparse := func(size int64) string {
		big := filepath.Join(t.TempDir(), "big.txt")
		f, err := os.Create(big)
		if err != nil {
			t.Fatal(err)
		}
		if err := f.Truncate(size); err != nil { // sparse: no disk taken
			t.Fatal(err)
		}
		f.Close()
		return big
	}
	over, under := sparse(store.MaxHandInput+1), sparse(100<<20)
	for _, args := range [][]string{{"replay"}, {"review"}, {"history", "list"}, {"history", "export"},
		{"history", "import"}, {"practice"}} {
		code, _, errs := runArgs(t, "", append(args, over)...)
		if code != 1 || strings.Count(strings.TrimSpace(errs), "\n") != 0 || !strings.Contains(errs, "is over 256 MiB, more than any real hand history: not read") {
			t.Errorf("razz %s (over 256 MiB): exit %d, %q", strings.Join(args, " "), code, errs)
		}
		code, _, errs = runArgs(t, "", append(args, under)...)
		if code != 1 || strings.Count(strings.TrimSpace(errs), "\n") != 0 || !strings.Contains(errs, "not a hand history razz reads") {
			t.Errorf("razz %s (100 MB of zeros): exit %d, %q", strings.Join(args, " "), code, errs)
		}
	}
	var o, e bytes.Buffer
	var read int64
	if code := run([]string{"replay", "-"}, zeros{&read}, &o, &e); code != 1 || !strings.Contains(e.String(), "not a hand history razz reads") || read > 4<<20 {
		t.Errorf("razz replay - < /dev/zero: exit %d, %q, %d bytes read", code, e.String(), read)
	}
	blanks := io.MultiReader(strings.NewReader("{"), io.LimitReader(blank{}, store.MaxHandInput))
	if code := run([]string{"history", "list", "-"}, blanks, &o, &e); code != 1 || !strings.Contains(e.String(), "standard input is over 256 MiB") {
		t.Errorf("razz history list - < 256 MiB of a hand log: exit %d, %q", code, e.String())
	}
}
