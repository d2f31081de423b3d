package bots

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"razz/engine"
	"razz/engine/enginetest"
)

// TestEightOrBetterCaro: Mike Caro's published figures for three cards,
// and dead cards lowering them.
func TestEightOrBetterCaro(t *testing.T) {
	t.Parallel()
	tests := []struct {
		own, seen string
		want      float64
	}{
		{"As 2h 3d", "", 0.4827},
		{"As 2h 3d 4c 5s", "", 1},
		{"Ks Qh Jd Tc 9s", "", 0},
		{"Ks Qh Jd Tc", "", 0},
	}
	for _, tc := range tests {
		own, _ := engine.ParseCards(tc.own)
		got := EightOrBetter(own, 0)
		if d := got - tc.want; d > 0.00005 || d < -0.00005 {
			t.Errorf("%s: %.5f, want %.4f", tc.own, got, tc.want)
		}
	}
	own, _ := engine.ParseCards("As 2h 3d")
	dead, _ := engine.ParseCards("4c 4d 5s 6h")
	if live, d := EightOrBetter(own, 0), EightOrBetter(own, engine.SetOf(dead...)); d >= live {
		t.Errorf("dead cards do not lower the chance: %.4f vs %.4f", d, live)
	}
}

// playSpots plays hands of Grinders and calls f at each decision of seat 1
// with its view and the hand.
func playSpots(t testing.TB, hands int, seed uint64, f func(n int, v engine.View, h *engine.Hand)) {
	bs, err := Seat([]string{"grinder", "rock", "maniac", "station", "grinder", "station"}, Hard)
	if err != nil {
		t.Fatal(err)
	}
	for n := 1; n <= hands; n++ {
		playSpotsOf(t, bs, seed, n, f)
	}
}

// playSpotsOf is hand n of playSpots, at a table of bs with 1,000 chips each.
func playSpotsOf(t testing.TB, bs []Bot, seed uint64, n int, f func(n int, v engine.View, h *engine.Hand)) {
	stacks := make([]int, len(bs))
	for i := range stacks {
		stacks[i] = 1000
	}
	table := engine.NewTable(nil, stacks, engine.DefaultStakes, engine.DefaultRules)
	h, err := engine.NewHand(table, engine.DeckDealer{Deck: engine.DeckForHand(seed, n)})
	if err != nil {
		t.Fatal(err)
	}
	r := DecisionSource(seed, n)
	for !h.Done() {
		seat := h.ToAct()
		v := h.View(seat)
		if seat == 1 {
			f(n, v, h)
		}
		if err := h.Apply(bs[seat-1].Decide(v, r).Action); err != nil {
			t.Fatal(err)
		}
	}
}

// TestAdviceNeverFoldsWhenCheckingIsFree, and always offers a legal action
// with a reason.
func TestAdviceNeverFoldsWhenCheckingIsFree(t *testing.T) {
	t.Parallel()
	checks, full := 0, 0
	playSpots(t, 80, 31, func(n int, v engine.View, _ *engine.Hand) {
		// The choice and its words without the figures (the share against
		// the ranges, the lookahead's values), which never choose but where
		// the lookahead overrules the start's rule; every sixteenth hand's
		// spots check that the advice with its figures chooses and words it
		// the same, and Advise too unless its lookahead overruled.
		a := choice(v)
		if n%16 == 0 {
			full++
			if b := AdviseFigures(v, nil); b.Option != a.Option || b.Reason != a.Reason {
				t.Fatalf("hand %d: AdviseFigures %v %q, without its figures %v %q", n, b.Option, b.Reason, a.Option, a.Reason)
			}
			if b := Advise(v, nil); b.Why.Code != LookedAhead && (b.Option != a.Option || b.Reason != a.Reason) {
				t.Fatalf("hand %d: Advise %v %q, without its figures %v %q", n, b.Option, b.Reason, a.Option, a.Reason)
			}
		}
		free := false
		for _, o := range v.Legal {
			free = free || o.Kind == engine.Check
		}
		if free {
			checks++
			if a.Option.Kind == engine.Fold {
				t.Fatalf("hand %d: the coach folds when checking is free: %s", n, a.Reason)
			}
		}
		legal := false
		for _, o := range v.Legal {
			legal = legal || o == a.Option
		}
		if !legal || len(a.Reason) < 20 {
			t.Fatalf("hand %d: advice %v %q is not a legal, explained action", n, a.Option, a.Reason)
		}
	})
	if checks < 20 || full < 10 {
		t.Fatalf("only %d spots where checking was free, %d advised in full", checks, full)
	}
}

// choice is the coach's advice without its figures: the option and the
// reason Advise gives, at a fraction of its work.
func choice(v engine.View) Advice { return advise(v, nil, false, false) }

// TestCoachNeverReadsHiddenCards: swapping the opponents' face-down cards
// for cards nobody is dealt never changes the advice at any decision of
// seat 1, while the betting is kept the same (the other seats replay the
// first run's actions): the advice with all its figures for 10 hands, the
// choice and its words for 15 more.
func TestCoachNeverReadsHiddenCards(t *testing.T) {
	t.Parallel()
	const players = 5 // 35 cards dealt at most: 17 never dealt
	table := engine.NewTable(nil, []int{1000, 1000, 1000, 1000, 1000}, engine.DefaultStakes, engine.DefaultRules)
	bs := []Bot{Caller{}, Caller{}, Random{}, Caller{}, Random{}}
	for n := 1; n <= 25; n++ {
		deck := deckFor(77, n)
		swapped := append([]engine.Card(nil), deck...)
		// Every opponent's two third-street hole cards and the seventh-street
		// card are swapped for cards never dealt.
		k := 51
		for opp := 1; opp < players; opp++ {
			for _, pos := range []int{opp, players + opp} {
				swapped[pos], swapped[k] = swapped[k], swapped[pos]
				k--
			}
		}
		play := func(cards []engine.Card, acts []engine.Action) ([]string, []engine.Action) {
			h, err := engine.NewHand(table, enginetest.Stacked(cards))
			if err != nil {
				t.Fatal(err)
			}
			r := DecisionSource(7, n)
			var out []string
			var done []engine.Action
			for !h.Done() {
				seat := h.ToAct()
				v := h.View(seat)
				var act engine.Action
				switch {
				case seat == 1 && n <= 5: // the advice with every figure
					a := advise(v, nil, true, true) // worked out again, not kept (advised): the second run must not be told the first's
					out = append(out, fmt.Sprintf("%v %.6f %d %s; ranges %.6f±%.6f %v", a.Option, a.Equity, a.LiveLows, a.Reason,
						a.RangeEquity.Value, a.RangeEquity.Half, a.ValuesWords()))
					act = a.Option.Action()
				case seat == 1: // the choice and its words, a tenth of the work
					a := choice(v)
					out = append(out, fmt.Sprintf("%v %.6f %d %s", a.Option, a.Equity, a.LiveLows, a.Reason))
					act = a.Option.Action()
				default:
					act = bs[seat-1].Decide(v, r).Action
				}
				if acts != nil {
					act = acts[len(done)]
				}
				done = append(done, act)
				if err := h.Apply(act); err != nil {
					t.Fatal(err)
				}
			}
			return out, done
		}
		a, acts := play(deck, nil)
		b, _ := play(swapped, acts)
		if strings.Join(a, "\n") != strings.Join(b, "\n") {
			t.Fatalf("hand %d: advice changed when the opponents' hole cards changed:\n%q\n%q", n, a, b)
		}
	}
}

// TestGrinderAgreesWithCoach: at every decision the Grinder made without
// mixing its play, it did what the coach advises, on third street always
// and on later streets with nothing to call but for a few close calls,
// where the Grinder's few dozen sampled deals land the other side of a
// mark. (Facing a bet, and first to act heads-up, both read the ranges,
// the bot from far fewer candidates; facing a bet is left out.)
func TestGrinderAgreesWithCoach(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("statistical: an agreement rate over 150 hands; runs without -short")
	}
	grinder := &Player{Name: "Greta", Params: Grinder}
	var third, thirdSame, later, laterSame int
	playSpots(t, 150, 5, func(n int, v engine.View, _ *engine.Hand) {
		d := grinder.Decide(v, rand.New(rand.NewPCG(uint64(n), 9)))
		if d.Mixed {
			return
		}
		if v.Street > 3 && Grinder.RangedCalls && toCall(v) > 0 {
			return // the coach judges a call against the ranges, the bot by its quick estimate
		}
		a := choice(v) // Advise's choice (TestAdviceNeverFoldsWhenCheckingIsFree)
		same := d.Action.Kind == a.Option.Kind
		if v.Street == 3 {
			third++
			if same {
				thirdSame++
			} else {
				t.Errorf("hand %d: the Grinder %s (%s), the coach %s (%s)", n, d.Action.Kind, d.Reason, a.Option.Kind, a.Reason)
			}
			return
		}
		later++
		if same {
			laterSame++
		}
	})
	if third < 40 || later < 40 {
		t.Fatalf("too few spots: %d on third street, %d later", third, later)
	}
	if rate := float64(laterSame) / float64(later); rate < 0.85 {
		t.Errorf("later streets: the Grinder and the coach agree on %d of %d decisions", laterSame, later)
	}
	t.Logf("agree: third street %d/%d, later %d/%d", thirdSame, third, laterSame, later)
}

// toCall is what a call puts in at the view's decision (0 when there is
// nothing to call).
func toCall(v engine.View) int {
	var s situation
	s.read(&v)
	return s.toCall
}

// BenchmarkCoach: a hint for the widest spots, eight players on third and
// fourth street.
func BenchmarkCoach(b *testing.B) {
	bs := make([]Bot, 8)
	for i := range bs {
		bs[i] = Caller{}
	}
	stacks := []int{1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000}
	table := engine.NewTable(nil, stacks, engine.DefaultStakes, engine.DefaultRules)
	var views []engine.View
	for n := 1; len(views) < 16; n++ {
		h, _ := engine.NewHand(table, engine.DeckDealer{Deck: engine.DeckForHand(3, n)})
		for !h.Done() && h.Street() <= 4 {
			seat := h.ToAct()
			views = append(views, h.View(seat))
			_ = h.Apply(bs[seat-1].Decide(h.View(seat), nil).Action)
		}
	}
	b.ResetTimer()
	reportMedian(b, func(i int) { advise(views[i%len(views)], nil, true, true) })
}

// reportMedian times each call of f and reports the median (the goals are
// medians: a hint within 50 ms, the Shark's decision within 300 ms).
func reportMedian(b *testing.B, f func(i int)) {
	var ds []time.Duration
	for i := 0; b.Loop(); i++ {
		t0 := time.Now()
		f(i)
		ds = append(ds, time.Since(t0))
	}
	slices.Sort(ds)
	b.ReportMetric(float64(ds[len(ds)/2].Microseconds())/1000, "median-ms")
}

// BenchmarkCoachHeadsUp: a hint heads-up and three-handed on third street,
// where the coach also plays each choice on (Advice.Values).
func BenchmarkCoachHeadsUp(b *testing.B) {
	views := decisionViews(b, 200)
	var third []engine.View
	for _, v := range views {
		if v.Street == 3 && len(v.Legal) > 1 {
			live := 0
			for _, sv := range v.Seats {
				if !sv.Folded {
					live++
				}
			}
			if live <= 1+CoachLookaheadOpponents {
				third = append(third, v)
			}
		}
	}
	b.ResetTimer()
	reportMedian(b, func(i int) { advise(third[i%len(third)], nil, true, true) })
}

// BenchmarkShark: one decision of the Shark, over the decisions of real
// six-handed hands.
func BenchmarkShark(b *testing.B) {
	views := decisionViews(b, 200)
	sh := &Shark{Name: "Shay"}
	r := DecisionSource(1, 1)
	b.ResetTimer()
	reportMedian(b, func(i int) { sh.Decide(views[i%len(views)], r) })
}

// TestRangeWordsNeverPlusMinusZero: a share whose batches all agreed is
// worded "±<1", never with a false "±0" beside a sampled figure; the
// share is said as an average over the hands the betting suggests, its ±
// as the estimate's precision.
func TestRangeWordsNeverPlusMinusZero(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		half float64
		want string
	}{{0, "on average about 68% (±<1, the estimate's precision; 16,000 deals)"}, {0.004, "on average about 68% (±1, the estimate's precision; 16,000 deals)"}, {0.013, "on average about 68% (±2, the estimate's precision; 16,000 deals)"}} {
		a := Advice{Equity: 0.68, RangeEquity: Estimate{Value: 0.68, Half: tc.half, N: 16000}}
		if got := a.RangeWords(); !strings.Contains(got, tc.want) {
			t.Errorf("half %.3f: %q, want it to hold %q", tc.half, got, tc.want)
		}
	}
}

// A share played heads-up says each deal met every hand read: "248 deals"
// alone read to the walk-through as a binomial ±6 beside the ±2 the
// candidates' shares give. A live range read at a table is asked too.
func TestRangeWordsSayHandsRead(t *testing.T) {
	t.Parallel()
	a := Advice{Equity: 0.3, RangeEquity: Estimate{Value: 0.3, Half: 0.02, N: 248, Hands: 32}}
	if got := a.RangeWords(); !strings.Contains(got, "(±2, the estimate's precision; 248 deals × 32 hands read)") {
		t.Errorf("%q", got)
	}
	for _, hv := range handViews(t, []string{"grinder", "rock"}, 2, 5) {
		if hv.seat != 0 || hv.v.Street < 4 || len(hv.v.Legal) < 2 {
			continue
		}
		if r := Advise(hv.v, hv.models).RangeEquity; r.N > 0 {
			if r.Hands < 2 {
				t.Errorf("hand %d street %d heads-up: %+v counts no hands read", hv.hand, hv.v.Street, r)
			}
			return
		}
	}
	t.Error("no heads-up range read to ask")
}

// A close call's words say what its figure falls short of: "0.34 ± 0.13"
// is surely a gain but not surely the OverruleBB it takes, where the words
// said "too unsure" (the walk-through); one whose interval clears
// OverruleBB but is too wide says that instead.
func TestCloseCallSaysWhatItMisses(t *testing.T) {
	call := engine.Option{Kind: engine.Call}
	raise := engine.Option{Kind: engine.Raise}
	for _, tc := range []struct {
		regret, half float64
		want         string
	}{
		{0.34, 0.13, "its interval reaches below the 0.25 it takes to overrule the rule"},
		{OverruleBB + OverruleWide + 0.5, OverruleWide + 0.2, "too wide an interval to say how much"},
	} {
		vals := []Value{{Option: raise}, {Option: call, Regret: tc.regret, RegretHalf: tc.half}}
		if _, _, ok := overruled(vals, call); ok {
			t.Fatalf("%+v: overruled", tc)
		}
		if got := closeCall(vals, call, 512); !strings.Contains(got, tc.want) || strings.Contains(got, "unsure") {
			t.Errorf("%.2f ± %.2f: %q", tc.regret, tc.half, got)
		}
	}
}
