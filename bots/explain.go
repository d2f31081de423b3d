package bots

import (
	"fmt"
	"io"
	"strings"

	"razz/engine"
)

// Explain writes a finished hand for a learner: the seats, each street's
// face-up cards, every action in order with the bot's reason beside it,
// and the showdown. It reads the hand after the end, the way a hand history
// is read: only face-up cards and the hands shown down.
func Explain(w io.Writer, n int, h *engine.Hand, bots []Bot, reasons []SeatReason) {
	t := h.Table()
	labels := map[int]string{}
	for i, p := range t.Players {
		labels[p.Seat] = p.Name
		if i < len(bots) {
			labels[p.Seat] = Label(bots[i])
		}
	}
	fmt.Fprintf(w, "Hand %d  stakes %s\n", n, t.Stakes)
	end := h.View(0) // an observer's view: face-up cards, and the hands shown down
	for _, p := range t.Players {
		fmt.Fprintf(w, "  seat %d  %-18s %d chips\n", p.Seat, labels[p.Seat], p.Stack)
	}
	ri := 0
	street := 0
	for _, a := range h.Actions() {
		if a.Kind == engine.Ante {
			continue
		}
		if a.Street != street {
			street = a.Street
			header(w, street, end)
		}
		reason := ""
		if ri < len(reasons) && reasons[ri].Action == a {
			reason = reasons[ri].Reason
			ri++
		}
		act := a.Kind.String()
		if a.Put > 0 {
			act += fmt.Sprint(" ", a.Put)
		}
		if a.AllIn {
			act += " all-in"
		}
		fmt.Fprintf(w, "  seat %d %-18s %-14s %s\n", a.Seat, labels[a.Seat], act, reason)
	}
	if ante := t.Stakes.Ante; street == 0 && ante > 0 {
		fmt.Fprintf(w, "Antes of %d; nobody could bet\n", ante)
	}
	for _, c := range h.Returned() {
		fmt.Fprintf(w, "Uncalled %d returned to seat %d\n", c.Amount, c.Seat)
	}
	if sd := h.Showdown(); sd != nil {
		fmt.Fprintln(w, "Showdown")
		for _, s := range sd.Order {
			fmt.Fprintf(w, "  seat %d %-18s %-22s %s\n", s.Seat, labels[s.Seat], engine.FormatCards(s.Eval.Cards), s.Eval.Low.Name())
		}
		for _, p := range sd.Pots {
			for _, b := range p.Beat {
				fmt.Fprintf(w, "  seat %d beats seat %d: %s\n", b.Winner, b.Other, b.Reason())
			}
		}
	}
	for _, c := range h.Awards() {
		how := "wins"
		if h.Showdown() == nil {
			how = "wins uncontested"
		}
		fmt.Fprintf(w, "Seat %d %s %s %d\n", c.Seat, labels[c.Seat], how, c.Amount)
	}
}

func header(w io.Writer, street int, end engine.View) {
	name := engine.Street(street).Name
	if street == 7 {
		if end.Community != nil {
			fmt.Fprintf(w, "%s%s: the deck ran short, so %s is dealt face up in the middle as everyone's seventh card\n",
				strings.ToUpper(name[:1]), name[1:], end.Community.Pretty())
			return
		}
		fmt.Fprintf(w, "%s%s (dealt face down)\n", strings.ToUpper(name[:1]), name[1:])
		return
	}
	var parts []string
	for _, s := range end.Seats {
		if k := street - 3; k < len(s.Up) {
			parts = append(parts, fmt.Sprintf("%d:%s", s.Seat, s.Up[k].Pretty()))
		}
	}
	fmt.Fprintf(w, "%s%s  up: %s\n", strings.ToUpper(name[:1]), name[1:], strings.Join(parts, "  "))
}
