package bots

import (
	"encoding/json"
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"razz/assets"
	"razz/engine"
)

// Strategy is assets/strategy.json: the Razz strategy the coach and the
// Grinder share, as data a reader can check against its sources
// (assets/strategy.md) and change.
type Strategy struct {
	Classes []Class `json:"classes"`
	Starts  struct {
		Rows   []StartRow `json:"rows"`
		Paired int        `json:"paired"`
		Ace    int        `json:"ace"`
		Dead   []struct {
			AtLeast int `json:"at_least"`
			Points  int `json:"points"`
		} `json:"dead"`
	} `json:"starts"`
	Third struct {
		Play          int `json:"play"`
		Value         int `json:"value"`
		RaiseStep     int `json:"raise_step"`
		StealMin      int `json:"steal_min"`
		StealDiscount int `json:"steal_discount"`
		Defend        int `json:"defend"`
		Tuned         struct {
			Open                [3]int  `json:"open"`
			OpenHeadsUp         int     `json:"open_heads_up"`
			OpenCallHeadsUp     int     `json:"open_call_heads_up"`
			Call                [3]int  `json:"call"`
			CallHeadsUp         int     `json:"call_heads_up"`
			RaiseHeadsUp        int     `json:"raise_heads_up"`
			BringInHeadsUp      int     `json:"bring_in_heads_up"`
			CallAfterCompleting bool    `json:"call_after_completing"`
			RaisedBackMin       int     `json:"call_after_completing_min"`
			HighDoor            int     `json:"high_door"`
			OpenLowDoorHeadsUp  [2]int  `json:"open_low_door_heads_up"`
			DefendedFold        float64 `json:"defended_fold"`
			DefendedDoor        int     `json:"defended_door"`
		} `json:"tuned"`
	} `json:"third_street"`
	Later struct {
		BetEdge      float64            `json:"bet_edge"`
		BetHeadsUp   float64            `json:"bet_edge_heads_up"`
		RaiseHeadsUp float64            `json:"raise_edge_heads_up"`
		BluffUntil   int                `json:"bluff_until"`
		RaiseEdge    float64            `json:"raise_edge"`
		CallScale    float64            `json:"call_scale"`
		RangedCalls  bool               `json:"ranged_calls"`
		StreetScale  map[string]float64 `json:"street_scale"`
	} `json:"later_streets"`
	// scales is StreetScale by street, read once (a call's need asks it).
	scales [8]float64
	Mix    struct {
		Open     float64 `json:"open"`
		Steal    float64 `json:"steal"`
		SlowPlay float64 `json:"slow_play"`
		Bluff    float64 `json:"bluff"`
		Raise    float64 `json:"bluff_raise"`
		Passive  float64 `json:"passive"`
	} `json:"grinder_mix"`
}

// Class is a starting-hand class: "three to a wheel" .. "worse".
type Class struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Tier   int    `json:"tier"` // 1 best .. 5 worst
	Source string `json:"source"`
	Why    string `json:"why"`
}

// StartRow is one row of the starting-hand table: the first row a start
// fits gives its class and points. Zero limits are no limit.
type StartRow struct {
	Lows   int    `json:"lows"`   // different ranks eight or lower, exactly (0: any)
	Top    int    `json:"top"`    // the highest low rank, at most
	Second int    `json:"second"` // the second highest low rank, at most
	High   int    `json:"high"`   // the third card, above eight and unpaired, at most
	Class  string `json:"class"`
	Points int    `json:"points"`
}

// Rules is the strategy razz plays and teaches, read from assets.
var Rules = mustStrategy(assets.Strategy)

func mustStrategy(b []byte) *Strategy {
	s, err := ParseStrategy(b)
	if err != nil {
		panic("assets/strategy.json: " + err.Error()) // caught by every test run
	}
	return s
}

// ParseStrategy reads and checks a strategy file.
func ParseStrategy(b []byte) (*Strategy, error) {
	var s Strategy
	if err := json.Unmarshal(b, &s); err != nil {
		return nil, err
	}
	ids := map[string]bool{}
	for _, c := range s.Classes {
		ids[c.ID] = true
	}
	if len(s.Starts.Rows) == 0 {
		return nil, fmt.Errorf("no starting-hand rows")
	}
	for i, r := range s.Starts.Rows {
		if !ids[r.Class] {
			return nil, fmt.Errorf("starts row %d: unknown class %q", i+1, r.Class)
		}
	}
	if last := s.Starts.Rows[len(s.Starts.Rows)-1]; last.Lows != 0 || last.Top != 0 || last.High != 0 {
		return nil, fmt.Errorf("the last starts row must fit every hand")
	}
	if s.Third.Play <= 0 || s.Third.Value < s.Third.Play {
		return nil, fmt.Errorf("third_street: play %d, value %d", s.Third.Play, s.Third.Value)
	}
	for street := range s.scales {
		s.scales[street] = 1
		if f, ok := s.Later.StreetScale[strconv.Itoa(street)]; ok {
			s.scales[street] = f
		}
	}
	return &s, nil
}

// ClassOf returns a class by id.
func (s *Strategy) ClassOf(id string) Class {
	for _, c := range s.Classes {
		if c.ID == id {
			return c
		}
	}
	return Class{ID: id, Name: id, Tier: len(s.Classes)}
}

// Params are the Grinder's numbers: the strategy with its mixing.
func (s *Strategy) Params() Params {
	t := s.Third.Tuned
	return Params{Style: "grinder", Title: "Grinder",
		Play: s.Third.Play, Value: s.Third.Value, StealMin: s.Third.StealMin, Defend: s.Third.Defend,
		Open: s.Mix.Open, Steal: s.Mix.Steal, SlowPlay: s.Mix.SlowPlay,
		Bet: s.Later.BetEdge, Raise: s.Later.RaiseEdge, Call: s.Later.CallScale,
		Bluff: s.Mix.Bluff, Passive: s.Mix.Passive, RangedCalls: s.Later.RangedCalls,
		Tuned: &Tuned{Open: t.Open, OpenHeadsUp: t.OpenHeadsUp, OpenCallHeadsUp: t.OpenCallHeadsUp, Call: t.Call, CallHeadsUp: t.CallHeadsUp, RaiseHeadsUp: t.RaiseHeadsUp,
			BringInHeadsUp: t.BringInHeadsUp, CallAfterCompleting: t.CallAfterCompleting, RaisedBackMin: t.RaisedBackMin,
			HighDoor: t.HighDoor, OpenLowDoorHeadsUp: t.OpenLowDoorHeadsUp, DefendedFold: t.DefendedFold, DefendedDoor: t.DefendedDoor,
			BetHeadsUp: s.Later.BetHeadsUp, BluffUntil: s.Later.BluffUntil, BluffRaise: s.Mix.Raise}}
}

// streetScale is the share of the pot-odds price a call needs on a street.
func (s *Strategy) streetScale(street int) float64 {
	if street >= 0 && street < len(s.scales) {
		return s.scales[street]
	}
	return 1
}

// CallNeed is the share of the pot a call of toCall into pot (every chip
// in before it) needs on a street, as the strategy counts it before a
// style's own measure: the price, the call over the pot it makes, times
// the street's scale (more on fourth to sixth street, where a caller who
// is behind pays the bets still to come or folds what it put in). Against
// one opponent, though, never more than calling down needs: the share of
// the last pot the caller puts in when each street to come is bet once
// and called. Heads-up the bets to come are paid by both, and with half
// the pot's share a call always pays: the scale alone asked 51% (40 to
// call into 70 on fifth street, where calling down needs 44%).
func CallNeed(street, toCall, pot, opponents int, stakes engine.Stakes) float64 {
	if toCall <= 0 {
		return 0
	}
	price := float64(toCall) / float64(pot+toCall)
	need := price * Rules.streetScale(street)
	if opponents == 1 && need > price {
		come := 0
		for s := street + 1; s <= 7; s++ {
			if engine.Street(s).Big {
				come += stakes.Big
			} else {
				come += stakes.Small
			}
		}
		need = min(need, float64(toCall+come)/float64(pot+toCall+2*come))
	}
	return need
}

// start is a third-street hand read on the points scale.
type start struct {
	points   int
	class    Class
	lows     int         // different ranks eight or lower
	top      engine.Rank // the highest of those
	paired   bool
	ace      bool
	deadNeed int         // low cards it still needs that show on other boards
	high     engine.Rank // its card above eight, in a start with two other low cards; 0 for none
	pair     engine.Rank // the rank it holds twice or more, when paired
	trips    bool
	text     string // "7-4-A", highest first; a pair first, "A-A-J", as boards are written
	raw      int    // the points before dead cards and the floor at 0
	need     uint64 // the cards of the low ranks it needs (a CardSet)
}

// startOf reads three cards by the strategy's table: three different low
// cards (eight or lower) are a hand, the lower the better; two low cards
// with a high one are a hand only to steal or defend; a pair is a
// handicap. Live cards matter: every low card it needs that shows on
// another board is one fewer to catch.
func startOf(own []engine.Card, seen engine.CardSet) start {
	st := readStart(own, seen)
	st.text = startWritten(own[:min(3, len(own))])
	return st
}

// readStart is startOf without the start's words (a range read asks for
// the points of thousands of starts).
func readStart(own []engine.Card, seen engine.CardSet) start {
	S := Rules
	var st start
	var ranks uint16
	high := engine.Rank(0)
	for _, c := range own[:min(3, len(own))] {
		if ranks&(1<<c.Rank()) != 0 {
			st.trips = st.paired
			st.paired, st.pair = true, c.Rank()
		}
		ranks |= 1 << c.Rank()
		if c.Rank() > engine.Eight {
			high = max(high, c.Rank())
		}
	}
	var second engine.Rank
	for r := engine.Ace; r <= engine.Eight; r++ {
		if ranks&(1<<r) != 0 {
			st.lows++
			second, st.top = st.top, r
		}
	}
	if st.paired {
		high = 0 // the third card is the pair, not a high card
	}
	st.ace = ranks&1 != 0
	// Low cards it needs: ranks eight or lower it does not hold.
	const eachSuit = 0x0001_0001_0001_0001 // a rank's bit in every suit of a CardSet
	for r := engine.Ace; r <= engine.Eight; r++ {
		if ranks&(1<<r) == 0 {
			st.need |= eachSuit << r
		}
	}
	st.deadNeed = bits.OnesCount64(uint64(seen) & st.need)
	// Ranks count from 1 in the data (A=1 .. K=13).
	for _, row := range S.Starts.Rows {
		if row.Lows != 0 && st.lows != row.Lows ||
			row.Top != 0 && int(st.top)+1 > row.Top ||
			row.Second != 0 && int(second)+1 > row.Second ||
			row.High != 0 && (high == 0 || int(high)+1 > row.High) {
			continue
		}
		st.points, st.class = row.Points, S.ClassOf(row.Class)
		break
	}
	if st.lows >= 2 {
		if st.paired {
			st.points += S.Starts.Paired
		}
		if st.ace {
			st.points += S.Starts.Ace
		}
		st.raw = st.points
		for _, d := range S.Starts.Dead {
			if st.deadNeed >= d.AtLeast {
				st.points += d.Points
				break
			}
		}
	}
	if st.lows < 2 {
		st.raw = st.points
	}
	st.points = max(0, st.points)
	if st.lows == 2 {
		st.high = high
	}
	return st
}

// startPoints is readStart's points, looked up: a range read asks it for
// every candidate start at every third-street turn.
func startPoints(own []engine.Card, seen engine.CardSet) int {
	e := &startTable[own[0].Rank()][own[1].Rank()][own[2].Rank()]
	p := int(e.base)
	if e.lows2 {
		p += deadPoints[bits.OnesCount64(uint64(seen)&e.need)]
	}
	return max(0, p)
}

// startEntry is what startPoints needs of a start's ranks: its points
// but for dead cards, whether dead cards count (two low cards or more),
// and the cards of the low ranks it needs.
type startEntry struct {
	base  int8
	lows2 bool
	need  uint64
}

// startTable and deadPoints are readStart's table by the three ranks
// (in any order) and its points for dead cards by how many are dead.
var startTable, deadPoints = func() (t [13][13][13]startEntry, dead [engine.NumCards + 1]int) {
	for k := range dead {
		for _, d := range Rules.Starts.Dead {
			if k >= d.AtLeast {
				dead[k] = d.Points
				break
			}
		}
	}
	for a := range engine.Rank(13) {
		for b := range engine.Rank(13) {
			for c := range engine.Rank(13) {
				own := []engine.Card{engine.NewCard(a, engine.Clubs), engine.NewCard(b, engine.Diamonds), engine.NewCard(c, engine.Hearts)}
				st := readStart(own, 0)
				t[a][b][c] = startEntry{base: int8(st.raw), lows2: st.lows >= 2, need: st.need}
			}
		}
	}
	return t, dead
}()

// startWritten writes a start as a board is written (engine.Board): a
// pair first, then highest first: "A-A-J", "7-4-A". Highest first alone
// wrote J-A-A.
func startWritten(cs []engine.Card) string {
	if len(cs) == 3 {
		a, b, c := cs[0].Rank(), cs[1].Rank(), cs[2].Rank()
		switch {
		case a == c && a != b:
			cs = []engine.Card{cs[0], cs[2], cs[1]}
		case b == c && a != b:
			cs = []engine.Card{cs[1], cs[2], cs[0]}
		}
		if cs[0].Rank() == cs[1].Rank() && cs[0].Rank() != cs[2].Rank() {
			return cs[0].Rank().String() + "-" + cs[1].Rank().String() + "-" + cs[2].Rank().String()
		}
	}
	return written(cs)
}

// why is why a start is in its class, in the class's words (strategy.json)
// but for the worst class, whose words list every reason a start may be
// in it: there the one that applies, with the class's advice after it.
func (st start) why() string {
	if st.class.Tier < 5 {
		return st.class.Why
	}
	_, advice, ok := strings.Cut(st.class.Why, ": ")
	if !ok {
		return st.worseWhy()
	}
	return st.worseWhy() + ": " + advice
}

// worseWhy is why a start is in the worst class: the one reason of the
// class's that applies ("fewer than two low cards, a pair or a ten or
// higher" listed all three for Q-6-4).
func (st start) worseWhy() string {
	switch {
	case st.lows == 0:
		return "no low card"
	case st.lows == 1 && st.paired && st.pair <= engine.Eight && st.top == st.pair:
		if st.trips {
			return "one low rank, three " + st.pair.Plural()
		}
		return "one low rank, a pair of " + st.pair.Plural()
	case st.lows == 1:
		return "one low card"
	case st.paired:
		return "a pair of " + st.pair.Plural()
	case st.high != 0:
		return article(st.high) + " " + st.high.Word() + " beside two low cards"
	}
	return "two low cards that start no better"
}
