package engine

import (
	"slices"
	"strings"
	"testing"
)

var testStakes = Stakes{Ante: 1, BringIn: 2, Small: 4, Big: 8}

// rig deals each seat (1..n) the cards given, in deal order.
func rig(t *testing.T, st Stakes, r Rules, stacks []int, cards []string, community string) *Hand {
	t.Helper()
	d := &logDealer{cards: map[int][]Card{}, next: map[int]int{}}
	for i, s := range cards {
		d.cards[i+1] = mustCards(t, s)
	}
	if community != "" {
		c := mustCards(t, community)[0]
		d.community = &c
	}
	h, err := NewHand(NewTable(nil, stacks, st, r), d)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func act(t *testing.T, h *Hand, seat int, k ActionKind, to int) {
	t.Helper()
	if got := h.ToAct(); got != seat {
		t.Fatalf("seat %d to act, want seat %d (street %d)", got, seat, h.Street())
	}
	if err := h.Apply(Action{k, to}); err != nil {
		t.Fatalf("seat %d %v %d: %v", seat, k, to, err)
	}
}

// passive is the cheapest way on for the seat to act: check, call or
// bring in (else its first option).
func passive(h *Hand) ActionKind {
	legal := h.Legal()
	k := legal[0].Kind
	for _, o := range legal {
		if o.Kind == Check || o.Kind == Call || o.Kind == BringIn {
			k = o.Kind
		}
	}
	return k
}

// checkDown plays h to the end, every seat taking the passive option.
func checkDown(t *testing.T, h *Hand) {
	t.Helper()
	for !h.Done() {
		act(t, h, h.ToAct(), passive(h), 0)
	}
}

func kinds(os []Option) string {
	var parts []string
	for _, o := range os {
		parts = append(parts, o.String())
	}
	return strings.Join(parts, ", ")
}

func stack(h *Hand, seat int) int {
	for _, c := range h.Stacks() {
		if c.Seat == seat {
			return c.Amount
		}
	}
	return -1
}

// Three seats whose door cards are 9, K, 4: seat 2 brings in.
var threeSeats = []string{"2c 3c 9d 4c 5c 6c 7c", "2d 3d Ks 4d 5d 6d 7d", "2h 3h 4s 8h 9h Th Jh"}

func TestShortAnteAndBringInPasses(t *testing.T) {
	t.Parallel()
	// Seat 2 (the king) has one chip: it antes it all and the duty passes to seat 3.
	h := rig(t, testStakes, DefaultRules, []int{100, 1, 100}, threeSeats, "")
	if a := h.Actions()[1]; a.Kind != Ante || a.Put != 1 || !a.AllIn {
		t.Errorf("short ante: %+v", a)
	}
	e := h.BringIn()
	if e.Highest != 2 || e.Seat != 3 || len(e.Passed) != 1 {
		t.Errorf("bring-in: %+v", e)
	}
	if got := kinds(h.Legal()); got != "bring in 2, complete to 4" {
		t.Errorf("bring-in options: %s", got)
	}
	if err := h.Validate(Action{Kind: Fold}); !RefusedBy(err, RuleBringIn) {
		t.Errorf("bring-in fold: %v", err)
	}
}

func TestBringInShortStackPostsWhatItHas(t *testing.T) {
	t.Parallel()
	h := rig(t, testStakes, DefaultRules, []int{100, 2, 100}, threeSeats, "")
	if got := kinds(h.Legal()); got != "bring in 1 all-in" {
		t.Errorf("options: %s", got)
	}
	// What it posted is the bet the next player calls, like any all-in.
	act(t, h, 2, BringIn, 0)
	if got := kinds(h.Legal()); got != "fold, call 1, complete to 4" {
		t.Errorf("after a short bring-in: %s", got)
	}
}

func TestThirdStreetCallsEndTheRound(t *testing.T) {
	t.Parallel()
	h := rig(t, testStakes, DefaultRules, []int{100, 100, 100}, threeSeats, "")
	act(t, h, 2, BringIn, 0)
	act(t, h, 3, Call, 0)
	if got := kinds(h.Legal()); got != "fold, call 2, complete to 4" {
		t.Errorf("seat 1 options: %s", got)
	}
	act(t, h, 1, Call, 0)
	if h.Street() != 4 {
		t.Fatalf("the bring-in got an option: street %d, seat %d to act", h.Street(), h.ToAct())
	}
	// Fourth street: boards 9-4 (seat 1), K-4 (seat 2), 8-4 (seat 3): seat 3 is best.
	if f := h.Firsts()[0]; f.Seat != 3 || f.Ranked[0].Partial() != "8-4" {
		t.Errorf("first on 4th: %+v", f)
	}
	if got := kinds(h.Legal()); got != "check, bet 4" {
		t.Errorf("4th options: %s", got)
	}
	if err := h.Validate(Action{Kind: Fold}); !RefusedBy(err, RuleNoFreeFold) {
		t.Errorf("free fold: %v", err)
	}
}

func TestCompletionRaisesAndCap(t *testing.T) {
	t.Parallel()
	h := rig(t, testStakes, DefaultRules, []int{100, 100, 100}, threeSeats, "")
	act(t, h, 2, BringIn, 0)
	act(t, h, 3, Complete, 0)
	act(t, h, 1, Raise, 8)
	act(t, h, 2, Raise, 12)
	act(t, h, 3, Raise, 16) // fourth bet: the cap
	if got := kinds(h.Legal()); got != "fold, call 8" {
		t.Errorf("capped options: %s", got)
	}
	if err := h.Validate(Action{Kind: Raise}); !RefusedBy(err, RuleCap) {
		t.Errorf("raise past cap: %v", err)
	}
	if err := h.Validate(Action{Kind: Raise, To: 30}); err == nil {
		t.Error("a raise of the wrong size was accepted")
	}
	l := h.Limits()
	if l.Left != 0 || l.Bets != 4 || l.Unit != 4 || l.Big {
		t.Errorf("limits: %+v", l)
	}
}

func TestBigBetFromFifthStreet(t *testing.T) {
	t.Parallel()
	h := rig(t, testStakes, DefaultRules, []int{100, 100, 100}, threeSeats, "")
	act(t, h, 2, BringIn, 0)
	act(t, h, 3, Call, 0)
	act(t, h, 1, Call, 0)
	for _, s := range []int{3, 1, 2} {
		act(t, h, s, Check, 0)
	}
	if h.Street() != 5 {
		t.Fatalf("street %d", h.Street())
	}
	l := h.Limits()
	if !l.Big || l.Unit != 8 {
		t.Errorf("5th street limits %+v", l)
	}
}

func TestHeadsUpUncapped(t *testing.T) {
	t.Parallel()
	two := threeSeats[:2]
	for _, uncapped := range []bool{false, true} {
		r := DefaultRules
		r.HeadsUpUncapped = uncapped
		h := rig(t, testStakes, r, []int{500, 500}, two, "")
		act(t, h, 2, Complete, 0)
		to := 4
		bets := 1
		for i := 0; i < 6; i++ {
			seat := 1 + i%2
			legal := h.Legal()
			last := legal[len(legal)-1]
			if last.Kind != Raise {
				if uncapped || i != 3 {
					t.Fatalf("uncapped=%v: no raise after %d bets (%s)", uncapped, i+1, kinds(legal))
				}
				break
			}
			to += 4
			act(t, h, seat, Raise, to)
			bets++
		}
		// Capped, the fourth bet ends the raising; uncapped, all seven went in.
		if want := map[bool]int{false: 4, true: 7}[uncapped]; bets != want || h.Limits().Bets != want {
			t.Errorf("uncapped=%v: %d bets went in (limits say %d), want %d", uncapped, bets, h.Limits().Bets, want)
		}
		if l := h.Limits(); l.HeadsUp != uncapped || (l.Left == -1) != uncapped {
			t.Errorf("uncapped=%v: limits %+v", uncapped, l)
		}
	}
}

func TestShortAllInCompletionAndNoReopen(t *testing.T) {
	t.Parallel()
	// Seat 3's completion to 3 is all-in (ante 1 leaves 3 of 4): the next player
	// calls 3 or raises to 7, the rules file's example.
	h := rig(t, testStakes, DefaultRules, []int{100, 100, 4}, threeSeats, "")
	act(t, h, 2, BringIn, 0)
	act(t, h, 3, Complete, 3)
	if got := kinds(h.Legal()); got != "fold, call 3, raise to 7" {
		t.Errorf("after short completion: %s", got)
	}
	// A full bet then a short all-in raise: the player who bet may only call.
	h = rig(t, testStakes, DefaultRules, []int{100, 100, 8}, threeSeats, "")
	act(t, h, 2, BringIn, 0)
	act(t, h, 3, Call, 0)
	act(t, h, 1, Complete, 0)
	act(t, h, 2, Call, 0)
	act(t, h, 3, Raise, 0) // 5 chips behind: raise to 7, one short of a full raise
	if a := h.LastAction(); a.To != 7 || !a.AllIn {
		t.Fatalf("short raise: %+v", a)
	}
	if got := kinds(h.Legal()); got != "fold, call 3" {
		t.Errorf("reopened for a player who already bet: %s", got)
	}
	if err := h.Validate(Action{Kind: Raise}); !RefusedBy(err, RuleNoReopen) {
		t.Errorf("raise after short all-in: %v", err)
	}
}

func TestCheckedPlayerMayRaiseShortAllInBet(t *testing.T) {
	t.Parallel()
	// On fourth street seat 3 checks, seat 1 bets all-in for 3 (less than 4):
	// a check closes nothing, so seat 3 may raise, to 3 + 4 = 7.
	h := rig(t, testStakes, DefaultRules, []int{6, 100, 100}, threeSeats, "")
	act(t, h, 2, BringIn, 0)
	act(t, h, 3, Call, 0)
	act(t, h, 1, Call, 0)
	act(t, h, 3, Check, 0)
	act(t, h, 1, Bet, 0)
	if a := h.LastAction(); a.To != 3 || !a.AllIn {
		t.Fatalf("short bet: %+v", a)
	}
	act(t, h, 2, Call, 0)
	if got := kinds(h.Legal()); got != "fold, call 3, raise to 7" {
		t.Errorf("checker's options: %s", got)
	}
}

func TestFirstToActSkipsAllIn(t *testing.T) {
	t.Parallel()
	// Seat 3 has the best board on fourth street but is all-in: seat 1 (next
	// clockwise with chips) acts first.
	h := rig(t, testStakes, DefaultRules, []int{100, 100, 3}, threeSeats, "")
	act(t, h, 2, BringIn, 0)
	act(t, h, 3, Call, 0) // all-in
	act(t, h, 1, Call, 0)
	f := h.Firsts()[0]
	if f.Best != 3 || f.Seat != 1 || len(f.Passed) != 1 {
		t.Errorf("first: %+v", f)
	}
}

func TestNoBettingWhenOneHasChips(t *testing.T) {
	t.Parallel()
	// Everyone but seat 1 is all-in after third street: the cards are dealt
	// out without betting and the hand goes to showdown.
	h := rig(t, testStakes, DefaultRules, []int{100, 1, 1}, threeSeats, "")
	if !h.Done() || h.BringIn().Seat != 0 || len(h.Actions()) != 3 {
		t.Fatalf("done=%v bring-in %+v actions %+v", h.Done(), h.BringIn(), h.Actions())
	}
	sd := h.Showdown()
	if sd == nil || len(sd.Order) != 3 {
		t.Fatalf("showdown %+v", sd)
	}
	for s := 1; s <= 3; s++ {
		if n := len(h.Cards(s)); n != 7 {
			t.Errorf("seat %d got %d cards", s, n)
		}
	}
	// Every seat put in one chip of ante: nothing is uncalled.
	if r := h.Returned(); len(r) != 0 {
		t.Errorf("returned %v: seat 1 put in no more than the others", r)
	}
}

func TestSidePotsAndUncalledBet(t *testing.T) {
	t.Parallel()
	// Seat 1 has the best hand (7-5-4-3-2), seat 3 the second (8-... ), seat 2 the worst.
	cards := []string{"2c 3c 9d 4c 5c 7c Kc", "Qd Qh Ks Jd Td Qs Js", "2h 3h 4s 5h 8h Th Jh"}
	h := rig(t, testStakes, DefaultRules, []int{10, 100, 40}, cards, "")
	act(t, h, 2, Complete, 0)
	act(t, h, 3, Raise, 8)
	act(t, h, 1, Raise, 9) // all-in: 9 behind after the ante
	act(t, h, 2, Raise, 13)
	act(t, h, 3, Call, 0)
	for !h.Done() {
		legal := h.Legal()
		act(t, h, h.ToAct(), legal[len(legal)-1].Kind, 0) // bet and raise to the end
	}
	sd := h.Showdown()
	if sd == nil || len(sd.Pots) < 2 {
		t.Fatalf("showdown %+v", sd)
	}
	if sd.Pots[0].Winners[0] != 1 || len(sd.Pots[0].Eligible) != 3 {
		t.Errorf("main pot: %+v", sd.Pots[0])
	}
	if w := sd.Pots[1].Winners[0]; w != 3 {
		t.Errorf("side pot to seat %d", w)
	}
	total := 0
	for _, c := range h.Stacks() {
		total += c.Amount
	}
	if total != 150 {
		t.Errorf("chips %d, want 150", total)
	}
	// Main pot: 10 from each of three seats.
	if sd.Pots[0].Amount != 30 || stack(h, 1) != 30 {
		t.Errorf("main pot %d, seat 1 ends with %d", sd.Pots[0].Amount, stack(h, 1))
	}
}

func TestUncalledBetReturned(t *testing.T) {
	t.Parallel()
	h := rig(t, testStakes, DefaultRules, []int{100, 100, 100}, threeSeats, "")
	act(t, h, 2, BringIn, 0)
	act(t, h, 3, Complete, 0)
	act(t, h, 1, Fold, 0)
	act(t, h, 2, Fold, 0)
	if r := h.Returned(); len(r) != 1 || r[0] != (Chips{3, 2}) {
		t.Errorf("returned %+v", r)
	}
	// Seat 3 wins the three antes, the bring-in and the 2 of its own that
	// matched it: 3 + 2 + 2 = 7, as the hand-log spec's example counts.
	if a := h.Awards(); len(a) != 1 || a[0] != (Chips{3, 7}) || h.Showdown() != nil {
		t.Errorf("awards %+v", a)
	}
	if stack(h, 3) != 104 {
		t.Errorf("seat 3 stack %d", stack(h, 3))
	}
}

func TestCommunityCardWhenDeckIsShort(t *testing.T) {
	t.Parallel()
	// Eight players to seventh street need 56 cards: one community card.
	st := Stakes{Ante: 0, BringIn: 1, Small: 2, Big: 4}
	h, err := NewHand(NewTable(nil, []int{50, 50, 50, 50, 50, 50, 50, 50}, st, DefaultRules), DeckDealer{NewDeck(3)})
	if err != nil {
		t.Fatal(err)
	}
	checkDown(t, h)
	c, ok := h.Community()
	if !ok {
		t.Fatal("no community card")
	}
	sd := h.Showdown()
	for _, s := range sd.Order {
		if len(h.Cards(s.Seat)) != 6 {
			t.Errorf("seat %d has %d cards", s.Seat, len(h.Cards(s.Seat)))
		}
	}
	v := h.View(1)
	if len(v.Own) != 7 || v.Own[6] != c {
		t.Errorf("the community card is not the seventh card of the view: %v", v.Own)
	}
}

func TestSplitPotOddChip(t *testing.T) {
	t.Parallel()
	// Seats 1 and 3 hold the same low, 7-5-4-3-2; the pot of 17 splits 8 and
	// 8 with one odd chip. Seat 3 holds the clubs.
	cards := []string{"2h 3h 9s 4h 5h 7h Kh", "Qd Qh Ks Jd Td Qs Js", "2c 3c 9d 4c 5c 7c Kc"}
	for _, tc := range []struct {
		rule OddChip
		seat int
	}{{OddChipSeat, 1}, {OddChipSuit, 3}} {
		r := DefaultRules
		r.OddChip = tc.rule
		h := rig(t, testStakes, r, []int{100, 100, 100}, cards, "")
		act(t, h, 2, BringIn, 0)
		act(t, h, 3, Call, 0)
		act(t, h, 1, Call, 0)
		if f := h.Firsts()[0]; f.Seat != 1 || len(f.Tied) != 2 {
			t.Fatalf("exact tie on fourth street: %+v", f)
		}
		act(t, h, 1, Bet, 0)
		act(t, h, 2, Fold, 0)
		act(t, h, 3, Call, 0)
		for !h.Done() {
			act(t, h, h.ToAct(), Check, 0)
		}
		p := h.Showdown().Pots[0]
		if p.Amount != 17 || len(p.Winners) != 2 || len(p.OddChips) != 1 || p.OddChips[0].Seat != tc.seat {
			t.Errorf("rule %v: pot %+v", tc.rule, p)
		}
		if p.Beat[0].Reason() != "split pot: both 7-5-4-3-2; suits never break a tie" {
			t.Errorf("reason %q", p.Beat[0].Reason())
		}
	}
}

// TestOddChipBySuitIgnoresDealOrder: seats 1 and 4 tie 8-7-5-4-2; seat 4
// holds 2♠ and 2♣, seat 1 holds 2♥. Under odd-chip=suit the chip goes to
// seat 4 (2♣) whichever of its twos was dealt first; by seat, to seat 1.
func TestOddChipBySuitIgnoresDealOrder(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		rule  OddChip
		seat4 string
		want  int
	}{
		{OddChipSuit, "2s 8c 7s 5s 4s Ks 2c", 4},
		{OddChipSuit, "2c 8c 7s 5s 4s Ks 2s", 4},
		{OddChipSeat, "2s 8c 7s 5s 4s Ks 2c", 1},
		{OddChipSeat, "2c 8c 7s 5s 4s Ks 2s", 1},
	} {
		r := DefaultRules
		r.OddChip = tc.rule
		d := &logDealer{cards: map[int][]Card{1: mustCards(t, "2h 8d 7h 5h 4h Kd Qd"), 2: mustCards(t, "Jd Td Kh 9d 9c 6d 3d"), 4: mustCards(t, tc.seat4)}, next: map[int]int{}}
		tab := Table{Players: []Player{{1, "A", 100}, {2, "B", 100}, {4, "D", 100}}, Stakes: testStakes, Rules: r}
		h, err := NewHand(tab, d)
		if err != nil {
			t.Fatal(err)
		}
		act(t, h, 2, BringIn, 0)
		act(t, h, 4, Call, 0)
		act(t, h, 1, Call, 0)
		act(t, h, 1, Bet, 0) // 7-5 ties 7-5: the lower seat acts first
		act(t, h, 2, Fold, 0)
		act(t, h, 4, Call, 0)
		for !h.Done() {
			act(t, h, h.ToAct(), Check, 0)
		}
		p := h.Showdown().Pots[0]
		if p.Amount != 17 || len(p.Winners) != 2 || len(p.OddChips) != 1 || p.OddChips[0].Seat != tc.want {
			t.Errorf("odd-chip=%v, seat 4 dealt %s: pot %+v, want the odd chip to seat %d", tc.rule, tc.seat4, p, tc.want)
		}
	}
}

func TestShowOrder(t *testing.T) {
	t.Parallel()
	cards := []string{"2h 3h 9s 4h 5h 7h Kh", "Qd Qh Ks Jd Td Qs Js", "2c 3c 8d 4c 5c 7c Kc"}
	play := func(r Rules, bettor int) []int {
		h := rig(t, testStakes, r, []int{100, 100, 100}, cards, "")
		act(t, h, 2, BringIn, 0)
		act(t, h, 3, Call, 0)
		act(t, h, 1, Call, 0)
		for !h.Done() {
			seat := h.ToAct()
			if h.Street() == 7 && seat == bettor && h.Limits().Bets == 0 {
				act(t, h, seat, Bet, 0)
			} else if h.Limits().Bets > 0 {
				act(t, h, seat, Call, 0)
			} else {
				act(t, h, seat, Check, 0)
			}
		}
		var order []int
		for _, s := range h.Showdown().Order {
			order = append(order, s.Seat)
		}
		return order
	}
	seatRule := DefaultRules
	seatRule.ShowOrder = ShowBySeat
	for _, r := range []Rules{DefaultRules, seatRule} {
		if got := play(r, 2); !slices.Equal(got, []int{2, 3, 1}) {
			t.Errorf("show-order=%v: the seventh-street bettor shows first, then clockwise: %v", r.ShowOrder, got)
		}
	}
	// Nobody bets: the best board (8-7-5-4 beats 9-7-5-4 and K-Q-J-T) shows
	// first, then clockwise; under the house rule the lowest seat.
	if got := play(DefaultRules, 0); !slices.Equal(got, []int{3, 1, 2}) {
		t.Errorf("no bet: the best board shows first, then clockwise: %v", got)
	}
	if got := play(seatRule, 0); got[0] != 1 {
		t.Errorf("show-order=seat, no bet: the lowest seat shows first: %v", got)
	}
}

func TestOpenPairDouble(t *testing.T) {
	t.Parallel()
	// Seat 2's board pairs on fourth street (K-K).
	cards := []string{"2c 3c 9d 4c 5c 6c 7c", "2d 3d Ks Kd 5d 6d 7d", "2h 3h 4s 8h 9h Th Jh"}
	for _, on := range []bool{false, true} {
		r := DefaultRules
		r.OpenPairDouble = on
		h := rig(t, testStakes, r, []int{100, 100, 100}, cards, "")
		act(t, h, 2, BringIn, 0)
		act(t, h, 3, Call, 0)
		act(t, h, 1, Call, 0)
		want := "check, bet 4"
		if on {
			want = "check, bet 4, bet 8"
		}
		if got := kinds(h.Legal()); got != want {
			t.Errorf("open-pair-double=%v: %s", on, got)
		}
		if !on {
			if err := h.Validate(Action{Bet, h.BigBetTo(Bet)}); !RefusedBy(err, RuleSmallBet) {
				t.Errorf("big bet with the rule off: %v", err)
			}
		}
		if on {
			act(t, h, 3, Bet, 8)
			if got := kinds(h.Legal()); got != "fold, call 8, raise to 16" {
				t.Errorf("after the big bet: %s", got)
			}
		}
	}
}

func TestBringInTieBySeat(t *testing.T) {
	t.Parallel()
	cards := []string{"2c 3c Kh 4c 5c 6c 7c", "2d 3d 9s 4d 5d 6d 7d", "2h 3h Ks 8h 9h Th Jh"}
	for _, tc := range []struct {
		tie  BringInTie
		seat int
	}{{TieBySuit, 3}, {TieBySeat, 1}} {
		r := DefaultRules
		r.BringInTie = tc.tie
		h := rig(t, testStakes, r, []int{100, 100, 100}, cards, "")
		if h.ToAct() != tc.seat {
			t.Errorf("tie rule %v: seat %d brings in", tc.tie, h.ToAct())
		}
	}
}

func TestTableValidate(t *testing.T) {
	t.Parallel()
	bad := []struct {
		t    Table
		want Rule
	}{
		{NewTable(nil, []int{100}, DefaultStakes, DefaultRules), RulePlayers},
		{NewTable(nil, make9(), DefaultStakes, DefaultRules), RulePlayers},
		{NewTable(nil, []int{100, 100}, Stakes{5, 20, 20, 40}, DefaultRules), RuleStakes},
		{NewTable(nil, []int{100, 100}, Stakes{-5, 10, 20, 40}, DefaultRules), RuleStakes},
		{NewTable(nil, []int{100, 100}, DefaultStakes, Rules{Cap: 1}), RuleHouseRule},
		{NewTable(nil, []int{100, -1}, DefaultStakes, DefaultRules), RuleStack},
		{NewTable(nil, []int{100, 0}, DefaultStakes, DefaultRules), RuleStack},
	}
	for _, tc := range bad {
		if err := tc.t.Validate(); !RefusedBy(err, tc.want) {
			t.Errorf("%+v: %v, want a refusal by the %v rule", tc.t.Players, err, tc.want)
		}
	}
}

func make9() []int {
	out := make([]int, 9)
	for i := range out {
		out[i] = 100
	}
	return out
}
