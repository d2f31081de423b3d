package cli

import (
	"errors"
	"fmt"
	"io"

	"razz/engine"
	"razz/tui/practice"
	"razz/tui/store"
)

// PracticeOptions choose the hands to practise.
type PracticeOptions struct {
	File string // "" for the user's history
	Hand int    // one hand: its number in the history or a hand-log FILE, else its place among FILE's Razz hands (from 1); 0 for every hand with a decision
}

// practiceLast is how many hands of the history practice takes by default.
const practiceLast = 50

// PracticeHands reads the hands to practise: every hand of the file (or
// the history's last practiceLast) in which the user has a decision, in
// order, or hand o.Hand alone. The user is the hand's hero: in a file,
// the remembered --hero when they sat in, else the player whose down
// cards it shows, named You as history import names them.
func PracticeHands(o PracticeOptions, stdin io.Reader) ([]engine.HandLog, error) {
	if o.Hand < 0 {
		return nil, Usage("--hand %d: hands are numbered from 1", o.Hand)
	}
	hero := ""
	if sf := store.DefaultSettingsFile(); sf.Path() != "" {
		s, _ := sf.Load()
		hero = s.Hero
	}
	var hands []engine.HandLog
	n := 0
	keep := func(hi handIn) error {
		if hi.err != nil { // another game's hand, or one that does not read
			return nil
		}
		n++
		name := hi.hero // the account holder, unless the remembered --hero sat in
		if seatNamed(hi.log, hero) > 0 {
			name = hero
		}
		l := asHero(hi.log, name)
		switch {
		case o.Hand != 0 && l.Hand == o.Hand:
			hands = []engine.HandLog{l}
			return errStop
		case o.Hand == 0 && practice.Practisable(l):
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
