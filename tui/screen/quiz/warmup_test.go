package quiz

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"charm.land/bubbles/v2/key"
	"github.com/charmbracelet/x/ansi"

	"razz/bots"
	"razz/bots/record"
	"razz/bots/review"
	"razz/engine"
	"razz/tui/drill"
	"razz/tui/keys"
	"razz/tui/recap"
	"razz/tui/screen"
	"razz/tui/screen/table"
	"razz/tui/store"
)

// warmupDriver is razz warmup over a table of callers, its clock ticked
// by hand and its answers timed by a clock that moves 3 s a key.
func warmupDriver(t *testing.T, dir string) (*driver, *warmup) {
	t.Helper()
	o := callersTable(t, 3, true)
	o.DataDir, o.Start = dir, screen.Warmup
	o.Table.History, o.Table.AutoDeal = "-", time.Millisecond
	o.Warmup = WarmupOptions{Minutes: 2, Seed: 5, HandClock: true}
	d := newDriver(t, o, 80, 24)
	w := d.Live.Made[screen.Warmup].(*warmup)
	at := time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)
	w.now = func() time.Time { at = at.Add(3 * time.Second); return at }
	return d, w
}

// TestWarmup: the quiz part asks questions from several drills and times
// the answers; when its minute is over the hands begin at a fast table
// with no boxes; when the time is up the hand in play ends the warm-up,
// whose summary gives each drill's accuracy and seconds an answer, the
// hands and the mistakes, and is kept; the next warm-up's summary
// compares with it.
func TestWarmup(t *testing.T) {
	dir := t.TempDir()
	for run := range 2 {
		d, w := warmupDriver(t, dir)
		ids := map[string]bool{}
		for range 12 {
			if w.z.state == quizFeedback {
				d.keys("enter")
			}
			ids[w.z.o.Drill.ID()] = true
			d.keys(answerKeys(t, w.z.q, true)...)
		}
		if len(ids) < 3 {
			t.Errorf("12 questions from %d drills: %v", len(ids), ids)
		}
		for range 60 {
			d.feed(warmupTickMsg{w.gen})
		}
		if p := fastPrefs(d.Live.Ctx.Prefs()); w.phase != warmHands || w.tb == nil || p.Learn || p.Coach || p.Speed > 150*time.Millisecond || p.AutoDeal <= 0 {
			t.Fatalf("after a minute: phase %v, table %+v", w.phase, p)
		}
		if v := d.view(); strings.Contains(v, "Who brings in?") {
			t.Fatalf("the warm-up's table opened a box:\n%s", v)
		}
		if d.Live.Ctx.Prefs().Learn != true {
			t.Error("the warm-up's fast table changed the menu's Play options")
		}
		for i := 0; i < 40 && dealt(w.tb) < 2; i++ {
			d.keys(passiveKey(d.view()))
		}
		if dealt(w.tb) < 2 {
			t.Fatalf("the hands did not deal themselves: %d dealt\n%s", dealt(w.tb), d.view())
		}
		for range 60 {
			d.feed(warmupTickMsg{w.gen})
		}
		for i := 0; i < 60 && w.phase != warmDone; i++ {
			d.keys(passiveKey(d.view()))
		}
		if w.phase != warmDone {
			t.Fatalf("time is up, no summary:\n%s", d.view())
		}
		v := flat(d.view())
		for _, want := range []string{"Warm-up over: 2 minutes", "s/answer", "3.0s", "Hands:"} {
			if !strings.Contains(v, want) {
				t.Errorf("run %d: the summary has no %q:\n%s", run, want, d.view())
			}
		}
		if run == 1 && !strings.Contains(v, "the last warm-up") {
			t.Errorf("the second warm-up does not compare with the first:\n%s", d.view())
		}
		checkFits(t, "warm-up summary", w.View(), 76, 20)
		kept, err := store.OpenWarmups(dir).Load()
		if err != nil || len(kept) != run+1 || kept[run].Hands < 2 || len(kept[run].Drills) < 3 {
			t.Fatalf("kept %v %+v", err, kept)
		}
		// The mistakes are the coach's review of every hand played, the
		// last one too, as the day recap counts them.
		rc := recap.OfWith(w.logs, recap.Options{})
		if len(w.logs) != kept[run].Hands || rc.Reviewed != len(w.logs) || kept[run].Mistakes != rc.Mistakes || kept[run].CostBB != rc.CostBB {
			t.Errorf("run %d: kept %d hands, %d mistakes (%.2f BB); played %d, reviewed %d: %d mistakes (%.2f BB)",
				run, kept[run].Hands, kept[run].Mistakes, kept[run].CostBB, len(w.logs), rc.Reviewed, rc.Mistakes, rc.CostBB)
		}
	}
}

// TestWarmupLeansToWeakDrills: a drill answered all wrong is drawn far
// more often than one answered all right.
func TestWarmupLeansToWeakDrills(t *testing.T) {
	d, w := warmupDriver(t, t.TempDir())
	for range 50 {
		d.rec().Record(drill.Compare.ID(), "easy", false)
		d.rec().Record(drill.BringIn.ID(), "easy", true)
	}
	n := map[drill.Drill]int{}
	for range 600 {
		n[w.pick()]++
	}
	if n[drill.Compare] < 3*n[drill.BringIn] {
		t.Errorf("compare (all wrong) %d, bring-in (all right) %d", n[drill.Compare], n[drill.BringIn])
	}
}

// TestWarmupFlashMovesOn: a Dead cards question in the warm-up shows its
// frames and then asks, with no key pressed: its frames' ticks reach the
// quiz (razz warmup and the menu's Warm-up item used to stay on the door
// cards until a key).
func TestWarmupFlashMovesOn(t *testing.T) {
	d, w := warmupDriver(t, t.TempDir())
	dead := 0
	for range 30 {
		if w.z.state == quizFeedback {
			d.keys("enter")
		}
		if _, ok := w.z.q.(*drill.DeadQuestion); ok {
			dead++
			if w.z.fr.on() {
				t.Fatalf("question %d: still on frame %d with no key pressed:\n%s", w.z.n, w.z.fr.frame, d.view())
			}
			if v := flat(d.view()); !strings.Contains(v, "Answer:") {
				t.Fatalf("after the frames, no question:\n%s", d.view())
			}
		}
		d.keys(answerKeys(t, w.z.q, true)...)
	}
	if dead == 0 {
		t.Fatal("no Dead cards question in 30")
	}
}

// TestWarmupEndedEarly: q in the quiz, then q at the table, ends the
// warm-up after the hand: the summary says how long it took, not the ten
// minutes it was meant to take.
func TestWarmupEndedEarly(t *testing.T) {
	d, w := warmupDriver(t, t.TempDir())
	for range 5 {
		d.feed(warmupTickMsg{w.gen})
	}
	d.keys("q") // on to the hands
	d.feed(warmupTickMsg{w.gen})
	d.keys("q") // this hand is the last
	for i := 0; i < 60 && w.phase != warmDone; i++ {
		d.keys(passiveKey(d.view()))
	}
	if v := flat(d.view()); !strings.Contains(v, "Warm-up over after 0:06 (of 2 minutes)") {
		t.Errorf("the summary does not say how long it took:\n%s", d.view())
	}
}

// TestWarmupHelpSaysWhatQDoes: the help line says q goes on to the hands
// in the quiz (esc while typing) and makes the hand the last at the table:
// it said "q back".
func TestWarmupHelpSaysWhatQDoes(t *testing.T) {
	d, w := warmupDriver(t, t.TempDir())
	// a question answered with keys, not typed, nor by picking cards
	// (Best five's keys leave no room for q at 80 columns)
	for i := 0; i < 30 && (w.z.Typing() || w.z.q.Form().Kind == drill.PickCards); i++ {
		d.keys(answerKeys(t, w.z.q, true)...)
		d.keys("enter")
	}
	if v := flat(d.view()); !strings.Contains(v, "q on to the hands") || strings.Contains(v, "q back") {
		t.Errorf("the quiz's help line:\n%s", d.view())
	}
	d.keys("q")
	if v := flat(d.view()); !strings.Contains(v, "q last hand") {
		t.Errorf("the table's help line:\n%s", d.view())
	}
}

// callersTable is a table of players seats, the user against callers
// (bots.Caller: they bring in, check or call, never raise or fold).
func callersTable(t *testing.T, players int, learn bool) opts {
	names := []string{"You", "Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus"}
	stacks := make([]int, players)
	var bs []bots.Bot
	for i := range stacks {
		stacks[i] = 1000
		if i > 0 {
			bs = append(bs, bots.Caller{})
		}
	}
	tab := engine.NewTable(names[:players], stacks, engine.DefaultStakes, engine.DefaultRules)
	return opts{Start: screen.Play, Background: "dark", DataDir: t.TempDir(),
		Table: table.Options{Table: tab, Bots: bs, Seed: 7, Learn: learn,
			Review: func(_ context.Context, r record.Record, seat int) (review.Hand, error) {
				return review.Hand{Hand: r.Log.Hand, Seat: seat}, nil
			},
			NewBot: func(seat, hand int, _ []string) (bots.Bot, string) { return bots.Caller{}, fmt.Sprintf("New %d", hand) }}}
}

// passiveKey is the key a passive player presses at the table as it
// shows: at the user's turn check, else call, else bring in (as the
// action bar offers them); any other time the check key, which does
// nothing there.
func passiveKey(view string) string {
	k := keys.Default().Table
	for _, l := range strings.Split(ansi.Strip(view), "\n") {
		if !strings.Contains(l, "Your turn:") {
			continue
		}
		for _, b := range []key.Binding{k.Check, k.Call} {
			if strings.Contains(l, " "+b.Help().Key+" "+b.Help().Desc) {
				return b.Help().Key
			}
		}
		return k.BringIn.Help().Key
	}
	return k.Check.Help().Key
}

// dealt is how many hands tb dealt.
func dealt(tb *table.Table) int {
	n, _ := tb.Result()
	return n
}

// TestWarmupReadsTheTableReviews: the summary counts each hand by the
// review the table made (and kept) at its end, reviewing only a hand
// whose review has not come back yet; it reviewed every hand again. The
// table's reviewer here finds one passive mistake of 1 bb a hand, which
// the coach does not.
func TestWarmupReadsTheTableReviews(t *testing.T) {
	d, w := warmupDriver(t, t.TempDir())
	var reviewed []engine.HandLog
	w.table.Review = func(_ context.Context, r record.Record, seat int) (review.Hand, error) {
		if w.phase != warmDone { // one made after the summary began is not in it
			reviewed = append(reviewed, r.Log)
		}
		return review.Hand{Hand: r.Log.Hand, Seat: seat, Decisions: []review.Decision{{Mistake: true, Kind: review.Passive, CostBB: 1}}}, nil
	}
	d.keys("q") // on to the hands
	for range 5 {
		d.feed(warmupTickMsg{w.gen})
	}
	for i := 0; i < 40 && dealt(w.tb) < 3; i++ {
		d.keys(passiveKey(d.view()))
	}
	d.keys("q") // this hand is the last
	for i := 0; i < 60 && w.phase != warmDone; i++ {
		d.keys(passiveKey(d.view()))
	}
	for i := 0; i < 20 && w.reviewing; i++ {
		d.feed(warmupTickMsg{w.gen})
	}
	if w.phase != warmDone || w.reviewing || len(w.logs) < 3 {
		t.Fatalf("phase %v, reviewing %v, %d hands:\n%s", w.phase, w.reviewing, len(w.logs), d.view())
	}
	var rest []engine.HandLog // the hands the table had not reviewed when the summary began
	for _, l := range w.logs {
		if !slices.ContainsFunc(reviewed, func(r engine.HandLog) bool { return r.Seed == l.Seed && maps.EqualFunc(r.Deal, l.Deal, slices.Equal) }) {
			rest = append(rest, l)
		}
	}
	if len(w.logs)-len(rest) < 2 {
		t.Fatalf("the table reviewed %d of %d hands", len(w.logs)-len(rest), len(w.logs))
	}
	rc := recap.OfWith(rest, recap.Options{})
	if want := len(w.logs) - len(rest) + rc.Mistakes; w.result.Mistakes != want {
		t.Errorf("%d mistakes in the summary; the table's reviews have %d, the coach's of the %d hands left %d", w.result.Mistakes, len(w.logs)-len(rest), len(rest), rc.Mistakes)
	}
}
