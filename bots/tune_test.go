package bots

import (
	"fmt"
	"sort"
	"testing"

	"razz/engine"
)

// TestThirdStreetValues prints the lookahead's value of fold, call and
// complete on third street by start points and door cards behind (or bets
// to call): the table strategy.json's third_street.tuned was read from.
//
//	go test ./bots -run TestThirdStreetValues -regret 3000 -v
func TestThirdStreetValues(t *testing.T) {
	t.Parallel()
	if *regretHands == 0 {
		t.Skip()
	}
	type key struct {
		table, kind string
		pts, low    int
	}
	vals := map[key]*[3]tally{}
	for _, tb := range []string{"6max", "hu"} {
		for n := 1; n <= *regretHands; n++ {
			styles := []string{"grinder", "rock", "maniac", "station", "grinder", "rock"}
			if tb == "hu" {
				styles = []string{"grinder", []string{"grinder", "rock", "maniac", "station"}[n%4]}
			}
			bs, _ := Seat(styles, Hard)
			names := make([]string, len(bs))
			stacks := make([]int, len(bs))
			for i := range bs {
				names[i], stacks[i] = DisplayName(bs[i]), 1000
			}
			names[0] = "You"
			table := engine.NewTable(names, stacks, engine.DefaultStakes, engine.DefaultRules)
			h, _ := engine.NewHand(table, engine.DeckDealer{Deck: engine.DeckForHand(23, n)})
			r := DecisionSource(23, n)
			for !h.Done() && h.Street() == 3 {
				seat := h.ToAct()
				v := h.View(seat)
				if seat == 1 {
					a := AdviseThird(v, nil)
					var s situation
					s.read(&v)
					doors := s.behind()
					low := 0
					for _, d := range doors {
						if d.Rank() < s.me.Up[0].Rank() {
							low++
						}
					}
					k := key{tb, decisionKind(&v), a.Points, min(low, 2)}
					if k.kind == "facing a completion" {
						k.low = v.Limits.Bets
						if s.myAggr {
							k.low += 10
						}
					}
					la := Lookahead{Hero: Grinder, Rollouts: 48, Ranges: 96, Seed: uint64(n)}
					if vals[k] == nil {
						vals[k] = &[3]tally{}
					}
					for _, x := range la.Values(&v) {
						vals[k][classOf(x.Option.Kind)].add(x.Mean)
					}
					break
				}
				h.Apply(bs[seat-1].Decide(v, r).Action)
			}
		}
	}
	var keys []key
	for k := range vals {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		a, b := keys[i], keys[j]
		if a.table != b.table {
			return a.table < b.table
		}
		if a.kind != b.kind {
			return a.kind < b.kind
		}
		if a.low != b.low {
			return a.low < b.low
		}
		return a.pts < b.pts
	})
	for _, k := range keys {
		v := vals[k]
		s := fmt.Sprintf("%-5s %-20s low/bets %2d pts %2d n %4.0f:", k.table, k.kind, k.low, k.pts, v[1].n)
		for c, name := range []string{"fold", "call", "bet"} {
			if v[c].n > 0 {
				s += fmt.Sprintf("  %s %+.2f±%.2f", name, v[c].mean(), v[c].half())
			}
		}
		t.Log(s)
	}
}
