package drill

import (
	"strings"
	"testing"

	"razz/engine"
)

// tableKeys are the table's letters, as the quiz passes them.
func tableKeys(k engine.ActionKind) string {
	return map[engine.ActionKind]string{engine.Fold: "f", engine.Check: "k", engine.Call: "c", engine.BringIn: "i",
		engine.Complete: "o", engine.Bet: "b", engine.Raise: "r"}[k]
}

// TestDecisionTakesTheReadmeKeys: c stays in and o puts a bet in whatever
// the action is called (c brings in, c checks, o bets), as the README
// says; f where the bring-in may not fold, and k facing a bet, are refused
// with the rule's reason.
func TestDecisionTakesTheReadmeKeys(t *testing.T) {
	t.Parallel()
	// A bring-in decision, from the Third drill.
	var bring *ThirdQuestion
	for seed := uint64(0); bring == nil && seed < 200; seed++ {
		q := newQ(Third, Easy, seed, 0).(*ThirdQuestion)
		if q.bringIn() {
			bring = q
		}
	}
	if bring == nil {
		t.Fatal("no bring-in question in 200 seeds")
	}
	bring.UseActionKeys(tableKeys)
	f := bring.Form()
	if c, ok := f.Choice("c"); !ok || c.Value != ThirdCall {
		t.Errorf("%q: c does not bring in (%+v)", bring.Prompt(), f.Choices)
	}
	if why := f.Refused["f"]; !strings.Contains(why, "may not fold") {
		t.Errorf("%q: f refused with %q", bring.Prompt(), why)
	}
	if why := f.Refused["k"]; !strings.Contains(why, "highest door card") {
		t.Errorf("%q: k refused with %q", bring.Prompt(), why)
	}

	// A check-or-bet decision on fourth street: everyone calls third.
	h, err := engine.NewHand(engine.NewTable(nil, []int{1000, 1000, 1000}, engine.DefaultStakes, engine.DefaultRules),
		engine.DeckDealer{Deck: engine.NewDeckFrom(Rand(1, Third, Easy, 0))})
	if err != nil {
		t.Fatal(err)
	}
	for h.Street() == 3 {
		kind := engine.Call
		if h.Validate(engine.Action{Kind: engine.Call}) != nil {
			kind = engine.Check
			if h.Validate(engine.Action{Kind: kind}) != nil {
				kind = engine.BringIn
			}
		}
		if err := h.Apply(engine.Action{Kind: kind}); err != nil {
			t.Fatal(err)
		}
	}
	q := &ThirdQuestion{View: h.View(h.ToAct()), SpotAt: -1, Keys: tableKeys}
	f = q.Form()
	if c, ok := f.Choice("c"); !ok || c.Value != ThirdCall {
		t.Errorf("%q: c does not check", q.Prompt())
	}
	if c, ok := f.Choice("o"); !ok || c.Value != ThirdComplete {
		t.Errorf("%q: o does not bet", q.Prompt())
	}
	if why := f.Refused["f"]; !strings.Contains(why, "No free fold") || !strings.Contains(why, q.Prompt()) {
		t.Errorf("%q: f refused with %q", q.Prompt(), why)
	}
}

// TestNoPotOddsWithNothingToCall: a decision with nothing to call says so
// instead of "pot odds 0%".
func TestNoPotOddsWithNothingToCall(t *testing.T) {
	t.Parallel()
	q := newQ(Third, Easy, 1, 0).(*ThirdQuestion)
	q.Advice.ToCall, q.Advice.Odds = 0, 0
	fb := q.Explain(Answer{}, engine.Card.String)
	if text := strings.Join(append(fb.Key, fb.More...), " "); strings.Contains(text, "pot odds 0%") || !strings.Contains(text, "nothing to call") {
		t.Errorf("%q", text)
	}
}
