package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"strings"

	"github.com/charmbracelet/x/term"

	"razz/engine"
	"razz/tui/chart"
)

// StartsOptions are the flags of `razz starts`.
type StartsOptions struct {
	Opponents int
	Dead      string
	JSON      bool
}

type startJSON struct {
	Down      string  `json:"down"`
	Door      string  `json:"door"`
	Opponents int     `json:"opponents"`
	Equity    float64 `json:"equity"`
	Interval  float64 `json:"interval"`
	Eight     float64 `json:"eight_or_better"`
	Class     string  `json:"class"`
}

func round4(x float64) float64 { return math.Round(x*1e4) / 1e4 }

// Starts writes the starting-hand chart: a heat map of every start's
// equity (door card across, down cards down) with how it was computed, or
// with --json one object a start as dealt (down pair and door card).
func Starts(o StartsOptions, out io.Writer) error {
	if o.Opponents < 1 || o.Opponents > chart.MaxOpponents {
		return Usage("--opponents must be 1 to %d, got %d", chart.MaxOpponents, o.Opponents)
	}
	dead, err := engine.ParseCards(o.Dead)
	if err != nil {
		return Usage("--dead: %v", err)
	}
	c, err := chart.New(o.Opponents, dead, 0)
	if err != nil {
		return Failed(plainRunoutErr(err))
	}
	if o.JSON {
		enc := json.NewEncoder(out)
		for _, d := range chart.Downs() {
			for door := engine.Ace; door <= engine.King; door++ {
				s := c.Cell(d, door)
				if !s.Possible {
					continue
				}
				if err := enc.Encode(startJSON{Down: chart.DownName(d), Door: door.String(), Opponents: o.Opponents,
					Equity: round4(s.Equity), Interval: round4(s.Interval), Eight: round4(s.Eight), Class: s.Class.Name}); err != nil {
					return Failed(err)
				}
			}
		}
		return nil
	}
	_, err = io.WriteString(out, startsText(c, colourOut(out)))
	return err
}

// colourOut tells whether out is a terminal that takes colour: not with
// NO_COLOR set (https://no-color.org), never into a file or a pipe.
func colourOut(out io.Writer) bool {
	if os.Getenv("NO_COLOR") != "" {
		return false
	}
	if t, ok := out.(*TrimSpaceWriter); ok {
		out = t.W
	}
	f, ok := out.(interface{ Fd() uintptr })
	return ok && term.IsTerminal(f.Fd())
}

// shadeBG is the background of each step of the scale (xterm-256
// colours): red for the worst starts, through yellow at a fair share, to
// green for the best.
var shadeBG = [10]int{52, 88, 124, 166, 172, 178, 142, 106, 70, 34}

func startsText(c *chart.Chart, colour bool) string {
	var b strings.Builder
	opp := "1 random hand"
	if c.Opponents > 1 {
		opp = fmt.Sprintf("%d random hands", c.Opponents)
	}
	fmt.Fprintf(&b, "Every three-card start against %s: equity, %% of the pot\n", opp)
	b.WriteString("Rows: the two down cards. Columns: the door card (face up).\n\n")
	b.WriteString("down")
	for door := engine.Ace; door <= engine.King; door++ {
		fmt.Fprintf(&b, " %2s", door)
	}
	b.WriteString("\n")
	for _, d := range chart.Downs() {
		fmt.Fprintf(&b, "%-4s", chart.DownName(d))
		for door := engine.Ace; door <= engine.King; door++ {
			s := c.Cell(d, door)
			cell := chart.Percent(s)
			if colour && s.Possible {
				cell = fmt.Sprintf("\x1b[38;5;231;48;5;%dm%s\x1b[0m", shadeBG[c.Shade(s.Equity)], cell)
			}
			b.WriteString(" " + cell)
		}
		b.WriteString("\n")
	}
	b.WriteString("\n")
	fmt.Fprintf(&b, "A fair share is %d%% (one of %d players); -- is a start the dead cards rule out.\n",
		int(100/float64(c.Opponents+1)+0.5), c.Opponents+1)
	b.WriteString(wrap(c.Method(), 80) + "\n")
	b.WriteString("Each start's eight-or-better chance and class: razz starts --json.\n")
	return b.String()
}

// wrap breaks s into lines of at most width cells at spaces.
func wrap(s string, width int) string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(s) {
		if line != "" && len(line)+1+len(w) > width {
			lines = append(lines, line)
			line = w
			continue
		}
		if line != "" {
			line += " "
		}
		line += w
	}
	return strings.Join(append(lines, line), "\n")
}
