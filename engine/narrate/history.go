package narrate

import (
	"fmt"
	"strings"

	"razz/engine"
)

// History is a finished hand written for a learner, the way a hand history
// is read: the seats, each street's face-up cards, every action in order
// with the bot's reason beside it, and the showdown. It shows only face-up
// cards and the hands shown down, whoever the viewer. This is what
// `razz sim --explain` prints, one line a Line.
func (n *Narrator) History(s *engine.Story) []Line {
	t := s.Table
	var out []Line
	add := func(k LineKind, i, seat int, f string, a ...any) {
		out = append(out, Line{Kind: k, Event: i, Seat: seat, Text: fmt.Sprintf(f, a...)})
	}
	add(LineHand, 0, 0, "Hand %d  stakes %s", n.Hand, t.Stakes)
	for _, p := range t.Players {
		add(LineHand, 0, p.Seat, "  seat %d  %-18s %d chips", p.Seat, n.label(p.Seat), p.Stack)
	}
	street := 0
	// noBetting says, once, that only antes went in, when nobody acted.
	noBetting := func(i int) {
		if street == 0 && t.Stakes.Ante > 0 {
			add(LineNoBetting, i, 0, "Antes of %d; nobody could bet", t.Stakes.Ante)
		}
		street = -1
	}
	var community *engine.Card
	for i := range s.Events {
		if e := &s.Events[i]; e.Kind == engine.EventCommunity {
			c := e.Cards[0]
			community = &c
		}
	}
	for i := range s.Events {
		e := &s.Events[i]
		switch e.Kind {
		case engine.EventAction:
			if e.Street != street {
				street = e.Street
				out = append(out, Line{Kind: LineStreet, Event: i, Text: n.streetHeader(s, street, community)})
			}
			act := e.Act.String()
			if e.Amount > 0 {
				act += fmt.Sprint(" ", e.Amount)
			}
			if e.AllIn {
				act += " all-in"
			}
			reason := n.Reason(s, i)
			out = append(out, Line{Kind: LineAction, Event: i, Seat: e.Seat, Reason: reason,
				Text: fmt.Sprintf("  seat %d %-18s %-14s %s", e.Seat, n.label(e.Seat), act, reason)})
		case engine.EventReturned:
			noBetting(i)
			add(LineReturned, i, e.Seat, "Uncalled %d returned to seat %d", e.Amount, e.Seat)
		case engine.EventShowdown:
			noBetting(i)
			add(LineShowdown, i, 0, "Showdown")
			for _, h := range s.Showdown.Order {
				add(LineShowdown, i, h.Seat, "  seat %d %-18s %-22s %s", h.Seat, n.label(h.Seat), engine.JoinCards(h.Eval.Cards, " ", n.card), h.Eval.Low.Name())
			}
			for _, p := range s.Showdown.Pots {
				for _, b := range p.Beat {
					add(LineShowdown, i, b.Winner, "  seat %d beats seat %d: %s", b.Winner, b.Other, b.Reason())
				}
			}
		case engine.EventAward:
			noBetting(i)
			how := "wins"
			if s.Showdown == nil {
				how = "wins uncontested"
			}
			add(LineAward, i, e.Seat, "Seat %d %s %s %d", e.Seat, n.label(e.Seat), how, e.Amount)
		}
	}
	return out
}

// label is a seat's name in a hand history: never "You".
func (n *Narrator) label(seat int) string {
	if n.Name != nil {
		return n.Name(seat)
	}
	return fmt.Sprintf("Seat %d", seat)
}

// streetHeader names a street with the face-up cards dealt on it:
// "Fourth street  up: 1:7♦  3:2♣".
func (n *Narrator) streetHeader(s *engine.Story, street int, community *engine.Card) string {
	name := Capitalize(engine.Street(street).Name)
	if street == 7 {
		if community != nil {
			return fmt.Sprintf("%s: the deck ran short, so %s is dealt face up in the middle as everyone's seventh card", name, n.card(*community))
		}
		return name + " (dealt face down)"
	}
	var parts []string
	for i := range s.Events {
		e := &s.Events[i]
		if e.Kind != engine.EventDeal || e.Street != street {
			continue
		}
		for k, c := range e.Dealt() {
			if e.FaceUp(k) {
				parts = append(parts, fmt.Sprintf("%d:%s", e.Seat, n.card(c)))
			}
		}
	}
	return fmt.Sprintf("%s  up: %s", name, strings.Join(parts, "  "))
}
