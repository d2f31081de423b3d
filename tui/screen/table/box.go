package table

import (
	"strings"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	"charm.land/lipgloss/v2"

	"razz/engine"
	"razz/engine/narrate"
	"razz/tui/keys"
	"razz/tui/theme"
	"razz/tui/widget"
)

// The table's boxes: explanations made of parts, from the narrator's
// blocks, the e and w boxes, and the ? box's layout.

// helpBox is the ? box: the table's keys by when they work (groups), in
// Bubbles' help columns, and what the lines under the seats mean.
func helpBox(th *theme.Theme, groups []keyGroup, width int) widget.Box {
	kh := help.New()
	kh.Styles.FullKey, kh.Styles.FullDesc, kh.Styles.FullSeparator = th.Key, th.Text, th.HelpSep
	var cols []string
	for _, g := range groups {
		cols = append(cols, th.Accent.Render(g.title)+"\n"+kh.FullHelpView([][]key.Binding{g.keys}))
	}
	var parts []widget.Part
	// As many columns to a row as fit, three spaces apart.
	for len(cols) > 0 {
		n, w := 1, lipgloss.Width(cols[0])
		for n < len(cols) && w+3+lipgloss.Width(cols[n]) <= width {
			w += 3 + lipgloss.Width(cols[n])
			n++
		}
		var row []string
		for i, c := range cols[:n] {
			if i > 0 {
				row = append(row, "   ")
			}
			row = append(row, c)
		}
		for _, l := range strings.Split(lipgloss.JoinHorizontal(lipgloss.Top, row...), "\n") {
			parts = append(parts, widget.Part{Kind: widget.Row, Text: l})
		}
		parts = append(parts, widget.Part{Kind: widget.Row})
		cols = cols[n:]
	}
	parts = append(parts, widget.ProseOf(
		"Unseen lows A:4 2:3 … counts the cards of each low rank (ace to eight) you have not seen: four of each, less your own cards, every face-up card and the cards shown down at the showdown. Few left of a rank you need means few chances to catch it; a rank drawn in the warning colour has one card left or none.",
		"Session +1.5 BB is what you have won or lost since you sat down, in big bets.")...)
	return widget.Box{Title: "Keys at the table", Parts: parts, ID: -1}
}

// ruleBox is the rules' box for the hand in play: on third street
// (street 3) every door card from highest to lowest, who brings in and
// why; on a later street every live board from best to worst with its
// partial low, who acts first and why; both with the street's limits l.
// Street 0 is the showdown: each best five with the cards left out struck
// through, then each pot, the comparison that decided it and any odd chip.
func (c *coach) ruleBox(street int, l engine.Limits) widget.Box {
	story := c.t.p.hand().Story()
	nr := c.t.p.narrator()
	switch street {
	case 0:
		return widget.Block(c.t.ctx.Theme(), nr.ShowdownBlock(&story))
	case 3:
		return widget.Block(c.t.ctx.Theme(), nr.BringInBlock(&story, l))
	}
	return widget.Block(c.t.ctx.Theme(), nr.FirstBlock(&story, street, l))
}

// currentExplanation explains what applies now, on the e key, with the
// limits as they stand now (not as the street began) and what the user
// may do.
func (c *coach) explainNow() widget.Box {
	h := c.t.p.hand()
	var e widget.Box
	switch f := h.Firsts(); {
	case h.Done() && h.Showdown() != nil:
		return c.ruleBox(0, engine.Limits{})
	case len(f) > 0 && h.Street() > 3:
		e = c.ruleBox(f[len(f)-1].Street, h.LimitsOf(h.Street()))
	case h.BringIn().Seat != 0:
		e = c.ruleBox(3, h.LimitsOf(3))
	default:
		return widget.Box{Title: "Nothing to explain yet", Parts: widget.ProseOf("Nobody could bet this hand: the cards were dealt out.")}
	}
	if !h.Done() && h.ToAct() == c.t.p.user() {
		var opts []string
		for _, o := range h.Legal() {
			opts = append(opts, o.String())
		}
		e.Parts = append(e.Parts, widget.ProseOf("You may "+narrate.JoinOr(opts)+".")...)
	}
	return e
}

// limitsBegun are the limits a street began with.
func limitsBegun(h *engine.Hand, street int) engine.Limits {
	for _, l := range h.StreetLimits() {
		if l.Street == street {
			return l
		}
	}
	return h.Limits()
}

// why gives the bots' reasons for this hand, once it is over (they tell
// what a bot made of its own cards), as the narrator tells them to the
// user: a bot that showed down names its cards, one that did not none.
func (c *coach) why() widget.Box {
	story := c.t.p.hand().Story()
	lines := c.t.p.narrator().ToldReasons(&story)
	if len(lines) == 0 {
		lines = []string{"No bot acted this hand."}
	}
	return widget.Box{Title: "Why did they do that?", Parts: widget.ProseOf(lines...)}
}

// boxes are what covers the table: the overlay stack (the boxes, the key
// list over them, a question over everything) and the pane the box shown
// is laid out in.
type boxes struct {
	widget.Overlays
	pane widget.BoxPane // the box shown, in its viewport
}

// shown is the box drawn: the key list (the table's keys, k, the big-bet
// keys where bigBets) or the first queued box, laid out inner cells wide.
func (b *boxes) shown(th *theme.Theme, k keys.Map, bigBets bool, inner int) (widget.Box, bool) {
	it, ok := b.Shown()
	switch {
	case !ok:
		return widget.Box{}, false
	case it.Kind == widget.OverKeys:
		return helpBox(th, tableKeyGroups(k.Table, k.Global, bigBets), inner), true
	}
	return it.Box, true
}

// key is the key of the box drawn now: its id (-1 for the key list), its
// inner width and the theme.
func (b *boxes) key(th *theme.Theme, inner int) [3]int {
	it, _ := b.Shown()
	id := it.Box.ID
	if it.Kind == widget.OverKeys {
		id = -1
	}
	return [3]int{id, inner, th.ID()}
}

// layOut lays the box shown out again when it, the width or the theme
// changed, into the pane's viewport from its top.
func (b *boxes) layOut(th *theme.Theme, k keys.Map, bigBets bool, inner int) {
	key := b.key(th, inner)
	e, _ := b.shown(th, k, bigBets, inner)
	b.pane.LayOut(e, key)
}
