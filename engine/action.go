package engine

import "fmt"

// ActionKind is what a player (or the dealer, for antes) does.
type ActionKind uint8

// The actions, with their names in the hand log.
const (
	Ante ActionKind = iota + 1
	BringIn
	Complete // the first full bet on third street, over the bring-in
	Bet      // the first bet on streets 4 to 7
	Raise
	Call
	Check
	Fold
)

var actionNames = [...]string{"", "ante", "bring-in", "complete", "bet", "raise", "call", "check", "fold"}

// actionLetters are the letters the actions go by (Letter).
var actionLetters = [...]string{"", "", "i", "o", "b", "r", "c", "k", "f"}

// Letter is the letter an action goes by where there is no room for its
// name: f fold, k check, c call, i bring in, o complete, b bet, r raise
// ("" for an ante, which nobody chooses). The table's keys, plain mode's
// answers and the drills' lines of play all go by these letters.
func (k ActionKind) Letter() string {
	if int(k) < len(actionLetters) {
		return actionLetters[k]
	}
	return ""
}

func (k ActionKind) String() string {
	if int(k) < len(actionNames) && k > 0 {
		return actionNames[k]
	}
	return fmt.Sprintf("action(%d)", k)
}

// ParseActionKind reads a hand-log action name.
func ParseActionKind(s string) (ActionKind, error) {
	for i, n := range actionNames {
		if i > 0 && n == s {
			return ActionKind(i), nil
		}
	}
	return 0, fmt.Errorf("unknown action %q", s)
}

// Aggressive reports whether the action puts in a new bet (complete, bet, raise).
func (k ActionKind) Aggressive() bool { return k == Complete || k == Bet || k == Raise }

// Action is a player's choice. To is the seat's street total after the
// action; it may be left 0 to take the one amount fixed limit allows (it
// is needed only when two amounts are legal, as with the open-pair option).
type Action struct {
	Kind ActionKind
	To   int
}

// Option is a legal action with its amounts: Put is what leaves the stack,
// To the seat's street total after it. AllIn when Put is the whole stack.
type Option struct {
	Kind    ActionKind
	Put, To int
	AllIn   bool
}

// Action is the option as an action to apply.
func (o Option) Action() Action { return Action{o.Kind, o.To} }

// String is the option as a dealer says it: "fold", "check", "call 20",
// "bring in 10", "bet 40", "complete to 20", "raise to 80", with
// " all-in" when it takes the whole stack.
func (o Option) String() string { return o.In("") }

// In is the option as String says it, its amounts written in m: "call
// $0.10" in a cash game's log.
func (o Option) In(m Money) string {
	var s string
	switch o.Kind {
	case Fold, Check:
		return o.Kind.String()
	case Call:
		s = "call " + m.Amount(o.Put)
	case BringIn:
		s = "bring in " + m.Amount(o.Put)
	case Bet:
		s = "bet " + m.Amount(o.Put)
	default:
		s = o.Kind.String() + " to " + m.Amount(o.To)
	}
	if o.AllIn {
		s += " all-in"
	}
	return s
}

// ActionRecord is one line of a hand's action history.
type ActionRecord struct {
	Street int
	Seat   int
	Kind   ActionKind
	Put    int // chips moved from the stack
	To     int // the seat's street total after it (for an ante: the ante)
	AllIn  bool
}

// Chips is an amount for a seat: a return, an award, a share.
type Chips struct {
	Seat   int
	Amount int
}
