// Package recap sums up a session of hands for the user in one look: the
// Razz hands, the result and bb/100, the coach's mistakes by kind with
// their cost, and the three costliest hands. History import prints it
// after a file; the History screen shows it for a day's hands.
//
// It owns only the arithmetic and its words: it imports engine, bots,
// bots/review (the coach) and bots/record (who "you" are); never a
// terminal package, the store or the clock.
package recap

import (
	"context"
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

	"razz/bots"
	"razz/bots/record"
	"razz/bots/review"
	"razz/engine"
)

// Kind is one kind of mistake in the session.
type Kind struct {
	Kind   review.Kind
	Count  int
	CostBB float64
}

// Costly is one of the session's costliest hands: what its mistakes cost.
type Costly struct {
	Hand     int // the hand's number in the history
	CostBB   float64
	Mistakes int
	ResultBB float64
}

// Recap is a session for the user.
type Recap struct {
	Hands     int     // Razz hands the user was dealt in
	Reviewed  int     // of those, the hands the coach could review (the user's cards known)
	Passed    int     // hands that could be reviewed, left out by Options.Last
	Result    int     // chips won (+) or lost, cents when Currency is set
	Currency  string  // "USD" when every hand was in one currency, else ""
	NetBB     float64 // the result in big bets
	BBPer100  float64
	Lo, Hi    float64 // the 95% interval of BBPer100
	Decisions int
	Mistakes  int
	CostBB    float64
	Kinds     []Kind   // costliest first
	Costliest []Costly // up to three, costliest first
	// Spots are every mistake, for the "Your mistakes" drill: the hand's
	// number and the decision's place in its actions.
	Spots []Spot
}

// Spot is one mistake of the session.
type Spot struct {
	Hand, Index int
	Kind        review.Kind
	CostBB      float64
}

// Options say how OfWith reviews the hands: on how many goroutines (0
// for one), and whom to tell after each hand reviewed (called from the
// goroutine that called OfWith).
type Options struct {
	Workers  int
	Reviewed func(done, total int)
	// Last reviews only the last Last hands of the user's that can be
	// reviewed (0: every one): a year of hands imported at once is
	// summed up whole, its mistakes read from its latest hands.
	Last int
	// Context, once done, stops the reviews (review.ReviewContext): the
	// user has gone (razz serve). The recap is then partial: a caller
	// that passes one reads ctx.Err() after, and throws such a recap
	// away. Nil: a context never done.
	Context context.Context
	// Kept, when set, is the review of hand i of the logs kept from an
	// earlier recap, if there is one: that hand is not reviewed again,
	// and its mistakes count by its brief (a brief keeps no decision's
	// place, so they are not among Spots).
	Kept func(i int) (Brief, bool)
	// Made, when set, is told each hand reviewed here (one Kept gave no
	// review of) with its review, for a cache to keep: called by
	// Tally.Recap, on its goroutine, in the hands' order.
	Made func(l engine.HandLog, rev review.Hand)
}

// Brief is one hand's review as a recap counts it, which a cache keeps:
// whether the coach reviewed it, its decisions and its mistakes by kind.
type Brief struct {
	Reviewed  bool // false: the user's cards are not known, no seat is the user's, or the review failed
	Passed    bool // not reviewed: it is not among the last hands a recap reviews (Options.Last's)
	Decisions int
	Kinds     []Kind
}

// Brief is the review of a recap of one hand, for a cache: the recap
// of hands whose briefs are kept (Options.Kept) counts it as it counted
// the hand.
func (r Recap) Brief() Brief {
	return Brief{Reviewed: r.Reviewed > 0, Decisions: r.Decisions, Kinds: r.Kinds}
}

// reviewAll reviews, for the user, every record of recs (each one the
// user's cards are known in), on o.Workers goroutines.
func reviewAll(recs []record.Record, o Options) []reviewed {
	out := make([]reviewed, len(recs))
	ctx := o.Context
	if ctx == nil {
		ctx = context.Background()
	}
	work, done := make(chan int), make(chan struct{})
	for range max(1, o.Workers) {
		go func() {
			for i := range work {
				out[i].rev, out[i].err = review.ReviewContext(ctx, recs[i], recs[i].You())
				done <- struct{}{}
			}
		}()
	}
	go func() {
		for i := range recs {
			work <- i
		}
		close(work)
	}()
	for n := range recs {
		<-done
		if o.Reviewed != nil {
			o.Reviewed(n+1, len(recs))
		}
	}
	return out
}

// reviewed is the coach's review of one hand, or why there is none.
type reviewed struct {
	rev review.Hand
	err error
}

// OfWith sums up hands for the user (record.Record.You), reviewing them
// as o says; hands the user was not dealt in count nothing.
func OfWith(logs []engine.HandLog, o Options) Recap {
	t := NewTally(o)
	for _, l := range logs {
		t.Add(l)
	}
	return t.Recap()
}

// A Tally sums up hands given one at a time, as OfWith sums up a slice of
// them, holding of them only those it will review: with Options.Last,
// the last Last of the user's hands that can be reviewed, so that a year
// of hands imported is summed up in the memory of those. Options.Kept's
// i is a hand's place among those added, from 0.
type Tally struct {
	o          Options
	r          Recap
	sumSq      float64
	currencies map[string]bool
	added      int                   // the hands added
	kinds      map[review.Kind]*Kind // the mistakes of the kept briefs (Options.Kept)
	costly     []Costly              // the kept briefs' hands with mistakes
	costlyAt   []int                 // the place of each among the hands added
	kept       []toReview            // the hands to review, oldest first (a ring of o.Last when Last > 0)
	next       int                   // with a full ring, the oldest kept
}

// toReview is a hand a tally reviews, with its place among those added.
type toReview struct {
	rec record.Record
	at  int
}

// NewTally is a tally of no hands yet, to review as o says.
func NewTally(o Options) *Tally {
	return &Tally{o: o, currencies: map[string]bool{}, kinds: map[review.Kind]*Kind{}}
}

// Add counts a hand: its result for the user (record.Record.You), its
// kept review (Options.Kept) if it has one, else the hand kept for the
// review when the user's cards are known.
func (t *Tally) Add(l engine.HandLog) {
	at := t.added
	t.added++
	rec := record.Open(l)
	seat := rec.You()
	if seat == 0 {
		return
	}
	start := 0
	for _, s := range l.Seats {
		if s.Seat == seat {
			start = s.Stack
		}
	}
	t.r.Hands++
	won := l.StacksAfter[strconv.Itoa(seat)] - start
	bb := float64(won) / float64(max(l.Limits.BigBet, 1))
	t.r.Result += won
	t.r.NetBB += bb
	t.sumSq += bb * bb
	t.currencies[l.Currency] = true
	if t.o.Kept != nil {
		if b, ok := t.o.Kept(at); ok {
			switch {
			case b.Passed:
				t.r.Passed++
			case b.Reviewed:
				t.r.addBrief(l.Hand, bb, b, t.kinds, &t.costly)
				for len(t.costlyAt) < len(t.costly) {
					t.costlyAt = append(t.costlyAt, at)
				}
			}
			return
		}
	}
	if rec.Seen(seat) != nil {
		return
	}
	if t.o.Last <= 0 || len(t.kept) < t.o.Last {
		t.kept = append(t.kept, toReview{rec, at})
		return
	}
	t.kept[t.next] = toReview{rec, at} // the oldest gives way: left to razz review
	t.next = (t.next + 1) % len(t.kept)
	t.r.Passed++
}

// Kept is the hands the recap reviews, oldest first: those its mistakes
// (Recap.Spots) are in.
func (t *Tally) Kept() []engine.HandLog {
	out := make([]engine.HandLog, 0, len(t.kept))
	for i := range t.kept {
		out = append(out, t.kept[(t.next+i)%len(t.kept)].rec.Log)
	}
	return out
}

// Recap reviews the hands kept and sums up every hand added.
func (t *Tally) Recap() Recap {
	recs := make([]record.Record, len(t.kept))
	ats := make([]int, len(t.kept))
	for i := range t.kept {
		k := t.kept[(t.next+i)%len(t.kept)]
		recs[i], ats[i] = k.rec, k.at
	}
	reviews := reviewAll(recs, t.o)
	r := t.r
	kinds := map[review.Kind]*Kind{}
	for kind, k := range t.kinds {
		c := *k
		kinds[kind] = &c
	}
	costly, costlyAt := slices.Clone(t.costly), slices.Clone(t.costlyAt)
	for i, rec := range recs {
		l := rec.Log
		rev, err := reviews[i].rev, reviews[i].err
		if err != nil {
			continue
		}
		if t.o.Made != nil {
			t.o.Made(l, rev)
		}
		r.addBrief(l.Hand, resultBB(rec), BriefOf(rev), kinds, &costly)
		for len(costlyAt) < len(costly) {
			costlyAt = append(costlyAt, ats[i])
		}
		for _, d := range rev.Decisions {
			if d.Mistake {
				r.Spots = append(r.Spots, Spot{Hand: l.Hand, Index: d.Index, Kind: d.Kind, CostBB: d.CostBB})
			}
		}
	}
	if len(t.currencies) == 1 {
		for c := range t.currencies {
			r.Currency = c
		}
	}
	r.BBPer100, r.Lo, r.Hi = bots.BBPer100(r.Hands, r.NetBB, t.sumSq)
	for _, k := range kinds {
		r.Kinds = append(r.Kinds, *k)
	}
	SortKinds(r.Kinds)
	// The costliest in the hands' order (kept briefs and reviews alike)
	// where their costs are the same.
	order := make([]int, len(costly))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool { return costlyAt[order[i]] < costlyAt[order[j]] })
	sorted := make([]Costly, len(costly))
	for i, o := range order {
		sorted[i] = costly[o]
	}
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].CostBB > sorted[j].CostBB })
	r.Costliest = sorted[:min(3, len(sorted))]
	return r
}

// resultBB is the user's result in a hand, in big bets.
func resultBB(rec record.Record) float64 {
	l, seat := rec.Log, rec.You()
	for _, s := range l.Seats {
		if s.Seat == seat {
			return float64(l.StacksAfter[strconv.Itoa(seat)]-s.Stack) / float64(max(l.Limits.BigBet, 1))
		}
	}
	return 0
}

// BriefOf is a hand's review in brief, as a recap counts it: the table
// keeps the review it made when the hand ended so, and a recap of the
// hand then reviews it no more.
func BriefOf(rev review.Hand) Brief {
	b := Brief{Reviewed: true, Decisions: len(rev.Decisions)}
	at := map[review.Kind]int{}
	for _, d := range rev.Decisions {
		if !d.Mistake {
			continue
		}
		i, ok := at[d.Kind]
		if !ok {
			i = len(b.Kinds)
			at[d.Kind] = i
			b.Kinds = append(b.Kinds, Kind{Kind: d.Kind})
		}
		b.Kinds[i].Count++
		b.Kinds[i].CostBB += d.CostBB
	}
	SortKinds(b.Kinds)
	return b
}

// SortKinds puts the costliest kind first (then by name), as a recap
// lists them.
func SortKinds(ks []Kind) {
	sort.Slice(ks, func(i, j int) bool {
		if ks[i].CostBB != ks[j].CostBB {
			return ks[i].CostBB > ks[j].CostBB
		}
		return ks[i].Kind < ks[j].Kind
	})
}

// addBrief counts a hand's kept review (hand: its number, bb: its
// result) as a review made here would count.
func (r *Recap) addBrief(hand int, bb float64, b Brief, kinds map[review.Kind]*Kind, costly *[]Costly) {
	r.Reviewed++
	r.Decisions += b.Decisions
	c := Costly{Hand: hand, ResultBB: bb}
	for _, k := range b.Kinds {
		r.Mistakes += k.Count
		r.CostBB += k.CostBB
		c.Mistakes += k.Count
		c.CostBB += k.CostBB
		x := kinds[k.Kind]
		if x == nil {
			x = &Kind{Kind: k.Kind}
			kinds[k.Kind] = x
		}
		x.Count += k.Count
		x.CostBB += k.CostBB
	}
	if c.Mistakes > 0 {
		*costly = append(*costly, c)
	}
}

// Money is the result as the hands counted it: "+$1.52" with a currency,
// else "+152 chips".
func (r Recap) Money() string {
	m := engine.Money(r.Currency)
	if m.Cash() {
		return m.Signed(r.Result)
	}
	return m.Signed(r.Result) + " chips"
}

// Lines is the recap in a few lines of at most 78 columns: the hands and
// result, the mistakes by kind, the costliest hands.
func (r Recap) Lines() []string {
	if r.Hands == 0 {
		return []string{"No Razz hand of yours in these hands."}
	}
	head := fmt.Sprintf("%d Razz hand%s: %s (%+.1f big bets", r.Hands, plural(r.Hands), r.Money(), r.NetBB)
	if r.Hands > 1 && !math.IsNaN(r.BBPer100) {
		head += fmt.Sprintf(", %+.0f BB/100", r.BBPer100) // big bets, as the table's session and Stats write them
	}
	out := []string{head + ")"}
	if r.Passed > 0 {
		out = append(out, fmt.Sprintf("The coach reviewed your last %d hands; razz review reviews the %d before them.", r.Reviewed, r.Passed))
	}
	if n := r.Hands - r.Reviewed - r.Passed; n > 0 {
		out = append(out, fmt.Sprintf("%d hand%s not reviewed: your down cards are not in the file, or a seat past 8.", n, plural(n)))
	}
	if r.Reviewed == 0 {
		return out
	}
	mistakes := "no mistakes" // not "0 mistakes costing about 0.00 big bets", as review.Summary says it
	if r.Mistakes > 0 {
		mistakes = fmt.Sprintf("%d mistake%s costing about %.2f big bets", r.Mistakes, plural(r.Mistakes), r.CostBB)
	}
	out = append(out, fmt.Sprintf("%d decision%s, %s", r.Decisions, plural(r.Decisions), mistakes))
	for _, k := range r.Kinds {
		label := k.Kind.Label()
		if len(label) > 52 {
			label = label[:51] + "…"
		}
		out = append(out, fmt.Sprintf("  %-52s %3d  %6.2f BB", label, k.Count, k.CostBB)) // big bets, as Stats and the table write them
	}
	if len(r.Costliest) > 0 {
		var hs []string
		for _, c := range r.Costliest {
			hs = append(hs, fmt.Sprintf("#%d (%.2f BB)", c.Hand, c.CostBB))
		}
		out = append(out, "Costliest: "+strings.Join(hs, ", "))
	}
	return out
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
