package engine

import "strconv"

// SeatPlay is what a tracker counts of one seat's hand.
type SeatPlay struct {
	In        bool // dealt in; nothing else is set when not
	Net       int  // chips won (+) or lost (-)
	VPIP      bool // put chips in by choice on third street
	Completed bool // completed or raised on third street
	WentSD    bool // showed down
	WonSD     bool // showed down and won chips
}

// Play is what seat did in the hand.
func (l HandLog) Play(seat int) SeatPlay {
	var p SeatPlay
	for _, s := range l.Seats {
		if s.Seat == seat {
			p.In, p.Net = true, l.StacksAfter[strconv.Itoa(seat)]-s.Stack
		}
	}
	if !p.In {
		return p
	}
	for _, a := range l.Actions {
		if a.Seat != seat || a.Street != 3 {
			continue
		}
		switch kind, _ := ParseActionKind(a.Action); {
		case kind == Call:
			p.VPIP = true
		case kind.Aggressive():
			p.VPIP, p.Completed = true, true
		}
	}
	for _, s := range l.Showdown {
		if s.Seat == seat {
			p.WentSD = true
		}
	}
	for _, a := range l.Awards {
		if p.WentSD && a.Seat == seat && a.Amount > 0 {
			p.WonSD = true
		}
	}
	return p
}
