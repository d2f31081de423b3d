package learn

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"razz/bots"
	"razz/engine"
	"razz/tui/drill"
)

// The lessons' worked examples, fact by fact: each test finds the words of
// its lesson's example and checks what they say against the engine (who
// brings in, who acts first, who wins and what, the pot and the price)
// or, for a strategy's example, against the coach and the bots.

func lessonText(t *testing.T, id string) string {
	t.Helper()
	l, ok := Find(id)
	if !ok {
		t.Fatalf("no lesson %q", id)
	}
	return l.Text()
}

func cards(t *testing.T, s string) []engine.Card {
	t.Helper()
	cs, err := engine.ParseCards(s)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

func low(t *testing.T, s string) engine.Low { return engine.LowOf(cards(t, s)) }

func doors(t *testing.T, s string) []engine.SeatCard {
	var out []engine.SeatCard
	for i, c := range cards(t, s) {
		out = append(out, engine.SeatCard{Seat: i + 1, Card: c})
	}
	return out
}

func boards(t *testing.T, ups ...string) []engine.Board {
	var out []engine.Board
	for i, u := range ups {
		out = append(out, engine.NewBoard(i+1, cards(t, u)))
	}
	return out
}

func TestLowExample(t *testing.T) {
	t.Parallel()
	text := lessonText(t, "low")
	says(t, text, "7♠ 5♦ 4♣ 2♥ A♠ is a *seven-five low*, `75`, and 8♣ 6♦ 4♠ 3♥ 2♣ an *eight-six low*, `86`: the seven-five wins, since from the top 7 is lower than 8")
	says(t, text, "6♠ 5♠ 4♠ 3♠ 2♠ is no flush but a *six-five low*, `65`")
	a, b, c := low(t, "7s 5d 4c 2h As"), low(t, "8c 6d 4s 3h 2c"), low(t, "6s 5s 4s 3s 2s")
	if a.Name() != "seven-five low" || a.ShortName() != "75" || b.Name() != "eight-six low" || b.ShortName() != "86" {
		t.Errorf("%s %s, %s %s", a.Name(), a.ShortName(), b.Name(), b.ShortName())
	}
	if cmp := engine.Compare(a, b); cmp.Winner != 1 || cmp.Position != 0 {
		t.Errorf("7-5 against 8-6: %+v", cmp)
	}
	if c.Name() != "six-five low" || c.ShortName() != "65" || c.Category() != engine.NoPair {
		t.Errorf("the spades: %s %s", c.Name(), c.ShortName())
	}
}

func TestBringInExample(t *testing.T) {
	t.Parallel()
	text := lessonText(t, "bring-in")
	says(t, text, "Four players show 7♥ (seat 1), K♦ (seat 2), 2♣ (seat 3) and K♠ (seat 4). The two kings tie on rank and spades beat diamonds, so seat 4's K♠ brings in: it posts 10 or completes to 20, and may not fold. Seat 1 acts next")
	e := engine.ExplainBringIn(doors(t, "7h Kd 2c Ks"), engine.TieBySuit, nil)
	if e.Seat != 4 || !e.SuitDecided || !reflect.DeepEqual(e.Tied, []int{4, 2}) {
		t.Errorf("%+v", e)
	}
	h := script{cards: []string{"9c 8c 7h", "9d 8d Kd", "9h 8h 2c", "9s 8s Ks"}}.deal(t)
	var kinds []string
	for _, o := range h.Legal() {
		kinds = append(kinds, o.String())
	}
	if h.ToAct() != 4 || strings.Join(kinds, ", ") != "bring in 10, complete to 20" {
		t.Errorf("seat %d may %v", h.ToAct(), kinds)
	}
	script{}.act(t, h, "4 bring-in")
	if h.ToAct() != 1 {
		t.Errorf("seat %d acts after the bring-in", h.ToAct())
	}
}

func TestActingFirstExample(t *testing.T) {
	t.Parallel()
	says(t, lessonText(t, "acting-first"), "On fourth street seat 1 shows K♦ 4♠, seat 2 6♣ 6♥ and seat 3 8♠ 3♦. The pair of sixes is the worst board: any unpaired board beats it. Seat 3's 8-3 beats seat 1's K-4 from the top, so seat 3 acts first and may check or bet")
	e := engine.ExplainFirst(4, boards(t, "Kd 4s", "6c 6h", "8s 3d"), nil)
	var order []int
	for _, b := range e.Ranked {
		order = append(order, b.Seat)
	}
	if e.Seat != 3 || !reflect.DeepEqual(order, []int{3, 1, 2}) {
		t.Errorf("first %d, best to worst %v", e.Seat, order)
	}
}

func TestShowdownExample(t *testing.T) {
	t.Parallel()
	text := lessonText(t, "showdown")
	says(t, text, "seat 1 holds (A♠ 2♦) 4♣ 6♥ 7♠ 7♦ (K♣) and plays 7-6-4-2-A: one 7 would pair, the K♣ is high. Seat 2 holds (A♥ 2♣) 4♦ 6♠ 7♥ Q♠ (J♦) and plays 7-6-4-2-A too. Nobody bet on seventh street, so seat 2's Q-7-6-4, the better board, shows first. The lows are equal: the pot of 50 splits, 25 each")
	// seat 2's 4♦ brings in over the 4♣, seat 1 completes, seat 2 calls;
	// then nobody bets
	h := script{cards: []string{"As 2d 4c 6h 7s 7d Kc", "Ah 2c 4d 6s 7h Qs Jd"}, acts: []string{"2 bring-in", "1 complete", "2 call"}}.play(t)
	sd := h.Showdown()
	for _, x := range sd.Order {
		if x.Eval.Low.Dashed() != "7-6-4-2-A" {
			t.Errorf("seat %d plays %s", x.Seat, x.Eval.Low.Dashed())
		}
	}
	if o := shownOrder(h); !reflect.DeepEqual(o, []int{2, 1}) || sd.FirstShowsBecause != "board" {
		t.Errorf("shown %v (%s)", o, sd.FirstShowsBecause)
	}
	if b := engine.NewBoard(2, h.View(0).Seats[1].Up).Partial(); b != "Q-7-6-4" {
		t.Errorf("seat 2's board %s", b)
	}
	p := sd.Pots[0]
	if len(sd.Pots) != 1 || p.Amount != 50 || !reflect.DeepEqual(p.Shares, []engine.Chips{{Seat: 1, Amount: 25}, {Seat: 2, Amount: 25}}) {
		t.Errorf("pots %+v", sd.Pots)
	}
	e := h.Showdown().Order[1].Eval // seat 1's
	if e.OutText() != "7d left out: would pair; Kc left out: highest card" {
		t.Errorf("seat 1 leaves out %q", e.OutText())
	}
}

// TestAllInsExample: the all-ins lesson's example is the Rules page's
// side-pot hand (TestRulesSidePotExample plays it street by street), told
// short: seat 1's cards, the pots, who can win each and who does.
func TestAllInsExample(t *testing.T) {
	t.Parallel()
	says(t, lessonText(t, "all-ins"), "Seat 1, dealt (A♠ 2♦) 3♣ with 25 chips, calls a completion all-in with its last 20; on fourth street seats 2 and 3 put in 20 more each. The main pot, 75 (three antes and three 20s), is for all three; the side pot, 40, for seats 2 and 3. At the showdown seat 1's 7-5-3-2-A takes the main pot and seat 2's 8-6-4-2-A beats seat 3's T-9-8-7-6 for the side pot")
	h := sidePotHand().play(t)
	if got := h.Cards(1)[:3]; engine.FormatCards(got) != "As 2d 3c" {
		t.Errorf("seat 1 dealt %s", engine.FormatCards(got))
	}
	var put [4]int
	for _, a := range h.Actions() {
		if a.Street == 4 {
			put[a.Seat] += a.Put
		}
	}
	if put != [4]int{0, 0, 20, 20} {
		t.Errorf("fourth street put in %v", put)
	}
	p := h.Showdown().Pots
	if len(p) != 2 || p[0].Amount != 75 || len(p[0].Eligible) != 3 || p[0].Winners[0] != 1 ||
		p[1].Amount != 40 || !reflect.DeepEqual(p[1].Eligible, []int{2, 3}) || p[1].Winners[0] != 2 {
		t.Errorf("pots %+v", p)
	}
}

// adviseAt plays a script to its end and gives the coach's advice to the
// seat to act there.
func adviseAt(t *testing.T, s script) (bots.Advice, engine.View) {
	t.Helper()
	h := s.deal(t)
	for _, a := range s.acts {
		s.act(t, h, a)
	}
	v := h.View(h.ToAct())
	return bots.Advise(v, nil), v
}

func TestThirdStreetExample(t *testing.T) {
	t.Parallel()
	text := lessonText(t, "third-street")
	says(t, text, "Seat 2's K♥ brings in; you are seat 3, with the 6♣ and 9♠ door cards still to act. With (A♠ 3♦) 5♣, three to a wheel, the coach completes to 20. With (K♦ 4♠) 4♣ it folds. With (Q♠ 8♦) 3♣ it completes too, as a steal: every door card left to act is higher than its three")
	for _, tc := range []struct {
		start, class string
		kind         engine.ActionKind
		steal        bool
	}{{"As 3d 5c", "wheel", engine.Complete, false}, {"Kd 4s 4c", "worse", engine.Fold, false}, {"Qs 8d 3c", "worse", engine.Complete, true}} {
		a, v := adviseAt(t, script{cards: []string{"Th Tc 9s", "Jh Td Kh", tc.start, "9c 8s 6c"}, acts: []string{"2 bring-in"}})
		if v.Seat != 3 || a.Option.Kind != tc.kind || a.Class.ID != tc.class || a.Why.Code.Steals() != tc.steal {
			t.Errorf("%s: seat %d, %s (class %s): %s", tc.start, v.Seat, a.Option, a.Class.ID, a.Reason)
		}
		if tc.kind == engine.Complete && a.Option.To != 20 {
			t.Errorf("%s: %s", tc.start, a.Option)
		}
	}
}

func TestDeadCardsExample(t *testing.T) {
	t.Parallel()
	text := lessonText(t, "dead-cards")
	says(t, text, "You hold (A♠ 4♦) 6♣. The low cards you need are the twos, threes, fives, sevens and eights: twenty cards. The other door cards are 2♥, 5♣, 5♦, K♠ and 7♠, so four of your twenty are dead and sixteen live. Had they been K♠, Q♦, J♣, T♥ and 9♠, all twenty would be live")
	own := cards(t, "As 4d 6c")
	need := func(seen []engine.Card) (all, dead int) {
		var held [engine.NumRanks]bool
		for _, c := range own {
			held[c.Rank()] = true
		}
		for c := range engine.Card(engine.NumCards) {
			if c.Rank() <= engine.Eight && !held[c.Rank()] {
				all++
				if engine.SetOf(seen...).Has(c) {
					dead++
				}
			}
		}
		return
	}
	if all, dead := need(cards(t, "2h 5c 5d Ks 7s")); all != 20 || dead != 4 {
		t.Errorf("%d needed, %d dead", all, dead)
	}
	if _, dead := need(cards(t, "Ks Qd Jc Th 9s")); dead != 0 {
		t.Errorf("%d dead among the high doors", dead)
	}
}

func TestReadingBoardsExample(t *testing.T) {
	t.Parallel()
	says(t, lessonText(t, "reading-boards"), "On fifth street seat 1 shows 7♠ 4♦ 2♣, seat 2 3♥ 5♠ K♣ and seat 3 8♥ 6♣ Q♦. Seat 1's 7-4-2 is ahead and acts first. To see who is *drawing* to a better low, set each brick aside and put a card to come in its place, the best there is (two cards come after fifth street, so at most two bricks fill): seat 2's 5-3 can make 5-3-A, which beats 7-4-2; seat 3's 8-6 only 8-6-A, a worse low whatever comes")
	bs := boards(t, "7s 4d 2c", "3h 5s Kc", "8h 6c Qd")
	e := engine.ExplainFirst(5, bs, nil)
	var order []int
	for _, b := range e.Ranked {
		order = append(order, b.Seat)
	}
	if e.Seat != 1 || e.Ranked[0].Partial() != "7-4-2" || !reflect.DeepEqual(order, []int{1, 3, 2}) {
		t.Errorf("first %d (%s), best to worst %v", e.Seat, e.Ranked[0].Partial(), order)
	}
	// what the Boards drill reads: the draws, bricks set aside, two cards
	// to come after fifth street
	if n := drill.CardsToCome(5); n != 2 {
		t.Errorf("%d cards to come after fifth street", n)
	}
	for i, want := range []struct {
		low, best string
		beats     bool
	}{{"7-4-2", "7-4-2", false}, {"5-3", "5-3-A", true}, {"8-6", "8-6-A", false}} {
		d := drill.DrawOf(bs[i], 5)
		if d.Low.Partial() != want.low || d.Best.Partial() != want.best || d.Beats(bs[0]) != want.beats {
			t.Errorf("seat %d draws %s to %s (beats 7-4-2: %v), want %+v", i+1, d.Low.Partial(), d.Best.Partial(), d.Beats(bs[0]), want)
		}
	}
	// the coach's brick: seat 2's last card is a nine or higher
	a, _ := adviseAt(t, script{cards: []string{"8c 6c 7s 4d 2c", "Ah 2h 3h 5s Kc"}, acts: []string{"1 bring-in", "2 complete", "1 call", "2 check", "1 check"}})
	if len(a.Boards) != 2 || a.Boards[1].Seat != 2 || !a.Boards[1].Brick || a.Boards[0].Brick {
		t.Errorf("the coach's boards: %+v", a.Boards)
	}
}

func TestFourthStreetExample(t *testing.T) {
	t.Parallel()
	text := lessonText(t, "fourth-street")
	says(t, text, "on fourth street "+ftoa(bots.Rules.Later.StreetScale["4"])+" times the pot odds")
	says(t, text, "Heads-up, seat 2's 9♠ brings in, you complete with (A♠ 3♦) 5♣ and it calls. On fourth street you catch the 2♥ and it the K♦, a brick: your 5-3-2-A has most of the pot against its range and your 5-2 is the best board, so you act first, and the coach bets")
	a, v := adviseAt(t, script{cards: []string{"As 3d 5c 2h", "7h 8h 9s Kd"}, acts: []string{"2 bring-in", "1 complete", "2 call"}})
	if v.Seat != 1 || v.Street != 4 || a.Option.Kind != engine.Bet || a.Best != v.Seat || a.RangeEquity.Value < 0.5 || a.Boards[0].Partial != "5-2" || !a.Boards[1].Brick {
		t.Errorf("seat %d on street %d: %s (best seat %d, %v): %s", v.Seat, v.Street, a.Option, a.Best, a.RangeEquity, a.Reason)
	}
}

func TestFifthToSeventhExample(t *testing.T) {
	t.Parallel()
	text := lessonText(t, "fifth-to-seventh")
	says(t, text, "On seventh street you hold (A♠ 2♦) 4♣ 6♥ 8♠ K♦ (9♣), a made eight-six low. Your one opponent shows 3♥ 7♣ Q♠ Q♦ and bets 40 into 250: the price is 40 to win 290 (12%). Against the hands its betting shows, your eight wins far more often than that, so the coach calls")
	s := script{cards: []string{"As 2d 4c 6h 8s Kd 9c", "2s 5d 3h 7c Qs Qd Ad"},
		acts: []string{"1 bring-in", "2 complete", "1 call", "1 check", "2 bet", "1 call", "1 check", "2 bet", "1 call", "1 check", "2 bet", "1 call", "1 check", "2 bet"}}
	a, v := adviseAt(t, s)
	if v.Seat != 1 || v.Street != 7 || v.Pot != 290 || a.ToCall != 40 || bots.Percent(a.Odds) != "12%" {
		t.Fatalf("seat %d on street %d, pot %d, %d to call (%s)", v.Seat, v.Street, v.Pot, a.ToCall, bots.Percent(a.Odds))
	}
	if l := engine.LowOf(v.Own); l.Name() != "eight-six low" {
		t.Errorf("you hold %s", l.Name())
	}
	if a.Option.Kind != engine.Call || a.RangeEquity.Value < 2*a.Odds {
		t.Errorf("%s with %v against the range: %s", a.Option, a.RangeEquity, a.Reason)
	}
}

func TestPotOddsExample(t *testing.T) {
	t.Parallel()
	text := lessonText(t, "pot-odds")
	says(t, text, "Three players each ante 5 (15). Seat 2 brings in for 10, seat 3 completes to 20, seat 1 calls 20 and seat 2 calls 10 more: 75 in the pot. On fourth street seat 3 bets 20 and seat 1 calls: 115. The price for seat 2 is 20 to win 115: 20 ÷ 135, 15%. Counting the bets still to come it needs "+ftoa(bots.Rules.Later.StreetScale["4"])+" times that, 24%")
	s := script{cards: []string{"9h 8h 7c 6d", "Th Td Ks Qc", "As 2s 3d 4h"}, acts: []string{"2 bring-in", "3 complete", "1 call", "2 call"}}
	h := s.deal(t)
	for _, a := range s.acts {
		s.act(t, h, a)
	}
	if p := h.View(0).Pot; p != 75 || h.ToAct() != 3 {
		t.Fatalf("after third street the pot is %d, seat %d to act", p, h.ToAct())
	}
	s.act(t, h, "3 bet")
	s.act(t, h, "1 call")
	a := bots.AdviseThird(h.View(2), nil) // its pot, price and need are Advise's
	if h.ToAct() != 2 || a.Pot != 115 || a.ToCall != 20 || bots.Percent(a.Odds) != "15%" || bots.Percent(a.Need) != "24%" {
		t.Errorf("seat %d: pot %d, %d to call, odds %s, needs %s", h.ToAct(), a.Pot, a.ToCall, bots.Percent(a.Odds), bots.Percent(a.Need))
	}
	says(t, text, "Seat 2 holds (T♥ T♦) K♠ Q♣: its share against the two low boards is far less, and the coach folds.")
	if c := bots.Advise(h.View(2), nil); c.Option.Kind != engine.Fold || c.Why.Equity >= c.Need {
		t.Errorf("the coach: %s, share %s, need %s (%s)", c.Option, bots.Percent(c.Why.Equity), bots.Percent(c.Need), c.Reason)
	}
}

func TestStylesExample(t *testing.T) {
	t.Parallel()
	says(t, lessonText(t, "styles"), "Seat 2's K♥ brings in and seats 3 and 4 fold to seat 1's (Q♣ J♦) 3♠. A rock there folds it: it plays few starts. A maniac plays it, most often by completing")
	s := script{cards: []string{"Qc Jd 3s", "7h 8h Kh", "9c 9d Tc", "2c 2d Js"}, acts: []string{"2 bring-in", "3 fold", "4 fold"}}
	for _, style := range []string{"rock", "maniac"} {
		b, err := bots.Seat([]string{style}, bots.Normal)
		if err != nil {
			t.Fatal(err)
		}
		did := map[engine.ActionKind]int{}
		for seed := range uint64(40) {
			h := s.deal(t)
			for _, a := range s.acts {
				s.act(t, h, a)
			}
			did[b[0].Decide(h.View(1), rand.New(rand.NewPCG(seed, 1))).Action.Kind]++
		}
		switch {
		case style == "rock" && did[engine.Fold] != 40:
			t.Errorf("the rock: %v", did)
		case style == "maniac" && (did[engine.Fold] > 0 || did[engine.Complete] <= 20):
			t.Errorf("the maniac: %v", did)
		}
	}
}

// TestHorseExample checks the example's Razz facts; what it says of Stud
// and Stud/8 (the low door brings in there, a wheel is a straight) is
// those games' rules, which the engine does not play: the HORSE drill's
// table (TestHorseFactsAreTheLessons).
func TestHorseExample(t *testing.T) {
	t.Parallel()
	says(t, lessonText(t, "horse"), "Door cards K♠, 2♦ and 7♥: in Razz the K♠ brings in, in Stud the 2♦; the wheel 5-4-3-2-A, a straight in Stud, is the best Razz hand")
	if e := engine.ExplainBringIn(doors(t, "Ks 2d 7h"), engine.TieBySuit, nil); e.Seat != 1 {
		t.Errorf("bring-in seat %d", e.Seat)
	}
	for i, g := range drill.Games {
		if s, want := g.BringIn(doors(t, "Ks 2d 7h")), []int{1, 2, 2}[i]; s != want {
			t.Errorf("%s: seat %d brings in, want %d", g.Name, s, want)
		}
	}
	if w := low(t, "5c 4d 3h 2s Ac"); w != 1 {
		t.Errorf("the wheel ranks %d", w)
	}
}

// TestHorseFactsAreTheLessons: every answer of the HORSE drill's facts
// (drill.Games) is what the lesson says of that game, in its words.
func TestHorseFactsAreTheLessons(t *testing.T) {
	t.Parallel()
	text := strings.Join(strings.Fields(lessonText(t, "horse")), " ")
	tests := []struct {
		game  string
		topic int
		word  string // in the drill's answer and in the lesson's words
		says  string // the lesson's words
	}{
		{"Razz", drill.TopicBringIn, "highest", "The bring-in is the **highest** door card here"},
		{"Stud", drill.TopicBringIn, "lowest", "in Stud and Stud/8 it is the lowest, aces high"},
		{"Stud/8", drill.TopicBringIn, "lowest", "in Stud and Stud/8 it is the lowest, aces high"},
		{"Razz", drill.TopicFirst, "lowest", "From fourth street the **lowest** board acts first"},
		{"Stud", drill.TopicFirst, "highest", "in Stud and Stud/8 the highest"},
		{"Stud/8", drill.TopicFirst, "highest", "in Stud and Stud/8 the highest"},
		{"Razz", drill.TopicAce, "always low", "The ace is always low here"},
		{"Stud", drill.TopicAce, "high (low only in the straight 5-4-3-2-A)", "in Stud it is high (low only in the straight 5-4-3-2-A)"},
		{"Stud/8", drill.TopicAce, "high or low", "in Stud/8 high or low"},
		{"Razz", drill.TopicStraights, "do not count", "Straights and flushes do not count here"},
		{"Stud", drill.TopicStraights, "count, for the high hand", "in Stud and Stud/8 they count, for the high hand"},
		{"Stud/8", drill.TopicStraights, "count, for the high hand", "in Stud and Stud/8 they count, for the high hand"},
		{"Razz", drill.TopicLow, "any low takes the whole pot", "Here any low takes the whole pot"},
		{"Stud", drill.TopicLow, "no low: the high hand takes the whole pot", "Stud has no low: the high hand takes the whole pot"},
		{"Stud/8", drill.TopicLow, "an eight or better takes half the pot", "in Stud/8 an eight or better takes half the pot"},
	}
	asked := map[string]bool{}
	for _, tc := range tests {
		says, word := tc.says, tc.word
		if !strings.Contains(text, says) {
			t.Errorf("the lesson does not say %q", says)
		}
		if !strings.Contains(strings.ReplaceAll(says, "**", ""), word) {
			t.Errorf("%q does not say %q", says, word)
		}
		i := slices.IndexFunc(drill.Games, func(g drill.Game) bool { return g.Name == tc.game })
		if i < 0 {
			t.Fatalf("no game %s", tc.game)
		}
		q := &drill.HorseFact{Game: drill.Games[i], Topic: tc.topic}
		if !strings.Contains(q.Answer(), word) {
			t.Errorf("%s, topic %d: the drill answers %q, the lesson says %q", tc.game, tc.topic, q.Answer(), word)
		}
		asked[fmt.Sprint(tc.game, tc.topic)] = true
	}
	if len(asked) != len(drill.Games)*drill.NumTopics {
		t.Errorf("%d of the %d facts checked", len(asked), len(drill.Games)*drill.NumTopics)
	}
}

// ftoa is a street's scale as the lessons write it: "1.6".
func ftoa(f float64) string { return strconv.FormatFloat(f*bots.Grinder.Call, 'f', -1, 64) }
