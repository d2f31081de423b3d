package review

import (
	"testing"

	"razz/bots/record"
	"razz/engine"
	"razz/engine/enginetest"
)

// TestMissedFoldsAreMistakes: issue 29's folds the review let pass ("cost
// 0.5 bb, not a mistake" on 128 deals, where 2,000 deals put them at half
// a big bet): a heads-up steal folded against a high bring-in, and a
// three-card eight folded to one raise after completing. Each is dealt
// here, the fold played, and the review must mark it a mistake.
func TestMissedFoldsAreMistakes(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name  string
		deal  string // deal order: down for each seat, down again, the door cards
		seats int
		acts  []engine.ActionKind // before the fold
		seat  int                 // the seat that folds
	}{
		// Heads-up: seat 1 (K♣) brings in; seat 2 holds (2♠5♦) Q♠ and
		// folds where the coach steals.
		{"heads-up 5-2-Q folds to a king's bring-in", "Tc 2s  Jc 5d  Kc Qs", 2,
			[]engine.ActionKind{engine.BringIn}, 2},
		// Seat 1 (K♣) brings in; seat 2 (8♦4♦) 2♥ completes, seats 3 to
		// 5 fold, seat 6 (4♥) raises, seat 1 folds; seat 2 folds 20 into
		// 100 where the coach calls.
		{"8-4-2 folds to one raise after completing", "Tc 8d 9c Jc Qc Td  Kd 4d Kh Qh Js Jd  Kc 2h 3c 5c 6c 4h", 6,
			[]engine.ActionKind{engine.BringIn, engine.Complete, engine.Fold, engine.Fold, engine.Fold, engine.Raise, engine.Fold}, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			deck, err := engine.ParseCards(tc.deal)
			if err != nil {
				t.Fatal(err)
			}
			deck = append(deck, (engine.FullDeck &^ engine.SetOf(deck...)).Cards()...)
			stacks := make([]int, tc.seats)
			for i := range stacks {
				stacks[i] = 1000
			}
			h, err := engine.NewHand(engine.NewTable(nil, stacks, engine.DefaultStakes, engine.DefaultRules), enginetest.Stacked(deck))
			if err != nil {
				t.Fatal(err)
			}
			for _, k := range append(tc.acts, engine.Fold) {
				if err := h.Apply(legal(t, h, k)); err != nil {
					t.Fatal(err)
				}
			}
			if !h.Done() {
				t.Fatal("the hand goes on after the fold: the spot is not the issue's")
			}
			l, err := engine.ParseLog(h.AppendLog(nil, engine.LogMeta{Seed: 1, Hand: 1, Hero: tc.seat}))
			if err != nil {
				t.Fatal(err)
			}
			r, err := Review(record.Open(l), tc.seat)
			if err != nil {
				t.Fatal(err)
			}
			d := r.Decisions[len(r.Decisions)-1]
			if d.Action != "fold" {
				t.Fatalf("the last decision is %s, want the fold", d.Action)
			}
			t.Logf("advice %s, cost %.2f ± %.2f bb on %d deals, mistake %v: %s", d.Advice, d.CostBB, d.CostHalf, d.CostDeals, d.Mistake, d.Reason)
			if !d.Mistake {
				t.Errorf("the fold (advice %s) is no mistake: cost %.2f ± %.2f bb on %d deals", d.Advice, d.CostBB, d.CostHalf, d.CostDeals)
			}
		})
	}
}

// legal is the hand's legal action of kind k (its least amount).
func legal(t *testing.T, h *engine.Hand, k engine.ActionKind) engine.Action {
	t.Helper()
	for _, o := range h.Legal() {
		if o.Kind == k {
			return o.Action()
		}
	}
	t.Fatalf("no %s among %v", k, h.Legal())
	return engine.Action{}
}
