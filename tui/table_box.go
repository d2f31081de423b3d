package tui

import (
	"fmt"
	"strings"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"razz/engine"
	"razz/engine/narrate"
)

// The table's boxes: explanations made of parts, from the narrator's
// blocks, the e and w boxes, and the ? box's layout.

// explanation is a box of text beside or below the table, closed with
// enter, space, esc or q.
type explanation struct {
	title string
	parts []part
	auto  bool // shown by learning mode (L off closes it), not asked for
	id    int  // tells one box from the next, to scroll it from the top
}

// A part is one piece of an explanation, laid out when the box is drawn.
type part struct {
	kind  partKind
	text  string   // prose and rows
	units []string // units
}

type partKind uint8

const (
	partProse partKind = iota // wrapped at spaces
	partRow                   // laid out already: cut to the box, never wrapped
	partUnits                 // packed into lines, never breaking a unit
)

func proseOf(lines ...string) []part {
	out := make([]part, len(lines))
	for i, l := range lines {
		out[i] = part{kind: partProse, text: l}
	}
	return out
}

// layOut turns an explanation's parts into lines of at most width cells.
func layOut(parts []part, width int) []string {
	var out []string
	for _, p := range parts {
		switch p.kind {
		case partUnits:
			out = append(out, wrapItems(p.units, "  ", width)...)
		case partRow:
			out = append(out, ansi.Truncate(p.text, width, "…"))
		default: // leading spaces indent every line of the paragraph
			text := strings.TrimLeft(p.text, " ")
			in := strings.Repeat(" ", len(p.text)-len(text))
			for _, l := range wrapWords(text, width-len(in)) {
				out = append(out, in+l)
			}
		}
	}
	return out
}

// helpBox is the ? box: the table's keys by when they work (groups), in
// Bubbles' help columns, and what the lines under the seats mean.
func helpBox(th *Theme, groups []keyGroup, width int) explanation {
	kh := help.New()
	kh.Styles.FullKey, kh.Styles.FullDesc, kh.Styles.FullSeparator = th.Key, th.Text, th.HelpSep
	var cols []string
	for _, g := range groups {
		cols = append(cols, th.Accent.Render(g.title)+"\n"+kh.FullHelpView([][]key.Binding{g.keys}))
	}
	var parts []part
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
			parts = append(parts, part{kind: partRow, text: l})
		}
		parts = append(parts, part{kind: partRow})
		cols = cols[n:]
	}
	parts = append(parts, proseOf(
		"Unseen lows A:4 2:3 … counts the cards of each low rank (ace to eight) you have not seen: four of each, less your own cards, every face-up card and the cards shown down at the showdown. Few left of a rank you need means few chances to catch it; a rank drawn in the warning colour has one card left or none.",
		"Session +1.5 BB is what you have won or lost since you sat down, in big bets.")...)
	return explanation{title: "Keys at the table", parts: parts, id: -1}
}

// blockBox lays out a narrator's block in the theme: the door cards packed
// as units, boards, hands and the deciding five as rows, notes dim.
func blockBox(th *Theme, b narrate.Block) explanation {
	var parts []part
	for _, p := range b.Parts {
		switch p.Kind {
		case narrate.PartDoors:
			units := []string{p.Text}
			for _, d := range p.Doors {
				units = append(units, th.Subtle.Render(fmt.Sprintf("seat %d", d.Seat))+" "+th.Card(d.Card))
			}
			parts = append(parts, part{kind: partUnits, units: units})
		case narrate.PartBoard:
			parts = append(parts, part{kind: partRow, text: fmt.Sprintf("%s  %s  %s  %s", padRight(narrate.Ordinal(p.Rank), 3), padRight(p.Name, nameWidth),
				th.Cards(p.Board.Cards), th.Accent.Render(p.Board.Partial()))})
		case narrate.PartShown:
			parts = append(parts, part{kind: partRow, text: padRight(p.Name, nameWidth) + "  " + th.HandWithOut(p.Eval)})
		case narrate.PartDecided:
			parts = append(parts, part{kind: partRow, text: "  " + padRight(p.Name, nameWidth) + th.BestFive(p.Eval, p.Position)})
		case narrate.PartNote:
			parts = append(parts, part{kind: partProse, text: th.Subtle.Render(p.Text)})
		default:
			parts = append(parts, part{kind: partProse, text: p.Text})
		}
	}
	return explanation{title: b.Title, parts: parts}
}

// ruleBox is the rules' box for the hand in play: on third street
// (street 3) every door card from highest to lowest, who brings in and
// why; on a later street every live board from best to worst with its
// partial low, who acts first and why; both with the street's limits l.
// Street 0 is the showdown: each best five with the cards left out struck
// through, then each pot, the comparison that decided it and any odd chip.
func (t *table) ruleBox(street int, l engine.Limits) explanation {
	story := t.hand().Story()
	nr := t.narrator()
	switch street {
	case 0:
		return blockBox(t.ctx.Theme(), nr.ShowdownBlock(&story))
	case 3:
		return blockBox(t.ctx.Theme(), nr.BringInBlock(&story, l))
	}
	return blockBox(t.ctx.Theme(), nr.FirstBlock(&story, street, l))
}

// currentExplanation explains what applies now, on the e key, with the
// limits as they stand now (not as the street began) and what the user
// may do.
func (t *table) currentExplanation() explanation {
	h := t.hand()
	var e explanation
	switch f := h.Firsts(); {
	case h.Done() && h.Showdown() != nil:
		return t.ruleBox(0, engine.Limits{})
	case len(f) > 0 && h.Street() > 3:
		e = t.ruleBox(f[len(f)-1].Street, h.LimitsOf(h.Street()))
	case h.BringIn().Seat != 0:
		e = t.ruleBox(3, h.LimitsOf(3))
	default:
		return explanation{title: "Nothing to explain yet", parts: proseOf("Nobody could bet this hand: the cards were dealt out.")}
	}
	if !h.Done() && h.ToAct() == t.user() {
		var opts []string
		for _, o := range h.Legal() {
			opts = append(opts, o.String())
		}
		e.parts = append(e.parts, proseOf("You may "+narrate.JoinOr(opts)+".")...)
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

// whyExplanation gives the bots' reasons for this hand. Their reasons name
// their hidden cards, so they are told only once the hand is over.
func (t *table) whyExplanation() explanation {
	if !t.over() {
		return explanation{title: "Why did they do that?", parts: proseOf(
			"The bots explain their play when the hand is over: their reasons name their face-down cards, which nobody at a real table would tell you.",
			"Press w again after the hand.")}
	}
	lines := t.log.reasons()
	if len(lines) == 0 {
		lines = []string{"No bot acted this hand."}
	}
	return explanation{title: "Why did they do that?", parts: proseOf(lines...)}
}
