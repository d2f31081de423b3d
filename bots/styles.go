package bots

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"razz/engine"
)

// Params is a playing style as numbers over the one body of Razz logic in
// razz.go, third.go and later.go. Third-street thresholds are on the
// points scale of startOf (0 for no two low cards .. 12 for a live
// three-card wheel with an ace).
type Params struct {
	Style string // the name --bots takes: "grinder"
	Title string // "Grinder"

	Play     int     // points to come in: call the bring-in or a completion
	Value    int     // points to complete, or raise a completion, for value
	Open     float64 // chance to complete rather than call with a hand between Play and Value when nobody has completed
	Steal    float64 // chance to complete with a low door card when only high door cards (nine or above) are left to act
	StealMin int     // points a steal needs
	Defend   int     // points the bring-in needs to call a lone steal
	SlowPlay float64 // chance to just call with a hand worth completing or raising

	// Later streets: the bot's share of the pot (engine.Spot.Equity) against
	// the fair share, 1 / the players left.
	Bet     float64 // edge over the fair share to bet
	Raise   float64 // edge over the fair share to raise
	Call    float64 // scale on the pot-odds price to call (below 1: calls too much)
	Bluff   float64 // chance to bet with the best board showing whatever the hand
	Passive float64 // chance to check or call instead of betting or raising for value
	// RangedCalls: facing a bet on a later street, judge the call by the
	// share against the ranges the betting shows (ranges.go).
	RangedCalls bool

	// Tuned is the third street measured by the lookahead (strategy.json's
	// third_street.tuned); nil plays the classic rules above alone.
	Tuned *Tuned
}

// Tuned is the third street the lookahead measured: points to come in and
// to call, by the door cards behind, the bets to call and heads-up play.
type Tuned struct {
	Open                [3]int // folded to: points to come in with 0, 1, 2+ lower door cards left to act
	OpenHeadsUp         int    // heads-up, folded to it: points to complete
	OpenCallHeadsUp     int    // heads-up, folded to it: points from which it just calls (0: never)
	Call                [3]int // facing 1, 2, 3+ bets: points to call
	CallHeadsUp         int    // heads-up, facing a completion: points to call
	RaiseHeadsUp        int    // heads-up, facing a lone completion: points to raise it (0: only Value)
	BringInHeadsUp      int    // heads-up, the bring-in completes with this
	CallAfterCompleting bool   // never fold to one raise after completing (or raising)
	RaisedBackMin       int    // ... with at least these points
	// Heads-up against a door card of rank HighDoor or above (data: 9 for
	// a nine .. 13 for a king), the other player seldom holds a start:
	HighDoor           int
	OpenLowDoorHeadsUp [2]int // folded to it against a bring-in whose door is not high: points to complete, to call (else fold)
	// Heads-up, folded to it against a bring-in of a known style that
	// folds to a steal less often than this and bets on without an edge:
	// OpenLowDoorHeadsUp's points as well (0: never), when its door is
	// DefendedDoor or lower (data as HighDoor: 9 for a nine).
	DefendedFold float64
	DefendedDoor int

	// Later streets (strategy.json's later_streets and grinder_mix).
	BetHeadsUp float64 // heads-up, the edge over the fair share to bet
	BluffUntil int     // the last street it bets or raises the best board as a bluff (Params.Bluff)
	BluffRaise float64 // chance to raise the best board when the call does not pay (classic: Bluff/2)
}

// betEdge is the edge over the fair share a bet needs against n opponents.
func (P Params) betEdge(n int) float64 {
	if P.Tuned != nil && n == 1 {
		return P.Tuned.BetHeadsUp
	}
	return P.Bet
}

// bluffs are the chances to bet and to raise the best board as a bluff on
// a street.
func (P Params) bluffs(street int) (bet, raise float64) {
	if P.Tuned == nil {
		return P.Bluff, P.Bluff / 2
	}
	if street > P.Tuned.BluffUntil {
		return 0, 0
	}
	return P.Bluff, P.Tuned.BluffRaise
}

// high reports whether door is a high door card (Tuned.HighDoor or above).
func (T *Tuned) high(door engine.Card) bool {
	return T.HighDoor > 0 && int(door.Rank())+1 >= T.HighDoor
}

// The styles. Grinder is the standard strategy of the Razz literature:
// three cards to an eight or better, live, come in raising; steal with a
// low door card against higher ones; defend the bring-in with two low
// cards; bet when the board is the best showing. The others bend it.
var (
	// Grinder is assets/strategy.json, the strategy the coach teaches.
	Grinder = Rules.Params()
	// ClassicGrinder is the Grinder before the tuned third street (issue
	// 19): the arena's yardstick for the new one.
	ClassicGrinder = classic(Grinder)
	Rock           = Params{Style: "rock", Title: "Rock",
		Play: 8, Value: 10, Open: 0.3, Steal: 0.1, StealMin: 6, Defend: 7, SlowPlay: 0.3,
		Bet: 0.15, Raise: 0.3, Call: 1.25, Bluff: 0.02, Passive: 0.5}
	Maniac = Params{Style: "maniac", Title: "Maniac",
		Play: 2, Value: 4, Open: 1, Steal: 1, StealMin: 0, Defend: 1, SlowPlay: 0,
		Bet: -0.2, Raise: -0.1, Call: 0.6, Bluff: 0.75, Passive: 0}
	Station = Params{Style: "station", Title: "Station",
		Play: 1, Value: 10, Open: 0.05, Steal: 0.05, StealMin: 8, Defend: 0, SlowPlay: 0.6,
		Bet: 0.25, Raise: 0.4, Call: 0.35, Bluff: 0.02, Passive: 0.6}
)

func classic(p Params) Params {
	p.Tuned, p.RangedCalls = nil, false
	p.Style, p.Title = "classic", "Classic Grinder"
	return p
}

var styles = []Params{Grinder, Rock, Maniac, Station, ClassicGrinder}

// Noun is the style's title as prose writes it mid-sentence: "plays like a
// maniac", "by a rock's measure" (the title, "Maniac", labels a seat).
func (p Params) Noun() string {
	if n, ok := nouns[p.Title]; ok {
		return n
	}
	return strings.ToLower(p.Title)
}

// nouns are the styles' titles in lower case, made once (a bot's reason
// says one at every decision).
var nouns = func() map[string]string {
	m := map[string]string{}
	for _, p := range styles {
		m[p.Title] = strings.ToLower(p.Title)
	}
	return m
}()

// habits are each style's way of playing in words, for its bots' reasons:
// a style's play is its habit, never the right play (the Grinder's is the
// coach's strategy and has none).
var habits = map[string]string{
	"rock":    "rocks wait for a strong start and give up easily",
	"maniac":  "maniacs bet and raise with almost anything",
	"station": "stations call with any two low cards and rarely fold",
	"classic": "classic grinders play the coach's older strategy, tight on third street",
}

// displayNames are the people at the table, a few a style.
var displayNames = map[string][]string{
	"grinder": {"Greta", "Gus", "Gwen", "Gabe"},
	"rock":    {"Rita", "Ron", "Rosa", "Rex"},
	"maniac":  {"Max", "Mia", "Milo", "Mona"},
	"station": {"Stan", "Sue", "Sal", "Sid"},
	"shark":   {"Shay", "Shane", "Sharon", "Shea"},
	"classic": {"Olga", "Otto", "Opal", "Oscar"},
	"random":  {"Randy", "Rae", "Rudy", "Rina"},
	"caller":  {"Cal", "Cleo", "Cody", "Cora"},
}

// Styles lists the style names --bots accepts.
func Styles() []string {
	out := make([]string, 0, len(styles)+1)
	for _, s := range styles {
		out = append(out, s.Style)
	}
	return append(out, "shark", "random", "caller")
}

// Level is the table's difficulty: it sets the mix of styles and how
// often the bots make a beginner's mistake.
type Level int

// The levels.
const (
	Easy Level = iota
	Normal
	Hard
)

var levelNames = [...]string{"easy", "normal", "hard"}

func (l Level) String() string {
	if l >= 0 && int(l) < len(levelNames) {
		return levelNames[l]
	}
	return fmt.Sprintf("level(%d)", int(l))
}

// ParseLevel reads easy, normal or hard.
func ParseLevel(s string) (Level, error) {
	for i, n := range levelNames {
		if s == n {
			return Level(i), nil
		}
	}
	return 0, fmt.Errorf("level %q: want easy, normal or hard", s)
}

// Mistakes is the chance that a bot at this level makes a mistake at a
// decision: a loose call, a timid check, a fold too soon.
func (l Level) Mistakes() float64 {
	switch l {
	case Easy:
		return 0.15
	case Normal:
		return 0.04
	}
	return 0
}

// mixes are the default tables, eight seats each; a table of n takes the
// first n.
var mixes = [...][]string{
	Easy:   {"station", "rock", "station", "maniac", "rock", "station", "random", "rock"},
	Normal: {"grinder", "rock", "station", "maniac", "rock", "station", "grinder", "maniac"},
	Hard:   {"grinder", "rock", "shark", "maniac", "grinder", "station", "grinder", "rock"},
}

// Mix is the default list of styles for n seats at a level.
func Mix(level Level, n int) []string {
	m := mixes[Normal]
	if level >= 0 && int(level) < len(mixes) {
		m = mixes[level]
	}
	out := make([]string, n)
	for i := range out {
		out[i] = m[i%len(m)]
	}
	return out
}

// Seat makes a bot for each style name, in order, each with a display name
// of its own ("Greta", then "Gus" for a second grinder).
func Seat(styleNames []string, level Level) ([]Bot, error) {
	used := map[string]int{}
	out := make([]Bot, 0, len(styleNames))
	for _, name := range styleNames {
		s := strings.ToLower(strings.TrimSpace(name))
		names := displayNames[s]
		if names == nil {
			return nil, fmt.Errorf("unknown bot %q: want one of %s", name, strings.Join(Styles(), ", "))
		}
		k := used[s]
		used[s]++
		display := names[k%len(names)]
		if k >= len(names) {
			display += fmt.Sprint(" ", k/len(names)+1)
		}
		switch s {
		case "random":
			out = append(out, Random{Name: display})
			continue
		case "caller":
			out = append(out, Caller{Name: display})
			continue
		case "shark":
			out = append(out, &Shark{Name: display})
			continue
		}
		for _, p := range styles {
			if p.Style == s {
				out = append(out, &Player{Name: display, Params: p, Mistakes: level.Mistakes()})
			}
		}
	}
	return out, nil
}

// Lineup is a table of n bots for a level: the level's mix of styles, in
// a seat order shuffled by r (nil keeps the mix's order), with display
// names. The table screen and razz sim use it.
func Lineup(level Level, n int, r *rand.Rand) ([]Bot, error) {
	if n < 1 {
		return nil, fmt.Errorf("%d bots: want at least one", n)
	}
	m := Mix(level, n)
	if r != nil {
		r.Shuffle(len(m), func(i, j int) { m[i], m[j] = m[j], m[i] })
	}
	return Seat(m, level)
}

// Named is a bot with a display name.
type Named interface {
	DisplayName() string
}

// Label is a bot's name and style for a table: "Rita (Rock)".
func Label(b Bot) string {
	title := b.Style()
	if p, ok := b.(*Player); ok {
		title = p.Params.Title
	} else if _, ok := b.(*Shark); ok {
		title = "Shark"
	} else if title != "" {
		title = strings.ToUpper(title[:1]) + title[1:]
	}
	if n, ok := b.(Named); ok && n.DisplayName() != "" {
		return n.DisplayName() + " (" + title + ")"
	}
	return title
}

// DisplayName is a bot's name at the table: its own name, else its style.
func DisplayName(b Bot) string {
	if n, ok := b.(Named); ok && n.DisplayName() != "" {
		return n.DisplayName()
	}
	return b.Style()
}

// Replacer is the policy for a busted bot's seat at a table of the level:
// a newcomer drawn from the level's whole mix (seeded by seed, the seat
// and the hand number) sits down in that seat, under a name nobody has had
// at this table: a bot that busted never comes back, in its seat or
// another. taken is the names at the table when a seat is filled.
func Replacer(level Level, seed uint64) func(seat, hand int, taken []string) (Bot, string) {
	seen := map[string]bool{}
	return func(seat, hand int, taken []string) (Bot, string) {
		for _, n := range taken {
			seen[n] = true
		}
		bs, err := Lineup(level, 16*engine.MaxPlayers, rand.New(rand.NewPCG(seed^uint64(seat), uint64(hand))))
		if err != nil || len(bs) == 0 {
			return Caller{Name: "Cal"}, "Cal"
		}
		pick := bs[0]
		for _, b := range bs {
			if !seen[DisplayName(b)] {
				pick = b
				break
			}
		}
		seen[DisplayName(pick)] = true
		return pick, DisplayName(pick)
	}
}
