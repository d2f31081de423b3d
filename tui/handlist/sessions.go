package handlist

import "slices"

// Session is one sitting's hands: Hands index the entries Sessions was
// given, oldest first.
type Session struct {
	Hands []int
}

// Sessions groups the entries (oldest first, as Load gives them) into
// sessions, newest first (the one whose last hand is the latest). Hands the
// table saved with a run (engine.HandLog.Run) are grouped by it, whatever
// lies between them: two runs with one --seed are two sessions, and two
// tables saving at once keep a session each. Hands saved before runs were
// written are grouped as they always were, by a stretch of one seed; an
// imported stretch by its source.
func Sessions(es []Entry) []Session {
	var out []Session
	byRun := map[string]int{} // run → index in out
	for i, e := range es {
		if e.Run != "" && e.Source == "" {
			if k, ok := byRun[e.Run]; ok {
				out[k].Hands = append(out[k].Hands, i)
				continue
			}
			byRun[e.Run] = len(out)
			out = append(out, Session{Hands: []int{i}})
			continue
		}
		if n := len(out); n > 0 && i > 0 && stretch(es[i-1], e) && out[n-1].Hands[len(out[n-1].Hands)-1] == i-1 {
			out[n-1].Hands = append(out[n-1].Hands, i)
			continue
		}
		out = append(out, Session{Hands: []int{i}})
	}
	slices.SortStableFunc(out, func(a, b Session) int { return b.Hands[len(b.Hands)-1] - a.Hands[len(a.Hands)-1] })
	return out
}

// stretch says whether b, saved right after a, goes on a's session when
// neither names its run: imported hands of one source, else one seed.
func stretch(a, b Entry) bool {
	if a.Run != "" && a.Source == "" {
		return false
	}
	if a.Source != "" || b.Source != "" {
		return a.Source == b.Source
	}
	return a.Seed == b.Seed
}
