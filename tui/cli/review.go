package cli

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"razz/bots/review"
	"razz/engine"
	"razz/tui/store"
)

// ReviewOptions are `razz review`'s flags.
type ReviewOptions struct {
	File  string // "" for the user's history; "-" for standard input
	Seat  int
	JSON  bool
	ASCII bool
}

// Review is `razz review`: every decision of one seat in hand logs, with
// the coach's advice, and a summary line.
func Review(o ReviewOptions, stdin io.Reader, stdout, stderr io.Writer) error {
	if o.Seat < 1 || o.Seat > engine.MaxPlayers {
		return Usage("--seat %d: seats are 1 to %d", o.Seat, engine.MaxPlayers)
	}
	in := stdin
	name := o.File
	switch o.File {
	case "-":
		name = "standard input"
	case "":
		dir, err := store.DataDir()
		if err != nil {
			return Failed(err)
		}
		o.File = filepath.Join(dir, store.HistoryFile)
		name = o.File
		if _, err := os.Stat(o.File); errors.Is(err, fs.ErrNotExist) {
			return Failed(fmt.Errorf("no history yet at %s: play a hand with `razz play`, or give a FILE of hand logs", o.File))
		}
		fallthrough
	default:
		f, err := os.Open(o.File)
		if err != nil {
			return Failed(err)
		}
		defer f.Close()
		in = f
	}
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	enc := json.NewEncoder(out)
	card := engine.Card.Pretty
	if o.ASCII {
		card = engine.Card.String
	}
	sc := engine.NewLogScanner(in)
	var sum review.Summary
	failed := false
	for sc.Scan() {
		n := sc.Line()
		if sc.Blank() {
			continue
		}
		l, err := sc.Log()
		if err != nil {
			failed = true
			fmt.Fprintf(stderr, "%s line %d: %v\n", name, n, err)
			continue
		}
		if !dealtIn(l, o.Seat) {
			continue
		}
		h, err := review.Review(l, o.Seat)
		if err != nil {
			failed = true
			fmt.Fprintf(stderr, "%s line %d: %v\n", name, n, err)
			continue
		}
		sum.Add(h)
		if o.JSON {
			for _, d := range h.Decisions {
				if err := enc.Encode(d); err != nil {
					return Failed(err)
				}
			}
			continue
		}
		WriteReview(out, h, card)
	}
	if err := sc.Err(); err != nil {
		return Failed(err)
	}
	if sum.Hands == 0 && !failed {
		return Failed(fmt.Errorf("%s: no hand with seat %d", name, o.Seat))
	}
	if !o.JSON {
		fmt.Fprintf(out, "Summary: %s\n", sum)
	}
	if failed {
		return ErrReported
	}
	return nil
}

func dealtIn(l engine.HandLog, seat int) bool {
	for _, s := range l.Seats {
		if s.Seat == seat {
			return true
		}
	}
	return false
}

// WriteReview writes one hand's review as text: a line a decision with the
// cards as they were, then the coach's reason.
func WriteReview(w io.Writer, h review.Hand, card func(engine.Card) string) {
	fmt.Fprintf(w, "Hand %d, seat %d (%s)\n", h.Hand, h.Seat, h.Name)
	if len(h.Decisions) == 0 {
		fmt.Fprintln(w, "  no decision: only the antes and a forced bring-in")
	}
	for _, d := range h.Decisions {
		mark := "  "
		switch {
		case d.Mistake:
			mark = "✗ "
		case !d.Differs:
			mark = "✓ "
		}
		fmt.Fprintf(w, "  %s%s  %-22s you %-14s coach %-14s equity %3s  odds %s\n", mark, streetName(d.Street),
			handText(d, card), d.Did.String(), d.Coach.Option.String(), pct(d.Equity), potOddsText(d.PotOdds))
		if d.Mistake {
			fmt.Fprintf(w, "      mistake: %s, about %.2f big bets\n", d.Kind.Label(), d.CostBB)
		}
		fmt.Fprintf(w, "      %s\n", d.Reason)
	}
	var s review.Summary
	s.Add(h)
	fmt.Fprintf(w, "  %s\n\n", s)
}

func streetName(s int) string {
	return [...]string{"", "", "", "3rd", "4th", "5th", "6th", "7th"}[min(max(s, 0), 7)]
}

// handText is the seat's cards as they were: down cards in brackets.
func handText(d review.Decision, card func(engine.Card) string) string {
	var down, up []string
	for _, sv := range d.Boards {
		if sv.Seat != d.Seat {
			continue
		}
		for _, c := range sv.Down {
			down = append(down, card(c))
		}
		for _, c := range sv.Up {
			up = append(up, card(c))
		}
	}
	return "[" + strings.Join(down, " ") + "] " + strings.Join(up, " ")
}

func pct(f float64) string { return fmt.Sprintf("%d%%", int(f*100+0.5)) }

func potOddsText(f float64) string {
	if f == 0 {
		return "-"
	}
	return pct(f)
}
