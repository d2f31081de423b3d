package bots

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"razz/engine"
)

// TestStealWordsEqualDoor: the tuned steal asks that no door card behind
// be lower; an equal one behind is no higher, and the reason must not
// call it so ("every door card ... (2♦, J♠, K♣) is higher than Q-7-2's
// two").
func TestStealWordsEqualDoor(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ deal, want string }{
		{"Tc Qs 9h 8s  Jc 7d Td 9d  Kc 2h 2d Js", "no door card left to act (2♦, J♠, K♣) is lower than Q-7-2's two"},
		{"Tc Qs 9h 8s  Jc 7d Td 9d  Kc 2h 3d Js", "every door card left to act (3♦, J♠, K♣) is higher than Q-7-2's two"},
	} {
		h := stacked(t, tc.deal, 4)
		apply(t, h, engine.BringIn)
		a := Advise(h.View(h.ToAct()), nil)
		if a.Why.Code != Steal {
			t.Fatalf("%s: %s, want a steal", tc.deal, a.Reason)
		}
		if !strings.Contains(a.Reason, tc.want) {
			t.Errorf("%q, want %q", a.Reason, tc.want)
		}
	}
}

// TestCallWordsOneFigure: a later street's call or fold is judged on what
// the call needs (the price, scaled for what is to come); the reason says
// that figure, and its verdict agrees with the share it states.
func TestCallWordsOneFigure(t *testing.T) {
	t.Parallel()
	share := regexp.MustCompile(`has (?:on average )?about (\d+(?:\.\d)?)% of the pot`)
	need := regexp.MustCompile(`\((\d+(?:\.\d)?)%\)(?:, so [a-z' ]+ you need (\d+(?:\.\d)?)%)?: (not )?worth a call`)
	checked, cardsToCome := 0, 0
	for _, v := range truthSpots(t, 12) {
		if _, call := (&situation{v: v}).option(engine.Call); !call || v.Street == 3 {
			continue
		}
		a := AdviseFigures(v, nil)
		if a.Why.Code != CallOdds && a.Why.Code != FoldOdds {
			continue
		}
		s, n := share.FindStringSubmatch(a.Reason), need.FindStringSubmatch(a.Reason)
		if n == nil {
			t.Fatalf("no price and verdict in %q", a.Reason)
		}
		if s == nil {
			continue // rough: the interval says how sure
		}
		checked++
		said, _ := strconv.ParseFloat(s[1], 64)
		needs, _ := strconv.ParseFloat(n[1], 64)
		if n[2] != "" {
			cardsToCome++
			needs, _ = strconv.ParseFloat(n[2], 64)
		}
		if call := n[3] == ""; call != (said >= needs) {
			t.Errorf("%q: says %v%% against a need of %v%%", a.Reason, said, needs)
		}
		if pct(a.Need) != pct(a.Why.Price) && n[2] == "" {
			t.Errorf("%q: judged on a need of %.1f%%, which it does not say", a.Reason, 100*a.Need)
		}
	}
	t.Logf("%d calls checked, %d with cards to come", checked, cardsToCome)
	if checked < 4 || cardsToCome == 0 {
		t.Fatalf("only %d calls checked, %d with cards to come", checked, cardsToCome)
	}
}

// TestHabitsWordedAsHabits: every style but the coach's own (the
// Grinder) gives its reason as its style's habit and its style's measure,
// never as the right play, in words a learner knows (no issue numbers).
func TestHabitsWordedAsHabits(t *testing.T) {
	t.Parallel()
	h := stacked(t, "Tc Qs 9h 8s  Jc 7d Td 9d  Kc 2h 3d Js", 4)
	apply(t, h, engine.BringIn)
	v := h.View(h.ToAct())
	for _, p := range styles {
		bot := &Player{Name: "Pat", Params: p}
		d := bot.Decide(v, DecisionSource(1, 1))
		if p.Style == "grinder" {
			if strings.Contains(d.Reason, "plays like") {
				t.Errorf("the coach's own style told as a habit: %q", d.Reason)
			}
			continue
		}
		// the style in lower case mid-sentence, as the lessons write it
		want := "Pat plays like a " + strings.ToLower(p.Title) + " (" + habits[p.Style] + "); by a " + strings.ToLower(p.Title) + "'s measure, "
		if habits[p.Style] == "" || !strings.Contains(d.Reason, want) {
			t.Errorf("%s: %q, want it to say %q", p.Style, d.Reason, want)
		}
		if strings.Contains(habits[p.Style], "issue") {
			t.Errorf("%s's habit names an issue: %q", p.Style, habits[p.Style])
		}
	}
}

// TestEstimateSaid: a share against the ranges (the style drill's, the
// coach box's pot-odds line) is worded rough, with its interval, when it is wider than two points.
func TestEstimateSaid(t *testing.T) {
	t.Parallel()
	if got := (Estimate{Value: 0.23, Half: 0.05, N: 8000}).Said(); got != "roughly 23% (±5)" {
		t.Errorf("%q", got)
	}
	if got := (Estimate{Value: 0.23, Half: 0.015, N: 8000}).Said(); got != "23%" {
		t.Errorf("%q", got)
	}
}

// TestValuesWordsEachInterval: every choice played on says its own
// interval, and a fold (the mark, worth 0) none; a best fold read "fold 0
// big bets (±0.00), call -0.68", an interval that was not the call's.
func TestValuesWordsEachInterval(t *testing.T) {
	t.Parallel()
	a := Advice{Values: []Value{
		{Option: engine.Option{Kind: engine.Fold}},
		{Option: engine.Option{Kind: engine.Call}, Mean: -0.68, Half: 0.31},
	}}
	w := a.ValuesWords()
	if !strings.Contains(w, "in big bets: fold 0, call -0.68 (±0.31).") || strings.Contains(w, "±0.00") {
		t.Errorf("%q", w)
	}
}

// TestValuesWordsSayThePairedGap: beside each choice's own wide ± (few
// deals), the advice's shortfall from the best, paired over the same
// deals and far surer, is said: "raise +0.00 (±2.09)" on 32 deals read
// as noise shown as advice.
func TestValuesWordsSayThePairedGap(t *testing.T) {
	t.Parallel()
	a := Advice{Option: engine.Option{Kind: engine.Call}, Deals: 32, Values: []Value{
		{Option: engine.Option{Kind: engine.Raise}, Mean: 0.05, Half: 2.09},
		{Option: engine.Option{Kind: engine.Call}, Mean: 0.01, Half: 1.80, Regret: 0.04, RegretHalf: 0.12},
		{Option: engine.Option{Kind: engine.Fold}, Regret: 0.05, RegretHalf: 1.9},
	}}
	if w := a.ValuesWords(); !strings.HasSuffix(w, "Compared on the same deals, call is 0.04 short of the best (±0.12).") {
		t.Errorf("%q", w)
	}
	a.Option = engine.Option{Kind: engine.Raise}
	if w := a.ValuesWords(); !strings.HasSuffix(w, "Compared on the same deals, raise is the best of them.") {
		t.Errorf("%q", w)
	}
}

// TestNeedWordsSayWhy: on seventh street no card is to come, so a style
// that calls light says its own measure, never "with the cards to come".
func TestNeedWordsSayWhy(t *testing.T) {
	t.Parallel()
	bs, err := Seat([]string{"maniac", "station", "rock"}, Normal)
	if err != nil {
		t.Fatal(err)
	}
	table := engine.NewTable(nil, []int{1000, 1000, 1000}, engine.DefaultStakes, engine.DefaultRules)
	seventh := 0
	for n := 1; n <= 60; n++ {
		h, err := engine.NewHand(table, engine.DeckDealer{Deck: engine.DeckForHand(9, n)})
		if err != nil {
			t.Fatal(err)
		}
		r := DecisionSource(9, n)
		for !h.Done() {
			v := h.View(h.ToAct())
			d := bs[h.ToAct()-1].Decide(v, r)
			if v.Street == 7 && strings.Contains(d.Reason, "it needs") {
				seventh++
				if strings.Contains(d.Reason, "to come") || !strings.Contains(d.Reason, "by its style's measure it needs") {
					t.Errorf("%q", d.Reason)
				}
			}
			if err := h.Apply(d.Action); err != nil {
				t.Fatal(err)
			}
		}
	}
	if seventh == 0 {
		t.Fatal("no seventh-street call told its need")
	}
}

// TestRaiseWordsWhenCapped: a hand worth a raise facing the last raise
// the cap allows is advised to call, and the reason says why; it read
// "Call 20: ...: a raise for value".
func TestRaiseWordsWhenCapped(t *testing.T) {
	t.Parallel()
	h := stacked(t, "As Kc  2s Qc  3s Jc  4s Kd", 2)
	apply(t, h, engine.BringIn, engine.Complete, engine.Call, engine.Bet, engine.Raise, engine.Raise, engine.Raise)
	a := Advise(h.View(h.ToAct()), nil)
	if a.Option.Kind != engine.Call {
		t.Fatalf("%s: %s", a.Option, a.Reason)
	}
	if strings.Contains(a.Reason, "raise") && !strings.Contains(a.Reason, "no raise is left to make this street, so a call is all there is") {
		t.Errorf("%q", a.Reason)
	}
}

// TestShareWords: a share is "about" only within two points; a rough one
// carries its interval, and one reaching 0% or 100% says its ends (it
// read "roughly 100% (±15, an estimate)"); an exact sure share needs no
// "about".
func TestShareWords(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		eq, half float64
		want     string
	}{
		{0.34, 0.01, "about 34%"},
		{0.45, 0.22, "roughly 45% (±22, an estimate)"},
		{1, 0.15, "roughly 100% (85 to 100%, an estimate)"},
		{0.02, 0.05, "roughly 2% (0 to 7%, an estimate)"},
		{1, 0, "100%"},
		{0.996, 0.01, "over 99%"},
	} {
		s := situation{eqHalf: tc.half}
		if got := s.share(tc.eq, "an estimate"); got != tc.want {
			t.Errorf("share(%v ±%v) = %q, want %q", tc.eq, tc.half, got, tc.want)
		}
	}
}

// TestBrickWordsSaySixth: on seventh street the last card showing came on
// sixth (seventh's is dealt down), so a brick seen there is said to be
// sixth street's; before seventh it is the card just dealt (the reason
// said "caught a brick (Q♣)" on seventh of a card a street old).
func TestBrickWordsSaySixth(t *testing.T) {
	t.Parallel()
	bs, err := Seat([]string{"grinder", "station", "station"}, Normal)
	if err != nil {
		t.Fatal(err)
	}
	table := engine.NewTable(nil, []int{1000, 1000, 1000}, engine.DefaultStakes, engine.DefaultRules)
	said := map[bool]int{}
	for n := 1; n <= 40; n++ {
		h, err := engine.NewHand(table, engine.DeckDealer{Deck: engine.DeckForHand(11, n)})
		if err != nil {
			t.Fatal(err)
		}
		r := DecisionSource(11, n)
		for !h.Done() {
			v := h.View(h.ToAct())
			d := bs[h.ToAct()-1].Decide(v, r)
			if v.Street > 3 && (strings.Contains(d.Reason, "caught a brick") || strings.Contains(d.Reason, ") paired (")) {
				sixth := strings.Contains(d.Reason, "on sixth street")
				said[v.Street == 7]++
				if sixth != (v.Street == 7) {
					t.Errorf("street %d: %q", v.Street, d.Reason)
				}
			}
			if err := h.Apply(d.Action); err != nil {
				t.Fatal(err)
			}
		}
	}
	if said[true] == 0 || said[false] == 0 {
		t.Fatalf("bricks said on seventh %d times, before it %d: the test saw too few", said[true], said[false])
	}
}

// TestRangedReasonSaysAnAverage: a later street's reason that judged the
// share against the ranges says it as what it is, an average over the
// hands the betting suggests, and its ± as the estimate's precision, not
// "has roughly 48% (±2, an estimate) of the pot ... as their betting
// reads", which reads as a promise about this deal.
func TestRangedReasonSaysAnAverage(t *testing.T) {
	t.Parallel()
	checked := 0
	for _, v := range truthSpots(t, 12) {
		if v.Street == 3 {
			continue
		}
		a := AdviseFigures(v, nil)
		if !a.Why.Ranged {
			continue
		}
		checked++
		if !strings.Contains(a.Reason, " has on average ") || !strings.Contains(a.Reason, "betting suggests") {
			t.Errorf("%q: not said as an average over the hands the betting suggests", a.Reason)
		}
		if strings.Contains(a.Reason, "(±") && !strings.Contains(a.Reason, "the estimate's precision") {
			t.Errorf("%q: its ± not said as the estimate's precision", a.Reason)
		}
	}
	if checked < 4 {
		t.Fatalf("only %d ranged reasons", checked)
	}
}
