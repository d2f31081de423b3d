package cli

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"razz/engine"
)

type evalJSON struct {
	Cards string   `json:"cards"`
	Low   []string `json:"low,omitempty"`
	Rank  int      `json:"rank,omitempty"`
	Name  string   `json:"name,omitempty"`
	Error string   `json:"error,omitempty"`
}

func toEvalJSON(e engine.Evaluation) evalJSON {
	return evalJSON{Cards: engine.FormatCards(e.Cards), Low: e.Low.Strings(), Rank: int(e.Low), Name: e.Low.Name()}
}

// evalText is one line of `razz eval`:
// "5 4 3 2 A  wheel  rank 1 of 6175  (Kd Kc left out: highest cards)".
func evalText(e engine.Evaluation) string {
	name := e.Low.Name()
	if e.Forced {
		name += " (unavoidable: fewer than five different ranks)"
	}
	s := fmt.Sprintf("%s  %s  rank %d of %d", e.Low, name, e.Low, engine.NumLows)
	if out := e.OutText(); out != "" {
		s += "  (" + out + ")"
	}
	return s
}

func parseHand(s string) (engine.Evaluation, error) {
	if len(s) > maxInputLine {
		return engine.Evaluation{}, fmt.Errorf("a hand of %d bytes, more than the %d a hand takes", len(s), maxInputLine)
	}
	cs, err := engine.ParseCards(s)
	if err != nil {
		return engine.Evaluation{}, err
	}
	return engine.Evaluate(cs)
}

func writeJSON(w io.Writer, v any) {
	b, _ := json.Marshal(v)
	w.Write(append(b, '\n'))
}

// Eval is `razz eval`: the hand in args, or one hand a line from in.
func Eval(args []string, in io.Reader, stdout, errw io.Writer, asJSON bool) error {
	// one answers a hand: its evaluation, or with asJSON the error object
	// itself; the error goes back for the caller to report and count.
	one := func(out io.Writer, line string) error {
		e, err := parseHand(line)
		switch {
		case err != nil && asJSON:
			cards := strings.TrimSpace(line)
			if len(line) > maxInputLine {
				cards = "" // not written back
			}
			writeJSON(out, evalJSON{Cards: cards, Error: err.Error()})
		case err != nil:
		case asJSON:
			writeJSON(out, toEvalJSON(e))
		default:
			fmt.Fprintln(out, evalText(e))
		}
		return err
	}
	if len(args) == 0 {
		if waitsForTyping(in) {
			return Usage("eval wants 5 to 7 cards, as in razz eval As 2d 3c 4h 5s, or lines of cards piped in")
		}
		return eachLine(in, stdout, errw, "eval", asJSON, func(out *bufio.Writer, line []byte) error {
			return one(out, string(line))
		})
	}
	hand := strings.Join(args, " ")
	if cs, err := engine.ParseCards(hand); err == nil && len(hand) <= maxInputLine && (len(cs) < 5 || len(cs) > 7) {
		// The wrong number of arguments, as for the other commands.
		return Usage("eval needs 5 to 7 cards, as in razz eval As 2d 3c 4h 5s (got %d)", len(cs))
	}
	if err := one(stdout, hand); err != nil {
		if asJSON {
			return ErrReported // said in the JSON line
		}
		return Failed(err) // "razz: bad card …", as every command says it
	}
	return nil
}

// CompareArgs checks compare's arguments: two hands.
func CompareArgs(args []string) error {
	if len(args) != 2 {
		return Usage("compare needs two hands, each in quotes (got %s)", count(len(args), "hand"))
	}
	return nil
}

// Compare is `razz compare`: which of two lows wins, and why.
func Compare(args []string, w io.Writer, asJSON bool) error {
	var ev [2]engine.Evaluation
	for i, s := range args {
		e, err := parseHand(s)
		if err != nil {
			return Failed(fmt.Errorf("hand %c: %w", 'A'+i, err))
		}
		ev[i] = e
	}
	both := engine.SetOf(ev[0].Cards...) & engine.SetOf(ev[1].Cards...)
	if both != 0 {
		return Failed(fmt.Errorf("%s in both hands: there is one of each card in the deck", engine.FormatCards(both.Cards())))
	}
	c := engine.Compare(ev[0].Low, ev[1].Low)
	if asJSON {
		writeJSON(w, struct {
			A      evalJSON `json:"a"`
			B      evalJSON `json:"b"`
			Winner string   `json:"winner"`
			Reason string   `json:"reason"`
		}{toEvalJSON(ev[0]), toEvalJSON(ev[1]), winnerWord(c.Winner), c.Reason()})
		return nil
	}
	for i, e := range ev {
		fmt.Fprintf(w, "%c: %-22s %s\n", 'A'+i, engine.FormatCards(e.Cards), evalText(e))
	}
	switch c.Winner {
	case 1:
		fmt.Fprintln(w, "A wins: "+c.Reason())
	case -1:
		fmt.Fprintln(w, "B wins: "+c.Reason())
	default:
		fmt.Fprintln(w, "Tie: "+c.Reason())
	}
	return nil
}

func winnerWord(w int) string {
	switch w {
	case 1:
		return "a"
	case -1:
		return "b"
	}
	return "tie"
}
