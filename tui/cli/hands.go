package cli

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"razz/engine"
	"razz/engine/hhfmt"
	"razz/tui/store"
)

// Formats a hand file can be in.
const (
	FormatJSONL      = "jsonl"
	FormatPokerStars = "pokerstars"
	FormatPHH        = "phh"
)

// handIn is one hand read from a file in any format, or why it could not
// be read.
type handIn struct {
	where   string // "line 12", "#123 (line 40)" (PokerStars), "[3] (line 30)" (PHH)
	line    int    // the line of the file it starts on
	log     engine.HandLog
	raw     []byte // the JSON line, for jsonl (valid during the callback)
	unknown int    // cards the source did not show
	hero    string // the account holder of PokerStars text, if one
	err     error
}

// detectFormat tells JSON Lines, PokerStars text and PHH apart by their
// first characters (and a .phh/.phhs name).
func detectFormat(name string, head []byte) string {
	t := bytes.TrimLeft(bytes.TrimPrefix(head, []byte("\ufeff")), " \t\r\n")
	switch {
	case namedPHH(name):
		return FormatPHH
	case len(t) == 0 || bytes.HasPrefix(t, []byte("{")):
		return FormatJSONL // nothing at all reads as no hand logs
	case bytes.HasPrefix(t, []byte("PokerStars")) || bytes.HasPrefix(t, []byte("POKERSTARS")):
		return FormatPokerStars
	}
	return FormatPHH
}

// namedPHH says whether a file's name says it is PHH (.phh, .phhs).
func namedPHH(name string) bool {
	ext := strings.ToLower(filepath.Ext(name))
	return ext == ".phh" || ext == ".phhs"
}

// readHands calls fn with every hand of a file (standard input for "" or
// "-") in whichever format it is, and returns the format. The file is read
// through store.OpenInput, as every FILE a command takes: one over
// store.MaxInput is refused in one line. Hand logs are
// read a line at a time, so a long history or a pipe from razz sim is
// never held whole.
func readHands(file string, stdin io.Reader, fn func(handIn) error) (string, error) {
	return readHandsTelling(file, stdin, nil, fn)
}

// readHandsTelling is readHands telling progress, when not nil, how many
// of a PHH or PokerStars file's hands are played (every hand is played
// through the engine before fn is called with the first).
func readHandsTelling(file string, stdin io.Reader, progress func(done, total int), fn func(handIn) error) (string, error) {
	in, err := store.OpenInput(file, stdin) // bounded: store.MaxInput
	if err != nil {
		return "", Failed(err)
	}
	defer in.Close()
	r := bufio.NewReaderSize(in, 64<<10)
	head, _ := r.Peek(512)
	for len(bytes.TrimSpace(head)) == 0 && len(head) == 512 {
		if _, err := r.Discard(512); err != nil {
			break
		}
		head, _ = r.Peek(512)
	}
	if site := hhfmt.OtherSite(head); site != "" {
		return "", Failed(hhfmt.OtherSiteError(site))
	}
	format := detectFormat(file, head)
	if hhfmt.IsUTF16(head) {
		// UTF-16 (as some clients save): PokerStars text or PHH, read whole.
		data, err := io.ReadAll(r)
		if err != nil {
			return "", Failed(err)
		}
		text := []byte(hhfmt.Decode(data))
		format = detectFormat(file, text[:min(len(text), 512)])
		r = bufio.NewReader(bytes.NewReader(text))
	}
	if format == FormatJSONL {
		sc := engine.NewLogScanner(r)
		for sc.Scan() {
			if sc.Blank() {
				continue
			}
			h := handIn{where: fmt.Sprintf("line %d", sc.Line()), raw: sc.Bytes()}
			h.log, h.err = sc.Log()
			if err := fn(h); err != nil {
				return format, err
			}
		}
		if err := sc.Err(); err != nil {
			return format, Failed(err)
		}
		return format, nil
	}
	data, err := io.ReadAll(r)
	if err != nil {
		return format, Failed(err)
	}
	var hs []hhfmt.Hand
	if format == FormatPHH {
		hs, err = hhfmt.ReadPHH(data, progress)
		if notPHH := (*hhfmt.NotPHHError)(nil); errors.As(err, &notPHH) && !namedPHH(file) {
			// PHH was only a guess: the file is of no kind razz knows.
			return format, Failed(fmt.Errorf("not a hand history razz reads (PokerStars text, PHH or its own hand logs); as PHH: %w", notPHH.Why))
		}
	} else {
		hs, err = hhfmt.ReadPokerStars(data, progress)
	}
	if err != nil {
		return format, Failed(err)
	}
	// A file's hands are numbered by their place among its Razz hands,
	// from 1: the number practice --hand takes, and replay, review and
	// practice say (a mixed file's other games are not counted).
	number := 0
	for _, h := range hs {
		if !errors.Is(h.Err, hhfmt.ErrOtherGame) {
			number++
			h.Index, h.Log.Hand = number, number
		}
		if err := fn(handIn{where: where(format, h), line: h.Line, log: h.Log, unknown: h.Unknown, hero: h.Hero, err: h.Err}); err != nil {
			return format, err
		}
	}
	return format, nil
}

// historyHands calls fn with every hand of the history, through the store,
// which sets a torn last line and damaged lines aside (the problem, to
// tell the user once) rather than reading them as bad hands.
func historyHands(h *store.History, fn func(handIn) error) (*store.Problem, error) {
	return h.Scan(func(l store.Line) error {
		hi := handIn{where: fmt.Sprintf("line %d", l.Number), raw: l.Bytes}
		hi.log, hi.err = engine.ParseLog(l.Bytes)
		return fn(hi)
	})
}
