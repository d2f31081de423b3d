package cli

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"razz/engine"
)

// OddsOptions are the flags of `razz odds`.
type OddsOptions struct {
	Dead string
	JSON bool
}

type oddsSpot struct {
	Cards string `json:"cards"`
	Dead  string `json:"dead"`
}

// byTop is a JSON object keyed "5" to "K" (and "paired"), in rank order
// rather than Go's sorted map order.
type byTop []struct {
	key string
	p   float64
}

func (b byTop) MarshalJSON() ([]byte, error) {
	var s bytes.Buffer
	s.WriteByte('{')
	for i, e := range b {
		if i > 0 {
			s.WriteByte(',')
		}
		fmt.Fprintf(&s, "%q:%s", e.key, strconv.FormatFloat(round6(e.p), 'f', -1, 64))
	}
	s.WriteByte('}')
	return s.Bytes(), nil
}

type oddsJSON struct {
	Cards    string `json:"cards"`
	Dead     string `json:"dead"`
	Outcomes uint64 `json:"outcomes,omitempty"`
	Made     byTop  `json:"made,omitempty"`
	OrBetter byTop  `json:"or_better,omitempty"`
	Error    string `json:"error,omitempty"`
}

func parseOdds(s oddsSpot) (known, dead []engine.Card, err error) {
	known, err = engine.ParseCards(s.Cards)
	if err != nil {
		return nil, nil, err
	}
	if len(known) < 3 || len(known) > 6 {
		return nil, nil, fmt.Errorf("give 3 to 6 cards, as on third to sixth street (got %d)", len(known))
	}
	dead, err = engine.ParseCards(s.Dead)
	if err != nil {
		return nil, nil, fmt.Errorf("dead cards: %w", err)
	}
	return known, dead, nil
}

func oddsResultJSON(known, dead []engine.Card, o engine.LowOdds) oddsJSON {
	out := oddsJSON{Cards: engine.FormatCards(known), Dead: engine.FormatCards(dead), Outcomes: o.Outcomes}
	for t := range engine.OddsPaired + 1 {
		out.Made = append(out.Made, struct {
			key string
			p   float64
		}{engine.OddsLabel(t), o.Made(t)})
		if t < engine.OddsPaired {
			out.OrBetter = append(out.OrBetter, struct {
				key string
				p   float64
			}{engine.OddsLabel(t), o.OrBetter(t)})
		}
	}
	return out
}

var oddsNames = [engine.OddsPaired + 1]string{"wheel", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king", "paired"}

// oddsText is the text answer:
//
//	As 2h 3d: the best low after seven cards, from 211,876 ways to deal the other 4
//	low        made   or better
//	5 wheel    7.15%     7.15%
//	...
func oddsText(w io.Writer, known, dead []engine.Card, o engine.LowOdds, took time.Duration) {
	left := 7 - len(known)
	fmt.Fprintf(w, "%s: the best low after seven cards, from %s ways to deal the other %d", engine.FormatCards(known), thousands(o.Outcomes), left)
	if len(dead) > 0 {
		fmt.Fprintf(w, " (dead: %s)", engine.FormatCards(dead))
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "low           made   or better")
	for t := range engine.OddsPaired + 1 {
		label := engine.OddsLabel(t) + " " + oddsNames[t]
		if t == engine.OddsPaired {
			label = "paired"
		}
		line := fmt.Sprintf("%-9s  %6.2f%%", label, 100*o.Made(t))
		if t < engine.OddsPaired {
			line += fmt.Sprintf("     %6.2f%%", 100*o.OrBetter(t))
		}
		fmt.Fprintln(w, line)
	}
	fmt.Fprintf(w, "exact, in %s\n", shortDuration(took))
}

// Odds is `razz odds`: the cards in args, or one question a line from in
// as JSON ({"cards":"As 2h 3d","dead":"4c"}).
func Odds(o OddsOptions, args []string, in io.Reader, stdout, errw io.Writer) error {
	answer := func(s oddsSpot) ([]engine.Card, []engine.Card, engine.LowOdds, time.Duration, error) {
		known, dead, err := parseOdds(s)
		if err != nil {
			return nil, nil, engine.LowOdds{}, 0, err
		}
		start := time.Now()
		lo, err := engine.Odds(known, dead)
		if err != nil {
			return nil, nil, lo, 0, plainRunoutErr(err)
		}
		return known, dead, lo, time.Since(start), nil
	}
	if len(args) > 0 {
		known, dead, lo, took, err := answer(oddsSpot{Cards: strings.Join(args, " "), Dead: o.Dead})
		if err != nil {
			return Failed(err)
		}
		if o.JSON {
			writeJSON(stdout, oddsResultJSON(known, dead, lo))
		} else {
			oddsText(stdout, known, dead, lo, took)
		}
		return nil
	}
	if waitsForTyping(in) {
		return Usage(`odds wants your cards, e.g. razz odds As 2s 3s, or JSON lines piped in ({"cards":"As 2s 3s"})`)
	}
	return eachLine(in, stdout, errw, "odds", o.JSON, func(out *bufio.Writer, line []byte) error {
		var s oddsSpot
		err := decodeStrict(line, &s)
		var known, dead []engine.Card
		var lo engine.LowOdds
		var took time.Duration
		if err == nil {
			known, dead, lo, took, err = answer(s)
		}
		switch {
		case err != nil && o.JSON:
			writeJSON(out, oddsJSON{Cards: strings.TrimSpace(s.Cards), Dead: s.Dead, Error: err.Error()})
		case err != nil:
		case o.JSON:
			writeJSON(out, oddsResultJSON(known, dead, lo))
		default:
			oddsText(out, known, dead, lo, took)
		}
		return err
	})
}
