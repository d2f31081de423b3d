package bots

import (
	"flag"
	"fmt"
	"math"
	"os"
	"sort"
	"strings"
	"testing"
	"time"

	"razz/engine"
)

// The measurements of issue 19, kept in the repo so anyone changing the
// strategy sees what it costs. Both are off by default (they take minutes):
//
//	go test ./bots -run TestCoachRegret -regret 600 -v
//	go test ./bots -run TestCoachRegret -regret 1000 -regret6 3000 -v
//	go test ./bots -run TestDuplicateArena -arena 20000 -v
//
// -regret-full judges the coach's third street as a learner sees it, with
// the lookahead the coach runs itself (Advise) overruling the start's rule.
var (
	regretHands = flag.Int("regret", 0, "hands a table for TestCoachRegret (0: skip)")
	arenaHands  = flag.Int("arena", 0, "deals a match for TestDuplicateArena (0: skip)")
	regretSix   = flag.Int("regret6", 0, "TestCoachRegret: hands at the 6-max table (0: as -regret), for a tighter 6-max interval")
	regretShow  = flag.Float64("regret-show", 0, "TestCoachRegret: log each decision with at least this regret")
	arenaOnly   = flag.String("arena-only", "", "TestDuplicateArena: run only the matches whose name contains this")
	regretFull  = flag.Bool("regret-full", false, "TestCoachRegret: judge Advise's third-street advice, its own lookahead and all (AdviseThird's otherwise)")
	arenaDump   = flag.String("arena-dump", "", "TestDuplicateArena: write each deal's lead (bb), one a line, to this file plus the match's name: two runs on the same deals compare paired")
	regretModel = flag.Bool("regret-models", false, "TestCoachRegret: the coach and the lookahead judging it read the table's seats by who plays them (ModelsOf), as at razz's table; else nobody's style is known")
	botsLevel   = flag.String("bots-level", "hard", "TestCoachRegret, TestDuplicateArena: the bots' level (their mistakes: normal 4%, easy 15%)")
)

// benchLevel is -bots-level.
func benchLevel(t *testing.T) Level {
	l, err := ParseLevel(*botsLevel)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// decisionKind names a decision for the regret table.
func decisionKind(v *engine.View) string {
	if v.Street == 3 {
		for _, o := range v.Legal {
			if o.Kind == engine.BringIn {
				return "bring-in"
			}
		}
		if v.Limits.Bets == 0 {
			return "open"
		}
		return "facing a completion"
	}
	for _, o := range v.Legal {
		if o.Kind == engine.Call {
			return "facing a bet"
		}
	}
	return "first to bet"
}

// tally is a mean with its 95% interval.
type tally struct{ n, sum, sumSq float64 }

func (t *tally) add(x float64) { t.n++; t.sum += x; t.sumSq += x * x }
func (t tally) mean() float64  { return t.sum / max(t.n, 1) }
func (t tally) half() float64 {
	if t.n < 2 {
		return math.Inf(1)
	}
	m := t.mean()
	return 1.96 * math.Sqrt(max(0, t.sumSq/t.n-m*m)/(t.n-1))
}

// regretOf is the coach's regret at one decision against the lookahead:
// one lookahead picks the best choice, an independent one (other deals)
// values that choice against the coach's, so that the pick's luck does not
// count as regret. Decisions with one choice have none.
func regretOf(v *engine.View, coach engine.Option, seed uint64, rollouts int, m Models) (float64, bool) {
	opts := Choices(v)
	if len(opts) < 2 {
		return 0, false
	}
	pick := Lookahead{Models: m, Hero: Grinder, Rollouts: rollouts, Ranges: 128, Seed: seed}
	vals := pick.values(v, opts)
	best := 0
	for i := range vals {
		if vals[i].Mean > vals[best].Mean {
			best = i
		}
	}
	if classOf(vals[best].Option.Kind) == classOf(coach.Kind) {
		return 0, true
	}
	ci := -1
	for i, o := range opts {
		if classOf(o.Kind) == classOf(coach.Kind) {
			ci = i
		}
	}
	if ci < 0 {
		return 0, true
	}
	judge := Lookahead{Models: m, Hero: Grinder, Rollouts: rollouts, Ranges: 128, Seed: seed ^ 0x6a75646765}
	two := judge.values(v, []engine.Option{opts[best], opts[ci]})
	return two[0].Mean - two[1].Mean, true
}

// TestCoachRegret prints the coach's regret against the lookahead, in big
// bets a decision, by street and kind of decision, 6-max and heads-up
// (the coach in seat 1, the other seats of every style, known to it).
func TestCoachRegret(t *testing.T) {
	t.Parallel()
	if *regretHands == 0 {
		t.Skip("a measurement: -regret N runs it")
	}
	tables := []struct {
		name   string
		styles func(n int) []string
	}{
		{"6-max", func(n int) []string {
			return []string{"grinder", "rock", "maniac", "station", "grinder", "rock"}
		}},
		{"heads-up", func(n int) []string {
			return []string{"grinder", []string{"grinder", "rock", "maniac", "station"}[n%4]}
		}},
	}
	for _, tb := range tables {
		t.Run(tb.name, func(t *testing.T) {
			t.Parallel()
			hands := *regretHands
			if tb.name == "6-max" && *regretSix > 0 {
				hands = *regretSix
			}
			regretTable(t, tb.name, hands, tb.styles)
		})
	}
}

// regretTable plays -regret hands at one table, the coach in seat 1, and
// logs its regret by street and kind of decision.
func regretTable(t *testing.T, name string, hands int, styles func(n int) []string) {
	stats := map[string]*tally{}
	add := func(key string, x float64) {
		if stats[key] == nil {
			stats[key] = &tally{}
		}
		stats[key].add(x)
	}
	for n := 1; n <= hands; n++ {
		bs, err := Seat(styles(n), benchLevel(t))
		if err != nil {
			t.Fatal(err)
		}
		stacks := make([]int, len(bs))
		names := make([]string, len(bs))
		for i := range stacks {
			stacks[i], names[i] = 1000, DisplayName(bs[i])
		}
		names[0] = "You"
		table := engine.NewTable(names, stacks, engine.DefaultStakes, engine.DefaultRules)
		h, err := engine.NewHand(table, engine.DeckDealer{Deck: engine.DeckForHand(19, n)})
		if err != nil {
			t.Fatal(err)
		}
		r := DecisionSource(19, n)
		var m Models
		if *regretModel {
			m = ModelsOf(table, bs)
		}
		for !h.Done() {
			seat := h.ToAct()
			v := h.View(seat)
			act := engine.Action{}
			if seat == 1 {
				a := AdviseThird(v, m)
				if *regretFull && v.Street == 3 {
					a = Advise(v, m)
				}
				if reg, ok := regretOf(&v, a.Option, uint64(n)<<8|uint64(len(v.Actions)), 64, m); ok {
					if *regretShow > 0 && reg >= *regretShow {
						t.Logf("%s hand %d street %d: regret %.2f: %s %s; up %s", name, n, v.Street, reg, engine.FormatCards(v.Own), a.Reason, upCards(&v))
					}
					street := "third"
					if v.Street > 3 {
						street = "later"
					}
					add(street+" / all", reg)
					add(street+" / "+decisionKind(&v), reg)
					add(fmt.Sprintf("street %d", v.Street), reg)
				}
				act = a.Option.Action()
			} else {
				act = decideAt(bs[seat-1], v, r, true, m, nil).Action
			}
			if err := h.Apply(act); err != nil {
				t.Fatal(err)
			}
		}
	}
	keys := make([]string, 0, len(stats))
	for k := range stats {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	fmt.Fprintf(&b, "coach's regret against the lookahead, %s, %d hands (bb a decision, 95%%):\n", name, hands)
	for _, k := range keys {
		s := stats[k]
		fmt.Fprintf(&b, "  %-32s %6.0f decisions  %+.3f ± %.3f\n", k, s.n, s.mean(), s.half())
	}
	t.Log("\n" + b.String())
}

func upCards(v *engine.View) string {
	var parts []string
	for _, sv := range v.Seats {
		if sv.Seat != v.Seat && !sv.Folded {
			parts = append(parts, fmt.Sprintf("%s:%s", sv.Name, engine.FormatCards(sv.Up)))
		}
	}
	return strings.Join(parts, " ")
}

// TestDuplicateArena plays the matches of issue 19 on duplicate deals and
// prints each candidate's lead over its yardstick in bb/100 with a 95%
// interval. Heads-up, each deal is played twice with the seats swapped;
// 6-max, the candidate and the yardstick each take the same seat (turning
// with the deal) against the same field, on the same cards.
func TestDuplicateArena(t *testing.T) {
	t.Parallel()
	if *arenaHands == 0 {
		t.Skip("a measurement: -arena N runs it")
	}
	field := []string{"rock", "maniac", "station", "grinder", "rock"}
	for _, m := range []struct {
		name    string
		x, y    string
		headsUp bool
	}{
		{"grinder vs classic, heads-up", "grinder", "classic", true},
		{"grinder vs classic, 6-max", "grinder", "classic", false},
		{"shark vs grinder, heads-up", "shark", "grinder", true},
		{"shark vs grinder, 6-max", "shark", "grinder", false},
	} {
		if *arenaOnly != "" && !strings.Contains(m.name, *arenaOnly) {
			continue
		}
		t.Run(m.name, func(t *testing.T) {
			t.Parallel()
			arenaMatch(t, m.name, m.x, m.y, m.headsUp, field)
		})
	}
}

// arenaMatch plays one match of -arena deals and logs x's lead over y.
func arenaMatch(t *testing.T, name, x, y string, headsUp bool, field []string) {
	var tl tally
	start := time.Now()
	var dump *os.File
	if *arenaDump != "" {
		f, err := os.Create(*arenaDump + strings.NewReplacer(" ", "-", ",", "").Replace(name))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		dump = f
	}
	for n := 1; n <= *arenaHands; n++ {
		var d float64
		if headsUp {
			a := duplicateHand(t, []string{x, y}, 0, 29, n)
			b := duplicateHand(t, []string{y, x}, 1, 29, n)
			d = (a + b) / 2
		} else {
			seat := n % 6
			lineup := func(who string) []string {
				out := append([]string(nil), field[:seat]...)
				out = append(out, who)
				return append(out, field[seat:]...)
			}
			d = duplicateHand(t, lineup(x), seat, 29, n) - duplicateHand(t, lineup(y), seat, 29, n)
		}
		tl.add(d)
		if dump != nil {
			fmt.Fprintf(dump, "%g\n", d)
		}
	}
	t.Logf("%s, %d deals: %s ahead by %+.2f ± %.2f bb/100 (%v)", name, *arenaHands, x, 100*tl.mean(), 100*tl.half(), time.Since(start).Round(time.Second))
}

// duplicateHand plays deal n of the seed with the styles seated in order
// and returns seat index at's result in big bets.
func duplicateHand(t *testing.T, styles []string, at int, seed uint64, n int) float64 {
	bs, err := Seat(styles, benchLevel(t))
	if err != nil {
		t.Fatal(err)
	}
	names := make([]string, len(bs))
	stacks := make([]int, len(bs))
	for i := range bs {
		names[i], stacks[i] = DisplayName(bs[i]), 1000
	}
	table := engine.NewTable(names, stacks, engine.DefaultStakes, engine.DefaultRules)
	p, err := NewPlay(table, bs, seed, n)
	if err != nil {
		t.Fatal(err)
	}
	for !p.Hand.Done() {
		if _, err := p.Step(); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range p.Hand.Stacks() {
		if c.Seat == at+1 {
			return float64(c.Amount-1000) / float64(table.Stakes.Big)
		}
	}
	return 0
}
