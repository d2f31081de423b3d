package review

import (
	"context"
	"errors"
	"testing"

	"razz/bots/record"
)

// doneAfter is a context that is done from its n-th question on.
type doneAfter struct {
	context.Context
	n, asked int
}

func (c *doneAfter) Err() error {
	c.asked++
	if c.asked >= c.n {
		return context.Canceled
	}
	return nil
}

// A review stops before the next decision once its context is done (razz
// serve cancels the review of a member who left: 152 reviews once ran
// on for 90 s after their players had gone), and says why.
func TestReviewStopsWhenCancelled(t *testing.T) {
	t.Parallel()
	for _, l := range seededLogs(t, 5, 30) {
		whole, err := Review(record.Open(l), 1)
		if err != nil || len(whole.Decisions) < 3 {
			continue
		}
		ctx := &doneAfter{Context: context.Background(), n: 2}
		h, err := ReviewContext(ctx, record.Open(l), 1)
		if !errors.Is(err, context.Canceled) || len(h.Decisions) != 0 {
			t.Fatalf("hand %d: cancelled after one decision: %d decisions, %v", l.Hand, len(h.Decisions), err)
		}
		if ctx.asked != 2 {
			t.Errorf("hand %d: the review judged %d decisions once cancelled, want it to stop at the second", l.Hand, ctx.asked-1)
		}
		return
	}
	t.Fatal("no hand with three decisions of seat 1")
}
