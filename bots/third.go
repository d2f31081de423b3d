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
	}
	// dead, not "showing": "three cards to a wheel, with two low cards you
	// need showing: worth completing" read as a plus
	return "with " + count(st.deadNeed) + " of the low cards it needs dead on other boards"
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

// thirdSpot is everything third street's decision reads from a view
// besides the start's points: which decision it is and what the betting
// and the door cards say. The decision is a function of the spot and the
// points alone (thirdBy), so that a range read can ask it once a spot for
// every start (thirdChances) instead of once a candidate.
type thirdSpot struct {
	kind    uint8 // thirdBringIn, thirdOpen or thirdFacing
	headsUp bool  // one opponent left
	callers bool  // nobody called since the completion (or, with none, the bring-in)
	// Folded to it (thirdOpen).
	lower   uint8 // door cards left to act lower than its own (2: two or more)
	lowDoor bool  // Tuned, heads-up: the bring-in's door is not a high door
	// Tuned, heads-up, the bring-in's door high: its known style seldom
	// folds its bring-in to a steal and bets on without an edge (defends).
	defended bool
	steal    bool // classic: every door behind is worse, its own door eight or lower
	// Facing a completion (thirdFacing).
	raises      uint8 // raises after the completion
	stealer     bool  // a lone completion from a door above five and above its own
	stealBehind bool  // a lone completion with only worse doors behind it (stealSpot)
	defending   bool  // classic: the bring-in heads-up against a stealer
	broughtIn   bool  // it brought in
	raisedBack  bool  // it completed or raised and was raised once since
}

// The kinds of third-street decision.
const (
	thirdBringIn uint8 = iota // the forced bring-in: post it or complete
	thirdOpen                 // nobody has completed
	thirdFacing               // facing a completion, perhaps raised
)

func (P Params) third(s *situation, ch chooser) (intent, Why) {
	st := readStart(s.v.Own, s.seen)
	if !s.quiet { // its words name the start
		st.text = startWritten(s.v.Own[:min(3, len(s.v.Own))])
	}
	s.start = st
	k, w := P.thirdSpotOf(s)
	want, code := P.thirdBy(&k, st.points, ch)
	w.Code = code
	if code == Steal {
		w.Doors = s.doors
	}
	return want, w
}

// thirdSpotOf reads the spot of s's third-street decision, with the
// reason's figures but its code.
func (P Params) thirdSpotOf(s *situation) (thirdSpot, Why) {
	var myDoor engine.Card
	if len(s.me.Up) > 0 {
		myDoor = s.me.Up[0]
	}
	doors := s.behind()
	s.doors = doors
	worse, low, lower := 0, 0, 0
	for _, d := range doors {
		if worseDoor(d, myDoor) {
			worse++
		}
		if d.Rank() <= engine.Eight {
			low++
		}
		if d.Rank() < myDoor.Rank() {
			lower++
		}
	}
	w := Why{LowBehind: low, ToCall: s.toCall, Pot: s.v.Pot}
	if s.toCall > 0 {
		w.Price = s.price()
	}
	k := thirdSpot{headsUp: s.nOpp == 1, callers: s.callers == 0, broughtIn: s.me.BroughtIn}
	bets := s.v.Limits.Bets
	switch _, bringIn := s.option(engine.BringIn); {
	case bringIn:
		k.kind = thirdBringIn
	case bets == 0:
		k.kind = thirdOpen
		k.lower = uint8(min(lower, 2))
		k.steal = len(doors) > 0 && worse == len(doors) && s.callers == 0 && myDoor.Rank() <= engine.Eight
		if T := P.Tuned; T != nil && k.headsUp {
			if bi := s.opps[0]; bi.BroughtIn && len(bi.Up) > 0 {
				switch {
				case !T.high(bi.Up[0]) && T.OpenLowDoorHeadsUp[0] > 0:
					k.lowDoor = true
					w.AggrDoor = bi.Up[0]
				case T.DefendedFold > 0 && int(bi.Up[0].Rank())+1 <= T.DefendedDoor:
					if m := s.models.of(bi.Seat, bi.Name); s.defends(&bi, &m, myDoor, T) {
						k.defended = true
						w.AggrDoor, w.Defender = bi.Up[0], m.Params.Noun()
					}
				}
			}
		}
	default:
		k.kind = thirdFacing
		raises := bets - 1
		k.raises = uint8(min(raises, 255))
		w.Raises = raises
		k.raisedBack = s.myAggr && s.sinceMe == 1
		aggr, _ := s.v.SeatOf(s.lastAggr)
		if len(aggr.Up) > 0 {
			w.AggrDoor = aggr.Up[0]
			switch {
			case raises == 0 && s.callers == 0 && aggr.Up[0].Rank() > myDoor.Rank() && aggr.Up[0].Rank() > engine.Five:
				k.stealer, w.Facing = true, StealerDoor
			case raises == 0 && s.callers == 0 && s.stealSpot():
				k.stealBehind, w.Facing = true, StealerBehind
			}
		}
		k.defending = k.stealer && s.me.BroughtIn && s.nOpp == 1
	}
	return k, w
}

// thirdBy is third street's decision in spot k with a start of points.
func (P Params) thirdBy(k *thirdSpot, points int, ch chooser) (intent, Code) {
	if P.Tuned != nil {
		return P.tuned(k, points, ch)
	}
	// The forced bring-in: post it, or complete a hand worth it.
	switch k.kind {
	case thirdBringIn:
		if points >= P.Value && !ch.chance(P.SlowPlay) {
			return aggressive, BringInValue
		}
		return passive, BringInPost
	case thirdOpen:
		switch {
		case points >= P.Value:
			if ch.chance(P.SlowPlay) {
				return passive, SlowPlay
			}
			return aggressive, CompleteValue
		case k.steal && points >= P.StealMin && ch.chance(P.Steal):
			return aggressive, Steal
		case points >= P.Play:
			if ch.chance(P.Open) {
				return aggressive, OpenComplete
			}
			return passive, OpenCall
		}
		return fold, FoldStart
	}
	// Facing a completion, perhaps raised. Each raise asks for a better
	// hand, but a hand worth raising is always worth a call.
	raises := int(k.raises)
	need := min(P.Play+raises, P.Value)
	if k.stealer || k.stealBehind {
		need -= 2
	}
	if k.defending {
		need = min(need, P.Defend)
	}
	switch {
	case points >= P.Value+raises && !ch.chance(P.SlowPlay):
		return aggressive, RaiseValue
	case k.stealer && points >= P.StealMin && ch.chance(P.Steal/3):
		return aggressive, ReSteal
	case points >= need:
		if k.defending {
			return passive, Defend
		}
		return passive, CallCompletion
	}
	return fold, FoldToCompletion
}

// tuned is the third street the lookahead measured (strategy.json's
// third_street.tuned): wider when folded to, calls by the bets to call,
// heads-up apart, and no fold to one raise after completing.
func (P Params) tuned(k *thirdSpot, points int, ch chooser) (intent, Code) {
	T := P.Tuned
	switch k.kind {
	case thirdBringIn:
		value := P.Value
		if k.headsUp {
			value = T.BringInHeadsUp
		}
		if points >= value && !ch.chance(P.SlowPlay) {
			return aggressive, BringInValue
		}
		if k.headsUp && points >= P.Play {
			return passive, BringInWait
		}
		return passive, BringInPost
	case thirdOpen:
		return P.tunedOpen(k, points, ch)
	}
	raises := int(k.raises)
	need := T.Call[min(raises, 2)]
	if k.headsUp && raises == 0 {
		need = T.CallHeadsUp
	}
	switch {
	case points >= P.Value+raises && !ch.chance(P.SlowPlay):
		return aggressive, RaiseValue
	case k.headsUp && raises == 0 && T.RaiseHeadsUp > 0 && points >= T.RaiseHeadsUp && !ch.chance(P.SlowPlay):
		return aggressive, ReSteal
	case points >= need:
		if k.broughtIn && k.headsUp && raises == 0 {
			return passive, Defend
		}
		if points < P.Play {
			return passive, CallPrice
		}
		return passive, CallCompletion
	case T.CallAfterCompleting && k.raisedBack && points >= T.RaisedBackMin:
		return passive, CallRaised
	}
	return fold, FoldToCompletion
}

// tunedOpen is the tuned third street when nobody has completed.
func (P Params) tunedOpen(k *thirdSpot, points int, ch chooser) (intent, Code) {
	T := P.Tuned
	need := T.Open[k.lower]
	if k.headsUp {
		need = T.OpenHeadsUp
		if k.lowDoor || k.defended {
			// The bring-in's door is low: it may hold a start to defend
			// and raise a steal; or its style defends any start: a steal
			// wins nothing by a fold. Only a strong start completes.
			switch {
			case points >= T.OpenLowDoorHeadsUp[0]:
				if points >= P.Value {
					return aggressive, CompleteValue
				}
				return aggressive, OpenComplete
			case points >= T.OpenLowDoorHeadsUp[1] && k.defended:
				return passive, OpenDefended
			case points >= T.OpenLowDoorHeadsUp[1]:
				return passive, OpenLowDoor
			case k.defended:
				return fold, FoldDefended
			}
			return fold, FoldStart
		}
	}
	switch {
	case k.headsUp && T.OpenCallHeadsUp > 0 && points >= T.OpenCallHeadsUp:
		return passive, SlowPlay
	case points >= P.Value:
		if ch.chance(P.SlowPlay) {
			return passive, SlowPlay
		}
		return aggressive, CompleteValue
	case points >= P.Play:
		if ch.chance(P.Open) {
			return aggressive, OpenComplete
		}
		return passive, OpenCall
	case points >= need && k.lower == 0 && k.callers && ch.chance(P.Steal):
		return aggressive, Steal
	case points >= need:
		return passive, OpenCall
	}
	return fold, FoldStart
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

// defends reports whether bring-in bi, played as model m (a known
// style), defends its bring-in against a steal from door heads-up: it
// folds to one less often than T.DefendedFold, and bets on later streets
// without an edge over the fair share heads-up (so the steal takes no
// lead to fourth street either). The lookahead, against a Maniac's nine
// bring-in (4 seats, two Rocks folded, 6,000 deals): completing K-J-3
// lost 0.29 bb against folding, T-T-3 0.17, K-T-4 0.16; against a
// Station's, who defends as often but only calls, completing them lost
// 0.09 bb at most and calling won 0.07 to 0.20. Only up to a door of
// T.DefendedDoor: against a Maniac's ten or higher, heads-up, completing
// or calling such starts won on average.
func (s *situation) defends(bi *engine.SeatView, m *Model, door engine.Card, T *Tuned) bool {
	if !m.Known || m.Params.betEdge(1) >= 0 {
		return false
	}
	return s.stealFolds(bi, m, door) < T.DefendedFold
}

// stealFolds is the chance that bring-in bi, played as model m, folds to
// a completion from the seat of s with door card door, folded to
// heads-up: by its model's third-street decision over every start its
// door card may make with two cards s has not seen (its level's slips
// turning a fold into a call).
func (s *situation) stealFolds(bi *engine.SeatView, m *Model, door engine.Card) (fold float64) {
	biDoor := bi.Up[0]
	stealer := door.Rank() > biDoor.Rank() && door.Rank() > engine.Five
	k := thirdSpot{kind: thirdFacing, headsUp: true, callers: true, broughtIn: true,
		stealer: stealer, stealBehind: !stealer && worseDoor(biDoor, door), defending: stealer}
	seen := s.seen&^biDoor.Bit() | door.Bit() // the up cards the bring-in sees
	var byPoints [maxStartPoints + 1]int
	free := (engine.FullDeck &^ s.seen &^ engine.SetOf(s.v.Own...)).Cards()
	n := 0
	for i, a := range free {
		for _, b := range free[i+1:] {
			own := [3]engine.Card{a, b, biDoor}
			if pt := startPoints(own[:], seen); pt >= 0 && pt <= maxStartPoints {
				byPoints[pt]++
				n++
			}
		}
	}
	var b branches
	for pt, c := range byPoints {
		if c == 0 {
			continue
		}
		var want [3]float64
		if row := chancesRow(&m.Params, &k); row != nil {
			want = row[pt]
		} else {
			want = m.Params.thirdChances(&k, pt, &b)
		}
		fold += float64(c) / float64(n) * want[0] * (1 - m.Slips)
	}
	return fold
}
