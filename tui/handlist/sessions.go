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
// tables saving at once keep a session each; so are the hands of one
// import. Hands saved before runs were written are grouped as they always
// were, by a stretch of one seed; an imported stretch by its source.
func Sessions(es []Entry) []Session {
	// Each hand's session, counted; then the hands laid out session by
	// session in one array (100,000 hands are not 100,000 slices).
	of := make([]int32, len(es))
	var size []int
	byRun := map[string]int32{}
	for i, e := range es {
		k := int32(len(size))
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
		if int(k) == len(size) {
			size = append(size, 0)
		}
		of[i] = k
		size[k]++
	}
	out := make([]Session, len(size))
	hands := make([]int, len(es))
	at := 0
	for k, n := range size {
		out[k].Hands = hands[at : at : at+n]
		at += n
	}
	for i, k := range of {
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
