package bots

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"sync"

	"razz/engine"
)

// Arena plays hands between bots at one table. Every hand starts from the
// table's stacks, so hands are independent and each is reproducible from
// the seed and its number alone.
type Arena struct {
	Table engine.Table
	Bots  []Bot // one a player, in the table's seat order
	Seed  uint64
	// Workers is how many hands are played at once by Run (0: one a CPU).
	Workers int
	// Observe, when set, is called with every finished hand and its
	// decisions' reasons, in order (for logs, statistics, narration).
	Observe func(n int, h *engine.Hand, reasons []SeatReason)
	// Quiet leaves the reasons out (Observe gets none): the bots do not
	// put into words what nobody reads, and choose the same actions.
	Quiet bool
}

// SeatReason is the reason a bot gave for an action.
type SeatReason struct {
	Seat   int
	Action engine.ActionRecord
	Reason string
	Told   string // Reason in words that name none of the seat's down cards (Decision.Told)
	Event  int    // the index of the action's event in the hand's story
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

// PlayHand plays hand number n (1-based) to the end. reasons is memory to
// reuse for the bots' reasons (kept only when Observe is set and the arena
// is not Quiet).
func (a *Arena) PlayHand(n int, reasons []SeatReason) (*engine.Hand, []SeatReason, error) {
	p, err := NewPlay(a.Table, a.Bots, a.Seed, n)
	if err != nil {
		return nil, nil, err
	}
	p.Reasons, p.KeepReasons = reasons[:0], a.Observe != nil && !a.Quiet
	// The views' memory from an earlier hand: a hand builds one at every
	// decision, and the first would otherwise allocate it all again.
	v := views.Get().(*engine.View)
	p.view = *v
	defer func() { *v = p.view; views.Put(v) }()
	for !p.Hand.Done() {
		if _, err := p.Step(); err != nil {
			return p.Hand, p.Reasons, fmt.Errorf("hand %d: %w", n, err)
		}
	}
	return p.Hand, p.Reasons, nil
}

// views keeps the arena's views between hands, one a worker at a time.
var views = sync.Pool{New: func() any { return new(engine.View) }}

// Run plays hands 1..n. Hands are independent, so they are played on
// Workers goroutines (0: one a CPU), and counted and observed in order:
// the summary and every Observe call are the same as when played one by
// one. A bot's illegal action stops the run at that hand.
func (a *Arena) Run(n int) Summary {
	s := Summary{Net: make([]int64, len(a.Table.Players))}
	workers := a.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	type result struct {
		h       *engine.Hand
		reasons []SeatReason
		err     error
	}
	type job struct {
		n   int
		out chan result
	}
	jobs := make(chan job)
	done := make(chan struct{})
	defer close(done)
	// order carries each hand's result channel in hand order.
	order := make(chan chan result, 4*workers)
	go func() {
		defer close(jobs)
		defer close(order)
		for k := 1; k <= n; k++ {
			c := make(chan result, 1)
			select {
			case order <- c:
			case <-done:
				return
			}
			select {
			case jobs <- job{k, c}:
			case <-done:
				return
			}
		}
	}()
	for range workers {
		go func() {
			for j := range jobs {
				h, rs, err := a.PlayHand(j.n, nil)
				j.out <- result{h, rs, err}
			}
		}()
	}
	k := 0
	for c := range order {
		k++
		res := <-c
		if res.err != nil {
			s.DecisionErr = res.err
			return s
		}
		h := res.h
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
			a.Observe(k, h, res.reasons)
		}
	}
	return s
}
