package cli

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"time"

	"razz/bots"
	"razz/bots/session"
	"razz/engine"
	"razz/engine/narrate"
	"razz/tui/store"
)

// Plain mode: the table and the quiz as lines of text, for screen readers
// and scripts. Nothing is redrawn: every event is one line, written once;
// a prompt names the legal actions and is answered by a line of input,
// the action's word or the table's key. It works from a pipe: when the
// input ends, the user checks when it is free and folds otherwise.

// PlainPlay plays hands of the table set up by s through in and out (0
// hands: until the user says quit), saving each finished hand in the
// history of h, as the table screen does.
func (h Home) PlainPlay(s PlaySetup, hands int, ascii bool, in io.Reader, out io.Writer) error {
	hist, err := h.history()
	if err != nil {
		return Failed(err)
	}
	p := &plainTable{in: bufio.NewScanner(in), out: out, echo: !waitsForTyping(in), hist: hist}
	p.card = engine.Card.Pretty
	if ascii {
		p.card = engine.Card.String
	}
	p.sess = session.New(session.Options{Table: s.Table, Bots: append([]bots.Bot{nil}, s.Bots...), NewBot: s.NewBot, Seed: s.Seed, FirstHand: s.FirstHand})
	p.names = map[int]string{}
	for _, pl := range s.Table.Players {
		p.names[pl.Seat] = pl.Name
	}
	p.sess.Observe(func(e session.Event) {
		if t, ok := e.(session.SeatTaken); ok {
			p.names[t.Seat] = t.Name
			p.say("%s sits down in seat %d with %d.", t.Name, t.Seat, t.Stack)
		}
	})
	p.say("razz, plain mode: one line an event. At your turn type an action (fold, check, call, complete, bet, raise) or its key; hint for the coach, why for the rules, board for every card showing, quit to stop.")
	for n := 0; hands == 0 || n < hands; n++ {
		if n > 0 && p.sess.Stack(p.me()) == 0 {
			if err := p.sess.Rebuy(); err != nil {
				return Failed(err)
			}
			p.say("You were out of chips: you buy in again for %d.", p.sess.BuyIn())
		} else if err := p.sess.Deal(); err != nil {
			return Failed(err)
		}
		if quit, err := p.playHand(); err != nil || quit {
			return err
		}
		if hands == 0 && !p.ask("Enter deals the next hand; quit stops.", func(l string) bool { return true }) {
			return nil
		}
	}
	return nil
}

type plainTable struct {
	in    *bufio.Scanner
	out   io.Writer
	echo  bool // the input is not a terminal: write each answer after its prompt
	ended bool // the input ended
	hist  *store.History
	sess  *session.Session
	saves store.Saver
	names map[int]string
	card  func(engine.Card) string
	told  int  // events of the hand told
	quit  bool // the user said quit
}

func (p *plainTable) say(format string, a ...any) { fmt.Fprintf(p.out, format+"\n", a...) }

func (p *plainTable) me() int { return p.sess.Table().Players[0].Seat }

func (p *plainTable) narrator() *narrate.Narrator {
	return &narrate.Narrator{Viewer: p.me(), Card: p.card, Hand: p.sess.Number(), Deals: true,
		Name: func(seat int) string {
			if n := p.names[seat]; n != "" {
				return fmt.Sprintf("%s (seat %d)", n, seat)
			}
			return fmt.Sprintf("Seat %d", seat)
		}}
}

// tell writes the events not told yet, a line each.
func (p *plainTable) tell() {
	h := p.sess.Hand()
	st := h.Story()
	for _, l := range p.narrator().DealerFrom(&st, p.told, -1) {
		p.say("%s", l.Text)
	}
	p.told = len(st.Events)
}

// playHand plays the hand dealt to its end and saves it; quit is true when
// the user stopped.
func (p *plainTable) playHand() (quit bool, err error) {
	p.told = 0
	for {
		p.tell()
		if p.sess.Over() {
			break
		}
		if p.sess.Step() {
			continue
		}
		a, ok := p.decide()
		if !ok {
			p.sess.Leave()
			p.say("You leave the table; the hand in play is not saved.")
			return true, nil
		}
		if err := p.sess.Act(a); err != nil {
			p.say("Refused: %v", err)
		}
	}
	return false, p.save()
}

// save saves the hand that ended, as the table screen does.
func (p *plainTable) save() error {
	h, seed, want := p.sess.Hand(), p.sess.Log().Seed, p.sess.Number()
	ended := time.Now()
	p.saves.Keep(want, func(number int, b []byte) []byte {
		return h.AppendLog(b, engine.LogMeta{Seed: seed, Hand: number, Time: ended})
	})
	saved, _, err := p.saves.Flush(p.hist)
	for _, s := range saved {
		p.sess.Saved(s.Want, s.Number)
		p.say("Hand %d is saved in your history: razz review replays it with the coach.", s.Number)
	}
	if err != nil {
		return Failed(fmt.Errorf("the hand was not saved: %w", err))
	}
	p.say("Your stack: %d.", p.sess.Stack(p.me()))
	return nil
}

// plainWords are the words and keys that name each action.
var plainWords = map[engine.ActionKind][]string{
	engine.Fold: {"fold", "f"}, engine.Check: {"check", "k"}, engine.Call: {"call", "c"},
	engine.BringIn: {"bring in", "bring-in", "bringin", "i"}, engine.Complete: {"complete", "o"},
	engine.Bet: {"bet", "b"}, engine.Raise: {"raise", "r"},
}

// decide asks the user for an action until a legal one is given; false
// when the user quits.
func (p *plainTable) decide() (engine.Action, bool) {
	h := p.sess.Hand()
	legal := h.Legal()
	v := h.View(p.me())
	var opts []string
	for i, o := range legal {
		key := plainWords[o.Kind][len(plainWords[o.Kind])-1]
		if i > 0 && legal[i-1].Kind == o.Kind { // the big bet
			key = strings.ToUpper(key)
		}
		opts = append(opts, fmt.Sprintf("%s (%s)", o.String(), key))
	}
	prompt := fmt.Sprintf("Your turn on %s, pot %d. You hold %s. %s?", engine.Street(v.Street).Name, v.Pot,
		engine.JoinCards(v.Own, " ", p.card), narrate.Capitalize(narrate.JoinOr(opts)))
	var chosen engine.Action
	ok := p.ask(prompt, func(line string) bool {
		switch w := strings.ToLower(line); w {
		case "hint", "h", "coach":
			p.say("Coach: %s", bots.Advise(v).Reason)
			return false
		case "why", "w", "explain", "e":
			p.explain()
			return false
		case "board", "cards", "s":
			p.board()
			return false
		case "help", "?":
			p.say("Type an action or its key: %s. Also: hint, why, board, quit.", narrate.JoinOr(opts))
			return false
		}
		if a, ok := plainAction(legal, line); ok {
			chosen = a
			return true
		}
		p.say("%q is not an action here: %s.", line, narrate.JoinOr(opts))
		return false
	})
	if !ok && p.ended && !p.quit {
		chosen = legal[0].Action() // fold first: check when it is free
		for _, o := range legal {
			if o.Kind == engine.Check {
				chosen = o.Action()
			}
		}
		if chosen.Kind == engine.Fold && len(legal) > 1 && legal[1].Kind == engine.BringIn {
			chosen = legal[1].Action()
		}
		p.say("The input has ended: you %s.", chosen.Kind)
		return chosen, true
	}
	return chosen, ok
}

// ask writes the prompt and reads lines until took accepts one; false at
// the end of the input or on quit.
func (p *plainTable) ask(prompt string, took func(line string) bool) bool {
	for {
		p.say("%s", prompt)
		if !p.in.Scan() {
			p.ended = true
			return false
		}
		line := strings.TrimSpace(p.in.Text())
		if p.echo {
			p.say("> %s", line)
		}
		if l := strings.ToLower(line); l == "quit" || l == "q" || l == "exit" {
			p.quit = true
			return false
		}
		if took(line) {
			return true
		}
	}
}

// explain says the rules that apply now: who brought in and why, who
// acts first on this street, the bets of the street.
func (p *plainTable) explain() {
	h := p.sess.Hand()
	st := h.Story()
	n := p.narrator()
	lines := n.BringInText(st.BringIn)
	if f := st.First(h.Street()); f != nil && h.Street() > 3 {
		lines = append(lines, n.FirstText(*f)...)
	}
	if l := st.LimitsOn(h.Street()); l != nil {
		lines = append(lines, narrate.LimitsText(*l, st.Table.Stakes)...)
	}
	for _, l := range lines {
		p.say("%s", l)
	}
}

// board says every card showing, seat by seat.
func (p *plainTable) board() {
	v := p.sess.Hand().View(p.me())
	for _, s := range v.Seats {
		name := p.narrator().Name(s.Seat)
		if s.Seat == p.me() {
			p.say("You: %s, stack %d.", engine.JoinCards(v.Own, " ", p.card), s.Stack)
			continue
		}
		state := ""
		if s.Folded {
			state = ", folded"
		}
		p.say("%s: %s up, stack %d%s.", name, engine.JoinCards(s.Up, " ", p.card), s.Stack, state)
	}
}

// plainAction is the legal action a line names: its word or key ("call",
// "c"); the big bet of two is its key in capitals or its word and "big"
// ("B", "bet big").
func plainAction(legal []engine.Option, line string) (engine.Action, bool) {
	for i, o := range legal {
		big := i > 0 && legal[i-1].Kind == o.Kind
		for _, w := range plainWords[o.Kind] {
			switch {
			case big && (len(w) == 1 && line == strings.ToUpper(w) || strings.EqualFold(line, w+" big")):
				return o.Action(), true
			case !big && (len(w) == 1 && line == w || len(w) > 1 && strings.EqualFold(line, w)):
				return o.Action(), true
			}
		}
	}
	return engine.Action{}, false
}

// CheckPlain refuses --hands without --plain, or below 0.
func CheckPlain(plain bool, hands int, handsSet bool) error {
	switch {
	case handsSet && !plain:
		return Usage("--hands goes with --plain: the table screen deals until you leave")
	case hands < 0:
		return Usage("--hands must be 0 or more, got %d", hands)
	}
	return nil
}
