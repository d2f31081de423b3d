package cli

import (
	"bufio"
	"fmt"
	"io"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"razz/bots"
	"razz/bots/session"
	"razz/engine"
	"razz/engine/narrate"
	"razz/tui/drill"
	"razz/tui/mistakes"
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
	p := &plainTable{in: bufio.NewScanner(in), out: out, echo: !waitsForTyping(in), hist: hist, run: store.NewRun(),
		quiz: store.Home(h).QuizFile()}
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
		switch e := e.(type) {
		case session.SeatTaken:
			p.names[e.Seat] = e.Name
			p.say("%s sits down in seat %d with %d.", e.Name, e.Seat, e.Stack)
		case session.Ended:
			p.last = e
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
	quiz  *store.QuizFile // where the coach's review keeps the mistakes (the leaks, the mistakes drill)
	run   string          // the sitting's name, on every hand it saves (engine.HandLog.Run)
	sess  *session.Session
	last  session.Ended // the hand that ended last, saved with who each seat was
	saves store.Saver
	names map[int]string
	card  func(engine.Card) string
	told  int  // events of the hand told
	quit  bool // the user said quit
	// held are the lines of a showdown's awards, told after the hands
	// are shown (showdown), not before them.
	held []string
}

// say writes a line, with a low's ranks apart rather than dashed ("7 6 5
// 4 3"): a screen reader says "seven six five", not "seven dash six".
func (p *plainTable) say(format string, a ...any) {
	// drill.Keep's no-break spaces read as spaces.
	line := strings.ReplaceAll(fmt.Sprintf(format, a...), "\u00a0", " ")
	for { // "7-6-5": the matches overlap, so until none is left
		next := rankDashes.ReplaceAllString(line, "$1 $2")
		if next == line {
			break
		}
		line = next
	}
	fmt.Fprintln(p.out, line)
}

// rankDashes finds two ranks joined by a dash.
var rankDashes = regexp.MustCompile(`\b([2-9TJQKA])-([2-9TJQKA])\b`)

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
	shown := h.Done() && st.Showdown != nil && len(st.Showdown.Order) >= 2
	for _, l := range p.narrator().DealerFrom(&st, p.told, -1) {
		if shown && (l.Kind == narrate.LineShowdown || l.Kind == narrate.LinePot || l.Kind == narrate.LineAward) {
			p.held = append(p.held, l.Text)
			continue
		}
		p.say("%s", l.Text)
	}
	p.told = len(st.Events)
}

// playHand plays the hand dealt to its end and saves it; quit is true when
// the user stopped.
func (p *plainTable) playHand() (quit bool, err error) {
	p.told, p.held = 0, nil
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
	p.showdown()
	return false, p.save()
}

// showdown says how a showdown was decided, as the table's box does:
// who showed first and why, every hand shown with its best five and the
// cards left out, each pot and the comparison that decided it.
func (p *plainTable) showdown() {
	st := p.sess.Hand().Story()
	if st.Showdown == nil || len(st.Showdown.Order) < 2 {
		return
	}
	p.say("Showdown.")
	for _, l := range plainBlock(p.me(), p.card, p.narrator().ShowdownBlock(&st)) {
		p.say("%s", l)
	}
	for _, l := range p.held { // who won, once the hands are shown
		p.say("%s", l)
	}
	p.held = nil
}

// plainBlock is an explanation block (narrate's, which the table draws as
// a box) as lines of text: a sentence a line, a hand or a board written
// out with whose it is (viewer's: "you show").
func plainBlock(viewer int, card func(engine.Card) string, b narrate.Block) []string {
	var out []string
	names := map[int]string{} // a note is about the hand shown above it
	for _, pt := range b.Parts {
		if pt.Name != "" {
			names[pt.Seat] = pt.Name
		}
		switch pt.Kind {
		case narrate.PartDoors:
			var ds []string
			for _, d := range pt.Doors {
				ds = append(ds, fmt.Sprintf("seat %d %s", d.Seat, card(d.Card)))
			}
			out = append(out, pt.Text+" "+strings.Join(ds, ", ")+".")
		case narrate.PartBoard:
			out = append(out, fmt.Sprintf("%s: %s, showing %s, %s.", narrate.Ordinal(pt.Rank), pt.Name, engine.JoinCards(pt.Board.Cards, " ", card), pt.Board.Partial()))
		case narrate.PartShown:
			verb := map[bool]string{true: "show", false: "shows"}[pt.Seat == viewer]
			out = append(out, fmt.Sprintf("%s %s %s.", pt.Name, verb, engine.JoinCards(pt.Eval.Cards, " ", card)))
		case narrate.PartNote:
			note := strings.TrimSpace(pt.Text)
			if pt.Seat == viewer {
				note = strings.Replace(note, "plays ", "play ", 1)
			}
			out = append(out, names[pt.Seat]+" "+note+".")
		case narrate.PartDecided:
			five := pt.Eval.Best[:]
			out = append(out, fmt.Sprintf("%s: %s, the deciding card %s.", pt.Name, engine.JoinCards(five, " ", card), card(five[pt.Position])))
		default:
			out = append(out, pt.Text)
		}
	}
	return out
}

// save saves the hand that ended, as the table screen does: with who each
// seat was (the user the hero, each bot's style).
func (p *plainTable) save() error {
	e, want, run := p.last, p.sess.Number(), p.run
	ended := time.Now()
	p.saves.Keep(want, func(number int, b []byte) []byte {
		m := e.Meta(number)
		m.Time, m.Run = ended, run
		return e.Hand.AppendLog(b, m)
	})
	saved, _, err := p.saves.Flush(p.hist)
	for _, s := range saved {
		p.sess.Saved(s.Want, s.Number)
		p.say("Hand %d is saved in your history: razz review replays it with the coach.", s.Number)
		p.review(s.Number)
	}
	if err != nil {
		return Failed(fmt.Errorf("the hand was not saved: %w", err))
	}
	p.say("Your stack: %d.", p.sess.Stack(p.me()))
	return nil
}

// review has the coach go over the hand saved under number, as the table
// does after every hand, and keeps its mistakes in the quiz record (the
// table's recorder, tui/mistakes): the leaks the path's next step reads,
// and the spots the "Your mistakes" drill asks again.
func (p *plainTable) review(number int) {
	r, err := p.sess.ReviewOf(number, p.me())()
	if err != nil {
		p.say("The coach could not review hand %d: %v", number, err)
		return
	}
	ds := mistakes.Of(r)
	keep := mistakes.Keep(r)
	if keep == nil {
		return
	}
	if _, _, err := p.quiz.Update(keep); err != nil {
		p.say("The coach's mistakes were not kept: %v", err)
		return
	}
	var kinds []string
	for _, d := range ds {
		kinds = append(kinds, fmt.Sprintf("%s on %s, %s", d.Kind.Label(), engine.Street(d.Street).Name, d.CostWords()))
	}
	p.say("The coach marks %s in this hand: %s. razz quiz --plain --drill mistakes asks %s again.",
		count(len(ds), "mistake"), strings.Join(kinds, "; "), map[bool]string{true: "it", false: "them"}[len(ds) == 1])
}

// plainWords are the words and keys that name each action: its words,
// then its letter (engine.ActionKind.Letter), last, which the prompt
// names; the bring-in answers to call too.
var plainWords = func() map[engine.ActionKind][]string {
	words := map[engine.ActionKind][]string{
		engine.Fold: {"fold"}, engine.Check: {"check"}, engine.Call: {"call"},
		engine.BringIn: {"bring in", "bring-in", "bringin", "call", engine.Call.Letter()}, engine.Complete: {"complete"},
		engine.Bet: {"bet"}, engine.Raise: {"raise"},
	}
	for k, ws := range words {
		words[k] = append(ws, k.Letter())
	}
	return words
}()

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
			p.hint(v, legal)
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

// hint says the coach's advice for the decision in front of the user, in
// the words of the table's coach box (bots.Advice.BoxLines): the pot and
// the price, the suggestion and why, the shares, the pot odds, the start
// or the boards.
func (p *plainTable) hint(v engine.View, legal []engine.Option) {
	a := bots.Advise(v, p.sess.Models())
	head := fmt.Sprintf("Coach, %s: pot %d", engine.Street(a.Street).Name, a.Pot)
	if a.ToCall > 0 {
		head += fmt.Sprintf(", %d to call", a.ToCall)
	}
	p.say("%s.", head)
	for i, l := range a.BoxLines(legal, p.narrator().Name) {
		if i == 0 { // the coach's reason, a sentence here
			l = "Advice: " + strings.TrimSuffix(l, ".") + "."
		}
		p.say("%s", l)
	}
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
	lines = append(lines, narrate.LimitsText(h.LimitsOf(h.Street()), st.Table.Stakes)...)
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

// PlainQuiz asks the quiz's questions as text through in and out: the
// question (the spot or cards it is about, a line each), the answers it
// takes, then right or not, the right answer and why. Rounds 0 asks until
// the input ends or quit. The answers are kept in the quiz record, as the
// quiz screen keeps them.
func (h Home) PlainQuiz(s QuizSetup, ascii bool, in io.Reader, out io.Writer) error {
	if s.Timed {
		return Usage("--timed goes with the quiz screen's clock; --plain asks at your own pace")
	}
	d := s.Drill
	if d == nil {
		d = drill.All()[0]
	}
	card := engine.Card.Pretty
	if ascii {
		card = engine.Card.String
	}
	dir := h.Data
	if dir == "" {
		dir, _ = store.DataDir()
	}
	file := store.NewQuizFile("")
	if dir != "" {
		file = store.NewQuizFile(filepath.Join(dir, store.StatsFile))
	}
	rec, problem := file.Load()
	var changes []func(*store.QuizRecord) // what this round adds, written on top of the record on disk
	p := &plainTable{in: bufio.NewScanner(in), out: out, echo: !waitsForTyping(in)}
	if problem != nil && dir != "" {
		p.say("Note: %s", problem.String())
	}
	p.say("razz quiz, plain mode: %s. Type your answer and press enter; quit stops.", strings.TrimSuffix(d.Title(), "?"))
	right, asked := 0, 0
	for n := 0; s.Rounds == 0 || n < s.Rounds; n++ {
		l := s.Level
		if l == drill.Mixed {
			l = drill.Difficulty(n % int(drill.NumDifficulties))
		}
		q := d.New(drill.Rand(s.Seed, d, l, n), l)
		if ag, ok := d.(interface {
			Again(key string) drill.Question
		}); ok {
			if key, due := rec.NextAgain(d.ID()); due {
				if aq := ag.Again(key); aq != nil {
					q = aq
				}
			}
		}
		if uq, ok := q.(interface {
			UseActionKeys(func(engine.ActionKind) string)
		}); ok {
			uq.UseActionKeys(func(k engine.ActionKind) string { return plainWords[k][len(plainWords[k])-1] })
		}
		p.say("Question %d (%s).", n+1, l)
		for _, line := range plainQuestion(q, card) {
			p.say("%s", line)
		}
		a, ok := p.quizAnswer(q)
		if !ok {
			break
		}
		good := q.Check(a)
		asked++
		verdict := "Not quite: "
		if good {
			right++
			verdict = "Right: "
		}
		p.say("%s%s", verdict, q.Answer())
		f := q.Explain(a, card)
		for _, line := range append(f.Key, f.More...) {
			p.say("%s", line)
		}
		id, lv := d.ID(), l.String()
		change := func(r *store.QuizRecord) { r.Record(id, lv, good) }
		if rq, ok := q.(interface{ RepeatKey() string }); ok {
			key := rq.RepeatKey()
			change = func(r *store.QuizRecord) { r.Record(id, lv, good); r.AnswerAgain(id, key, good) }
		}
		change(rec) // what the next question reads
		changes = append(changes, change)
	}
	p.say("%d right of %d.", right, asked)
	if _, _, err := file.Update(changes...); err != nil {
		return Failed(fmt.Errorf("the quiz record was not saved: %w", err))
	}
	return nil
}

// plainQuestion is a question as lines: what it shows, then what it asks.
func plainQuestion(q drill.Question, card func(engine.Card) string) []string {
	var out []string
	if f, ok := q.(interface {
		FlashFrames(func(engine.Card) string) [][]string
	}); ok {
		for _, fr := range f.FlashFrames(card) {
			out = append(out, fr...)
		}
		out = append(out, "Now, from memory:")
	}
	switch x := q.(type) {
	case interface {
		Spot(func(engine.Card) string) []string
	}:
		out = append(out, x.Spot(card)...)
	case *drill.CompareQuestion:
		for i, h := range x.Hands {
			out = append(out, fmt.Sprintf("Hand %d: %s", i+1, engine.JoinCards(h.Cards, " ", card)))
		}
	case interface{ Rows() []drill.SeatRow }:
		for _, r := range x.Rows() {
			l := fmt.Sprintf("Seat %d: %s", r.Seat, engine.JoinCards(r.Up, " ", card))
			if r.Tag != "" {
				l += " (" + r.Tag + ")"
			}
			out = append(out, l)
		}
	case interface{ Dealt() engine.Evaluation }:
		var cs []string
		for i, c := range x.Dealt().Cards {
			cs = append(cs, fmt.Sprintf("%d %s", i+1, card(c)))
		}
		out = append(out, "Cards: "+strings.Join(cs, ", "))
	}
	f := q.Form()
	ask := q.Prompt()
	switch f.Kind {
	case drill.Choose:
		var ks []string
		for _, h := range f.Help {
			ks = append(ks, h.Key+" "+h.Desc)
		}
		ask += " Answer: " + strings.Join(ks, ", ") + "."
	case drill.PickCards:
		ask += fmt.Sprintf(" Type the numbers of %d cards.", f.Count)
	}
	return append(out, ask)
}

// quizAnswer reads an answer in the question's form; false at the end of
// the input or on quit.
func (p *plainTable) quizAnswer(q drill.Question) (drill.Answer, bool) {
	f := q.Form()
	var a drill.Answer
	ok := p.ask("Your answer?", func(line string) bool {
		switch f.Kind {
		case drill.Choose:
			for _, k := range []string{line, strings.ToLower(line)} {
				if c, ok := f.Choice(plainKey(k)); ok {
					a = drill.Answer{Value: c.Value}
					return true
				}
			}
			p.say("%q is no answer here.", line)
			return false
		case drill.PickCards:
			d, ok := q.(interface{ Dealt() engine.Evaluation })
			if !ok {
				return false
			}
			cards := d.Dealt().Cards
			var picked []engine.Card
			for _, w := range strings.FieldsFunc(line, func(r rune) bool { return r == ' ' || r == ',' }) {
				i := int(w[0] - '1')
				if len(w) != 1 || i < 0 || i >= len(cards) {
					p.say("%q is not a card's number: 1 to %d.", w, len(cards))
					return false
				}
				picked = append(picked, cards[i])
			}
			if len(picked) != f.Count {
				p.say("Choose %d cards (%d given).", f.Count, len(picked))
				return false
			}
			a = drill.Answer{Cards: picked}
			return true
		}
		if line == "" {
			return false
		}
		a = drill.Answer{Text: line}
		return true
	})
	return a, ok
}

// plainKey is a typed word as the key a choice takes: an action's word
// for its key ("call" for c).
func plainKey(s string) string {
	for _, k := range []engine.ActionKind{engine.Fold, engine.Check, engine.Call, engine.BringIn, engine.Complete, engine.Bet, engine.Raise} {
		ws := plainWords[k]
		for _, w := range ws {
			if strings.EqualFold(s, w) {
				return ws[len(ws)-1]
			}
		}
	}
	return s
}
