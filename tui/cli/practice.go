package cli

import (
	"fmt"
	"io"

	"razz/engine"
	"razz/tui/handlist"
	"razz/tui/store"
)

// PracticeHands are the hands `razz practice [FILE] [--hand N]` practises:
// hand N of the user's history (its number) or of FILE (its place, from
// 1); with N 0, the last hand where the user has a decision to make.
// An imported file's hand names the user as history import would (the
// player whose down cards it shows, else the remembered --hero).
func PracticeHands(file string, hand int, stdin io.Reader) ([]engine.HandLog, error) {
	if hand < 0 {
		return nil, Usage("--hand %d: hands are numbered from 1", hand)
	}
	hero := ""
	if sf := store.DefaultSettingsFile(); sf.Path() != "" {
		s, _ := sf.Load()
		hero = s.Hero
	}
	var found *engine.HandLog
	n := 0
	take := func(hi handIn) error {
		n++
		if hi.err != nil {
			return nil
		}
		name := hi.hero
		if seatNamed(hi.log, hero) > 0 {
			name = hero
		}
		l := asHero(hi.log, name)
		number := n
		if file == "" {
			number = l.Hand
		}
		switch {
		case hand > 0 && number == hand:
			found = &l
			return errStop
		case hand == 0 && practicable(l):
			found = &l
		}
		return nil
	}
	var err error
	if file == "" {
		var h *store.History
		if h, err = store.DefaultHistory(); err == nil {
			_, err = historyHands(h, take)
		}
	} else {
		_, err = readHands(file, stdin, take)
	}
	if err != nil && err != errStop {
		return nil, Failed(err)
	}
	where := file
	if where == "" {
		where = "your history"
	}
	switch {
	case found == nil && hand > 0:
		return nil, Failed(fmt.Errorf("%s has no hand %d", where, hand))
	case found == nil:
		return nil, Failed(fmt.Errorf("%s has no hand where you decide something (import with --hero NAME to say who you are)", where))
	}
	return []engine.HandLog{*found}, nil
}

// practicable says whether the user has a decision in the hand: dealt in,
// the down cards known, and an action besides the ante and bring-in.
func practicable(l engine.HandLog) bool {
	seat := handlist.YouSeat(l)
	if seat == 0 || l.HidesCards(seat) {
		return false
	}
	for _, a := range l.Actions {
		if a.Seat == seat && a.Action != "ante" && a.Action != "bring-in" {
			return true
		}
	}
	return false
}
