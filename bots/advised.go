package bots

import (
	"encoding/json"
	"slices"

	"razz/engine"
)

// advised keeps the advice Advise gave lately: an advice is a function of
// the view's exported fields and the seats' models alone (its seeds are
// coachSeed and the view's), and one takes milliseconds (the range read,
// the lookahead). The same decision is advised again at a table (the
// coach box's hint, then the review of the hand), in practice (the
// verdict on the user's choice, then on the hand's), by a drill that asks
// a question again, and when a replay is opened again.
var advised = Recent[Advice]{Max: advisedMax}

// advisedMax is the advices a generation of advised holds: each keeps its
// lookahead and ranges to play a cost on (CostOf), about 100 kilobytes on
// a six-handed table's later streets, so at most 6 MB between the two
// generations. The advice asked again is mostly asked soon after (the
// hint, then the review; the verdict on a choice, then on the hand's):
// 128 a generation saved no more test CPU than 32.
const advisedMax = 32

// ViewKey is what the coach's work at view v with the seats read by
// models is a function of, written out whole (never a hash: two views
// never share a key): the view's exported fields (the coach reads no
// other), and each seat's model as models give it, or that there are
// none. false when it cannot be written (a model's NaN).
func ViewKey(v *engine.View, models Models) (string, bool) {
	k := struct {
		View   *engine.View
		Nil    bool
		Models []Model
	}{View: v, Nil: models == nil}
	if models != nil {
		for _, sv := range v.Seats {
			k.Models = append(k.Models, models(sv.Seat, sv.Name))
		}
	}
	b, err := json.Marshal(k)
	return string(b), err == nil
}

// adviseKept is advise with its figures and lookahead, from advised
// where it was given lately. The advice is worked out on a copy of the
// view of its own (the ranges and the lookahead it keeps point into it,
// and the caller may reuse its view's memory), and each caller gets its
// own copy of the advice's slices.
func adviseKept(v engine.View, m Models) Advice {
	work := func() Advice { return advise(ownView(v), m, true, true) }
	key, keyed := ViewKey(&v, m)
	if !keyed {
		return work().own()
	}
	return advised.Do(key, work).own()
}

// own is a with slices of its own: a caller may change them.
func (a Advice) own() Advice {
	a.Reads, a.Values, a.Boards = slices.Clone(a.Reads), slices.Clone(a.Values), slices.Clone(a.Boards)
	a.Why.Doors = slices.Clone(a.Why.Doors)
	return a
}

// ownView is a copy of v sharing no memory with it.
func ownView(v engine.View) engine.View {
	w := v
	w.Seats = slices.Clone(v.Seats)
	for i := range w.Seats {
		w.Seats[i].Up, w.Seats[i].Down = slices.Clone(v.Seats[i].Up), slices.Clone(v.Seats[i].Down)
	}
	w.Own, w.Actions, w.Legal = slices.Clone(v.Own), slices.Clone(v.Actions), slices.Clone(v.Legal)
	if v.Community != nil {
		c := *v.Community
		w.Community = &c
	}
	return w
}
