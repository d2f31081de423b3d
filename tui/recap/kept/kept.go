// Package kept is the coach's reviews of the history's hands kept between
// runs (store.ReviewsFile), in the recap's terms: a hand reviewed as a
// recap counts it (Review), a kept review read back as a recap's brief
// (Brief), new reviews added to the file without losing what another
// screen kept meanwhile (Keep), and the build of the coach a file is good
// for (Stamp). The Stats screen's leaks and the History screen's day
// recap share it, so that a hand one of them reviewed is not reviewed
// again by the other. It imports tui/recap, tui/store and the engine,
// never a terminal package.
package kept

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"os"
	"sync"

	"razz/bots/review"
	"razz/engine"
	"razz/tui/recap"
	"razz/tui/store"
)

var (
	stampOnce sync.Once
	stamp     string
)

// Stamp names this build of the coach: the hash of the program. A cache
// another build made is not used (its strategy may differ); "" when the
// program cannot be read, and then nothing is kept.
func Stamp() string {
	stampOnce.Do(func() {
		exe, err := os.Executable()
		if err != nil {
			return
		}
		f, err := os.Open(exe)
		if err != nil {
			return
		}
		defer f.Close()
		h := sha256.New()
		if _, err := io.Copy(h, f); err == nil {
			stamp = hex.EncodeToString(h.Sum(nil)[:12])
		}
	})
	return stamp
}

// Load is the cache at path as this build of the coach kept it (an empty
// one when there is none, or another build's).
func Load(path string) store.Reviews { return store.LoadReviews(path, Stamp()) }

// Review is hand l's review as a recap counts it, or life's error once
// the user has gone (a review cut short is kept nowhere).
func Review(life context.Context, l engine.HandLog) (store.HandReview, error) {
	b := recap.OfWith([]engine.HandLog{l}, recap.Options{Context: life}).Brief()
	if err := life.Err(); err != nil {
		return store.HandReview{}, err
	}
	return stored(b), nil
}

// Of is the coach's review of a hand made elsewhere (the table's, as the
// hand ended) as Review would keep it.
func Of(rev review.Hand) store.HandReview { return stored(recap.BriefOf(rev)) }

// stored is a brief as the file keeps it.
func stored(b recap.Brief) store.HandReview {
	out := store.HandReview{Reviewed: b.Reviewed, Decisions: b.Decisions}
	for _, k := range b.Kinds {
		out.Kinds = append(out.Kinds, store.KindCost{Kind: string(k.Kind), Count: k.Count, CostBB: k.CostBB})
	}
	return out
}

// Brief is a kept review as the recap reads it (recap.Options.Kept).
func Brief(h store.HandReview) recap.Brief {
	b := recap.Brief{Reviewed: h.Reviewed, Decisions: h.Decisions}
	for _, k := range h.Kinds {
		b.Kinds = append(b.Kinds, recap.Kind{Kind: review.Kind(k.Kind), Count: k.Count, CostBB: k.CostBB})
	}
	return b
}

// keeping makes one Keep at a time a file in this process: two screens'
// saves read and write it one after the other (razz serve's members,
// each with a file of their own, do not wait for each other).
var keeping sync.Map // path → *sync.Mutex

// Keep adds reviews to the cache at path under this build of the coach:
// the file is read again first, so that the reviews another screen kept
// since this one read it stay. A cache: a failed save costs a review
// next time.
func Keep(path string, add map[string]store.HandReview) error {
	if path == "" || len(add) == 0 {
		return nil
	}
	mu, _ := keeping.LoadOrStore(path, &sync.Mutex{})
	mu.(*sync.Mutex).Lock()
	defer mu.(*sync.Mutex).Unlock()
	c := Load(path)
	for k, r := range add {
		c.Hands[k] = r
	}
	return store.SaveReviews(path, c)
}
