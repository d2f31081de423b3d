package history

import (
	"fmt"
	"slices"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"razz/engine"
	"razz/tui/handlist"
	"razz/tui/recap"
	"razz/tui/store"
	"razz/tui/theme"
	"razz/tui/widget"
)

// dayRecap is the History screen's recap of one day's hands (d): the
// session in one look, and a key to practise each of the costliest.
type dayRecap struct {
	day   string // "2026-11-29"
	lines []string
	hands []int // the costliest hands, for 1 to 3
	err   error
	ready bool
}

type dayRecapMsg struct {
	day   string
	r     recap.Recap
	err   error
	hands int
}

// recapDay reads the hands of the day of e and sums them up, in a command.
func (s *historyScreen) recapDay(e handlist.Entry) tea.Cmd {
	day := s.dayOf(e)
	var es []handlist.Entry
	for _, x := range s.all {
		if s.dayOf(x) == day {
			es = append(es, x)
		}
	}
	s.cover.put(&dayRecap{day: day})
	life := s.ctx.Lifetime()
	return func() tea.Msg {
		h, err := s.ctx.History()
		if err != nil {
			return dayRecapMsg{day: day, err: err}
		}
		var logs []engine.HandLog
		for _, x := range es {
			l, err := h.ReadAt(store.Summary{Offset: x.Offset, Length: x.Length})
			if err != nil {
				return dayRecapMsg{day: day, err: err}
			}
			logs = append(logs, l)
		}
		r := recap.OfWith(logs, recap.Options{Context: life})
		return dayRecapMsg{day: day, r: r, hands: len(logs), err: life.Err()}
	}
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
	d.ready, d.err = true, msg.err
	d.lines = msg.r.Lines()
	d.hands = nil
	for _, c := range msg.r.Costliest {
		d.hands = append(d.hands, c.Hand)
	}
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
		out = append(out, t.Subtle.Render("The coach is going over the day's hands…"))
	default:
		for _, l := range d.lines {
			out = append(out, t.Text.Render(widget.Truncate(l, w)))
		}
		if len(d.hands) > 0 {
			var ks []string
			for i, n := range d.hands {
				ks = append(ks, fmt.Sprintf("%d practises hand %d", i+1, n))
			}
			out = append(out, "", t.Accent.Render(widget.Truncate(strings.Join(ks, " · "), w)))
		}
	}
	return strings.Join(append(out, "", t.Subtle.Render("any other key closes the recap")), "\n")
}
