package review

import (
	"razz/bots"
	"razz/engine"
)

// Record is one seat's play over many hand logs (a user's history): what
// a tracker shows.
type Record struct {
	Hands     int
	NetBB     float64 // the result in big bets
	sumSq     float64
	VPIP      int       // hands where the seat put chips in by choice on third street
	Completed int       // hands where it completed or raised on third street
	WentSD    int       // hands it took to the showdown
	WonSD     int       // of those, hands where it won chips
	Running   []float64 // the result after each hand, in big bets
}

// Add counts one hand (a hand the seat was not dealt into counts nothing).
func (r *Record) Add(l engine.HandLog, seat int) { r.AddPlay(l.Play(seat), l.Limits.BigBet) }

// AddPlay counts one hand the seat played, at a big bet of bigBet chips
// (a hand it was not dealt into counts nothing).
func (r *Record) AddPlay(p engine.SeatPlay, bigBet int) {
	if !p.In {
		return
	}
	bb := float64(p.Net) / float64(max(bigBet, 1))
	r.Hands++
	r.NetBB += bb
	r.sumSq += bb * bb
	r.Running = append(r.Running, r.NetBB)
	r.VPIP += count(p.VPIP)
	r.Completed += count(p.Completed)
	r.WentSD += count(p.WentSD)
	r.WonSD += count(p.WonSD)
}

func count(yes bool) int {
	if yes {
		return 1
	}
	return 0
}

// BBPer100 is the result in big bets a hundred hands with its 95%
// interval.
func (r Record) BBPer100() (mean, lo, hi float64) { return bots.BBPer100(r.Hands, r.NetBB, r.sumSq) }

// Share is part over the hands, 0 with none.
func (r Record) Share(part int) float64 {
	if r.Hands == 0 {
		return 0
	}
	return float64(part) / float64(r.Hands)
}
