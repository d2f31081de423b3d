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
	"slices"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"razz/bots/record"
	"razz/bots/review"
	"razz/engine"
	"razz/engine/hhfmt"
	"razz/engine/narrate"
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
	if o.Seat < 0 || o.Seat > engine.MaxPlayers {
		return Usage("--seat %d: seats are 1 to %d", o.Seat, engine.MaxPlayers)
	}
	name := o.File
	// The file in whichever format razz replay and history import read:
	// hand logs, PokerStars text or PHH; the user's history through the
	// store, which sets a torn last line aside as history list and import
	// do (told once, after the hands).
	read := func(fn func(handIn) error) error {
		_, err := readHands(o.File, stdin, fn)
		return err
	}
	var problem *store.Problem
	switch o.File {
	case "-":
		name = "standard input"
	case "":
		h, err := store.DefaultHistory()
		if err != nil {
			return Failed(err)
		}
		name = h.Path()
		if _, err := os.Stat(name); errors.Is(err, fs.ErrNotExist) {
			return Failed(fmt.Errorf("no history yet at %s: play a hand with `razz play`, or give a FILE of hand logs", name))
		}
		read = func(fn func(handIn) error) error {
			var err error
			if problem, err = historyHands(h, fn); err != nil {
				return Failed(err)
			}
			return nil
		}
	}
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	enc := json.NewEncoder(out)
	// Hands are reviewed on every core and written in their order: a
	// job a line (reviewJob), its result waited for in turn.
	workers := runtime.GOMAXPROCS(0)
	ordered := make(chan *reviewJob, 4*workers)
	work := make(chan *reviewJob, 4*workers)
	var readErr error
	others := 0 // hands of other games in a mixed file: skipped, counted
	go func() {
		defer close(ordered)
		defer close(work)
		readErr = read(func(hi handIn) error {
			j := newReviewJob(hi, reviewSeat(o.Seat, hi))
			if j.other {
				others++
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
				j.rev, j.err = review.Review(record.Open(j.log), j.seat)
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
			WriteReview(out, j.rev, o.ASCII, j.log.Money())
		}
	}
	if problem != nil {
		out.Flush()
		fmt.Fprintln(stderr, "razz: "+OneLine(problem.String()))
	}
	if writeErr != nil {
		return Failed(writeErr)
	}
	if readErr != nil {
		return readErr
	}
	if sum.Hands == 0 && !failed {
		return Failed(fmt.Errorf("%s: %s", name, map[bool]string{true: "no hand of yours (give --seat N, or import with --hero NAME)",
			false: fmt.Sprintf("no hand with seat %d", o.Seat)}[o.Seat == 0]))
	}
	if !o.JSON {
		writeWrapped(out, "Summary: "+sum.String(), "")
	}
	if others > 0 {
		fmt.Fprintf(out, "%d hand(s) of other games skipped\n", others)
	}
	return reported(failed)
}

// reviewJob is one hand for razz review: what it is, then its review.
type reviewJob struct {
	where string // "line 12", "PokerStars #123 (line 40)"
	skip  bool   // the seat was not dealt in, or the hand is of another game
	other bool   // a mixed file's hand of another game
	seat  int    // the seat reviewed
	log   engine.HandLog
	rev   review.Hand
	err   error
	done  chan struct{}
}

// newReviewJob is the job of reviewing seat in hi: skipped when the seat
// was not dealt in or the hand is another game's, refused when the
// seat's down cards are not shown.
func newReviewJob(hi handIn, seat int) *reviewJob {
	j := &reviewJob{where: hi.where, log: hi.log, err: hi.err, seat: seat, done: make(chan struct{})}
	switch {
	case errors.Is(j.err, hhfmt.ErrOtherGame):
		j.skip, j.other, j.err = true, true, nil
	case j.err == nil && (j.seat == 0 || !dealtIn(j.log, j.seat)):
		j.skip = true
	case j.err == nil && record.Open(j.log).Seen(j.seat) != nil:
		j.err = fmt.Errorf("seat %d's down cards are not shown: nothing to review", j.seat)
	}
	return j
}

func dealtIn(l engine.HandLog, seat int) bool {
	for _, s := range l.Seats {
		if s.Seat == seat {
			return true
		}
	}
	return false
}

// reviewWidth is the width razz review's text holds to: an 80-column
// terminal.
const reviewWidth = 80

// WriteReview writes one hand's review as a table: a row a decision (the
// cards as they were, what the seat did, the coach's advice, equity and
// pot odds) in columns as wide as the hand needs, then the mistake and the
// coach's reason wrapped below it, all within 80 columns; ascii writes
// suits as s h d c, and m the amounts (a cash game's in its currency).
func WriteReview(w io.Writer, h review.Hand, ascii bool, m engine.Money) {
	card, text := suits(ascii)
	fmt.Fprintf(w, "Hand %d, seat %d (%s)\n", h.Hand, h.Seat, h.Name)
	if len(h.Decisions) == 0 {
		fmt.Fprintln(w, "  no decision: only the antes and a forced bring-in")
	}
	rows := [][]string{{"", "street", "cards", "you", "coach", "equity", "odds"}}
	ranged := false
	for _, d := range h.Decisions {
		eq := rowEquity(d)
		ranged = ranged || strings.HasSuffix(eq, "r")
		rows = append(rows, []string{d.Mark(), engine.Street(d.Street).Short, handText(d, card), d.Did.In(m),
			d.Coach.Option.In(m), eq, potOddsText(d.PotOdds)})
	}
	width := make([]int, len(rows[0]))
	for _, r := range rows {
		for i, c := range r {
			width[i] = max(width[i], ansi.StringWidth(c))
		}
	}
	gap := "  "
	line := func(r []string) string {
		var b strings.Builder
		b.WriteString("  ")
		for i, c := range r {
			switch {
			case i == 0:
				b.WriteString(padTo(c, width[i]) + " ")
			case i >= 5: // figures to the right
				b.WriteString(gap + strings.Repeat(" ", width[i]-ansi.StringWidth(c)) + c)
			default:
				b.WriteString(padTo(c, width[i]) + gap)
			}
		}
		return strings.TrimRight(b.String(), " ")
	}
	if ansi.StringWidth(line(slices.MaxFunc(rows, func(a, b []string) int {
		return ansi.StringWidth(line(a)) - ansi.StringWidth(line(b))
	}))) > reviewWidth {
		gap = " " // a long hand's columns close up rather than run past 80
	}
	if len(h.Decisions) > 0 {
		fmt.Fprintln(w, line(rows[0]))
	}
	for i, d := range h.Decisions {
		fmt.Fprintln(w, line(rows[i+1]))
		if d.Mistake {
			writeWrapped(w, fmt.Sprintf("mistake: %s, %s", d.Kind.Label(), d.CostWords()), "      ")
		}
		writeWrapped(w, text(narrate.Sentence(d.Coach.ReasonIn(m))), "      ")
	}
	if ranged {
		fmt.Fprintln(w, "  r: the equity against the hands their betting suggests, as the reason says it")
	}
	var s review.Summary
	s.Add(h)
	writeWrapped(w, s.String(), "  ")
	fmt.Fprintln(w)
}

// writeWrapped writes text in lines of at most reviewWidth columns, each
// after indent, breaking at spaces.
func writeWrapped(w io.Writer, text, indent string) {
	cur := ""
	for _, word := range strings.Fields(text) {
		if cur != "" && ansi.StringWidth(indent+cur+" "+word) > reviewWidth {
			fmt.Fprintln(w, indent+cur)
			cur = ""
		}
		if cur != "" {
			cur += " "
		}
		cur += word
	}
	if cur != "" {
		fmt.Fprintln(w, indent+cur)
	}
}

// padTo pads s with spaces to n columns.
func padTo(s string, n int) string {
	return s + strings.Repeat(" ", max(n-ansi.StringWidth(s), 0))
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

// rowEquity is a row's equity as the reason quotes it: where the reason
// judged the share against the ranges the betting shows, that share,
// marked r (the any-cards equity beside a reason that says 15% read as a
// second, different figure for the same thing), else the any-cards one.
func rowEquity(d review.Decision) string {
	if d.Coach.Why.Ranged {
		return pct(d.Coach.Why.Equity) + "r"
	}
	return pct(d.Equity)
}

func pct(f float64) string { return fmt.Sprintf("%d%%", int(f*100+0.5)) }

func potOddsText(f float64) string {
	if f == 0 {
		return "-"
	}
	return pct(f)
}

// reviewSeat is the seat --seat names, else yours: the hero of an imported
// hand, else the seat called You, else (a hand of razz sim) seat 1, where
// the trainer seats you.
func reviewSeat(seat int, hi handIn) int {
	if seat > 0 {
		return seat
	}
	seat = record.Open(asHero(hi.log, hi.hero)).You()
	if seat == 0 && hi.log.Source == "" {
		seat = 1
	}
	return seat
}
