package bots

import (
	"strconv"
	"strings"

	"razz/engine"
)

// Code is why a decision was made, as a type the program can read: the
// review classifies mistakes from it and the drills pick their spots by
// it. The words a learner reads come from the narrator (words), never the
// other way round.
type Code uint8

// The reasons. Third street first, then the later streets.
const (
	NoCode Code = iota
	// Third street.
	BringInValue     // the forced bring-in completes a start worth it
	BringInPost      // the forced bring-in posts the minimum
	BringInWait      // heads-up, the bring-in posts the minimum with a start worth playing, to raise the steal
	SlowPlay         // a start worth completing just calls, to hide its strength
	CompleteValue    // completes for value
	Steal            // completes to steal against high door cards behind
	OpenComplete     // a playable start comes in completing
	OpenCall         // a playable start comes in cheaply
	FoldStart        // a start too weak to come in
	RaiseValue       // raises a completion for value
	ReSteal          // re-raises a likely steal
	Defend           // the bring-in defends against a likely steal
	CallCompletion   // calls a completion
	CallPrice        // calls a completion for its price: a start cheap enough to play on
	CallRaised       // completed, and calls one raise: worth one more bet at that price
	FoldToCompletion // folds to a completion
	// Later streets.
	BetPassive     // worth a bet, but checks (a passive style)
	BetValue       // bets for value
	BetBoard       // bets the best board whatever the hand
	CheckWeak      // not enough to bet
	RaisePassive   // worth a raise, but calls (a passive style)
	RaiseLater     // raises for value
	RaiseBoard     // raises on the strength of its board
	CallOdds       // the equity pays the price
	FoldRaisedBack // raised back by a better board
	CallRaisedBack // one more bet after raising is too cheap to give up
	FoldOdds       // the equity does not pay the price
	// Looked ahead: the action that played on best (the Shark).
	LookedAhead
	// Third street, heads-up against the bring-in's door card.
	OpenLowDoor // comes in cheaply against a bring-in whose low door card may defend
	// Third street, heads-up against a bring-in whose style defends it.
	OpenDefended // comes in cheaply: a steal would win nothing by a fold
	FoldDefended // folds a start that would only steal
)

// Steals reports whether the code is a steal or re-steal.
func (c Code) Steals() bool { return c == Steal || c == ReSteal }

// Defends reports whether the code is a bring-in's defence.
func (c Code) Defends() bool { return c == Defend }

// Slip is a beginner's mistake a bot made on purpose (its level).
type Slip uint8

// The slips.
const (
	NoSlip    Slip = iota
	LooseSlip      // called when the hand said fold
	TimidSlip      // checked or called when it said bet
	SoonSlip       // folded a hand worth a call
)

// Facing is what a third-street completion looked like to the seat facing it.
type Facing uint8

// The completions.
const (
	Completion    Facing = iota // a plain completion (perhaps raised)
	StealerDoor                 // from a door above five and above the seat's: perhaps a steal
	StealerBehind               // with only high door cards behind it: the spot to steal from
)

// Why is a decision's typed reason and the figures behind it.
type Why struct {
	Code Code
	Slip Slip
	// Third street.
	Doors     []engine.Card // the door cards still to act behind (a steal names them)
	LowBehind int           // of those, how many are eight or lower
	Facing    Facing
	Raises    int         // raises after the completion
	AggrDoor  engine.Card // the completer's door card
	Defender  string      // OpenDefended, FoldDefended: the bring-in's style (Params.Noun)
	// Later streets (and third street's price).
	Equity, Fair, Need, Price float64
	ToCall, Pot               int
	Best                      bool // its board is the best showing
	Ranged                    bool // Equity is against the ranges the betting shows, not any cards
	// LookedAhead: the gain of the action over the next best, in big
	// bets, and its interval's half-width.
	Gain, GainCI float64
	Deals        int
}

// words is the narrator: a decision's reason in the words a learner reads,
// about the bot ("it needs"); the coach turns them to the player (toYou).
// It opens with the rule that forced the play, if one did (Why.rule).
func (s *situation) words(w Why) string { return w.rule() + s.judged(w) }

// rule is the rule that forced the play, said before any judgement of it
// (which no style's measure decides): "the high door card must bring in; "
// for a bring-in posted at the minimum, else "".
func (w Why) rule() string {
	if w.Code == BringInPost {
		return "the high door card must bring in; "
	}
	return ""
}

// judged is the reason after its rule: the judgement of the play.
func (s *situation) judged(w Why) string {
	out := s.reasonWords(w)
	if w.Code == RaiseValue || w.Code == RaiseLater || w.Code == RaiseBoard {
		if s.capped() {
			out += ", but no raise is left to make this street, so a call is all there is"
		}
	}
	return out
}

// capped: no bet, completion or raise is left to make this street.
func (s *situation) capped() bool {
	for _, o := range s.v.Legal {
		if o.Kind.Aggressive() {
			return false
		}
	}
	return true
}

// later reports whether the code is a later street's judgement of the
// share (laterWords says it).
func (c Code) later() bool { return c >= BetPassive && c <= FoldOdds }

func (s *situation) reasonWords(w Why) string {
	if w.Code.later() {
		return s.laterWords(w)
	}
	hand := s.startWords()
	lowBehind := ""
	// Nobody behind can raise a capped pot: the low door cards still to
	// call or fold there are no reason to fold.
	switch {
	case s.capped():
	case w.LowBehind == 1:
		lowBehind = "one low door card acts after it"
	case w.LowBehind > 1:
		lowBehind = count(w.LowBehind) + " low door cards act after it"
	}
	what := "a completion"
	if w.Raises > 0 {
		what = "a completion and " + count(w.Raises) + " raise" + plural(w.Raises)
	}
	switch w.Facing {
	case StealerDoor:
		what = "a completion from " + article(w.AggrDoor.Rank()) + " " + w.AggrDoor.Rank().Word() + " door card, perhaps a steal" // not "likely": the read of its betting, shown beside, may say otherwise
	case StealerBehind:
		what = "a completion from " + w.AggrDoor.Pretty() + " with only high door cards (nine or above) behind it, the spot to steal from"
	}
	var myDoor engine.Card
	if len(s.me.Up) > 0 {
		myDoor = s.me.Up[0]
	}
	price := ""
	if w.ToCall > 0 {
		price = " (" + strconv.Itoa(w.ToCall) + " to win " + strconv.Itoa(w.Pot) + ")"
	}
	if w.Code == CompleteValue || w.Code == SlowPlay || w.Code == OpenComplete || w.Code == Steal {
		if _, open := s.option(engine.Complete); !open && s.bringInAllIn() {
			// nothing to complete against, and nothing to hide
			return s.about("the bring-in is all-in and nobody is left to call a completion, so a call is all there is")
		}
	}
	switch w.Code {
	case BringInValue:
		return s.startIs("too good to just bring in")
	case BringInPost:
		return s.startName() + " is not worth completing"
	case OpenLowDoor:
		return s.about("heads-up the bring-in's " + w.AggrDoor.Rank().Word() + " door card is low and may hold a start worth defending, so it comes in cheaply")
	case OpenDefended, FoldDefended:
		why := s.about("heads-up the bring-in plays like a " + w.Defender + ", who seldom gives up the bring-in to a steal and bets on without an edge, so a steal wins nothing by a fold")
		if w.Code == OpenDefended {
			return why + "; it comes in cheaply"
		}
		return why + ", and the start is too weak to play on"
	case BringInWait:
		return s.about("heads-up it posts only the bring-in, since the one player left completes most starts and it can raise then")
	case SlowPlay:
		if s.told {
			return "its start is worth more than a call, but it just calls to hide its strength"
		}
		return hand + "; it just calls to hide its strength"
	case CompleteValue:
		return s.startIs("worth completing for value")
	case Steal:
		return s.stealWords(w, myDoor)
	case CallRaised:
		if w.Raises > 1 {
			return s.about("it raised, and what was worth raising is worth one more bet against one raise back")
		}
		return s.about("it completed, and what was worth completing is worth one more bet against one raise")
	case OpenComplete:
		return s.startIs("good enough to come in completing")
	case OpenCall:
		if s.told {
			return "its start is worth coming in cheaply"
		}
		return hand + ": it comes in cheaply"
	case FoldStart, FoldToCompletion:
		// The verdict after the start, whether or not the start is told
		// ("its start is too weak to come in", never a bare "its start").
		why := s.startIs("too weak to come in")
		if w.Code == FoldToCompletion {
			why = s.startIs("too weak to call " + what)
		}
		if lowBehind != "" {
			why += ", and " + lowBehind
		}
		return why
	case RaiseValue:
		return s.startIs("strong enough to raise " + what)
	case ReSteal:
		return "a re-steal against " + what + " with " + s.startName()
	case Defend:
		return s.about("it defends its bring-in against " + what)
	case CallCompletion:
		return s.startIs("good enough to call " + what)
	case CallPrice:
		return s.startIs("cheap enough" + price + " to play on against " + what + ", for the start and the cards to come")
	case LookedAhead:
		return "played on over " + strconv.Itoa(w.Deals) + " deals, this wins " + strconv.FormatFloat(w.Gain, 'f', 2, 64) + " big bets a hand more than the Grinder's play (±" + strconv.FormatFloat(w.GainCI, 'f', 2, 64) + ")"
	}
	return ""
}

// stealWords is a steal's reason: the door cards left to act against the
// stealer's.
func (s *situation) stealWords(w Why, myDoor engine.Card) string {
	st := s.start
	if s.v.Limits.Bets == 0 && Grinder.Tuned != nil && len(w.Doors) > 0 && !allHigh(w.Doors) {
		// The tuned steal asks for no lower door card behind: an
		// equal one is no higher.
		than := "every door card left to act (" + engine.JoinCards(w.Doors, ", ", engine.Card.Pretty) + ") is higher than "
		for _, d := range w.Doors {
			if d.Rank() == myDoor.Rank() {
				than = "no door card left to act (" + engine.JoinCards(w.Doors, ", ", engine.Card.Pretty) + ") is lower than "
			}
		}
		if s.told {
			return "a steal: " + than + "its " + myDoor.Rank().Word() + ", and it plays on if called"
		}
		return "a steal: " + than + st.text + "'s " + myDoor.Rank().Word() + ", and " + st.text + " plays on if called"
	}
	holder := st.text
	if s.told {
		holder = "it"
	}
	return "a steal: only high door cards, nine or above (" + engine.JoinCards(w.Doors, ", ", engine.Card.Pretty) + "), are left to act, and " + holder + " has " + article(myDoor.Rank()) + " " + myDoor.Rank().Word() + " showing"
}

// startIs is the start's verdict: "7-4-A, with live cards: worth
// completing for value", or "its start is worth completing for value"
// told to others.
func (s *situation) startIs(verdict string) string {
	if s.told {
		return "its start is " + verdict
	}
	return s.startWords() + ": " + verdict
}

// about is a reason about the spot after the start: "7-4-A, with live
// cards: heads-up ...", or the reason alone told to others (never "its
// start: heads-up ...").
func (s *situation) about(reason string) string {
	if s.told {
		return reason
	}
	return s.startWords() + ": " + reason
}

// startWords is the start as a reason describes it ("7-4-A is three cards
// to a seven, with live cards ..."), or, told to others (told), words that
// name none of its cards: its down cards are its own.
func (s *situation) startWords() string {
	if s.told {
		return "its start"
	}
	return s.start.describe() + ", " + s.start.live()
}

// startName is the start as a reason names it ("7-4-A"), or "its start"
// told to others.
func (s *situation) startName() string {
	if s.told {
		return "its start"
	}
	return s.start.text
}

func allHigh(doors []engine.Card) bool {
	for _, d := range doors {
		if d.Rank() <= engine.Eight {
			return false
		}
	}
	return true
}

// laterWords is a later street's reason: the holding, its share of the
// pot and the boards, then the verdict.
func (s *situation) laterWords(w Why) string {
	v := &s.v
	mine := engine.NewBoard(s.me.Seat, s.me.Up)
	var notes strings.Builder
	for i := range s.nOpp {
		o := s.opps[i]
		b := engine.NewBoard(o.Seat, o.Up)
		if n := len(o.Up); n >= 2 {
			last := o.Up[n-1]
			paired := false
			for _, c := range o.Up[:n-1] {
				paired = paired || c.Rank() == last.Rank()
			}
			if paired || last.Rank() >= engine.Nine {
				if notes.Len() > 0 {
					notes.WriteString(", ")
				}
				notes.WriteString(s.called(o))
			}
			switch {
			case paired:
				notes.WriteString(" paired (" + b.Partial() + ")")
			case last.Rank() >= engine.Nine:
				notes.WriteString(" caught a brick (" + last.Pretty() + ")")
			}
			if (paired || last.Rank() >= engine.Nine) && v.Street == 7 {
				notes.WriteString(" on sixth street") // seventh's card is down: the last up card came on sixth
			}
		}
	}
	// The verdict on a call is the share against what the call needs
	// (the price, scaled for the cards and bets to come): both are said, and to a tenth
	// where whole percents would round them alike.
	if w.ToCall > 0 && s.eqHalf <= 0.02 && (pct(w.Equity) == pct(w.Need) || pct(w.Equity) == pct(w.Price)) {
		s.tenths = true
	}
	why := laterWhy(s, w, mine, notes.String())
	odds := ""
	if w.ToCall > 0 {
		odds = " and the price is " + strconv.Itoa(w.ToCall) + " to win " + strconv.Itoa(v.Pot) + " (" + s.pct(w.Price) + ")"
		odds += s.needWords(w)
	}
	switch w.Code {
	case BetPassive:
		if s.mixes {
			return why + ": worth a bet, but it checks such a hand now and then on purpose, so that its checks do not always mean a weak hand"
		}
		return why + ": worth a bet, but it plays passively"
	case BetValue:
		if w.Equity < w.Fair && s.nOpp == 1 {
			// heads-up a bet needs less than a fair share (bet_edge_heads_up)
			return why + ": heads-up a bet with a little under a fair share still wins more than a check, so a bet for value"
		}
		return why + ": a bet for value"
	case BetBoard:
		return why + ": it bets the scary board"
	case CheckWeak:
		return why + ": not enough to bet"
	case RaisePassive:
		if s.mixes {
			return why + odds + ": worth a raise, but it just calls with such a hand now and then on purpose, so that its calls do not always mean a weak hand"
		}
		return why + odds + ": worth a raise, but it plays passively and calls"
	case RaiseLater:
		return why + ": a raise for value"
	case RaiseBoard:
		return why + odds + ": it raises on the strength of its board"
	case CallOdds:
		return why + odds + ": worth a call"
	case FoldRaisedBack:
		aggr, _ := v.SeatOf(s.lastAggr)
		ab := engine.NewBoard(aggr.Seat, aggr.Up)
		return why + odds + ": " + s.called(aggr) + " raised it back with a better board (" + ab.Partial() + "), so it gives up"
	case CallRaisedBack:
		return why + odds + ": it raised this street, and one more bet is too cheap to give up"
	}
	return why + odds + ": not worth a call"
}

// needWords says what a call needs when that is not the price: more
// counting the bets still to come (fourth to sixth street), and whatever
// the style's own measure asks (a style that calls light needs less).
func (s *situation) needWords(w Why) string {
	n := s.pct(w.Need)
	if n == s.pct(w.Price) || w.Price <= 0 {
		return ""
	}
	street := CallNeed(s.v.Street, w.ToCall, w.Pot, s.nOpp, s.v.Stakes) / w.Price // the strategy's scale on the price here
	style := w.Need / (w.Price * street)
	var why []string
	switch {
	case street > 1:
		why = append(why, "counting the bets still to come")
	case street < 1:
		why = append(why, "with the cards to come")
	}
	if style < 0.99 || style > 1.01 {
		why = append(why, "by its style's measure")
	}
	return ", so " + strings.Join(why, " and ") + " it needs " + n
}

// pct is a share as the reason writes it: a whole percent, or a tenth
// when whole percents would make a share and what it needs look alike.
func (s *situation) pct(f float64) string {
	if s.tenths {
		return Tenths(f)
	}
	return pct(f)
}

// Said is the estimate as a learner reads it: "23%" within two points
// (95%), else "roughly 23% (±5)".
func (e Estimate) Said() string {
	if e.Rough() {
		return rough(e.Value, e.Half, "")
	}
	return pct(e.Value)
}

// rough is a share wider than two points either way, with its interval
// and a note: "roughly 45% (±22, an estimate)", or its ends where it
// reaches 0% or 100%: "roughly 95% (80 to 100%)".
func rough(v, half float64, note string) string {
	if note != "" {
		note = ", " + note
	}
	if v+half >= 1 || v-half <= 0 {
		lo, hi := max(0, v-half), min(1, v+half)
		return "roughly " + pct(v) + " (" + strconv.Itoa(int(lo*100+0.5)) + " to " + pct(hi) + note + ")"
	}
	return "roughly " + pct(v) + " (±" + strconv.Itoa(halfPoints(half)) + note + ")"
}

// Tenths writes a share to a tenth of a point: "8.6%".
func Tenths(f float64) string { return strconv.FormatFloat(100*f, 'f', 1, 64) + "%" }

// Apart writes a share a player has and the share a call needs so that
// they compare in words as they do in fact: whole percents, or tenths
// where whole percents round them alike (tenths says so, for the figures
// beside them), and "just under" the need where even tenths do.
func Apart(have, need float64) (h, n string, tenths bool) {
	if pct(have) != pct(need) {
		return pct(have), pct(need), false
	}
	h, n = Tenths(have), Tenths(need)
	if h == n && have < need {
		h = "just under " + n
	}
	return h, n, true
}

// slipWords is a slip as the reason's tail.
func (k Slip) words() string {
	switch k {
	case LooseSlip:
		return "calls anyway, a loose call (a slip its level makes on purpose)"
	case TimidSlip:
		return "plays it timidly (a slip its level makes on purpose)"
	case SoonSlip:
		return "gives up too soon (a slip its level makes on purpose)"
	}
	return ""
}

// bringInAllIn: the seat that brought in has no chips left.
func (s *situation) bringInAllIn() bool {
	for _, sv := range s.v.Seats {
		if sv.BroughtIn && sv.AllIn {
			return true
		}
	}
	return false
}
