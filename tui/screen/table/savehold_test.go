package table

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"

	tea "charm.land/bubbletea/v2"

	"razz/bots/record"
	"razz/bots/review"
	"razz/tui/store"
)

// On a full disk (the history is /dev/full) the table does not deal on
// after "not saved": n tries the save again, and once there is room the
// hand is saved under its number and the next one dealt, so no hand is
// lost and no number skipped (issue 17.6).
func TestTableHoldsTheDealUntilTheHandIsSaved(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("needs /dev/full")
	}
	o := tableOptions(t, 3, false)
	path := filepath.Join(o.DataDir, store.HistoryFile)
	if err := os.Symlink("/dev/full", path); err != nil {
		t.Skip(err)
	}
	d := newDriver(t, o, 100, 30)
	d.playPassively(1)
	tb := d.table()
	if want := "Hand not saved: no space left on device. n tries again."; tb.note != want {
		t.Errorf("after a failed save: note %q, want %q", tb.note, want)
	}
	d.keys("n")
	if tb.p.sess.Dealt() != 1 || !tb.p.over() || !strings.Contains(tb.note, "not saved") {
		t.Fatalf("n dealt on a full disk: hand %d, note %q", tb.p.sess.Dealt(), tb.note)
	}
	d.keys("e", "enter") // another key: the action bar still says it
	if v := flat(d.view()); !strings.Contains(v, "Hand not saved: n saves it again before dealing.") {
		t.Errorf("the table does not show the hand is not saved:\n%s", v)
	}
	if err := os.Remove(path); err != nil { // room again
		t.Fatal(err)
	}
	d.keys("n")
	if tb.p.sess.Dealt() != 1 || tb.note != "Saved. n deals the next hand." {
		t.Errorf("the save tried again: hand %d, note %q", tb.p.sess.Dealt(), tb.note)
	}
	d.keys("n")
	if tb.p.sess.Dealt() != 2 {
		t.Fatalf("n after the save did not deal: hand %d", tb.p.sess.Dealt())
	}
	d.playPassively(2)
	logs := readHistory(t, path, 0)
	if len(logs) != 2 || logs[0].Hand != 1 || logs[1].Hand != 2 {
		t.Errorf("saved %d hands: %+v", len(logs), logs)
	}
}

// A hand's review waits for its save. When the saves come back late (the
// next hands dealt and ended meanwhile, as a fast player does), every hand
// is still reviewed once, under the number the history gave it: the table
// used to review whichever hand was last, so the earlier ones were never
// reviewed and their mistakes never kept.
func TestEveryHandIsReviewedWhenSavesComeLate(t *testing.T) {
	o := tableOptions(t, 3, false)
	var mu sync.Mutex
	var reviewed []int
	o.Table.Review = func(_ context.Context, r record.Record, seat int) (review.Hand, error) {
		l := r.Log
		mu.Lock()
		defer mu.Unlock()
		reviewed = append(reviewed, l.Hand)
		return review.Hand{Hand: l.Hand, Seat: seat}, nil
	}
	d := newDriver(t, o, 100, 30)
	var held []tea.Msg
	d.Hold = func(msg tea.Msg) bool {
		if _, ok := msg.(historySavedMsg); ok {
			held = append(held, msg)
			return true
		}
		return false
	}
	d.playPassively(3)
	if len(reviewed) != 0 || len(held) == 0 {
		t.Fatalf("before the saves came back: reviewed %v, %d saves held", reviewed, len(held))
	}
	d.Hold = nil
	for _, msg := range held {
		d.feed(msg)
	}
	slices.Sort(reviewed)
	if !slices.Equal(reviewed, []int{1, 2, 3}) {
		t.Errorf("reviewed hands %v, want 1 2 3", reviewed)
	}
}

// The review of a finished hand is told the user's lifetime (razz serve's
// session): once the user has gone, it stops.
func TestReviewIsToldTheUsersLifetime(t *testing.T) {
	o := tableOptions(t, 3, false)
	life, cancel := context.WithCancel(context.Background())
	o.Lifetime = life
	var mu sync.Mutex
	var told []error
	o.Table.Review = func(ctx context.Context, r record.Record, seat int) (review.Hand, error) {
		mu.Lock()
		defer mu.Unlock()
		told = append(told, ctx.Err())
		return review.Hand{Hand: r.Log.Hand, Seat: seat}, ctx.Err()
	}
	d := newDriver(t, o, 100, 30)
	d.playPassively(1)
	cancel()
	d.keys("n")
	d.playPassively(2)
	mu.Lock()
	defer mu.Unlock()
	if len(told) != 2 || told[0] != nil || !errors.Is(told[1], context.Canceled) {
		t.Errorf("the reviews were told %v, want nil then the lifetime's end", told)
	}
}
