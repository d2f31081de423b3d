package cli

import (
	"bytes"
	"context"
	"path/filepath"
	"reflect"
	"testing"

	"razz/tui/handlist"
	"razz/tui/recap/kept"
	"razz/tui/store"
)

// The import's recap keeps the reviews it made (reviews.json, under the
// key History's day recap and Stats look them up by), so that `d` on the
// imported day does not review the hands again: each kept review is the
// one the day recap would make.
func TestImportKeepsItsReviews(t *testing.T) {
	path := tempHistory(t)
	var out bytes.Buffer
	if err := HistoryImport(ImportOptions{File: filepath.Join(realDir, "horse_cash.txt")}, nil, &out); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	h := store.OpenHistory(path)
	es, _, err := handlist.Load(h)
	if err != nil || len(es) != 2 {
		t.Fatalf("%d hands: %v", len(es), err)
	}
	c := kept.Load(store.ReviewsIn(filepath.Dir(path)))
	for _, e := range es {
		got, ok := c.Hands[store.ReviewKey(e.Number, e.Seed, e.Time, e.Length)]
		if !ok {
			t.Errorf("hand %d: no review kept (%d kept)", e.Number, len(c.Hands))
			continue
		}
		l, err := h.ReadAt(store.Summary{Offset: e.Offset, Length: e.Length})
		if err != nil {
			t.Fatal(err)
		}
		want, err := kept.Review(context.Background(), l)
		if err != nil || !want.Reviewed || !reflect.DeepEqual(got, want) {
			t.Errorf("hand %d: kept %+v, the day recap's review %+v (%v)", e.Number, got, want, err)
		}
	}
}
