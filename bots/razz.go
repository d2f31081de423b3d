package bots

import (
	"math"
	"math/bits"
	"math/rand/v2"
	"strconv"
	"strings"

	"razz/engine"
	"razz/engine/narrate"
)

// Player is a rule-based Razz player: one body of Razz logic, bent by its
// style's Params. It reads only the view of its own seat.
type Player struct {
	Name     string
	Params   Params
	Mistakes float64 // chance of a beginner's mistake at a decision (the level)
	// Samples is how many deals the later-street equity estimate draws
	// (0: DefaultSamples).
	Samples int
}

// DefaultSamples is the size of the later-street equity estimate heads-up
// (against k opponents it is 2·DefaultSamples/(k+1)): enough to tell a good
// draw from a bad one, small enough for 20,000 hands a second.
const DefaultSamples = 60

// Style is the style's name, as --bots takes it.
func (p *Player) Style() string { return p.Params.Style }

// DisplayName is the bot's name at the table.
func (p *Player) DisplayName() string { return p.Name }

func (p *Player) who() string {
	if p.Name != "" {
		return p.Name
	}
	return p.Params.Title
}

// intent is what the logic wants; choose turns it into a legal option.
type intent uint8

const (
	fold intent = iota
	passive
	aggressive
)

// situation is what the bot reads from its view before deciding.
type situation struct {
	v        engine.View // a copy: a pointer to the caller's view would move it to the heap
	me       engine.SeatView
	opps     [engine.MaxPlayers]engine.SeatView // live opponents, in seat order
	nOpp     int
	seen     engine.CardSet // every up card of the other seats, folded or not
	dead     engine.CardSet // the up cards of folded seats
	toCall   int
	lastAggr int  // the seat that made the last completion, bet or raise this street (0: none)
	callers  int  // seats that called since that (or, with none, called the bring-in)
	myAggr   bool // the bot itself completed, bet or raised this street

	// What the strategy read, for the coach to show.
	start          start // third street
	doors          []engine.Card
	eq, fair, need float64 // later streets
	best           bool    // its board is the best showing
	rule           string  // the strategy's reason, without the hand
}

func (s *situation) read(v *engine.View) {
	s.v = *v
	for _, sv := range v.Seats {
		if sv.Seat == v.Seat {
			s.me = sv
			continue
		}
		for _, c := range sv.Up {
			s.seen |= c.Bit()
			if sv.Folded {
				s.dead |= c.Bit()
			}
		}
		if !sv.Folded && s.nOpp < len(s.opps) {
			s.opps[s.nOpp] = sv
			s.nOpp++
		}
	}
	s.toCall = 0 // what a call puts in, as the engine offers it (an all-in call is less)
	for _, o := range v.Legal {
		if o.Kind == engine.Call {
			s.toCall = o.Put
		}
	}
	for _, a := range v.Actions {
		if a.Street != v.Street {
			continue
		}
		switch {
		case a.Kind.Aggressive():
			s.lastAggr, s.callers = a.Seat, 0
			s.myAggr = s.myAggr || a.Seat == v.Seat
		case a.Kind == engine.Call:
			s.callers++
		}
	}
}

func (s *situation) option(k engine.ActionKind) (engine.Option, bool) {
	for _, o := range s.v.Legal {
		if o.Kind == k {
			return o, true
		}
	}
	return engine.Option{}, false
}

// choose turns an intent into a legal option: a bet or raise falls back
// to a call or check when the cap or the stacks forbid it, a fold to a
// check when checking is free, and the bring-in can never fold.
func (s *situation) choose(want intent) engine.Option {
	if want == aggressive {
		for _, k := range [...]engine.ActionKind{engine.Complete, engine.Bet, engine.Raise} {
			if o, ok := s.option(k); ok {
				return o
			}
		}
		want = passive
	}
	if want == fold {
		if _, ok := s.option(engine.Check); !ok {
			if o, ok := s.option(engine.Fold); ok {
				return o
			}
		}
		want = passive
	}
	for _, k := range [...]engine.ActionKind{engine.Check, engine.Call, engine.BringIn} {
		if o, ok := s.option(k); ok {
			return o
		}
	}
	return s.v.Legal[0]
}

// chooser settles the strategy's mixed choices: a bot flips a coin, the
// coach takes the likelier side.
type chooser interface{ chance(p float64) bool }

// coin flips for a bot, and notes when a flip went the less likely way.
type coin struct {
	r     *rand.Rand
	mixed bool
}

func (c *coin) chance(p float64) bool {
	got := c.r.Float64() < p
	if got != (p >= 0.5) {
		c.mixed = true
	}
	return got
}

// likelier is the coach's side of every mixed choice.
type likelier struct{}

func (likelier) chance(p float64) bool { return p >= 0.5 }

// Decide returns the bot's action and the reason for it.
func (p *Player) Decide(v engine.View, r *rand.Rand) Decision {
	var s situation
	s.read(&v)
	ch := &coin{r: r}
	var want intent
	var why string
	if v.Street == 3 {
		want, why = p.Params.third(&s, ch)
	} else {
		want, why = p.Params.later(&s, ch, &sampler{r: r, samples: p.Samples})
	}
	o := s.choose(want)
	if p.Mistakes > 0 && r.Float64() < p.Mistakes {
		if m, note, ok := s.mistake(o, r); ok {
			o, why = m, why+"; but "+note
		}
	}
	return Decision{Action: o.Action(), Reason: p.who() + " " + narrate.Does(o) + ": " + why, Mixed: ch.mixed}
}

// price is what a call costs as a share of the pot it would make.
func (s *situation) price() float64 {
	return float64(s.toCall) / float64(s.v.Pot+s.toCall)
}

// mistake is the kind of error a beginner makes: calling when the hand
// said fold, checking or calling when it said bet, folding a hand worth a
// call. Even a beginner does not give up for one small bet into a big pot,
// nor right after raising.
func (s *situation) mistake(o engine.Option, r *rand.Rand) (engine.Option, string, bool) {
	switch {
	case o.Kind == engine.Fold:
		return s.choose(passive), "calls anyway, a loose call (a mistake)", true
	case o.Kind.Aggressive():
		return s.choose(passive), "plays it timidly (a mistake)", true
	case o.Kind == engine.Call && !s.myAggr && s.price() >= 0.15 && r.IntN(2) == 0:
		if f, ok := s.option(engine.Fold); ok {
			return f, "gives up too soon (a mistake)", true
		}
	}
	return o, "", false
}

// written is cards as a Razz player writes them: highest first, "K-9-3".
func written(cs []engine.Card) string {
	var rs [7]engine.Rank
	n := 0
	for _, c := range cs {
		if n < len(rs) {
			rs[n] = c.Rank()
			n++
		}
	}
	for i := 1; i < n; i++ { // insertion sort, highest first
		for j := i; j > 0 && rs[j] > rs[j-1]; j-- {
			rs[j], rs[j-1] = rs[j-1], rs[j]
		}
	}
	var b strings.Builder
	for i, r := range rs[:n] {
		if i > 0 {
			b.WriteByte('-')
		}
		b.WriteString(r.String())
	}
	return b.String()
}

func (st start) describe() string {
	switch {
	case st.lows >= 3 && st.top <= engine.Five:
		return st.text + " is three cards to a wheel"
	case st.lows >= 3:
		return st.text + " is three cards to " + article(st.top) + " " + st.top.Word()
	case st.lows == 2 && st.paired:
		return st.text + " is paired: only two low cards"
	case st.lows == 2:
		return st.text + " is one low card short"
	case st.lows == 1:
		return st.text + " has one low card"
	}
	return st.text + " has no low card"
}

func article(r engine.Rank) string {
	if r == engine.Ace || r == engine.Eight {
		return "an"
	}
	return "a"
}

func (st start) live() string {
	switch {
	case st.deadNeed == 0:
		return "with live cards (no low card it needs shows)"
	case st.deadNeed == 1:
		return "with live cards (one low card it needs shows)"
	case st.deadNeed >= 3:
		return "with " + count(st.deadNeed) + " of the low cards it needs already showing"
	}
	return "with " + count(st.deadNeed) + " low cards it needs showing"
}

var counts = [...]string{"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}

func count(n int) string {
	if n >= 0 && n < len(counts) {
		return counts[n]
	}
	return strconv.Itoa(n)
}

// behind lists the live seats with chips still to act on this street after
// the bot: up to and including the bring-in when nobody has completed,
// else up to the last aggressor.
func (s *situation) behind() (doors []engine.Card) {
	v := &s.v
	stop := s.lastAggr
	if stop == 0 {
		stop = v.BringIn
	}
	i := 0
	for k, sv := range v.Seats {
		if sv.Seat == v.Seat {
			i = k
		}
	}
	for k := 1; k < len(v.Seats); k++ {
		sv := v.Seats[(i+k)%len(v.Seats)]
		if sv.Seat == s.lastAggr {
			break
		}
		if !sv.Folded && !sv.AllIn && len(sv.Up) > 0 {
			doors = append(doors, sv.Up[0])
		}
		if sv.Seat == stop {
			break
		}
	}
	return doors
}

func (P Params) third(s *situation, ch chooser) (intent, string) {
	st := startOf(s.v.Own, s.seen)
	s.start = st
	hand := st.describe() + ", " + st.live()
	var myDoor engine.Card
	if len(s.me.Up) > 0 {
		myDoor = s.me.Up[0]
	}
	doors := s.behind()
	s.doors = doors
	higher, low := 0, 0
	for _, d := range doors {
		if d.Rank() > myDoor.Rank() {
			higher++
		}
		if d.Rank() <= engine.Eight {
			low++
		}
	}
	lowBehind := ""
	if low > 0 {
		lowBehind = "one low door card acts after it"
		if low > 1 {
			lowBehind = count(low) + " low door cards act after it"
		}
	}
	bets := s.v.Limits.Bets
	// The forced bring-in: post it, or complete a hand worth it.
	if _, ok := s.option(engine.BringIn); ok {
		if st.points >= P.Value && !ch.chance(P.SlowPlay) {
			return aggressive, hand + ": too good to just bring in"
		}
		return passive, "the high door card must bring in; " + st.text + " is not worth completing"
	}
	if bets == 0 {
		steal := len(doors) > 0 && higher == len(doors) && s.callers == 0 && myDoor.Rank() <= engine.Eight
		switch {
		case st.points >= P.Value:
			if ch.chance(P.SlowPlay) {
				return passive, hand + "; it just calls to hide its strength"
			}
			return aggressive, hand + ": worth completing for value"
		case steal && st.points >= P.StealMin && ch.chance(P.Steal):
			return aggressive, "a steal: only higher door cards (" + engine.JoinCards(doors, ", ", engine.Card.Pretty) + ") are left to act, and " + st.text + " has a " + myDoor.Rank().Word() + " showing"
		case st.points >= P.Play:
			if ch.chance(P.Open) {
				return aggressive, hand + ": good enough to come in completing"
			}
			return passive, hand + ": it comes in cheaply"
		}
		why := hand
		if lowBehind != "" {
			why += ", and " + lowBehind
		}
		return fold, why
	}
	// Facing a completion, perhaps raised. Each raise asks for a better
	// hand, but a hand worth raising is always worth a call.
	raises := bets - 1
	aggr, _ := s.v.SeatOf(s.lastAggr)
	stealer := raises == 0 && s.callers == 0 && len(aggr.Up) > 0 && aggr.Up[0].Rank() > myDoor.Rank() && aggr.Up[0].Rank() > engine.Five
	need := min(P.Play+raises, P.Value)
	what := "a completion"
	if raises > 0 {
		what = "a completion and " + count(raises) + " raise" + plural(raises)
	}
	switch {
	case stealer:
		need -= 2
		what = "a completion from a " + aggr.Up[0].Rank().Word() + " door card, likely a steal"
	case raises == 0 && s.callers == 0 && s.stealSpot():
		need -= 2
		what = "a completion from " + aggr.Up[0].Pretty() + " with only higher door cards behind it, the spot to steal from"
	}
	defending := stealer && s.me.BroughtIn && s.nOpp == 1
	if defending {
		need = min(need, P.Defend)
	}
	switch {
	case st.points >= P.Value+raises && !ch.chance(P.SlowPlay):
		return aggressive, hand + ": strong enough to raise " + what
	case stealer && st.points >= P.StealMin && ch.chance(P.Steal/3):
		return aggressive, "a re-steal against " + what + " with " + st.text
	case st.points >= need:
		if defending {
			return passive, hand + ": it defends its bring-in against " + what
		}
		return passive, hand + ": good enough to call " + what
	}
	why := hand + ": too weak to call " + what
	if lowBehind != "" {
		why += ", and " + lowBehind
	}
	return fold, why
}

// stealSpot reports whether the completion this street came first in
// (only folds before it) with every door card left behind it higher than
// the completer's: the spot where players complete with anything.
func (s *situation) stealSpot() bool {
	v := &s.v
	aggr, ok := v.SeatOf(s.lastAggr)
	if !ok || len(aggr.Up) == 0 {
		return false
	}
	var before uint16 // the seats that folded before the completion, a bit each
	for _, a := range v.Actions {
		if a.Street != 3 {
			continue
		}
		if a.Kind.Aggressive() {
			break
		}
		switch a.Kind {
		case engine.Call:
			return false
		case engine.Fold:
			before |= 1 << a.Seat
		}
	}
	for _, sv := range v.Seats {
		if sv.Seat == aggr.Seat || before&(1<<sv.Seat) != 0 || len(sv.Up) == 0 {
			continue
		}
		if sv.Up[0].Rank() <= aggr.Up[0].Rank() {
			return false
		}
	}
	return true
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// holding describes the bot's own cards as a low so far: a made low (five
// different ranks) by name, else its low cards as a draw ("7-5-3-A").
func holding(own []engine.Card) string {
	if l := engine.LowOf(own); l.Valid() && l.Category() == engine.NoPair {
		if len(own) >= 7 {
			return "its " + l.Name()
		}
		return "a made " + l.Dashed()
	}
	if len(own) >= 7 {
		return "its " + engine.LowOf(own).Name()
	}
	var ranks uint16
	for _, c := range own {
		ranks |= 1 << c.Rank()
	}
	n := bits.OnesCount16(ranks & 0xff)
	if n == 0 {
		return written(own) + " (no low card)"
	}
	var b strings.Builder
	b.Grow(32)
	for r := engine.Eight; r >= engine.Ace; r-- { // highest first
		if ranks&(1<<r) != 0 {
			b.WriteString(r.String())
			n--
			if n > 0 {
				b.WriteByte('-')
			}
		}
		if r == engine.Ace {
			break
		}
	}
	n = bits.OnesCount16(ranks & 0xff)
	b.WriteString(" (" + count(n) + " low card" + plural(n) + ")")
	return b.String()
}

func (P Params) later(s *situation, ch chooser, est estimator) (intent, string) {
	v := &s.v
	var opps [engine.MaxPlayers]engine.Opponent
	var withCommunity [engine.MaxPlayers][5]engine.Card
	for i := range s.nOpp {
		o := s.opps[i]
		up := o.Up
		if v.Community != nil && len(up) < 5 {
			n := copy(withCommunity[i][:], up)
			withCommunity[i][n] = *v.Community
			up = withCommunity[i][:n+1]
		}
		opps[i] = engine.Opponent{Up: up, Down: o.NumDown}
	}
	fair := 1 / float64(s.nOpp+1)
	// The shares of the pot that decide: to bet, or to call and to raise.
	var price, need float64
	marks := [2]float64{fair + P.Bet, fair + P.Bet}
	if s.toCall > 0 {
		price = s.price()
		// More cards to come: more to win later than the odds now show.
		need = price * P.Call * Rules.streetScale(v.Street)
		marks = [2]float64{need, fair + P.Raise}
	}
	spot := engine.Spot{Own: v.Own, Opponents: opps[:s.nOpp], Dead: s.dead}
	eq := est.equity(spot, marks, need, price)
	s.eq, s.fair, s.need = eq, fair, need
	edge := eq - fair

	// Boards: is its board the best showing? Who paired, who caught a brick?
	mine := engine.NewBoard(s.me.Seat, s.me.Up)
	best := true
	var notes strings.Builder
	for i := range s.nOpp {
		o := s.opps[i]
		b := engine.NewBoard(o.Seat, o.Up)
		if b.Value <= mine.Value {
			best = false
		}
		if n := len(o.Up); n >= 2 {
			last := o.Up[n-1]
			paired := false
			for _, c := range o.Up[:n-1] {
				paired = paired || c.Rank() == last.Rank()
			}
			if paired || last.Rank() >= engine.Nine {
				if notes.Len() > 0 {
					notes.WriteString(", ")
				}
				notes.WriteString(midSentence(o.Name))
			}
			switch {
			case paired:
				notes.WriteString(" paired (" + b.Partial() + ")")
			case last.Rank() >= engine.Nine:
				notes.WriteString(" caught a brick (" + last.Pretty() + ")")
			}
		}
	}
	s.best = best
	var b strings.Builder
	b.Grow(192)
	b.WriteString(holding(v.Own))
	b.WriteString(" has about ")
	b.WriteString(pct(eq))
	b.WriteString(" of the pot against ")
	if s.nOpp == 1 {
		b.WriteString("one opponent")
	} else {
		b.WriteString(count(s.nOpp))
		b.WriteString(" opponents")
	}
	b.WriteString(" (a fair share is ")
	b.WriteString(pct(fair))
	b.WriteString(")")
	if best {
		b.WriteString("; its board ")
		b.WriteString(mine.Partial())
		b.WriteString(" is the best showing")
	}
	if notes.Len() > 0 {
		b.WriteString("; ")
		b.WriteString(notes.String())
	}
	why := b.String()

	if s.toCall == 0 {
		switch {
		case edge >= P.Bet && ch.chance(P.Passive):
			return passive, why + ": worth a bet, but it plays passively"
		case edge >= P.Bet:
			return aggressive, why + ": a bet for value"
		case best && ch.chance(P.Bluff):
			return aggressive, why + ": it bets the scary board"
		}
		return passive, why + ": not enough to bet"
	}
	odds := " and the price is " + strconv.Itoa(s.toCall) + " to win " + strconv.Itoa(v.Pot) + " (" + pct(price) + ")"
	raise := edge >= P.Raise
	if raise && ch.chance(P.Passive) {
		return passive, why + odds + ": worth a raise, but it plays passively and calls"
	}
	switch {
	case raise:
		return aggressive, why + ": a raise for value"
	case best && eq < need && !s.myAggr && ch.chance(P.Bluff/2):
		return aggressive, why + odds + ": it raises on the strength of its board"
	case eq >= need:
		return passive, why + odds + ": worth a call"
	case s.myAggr:
		// It bet or raised this street and was raised back: one more bet
		// is cheap, and only a better board behind the raise says fold.
		aggr, _ := v.SeatOf(s.lastAggr)
		if ab := engine.NewBoard(aggr.Seat, aggr.Up); ab.Value < mine.Value {
			return fold, why + odds + ": " + midSentence(aggr.Name) + " raised it back with a better board (" + ab.Partial() + "), so it gives up"
		}
		return passive, why + odds + ": it raised this street, and one more bet is too cheap to give up"
	}
	return fold, why + odds + ": not worth a call"
}

// estimator gives the share of the pot a spot is worth: the bots sample
// a few dozen deals, the coach as many as a hint can wait for.
type estimator interface {
	equity(spot engine.Spot, marks [2]float64, need, price float64) float64
}

// sampler is the bots' estimate: a few dozen deals, more near a mark.
type sampler struct {
	r       *rand.Rand
	samples int
}

func (e *sampler) equity(spot engine.Spot, marks [2]float64, need, price float64) float64 {
	r := e.r
	// Players who stay in a hand tend to hold low cards in the hole.
	spot.LowDown = 0.5
	samples := e.samples
	if samples <= 0 { // each opponent costs about as much as the bot's own hand
		samples = DefaultSamples * 2 / (len(spot.Opponents) + 1)
	}
	// A third of the deals first; the rest only when that lands near a
	// mark. Most spots are clear long before the last deal.
	first := samples / 3
	eq := spot.Equity(r, first)
	if near(eq, first, marks) {
		eq = (eq*float64(first) + spot.Equity(r, samples-first)*float64(samples-first)) / float64(samples)
	}
	if eq < need && price < 0.1 {
		// A small price into a big pot: a few dozen deals cannot tell 0%
		// from 5%, so look closer before folding what it has put in.
		eq = (eq + 2*spot.Equity(r, 2*samples)) / 3
	}
	return eq
}

// near reports whether an equity estimated from n deals is too close to a
// mark to decide on: within about a standard error (and a little).
func near(eq float64, n int, marks [2]float64) bool {
	p := min(max(eq, 0.02), 0.98)
	d := 0.03 + math.Sqrt(p*(1-p)/float64(max(n, 1)))
	for _, m := range marks {
		if eq-m < d && m-eq < d {
			return true
		}
	}
	return false
}

func pct(f float64) string {
	return strconv.Itoa(int(f*100+0.5)) + "%"
}

// midSentence writes a seat's name inside a sentence: the learner's seat
// is called "You" at the table, which reads "you" after the first word.
func midSentence(name string) string {
	if name == "You" {
		return "you"
	}
	return name
}
