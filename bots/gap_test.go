package bots

import (
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"sort"
	"strings"
	"testing"

	"razz/engine"
)

var (
	gapHands   = flag.Int("gap", 0, "TestSharkGap: deals, each played twice with the seats swapped (0: skip)")
	gapDump    = flag.String("gap-dump", "", "TestSharkGap: write each later-street decision facing a bet here (CSV)")
	gapDumpBet = flag.String("gap-dump-bet", "", "TestSharkGap: write each later-street decision first to bet here (CSV)")
	gapDump3   = flag.String("gap-dump3", "", "TestSharkGap: write each third-street decision here (CSV)")
)

// TestSharkGap plays the Shark against the Grinder heads-up on the arena's
// deals (both seatings) and tallies, by street and kind, where the Shark
// leaves the Grinder's play, each change valued by an independent
// lookahead (other deals): where the Shark's lead comes from, in bb/100.
// With -gap-dump it writes every later-street decision facing a bet (the
// Grinder's share, the price, the lookahead's value of each choice) to a
// CSV file, to fit the price of a call (strategy.md):
//
//	go test ./bots -run TestSharkGap -gap 1500 -v
//	go test ./bots -run TestSharkGap -gap 1500 -gap-dump heads-up.csv
//	go test ./bots -run TestGapSix -gap6 3000 -gap-dump six-max.csv
func TestSharkGap(t *testing.T) {
	if *gapHands == 0 {
		t.Skip("a measurement: -gap N runs it")
	}
	type row struct {
		n   int
		sum float64
		tl  tally
	}
	rows := map[string]*row{}
	deals := 0
	var dump, dump3, dumpBet *os.File
	if *gapDumpBet != "" {
		f, err := os.Create(*gapDumpBet)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		dumpBet = f
		fmt.Fprintln(f, "street,eq,req,best,pot,base,check,bet")
	}
	if *gapDump3 != "" {
		f, err := os.Create(*gapDump3)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		dump3 = f
		fmt.Fprintln(f, "kind,points,mydoor,theirdoor,bets,broughtin,base,fold,call,raise")
	}
	if *gapDump != "" {
		f, err := os.Create(*gapDump)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		dump = f
		fmt.Fprintln(f, "street,eq,price,need,pot,tocall,best,myaggr,nopp,base,fold,call,raise,foldh,callh,raiseh,eqany")
	}
	var perDeal tally // each deal's judged gains, summed: the total's interval
	for n := 1; n <= *gapHands; n++ {
		for swap := range 2 {
			deals++
			dealGain := 0.0
			names := []string{"Shay", "Greta"}
			// The models' slips are a hard table's bots', none, as these
			// bots play (the lookahead's rollouts play a model's slips).
			hard := map[int]float64{1: Hard.Mistakes(), 2: Hard.Mistakes()}
			models := ModelsBy(map[int]string{1: "shark", 2: "grinder"}, hard)
			if swap == 1 {
				names = []string{"Greta", "Shay"}
				models = ModelsBy(map[int]string{1: "grinder", 2: "shark"}, hard)
			}
			table := engine.NewTable(names, []int{1000, 1000}, engine.DefaultStakes, engine.DefaultRules)
			h, err := engine.NewHand(table, engine.DeckDealer{Deck: engine.DeckForHand(29, n)})
			if err != nil {
				t.Fatal(err)
			}
			r := DecisionSource(29, n)
			g := &Player{Name: "Greta", Params: Grinder}
			for !h.Done() {
				seat := h.ToAct()
				v := h.View(seat)
				shark := names[seat-1] == "Shay"
				var d Decision
				if !shark {
					d = g.decide(v, r, true, models)
				} else {
					base := (&Player{Name: "Shay", Params: Grinder}).decide(v, r, true, models)
					d = base
					opts := Choices(&v)
					if len(opts) > 1 {
						la := Lookahead{Models: models, Hero: Grinder, Rollouts: SharkRollouts, Ranges: 128, Seed: r.Uint64()}
						vals := la.values(&v, opts)
						if dump3 != nil && v.Street == 3 {
							var m [3]float64
							for i := range m {
								m[i] = math.NaN()
							}
							for _, x := range vals {
								m[classOf(x.Option.Kind)] = x.Mean
							}
							var s situation
							s.quiet = true
							s.read(&v)
							st := startOf(v.Own, s.seen)
							my, their := s.me.Up[0].Rank(), s.opps[0].Up[0].Rank()
							fmt.Fprintf(dump3, "%s,%d,%d,%d,%d,%t,%d,%.4f,%.4f,%.4f\n", decisionKind(&v), st.points, my, their, v.Limits.Bets, s.me.BroughtIn, classOf(base.Action.Kind), m[0], m[1], m[2])
						}
						if dumpBet != nil && v.Street > 3 && base.Why.ToCall == 0 {
							var m [3]float64
							for i := range m {
								m[i] = math.NaN()
							}
							for _, x := range vals {
								m[classOf(x.Option.Kind)] = x.Mean
							}
							w := base.Why
							re := (&rangeEstimate{v: &v, models: models, cands: botRangeCandidates, trials: botRangeTrials, seed: 3}).equity()
							fmt.Fprintf(dumpBet, "%d,%.4f,%.4f,%t,%d,%d,%.4f,%.4f\n", v.Street, w.Equity, re.Value, w.Best, w.Pot, classOf(base.Action.Kind), m[1], m[2])
						}
						if dump != nil && v.Street > 3 && base.Why.ToCall > 0 {
							var m, hf [3]float64
							for i := range m {
								m[i], hf[i] = math.NaN(), math.NaN()
							}
							for _, x := range vals {
								m[classOf(x.Option.Kind)], hf[classOf(x.Option.Kind)] = x.Mean, x.Half
							}
							w := base.Why
							var s situation
							s.quiet = true
							s.read(&v)
							any := s.spot()
							eqAny := any.Equity(rand.New(rand.NewPCG(1, 2)), 400)
							fmt.Fprintf(dump, "%d,%.4f,%.4f,%.4f,%d,%d,%t,%t,%d,%d,%.4f,%.4f,%.4f,%.4f,%.4f,%.4f,%.4f\n", v.Street, w.Equity, w.Price, w.Need, w.Pot, w.ToCall, w.Best, s.myAggr, s.nOpp, classOf(base.Action.Kind), m[0], m[1], m[2], hf[0], hf[1], hf[2], eqAny)
						}
						mine := -1
						for i := range vals {
							if classOf(vals[i].Option.Kind) == classOf(base.Action.Kind) {
								mine = i
							}
						}
						if mine >= 0 && vals[mine].Regret > vals[mine].RegretHalf {
							best := 0
							for i := range vals {
								if vals[i].Regret == 0 && vals[i].Mean >= vals[best].Mean {
									best = i
								}
							}
							o := vals[best].Option
							d = Decision{Action: o.Action()}
							judge := Lookahead{Models: models, Hero: Grinder, Rollouts: 96, Ranges: 128, Seed: uint64(n)<<20 ^ uint64(len(v.Actions))<<2 ^ uint64(swap)}
							two := judge.values(&v, []engine.Option{o, vals[mine].Option})
							gain := two[0].Mean - two[1].Mean
							key := fmt.Sprintf("street %d %-20s %s -> %s", v.Street, decisionKind(&v), vals[mine].Option.Kind, o.Kind)
							if rows[key] == nil {
								rows[key] = &row{}
							}
							rows[key].n++
							rows[key].sum += gain
							rows[key].tl.add(gain)
							dealGain += gain
							if *regretShow > 0 && gain >= *regretShow {
								t.Logf("deal %d/%d st%d gain %.2f: %s, grinder %s shark %s; up %s; acts %d", n, swap, v.Street, gain, engine.FormatCards(v.Own), vals[mine].Option.Kind, o.Kind, upCards(&v), len(v.Actions))
							}
						}
					}
				}
				if err := h.Apply(d.Action); err != nil {
					t.Fatal(err)
				}
			}
			perDeal.add(dealGain)
		}
	}
	keys := make([]string, 0, len(rows))
	for k := range rows {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return rows[keys[i]].sum > rows[keys[j]].sum })
	var b strings.Builder
	total := 0.0
	for _, k := range keys {
		x := rows[k]
		total += x.sum
		fmt.Fprintf(&b, "  %-58s %5d changes  %+.2f bb/100  each %+.3f ± %.3f bb\n", k, x.n, 100*x.sum/float64(deals), x.tl.mean(), x.tl.half())
	}
	t.Logf("\nShark's changes to the Grinder's play, %d deals: total judged %+.2f ± %.2f bb/100 (per deal played)\n%s", deals, 100*total/float64(deals), 100*perDeal.half(), b.String())
}

var gapSix = flag.Int("gap6", 0, "TestGapSix: hands (0: skip)")

// TestGapSix writes (-gap-dump) every later-street decision facing a bet
// of a Grinder in seat 1 of a 6-max table, with the lookahead's values.
func TestGapSix(t *testing.T) {
	if *gapSix == 0 || *gapDump == "" {
		t.Skip("a measurement: -gap6 N -gap-dump FILE runs it")
	}
	f, err := os.Create(*gapDump)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	fmt.Fprintln(f, "street,eq,price,need,pot,tocall,best,myaggr,nopp,base,fold,call,raise,foldh,callh,raiseh,eqany")
	styles := []string{"grinder", "rock", "maniac", "station", "grinder", "rock"}
	for n := 1; n <= *gapSix; n++ {
		bs, _ := Seat(styles, Hard)
		names := make([]string, 6)
		stacks := make([]int, 6)
		for i := range bs {
			names[i], stacks[i] = DisplayName(bs[i]), 1000
		}
		table := engine.NewTable(names, stacks, engine.DefaultStakes, engine.DefaultRules)
		h, _ := engine.NewHand(table, engine.DeckDealer{Deck: engine.DeckForHand(37, n)})
		r := DecisionSource(37, n)
		for !h.Done() {
			seat := h.ToAct()
			v := h.View(seat)
			d := bs[seat-1].(*Player).decide(v, r, true, ModelsOf(table, bs))
			if seat == 1 && v.Street > 3 && d.Why.ToCall > 0 {
				opts := Choices(&v)
				la := Lookahead{Models: ModelsOf(table, bs), Hero: Grinder, Rollouts: 48, Ranges: 128, Seed: uint64(n)<<8 ^ uint64(len(v.Actions))}
				vals := la.values(&v, opts)
				var m, hf [3]float64
				for i := range m {
					m[i], hf[i] = math.NaN(), math.NaN()
				}
				for _, x := range vals {
					m[classOf(x.Option.Kind)], hf[classOf(x.Option.Kind)] = x.Mean, x.Half
				}
				w := d.Why
				var s situation
				s.quiet = true
				s.read(&v)
				fmt.Fprintf(f, "%d,%.4f,%.4f,%.4f,%d,%d,%t,%t,%d,%d,%.4f,%.4f,%.4f,%.4f,%.4f,%.4f,%.4f\n", v.Street, w.Equity, w.Price, w.Need, w.Pot, w.ToCall, w.Best, s.myAggr, s.nOpp, classOf(d.Action.Kind), m[0], m[1], m[2], hf[0], hf[1], hf[2], 0.0)
			}
			if err := h.Apply(d.Action); err != nil {
				t.Fatal(err)
			}
		}
	}
}
