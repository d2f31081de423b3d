package bots

import (
	"fmt"
	"math/rand/v2"

	"razz/engine"
)

// Arena plays hands between bots at one table. Every hand starts from the
// table's stacks, so hands are independent and each is reproducible from
// the seed and its number alone.
type Arena struct {
	Table engine.Table
	Bots  []Bot // one a player, in the table's seat order
	Seed  uint64
	// Observe, when set, is called with every finished hand and its
	// decisions' reasons, in order (for logs, statistics, narration).
	Observe func(n int, h *engine.Hand, reasons []SeatReason)
}

// SeatReason is the reason a bot gave for an action.
type SeatReason struct {
	Seat   int
	Action engine.ActionRecord
	Reason string
}

// Summary is what a run of the arena reports.
type Summary struct {
	Hands       int
	Showdowns   int
	TotalPot    int64
	ChipsStart  int64 // over all hands: the sum of the stacks before each hand
	ChipsEnd    int64 // the sum after each hand (must equal ChipsStart)
	Net         []int64
	DecisionErr error // a bot's illegal action, if any (the run stops)
}

// DecisionSource is the seeded source for the bots' decisions in hand n.
func DecisionSource(seed uint64, n int) *rand.Rand {
	return rand.New(rand.NewPCG(seed^0x5bf03635f0b5d4a1, uint64(n)))
}

// PlayHand plays hand number n (1-based) to the end.
func (a *Arena) PlayHand(n int, reasons []SeatReason) (*engine.Hand, []SeatReason, error) {
	h, err := engine.NewHand(a.Table, engine.DeckDealer{Deck: engine.DeckForHand(a.Seed, n)})
	if err != nil {
		return nil, nil, err
	}
	r := DecisionSource(a.Seed, n)
	reasons = reasons[:0]
	var v engine.View
	for !h.Done() {
		seat := h.ToAct()
		bot := a.Bots[a.botIndex(seat)]
		h.ViewInto(&v, seat)
		d := bot.Decide(v, r)
		if err := h.Apply(d.Action); err != nil {
			return h, reasons, fmt.Errorf("hand %d: %s in seat %d chose %v: %w", n, bot.Style(), seat, d.Action, err)
		}
		if a.Observe != nil {
			reasons = append(reasons, SeatReason{seat, h.LastAction(), d.Reason})
		}
	}
	return h, reasons, nil
}

func (a *Arena) botIndex(seat int) int {
	for i, p := range a.Table.Players {
		if p.Seat == seat {
			return i
		}
	}
	return -1
}

// Run plays hands 1..n.
func (a *Arena) Run(n int) Summary {
	s := Summary{Net: make([]int64, len(a.Table.Players))}
	var reasons []SeatReason
	for k := 1; k <= n; k++ {
		h, rs, err := a.PlayHand(k, reasons)
		reasons = rs
		if err != nil {
			s.DecisionErr = err
			return s
		}
		s.Hands++
		if h.Showdown() != nil {
			s.Showdowns++
		}
		for i, c := range h.Stacks() {
			start := a.Table.Players[i].Stack
			s.ChipsStart += int64(start)
			s.ChipsEnd += int64(c.Amount)
			s.Net[i] += int64(c.Amount - start)
		}
		for _, c := range h.Awards() {
			s.TotalPot += int64(c.Amount)
		}
		if a.Observe != nil {
			a.Observe(k, h, reasons)
		}
	}
	return s
}
