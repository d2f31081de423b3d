package learn

import (
	"fmt"
	"slices"
	"strings"

	"razz/bots/review"
	"razz/tui/drill"
	"razz/tui/store"
)

// Leak is one kind of mistake the coach found in the user's play, as the
// Stats screen lists them: how often and what it cost all told.
type Leak struct {
	Kind   review.Kind
	Count  int
	CostBB float64
}

// LeaksOf is the quiz record's leaks (the mistakes the coach counted at
// the table and in imported sessions), costliest first.
func LeaksOf(rec *store.QuizRecord) []Leak {
	var out []Leak
	for k, l := range rec.Leaks {
		out = append(out, Leak{Kind: review.Kind(k), Count: l.Count, CostBB: l.CostBB})
	}
	slices.SortFunc(out, func(a, b Leak) int {
		switch {
		case a.CostBB > b.CostBB:
			return -1
		case a.CostBB < b.CostBB:
			return 1
		}
		return strings.Compare(string(a.Kind), string(b.Kind))
	})
	return out
}

// leakLessons is the lesson and drill each kind of leak calls for.
var leakLessons = map[review.Kind]struct {
	lesson string
	drill  drill.Drill
	level  drill.Difficulty
}{
	review.RoughStart:  {"third-street", drill.Third, drill.Normal},
	review.MissedSteal: {"third-street", drill.Third, drill.Hard},
	review.FoldedOdds:  {"pot-odds", drill.PotOdds, drill.Hard},
	review.LooseCall:   {"pot-odds", drill.PotOdds, drill.Hard},
	review.Chased:      {"reading-boards", drill.Later, drill.Normal},
	review.SeventhCall: {"fifth-to-seventh", drill.Later, drill.Hard},
	review.Passive:     {"fourth-street", drill.Later, drill.Normal},
	review.Overplayed:  {"fifth-to-seventh", drill.Later, drill.Hard},
}

// Step is what to do next: a lesson to take, or after the path a lesson
// to go over again and a drill for the leak that points there.
type Step struct {
	Lesson *Lesson // nil: nothing to take (the path done, no leak found)
	Leak   *Leak   // the leak that leads there, after the path
	Drill  drill.Drill
	Level  drill.Difficulty
	Words  string // the step in a sentence
	// Short is the step in a few words, for the menu: "Start here: 1.
	// The low and naming it", "Next: 3. Acting first".
	Short string
}

// Next is the next step for a learner with this record: the first lesson
// on the path not passed yet; once all are passed, the costliest leak
// whose lesson and drill are known (leaks costliest first), then the
// mistakes drill, which asks the user's own spots again.
func Next(rec *store.LearnRecord, leaks []Leak) Step {
	for _, l := range lessons {
		if !rec.Lessons[l.ID].Passed {
			l := l
			verb, short := "Next", "Next"
			switch {
			case rec.Lessons[l.ID].Tries > 0:
				verb, short = "Next, again", "Next, again"
			case len(rec.Lessons) == 0:
				short = "Start here"
			}
			return Step{Lesson: &l, Drill: l.Exercise.Parts[0].Drill, Level: l.Exercise.Parts[0].Level,
				Words: fmt.Sprintf("%s: %s.", verb, l.Name()), Short: fmt.Sprintf("%s: %s", short, l.Name())}
		}
	}
	if s, ok := ForLeak(leaks); ok {
		return s
	}
	return Step{Words: "The path is done, and the coach has found no leak in your play yet: play hands at the table (razz play) and its review of them names your next step.",
		Short: "Path done: play hands, the coach's review names your next step"}
}

// ForLeak is the step for the costliest of leaks (costliest first) whose
// lesson and drill are known: the path's next step once it is done, and
// where the Stats screen's leaks lead; false when none is.
func ForLeak(leaks []Leak) (Step, bool) {
	for _, lk := range leaks {
		to, ok := leakLessons[lk.Kind]
		if !ok {
			continue
		}
		l, _ := Find(to.lesson)
		lk := lk
		return Step{Lesson: &l, Leak: &lk, Drill: to.drill, Level: to.level,
			Words: fmt.Sprintf("The path is done. Your costliest leak: %s (%s, %.2f big bets): go over %s again, then the %s drill at %s and Your mistakes, which asks your own spots again.",
				lk.Kind.Label(), times(lk.Count), lk.CostBB, l.Name(), strings.TrimSuffix(to.drill.Title(), "?"), to.level),
			Short: fmt.Sprintf("Path done; for your leak: %s", l.Name())}, true
	}
	return Step{}, false
}

func times(n int) string {
	if n == 1 {
		return "once"
	}
	return fmt.Sprintf("%d times", n)
}
