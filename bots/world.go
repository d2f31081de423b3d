package bots

import (
	"math/rand/v2"

	"razz/engine"
)

// This file rebuilds, from one seat's view, a hand the engine can play on:
// the seat's own cards and every up card as the view shows them, the
// other seats' down cards chosen by the caller (drawn from their ranges),
// and the cards still to come from a shuffled rest of the deck. The range
// model (ranges.go) replays the betting in it to ask each opponent's model
// how likely its actions were; the lookahead (lookahead.go) plays on from it.

// world is a view's hand, ready to rebuild with chosen down cards.
type world struct {
	v      *engine.View
	table  engine.Table
	idx    []int           // a seat's index in v.Seats, by seat number (imports number seats up to 10 and beyond)
	hero   int             // v.Seat's index
	unseen engine.CardSet  // the cards the viewer has not seen
	deck   []engine.Card   // the same in card order
	acts   []engine.Action // the view's actions, antes left out
	actor  []int           // the seat of each
}

func newWorld(v *engine.View) *world {
	w := new(world)
	w.init(v)
	return w
}

// init makes w view v's world, on the memory of the world it was (a bot's
// reads through a hand reuse one: handTurns), but for the table's players,
// which a replayed hand keeps.
func (w *world) init(v *engine.View) {
	idx, deck, acts, actor := w.idx, w.deck[:0], w.acts[:0], w.actor[:0]
	*w = world{v: v, table: engine.Table{Stakes: v.Stakes, Rules: v.Rules}}
	seen := engine.SetOf(v.Own...)
	top := 0
	for _, sv := range v.Seats {
		top = max(top, sv.Seat)
	}
	if cap(idx) < top+1 {
		idx = make([]int, top+1)
	}
	w.idx = idx[:top+1]
	clear(w.idx)
	w.table.Players = make([]engine.Player, 0, len(v.Seats))
	for i, sv := range v.Seats {
		w.idx[sv.Seat] = i
		if sv.Seat == v.Seat {
			w.hero = i
		}
		w.table.Players = append(w.table.Players, engine.Player{Seat: sv.Seat, Name: sv.Name, Stack: sv.Stack + sv.Total})
		seen |= engine.SetOf(sv.Up...)
	}
	if v.Community != nil {
		seen |= v.Community.Bit()
	}
	w.unseen = engine.FullDeck &^ seen
	// The unseen cards in card order (CardSet.Cards's).
	if deck == nil {
		deck = make([]engine.Card, 0, w.unseen.Count())
	}
	for c := range engine.Card(engine.NumCards) {
		if w.unseen.Has(c) {
			deck = append(deck, c)
		}
	}
	w.deck = deck
	if acts == nil {
		acts, actor = make([]engine.Action, 0, len(v.Actions)), make([]int, 0, len(v.Actions))
	}
	for _, a := range v.Actions {
		if a.Kind == engine.Ante {
			continue
		}
		act := engine.Action{Kind: a.Kind}
		if a.Kind.Aggressive() {
			act.To = a.To
		}
		acts = append(acts, act)
		actor = append(actor, a.Seat)
	}
	w.acts, w.actor = acts, actor
}

// holes is every seat's down cards for one rebuilt hand, by seat index
// (the viewer's own are its real ones).
type holes [engine.MaxPlayers][3]engine.Card

// dealer deals a rebuilt hand: each seat's cards so far in deal order
// (two down, the up cards, the seventh-street down card), then the rest.
type dealer struct {
	idx   []int // a seat's index by seat number (world.idx); seq, n and next go by index
	seq   [engine.MaxPlayers][7]engine.Card
	n     [engine.MaxPlayers]uint8
	next  [engine.MaxPlayers]uint8
	rest  [engine.NumCards]engine.Card
	nRest int
	ri    int
	dealt int
}

func (d *dealer) Deal(seat int) (engine.Card, bool) {
	d.dealt++
	if seat > 0 && seat < len(d.idx) {
		if i := d.idx[seat]; d.next[i] < d.n[i] {
			d.next[i]++
			return d.seq[i][d.next[i]-1], true
		}
	}
	if d.ri >= d.nRest {
		return 0, false
	}
	d.ri++
	return d.rest[d.ri-1], true
}

func (d *dealer) Left() int { return engine.NumCards - d.dealt }

// anyDeal deals d the hand's down cards once, the same each time (a fixed
// seed, not leaning low): what a replay of the view's actions needs, whose
// every turn a read weighs by candidates of its own.
func (w *world) anyDeal(d *dealer) {
	var base holes
	w.dealDown(&base, rand.New(rand.NewPCG(1, 1)), 0, false)
	w.deal(d, &base, nil)
}

// deal sets d up for the hand with the given down cards and the rest of
// the deck shuffled by r.
func (w *world) deal(d *dealer, h *holes, r *rand.Rand) {
	*d = dealer{idx: w.idx}
	used := engine.CardSet(0)
	for i, sv := range w.v.Seats {
		s := i
		if i == w.hero {
			own := w.v.Own
			if w.v.Community != nil {
				own = own[:len(own)-1]
			}
			d.n[s] = uint8(copy(d.seq[s][:], own))
			continue
		}
		k := 0
		for j := 0; j < min(2, sv.NumDown); j++ {
			d.seq[s][k] = h[i][j]
			used |= h[i][j].Bit()
			k++
		}
		for _, c := range sv.Up {
			d.seq[s][k] = c
			k++
		}
		if sv.NumDown == 3 {
			d.seq[s][k] = h[i][2]
			used |= h[i][2].Bit()
			k++
		}
		d.n[s] = uint8(k)
	}
	// A community card already dealt is the real one, the first card
	// the rest gives (the one a replay deals to the middle); only the
	// cards after it are shuffled.
	off := 0
	if w.v.Community != nil {
		d.rest[0], off = *w.v.Community, 1
	}
	d.nRest = off + w.unseenBut(d.rest[off:], used)
	if r != nil {
		rest := d.rest[off:d.nRest]
		r.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	}
}

// unseenBut puts the unseen cards but those in used into pool (room
// for them all), in card order, and gives how many.
func (w *world) unseenBut(pool []engine.Card, used engine.CardSet) int {
	n := 0
	for _, c := range w.deck {
		if !used.Has(c) {
			pool[n] = c
			n++
		}
	}
	return n
}

// rebuild deals the hand and replays the view's actions; visit, when set,
// sees the hand before each of them (k: the action's place in w.acts).
func (w *world) rebuild(d *dealer, visit func(k int, h *engine.Hand) bool) (*engine.Hand, error) {
	h, err := engine.NewHand(w.table, d)
	if err != nil {
		return nil, err
	}
	for k, a := range w.acts {
		if visit != nil && !visit(k, h) {
			return h, nil
		}
		if err := h.Apply(a); err != nil {
			return nil, err
		}
	}
	return h, nil
}

// drawHoles deals every other seat random down cards from the unseen
// cards (as many as it holds).
func (w *world) drawHoles(h *holes, r *rand.Rand) { w.dealDown(h, r, 0, false) }

// dealDown deals random down cards from the unseen cards less used to
// every seat but the viewer's, or with onlyFolded to the folded seats only.
func (w *world) dealDown(h *holes, r *rand.Rand, used engine.CardSet, onlyFolded bool) {
	var pool [engine.NumCards]engine.Card
	n := w.unseenBut(pool[:], used)
	k := 0
	for i, sv := range w.v.Seats {
		if i == w.hero || (onlyFolded && !sv.Folded) {
			continue
		}
		for j := range min(sv.NumDown, 3) {
			if k >= n {
				return
			}
			x := k + r.IntN(n-k)
			pool[k], pool[x] = pool[x], pool[k]
			h[i][j] = pool[k]
			k++
		}
	}
}
