package history

import (
	"fmt"
	"runtime"
	"slices"
	"strings"
	"sync"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"razz/bots/record"
	"razz/engine"
	"razz/tui/handlist"
	"razz/tui/recap"
	"razz/tui/recap/kept"
	"razz/tui/screen"
	"razz/tui/store"
	"razz/tui/theme"
	"razz/tui/widget"
)

// dayRecap is the History screen's recap of one day's hands (d): the
// session in one look, and a key to practise each of the costliest. The
// coach reviews the day's hands in commands, a batch at a time, the
// recap saying how far it has got; a hand reviewed before (by an earlier
// recap, or by the Stats screen's leaks) is not reviewed again, and the
// reviews made here are kept for the next time (tui/recap/kept).
type dayRecap struct {
	day   string // "2026-11-29"
	lines []string
	hands []int // the costliest hands, for 1 to 3
	err   error
	ready bool

	// While the coach goes over the day: its hands as read, their keys in
	// the reviews kept, each one's review once there is one, and the
	// hands (their places) still to review.
	logs    []engine.HandLog
	keys    []string
	briefs  []*store.HandReview
	todo    []int
	passed  map[int]bool                // hands left out: not among the last dayLast to review
	total   int                         // hands to review when it began
	made    map[string]store.HandReview // the reviews made here, to keep
	keepIn  string                      // the reviews' file, "" for none
	summing bool
}

// dayLast is how many of a day's hands, the latest, the coach reviews
// for its recap, as an import's recap does (a day of hands imported with
// no time can be a year's: the result and bb/100 count every hand).
var dayLast = 1000

// dayBatch is how many hands one command reviews, each on a goroutine of
// its own, before the recap says how far it has got: two a core.
func dayBatch() int { return 2 * runtime.GOMAXPROCS(0) }

// dayReadMsg is the day's hands and the reviews kept of them.
type dayReadMsg struct {
	d    *dayRecap
	logs []engine.HandLog
	keys []string
	can  []bool // whether the coach can review each (the user's seat and cards known)
	kept store.Reviews
	err  error
}

// dayReviewedMsg is a batch of the day's hands reviewed (by their place).
type dayReviewedMsg struct {
	d    *dayRecap
	done map[int]store.HandReview
	err  error
}

type dayRecapMsg struct {
	d   *dayRecap
	r   recap.Recap
	err error
}

// recapDay puts the recap of the day of e over the list, and returns the
// command reading its hands and the reviews kept of them.
func (s *historyScreen) recapDay(e handlist.Entry) tea.Cmd {
	day := s.dayOf(e)
	var es []handlist.Entry
	for _, x := range s.all {
		if s.dayOf(x) == day {
			es = append(es, x)
		}
	}
	d := &dayRecap{day: day, keepIn: store.ReviewsIn(s.ctx.DataDir())}
	s.cover.put(d)
	return func() tea.Msg {
		h, err := s.ctx.History()
		if err != nil {
			return dayReadMsg{d: d, err: err}
		}
		m := dayReadMsg{d: d, kept: kept.Load(d.keepIn)}
		for _, x := range es {
			l, err := h.ReadAt(store.Summary{Offset: x.Offset, Length: x.Length})
			if err != nil {
				return dayReadMsg{d: d, err: err}
			}
			rec := record.Open(l)
			m.logs = append(m.logs, l)
			m.keys = append(m.keys, store.ReviewKey(x.Number, x.Seed, x.Time, x.Length))
			m.can = append(m.can, rec.You() != 0 && rec.Seen(rec.You()) == nil)
		}
		return m
	}
}

// read takes the day's hands and the reviews kept, and returns the
// command reviewing the first batch of the others (or summing up).
func (d *dayRecap) read(ctx screen.Context, m dayReadMsg) tea.Cmd {
	if m.err != nil {
		d.ready, d.err = true, m.err
		return nil
	}
	d.logs, d.keys = m.logs, m.keys
	d.briefs = make([]*store.HandReview, len(m.logs))
	d.made, d.passed = map[string]store.HandReview{}, map[int]bool{}
	for i, k := range m.keys {
		if r, ok := m.kept.Hands[k]; ok {
			d.briefs[i] = &r
		} else if m.can[i] {
			d.todo = append(d.todo, i)
		} else { // nothing to review: kept as the coach's review would say
			d.briefs[i] = &store.HandReview{}
			d.made[k] = *d.briefs[i]
		}
	}
	if n := len(d.todo) - dayLast; n > 0 {
		for _, i := range d.todo[:n] {
			d.passed[i] = true
		}
		d.todo = d.todo[n:]
	}
	d.total = len(d.todo)
	return d.next(ctx)
}

// next is the command reviewing the next batch of hands, or, once every
// hand has its review, the one summing them up and keeping the reviews
// made here.
func (d *dayRecap) next(ctx screen.Context) tea.Cmd {
	if len(d.todo) > 0 {
		batch := d.todo[:min(dayBatch(), len(d.todo))]
		d.todo = d.todo[len(batch):]
		logs, life := d.logs, ctx.Lifetime()
		return func() tea.Msg {
			done := make(map[int]store.HandReview, len(batch))
			errs := make([]error, len(batch))
			revs := make([]store.HandReview, len(batch))
			var wg sync.WaitGroup
			for j, i := range batch {
				wg.Go(func() { revs[j], errs[j] = kept.Review(life, logs[i]) })
			}
			wg.Wait()
			for j, i := range batch {
				if errs[j] != nil {
					return dayReviewedMsg{d: d, err: errs[j]}
				}
				done[i] = revs[j]
			}
			return dayReviewedMsg{d: d, done: done}
		}
	}
	d.summing = true
	logs, briefs, passed, made, path := d.logs, d.briefs, d.passed, d.made, d.keepIn
	sum := func() tea.Msg {
		r := recap.OfWith(logs, recap.Options{Kept: func(i int) (recap.Brief, bool) {
			if passed[i] {
				return recap.Brief{Passed: true}, true
			}
			if briefs[i] == nil {
				return recap.Brief{}, false
			}
			return kept.Brief(*briefs[i]), true
		}})
		return dayRecapMsg{d: d, r: r}
	}
	if len(made) == 0 {
		return sum
	}
	return tea.Batch(sum, ctx.Saving(func() tea.Msg {
		_ = kept.Keep(path, made) // a cache: a failed save costs a review next time
		return nil
	}))
}

// reviewed takes a batch of reviews, and returns the command for what
// comes next: the next batch, or, once the recap is closed (open false),
// none but keeping the reviews made so far.
func (d *dayRecap) reviewed(ctx screen.Context, m dayReviewedMsg, open bool) tea.Cmd {
	for i, r := range m.done {
		d.briefs[i] = &r
		d.made[d.keys[i]] = r
	}
	if m.err != nil || !open {
		d.ready, d.err, d.todo = true, m.err, nil
		made, path := d.made, d.keepIn
		return ctx.Saving(func() tea.Msg {
			_ = kept.Keep(path, made)
			return nil
		})
	}
	return d.next(ctx)
}

// dayOf is the day a hand ended on, in the screens' time zone; "" for a
// hand with no time (imported without one).
func (s *historyScreen) dayOf(e handlist.Entry) string {
	if t := e.When(); !t.IsZero() {
		return s.ctx.Local(t).Format("2006-01-02")
	}
	return ""
}

// recapCover is what covers the History list: the day's recap on the
// overlay stack, with its figures.
type recapCover struct {
	ov  widget.Overlays
	day *dayRecap
}

// put puts recap d over the list.
func (c *recapCover) put(d *dayRecap) {
	c.day = d
	c.ov.Push(widget.Box{Title: "Recap of " + d.day})
}

// on: the day's recap covers the list.
func (c *recapCover) on() bool { return c.ov.Has(widget.OverBox) }

// off closes the recap.
func (c *recapCover) off() {
	c.ov.Close()
	c.day = nil
}

func (d *dayRecap) done(msg dayRecapMsg) {
	d.ready, d.err, d.summing = true, msg.err, false
	d.logs, d.briefs, d.made = nil, nil, nil
	d.lines = msg.r.Lines()
	d.hands = nil
	for _, c := range msg.r.Costliest {
		d.hands = append(d.hands, c.Hand)
	}
}

// progress is what the recap says while the coach goes over the hands.
func (d *dayRecap) progress() string {
	switch {
	case d.logs == nil && !d.summing:
		return "Reading the day's hands…"
	case d.total == 0 || d.summing:
		return "Adding up the day's hands…"
	}
	return fmt.Sprintf("The coach is going over the day's hands: %d of %d reviewed…", len(d.made), d.total)
}

// key handles a key while the recap is shown: the practise keys (1 to 3,
// keys.History.RecapPractise) practise a costly hand (its number), any
// other closes the recap.
func (d *dayRecap) key(b key.Binding, k tea.KeyPressMsg) (practise int) {
	if i := slices.Index(b.Keys(), k.String()); key.Matches(k, b) && i < len(d.hands) {
		return d.hands[i]
	}
	return 0
}

func (d *dayRecap) view(t *theme.Theme, w int) string {
	title := "Recap of " + d.day
	if d.day == "" {
		title = "Recap of the hands with no time"
	}
	out := []string{t.Title.Render(title), ""}
	switch {
	case d.err != nil:
		out = append(out, t.Warn.Render(widget.Truncate("The hands could not be read: "+d.err.Error(), w)))
	case !d.ready:
		out = append(out, t.Subtle.Render(widget.Truncate(d.progress(), w)))
	default:
		for _, l := range d.lines { // a line the screen is too narrow for goes on the next, whole
			ls := []string{l}
			if ansi.StringWidth(l) > w {
				ls = widget.Wrap(l, w)
			}
			for _, x := range ls {
				out = append(out, t.Text.Render(x))
			}
		}
		if len(d.hands) > 0 {
			var ks []string
			for i, n := range d.hands {
				ks = append(ks, fmt.Sprintf("%d practise hand %d", i+1, n)) // a key and what it does, as the footers say "q close"
			}
			out = append(out, "", t.Accent.Render(widget.Truncate(strings.Join(ks, " · "), w)))
		}
	}
	closes := "any key closes the recap"
	if d.ready && len(d.hands) > 0 {
		closes = "any other key closes the recap" // other than a hand's number above
	}
	return strings.Join(append(out, "", t.Subtle.Render(closes)), "\n")
}
