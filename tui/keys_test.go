package tui

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"charm.land/bubbles/v2/key"

	"razz/bots"
	"razz/bots/record"
	"razz/bots/review"
	"razz/engine"
	"razz/tui/drill"
	"razz/tui/keys"
	"razz/tui/learn"
	"razz/tui/store"
	"razz/tui/tuitest"
)

// A keyCase is a binding of the key map and a state of the trainer it
// works in: each of its keys, pressed there, must change the screen, and
// all of them alike (its keys are one key's alternatives) unless distinct
// (1 to 7 choose different cards).
type keyCase struct {
	binding  string                   // "Practice.Prev"
	state    func(*testing.T) *driver // a new trainer in the state
	distinct bool
}

// The bindings the help line shows for several others at once (their keys
// do different things), and those another package's tests press.
var keysShownOnly = map[string]string{
	"Quiz.UpDown": "↑/↓ for Up and Down", "Quiz.Move": "←/→ for Left and Right",
	"Quiz.Scroll":     "↑/↓ for Up and Down in a feedback taller than the screen (TestTallFeedbackScrolls, tui/screen/quiz)",
	"Settings.UpDown": "↑/↓ for Up and Down", "Settings.Step": "←/→ for Next and Prev",
	"Starts.Move": "←↑↓→ for Up, Down, Left and Right", "Stats.Scroll": "↑↓/pgup/pgdn for the pager's keys",
	"History.Step": "←/→ for Next and Prev", "History.Streets": "[/] for NextStreet and PrevStreet",
	"History.Ends": "g/G for First and Last", "History.Scroll": "↑/↓ for the replay's panes",
	"Menu.Watch":  "razz serve only (TestMenuKeysAreTheirOwn, tui/screen/menu; TestGoldenWatch)",
	"Menu.Warmup": "TestMenuLetters, tui/screen/menu: the warm-up may open on a flashing question, whose ticks sleep",
	"Menu.Quit":   "quits, the view unchanged (TestMenuKeysAreTheirOwn and the esc/q test, tui/screen/menu)",
	"Watch.Share": "TestGoldenWatch", "Watch.End": "TestGoldenWatch", "Watch.Code": "TestGoldenWatch",
	"Watch.Note": "TestGoldenWatch", "Watch.Send": "TestGoldenWatch",
	"Global.Quit":   "TestNavigation: ctrl+c quits, also while typing",
	"Quiz.Skip":     "TestSkipKeys, tui/screen/quiz: its frames' ticks sleep",
	"Quiz.Misses":   "TestTimedMissesAfter, tui/screen/quiz: a timed round's ticks sleep",
	"Quiz.NextMiss": "TestTimedMissesAfter, tui/screen/quiz: a timed round's ticks sleep",
	"Quiz.Score":    "TestTimedMissesAfter, tui/screen/quiz: a timed round's ticks sleep",
	"Learn.UpDown":  "↑/↓ for Up and Down", "Learn.Turn": "←/→ for Prev and Next",
}

// tableKeys are the table's bindings, pressed in tui/screen/table's tests
// (TestKeysThroughTheMap there), which see inside the table.
var tableKeys = "Table."

func TestKeysDoWhatTheMapSays(t *testing.T) {
	menu := func(ks ...string) func(*testing.T) *driver {
		return func(t *testing.T) *driver {
			d := newDriver(t, Options{Start: ScreenMenu}, 80, 24)
			d.keys(ks...)
			return d
		}
	}
	quiz := func(o QuizOptions, ks ...string) func(*testing.T) *driver {
		return func(t *testing.T) *driver {
			d := newDriver(t, Options{Start: ScreenQuiz, Quiz: o}, 80, 24)
			d.keys(ks...)
			return d
		}
	}
	compare := QuizOptions{Drill: drill.Compare, Chosen: true, Level: drill.Easy, Seed: 3, Rounds: 2}
	compareRight := answerKeys(t, firstQuestion(compare), true)
	five := QuizOptions{Drill: drill.BestFive, Chosen: true, Level: drill.Easy, Seed: 3}
	name := QuizOptions{Drill: drill.Name, Chosen: true, Level: drill.Easy, Seed: 3}
	nameKeys := answerKeys(t, firstQuestion(name), true)
	at := func(start ScreenID, ks ...string) func(*testing.T) *driver { // no history
		return func(t *testing.T) *driver {
			d := newDriver(t, Options{Start: start}, 80, 24)
			d.keys(ks...)
			return d
		}
	}
	on := func(start ScreenID, ks ...string) func(*testing.T) *driver { // the vector hands' history
		return func(t *testing.T) *driver {
			d := newDriver(t, Options{Start: start, DataDir: shortHistory(t), Location: time.UTC}, 80, 24)
			d.keys(ks...)
			return d
		}
	}
	// The same history with the day recap's reviews kept in it, as the
	// History screen keeps them after a first recap of the day: the keys
	// of the open recap are pressed in states that sum the day up from
	// them, as a second recap of a day does, rather than each reviewing
	// the day's hands again (History.Day opens the recap on the history
	// without them, reviewing).
	recapped := shortHistory(t)
	newDriver(t, Options{Start: ScreenHistory, DataDir: recapped, Location: time.UTC}, 80, 24).keys("d")
	if _, err := os.Stat(store.ReviewsIn(recapped)); err != nil {
		t.Fatalf("the day recap kept no reviews: %v", err)
	}
	onRecap := func(ks ...string) func(*testing.T) *driver {
		return func(t *testing.T) *driver {
			dir := t.TempDir()
			for _, f := range []string{store.HistoryFile, store.ReviewsFile} {
				data, err := os.ReadFile(filepath.Join(recapped, f))
				if err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(filepath.Join(dir, f), data, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			d := newDriver(t, Options{Start: ScreenHistory, DataDir: dir, Location: time.UTC}, 80, 24)
			d.keys(ks...)
			return d
		}
	}
	cases := []keyCase{
		{"Global.Back", quiz(QuizOptions{}), false},
		{"Global.Esc", quiz(QuizOptions{}), false},
		{"Global.FullHelp", menu(), false},

		{"Menu.Up", menu("j"), false},
		{"Menu.Down", menu(), false},
		{"Menu.Choose", menu(), false},
		{"Menu.Play", menu(), false},
		{"Menu.Quiz", menu(), false},
		{"Menu.Rules", menu(), false},
		{"Menu.Chart", menu(), false},
		{"Menu.History", menu(), false},
		{"Menu.Stats", menu(), false},
		{"Menu.Settings", menu(), false},
		{"Menu.Learn", menu(), false},

		{"Quiz.Up", quiz(QuizOptions{}, "j"), false},
		{"Quiz.Down", quiz(QuizOptions{}), false},
		{"Quiz.Choose", quiz(QuizOptions{}), false},
		{"Quiz.Level", quiz(QuizOptions{}), false},
		{"Quiz.Timed", quiz(QuizOptions{}), false},
		{"Quiz.Rounds", quiz(QuizOptions{}), false},
		{"Quiz.Pick", quiz(five), true},
		{"Quiz.Left", quiz(five), false},
		{"Quiz.Right", quiz(five), false},
		{"Quiz.Toggle", quiz(five), false},
		{"Quiz.Answer", quiz(name, nameKeys[:len(nameKeys)-1]...), false},
		{"Quiz.Erase", quiz(name, "8"), false},
		{"Quiz.Next", quiz(compare, compareRight...), false},
		{"Quiz.Finish", quiz(QuizOptions{Drill: drill.Compare, Chosen: true, Level: drill.Easy, Seed: 3, Rounds: 1}, compareRight...), false},
		{"Quiz.Again", quiz(QuizOptions{Drill: drill.Compare, Chosen: true, Level: drill.Easy, Seed: 3, Rounds: 1}, append(compareRight, "enter")...), false},

		{"Pager.Down", at(ScreenRules), false},
		{"Pager.PageDown", at(ScreenRules), false},
		{"Pager.HalfDown", at(ScreenRules), false},
		{"Pager.Bottom", at(ScreenRules), false},
		{"Pager.Up", at(ScreenRules, "pgdown"), false},
		{"Pager.PageUp", at(ScreenRules, "G"), false},
		{"Pager.HalfUp", at(ScreenRules, "G"), false},
		{"Pager.Top", at(ScreenRules, "G"), false},
		{"Starts.Open", at(ScreenRules), false},

		{"Stats.Page", at(ScreenStats), false},
		{"Stats.Reset", at(ScreenStats), false},
		{"Stats.Yes", at(ScreenStats, "r"), false},
		{"Stats.No", at(ScreenStats, "r"), false},

		{"Starts.Up", at(ScreenStarts), false},
		{"Starts.Down", at(ScreenStarts), false},
		{"Starts.Left", at(ScreenStarts), false},
		{"Starts.Right", at(ScreenStarts), false},
		{"Starts.PageUp", at(ScreenStarts, "pgdown"), false},
		{"Starts.PageDown", at(ScreenStarts), false},
		{"Starts.More", at(ScreenStarts), false},
		{"Starts.Fewer", at(ScreenStarts, "+"), false},
		{"Starts.Dead", at(ScreenStarts), false},
		{"Starts.Apply", at(ScreenStarts, "d", "x"), false}, // refused at once: no chart to work out

		{"Settings.Up", at(ScreenSettings, "j"), false},
		{"Settings.Down", at(ScreenSettings), false},
		{"Settings.Next", at(ScreenSettings), false},
		{"Settings.Prev", at(ScreenSettings, "l"), false},
		{"Settings.Change", at(ScreenSettings), false},
		{"Settings.Keep", settingsOnHero, false},

		{"History.Up", on(ScreenHistory, "j"), false},
		{"History.Down", on(ScreenHistory), false},
		{"History.PageUp", on(ScreenHistory, "pgdown"), false},
		{"History.PageDown", on(ScreenHistory), false},
		{"History.First", on(ScreenHistory, "j", "j"), false},
		{"History.Last", on(ScreenHistory), false},
		{"History.Open", on(ScreenHistory), false},
		{"History.Result", on(ScreenHistory), false},
		{"History.Showdown", on(ScreenHistory), false},
		{"History.StreetFilter", on(ScreenHistory), false},
		{"History.Search", on(ScreenHistory), false},
		{"History.SearchDone", on(ScreenHistory, "/", "3"), false},
		{"History.Practise", on(ScreenHistory), false},
		{"History.Day", on(ScreenHistory), false},
		{"History.Next", on(ScreenHistory, "enter"), false},
		{"History.Prev", on(ScreenHistory, "enter", "right"), false},
		{"History.NextStreet", on(ScreenHistory, "enter"), false},
		{"History.PrevStreet", on(ScreenHistory, "enter", "]", "]"), false},
		{"History.Review", on(ScreenHistory, "enter"), false},
		{"History.RecapPractise", onRecap("d"), true},
		{"History.RecapClose", onRecap("d"), false},

		{"Practice.Next", on(ScreenHistory, "p"), false},
		{"Practice.Prev", on(ScreenHistory, "p", "right"), false},
		{"Practice.PlayOn", practiceVerdict, false},
		{"Practice.NextHand", practiceTwoHands, false},

		{"Learn.Down", learnAt(""), false},
		{"Learn.Up", learnAt("", "j"), false},
		{"Learn.Read", learnAt(""), false},
		{"Learn.Take", learnAt("1"), false},
		{"Learn.Prev", learnAt("2"), false},
		{"Learn.Next", learnAt("1"), false},
		{"Learn.Step", learnResult, false},
		{"Learn.Retake", learnResult, false},
		{"Learn.Lesson", learnResult, false},
		{"Learn.Drill", learnDone, false},
	}
	m := keys.Default()
	tested := map[string]bool{}
	for _, c := range cases {
		tested[c.binding] = true
		b := binding(t, m, c.binding)
		t.Run(c.binding, func(t *testing.T) {
			base := c.state(t).view()
			after := map[string]string{}
			for _, k := range b.Keys() {
				d := c.state(t)
				d.keys(k)
				if after[k] = d.view(); after[k] == base {
					t.Errorf("%s (%s) did nothing:\n%s", k, c.binding, tuitest.Flat(base))
				}
			}
			if c.distinct {
				return
			}
			first := b.Keys()[0]
			for _, k := range b.Keys()[1:] {
				if after[k] != after[first] {
					t.Errorf("%s and %s, both %s, differ:\n%s\n\n%s", first, k, c.binding, tuitest.Flat(after[first]), tuitest.Flat(after[k]))
				}
			}
		})
	}
	// Every binding is pressed here, or shown for others, or pressed by
	// the tests of the screen it belongs to: a binding added to the map is
	// tested before it is used.
	v := reflect.ValueOf(m)
	for i := range v.NumField() {
		g := v.Field(i)
		for j := range g.NumField() {
			name := v.Type().Field(i).Name + "." + g.Type().Field(j).Name
			if _, ok := g.Field(j).Interface().(key.Binding); !ok {
				continue
			}
			if !tested[name] && keysShownOnly[name] == "" && !strings.HasPrefix(name, tableKeys) {
				t.Errorf("%s: no test presses its keys", name)
			}
		}
	}
}

// learnAt is the Learn screen on the path, or on a lesson (its number),
// after the keys ks.
func learnAt(lesson string, ks ...string) func(*testing.T) *driver {
	return func(t *testing.T) *driver {
		d := newDriver(t, Options{Start: ScreenLearn, Learn: LearnOptions{Lesson: lesson, Seed: 5}}, 80, 24)
		d.keys(ks...)
		return d
	}
}

// learnResult is the Learn screen on the result of lesson 1's exercise,
// every question answered right.
func learnResult(t *testing.T) *driver {
	d := learnAt("1", "enter")(t)
	lesson := learn.Path()[0]
	for n := range lesson.Exercise.Questions {
		if n > 0 {
			d.keys("enter")
		}
		d.keys(answerKeys(t, lesson.Question(5, n), true)...)
	}
	d.keys("enter")
	if v := tuitest.Flat(d.view()); !strings.Contains(v, "10 right of 10: passed.") {
		t.Fatalf("not on the result:\n%s", d.view())
	}
	return d
}

// learnDone is the Learn screen's path once every lesson is passed, with
// a leak in the quiz record: the next step names the leak's drill.
func learnDone(t *testing.T) *driver {
	dir := t.TempDir()
	home := store.Home{Data: dir}
	if _, _, err := home.LearnFile().Update(func(r *store.LearnRecord) {
		for _, l := range learn.Path() {
			r.Took(l.ID, 10, true)
		}
	}); err != nil {
		t.Fatal(err)
	}
	if _, _, err := home.QuizFile().Update(func(r *store.QuizRecord) {
		r.AddMistake("passive", 1.5, store.Spot{Log: "{}", Index: 1})
	}); err != nil {
		t.Fatal(err)
	}
	return newDriver(t, Options{Start: ScreenLearn, DataDir: dir}, 80, 24)
}

// binding is the binding of m at path "Group.Field".
func binding(t *testing.T, m keys.Map, path string) key.Binding {
	t.Helper()
	g, f, _ := strings.Cut(path, ".")
	b, ok := reflect.ValueOf(m).FieldByName(g).FieldByName(f).Interface().(key.Binding)
	if !ok {
		t.Fatalf("no binding %s", path)
	}
	return b
}

// shortHistory is a data directory whose history is the vector hands, six
// on their second day (the day's recap reviews each).
func shortHistory(t *testing.T) string {
	dir := t.TempDir()
	tuitest.WriteHistory(t, dir)
	path := filepath.Join(dir, store.HistoryFile)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfterN(string(data), "\n", 37)
	if err := os.WriteFile(path, []byte(strings.Join(lines[:36], "")), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// settingsOnHero is the Settings screen with the hero's name being typed.
func settingsOnHero(t *testing.T) *driver {
	d := newDriver(t, Options{Start: ScreenSettings}, 80, 24)
	for i := 0; i < 20 && !strings.Contains(tuitest.Flat(d.view()), "▸ hero"); i++ {
		d.keys("down")
	}
	d.keys("enter", "Q")
	return d
}

// practiceVerdict is a hand practised up to the verdict on its first
// decision (the first legal action taken).
func practiceVerdict(t *testing.T) *driver {
	d := newDriver(t, Options{Start: ScreenHistory, DataDir: shortHistory(t), Location: time.UTC}, 80, 24)
	d.keys("p")
	for range 40 {
		if v := tuitest.Flat(d.view()); strings.Contains(v, "Your decision:") {
			for _, b := range []key.Binding{keys.Default().Table.Fold, keys.Default().Table.Check, keys.Default().Table.Call} {
				if strings.Contains(v, " "+b.Help().Key+" ") {
					d.keys(b.Help().Key)
					return d
				}
			}
		}
		d.keys("right")
	}
	t.Fatal("no decision to practise")
	return nil
}

// practiceTwoHands is razz practice with two hands, at the first's end.
func practiceTwoHands(t *testing.T) *driver {
	d := newDriver(t, Options{Start: ScreenPractice, Practice: twoHands(t)}, 80, 24)
	for range 80 {
		v := tuitest.Flat(d.view())
		if strings.Contains(v, "Hand over.") {
			return d
		}
		if strings.Contains(v, "Your decision:") {
			k := keys.Default().Table
			for _, b := range []key.Binding{k.Fold, k.Check, k.Call, k.BringIn} {
				if strings.Contains(v, " "+b.Help().Key+" ") {
					d.keys(b.Help().Key)
					break
				}
			}
			continue
		}
		d.keys("right")
	}
	t.Fatal("the first hand did not end")
	return nil
}

// twoHands are the first two of 12 hands played (playedLogs) that seat 1
// decides in: worked out once (12 hands played and reviewed), as each
// state practiceTwoHands makes for a key practises the same two.
var twoHands = func() func(t *testing.T) []engine.HandLog {
	var once sync.Once
	var hands []engine.HandLog
	return func(t *testing.T) []engine.HandLog {
		once.Do(func() {
			for _, l := range playedLogs(t, 12) {
				if len(hands) < 2 && l.Hero != 0 {
					hands = append(hands, l)
				}
			}
		})
		if len(hands) < 2 {
			t.Fatalf("%d hands to practise", len(hands))
		}
		return append([]engine.HandLog(nil), hands...)
	}
}()

// playedLogs are n hands of a bots' game, seat 1 the hero (as the table
// saves them).
func playedLogs(t *testing.T, n int) []engine.HandLog {
	t.Helper()
	bs, err := bots.Seat([]string{"grinder", "station", "maniac"}, bots.Normal)
	if err != nil {
		t.Fatal(err)
	}
	var out []engine.HandLog
	a := &bots.Arena{Table: engine.NewTable([]string{"You", "Ann", "Bob"}, []int{1000, 1000, 1000}, engine.DefaultStakes, engine.DefaultRules),
		Bots: bs, Seed: 5, Workers: 1}
	a.Observe = func(k int, h *engine.Hand, _ []bots.SeatReason) {
		l := h.LogWith(engine.LogMeta{Seed: 5, Hand: k, Hero: 1})
		if rev, err := review.Review(record.Open(l), 1); err == nil && len(rev.Decisions) > 0 {
			out = append(out, l)
		}
	}
	a.Run(n)
	if len(out) < 2 {
		t.Fatalf("%d hands with a decision of seat 1's", len(out))
	}
	return out
}
