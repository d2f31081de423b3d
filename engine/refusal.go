package engine

import "fmt"

// Rule names the rule behind a refusal, so that a caller (a screen, the
// coach, a test) can tell which rule refused without matching words.
type Rule uint8

// The rules a table, a deal or an action can be refused by.
const (
	RuleNone         Rule = iota
	RuleHandOver          // the hand has ended
	RuleBringIn           // the bring-in's duty: to post or complete, never to fold; a short stack's post is a bring-in
	RuleNoFreeFold        // a player who may check cannot fold
	RuleWrongAction       // the action does not fit the betting so far (check facing a bet, raise with no bet, a completion after third street)
	RuleFixedLimit        // the amount is not the one fixed limit allows
	RuleSmallBet          // the big bet asked for where the small bet is the unit
	RuleCap               // the street's bets are capped
	RuleNoReopen          // an all-in for less than a full raise does not reopen the betting
	RuleShortStack        // no more chips than the call: call all-in or fold
	RuleNobodyToCall      // nobody left has chips to call a raise
	RuleAnte              // antes are posted by the dealer
	RulePlayers           // 2 to 8 players in seats numbered from 1, in increasing order
	RuleStakes            // the stakes: amounts from 0 to MaxStake, a bring-in below the small bet
	RuleStack             // a stack from 0 to MaxStack, and two players with chips
	RuleHouseRule         // a house rule's setting (the cap's range)
	RuleDeal              // the deal: a card in two live hands, a short deal, no community card when one is needed
)

var ruleNames = [...]string{"none", "hand over", "bring-in", "no free fold", "wrong action", "fixed limit", "small bet",
	"cap", "no reopening", "short stack", "nobody to call", "ante", "players", "stakes", "stack", "house rule", "deal"}

func (r Rule) String() string {
	if int(r) < len(ruleNames) {
		return ruleNames[r]
	}
	return fmt.Sprintf("rule(%d)", r)
}

// Refusal is the engine's "no": the rule that refused and a sentence
// saying why. Table.Validate, Hand.Validate and Hand.Apply return one, and
// Replay's errors carry one when a rule refused the log; errors.As finds it.
type Refusal struct {
	Rule   Rule
	Reason string
}

func (r *Refusal) Error() string { return r.Reason }

func refuse(r Rule, format string, a ...any) *Refusal {
	return &Refusal{Rule: r, Reason: fmt.Sprintf(format, a...)}
}
