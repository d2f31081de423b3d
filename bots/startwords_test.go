package bots

import (
	"strings"
	"testing"

	"razz/engine"
)

// A start whose class says "fold it" but which the advice plays (a cheap
// call, a steal) says both, never "fold it" under "▸ Call 10" (found by
// the walk-through: "Call 10: 3-3-2 … you come in cheaply", then "fold it
// unless stealing"); folded, it keeps the class's words.
func TestStartWordsAgreeWithTheAdvice(t *testing.T) {
	cs, _ := engine.ParseCards("3c 3d 2h")
	st := startOf(cs, 0)
	a := Advice{Start: st.text, Class: st.class, StartWhy: st.why(), Option: engine.Option{Kind: engine.Call}}
	if w := a.StartWords(); strings.Contains(w, "fold it") || !strings.Contains(w, "played here for the reason the advice gives") {
		t.Errorf("called: %q", w)
	}
	// Why it is played, by the advice's code: "for the reason above" read
	// wrong where the reason was not above it (the walk-through).
	for code, want := range map[Code]string{Steal: "played here as a steal", LookedAhead: "played on, it wins more than folding"} {
		a.Why.Code = code
		if w := a.StartWords(); !strings.Contains(w, want) || strings.Contains(w, "above") {
			t.Errorf("played by %v: %q", code, w)
		}
	}
	a.Why.Code = 0
	a.Option.Kind = engine.Fold
	if w := a.StartWords(); !strings.HasSuffix(w, "fold it unless stealing") {
		t.Errorf("folded: %q", w)
	}
}

// A start is written as the rules and the boards write it (a pair first:
// A-A-J, not J-A-A), said as what it holds (two aces are one low rank, not
// "one low card"), and a start of the worst class gives the one reason of
// the class's that applies, not all three ("Q-6-4 is worse (class 5 of 5):
// fewer than two low cards, a pair or a ten or higher").
func TestStartWordsSayWhatApplies(t *testing.T) {
	for _, tc := range []struct{ cards, text, describe, why string }{
		{"Jc Ah Ad", "A-A-J", "A-A-J has one low rank, a pair of aces", "one low rank, a pair of aces: fold it unless stealing"},
		{"Ah Jc Ad", "A-A-J", "A-A-J has one low rank, a pair of aces", "one low rank, a pair of aces: fold it unless stealing"},
		{"Qs 6h 4d", "Q-6-4", "Q-6-4 is one low card short", "a queen beside two low cards: fold it unless stealing"},
		{"Kc 3s Kd", "K-K-3", "K-K-3 has one low card", "one low card: fold it unless stealing"},
		{"3c 3d 3h", "3-3-3", "3-3-3 is three threes: one low rank", "one low rank, three threes: fold it unless stealing"},
		{"3c Ah 3d", "3-3-A", "3-3-A is paired: only two low cards", "a pair of threes: fold it unless stealing"},
		{"Kc Qd Js", "K-Q-J", "K-Q-J has no low card", "no low card: fold it unless stealing"},
		{"2h 7c 4d", "7-4-2", "7-4-2 is three cards to a seven", Rules.ClassOf("six").Why},
	} {
		cs, err := engine.ParseCards(tc.cards)
		if err != nil {
			t.Fatal(err)
		}
		st := startOf(cs, 0)
		if st.text != tc.text || st.describe() != tc.describe || st.why() != tc.why {
			t.Errorf("%s: %q, %q, %q\nwant %q, %q, %q", tc.cards, st.text, st.describe(), st.why(), tc.text, tc.describe, tc.why)
		}
	}
}

// A read of an opponent's down cards that rests on too few hands says so
// instead of a figure that says nothing ("down cards all low roughly 0%
// (0 to 100%)" reached the coach's box); one on enough hands keeps its
// figure and interval.
func TestReadWordsNeedHandsToRead(t *testing.T) {
	r := Read{Name: "Max", Did: "completed", Model: Model{Params: Maniac}, LowDown: 0, Effective: 0.7, AnyDown: 0.25}
	if w := r.Words(); strings.Contains(w, "roughly") || strings.Contains(w, "100%") || !strings.Contains(w, "too few") || !strings.Contains(w, "25% for any cards") {
		t.Errorf("on no hands: %q", w)
	}
	r.LowDown, r.Effective = 0.6, 4000
	if w := r.Words(); !strings.Contains(w, "down cards all low about 60%") {
		t.Errorf("on 4000 hands: %q", w)
	}
	r.Effective = 40
	if w := r.Words(); !strings.Contains(w, "roughly 60% (±") {
		t.Errorf("on 40 hands: %q", w)
	}
}

// A later street's hand with a pair is written as a board is written (the
// pairs first) and said as what it holds: J-J-3-3 is two pair with one low
// rank, where it read "3 (one low card)"; a hand without a pair keeps its
// words (TestHoldingWords).
func TestHoldingSaysItsPairs(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ cards, want string }{
		{"Jc Jd 3h 3s", "J-J-3-3 (two pair; one low rank: 3)"},
		{"3c Jd 3h Js", "J-J-3-3 (two pair; one low rank: 3)"},
		{"7c 3d 7h 2s", "7-7-3-2 (a pair of sevens; three low ranks: 7-3-2)"},
		{"Ac 3d Ah 3s", "3-3-A-A (two pair; two low ranks: 3-A)"},
		{"Kc Qd Kh Qs", "K-K-Q-Q (two pair; no low card)"},
		{"5c 5d 5h 2s Kd", "5-5-5-K-2 (three fives; two low ranks: 5-2)"},
		{"9c 9d 4h 4s 9h", "9-9-9-4-4 (three nines and a pair of fours; one low rank: 4)"},
		{"Kc Kd 7h 3s 2d", "K-K-7-3-2 (a pair of kings; three low ranks: 7-3-2)"},
		{"7c 5d 3h Ac", "7-5-3-A (four low cards)"},
	} {
		cards, err := engine.ParseCards(tc.cards)
		if err != nil {
			t.Fatal(err)
		}
		if got := holding(cards); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.cards, got, tc.want)
		}
	}
}

// A start's live cards are said as a count of dead ones where two or more
// it needs show: "4-3-A is three cards to a wheel, with two low cards you
// need showing: worth completing" read as a plus.
func TestStartLiveSaysDead(t *testing.T) {
	for _, tc := range []struct {
		dead int
		want string
	}{
		{0, "with live cards (no low card it needs shows)"},
		{1, "with live cards (one low card it needs shows)"},
		{2, "with two of the low cards it needs dead on other boards"},
		{4, "with four of the low cards it needs dead on other boards"},
	} {
		if got := (start{deadNeed: tc.dead}).live(); got != tc.want {
			t.Errorf("%d dead: %q, want %q", tc.dead, got, tc.want)
		}
	}
}
