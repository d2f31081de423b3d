package bots

import "razz/engine"

// This file is the bots' third street: what a start is called, who is
// still to act behind, stealing spots, and the decision itself (third).
// later.go decides fourth to seventh street; razz.go reads the view and
// turns an intent into a legal action.

func (st start) describe() string {
	switch {
	case st.lows >= 3 && st.top <= engine.Five:
		return st.text + " is three cards to a wheel"
	case st.lows >= 3:
		return st.text + " is three cards to " + article(st.top) + " " + st.top.Word()
	case st.lows == 2 && st.paired:
		return st.text + " is paired: only two low cards"
	case st.lows == 2:
		return st.text + " is one low card short"
	case st.lows == 1 && st.trips:
		return st.text + " is three " + st.pair.Plural() + ": one low rank"
	case st.lows == 1 && st.paired && st.pair <= engine.Eight: // A-A-J: two aces are not two low cards
		return st.text + " has one low rank, a pair of " + st.pair.Plural()
	case st.lows == 1:
		return st.text + " has one low card"
	}
	return st.text + " has no low card"
}

func article(r engine.Rank) string {
	if r == engine.Ace || r == engine.Eight {
		return "an"
	}
	return "a"
}

func (st start) live() string {
	switch {
	case st.deadNeed == 0:
		return "with live cards (no low card it needs shows)"
	case st.deadNeed == 1:
		return "with live cards (one low card it needs shows)"
	case st.deadNeed >= 3:
		return "with " + count(st.deadNeed) + " of the low cards it needs already showing"
	}
	return "with " + count(st.deadNeed) + " low cards it needs showing"
}

// behind lists the live seats with chips still to act on this street after
// the bot: up to and including the bring-in when nobody has completed,
// else up to the last aggressor.
func (s *situation) behind() (doors []engine.Card) {
	v := &s.v
	stop := s.lastAggr
	if stop == 0 {
		stop = v.BringIn
	}
	i := 0
	for k, sv := range v.Seats {
		if sv.Seat == v.Seat {
			i = k
		}
	}
	for k := 1; k < len(v.Seats); k++ {
		sv := v.Seats[(i+k)%len(v.Seats)]
		if sv.Seat == s.lastAggr {
			break
		}
		if !sv.Folded && !sv.AllIn && len(sv.Up) > 0 {
			doors = append(doors, sv.Up[0])
		}
		if sv.Seat == stop {
			break
		}
	}
	return doors
}

func (P Params) third(s *situation, ch chooser) (intent, Why) {
	st := startOf(s.v.Own, s.seen)
	s.start = st
	var myDoor engine.Card
	if len(s.me.Up) > 0 {
		myDoor = s.me.Up[0]
	}
	doors := s.behind()
	s.doors = doors
	worse, low := 0, 0
	for _, d := range doors {
		if worseDoor(d, myDoor) {
			worse++
		}
		if d.Rank() <= engine.Eight {
			low++
		}
	}
	w := Why{LowBehind: low, ToCall: s.toCall, Pot: s.v.Pot}
	if s.toCall > 0 {
		w.Price = s.price()
	}
	why := func(c Code) Why { w.Code = c; return w }
	bets := s.v.Limits.Bets
	if P.Tuned != nil {
		return P.tuned(s, ch, w, myDoor, doors)
	}
	// The forced bring-in: post it, or complete a hand worth it.
	if _, ok := s.option(engine.BringIn); ok {
		if st.points >= P.Value && !ch.chance(P.SlowPlay) {
			return aggressive, why(BringInValue)
		}
		return passive, why(BringInPost)
	}
	if bets == 0 {
		steal := len(doors) > 0 && worse == len(doors) && s.callers == 0 && myDoor.Rank() <= engine.Eight
		switch {
		case st.points >= P.Value:
			if ch.chance(P.SlowPlay) {
				return passive, why(SlowPlay)
			}
			return aggressive, why(CompleteValue)
		case steal && st.points >= P.StealMin && ch.chance(P.Steal):
			w.Doors = doors
			return aggressive, why(Steal)
		case st.points >= P.Play:
			if ch.chance(P.Open) {
				return aggressive, why(OpenComplete)
			}
			return passive, why(OpenCall)
		}
		return fold, why(FoldStart)
	}
	// Facing a completion, perhaps raised. Each raise asks for a better
	// hand, but a hand worth raising is always worth a call.
	raises := bets - 1
	w.Raises = raises
	aggr, _ := s.v.SeatOf(s.lastAggr)
	if len(aggr.Up) > 0 {
		w.AggrDoor = aggr.Up[0]
	}
	stealer := raises == 0 && s.callers == 0 && len(aggr.Up) > 0 && aggr.Up[0].Rank() > myDoor.Rank() && aggr.Up[0].Rank() > engine.Five
	need := min(P.Play+raises, P.Value)
	switch {
	case stealer:
		need -= 2
		w.Facing = StealerDoor
	case raises == 0 && s.callers == 0 && s.stealSpot():
		need -= 2
		w.Facing = StealerBehind
	}
	defending := stealer && s.me.BroughtIn && s.nOpp == 1
	if defending {
		need = min(need, P.Defend)
	}
	switch {
	case st.points >= P.Value+raises && !ch.chance(P.SlowPlay):
		return aggressive, why(RaiseValue)
	case stealer && st.points >= P.StealMin && ch.chance(P.Steal/3):
		return aggressive, why(ReSteal)
	case st.points >= need:
		if defending {
			return passive, why(Defend)
		}
		return passive, why(CallCompletion)
	}
	return fold, why(FoldToCompletion)
}

// tuned is the third street the lookahead measured (strategy.json's
// third_street.tuned): wider when folded to, calls by the bets to call,
// heads-up apart, and no fold to one raise after completing.
func (P Params) tuned(s *situation, ch chooser, w Why, myDoor engine.Card, doors []engine.Card) (intent, Why) {
	T := P.Tuned
	st := s.start
	why := func(c Code) Why { w.Code = c; return w }
	headsUp := s.nOpp == 1
	bets := s.v.Limits.Bets
	if _, ok := s.option(engine.BringIn); ok {
		value := P.Value
		if headsUp {
			value = T.BringInHeadsUp
		}
		if st.points >= value && !ch.chance(P.SlowPlay) {
			return aggressive, why(BringInValue)
		}
		if headsUp && st.points >= P.Play {
			return passive, why(BringInWait)
		}
		return passive, why(BringInPost)
	}
	if bets == 0 {
		return P.tunedOpen(s, ch, w, myDoor, doors)
	}
	raises := bets - 1
	w.Raises = raises
	aggr, _ := s.v.SeatOf(s.lastAggr)
	if len(aggr.Up) > 0 {
		w.AggrDoor = aggr.Up[0]
		switch {
		case raises == 0 && s.callers == 0 && aggr.Up[0].Rank() > myDoor.Rank() && aggr.Up[0].Rank() > engine.Five:
			w.Facing = StealerDoor
		case raises == 0 && s.callers == 0 && s.stealSpot():
			w.Facing = StealerBehind
		}
	}
	need := T.Call[min(raises, 2)]
	if headsUp && raises == 0 {
		need = T.CallHeadsUp
	}
	switch {
	case st.points >= P.Value+raises && !ch.chance(P.SlowPlay):
		return aggressive, why(RaiseValue)
	case headsUp && raises == 0 && T.RaiseHeadsUp > 0 && st.points >= T.RaiseHeadsUp && !ch.chance(P.SlowPlay):
		return aggressive, why(ReSteal)
	case st.points >= need:
		if s.me.BroughtIn && headsUp && raises == 0 {
			return passive, why(Defend)
		}
		if st.points < P.Play {
			return passive, why(CallPrice)
		}
		return passive, why(CallCompletion)
	case T.CallAfterCompleting && s.myAggr && s.sinceMe == 1 && st.points >= T.RaisedBackMin:
		return passive, why(CallRaised)
	}
	return fold, why(FoldToCompletion)
}

// tunedOpen is the tuned third street when nobody has completed.
func (P Params) tunedOpen(s *situation, ch chooser, w Why, myDoor engine.Card, doors []engine.Card) (intent, Why) {
	T := P.Tuned
	st := s.start
	why := func(c Code) Why { w.Code = c; return w }
	headsUp := s.nOpp == 1
	lower := 0
	for _, d := range doors {
		if d.Rank() < myDoor.Rank() {
			lower++
		}
	}
	need := T.Open[min(lower, 2)]
	if headsUp {
		need = T.OpenHeadsUp
		if bi := s.opps[0]; bi.BroughtIn && len(bi.Up) > 0 && !T.high(bi.Up[0]) && T.OpenLowDoorHeadsUp[0] > 0 {
			// The bring-in's door is low: it may hold a start to defend
			// and raise a steal, so only a strong start completes.
			w.AggrDoor = bi.Up[0]
			switch {
			case st.points >= T.OpenLowDoorHeadsUp[0]:
				if st.points >= P.Value {
					return aggressive, why(CompleteValue)
				}
				return aggressive, why(OpenComplete)
			case st.points >= T.OpenLowDoorHeadsUp[1]:
				return passive, why(OpenLowDoor)
			}
			return fold, why(FoldStart)
		}
	}
	switch {
	case headsUp && T.OpenCallHeadsUp > 0 && st.points >= T.OpenCallHeadsUp:
		return passive, why(SlowPlay)
	case st.points >= P.Value:
		if ch.chance(P.SlowPlay) {
			return passive, why(SlowPlay)
		}
		return aggressive, why(CompleteValue)
	case st.points >= P.Play:
		if ch.chance(P.Open) {
			return aggressive, why(OpenComplete)
		}
		return passive, why(OpenCall)
	case st.points >= need && lower == 0 && s.callers == 0 && ch.chance(P.Steal):
		w.Doors = doors
		return aggressive, why(Steal)
	case st.points >= need:
		return passive, why(OpenCall)
	}
	return fold, why(FoldStart)
}

// stealSpot reports whether the completion this street came first in
// (only folds before it) with every door card left behind it worse than
// the completer's (worseDoor): the spot where players complete with anything.
func (s *situation) stealSpot() bool {
	v := &s.v
	aggr, ok := v.SeatOf(s.lastAggr)
	if !ok || len(aggr.Up) == 0 {
		return false
	}
	var before uint16 // the seats that folded before the completion, a bit each
	for _, a := range v.Actions {
		if a.Street != 3 {
			continue
		}
		if a.Kind.Aggressive() {
			break
		}
		switch a.Kind {
		case engine.Call:
			return false
		case engine.Fold:
			before |= 1 << a.Seat
		}
	}
	for _, sv := range v.Seats {
		if sv.Seat == aggr.Seat || before&(1<<sv.Seat) != 0 || len(sv.Up) == 0 {
			continue
		}
		if !worseDoor(sv.Up[0], aggr.Up[0]) {
			return false
		}
	}
	return true
}

// worseDoor says whether door card d, left to act behind a player showing
// door, leaves that player a steal: d is worse for low (a higher rank, the
// ace lowest) and a high card, nine or above, that rarely starts a hand
// worth playing. A 2 and a 4 behind an ace are better than any card but
// the ace: strong starts behind, no steal.
func worseDoor(d, door engine.Card) bool {
	return d.Rank() > door.Rank() && d.Rank() > engine.Eight
}
