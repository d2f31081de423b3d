package bots

import (
	"math"

	"razz/engine"
)

// SeatStats counts one seat's play over many hands.
type SeatStats struct {
	Seat  int
	Bot   string // the style name ("grinder")
	Label string // "Greta (Grinder)"
	Hands int    // hands dealt in
	VPIP  int    // hands it put chips in voluntarily on third street (a call, completion or raise; not the forced bring-in)
	// Raised: hands it completed or raised on third street.
	Raised    int
	Showdowns int // hands it went to showdown
	WonShow   int // showdowns where it won some of a pot
	// Sum and SumSq of its result a hand in big bets.
	Sum, SumSq float64
}

// Rate is n over the hands dealt, 0 with none.
func (s SeatStats) Rate(n int) float64 {
	if s.Hands == 0 {
		return 0
	}
	return float64(n) / float64(s.Hands)
}

// WonShowdown is the share of its showdowns it won some of.
func (s SeatStats) WonShowdown() float64 {
	if s.Showdowns == 0 {
		return 0
	}
	return float64(s.WonShow) / float64(s.Showdowns)
}

// BBPer100 is its result in big bets per 100 hands, with a 95% confidence
// interval.
func (s SeatStats) BBPer100() (mean, lo, hi float64) { return BBPer100(s.Hands, s.Sum, s.SumSq) }

// BBPer100 is a result in big bets per 100 hands from the number of hands
// and the sum and sum of squares of the result a hand in big bets, with a
// 95% confidence interval: the mean a hand ± 1.96 standard errors, times
// 100. The arena's seats and the review's record both use it.
func BBPer100(hands int, sum, sumSq float64) (mean, lo, hi float64) {
	if hands == 0 {
		return 0, 0, 0
	}
	n := float64(hands)
	m := sum / n
	half := 0.0
	if hands > 1 {
		v := (sumSq - n*m*m) / (n - 1)
		half = 1.96 * math.Sqrt(max(0, v)/n)
	}
	return 100 * m, 100 * (m - half), 100 * (m + half)
}

// Stats gathers SeatStats from finished hands.
type Stats struct {
	Seats []SeatStats // in the table's seat order
	big   float64
	vpip  []bool // scratch: a flag a seat for the hand being read
	raise []bool
}

// NewStats counts for the seats of table t played by bots (one a player).
func NewStats(t engine.Table, bots []Bot) *Stats {
	s := &Stats{big: float64(t.Stakes.Big)}
	for i, p := range t.Players {
		st := SeatStats{Seat: p.Seat}
		if i < len(bots) {
			st.Bot, st.Label = bots[i].Style(), Label(bots[i])
		}
		s.Seats = append(s.Seats, st)
	}
	s.vpip = make([]bool, len(s.Seats))
	s.raise = make([]bool, len(s.Seats))
	return s
}

func (s *Stats) index(seat int) int {
	for i := range s.Seats {
		if s.Seats[i].Seat == seat {
			return i
		}
	}
	return -1
}

// Add counts one finished hand (dealt from the same table, every hand from
// the table's stacks).
func (s *Stats) Add(h *engine.Hand) {
	clear(s.vpip)
	clear(s.raise)
	for _, a := range h.Actions() {
		i := s.index(a.Seat)
		if i < 0 || a.Street != 3 {
			continue
		}
		switch {
		case a.Kind == engine.Call:
			s.vpip[i] = true
		case a.Kind.Aggressive():
			s.vpip[i], s.raise[i] = true, true
		}
	}
	if sd := h.Showdown(); sd != nil {
		for _, sh := range sd.Order {
			if i := s.index(sh.Seat); i >= 0 {
				s.Seats[i].Showdowns++
				won := false
				for _, p := range sd.Pots {
					for _, w := range p.Winners {
						won = won || w == sh.Seat
					}
				}
				if won {
					s.Seats[i].WonShow++
				}
			}
		}
	}
	dealt := h.Table().Players // the stacks the hand began with (carried over in a session)
	for k, c := range h.Stacks() {
		i := s.index(c.Seat)
		if i < 0 || dealt[k].Stack == 0 {
			continue // sat out
		}
		st := &s.Seats[i]
		st.Hands++
		if s.vpip[i] {
			st.VPIP++
		}
		if s.raise[i] {
			st.Raised++
		}
		bb := float64(c.Amount-dealt[k].Stack) / s.big
		st.Sum += bb
		st.SumSq += bb * bb
	}
}
