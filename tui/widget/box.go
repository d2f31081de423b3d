package widget

import (
	"fmt"

	"github.com/charmbracelet/x/ansi"

	"razz/engine/narrate"
	"razz/tui/theme"
)

// Box is a box of text: an explanation of the rules as they apply, the
// coach's advice, a review, the key list. It is made of parts, laid out
// to the box's width when it is drawn.
type Box struct {
	Title string
	Parts []Part
	Auto  bool // shown by learning mode (L off closes it), not asked for
	ID    int  // tells one box from the next, to scroll it from the top
}

// A Part is one piece of a box.
type Part struct {
	Kind  PartKind
	Text  string   // prose and rows
	Units []string // units
	Hang  int      // prose: the cells its lines after the first are indented by (under a review line's mark)
}

// PartKind is how a part is laid out.
type PartKind uint8

const (
	Prose PartKind = iota // wrapped at spaces
	Row                   // laid out already: cut to the box, never wrapped
	Units                 // packed into lines, never breaking a unit
)

// ProseOf is lines as prose parts.
func ProseOf(lines ...string) []Part {
	out := make([]Part, len(lines))
	for i, l := range lines {
		out[i] = Part{Kind: Prose, Text: l}
	}
	return out
}

// LayOut turns a box's parts into lines of at most width cells.
func LayOut(parts []Part, width int) []string {
	var out []string
	for _, p := range parts {
		switch p.Kind {
		case Units:
			out = append(out, WrapItems(p.Units, "  ", width)...)
		case Row:
			out = append(out, ansi.Truncate(p.Text, width, "…"))
		default: // leading spaces indent every line of the paragraph
			out = append(out, WrapHanging(p.Text, width, p.Hang)...)
		}
	}
	return out
}

// Block is the explanation block: a narrator's block (who brings in, who
// acts first, how the showdown was decided) as a box in the theme, the
// door cards packed as units, boards, hands and the deciding five as rows,
// notes dim.
func Block(th *theme.Theme, b narrate.Block) Box {
	var parts []Part
	for _, p := range b.Parts {
		switch p.Kind {
		case narrate.PartDoors:
			units := []string{p.Text}
			for _, d := range p.Doors {
				units = append(units, th.Subtle.Render(fmt.Sprintf("seat %d", d.Seat))+" "+th.Card(d.Card))
			}
			parts = append(parts, Part{Kind: Units, Units: units})
		case narrate.PartBoard:
			parts = append(parts, Part{Kind: Row, Text: fmt.Sprintf("%s  %s  %s  %s", th.Subtle.Render(fmt.Sprintf("seat %d", p.Seat)), PadRight(p.Name, NameWidth),
				th.Cards(p.Board.Cards), th.Accent.Render(p.Board.Partial()))})
		case narrate.PartShown:
			parts = append(parts, Part{Kind: Row, Text: PadRight(p.Name, NameWidth) + "  " + th.HandWithOut(p.Eval)})
		case narrate.PartDecided:
			parts = append(parts, Part{Kind: Row, Text: "  " + PadRight(p.Name, NameWidth) + th.BestFive(p.Eval, p.Position)})
		case narrate.PartNote:
			parts = append(parts, Part{Kind: Prose, Text: th.Subtle.Render(p.Text)})
		default:
			parts = append(parts, Part{Kind: Prose, Text: p.Text})
		}
	}
	return Box{Title: b.Title, Parts: parts}
}
