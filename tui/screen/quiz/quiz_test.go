package quiz

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"razz/engine"
	"razz/engine/narrate"
	"razz/tui/drill"
	"razz/tui/keys"
	"razz/tui/screen"
)

// TestQuizFitsTheBody draws every quiz screen at 80x24 and 120x40: the
// dr list, questions of each dr and level with a hint, right and
// wrong feedback, and the end of a round, timed or not.
func TestQuizFitsTheBody(t *testing.T) {
	sizes := [][2]int{{80, 24}, {120, 40}}
	shared := make([]screen.Context, len(sizes))
	for i, sz := range sizes {
		w, h := sz[0]-4, sz[1]-4
		shared[i] = testCtx(t, opts{DataDir: t.TempDir()})
		for _, timed := range []bool{false, true} {
			z := newQuiz(shared[i], Options{Level: drill.Mixed, Timed: timed, Rounds: 20})
			z.SetSize(w, h)
			checkFits(t, "drill list", z.View(), w, h)
		}
	}
	for _, d := range drill.All() {
		reps := 40
		switch d {
		case drill.Style:
			reps = 8 // its feedback asks the coach twice: slow
		case drill.Third:
			reps = 20 // each spot's figures are the coach's range read and 40,000 deals
		case drill.Mistakes:
			reps = 8 // with no mistake kept, Third's spots under a note
		case drill.Later:
			reps = 10 // each spot dealt is the coach's range read, a few a question
		}
		for _, l := range []drill.Difficulty{drill.Easy, drill.Normal, drill.Hard, drill.Mixed} {
			for n := range reps {
				// Each question is dealt once (the equity behind some is
				// sampled) and laid out at every size, answered both ways.
				deal := newQuiz(shared[0], Options{Drill: d, Chosen: true, Level: l, Seed: 7, Rounds: 20})
				deal.n = n
				q, spot := deal.deal()
				for i, sz := range sizes {
					w, h := sz[0]-4, sz[1]-4
					for _, right := range []bool{true, false} {
						z := newQuiz(shared[i], Options{Drill: d, Chosen: true, Level: l, Seed: 7, Rounds: 20})
						z.SetSize(w, h)
						z.n = n
						z.ask(q, spot)
						z.asked, z.correct, z.streak = 12, 10, 10 // a wide score
						if d != drill.Name {
							z.Update(press("9")) // a hint where 9 is no answer
						}
						z.Update(press("enter"))
						what := func(s string) string { return d.ID() + "/" + l.String() + "/" + s }
						checkFits(t, what("question"), z.View(), w, h)
						for _, k := range answerKeys(t, z.q, right) {
							z.Update(press(k))
						}
						checkFits(t, what("feedback"), z.View(), w, h)
					}
				}
			}
		}
		for i, sz := range sizes {
			w, h := sz[0]-4, sz[1]-4
			for _, timed := range []bool{false, true} {
				z := newQuiz(shared[i], Options{Drill: d, Chosen: true, Timed: timed, Seed: 7})
				z.SetSize(w, h)
				z.start()
				z.asked, z.correct, z.bestStreak, z.newBest = 123, 99, 45, timed
				z.finish()
				checkFits(t, d.ID()+" round over", z.View(), w, h)
			}
		}
	}
}

func TestQuizRoundOverWraps(t *testing.T) {
	d := newDriver(t, opts{Start: screen.Quiz,
		Quiz: Options{Drill: drill.Compare, Chosen: true, Level: drill.Easy, Rounds: 1, Seed: 3}}, 80, 24)
	d.keys(answerKeys(t, d.quiz().q, true)...)
	d.keys("enter")
	if v := ansi.Strip(d.view()); !strings.Contains(v, "Round over") || !strings.Contains(v, "Stats screen.") {
		t.Errorf("round over at 80x24:\n%s", v)
	}
}

func TestQuizHelpLine(t *testing.T) {
	for _, dr := range []drill.Drill{drill.BringIn, drill.First} {
		d := newDriver(t, opts{Start: screen.Quiz,
			Quiz: Options{Drill: dr, Chosen: true, Level: drill.Easy, Seed: 4}}, 80, 24)
		n := len(d.quiz().q.Form().Choices)
		if v := ansi.Strip(d.view()); !strings.Contains(v, "1-"+string(rune('0'+n))+" seat") {
			t.Errorf("%s with %d seats: help line\n%s", dr.ID(), n, v)
		}
	}

	d := newDriver(t, opts{Start: screen.Quiz,
		Quiz: Options{Drill: drill.Name, Chosen: true, Level: drill.Easy, Seed: 4}}, 80, 24)
	footer := func() string {
		lines := strings.Split(ansi.Strip(d.view()), "\n")
		return lines[len(lines)-1]
	}
	if f := footer(); !strings.Contains(f, "esc back") || strings.Contains(f, "q back") {
		t.Errorf("name that low, typing: help line %q", f)
	}
	d.keys("q")
	if d.quiz().typed != "Q" {
		t.Errorf("q typed %q", d.quiz().typed)
	}
	d.keys("esc") // to the drill list: q goes back again
	if f := footer(); !strings.Contains(f, "q back") {
		t.Errorf("drill list: help line %q", f)
	}
	d.keys("q")
	if d.current() != screen.Menu || !strings.Contains(footer(), "q quit") {
		t.Fatalf("q from the drill list: at %v, help line %q", d.current(), footer())
	}
	d.keys("q")
	if !d.Quit {
		t.Errorf("q on the menu after the name drill does not quit")
	}
}

func TestSeatRange(t *testing.T) {
	for n, want := range map[int]string{2: "Seats 1 and 2.", 3: "Seats 1 to 3.", 8: "Seats 1 to 8."} {
		if got := narrate.Capitalize(drill.SeatRange(n)); got != want {
			t.Errorf("narrate.Capitalize(drill.SeatRange(%d)) = %q, want %q", n, got, want)
		}
	}
}

// TestMenuCursorAfterQuiz: razz quiz, then q: the menu opens on Quiz.
func TestMenuCursorAfterQuiz(t *testing.T) {
	d := newDriver(t, opts{Start: screen.Quiz}, 80, 24)
	d.keys("q")
	if d.current() != screen.Menu {
		t.Fatalf("at %v", d.current())
	}
	d.keys("enter")
	if d.current() != screen.Quiz {
		t.Errorf("enter on the menu after the quiz opened %v", d.current())
	}
}

// TestFeedbackCardNames: cards left out are written with suit symbols, as
// on the table, not as the engine writes them ("Kd").
func TestFeedbackCardNames(t *testing.T) {
	for _, dr := range []drill.Drill{drill.Compare, drill.BestFive, drill.Name} {
		d := newDriver(t, opts{Start: screen.Quiz,
			Quiz: Options{Drill: dr, Chosen: true, Level: drill.Hard, Seed: 9}}, 120, 40)
		q := d.quiz().q
		d.keys(answerKeys(t, q, false)...)
		v := ansi.Strip(d.view())
		var e engine.Evaluation
		switch q := q.(type) {
		case *drill.CompareQuestion:
			e = q.Hands[0]
			if len(e.Out) == 0 {
				e = q.Hands[1]
			}
		case dealtHand:
			e = q.Dealt()
		}
		if len(e.Out) == 0 {
			t.Fatalf("%s: no card left out in this question", dr.ID())
		}
		if !strings.Contains(v, d.Live.Ctx.Theme().CardName(e.Out[0].Card)+" ") || strings.Contains(v, e.OutText()) {
			t.Errorf("%s: left-out cards not named with suits:\n%s", dr.ID(), v)
		}
	}
}

// TestTimedNoScore: a timed round with no right answer keeps no best, and
// does not claim one.
func TestTimedNoScore(t *testing.T) {
	d := newDriver(t, opts{Start: screen.Quiz,
		Quiz: Options{Drill: drill.Compare, Chosen: true, Level: drill.Easy, Timed: true, Seed: 3}}, 80, 24)
	d.RunCmds = false
	z := d.quiz()
	for range TimedSeconds {
		d.feed(quizTickMsg{z.gen})
	}
	if v := ansi.Strip(d.view()); z.state != quizDone || !strings.Contains(v, "No best score yet") {
		t.Errorf("after 60 ticks with no answer:\n%s", v)
	}
}

// TestBestFiveHintClears: the "choose exactly five" hint goes once the
// choice changes (the count under the cards says the rest).
func TestBestFiveHintClears(t *testing.T) {
	d := newDriver(t, opts{Start: screen.Quiz,
		Quiz: Options{Drill: drill.BestFive, Chosen: true, Level: drill.Easy, Seed: 4}}, 80, 24)
	d.keys("1", "2", "enter")
	if v := ansi.Strip(d.view()); !strings.Contains(v, "Choose exactly five cards (2 chosen).") {
		t.Fatalf("two cards and enter: no hint\n%s", v)
	}
	d.keys("3", "4", "5")
	if v := ansi.Strip(d.view()); strings.Contains(v, "Choose exactly five") || !strings.Contains(v, "5 of 5 chosen.") {
		t.Errorf("five chosen, the hint stays:\n%s", v)
	}
	d.keys("right", "space") // toggling with space clears it too
	d.keys("enter", "space")
	if v := ansi.Strip(d.view()); strings.Contains(v, "Choose exactly five") {
		t.Errorf("after space, the hint stays:\n%s", v)
	}
}

// TestBestFiveOtherSuit: choosing the other card of a paired rank is as
// right as the engine's pick, and the feedback shows the user's five as
// the best, leaving out the card the user left out.
func TestBestFiveOtherSuit(t *testing.T) {
	for seed := uint64(0); seed < 200; seed++ {
		q := drill.BestFive.New(drill.Rand(seed, drill.BestFive, drill.Normal, 0), drill.Normal).(*drill.BestFiveQuestion)
		// the card left out because it would pair, and its twin in the best five
		var out, twin engine.Card
		found := false
		for _, o := range q.Hand.Out {
			for _, c := range q.Hand.Best {
				if o.Reason == engine.OutPair && c.Rank() == o.Card.Rank() {
					out, twin, found = o.Card, c, true
				}
			}
		}
		if !found {
			continue
		}
		d := newDriver(t, opts{Start: screen.Quiz,
			Quiz: Options{Drill: drill.BestFive, Chosen: true, Level: drill.Normal, Seed: seed}}, 80, 24)
		var keys []string
		for i, c := range q.Hand.Cards {
			in := c == out
			for _, b := range q.Hand.Best {
				in = in || (b == c && c != twin)
			}
			if in {
				keys = append(keys, string(rune('1'+i)))
			}
		}
		d.keys(append(keys, "enter")...)
		th := d.Live.Ctx.Theme()
		v := ansi.Strip(d.view())
		if !d.quiz().right {
			t.Fatalf("seed %d: %s for %s graded wrong\n%s", seed, th.CardName(out), th.CardName(twin), v)
		}
		var best string
		for _, l := range strings.Split(v, "\n") {
			if strings.Contains(l, "Best five") {
				best = l
			}
		}
		if !strings.Contains(best, th.CardName(out)+" ") || strings.Contains(best, th.CardName(twin)+" ") {
			t.Errorf("seed %d: the best five shown is not the user's (%s for %s):\n%s", seed, th.CardName(out), th.CardName(twin), v)
		}
		if strings.Contains(v, th.CardName(out)+" left out") || !strings.Contains(v, th.CardName(twin)+" left out: would pair") {
			t.Errorf("seed %d: the feedback leaves out the wrong card:\n%s", seed, v)
		}
		return
	}
	t.Fatal("no question with a pair to swap in 200 seeds")
}

// TestTimedNeverWaits: in a timed round an answer brings the next question
// at once, with a one-line verdict above it; the clock runs on and no
// feedback waits for enter.
func TestTimedNeverWaits(t *testing.T) {
	for _, dr := range drill.All() {
		d := newDriver(t, opts{Start: screen.Quiz,
			Quiz: Options{Drill: dr, Chosen: true, Level: drill.Easy, Timed: true, Seed: 3}}, 80, 24)
		d.RunCmds = false
		z := d.quiz()
		first := z.q
		d.keys(answerKeys(t, first, false)...)
		if z.state != quizAsk || z.asked != 1 || reflect.DeepEqual(z.q, first) {
			t.Fatalf("%s: after a timed answer: state %v, %d asked; want the next question", dr.ID(), z.state, z.asked)
		}
		if v := ansi.Strip(d.view()); !strings.Contains(v, "✗ Not quite") {
			t.Errorf("%s: no verdict above the next question:\n%s", dr.ID(), v)
		}
		d.feed(quizTickMsg{z.gen})
		if v := ansi.Strip(d.view()); !strings.Contains(v, "0:59 left · 0 right") {
			t.Errorf("%s: the clock does not run:\n%s", dr.ID(), v)
		}
		d.keys(answerKeys(t, z.q, true)...)
		if v := ansi.Strip(d.view()); z.state != quizAsk || !strings.Contains(v, "✓ Right") || !strings.Contains(v, "1 right") {
			t.Errorf("%s: a right timed answer:\n%s", dr.ID(), v)
		}
	}
}

// TestRoundsKey: r on the drill list steps the round's length, and a round
// of that length ends after that many answers.
func TestRoundsKey(t *testing.T) {
	d := newDriver(t, opts{Start: screen.Quiz, Quiz: Options{Level: drill.Easy, Seed: 2}}, 80, 24)
	if v := ansi.Strip(d.view()); !strings.Contains(v, "r round  no end") || !strings.Contains(v, "r rounds") {
		t.Fatalf("drill list:\n%s", v)
	}
	d.keys("r")
	if v := ansi.Strip(d.view()); !strings.Contains(v, "round  5 questions") {
		t.Fatalf("after r:\n%s", v)
	}
	d.keys("enter")
	for i := range 5 {
		d.keys(answerKeys(t, d.quiz().q, true)...)
		if i == 0 && !strings.Contains(ansi.Strip(d.view()), "1 of 5") {
			t.Errorf("no round length in the status line:\n%s", ansi.Strip(d.view()))
		}
		d.keys("enter")
	}
	if v := ansi.Strip(d.view()); d.quiz().state != quizDone || !strings.Contains(v, "5 right out of 5") {
		t.Errorf("after five answers:\n%s", v)
	}
	d.keys("esc", "r", "r", "r", "r")
	if d.quiz().o.Rounds != 0 {
		t.Errorf("r does not come back to no end: %d", d.quiz().o.Rounds)
	}
}

// TestSeatOutOfRange: a seat number the table does not have says so.
func TestSeatOutOfRange(t *testing.T) {
	for _, dr := range []drill.Drill{drill.BringIn, drill.First} {
		d := newDriver(t, opts{Start: screen.Quiz,
			Quiz: Options{Drill: dr, Chosen: true, Level: drill.Easy, Seed: 4}}, 80, 24)
		n := len(d.quiz().q.Form().Choices)
		for _, k := range []string{"9", "0", string(rune('1' + n))} {
			d.keys(k)
			want := "There is no seat " + k + ": " + strings.ToLower(narrate.Capitalize(drill.SeatRange(n)))
			if v := ansi.Strip(d.view()); d.quiz().state != quizAsk || !strings.Contains(v, want) {
				t.Errorf("%s, %d seats, key %s: want %q\n%s", dr.ID(), n, k, want, v)
			}
		}
	}
}

// TestDecisionDrillsUseTableKeys: the third-street drill asks and is
// answered with the table's keys (k check, c call, i bring in, o complete,
// b bet, r raise, f fold), from the key map's Table group.
func TestDecisionDrillsUseTableKeys(t *testing.T) {
	tk := keys.Default().Table
	kinds := map[string]bool{}
	seeds := uint64(40)
	if testing.Short() {
		// The race run (-short): each level twice, which asks every
		// kind the check below wants, each through the screen's deal
		// command; the 40 seeds are the full run's.
		seeds = 6
	}
	for seed := uint64(1); seed <= seeds; seed++ {
		d := newDriver(t, opts{Start: screen.Quiz, Quiz: Options{Drill: drill.Third, Chosen: true, Level: drill.Difficulty(seed % 3), Seed: seed}}, 100, 30)
		q := d.quiz().q.(*drill.ThirdQuestion)
		prompt := q.Prompt()
		for _, o := range q.View.Legal {
			kinds[o.Kind.String()] = true
			if want := strings.ReplaceAll(o.Kind.String(), "-", " ") + " (" + tk.ActionKey(o.Kind) + ")"; !strings.Contains(strings.ToLower(prompt), want) {
				t.Errorf("seed %d: %q does not ask %q", seed, prompt, want)
			}
		}
		d.keys(tk.ActionKey(q.Advice.Option.Kind))
		if d.quiz().state != quizFeedback || !strings.Contains(d.view(), "Right") {
			t.Errorf("seed %d: %q answered with %q (the table's key for %s) is not right:\n%s", seed, prompt,
				tk.ActionKey(q.Advice.Option.Kind), q.Advice.Option.Kind, d.view())
		}
	}
	if !kinds["bring-in"] || !kinds["call"] || !kinds["complete"] {
		t.Errorf("the seeds asked only %v", kinds)
	}
}

// A key that answers nothing on a question of choices is said, with the
// keys that do (issue 21: enter at a compare question did nothing, and
// said nothing); the question stays unanswered.
func TestQuizSaysAKeyAnswersNothing(t *testing.T) {
	d := newDriver(t, opts{Start: screen.Quiz,
		Quiz: Options{Drill: drill.Compare, Chosen: true, Level: drill.Easy, Seed: 3}}, 80, 24)
	for _, k := range []string{"enter", "x"} {
		d.keys(k)
		z := d.quiz()
		if z.state == quizFeedback || !strings.HasPrefix(z.hint, k+" is not an answer here: 1/← hand 1, 2/→ hand 2, = split") {
			t.Errorf("%s at a compare question: state %v, hint %q", k, z.state, z.hint)
		}
	}
	if v := ansi.Strip(d.view()); !strings.Contains(v, "x is not an answer here") {
		t.Errorf("the refusal is not on screen:\n%s", v)
	}
}

// A drill off the drill list (a lesson's LaterOn) asked in the quiz: its
// questions differ, and back on the list (timed, which names the drill
// under the cursor) the cursor is on the list's first drill.
func TestQuizDrillOffTheList(t *testing.T) {
	d := newDriver(t, opts{Start: screen.Quiz}, 80, 24)
	d.feed(Start{Drill: drill.LaterOn(4, 4), Level: drill.Easy})
	card := func(c engine.Card) string { return c.String() }
	first := d.quiz().q
	if first == nil {
		t.Fatal("no question asked")
	}
	said := fmt.Sprint(first.Explain(drill.Answer{}, card))
	d.keys(answerKeys(t, first, true)...)
	d.keys("enter")
	if fmt.Sprint(d.quiz().q.Explain(drill.Answer{}, card)) == said {
		t.Error("the second question is the first again")
	}
	d.keys("esc", "t")
	if z := d.quiz(); z.state != quizPick || z.cursor != 0 {
		t.Fatalf("back on the list: state %v, cursor %d", z.state, z.cursor)
	}
	if v := flat(d.view()); !strings.Contains(v, drill.All()[0].Title()) {
		t.Errorf("the list is not drawn:\n%s", v)
	}
}
