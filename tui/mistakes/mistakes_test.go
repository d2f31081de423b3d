package mistakes

import (
	"encoding/json"
	"testing"

	"razz/bots/review"
	"razz/bots/session"
	"razz/engine"
	"razz/engine/enginetest"
	"razz/tui/store"
)

// TestKeep: the decisions the coach marks as mistakes go into the quiz
// record, each kind's count and cost and each spot with the hand's log;
// a hand without one changes nothing.
func TestKeep(t *testing.T) {
	t.Parallel()
	r := session.Reviewed{Log: engine.HandLog{Hand: 4, Seed: 9}, Review: review.Hand{Decisions: []review.Decision{
		{Index: 3, Kind: review.Passive, CostBB: 0.5, Mistake: true},
		{Index: 5, Kind: review.Chased, CostBB: 0.1},
		{Index: 8, Kind: review.Passive, CostBB: 1, Mistake: true},
	}}}
	rec := store.NewQuizRecord()
	Keep(r)(rec)
	if l := rec.Leaks["passive"]; l.Count != 2 || l.CostBB != 1.5 || len(rec.Leaks) != 1 {
		t.Errorf("leaks %+v", rec.Leaks)
	}
	if len(rec.Spots) != 2 || rec.Spots[0].Index != 3 || rec.Spots[1].Index != 8 {
		t.Fatalf("spots %+v", rec.Spots)
	}
	var l engine.HandLog
	if err := json.Unmarshal([]byte(rec.Spots[0].Log), &l); err != nil || l.Hand != 4 || l.Seed != 9 {
		t.Errorf("the spot's hand: %+v, %v", l, err)
	}
	r.Review.Decisions = r.Review.Decisions[1:2]
	if Keep(r) != nil || len(Of(r)) != 0 {
		t.Error("a hand without a mistake changes the record")
	}
}

func TestImportsNoScreen(t *testing.T) {
	t.Parallel()
	enginetest.ImportsOnly(t, "razz/bots/review", "razz/bots/session", "razz/tui/store")
}
