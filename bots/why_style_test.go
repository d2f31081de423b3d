package bots

import (
	"strings"
	"testing"

	"razz/engine"
)

// TestReasonsWordRulesAndMixesTruly (issue 19, item 5; razz sim --explain
// --bots grinder,shark --seed 3 --hands 60, and --players 6 --level hard):
// the forced bring-in is the rule, never "by a Maniac's measure, the high
// door card must bring in"; the coach's own style (the Grinder, and the
// Shark that plays as it) checks or calls a hand worth more as a
// deliberate mix, never "it plays passively"; a level's slip is said to be
// one, never "(a mistake)".
func TestReasonsWordRulesAndMixesTruly(t *testing.T) {
	t.Parallel()
	bs, err := Seat([]string{"grinder", "rock", "maniac", "station", "shark", "rock"}, Normal)
	if err != nil {
		t.Fatal(err)
	}
	ruled, mixed, slips := 0, 0, 0
	for n := 1; n <= 120; n++ {
		stacks := make([]int, len(bs))
		for i := range stacks {
			stacks[i] = 1000
		}
		table := engine.NewTable(nil, stacks, engine.DefaultStakes, engine.DefaultRules)
		h, err := engine.NewHand(table, engine.DeckDealer{Deck: engine.DeckForHand(3, n)})
		if err != nil {
			t.Fatal(err)
		}
		r := DecisionSource(3, n)
		for !h.Done() {
			seat := h.ToAct()
			b := bs[seat-1]
			d := b.Decide(h.View(seat), r)
			style := b.Style()
			switch {
			case strings.Contains(d.Reason, "measure, the high door card"):
				t.Errorf("a rule worded as a style's measure: %q", d.Reason)
			case d.Why.Code == BringInPost && style != "grinder":
				ruled++
				if !strings.Contains(d.Reason, ": the high door card must bring in; ") {
					t.Errorf("a posted bring-in without the rule first: %q", d.Reason)
				}
			}
			if strings.Contains(d.Reason, "(a mistake)") {
				t.Errorf("a level's slip called a mistake: %q", d.Reason)
			}
			if d.Why.Slip != NoSlip {
				slips++
			}
			if (style == "grinder" || style == "shark") && (d.Why.Code == BetPassive || d.Why.Code == RaisePassive) {
				mixed++
				if strings.Contains(d.Reason, "passively") || !strings.Contains(d.Reason, "now and then on purpose") {
					t.Errorf("the Grinder's mix worded as a passive habit: %q", d.Reason)
				}
			}
			if err := h.Apply(d.Action); err != nil {
				t.Fatal(err)
			}
		}
	}
	if ruled == 0 || mixed == 0 || slips == 0 {
		t.Fatalf("%d posted bring-ins by a style, %d Grinder mixes, %d slips: the test checks nothing", ruled, mixed, slips)
	}
}
