package cli

import (
	"errors"
	"fmt"
	"io"

	"razz/engine"
	"razz/tui/store"
)

func init() {
	docs["practice"] = doc{
		use:   "practice [FILE]",
		short: "Practise your own hands blind: decide first, then see what was done",
		long: "Replay hands from your seat without showing how they went: at each of your\n" +
			"decisions the trainer stops and you choose with the table's keys; only then\n" +
			"does it show what was done, the coach's view and what your choice cost.\n" +
			"Opponents' down cards show only at the showdown. The score of each hand goes\n" +
			"to the Stats screen; p at a decision plays the rest against bots.\n" +
			"FILE is a hand log, PokerStars text or PHH; without it, your history (its\n" +
			"last 50 hands with a decision of yours). --hand N practises hand N alone.",
		example: "  razz practice\n  razz practice --hand 1042\n  razz practice ~/PokerStars/HandHistory/HORSE.txt",
	}
}

// PracticeOptions choose the hands to practise.
type PracticeOptions struct {
	File string // "" for the user's history
	Hand int    // one hand: its number in the history, else its place among FILE's Razz hands (from 1); 0 for every hand with a decision
}

// practiceLast is how many hands of the history practice takes by default.
const practiceLast = 50

// PracticeHands reads the hands to practise: every hand of the file (or
// the history's last practiceLast) in which the user has a decision, in
// order, or hand o.Hand alone. The user is the hand's hero (an import's
// account holder is named You).
func PracticeHands(o PracticeOptions, stdin io.Reader, hasDecision func(engine.HandLog) bool) ([]engine.HandLog, error) {
	var hands []engine.HandLog
	n := 0
	keep := func(hi handIn) error {
		if hi.err != nil { // another game's hand, or one that does not read
			return nil
		}
		n++
		l := asHero(hi.log, hi.hero)
		switch {
		case o.Hand != 0 && (l.Hand == o.Hand || o.File != "" && n == o.Hand):
			hands = []engine.HandLog{l}
			return errStop
		case o.Hand == 0 && hasDecision(l):
			hands = append(hands, l)
		}
		return nil
	}
	var err error
	if o.File == "" {
		hist, herr := store.DefaultHistory()
		if herr != nil {
			return nil, Failed(herr)
		}
		_, err = historyHands(hist, keep)
		if len(hands) > practiceLast {
			hands = hands[len(hands)-practiceLast:]
		}
	} else {
		_, err = readHands(o.File, stdin, keep)
	}
	if err != nil && !errors.Is(err, errStop) {
		return nil, err
	}
	where := "your history"
	if o.File != "" {
		where = o.File
	}
	switch {
	case len(hands) > 0:
		return hands, nil
	case o.Hand != 0:
		return nil, Failed(fmt.Errorf("no hand %d in %s", o.Hand, where))
	}
	return nil, Failed(fmt.Errorf("no hand in %s has a decision of yours to practise (%d Razz hands read)", where, n))
}
