package cli

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"razz/engine"
	"razz/tui/drill"
	"razz/tui/store"
)

func plainSetup(t *testing.T, h Home) PlaySetup { return plainSetupOf(t, h, 6, 7) }

// plainSetupOf is the table of players seats, dealt from seed.
func plainSetupOf(t *testing.T, h Home, players int, seed uint64) PlaySetup {
	t.Helper()
	tf := DefaultTableFlags()
	tf.Seed, tf.Players = seed, players
	s, err := h.Play(PlayFlags{Table: tf, Level: "normal"}, func(f string) bool { return f == "seed" || f == "level" })
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestPlainHandThroughAPipe: a whole hand typed through a pipe, the
// output read back a line at a time, the hand saved in the history and
// replayed by the engine and reviewed by the coach from there.
func TestPlainHandThroughAPipe(t *testing.T) {
	h := Home{Data: t.TempDir(), Config: t.TempDir()}
	in := strings.NewReader("call\nhint\nwhy\nboard\nraise big\ncall\ncheck\ncall\ncheck\ncall\ncall\ncall\ncall\n")
	var out bytes.Buffer
	if err := h.PlainPlay(plainSetup(t, h), 1, true, in, &out); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	var prompts, answers int
	want := map[string]bool{"— Hand 1.": false, "Coach, third street: pot ": false, "Advice: ": false, "Pot odds: ": false, "brings in": false, "is saved in your history": false, "You: ": false, "is not an action here": false}
	for _, l := range lines {
		if strings.HasPrefix(l, "Your turn on ") {
			prompts++
			if !strings.HasSuffix(l, "?") || !strings.Contains(l, "(f)") && !strings.Contains(l, "(k)") {
				t.Errorf("a prompt that names no action: %q", l)
			}
		}
		if strings.HasPrefix(l, "> ") {
			answers++
		}
		for w := range want {
			want[w] = want[w] || strings.Contains(l, w)
		}
		if strings.ContainsAny(l, "\x1b\r") {
			t.Errorf("a line with an escape or a carriage return: %q", l)
		}
		if rankDashes.MatchString(l) {
			t.Errorf("a dashed low, read aloud as dashes: %q", l)
		}
		if strings.ContainsAny(l, "♠♥♦♣") {
			t.Errorf("--ascii, yet a suit symbol: %q", l)
		}
	}
	for w, ok := range want {
		if !ok {
			t.Errorf("no line with %q in\n%s", w, out.String())
		}
	}
	if prompts == 0 || answers == 0 {
		t.Errorf("%d prompts, %d answers echoed", prompts, answers)
	}
	path := filepath.Join(h.Data, store.HistoryFile)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(data), "\n"); n != 1 {
		t.Fatalf("%d hands saved, want 1", n)
	}
	l, err := engine.ParseLog(bytes.TrimSpace(data))
	if err != nil {
		t.Fatal(err)
	}
	if l.Hand != 1 || l.Seed != 7 {
		t.Errorf("saved as hand %d seed %d", l.Hand, l.Seed)
	}
	// Saved with who each seat is: the user the hero, each bot's style.
	setup := plainSetup(t, h)
	if l.Version != engine.LogVersion || l.Hero != setup.Table.Players[0].Seat {
		t.Errorf("saved as version %d with hero %d", l.Version, l.Hero)
	}
	for i, s := range l.Seats {
		if want := map[bool]string{true: "", false: setup.Bots[max(i-1, 0)].Style()}[i == 0]; s.Bot != want {
			t.Errorf("seat %d (%s) saved as bot %q, want %q", s.Seat, s.Name, s.Bot, want)
		}
	}
	var rep bytes.Buffer
	if err := Replay(path, nil, &rep); err != nil || !strings.Contains(rep.String(), "hand 1 fits the rules") {
		t.Errorf("replay: %v %s", err, rep.String())
	}
	var rev, errs bytes.Buffer
	if err := Review(ReviewOptions{File: path, Seat: 1}, nil, &rev, &errs); err != nil || rev.Len() == 0 {
		t.Errorf("review: %v %s %s", err, rev.String(), errs.String())
	}
	// The same seed and answers play the same hand.
	h2 := Home{Data: t.TempDir(), Config: t.TempDir()}
	var again bytes.Buffer
	in = strings.NewReader("call\nhint\nwhy\nboard\nraise big\ncall\ncheck\ncall\ncheck\ncall\ncall\ncall\ncall\n")
	if err := h2.PlainPlay(plainSetup(t, h2), 1, true, in, &again); err != nil || again.String() != out.String() {
		t.Errorf("a second run differs: %v", err)
	}
}

// TestPlainInputEnds: with no input at all the user checks or folds, the
// hand ends, is saved, and the run ends without an error; quit leaves the
// hand in play unsaved.
func TestPlainInputEnds(t *testing.T) {
	h := Home{Data: t.TempDir(), Config: t.TempDir()}
	var out bytes.Buffer
	if err := h.PlainPlay(plainSetup(t, h), 2, false, strings.NewReader(""), &out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "The input has ended: you ") || strings.Count(out.String(), "is saved in your history") != 2 {
		t.Errorf("output:\n%s", out.String())
	}
	h = Home{Data: t.TempDir(), Config: t.TempDir()}
	out.Reset()
	if err := h.PlainPlay(plainSetup(t, h), 0, false, strings.NewReader("quit\n"), &out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "not saved") {
		t.Errorf("quit: %s", out.String())
	}
	if _, err := os.Stat(filepath.Join(h.Data, store.HistoryFile)); err == nil {
		data, _ := os.ReadFile(filepath.Join(h.Data, store.HistoryFile))
		if len(bytes.TrimSpace(data)) > 0 {
			t.Error("a hand left by quit was saved")
		}
	}
	if err := CheckPlain(false, 3, true); ExitCode(err) != 2 {
		t.Errorf("--hands without --plain: %v", err)
	}
}

// TestPlainQuiz: questions through a pipe, each answered and explained in
// lines of text, the answers kept in the quiz record (a wrong dead-cards
// deal kept to ask again).
func TestPlainQuiz(t *testing.T) {
	h := Home{Data: t.TempDir(), Config: t.TempDir()}
	for _, id := range []string{"dead-cards", "compare", "best-five", "third", "style"} {
		d, err := drill.Parse(id)
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		in := strings.NewReader("99\n1\n1 2 3 4 5\nc\n1\n")
		if err := h.PlainQuiz(QuizSetup{Drill: d, Level: 0, Seed: 3, Rounds: 1}, true, in, &out); err != nil {
			t.Fatal(err)
		}
		s := out.String()
		if !strings.Contains(s, "Question 1 (easy).") || !strings.Contains(s, "Your answer?") ||
			!(strings.Contains(s, "\nRight: ") || strings.Contains(s, "\nNot quite: ")) || !strings.Contains(s, "of 1.") {
			t.Errorf("%s:\n%s", id, s)
		}
	}
	rec, problem := store.NewQuizFile(filepath.Join(h.Data, store.StatsFile)).Load()
	if problem != nil {
		t.Fatal(problem)
	}
	if n := rec.Tally("dead-cards", "easy").Answered; n != 1 {
		t.Errorf("dead-cards answered %d times in the record, want 1", n)
	}
	if len(rec.Again["dead-cards"].Due) != 1 {
		t.Errorf("the wrong dead-cards deal is not kept: %+v", rec.Again)
	}
}

func TestPlainQuizRefusesTimed(t *testing.T) {
	err := Home{Data: t.TempDir()}.PlainQuiz(QuizSetup{Timed: true}, false, strings.NewReader(""), &bytes.Buffer{})
	if ExitCode(err) != 2 {
		t.Errorf("--timed --plain: %v", err)
	}
}

// plainHeadsUp plays one hand heads-up (seed 7) through a pipe, calling
// every bet down to the showdown, and returns what was said and the hand
// as the history saved it.
func plainHeadsUp(t *testing.T, h Home, in string) (string, *engine.Hand) {
	t.Helper()
	var out bytes.Buffer
	if err := h.PlainPlay(plainSetupOf(t, h, 2, 7), 1, false, strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(h.Data, store.HistoryFile))
	if err != nil {
		t.Fatal(err)
	}
	l, err := engine.ParseLog(bytes.TrimSpace(data))
	if err != nil {
		t.Fatal(err)
	}
	hand, err := engine.Replay(l)
	if err != nil {
		t.Fatal(err)
	}
	return out.String(), hand
}

// TestPlainShowdownSaysEveryHand (issue 32, item 5): a showdown in plain
// mode says who showed first and why, every hand shown with the five it
// plays, and the comparison that decided, with the deciding cards, as the
// table's showdown box does; it named only the winner.
func TestPlainShowdownSaysEveryHand(t *testing.T) {
	h := Home{Data: t.TempDir(), Config: t.TempDir()}
	out, hand := plainHeadsUp(t, h, strings.Repeat("c\n", 12))
	sd := hand.Showdown()
	if sd == nil || len(sd.Order) != 2 {
		t.Fatalf("no showdown of two hands: %+v", sd)
	}
	says := func(w string) {
		t.Helper()
		if !strings.Contains(out, w) {
			t.Errorf("the showdown does not say %q:\n%s", w, out)
		}
	}
	says("Showdown.\n")
	says("shows first: the last to bet or raise on seventh street.")
	// Who won is said once the hands are shown: "wins the pot" came
	// before "Showdown." (the walk-through: a screen reader heard the
	// result first).
	if i, j := strings.Index(out, "Showdown.\n"), strings.Index(out, " the pot ("); j < 0 || j < i {
		t.Errorf("the winner is told before the showdown:\n%s", out)
	}
	for _, x := range sd.Order {
		says(" " + engine.JoinCards(x.Eval.Cards, " ", engine.Card.Pretty) + ".\n")
		says(" " + strings.ReplaceAll(x.Eval.Low.Dashed(), "-", " ") + ", " + x.Eval.Low.Name())
	}
	if first := sd.Order[0].Seat; first == 1 {
		says("You show ")
	} else {
		says("(seat " + string(rune('0'+first)) + ") shows first")
	}
	p := sd.Pots[0]
	says("Decided at the ")
	says(", the deciding card ")
	if len(p.Beat) == 0 || !strings.Contains(out, strings.ReplaceAll(p.Beat[0].A.Dashed(), "-", " ")+" beats") && !strings.Contains(out, "low beats") {
		t.Errorf("the comparison that decided is not said:\n%s", out)
	}
}

// TestPlainHintIsTheCoachBox (issue 32, item 5): hint in plain mode says
// what the table's coach box says, line for line after its cards: the
// advice and why, the shares, the pot odds, the start or the boards.
func TestPlainHintIsTheCoachBox(t *testing.T) {
	h := Home{Data: t.TempDir(), Config: t.TempDir()}
	out, _ := plainHeadsUp(t, h, "hint\n"+strings.Repeat("c\n", 12))
	_, after, _ := strings.Cut(out, "> hint\n")
	lines := strings.Split(after, "\n")
	if !strings.HasPrefix(lines[0], "Coach, third street: pot ") || !strings.HasPrefix(lines[1], "Advice: ") || !strings.HasSuffix(lines[1], ".") {
		t.Fatalf("the hint:\n%s", after)
	}
	for _, w := range []string{"\nEquity: ", "of the pot at showdown against the live boards", "\nPot odds: ", "\nYour start ",
		"makes an eight or better by seventh street", "\nLive low cards left"} {
		if !strings.Contains(after[:strings.Index(after, "> c")], w) {
			t.Errorf("the hint does not say %q:\n%s", w, after)
		}
	}
}

// TestPlainMistakesReachTheDrill (issue 32, item 5): the coach reviews a
// hand played in plain mode as it does at the table and keeps its
// mistakes with the table's recorder: their kinds and costs in the quiz
// record (the leaks) and their spots, which the "Your mistakes" drill
// deals; the user is told.
func TestPlainMistakesReachTheDrill(t *testing.T) {
	h := Home{Data: t.TempDir(), Config: t.TempDir()}
	out, _ := plainHeadsUp(t, h, strings.Repeat("c\n", 12)) // calling a queen low down
	if !strings.Contains(out, "The coach marks ") || !strings.Contains(out, "razz quiz --plain --drill mistakes asks") {
		t.Errorf("no word of the mistakes:\n%s", out)
	}
	rec, problem := store.Home(h).QuizFile().Load()
	if problem != nil {
		t.Fatal(problem)
	}
	if len(rec.Leaks) == 0 || len(rec.Spots) == 0 {
		t.Fatalf("nothing kept: leaks %v, %d spots", rec.Leaks, len(rec.Spots))
	}
	i := rec.NextSpot()
	sp := rec.Spots[i]
	q := drill.Mistakes.(interface {
		FromSpot(log string, index, spot int, kind string) drill.Question
	}).FromSpot(sp.Log, sp.Index, i, sp.Kind)
	if q == nil || q.Prompt() == "" {
		t.Errorf("the mistakes drill deals nothing from the spot kept: %+v", sp)
	}
}

// TestPlainQuizShortBringIn: a seat all-in from the ante is said on its
// line ("Seat 3: K♠ (all-in from the ante)"), as the screen shows it, so
// that a screen reader hears why the bring-in passes.
func TestPlainQuizShortBringIn(t *testing.T) {
	h := Home{Data: t.TempDir(), Config: t.TempDir()}
	q := drill.BringIn.New(drill.Rand(3, drill.BringIn, drill.Hard, 0), drill.Hard).(*drill.BringInQuestion)
	if q.Short == 0 {
		t.Fatal("seed 3's first hard question has no short bring-in")
	}
	var out bytes.Buffer
	if err := h.PlainQuiz(QuizSetup{Drill: drill.BringIn, Level: drill.Hard, Seed: 3, Rounds: 1}, true, strings.NewReader(fmt.Sprintf("%d\n", q.Seat())), &out); err != nil {
		t.Fatal(err)
	}
	var door engine.Card
	for _, d := range q.Doors {
		if d.Seat == q.Short {
			door = d.Card
		}
	}
	s := out.String()
	if want := fmt.Sprintf("Seat %d: %s (all-in from the ante)\n", q.Short, door.String()); !strings.Contains(s, want) || !strings.Contains(s, "\nRight: ") {
		t.Errorf("no %q, or not right:\n%s", want, s)
	}
}
