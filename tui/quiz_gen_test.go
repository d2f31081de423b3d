package tui

import (
	"reflect"
	"testing"

	"razz/engine"
	"razz/tui/store"
)

const seedsPerLevel = 300

// TestAnswersAgreeWithEngine checks, on many seeded questions of every drill
// and level, that the quiz grades exactly as the engine decides, and that
// each level deals the kind of question it promises.
func TestAnswersAgreeWithEngine(t *testing.T) {
	tests := []struct {
		drill Drill
		level Level
		kind  func(q question) bool // the promise of the level
	}{
		{DrillCompare, Easy, func(q question) bool { return q.cmp.Position == 0 && len(q.hands[0].Cards) == 5 }},
		{DrillCompare, Medium, func(q question) bool { return q.cmp.Position >= 1 && q.cmp.Position <= 4 }},
		{DrillCompare, Hard, func(q question) bool {
			return len(q.hands[0].Cards) == 7 && (hasPairOut(q.hands[0]) || hasPairOut(q.hands[1])) && q.cmp.Position >= 2
		}},
		{DrillBringIn, Easy, func(q question) bool { return len(q.doors) <= 4 && len(q.bring.Tied) == 1 }},
		{DrillBringIn, Medium, func(q question) bool { return len(q.doors) >= 5 && len(q.bring.Tied) == 1 }},
		{DrillBringIn, Hard, func(q question) bool { return q.bring.SuitDecided }},
		{DrillFirst, Easy, func(q question) bool { return q.street == 4 && len(q.first.Tied) == 1 }},
		{DrillFirst, Medium, func(q question) bool { return len(q.first.Tied) == 1 }},
		{DrillFirst, Hard, func(q question) bool { return len(q.first.Tied) > 1 }},
		{DrillBestFive, Easy, func(q question) bool { d, _, _ := distinctRanks(q.hand.Cards); return d == 7 }},
		{DrillBestFive, Medium, func(q question) bool { return hasPairOut(q.hand) }},
		{DrillBestFive, Hard, func(q question) bool { _, p, m := distinctRanks(q.hand.Cards); return p >= 2 || m >= 3 }},
		{DrillName, Easy, func(q question) bool { return len(q.hand.Cards) == 5 }},
		{DrillName, Medium, func(q question) bool { return len(q.hand.Cards) == 7 }},
		{DrillName, Hard, func(q question) bool { return hasPairOut(q.hand) || q.hand.Low.Category() != engine.NoPair }},
	}
	for _, tc := range tests {
		t.Run(tc.drill.ID()+"/"+tc.level.String(), func(t *testing.T) {
			ties := 0
			for seed := range uint64(seedsPerLevel) {
				q := newQuestion(tc.drill, tc.level, questionRand(seed, tc.drill, tc.level, 0))
				if !tc.kind(q) {
					t.Fatalf("seed %d: not a %s question", seed, tc.level)
				}
				if q.level != tc.level || q.drill != tc.drill {
					t.Fatalf("seed %d: labelled %v/%v", seed, q.drill, q.level)
				}
				checkGrading(t, q)
				if tc.drill == DrillCompare && q.cmp.Winner == 0 {
					ties++
				}
			}
			if tc.drill == DrillCompare && tc.level == Hard && ties == 0 {
				t.Errorf("no true tie among %d hard questions", seedsPerLevel)
			}
		})
	}
}

// checkGrading recomputes the answer from the cards with the engine and
// compares it with every possible answer the quiz could be given.
func checkGrading(t *testing.T, q question) {
	t.Helper()
	switch q.drill {
	case DrillCompare:
		want := engine.Compare(engine.LowOf(q.hands[0].Cards), engine.LowOf(q.hands[1].Cards)).Winner
		for _, w := range []int{1, -1, 0} {
			if q.gradeCompare(w) != (w == want) {
				t.Fatalf("%s vs %s: answer %d graded %v", engine.FormatCards(q.hands[0].Cards), engine.FormatCards(q.hands[1].Cards), w, !(w == want))
			}
		}
	case DrillBringIn, DrillFirst:
		var want int
		if q.drill == DrillBringIn {
			want = engine.ExplainBringIn(q.doors, engine.TieBySuit, nil).Seat
		} else {
			want = engine.ExplainFirst(q.street, q.boards, nil).Seat
		}
		for s := 1; s <= q.seats(); s++ {
			if q.gradeSeat(s) != (s == want) {
				t.Fatalf("seat %d graded %v, engine says seat %d", s, q.gradeSeat(s), want)
			}
		}
	case DrillBestFive:
		e, _ := engine.Evaluate(q.hand.Cards)
		if !q.gradeFive(e.Best[:]) {
			t.Fatalf("%s: the engine's best five graded wrong", engine.FormatCards(q.hand.Cards))
		}
		// every choice of five: right exactly when it makes the engine's low
		cs := q.hand.Cards
		for skip1 := range cs {
			for skip2 := skip1 + 1; skip2 < len(cs); skip2++ {
				var five []engine.Card
				for i, c := range cs {
					if i != skip1 && i != skip2 {
						five = append(five, c)
					}
				}
				if q.gradeFive(five) != (engine.LowOf(five) == e.Low) {
					t.Fatalf("%s: five %s graded wrong", engine.FormatCards(cs), engine.FormatCards(five))
				}
			}
		}
	case DrillName:
		short := engine.LowOf(q.hand.Cards).ShortName()
		if !q.gradeName(short) {
			t.Fatalf("%s: the engine's name %q graded wrong", engine.FormatCards(q.hand.Cards), short)
		}
		if q.gradeName(short + "9") {
			t.Fatalf("%q graded right", short+"9")
		}
	}
}

func TestSameSeedSameQuestions(t *testing.T) {
	for _, d := range Drills() {
		for l := range numLevels {
			a := newQuestion(d, l, questionRand(42, d, l, 3))
			b := newQuestion(d, l, questionRand(42, d, l, 3))
			c := newQuestion(d, l, questionRand(43, d, l, 3))
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
	tests := []struct{ typed, want string }{
		{"86", "86"}, {"8-6", "86"}, {"8 6", "86"}, {"w", "W"}, {"Wheel", "W"},
		{"kk", "KK"}, {"10 9", "T9"}, {"3322", "3322"}, {"kkk22", "KKK22"},
	}
	for _, tc := range tests {
		if got := normalizeName(tc.typed); got != tc.want {
			t.Errorf("normalizeName(%q) = %q, want %q", tc.typed, got, tc.want)
		}
	}
}

// TestMixedLeansTowardErrors: a level answered wrong comes up more often.
func TestMixedLeansTowardErrors(t *testing.T) {
	s := store.NewQuizRecord()
	for range 10 {
		s.Record(DrillCompare.ID(), Easy.String(), true)
		s.Record(DrillCompare.ID(), Medium.String(), true)
		s.Record(DrillCompare.ID(), Hard.String(), false)
	}
	var n [numLevels]int
	for i := range 3000 {
		n[pickLevel(9, DrillCompare, i, s)]++
	}
	if n[Hard] < 2*n[Easy] || n[Hard] < 2*n[Medium] {
		t.Errorf("levels picked %v: hard (always wrong) should come up most", n)
	}
	if n[Easy] == 0 || n[Medium] == 0 {
		t.Errorf("levels picked %v: every level should still come up", n)
	}
}
