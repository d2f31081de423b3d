package review

import (
	"flag"
	"math"
	"testing"

	"razz/bots"
	"razz/bots/record"
)

var calibrate = flag.Int("calibrate", 0, "hands for TestReviewCalibration (0: skip)")

// calibrationDeals are the deals of the reference lookahead.
const calibrationDeals = 1024

// TestReviewCalibration measures the review's costs against a lookahead
// of calibrationDeals deals (eight times the review's first 128 when it
// played 128 always) on other deals: on average over the decisions that
// differ from the advice, the review's cost over the reference's; and of
// the decisions marked mistakes, the share the reference says lose
// nothing (cost at most 0).
//
//	go test ./bots/review -run TestReviewCalibration -calibrate 400 -v
func TestReviewCalibration(t *testing.T) {
	if *calibrate == 0 {
		t.Skip("a measurement: -calibrate N runs it")
	}
	logs := seededLogs(t, 31, *calibrate)
	var n, marked, free int
	var sumRev, sumRef, sumAbs float64
	for _, l := range logs {
		h, err := Review(record.Open(l), 1)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range h.Decisions {
			if !d.Differs {
				continue
			}
			v, err := ViewAt(record.Open(l), d.Index)
			if err != nil {
				t.Fatal(err)
			}
			la := bots.Lookahead{Hero: bots.Grinder, Rollouts: calibrationDeals, Ranges: 256, Seed: 0x726566}
			ref := la.Compare(&v, d.Coach.Option, d.Did)
			n++
			sumRev += d.CostBB
			sumRef += ref.Mean
			sumAbs += math.Abs(d.CostBB - ref.Mean)
			if d.Mistake {
				marked++
				if ref.Mean <= 0 {
					free++
				}
			}
		}
	}
	t.Logf("%d hands, %d decisions differ from the advice: review cost %.3f bb a decision, reference %.3f (ratio %.2f, mean |difference| %.3f); %d marked mistakes, %d (%.1f%%) lose nothing by the reference",
		len(logs), n, sumRev/float64(max(n, 1)), sumRef/float64(max(n, 1)), sumRev/sumRef, sumAbs/float64(max(n, 1)), marked, free, 100*float64(free)/float64(max(marked, 1)))
}
