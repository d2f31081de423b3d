// Package handlist is the user's saved hands as a list: each hand
// summed up from the user's side (result, how it ended), and a sidecar
// index beside the history file so that a list of 100,000 hands opens
// without reading them all. The history's JSON Lines file stays the record;
// the index is rebuilt from it when missing or stale, and brought up to
// date from its end when hands were appended.
//
// It imports engine, engine/narrate (the pots' names), bots/record (who
// the user is) and tui/store, and must
// not import Bubble Tea, Lip Gloss or any screen: the History screen and
// the command line both use it.
package handlist

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"razz/bots/record"
	"razz/engine"
	"razz/engine/narrate"
)

// Hero is the name the trainer gives the user at the table. A list shows
// the result of the user's seat, which the hand's record says
// (record.Record.You), never this name.
const Hero = record.You

// Summary is one line of `razz history list`: a hand from the user's
// side of the table.
type Summary struct {
	Hand     int      `json:"hand"`
	Time     string   `json:"time,omitempty"`
	Players  []string `json:"players"`
	Seat     int      `json:"seat,omitempty"` // the user's seat; 0 when the user was not dealt in
	Result   int      `json:"result"`         // the user's chips won (+) or lost (-)
	BigBets  float64  `json:"big_bets"`       // the same in big bets
	Street   int      `json:"street"`         // the last street the user (else anyone) was dealt
	Showdown bool     `json:"showdown"`       // the hand went to a showdown
	Showed   bool     `json:"-"`              // the user (else anyone) showed down: the History's s filter
	// Unfit is why the hand does not fit the rules (engine.Replay's
	// refusal, as razz replay says it); "" for a hand that does.
	Unfit    string `json:"unfit,omitempty"`
	Ended    string `json:"ended"`            // how it ended, in words
	Brief    string `json:"-"`                // the same in a few words, for a narrow list
	Source   string `json:"source,omitempty"` // "phh" or "pokerstars" for an imported hand
	SourceID string `json:"source_id,omitempty"`
	// Currency is a cash game's ("USD"): Result is then in cents, and the
	// text writes it in the currency.
	Currency string `json:"currency,omitempty"`
}

// Summarize says what a hand was for the user: the result and how it ended.
func Summarize(l engine.HandLog) Summary {
	s := Summary{Hand: l.Hand, Time: l.Time, Source: l.Source, SourceID: l.SourceID, Currency: l.Currency}
	h, err := engine.Replay(l)
	if err != nil {
		s.Unfit = err.Error()
	}
	name := map[int]string{}
	s.Seat = record.Open(l).You()
	for _, st := range l.Seats {
		s.Players = append(s.Players, st.Name)
		name[st.Seat] = st.Name
		if st.Seat == s.Seat {
			s.Result = l.StacksAfter[strconv.Itoa(st.Seat)] - st.Stack
		}
	}
	if l.Limits.BigBet > 0 {
		s.BigBets = float64(s.Result) / float64(l.Limits.BigBet)
	}
	for seat, cs := range l.Deal {
		if n, _ := strconv.Atoi(seat); s.Seat == 0 || n == s.Seat {
			s.Street = max(s.Street, min(len(cs), 7))
		}
	}
	if s.Street == 6 && l.Community != nil {
		s.Street = 7
	}
	won := map[int]int{}
	for _, a := range l.Awards {
		won[a.Seat] += a.Amount
	}
	who := func(seat int) string {
		if seat == s.Seat {
			return "you"
		}
		return name[seat]
	}
	var showed string // who won the most at a showdown: "Cat 6-5-4-3-2"
	mine, most := "", 0
	if len(l.Showdown) > 0 {
		s.Showdown = true
		for _, sh := range l.Showdown {
			if sh.Seat == s.Seat {
				mine = strings.Join(sh.Low, "-")
			}
			s.Showed = s.Showed || s.Seat == 0 || sh.Seat == s.Seat
			if won[sh.Seat] > 0 && (showed == "" || won[sh.Seat] > most) {
				showed, most = who(sh.Seat)+" "+strings.Join(sh.Low, "-"), won[sh.Seat]
			}
		}
	}
	winner := ""
	for _, a := range l.Awards {
		if a.Amount > 0 && winner == "" {
			winner = who(a.Seat)
		}
	}
	for _, a := range l.Actions {
		if a.Seat == s.Seat && s.Seat != 0 && a.Action == "fold" {
			s.Ended = "you folded on " + engine.Street(a.Street).Short + " street"
			s.Brief = "folded " + engine.Street(a.Street).Short
			if showed != "" {
				s.Ended += "; " + showed + " won the showdown"
				s.Brief += "; " + showed + " won"
			} else if winner != "" {
				s.Ended += "; " + winner + " won"
				s.Brief += "; " + winner + " won"
			}
			return s
		}
	}
	switch {
	case mine != "" && won[s.Seat] > 0 && h != nil && h.Showdown() != nil:
		if e, b, ok := potsWords(h.Showdown(), s.Seat, l.Money(), who, mine); ok {
			s.Ended, s.Brief = e, b
			return s
		}
		fallthrough
	case mine != "" && won[s.Seat] > 0:
		s.Ended = fmt.Sprintf("showdown: you won %s with %s", l.Money().Amount(won[s.Seat]), mine)
		s.Brief = "won with " + mine
		return s
	case mine != "":
		s.Ended = "showdown: you lost with " + mine + " to " + showed
		s.Brief = "lost " + mine + " to " + showed
		return s
	case showed != "":
		s.Ended = "showdown: " + showed + " won"
		s.Brief = s.Ended
		return s
	}
	// Everyone but one folded: who folded last, and on which street.
	for i := len(l.Actions) - 1; i >= 0; i-- {
		if a := l.Actions[i]; a.Action == "fold" {
			s.Ended = fmt.Sprintf("%s folded on %s; %s won", who(a.Seat), engine.Street(a.Street).Short+" street", winner)
			s.Brief = fmt.Sprintf("%s won: %s folded %s", capital(winner), who(a.Seat), engine.Street(a.Street).Short)
			return s
		}
	}
	s.Ended = "no showdown"
	s.Brief = s.Ended
	return s
}

// potsWords is a showdown of a main pot and side pots the user won chips
// at, pot by pot, the pots one seat (or the same seats) won together:
// which the user won and which others did ("showdown: you won the side
// pot (20) with T-5-3-2-A; Ann won the main pot (135) with 9-8-7-6-A";
// brief "won the side pot, lost the main pot"), since one pot won may be
// a loss on the hand ("-35 (-0.9 BB) won with T-5-3-2-A" read as a win).
// ok is false when the user won every pot: one amount says it.
func potsWords(sd *engine.Showdown, you int, m engine.Money, who func(int) string, mine string) (ended, brief string, ok bool) {
	lows := map[int]string{}
	for _, sh := range sd.Order {
		lows[sh.Seat] = sh.Eval.Low.Dashed()
	}
	type group struct {
		winners      []int
		names        []string
		amount       int
		mine, missed bool // the user won these; could have and did not
	}
	var groups []*group
	for i, p := range sd.Pots {
		name := "the main pot"
		switch {
		case i > 0 && len(sd.Pots) == 2:
			name = "the side pot"
		case i > 0:
			name = strings.ToLower(narrate.PotName(i))
		}
		var g *group
		for _, x := range groups {
			if slices.Equal(x.winners, p.Winners) {
				g = x
			}
		}
		if g == nil {
			g = &group{winners: p.Winners, mine: slices.Contains(p.Winners, you)}
			groups = append(groups, g)
		}
		g.names, g.amount = append(g.names, name), g.amount+p.Amount
		g.missed = g.missed || !g.mine && slices.Contains(p.Eligible, you)
	}
	if len(groups) == 1 && groups[0].mine {
		return "", "", false
	}
	var parts, won, lost []string
	for _, g := range groups {
		var ws []string
		for _, w := range g.winners {
			ws = append(ws, who(w))
		}
		part := fmt.Sprintf("%s won %s (%s)", narrate.JoinAnd(ws), narrate.JoinAnd(g.names), m.Amount(g.amount))
		switch {
		case g.mine && len(g.winners) == 1:
			part += " with " + mine
		case len(g.winners) == 1:
			part += " with " + lows[g.winners[0]]
		}
		parts = append(parts, part)
		switch {
		case g.mine:
			won = append(won, g.names...)
		case g.missed:
			lost = append(lost, g.names...)
		}
	}
	brief = "won " + fewPots(won) + " with " + mine
	if len(lost) > 0 {
		brief = "won " + fewPots(won) + ", lost " + fewPots(lost)
	}
	return "showdown: " + strings.Join(parts, "; "), brief, true
}

// fewPots names pots in a few words: "the main pot", "side pot 3", "the
// main pot and 2 side pots".
func fewPots(names []string) string {
	main := slices.Contains(names, "the main pot")
	sides := len(names)
	if main {
		sides--
	}
	side := ""
	switch {
	case sides == 1:
		side = names[len(names)-1]
	case sides > 1:
		side = strconv.Itoa(sides) + " side pots"
	}
	switch {
	case main && side != "":
		return "the main pot and " + side
	case main:
		return "the main pot"
	}
	return side
}

func capital(s string) string {
	if s == "you" {
		return "You"
	}
	return s
}

// Text is the summary on one line.
func (s Summary) Text() string {
	var when time.Time
	if t, err := time.Parse(time.RFC3339, s.Time); err == nil {
		when = t
	}
	return textLine(s.Hand, when, len(s.Players), s.Seat, engine.Money(s.Currency), s.Result, s.BigBets, s.Ended, s.Source)
}

// textLine is one line of `razz history list`.
func textLine(hand int, at time.Time, players, seat int, m engine.Money, result int, bb float64, ended, source string) string {
	when := "-"
	if !at.IsZero() {
		when = at.Local().Format("2006-01-02 15:04")
	}
	res := "-"
	if seat != 0 {
		res = ResultText(m, result, bb)
	}
	line := fmt.Sprintf("%6d  %-16s  %d players  %-15s  %s", hand, when, players, res, ended)
	if source != "" {
		line += "  [" + source + "]"
	}
	return line
}

// ResultText is a result with its big bets, as the lists write it:
// "+63 (+1.6 BB)" in chips ("+0" for nothing), "+$0.31 (+1.6 BB)" in a
// cash game's currency (engine.Money).
func ResultText(m engine.Money, n int, bb float64) string {
	if !m.Cash() {
		return fmt.Sprintf("%+d (%+.1f BB)", n, bb)
	}
	return fmt.Sprintf("%s (%+.1f BB)", m.Signed(n), bb)
}
