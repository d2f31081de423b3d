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
