package quiz

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"razz/bots/review"
	"razz/engine"
	"razz/engine/narrate"
	"razz/tui/drill"
	"razz/tui/recap"
	"razz/tui/screen"
	"razz/tui/screen/table"
	"razz/tui/store"
	"razz/tui/widget"
)

// The warm-up (`razz warmup`) is a timed routine for before a session: a
// mixed round of quiz questions, each from a drill drawn with the user's
// weak drills weighted up, then fast hands at the table (no boxes, quick
// bots, the next hand dealt by itself), and one summary screen: accuracy
// and speed by drill against the user's last warm-ups, the hands' result
// and the coach's mistakes. The quiz and the table are the quiz and table
// screens, driven from here.

// WarmupOptions come from `razz warmup` flags.
type WarmupOptions struct {
	Minutes int    // the whole routine; half quiz, half hands
	Seed    uint64 // the questions' seed
	// HandClock: the seconds are counted by warmupTickMsgs sent from
	// outside, not by the warm-up's own ticks, and a flashing question's
	// frames go by at once: for tests, whose driver (tui/tuitest) runs a
	// tick's command to its end, seconds of sleep a tick.
	HandClock bool
}

type warmupPhase int

const (
	warmQuiz warmupPhase = iota
	warmHands
	warmDone
)

// warmupTickMsg counts the warm-up's seconds; gen tells old clocks apart.
type warmupTickMsg struct{ gen int }

// warmupsReadMsg is the user's earlier warm-ups.
type warmupsReadMsg struct {
	past []store.Warmup
	err  error
}

// warmupSavedMsg is the warm-up with the coach's review of its hands, and
// how its save went.
type warmupSavedMsg struct {
	res   store.Warmup
	kinds []recap.Kind
	err   error
}

// warmupsShown is how many earlier warm-ups the summary compares with.
const warmupsShown = 5

type warmup struct {
	ctx   screen.Context
	o     WarmupOptions
	table table.Options // the table the hands are played at
	w, h  int

	phase    warmupPhase
	left     int // seconds left in the whole warm-up
	quizLeft int // seconds left for the quiz part
	gen      int
	now      func() time.Time

	z      *quiz
	shown  time.Time // when the question on screen appeared
	drills map[string]*store.WarmupDrill
	picked int // questions dealt: the draw's index

	tb               *table.Table
	logs             []engine.HandLog // the hands played, as they ended
	revs             []*review.Hand   // the table's review of each, once it has come
	ending           bool             // time is up: the hand in play is the last
	reviewing        bool             // the coach is going over the hands
	kinds            []recap.Kind     // the mistakes it found, by kind
	result           store.Warmup
	past             []store.Warmup
	pastErr, saveErr error
}

// NewWarmup is the warm-up screen, its hands played at the table tab.
func NewWarmup(ctx screen.Context, o WarmupOptions, tab table.Options) screen.Screen {
	return newWarmup(ctx, o, tab)
}

func newWarmup(ctx screen.Context, o WarmupOptions, tab table.Options) *warmup {
	if o.Minutes <= 0 {
		o.Minutes = 10
	}
	return &warmup{ctx: ctx, o: o, table: tab, left: o.Minutes * 60, quizLeft: o.Minutes * 30, now: time.Now,
		drills: map[string]*store.WarmupDrill{}}
}

func (w *warmup) Title() string {
	switch w.phase {
	case warmQuiz:
		return "Warm-up · quiz · " + clock(w.quizLeft) + " then hands"
	case warmHands:
		if w.ending {
			return "Warm-up · last hand"
		}
		return "Warm-up · hands · " + clock(w.left) + " left"
	}
	return "Warm-up · summary"
}

func clock(s int) string { return fmt.Sprintf("%d:%02d", max(s, 0)/60, max(s, 0)%60) }

func (w *warmup) SetSize(width, height int) {
	w.w, w.h = width, height
	if w.z != nil {
		w.z.SetSize(width, height)
	}
	if w.tb != nil {
		w.tb.SetSize(width, height)
	}
}

// Init starts the clock and the first question, and reads the earlier
// warm-ups for the summary.
func (w *warmup) Init() tea.Cmd {
	w.z = newQuiz(w.ctx, Options{Drill: w.pick(), Chosen: true, Level: drill.Mixed, Seed: w.o.Seed})
	if w.o.HandClock { // the frames of a flashing question go by at once
		w.z.after = func(_ time.Duration, f func(time.Time) tea.Msg) tea.Cmd {
			return func() tea.Msg { return f(time.Time{}) }
		}
	}
	w.z.SetSize(w.w, w.h)
	w.z.start()
	w.shown = w.now()
	w.gen++
	dir := w.ctx.DataDir()
	return tea.Batch(w.tick(), w.z.fr.tick(), func() tea.Msg {
		past, err := store.OpenWarmups(dir).Load()
		return warmupsReadMsg{past, err}
	})
}

// Enter: the menu's way in is razz warmup's; a new warm-up each time.
func (w *warmup) Enter() tea.Cmd {
	width, height := w.w, w.h
	*w = *newWarmup(w.ctx, w.o, w.table)
	w.SetSize(width, height)
	return w.Init()
}

func (w *warmup) tick() tea.Cmd {
	if w.o.HandClock {
		return nil
	}
	gen := w.gen
	return tea.Tick(time.Second, func(time.Time) tea.Msg { return warmupTickMsg{gen} })
}

// pick draws the next question's drill, each weighted by the user's error
// rate in it (1 + 4 × the rate; a drill never played counts as half
// wrong), so the warm-up leans toward the weak drills. The mistakes drill
// joins once the coach has kept spots.
func (w *warmup) pick() drill.Drill {
	var ds []drill.Drill
	var weight []float64
	total := 0.0
	rec := w.ctx.Record().Get()
	for _, d := range drill.All() {
		if d == drill.Mistakes && len(rec.Spots) == 0 {
			continue
		}
		answered, wrong := 0, 0
		for l := range drill.NumDifficulties {
			t := rec.Tally(d.ID(), l.String())
			answered += t.Answered
			wrong += t.Answered - t.Right
		}
		rate := 0.5
		if answered > 0 {
			rate = float64(wrong) / float64(answered)
		}
		ds, weight = append(ds, d), append(weight, 1+4*rate)
		total += 1 + 4*rate
	}
	x := rand.New(rand.NewPCG(w.o.Seed^0x3a7e, uint64(w.picked))).Float64() * total
	w.picked++
	for i, wt := range weight {
		if x < wt {
			return ds[i]
		}
		x -= wt
	}
	return ds[len(ds)-1]
}

func (w *warmup) Typing() bool { return w.phase == warmQuiz && w.z.Typing() }

// BackCmd: q in the quiz goes on to the hands; in the hands it makes the
// hand in play the last (or ends the warm-up between hands); on the
// summary it goes back to the menu.
func (w *warmup) Back() (bool, tea.Cmd) {
	switch w.phase {
	case warmQuiz:
		return true, w.startHands()
	case warmHands:
		if w.tb.Covered() {
			return w.tb.Back()
		}
		w.ending = true
		return true, w.maybeEnd()
	}
	return false, nil
}

// Help is the keys of the part in play, and what q (esc while typing)
// does here: it goes on to the hands, or makes this hand the last; the
// root's "q back" would say it goes back.
func (w *warmup) Help() []key.Binding {
	back := w.ctx.Keys().Global.Back
	switch w.phase {
	case warmQuiz:
		if w.z.Typing() {
			back = w.ctx.Keys().Global.Esc
		}
		back.SetHelp(back.Help().Key, "on to the hands")
		return append(w.z.Help(), back)
	case warmHands: // ? is the root's here: the warm-up lists the table's keys
		bs := slices.DeleteFunc(w.tb.Help(), func(b key.Binding) bool { return b.Help().Key == "?" })
		if w.tb.Covered() {
			return bs // q closes the box
		}
		back.SetHelp(back.Help().Key, "last hand")
		return append(bs, back)
	}
	return nil
}

// FullHelp is the keys of the part in play, for ?.
func (w *warmup) FullHelp() [][]key.Binding {
	switch w.phase {
	case warmQuiz:
		return w.z.FullHelp()
	case warmHands:
		return table.KeyList(w.ctx.Keys(), w.table.Table.Rules.OpenPairDouble)
	}
	return [][]key.Binding{} // the summary: the keys that work everywhere
}

func (w *warmup) Update(msg tea.Msg) (tea.Cmd, []tea.Msg) {
	switch msg := msg.(type) {
	case warmupTickMsg:
		if msg.gen != w.gen || w.phase == warmDone {
			return nil, nil
		}
		w.left--
		if w.phase == warmQuiz {
			if w.quizLeft--; w.quizLeft <= 0 {
				return tea.Batch(w.startHands(), w.tick()), nil
			}
		} else if w.left <= 0 {
			w.ending = true
			if cmd := w.maybeEnd(); w.phase == warmDone {
				return cmd, nil
			}
		}
		return w.tick(), nil
	case warmupsReadMsg:
		w.past, w.pastErr = msg.past, msg.err
		return nil, nil
	case warmupSavedMsg:
		w.result, w.kinds, w.saveErr, w.reviewing = msg.res, msg.kinds, msg.err, false
		return nil, nil
	case quizFrameMsg: // a flashing question's frames go by on their own
		if w.phase == warmQuiz {
			return w.quizFrames(func() tea.Cmd { return w.z.fr.next(msg) }), nil
		}
		return nil, nil
	case tea.KeyPressMsg:
		switch w.phase {
		case warmQuiz:
			return w.quizFrames(func() tea.Cmd { return w.quizKey(msg) }), nil
		case warmDone:
			return nil, nil
		}
	}
	if w.phase == warmHands { // the table's messages: bots, saves, reviews, ticks
		cmd, sends := w.tb.Update(msg)
		return tea.Batch(cmd, w.maybeEnd()), sends
	}
	return nil, nil
}

// quizFrames runs f, a step of the quiz; when it ends a flashing
// question's frames, the answer's time starts then: the frames' seconds
// are no slowness of the user's.
func (w *warmup) quizFrames(f func() tea.Cmd) tea.Cmd {
	was := w.z.fr.on()
	cmd := f()
	if was && !w.z.fr.on() {
		w.shown = w.now()
	}
	return cmd
}

// quizKey gives the key to the quiz, counts an answer by drill with the
// time it took, and deals the next question from a new draw (a flashing
// one starts its frames' clock).
func (w *warmup) quizKey(k tea.KeyPressMsg) tea.Cmd {
	z := w.z
	if z.state == quizFeedback && key.Matches(k, w.ctx.Keys().Quiz.Next) {
		z.o.Drill = w.pick()
		z.next()
		w.shown = w.now()
		return z.fr.tick()
	}
	asked := z.asked
	cmd, _ := z.Update(k) // the quiz asks nothing of the app
	if z.asked > asked {
		id := z.o.Drill.ID()
		d := w.drills[id]
		if d == nil {
			d = &store.WarmupDrill{}
			w.drills[id] = d
		}
		d.Asked++
		if z.right {
			d.Right++
		}
		d.Seconds += w.now().Sub(w.shown).Seconds()
	}
	return cmd
}

// startHands ends the quiz part and sits the user at a fast table: no
// boxes, quick bots, the next hand dealt after a second.
func (w *warmup) startHands() tea.Cmd {
	if w.phase != warmQuiz {
		return nil
	}
	w.phase = warmHands
	w.quizLeft = 0
	w.tb = table.New(w.ctx, w.table, fastPrefs(w.ctx.Prefs())) // the menu's Play keeps the user's own
	w.logs, w.revs = nil, nil
	w.tb.OnHand(func(l engine.HandLog) { w.logs, w.revs = append(w.logs, l), append(w.revs, nil) }) // for the summary
	w.tb.OnReview(w.reviewed)
	w.tb.SetSize(w.w, w.h)
	return w.tb.Enter()
}

// fastPrefs are the warm-up's table's: no boxes, quick bots, the next
// hand dealt by itself.
func fastPrefs(p screen.Prefs) screen.Prefs {
	p.Learn, p.Coach = false, false
	p.Speed = min(p.Speed, 150*time.Millisecond)
	if p.AutoDeal <= 0 {
		p.AutoDeal = time.Second
	}
	return p
}

// maybeEnd ends the warm-up once time is up and no hand is in play, and
// saves it.
func (w *warmup) maybeEnd() tea.Cmd {
	if w.phase != warmHands || !w.ending || !w.tb.Idle() {
		return nil
	}
	w.phase = warmDone
	w.gen++
	w.tb.StopAutoDeal()
	res := store.Warmup{Time: w.now().UTC().Format(time.RFC3339), Minutes: w.o.Minutes, Drills: map[string]store.WarmupDrill{}}
	for id, d := range w.drills {
		res.Drills[id] = *d
	}
	res.Hands, res.ResultBB = w.tb.Result()
	w.result, w.reviewing = res, true
	// The hands' mistakes as the day recap and Stats count them: the
	// reviews the table made (and kept) as they ended, the coach
	// reviewing only a hand whose review has not come back (the last
	// one's may not have); then the warm-up is kept with them.
	dir, logs, revs := w.ctx.DataDir(), w.logs, slices.Clone(w.revs)
	return w.ctx.Saving(func() tea.Msg {
		r := recap.OfWith(logs, recap.Options{Kept: func(i int) (recap.Brief, bool) {
			if revs[i] == nil {
				return recap.Brief{}, false
			}
			return recap.BriefOf(*revs[i]), true
		}})
		res.Mistakes, res.CostBB = r.Mistakes, r.CostBB
		return warmupSavedMsg{res, r.Kinds, store.OpenWarmups(dir).Add(res)}
	})
}

// reviewed takes the table's review of a hand played: the hand's, among
// those ended, that has the same deal (its number may be the history's,
// not the one it ended with).
func (w *warmup) reviewed(l engine.HandLog, rev review.Hand) {
	for i := len(w.logs) - 1; i >= 0; i-- {
		if w.revs[i] == nil && w.logs[i].Seed == l.Seed && maps.EqualFunc(w.logs[i].Deal, l.Deal, slices.Equal) {
			w.revs[i] = &rev
			return
		}
	}
}

func (w *warmup) View() string {
	switch w.phase {
	case warmQuiz:
		return w.z.View()
	case warmHands:
		return w.tb.View()
	}
	return w.summary()
}

// summary is the warm-up's one screen of figures: each drill's accuracy and
// seconds an answer against the last warm-ups', then the hands.
func (w *warmup) summary() string {
	t := w.ctx.Theme()
	r := w.result
	past := w.past[max(len(w.past)-warmupsShown, 0):]
	var b strings.Builder
	title := fmt.Sprintf("Warm-up over: %d minutes", r.Minutes)
	if w.left > 0 { // q ended it early: say how long it took
		title = fmt.Sprintf("Warm-up over after %s (of %d minutes)", clock(r.Minutes*60-w.left), r.Minutes)
	}
	b.WriteString(t.Title.Render(title) + "\n\n")
	last := "the last warm-ups"
	if len(past) == 0 {
		last = "no earlier warm-up"
	} else if len(past) == 1 {
		last = "the last warm-up"
	}
	b.WriteString(t.Subtle.Render(fmt.Sprintf("%-21s %5s %6s %8s   %s", "quiz", "asked", "right", "s/answer", last)) + "\n")
	ids := make([]string, 0, len(r.Drills))
	for id := range r.Drills {
		ids = append(ids, id)
	}
	order := func(id string) int {
		d, _ := drill.Parse(id)
		return drill.Index(d)
	}
	slices.SortFunc(ids, func(a, b string) int { return order(a) - order(b) })
	if len(ids) == 0 {
		b.WriteString(t.Subtle.Render("no question answered") + "\n")
	}
	for _, id := range ids {
		d := r.Drills[id]
		name := id
		if dr, err := drill.Parse(id); err == nil {
			name = dr.Title()
		}
		then := "-"
		var was store.WarmupDrill
		for _, p := range past {
			x := p.Drills[id]
			was.Asked, was.Right, was.Seconds = was.Asked+x.Asked, was.Right+x.Right, was.Seconds+x.Seconds
		}
		if was.Asked > 0 {
			then = fmt.Sprintf("%4s %6.1fs", widget.Percent(was.Right, was.Asked), was.Seconds/float64(was.Asked))
		}
		b.WriteString(t.Text.Render(fmt.Sprintf("%-21s %5d %6s %7.1fs   %s", widget.Truncate(name, 21), d.Asked,
			widget.Percent(d.Right, d.Asked), d.Seconds/float64(max(d.Asked, 1)), then)) + "\n")
	}
	b.WriteString("\n")
	hands := fmt.Sprintf("%s, %+.1f BB, %s", widget.Count(r.Hands, "hand"), r.ResultBB, mistakesText(r.Mistakes, r.CostBB))
	if w.reviewing {
		hands = fmt.Sprintf("%s, %+.1f BB; the coach is going over them…", widget.Count(r.Hands, "hand"), r.ResultBB)
	}
	b.WriteString(t.Text.Render(widget.Truncate("Hands: "+hands, w.w)) + "\n")
	if len(past) > 0 {
		var hs, ms int
		var bb, cost float64
		for _, p := range past {
			hs, bb, ms, cost = hs+p.Hands, bb+p.ResultBB, ms+p.Mistakes, cost+p.CostBB
		}
		n := float64(len(past))
		b.WriteString(t.Subtle.Render(widget.Truncate(fmt.Sprintf("  %s, on average: %.1f hands, %+.1f BB, %.1f mistakes (%.2f BB)",
			narrate.Capitalize(last), float64(hs)/n, bb/n, float64(ms)/n, cost/n), w.w)) + "\n")
	}
	if kinds := w.mistakeKinds(); kinds != "" {
		for _, l := range widget.Wrap("The coach's review: "+kinds+".", w.w) {
			b.WriteString(t.Text.Render(l) + "\n")
		}
	}
	b.WriteString("\n")
	switch {
	case w.saveErr != nil:
		b.WriteString(t.Warn.Render(widget.Truncate("This warm-up was not kept: "+widget.OneLine(w.saveErr.Error()), w.w)) + "\n")
	case w.pastErr != nil:
		b.WriteString(t.Warn.Render(widget.Truncate("The earlier warm-ups could not be read: "+widget.OneLine(w.pastErr.Error()), w.w)) + "\n")
	}
	b.WriteString(t.Subtle.Render("q goes back to the menu; the Stats screen and v at the table say more."))
	return b.String()
}

// mistakesText: "no mistakes", "1 mistake (0.40 BB)", "3 mistakes (1.10 BB)".
func mistakesText(n int, cost float64) string {
	if n <= 0 {
		return "no mistakes"
	}
	return fmt.Sprintf("%s (%.2f BB)", widget.Count(n, "mistake"), cost)
}

// mistakeKinds are the kinds of mistake the coach found in the warm-up's
// hands, the costliest first: "played a start the strategy folds ×2".
func (w *warmup) mistakeKinds() string {
	var out []string
	for _, k := range w.kinds {
		out = append(out, fmt.Sprintf("%s ×%d (%.2f BB)", k.Kind.Label(), k.Count, k.CostBB))
	}
	return strings.Join(out, "; ")
}
