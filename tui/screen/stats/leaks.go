package stats

import (
	"slices"
	"sync"

	tea "charm.land/bubbletea/v2"

	"razz/bots/review"
	"razz/tui/handlist"
	"razz/tui/recap"
	"razz/tui/recap/kept"
	"razz/tui/screen"
	"razz/tui/store"
	"razz/tui/widget"
)

// The Stats screen's leaks come from the history, as the History screen's
// day recap does: each hand played here (not imported) is reviewed by
// recap.Of, the recap's own code, so the two agree on every kind and cost.
// A review takes tens of milliseconds a hand, so the reviews are kept
// (tui/recap/kept, under this build of the coach, shared with the day
// recap) and the hands not reviewed yet go by in batches, newest first,
// while the screen shows the leaks found so far.

// leakBatch is how many hands one command reviews before the screen shows
// what they found.
const leakBatch = 6

// leaks is the review of the user's own hands, as far as it has got.
type leaks struct {
	gen   int
	path  string        // the cache; "" keeps none
	cache store.Reviews // nil Hands until read
	own   []string      // the keys of the hands played here, newest first
	todo  []handlist.Entry
	err   string
}

// leaksMsg is a batch of reviews (by key), or why they stopped.
type leaksMsg struct {
	gen  int
	done map[string]store.HandReview
	err  error
}

// start takes the history's hands (read by the screen's first command,
// with the cache) and returns the command reviewing the first batch of
// hands not reviewed yet.
func (lk *leaks) start(ctx screen.Context, entries []handlist.Entry, cache store.Reviews) tea.Cmd {
	lk.gen++
	lk.cache, lk.own, lk.todo, lk.err = cache, nil, nil, ""
	for i := len(entries) - 1; i >= 0; i-- {
		e := entries[i]
		if e.Source != "" {
			continue // imported: not the user's play here
		}
		k := store.ReviewKey(e.Number, e.Seed, e.Time, e.Length)
		lk.own = append(lk.own, k)
		if _, ok := cache.Hands[k]; !ok {
			lk.todo = append(lk.todo, e)
		}
	}
	return lk.next(ctx)
}

// next is the command reviewing the next batch; nil when all are done.
func (lk *leaks) next(ctx screen.Context) tea.Cmd {
	if len(lk.todo) == 0 {
		return nil
	}
	batch := slices.Clone(lk.todo[:min(leakBatch, len(lk.todo))]) // todo changes as batches come back
	gen, life := lk.gen, ctx.Lifetime()
	return func() tea.Msg {
		h, err := ctx.History()
		if err != nil {
			return leaksMsg{gen: gen, err: err}
		}
		done := map[string]store.HandReview{}
		var mu sync.Mutex
		var wg sync.WaitGroup
		errs := make([]error, len(batch))
		for i, e := range batch {
			wg.Go(func() {
				l, err := h.ReadAt(store.Summary{Offset: e.Offset, Length: e.Length})
				if err != nil {
					errs[i] = err
					return
				}
				r, err := kept.Review(life, l)
				if err != nil {
					errs[i] = err
					return
				}
				mu.Lock()
				done[store.ReviewKey(e.Number, e.Seed, e.Time, e.Length)] = r
				mu.Unlock()
			})
		}
		wg.Wait()
		for _, err := range errs {
			if err != nil {
				return leaksMsg{gen: gen, done: done, err: err}
			}
		}
		return leaksMsg{gen: gen, done: done}
	}
}

// done takes a batch of reviews, and returns the command that keeps them
// and the one reviewing the next batch.
func (lk *leaks) done(ctx screen.Context, m leaksMsg) tea.Cmd {
	if lk.cache.Hands == nil {
		return nil
	}
	for k, r := range m.done { // an older batch's reviews are good too
		lk.cache.Hands[k] = r
	}
	lk.todo = slices.DeleteFunc(lk.todo, func(e handlist.Entry) bool {
		_, ok := m.done[store.ReviewKey(e.Number, e.Seed, e.Time, e.Length)]
		return ok
	})
	if m.gen != lk.gen { // the screen opened again since: its own batches go on
		return nil
	}
	if m.err != nil {
		lk.err, lk.todo = widget.OneLine(m.err.Error()), nil
	}
	save := lk.save(ctx)
	if m.err != nil {
		return save
	}
	return tea.Batch(save, lk.next(ctx))
}

// save adds a copy of the cache to the file (a command), keeping what
// the day recap kept there meanwhile.
func (lk *leaks) save(ctx screen.Context) tea.Cmd {
	if lk.path == "" {
		return nil
	}
	c := make(map[string]store.HandReview, len(lk.cache.Hands))
	for k, r := range lk.cache.Hands {
		c[k] = r
	}
	path := lk.path
	return ctx.Saving(func() tea.Msg {
		_ = kept.Keep(path, c) // a cache: a failed save costs a review next time
		return nil
	})
}

// kinds sums the reviews of the hands played here by kind, costliest first
// (the recap's order), with how many hands are reviewed and how many wait.
func (lk *leaks) kinds() (ks []recap.Kind, reviewed, waiting int) {
	by := map[review.Kind]*recap.Kind{}
	for _, key := range lk.own {
		r, ok := lk.cache.Hands[key]
		if !ok {
			waiting++
			continue
		}
		if r.Reviewed {
			reviewed++
		}
		for _, k := range r.Kinds {
			x := by[review.Kind(k.Kind)]
			if x == nil {
				x = &recap.Kind{Kind: review.Kind(k.Kind)}
				by[x.Kind] = x
			}
			x.Count += k.Count
			x.CostBB += k.CostBB
		}
	}
	for _, k := range by {
		ks = append(ks, *k)
	}
	recap.SortKinds(ks)
	return ks, reviewed, waiting
}
