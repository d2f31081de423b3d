package kept

import (
	"context"
	"fmt"
	"path/filepath"
	"reflect"
	"sync"
	"testing"

	"razz/engine"
	"razz/engine/enginetest"
	"razz/tui/recap"
	"razz/tui/store"
)

// Keep adds to what the file holds: the Stats screen's save no longer
// writes over the reviews the day recap kept since Stats read the file
// (each wrote its own copy whole), nor the other way round.
func TestKeepAddsToTheFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), store.ReviewsFile)
	a := map[string]store.HandReview{"1/7/0/100": {Reviewed: true, Decisions: 3}}
	b := map[string]store.HandReview{"2/7/0/120": {Reviewed: true, Decisions: 1, Kinds: []store.KindCost{{Kind: "passive", Count: 1, CostBB: 0.5}}}}
	if err := Keep(path, a); err != nil {
		t.Fatal(err)
	}
	if err := Keep(path, b); err != nil {
		t.Fatal(err)
	}
	got := Load(path)
	if len(got.Hands) != 2 || !reflect.DeepEqual(got.Hands["1/7/0/100"], a["1/7/0/100"]) || !reflect.DeepEqual(got.Hands["2/7/0/120"], b["2/7/0/120"]) {
		t.Errorf("%+v", got)
	}
	// Another build's file is not read, and is started again.
	if err := store.SaveReviews(path, store.Reviews{Coach: "another", Hands: a}); err != nil {
		t.Fatal(err)
	}
	if err := Keep(path, b); err != nil {
		t.Fatal(err)
	}
	if got := Load(path); len(got.Hands) != 1 || got.Coach != Stamp() {
		t.Errorf("over another coach's file: %+v", got)
	}
}

// A hand's review kept and read back is the recap's own brief of it.
func TestReviewReadsBackAsTheRecap(t *testing.T) {
	logs := enginetest.ReadLogs(t, "../../../engine/testdata/vectors/hands.jsonl")[:4]
	for _, l := range logs {
		l.Hero = l.Seats[0].Seat
		r, err := Review(context.Background(), l)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := Brief(r), recap.OfWith([]engine.HandLog{l}, recap.Options{}).Brief(); !reflect.DeepEqual(got, want) || !got.Reviewed {
			t.Errorf("hand %d: kept %+v, recap %+v", l.Hand, got, want)
		}
	}
}

// Keeps made at once (the table's review of a hand, Stats' batch, the
// day recap's) each add theirs: none writes over another's.
func TestKeepsAtOnce(t *testing.T) {
	path := filepath.Join(t.TempDir(), store.ReviewsFile)
	var wg sync.WaitGroup
	for i := range 16 {
		wg.Go(func() {
			if err := Keep(path, map[string]store.HandReview{fmt.Sprint(i): {Reviewed: true}}); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	if got := len(Load(path).Hands); got != 16 {
		t.Errorf("%d of 16 reviews kept", got)
	}
}
