package tui

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"razz/engine"
	"razz/tui/store"
)

// Drill is one kind of quiz question.
type Drill int

const (
	DrillCompare  Drill = iota // which low wins?
	DrillBringIn               // who brings in?
	DrillFirst                 // who acts first?
	DrillBestFive              // best five from seven
	DrillName                  // name that low
	numDrills
)

var drillIDs = [numDrills]string{"compare", "bring-in", "first", "best-five", "name"}
var drillTitles = [numDrills]string{"Which low wins?", "Who brings in?", "Who acts first?", "Best five from seven", "Name that low"}

// ID is the drill's name on the command line and in the stats file.
func (d Drill) ID() string { return drillIDs[d] }

// Title is the drill's name on screen.
func (d Drill) Title() string { return drillTitles[d] }

// Drills lists every drill in menu order.
func Drills() []Drill {
	return []Drill{DrillCompare, DrillBringIn, DrillFirst, DrillBestFive, DrillName}
}

// ParseDrill reads a drill id: compare, bring-in, first, best-five or name.
func ParseDrill(s string) (Drill, error) {
	for d, id := range drillIDs {
		if strings.EqualFold(s, id) {
			return Drill(d), nil
		}
	}
	return 0, fmt.Errorf("unknown drill %q (want %s)", s, strings.Join(drillIDs[:], ", "))
}

// Level is how hard a question is. LevelMixed picks one for each question,
// leaning toward the levels the user gets wrong.
type Level int

const (
	Easy Level = iota
	Medium
	Hard
	numLevels
	LevelMixed Level = -1
)

// String is the level's name: easy, medium, hard or mixed.
func (l Level) String() string {
	switch l {
	case Easy:
		return "easy"
	case Medium:
		return "medium"
	case Hard:
		return "hard"
	}
	return "mixed"
}

// ParseLevel reads easy, medium, hard or mixed.
func ParseLevel(s string) (Level, error) {
	for _, l := range []Level{Easy, Medium, Hard, LevelMixed} {
		if strings.EqualFold(s, l.String()) {
			return l, nil
		}
	}
	return 0, fmt.Errorf("unknown level %q (want easy, medium, hard or mixed)", s)
}

// question is one quiz question with everything the engine says about it.
// The answer is never stored apart from the engine's result.
type question struct {
	drill Drill
	level Level

	// compare
	hands [2]engine.Evaluation
	cmp   engine.Comparison

	// bring-in
	doors []engine.SeatCard
	bring engine.BringInExplanation

	// first to act
	street int
	boards []engine.Board
	first  engine.FirstExplanation

	// best five, name
	hand engine.Evaluation
}

// questionRand is the source of question n: the same seed, drill, level and
// number always give the same question.
func questionRand(seed uint64, d Drill, l Level, n int) *rand.Rand {
	return rand.New(rand.NewPCG(seed, uint64(n)<<16|uint64(d)<<8|uint64(l)))
}

// pickLevel chooses the level of question n in mixed mode: a seeded draw
// weighted by each level's recent error rate (an unplayed level counts as
// half wrong), so the quiz leans toward what the user gets wrong.
func pickLevel(seed uint64, d Drill, n int, s *store.QuizRecord) Level {
	var w [numLevels]float64
	total := 0.0
	for l := range numLevels {
		rate, ok := s.Tally(d.ID(), l.String()).ErrorRate()
		if !ok {
			rate = 0.5
		}
		w[l] = 1 + 4*rate
		total += w[l]
	}
	x := rand.New(rand.NewPCG(seed^0x5eed_1e7e1, uint64(n))).Float64() * total
	for l := range numLevels {
		if x < w[l] {
			return l
		}
		x -= w[l]
	}
	return Hard
}

// maxTries bounds the search for a question of the wanted kind; past it the
// last one dealt is used, which is still a fair question.
const maxTries = 5000

func newQuestion(d Drill, l Level, r *rand.Rand) question {
	q := question{drill: d, level: l}
	switch d {
	case DrillCompare:
		q.genCompare(r)
	case DrillBringIn:
		q.genBringIn(r)
	case DrillFirst:
		q.genFirst(r)
	case DrillBestFive:
		q.genBestFive(r)
	case DrillName:
		q.genName(r)
	}
	return q
}

// shuffled is a fresh deck from the seeded source, as a slice.
func shuffled(r *rand.Rand) []engine.Card {
	d := engine.NewDeckFrom(r)
	cs := make([]engine.Card, 0, engine.NumCards)
	for c, ok := d.Deal(); ok; c, ok = d.Deal() {
		cs = append(cs, c)
	}
	return cs
}

func mustEval(cs []engine.Card) engine.Evaluation {
	e, err := engine.Evaluate(cs)
	if err != nil {
		panic("quiz dealt a bad hand: " + err.Error()) // the deck never repeats a card
	}
	return e
}

func hasPairOut(e engine.Evaluation) bool {
	for _, o := range e.Out {
		if o.Reason == engine.OutPair {
			return true
		}
	}
	return false
}

func (q *question) genCompare(r *rand.Rand) {
	n := 5
	if q.level == Hard {
		n = 7
	}
	for try := 0; ; try++ {
		deck := shuffled(r)
		a, b := deck[:n], deck[n:2*n]
		if q.level == Hard && try%3 == 0 {
			w := engine.LowOf(a).Written()
			b = sameRanks(deck[2*n:], w[:], n)
			r.Shuffle(len(b), func(i, j int) { b[i], b[j] = b[j], b[i] })
		}
		q.hands = [2]engine.Evaluation{mustEval(a), mustEval(b)}
		q.cmp = engine.Compare(q.hands[0].Low, q.hands[1].Low)
		unpaired := q.hands[0].Low.Category() == engine.NoPair && q.hands[1].Low.Category() == engine.NoPair
		var ok bool
		switch q.level {
		case Easy: // different top cards
			ok = unpaired && q.cmp.Position == 0
		case Medium: // the same top card, decided lower down
			ok = unpaired && q.cmp.Position >= 1 && q.cmp.Position <= 4
		default: // seven cards, a pair to avoid, and a near or true tie
			ok = (hasPairOut(q.hands[0]) || hasPairOut(q.hands[1])) && q.cmp.Position >= 2
		}
		if ok || try >= maxTries {
			return
		}
	}
}

// sameRanks deals n cards from rest, first one of each rank in ranks where
// it can, then any: the way to true and near ties.
func sameRanks(rest []engine.Card, ranks []engine.Rank, n int) []engine.Card {
	var out []engine.Card
	var used engine.CardSet
	for _, rk := range ranks {
		for _, c := range rest {
			if c.Rank() == rk && !used.Has(c) {
				out = append(out, c)
				used |= c.Bit()
				break
			}
		}
	}
	for _, c := range rest {
		if len(out) == n {
			break
		}
		if !used.Has(c) {
			out = append(out, c)
			used |= c.Bit()
		}
	}
	return out
}

func (q *question) genBringIn(r *rand.Rand) {
	for try := 0; ; try++ {
		var n int
		switch q.level {
		case Easy:
			n = 2 + r.IntN(3)
		case Medium:
			n = 5 + r.IntN(4)
		default:
			n = 3 + r.IntN(6)
		}
		deck := shuffled(r)
		q.doors = make([]engine.SeatCard, n)
		for i := range n {
			q.doors[i] = engine.SeatCard{Seat: i + 1, Card: deck[i]}
		}
		q.bring = engine.ExplainBringIn(q.doors, engine.TieBySuit, nil)
		tied := len(q.bring.Tied) > 1
		if q.level == Hard && !tied && try%2 == 0 {
			// give another seat the same rank as the highest door card
			top := q.bring.Ranked[0].Card
			for _, c := range deck[n:] {
				if c.Rank() == top.Rank() {
					i := r.IntN(n)
					if q.doors[i].Card == top {
						i = (i + 1) % n
					}
					q.doors[i].Card = c
					break
				}
			}
			q.bring = engine.ExplainBringIn(q.doors, engine.TieBySuit, nil)
			tied = len(q.bring.Tied) > 1
		}
		if tied == (q.level == Hard) || try >= maxTries {
			return
		}
	}
}

func (q *question) genFirst(r *rand.Rand) {
	for try := 0; ; try++ {
		var n int
		switch q.level {
		case Easy:
			q.street, n = 4, 2+r.IntN(3)
		case Medium:
			q.street, n = 5+r.IntN(2), 3+r.IntN(4)
		default:
			q.street, n = 4+r.IntN(4), 2+r.IntN(5)
		}
		up := min(q.street-2, 4)
		deck := shuffled(r)
		q.boards = make([]engine.Board, n)
		for i := range n {
			q.boards[i] = engine.NewBoard(i+1, deck[i*up:(i+1)*up])
		}
		if q.level == Hard && try%2 == 0 {
			// copy one board's ranks to another seat: an exact tie
			best := engine.ExplainFirst(q.street, q.boards, nil).Ranked[0]
			i := r.IntN(n)
			if i == best.Seat-1 {
				i = (i + 1) % n
			}
			if cs := sameRanks(deck[n*up:], best.Written, up); len(cs) == up {
				r.Shuffle(len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
				q.boards[i] = engine.NewBoard(i+1, cs)
			}
		}
		q.first = engine.ExplainFirst(q.street, q.boards, nil)
		paired := false
		for _, b := range q.boards {
			paired = paired || b.Paired()
		}
		tied := len(q.first.Tied) > 1
		var ok bool
		switch q.level {
		case Easy: // unpaired boards, one best
			ok = !paired && !tied
		case Medium: // paired boards in the mix
			ok = paired && !tied
		default: // exact ties
			ok = tied
		}
		if ok || try >= maxTries {
			return
		}
	}
}

// distinctRanks counts the ranks among cs and the most copies of one.
func distinctRanks(cs []engine.Card) (distinct, pairs, most int) {
	var cnt [engine.NumRanks]int
	for _, c := range cs {
		cnt[c.Rank()]++
	}
	for _, n := range cnt {
		if n > 0 {
			distinct++
		}
		if n >= 2 {
			pairs++
		}
		most = max(most, n)
	}
	return
}

func (q *question) genBestFive(r *rand.Rand) {
	for try := 0; ; try++ {
		cs := shuffled(r)[:7]
		q.hand = mustEval(cs)
		distinct, pairs, most := distinctRanks(cs)
		var ok bool
		switch q.level {
		case Easy: // seven different ranks: drop the two highest
			ok = distinct == 7
		case Medium: // one pair to avoid
			ok = pairs == 1 && most == 2 && hasPairOut(q.hand)
		default: // two pairs or trips, sometimes a pair nobody can avoid
			ok = pairs >= 2 || most >= 3
		}
		if ok || try >= maxTries {
			return
		}
	}
}

func (q *question) genName(r *rand.Rand) {
	for try := 0; ; try++ {
		n := 5
		if q.level != Easy {
			n = 7
		}
		q.hand = mustEval(shuffled(r)[:n])
		unpaired := q.hand.Low.Category() == engine.NoPair
		var ok bool
		switch q.level {
		case Easy:
			ok = unpaired
		case Medium: // seven cards, two high ones to drop
			ok = unpaired && !hasPairOut(q.hand)
		default: // a pair to avoid, or a paired low
			ok = hasPairOut(q.hand) || !unpaired
		}
		if ok || try >= maxTries {
			return
		}
	}
}

// normalizeName turns what the user typed into the form of
// engine.Low.ShortName: "8-6" and "8 6" are "86", "10" is "T", "wheel" is "W".
func normalizeName(s string) string {
	s = strings.ToUpper(s)
	s = strings.NewReplacer("-", "", " ", "", "10", "T").Replace(s)
	if s == "WHEEL" {
		s = "W"
	}
	return s
}
