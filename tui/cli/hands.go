package cli

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
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
// through store.OpenHands, as every hand history a command takes: one
// over store.MaxHandInput is refused in one line. It is read as a stream:
// hand logs a line at a time, PokerStars text and PHH a hand at a time
// (readHandsWith), so a long history or a pipe from razz sim is never
// held whole.
func readHands(file string, stdin io.Reader, fn func(handIn) error) (string, error) {
	return readHandsWith(file, stdin, readOptions{}, fn)
}

// readOptions say how readHandsWith reads: whom it tells how many of a
// PHH or PokerStars file's hands are read (nil: nobody), whom it tells how
// many KiB of the file its first reading has read (a regular file's; nil:
// nobody), and where a standard input is kept for its second reading ("":
// the system's temporary folder).
type readOptions struct {
	progress func(done, total int)
	looking  func(doneKiB, totalKiB int)
	spillDir string
}

// readHandsWith is readHands as o says. A PHH or PokerStars file is read
// twice, a hand at a time: first for what its hands say of each other
// (how many there are, PHH that does not parse anywhere in it, the
// bring-in of each PokerStars level), then each hand played and handed
// to fn. A file is opened again for the second reading; a standard input
// (or a pipe, a device) is kept as it is first read, in memory up to
// spillAt and past it in a temporary file.
func readHandsWith(file string, stdin io.Reader, o readOptions, fn func(handIn) error) (string, error) {
	t, err := openText(file, stdin)
	if err != nil {
		return "", err
	}
	defer t.close()
	if t.format == FormatJSONL {
		return t.format, readLogs(t.text, fn)
	}
	// The first reading, kept (a stream) or counted (a file), and told
	// as the file's bytes are read: it plays no hand, but reads them all.
	first := &countingReader{r: t.text}
	if fi, err := os.Stat(file); err == nil && o.looking != nil && isFile(file) && fi.Size() > 0 {
		size := fi.Size()
		t.raw.tell = func(n int64) { o.looking(int(min(n, size)>>10), int(size>>10)) }
		defer func() { t.raw.tell = nil }()
	}
	var kept *spill
	var text io.Reader = first
	if !isFile(file) {
		kept = newSpill(o.spillDir)
		defer kept.Close()
		text = io.TeeReader(first, kept)
	}
	var ps hhfmt.PokerStarsFile
	var total int
	if t.format == FormatPHH {
		total, err = hhfmt.CountPHH(text)
		if notPHH := (*hhfmt.NotPHHError)(nil); errors.As(err, &notPHH) && !namedPHH(file) {
			// PHH was only a guess: the file is of no kind razz knows.
			return t.format, Failed(fmt.Errorf("not a hand history razz reads (PokerStars text, PHH or its own hand logs); as PHH: %w", notPHH.Why))
		}
	} else {
		total, err = ps.Note(text)
	}
	if t.raw.tell != nil {
		t.raw.tell(math.MaxInt64) // the whole file read
		t.raw.tell = nil
	}
	if err == nil && kept != nil {
		err = kept.Err()
	}
	if err != nil {
		return t.format, Failed(err)
	}
	// The second reading: the same text.
	if kept != nil {
		text = kept.reader()
	} else {
		again, err := openText(file, nil)
		if err != nil {
			return t.format, err
		}
		defer again.close()
		text = io.LimitReader(again.text, first.n) // what the first reading read, should the file have grown since
	}
	// A file's hands are numbered by their place among its Razz hands,
	// from 1: the number practice --hand takes, and replay, review and
	// practice say (a mixed file's other games are not counted).
	done, number := 0, 0
	var stopped error // fn's, returned as it is
	hand := func(h hhfmt.Hand) error {
		if !errors.Is(h.Err, hhfmt.ErrOtherGame) {
			number++
			h.Index, h.Log.Hand = number, number
		}
		if done++; o.progress != nil {
			o.progress(done, max(total, done))
		}
		stopped = fn(handIn{where: where(t.format, h), line: h.Line, log: h.Log, unknown: h.Unknown, hero: h.Hero, err: h.Err})
		return stopped
	}
	if t.format == FormatPHH {
		err = hhfmt.ScanPHH(text, hand)
	} else {
		err = ps.Hands(text, hand)
	}
	if stopped != nil || err == nil {
		return t.format, stopped
	}
	return t.format, Failed(err)
}

// openedHands is a hand file opened for its hands: its text, as UTF-8
// past any blank start, and its format.
type openedHands struct {
	text   *bufio.Reader
	format string
	raw    *countingReader // the file's bytes as read
	close  func() error
}

// openText opens a hand file (standard input for "" or "-"), bounded by
// store.OpenHands, and tells its format from its first characters: a
// file of another site is refused here.
func openText(file string, stdin io.Reader) (openedHands, error) {
	in, err := store.OpenHands(file, stdin) // bounded: store.MaxHandInput
	if err != nil {
		return openedHands{}, Failed(err)
	}
	raw := &countingReader{r: in}
	r := bufio.NewReaderSize(raw, 64<<10)
	head, _ := r.Peek(512)
	for len(bytes.TrimSpace(head)) == 0 && len(head) == 512 {
		if _, err := r.Discard(512); err != nil {
			break
		}
		head, _ = r.Peek(512)
	}
	if site := hhfmt.OtherSite(head); site != "" {
		in.Close()
		return openedHands{}, Failed(hhfmt.OtherSiteError(site))
	}
	// UTF-16 (as some clients save) is turned into UTF-8 as it is read.
	t := openedHands{text: bufio.NewReaderSize(hhfmt.NewTextReader(r), 64<<10), raw: raw, close: in.Close}
	head, _ = t.text.Peek(512)
	t.format = detectFormat(file, head)
	return t, nil
}

// isFile says whether file names a regular file, which can be read twice.
func isFile(file string) bool {
	if file == "" || file == "-" {
		return false
	}
	fi, err := os.Stat(file)
	return err == nil && fi.Mode().IsRegular()
}

// readLogs calls fn with every hand log of text, a line at a time.
func readLogs(text io.Reader, fn func(handIn) error) error {
	sc := engine.NewLogScanner(text)
	for sc.Scan() {
		if sc.Blank() {
			continue
		}
		h := handIn{where: fmt.Sprintf("line %d", sc.Line()), raw: sc.Bytes()}
		h.log, h.err = sc.Log()
		if err := fn(h); err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		return Failed(err)
	}
	return nil
}

// countingReader counts the bytes read through it, and tells the count
// after each read (tell, when set).
type countingReader struct {
	r    io.Reader
	n    int64
	tell func(n int64)
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	if c.tell != nil {
		c.tell(c.n)
	}
	return n, err
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
