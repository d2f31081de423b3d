// Package review goes over a finished hand, decision by decision, for one
// seat: what the coach (bots.Advise) would have done from that seat's view
// as it was, whether the player did it, and what a costly difference
// cost in big bets. It reads hands as records (bots/record: the log, which
// holds every card, and who plays each seat), but hands the coach only the
// seat's own view, as at the table. It imports engine, bots, bots/record
// and the standard library; nothing that draws or does I/O.
package review

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"

	"razz/bots"
	"razz/bots/record"
	"razz/engine"
)

// Decision is one decision of the seat, with the coach's view of it. Its
// JSON is the object `razz review --json` writes a line.
type Decision struct {
	Hand    int     `json:"hand"`
	Index   int     `json:"action_index"` // its position in the log's actions list, from 0
	Street  int     `json:"street"`
	Action  string  `json:"action"`
	Equity  float64 `json:"equity"`       // against any down cards
	RangeEq float64 `json:"range_equity"` // against the ranges the betting shows
	PotOdds float64 `json:"pot_odds"`     // to_call / (pot + to_call), pot being every chip in before it
	Advice  string  `json:"advice"`
	Reason  string  `json:"reason"`
	Mistake bool    `json:"mistake"`
	CostBB  float64 `json:"cost_bb"`
	// CostHalf is the 95% interval's half-width of CostBB (the lookahead's),
	// and CostDeals the deals it played each choice on (0 and 0 where
	// nothing was played on).
	CostHalf  float64 `json:"cost_half"`
	CostDeals int     `json:"cost_deals"`

	Seat int           `json:"-"`
	Did  engine.Option `json:"-"` // what the player did
	// DidBB is what the action put in, in big bets: a cost above a call's
	// own price is the bets after it (a raise behind, later streets).
	DidBB   float64           `json:"-"`
	Coach   bots.Advice       `json:"-"`
	Differs bool              `json:"-"` // the player did something else than the advice
	Kind    Kind              `json:"-"` // the kind of mistake ("" when none)
	Boards  []engine.SeatView `json:"-"` // every seat as it was (the seat's own down cards too)
}

// Mark is the decision's mark at the head of its line, two cells wide: a
// cross for a mistake, a tick where the player did what the coach does,
// blank for a difference that is no mistake.
func (d Decision) Mark() string {
	switch {
	case d.Mistake:
		return "✗ "
	case !d.Differs:
		return "✓ "
	}
	return "  "
}

// Kind is a kind of mistake, the key the stats keep it under.
type Kind string

// The kinds of mistake.
const (
	RoughStart  Kind = "rough-start"
	MissedSteal Kind = "missed-steal"
	FoldedOdds  Kind = "folded-odds"
	Chased      Kind = "chased"
	SeventhCall Kind = "seventh-call"
	LooseCall   Kind = "loose-call"
	Passive     Kind = "passive"
	Overplayed  Kind = "overplayed"
)

// Label is a kind as a learner reads it in the list of leaks.
func (k Kind) Label() string {
	switch k {
	case RoughStart:
		return "played a start the strategy folds"
	case MissedSteal:
		return "missed a steal"
	case FoldedOdds:
		return "folded with the pot odds to call"
	case Chased:
		return "chased with a worse draw against a better board"
	case SeventhCall:
		return "called on seventh with too little chance"
	case LooseCall:
		return "called without the odds"
	case Passive:
		return "checked or called a hand worth a bet"
	case Overplayed:
		return "bet or raised a hand not worth it"
	}
	return string(k)
}

// MistakeBB is the smallest cost in big bets that makes a difference a
// mistake, and only when the cost's interval is clear of zero; smaller
// differences are close calls.
const MistakeBB = 0.25

// CostRollouts is how many deals the review plays each of the two choices
// on (the advice and what the player did) to find what a difference cost
// at first (from 32, stopping where a first lucky estimate looked a sure
// mistake put the review's costs at 1.67 times the reference's and 7.5%
// of its mistakes at no loss, TestReviewCalibration -calibrate 150; from
// 128, 1.19 and 5.4%); CostBudget the most, where the first deals leave the verdict
// open (a mistake not sure, a cost of 0.4 big bets not ruled out). At 256
// a heads-up steal folded against a king's bring-in read 0.24 ± 0.33 and
// passed, where 4,096 deals put it at 0.45 ± 0.07: a fold, whose cost a
// learner most often misses, is played on to FoldBudget
// (TestMissedFoldsAreMistakes).
const (
	CostRollouts = 128
	CostBudget   = 256
	FoldBudget   = 1024
)

// Hand is the review of one hand for one seat.
type Hand struct {
	Hand      int
	Seat      int
	Name      string
	Decisions []Decision
}

// Summary adds up reviews.
type Summary struct {
	Hands, Decisions, Differ, Mistakes int
	CostBB                             float64
}

// Add counts one hand's review.
func (s *Summary) Add(h Hand) {
	s.Hands++
	for _, d := range h.Decisions {
		s.Decisions++
		if d.Differs {
			s.Differ++
		}
		if d.Mistake {
			s.Mistakes++
			s.CostBB += d.CostBB
		}
	}
}

// String is the summary line: "12 decisions, 3 differ from the coach (1
// close call), 2 mistakes costing about 1.40 big bets".
func (s Summary) String() string {
	hands := ""
	if s.Hands != 1 {
		hands = strconv.Itoa(s.Hands) + " hands, "
	}
	mistakes := "no mistakes" // not "0 mistakes costing about 0.00 big bets"
	if s.Mistakes > 0 {
		mistakes = fmt.Sprintf("%d mistake%s costing about %.2f big bets", s.Mistakes, plural(s.Mistakes), s.CostBB)
	}
	differ := "differ" // "1 differs from the coach", "2 differ"
	if s.Differ == 1 {
		differ = "differs"
	}
	// A difference that is no mistake is a close call, said as one: "1
	// differs from the coach, no mistakes" read as a contradiction.
	closeCalls := ""
	if n := s.Differ - s.Mistakes; n > 0 {
		closeCalls = fmt.Sprintf(" (%d close call%s)", n, plural(n))
	}
	return fmt.Sprintf("%s%d decision%s, %d %s from the coach%s, %s", hands, s.Decisions, plural(s.Decisions), s.Differ, differ, closeCalls, mistakes)
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// ViewAt is the view of the seat that took action index (its place in the
// log's actions, from 0) just before it acted: what it knew then, as the
// record's walk gives it.
func ViewAt(r record.Record, index int) (engine.View, error) {
	l := r.Log
	if index < 0 || index >= len(l.Actions) {
		return engine.View{}, fmt.Errorf("no action %d in hand %d", index, l.Hand)
	}
	if l.Actions[index].Action == engine.Ante.String() {
		return engine.View{}, fmt.Errorf("action %d is an ante", index)
	}
	seat := l.Actions[index].Seat
	steps, err := r.Walk(seat)
	for i := 1; i < len(steps); i++ {
		if steps[i].Index == index {
			if v := steps[i-1].View; v.ToAct == seat {
				return v, nil
			}
			return engine.View{}, fmt.Errorf("action %d: seat %d is not to act", index, seat)
		}
	}
	if err != nil {
		return engine.View{}, err
	}
	return engine.View{}, fmt.Errorf("action %d: the hand ended before it", index)
}

// Review goes over one hand for seat, walking it as the seat saw it
// (record.Record.Walk): at each of the seat's decisions, its view then
// and what it did, the other seats read by their models (the record's:
// who plays each, never a name). The log must fit the rules (the walk
// says why when it does not); a seat not dealt in, or whose down cards
// nobody saw, is an error too.
func Review(r record.Record, seat int) (Hand, error) {
	return ReviewContext(context.Background(), r, seat)
}

// ReviewContext is Review stopped when ctx is done, before the next
// decision is judged (each takes the coach's lookahead): the review of a
// hand whose player has gone (razz serve) is work nobody reads. It
// returns ctx's error then.
func ReviewContext(ctx context.Context, r record.Record, seat int) (Hand, error) {
	l := r.Log
	out := Hand{Hand: l.Hand, Seat: seat, Name: r.Name(seat)}
	steps, err := r.Walk(seat)
	if err != nil {
		return Hand{}, err
	}
	if !slices.ContainsFunc(l.Seats, func(s engine.LogSeat) bool { return s.Seat == seat }) {
		return Hand{}, fmt.Errorf("seat %d was not dealt in", seat)
	}
	if err := r.Seen(seat); err != nil {
		return Hand{}, err
	}
	models := r.Models()
	for i, st := range steps {
		if !st.Decides || i+1 == len(steps) {
			continue
		}
		if err := ctx.Err(); err != nil {
			return Hand{}, err
		}
		next := steps[i+1]
		if dec, ok := judge(st.View, next.Played(), models); ok {
			dec.Hand, dec.Index = l.Hand, next.Index
			out.Decisions = append(out.Decisions, dec)
		}
	}
	return out, nil
}

// judge reviews one action from the view before it; a bring-in that could
// not complete is no decision (posting or completing is one: the coach
// box advises it, and practice asks it). A difference from the advice
// costs what the lookahead says it costs (the advice and the action
// played on over the same deals), and is a mistake from MistakeBB with
// the interval clear of zero.
func judge(v engine.View, act engine.Action, models bots.Models) (Decision, bool) {
	if act.Kind == engine.BringIn && !slices.ContainsFunc(v.Legal, func(o engine.Option) bool { return o.Kind == engine.Complete }) {
		return Decision{}, false
	}
	// The advice of the table's coach box, its third-street lookahead
	// included: the review never names as the coach's a play the box
	// advised against.
	work := func() Decision {
		d := judgeWith(v, bots.Advise(v, models), act, models)
		d.Coach = d.Coach.Light() // its cost is known: kept without the lookahead to play on
		return d
	}
	key, keyed := judgeKey(&v, act, models)
	if !keyed {
		return work(), true
	}
	d := judged.Do(key, work)
	d.Boards = v.Seats // the same seats as the view the verdict was judged from
	return d, true
}

// judged keeps the verdicts judged lately (judge's), so that a decision
// reviewed again is not judged again: a verdict is a function of the
// view, the action and the seats' models alone (the advice's and the
// lookahead's seeds are the view's and costSeed), and judging one takes
// the coach's advice and often its lookahead, milliseconds to a tenth of
// a second. The same hand is reviewed again when the History screen's
// replay of it is opened again, by razz review after an import's recap,
// and as the same deal from another file (PHH, PokerStars text and hand
// logs of one hand are one view to its seat). Each verdict holds its
// advice without the lookahead and ranges it read (Advice.Light).
var judged = bots.Recent[Decision]{Max: judgedMax}

// judgedMax is the verdicts a generation of judged holds.
const judgedMax = 256

// judgeKey is what a verdict of judge is a function of: the view and the
// seats' models as bots.ViewKey writes them (a nil models plays the cost
// on from the advice's own lookahead), and the action. false when it
// cannot be written (a model's NaN).
func judgeKey(v *engine.View, act engine.Action, models bots.Models) (string, bool) {
	k, ok := bots.ViewKey(v, models)
	a, err := json.Marshal(act)
	return k + string(a), ok && err == nil
}

// Judge is the coach's verdict on act, taken from the view v of the seat
// to act with the coach's advice a there: whether act differs from it,
// and what it gives up in big bets (the lookahead's, in the view's big
// bets), the other seats read by models (the hand's: record.Record.Models).
// Unlike Review it judges a bring-in too: practice asks it as a choice
// when the seat could complete instead.
func Judge(v engine.View, a bots.Advice, act engine.Action, models bots.Models) Decision {
	return judgeWith(v, a, act, models)
}

func judgeWith(v engine.View, a bots.Advice, act engine.Action, models bots.Models) Decision {
	var did engine.Option
	for _, o := range v.Legal {
		if o.Kind == act.Kind && (act.To == 0 || o.To == act.To) {
			did = o
		}
	}
	d := Decision{Street: v.Street, Seat: v.Seat, Action: act.Kind.String(), Equity: round(a.Equity, 4),
		RangeEq: round(a.RangeEquity.Value, 4), PotOdds: round(a.Odds, 4), Advice: a.Option.Kind.String(), Reason: a.Reason,
		Did: did, DidBB: float64(did.Put) / float64(max(v.Stakes.Big, 1)), Coach: a, Boards: v.Seats}
	d.Differs = Class(did.Kind) != Class(a.Option.Kind)
	if d.Differs {
		d.Kind = kind(v, a, did)
		// Played on until the verdict is clear, or the budget is spent, on
		// a lookahead of its own from the seats' models (a saved hand's
		// always: bots/record gives every seat one). Without models (the
		// advice read nobody's style) it is the advice's own lookahead
		// where it played one (third street), else the two choices on the
		// ranges the advice read. Playing a hand's costs on the advice's
		// lookahead and ranges too was no clear gain and saved no time
		// (TestReviewCalibration -calibrate 400: on average 0.81 of the
		// reference's cost where their own lookahead gives 0.89, a mean
		// |difference| of 0.284 bb against 0.318, free mistakes 2 of 87
		// against 3).
		budget := CostBudget
		if did.Kind == engine.Fold {
			budget = FoldBudget
		}
		vals, deals, ok := bots.Value{}, 0, false
		if models == nil {
			vals, deals, ok = a.CostOf(&v, did, CostRollouts, budget, costSeed, settled)
		}
		if !ok {
			la := bots.Lookahead{Models: models, Hero: bots.Grinder, Ranges: 96, Seed: costSeed}
			vals, deals = la.CompareUntil(&v, a.Option, did, CostRollouts, budget, settled)
		}
		d.CostBB, d.CostHalf, d.CostDeals = round(vals.Mean, 2), round(vals.Half, 2), deals
		d.Mistake = vals.Mean >= MistakeBB && vals.Mean-vals.Half > 0
		if !d.Mistake {
			d.Kind = ""
		}
	}
	return d
}

// settled reports whether a cost's verdict is clear: a mistake (at least
// MistakeBB, its interval clear of zero), or no mistake of 0.4 big bets or
// more (the top of its interval below 0.4: a cost that size is what must
// never pass).
func settled(c bots.Value) bool {
	return c.Mean >= MistakeBB && c.Mean-c.Half > 0 || c.Mean+c.Half < 0.4
}

// costSeed seeds the review's lookahead: the same hand gets the same review.
const costSeed = 0x726576696577

// The choices Class groups actions into, by what they put in.
const (
	GiveUp = 0 // fold
	StayIn = 1 // check, call or bring in: stay in cheaply
	BetIn  = 2 // complete, bet or raise: put in a new bet
)

// Class groups actions the way the advice matters: give up, stay in
// cheaply, or put in a new bet. Calling the bring-in and checking are the
// same choice; completing, betting and raising are too.
func Class(k engine.ActionKind) int {
	switch {
	case k == engine.Fold:
		return GiveUp
	case k.Aggressive():
		return BetIn
	}
	return StayIn
}

// kind names a difference from the advice by what was given up: a fold
// of a hand worth playing, a start or a call the strategy folds, a check
// or call of a hand worth a bet, a bet of one not worth it.
func kind(v engine.View, a bots.Advice, did engine.Option) Kind {
	adv, got := Class(a.Option.Kind), Class(did.Kind)
	steal := a.Why.Code.Steals() && v.Street == 3
	switch {
	case got == GiveUp:
		if steal {
			return MissedSteal
		}
		return FoldedOdds
	case adv == GiveUp:
		switch {
		case v.Street == 3:
			return RoughStart
		case v.Street == 7:
			return SeventhCall
		case a.Best != v.Seat:
			return Chased
		}
		return LooseCall
	case adv == BetIn:
		if steal {
			return MissedSteal
		}
		return Passive
	}
	return Overplayed
}

func round(f float64, places int) float64 {
	p := 1.0
	for range places {
		p *= 10
	}
	if f < 0 {
		return -float64(int64(-f*p+0.5)) / p
	}
	return float64(int64(f*p+0.5)) / p
}

// CostWords is a mistake's cost as the lookahead measured it: "about 0.42
// big bets (±0.20, the advice and your play each played on 128 deals)"; a
// cost that names no deals (a saved review without them) says itself alone.
func (d Decision) CostWords() string {
	if d.CostDeals == 0 {
		return fmt.Sprintf("about %.2f big bets", d.CostBB)
	}
	s := fmt.Sprintf("about %.2f big bets (±%.2f, the advice and your play each played on %d deals)", d.CostBB, d.CostHalf, d.CostDeals)
	if d.Did.Kind == engine.Call && d.DidBB > 0 && d.CostBB-d.CostHalf > d.DidBB {
		// "about 1.19 big bets" for a call of one read as a wrong sum
		s += fmt.Sprintf(", more than the call's %.2f: the bets after it are counted too", d.DidBB)
	}
	return s
}

// CostShort is CostWords without how it was played: "about 0.42 big bets
// (±0.20)", for a line that has no room for more; a no-break space holds
// the ± to its figure where the line is wrapped.
func (d Decision) CostShort() string {
	if d.CostDeals == 0 {
		return fmt.Sprintf("about %.2f big bets", d.CostBB)
	}
	return fmt.Sprintf("about %.2f big bets\u00a0(±%.2f)", d.CostBB, d.CostHalf)
}
