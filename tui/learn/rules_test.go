package learn

import (
	"reflect"
	"strings"
	"testing"

	"razz/assets"
	"razz/engine"
)

// says fails t unless text says words (whatever the line breaks): an
// example's facts are checked against the engine only as the text
// words them.
func says(t *testing.T, text, words string) {
	t.Helper()
	if !strings.Contains(flat(text), flat(words)) {
		t.Errorf("the text does not say %q", words)
	}
}

func flat(s string) string { return strings.Join(strings.Fields(s), " ") }

// sidePotHand is the Rules page's side-pot example: seat 1 all-in for 25
// on third street, seats 2 and 3 betting on; seventh street as given.
func sidePotHand(seventh ...string) script {
	acts := append([]string{"2 bring-in", "3 complete", "1 call", "2 call", "2 check", "3 bet", "2 call",
		"2 check", "3 check", "2 check", "3 check"}, seventh...)
	return script{stacks: []int{25}, acts: acts,
		cards: []string{"As 2d 3c 5h 7d 9s Kh", "8c 6d Ks 4h 2c Qd Ad", "9h 9d 7c 6s Ts 8h Jc"}}
}

// TestRulesSidePotExample plays the Rules page's all-in example on the
// engine: seat 1 all-in on third street, the main pot of 75 it wins, the
// side pot of 40 seat 2 wins, seat 2 first to act on fourth street with
// the all-in seat's board best, and the show order with and without a bet
// on seventh street.
func TestRulesSidePotExample(t *testing.T) {
	t.Parallel()
	r := assets.Rules
	for _, w := range []string{"Seat 1 starts with 25 chips", "calls seat 3's completion to 20 with its last 20, all-in",
		"The main pot is 75", "seat 1's 5-3 is the best board but it is all-in, so seat 2 acts first",
		"seat 3 bets 20 and seat 2 calls: a side pot of 40", "seat 1's 7-5-3-2-A wins the main pot, 75",
		"seat 2's 8-6-4-2-A beats seat 3's T-9-8-7-6 for the side pot, 40",
		"seat 1's 9-7-5-3, the best board, showed first, then seats 2 and 3",
		"Had seat 3 bet on seventh street and seat 2 called, seat 3 would have shown first, then seat 1, then seat 2"} {
		says(t, r, w)
	}
	s := sidePotHand()
	says(t, r, "seat 1 "+pretty(t, s.cards[0])+", seat 2 "+pretty(t, s.cards[1])+", seat 3 "+pretty(t, s.cards[2])+".")
	h := s.play(t)
	if a := h.Actions(); !allInCall(a, 1, 3) {
		t.Errorf("seat 1 did not call all-in on third street: %+v", a)
	}
	f := h.Firsts()
	if f[0].Street != 4 || f[0].Best != 1 || f[0].Seat != 2 || f[0].Ranked[0].Partial() != "5-3" {
		t.Errorf("fourth street: best %d (%s), first %d", f[0].Best, f[0].Ranked[0].Partial(), f[0].Seat)
	}
	pots := h.Showdown().Pots
	want := []struct {
		amount int
		elig   []int
		winner int
		low    string
	}{{75, []int{1, 2, 3}, 1, "7-5-3-2-A"}, {40, []int{2, 3}, 2, "8-6-4-2-A"}}
	if len(pots) != len(want) {
		t.Fatalf("%d pots: %+v", len(pots), pots)
	}
	for i, w := range want {
		p := pots[i]
		if p.Amount != w.amount || !reflect.DeepEqual(p.Eligible, w.elig) || !reflect.DeepEqual(p.Winners, []int{w.winner}) || p.Beat[0].A.Dashed() != w.low {
			t.Errorf("pot %d: %+v, want %+v", i, p, w)
		}
	}
	if p := pots[1]; p.Beat[0].B.Dashed() != "T-9-8-7-6" {
		t.Errorf("the side pot's loser: %s", p.Beat[0].B.Dashed())
	}
	if o := shownOrder(h); !reflect.DeepEqual(o, []int{1, 2, 3}) || h.Showdown().FirstShowsBecause != "board" {
		t.Errorf("shown %v (%s), want 1, 2, 3 by the board", o, h.Showdown().FirstShowsBecause)
	}
	if up := engine.NewBoard(1, h.View(0).Seats[0].Up).Partial(); up != "9-7-5-3" {
		t.Errorf("seat 1's board %s", up)
	}
	bet := sidePotHand("2 check", "3 bet", "2 call").play(t)
	if o := shownOrder(bet); !reflect.DeepEqual(o, []int{3, 1, 2}) || bet.Showdown().FirstShowsBecause != "bet" {
		t.Errorf("with a bet on seventh: shown %v (%s), want 3, 1, 2", o, bet.Showdown().FirstShowsBecause)
	}
}

func allInCall(acts []engine.ActionRecord, seat, street int) bool {
	for _, a := range acts {
		if a.Seat == seat && a.Street == street && a.Kind == engine.Call && a.AllIn {
			return true
		}
	}
	return false
}

// TestRulesShortAllInExample plays the short all-in raise: seat 3's
// all-in raise to 60 over a bet of 40 leaves seat 4 a call of 60 or a
// raise to 100, and seats 1 and 2, who bet and called, a call of 20 or a
// fold, no raise.
func TestRulesShortAllInExample(t *testing.T) {
	t.Parallel()
	r := assets.Rules
	for _, w := range []string{"seat 1 bets 40, seat 2 calls, and seat 3 raises all-in to 60, short of a full raise to 80",
		"Seat 4 may call 60 or raise to 100 (60 plus 40)", "seats 1 and 2 may call 20 more or fold, but not raise"} {
		says(t, r, w)
	}
	s := script{stacks: []int{0, 0, 105},
		cards: []string{"As 2d 3c 5h 7d", "8c 6d Ks 4h 2c", "9h 9d 7c 6s Ts", "Qh Jh 8s 9c Kc"},
		acts: []string{"2 bring-in", "3 complete", "4 call", "1 call", "2 call",
			"1 bet", "2 call", "3 call", "4 call", "1 bet", "2 call", "3 raise"}}
	h := s.deal(t)
	for _, a := range s.acts {
		s.act(t, h, a)
	}
	if last := h.LastAction(); last.Street != 5 || last.To != 60 || !last.AllIn {
		t.Fatalf("seat 3's raise: %+v", last)
	}
	kinds := func() map[engine.ActionKind]int {
		m := map[engine.ActionKind]int{}
		for _, o := range h.Legal() {
			m[o.Kind] = o.To
		}
		return m
	}
	if k := kinds(); h.ToAct() != 4 || k[engine.Call] != 60 || k[engine.Raise] != 100 {
		t.Errorf("seat %d may %v, want seat 4 to call 60 or raise to 100", h.ToAct(), h.Legal())
	}
	s.act(t, h, "4 call")
	for _, seat := range []int{1, 2} {
		k := kinds()
		if _, raise := k[engine.Raise]; h.ToAct() != seat || raise || k[engine.Call] != 60 || h.Legal()[1].Put != 20 {
			t.Errorf("seat %d may %v, want seat %d to call 20 or fold", h.ToAct(), h.Legal(), seat)
		}
		s.act(t, h, itoa(seat)+" call")
	}
}

// TestRulesShortBringInExample: the K♠ all-in from the ante passes the
// bring-in to seat 3's 4♦; with 8 chips it brings in for its last 3.
func TestRulesShortBringInExample(t *testing.T) {
	t.Parallel()
	says(t, assets.Rules, "Seat 2 shows the K♠, the highest door card, but has only 5 chips: the ante puts it all-in, so seat 3 brings in with its 4♦")
	says(t, assets.Rules, "With 8 chips instead, seat 2 antes 5 and brings in for its last 3")
	cards := []string{"8c 6d 7s", "As 2d Ks", "9h 9d 4d"}
	h := script{stacks: []int{0, 5}, cards: cards}.deal(t)
	if b := h.BringIn(); b.Highest != 2 || b.Seat != 3 || !reflect.DeepEqual(b.Passed, []int{2}) || h.ToAct() != 3 {
		t.Errorf("bring-in %+v, to act %d", b, h.ToAct())
	}
	h = script{stacks: []int{0, 8}, cards: cards}.deal(t)
	if l := h.Legal(); h.BringIn().Seat != 2 || len(l) != 1 || l[0].Kind != engine.BringIn || l[0].Put != 3 || !l[0].AllIn {
		t.Errorf("with 8 chips: seat %d may %v", h.ToAct(), l)
	}
}

// pretty writes cards as the texts do: "A♠ 2♦".
func pretty(t *testing.T, s string) string {
	t.Helper()
	cs, err := engine.ParseCards(s)
	if err != nil {
		t.Fatal(err)
	}
	return engine.JoinCards(cs, " ", engine.Card.Pretty)
}

func itoa(n int) string { return string(rune('0' + n)) }
