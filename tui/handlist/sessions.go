package handlist

import "slices"

// Session is one sitting's hands: Hands index the entries Sessions was
// given, oldest first.
type Session struct {
	Hands []int
}

// Sessions groups the entries (oldest first, as Load gives them) into
// sessions, newest first (the one whose last hand is the latest). Hands the
// table saved with a run (engine.HandLog.Run) are grouped by it: two runs
// with one --seed are two sessions, and two tables saving at once keep a
// session each; so are the hands of one import. But a run that another
// session came and went inside (a warm-up, an import, another terminal's
// sitting, all of it saved between two of the run's hands) goes on in a
// session of its own after it: the list stays in the order the hands
// were played, where the run's later hand was put into its earlier
// session, listed above the session played between. Hands saved before
// runs were written are grouped as they always were, by a stretch of one
// seed; an imported stretch by its source.
func Sessions(es []Entry) []Session {
	// Each hand's group (its run, or a stretch), counted.
	of := make([]int32, len(es))
	var first, last []int
	byRun := map[string]int32{}
	for i, e := range es {
		k := int32(len(first))
		switch {
		case e.Run != "":
			if r, ok := byRun[e.Run]; ok {
				k = r
			} else {
				byRun[e.Run] = k
			}
		case i > 0 && stretch(es[i-1], e):
			k = of[i-1]
		}
		if int(k) == len(first) {
			first, last = append(first, i), append(last, i)
		}
		of[i], last[k] = k, i
	}
	// inside[x] is the least last hand of the groups that begin at x or
	// after: a group lies wholly between two hands p < q of another when
	// inside[p+1] < q.
	inside := make([]int, len(es)+1)
	inside[len(es)] = len(es)
	for i := len(es) - 1; i >= 0; i-- {
		inside[i] = inside[i+1]
		if k := of[i]; first[k] == i {
			inside[i] = min(inside[i], last[k])
		}
	}
	// Each group's hands, split where a group lies between two of them:
	// the sessions, numbered, and then laid out one after the other in one
	// array (100,000 hands are not 100,000 slices).
	ses := make([]int32, len(es))
	var size []int
	cur, prev := make([]int32, len(first)), make([]int, len(first))
	for i := range es {
		k := of[i]
		if first[k] == i || inside[prev[k]+1] < i {
			cur[k] = int32(len(size))
			size = append(size, 0)
		}
		prev[k], ses[i] = i, cur[k]
		size[cur[k]]++
	}
	out := make([]Session, len(size))
	hands := make([]int, len(es))
	at := 0
	for k, n := range size {
		out[k].Hands = hands[at : at : at+n]
		at += n
	}
	for i, k := range ses {
		out[k].Hands = append(out[k].Hands, i)
	}
	slices.SortFunc(out, func(a, b Session) int { return b.Hands[len(b.Hands)-1] - a.Hands[len(a.Hands)-1] })
	return out
}

// stretch says whether b, saved right after a, goes on a's session when
// neither names its run: imported hands of one source, else one seed.
func stretch(a, b Entry) bool {
	if a.Run != "" {
		return false
	}
	if a.Source != "" || b.Source != "" {
		return a.Source == b.Source
	}
	return a.Seed == b.Seed
}
