package stats

import (
	"fmt"
	"math"
	"strings"

	tea "charm.land/bubbletea/v2"

	"razz/bots/review"
	"razz/tui/drill"
	"razz/tui/handlist"
	"razz/tui/learn"
	"razz/tui/practice"
	"razz/tui/recap"
	"razz/tui/recap/kept"
	"razz/tui/store"
	"razz/tui/widget"
)

// The Stats screen's table page: the user's play across sessions, read
// from the history when the screen opens (in a command), and the leaks
// the coach found (from the stats file).

// playRecord is the user's record at the table, or why there is none.
type playRecord struct {
	rec      review.Record
	imported int           // hands imported from other formats: not the user's play here
	real     review.Record // the imported hands the file names the user in (their hero): the user's real sessions
	err      string
}

type playRecordMsg struct {
	rec     playRecord
	problem *store.Problem // damaged lines set aside while reading: said under the screen
	entries []handlist.Entry
	cache   store.Reviews // the reviews kept, for the leaks
}

// Enter reads the history's index in a command, with the reviews kept of
// its hands (read once a run: then the screen's own copy is newer).
func (s *statsScreen) Enter() tea.Cmd {
	cached := s.leaks.cache.Hands != nil
	path := s.leaks.path
	return func() tea.Msg {
		h, err := s.ctx.History()
		if err != nil {
			return playRecordMsg{rec: playRecord{err: err.Error()}}
		}
		entries, problem, err := handlist.Load(h)
		if err != nil {
			return playRecordMsg{rec: playRecord{err: err.Error()}}
		}
		m := playRecordMsg{rec: tallyPlay(entries), problem: problem, entries: entries}
		if !cached {
			m.cache = kept.Load(path)
		}
		return m
	}
}

// tallyPlay is the user's record over the hands of a history. Only hands
// played at this table are the user's play: an imported hand (one with a
// source) may be anyone's, or the user's own hand exported and imported
// again, which would count twice.
func tallyPlay(entries []handlist.Entry) playRecord {
	var p playRecord
	for _, e := range entries {
		if e.Source != "" {
			p.imported++
			if e.Seat > 0 { // the file's hero: the user, at a real table
				p.real.AddPlay(e.Play, e.BigBet)
			}
			continue
		}
		p.rec.AddPlay(e.Play, e.BigBet)
	}
	return p
}

// playText is the table page: the results, the running result, razz
// practice's score and the leaks, whole (the page scrolls).
func (s *statsScreen) playText() string {
	t := s.ctx.Theme()
	var b strings.Builder
	b.WriteString(t.Title.Render("Your play at the table") + "\n\n")
	if problem := s.problemText(); problem != "" {
		b.WriteString(t.Warn.Width(s.w).Render(problem) + "\n\n")
	}
	p := s.play
	switch {
	case p == nil:
		b.WriteString(t.Subtle.Render("Reading your history…") + "\n")
	case p.err != "":
		b.WriteString(t.Warn.Render(widget.Truncate("Your history could not be read: "+widget.OneLine(p.err), s.w)) + "\n")
	case p.rec.Hands == 0:
		b.WriteString(t.Subtle.Render(widget.Truncate("No hands yet: play a few at the table (p from the menu) and come back.", s.w)) + "\n")
		b.WriteString(s.realText(p))
	default:
		r := p.rec
		b.WriteString(s.recordText(r))
		b.WriteString(s.realText(p))
		b.WriteString("\n")
		rows := 5
		if s.h >= 34 {
			rows = 10
		}
		b.WriteString(t.Subtle.Render("Running result in big bets, hand 1 to "+fmt.Sprint(r.Hands)) + "\n")
		for _, l := range plotLines(r.Running, max(s.w-12, 10), rows) {
			b.WriteString(t.Accent.Render(l) + "\n")
		}
	}
	if pr := s.ctx.Record().Get().Practice; pr != nil && pr.Hands > 0 { // razz practice's score
		b.WriteString("\n" + t.Text.Render(strings.Join(practiceStatsLines(pr, s.w), "\n")) + "\n")
	}
	b.WriteString("\n" + t.Title.Render("Your leaks, most costly first") + "\n")
	for _, l := range s.leakLines() {
		b.WriteString(l + "\n")
	}
	return strings.TrimRight(b.String(), "\n")
}

// recordText is a record's two lines: hands, result and bb/100, then its
// rates.
func (s *statsScreen) recordText(r review.Record) string {
	t := s.ctx.Theme()
	return t.Text.Render(widget.Truncate(fmt.Sprintf("%s   result %+.1f BB   %s", widget.Count(r.Hands, "hand"), r.NetBB, per100(r)), s.w)) + "\n" +
		t.Text.Render(widget.Truncate(fmt.Sprintf("VPIP %s   completed %s   went to showdown %s   won at showdown %s",
			widget.Percent(r.VPIP, r.Hands), widget.Percent(r.Completed, r.Hands), widget.Percent(r.WentSD, r.Hands), widget.Percent(r.WonSD, r.WentSD)), s.w)) + "\n"
}

// realText is the imported hands' part of the table page: the user's real
// sessions (the hands whose file names them) counted apart from the play
// here, in big bets, and the leaks said to be the play here only.
func (s *statsScreen) realText(p *playRecord) string {
	if p.imported == 0 {
		return ""
	}
	t := s.ctx.Theme()
	var b strings.Builder
	if r := p.real; r.Hands > 0 {
		b.WriteString("\n" + t.Title.Render("Your imported sessions") + "\n")
		b.WriteString(s.recordText(r))
	}
	say := fmt.Sprintf("%d imported hands kept apart from your play here and its leaks (History\u00a0d\u00a0shows a day's mistakes)", p.imported)
	if p.real.Hands < p.imported {
		say += fmt.Sprintf("; %d of them do not name you", p.imported-p.real.Hands)
	}
	for _, l := range widget.Wrap(say, s.w) {
		b.WriteString(t.Subtle.Render(l) + "\n")
	}
	return b.String()
}

// leakLines are the leaks the coach's review of the history found, kind by
// kind, and how far the review has got.
func (s *statsScreen) leakLines() []string {
	t := s.ctx.Theme()
	if s.play == nil || s.play.err != "" {
		return nil
	}
	ks, reviewed, waiting := s.leaks.kinds()
	var out []string
	for _, k := range ks {
		out = append(out, t.Text.Render(widget.Truncate(fmt.Sprintf("%-50s %4d×  %6.2f BB", k.Kind.Label(), k.Count, k.CostBB), s.w)))
	}
	var say string
	switch {
	case s.leaks.err != "":
		say = "The review stopped: " + s.leaks.err
	case waiting > 0:
		say = fmt.Sprintf("The coach is going over your hands: %d of %d so far…", len(s.leaks.own)-waiting, len(s.leaks.own))
	case len(ks) == 0 && reviewed == 0:
		say = "None found yet: the coach reviews the hands you play here."
	case len(ks) == 0:
		say = fmt.Sprintf("None found in the %s the coach reviewed.", widget.Count(reviewed, "hand"))
	default:
		say = fmt.Sprintf("From the coach's review of %s played here, as in History's d recap.", widget.Count(reviewed, "hand"))
	}
	for _, l := range widget.Wrap(say, s.w) {
		out = append(out, t.Subtle.Render(l))
	}
	if step := leakStep(ks); step != "" && waiting == 0 && s.leaks.err == "" {
		for _, l := range widget.Wrap(step, s.w) {
			out = append(out, t.Accent.Render(l))
		}
	}
	return out
}

// leakStep says where the costliest leak leads on the learner's path: its
// lesson and drill (tui/learn's, as the path names them once it is done);
// "" for none.
func leakStep(ks []recap.Kind) string {
	var leaks []learn.Leak
	for _, k := range ks {
		leaks = append(leaks, learn.Leak{Kind: k.Kind, Count: k.Count, CostBB: k.CostBB})
	}
	st, ok := learn.ForLeak(leaks)
	if !ok {
		return ""
	}
	// "read lesson 10 (Fifth to seventh street)": "read 10." ended a line
	// and "Fifth to seventh street" began the next, a sentence of its own.
	return fmt.Sprintf("To work on the costliest, %s: read lesson"+drill.Keep+"%d (%s) on the Learn path (l on the menu), then the %s drill at %s.",
		st.Leak.Kind.Label(), st.Lesson.N, st.Lesson.Title, strings.TrimSuffix(st.Drill.Title(), "?"), st.Level)
}

// plotLines draws values (the running result) as an area chart of block
// characters, rows high and at most width columns wide (each column the
// last value of its share of the hands), filled from the bottom, with the
// zero line dotted and the top, zero and bottom labelled.
func plotLines(values []float64, width, rows int) []string {
	if len(values) == 0 {
		return nil
	}
	cols := min(width, len(values))
	pts := make([]float64, cols)
	for i := range cols {
		pts[i] = values[(i+1)*len(values)/cols-1]
	}
	lo, hi := 0.0, 0.0
	for _, v := range pts {
		lo, hi = math.Min(lo, v), math.Max(hi, v)
	}
	if hi-lo < 1e-9 {
		hi = lo + 1
	}
	eighths := []rune(" ▁▂▃▄▅▆▇█")
	levels := rows * 8
	scale := func(v float64) int { return int(math.Round((v - lo) / (hi - lo) * float64(levels-1))) }
	zeroRow := min(scale(0)/8, rows-1)
	var out []string
	for row := rows - 1; row >= 0; row-- {
		var line strings.Builder
		for _, v := range pts {
			fill := min(max(scale(v)+1-row*8, 0), 8)
			switch {
			case fill == 0 && row == zeroRow:
				line.WriteRune('·')
			default:
				line.WriteRune(eighths[fill])
			}
		}
		label := "        "
		switch {
		case row == rows-1:
			label = fmt.Sprintf("%+7.1f ", hi)
		case row == 0:
			label = fmt.Sprintf("%+7.1f ", lo)
		case row == zeroRow:
			label = "    0.0 "
		}
		out = append(out, label+"│"+line.String())
	}
	return out
}

// Init reads the history when razz opens on the Stats screen.
func (s *statsScreen) Init() tea.Cmd { return s.Enter() }

// minForInterval is the fewest hands a result's 95% interval is given for:
// with fewer, the normal approximation it rests on does not hold (two
// hands with the same result gave "95%: -12.5 to -12.5").
const minForInterval = 30

// per100 words a record's result a hundred hands, with its 95% interval
// once there are hands enough for one.
func per100(r review.Record) string {
	m, lo, hi := r.BBPer100()
	if r.Hands < minForInterval {
		return fmt.Sprintf("%+.1f BB/100 (95%% interval after %d hands)", m, minForInterval) // short: it shares a line at 80 columns
	}
	return fmt.Sprintf("%+.1f BB/100 (95%%: %+.1f to %+.1f)", m, lo, hi)
}

// practiceStatsLines are the Stats screen's lines for the hands practised
// blind (practice.Summary), w cells wide: the last hand's score on the
// same line when it fits.
func practiceStatsLines(p *store.PracticeRecord, w int) []string {
	line, last := practice.Summary(p)
	switch {
	case last == "":
		return []string{widget.Truncate(line, w)}
	case len([]rune(line))+3+len(last) <= w:
		return []string{line + " · " + last}
	}
	return []string{widget.Truncate(line, w), widget.Truncate("  "+last, w)}
}
