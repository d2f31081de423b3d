package drill

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"

	"razz/bots"
	"razz/engine"
)

// Later is "Later streets": a decision on fourth to seventh street, dealt
// by playing a hand with the bots until the asked seat (played as the
// Grinder, the strategy the coach teaches, until then) must act on the
// question's street. The answer is the coach's (bots.Advise), and only a
// spot whose deciding figure is clear of a close call is asked (Clear).
var Later Drill = laterDrill{4, 7}

// LaterOn is the later-streets drill on streets first to last alone (4 to
// 7): a lesson's exercise on fourth street, or on fifth to seventh. It is
// not in the quiz's list (Later is).
func LaterOn(first, last int) Drill {
	return laterDrill{min(max(first, 4), 7), min(max(last, first, 4), 7)}
}

// laterDrill asks decisions on streets first to last.
type laterDrill struct{ first, last int }

func (d laterDrill) ID() string {
	if d == Later {
		return "later-streets"
	}
	return fmt.Sprintf("later-streets-%d-%d", d.first, d.last)
}

func (d laterDrill) Title() string {
	if d == Later {
		return "Later streets"
	}
	if d.first == d.last {
		return capitalize(engine.Street(d.first).Name)
	}
	return capitalize(strings.TrimSuffix(engine.Street(d.first).Name, " street")) + " to " + engine.Street(d.last).Name
}

func (laterDrill) About() string { return "4th to 7th street: check, bet, call, raise or fold?" }

// CloseCall is how near a mark the coach's share may come, beyond its 95%
// interval, before a spot is a close call the drill does not ask: a
// share within its interval plus three points of a mark that decides
// between two answers (the share a call needs, the share a bet or a raise
// needs) could go either way on a few more deals or a slightly different
// read, and a learner should not be marked wrong there.
const CloseCall = closePoints / 100.0

// closePoints is CloseCall in points of the pot.
const closePoints = 3

// laterMargins are the levels' distances from the nearest mark, beyond
// the interval: easy at least 15 points, medium 7 to 15, hard from
// CloseCall to 7, the nearest to the line.
var laterMargins = [NumDifficulties][2]float64{{0.15, 1}, {0.07, 0.15}, {CloseCall, 0.07}}

// laterSearch is how many of the asked seat's decisions a question looks
// at for one of its level (each costs the coach's advice, a few
// milliseconds); past it any clear spot will do. A close call is never
// asked.
const laterSearch = 24

// LaterQuestion is a later-street decision: the seat's view and the
// coach's advice (as ThirdQuestion asks them), its deal's key, and how
// clear of a close call the coach's figure is.
type LaterQuestion struct {
	*ThirdQuestion
	Key       uint64
	Clearance Clearance
}

// Clearance is how far the figure a later-street decision is judged by
// lies from the nearest mark that separates two answers.
type Clearance struct {
	Share float64 // the share of the pot the coach judges by
	Half  float64 // its 95% interval's half-width
	Mark  float64 // the nearest mark
	What  string  // what the mark is: "a call needs", "a bet needs", "a raise needs"
	// Margin is the distance from Mark, less Half: clear when it is at
	// least CloseCall.
	Margin float64
}

func (d laterDrill) New(r *rand.Rand, l Difficulty) Question { return d.deal(r.Uint64(), l) }

// Again is the question of a key written by RepeatKey: a spot the user got
// wrong, asked again.
func (d laterDrill) Again(key string) Question {
	k, l, ok := repeatKey(key)
	if !ok {
		return nil
	}
	return d.deal(k, l)
}

// RepeatKey names the question for Again.
func (q *LaterQuestion) RepeatKey() string { return fmt.Sprintf("%d/%s", q.Key, q.Difficulty) }

// deal deals hands from key until the asked seat decides on the
// question's street (one of the drill's, each as often) in a spot clear
// of a close call, of level l's margin while the search lasts.
func (d laterDrill) deal(key uint64, l Difficulty) *LaterQuestion {
	r := rand.New(rand.NewPCG(key, 0x1a7e_5717))
	street := d.first + r.IntN(d.last-d.first+1)
	looked := 0
	for {
		n := thirdPlayers(r, l)
		me := 1 + r.IntN(n)
		players, err := randomLineup(r, n)
		if err != nil {
			continue
		}
		g, err := bots.Seat([]string{"grinder"}, bots.Normal)
		if err != nil {
			continue
		}
		players[me-1] = g[0]
		h, err := freshHand(r, n)
		if err != nil {
			continue
		}
		for !h.Done() && h.Street() <= street {
			seat := h.ToAct()
			v := h.View(seat)
			if mv, _ := v.SeatOf(me); mv.Folded {
				break // the asked seat is out: deal again
			}
			if seat == me && h.Street() == street && len(v.Legal) > 1 {
				for i := range v.Seats {
					v.Seats[i].Name = fmt.Sprintf("seat %d", v.Seats[i].Seat)
				}
				a := bots.Advise(v, nil) // the seats are strangers: "seat 3" (capitalised where a sentence begins with it)
				looked++
				if c, ok := Clear(a, v); ok {
					m := laterMargins[l]
					if looked > laterSearch || c.Margin >= m[0] && c.Margin < m[1] {
						return &LaterQuestion{Key: key, Clearance: c,
							ThirdQuestion: &ThirdQuestion{Difficulty: l, View: v, Advice: a, SpotAt: -1}}
					}
				}
			}
			if err := h.Apply(players[seat-1].Decide(v, r).Action); err != nil {
				break
			}
		}
	}
}

// Clear reports whether the coach's later-street advice a, on view v, is
// decided by its figure (the share of the pot against the marks of the
// strategy: what a call, a bet or a raise needs) and clear of a close
// call: the share lies on the advised side of every mark between two
// answers open here, by its 95% interval and CloseCall at least. Advice
// decided otherwise (a board raised back, a style's habit) is not clear.
// It reads only the coach's public figures and the Grinder's marks.
func Clear(a bots.Advice, v engine.View) (Clearance, bool) {
	w := a.Why
	if v.Street < 4 || len(v.Legal) < 2 || w.Fair <= 0 {
		return Clearance{}, false
	}
	half := 0.0
	switch {
	case w.Ranged:
		half = a.RangeEquity.Half
	case !a.Exact && a.Trials > 0:
		p := w.Equity
		half = max(1.96*math.Sqrt(p*(1-p)/float64(a.Trials)), 3/float64(a.Trials))
	}
	opps := int(math.Round(1/w.Fair)) - 1
	aggressive := false
	for _, o := range v.Legal {
		aggressive = aggressive || o.Kind.Aggressive()
	}
	type mark struct {
		at    float64
		what  string
		above bool // the advice says the share is above it
	}
	var marks []mark
	switch w.Code {
	case bots.BetValue, bots.CheckWeak:
		if a.ToCall != 0 || !aggressive {
			return Clearance{}, false
		}
		edge := bots.Grinder.Bet
		if opps == 1 && bots.Grinder.Tuned != nil {
			edge = bots.Grinder.Tuned.BetHeadsUp
		}
		marks = []mark{{w.Fair + edge, "a bet needs", w.Code == bots.BetValue}}
	case bots.FoldOdds, bots.CallOdds, bots.RaiseLater:
		if a.ToCall == 0 {
			return Clearance{}, false
		}
		marks = []mark{{w.Need, "a call needs", w.Code != bots.FoldOdds}}
		if aggressive {
			marks = append(marks, mark{w.Fair + bots.Grinder.Raise, "a raise needs", w.Code == bots.RaiseLater})
		}
	default:
		return Clearance{}, false
	}
	c := Clearance{Share: w.Equity, Half: half, Margin: math.Inf(1)}
	for _, m := range marks {
		d := w.Equity - m.at
		if !m.above {
			d = -d
		}
		if d-half < c.Margin {
			c.Mark, c.What, c.Margin = m.at, m.what, d-half
		}
	}
	return c, c.Margin >= CloseCall
}

// Words is the clearance in a sentence: "The share the coach judges by,
// 62% (±2), is 19 points above the 43% a call needs: clear of a close
// call."
func (c Clearance) Words() string {
	side := "above"
	if c.Share < c.Mark {
		side = "below"
	}
	// as sure as the coach says it: "about" within two points (the
	// rounding included), else "roughly" with the interval rounded up
	share := "about " + bots.Percent(c.Share)
	switch {
	case c.Half == 0:
		share = bots.Percent(c.Share)
	case c.Half+0.005 > 0.02:
		share = fmt.Sprintf("roughly %s (±%d)", bots.Percent(c.Share), int(math.Ceil(100*c.Half-1e-9)))
	}
	pts := int(100*math.Abs(c.Share-c.Mark) + 0.5)
	// Said plainly: "clear of a close call (its interval and 3 points
	// more)" was hard to read (the walk-through).
	return fmt.Sprintf("The share the coach judges by, %s, is %d points %s the %s %s, more than its margin of error and %d points besides: no close call.",
		share, pts, side, bots.Percent(c.Mark), c.What, closePoints)
}

// Explain is the decision's explanation (ThirdQuestion's, in the coach's
// words) and how clear of a close call its figure is.
func (q *LaterQuestion) Explain(a Answer, card func(engine.Card) string) Feedback {
	f := q.ThirdQuestion.Explain(a, card)
	f.More = append(f.More, q.Clearance.Words())
	return f
}
