package cli

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"runtime"
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
	name := o.File
	switch o.File {
	case "-":
		name = "standard input"
	case "":
		h, err := store.DefaultHistory()
		if err != nil {
			return Failed(err)
		}
		o.File = h.Path()
		name = o.File
		if _, err := os.Stat(o.File); errors.Is(err, fs.ErrNotExist) {
			return Failed(fmt.Errorf("no history yet at %s: play a hand with `razz play`, or give a FILE of hand logs", o.File))
		}
	}
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	enc := json.NewEncoder(out)
	// Hands are reviewed on every core and written in their order: a
	// job a line, its result waited for in turn.
	type job struct {
		where string // "line 12", "PokerStars #123 (line 40)"
		skip  bool   // the seat was not dealt in
		log   engine.HandLog
		rev   review.Hand
		err   error
		done  chan struct{}
	}
	workers := runtime.GOMAXPROCS(0)
	ordered := make(chan *job, 4*workers)
	work := make(chan *job, 4*workers)
	var readErr error
	go func() {
		defer close(ordered)
		defer close(work)
		// The file in whichever format razz replay and history import
		// read: hand logs, PokerStars text or PHH.
		_, readErr = readHands(o.File, stdin, func(hi handIn) error {
			j := &job{where: hi.where, log: hi.log, err: hi.err, done: make(chan struct{})}
			if j.err == nil && !dealtIn(j.log, o.Seat) {
				j.skip = true
			} else if j.err == nil && j.log.HidesCards(o.Seat) {
				j.err = fmt.Errorf("seat %d's down cards are not shown: nothing to review", o.Seat)
			}
			ordered <- j
			if j.skip || j.err != nil {
				close(j.done)
				return nil
			}
			work <- j
			return nil
		})
	}()
	for range workers {
		go func() {
			for j := range work {
				j.rev, j.err = review.Review(j.log, o.Seat)
				close(j.done)
			}
		}()
	}
	var sum review.Summary
	failed := false
	var writeErr error
	for j := range ordered {
		<-j.done
		switch {
		case j.skip || writeErr != nil:
		case j.err != nil:
			failed = true
			fmt.Fprintf(stderr, "%s %s: %v\n", name, j.where, j.err)
		case o.JSON:
			sum.Add(j.rev)
			for _, d := range j.rev.Decisions {
				if err := enc.Encode(d); err != nil {
					writeErr = err
				}
			}
		default:
			sum.Add(j.rev)
			WriteReview(out, j.rev, o.ASCII)
		}
	}
	if writeErr != nil {
		return Failed(writeErr)
	}
	if readErr != nil {
		return readErr
	}
	if sum.Hands == 0 && !failed {
		return Failed(fmt.Errorf("%s: no hand with seat %d", name, o.Seat))
	}
	if !o.JSON {
		fmt.Fprintf(out, "Summary: %s\n", sum)
	}
	return reported(failed)
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
// cards as they were, then the coach's reason; ascii writes suits as
// s h d c.
func WriteReview(w io.Writer, h review.Hand, ascii bool) {
	card, text := suits(ascii)
	fmt.Fprintf(w, "Hand %d, seat %d (%s)\n", h.Hand, h.Seat, h.Name)
	if len(h.Decisions) == 0 {
		fmt.Fprintln(w, "  no decision: only the antes and a forced bring-in")
	}
	for _, d := range h.Decisions {
		fmt.Fprintf(w, "  %s%s  %-22s you %-14s coach %-14s equity %3s  odds %s\n", d.Mark(), streetName(d.Street),
			handText(d, card), d.Did.String(), d.Coach.Option.String(), pct(d.Equity), potOddsText(d.PotOdds))
		if d.Mistake {
			fmt.Fprintf(w, "      mistake: %s, %s\n", d.Kind.Label(), d.CostWords())
		}
		fmt.Fprintf(w, "      %s\n", text(d.Reason))
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
