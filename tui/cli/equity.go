package cli

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"runtime"
	"strconv"
	"strings"
	"time"

	"razz/engine"
)

// EquityOptions are the flags of `razz equity`.
type EquityOptions struct {
	Dead    string
	Exact   bool
	Trials  int
	Seed    uint64
	SeedSet bool // --seed was given; otherwise the clock picks one
	JSON    bool
}

// CheckEquityFlags refuses flags that do not go together: exit status 2.
func CheckEquityFlags(o EquityOptions, trialsSet bool) error {
	if o.Exact && trialsSet {
		return Usage("--exact and --trials do not go together: exact counts every deal, --trials samples some")
	}
	if trialsSet && o.Trials < 1 {
		return Usage("--trials must be 1 or more, got %d", o.Trials)
	}
	return nil
}

// equitySpot is one question: the hands as given and the dead cards.
type equitySpot struct {
	Hands []string `json:"hands"`
	Dead  string   `json:"dead"`
}

type handJSON struct {
	Cards  string   `json:"cards"`
	Equity float64  `json:"equity"`
	Win    float64  `json:"win"`
	Tie    float64  `json:"tie"`
	Margin *float64 `json:"margin,omitempty"` // sampled: the 95% interval is equity ± margin
}

type equityJSON struct {
	Hands     []handJSON `json:"hands"`
	Dead      string     `json:"dead"`
	Method    string     `json:"method,omitempty"`
	Outcomes  uint64     `json:"outcomes,omitempty"`
	Trials    int        `json:"trials,omitempty"`
	Seed      *uint64    `json:"seed,omitempty"`
	Community bool       `json:"community,omitempty"`
}

// round6 keeps six decimals: a percent to four places.
func round6(x float64) float64 { return math.Round(x*1e6) / 1e6 }

// parseRunout reads the hands and the dead cards of one question.
func parseRunout(s equitySpot) (engine.Runout, error) {
	var r engine.Runout
	// A bad card is named before the count: razz equity "Ax Kd" said only
	// "(got 1)" (the walk-through).
	hands := make([][]engine.Card, len(s.Hands))
	for i, h := range s.Hands {
		cs, err := engine.ParseCards(h)
		if err != nil {
			return r, fmt.Errorf("hand %d: %w", i+1, err)
		}
		hands[i] = cs
	}
	if n := len(s.Hands); n < 2 || n > engine.MaxPlayers {
		return r, fmt.Errorf("give 2 to %d hands, each in quotes as in \"As 2h 3d\" \"Kc Qd Js\" (got %d)", engine.MaxPlayers, n)
	}
	for i, cs := range hands {
		if len(cs) == 0 {
			return r, fmt.Errorf("hand %d has no cards; give 1 to 7", i+1)
		}
		r.Hands = append(r.Hands, cs)
	}
	dead, err := engine.ParseCards(s.Dead)
	if err != nil {
		return r, fmt.Errorf("dead cards: %w", err)
	}
	r.Dead = dead
	if err := r.Check(); err != nil {
		return r, plainRunoutErr(err)
	}
	return r, nil
}

// plainRunoutErr drops the engine's "bad equity spot: " prefix: the
// command's own name says as much.
func plainRunoutErr(err error) error {
	return fmt.Errorf("%s", strings.TrimPrefix(err.Error(), engine.ErrRunout.Error()+": "))
}

func equityResultJSON(r engine.Runout, res engine.EquityResult, seed uint64) equityJSON {
	out := equityJSON{Dead: engine.FormatCards(r.Dead), Community: res.Community}
	if res.Exact {
		out.Method, out.Outcomes = "exact", res.Outcomes
	} else {
		out.Method, out.Trials, out.Seed = "sampled", res.Trials, &seed
	}
	for i, h := range res.Hands {
		hj := handJSON{Cards: engine.FormatCards(r.Hands[i]), Equity: round6(h.Equity), Win: round6(h.Win), Tie: round6(h.Tie)}
		if !res.Exact {
			m := round6(h.Margin)
			hj.Margin = &m
		}
		out.Hands = append(out.Hands, hj)
	}
	return out
}

// equityText is the text answer:
//
//	As 2h 3d   equity 92.2126%   win 92.2106%   tie 0.0040%
//	Kc Qd Js   equity  7.7874%   win  7.7854%   tie 0.0040%
//	exact: 18,265,297,050 outcomes (3,290,596 rank patterns) in 9 ms
func equityText(w io.Writer, r engine.Runout, res engine.EquityResult, seed uint64, took time.Duration) {
	width := 0
	for _, h := range r.Hands {
		width = max(width, len(engine.FormatCards(h)))
	}
	pct := func(x float64) string {
		if res.Exact {
			return fmt.Sprintf("%8.4f%%", 100*x)
		}
		return fmt.Sprintf("%6.2f%%", 100*x)
	}
	for i, h := range res.Hands {
		line := fmt.Sprintf("%-*s   equity %s", width, engine.FormatCards(r.Hands[i]), pct(h.Equity))
		if !res.Exact {
			line += fmt.Sprintf(" ±%.2f", 100*h.Margin)
		}
		line += fmt.Sprintf("   win %s   tie %s", pct(h.Win), pct(h.Tie))
		fmt.Fprintln(w, line)
	}
	if len(r.Dead) > 0 {
		fmt.Fprintf(w, "dead: %s\n", engine.FormatCards(r.Dead))
	}
	if res.Community {
		fmt.Fprintln(w, "the deck runs short: the seventh card is one community card for every hand")
	}
	if res.Exact {
		fmt.Fprintf(w, "exact: %s in %s\n", plural(res.Outcomes, "outcome")+" ("+plural(res.Patterns, "rank pattern")+")", shortDuration(took))
		return
	}
	fmt.Fprintf(w, "sampled: %s trials, seed %d, each equity ± its 95%% interval, in %s\n", thousands(uint64(res.Trials)), seed, shortDuration(took))
}

// plural writes a count and its noun: "1 outcome", "4 outcomes".
func plural(n uint64, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return thousands(n) + " " + noun + "s"
}

// thousands writes n with commas: 18,265,297,050.
func thousands(n uint64) string {
	s := strconv.FormatUint(n, 10)
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

// shortDuration writes a run time to about three figures: "9.2 ms", "1.31 s".
func shortDuration(d time.Duration) string {
	ms := float64(d) / float64(time.Millisecond)
	switch {
	case ms < 1:
		return fmt.Sprintf("%.2f ms", ms)
	case ms < 10:
		return fmt.Sprintf("%.1f ms", ms)
	case ms < 1000:
		return fmt.Sprintf("%.0f ms", ms)
	}
	return fmt.Sprintf("%.2f s", ms/1000)
}

// Equity is `razz equity`: the hands in args, or one spot a line from in as
// JSON ({"hands":["As 2h 3d","Kc Qd Js"],"dead":"4c"}).
func Equity(o EquityOptions, args []string, in io.Reader, stdout, errw io.Writer) error {
	seed := o.Seed
	if !o.SeedSet {
		seed = SeedOrNow(0)
	}
	opts := engine.EquityOptions{Exact: o.Exact, Trials: o.Trials, Seed: seed}
	answer := func(s equitySpot) (engine.Runout, engine.EquityResult, time.Duration, error) {
		r, err := parseRunout(s)
		if err != nil {
			return r, engine.EquityResult{}, 0, err
		}
		if o.Exact {
			warnLongCount(errw, r)
		}
		start := time.Now()
		res, err := r.Equity(opts)
		if err != nil {
			if o.Exact { // the only refusal left: too many run-outs
				return r, res, 0, fmt.Errorf("%w (--trials N)", plainRunoutErr(err))
			}
			return r, res, 0, plainRunoutErr(err)
		}
		return r, res, time.Since(start), nil
	}
	if len(args) > 0 {
		r, res, took, err := answer(equitySpot{Hands: args, Dead: o.Dead})
		if err != nil {
			return Failed(err)
		}
		if o.JSON {
			writeJSON(stdout, equityResultJSON(r, res, seed))
		} else {
			equityText(stdout, r, res, seed, took)
		}
		return nil
	}
	if waitsForTyping(in) {
		return Usage(`equity wants two or more hands, e.g. razz equity "As 2s 3s" "Kd Qd Jd", or JSON lines piped in ({"hands":[...]})`)
	}
	return eachLine(in, stdout, errw, "equity", o.JSON, func(out *bufio.Writer, line []byte) error {
		var s equitySpot
		err := decodeStrict(line, &s)
		var r engine.Runout
		var res engine.EquityResult
		var took time.Duration
		if err == nil {
			r, res, took, err = answer(s)
		}
		switch {
		case err != nil && o.JSON:
			writeJSON(out, equityErrJSON{Hands: echoHands(s.Hands), Dead: s.Dead, Error: err.Error()})
		case err != nil:
		case o.JSON:
			writeJSON(out, equityResultJSON(r, res, seed))
		default:
			equityText(out, r, res, seed, took)
		}
		return err
	})
}

// equityErrJSON is a line that failed: the spot as given, and why.
type equityErrJSON struct {
	Hands []string `json:"hands"`
	Dead  string   `json:"dead"`
	Error string   `json:"error"`
}

// warnLongCount says on errw, before a forced exact count that will take
// more than about five seconds, roughly how long it will take.
func warnLongCount(errw io.Writer, r engine.Runout) {
	cost, err := r.ExactCost()
	if n, err2 := r.Outcomes(); err != nil || err2 != nil || n > engine.MaxExactOutcomes {
		return // refused: the refusal says why
	}
	secs := cost * engine.ExactNanos / 1e9 / float64(runtime.GOMAXPROCS(0))
	if secs < 5 {
		return
	}
	fmt.Fprintf(errw, "razz equity: counting %.2g rank patterns exactly will take about %s here; --trials N samples instead\n", cost, roughDuration(secs))
}

// roughDuration is an estimate in words: "40 seconds", "3 minutes", "6 hours", "12 days".
func roughDuration(secs float64) string {
	switch {
	case secs < 90:
		return fmt.Sprintf("%.0f seconds", secs)
	case secs < 90*60:
		return fmt.Sprintf("%.0f minutes", secs/60)
	case secs < 36*3600:
		return fmt.Sprintf("%.0f hours", secs/3600)
	}
	return fmt.Sprintf("%.0f days", secs/86400)
}

// echoHands repeats the hands of a line that failed.
func echoHands(hs []string) []string {
	out := make([]string, len(hs))
	for i, h := range hs {
		out[i] = strings.TrimSpace(h)
	}
	return out
}

// decodeStrict reads one JSON object and nothing else; an unknown field is
// an error, so that a typo is not silently ignored.
func decodeStrict(line []byte, v any) error {
	d := json.NewDecoder(bytes.NewReader(line))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		return fmt.Errorf("not a JSON spot: %v", err)
	}
	if d.More() {
		return fmt.Errorf("not a JSON spot: more than one value on the line")
	}
	return nil
}

// maxInputLine is the longest line eval, equity and odds read: seven
// cards are about 20 bytes, a spot of eight hands and dead cards a few
// hundred.
const maxInputLine = 4 << 10

// readShortLine reads a line (with its newline) of at most max bytes
// before the newline; a longer one is read to its end and dropped, and
// long is its length.
func readShortLine(rd *bufio.Reader, max int) (line []byte, long int, err error) {
	n, ended := 0, false
	for {
		var chunk []byte
		chunk, err = rd.ReadSlice('\n')
		n += len(chunk)
		ended = len(chunk) > 0 && chunk[len(chunk)-1] == '\n'
		if len(line) <= max {
			line = append(line, chunk...)
		}
		if !errors.Is(err, bufio.ErrBufferFull) {
			break
		}
	}
	if ended {
		n--
	}
	if n > max {
		return nil, n, err
	}
	return line, 0, err
}

// eachLine calls one for every non-blank line of in, as `razz eval` reads
// its hands: a bad line is reported (with asJSON, one writes the error
// object itself; otherwise it goes to errw as "razz NAME: line N: ...") and
// the others go on; the exit status is 1 at the end if any line failed.
func eachLine(in io.Reader, stdout, errw io.Writer, name string, asJSON bool, one func(out *bufio.Writer, line []byte) error) error {
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	failed := false
	rd := bufio.NewReaderSize(in, 64<<10)
	for n := 1; ; n++ {
		line, long, err := readShortLine(rd, maxInputLine)
		if long > 0 {
			// Not a hand nor a spot: refused without reading it, and never
			// echoed (a line of megabytes would be written back whole).
			failed = true
			why := fmt.Sprintf("line %d is %d bytes long, more than the %d a question takes: skipped", n, long, maxInputLine)
			if asJSON {
				writeJSON(out, struct {
					Error string `json:"error"`
				}{why})
			} else {
				out.Flush()
				fmt.Fprintf(errw, "razz %s: %s\n", name, why)
			}
		} else if len(bytes.TrimSpace(line)) > 0 {
			if e := one(out, line); e != nil {
				failed = true
				if !asJSON {
					out.Flush()
					fmt.Fprintf(errw, "razz %s: line %d: %s\n", name, n, OneLine(e.Error()))
				}
			}
		}
		if err != nil {
			break
		}
		if rd.Buffered() == 0 { // about to wait for input: show what we have
			out.Flush()
		}
	}
	return reported(failed)
}
