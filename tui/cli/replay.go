package cli

import (
	"bufio"
	"fmt"
	"io"
	"os"

	"razz/engine"
	"razz/engine/narrate"
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
	sc := engine.NewLogScanner(in)
	failed := false
	for sc.Scan() {
		n := sc.Line()
		if sc.Blank() {
			continue
		}
		l, err := sc.Log()
		if err == nil {
			var h *engine.Hand
			if h, err = engine.Replay(l); err == nil {
				story := h.Story()
				fmt.Fprintf(out, "line %d: hand %d fits the rules: %s\n", n, l.Hand, narrate.Summary(&story))
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
