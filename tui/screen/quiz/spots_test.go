package quiz

import (
	"encoding/json"
	"errors"
	"sync"
	"testing"

	tea "charm.land/bubbletea/v2"

	"razz/bots"
	"razz/bots/record"
	"razz/bots/review"
	"razz/engine"
	"razz/tui/app"
	"razz/tui/drill"
	"razz/tui/screen"
	"razz/tui/store"
)

// TestMistakesDrillWaitsForTheRecord: razz quiz --drill mistakes deals
// its first question before the quiz record is read (Init's commands run
// together); once it is read, the first question is the kept spot, not the
// "No mistake of yours is kept yet" stand-in, and a key typed meanwhile
// answers the spot.
func TestMistakesDrillWaitsForTheRecord(t *testing.T) {
	dir := keptSpotDir(t)
	d := unstarted(t, opts{Start: screen.Quiz, DataDir: dir,
		Quiz: Options{Drill: drill.Mistakes, Chosen: true, Level: drill.Normal, Seed: 1}})
	var read tea.Msg // the record, held back until the key is typed
	d.Hold = func(msg tea.Msg) bool {
		if _, ok := msg.(app.RecordRead); ok {
			read = msg
			return true
		}
		return false
	}
	d.Start(100, 30) // dealt before the record is read
	d.keys("f")      // typed ahead
	d.Hold = nil
	d.feed(read)
	z := d.quiz()
	q, ok := z.q.(*drill.ThirdQuestion)
	if !ok || q.SpotIndex() != 0 {
		t.Fatalf("the first question is not the kept spot: %T %+v", z.q, z.q)
	}
	if z.state != quizFeedback && z.hint == "" {
		t.Errorf("the key typed ahead did nothing: state %v\n%s", z.state, d.view())
	}
}

// keptSpotDir is a data directory whose quiz record keeps one mistake of
// seat 1's from a bots' game.
func keptSpotDir(t *testing.T) string {
	t.Helper()
	keptOnce.Do(func() { keptRec, keptErr = keptSpot() })
	if keptErr != nil {
		t.Fatal(keptErr)
	}
	var rec store.QuizRecord // a copy of its own: a test may change it
	if b, err := json.Marshal(keptRec); err != nil || json.Unmarshal(b, &rec) != nil {
		t.Fatal("the kept record does not copy:", err)
	}
	dir := t.TempDir()
	if err := saveRecord(dir, &rec); err != nil {
		t.Fatal(err)
	}
	return dir
}

// The kept spot is found once for the tests that share it: finding it
// reviews hands until the first mistake.
var (
	keptOnce sync.Once
	keptRec  *store.QuizRecord
	keptErr  error
)

func keptSpot() (*store.QuizRecord, error) {
	bs, err := bots.Seat([]string{"station", "grinder", "maniac"}, bots.Easy)
	if err != nil {
		return nil, err
	}
	a := &bots.Arena{Table: engine.NewTable(nil, []int{1000, 1000, 1000}, engine.DefaultStakes, engine.DefaultRules), Bots: bs, Seed: 8, Workers: 1}
	rec := store.NewQuizRecord()
	a.Observe = func(n int, h *engine.Hand, _ []bots.SeatReason) {
		if len(rec.Spots) > 0 {
			return // the first mistake is the spot; the rest need no review
		}
		line := h.AppendLog(nil, engine.LogMeta{Seed: 8, Hand: n})
		l, _ := engine.ParseLog(line)
		rev, _ := review.Review(record.Open(l), 1)
		for _, d := range rev.Decisions {
			if d.Mistake && len(rec.Spots) == 0 {
				rec.AddMistake(string(d.Kind), d.CostBB, store.Spot{Log: string(line), Index: d.Index})
			}
		}
	}
	a.Run(20)
	if len(rec.Spots) == 0 {
		return nil, errors.New("no mistake to keep")
	}
	return rec, nil
}
