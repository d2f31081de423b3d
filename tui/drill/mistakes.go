package drill

import (
	"fmt"
	"math/rand/v2"

	"razz/bots"
	"razz/bots/record"
	"razz/bots/review"
)

// Mistakes is "Your mistakes": the decisions the coach marked as mistakes
// in the hands the user played, asked again on a spaced-repetition
// schedule kept in the stats file (a spot answered right comes back later
// each time, one answered wrong comes back next). The quiz deals them
// with FromSpot; with none kept yet it deals third-street spots.
var Mistakes Drill = mistakesDrill{}

type mistakesDrill struct{}

func (mistakesDrill) ID() string    { return "mistakes" }
func (mistakesDrill) Title() string { return "Your mistakes" }
func (mistakesDrill) About() string { return "the coach's spots from your own hands, again" }

// New is a third-street spot: what the drill deals while no mistake of the
// user's is kept.
func (mistakesDrill) New(r *rand.Rand, l Difficulty) Question {
	q := Third.New(r, l).(*ThirdQuestion)
	q.Note = "No mistake of yours is kept yet: the coach keeps them from the hands you play. Meanwhile, a third-street spot."
	return q
}

// FromSpot is the question of a kept spot: the hand's log line and the
// place of the decision in its actions; spot is its place in the record.
// Nil when the log cannot be replayed to that decision.
func (mistakesDrill) FromSpot(log string, index, spot int, kind string) Question {
	rec, err := record.Parse([]byte(log))
	if err != nil {
		return nil
	}
	l := rec.Log
	v, err := review.ViewAt(rec, index)
	if err != nil || len(v.Legal) == 0 {
		return nil
	}
	for i := range v.Seats {
		if v.Seats[i].Seat != v.Seat {
			v.Seats[i].Name = fmt.Sprintf("Seat %d", v.Seats[i].Seat)
		}
	}
	did := l.Actions[index].Action
	// The coach reads the seats as the review that kept the spot did: by
	// who played them (the record's models), whatever the names shown.
	return &ThirdQuestion{Difficulty: Normal, View: v, Advice: bots.Advise(v, rec.Models()), SpotAt: spot, Did: did, Kind: review.Kind(kind).Label()}
}
