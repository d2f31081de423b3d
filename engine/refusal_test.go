package engine

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestRefusalsAreTyped: every refusal of an action not offered names its
// rule, and errors.As finds it through a replay's error.
func TestRefusalsAreTyped(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(9, 9))
	for range 300 {
		h, err := NewHand(randomTable(r), DeckDealer{NewDeckFrom(r)})
		if err != nil {
			t.Fatal(err)
		}
		for !h.Done() {
			for _, k := range allKinds {
				err := h.Validate(Action{Kind: k})
				var ref *Refusal
				if err != nil && (!errors.As(err, &ref) || ref.Rule == RuleNone || ref.Reason != err.Error()) {
					t.Fatalf("%v refused without a rule: %#v", k, err)
				}
			}
			legal := h.Legal()
			h.Apply(legal[r.IntN(len(legal))].Action())
		}
		if err := h.Validate(Action{Kind: Check}); !RefusedBy(err, RuleHandOver) {
			t.Fatalf("after the end: %v", err)
		}
	}
	l, _ := ParseLog([]byte(impossibleDeals[2].log))
	_, err := Replay(l)
	var re *ReplayError
	if !errors.As(err, &re) || !RefusedBy(err, RuleDeal) {
		t.Errorf("a replay refused by the deal: %#v", err)
	}
}

// TestBounds: stacks and stakes above the bounds are refused, by the table
// and in logs, and a log's negative stack is refused.
func TestBounds(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		t    Table
		rule Rule
		want string
	}{
		{NewTable(nil, []int{9223372036854775807, 100}, DefaultStakes, DefaultRules), RuleStack, "more than the 100000000 chips"},
		{NewTable(nil, []int{MaxStack, MaxStack + 1}, DefaultStakes, DefaultRules), RuleStack, "seat 2"},
		{NewTable(nil, []int{100, 100}, Stakes{5, 10, 20, MaxStake + 1}, DefaultRules), RuleStakes, "more than 100000000"},
		{NewTable(nil, []int{100, 100}, Stakes{-5, 10, 20, 40}, DefaultRules), RuleStakes, "negative"},
	} {
		if err := tc.t.Validate(); !RefusedBy(err, tc.rule) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v %v: %v, want the %v rule and %q", tc.t.Players, tc.t.Stakes, err, tc.rule, tc.want)
		}
	}
	spec := `{"version":1,"game":"razz","seed":42,"hand":1,"limits":{"ante":5,"bring_in":10,"small_bet":20,"big_bet":40,"cap":4},"seats":[{"seat":1,"name":"You","stack":1000},{"seat":4,"name":"Rock","stack":990}],"deal":{"1":["Kh","3s","Qd"],"4":["9c","Td","2h"]},"community":null,"actions":[{"street":3,"seat":1,"action":"ante","put":5,"to":5},{"street":3,"seat":4,"action":"ante","put":5,"to":5},{"street":3,"seat":1,"action":"bring-in","put":10,"to":10},{"street":3,"seat":4,"action":"complete","put":20,"to":20},{"street":3,"seat":1,"action":"fold","put":0,"to":10}],"showdown":[],"returned":[{"seat":4,"amount":10}],"awards":[{"seat":4,"amount":30}],"stacks_after":{"1":985,"4":1005}}`
	for _, tc := range []struct{ from, to, want string }{
		{`"stack":1000`, `"stack":9223372036854775807`, "table: seat 1: a stack of 9223372036854775807 is more than"},
		{`"stacks_after":{"1":985`, `"stacks_after":{"1":-985`, "the stack after the hand of seat 1 is -985: an amount of chips cannot be negative"},
		{`"awards":[{"seat":4,"amount":30}`, `"awards":[{"seat":4,"amount":9223372036854775807},{"seat":4,"amount":9223372036854775807}`, "the award of seat 4 is 9223372036854775807: more than"},
		{`"big_bet":40`, `"big_bet":400000000`, "table: stakes 5/10/20/400000000: no amount may be more than 100000000 chips"},
	} {
		l, err := ParseLog([]byte(strings.Replace(spec, tc.from, tc.to, 1)))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Replay(l); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.to, err, tc.want)
		}
	}
}

// TestNoOverflowAtTheBounds: eight stacks of MaxStack at the largest
// stakes play hands that conserve every chip and replay from their logs.
func TestNoOverflowAtTheBounds(t *testing.T) {
	t.Parallel()
	stacks := []int{MaxStack, MaxStack, MaxStack, MaxStack, MaxStack, MaxStack, MaxStack, MaxStack}
	tab := NewTable(nil, stacks, Stakes{Ante: MaxStake / 10, BringIn: MaxStake / 5, Small: MaxStake / 2, Big: MaxStake}, Rules{Cap: 0})
	r := rand.New(rand.NewPCG(30, 30))
	for i := range 200 {
		h := playRandom(t, tab, DeckDealer{NewDeckFrom(r)}, r.IntN)
		checkLog(t, h, i+1)
	}
}

// RefusedBy reports whether err is (or wraps) a refusal by rule r.
func RefusedBy(err error, r Rule) bool {
	var ref *Refusal
	return errors.As(err, &ref) && ref.Rule == r
}

// A check refused after the bring-in says so, not "a bet" (the rules say
// the bring-in is not a bet); after a completion it is a bet.
func TestCheckRefusedAfterTheBringIn(t *testing.T) {
	t.Parallel()
	h, err := NewHand(NewTable(nil, []int{1000, 1000, 1000}, DefaultStakes, DefaultRules), DeckDealer{NewDeckFrom(rand.New(rand.NewPCG(3, 3)))})
	if err != nil {
		t.Fatal(err)
	}
	if err := h.Apply(Action{Kind: BringIn}); err != nil {
		t.Fatal(err)
	}
	if err := h.Validate(Action{Kind: Check}); err == nil || !strings.Contains(err.Error(), "the bring-in leaves 10 to call") {
		t.Errorf("after the bring-in: %v", err)
	}
	if err := h.Apply(Action{Kind: Complete}); err != nil {
		t.Fatal(err)
	}
	if err := h.Validate(Action{Kind: Check}); err == nil || !strings.Contains(err.Error(), "there is a bet of") {
		t.Errorf("after a completion: %v", err)
	}
}

// The seat to bring in that calls, checks or bets is told what it must
// do and why, never "you bring in:", which read as if it had posted the
// bring-in already (the walk-through).
func TestBringInRefusalsSayWhy(t *testing.T) {
	h, err := NewHand(NewTable(nil, []int{1000, 1000, 1000}, DefaultStakes, DefaultRules), DeckDealer{Deck: DeckForHand(3, 1)})
	if err != nil {
		t.Fatal(err)
	}
	seat := h.ToAct()
	for _, k := range []ActionKind{Call, Check} {
		err := h.Apply(Action{Kind: k, To: 20})
		if err == nil || strings.Contains(err.Error(), "you bring in") || !strings.Contains(err.Error(), "you have the highest door card, so you must post the bring-in or complete") {
			t.Errorf("seat %d to bring in, %v: %v", seat, k, err)
		}
	}
}
