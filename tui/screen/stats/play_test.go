package stats

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"razz/bots"
	"razz/engine"
	"razz/tui/handlist"
	"razz/tui/learn"
	"razz/tui/recap"
	"razz/tui/recap/kept"
	"razz/tui/screen"
	"razz/tui/store"
	"razz/tui/tuitest"
)

// TestStatsCountsOnlyOwnHands: hands imported into the history (with a
// source) are someone's play, maybe the user's own exported and imported
// again: the Stats screen counts only the hands played at this table.
func TestStatsCountsOnlyOwnHands(t *testing.T) {
	bs, err := bots.Seat([]string{"station", "grinder", "rock"}, bots.Normal)
	if err != nil {
		t.Fatal(err)
	}
	var own, imported bytes.Buffer
	a := &bots.Arena{Table: engine.NewTable([]string{"You", "Greta", "Rita"}, []int{1000, 1000, 1000}, engine.DefaultStakes, engine.DefaultRules),
		Bots: bs, Seed: 4, Workers: 1}
	a.Observe = func(n int, h *engine.Hand, _ []bots.SeatReason) {
		line := h.AppendLog(nil, savedMeta(4, n, a.Table, bs))
		own.Write(append(line, '\n'))
		l, err := engine.ParseLog(line)
		if err != nil {
			t.Fatal(err)
		}
		l.Hand, l.Source = n+12, "pokerstars"
		js, _ := json.Marshal(l)
		imported.Write(append(js, '\n'))
	}
	a.Run(12)
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, store.HistoryFile), append(own.Bytes(), imported.Bytes()...), 0o644); err != nil {
		t.Fatal(err)
	}
	primeReviews(t, dir, func(int) store.HandReview { return store.HandReview{Reviewed: true} }) // no review: not what this checks
	d := newDriver(t, opts{DataDir: dir}, 100, 30)
	d.keys("s", "enter")
	v := d.view()
	if d.current() != screen.Stats || !strings.Contains(v, "12 hands   result") {
		t.Fatalf("Stats does not count the 12 hands played here alone:\n%s", v)
	}
	if !strings.Contains(v, "12 imported hands kept apart from your play here") {
		t.Errorf("Stats does not say the imported hands are left out:\n%s", v)
	}
	// At 80 columns the History key's words stay with it: "(History d"
	// ended a line, "shows a day's mistakes)" began the next.
	d80 := newDriver(t, opts{DataDir: dir}, 80, 24)
	d80.keys("s", "enter")
	if w := d80.view(); !strings.Contains(w, "(History d shows a day's mistakes)") {
		t.Errorf("at 80 columns the History key is cut from its words:\n%s", w)
	}
	// They name the user (their hero), so they are the user's real
	// sessions, counted on their own (issue 20.3: Stats takes the hero as
	// you).
	if i := strings.Index(v, "Your imported sessions"); i < 0 || !strings.Contains(v[i:], "12 hands   result") {
		t.Errorf("Stats does not count the imported hands as the user's real sessions:\n%s", v)
	}
	// 12 hands are too few for a 95% interval by the normal approximation
	if !strings.Contains(v, "BB/100 (95% interval after 30 hands)") || strings.Contains(v, "95%:") {
		t.Errorf("Stats gives an interval for 12 hands:\n%s", v)
	}
	// ... and says so whole at 80 columns, where "(its 95% interval from
	// 30 hands o…" was cut.
	if w := d80.view(); !strings.Contains(w, "(95% interval after 30 hands)") {
		t.Errorf("at 80 columns the result's line is cut:\n%s", w)
	}
}

// primeReviews keeps a review of every hand played here in dir's history
// (what review says of it, by its place among them), so that the Stats
// screen reviews none: for tests of what it shows, not of the coach.
func primeReviews(t testing.TB, dir string, review func(i int) store.HandReview) {
	t.Helper()
	entries, _, err := handlist.Load(store.OpenHistory(filepath.Join(dir, store.HistoryFile)))
	if err != nil {
		t.Fatal(err)
	}
	c := store.Reviews{Coach: kept.Stamp(), Hands: map[string]store.HandReview{}}
	i := 0
	for _, e := range entries {
		if e.Source == "" {
			c.Hands[store.ReviewKey(e.Number, e.Seed, e.Time, e.Length)] = review(i)
			i++
		}
	}
	if err := store.SaveReviews(store.ReviewsIn(dir), c); err != nil {
		t.Fatal(err)
	}
}

// TestStatsLeaksAgreeWithRecap: the Stats screen's leaks are the coach's
// review of the history, by the day recap's own count: over a history of
// hands played here and imported ones, Stats lists every kind the recap
// of the hands played here lists, with the same count and cost, and
// nothing from the imported hands nor from the stats file's old tally
// (it listed the tally the table kept, which missed hands and counted
// imported ones). A second opening reviews nothing again.
func TestStatsLeaksAgreeWithRecap(t *testing.T) {
	bs, err := bots.Seat([]string{"station", "maniac", "station"}, bots.Normal)
	if err != nil {
		t.Fatal(err)
	}
	var own []engine.HandLog
	var hist bytes.Buffer
	a := &bots.Arena{Table: engine.NewTable([]string{"You", "Greta", "Rita"}, []int{1000, 1000, 1000}, engine.DefaultStakes, engine.DefaultRules),
		Bots: bs, Seed: 2, Workers: 1}
	a.Observe = func(n int, h *engine.Hand, _ []bots.SeatReason) {
		m := savedMeta(2, n, a.Table, bs)
		m.Time = time.Date(2026, 12, 1, 9, 0, n, 0, time.UTC)
		l, err := engine.ParseLog(h.AppendLog(nil, m))
		if err != nil {
			t.Fatal(err)
		}
		if n%4 == 3 { // imported: someone's play, not the user's here
			l.Source = "pokerstars"
		} else {
			own = append(own, l)
		}
		js, _ := json.Marshal(l)
		hist.Write(append(js, '\n'))
	}
	a.Run(4)
	want := recap.OfWith(own, recap.Options{}) // what History's d shows for the day's hands played here
	if len(want.Kinds) == 0 {
		t.Fatal("the hands have no mistake: nothing to agree on")
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, store.HistoryFile), hist.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	rec := store.NewQuizRecord()
	rec.AddMistake("folded-odds", 3, store.Spot{}) // the old tally: not what the history says
	if err := saveRecord(dir, rec); err != nil {
		t.Fatal(err)
	}
	for run := range 2 {
		d := newDriver(t, opts{DataDir: dir}, 80, 24)
		d.keys("s", "enter")
		s := d.stats()
		got, reviewed, waiting := s.leaks.kinds()
		if waiting != 0 || reviewed != want.Reviewed {
			t.Fatalf("run %d: %d reviewed, %d waiting; the recap reviewed %d", run, reviewed, waiting, want.Reviewed)
		}
		if len(got) != len(want.Kinds) {
			t.Fatalf("run %d: Stats lists %v, the recap %v", run, got, want.Kinds)
		}
		text := flat(s.playText())
		for i, k := range want.Kinds {
			if got[i].Kind != k.Kind || got[i].Count != k.Count || math.Abs(got[i].CostBB-k.CostBB) > 1e-9 {
				t.Errorf("run %d: Stats has %+v where the recap has %+v", run, got[i], k)
			}
			if line := fmt.Sprintf("%s %d× %.2f BB", k.Kind.Label(), k.Count, k.CostBB); !strings.Contains(text, line) {
				t.Errorf("run %d: no %q on the page:\n%s", run, line, s.playText())
			}
		}
		// and where the costliest leads: its lesson on the path and drill
		var leaks []learn.Leak
		for _, k := range want.Kinds {
			leaks = append(leaks, learn.Leak{Kind: k.Kind, Count: k.Count, CostBB: k.CostBB})
		}
		step, _ := learn.ForLeak(leaks)
		if w := fmt.Sprintf("To work on the costliest, %s: read lesson %d (%s) on the Learn path (l on the menu), then the %s drill at %s.",
			step.Leak.Kind.Label(), step.Lesson.N, step.Lesson.Title, strings.TrimSuffix(step.Drill.Title(), "?"), step.Level); !strings.Contains(tuitest.Flat(text), w) {
			t.Errorf("run %d: the leaks lead nowhere (no %q):\n%s", run, w, s.playText())
		}
		if run == 1 && s.leaks.gen != 1 {
			t.Errorf("run %d: reviewed again", run)
		}
	}
}

// TestStatsPlayPageScrolls: a table page longer than 80x24 (every kind of
// leak, razz practice's score) fits the body, says there is more below
// and shows its last line after G; the help line names the scroll keys.
func TestStatsPlayPageScrolls(t *testing.T) {
	dir := t.TempDir()
	fillHistory(t, dir, 12)
	kinds := []string{"rough-start", "missed-steal", "folded-odds", "chased", "seventh-call", "loose-call", "passive", "overplayed"}
	primeReviews(t, dir, func(i int) store.HandReview {
		return store.HandReview{Reviewed: true, Decisions: 2, Kinds: []store.KindCost{{Kind: kinds[i%len(kinds)], Count: 1, CostBB: 0.1 * float64(i+1)}}}
	})
	d := newDriver(t, opts{DataDir: dir}, 80, 24)
	d.keys("s", "enter")
	s := d.stats()
	tuitest.Fits(t, "stats", s.View(), 76, 20)
	if v := flat(d.view()); !strings.Contains(v, "more below") || !strings.Contains(v, "↑↓/pgup/pgdn scroll") {
		t.Fatalf("a long page does not say it scrolls:\n%s", d.view())
	}
	d.keys("G")
	tuitest.Fits(t, "stats at the end", s.View(), 76, 20)
	if v := flat(d.view()); !strings.Contains(v, "as in History's d recap") || !strings.Contains(v, "the end") {
		t.Errorf("G does not show the end of the page:\n%s", d.view())
	}
	d.keys("g")
	if v := flat(d.view()); !strings.Contains(v, "Your play at the table") {
		t.Errorf("g does not go back to the top:\n%s", d.view())
	}
}

// savedMeta is what the table writes beside hand n of seed, t's first
// seat the user's (the hero, here played by a bot) and the others the
// bots' of bs, each with its style and how often it slips.
func savedMeta(seed uint64, n int, t engine.Table, bs []bots.Bot) engine.LogMeta {
	styles, mistakes := bots.StylesOf(t, bs), bots.MistakesOf(t, bs)
	delete(styles, t.Players[0].Seat)
	delete(mistakes, t.Players[0].Seat)
	return engine.LogMeta{Seed: seed, Hand: n, Hero: t.Players[0].Seat, Bots: styles, Mistakes: mistakes}
}
