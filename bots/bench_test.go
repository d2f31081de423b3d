package bots

import (
	"testing"

	"razz/engine"
)

// decisionViews collects the views of every decision in some six-bot
// hands, to time decisions alone.
func decisionViews(tb testing.TB, hands int) []engine.View {
	return lineupViews(tb, []string{"grinder", "rock", "maniac", "station", "grinder", "rock"}, hands, 1)
}

func sixBots(tb testing.TB, level Level, seed uint64) *Arena {
	bs, err := Seat([]string{"grinder", "rock", "maniac", "station", "grinder", "rock"}, level)
	if err != nil {
		tb.Fatal(err)
	}
	t := engine.NewTable(nil, []int{1000, 1000, 1000, 1000, 1000, 1000}, engine.DefaultStakes, engine.DefaultRules)
	return &Arena{Table: t, Bots: bs, Seed: seed}
}

// BenchmarkDecide: one decision of a Grinder, averaged over the decisions
// of real six-handed hands (third street and later streets mixed).
func BenchmarkDecide(b *testing.B) { benchDecide(b, decisionViews(b, 300)) }

// BenchmarkDecideLater: later-street decisions only (the equity estimate).
func BenchmarkDecideLater(b *testing.B) {
	var views []engine.View
	for _, v := range decisionViews(b, 600) {
		if v.Street > 3 {
			views = append(views, v)
		}
	}
	benchDecide(b, views)
}

// benchDecide times a Grinder's decisions over the given views, in turn.
func benchDecide(b *testing.B, views []engine.View) {
	p := &Player{Name: "Greta", Params: Grinder}
	r := DecisionSource(1, 1)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		p.Decide(views[i%len(views)], r)
		i++
	}
}

// BenchmarkArenaHand: one six-bot hand played on one goroutine,
// decisions, reasons and statistics included.
func BenchmarkArenaHand(b *testing.B) {
	a := sixBots(b, Normal, 11)
	st := NewStats(a.Table, a.Bots)
	var rs []SeatReason
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		n++
		h, reasons, err := a.PlayHand(n, rs)
		if err != nil {
			b.Fatal(err)
		}
		rs = reasons
		st.Add(h)
	}
}

// BenchmarkSim: hands as razz sim plays them with six bots (Run on one
// worker a CPU, statistics observed in order). The goal is 20,000 hands a
// second: at most 50,000 ns/op.
func BenchmarkSim(b *testing.B) {
	a := sixBots(b, Normal, 11)
	st := NewStats(a.Table, a.Bots)
	a.Observe = func(_ int, h *engine.Hand, _ []SeatReason) { st.Add(h) }
	b.ReportAllocs()
	b.ResetTimer()
	defer cpuPerOp(b)()
	if s := a.Run(b.N); s.DecisionErr != nil {
		b.Fatal(s.DecisionErr)
	}
}

// rangeViews is the later-street views of some six-bot hands where
// someone to read has acted: the views a range read is asked of.
func rangeViews(tb testing.TB, hands int) []engine.View {
	var out []engine.View
	for _, v := range decisionViews(tb, hands) {
		if v.Street > 3 {
			out = append(out, v)
		}
	}
	return out
}

// BenchmarkReadRanges: one range read of RangeCandidates candidates (the
// coach's), over the later-street views of real six-handed hands in turn.
func BenchmarkReadRanges(b *testing.B) {
	views := rangeViews(b, 100)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		ReadRanges(&views[i%len(views)], nil, RangeCandidates, uint64(i))
		i++
	}
}

// BenchmarkRangeEquity: the share against a range read (Equity beside an
// any-cards figure, as the coach asks it), the read itself left out.
func BenchmarkRangeEquity(b *testing.B) {
	views := rangeViews(b, 100)
	rgs := make([]*Range, len(views))
	for i := range views {
		rgs[i] = ReadRanges(&views[i], nil, RangeCandidates, uint64(i))
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		rgs[i%len(rgs)].EquityBeside(2000, uint64(i), 0.3, 0.01)
		i++
	}
}

// BenchmarkBotRead: a bot's range read (botRangeCandidates candidates)
// and its share (botRangeTrials deals), over the later-street views of
// real six-handed hands where a Grinder reads, in turn.
func BenchmarkBotRead(b *testing.B) {
	var views []engine.View
	for _, v := range rangeViews(b, 200) {
		var s situation
		s.read(&v)
		if s.nOpp <= botRangeOpponents && (s.toCall > 0 || s.nOpp == 1) {
			views = append(views, v)
		}
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		rg := ReadRanges(&views[i%len(views)], nil, botRangeCandidates, uint64(i))
		rg.Equity(botRangeTrials, uint64(i))
		i++
	}
}

// BenchmarkSimDefault: hands as `razz sim` plays them with its default
// table (the normal level's six-handed mix, one Grinder), on one worker,
// quietly (no --explain: no reasons in words), statistics observed. The
// goal is 10,000 hands a second on one core: at most 100,000 ns/op.
func BenchmarkSimDefault(b *testing.B) {
	bs, err := Lineup(Normal, 6, nil)
	if err != nil {
		b.Fatal(err)
	}
	t := engine.NewTable(nil, []int{1000, 1000, 1000, 1000, 1000, 1000}, engine.DefaultStakes, engine.DefaultRules)
	a := &Arena{Table: t, Bots: bs, Seed: 11, Workers: 1, Quiet: true}
	st := NewStats(a.Table, a.Bots)
	a.Observe = func(_ int, h *engine.Hand, _ []SeatReason) { st.Add(h) }
	b.ReportAllocs()
	b.ResetTimer()
	defer cpuPerOp(b)()
	if s := a.Run(b.N); s.DecisionErr != nil {
		b.Fatal(s.DecisionErr)
	}
}

// handViews are the views of every decision of some hands of the lineup,
// each with its hand's number and its seat's index.
type handView struct {
	hand, seat int
	v          engine.View
	models     Models
}

func handViews(tb testing.TB, lineup []string, hands int, seed uint64) []handView {
	bs, err := Seat(lineup, Normal)
	if err != nil {
		tb.Fatal(err)
	}
	stacks := make([]int, len(bs))
	for i := range stacks {
		stacks[i] = 1000
	}
	t := engine.NewTable(nil, stacks, engine.DefaultStakes, engine.DefaultRules)
	var out []handView
	for n := 1; n <= hands; n++ {
		p, err := NewPlay(t, bs, seed, n)
		if err != nil {
			tb.Fatal(err)
		}
		for !p.Hand.Done() {
			seat := p.Hand.ToAct()
			out = append(out, handView{n, seat - 1, p.Hand.View(seat), p.Models()})
			if _, err := p.Step(); err != nil {
				tb.Fatal(err)
			}
		}
	}
	return out
}

// benchDecideHands times a Grinder deciding every decision of the hands in
// their order, its reasons in words, with the hand's read turns kept from
// one decision to the next as the table's loop keeps them (Play), and
// their memory from one hand to the next (Play's readsMemory): a
// Grinder's decision on average over a hand. The goal is 20 µs.
func benchDecideHands(b *testing.B, views []handView) {
	p := &Player{Name: "Greta", Params: Grinder}
	r := DecisionSource(1, 1)
	var reads [engine.MaxPlayers]handTurns
	b.ReportAllocs()
	defer cpuPerOp(b)()
	i := 0
	for b.Loop() {
		hv := &views[i%len(views)]
		if i%len(views) == 0 || hv.hand != views[(i-1)%len(views)].hand {
			for s := range reads {
				reads[s] = handTurns{rg: reads[s].rg}
			}
		}
		p.decideIn(hv.v, r, false, hv.models, &reads[hv.seat])
		i++
	}
}

// BenchmarkDecideHand6: the decisions of six-handed hands (the normal
// level's mix), as benchDecideHands plays them.
func BenchmarkDecideHand6(b *testing.B) {
	benchDecideHands(b, handViews(b, []string{"grinder", "rock", "station", "maniac", "rock", "station"}, 300, 5))
}

// BenchmarkDecideHandHeadsUp: the decisions of heads-up hands between two
// Grinders, as benchDecideHands plays them.
func BenchmarkDecideHandHeadsUp(b *testing.B) {
	benchDecideHands(b, handViews(b, []string{"grinder", "grinder"}, 300, 6))
}

// benchHint times the coach's hint (Advise, with the table's models) at
// every decision of seat 1 in the hands, as the table asks for it at a
// user's turn: the mean is a hint's cost on average over a hand. The goal
// is 5 ms.
func benchHint(b *testing.B, views []handView) {
	var yours []handView
	for _, hv := range views {
		if hv.seat == 0 {
			yours = append(yours, hv)
		}
	}
	defer cpuPerOp(b)()
	i := 0
	for b.Loop() {
		hv := &yours[i%len(yours)]
		advise(hv.v, hv.models, true, true) // not advised's: each view asked again
		i++
	}
}

// BenchmarkHint6: the hint at seat 1's turns of six-handed hands against
// the normal level's mix.
func BenchmarkHint6(b *testing.B) {
	benchHint(b, handViews(b, []string{"grinder", "rock", "station", "maniac", "rock", "station"}, 40, 5))
}

// BenchmarkHintHeadsUp: the hint at seat 1's turns of heads-up hands
// against a Grinder.
func BenchmarkHintHeadsUp(b *testing.B) {
	benchHint(b, handViews(b, []string{"grinder", "grinder"}, 40, 6))
}
