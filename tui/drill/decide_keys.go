package drill

import (
	"strings"

	"razz/engine"
)

// The keys of a decision (Third, Mistakes): the table's letter for each
// action, plus the letters the README and the Rules name whatever the
// action is called here (c stays in: call, check or bring in; o puts a bet
// in: complete, raise or bet), and for a table letter whose action is not
// open, the rule that shuts it, as the table says it.

// readmeKeys are the letters a class of answer also takes: a call's and a
// completion's (engine.ActionKind.Letter).
var readmeKeys = map[int]string{ThirdCall: engine.Call.Letter(), ThirdComplete: engine.Complete.Letter()}

// decisionKeys adds the README's letters to f's choices (where the table
// gives the letter to no other choice) and f.Refused for the table's
// letters of the actions that are not open.
func (q *ThirdQuestion) decisionKeys(f *Form) {
	if q.Keys == nil {
		return
	}
	taken := map[string]bool{}
	for _, c := range f.Choices {
		for _, k := range c.Keys {
			taken[k] = true
		}
	}
	for i, c := range f.Choices {
		if k := readmeKeys[c.Value]; k != "" && !taken[k] {
			taken[k] = true
			f.Choices[i].Keys = append(f.Choices[i].Keys, k)
			f.Help[i].Key += "/" + k
		}
	}
	f.Refused = map[string]string{}
	for _, kind := range []engine.ActionKind{engine.Fold, engine.Check, engine.Call, engine.BringIn, engine.Complete, engine.Bet, engine.Raise} {
		if k := q.Keys(kind); k != "" && !taken[k] {
			f.Refused[k] = refusal(q.View, kind) + " " + q.Prompt()
		}
	}
}

// refusal says why an action the seat's view does not offer is shut, in
// the engine's words for the same refusal.
func refusal(v engine.View, kind engine.ActionKind) string {
	open := func(k engine.ActionKind) bool {
		for _, o := range v.Legal {
			if o.Kind == k {
				return true
			}
		}
		return false
	}
	bringIn := open(engine.BringIn)
	switch {
	case kind == engine.Fold && bringIn:
		return "The bring-in may not fold: post the bring-in or complete."
	case kind == engine.Fold && open(engine.Check):
		return "No free fold: nobody has bet, so you can check for nothing; folding would throw the hand away."
	case kind == engine.Check && bringIn:
		return "You cannot check: you have the highest door card, so you must post the bring-in or complete."
	case kind == engine.Check:
		return "You cannot check: there is a bet to call."
	case kind == engine.Call:
		return "There is nothing to call."
	case kind == engine.BringIn:
		return "The bring-in is only posted by the seat with the highest door card, before anyone acts."
	case kind == engine.Complete && v.Street > 3:
		return "A completion only happens on third street."
	case kind == engine.Complete:
		return "The bet is already completed: raise instead."
	case kind == engine.Bet && v.Street == 3:
		return "On third street the first bet is a completion, not a bet."
	case kind == engine.Bet:
		return "There is already a bet: raise instead."
	case kind == engine.Raise && v.Bet == 0:
		return "There is no bet to raise."
	case kind == engine.Raise && v.Street == 3 && open(engine.Complete):
		return "Nobody has completed yet: complete to the small bet instead of raising."
	}
	return capitalize(strings.ToLower(kind.String())) + " is not open now."
}
