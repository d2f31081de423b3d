package table

import (
	"context"
	"path/filepath"
	"reflect"
	"testing"

	"razz/tui/handlist"
	"razz/tui/recap/kept"
	"razz/tui/store"
)

// TestTableKeepsItsReviews: the coach's review of each hand as it ends
// is kept among the reviews the day recap and the Stats screen read, under
// the hand's name in the history, as they would have made it: they
// reviewed every hand played again (the day recap of 39 hands took 6 to
// 20 s). A history of the table's own (Options.History) keeps none.
func TestTableKeepsItsReviews(t *testing.T) {
	o := tableOptions(t, 3, false)
	o.Table.Review = nil // the coach's
	d := newDriver(t, o, 100, 30)
	d.playPassively(3)
	entries, _, err := handlist.Load(store.OpenHistory(filepath.Join(o.DataDir, store.HistoryFile)))
	if err != nil || len(entries) != 3 {
		t.Fatalf("%d hands saved: %v", len(entries), err)
	}
	c := kept.Load(store.ReviewsIn(o.DataDir))
	logs := readHistory(t, filepath.Join(o.DataDir, store.HistoryFile), 0)
	for i, e := range entries {
		got, ok := c.Hands[store.ReviewKey(e.Number, e.Seed, e.Time, e.Length)]
		want, err := kept.Review(context.Background(), logs[i])
		if err != nil {
			t.Fatal(err)
		}
		if !ok || !reflect.DeepEqual(got, want) || !got.Reviewed || got.Decisions == 0 {
			t.Errorf("hand %d: kept %v %+v, the recap's review %+v", e.Number, ok, got, want)
		}
	}

	o = tableOptions(t, 3, false)
	o.Table.Review, o.Table.History = nil, filepath.Join(t.TempDir(), "own.jsonl")
	d = newDriver(t, o, 100, 30)
	d.playPassively(1)
	if c := kept.Load(store.ReviewsIn(o.DataDir)); len(c.Hands) != 0 {
		t.Errorf("a history of its own: %d reviews kept", len(c.Hands))
	}
}
