package recap

import (
	"testing"

	"razz/bots"
	"razz/engine"
)

// dayHands are n hands of a day at the table as the trainer saves them:
// you in seat 1 (played here by a Grinder that makes an easy level's
// mistakes, as a learner might) against the normal level's six-handed
// lineup, 1,000 chips each, the day's deals from seed.
func dayHands(tb testing.TB, n int, seed uint64) []engine.HandLog {
	bs, err := bots.Lineup(bots.Normal, 6, nil)
	if err != nil {
		tb.Fatal(err)
	}
	learner, err := bots.Seat([]string{"grinder"}, bots.Easy)
	if err != nil {
		tb.Fatal(err)
	}
	bs[0] = learner[0]
	names := make([]string, len(bs))
	for i, b := range bs {
		names[i] = bots.DisplayName(b)
	}
	names[0] = "You"
	a := &bots.Arena{Table: engine.NewTable(names, []int{1000, 1000, 1000, 1000, 1000, 1000}, engine.DefaultStakes, engine.DefaultRules), Bots: bs, Seed: seed, Workers: 1, Quiet: true}
	styles := bots.StylesOf(a.Table, bs)
	delete(styles, 1) // you are no bot
	var logs []engine.HandLog
	a.Observe = func(k int, h *engine.Hand, _ []bots.SeatReason) {
		l, err := engine.ParseLog(h.AppendLog(nil, engine.LogMeta{Seed: seed, Hand: k, Hero: 1, Bots: styles}))
		if err != nil {
			tb.Fatal(err)
		}
		logs = append(logs, l)
	}
	if s := a.Run(n); s.DecisionErr != nil {
		tb.Fatal(s.DecisionErr)
	}
	return logs
}

// BenchmarkRecap40: the day recap of 40 hands (the History screen's d):
// every decision of yours reviewed by the coach. The goal is under a
// second a recap. Each recap is of a day of its own (seeds 40, 41, ...
// in the order they are asked for, the same in every build): a decision
// reviewed again is served from the review's memory of its verdicts,
// which a recap of the same day again would measure instead.
func BenchmarkRecap40(b *testing.B) {
	days := make([][]engine.HandLog, b.N)
	for i := range days {
		days[i] = dayHands(b, 40, 40+recapDays)
		recapDays++
	}
	b.ResetTimer()
	defer cpuPerOp(b)()
	for _, logs := range days {
		OfWith(logs, Options{})
	}
}

// recapDays counts the days BenchmarkRecap40 has dealt in this process.
var recapDays uint64
