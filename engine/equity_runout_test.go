package engine

import (
	"errors"
	"fmt"
	"math"
	"math/bits"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"
)

type equityVector struct {
	Own       string    `json:"own"`
	Opponents []string  `json:"opponents"`
	Dead      string    `json:"dead"`
	Equity    []float64 `json:"equity"`
}

func (v equityVector) runout(t testing.TB) Runout {
	r := Runout{Hands: [][]Card{eqCards(t, v.Own)}, Dead: eqCards(t, v.Dead)}
	for _, o := range v.Opponents {
		r.Hands = append(r.Hands, eqCards(t, o))
	}
	return r
}

// TestEquityVectors: every exact equity of the shared vectors, to the four
// decimals of a percent they are written with.
func TestEquityVectors(t *testing.T) {
	t.Parallel()
	n := readJSONL(t, "equity.jsonl", func(line int, v equityVector) {
		res, err := vectorExact(line, v.runout(t))
		if err != nil {
			t.Fatalf("line %d: %v", line, err)
		}
		for i, want := range v.Equity {
			if got := 100 * res.Hands[i].Equity; math.Abs(got-want) > 0.00006 {
				t.Errorf("line %d (%s): hand %d equity %.5f%%, want %.4f%%", line, v.runout(t), i+1, got, want)
			}
		}
	})
	if n != 40 {
		t.Errorf("%d vectors, want 40", n)
	}
}

// vectorExact is the exact count of equity.jsonl's line, whose Runout is
// r: counted once a process, where TestEquityVectors (every line) and
// TestSampleWithinInterval (the first 12) each counted it.
func vectorExact(line int, r Runout) (EquityResult, error) {
	vectorExactsMu.Lock()
	once, ok := vectorExacts[line]
	if !ok {
		once = sync.OnceValues(func() (EquityResult, error) { return r.Exact(0) })
		vectorExacts[line] = once
	}
	vectorExactsMu.Unlock()
	return once()
}

var (
	vectorExactsMu sync.Mutex
	vectorExacts   = map[int]func() (EquityResult, error){}
)

// bruteForce deals every card (not rank) run-out of the Runout, hand by
// hand, the community card first when the deck runs short, and counts each
// hand's wins and ties with CardSet.Low: the slow, obvious answer.
func bruteForce(t *testing.T, r Runout) (outcomes uint64, win []uint64, tie [][MaxPlayers + 1]uint64) {
	t.Helper()
	var seen CardSet
	hands := make([]CardSet, len(r.Hands))
	total := 0
	for i, h := range r.Hands {
		hands[i] = SetOf(h...)
		seen |= hands[i]
		total += 7 - len(h)
	}
	seen |= SetOf(r.Dead...)
	unseen := (FullDeck &^ seen).Cards()
	win = make([]uint64, len(hands))
	tie = make([][MaxPlayers + 1]uint64, len(hands))
	need := make([]int, len(hands))
	for i, h := range r.Hands {
		need[i] = 7 - len(h)
	}
	community := total > len(unseen)
	var used CardSet
	var deal func(i, from, left int)
	deal = func(i, from, left int) {
		if i == len(hands) {
			best, k := Low(math.MaxUint16), 0
			for _, h := range hands {
				if l := h.Low(); l < best {
					best, k = l, 1
				} else if l == best {
					k++
				}
			}
			outcomes++
			for j, h := range hands {
				if h.Low() == best {
					if k == 1 {
						win[j]++
					} else {
						tie[j][k]++
					}
				}
			}
			return
		}
		if left == 0 {
			next := 0
			if i+1 < len(hands) {
				next = need[i+1]
			}
			deal(i+1, 0, next)
			return
		}
		for c := from; c < len(unseen); c++ {
			if used.Has(unseen[c]) {
				continue
			}
			used |= unseen[c].Bit()
			hands[i] |= unseen[c].Bit()
			deal(i, c+1, left-1)
			hands[i] &^= unseen[c].Bit()
			used &^= unseen[c].Bit()
		}
	}
	if community {
		for i := range need {
			need[i]--
		}
		for _, c := range unseen {
			used = c.Bit()
			for i := range hands {
				hands[i] |= c.Bit()
			}
			deal(0, 0, need[0])
			for i := range hands {
				hands[i] &^= c.Bit()
			}
		}
		return
	}
	deal(0, 0, need[0])
	return
}

// smallSpots can be dealt card by card in a test: few cards to come, or
// few unseen. Several force paired hands.
type smallSpot struct {
	hands []string
	dead  string
}

var smallSpots = []smallSpot{
	{[]string{"As 2d 4d 9c 7s", "Ad 3c 6h 8s Kd"}, "2s 4s 5c 7d Qh Qs"},
	{[]string{"As 2d 4d 9c 7s 8h", "Ad 3c 6h 8s Kd 4h", "2s 4s 5c 7d Qh 3h"}, ""},
	{[]string{"Ah 2h 3h 4h 5h 6h", "Ac 2c 3c 4c 5c 6c", "As Ks"}, "Kd Kh Kc Qs Qd Qh Qc Js Jd Jh Jc Ts Td Th Tc 9s 9d 9h 9c 8s 8d 8h 8c"},
	{[]string{"7s 7d 7h 2c", "3s 3d 4h 4c"}, "As Ad Ah Ac 2s 2d 2h 5s 5d 5h 5c 6s 6d 6h 6c 8s 8d 8h 8c 9s 9d 9h 9c Ts Td Th Tc Js Jd Jh Jc"},
	// Eight hands on seventh street: four unseen cards, one community card.
	{[]string{"As 2s 3s 4s 5s 6s", "Ah 2h 3h 4h 5h 6h", "Ad 2d 3d 4d 5d 6d", "Ac 2c 3c 4c 5c 6c",
		"7s 8s 9s Ts Js Qs", "7h 8h 9h Th Jh Qh", "7d 8d 9d Td Jd Qd", "7c 8c 9c Tc Jc Qc"}, ""},
	{[]string{"As 2s 3s 4s 5s", "Ah 2h 3h 4h 5h 6h", "Ad 2d 3d 4d 5d 6d", "Ac 2c 3c 4c 5c 6c",
		"7s 8s 9s Ts Js Qs", "7h 8h 9h Th Jh Qh", "7d 8d 9d Td Jd Qd", "7c 8c 9c Tc Jc"}, ""},
}

func (c smallSpot) runout(t testing.TB) Runout {
	var r Runout
	for _, h := range c.hands {
		r.Hands = append(r.Hands, eqCards(t, h))
	}
	r.Dead = eqCards(t, c.dead)
	return r
}

// TestExactMatchesCardEnumeration: on small spots the rank patterns must
// count exactly what dealing every card counts.
func TestExactMatchesCardEnumeration(t *testing.T) {
	t.Parallel()
	for _, c := range smallSpots {
		r := c.runout(t)
		t.Run(r.String(), func(t *testing.T) {
			outcomes, win, tie := bruteForce(t, r)
			res, err := r.Exact(2)
			if err != nil {
				t.Fatal(err)
			}
			if res.Outcomes != outcomes {
				t.Fatalf("%d outcomes, cards give %d", res.Outcomes, outcomes)
			}
			for i, h := range res.Hands {
				var ties uint64
				share := float64(win[i])
				for k, n := range tie[i] {
					ties += n
					if n > 0 {
						share += float64(n) / float64(k)
					}
				}
				o := float64(outcomes)
				if math.Abs(h.Win-float64(win[i])/o) > 1e-12 || math.Abs(h.Tie-float64(ties)/o) > 1e-12 || math.Abs(h.Equity-share/o) > 1e-12 {
					t.Errorf("hand %d: win %.9f tie %.9f equity %.9f; cards give %.9f %.9f %.9f",
						i+1, h.Win, h.Tie, h.Equity, float64(win[i])/o, float64(ties)/o, share/o)
				}
			}
		})
	}
}

// TestSampleWithinInterval: sampled equities fall inside their 95%
// interval around the exact ones (all inside two intervals, most inside
// one), and the sampler does not depend on the number of workers.
func TestSampleWithinInterval(t *testing.T) {
	t.Parallel()
	checks, inside := 0, 0
	check := func(line int, r Runout) {
		var exact EquityResult
		var err error
		if line < 100 { // a vector's: TestEquityVectors counts it too
			exact, err = vectorExact(line, r)
		} else { // a small spot's
			exact, err = r.Exact(0)
		}
		if err != nil {
			t.Fatal(err)
		}
		s, err := r.Sample(100_000, uint64(line), 0)
		if err != nil {
			t.Fatal(err)
		}
		for i, h := range s.Hands {
			d := math.Abs(h.Equity - exact.Hands[i].Equity)
			checks++
			if d <= h.Margin {
				inside++
			}
			if d > 2*h.Margin+1e-12 {
				t.Errorf("%s hand %d: sampled %.4f ± %.4f, exact %.4f", r, i+1, h.Equity, h.Margin, exact.Hands[i].Equity)
			}
		}
	}
	readJSONL(t, "equity.jsonl", func(line int, v equityVector) {
		if line <= 12 {
			check(line, v.runout(t))
		}
	})
	for i, c := range smallSpots {
		check(100+i, c.runout(t))
	}
	if inside < checks*85/100 {
		t.Errorf("%d of %d sampled equities inside their 95%% interval", inside, checks)
	}
	r := Runout{Hands: [][]Card{eqCards(t, "As 2h 3d"), eqCards(t, "4c"), eqCards(t, "7h")}}
	a, _ := r.Sample(3*SampleChunk+17, 9, 1)
	b, _ := r.Sample(3*SampleChunk+17, 9, 3)
	c, _ := r.Sample(3*SampleChunk+17, 10, 3)
	if fmt.Sprint(a) != fmt.Sprint(b) {
		t.Errorf("one worker and three differ:\n%v\n%v", a, b)
	}
	if fmt.Sprint(a) == fmt.Sprint(c) {
		t.Error("another seed gave the same answer")
	}
}

func TestRunoutRefusals(t *testing.T) {
	t.Parallel()
	nine := make([][]Card, 9)
	for i := range nine {
		nine[i] = []Card{Card(i)}
	}
	for _, c := range []struct {
		name string
		r    Runout
		want string
	}{
		{"one hand", Runout{Hands: [][]Card{eqCards(t, "As 2s 3s")}}, "1 hands"},
		{"nine hands", Runout{Hands: nine}, "9 hands"},
		{"card twice", Runout{Hands: [][]Card{eqCards(t, "As 2s 3s"), eqCards(t, "Kd As")}}, "As is given twice (hand 1 and hand 2)"},
		{"dead twice", Runout{Hands: [][]Card{eqCards(t, "As 2s 3s"), eqCards(t, "Kd")}, Dead: eqCards(t, "Kd")}, "Kd is given twice (hand 2 and the dead cards)"},
		{"eight cards", Runout{Hands: [][]Card{eqCards(t, "As 2s 3s 4s 5s 6s 7s 8s"), eqCards(t, "Kd")}}, "hand 1 has 8 cards"},
		{"short deck", Runout{Hands: [][]Card{eqCards(t, "As"), eqCards(t, "Kd")}, Dead: FullDeck.Cards()[4:48]}, "need 12 more cards (11 with a community card) and only 6 are unseen"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := c.r.Exact(1)
			if err == nil || !errors.Is(err, ErrRunout) || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %v, want one saying %q", err, c.want)
			}
			if _, err2 := c.r.Sample(10, 1, 1); err2 == nil || err2.Error() != err.Error() {
				t.Errorf("Sample says %v", err2)
			}
		})
	}
}

func TestEquityChoosesAndHints(t *testing.T) {
	t.Parallel()
	heads := Runout{Hands: [][]Card{eqCards(t, "As 2h 3d"), eqCards(t, "Kc Qd Js")}}
	three := Runout{Hands: [][]Card{eqCards(t, "As 2h 3d"), eqCards(t, "4c 5d 6s"), eqCards(t, "7h 8c Kd")}}
	if res, err := heads.Equity(EquityOptions{}); err != nil || !res.Exact || res.Outcomes != 18265297050 {
		t.Errorf("heads-up third street by default: %+v %v; want exact, 18265297050 outcomes", res, err)
	}
	if res, err := heads.Equity(EquityOptions{Trials: 1000, Seed: 3}); err != nil || res.Exact || res.Trials != 1000 {
		t.Errorf("with trials: %+v %v", res, err)
	}
	if res, err := three.Equity(EquityOptions{Budget: 1e6, Seed: 3}); err != nil || res.Exact || res.Trials != DefaultTrials {
		t.Errorf("three-way over a small budget: %+v %v; want %d trials", res.Trials, err, DefaultTrials)
	}
	if _, err := heads.Equity(EquityOptions{Exact: true, Trials: 5}); err == nil {
		t.Error("exact and trials together: no error")
	}
	h, err := heads.Hint(1)
	if err != nil || !h.Exact || math.Abs(h.Hands[0].Equity-0.9221259) > 1e-6 {
		t.Errorf("heads-up hint %+v %v: want exact 0.9221259", h, err)
	}
	fourth := Runout{Hands: [][]Card{eqCards(t, "As 2h 3d 9s"), eqCards(t, "4c 5d 6s Kh"), eqCards(t, "7h 8c Kd 2c")}}
	h, err = fourth.Hint(1)
	x, _ := fourth.Exact(0)
	if err != nil || h.Exact || h.Trials != HintTrials {
		t.Fatalf("three-way fourth street hint: %+v %v; want %d trials", h, err, HintTrials)
	}
	for i := range h.Hands {
		if m := h.Hands[i].Margin; m <= 0 || m > 0.003 || math.Abs(h.Hands[i].Equity-x.Hands[i].Equity) > 2*m {
			t.Errorf("hand %d: hint %.4f ± %.4f, exact %.4f", i+1, h.Hands[i].Equity, m, x.Hands[i].Equity)
		}
	}
	s := Spot{Own: eqCards(t, "As 2h 3d 4c"), Opponents: []Opponent{{eqCards(t, "Kc Qd"), 2}}, Dead: SetOf(eqCards(t, "5h")...)}
	sh, err := s.Hint(1)
	want, _ := Runout{Hands: [][]Card{eqCards(t, "As 2h 3d 4c"), eqCards(t, "Kc Qd")}, Dead: eqCards(t, "5h")}.Exact(1)
	if err != nil || fmt.Sprint(sh) != fmt.Sprint(want) {
		t.Errorf("Spot.Hint %+v %v, want %+v", sh, err, want)
	}
}

// TestExactOnRandomSpots: on random small spots the count of run-outs is
// the product of binomials, the shares add up to the pot, and the answer
// does not depend on the number of workers.
func TestExactOnRandomSpots(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(11, 12))
	tried, community := 0, 0
	for tried < 150 {
		deck := r.Perm(NumCards)
		n := 2 + r.IntN(MaxPlayers-1)
		short := r.IntN(3) == 0 // eight hands on sixth street: a community card
		if short {
			n = MaxPlayers
		}
		var ro Runout
		k := 0
		for range n {
			m := 3 + r.IntN(5)
			if short {
				m = 6 - r.IntN(5)/4
			}
			var h []Card
			for range m {
				h = append(h, Card(deck[k]))
				k++
			}
			ro.Hands = append(ro.Hands, h)
		}
		for range r.IntN(6) {
			if k < NumCards {
				ro.Dead = append(ro.Dead, Card(deck[k]))
				k++
			}
		}
		p, err := ro.plan()
		if err != nil || p.exactCost() > 2e5 {
			continue
		}
		tried++
		if p.community {
			community++
		}
		a, err := ro.Exact(1)
		if err != nil {
			t.Fatalf("%s: %v", ro, err)
		}
		b, _ := ro.Exact(3)
		if fmt.Sprint(a) != fmt.Sprint(b) {
			t.Fatalf("%s: one worker and three differ", ro)
		}
		if float64(a.Outcomes) != p.outcomes() {
			t.Errorf("%s: %d outcomes counted, %v by binomials", ro, a.Outcomes, p.outcomes())
		}
		sum, wins := 0.0, 0.0
		for _, h := range a.Hands {
			sum += h.Equity
			wins += h.Win
		}
		if math.Abs(sum-1) > 1e-9 || wins > 1+1e-9 {
			t.Errorf("%s: equities add up to %v, wins to %v", ro, sum, wins)
		}
	}
	if community < 5 {
		t.Errorf("only %d of the spots dealt a community card", community)
	}
}

// TestExactCostCountsThePatterns: the cost is the product, over the hands
// (after the community card's choices), of the rank patterns each could
// be dealt, as the exact count visits them.
func TestExactCostCountsThePatterns(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(5, 6))
	for range 300 {
		deck := r.Perm(NumCards)
		var ro Runout
		k := 0
		for range 2 + r.IntN(MaxPlayers-1) {
			var h []Card
			for range 1 + r.IntN(6) {
				h = append(h, Card(deck[k]))
				k++
			}
			ro.Hands = append(ro.Hands, h)
		}
		p, err := ro.plan()
		if err != nil {
			continue
		}
		want := 1.0
		if p.community {
			want = float64(bits.OnesCount64(nonZeroNibbles(p.deck)))
		}
		for i := range p.n {
			want *= float64(len(validPatterns(p.need[i], p.deck)))
		}
		if got := p.exactCost(); got != want {
			t.Fatalf("%s: cost %v, want %v", ro, got, want)
		}
	}
}
