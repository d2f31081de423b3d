package bots

import (
	"math/rand/v2"
	"strings"
	"testing"

	"razz/engine"
)

// TestHeadsUpThirdByTheDoor: heads-up third street as the lookahead
// measured it against the Grinder and the Shark (strategy.md, issue 19's
// third pass): against a bring-in whose door is low, a start of four
// points or more completes, a weaker one comes in cheaply and one with
// nothing folds; facing a lone completion, the bring-in re-raises from six
// points and calls below.
func TestHeadsUpThirdByTheDoor(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		deal string // deal order: down for each seat, down again, the door cards
		acts []engine.ActionKind
		want engine.ActionKind
		code Code
	}{
		// Seat 1 brings in with 8♣ (the high door); seat 2 holds 3♦ up.
		{"K-7-3 comes in cheaply against an eight bring-in", "Tc Ks Jc 7h 8c 3d",
			[]engine.ActionKind{engine.BringIn}, engine.Call, OpenLowDoor},
		{"K-Q-3 folds against an eight bring-in", "Tc Ks Jc Qh 8c 3d",
			[]engine.ActionKind{engine.BringIn}, engine.Fold, FoldStart},
		{"K-4-3 completes against an eight bring-in", "Tc Ks Jc 4h 8c 3d",
			[]engine.ActionKind{engine.BringIn}, engine.Complete, OpenComplete},
		{"3-2-A completes against an eight bring-in", "Tc As Jc 2h 8c 3d",
			[]engine.ActionKind{engine.BringIn}, engine.Complete, CompleteValue},
		// Against a king bring-in any start still completes (a steal).
		{"K-7-3 steals a king bring-in", "Tc Ks Jc 7h Kc 3d",
			[]engine.ActionKind{engine.BringIn}, engine.Complete, Steal},
		// Seat 1 (A♠5♥) K♣ brings in, seat 2 completes with Q♠: five points call.
		{"heads-up A-5-K calls a lone completion", "As 9h 5h Th Kc Qs",
			[]engine.ActionKind{engine.BringIn, engine.Complete}, engine.Call, Defend},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := stacked(t, tc.deal, 2)
			apply(t, h, tc.acts...)
			v := h.View(h.ToAct())
			a := AdviseFigures(v, nil)
			if a.Option.Kind != tc.want || a.Why.Code != tc.code {
				t.Errorf("%s (%d points): advice %s, code %d (%s), want %s, code %d", engine.FormatCards(v.Own), a.Points, a.Option, a.Why.Code, a.Reason, tc.want, tc.code)
			}
		})
	}
}

// TestGrinderBluffsEarlyOnly: the Grinder bot bets the best board as a
// bluff on fourth and fifth street only, and never raises on it: on sixth
// and seventh such a bet lost a quarter of a big bet, and a raise with too
// little to call lost more than two (TestSharkGap). The classic Grinder
// keeps its old bluffs.
func TestGrinderBluffsEarlyOnly(t *testing.T) {
	t.Parallel()
	if b, r := ClassicGrinder.bluffs(7); b != ClassicGrinder.Bluff || r != ClassicGrinder.Bluff/2 {
		t.Errorf("classic bluffs on seventh %v, %v", b, r)
	}
	bs, err := Seat([]string{"grinder", "rock", "maniac", "station", "grinder", "rock"}, Hard)
	if err != nil {
		t.Fatal(err)
	}
	early := 0
	for n := 1; n <= 300; n++ {
		table := engine.NewTable(nil, []int{1000, 1000, 1000, 1000, 1000, 1000}, engine.DefaultStakes, engine.DefaultRules)
		h, err := engine.NewHand(table, engine.DeckDealer{Deck: engine.DeckForHand(41, n)})
		if err != nil {
			t.Fatal(err)
		}
		r := DecisionSource(41, n)
		for !h.Done() {
			seat := h.ToAct()
			v := h.View(seat)
			d := bs[seat-1].(*Player).decide(v, r, true, nil) // seats named "Seat N": nobody's style shown
			if bs[seat-1].Style() == "grinder" {
				switch c := d.Why.Code; {
				case c == RaiseBoard:
					t.Errorf("hand %d street %d: the Grinder raises on its board", n, v.Street)
				case c == BetBoard && v.Street > 5:
					t.Errorf("hand %d street %d: the Grinder bluffs its board", n, v.Street)
				case c == BetBoard:
					early++
				}
			}
			if err := h.Apply(d.Action); err != nil {
				t.Fatal(err)
			}
		}
	}
	if early == 0 {
		t.Error("no bluff on fourth or fifth street in 300 hands")
	}
}

// TestHeadsUpBetsFromTheMark: heads-up, first to act on a later street,
// the coach bets from bet_edge_heads_up over a half against the ranges
// (45%), where the lookahead found a bet worth more than a check.
func TestHeadsUpBetsFromTheMark(t *testing.T) {
	t.Parallel()
	bs, err := Seat([]string{"grinder", "grinder"}, Hard)
	if err != nil {
		t.Fatal(err)
	}
	// Spots clearly between the heads-up mark and the old one (a half
	// plus bet_edge, 52%), where the coach used to check.
	mark, old := 0.45, 0.52
	found := 0
	for n := 1; n <= 200 && found < 3; n++ {
		playSpotsOf(t, bs, 43, n, func(n int, v engine.View, _ *engine.Hand) {
			if v.Street == 3 || toCall(v) > 0 {
				return
			}
			a := AdviseFigures(v, nil)
			r := a.RangeEquity
			if r.Value-r.Half < mark || r.Value+r.Half >= old {
				return
			}
			found++
			if !a.Option.Kind.Aggressive() {
				t.Errorf("hand %d street %d: %s (%s): %.1f%% (±%.1f) against the ranges, a bet needs %.0f%%", n, v.Street, a.Option, a.Reason, 100*r.Value, 100*r.Half, 100*mark)
			}
		})
	}
	if found == 0 {
		t.Fatal("no heads-up spot between the two marks")
	}
}

// BenchmarkDecideHeadsUp: one decision of a Grinder, averaged over the
// decisions of heads-up hands between two Grinders as they play them
// (the arenas' and the lookahead's heads-up play).
func BenchmarkDecideHeadsUp(b *testing.B) {
	bs, err := Seat([]string{"grinder", "grinder"}, Hard)
	if err != nil {
		b.Fatal(err)
	}
	var views []engine.View
	for n := 1; n <= 400; n++ {
		playSpotsOf(b, bs, 47, n, func(_ int, v engine.View, _ *engine.Hand) { views = append(views, v) })
	}
	benchDecide(b, views)
}

// TestNoStealIntoAManiac: issue 29's spot, 4 seats: a Maniac brings in
// with 9♣, the two Rocks behind it fold, and a start with nothing is
// folded to heads-up. The steal (completing any start) lost, against
// folding, 0.27±0.04 bb with K-J-3, 0.21±0.05 with T-T-3 and 0.12±0.05
// with K-T-4 (6,000 deals, common random numbers): a Maniac seldom gives
// up its bring-in and bets on without an edge. The coach folds them, by
// the seat's style (its model), never by its name; against a Station's
// bring-in, who defends as often but only calls, the steal stays, as it
// does against a Maniac's king (its defending starts are weak); and the
// Grinder bot at that table plays as the coach advises.
func TestNoStealIntoAManiac(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		hand    string // seat 4's down cards and door
		bringIn string // seat 1's style
		want    engine.ActionKind
		code    Code
	}{
		{"Kh Js 3d", "maniac", engine.Fold, FoldDefended},
		{"Th Ts 3d", "maniac", engine.Fold, FoldDefended},
		{"Kh Ts 4d", "maniac", engine.Fold, FoldDefended},
		{"Kh 8s 3d", "maniac", engine.Call, OpenDefended},
		{"Th 7s 4d", "maniac", engine.Complete, OpenComplete},
		{"Kh Ts 4d", "station", engine.Complete, Steal},
		{"Kh Ts 4d", "rock", engine.Complete, Steal},
		// Against a Maniac's king the steal stays: its defending starts
		// are weak (heads-up, completing such starts won 0.13 bb on average).
		{"Kh Ts 4d", "maniac king", engine.Complete, Steal},
	} {
		t.Run(tc.bringIn+" "+tc.hand, func(t *testing.T) {
			t.Parallel()
			c := strings.Fields(tc.hand)
			style, door, king := strings.Cut(tc.bringIn, " ")
			bd := "9c"
			if king && door == "king" {
				bd = "Kc"
			}
			h := stacked(t, "Kd Qs Jd "+c[0]+" Ks Qd Jh "+c[1]+" "+bd+" 7c 6c "+c[2], 4)
			apply(t, h, engine.BringIn, engine.Fold, engine.Fold)
			v := h.View(h.ToAct())
			for i := range v.Seats {
				v.Seats[i].Name = "Max" // a Maniac's display name at every seat: names say nothing
			}
			m := ModelsBy(map[int]string{1: style, 2: "rock", 3: "rock"}, nil)
			a := Advise(v, m)
			if a.Option.Kind != tc.want || a.Why.Code != tc.code {
				t.Errorf("%s (%d points) against a %s's bring-in: advice %s, code %d, want %s, code %d: %s",
					engine.FormatCards(v.Own), a.Points, tc.bringIn, a.Option, a.Why.Code, tc.want, tc.code, a.Reason)
			}
			if tc.code == FoldDefended && !strings.Contains(a.Reason, "plays like a maniac") {
				t.Errorf("the fold does not say whom it does not steal from: %s", a.Reason)
			}
			bot := &Player{Params: Grinder, Models: m}
			if d := bot.Decide(v, rand.New(rand.NewPCG(1, 2))); d.Why.Code != tc.code {
				t.Errorf("the Grinder bot: %s, code %d, want code %d", d.Action.Kind, d.Why.Code, tc.code)
			}
		})
	}
}
