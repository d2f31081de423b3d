package review

import (
	"encoding/json"
	"flag"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"

	"razz/bots"
	"razz/bots/record"
	"razz/engine"
)

// full runs the statistical tests on the larger sample.
var full = flag.Bool("full", false, "statistical tests at full size")

// seededLogs plays hands of bots and returns their logs.
func seededLogs(t *testing.T, seed uint64, hands int) []engine.HandLog {
	t.Helper()
	bs, err := bots.Seat([]string{"grinder", "maniac", "station", "rock", "maniac", "station"}, bots.Easy)
	if err != nil {
		t.Fatal(err)
	}
	a := &bots.Arena{Table: engine.NewTable(nil, []int{1000, 1000, 1000, 1000, 1000, 1000}, engine.DefaultStakes, engine.DefaultRules), Bots: bs, Seed: seed, Workers: 1}
	var logs []engine.HandLog
	a.Observe = func(n int, h *engine.Hand, _ []bots.SeatReason) {
		l, err := engine.ParseLog(h.AppendLog(nil, engine.LogMeta{Seed: seed, Hand: n}))
		if err != nil {
			t.Fatal(err)
		}
		logs = append(logs, l)
	}
	if s := a.Run(hands); s.DecisionErr != nil {
		t.Fatal(s.DecisionErr)
	}
	return logs
}

// TestReviewFiguresAgainstEngine: for seeded hands, each decision's pot
// odds are recomputed from the log's actions alone, and its equity from
// the engine's estimator on the spot rebuilt from the log (the seat's
// cards so far, the live opponents' up cards, the folded boards dead).
// Antes and forced bring-ins are never decisions; every other action of
// the seat is.
func TestReviewFiguresAgainstEngine(t *testing.T) {
	t.Parallel()
	logs := seededLogs(t, 17, 12)
	checked, exact := 0, 0
	for _, l := range logs {
		for _, seat := range []int{1, 3} {
			h, err := Review(record.Open(l), seat)
			if err != nil {
				t.Fatal(err)
			}
			// Every action of the seat's is a decision but the ante and a
			// bring-in that could not complete (posting or completing is
			// one: the walk-through's review left it out).
			want, stack := 0, 0
			for _, s := range l.Seats {
				if s.Seat == seat {
					stack = s.Stack - l.Limits.Ante
				}
			}
			for _, a := range l.Actions {
				forced := a.Action == "bring-in" && stack <= l.Limits.BringIn
				if a.Seat == seat && a.Action != "ante" && !forced {
					want++
				}
			}
			if len(h.Decisions) != want {
				t.Fatalf("hand %d seat %d: %d decisions, the log has %d", l.Hand, seat, len(h.Decisions), want)
			}
			for _, d := range h.Decisions {
				a := l.Actions[d.Index]
				if a.Seat != seat || a.Action != d.Action || a.Street != d.Street {
					t.Fatalf("hand %d: decision %+v is not action %d %+v", l.Hand, d, d.Index, a)
				}
				// Pot odds from the log: the pot before it, and what a call puts in.
				pot, street := 0, map[int]int{}
				for _, b := range l.Actions[:d.Index] {
					pot += b.Put
					if b.Street == a.Street && b.Action != "ante" {
						street[b.Seat] = b.To
					}
				}
				top := 0
				for _, v := range street {
					top = max(top, v)
				}
				toCall := top - street[seat]
				odds := 0.0
				if toCall > 0 && a.Action != "check" {
					odds = float64(toCall) / float64(pot+toCall)
				}
				if diff := d.PotOdds - odds; diff > 0.0001 || diff < -0.0001 {
					t.Errorf("hand %d action %d: pot odds %.4f, the log gives %.4f", l.Hand, d.Index, d.PotOdds, odds)
				}
				// The engine's answer: exact where the count is cheap (the
				// review's figure must be the same), else a larger sample
				// from another seed (within three standard errors of the two
				// samples' difference: about a point and a half).
				rn := spotFromLog(t, l, seat, d.Index).Runout()
				cost, err := rn.ExactCost()
				if err != nil {
					t.Fatal(err)
				}
				tol := 0.00006
				var res engine.EquityResult
				if cost <= engine.HintExactBudget {
					res, err = rn.Exact(1)
					exact++
				} else {
					res, err = rn.Sample(80_000, 99, 1)
					p := min(max(d.Equity, 0.05), 0.95)
					tol = 3 * math.Sqrt(p*(1-p)*(1/float64(max(d.Coach.Trials, 1))+1/80_000.0))
				}
				if err != nil {
					t.Fatal(err)
				}
				if eq := res.Hands[0].Equity; d.Equity-eq > tol || eq-d.Equity > tol || d.Coach.Exact != res.Exact {
					t.Errorf("hand %d action %d (street %d): equity %.4f (exact %v), the engine gives %.4f (exact %v)", l.Hand, d.Index, d.Street, d.Equity, d.Coach.Exact, eq, res.Exact)
				}
				checked++
			}
		}
	}
	t.Logf("%d decisions checked, %d exactly", checked, exact)
	if checked < 80 || exact < 10 {
		t.Fatalf("only %d decisions checked, %d exactly", checked, exact)
	}
}

// spotFromLog rebuilds the seat's knowledge before action i from the log.
func spotFromLog(t *testing.T, l engine.HandLog, seat, i int) engine.Spot {
	street := l.Actions[i].Street
	folded := map[int]bool{}
	for _, a := range l.Actions[:i] {
		if a.Action == "fold" {
			folded[a.Seat] = true
		}
	}
	cards := func(s int) []engine.Card {
		var cs []engine.Card
		for _, c := range l.Deal[strconv.Itoa(s)] {
			card, err := engine.ParseCard(c)
			if err != nil {
				t.Fatal(err)
			}
			cs = append(cs, card)
		}
		return cs
	}
	var sp engine.Spot
	sp.Own = cards(seat)[:street]
	for _, s := range l.Seats {
		if s.Seat == seat {
			continue
		}
		cs := cards(s.Seat)
		// A folded seat's cards stop at the street it folded on.
		n := min(street, len(cs))
		up := cs[2:min(n, 6)]
		if folded[s.Seat] {
			sp.Dead |= engine.SetOf(up...)
			continue
		}
		sp.Opponents = append(sp.Opponents, engine.Opponent{Up: up, Down: n - len(up)})
	}
	return sp
}

// TestReviewJSON: one object a decision with exactly the fields
// (issue 19 added range_equity beside equity).
func TestReviewJSON(t *testing.T) {
	t.Parallel()
	logs := seededLogs(t, 5, 3)
	h, err := Review(record.Open(logs[2]), 1)
	if err != nil || len(h.Decisions) == 0 {
		t.Fatal(err, len(h.Decisions))
	}
	b, _ := json.Marshal(h.Decisions[0])
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range strings.Fields("hand action_index street action equity range_equity pot_odds advice reason mistake cost_bb cost_half cost_deals") {
		if _, ok := m[k]; !ok {
			t.Errorf("no %q in %s", k, b)
		}
	}
	if len(m) != 13 {
		t.Errorf("%d fields, want 13: %s", len(m), b)
	}
}

// TestMistakesAreCostly: a fold of a made low on seventh street facing one
// bet into a big pot is a mistake costing most of the pot; playing along
// with the advice is never one.
func TestMistakesAreCostly(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("statistical: a mistake rate over 80 hands (120 with -full); runs without -short")
	}
	hands := 80
	if *full {
		hands = 120
	}
	logs := seededLogs(t, 23, hands)
	var sum Summary
	kinds := map[Kind]int{}
	for _, l := range logs {
		h, err := Review(record.Open(l), 1) // a Grinder at Easy: its mistakes are real mistakes
		if err != nil {
			t.Fatal(err)
		}
		sum.Add(h)
		for _, d := range h.Decisions {
			if d.Mistake {
				kinds[d.Kind]++
				if !d.Differs || d.CostBB < MistakeBB || d.Kind == "" {
					t.Errorf("hand %d: mistake %+v", l.Hand, d)
				}
			}
			if !d.Differs && (d.Mistake || d.CostBB != 0) {
				t.Errorf("hand %d: followed the advice but marked %+v", l.Hand, d)
			}
		}
	}
	if sum.Mistakes == 0 || sum.Mistakes > sum.Decisions/4 {
		t.Errorf("%s: a Grinder at the easy level makes a few mistakes", sum)
	}
	t.Logf("%s; %v", sum, kinds)
}

// TestTallyMatchesBotsStats: a seat's record over seeded logs: the result
// is the logs' own chip count, the running result ends there, and the
// rates are consistent (completions within VPIP, wins within showdowns).
func TestTallyMatchesBotsStats(t *testing.T) {
	t.Parallel()
	logs := seededLogs(t, 29, 300)
	r := Tally(logs, 1)
	if r.Hands != 300 || len(r.Running) != 300 {
		t.Fatalf("%d hands, %d points", r.Hands, len(r.Running))
	}
	net := 0
	for _, l := range logs {
		start := 0
		for _, s := range l.Seats {
			if s.Seat == 1 {
				start = s.Stack
			}
		}
		net += l.StacksAfter["1"] - start
	}
	if got := r.NetBB * 40; got-float64(net) > 1e-6 || float64(net)-got > 1e-6 || r.Running[299] != r.NetBB {
		t.Errorf("net %.2f bb, chips %d", r.NetBB, net)
	}
	m, lo, hi := r.BBPer100()
	if !(lo < m && m < hi) || r.WonSD > r.WentSD || r.Completed > r.VPIP || r.VPIP == 0 || r.WentSD == 0 {
		t.Errorf("%+v: %.1f [%.1f, %.1f]", r, m, lo, hi)
	}
	if Tally(logs, 9).Hands != 0 {
		t.Error("a seat never dealt in has hands")
	}
}

// FuzzReview: any line reviews or is refused with an error, never a panic;
// a review's decisions are actions of the seat, in the log's order.
func FuzzReview(f *testing.F) {
	for _, l := range []string{
		`{"version":1,"game":"razz","seed":42,"hand":1,"limits":{"ante":5,"bring_in":10,"small_bet":20,"big_bet":40,"cap":4},"seats":[{"seat":1,"name":"You","stack":1000},{"seat":4,"name":"Rock","stack":990}],"deal":{"1":["Kh","3s","Qd"],"4":["9c","Td","2h"]},"community":null,"actions":[{"street":3,"seat":1,"action":"ante","put":5,"to":5},{"street":3,"seat":4,"action":"ante","put":5,"to":5},{"street":3,"seat":1,"action":"bring-in","put":10,"to":10},{"street":3,"seat":4,"action":"complete","put":20,"to":20},{"street":3,"seat":1,"action":"fold","put":0,"to":10}],"showdown":[],"returned":[{"seat":4,"amount":10}],"awards":[{"seat":4,"amount":30}],"stacks_after":{"1":985,"4":1005}}`,
		`{}`, `not json`,
	} {
		f.Add([]byte(l), 1)
		f.Add([]byte(l), 4)
	}
	f.Fuzz(func(t *testing.T, line []byte, seat int) {
		l, err := engine.ParseLog(line)
		if err != nil {
			return
		}
		h, err := Review(record.Open(l), seat)
		if err != nil {
			return
		}
		last := -1
		for _, d := range h.Decisions {
			if d.Index <= last || l.Actions[d.Index].Seat != seat {
				t.Fatalf("decision %+v out of order or not the seat's", d)
			}
			last = d.Index
		}
	})
}

// TestReviewRefusesUnknownCards: an imported hand whose source never
// showed a seat's down cards writes them unknown (??); the coach must not
// judge decisions on cards the player may not have held. Other seats of
// the same hand are still reviewed.
func TestReviewRefusesUnknownCards(t *testing.T) {
	t.Parallel()
	l := seededLogs(t, 5, 90)[89] // seat 1 folds on seventh street, seat 2 shows down
	l.Source = "pokerstars"
	l.Deal = maps.Clone(l.Deal)
	cs := slices.Clone(l.Deal["1"])
	cs[0], cs[1], cs[6] = engine.UnknownCard, engine.UnknownCard, engine.UnknownCard
	l.Deal["1"] = cs
	if _, err := Review(record.Open(l), 1); err == nil || !strings.Contains(err.Error(), "never shown") {
		t.Fatal("seat 1's unknown down cards were reviewed:", err)
	}
	if h, err := Review(record.Open(l), 2); err != nil || len(h.Decisions) == 0 {
		t.Fatal("seat 2, whose cards were shown, was not reviewed:", err)
	}
}

// Tally adds up seat's play over logs, in order.
func Tally(logs []engine.HandLog, seat int) Record {
	var r Record
	for _, l := range logs {
		r.Add(l, seat)
	}
	return r
}

// TestReviewCoachIsTheTables: on third street the review's coach is the
// table's coach box (bots.Advise, its lookahead included), so a play the
// box advised is never listed as differing from the coach, and a play the
// lookahead overruled is judged against the lookahead's choice.
func TestReviewCoachIsTheTables(t *testing.T) {
	t.Parallel()
	bs, err := bots.Seat([]string{"station", "maniac"}, bots.Easy)
	if err != nil {
		t.Fatal(err)
	}
	a := &bots.Arena{Table: engine.NewTable(nil, []int{1000, 1000}, engine.DefaultStakes, engine.DefaultRules), Bots: bs, Seed: 5, Workers: 1}
	var logs []engine.HandLog
	a.Observe = func(n int, h *engine.Hand, _ []bots.SeatReason) {
		l, err := engine.ParseLog(h.AppendLog(nil, engine.LogMeta{Seed: 5, Hand: n}))
		if err != nil {
			t.Fatal(err)
		}
		logs = append(logs, l)
	}
	if s := a.Run(40); s.DecisionErr != nil {
		t.Fatal(s.DecisionErr)
	}
	over, checked := 0, 0
	for _, l := range logs {
		h, err := Review(record.Open(l), 1)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range h.Decisions {
			if d.Street != 3 {
				continue
			}
			v, err := ViewAt(record.Open(l), d.Index)
			if err != nil {
				t.Fatal(err)
			}
			box := bots.Advise(v, nil)
			checked++
			if Class(d.Coach.Option.Kind) != Class(box.Option.Kind) {
				t.Errorf("hand %d action %d: the box advises %s, the review names %s as the coach's", l.Hand, d.Index, box.Option, d.Coach.Option)
			}
			if box.Why.Code == bots.LookedAhead {
				over++
			}
		}
		if over >= 2 {
			break
		}
	}
	t.Logf("%d third-street decisions, %d overruled by the lookahead", checked, over)
	if over == 0 {
		t.Error("no third-street decision where the box's lookahead overrules the start's rule: the case is not covered")
	}
}
