package record

import (
	"slices"

	"razz/engine"
)

// Step is the hand as one seat (the viewer) saw it after one step of its
// log: the deal (the antes posted, third street dealt, before anyone
// acts), then each action. It is the one walk of a hand for a viewer that
// the review, practice, the History replay, plain mode's review and the
// recap share.
type Step struct {
	// Index is the action's place in the log's actions, from 0; -1 for
	// the deal.
	Index int
	// Action is the action just taken (the zero record for the deal).
	Action engine.ActionRecord
	// View is what the viewer saw after the step (engine.Hand.View): their
	// own down cards, every face-up card, the hands shown down; never a
	// card nobody saw, which stays face down (a seat with such cards shows
	// no down card, its own viewer's included).
	View engine.View
	// Story is the hand's events so far, which a narrator tells from the
	// viewer's seat. Its slices are shared with the walk: read them, never
	// write them.
	Story engine.Story
	// Decides: the viewer is to act after this step with a choice to make
	// (more than one legal action); the next step is what they did.
	Decides bool
}

// Played is the action of a step as an engine.Action: what was done.
func (s Step) Played() engine.Action {
	a := engine.Action{Kind: s.Action.Kind}
	if a.Kind.Aggressive() {
		a.To = s.Action.To
	}
	return a
}

// Walk walks the record's log through the engine (engine.HandLog.Steps)
// for viewer (0: an observer, who sees no down card before the
// showdown), a Step a step. A log that does not fit the rules stops the
// walk at the first thing that does not fit: the steps before it come
// back with the engine's reason.
func (r Record) Walk(viewer int) ([]Step, error) {
	var out []Step
	unseen := map[int]bool{}
	for _, s := range r.Log.Seats {
		unseen[s.Seat] = len(r.Unknown(s.Seat)) > 0
	}
	for s, err := range r.Log.Steps() {
		if err != nil {
			return out, err
		}
		st := Step{Index: s.Index, Action: s.Action, View: s.View(viewer), Story: s.Hand.Story()}
		mask(&st.View, unseen)
		st.Decides = viewer != 0 && !s.Hand.Done() && s.Hand.ToAct() == viewer && len(st.View.Legal) > 1
		out = append(out, st)
	}
	return out, nil
}

// mask keeps the cards nobody saw (of the seats unseen) out of a view:
// the engine dealt stand-ins for them to replay the hand.
func mask(v *engine.View, unseen map[int]bool) {
	for i := range v.Seats {
		sv := &v.Seats[i]
		if len(sv.Down) > 0 && unseen[sv.Seat] {
			sv.Down = nil
			if sv.Seat == v.Seat {
				v.Own = nil
			}
		}
	}
}

// Decisions is how many choices the viewer made in the hand: steps where
// they were to act with more than one legal action. A hand that does not
// replay, or whose viewer's cards nobody saw, has none.
func (r Record) Decisions(viewer int) int {
	if viewer == 0 || r.Seen(viewer) != nil {
		return 0
	}
	steps, err := r.Walk(viewer)
	if err != nil {
		return 0
	}
	return len(slices.DeleteFunc(steps, func(s Step) bool { return !s.Decides }))
}
