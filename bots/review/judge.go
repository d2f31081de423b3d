package review

import "razz/engine"

// Judge is the coach's verdict on an action a player might take from view
// v (the practice screen asks it of the user's own choice): the advice
// and, when the choice differs, the kind of mistake and its cost in big
// bets. ok is false for a bring-in, which is no decision.
func Judge(v engine.View, act engine.Action) (Decision, bool) {
	return judge(v, act, v.Stakes.Big)
}
