package drill

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"razz/bots"
	"razz/bots/record"
	"razz/bots/review"
	"razz/engine"
	"razz/engine/enginetest"
)

const seedsPerLevel = 300

func newQ(d Drill, l Difficulty, seed uint64, n int) Question { return d.New(Rand(seed, d, l, n), l) }

// TestAnswersAgreeWithEngine checks, on many seeded questions of every drill
// and level, that the quiz grades exactly as the engine decides, and that
// each level deals the kind of question it promises.
func TestAnswersAgreeWithEngine(t *testing.T) {
	t.Parallel()
	cmp := func(f func(q *CompareQuestion) bool) func(Question) bool {
		return func(q Question) bool { return f(q.(*CompareQuestion)) }
	}
	bring := func(f func(q *BringInQuestion) bool) func(Question) bool {
		return func(q Question) bool { return f(q.(*BringInQuestion)) }
	}
	first := func(f func(q *FirstQuestion) bool) func(Question) bool {
		return func(q Question) bool { return f(q.(*FirstQuestion)) }
	}
	five := func(f func(q *BestFiveQuestion) bool) func(Question) bool {
		return func(q Question) bool { return f(q.(*BestFiveQuestion)) }
	}
	name := func(f func(q *NameQuestion) bool) func(Question) bool {
		return func(q Question) bool { return f(q.(*NameQuestion)) }
	}
	tests := []struct {
		drill Drill
		level Difficulty
		kind  func(q Question) bool // the promise of the level
	}{
		{Compare, Easy, cmp(func(q *CompareQuestion) bool {
			return (q.Cmp.Position == 0 || q.Cmp.Winner == Split) && len(q.Hands[0].Cards) == 5
		})},
		{Compare, Normal, cmp(func(q *CompareQuestion) bool { return q.Cmp.Position >= 1 && len(q.Hands[0].Cards) == 5 })},
		{Compare, Hard, cmp(func(q *CompareQuestion) bool {
			return len(q.Hands[0].Cards) == 7 && (hasPairOut(q.Hands[0]) || hasPairOut(q.Hands[1])) && q.Cmp.Position >= 2
		})},
		{BringIn, Easy, bring(func(q *BringInQuestion) bool { return len(q.Doors) <= 4 && len(q.Bring.Tied) == 1 })},
		{BringIn, Normal, bring(func(q *BringInQuestion) bool { return len(q.Doors) >= 5 && len(q.Bring.Tied) == 1 })},
		{BringIn, Hard, bring(func(q *BringInQuestion) bool { return q.Bring.SuitDecided })},
		{First, Easy, first(func(q *FirstQuestion) bool { return q.Street == 4 && len(q.First.Tied) == 1 })},
		{First, Normal, first(func(q *FirstQuestion) bool { return len(q.First.Tied) == 1 })},
		{First, Hard, first(func(q *FirstQuestion) bool { return len(q.First.Tied) > 1 })},
		{BestFive, Easy, five(func(q *BestFiveQuestion) bool { d, _, _ := distinctRanks(q.Hand.Cards); return d == 7 })},
		{BestFive, Normal, five(func(q *BestFiveQuestion) bool { return hasPairOut(q.Hand) })},
		{BestFive, Hard, five(func(q *BestFiveQuestion) bool { _, p, m := distinctRanks(q.Hand.Cards); return p >= 2 || m >= 3 })},
		{Name, Easy, name(func(q *NameQuestion) bool { return len(q.Hand.Cards) == 5 })},
		{Name, Normal, name(func(q *NameQuestion) bool { return len(q.Hand.Cards) == 7 })},
		{Name, Hard, name(func(q *NameQuestion) bool { return hasPairOut(q.Hand) || q.Hand.Low.Category() != engine.NoPair })},
	}
	for _, tc := range tests {
		t.Run(tc.drill.ID()+"/"+tc.level.String(), func(t *testing.T) {
			ties := 0
			for seed := range uint64(seedsPerLevel) {
				q := newQ(tc.drill, tc.level, seed, 0)
				if !tc.kind(q) {
					t.Fatalf("seed %d: not a %s question", seed, tc.level)
				}
				if q.Level() != tc.level {
					t.Fatalf("seed %d: labelled %v", seed, q.Level())
				}
				checkGrading(t, q)
				if c, ok := q.(*CompareQuestion); ok && c.Cmp.Winner == 0 {
					ties++
				}
			}
			if tc.drill == Compare && tc.level == Hard && ties == 0 {
				t.Errorf("no true tie among %d hard questions", seedsPerLevel)
			}
		})
	}
}

// checkGrading recomputes the answer from the cards with the engine and
// compares it with every possible answer the quiz could be given.
func checkGrading(t *testing.T, q Question) {
	t.Helper()
	switch q := q.(type) {
	case *CompareQuestion:
		want := engine.Compare(engine.LowOf(q.Hands[0].Cards), engine.LowOf(q.Hands[1].Cards)).Winner
		for _, w := range []int{1, -1, 0} {
			if q.Check(Answer{Value: w}) != (w == want) {
				t.Fatalf("%s vs %s: answer %d graded %v", engine.FormatCards(q.Hands[0].Cards), engine.FormatCards(q.Hands[1].Cards), w, !(w == want))
			}
		}
	case *BringInQuestion, *FirstQuestion:
		var want, n int
		if b, ok := q.(*BringInQuestion); ok {
			want, n = engine.ExplainBringIn(b.Doors, engine.TieBySuit, b.HasChips()).Seat, len(b.Doors)
		} else {
			f := q.(*FirstQuestion)
			want, n = engine.ExplainFirst(f.Street, f.Boards, nil).Seat, len(f.Boards)
		}
		for s := 1; s <= n; s++ {
			if q.Check(Answer{Value: s}) != (s == want) {
				t.Fatalf("seat %d graded %v, engine says seat %d", s, q.Check(Answer{Value: s}), want)
			}
		}
		if len(q.Form().Choices) != n {
			t.Fatalf("%d seats, %d choices", n, len(q.Form().Choices))
		}
	case *BestFiveQuestion:
		e, _ := engine.Evaluate(q.Hand.Cards)
		if !q.Check(Answer{Cards: e.Best[:]}) {
			t.Fatalf("%s: the engine's best five graded wrong", engine.FormatCards(q.Hand.Cards))
		}
		// every choice of five: right exactly when it makes the engine's low
		cs := q.Hand.Cards
		for skip1 := range cs {
			for skip2 := skip1 + 1; skip2 < len(cs); skip2++ {
				var five []engine.Card
				for i, c := range cs {
					if i != skip1 && i != skip2 {
						five = append(five, c)
					}
				}
				if q.Check(Answer{Cards: five}) != (engine.LowOf(five) == e.Low) {
					t.Fatalf("%s: five %s graded wrong", engine.FormatCards(cs), engine.FormatCards(five))
				}
			}
		}
	case *NameQuestion:
		short := engine.LowOf(q.Hand.Cards).ShortName()
		if !q.Check(Answer{Text: short}) {
			t.Fatalf("%s: the engine's name %q graded wrong", engine.FormatCards(q.Hand.Cards), short)
		}
		if q.Check(Answer{Text: short + "9"}) {
			t.Fatalf("%q graded right", short+"9")
		}
	default:
		t.Fatalf("no grading check for %T", q)
	}
}

func TestSameSeedSameQuestions(t *testing.T) {
	t.Parallel()
	for _, d := range All() {
		for l := range NumDifficulties {
			a := newQ(d, l, 42, 3)
			b := newQ(d, l, 42, 3)
			c := newQ(d, l, 43, 3)
			if !reflect.DeepEqual(a, b) {
				t.Errorf("%s/%s: seed 42 gave two questions", d.ID(), l)
			}
			if reflect.DeepEqual(a, c) {
				t.Errorf("%s/%s: seeds 42 and 43 gave the same question", d.ID(), l)
			}
		}
	}
}

func TestNormalizeName(t *testing.T) {
	t.Parallel()
	tests := []struct{ typed, want string }{
		{"86", "86"}, {"8-6", "86"}, {"8 6", "86"}, {"w", "W"}, {"Wheel", "W"},
		{"kk", "KK"}, {"10 9", "T9"}, {"3322", "3322"}, {"kkk22", "KKK22"},
	}
	for _, tc := range tests {
		if got := NormalizeName(tc.typed); got != tc.want {
			t.Errorf("NormalizeName(%q) = %q, want %q", tc.typed, got, tc.want)
		}
	}
}

// TestRegistry: ids are unique and parse back, case aside.
func TestRegistry(t *testing.T) {
	t.Parallel()
	seen := map[string]bool{}
	for i, d := range All() {
		if seen[d.ID()] {
			t.Errorf("drill id %q twice", d.ID())
		}
		seen[d.ID()] = true
		if p, err := Parse(d.ID()); err != nil || p != d || Index(d) != i {
			t.Errorf("Parse(%q) = %v, %v; index %d", d.ID(), p, err, Index(d))
		}
	}
	if _, err := Parse("nope"); err == nil {
		t.Error("an unknown drill parsed")
	}
}

// TestPlayedAs: a right five with another suit of a paired rank is played
// as chosen: that card is in the best five, its twin left out as a pair.
func TestPlayedAs(t *testing.T) {
	t.Parallel()
	cs, err := engine.ParseCards("As 2d 3c 4h Ac 5s Kd")
	if err != nil {
		t.Fatal(err)
	}
	q := &BestFiveQuestion{Hand: mustEval(cs)}
	five := []engine.Card{cs[4], cs[1], cs[2], cs[3], cs[5]} // A♣, not A♠
	a := Answer{Cards: five}
	if !q.Check(a) {
		t.Fatal("A♣ for A♠ graded wrong")
	}
	p := q.Played(a)
	if p.Best[4] != cs[4] || p.OutText() != "As left out: would pair; Kd left out: highest card" {
		t.Errorf("played as %v, %q", p.Best, p.OutText())
	}
}

// TestImportsOnlyTheEngine: the drills draw nothing and keep no round, so
// they import the engine, its narrator and the standard library only (no
// Bubble Tea, Lip Gloss or tui).
func TestImportsOnlyTheEngine(t *testing.T) {
	t.Parallel()
	enginetest.ImportsOnly(t, "razz/engine", "razz/engine/narrate", "razz/bots", "razz/bots/record", "razz/bots/review")
}

// TestThirdStreetDrill: every question is a real third-street decision of
// the asked seat, the coach's answer is a choice of the form and the
// only right one, and the levels keep their promises most of the time.
func TestThirdStreetDrill(t *testing.T) {
	t.Parallel()
	for _, l := range []Difficulty{Easy, Normal, Hard} {
		kept := 0
		for n := range 20 { // each spot's figures are a range read and 40,000 deals
			q := newQ(Third, l, 5, n).(*ThirdQuestion)
			q.UseActionKeys(engine.ActionKind.String) // the quiz gives the table's keys
			if q.View.Street != 3 || q.View.ToAct != q.View.Seat || len(q.View.Legal) == 0 {
				t.Fatalf("%s %d: not the seat's decision on third street: %+v", l, n, q.View)
			}
			right := 0
			for _, c := range q.Form().Choices {
				if q.Check(Answer{Value: c.Value}) {
					right++
				}
			}
			if right != 1 {
				t.Fatalf("%s %d: %d right choices for %s", l, n, right, q.Advice.Option)
			}
			tier := q.Advice.Class.Tier
			switch l {
			case Easy:
				if tier <= 2 || tier == 5 {
					kept++
				}
			case Normal:
				if tier >= 3 || q.View.Bet > q.View.Stakes.BringIn {
					kept++
				}
			default:
				kept++
			}
			if fb := q.Explain(Answer{}, engine.Card.String); len(fb.Key) != 1 || len(fb.More) < 3 {
				t.Fatalf("feedback %+v", fb)
			}
		}
		if kept < 18 {
			t.Errorf("%s: only %d of 20 questions as the level promises", l, kept)
		}
	}
}

// TestMistakesFromSpots: a mistake the review found in a seeded hand comes
// back as a question at that very decision, where the coach's answer is
// right and what the player did is not.
func TestMistakesFromSpots(t *testing.T) {
	t.Parallel()
	bs, err := bots.Seat([]string{"station", "grinder", "maniac", "rock"}, bots.Easy)
	if err != nil {
		t.Fatal(err)
	}
	a := &bots.Arena{Table: engine.NewTable(nil, []int{1000, 1000, 1000, 1000}, engine.DefaultStakes, engine.DefaultRules), Bots: bs, Seed: 4, Workers: 1}
	var lines []string
	a.Observe = func(n int, h *engine.Hand, _ []bots.SeatReason) {
		lines = append(lines, string(h.AppendLog(nil, engine.LogMeta{Seed: 4, Hand: n})))
	}
	a.Run(30)
	found, hands := 0, 0
	for _, line := range lines {
		if found >= 6 {
			break // enough spots: each hand more is a review (the coach's range reads)
		}
		hands++
		l, _ := engine.ParseLog([]byte(line))
		rev, err := review.Review(record.Open(l), 1)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range rev.Decisions {
			if !d.Mistake {
				continue
			}
			found++
			q, ok := Mistakes.(interface {
				FromSpot(log string, index, spot int, kind string) Question
			}).FromSpot(line, d.Index, 7, string(d.Kind)).(*ThirdQuestion)
			if !ok || q.SpotIndex() != 7 || q.View.Street != d.Street || q.Did != d.Action {
				t.Fatalf("hand %d action %d: %+v", l.Hand, d.Index, q)
			}
			q.UseActionKeys(engine.ActionKind.String) // the quiz gives the table's keys
			canFold := false
			for _, o := range q.View.Legal {
				canFold = canFold || o.Kind == engine.Fold
			}
			offers := false
			for _, c := range q.Form().Choices {
				offers = offers || c.Value == ThirdFold
			}
			if offers != canFold || strings.Contains(q.Prompt(), "Fold") != canFold {
				t.Errorf("hand %d action %d: fold legal %v, but the drill asks %q (fold offered %v)", l.Hand, d.Index, canFold, q.Prompt(), offers)
			}
			if !q.Check(Answer{Value: ThirdAnswer(d.Coach.Option.Kind)}) || q.Check(Answer{Value: ThirdAnswer(d.Did.Kind)}) {
				t.Errorf("hand %d action %d: the coach's %s should be right, the player's %s wrong", l.Hand, d.Index, d.Coach.Option, d.Did)
			}
		}
	}
	if found == 0 {
		t.Fatal("no mistake in 30 hands of a calling station")
	}
	t.Logf("%d mistakes in %d hands", found, hands)
}

// A drill is named by its id or the start of one id alone: --drill dead
// (the drill is dead-cards) was refused; a start two ids share names both.
func TestParseTakesTheStartOfOneID(t *testing.T) {
	for in, want := range map[string]Drill{"dead": DeadCards, "Dead-Cards": DeadCards, "best": BestFive, "side": SidePots, "pot": PotOdds, "later": Later, "mis": Mistakes, "third": Third} {
		if got, err := Parse(in); err != nil || got != want {
			t.Errorf("Parse(%q) = %v, %v; want %s", in, got, err, want.ID())
		}
	}
	if _, err := Parse("s"); err == nil || !strings.Contains(err.Error(), "style, side-pots") {
		t.Errorf("Parse(s): %v", err)
	}
	if _, err := Parse(""); err == nil {
		t.Error("Parse of nothing read a drill")
	}
}

// Rand deals another question for another number, for drills outside the
// list too (a lesson's LaterOn): it once gave all of them one source, so
// that such a drill asked the same question every time. The listed
// drills' sources are as they were (their questions did not change).
func TestRandTellsNumbersApart(t *testing.T) {
	t.Parallel()
	card := func(c engine.Card) string { return c.String() }
	for _, d := range []Drill{LaterOn(4, 4), LaterOn(5, 7), Later} {
		seen := map[string]int{}
		for n := range 6 {
			q := d.New(Rand(7, d, Easy, n), Easy)
			seen[fmt.Sprint(q.Explain(Answer{}, card))]++
		}
		if len(seen) < 4 {
			t.Errorf("%s: %d different questions of 6", d.ID(), len(seen))
		}
	}
	if a, b := Rand(7, Later, Easy, 3).Uint64(), rand.New(rand.NewPCG(7, 3<<16|uint64(Index(Later))<<8|uint64(Easy))).Uint64(); a != b {
		t.Error("a listed drill's source moved")
	}
}
