package bots

import (
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"razz/engine"
)

// Issue 19 item 5: every equity or chance a user reads is within two
// points of the truth for the model it names in at least 95% of spots, or
// is worded as rough with its interval. TestQuotedFiguresTrue checks it
// over seeded spots of six-handed and heads-up hands, every figure the
// coach box, the review, the drills and the bots' reasons (w, sim
// --explain) quote, against the truth computed for its model:
//
//   - equity against any cards: an exact count, or a sample ten times the
//     coach's from other seeds;
//   - the share against the ranges and what the betting says of each seat:
//     a read with sixteen times the candidates and deals, other seeds;
//   - a seat's down cards being all low for any cards: an exact count;
//   - a bot's share (its quick estimate leans to low down cards,
//     engine.Spot.LowDown): a large sample of the same model.
//
// By default it checks a few spots (a smoke test of the harness, a second
// of CPU, its truth four times the coach's); -truth N deals N hands a
// table for the measurement:
//
//	go test ./bots -run TestQuotedFiguresTrue -truth 60 -v
var truthHands = flag.Int("truth", 0, "hands a table for TestQuotedFiguresTrue (0: a few spots, a smoke test)")

// quoted is one figure as a user reads it, with the truth for its model.
type quoted struct {
	site  string
	said  float64 // the share as written (a whole percent)
	rough bool    // worded "roughly", with its interval
	half  float64 // the interval it states (rough figures)
	truth float64
	where string
}

// truthTally sums the quoted figures of one site.
type truthTally struct {
	sure, sureIn, rough, roughIn int
	worst                        quoted
	bare                         []string // rough without its interval
}

func (t *truthTally) add(q quoted) {
	off := math.Abs(q.said - q.truth)
	if q.rough && q.half < 0 {
		t.bare = append(t.bare, q.where)
	}
	if q.rough {
		t.rough++
		if off <= q.half+0.005 {
			t.roughIn++
		}
		return
	}
	t.sure++
	if off <= 0.02+1e-9 {
		t.sureIn++
	}
	if off > math.Abs(t.worst.said-t.worst.truth) || t.worst.site == "" {
		t.worst = q
	}
}

// shareRE finds a share in a reason's words: "about 34%", "roughly 45%
// (±22", "over 99%", "under 1%".
var shareRE = regexp.MustCompile(`(about |roughly )?(over |under )?(\d+(?:\.\d)?)% (\(±(\d+))?`)

// rangeRE finds a share said by its interval's ends: "roughly 95% (80 to
// 100%, an estimate)".
var rangeRE = regexp.MustCompile(`^roughly \d+% \((\d+) to (\d+)%, (?:an estimate|the estimate.s precision)\)`)

// sharesIn reads the shares of the pot a reason quotes ("has about 34% of
// the pot"): the figure, whether it is worded rough and its interval.
func sharesIn(s string) (said float64, rough bool, half float64, ok bool) {
	i := strings.Index(s, " of the pot against")
	if i < 0 {
		return 0, false, 0, false
	}
	j := strings.LastIndex(s[:i], " has ")
	if j < 0 {
		return 0, false, 0, false
	}
	if strings.HasPrefix(s[j+5:i], "on average ") { // a share against the ranges
		j += len("on average ")
	}
	if b := rangeRE.FindStringSubmatch(s[j+5 : i]); b != nil { // [lo, hi]
		lo, _ := strconv.ParseFloat(b[1], 64)
		hi, _ := strconv.ParseFloat(b[2], 64)
		return (lo + hi) / 200, true, (hi - lo) / 200, true
	}
	m := shareRE.FindStringSubmatch(s[j+5:i] + " ")
	if m == nil {
		return 0, false, 0, false
	}
	p, _ := strconv.ParseFloat(m[3], 64)
	said = p / 100
	switch m[2] {
	case "over ":
		said = 1
	case "under ":
		said = 0
	}
	if m[1] == "roughly " {
		h, err := strconv.Atoi(m[5])
		if err != nil {
			return said, true, -1, true // rough without its interval: a defect
		}
		return said, true, float64(h) / 100, true
	}
	return said, false, 0, true
}

// whole is a share as written: a whole percent.
func whole(f float64) float64 { return math.Round(f*100) / 100 }

// truthSpots are the views the measurement checks: every decision of
// seat 1 in seeded six-handed and heads-up hands of named bots.
func truthSpots(t *testing.T, hands int) []engine.View {
	var out []engine.View
	for ti, table := range [][]string{
		{"grinder", "rock", "maniac", "station", "grinder", "station"},
		{"grinder", "station"},
		{"grinder", "maniac"},
	} {
		bs, err := Seat(table, Hard)
		if err != nil {
			t.Fatal(err)
		}
		seed := uint64(0x7472757468 + ti)
		for n := 1; n <= hands; n++ {
			playSpotsOf(t, bs, seed, n, func(_ int, v engine.View, _ *engine.Hand) { out = append(out, v) })
		}
	}
	return out
}

// anyCardsTruth is the exact equity against any down cards, or a sample
// ten times the coach's from another seed when a count is dear.
func anyCardsTruth(spot engine.Spot, lowDown float64) float64 {
	if lowDown == 0 {
		rn := spot.Runout()
		if cost, err := rn.ExactCost(); err == nil {
			if cost <= 20*engine.HintExactBudget {
				if res, err := rn.Exact(1); err == nil {
					return res.Hands[0].Equity
				}
			}
			if res, err := rn.Sample(10*HintTrials, 0x7472757468, 1); err == nil {
				return res.Hands[0].Equity
			}
		}
	}
	spot.LowDown = lowDown
	return spot.Equity(rand.New(rand.NewPCG(0x7472757468, 2)), 10*HintTrials)
}

// allLowExact is the exact chance that n down cards drawn from unseen
// are all low (eight or lower, no pair with each other or with up).
func allLowExact(unseen engine.CardSet, n int, up []engine.Card) float64 {
	cs := unseen.Cards()
	var hit, all float64
	var rec func(from int, picked []engine.Card)
	rec = func(from int, picked []engine.Card) {
		if len(picked) == n {
			all++
			if lowDown(picked, up) {
				hit++
			}
			return
		}
		for i := from; i < len(cs); i++ {
			rec(i+1, append(picked, cs[i]))
		}
	}
	rec(0, nil)
	if all == 0 {
		return 0
	}
	return hit / all
}

func TestQuotedFiguresTrue(t *testing.T) {
	t.Parallel()
	hands := *truthHands
	truthScale := 16 // the truth of a range read: times the coach's candidates and deals
	if hands == 0 {
		truthScale = 4 // the smoke test: a truth four times the coach's
	}
	views := truthSpots(t, max(hands, 2))
	if hands == 0 { // a few spots from each table
		var few []engine.View
		for i := 0; i < len(views); i += max(1, len(views)/4) {
			few = append(few, views[i])
		}
		views = few
	}
	sites := map[string]*truthTally{}
	add := func(q quoted) {
		if sites[q.site] == nil {
			sites[q.site] = &truthTally{}
		}
		sites[q.site].add(q)
	}
	for k, v := range views {
		where := fmt.Sprintf("spot %d (%s, %d players)", k, engine.Street(v.Street).Name, len(v.Seats))
		var s situation
		s.read(&v)
		spot := s.spot()
		anyTruth := anyCardsTruth(spot, 0)
		big := ReadRanges(&v, nil, truthScale*RangeCandidates, 0x7472757468)
		rangeTruth := big.Equity(truthScale*RangeTrials, 0x7472757469)

		a := AdviseFigures(v, nil)
		// The coach box's equity line, the review's and the drills'.
		add(quoted{site: "coach: equity against any cards", said: whole(a.Equity), truth: anyTruth, where: where})
		// The coach box's and drills' share against the ranges.
		r := a.RangeEquity
		add(quoted{site: "coach: share against the ranges", said: whole(r.Value), rough: r.Rough(), half: float64(halfPoints(r.Half)) / 100, truth: rangeTruth.Value, where: where})
		if testing.Verbose() && !r.Rough() && math.Abs(whole(r.Value)-rangeTruth.Value) > 0.02 {
			t.Logf("%s: ranges %.3f ±%.3f (n %d), truth %.3f ±%.3f", where, r.Value, r.Half, r.N, rangeTruth.Value, rangeTruth.Half)
		}
		if words := a.RangeWords(); r.Rough() != strings.Contains(words, "roughly") {
			t.Errorf("%s: interval ±%.3f but the words say %q", where, r.Half, words)
		}
		// The coach's reason.
		if said, rough, half, ok := sharesIn(a.Reason); ok {
			truth := anyTruth
			if a.Why.Ranged {
				truth = rangeTruth.Value
			}
			add(quoted{site: "coach: the reason's share", said: said, rough: rough, half: half, truth: truth, where: where + ": " + a.Reason})
		}
		// What the betting says of each seat.
		truthReads := big.Reads()
		for i, rd := range a.Reads {
			if rd.Did == "" {
				continue
			}
			h := binomialHalf(rd.LowDown, int(rd.Effective))
			add(quoted{site: "coach: down cards all low as the betting reads", said: whole(rd.LowDown), rough: h > 0.02, half: float64(halfPoints(h)) / 100, truth: truthReads[i].LowDown, where: where})
			sv, _ := v.SeatOf(rd.Seat)
			add(quoted{site: "coach: down cards all low for any cards", said: whole(rd.AnyDown), truth: allLowExact(big.w.unseen, min(sv.NumDown, 3), sv.Up), where: where})
		}
		// The seat's own bot: its reason as w and sim --explain show it.
		p := &Player{Name: "Greta", Params: Grinder}
		d := p.Decide(v, DecisionSource(uint64(k), 7))
		if said, rough, half, ok := sharesIn(d.Reason); ok {
			truth := anyCardsTruth(spot, 0.5)
			if d.Why.Ranged {
				truth = rangeTruth.Value
			}
			site := "bot reason (w, sim --explain): share"
			if d.Why.Ranged {
				site += " as the betting reads"
			}
			add(quoted{site: site, said: said, rough: rough, half: half, truth: truth, where: where + ": " + d.Reason})
		}
	}
	names := make([]string, 0, len(sites))
	for n := range sites {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		s := sites[n]
		share := 1.0
		if s.sure > 0 {
			share = float64(s.sureIn) / float64(s.sure)
		}
		t.Logf("%-50s worded sure: %4d, within 2 points %5.1f%%; worded rough: %4d, truth inside the interval %5.1f%%",
			n, s.sure, 100*share, s.rough, 100*float64(s.roughIn)/float64(max(s.rough, 1)))
		for _, w := range s.bare {
			t.Errorf("%s: worded rough without its interval: %s", n, w)
		}
		if s.sure > 0 && share < 0.95 {
			w := s.worst
			t.Errorf("%s: only %.1f%% of %d figures worded sure are within 2 points of the truth; worst %s: said %.0f%%, truth %.1f%%",
				n, 100*share, s.sure, w.where, 100*w.said, 100*w.truth)
		}
	}
}

// TestAboutOnlyWithinTwoPoints: a share is worded "about N%" only when its
// interval and the rounding to a whole point together stay within two
// points; an interval of ±1.8 rounded may be off by 2.3 (TestQuotedFiguresTrue
// found the coach's reason 94% true at that).
func TestAboutOnlyWithinTwoPoints(t *testing.T) {
	for _, tc := range []struct {
		half   float64
		tenths bool
		rough  bool
	}{{0.010, false, false}, {0.015, false, false}, {0.018, false, true}, {0.018, true, false}, {0.021, true, true}} {
		s := situation{eqHalf: tc.half, tenths: tc.tenths}
		if got := s.share(0.4, "an estimate"); strings.HasPrefix(got, "roughly") != tc.rough {
			t.Errorf("±%.3f (tenths %v): %q", tc.half, tc.tenths, got)
		}
	}
}
