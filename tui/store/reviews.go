package store

import (
	"encoding/json"
	"fmt"
	"path/filepath"
)

// ReviewsFile keeps the coach's review of the history's hands in the data
// directory, so that the Stats screen reviews a hand once rather than
// every time it opens (a review takes tens of milliseconds a hand). It is
// a cache of what the history says: a file that cannot be read, or that
// another build of the coach wrote, is started again, never an error.
const ReviewsFile = "reviews.json"

// Reviews are the reviews kept, by hand (ReviewKey), under the build of the
// coach that made them.
type Reviews struct {
	Coach string                `json:"coach"`
	Hands map[string]HandReview `json:"hands"`
}

// HandReview is one hand's review: its decisions and its mistakes by kind.
type HandReview struct {
	Reviewed  bool       `json:"reviewed"` // false: the user's cards are not known, or no seat of the user's
	Decisions int        `json:"decisions,omitempty"`
	Kinds     []KindCost `json:"kinds,omitempty"`
}

// KindCost is the mistakes of one kind in a hand and what they cost.
type KindCost struct {
	Kind   string  `json:"kind"`
	Count  int     `json:"count"`
	CostBB float64 `json:"cost_bb"`
}

// ReviewKey names a hand of the history for the cache: its number, seed,
// time and line length, which stay when the history is rewritten around
// it (damage set aside moves the offsets).
func ReviewKey(number int, seed uint64, unix int64, length int) string {
	return fmt.Sprintf("%d/%d/%d/%d", number, seed, unix, length)
}

// ReviewsIn is the cache's path in the data directory dir ("" keeps none).
func ReviewsIn(dir string) string {
	if dir == "" {
		return ""
	}
	return filepath.Join(dir, ReviewsFile)
}

// LoadReviews reads the cache at path made by coach; anything else (no
// file, a damaged one, another coach's) is an empty cache.
func LoadReviews(path, coach string) Reviews {
	empty := Reviews{Coach: coach, Hands: map[string]HandReview{}}
	if path == "" || coach == "" {
		return empty
	}
	data, err := readFile(path)
	if err != nil {
		return empty
	}
	var r Reviews
	if json.Unmarshal(data, &r) != nil || r.Coach != coach || r.Hands == nil {
		return empty
	}
	return r
}

// SaveReviews writes the cache (temporary file and rename).
func SaveReviews(path string, r Reviews) error {
	if path == "" || r.Coach == "" {
		return nil
	}
	data, err := json.Marshal(r)
	if err != nil {
		return err
	}
	return WriteFile(path, data)
}
