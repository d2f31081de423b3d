package cli

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"

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
