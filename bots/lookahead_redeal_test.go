package bots

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"

	"razz/engine"
)

// A deal's hand redealt from the first deal's (lookRun.rebuilt) is the
// hand its replay rebuilds: the same log, its dealer where the replay
// leaves it, and the same play on from there, on every decision of some
// six-handed and heads-up hands, with folded seats dealt fresh cards.
func TestRedealtIsReplayed(t *testing.T) {
	t.Parallel()
	views := append(decisionViews(t, 12), lineupViews(t, []string{"grinder", "maniac"}, 10, 4)...)
	redealt := 0
	for vi, v := range views {
		la := Lookahead{Models: nil, Hero: Grinder, Rollouts: 1, Seed: uint64(vi)}
		lr := la.startWith(&v, Choices(&v), nil)
		var mem engine.Hand
		for k := range 6 {
			r := rand.New(rand.NewPCG(uint64(vi), uint64(k)))
			var h holes
			lr.w.drawHoles(&h, r)
			lr.w.refold(&h, r)
			seed := r.Uint64()
			var d1, d2 dealer
			lr.w.deal(&d1, &h, rand.New(rand.NewPCG(seed, 1)))
			d2 = d1
			want, werr := lr.w.rebuild(&d1, nil)
			first := lr.proto == nil
			got := lr.rebuilt(&d2, &mem)
			if (want == nil) != (got == nil) {
				t.Fatalf("view %d, deal %d: replayed %v (%v), redealt %v", vi, k, want != nil, werr, got != nil)
			}
			if want == nil {
				continue
			}
			if !first && v.Community == nil {
				redealt++
			}
			if d1.next != d2.next || d1.ri != d2.ri || d1.dealt != d2.dealt || d1.seq != d2.seq || d1.rest != d2.rest || d1.nRest != d2.nRest {
				t.Fatalf("view %d, deal %d: the dealer replayed\n%+v\nredealt\n%+v", vi, k, d1, d2)
			}
			// Play on both alike, every seat by the same model.
			pr := rand.New(rand.NewPCG(seed, 2))
			var a, b engine.Hand
			want.CopyTo(&a, &d1)
			got.CopyTo(&b, &d2)
			for !a.Done() {
				var va engine.View
				a.ViewInto(&va, a.ToAct())
				dec := (&Player{Params: Grinder, Fast: true, Samples: rolloutSamples}).decide(va, pr, true, nil)
				if a.Apply(dec.Action) != nil || b.Apply(dec.Action) != nil {
					t.Fatalf("view %d, deal %d: %v refused", vi, k, dec.Action)
				}
			}
			la, _ := json.Marshal(a.Log(1, 1))
			lb, _ := json.Marshal(b.Log(1, 1))
			if string(la) != string(lb) || !b.Done() || !reflect.DeepEqual(a.Events(), b.Events()) {
				t.Fatalf("view %d, deal %d: played on, the replayed hand\n%s\nthe redealt\n%s", vi, k, la, lb)
			}
		}
	}
	if redealt < 100 {
		t.Errorf("%d deals redealt: the test checks little", redealt)
	}
}
