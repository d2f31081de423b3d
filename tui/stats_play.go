package tui

import (
	"fmt"
	"math"
	"sort"
	"strings"

	tea "charm.land/bubbletea/v2"

	"razz/bots/review"
	"razz/tui/handlist"
	"razz/tui/store"
)

// The Stats screen's table page: the user's play across sessions, read
// from the history when the screen opens (in a command), and the leaks
// the coach found (from the stats file).

// playRecord is the user's record at the table, or why there is none.
type playRecord struct {
	rec      review.Record
	imported int // hands imported from other formats: not the user's play here
	err      string
}

type playRecordMsg struct {
	rec     playRecord
	problem *store.Problem // damaged lines set aside while reading: said under the screen
}

// Enter reads the history's index in a command.
func (s *statsScreen) Enter() tea.Cmd {
	return func() tea.Msg {
		h, err := s.sh.history()
		if err != nil {
			return playRecordMsg{rec: playRecord{err: err.Error()}}
		}
		entries, problem, err := handlist.Load(h)
		if err != nil {
			return playRecordMsg{rec: playRecord{err: err.Error()}}
		}
		return playRecordMsg{tallyPlay(entries), problem}
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
			continue
		}
		p.rec.AddPlay(e.Play, e.BigBet)
	}
	return p
}

func (s *statsScreen) playView() string {
	t := s.sh.Theme
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
		b.WriteString(t.Warn.Render("Your history could not be read: "+oneLine(p.err)) + "\n")
	case p.rec.Hands == 0:
		b.WriteString(t.Subtle.Render("No hands yet: play a few at the table (p from the menu) and come back.") + "\n")
	default:
		r := p.rec
		m, lo, hi := r.BBPer100()
		b.WriteString(t.Text.Render(fmt.Sprintf("%s   result %+.1f BB   %+.1f BB/100 (95%%: %+.1f to %+.1f)", count(r.Hands, "hand"), r.NetBB, m, lo, hi)) + "\n")
		b.WriteString(t.Text.Render(fmt.Sprintf("VPIP %s   completed %s   went to showdown %s   won at showdown %s",
			pctOf(r.VPIP, r.Hands), pctOf(r.Completed, r.Hands), pctOf(r.WentSD, r.Hands), pctOf(r.WonSD, r.WentSD))) + "\n")
		if p.imported > 0 {
			b.WriteString(t.Subtle.Render(fmt.Sprintf("%d imported hands not counted: only hands played here are your play", p.imported)) + "\n")
		}
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
	if pr := s.sh.Stats.Practice; pr != nil && pr.Hands > 0 { // razz practice's score
		b.WriteString("\n" + t.Text.Render(strings.Join(practiceStatsLines(pr, s.w), "\n")) + "\n")
	}
	b.WriteString("\n" + t.Title.Render("Your leaks, most costly first") + "\n")
	leaks := leakLines(s.sh.Stats.Leaks)
	if len(leaks) == 0 {
		b.WriteString(t.Subtle.Render("None found yet: the coach reviews every hand you play.") + "\n")
	}
	room := max(s.h-len(strings.Split(b.String(), "\n"))-2, 1)
	for i, l := range leaks {
		if i >= room {
			break
		}
		b.WriteString(t.Text.Render(l) + "\n")
	}
	if s.confirming {
		b.WriteString(t.Bad.Render("Reset every score, streak, timed best and the coach's list of mistakes? y/n"))
	}
	return strings.TrimRight(b.String(), "\n")
}

func pctOf(part, whole int) string {
	if whole == 0 {
		return "-"
	}
	return fmt.Sprintf("%.0f%%", 100*float64(part)/float64(whole))
}

// leakLines lists the kinds of mistake, costliest first.
func leakLines(leaks map[string]store.Leak) []string {
	type kv struct {
		k string
		l store.Leak
	}
	var all []kv
	for k, l := range leaks {
		all = append(all, kv{k, l})
	}
	sort.Slice(all, func(i, j int) bool {
		if all[i].l.CostBB != all[j].l.CostBB {
			return all[i].l.CostBB > all[j].l.CostBB
		}
		return all[i].k < all[j].k
	})
	var out []string
	for _, x := range all {
		out = append(out, fmt.Sprintf("%-50s %4d×  %6.2f BB", review.Kind(x.k).Label(), x.l.Count, x.l.CostBB))
	}
	return out
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
