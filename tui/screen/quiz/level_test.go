package quiz

import (
	"fmt"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"razz/tui/drill"
	"razz/tui/store"
)

// The questions' own tests (the engine agrees with every grading, the same
// seed gives the same questions) are in the drill package.

// TestMixedLeansTowardErrors: a level answered wrong comes up more often.
func TestMixedLeansTowardErrors(t *testing.T) {
	s := store.NewQuizRecord()
	for range 10 {
		s.Record(drill.Compare.ID(), drill.Easy.String(), true)
		s.Record(drill.Compare.ID(), drill.Normal.String(), true)
		s.Record(drill.Compare.ID(), drill.Hard.String(), false)
	}
	var n [drill.NumDifficulties]int
	for i := range 3000 {
		n[pickLevel(9, drill.Compare, i, s)]++
	}
	if n[drill.Hard] < 2*n[drill.Easy] || n[drill.Hard] < 2*n[drill.Normal] {
		t.Errorf("levels picked %v: hard (always wrong) should come up most", n)
	}
	if n[drill.Easy] == 0 || n[drill.Normal] == 0 {
		t.Errorf("levels picked %v: every level should still come up", n)
	}
}

// TestAskedAgainSaysSo: a question missed at one level comes back at that
// level in a quiz at another, and its heading says why: "easy · asked
// again" in a hard quiz, where it read a bare "easy".
func TestAskedAgainSaysSo(t *testing.T) {
	ctx := testCtx(t, opts{DataDir: t.TempDir()})
	missed := drill.DeadCards.(interface {
		Again(key string) drill.Question
	})
	q := drill.DeadCards.New(drill.Rand(3, drill.DeadCards, drill.Easy, 0), drill.Easy)
	key := q.(interface{ RepeatKey() string }).RepeatKey()
	if missed.Again(key) == nil {
		t.Fatalf("no question again for %q", key)
	}
	ctx.Record().Change(func(r *store.QuizRecord) { // the save it returns is not run
		r.AnswerAgain(drill.DeadCards.ID(), key, false)
		r.AnswerAgain(drill.DeadCards.ID(), "0/hard", true) // due after one more answer
	})
	z := newQuiz(ctx, Options{Drill: drill.DeadCards, Chosen: true, Level: drill.Hard, Seed: 7, Rounds: 20})
	z.SetSize(76, 20)
	z.next()
	if got := firstLine(z.View()); !strings.Contains(got, "easy · asked again") {
		t.Errorf("the missed easy question heads %q", got)
	}
	ctx.Record().Change(func(r *store.QuizRecord) { r.AnswerAgain(drill.DeadCards.ID(), key, true) }) // right this time
	z.next()
	if got := firstLine(z.View()); strings.Contains(got, "again") || !strings.Contains(got, "hard") {
		t.Errorf("a new hard question heads %q", got)
	}
}

func firstLine(s string) string { l, _, _ := strings.Cut(ansi.Strip(s), "\n"); return l }

// TestTallFeedbackScrolls: a feedback taller than the screen (six seats
// and three pots in the side-pots drill at 80x24) shows what fits, says
// what is above and below, and scrolls with ↑ and ↓ to its last line,
// where it ran off the bottom of the screen.
func TestTallFeedbackScrolls(t *testing.T) {
	ctx := testCtx(t, opts{DataDir: t.TempDir()})
	const w, h = 76, 20
	for n := range 200 {
		z := newQuiz(ctx, Options{Drill: drill.SidePots, Chosen: true, Level: drill.Hard, Seed: 7, Rounds: 20})
		z.SetSize(w, h)
		z.n = n
		z.next()
		for _, k := range answerKeys(t, z.q, false) {
			z.Update(press(k))
		}
		all := z.page().body()
		if len(all) <= h-2 {
			continue
		}
		checkFits(t, "a tall feedback", z.View(), w, h)
		last := func() string { ls := strings.Split(ansi.Strip(z.View()), "\n"); return ls[len(ls)-1] }
		if got := last(); !strings.Contains(got, "↑↓ scroll (0 above, ") {
			t.Fatalf("a feedback of %d lines in %d ends %q", len(all), h-2, got)
		}
		if !strings.Contains(fmt.Sprint(z.Help()), "scroll") {
			t.Error("the help line does not say the feedback scrolls")
		}
		z.Update(press("down"))
		if got := last(); !strings.Contains(got, "(1 above, ") {
			t.Errorf("↓ did not scroll: %q", got)
		}
		for range len(all) {
			z.Update(press("down"))
		}
		checkFits(t, "a tall feedback at its end", z.View(), w, h)
		if got := last(); !strings.Contains(got, " 0 below)") || !strings.Contains(z.View(), all[len(all)-1]) {
			t.Errorf("the feedback's end is not shown: %q", got)
		}
		z.Update(press("up"))
		if got := last(); strings.Contains(got, " 0 below)") {
			t.Errorf("↑ did not scroll back: %q", got)
		}
		return
	}
	t.Fatal("no side-pots feedback taller than the screen in 200 questions: nothing was tested")
}
