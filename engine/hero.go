package engine

import "strconv"

// HeroName is the name the trainer gives the user at its table.
const HeroName = "You"

// Hero is the user's seat in the hand, the one every screen and command
// calls "you" (0 when the user was not dealt in, or nothing says which
// seat is theirs):
//   - with a name (`--hero NAME`), the seat of that name;
//   - else the seat named HeroName: a hand played here, or an import that
//     named the account holder so;
//   - else, in an imported hand whose source hid some down cards, the one
//     seat whose down cards it showed (the account holder of a PokerStars
//     file); two such seats (both showed down) leave it unknown.
func (l HandLog) Hero(name string) int {
	if name == "" {
		name = HeroName
	}
	for _, s := range l.Seats {
		if s.Name == name {
			return s.Seat
		}
	}
	if len(l.Hidden) == 0 || name != HeroName {
		return 0
	}
	shown := 0
	for _, s := range l.Seats {
		if _, hidden := l.Hidden[strconv.Itoa(s.Seat)]; hidden {
			continue
		}
		if shown != 0 {
			return 0
		}
		shown = s.Seat
	}
	return shown
}

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
