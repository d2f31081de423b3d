// Package mistakes is the coach's mistakes recorder: the review of a hand
// the user played, made after every hand at the table and in plain mode,
// into the quiz record: each mistake's count and cost by kind (the leaks
// the path's next step reads) and its spot, which the "Your mistakes"
// drill asks again. It imports bots/session, bots/review and tui/store;
// no screen, nothing of Bubble Tea.
package mistakes

import (
	"encoding/json"

	"razz/bots/review"
	"razz/bots/session"
	"razz/tui/store"
)

// Of is the decisions of a reviewed hand the coach marks as mistakes.
func Of(r session.Reviewed) []review.Decision {
	var ds []review.Decision
	for _, d := range r.Review.Decisions {
		if d.Mistake {
			ds = append(ds, d)
		}
	}
	return ds
}

// Keep is the change to the quiz record that keeps a reviewed hand's
// mistakes, each with the hand's log for the drill; nil when it has none
// (or its log cannot be written).
func Keep(r session.Reviewed) func(*store.QuizRecord) {
	ds := Of(r)
	if len(ds) == 0 {
		return nil
	}
	line, err := json.Marshal(r.Log)
	if err != nil {
		return nil
	}
	return func(rec *store.QuizRecord) {
		for _, d := range ds {
			rec.AddMistake(string(d.Kind), d.CostBB, store.Spot{Log: string(line), Index: d.Index})
		}
	}
}
