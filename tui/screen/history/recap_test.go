package history

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"razz/tui/handlist"
	"razz/tui/recap/kept"
	"razz/tui/screen"
	"razz/tui/store"
	"razz/tui/tuitest"
)

// primeDay keeps a review of each hand of dir's history that review gives
// one for (by its number), as an earlier recap or the Stats screen would
// have kept it.
func primeDay(t *testing.T, dir string, review func(number int) (store.HandReview, bool)) {
	t.Helper()
	entries, _, err := handlist.Load(store.OpenHistory(filepath.Join(dir, store.HistoryFile)))
	if err != nil {
		t.Fatal(err)
	}
	c := store.Reviews{Coach: kept.Stamp(), Hands: map[string]store.HandReview{}}
	for _, e := range entries {
		if r, ok := review(e.Number); ok {
			c.Hands[store.ReviewKey(e.Number, e.Seed, e.Time, e.Length)] = r
		}
	}
	if err := store.SaveReviews(store.ReviewsIn(dir), c); err != nil {
		t.Fatal(err)
	}
}

// recapOn is the History screen over the vector hands (30 on their first
// day), its cursor on the first day's hands, with the batches of reviews
// held back for the test to hand on (held).
func recapOn(t *testing.T, dir string) (d *driver, held *[]tea.Msg) {
	t.Helper()
	held = &[]tea.Msg{}
	d = &driver{tuitest.Open(t, appOptions(opts{Start: screen.History, DataDir: dir, Location: time.UTC}), nil)}
	d.Hold = func(m tea.Msg) bool {
		if _, ok := m.(dayReviewedMsg); ok {
			*held = append(*held, m)
			return true
		}
		return false
	}
	d.Start(80, 24)
	d.keys("G")
	return d, held
}

// handOn gives the app the first batch held back.
func handOn(d *driver, held *[]tea.Msg) {
	m := (*held)[0]
	*held = (*held)[1:]
	d.Feed(m)
}

// TestDayRecapReadsKeptReviews: the day's recap counts the reviews kept
// of its hands (by an earlier recap, or the Stats screen's leaks) and
// reviews none of them again: it reviewed every hand each time d was
// pressed, 6 to 20 s for 39 hands.
func TestDayRecapReadsKeptReviews(t *testing.T) {
	dir := tuitest.TempDir(t)
	tuitest.WriteHistory(t, dir)
	primeDay(t, dir, func(int) (store.HandReview, bool) {
		return store.HandReview{Reviewed: true, Decisions: 2, Kinds: []store.KindCost{{Kind: "rough-start", Count: 1, CostBB: 0.25}}}, true
	})
	d, held := recapOn(t, dir)
	d.keys("d")
	v := tuitest.Flat(d.view())
	if len(*held) != 0 || !strings.Contains(v, "30 Razz hands") || !strings.Contains(v, "60 decisions, 30 mistakes costing about 7.50 big bets") {
		t.Fatalf("%d batches reviewed; the recap:\n%s", len(*held), d.view())
	}
}

// TestDayRecapSaysHowFar: while the coach goes over the day's hands the
// recap says how many of how many it has reviewed (it said only that it
// was going over them), a batch at a time in commands; the reviews made
// are kept, so the day's recap asked again reviews nothing and reads the
// same. Closing the recap stops the reviews after the batch in hand, and
// keeps what they made.
func TestDayRecapSaysHowFar(t *testing.T) {
	dir := tuitest.TempDir(t)
	tuitest.WriteHistory(t, dir)
	fresh := map[int]bool{}
	for n := 1; n <= 2*dayBatch()+1; n++ { // the first hands of the day: three batches
		fresh[n] = true
	}
	primeDay(t, dir, func(n int) (store.HandReview, bool) {
		return store.HandReview{Reviewed: true, Decisions: 1}, !fresh[n]
	})
	d, held := recapOn(t, dir)
	d.keys("d")
	total := len(fresh)
	for done := 0; done < total; done += dayBatch() {
		if want := fmt.Sprintf("The coach is going over the day's hands: %d of %d reviewed…", done, total); !strings.Contains(tuitest.Flat(d.view()), want) {
			t.Fatalf("no %q:\n%s", want, d.view())
		}
		if len(*held) != 1 {
			t.Fatalf("%d batches at once after %d", len(*held), done)
		}
		handOn(d, held)
	}
	first := d.view()
	if !strings.Contains(first, "30 Razz hands") || len(*held) != 0 {
		t.Fatalf("after %d hands reviewed:\n%s", total, first)
	}
	if got := len(kept.Load(store.ReviewsIn(dir)).Hands); got != 57 {
		t.Errorf("%d reviews kept, want the 57 hands'", got)
	}
	d.keys("x", "d")
	if v := d.view(); len(*held) != 0 || v != first {
		t.Errorf("asked again: %d batches; the recap:\n%s\nwas:\n%s", len(*held), v, first)
	}

	// Closed while a batch is in hand: no batch after it, and what it made is kept.
	primeDay(t, dir, func(n int) (store.HandReview, bool) { return store.HandReview{Reviewed: true}, !fresh[n] })
	d.keys("x", "d", "x")
	handOn(d, held)
	if len(*held) != 0 {
		t.Errorf("%d batches after the recap was closed", len(*held))
	}
	if got := len(kept.Load(store.ReviewsIn(dir)).Hands); got != 57-total+dayBatch() {
		t.Errorf("%d reviews kept, want %d", got, 57-total+dayBatch())
	}
}

// TestDayRecapReviewsTheLatest: of a day's hands with no review kept, the
// recap reviews the latest dayLast (1,000, as an import's recap does: a day
// of hands imported with no time can be a year's), counts every hand's
// result, and says how many it left to razz review.
func TestDayRecapReviewsTheLatest(t *testing.T) {
	defer func(n int) { dayLast = n }(dayLast)
	dayLast = 2
	dir := tuitest.TempDir(t)
	tuitest.WriteHistory(t, dir)
	primeDay(t, dir, func(n int) (store.HandReview, bool) { return store.HandReview{Reviewed: true, Decisions: 1}, n > 5 })
	d, held := recapOn(t, dir)
	d.keys("d")
	if v := tuitest.Flat(d.view()); !strings.Contains(v, "0 of 2 reviewed") || len(*held) != 1 {
		t.Fatalf("%d batches; the recap:\n%s", len(*held), d.view())
	}
	handOn(d, held)
	v := tuitest.Flat(d.view())
	if len(*held) != 0 || !strings.Contains(v, "30 Razz hands") || !strings.Contains(v, "The coach reviewed your last 27 hands; razz review reviews the 3 before them.") {
		t.Errorf("%d batches more; the recap:\n%s", len(*held), d.view())
	}
	if got := len(kept.Load(store.ReviewsIn(dir)).Hands); got != 57-3 {
		t.Errorf("%d reviews kept, want %d: the hands left out keep none", got, 57-3)
	}
}
