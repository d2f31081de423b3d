package cli

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"

	"razz/engine"
)

// Replay is `razz replay`: every hand log in file (standard input for
// "") played through the engine, one line a hand.
func Replay(file string, in io.Reader, stdout io.Writer) error {
	if file != "" {
		f, err := os.Open(file)
		if err != nil {
			return Failed(err)
		}
		defer f.Close()
		in = f
	}
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 64<<10), 1<<22)
	failed := false
	for n := 1; sc.Scan(); n++ {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		l, err := engine.ParseLog(sc.Bytes())
		if err == nil {
			var h *engine.Hand
			if h, err = engine.Replay(l); err == nil {
				fmt.Fprintf(out, "line %d: hand %d fits the rules: %s\n", n, l.Hand, replaySummary(h))
				continue
			}
		}
		failed = true
		fmt.Fprintf(out, "line %d: %v\n", n, err)
	}
	if err := sc.Err(); err != nil {
		return Failed(err)
	}
	if failed {
		return ErrReported
	}
	return nil
}

// replaySummary says who won what: "seat 3 won 120 (7-5-4-3-2)".
func replaySummary(h *engine.Hand) string {
	lows := map[int]engine.Low{}
	if sd := h.Showdown(); sd != nil {
		for _, s := range sd.Order {
			lows[s.Seat] = s.Eval.Low
		}
	}
	var parts []string
	for _, a := range h.Awards() {
		p := fmt.Sprintf("seat %d won %d", a.Seat, a.Amount)
		if l, ok := lows[a.Seat]; ok {
			p += " (" + l.Dashed() + ")"
		}
		parts = append(parts, p)
	}
	return strings.Join(parts, ", ")
}
