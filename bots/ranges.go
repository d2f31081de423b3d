package bots

import (
	"math"
	"math/bits"
	"math/rand/v2"
	"slices"
	"strings"

	"razz/engine"
)

// This file reads ranges from the betting: each opponent's possible down
// cards weighed by how likely its actions so far are with them, under a
// model of how that player plays. Candidates are drawn at random from the
// unseen cards; each is weighed by the product, over the opponent's
// actions, of its model's chance of that action (the model's own
// decision code, its mixed choices counted as the probabilities they are,
// and a share of stray play so that no hand is ruled out). Equity against
// the range is then importance-weighted: its interval comes from batches
// of independent candidates, so it includes the noise of the candidates.

// Model is how a seat is thought to play: a style's numbers and how often
// its play strays from them (a mistake, a whim, a reason the model misses).
type Model struct {
	Params Params
	Stray  float64
	Known  bool // the seat's style is known (shown at the table); else the population
	// Slips is the chance of a beginner's mistake at a decision, as a
	// bot's level makes them (Player.Mistakes), read as its code makes
	// them (situation.mistake): a fold or a bet or raise turned into a
	// call or check, a dear call into a fold half the time.
	Slips float64
	// You: the seat is the trainer's user (the person at a razz table, a
	// hand log's hero), whom a bot's reason calls "you", whatever the
	// seat's name.
	You bool
}

// Population is the model for a player whose style is not known (an
// imported hand, a member over SSH): a typical, rather loose and passive
// player, who strays often.
var Population = Model{Params: Params{Style: "population", Title: "a typical player",
	Play: 4, Value: 8, Open: 0.5, Steal: 0.5, StealMin: 3, Defend: 2, SlowPlay: 0.2,
	Bet: 0.05, Raise: 0.2, Call: 0.8, Bluff: 0.1, Passive: 0.3}, Stray: 0.2}

// ModelOf is the model of a seat played by a bot of this style (its
// Style: "grinder", "shark"; engine.LogSeat.Bot): the style's own policy,
// with the mistakes of razz's default level (Normal; ModelsBy takes a
// log's seats[].mistakes, ModelsOf a bot's own) and a little stray
// play for what the model misses. A person ("") and a style the coach
// has no policy for ("random", "caller") are the population. A seat's
// model comes from who plays it, never from its name: a person named Max
// is a person.
func ModelOf(style string) Model {
	for _, p := range styles {
		if p.Style == style {
			return Model{Params: p, Stray: knownStray, Known: true, Slips: Normal.Mistakes()}
		}
	}
	if style == "shark" { // the Grinder's policy, looked ahead: read as such, named as itself
		p := Grinder
		p.Title = "Shark"
		return Model{Params: p, Stray: 0.1, Known: true}
	}
	return Population
}

// knownStray is the stray play of a bot whose style the model plays:
// only what the model misses (its estimate's deals are not the bot's),
// since the bot's mistakes are its Slips. At a hard table the policy's
// own chances, without stray, gave the action taken a chance under 0.5%
// at 7 of 3,236 of a Station's later-street decisions and none of a
// Rock's or a Maniac's: a stray share of 0.12 instead read every bet of
// theirs as 2 to 3 points weaker than the cards dealt (its bets with
// nothing, 2.6% of stray, outweighed the few real ones with a hand).
const knownStray = 0.01

// StyleNamed is the style of the bot razz's tables gave this display name
// ("Stan", "Greta 2"), "" for any other. Logs of version 1 did not say
// which seats bots played: bots/record reads them by this, the one place
// a name is read for meaning; nothing else may.
func StyleNamed(name string) string {
	base, _, _ := strings.Cut(name, " ")
	for style, names := range displayNames {
		if slices.Contains(names, base) {
			return style
		}
	}
	return ""
}

// Models gives a seat's model, from who plays the seat (ModelOf); the
// name is the seat's at the table, for words, never for the model. Nil
// knows nobody's style: every seat is the population.
type Models func(seat int, name string) Model

func (m Models) of(seat int, name string) Model {
	if m == nil {
		return Population
	}
	return m(seat, name)
}

// ModelsOf is the models of the seats of a table from who plays them:
// players gives the bot of each of t's players in order (engine.Table's
// Players), nil for a person. The styles are read once: the table may
// change its bots afterwards.
func ModelsOf(t engine.Table, players []Bot) Models {
	m := ModelsBy(StylesOf(t, players), MistakesOf(t, players))
	for i, p := range t.Players {
		if i >= len(players) || players[i] == nil {
			return m.WithYou(p.Seat) // the person: a razz table seats one
		}
	}
	return m
}

// WithYou is m with seat the trainer's user's (Model.You).
func (m Models) WithYou(seat int) Models {
	return func(s int, name string) Model {
		md := m.of(s, name)
		md.You = s == seat
		return md
	}
}

// MistakesOf is how often the bot playing each of t's seats makes a
// beginner's mistake (Player.Mistakes, its level's), by seat, for the
// bots that play a level: what a hand log writes as seats[].mistakes
// (engine.LogMeta.Mistakes).
func MistakesOf(t engine.Table, players []Bot) map[int]float64 {
	out := map[int]float64{}
	for i, p := range t.Players {
		if i < len(players) {
			if f, ok := SlipsOf(players[i]); ok {
				out[p.Seat] = f
			}
		}
	}
	return out
}

// SlipsOf is how often b makes a beginner's mistake at a decision, for a
// bot that plays a level (a Player: Player.Mistakes); false for another.
func SlipsOf(b Bot) (float64, bool) {
	if p, ok := b.(*Player); ok {
		return p.Mistakes, true
	}
	return 0, false
}

// StylesOf is the style of the bot playing each of t's seats that a bot
// plays, by seat (players as for ModelsOf): what a hand log writes as
// seats[].bot (engine.LogMeta.Bots).
func StylesOf(t engine.Table, players []Bot) map[int]string {
	styles := map[int]string{}
	for i, p := range t.Players {
		if i < len(players) && players[i] != nil {
			styles[p.Seat] = players[i].Style()
		}
	}
	return styles
}

// ModelsBy is the models of seats played by bots of the given styles, by
// seat (a log's seats[].bot); a seat left out is a person's. A known
// style's model makes its bot's mistakes (Model.Slips) as often as
// mistakes says (a log's seats[].mistakes), else as razz's default level.
func ModelsBy(styles map[int]string, mistakes map[int]float64) Models {
	by := make(map[int]Model, len(styles))
	for seat, st := range styles {
		m := ModelOf(st)
		if f, ok := mistakes[seat]; ok && m.Known {
			m.Slips = f // its level's, as it plays them
		}
		by[seat] = m
	}
	return modelsFrom(by)
}

// modelsFrom is the models by seat; a seat left out is a person's.
func modelsFrom(by map[int]Model) Models {
	return func(seat int, _ string) Model {
		if m, ok := by[seat]; ok {
			return m
		}
		return Population
	}
}

// branches settles a policy's mixed choices every way in turn, to count
// the chance of each action: one path of coin results a run.
type branches struct {
	path []bool
	i    int
	p    float64
}

func (b *branches) chance(p float64) bool {
	if b.i == len(b.path) {
		b.path = append(b.path, p > 0)
	}
	got := b.path[b.i]
	b.i++
	if got {
		b.p *= p
	} else {
		b.p *= 1 - p
	}
	return got
}

// next moves to the next path; false when every path was run.
func (b *branches) next() bool {
	b.path = b.path[:b.i]
	for len(b.path) > 0 && !b.path[len(b.path)-1] {
		b.path = b.path[:len(b.path)-1]
	}
	if len(b.path) == 0 {
		return false
	}
	b.path[len(b.path)-1] = false
	b.i, b.p = 0, 1
	return true
}

// classOf groups an action kind: 0 fold, 1 stay in cheaply, 2 put in a bet.
func classOf(k engine.ActionKind) int {
	switch {
	case k == engine.Fold:
		return 0
	case k.Aggressive():
		return 2
	}
	return 1
}

// turnModel is a model at one turn of a read opponent: the turn's view
// read once, with what its decision reads besides the opponent's own down
// cards (thirdSpot, laterSpot), so that each candidate costs only what its
// cards change: a start's points looked up in the style's third-street
// chances (chancesRow), or a later street's share of the pot on the
// turn's deals (turnDeals).
type turnModel struct {
	stray  float64    // the model's share of stray play
	strays [3]float64 // and its chance of each class here
	slips  float64    // the model's chance of a mistake (Model.Slips)
	// slipFold: here a mistake turns a call into a fold half the time.
	slipFold bool
	class    [3]int // the class of action each intent comes to here (choose)
	street   int
	nDown    int            // the seat's down cards then
	door     engine.Card    // its door card (third street)
	seen     engine.CardSet // every up card of the other seats (third street)
	spot     thirdSpot
	row      *thirdRow // the style's chances in spot (nil: ask its code)
	P        *Params   // where row is nil, the style's numbers (params: nothing of m is kept)
	params   Params
	marks    laterMarks
	deals    *turnDeals // a later street: the deals each candidate's share is judged on (ownDeals, or an earlier turn's)
	nDeals   int
	b        branches
	// ranged: the seat decides here by its own range read, and deals
	// weigh its opponents' cards by their betting (nested.go); spreads
	// keeps each pattern's share's spread.
	ranged  bool
	spreads *shareMemo
	// memo keeps each rank pattern's share (candidates share their down
	// cards' ranks, and suits do not matter to a low): ownMemo, or an
	// earlier turn's.
	memo *shareMemo
	// ownDeals and ownMemo are the memory of the deals and shares of a
	// turn that deals its own.
	ownDeals turnDeals
	ownMemo  shareMemo
	// chanceOf keeps, by rank pattern and class (chanceKey), the turn's
	// chance of the class with the pattern's share (its own: shares
	// are shared by the turns of one memo, chances are the turn's).
	chanceOf shareMemo
	// byPoints is, once set, the chance of the turn's class of action by
	// a start's points (row's, weigh's).
	byPoints    [maxStartPoints + 1]float64
	byPointsSet bool
}

// remember is the share of the rank pattern of down, from the memo or
// the deals.
func (tm *turnModel) remember(down engine.CardSet) float64 {
	k := rankKey(down)
	if eq, ok := tm.memo.get(k); ok {
		return eq
	}
	if tm.ranged {
		eq, spread := tm.deals.rangedShare(down)
		tm.memo.put(k, eq)
		tm.spreads.put(k, spread)
		return eq
	}
	eq := tm.deals.share(down)
	tm.memo.put(k, eq)
	return eq
}

// spread is the spread of the share eq of down (remember's): its deals'
// own, or where the seat decides by its range read the read's.
func (tm *turnModel) spread(down engine.CardSet, eq float64) float64 {
	if tm.ranged {
		sp, _ := tm.spreads.get(rankKey(down))
		return sp
	}
	return math.Sqrt(eq * (1 - eq) / float64(tm.nDeals))
}

// sameTurns are each seat's last later-street turn model, with the street
// and the players in then: a seat's next turn on the same street with the
// same players in takes its deals and shares (turnModel.init).
type sameTurns [engine.MaxPlayers]struct {
	tm     *turnModel
	street int
	in     uint16
}

// model is the turn model of seat index i at view v, in a read of n
// candidates, on memory from tms.
func (st *sameTurns) model(m *Model, i int, v *engine.View, n int, seed uint64, tms *turnModels) *turnModel {
	var in uint16
	for k, sv := range v.Seats {
		if !sv.Folded {
			in |= 1 << k
		}
	}
	var same *turnModel
	if l := st[i]; l.tm != nil && l.street == v.Street && l.in == in {
		same = l.tm
	}
	tm := tms.next()
	tm.init(m, v, n, turnDealsFor(n), seed, same, nil)
	if v.Street > 3 {
		st[i].tm, st[i].street, st[i].in = tm, v.Street, in
	}
	return tm
}

// turnModels are the turn models of a range's reads, kept for the reads
// of a later hand (a hand of a seat's reads took a tenth of a bot's
// decision to allocate its turns' models, deals and memos and collect
// them): next gives used's first after the last handed out, reset hands
// them out again from the first.
type turnModels struct {
	all  []*turnModel
	used int
}

// next is a turn model's memory: a kept one, or new.
func (ts *turnModels) next() *turnModel {
	if ts.used == len(ts.all) {
		ts.all = append(ts.all, new(turnModel))
	}
	ts.used++
	return ts.all[ts.used-1]
}

// turnDealsFor is how many deals a turn of a read of n candidates deals.
func turnDealsFor(n int) int { return min(max(n/2, 16), 128) }

// rankKey is the ranks of up to three cards, lowest first, 4 bits each
// (15 for none). Without a branch: a set's fourth card and on are not
// read, a card not there is rank 15 (TrailingZeros64 of nothing is 64),
// and min and max sort the three.
func rankKey(cs engine.CardSet) int {
	x := uint64(cs)
	a := rankOrNone(bits.TrailingZeros64(x))
	x &= x - 1
	b := rankOrNone(bits.TrailingZeros64(x))
	x &= x - 1
	c := rankOrNone(bits.TrailingZeros64(x))
	lo, hi := min(a, b), max(a, b)
	mid, top := min(hi, c), max(hi, c)
	lo, mid = min(lo, mid), max(lo, mid)
	return lo | mid<<4 | top<<8
}

// rankOrNone is the rank of the card at bit b of a CardSet (a suit's
// ranks in 16 bits), 15 for b 64 (no card).
func rankOrNone(b int) int { return b&15 | -(b>>6)&15 }

// init makes tm the turn of view v (of the seat to act) for model m, to
// weigh up to cands candidates, on tm's memory (its branches, deals and
// memos); a later street deals nDeals deals from seed, or takes same's
// deals and shares (a turn of the same seat on the same street with the
// same players in: the same cards, so the same shares), when same is set.
// In a read that reads a seat deciding by its own range read as it
// decides (nest set: the hand's turns so far, nested.go), the deals of
// such a turn weigh its opponents' cards by their betting. Nothing of v
// or m is kept.
func (tm *turnModel) init(m *Model, v *engine.View, cands, nDeals int, seed uint64, same *turnModel, nest *nestTurns) {
	path, deals, memo, chanceOf := tm.b.path[:0], tm.ownDeals.deals, tm.ownMemo, tm.chanceOf
	*tm = turnModel{stray: m.Stray, slips: m.Slips, street: v.Street, nDeals: nDeals,
		b: branches{path: path}, ownDeals: turnDeals{deals: deals}, ownMemo: memo, chanceOf: chanceOf}
	var s situation
	s.quiet = true
	s.read(v)
	if _, ok := s.option(engine.Fold); ok && s.toCall > 0 && !s.myAggr && s.price() >= 0.15 {
		tm.slipFold = true
	}
	tm.nDown = min(s.me.NumDown, 3)
	if len(s.me.Up) > 0 {
		tm.door = s.me.Up[0]
	}
	tm.seen = s.seen
	var avail [3]bool
	for _, o := range v.Legal {
		avail[classOf(o.Kind)] = true
	}
	if _, free := s.option(engine.Check); free {
		avail[0] = false
	}
	for want := range tm.class {
		tm.class[want] = classOf(s.choose(intent(want)).Kind)
	}
	// Stray play leans passive: a player who strays calls or checks
	// more often than it folds, and rarely bets or raises on nothing.
	stray := [3]float64{0.3, 0.55, 0.15}
	sum := 0.0
	for k, a := range avail {
		if a {
			sum += stray[k]
		}
	}
	for k, a := range avail {
		if a {
			tm.strays[k] = m.Stray * stray[k] / sum
		}
	}
	if v.Street == 3 {
		tm.spot, _ = m.Params.thirdSpotOf(&s)
		tm.row = chancesRow(&m.Params, &tm.spot)
		if tm.row == nil {
			tm.params = m.Params
			tm.P = &tm.params
		}
		return
	}
	{
		var wc oppUps
		ls := m.Params.laterSpotOf(&s, &wc)
		tm.marks = m.Params.marksOf(&ls, &tm.b)
		// Room for every candidate's pattern: two down cards have 91
		// patterns, three 455.
		tm.chanceOf.reset(min(cands, 455))
		if nest != nil && m.Params.RangedCalls && readsAt(&s) {
			nest.rangedDeals(tm, &s, &ls, cands, seed)
			return
		}
		if same != nil {
			tm.deals, tm.memo = same.deals, same.memo
			return
		}
		tm.deals, tm.memo = &tm.ownDeals, &tm.ownMemo
		tm.deals.init(&s, &ls, nDeals, seed)
		tm.memo.reset(min(cands, 455))
	}
}

// weigh multiplies each candidate's weight w[k] by eval's chance of class
// with the candidate's down cards (seat index i's of cand[k]), to the bit;
// on a later street keys[k] is the rank pattern of their first nDown
// (rankKeys).
func (tm *turnModel) weigh(w []float64, cand []holes, i, class int, keys []uint16) {
	switch {
	case tm.street == 3 && tm.row != nil:
		if !tm.byPointsSet {
			for pt := range tm.row {
				tm.byPoints[pt] = tm.classChance(&tm.row[pt], class)
			}
			tm.byPointsSet = true
		}
		for k := range w {
			down := &cand[k][i]
			own := [3]engine.Card{down[0], down[1], tm.door}
			if pt := startPoints(own[:], tm.seen); pt < len(tm.byPoints) {
				w[k] *= tm.byPoints[pt]
			} else {
				w[k] *= tm.eval(down)[class]
			}
		}
	case tm.street == 3:
		for k := range w {
			w[k] *= tm.eval(&cand[k][i])[class]
		}
	default:
		keys = keys[:len(w)]
		for k := range w {
			key := chanceKey(int(keys[k]), class)
			p, ok := tm.chanceOf.get(key)
			if !ok {
				var cs engine.CardSet
				for _, c := range cand[k][i][:tm.nDown] {
					cs |= c.Bit()
				}
				eq := tm.remember(cs)
				spread := tm.spread(cs, eq)
				want := tm.marks.chances(eq, spread)
				p = tm.classChance(&want, class)
				tm.chanceOf.put(key, p)
			}
			w[k] *= p
		}
	}
}

// rankKeys sets keys[k] to the rank pattern (rankKey) of the first nDown
// down cards of seat index i in cand[k].
func rankKeys(keys []uint16, cand []holes, i, nDown int) {
	keys = keys[:len(cand)]
	for k := range cand {
		var cs engine.CardSet
		for _, c := range cand[k][i][:nDown] {
			cs |= c.Bit()
		}
		keys[k] = uint16(rankKey(cs))
	}
}

// chanceKey is a shareMemo key for a rank pattern (rankKey) and a class
// of action.
func chanceKey(rank, class int) int { return rank | class<<12 }

// classChance is eval's chance of class from the chance of each intent,
// reckoned as eval reckons it.
func (tm *turnModel) classChance(want *[3]float64, class int) float64 {
	if tm.slips > 0 {
		return tm.classes(want)[class]
	}
	out := 0.0
	if tm.class[0] == class {
		out += want[0]
	}
	if tm.class[1] == class {
		out += want[1]
	}
	if tm.class[2] == class {
		out += want[2]
	}
	return out*(1-tm.stray) + tm.strays[class]
}

// classes is the chance of each class of action from the chance of each
// intent: the class each comes to here, the model's mistakes and its
// stray play.
func (tm *turnModel) classes(want *[3]float64) [3]float64 {
	// Written out, in the same order: &3 keeps a class inside sum
	// without a test (a class is 0, 1 or 2).
	var sum [4]float64
	sum[tm.class[0]&3] += want[0]
	sum[tm.class[1]&3] += want[1]
	sum[tm.class[2]&3] += want[2]
	out := [3]float64{sum[0], sum[1], sum[2]}
	if m := tm.slips; m > 0 {
		// situation.mistake: a fold or a bet turned into a call or check,
		// a call into a fold half the time.
		f, c, a := out[0], out[1], out[2]
		out[0], out[1], out[2] = f*(1-m), c+m*(f+a), a*(1-m)
		if tm.slipFold {
			out[0] += m * c / 2
			out[1] -= m * c / 2
		}
	}
	keep, st := 1-tm.stray, &tm.strays
	return [3]float64{out[0]*keep + st[0], out[1]*keep + st[1], out[2]*keep + st[2]}
}

// eval is the model's chance of each class of action with down cards
// down (the seat's first nDown of them).
func (tm *turnModel) eval(down *[3]engine.Card) [3]float64 {
	var want [3]float64
	if tm.street == 3 {
		own := [3]engine.Card{down[0], down[1], tm.door}
		pt := startPoints(own[:], tm.seen)
		if tm.row != nil && pt < len(tm.row) {
			want = tm.row[pt]
		} else {
			want = tm.P.thirdChances(&tm.spot, pt, &tm.b)
		}
	} else {
		var cs engine.CardSet
		for _, c := range down[:tm.nDown] {
			cs |= c.Bit()
		}
		eq := tm.remember(cs)
		spread := tm.spread(cs, eq)
		want = tm.marks.chances(eq, spread)
	}
	return tm.classes(&want)
}

// Range is the opponents' down cards as weighed candidates.
type Range struct {
	w      *world
	unseen unseenCards // w's unseen cards, for drawing candidates from
	live   []int       // the live opponents' seat indexes
	models [engine.MaxPlayers]Model
	cand   []holes
	weight [engine.MaxPlayers][]float64 // by seat index, a weight a candidate
	prior  [engine.MaxPlayers][]float64 // the weight of any cards: the draw's correction alone (drawLeaning)
	chose  [engine.MaxPlayers]bool      // the seat put chips in by choice (called, completed, bet or raised)
	cum    [engine.MaxPlayers][]float64 // running sums of weight, for drawing
	buf    []float64                    // the memory of weight, prior and cum
	sc     *shareScratch                // the memory of its shares (scratch)
	nested bool                         // it reads seats that decide by a range read as they do (nest)
	// turnView is the memory of the turns' views (turnsKept's: a view
	// a read allocated anew took a quarter of a bot's decision's bytes).
	turnView engine.View
	// tms is the memory of the turns' models (turnModels).
	tms turnModels
	// keys are the candidates' rank patterns (rankKeys) by seat index and
	// down cards, as weighFrom works them out.
	keys [engine.MaxPlayers][4][]uint16
	// mem is the memory of the reads of a seat's hands (handTurns.read).
	mem readMem
}

// RangeCandidates is how many candidate deals a range weighs.
const RangeCandidates = 256

// ReadRanges weighs n candidate deals of the opponents' down cards by
// their betting, from the seat's view v.
func ReadRanges(v *engine.View, models Models, n int, seed uint64) *Range {
	return readRanges(v, models, n, seed, 0, n, false)
}

// The coach's reads draw candidates until each live opponent's weights
// are worth RangeEffective independent ones (Range.effective), in
// batches doubling the candidates, up to RangeMost: betting that says a
// lot (a Rock's or a Station's raises) leaves a few of 256 with nearly all
// the weight, and the share against the ranges is then the share against
// those few.
const (
	RangeEffective = 64
	RangeMost      = 16 * RangeCandidates
)

// ReadRangesUntil is the coach's read: ReadRanges drawing more
// candidates, n more at a time (the same turns weigh them), until every
// live opponent's effective candidates reach ess or the candidates most
// (at least n), and reading a seat that decides by its own range read as
// it decides (nested.go). A bot's reads, and ReadRanges, read every seat
// by its quick model.
func ReadRangesUntil(v *engine.View, models Models, n int, seed uint64, ess float64, most int) *Range {
	return readRanges(v, models, n, seed, ess, most, true)
}

// readRanges is ReadRangesUntil, nested or not.
func readRanges(v *engine.View, models Models, n int, seed uint64, ess float64, most int, nested bool) *Range {
	rg := newRange(v, models, n)
	rg.nested = nested
	turns, err := rg.turns(n, seed)
	r := rand.New(rand.NewPCG(seed, 0x72616e6765))
	rg.weighTurns(turns, r, err)
	for err == nil && len(rg.cand)+n <= most && rg.leastEffective() < ess {
		rg.more(n)
		rg.weighFrom(len(rg.cand)-n, turns, r, err)
	}
	return rg
}

// leastEffective is the fewest effective candidates of a live opponent.
func (rg *Range) leastEffective() float64 {
	least := math.Inf(1)
	for _, i := range rg.live {
		least = min(least, rg.effective(i))
	}
	return least
}

// more makes room for n more candidates.
func (rg *Range) more(n int) {
	rg.cand = append(rg.cand, make([]holes, n)...)
	for _, i := range rg.live {
		rg.weight[i] = append(rg.weight[i], make([]float64, n)...)
		rg.prior[i] = append(rg.prior[i], make([]float64, n)...)
		rg.cum[i] = append(rg.cum[i], make([]float64, n)...)
	}
}

// weighTurns draws the candidates from r and weighs them on the turns of
// the seats still in (err is the turns' replay's).
func (rg *Range) weighTurns(turns []turn, r *rand.Rand, err error) {
	rg.weighFrom(0, turns, r, err)
}

// weighFrom is weighTurns of the candidates from lo on, those before it
// weighed already.
func (rg *Range) weighFrom(lo int, turns []turn, r *rand.Rand, err error) {
	var ratio [engine.MaxPlayers]float64
	for k := lo; k < len(rg.cand); k++ {
		rg.drawLeaning(&rg.cand[k], r, &ratio)
		for _, i := range rg.live {
			rg.weight[i][k], rg.prior[i][k] = ratio[i], ratio[i]
		}
	}
	// Turn by turn (each candidate's weight still takes its turns in
	// order, so the product is the same): a turn's numbers stay at hand
	// for every candidate. A later turn looks its candidates' shares up
	// by their rank patterns, the same for every turn of the seat with
	// as many down cards: worked out once.
	var keyed [engine.MaxPlayers][4]bool
	for t := range turns {
		tn := &turns[t]
		w := rg.weight[tn.i]
		if w == nil {
			continue
		}
		var keys []uint16
		if tm := tn.model; tm.street > 3 {
			keys = rg.keys[tn.i][tm.nDown]
			if !keyed[tn.i][tm.nDown] {
				if cap(keys) < len(rg.cand) {
					keys = make([]uint16, len(rg.cand), 2*len(rg.cand))
				}
				keys = keys[:len(rg.cand)]
				rankKeys(keys[lo:], rg.cand[lo:], tn.i, tm.nDown)
				rg.keys[tn.i][tm.nDown], keyed[tn.i][tm.nDown] = keys, true
			}
			keys = keys[lo:]
		}
		tn.model.weigh(w[lo:], rg.cand[lo:], tn.i, tn.class, keys)
	}
	for _, i := range rg.live {
		if err != nil { // cannot happen for a view the engine gave: the replay fails alike for every candidate, so weigh them all out
			clear(rg.weight[i])
		}
		sum := 0.0
		if lo > 0 {
			sum = rg.cum[i][lo-1]
		}
		for k := lo; k < len(rg.cand); k++ {
			sum += rg.weight[i][k]
			rg.cum[i][k] = sum
		}
	}
}

// unseenCards are the unseen cards in card order and their count by
// rank, and the ranks each seat shows (a bit each).
type unseenCards struct {
	pool  [engine.NumCards]engine.Card
	count [16]uint8
	n     int
	shows [engine.MaxPlayers]uint16
}

// newRange is a range of n candidates, not drawn yet, for view v.
func newRange(v *engine.View, models Models, n int) *Range {
	rg := new(Range)
	rg.init(v, models, n)
	return rg
}

// init makes rg a range of n candidates, not drawn yet, for view v, on
// the memory of the range it was (a bot's reads through a hand reuse one:
// handTurns).
func (rg *Range) init(v *engine.View, models Models, n int) {
	w, cand, buf, live, sc, view, tms, keys, mem := rg.w, rg.cand, rg.buf, rg.live[:0], rg.sc, rg.turnView, rg.tms, rg.keys, rg.mem
	if w == nil {
		w = new(world)
	}
	w.init(v)
	*rg = Range{w: w, live: live, sc: sc, turnView: view, tms: tms, keys: keys, mem: mem}
	rg.unseen.n = copy(rg.unseen.pool[:], w.deck)
	for _, c := range w.deck {
		rg.unseen.count[c.Rank()]++
	}
	for i, sv := range v.Seats {
		if i != w.hero && !sv.Folded {
			rg.live = append(rg.live, i)
		}
		rg.models[i] = models.of(sv.Seat, sv.Name)
		for _, c := range sv.Up {
			rg.unseen.shows[i] |= 1 << c.Rank()
		}
	}
	if cap(cand) < n {
		cand = make([]holes, n)
	}
	rg.cand = cand[:n]
	clear(rg.cand)
	// The weights, their sums and the priors of every live seat, in one
	// array.
	if need := 3 * n * len(rg.live); cap(buf) < need {
		buf = make([]float64, need)
	}
	rg.buf = buf[:3*n*len(rg.live)]
	clear(rg.buf)
	for j, i := range rg.live {
		at := 3 * n * j
		rg.weight[i] = rg.buf[at : at+n : at+n]
		rg.cum[i] = rg.buf[at+n : at+2*n : at+2*n]
		rg.prior[i] = rg.buf[at+2*n : at+3*n : at+3*n]
	}
	for _, a := range v.Actions {
		if a.Kind == engine.Call || a.Kind.Aggressive() {
			rg.chose[w.idx[a.Seat]] = true
		}
	}
}

// turn is a read opponent's decision in the betting: the seat, the
// class of the action it took and its model there.
type turn struct {
	i     int // the seat's index
	class int // the class of the action it took (classOf)
	model *turnModel
}

// turns replays the betting once, with any down cards, and reads the model
// of each read opponent before each of its actions. Nothing the betting
// or the public cards show depends on the down cards (the bring-in and
// the first to act go by the up cards; stacks, bets and all-ins are the
// same), so a candidate's chance of an action depends only on the seat's
// own down cards (turnModel.eval). The error is the replay's, after the
// turns it reached (the same for every candidate). A later turn of a
// read of n candidates deals turnDealsFor(n) deals, each turn from a seed
// of its own (seed and the action's place in the hand).
func (rg *Range) turns(n int, seed uint64) ([]turn, error) {
	var lasts sameTurns
	out, _, err := rg.turnsFrom(n, seed, 0, &lasts)
	return out, err
}

// turnsFrom is turns of the actions from the hand's action from on
// (antes left out), lasts the seats' last turns before them; next is
// where the view's actions end.
func (rg *Range) turnsFrom(n int, seed uint64, from int, lasts *sameTurns) (out []turn, next int, err error) {
	w := rg.w
	var d dealer
	w.anyDeal(&d)
	var view engine.View
	nest := rg.nest()
	_, err = w.rebuild(&d, func(a int, h *engine.Hand) bool {
		i := w.idx[w.actor[a]]
		read := a >= from && i != w.hero && rg.weight[i] != nil
		if !read && nest == nil {
			return true
		}
		h.ViewInto(&view, w.actor[a])
		var tm *turnModel
		if nest != nil {
			tm = nest.add(&rg.models[i], i, &view, n, seed^uint64(a)<<32, classOf(w.acts[a].Kind), read, &rg.tms)
		} else {
			tm = lasts.model(&rg.models[i], i, &view, n, seed^uint64(a)<<32, &rg.tms)
		}
		if read {
			out = append(out, turn{i: i, class: classOf(w.acts[a].Kind), model: tm})
		}
		return true
	})
	return out, len(w.acts), err
}

// rangeLean is how much likelier the candidates' draw makes a low down
// card (eight or lower, pairing nothing the seat shows or was dealt) than
// any other: players who stay in and bet hold low cards, so candidates
// drawn at random leave few that fit the betting, and a weighed read from
// a few dozen of them leans towards any cards (it overstated the viewer's
// share by 9 points heads-up on sixth and seventh street from 32
// candidates). Each candidate carries the correction (drawLeaning), so
// the read still weighs the hands as the betting says.
const rangeLean = 3.0

// drawLeaning deals every live opponent down cards from the unseen cards,
// those who put chips in by choice leaning low by rangeLean (a seat that
// only brought in or checked holds about any cards, and the lean would
// only add noise), and sets ratio[i], for each live opponent, to the
// chance of its cards dealt at random over their chance in this draw: the
// importance weight that undoes the lean. (The folded seats' down cards
// are no candidate's: a read weighs and deals the live seats' alone.)
func (rg *Range) drawLeaning(h *holes, r *rand.Rand, ratio *[engine.MaxPlayers]float64) {
	w := rg.w
	pool, count := rg.unseen.pool, rg.unseen.count // copies: the draw shuffles them
	n := rg.unseen.n
	fast := wy(r.Uint64())
	k := 0
	for _, i := range rg.live {
		sv := &w.v.Seats[i]
		lean := rg.chose[i]
		ratio[i] = 1
		// The lean cards are the low ranks it holds none of, each
		// rangeLean times likelier than another: drawn at random and
		// kept always, or a third of the time. lows is how many are
		// left, counted once a seat and kept as its cards are drawn.
		leanRanks := ^rg.unseen.shows[i] & (1<<(engine.Eight+1) - 1)
		lows := 0
		if lean {
			for x := leanRanks; x != 0; x &= x - 1 {
				lows += int(count[bits.TrailingZeros16(x)])
			}
		}
		for j := range min(sv.NumDown, 3) {
			if k >= n {
				return
			}
			x := k + fast.intN(n-k)
			if lean {
				q := 1.0
				for {
					if leanRanks>>pool[x].Rank()&1 != 0 {
						q = rangeLean
						break
					}
					if fast.intN(int(rangeLean)) == 0 {
						break
					}
					x = k + fast.intN(n-k)
				}
				sum := float64(n-k-lows) + rangeLean*float64(lows)
				ratio[i] *= sum / (q * float64(n-k))
			}
			pool[k], pool[x] = pool[x], pool[k]
			h[i][j] = pool[k]
			rk := pool[k].Rank()
			if leanRanks>>rk&1 != 0 { // its rank is no lean one now: none of it left counts
				lows -= int(count[rk])
				leanRanks &^= 1 << rk
			}
			count[rk]--
			k++
		}
	}
}

// draw picks a candidate for seat index i, by weight, among candidates
// [lo, hi) (a batch of them, or all).
func (rg *Range) draw(i int, r *wy, lo, hi int) int {
	c := rg.cum[i]
	base := 0.0
	if lo > 0 {
		base = c[lo-1]
	}
	x := base + r.float64()*(c[hi-1]-base)
	hi--
	for lo < hi {
		m := (lo + hi) / 2
		if c[m] <= x {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// pick draws down cards for every live opponent from the range, one
// opponent after another, none of them shared: a candidate that clashes
// with the cards drawn before it is drawn again (a few times, then the
// opponent's cards are drawn from the unseen cards left). false when the
// unseen cards run out.
func (rg *Range) pick(h *holes, r *rand.Rand) bool {
	fast := wy(r.Uint64())
	return rg.pickFrom(h, &fast, 0, len(rg.cand), false, nil)
}

// pickFrom is pick among candidates [lo, hi); uniform draws them
// unweighed, as any cards. ks, when set, gets each seat index's candidate
// (-1: drawn from the unseen cards).
func (rg *Range) pickFrom(h *holes, r *wy, lo, hi int, uniform bool, ks *[engine.MaxPlayers]int) bool {
	used := engine.CardSet(0)
	for _, i := range rg.live {
		n := min(rg.w.v.Seats[i].NumDown, 3)
		ok := false
		for try := 0; try < 8 && !ok; try++ {
			var k int
			if uniform {
				k = lo + r.intN(hi-lo)
			} else {
				k = rg.draw(i, r, lo, hi)
			}
			if ks != nil {
				ks[i] = k
			}
			ok = true
			for j := range n {
				if used.Has(rg.cand[k][i][j]) {
					ok = false
				}
			}
			if ok {
				for j := range n {
					h[i][j] = rg.cand[k][i][j]
					used |= h[i][j].Bit()
				}
			}
		}
		if ok {
			continue
		}
		if ks != nil {
			ks[i] = -1
		}
		free := rg.w.unseen &^ used
		for j := range n {
			if free == 0 {
				return false
			}
			cs := free.Cards()
			c := cs[r.intN(len(cs))]
			h[i][j] = c
			used |= c.Bit()
			free &^= c.Bit()
		}
	}
	return true
}

// Effective is the number of independent candidates the weights are
// worth for seat index i: (Σw)² / Σw².
func (rg *Range) effective(i int) float64 {
	s, s2 := 0.0, 0.0
	for _, x := range rg.weight[i] {
		s += x
		s2 += x * x
	}
	if s2 == 0 {
		return 0
	}
	return s * s / s2
}

// Estimate is a share with its 95% interval's half-width.
type Estimate struct {
	Value, Half float64
	N           int // deals (or candidates) behind it
	// Hands is how many hands read each of those deals was played against
	// (against one to a few opponents every candidate plays every deal of
	// its batch); 0 where each deal draws one. "248 deals" alone read as a
	// binomial ±6, not the ±2 the candidates' shares give.
	Hands int `json:",omitempty"`
}

// Rough reports whether the estimate is wider than two points either way.
func (e Estimate) Rough() bool { return e.Half > 0.02 }

// Equity is the viewer's share of the pot at showdown against the
// weighed ranges, from trials deals: 8 batches, each with its own eighth
// of the candidates and its own deals, weighed by the candidates' weight,
// with a t interval over the batches (so the interval holds the
// candidates' noise too).
func (rg *Range) Equity(trials int, seed uint64) Estimate {
	return rg.equity(trials, seed, -1, 0)
}

// EquityBeside is Equity with the share against any cards known (an
// exact count, or a sample much larger than trials): each batch also
// deals its candidates unweighed, and the difference between the two
// is added to anyCards. The candidates' own noise, the most of an
// estimate's, cancels where the betting says little. It deals trials
// deals each way (half each against three or more opponents); the figure
// is the surer of the two. anyHalf is the
// 95% half-width of anyCards (0 for an exact count).
func (rg *Range) EquityBeside(trials int, seed uint64, anyCards, anyHalf float64) Estimate {
	return rg.equity(trials, seed, anyCards, anyHalf)
}

// cardsEach is the cards every live hand ends with: 7, or 6 of its own
// and one community card when the deck cannot give each a seventh card
// (the rule of engine.Hand).
func (rg *Range) cardsEach() int {
	v := rg.w.v
	dealt, need := len(v.Own), 7-len(v.Own)
	for i, sv := range v.Seats {
		if i != rg.w.hero {
			dealt += len(sv.Up) + sv.NumDown
		}
	}
	for _, i := range rg.live {
		need += 7 - len(v.Seats[i].Up) - v.Seats[i].NumDown
	}
	if v.Community == nil && need > engine.NumCards-dealt {
		return 6
	}
	return 7
}

func (rg *Range) equity(trials int, seed uint64, anyCards, anyHalf float64) Estimate {
	const batches = 8
	r := rand.New(rand.NewPCG(seed, 0x657175697479))
	var means, uniform, weighed, weight, prior [batches]float64
	per := max(1, trials/batches)
	switch {
	case anyCards >= 0 && len(rg.live) > manyMost:
		// Many hands a deal make a deal dear, and the candidates' noise
		// matters less against many: a quarter of the deals each way.
		per = max(1, per/4)
	case anyCards >= 0 && len(rg.live) > 2:
		per = max(1, per/2)
	}
	upTo := rg.cardsEach()
	sc := rg.scratch()
	deals, hands := 0, 0 // deals dealt, every candidate judged on its batch's (hands: in one batch)
	for b := range batches {
		lo, hi := b*len(rg.cand)/batches, (b+1)*len(rg.cand)/batches
		if hi <= lo {
			lo, hi = 0, len(rg.cand)
		}
		switch {
		case len(rg.live) == 1:
			// One opponent: each candidate's own share, on the batch's
			// deals.
			nd := min(max(per/8, 8), 512)
			means[b], uniform[b] = rg.oneShare(r, sc, nd, lo, hi, upTo)
			deals, hands = deals+nd, max(hands, hi-lo)
			weighed[b] = means[b]
		case len(rg.live) <= manyMost:
			nd := min(max(per/16, 8), 256)
			means[b], uniform[b] = rg.manyShare(r, sc, nd, lo, hi, upTo)
			deals, hands = deals+nd, max(hands, hi-lo)
			weighed[b] = means[b]
		default:
			means[b], _ = rg.batchShare(r, per, lo, hi, upTo, false)
			deals += per
			if anyCards >= 0 {
				uniform[b], weighed[b] = rg.batchShare(r, per, lo, hi, upTo, true)
				deals += per
			}
		}
		// The batch's weight, by the betting and as any cards (prior):
		// beside any cards, a batch of unlikely candidates counts for less.
		weight[b], prior[b] = 1, 1
		for _, i := range rg.live {
			c := rg.cum[i]
			base := 0.0
			if lo > 0 {
				base = c[lo-1]
			}
			weight[b] *= c[hi-1] - base
			p := 0.0
			for _, x := range rg.prior[i][lo:hi] {
				p += x
			}
			prior[b] *= p
		}
	}
	// The share by weight: the mean of the batches' shares (each batch
	// drew its deals by weight among its own candidates). Beside any
	// cards, also any cards moved by how the weights move the share on
	// the very same unweighed deals, each batch counted by its weight (a
	// ratio: its spread is each batch's weight over the mean weight times
	// its distance from the mean). The figure is the one with the smaller
	// spread.
	share := func(ws *[batches]float64) (out [batches]float64) {
		sum := 0.0
		for _, w := range ws {
			sum += w
		}
		for b := range out {
			out[b] = 1
			if sum > 0 {
				out[b] = batches * ws[b] / sum
			}
		}
		return out
	}
	f, g := share(&weight), share(&prior)
	spread := func(x, u *[batches]float64, f *[batches]float64, base float64) (float64, float64) {
		mx, mu := 0.0, 0.0
		for b := range batches {
			mx += f[b] * x[b] / batches
			if u != nil {
				mu += g[b] * u[b] / batches
			}
		}
		ss := 0.0
		for b := range batches {
			d := f[b] * (x[b] - mx)
			if u != nil {
				d -= g[b] * (u[b] - mu)
			}
			ss += d * d
		}
		return base + mx - mu, 2.365 * math.Sqrt(ss/(batches*(batches-1)))
	}
	ones := [batches]float64{1, 1, 1, 1, 1, 1, 1, 1}
	mean, half := spread(&means, nil, &ones, 0)
	if anyCards >= 0 {
		m, h := spread(&weighed, &uniform, &f, anyCards)
		if h = math.Hypot(h, anyHalf); h < half {
			mean, half = m, h
		}
	}
	return Estimate{Value: min(max(mean, 0), 1), Half: half, N: deals, Hands: hands}
}

// shareScratch is what the batches of one share reuse: the unseen cards
// (by rank, and as one-card sets in a pool to deal from), the deals, the
// patterns and their memo.
type shareScratch struct {
	count [16]uint8
	deck  [engine.NumCards]engine.CardSet
	n     int
	deals []oneDeal
	memo  shareMemo
	pats  [engine.MaxPlayers][]manyPattern
}

// scratch is the range's share scratch, the unseen cards set (the
// memory of the range's last share, or new).
func (rg *Range) scratch() *shareScratch {
	if rg.sc == nil {
		rg.sc = new(shareScratch)
	}
	sc := rg.sc
	sc.count, sc.n = [16]uint8{}, 0
	for _, c := range rg.w.deck {
		sc.deck[sc.n] = c.Bit()
		sc.count[c.Rank()]++
		sc.n++
	}
	return sc
}

// oneShare is the viewer's share against the one live opponent with its
// down cards each of candidates [lo, hi), on n deals of the cards to
// come dealt from every card the viewer has not seen: each candidate's
// share (each deal counted by how likely its ranks are with the
// candidate's cards out of the deck, rankOdds; candidates with the same
// ranks share one), averaged by the candidates' weight by the betting,
// and as any cards (prior).
func (rg *Range) oneShare(r *rand.Rand, sc *shareScratch, n, lo, hi, upTo int) (byWeight, anyCards float64) {
	v := rg.w.v
	i := rg.live[0]
	sv := &v.Seats[i]
	nDown := min(sv.NumDown, 3)
	holds := len(sv.Up) + nDown
	shown := engine.SetOf(sv.Up...)
	if v.Community != nil {
		shown |= v.Community.Bit()
		holds++
	}
	pool, np := sc.deck[:sc.n], sc.n // dealt from in place: any order deals alike
	if cap(sc.deals) < n {
		sc.deals = make([]oneDeal, n)
	}
	deals := sc.deals[:n]
	clear(deals)
	fast := wy(r.Uint64())
	own := engine.SetOf(v.Own...)
	for d := range deals {
		k := 0
		draw := func() engine.CardSet {
			if k >= np {
				return 0
			}
			x := k + fast.intN(np-k)
			pool[k], pool[x] = pool[x], pool[k]
			c := pool[k]
			k++
			deals[d].ranks += 1 << (4 * (bits.TrailingZeros64(uint64(c)) & 15))
			return c
		}
		var community engine.CardSet
		if upTo == 6 {
			community = draw()
		}
		mine := own | community
		for have := len(v.Own); have < upTo; have++ {
			mine |= draw()
		}
		opp := shown | community
		for have := holds; have < upTo; have++ {
			opp |= draw()
		}
		deals[d].mine, deals[d].opp, deals[d].oppRank = lowOrWorst(mine), opp, opp.RanksOf()
	}
	sumW, sumP, byW, byP := 0.0, 0.0, 0.0, 0.0
	memo := &sc.memo
	memo.reset(hi - lo)
	for c := lo; c < hi; c++ {
		var down engine.CardSet
		for _, x := range rg.cand[c][i][:nDown] {
			down |= x.Bit()
		}
		key := rankKey(down)
		e, ok := memo.get(key)
		if !ok {
			e = oneCandidate(deals, down, &sc.count)
			memo.put(key, e)
		}
		if e < 0 {
			continue
		}
		wt, pt := rg.weight[i][c], rg.prior[i][c]
		sumW, sumP, byW, byP = sumW+wt, sumP+pt, byW+wt*e, byP+pt*e
	}
	if sumW > 0 {
		byWeight = byW / sumW
	}
	if sumP > 0 {
		anyCards = byP / sumP
	}
	return byWeight, anyCards
}

// manyMost is the most live opponents manyShare reads: against more, their
// down cards are too many for the unseen cards to take them as independent
// (the viewer's share came out 3 to 6 points high against seven), and
// batchShare draws them together.
const manyMost = 3

// manyShare is the viewer's share against two or more live opponents with
// their down cards from candidates [lo, hi), on n deals of the cards to
// come (as oneShare's): on each deal, each opponent's chance to beat and
// to tie the viewer over its candidates (each counted by its weight and
// by how likely the deal's ranks are with its cards out of the deck,
// rankOdds; candidates with the same ranks taken together), the
// opponents' candidates taken as independent given the deal (they are,
// but for the few ranks two of them hold); each deal counted by how
// likely it is with the candidates, by the betting and as any cards
// (prior).
func (rg *Range) manyShare(r *rand.Rand, sc *shareScratch, n, lo, hi, upTo int) (byWeight, anyCards float64) {
	v := rg.w.v
	m := len(rg.live)
	pool, np := sc.deck[:sc.n], sc.n // dealt from in place: any order deals alike
	var shown [engine.MaxPlayers]engine.CardSet
	var holds [engine.MaxPlayers]int
	pats := rg.manyPatterns(sc, lo, hi, &shown, &holds)
	fast := wy(r.Uint64())
	own := engine.SetOf(v.Own...)
	var base [engine.MaxPlayers]engine.CardSet
	sumW, sumP, byW, byP := 0.0, 0.0, 0.0, 0.0
	for range n {
		k := 0
		var ranks uint64
		draw := func() engine.CardSet {
			if k >= np {
				return 0
			}
			x := k + fast.intN(np-k)
			pool[k], pool[x] = pool[x], pool[k]
			c := pool[k]
			k++
			ranks += 1 << (4 * (bits.TrailingZeros64(uint64(c)) & 15))
			return c
		}
		var community engine.CardSet
		if upTo == 6 {
			community = draw()
		}
		mine := own | community
		for have := len(v.Own); have < upTo; have++ {
			mine |= draw()
		}
		for j := range m {
			base[j] = shown[j] | community
			for have := holds[j]; have < upTo; have++ {
				base[j] |= draw()
			}
		}
		low := lowOrWorst(mine)
		// Each opponent's chance to beat the viewer and to tie, by weight
		// and as any cards, and the deal's likelihood with them.
		dealW, dealP := 1.0, 1.0
		var beatW, tieW, beatP, tieP [engine.MaxPlayers]float64
		for j := range m {
			aw, ap, bw, bp, tw, tp := 0.0, 0.0, 0.0, 0.0, 0.0, 0.0
			baseRanks := base[j].RanksOf()
			for q := range pats[j] {
				pt := &pats[j][q]
				o := pt.odds[0][ranks>>(pt.shift[0]&63)&7] * pt.odds[1][ranks>>(pt.shift[1]&63)&7] * pt.odds[2][ranks>>(pt.shift[2]&63)&7] // shifts below 64 (at most 48): no test past the word
				if o == 0 {
					continue
				}
				ow, op := o*pt.w, o*pt.p
				aw, ap = aw+ow, ap+op
				l := engine.LowOfRanks(baseRanks | pt.ranks)
				if l == 0 {
					l = lowWith(base[j], pt.down)
				}
				switch {
				case l < low:
					bw, bp = bw+ow, bp+op
				case l == low:
					tw, tp = tw+ow, tp+op
				}
			}
			dealW, dealP = dealW*aw, dealP*ap
			if aw > 0 {
				beatW[j], tieW[j] = bw/aw, tw/aw
			}
			if ap > 0 {
				beatP[j], tieP[j] = bp/ap, tp/ap
			}
		}
		if dealW > 0 {
			sumW += dealW
			byW += dealW * unbeaten(beatW[:m], tieW[:m])
		}
		if dealP > 0 {
			sumP += dealP
			byP += dealP * unbeaten(beatP[:m], tieP[:m])
		}
	}
	if sumW > 0 {
		byWeight = byW / sumW
	}
	if sumP > 0 {
		anyCards = byP / sumP
	}
	return byWeight, anyCards
}

// manyPatterns gathers each live opponent's candidates [lo, hi) by rank
// pattern (manyShare's), with the cards each shows and how many it holds.
func (rg *Range) manyPatterns(sc *shareScratch, lo, hi int, shown *[engine.MaxPlayers]engine.CardSet, holds *[engine.MaxPlayers]int) [][]manyPattern {
	v := rg.w.v
	pats := sc.pats[:len(rg.live)]
	for j, i := range rg.live {
		sv := &v.Seats[i]
		nDown := min(sv.NumDown, 3)
		shown[j], holds[j] = engine.SetOf(sv.Up...), len(sv.Up)+nDown
		if v.Community != nil {
			shown[j] |= v.Community.Bit()
			holds[j]++
		}
		memo := &sc.memo
		memo.reset(hi - lo)
		pats[j] = pats[j][:0]
		for c := lo; c < hi; c++ {
			var down engine.CardSet
			for _, x := range rg.cand[c][i][:nDown] {
				down |= x.Bit()
			}
			key := rankKey(down)
			at, ok := memo.get(key)
			if !ok {
				at = float64(len(pats[j]))
				memo.put(key, at)
				pt := manyPattern{down: down, ranks: down.RanksOf()}
				pt.odds, pt.shift = downOdds(down, &sc.count)
				pats[j] = append(pats[j], pt)
			}
			pt := &pats[j][int(at)]
			pt.w += rg.weight[i][c]
			pt.p += rg.prior[i][c]
		}
	}
	return pats
}

// manyPattern is one opponent's candidates of one rank pattern in
// manyShare: the pattern's cards (its first candidate's), the candidates'
// summed weights, and its rankOdds.
type manyPattern struct {
	down  engine.CardSet
	ranks uint16 // down's ranks, a bit each
	w, p  float64
	odds  [3]*[8]float64
	shift [3]uint
}

// unbeaten is the viewer's expected share of the pot against independent
// opponents, each beating it with chance beat[j] and tying with tie[j]:
// nothing if one beats it, else an equal part with those that tie.
func unbeaten(beat, tie []float64) float64 {
	switch {
	case len(beat) == 2 && len(tie) == 2:
		return unbeaten2(beat[0], tie[0], beat[1], tie[1])
	case len(beat) == 3 && len(tie) == 3:
		return unbeaten3(beat[0], tie[0], beat[1], tie[1], beat[2], tie[2])
	}
	return unbeatenAny(beat, tie)
}

// unbeatenAny is unbeaten against any number of opponents.
func unbeatenAny(beat, tie []float64) float64 {
	// ways[t]: the chance that nobody so far beats it and t of them tie.
	var ways [engine.MaxPlayers + 1]float64
	ways[0] = 1
	for j := range beat {
		lose := 1 - beat[j] - tie[j]
		for t := j + 1; t >= 1; t-- {
			ways[t] = ways[t]*lose + ways[t-1]*tie[j]
		}
		ways[0] *= lose
	}
	share := 0.0
	for t := 0; t <= len(beat); t++ {
		share += ways[t] / float64(t+1)
	}
	return share
}

// unbeaten2 is unbeaten against two opponents, its loops written out:
// the same operations in the same order (manyShare's, twice a deal).
func unbeaten2(b0, t0, b1, t1 float64) float64 {
	w0, w1, w2 := 1.0, 0.0, 0.0
	lose := 1 - b0 - t0
	w1 = w1*lose + w0*t0
	w0 *= lose
	lose = 1 - b1 - t1
	w2 = w2*lose + w1*t1
	w1 = w1*lose + w0*t1
	w0 *= lose
	share := 0.0
	share += w0 / 1
	share += w1 / 2
	share += w2 / 3
	return share
}

// unbeaten3 is unbeaten against three opponents, as unbeaten2.
func unbeaten3(b0, t0, b1, t1, b2, t2 float64) float64 {
	w0, w1, w2, w3 := 1.0, 0.0, 0.0, 0.0
	lose := 1 - b0 - t0
	w1 = w1*lose + w0*t0
	w0 *= lose
	lose = 1 - b1 - t1
	w2 = w2*lose + w1*t1
	w1 = w1*lose + w0*t1
	w0 *= lose
	lose = 1 - b2 - t2
	w3 = w3*lose + w2*t2
	w2 = w2*lose + w1*t2
	w1 = w1*lose + w0*t2
	w0 *= lose
	share := 0.0
	share += w0 / 1
	share += w1 / 2
	share += w2 / 3
	share += w3 / 4
	return share
}

// oneDeal is a deal of oneShare: the viewer's low, the opponent's shown
// cards and cards to come, and the ranks of the cards dealt (4 bits a rank).
type oneDeal struct {
	mine    engine.Low
	opp     engine.CardSet
	oppRank uint16 // opp's ranks, a bit each
	ranks   uint64
}

// oneCandidate is the viewer's share over deals against the opponent with
// down cards down, each deal counted by rankOdds from a deck of count; -1
// when no deal can hold them.
func oneCandidate(deals []oneDeal, down engine.CardSet, count *[16]uint8) float64 {
	odds, shift := downOdds(down, count)
	theirs := down.RanksOf()
	o0, o1, o2, s0, s1, s2, three := oddsAtHand(&odds, &shift)
	total, weight := 0.0, 0.0
	for d := range deals {
		dl := &deals[d]
		w := o0[dl.ranks>>s0&7] * o1[dl.ranks>>s1&7]
		if three {
			w *= o2[dl.ranks>>s2&7]
		}
		if w == 0 {
			continue
		}
		weight += w
		l := engine.LowOfRanks(dl.oppRank | theirs) // five ranks or more: their low, pairs or not
		if l == 0 {
			l = lowWith(dl.opp, down)
		}
		switch {
		case dl.mine < l:
			total += w
		case dl.mine == l:
			total += w / 2
		}
	}
	if weight == 0 {
		return -1
	}
	return total / weight
}

// shareMemo keeps shares by a rank pattern (rankKey): a small open table
// that grows to stay at most half full.
type shareMemo struct {
	key   []uint16 // rankKey+1 (0: free)
	val   []float64
	used  int
	shift uint8 // 32 less the table's size in bits: a key's slot is the top bits of its hash
}

// reset empties the memo, with room for n patterns at most half full.
func (m *shareMemo) reset(n int) {
	size := 16
	for size < 2*n {
		size *= 2
	}
	m.used = 0
	if cap(m.key) < size {
		m.make(size)
		return
	}
	// The whole of a table grown before (a turn's memo grew four times
	// over 455 patterns, and allocated its table anew each time): any
	// size keeps the same shares.
	size = cap(m.key)
	m.key, m.val = m.key[:size], m.val[:size]
	m.shift = uint8(32 - bits.TrailingZeros(uint(size)))
	clear(m.key)
}

// make gives the memo an empty table of size slots (a power of two).
func (m *shareMemo) make(size int) {
	m.key, m.val = make([]uint16, size), make([]float64, size)
	m.shift = uint8(32 - bits.TrailingZeros(uint(size)))
}

// slot is where key is or would go. A key's slot is the top bits of a
// Fibonacci hash: rankKey's low bits are its lowest rank alone, and the
// low bits of a product kept whole patterns in one run of slots.
func (m *shareMemo) slot(key int) int {
	k := uint16(key + 1)
	mask := len(m.key) - 1
	h := int(uint32(k) * 0x9e3779b9 >> m.shift)
	for m.key[h] != 0 && m.key[h] != k {
		h = (h + 1) & mask
	}
	return h
}

func (m *shareMemo) get(key int) (float64, bool) {
	h := m.slot(key)
	return m.val[h], m.key[h] != 0
}

func (m *shareMemo) put(key int, v float64) {
	if 2*(m.used+1) > len(m.key) {
		keys, vals := m.key, m.val
		m.make(2 * len(keys))
		m.used = 0
		for i, k := range keys {
			if k != 0 {
				m.put(int(k)-1, vals[i])
			}
		}
	}
	h := m.slot(key)
	if m.key[h] == 0 {
		m.used++
	}
	m.key[h], m.val[h] = uint16(key+1), v
}

// batchShare is the viewer's mean share over n deals whose down cards come
// from candidates [lo, hi) drawn by weight; or, drawn unweighed (uniform),
// the share as any cards and the share by the betting from the very same
// deals, each deal weighed by its candidates' weight (prior, or by the
// betting) over the batch's mean.
func (rg *Range) batchShare(r *rand.Rand, n, lo, hi, upTo int, uniform bool) (float64, float64) {
	v := rg.w.v
	var mean, meanPrior [engine.MaxPlayers]float64
	if uniform {
		for _, i := range rg.live {
			c := rg.cum[i]
			base := 0.0
			if lo > 0 {
				base = c[lo-1]
			}
			mean[i] = (c[hi-1] - base) / float64(hi-lo)
			for _, x := range rg.prior[i][lo:hi] {
				meanPrior[i] += x / float64(hi-lo)
			}
		}
	}
	var ks [engine.MaxPlayers]int
	weighed, anyCards := 0.0, 0.0
	own := engine.SetOf(v.Own...)
	// What each live opponent shows, and how many cards it holds then.
	var shown [engine.MaxPlayers]engine.CardSet
	var holds [engine.MaxPlayers]int
	for _, i := range rg.live {
		sv := &v.Seats[i]
		shown[i], holds[i] = engine.SetOf(sv.Up...), len(sv.Up)+min(sv.NumDown, 3)
		if v.Community != nil {
			shown[i] |= v.Community.Bit()
			holds[i]++
		}
	}
	var h holes
	// The unseen cards, dealt from in place: a deal draws its cards at
	// random from the cards not yet drawn, passing over the down cards the
	// opponents hold (a partial shuffle, the same as drawing from the
	// unseen cards less theirs).
	var pool [engine.NumCards]engine.CardSet
	np := 0
	for _, c := range rg.w.deck {
		pool[np] = c.Bit()
		np++
	}
	fast := wy(r.Uint64())
	total, dealt := 0.0, 0
	for range n {
		if !rg.pickFrom(&h, &fast, lo, hi, uniform, &ks) {
			continue
		}
		wt, pt := 1.0, 1.0
		if uniform {
			for _, i := range rg.live {
				if ks[i] < 0 || mean[i] <= 0 || meanPrior[i] <= 0 {
					wt, pt = 0, 0 // drawn from the unseen cards, not a candidate
					break
				}
				wt *= rg.weight[i][ks[i]] / mean[i]
				pt *= rg.prior[i][ks[i]] / meanPrior[i]
			}
		}
		var used engine.CardSet
		for _, i := range rg.live {
			for j := range min(v.Seats[i].NumDown, 3) {
				used |= h[i][j].Bit()
			}
		}
		k, left := 0, np-used.Count() // cards drawn, and cards left to deal
		draw := func() engine.CardSet {
			for left > 0 {
				x := k + fast.intN(np-k)
				c := pool[x]
				pool[k], pool[x] = c, pool[k]
				k++
				if c&used == 0 {
					left--
					return c
				}
			}
			return 0
		}
		var community engine.CardSet
		if upTo == 6 && left > 0 {
			community = draw()
		}
		mine := own | community
		for have := len(v.Own); have < upTo && left > 0; have++ {
			mine |= draw()
		}
		best, ties, lost := lowOrWorst(mine), 1, false
		for _, i := range rg.live {
			set := shown[i] | community
			for j := range min(v.Seats[i].NumDown, 3) {
				set |= h[i][j].Bit()
			}
			for have := holds[i]; have < upTo && left > 0; have++ {
				set |= draw()
			}
			switch l := lowOrWorst(set); {
			case l < best:
				lost = true
			case l == best:
				ties++
			}
		}
		if !lost {
			total += 1 / float64(ties)
			weighed += wt / float64(ties)
			anyCards += pt / float64(ties)
		}
		dealt++
	}
	if dealt == 0 {
		return 0, 0
	}
	if uniform {
		return anyCards / float64(dealt), weighed / float64(dealt)
	}
	return total / float64(dealt), 0
}

// lowOrWorst is a hand's low, or worse than any when the deck left it
// short of five cards.
func lowOrWorst(s engine.CardSet) engine.Low {
	if s.Count() < 5 {
		return engine.Low(0xffff)
	}
	return s.Low()
}

func meanSD(xs []float64) (float64, float64) {
	m := 0.0
	for _, x := range xs {
		m += x
	}
	m /= float64(len(xs))
	s := 0.0
	for _, x := range xs {
		s += (x - m) * (x - m)
	}
	if len(xs) < 2 {
		return m, 0
	}
	return m, math.Sqrt(s / float64(len(xs)-1))
}

// Read is what the betting says of one opponent: how often its down cards
// are all low (eight or lower, no pair with each other or its board)
// against how often they would be as any cards.
type Read struct {
	Seat       int
	Name       string
	Model      Model
	Did        string  // "completed and raised"
	LowDown    float64 // weighed by the betting
	AnyDown    float64 // any cards
	Effective  float64 // the independent candidates the weights are worth
	Candidates int     // the candidates drawn
}

// Reads is a Read for each live opponent.
func (rg *Range) Reads() []Read {
	v := rg.w.v
	var out []Read
	for _, i := range rg.live {
		sv := v.Seats[i]
		rd := Read{Seat: sv.Seat, Name: sv.Name, Model: rg.models[i], Did: did(v, sv.Seat), Effective: rg.effective(i), Candidates: len(rg.cand)}
		sum, low := 0.0, 0.0
		for k, x := range rg.weight[i] {
			if lowDown(rg.cand[k][i][:min(sv.NumDown, 3)], sv.Up) {
				low += x
			}
			sum += x
		}
		if sum > 0 {
			rd.LowDown = low / sum
		}
		rd.AnyDown = allLowChance(rg.w.unseen, min(sv.NumDown, 3), sv.Up)
		out = append(out, rd)
	}
	return out
}

// allLowChance is the exact chance that n cards drawn from unseen are all
// low as lowDown says (eight or lower, no pair with each other or with
// up): the ways to take n of the low ranks up does not hold, a card of
// each, over the ways to draw n cards.
func allLowChance(unseen engine.CardSet, n int, up []engine.Card) float64 {
	var held uint16
	for _, c := range up {
		held |= 1 << c.Rank()
	}
	var per [engine.Eight + 1]float64
	total := 0
	for _, c := range unseen.Cards() {
		total++
		if r := c.Rank(); r <= engine.Eight && held&(1<<r) == 0 {
			per[r]++
		}
	}
	if n < 0 || n > total {
		return 0
	}
	// ways[j]: the ways to draw j cards of j different ranks among those so far.
	var ways [4]float64
	ways[0] = 1
	for _, k := range per {
		for j := n; j >= 1; j-- {
			ways[j] += ways[j-1] * k
		}
	}
	all := 1.0
	for j := range n {
		all = all * float64(total-j) / float64(j+1)
	}
	return ways[n] / all
}

func lowDown(down, up []engine.Card) bool {
	var ranks uint16
	for _, c := range up {
		ranks |= 1 << c.Rank()
	}
	for _, c := range down {
		if c.Rank() > engine.Eight || ranks&(1<<c.Rank()) != 0 {
			return false
		}
		ranks |= 1 << c.Rank()
	}
	return true
}

// did is a seat's betting this hand in words: "completed and raised",
// "called", "checked" (the bring-in and antes left out), "" for nothing.
func did(v *engine.View, seat int) string {
	var words []string
	for _, a := range v.Actions {
		if a.Seat != seat {
			continue
		}
		var w string
		switch a.Kind {
		case engine.Complete:
			w = "completed"
		case engine.Bet:
			w = "bet"
		case engine.Raise:
			w = "raised"
		case engine.Call:
			w = "called"
		default:
			continue
		}
		if len(words) == 0 || words[len(words)-1] != w {
			words = append(words, w)
		}
	}
	switch len(words) {
	case 0:
		return ""
	case 1:
		return words[0]
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}
