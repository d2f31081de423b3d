package bots

import (
	"fmt"
	"math/rand/v2"
	"sync"

	"razz/engine"
)

// Play is one hand in play: the one loop that asks the seat to act, a bot
// or a person, and applies the answer. The arena steps it to the end at
// once; the table steps it one decision at a time, between frames, and
// hands a person's choice to Act.
type Play struct {
	Hand *engine.Hand
	// Bots decide for the table's players, in seat order; nil for a person.
	Bots []Bot
	// Reasons are the bots' reasons for this hand's actions, in order
	// (kept only when KeepReasons was set).
	Reasons     []SeatReason
	KeepReasons bool

	table  engine.Table
	models Models // who plays each seat, as the table shows it: what the bots read each other by
	rng    *rand.Rand
	view   engine.View
	// reads are the bots' read turns of this hand, by seat index, on the
	// memory of an earlier hand's (mem, given back when the hand is done).
	reads [engine.MaxPlayers]handTurns
	mem   *readMemory
}

// readMemory is the memory of a hand's range reads, by seat index: each
// seat's range (with its world, share scratch and the turns' view). A
// hand's first read of a seat would otherwise allocate it all again: a
// fifth of a bot's decision went to allocating and collecting it.
type readMemory struct {
	rg [engine.MaxPlayers]*Range
}

// readsMemory keeps the reads' memory between hands, one a hand in play.
var readsMemory = sync.Pool{New: func() any { return new(readMemory) }}

// takeMemory gives the hand's reads the memory of an earlier hand's.
func (p *Play) takeMemory() {
	m := readsMemory.Get().(*readMemory)
	for i := range p.reads {
		p.reads[i].rg = m.rg[i]
	}
	p.mem = m
}

// giveMemory gives the reads' memory back once the hand is done: nothing
// reads again.
func (p *Play) giveMemory() {
	m := p.mem
	if m == nil || !p.Hand.Done() {
		return
	}
	for i := range p.reads {
		ht := &p.reads[i]
		m.rg[i], ht.rg = ht.rg, nil
	}
	p.mem = nil
	readsMemory.Put(m)
}

// NewPlay deals hand number n (1-based) of the session seeded with seed at
// table t, with the bots' decisions drawn from the seeded source of that
// hand, so the hand is the same whoever plays it.
func NewPlay(t engine.Table, players []Bot, seed uint64, n int) (*Play, error) {
	h, err := engine.NewHand(t, engine.DeckDealer{Deck: engine.DeckForHand(seed, n)})
	if err != nil {
		return nil, err
	}
	p := &Play{Hand: h, Bots: players, table: t, models: ModelsOf(t, players), rng: DecisionSource(seed, n)}
	p.takeMemory()
	return p, nil
}

// Styles is the style of the bot playing each seat a bot plays, by seat:
// the hand log's seats[].bot (engine.LogMeta.Bots).
func (p *Play) Styles() map[int]string { return StylesOf(p.table, p.Bots) }

// Mistakes is how often each seat's bot makes a beginner's mistake, by
// seat, for the bots that play a level (MistakesOf).
func (p *Play) Mistakes() map[int]float64 { return MistakesOf(p.table, p.Bots) }

// Models is the seats' models as the table shows who plays them (a bot
// of its style, the population for a person): what its bots read each
// other by, and what the coach reads the user's opponents by.
func (p *Play) Models() Models { return p.models }

// decideAt lets bot decide from view v, reading the other seats by m:
// a Player or a Shark reads ranges by them; the others never read.
func decideAt(bot Bot, v engine.View, r *rand.Rand, quiet bool, m Models, ht *handTurns) Decision {
	switch b := bot.(type) {
	case *Player:
		return b.decideIn(v, r, quiet, m, ht)
	case *Shark:
		return b.decide(v, r, m)
	}
	return bot.Decide(v, r)
}

// Bot is the bot deciding for the seat to act, nil when a person decides
// or nobody is to act.
func (p *Play) Bot() Bot {
	if seat := p.Hand.ToAct(); seat != 0 {
		for i, pl := range p.table.Players {
			if pl.Seat == seat && i < len(p.Bots) {
				return p.Bots[i]
			}
		}
	}
	return nil
}

// Step lets the bot to act decide and applies its action. A refused action
// leaves the hand as it was and comes back as the error, with the bot's
// decision. Without KeepReasons the decision's Reason may be empty: a
// Player does not put its reason into words nobody reads.
func (p *Play) Step() (Decision, error) {
	h := p.Hand
	seat := h.ToAct()
	bot := p.Bot()
	if bot == nil {
		return Decision{}, fmt.Errorf("seat %d is not a bot's to play", seat)
	}
	h.ViewInto(&p.view, seat)
	d := decideAt(bot, p.view, p.rng, !p.KeepReasons, p.models, p.read(seat)) // quiet: nobody reads the reason
	if err := h.Apply(d.Action); err != nil {
		return d, fmt.Errorf("%s in seat %d chose %v: %w", bot.Style(), seat, d.Action, err)
	}
	p.noteReason(seat, d.Reason, d.Told)
	p.giveMemory()
	return d, nil
}

// read is the read turns of this hand of seat's bot.
func (p *Play) read(seat int) *handTurns {
	for i, pl := range p.table.Players {
		if pl.Seat == seat && i < len(p.reads) {
			return &p.reads[i]
		}
	}
	return nil
}

// Act applies an action for the seat to act: a person's choice, or the
// fallback for a bot whose choice was refused (with its reason, in words
// the others may be told: Decision.Told).
func (p *Play) Act(a engine.Action, reason string) error {
	seat := p.Hand.ToAct()
	if err := p.Hand.Apply(a); err != nil {
		return err
	}
	if reason != "" {
		p.noteReason(seat, reason, reason)
	}
	p.giveMemory()
	return nil
}

func (p *Play) noteReason(seat int, reason, told string) {
	if p.KeepReasons {
		evs := p.Hand.Events()
		i := len(evs) - 1
		for i >= 0 && evs[i].Kind != engine.EventAction {
			i--
		}
		p.Reasons = append(p.Reasons, SeatReason{seat, p.Hand.LastAction(), reason, told, i})
	}
}

// ReasonsByEvent is the bots' reasons keyed by the index of their action's
// event, as the narrator reads them.
func ReasonsByEvent(rs []SeatReason) map[int]string {
	m := make(map[int]string, len(rs))
	for _, r := range rs {
		m[r.Event] = r.Reason
	}
	return m
}

// ToldByEvent is ReasonsByEvent in the words the others at the table may
// be told (SeatReason.Told): the narrator's Told.
func ToldByEvent(rs []SeatReason) map[int]string {
	m := make(map[int]string, len(rs))
	for _, r := range rs {
		m[r.Event] = r.Told
	}
	return m
}

// Turn is a bot's decision to make away from the hand: the bot, a copy of
// its view and the hand's decision source. A UI runs Decide off its update
// path while the hand waits, then hands the decision to Play.Answer.
type Turn struct {
	Seat   int
	Bot    Bot
	View   engine.View
	rng    *rand.Rand
	models Models
	read   *handTurns
}

// Decide lets the bot decide, with its reason.
func (t Turn) Decide() Decision { return decideAt(t.Bot, t.View, t.rng, false, t.models, t.read) }

// Turn is the decision of the bot to act, when a bot is to act. Until its
// answer comes, nothing else may draw from the hand's decision source.
func (p *Play) Turn() (Turn, bool) {
	bot := p.Bot()
	if bot == nil {
		return Turn{}, false
	}
	seat := p.Hand.ToAct()
	return Turn{Seat: seat, Bot: bot, View: p.Hand.View(seat), rng: p.rng, models: p.models, read: p.read(seat)}, true
}

// Answer applies a Turn's decision as Step applies its own: a refused
// action leaves the hand as it was and comes back as the error.
func (p *Play) Answer(t Turn, d Decision) error {
	if err := p.Hand.Apply(d.Action); err != nil {
		return fmt.Errorf("%s in seat %d chose %v: %w", t.Bot.Style(), t.Seat, d.Action, err)
	}
	p.noteReason(t.Seat, d.Reason, d.Told)
	p.giveMemory()
	return nil
}
