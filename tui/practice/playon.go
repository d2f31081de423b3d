package practice

import (
	"fmt"

	"razz/bots"
	"razz/engine"
)

// "Play on from here": the hand is dealt again as the user saw it at a
// decision (their own cards, every face-up card), the opponents' down
// cards and every card still to come drawn from the cards the user had not
// seen, and played on from the user's choice against bots.

// playOnDealer deals the cards the user saw where they saw them, and draws
// the rest from a seeded deck of the cards they did not see.
type playOnDealer struct {
	own   []engine.Card         // the user's cards so far, in deal order
	up    map[int][]engine.Card // each other seat's up cards so far
	hero  int
	next  map[int]int
	deck  *engine.Deck
	seen  engine.CardSet
	dealt int
}

func (d *playOnDealer) Deal(seat int) (engine.Card, bool) {
	k := d.next[seat]
	d.next[seat]++
	switch {
	case seat == d.hero && k < len(d.own):
		d.dealt++
		return d.own[k], true
	case seat != d.hero && seat != 0 && k >= 2 && k-2 < len(d.up[seat]):
		d.dealt++
		return d.up[seat][k-2], true
	}
	for {
		c, ok := d.deck.Deal()
		if !ok {
			return 0, false
		}
		if !d.seen.Has(c) {
			d.dealt++
			return c, true
		}
	}
}

func (d *playOnDealer) Left() int { return engine.NumCards - d.dealt }

// PlayOn deals the hand again as the user saw it before step at's
// decision, bets it as the log did up to there (engine.HandLog.BetOn) and
// applies the user's choice: the play that bots (the coach's Grinders)
// finish, the user acting with Play.Act.
func (h *Hand) PlayOn(at int, chose engine.Action) (*bots.Play, error) {
	l, v := h.Record.Log, h.Steps[at].View
	d := &playOnDealer{own: v.Own, up: map[int][]engine.Card{}, hero: h.Hero, next: map[int]int{},
		deck: engine.DeckForHand(l.Seed^0x5eed, l.Hand*64+at)}
	if v.Community != nil {
		d.own = d.own[:len(d.own)-1] // Own ends with the community card
	}
	d.seen = engine.SetOf(v.Own...)
	for _, sv := range v.Seats {
		if sv.Seat != h.Hero {
			d.up[sv.Seat] = sv.Up
			d.seen |= engine.SetOf(sv.Up...)
		}
	}
	hand, err := l.BetOn(d, h.Steps[at].Index)
	if err != nil {
		return nil, fmt.Errorf("dealt again, the hand goes otherwise: %v", err)
	}
	t := hand.Table()
	players := make([]bots.Bot, len(t.Players))
	for i, p := range t.Players {
		if p.Seat != h.Hero {
			players[i] = &bots.Player{Params: bots.Grinder, Name: p.Name}
		}
	}
	p := bots.PlayFrom(hand, players, l.Seed, l.Hand)
	if err := p.Act(chose, ""); err != nil {
		return nil, err
	}
	return p, nil
}
