// Package narrate tells the story of a hand in English: it reads a hand's
// events (engine.Story) and returns typed lines: the dealer's narration at
// the table, the hand history that `razz sim --explain` prints, a replay's
// one-line summary, each with a bot's reason beside its action. All the
// words for what a player did ("brings in for 10", "completes to 20",
// "raises to 80, all-in") live here and nowhere else.
//
// It owns no rule: everything it says is read from the events and the
// explanations the engine recorded. It imports only engine (no terminal
// code, no bots, no I/O), so the table, the command line, the history
// browser and the coach can all use it.
package narrate

import (
	"fmt"
	"strings"

	"razz/engine"
)

// Narrator holds how a hand is told: who is watching and how seats and
// cards are named.
type Narrator struct {
	// Viewer is the seat watching, addressed as "You" ("You call 20.");
	// 0 for an observer.
	Viewer int
	// Name is how a seat is called ("Rita (Rock)"); nil for "Seat N".
	Name func(seat int) string
	// Card names a card ("K♠"); nil for engine.Card.Pretty.
	Card func(engine.Card) string
	// Hand is the hand's number, for the line that opens it.
	Hand int
	// Reasons are the bots' reasons, by the index of the action's event.
	Reasons map[int]string
	// Told are the same reasons in words that name none of the seat's
	// down cards (bots.ToldByEvent): what a viewer who has not seen a
	// seat's down cards is told instead (Reason). Nil: every reason as
	// written, for a narration that shows every card (razz sim --explain).
	Told map[int]string
	// Deals: the dealer's narration tells the cards dealt (the viewer's
	// down cards to the viewer alone), for a hand replayed step by step.
	Deals bool
	// Money writes the amounts: chips (the zero value), or a cash game's
	// cents in its log's currency ("$0.10").
	Money engine.Money
}

// amt writes an amount as n.Money does.
func (n *Narrator) amt(x int) string { return n.Money.Amount(x) }

// LineKind says what a line tells.
type LineKind uint8

// The kinds of line.
const (
	LineHand      LineKind = iota + 1 // the hand begins
	LineDeal                          // a seat's cards dealt (history only)
	LineStreet                        // a street begins
	LineAction                        // a seat acts (with the bot's reason)
	LineCommunity                     // the community card
	LineNoBetting                     // the cards are dealt out without betting
	LineReturned                      // uncalled chips go back
	LineShowdown                      // a hand shown down, or a comparison
	LinePot                           // a pot is won or split
	LineAward                         // a seat wins
)

// Line is one line of a hand's story.
type Line struct {
	Kind   LineKind
	Event  int // the index of the event it tells
	Seat   int // the seat it is about, 0 for the table
	Text   string
	Reason string // LineAction: the bot's reason, when it gave one
}

func (n *Narrator) name(seat int) string {
	switch {
	case seat != 0 && seat == n.Viewer:
		return "You"
	case n.Name != nil:
		return n.Name(seat)
	}
	return fmt.Sprintf("Seat %d", seat)
}

// obj is a seat's name in the middle of a sentence: "you" for the viewer.
func (n *Narrator) obj(seat int) string {
	if seat != 0 && seat == n.Viewer {
		return "you"
	}
	return n.name(seat)
}

func (n *Narrator) card(c engine.Card) string {
	if n.Card != nil {
		return n.Card(c)
	}
	return c.Pretty()
}

// verb is "Rita (Rock) shows" or "You show".
func (n *Narrator) verb(seat int, he, you string) string {
	if seat != 0 && seat == n.Viewer {
		return "You " + you
	}
	return n.name(seat) + " " + he
}

// Dealer is the dealer's narration of the first upto events of a story
// (all of them when upto < 0 or beyond the end): what the table's log
// shows. The line that opens the hand comes with the first event.
func (n *Narrator) Dealer(s *engine.Story, upto int) []Line { return n.DealerFrom(s, 0, upto) }

// DealerFrom is the dealer's narration of events from..upto-1 alone: the
// lines Dealer(s, upto) has beyond Dealer(s, from). A table calls it with
// the events that are new since it last told the hand.
func (n *Narrator) DealerFrom(s *engine.Story, from, upto int) []Line {
	evs := s.Events
	if upto < 0 || upto > len(evs) {
		upto = len(evs)
	}
	// What the earlier events leave to say: the cards were dealt out
	// without betting (told when the hand ends), and whether it ended.
	runOut, toldEnd := false, false
	for i := range min(from, upto) {
		switch evs[i].Kind {
		case engine.EventStreet:
			runOut = runOut || evs[i].Seat == 0
		case engine.EventReturned, engine.EventShowdown:
			toldEnd = true
		}
	}
	var out []Line
	add := func(k LineKind, i, seat int, text string) {
		out = append(out, Line{Kind: k, Event: i, Seat: seat, Text: text})
	}
	for i := from; i < upto; i++ {
		e := &evs[i]
		if i == 0 {
			add(LineHand, 0, 0, fmt.Sprintf("— Hand %d. Antes %s; two cards down and one up to each player.", n.Hand, n.amt(s.Table.Stakes.Ante)))
		}
		switch e.Kind {
		case engine.EventDeal:
			if n.Deals {
				add(LineDeal, i, e.Seat, n.dealt(e))
			}
		case engine.EventAction:
			out = append(out, Line{Kind: LineAction, Event: i, Seat: e.Seat, Text: n.ActionLine(s, e.Record()), Reason: n.Reason(s, i)})
		case engine.EventStreet:
			if e.Seat == 0 {
				runOut = true
				continue
			}
			if f := s.First(e.Street); f != nil {
				board := f.Ranked[0]
				for _, b := range f.Ranked {
					if b.Seat == e.Seat {
						board = b
					}
				}
				add(LineStreet, i, e.Seat, fmt.Sprintf("%s: %s first, showing %s.", Capitalize(engine.Street(e.Street).Name), n.verb(e.Seat, "acts", "act"), board.Partial()))
			}
		case engine.EventCommunity:
			add(LineCommunity, i, 0, fmt.Sprintf("The deck is short: %s is dealt face up in the middle as everyone's seventh card.", n.card(e.Cards[0])))
		case engine.EventReturned, engine.EventShowdown:
			if runOut && !toldEnd && s.Showdown != nil {
				add(LineNoBetting, i, 0, "No more betting: at most one player had chips behind, so the cards were dealt out.")
			}
			toldEnd = true
			if e.Kind == engine.EventReturned {
				add(LineReturned, i, e.Seat, fmt.Sprintf("%s uncalled returned to %s.", n.amt(e.Amount), n.obj(e.Seat)))
				continue
			}
			n.pots(s, i, add)
		case engine.EventAward:
			if s.Showdown == nil {
				add(LineAward, i, e.Seat, fmt.Sprintf("%s %s%s: everyone else folded.", n.verb(e.Seat, "wins", "win"), n.amt(e.Amount), n.rakeNote(s)))
			}
		}
	}
	return out
}

// dealt tells a deal event as the viewer sees it: "You are dealt A♠ 2♦
// down and 5♣ up.", "Rita (Rock) is dealt 5♣ up.", "Rita (Rock) is dealt a
// card down."
func (n *Narrator) dealt(e *engine.Event) string {
	var down, up []string
	hidden := 0
	for k, c := range e.Dealt() {
		switch {
		case e.FaceUp(k):
			up = append(up, n.card(c))
		case e.Seat == n.Viewer:
			down = append(down, n.card(c))
		default:
			hidden++
		}
	}
	var parts []string
	switch {
	case len(down) > 0:
		parts = append(parts, strings.Join(down, " ")+" down")
	case hidden == 1:
		parts = append(parts, "a card down")
	case hidden > 1:
		parts = append(parts, fmt.Sprintf("%d cards down", hidden))
	}
	if len(up) > 0 {
		parts = append(parts, strings.Join(up, " ")+" up")
	}
	if e.Seat == n.Viewer {
		return "You are dealt " + JoinAnd(parts) + "."
	}
	return n.name(e.Seat) + " is dealt " + JoinAnd(parts) + "."
}

// pots tells how each pot of the showdown was won.
func (n *Narrator) pots(s *engine.Story, i int, add func(LineKind, int, int, string)) {
	sd := s.Showdown
	lows := map[int]engine.Low{}
	for _, h := range sd.Order {
		lows[h.Seat] = h.Eval.Low
	}
	rake := s.Rake()
	for k, p := range sd.Pots {
		pot := strings.ToLower(PotName(k))
		if len(sd.Pots) == 1 {
			pot = "pot"
		}
		// One pot under a rake: what the winner collected, the rake said.
		amount := n.amt(p.Amount)
		if rake > 0 && len(sd.Pots) == 1 {
			amount = n.amt(p.Amount-rake) + n.rakeNote(s)
		}
		w := p.Winners[0]
		switch {
		case len(p.Eligible) == 1:
			add(LinePot, i, w, fmt.Sprintf("%s %s (%s): nobody else left in put in enough to win it.", n.verb(w, "takes", "take"), pot, amount))
		case len(p.Winners) > 1:
			var names []string
			for _, s := range p.Winners {
				names = append(names, n.name(s))
			}
			l := lows[w]
			add(LinePot, i, 0, fmt.Sprintf("%s split the %s (%s) with %s, %s.", JoinAnd(names), pot, amount, l.Dashed(), l.Name()))
		default:
			l := lows[w]
			add(LinePot, i, w, fmt.Sprintf("%s the %s (%s) with %s, %s.", n.verb(w, "wins", "win"), pot, amount, l.Dashed(), l.Name()))
		}
	}
	if rake > 0 && len(sd.Pots) > 1 {
		add(LinePot, i, 0, n.rakeLine(s))
	}
}

// rakeNote is ", rake 6" after what a winner collected when the house
// took a rake, else "".
func (n *Narrator) rakeNote(s *engine.Story) string {
	if r := s.Rake(); r > 0 {
		return ", rake " + n.amt(r)
	}
	return ""
}

// rakeLine says what each winner collected when the house took a rake:
// "Rake 6 taken from the pots: you collect 125 and Ann collects 40."
func (n *Narrator) rakeLine(s *engine.Story) string {
	var got []string
	for _, e := range s.Events {
		if e.Kind == engine.EventAward {
			who, v := n.name(e.Seat), "collects"
			if e.Seat != 0 && e.Seat == n.Viewer {
				who, v = "you", "collect"
			}
			got = append(got, who+" "+v+" "+n.amt(e.Amount))
		}
	}
	pots := "pots"
	if s.Showdown == nil || len(s.Showdown.Pots) == 1 {
		pots = "pot"
	}
	return fmt.Sprintf("Rake %s taken from the %s: %s.", n.amt(s.Rake()), pots, JoinAnd(got))
}

// ActionLine is the dealer's sentence for an action: "You bring in for
// 10: K♠ is the highest door card.", "Rita (Rock) raises to 80, all-in.".
func (n *Narrator) ActionLine(s *engine.Story, a engine.ActionRecord) string {
	he, you := words(a.Kind)
	text := sized(n.verb(a.Seat, he, you), a.Kind, a.Put, a.To, n.Money)
	if a.Kind == engine.BringIn {
		e := &s.BringIn
		if len(e.Ranked) > 0 && e.Highest == a.Seat {
			text += fmt.Sprintf(": %s is the highest door card", n.card(e.Ranked[0].Card))
		} else if e.Highest != a.Seat {
			text += fmt.Sprintf(": seat %d, with the highest door card, has no chips left", e.Highest)
		}
	}
	if a.AllIn {
		text += ", all-in"
	}
	return text + "."
}

// words are an action's verb said of another player and of you.
func words(k engine.ActionKind) (he, you string) {
	switch k {
	case engine.BringIn:
		return "brings in", "bring in"
	case engine.Complete:
		return "completes", "complete"
	case engine.Bet:
		return "bets", "bet"
	case engine.Raise:
		return "raises", "raise"
	case engine.Call:
		return "calls", "call"
	case engine.Check:
		return "checks", "check"
	case engine.Fold:
		return "folds", "fold"
	case engine.Ante:
		return "antes", "ante"
	}
	return k.String(), k.String()
}

// sized is an action's verb with the amount it puts in: "brings in for
// 10", "raise to 80", "calls 20"; checks, folds and antes take none.
func sized(verb string, k engine.ActionKind, put, to int, m engine.Money) string {
	switch k {
	case engine.BringIn:
		return verb + " for " + m.Amount(put)
	case engine.Complete, engine.Raise:
		return verb + " to " + m.Amount(to)
	case engine.Bet, engine.Call:
		return verb + " " + m.Amount(put)
	}
	return verb
}

// Does is what a player does when taking an option, said of them:
// "brings in for 10", "completes to 20", "calls 20 all-in". A bot's reason
// starts with it.
func Does(o engine.Option) string {
	he, _ := words(o.Kind)
	he = sized(he, o.Kind, o.Put, o.To, "")
	if o.AllIn {
		he += " all-in"
	}
	return he
}

// Imperative is an option as advice to the player: "Fold", "Call 10",
// "Bring in for 10", "Complete to 20", "Raise to 80 all-in".
func Imperative(o engine.Option) string { return ImperativeIn(o, "") }

// ImperativeIn is Imperative with the amounts written in m: "Call $0.10".
func ImperativeIn(o engine.Option, m engine.Money) string {
	_, you := words(o.Kind)
	you = sized(you, o.Kind, o.Put, o.To, m)
	if o.AllIn && o.Kind != engine.BringIn { // the post is the bring-in, all-in or not
		you += " all-in"
	}
	return Capitalize(you)
}

// Summary says who won what, for a replayed hand: "seat 3 won 120
// (7-5-4-3-2)", the low when it was shown down, and the rake when the
// house took one ("seat 3 won $1.25 (7-5-4-3-2), rake $0.06"), amounts
// written in m.
func Summary(s *engine.Story, m engine.Money) string {
	lows := map[int]engine.Low{}
	if sd := s.Showdown; sd != nil {
		for _, h := range sd.Order {
			lows[h.Seat] = h.Eval.Low
		}
	}
	var parts []string
	for _, e := range s.Events {
		if e.Kind != engine.EventAward {
			continue
		}
		p := fmt.Sprintf("seat %d won %s", e.Seat, m.Amount(e.Amount))
		if l, ok := lows[e.Seat]; ok {
			p += " (" + l.Dashed() + ")"
		}
		parts = append(parts, p)
	}
	if r := s.Rake(); r > 0 {
		parts = append(parts, "rake "+m.Amount(r))
	}
	return strings.Join(parts, ", ")
}

// PotName is "Main pot" or "Side pot 1".
func PotName(i int) string {
	if i == 0 {
		return "Main pot"
	}
	return fmt.Sprintf("Side pot %d", i)
}

// JoinAnd writes "a", "a and b", "a, b and c".
func JoinAnd(parts []string) string { return joinLast(parts, " and ") }

// JoinOr writes "a", "a or b", "a, b or c".
func JoinOr(parts []string) string { return joinLast(parts, " or ") }

// joinLast joins parts with commas, and the last two with last.
func joinLast(parts []string, last string) string {
	if len(parts) <= 1 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + last + parts[len(parts)-1]
}

// Capitalize upper-cases the first letter.
func Capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// Sentence is s ending as a sentence does, with a full stop where it has
// none: a reason set among other lines ran into the next ("…acts after
// you" then "You, seat 2: …").
func Sentence(s string) string {
	if s == "" || strings.ContainsAny(s[len(s)-1:], ".!?") {
		return s
	}
	return s + "."
}

// Reason is the reason for the action of event i of s as the viewer may be
// told it: the bot's own words when the viewer has seen the seat's down
// cards (its own seat, or a seat shown down in s), else its Told words,
// which name none of them. The words for others are chosen here, where
// the narrator knows what its viewer saw, so that no screen tells a card
// that was not shown at the table.
func (n *Narrator) Reason(s *engine.Story, i int) string {
	seat := s.Events[i].Seat
	if n.Told == nil || seat == n.Viewer || shownDown(s, seat) {
		return n.Reasons[i]
	}
	return n.Told[i]
}

// ToldReasons is every action's reason in s, in order, as Reason tells
// them to the viewer (the ones given: a person's action has none).
func (n *Narrator) ToldReasons(s *engine.Story) []string {
	var out []string
	for i := range s.Events {
		if s.Events[i].Kind != engine.EventAction {
			continue
		}
		if r := n.Reason(s, i); r != "" {
			out = append(out, r)
		}
	}
	return out
}

// shownDown says whether seat showed its hand down in s.
func shownDown(s *engine.Story, seat int) bool {
	if s.Showdown == nil {
		return false
	}
	showdown := false
	for i := range s.Events {
		showdown = showdown || s.Events[i].Kind == engine.EventShowdown
	}
	if !showdown {
		return false
	}
	for _, h := range s.Showdown.Order {
		if h.Seat == seat {
			return true
		}
	}
	return false
}
