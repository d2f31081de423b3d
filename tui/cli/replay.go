package cli

import (
	"bufio"
	"errors"
	"fmt"
	"io"

	"razz/engine"
	"razz/engine/hhfmt"
	"razz/engine/narrate"
)

// Replay is `razz replay`: every hand of file (standard input for "")
// played through the engine, one line a hand. The file may be hand logs
// (JSON Lines), PokerStars-format Razz text or PHH.
func Replay(file string, in io.Reader, stdout io.Writer) error {
	if file == "" && waitsForTyping(in) {
		return Usage("replay wants a FILE of hand logs, PokerStars text or PHH, or hands piped in (razz sim --json | razz replay)")
	}
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	failed, others := false, 0
	_, err := readHands(file, in, func(hi handIn) error {
		err := hi.err
		if errors.Is(err, hhfmt.ErrOtherGame) { // a mixed file's other games: counted, not failures
			others++
			return nil
		}
		if err == nil {
			var h *engine.Hand
			if h, err = engine.Replay(hi.log); err == nil {
				story := h.Story()
				fmt.Fprintf(out, "%s: hand %d fits the rules: %s%s\n", hi.where, hi.log.Hand, narrate.Summary(&story, hi.log.Money()), unknownNote(hi.unknown))
				return nil
			}
		}
		failed = true
		fmt.Fprintf(out, "%s: %v\n", hi.where, err)
		return nil
	})
	if err != nil {
		return err
	}
	if others > 0 {
		fmt.Fprintf(out, "%d hand(s) of other games skipped\n", others)
	}
	return reported(failed)
}

// unknownNote says how many cards a file did not show.
func unknownNote(n int) string {
	switch n {
	case 0:
		return ""
	case 1:
		return " (1 card not shown)"
	}
	return fmt.Sprintf(" (%d cards not shown)", n)
}
