package tui

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"razz/bots"
	"razz/engine"
)

// playOn plays the rest of a practised hand against bots, from the user's
// own choice at a decision: the cards still to come are the hand's own
// where the log has them, else cards nobody was seen holding.
type playOn struct {
	sh    *Shared
	log   engine.HandLog
	seat  int
	hand  *engine.Hand
	bots  map[int]bots.Bot
	rng   *rand.Rand
	lines []string // what happened since play on began
	note  string
	err   error
}

func newPlayOn(sh *Shared, l engine.HandLog, seat, index int, first engine.Action) *playOn {
	p := &playOn{sh: sh, log: l, seat: seat, bots: map[int]bots.Bot{}, rng: rand.New(rand.NewPCG(uint64(l.Hand), 0x9e3779b97f4a7c15))}
	p.err = p.start(index, first)
	return p
}

// start deals the hand again, replays the log's actions before index,
// applies the user's choice and lets the bots act up to the user's turn.
func (p *playOn) start(index int, first engine.Action) error {
	t, err := p.log.Table()
	if err != nil {
		return err
	}
	h, err := engine.NewHand(t, newPlayOnDealer(p.log, p.rng))
	if err != nil {
		return err
	}
	p.hand = h
	for _, a := range p.log.Actions[:index] {
		kind, err := engine.ParseActionKind(a.Action)
		if err != nil || kind == engine.Ante {
			continue
		}
		act := engine.Action{Kind: kind}
		if kind.Aggressive() {
			act.To = a.To
		}
		if err := h.Apply(act); err != nil {
			return err
		}
	}
	for _, s := range p.log.Seats {
		if s.Seat != p.seat {
			b, err := bots.ByName("grinder", bots.Normal)
			if err != nil {
				return err
			}
			p.bots[s.Seat] = b
		}
	}
	return p.act(first)
}

// act applies the user's action, then the bots' up to the user's turn.
func (p *playOn) act(a engine.Action) error {
	if err := p.hand.Apply(a); err != nil {
		return err
	}
	p.tell()
	for !p.hand.Done() && p.hand.ToAct() != p.seat {
		s := p.hand.ToAct()
		d := p.bots[s].Decide(p.hand.View(s), p.rng)
		if err := p.hand.Apply(d.Action); err != nil {
			return err
		}
		p.tell()
	}
	return nil
}

func (p *playOn) name(seat int) string {
	if seat == p.seat {
		return "You"
	}
	for _, s := range p.log.Seats {
		if s.Seat == seat {
			return s.Name
		}
	}
	return "Seat " + strconv.Itoa(seat)
}

// tell adds the last action to the lines.
func (p *playOn) tell() {
	a := p.hand.LastAction()
	s := p.name(a.Seat) + " " + a.Kind.String()
	switch {
	case a.Kind.Aggressive():
		s += " to " + strconv.Itoa(a.To)
	case a.Put > 0:
		s += " " + strconv.Itoa(a.Put)
	}
	p.lines = append(p.lines, s)
}

func (p *playOn) help() []key.Binding {
	if p.err != nil || p.hand.Done() {
		return nil
	}
	var out []key.Binding
	for _, ak := range actionKeysOf(p.sh.Keys.Table) {
		for _, o := range p.hand.Legal() {
			if o.Kind == ak.kind && !ak.big {
				b := ak.b
				b.SetHelp(b.Help().Key, o.String())
				out = append(out, b)
				break
			}
		}
	}
	return out
}

func (p *playOn) key(k tea.KeyPressMsg) tea.Cmd {
	p.note = ""
	if p.err != nil || p.hand.Done() || p.hand.ToAct() != p.seat {
		return nil
	}
	a, ok := pickAction(p.sh.Keys.Table, k, p.hand.Legal())
	if !ok {
		return nil
	}
	if !legalAction(p.hand.Legal(), a) {
		p.note = "Not now: you may " + optionWords(p.hand.Legal()) + "."
		return nil
	}
	p.err = p.act(a)
	return nil
}

func (p *playOn) view(w, h int) string {
	t := p.sh.Theme
	if p.err != nil {
		return t.Warn.Render(truncate("Play on stopped: "+p.err.Error(), w))
	}
	v := p.hand.View(p.seat)
	lines := []string{t.Title.Render(truncate(fmt.Sprintf("Playing on against bots · %s · pot %d", capitalize(engine.Street(v.Street).Name), v.Pot), w))}
	lines = append(lines, practiceRows(t, p.log, v, p.seat)...)
	lines = append(lines, "")
	room := max(h-len(lines)-2, 1)
	said := p.lines
	if len(said) > room {
		said = said[len(said)-room:]
	}
	lines = append(lines, t.Text.Render(truncate(strings.Join(said, " · "), w)))
	switch {
	case p.hand.Done():
		start := 0
		for _, s := range p.log.Seats {
			if s.Seat == p.seat {
				start = s.Stack
			}
		}
		won := 0
		for _, c := range p.hand.Stacks() {
			if c.Seat == p.seat {
				won = c.Amount - start
			}
		}
		lines = append(lines, t.Accent.Render(truncate(fmt.Sprintf("The hand is over: you %s %d playing on.", map[bool]string{true: "won", false: "lost"}[won >= 0], abs(won)), w)))
	default:
		var opts []string
		for _, b := range p.help() {
			opts = append(opts, b.Help().Key+" "+b.Help().Desc)
		}
		lines = append(lines, t.ToAct.Render(truncate("Your turn. "+strings.Join(opts, " · "), w)))
	}
	if p.note != "" {
		lines = append(lines, t.Warn.Render(truncate(p.note, w)))
	}
	return strings.Join(lines, "\n")
}

// playOnDealer deals each seat the log's cards in order, then cards
// nobody in the log holds, shuffled by the hand's own source.
type playOnDealer struct {
	cards     map[int][]engine.Card
	next      map[int]int
	spare     []engine.Card
	community *engine.Card
	dealt     int
}

func newPlayOnDealer(l engine.HandLog, rng *rand.Rand) *playOnDealer {
	d := &playOnDealer{cards: map[int][]engine.Card{}, next: map[int]int{}}
	var seen engine.CardSet
	for k, cs := range l.Deal {
		seat, _ := strconv.Atoi(k)
		for _, s := range cs {
			if c, err := engine.ParseCard(s); err == nil {
				d.cards[seat] = append(d.cards[seat], c)
				seen |= c.Bit()
			}
		}
	}
	if l.Community != nil {
		if c, err := engine.ParseCard(*l.Community); err == nil {
			d.community = &c
			seen |= c.Bit()
		}
	}
	for c := engine.Card(0); c < engine.NumCards; c++ {
		if seen&c.Bit() == 0 {
			d.spare = append(d.spare, c)
		}
	}
	rng.Shuffle(len(d.spare), func(i, j int) { d.spare[i], d.spare[j] = d.spare[j], d.spare[i] })
	return d
}

func (d *playOnDealer) Deal(seat int) (engine.Card, bool) {
	d.dealt++
	if seat == 0 && d.community != nil {
		return *d.community, true
	}
	if i := d.next[seat]; seat != 0 && i < len(d.cards[seat]) {
		d.next[seat]++
		return d.cards[seat][i], true
	}
	if len(d.spare) == 0 {
		return 0, false
	}
	c := d.spare[0]
	d.spare = d.spare[1:]
	return c, true
}

func (d *playOnDealer) Left() int { return engine.NumCards - d.dealt }
