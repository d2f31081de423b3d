package handlist

import (
	"bufio"
	"crypto/sha256"
	"encoding/gob"
	"errors"
	"io"
	"io/fs"
	"os"
	"time"

	"razz/engine"
	"razz/tui/store"
)

// Entry is one saved hand as a list shows it and filters it, and where its
// line is in the history file.
type Entry struct {
	Number   int
	Time     int64 // when it ended, Unix seconds; 0 when not known
	Seed     uint64
	Players  int
	Seat     int             // the user's seat (the hand's Hero); 0 when the user was not dealt in
	Result   int             // the user's chips won (+) or lost (-)
	Play     engine.SeatPlay // what the user did, for the Stats screen
	BigBet   int
	Street   int    // the last street the user was dealt
	Showdown bool   // the hand went to a showdown
	Showed   bool   // the user (else anyone) showed down
	Unfit    string // why the hand does not fit the rules, "" when it does
	Ended    string
	Brief    string // Ended in a few words
	Source   string
	Run      string // the run of the table that dealt it (engine.HandLog.Run)
	Currency string // a cash game's currency (engine.HandLog.Currency): Result is then cents
	Offset   int64  // where its line starts in the history file
	Length   int    // the line's length without the newline
}

// BigBets is the result in big bets.
func (e Entry) BigBets() float64 {
	if e.BigBet == 0 {
		return 0
	}
	return float64(e.Result) / float64(e.BigBet)
}

// Money writes the entry's amounts as its log does: chips, or cents in
// its currency.
func (e Entry) Money() engine.Money { return engine.Money(e.Currency) }

// When is the time the hand ended, zero when not known.
func (e Entry) When() time.Time {
	if e.Time == 0 {
		return time.Time{}
	}
	return time.Unix(e.Time, 0)
}

// Text is the entry as a line of `razz history list`, the same as its
// hand's Summary.Text.
func (e Entry) Text() string {
	return textLine(e.Number, e.When(), e.Players, e.Seat, e.Money(), e.Result, e.BigBets(), e.Ended, e.Source)
}

func entryOf(l engine.HandLog, offset int64, length int) Entry {
	s := Summarize(l)
	e := Entry{Number: l.Hand, Seed: l.Seed, Players: len(l.Seats), Seat: s.Seat, Result: s.Result, Play: l.Play(s.Seat),
		BigBet: l.Limits.BigBet, Street: s.Street, Showdown: s.Showdown, Showed: s.Showed, Unfit: s.Unfit, Ended: s.Ended, Brief: s.Brief, Source: l.Source, Run: l.Run, Currency: l.Currency,
		Offset: offset, Length: length}
	if t, err := time.Parse(time.RFC3339, l.Time); err == nil {
		e.Time = t.Unix()
	}
	return e
}

// IndexSuffix names the index beside a history file: history.jsonl.idx.
const IndexSuffix = ".idx"

// indexVersion changes when Entry or the summaries change meaning: an index
// of another version is rebuilt.
const indexVersion = 8 // 8: a showdown of several pots is told pot by pot (summary.go potsWords)

// headBytes of the history are hashed into the index: a history that was
// replaced or mended since differs there, and the index is rebuilt.
const headBytes = 4096

type indexFile struct {
	Version int
	Size    int64    // the bytes of the history the entries cover
	Head    [32]byte // sha256 of its first min(Size, headBytes) bytes
	Tail    [32]byte // and of the last ones before Size: an edit anywhere near either end shows
	Entries []Entry
}

// Load is every hand of the history, oldest first, from the index beside
// it: rebuilt from the history when missing, unreadable or stale, and
// brought up to date by reading only the hands appended since. Damage the
// history store sets aside on a rebuild is the problem, to tell the user.
// The index is a cache: when it cannot be written, Load still answers.
func Load(h *store.History) ([]Entry, *store.Problem, error) {
	path := h.Path()
	fi, err := os.Stat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil, nil
	}
	if err != nil {
		return nil, nil, err
	}
	if idx, ok := readIndex(path, fi.Size()); ok {
		if idx.Size == fi.Size() {
			return idx.Entries, nil, nil
		}
		if err := readTail(path, &idx); err == nil {
			writeIndex(path, idx)
			return idx.Entries, nil, nil
		}
	}
	return Rebuild(h)
}

// Rebuild reads the whole history and writes a new index.
func Rebuild(h *store.History) ([]Entry, *store.Problem, error) {
	var entries []Entry
	problem, err := h.Scan(func(l store.Line) error {
		hl, err := engine.ParseLog(l.Bytes)
		if err == nil {
			entries = append(entries, entryOf(hl, l.Offset, len(l.Bytes)))
		}
		return nil
	})
	if err != nil {
		return nil, problem, err
	}
	idx := indexFile{Version: indexVersion, Entries: entries}
	if fi, err := os.Stat(h.Path()); err == nil {
		idx.Size = fi.Size()
		if idx.Head, idx.Tail, err = ends(h.Path(), idx.Size); err == nil {
			writeIndex(h.Path(), idx)
		}
	}
	return entries, problem, nil
}

// ends hashes the first and the last headBytes of the history's first
// size bytes.
func ends(path string, size int64) (head, tail [32]byte, err error) {
	f, err := os.Open(path)
	if err != nil {
		return head, tail, err
	}
	defer f.Close()
	n := min(size, headBytes)
	b := make([]byte, n)
	if _, err := f.ReadAt(b, 0); err != nil && !errors.Is(err, io.EOF) {
		return head, tail, err
	}
	head = sha256.Sum256(b)
	if _, err := f.ReadAt(b, size-n); err != nil && !errors.Is(err, io.EOF) {
		return head, tail, err
	}
	return head, sha256.Sum256(b), nil
}

// readIndex reads the index of the history at path, if it is one this
// program wrote for the start of that history.
func readIndex(path string, size int64) (indexFile, bool) {
	f, err := os.Open(path + IndexSuffix)
	if err != nil {
		return indexFile{}, false
	}
	defer f.Close()
	var idx indexFile
	if gob.NewDecoder(bufio.NewReaderSize(f, 1<<16)).Decode(&idx) != nil || idx.Version != indexVersion || idx.Size > size {
		return indexFile{}, false
	}
	if head, tail, err := ends(path, idx.Size); err != nil || head != idx.Head || tail != idx.Tail {
		return indexFile{}, false
	}
	return idx, true
}

// readTail adds the complete lines after idx.Size to the index. A line
// that is not a hand log, or the start of the tail not being the start of
// a line, makes it give up: a rebuild sorts that out.
func readTail(path string, idx *indexFile) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	if idx.Size > 0 {
		b := make([]byte, 1)
		if _, err := f.ReadAt(b, idx.Size-1); err != nil || b[0] != '\n' {
			return errors.New("the index does not end at a line")
		}
	}
	// Read as the store reads the history (lines bounded by a hand log's
	// limit); damage is the store's to set aside, in a rebuild.
	off := idx.Size
	damaged, err := store.ScanLines(io.NewSectionReader(f, idx.Size, 1<<62), func(l store.Line) error {
		hl, err := engine.ParseLog(l.Bytes)
		if err != nil {
			return err
		}
		idx.Entries = append(idx.Entries, entryOf(hl, idx.Size+l.Offset, len(l.Bytes)))
		off = idx.Size + l.Offset + int64(len(l.Bytes)) + 1
		return nil
	})
	if err == nil && damaged {
		err = errors.New("a damaged line after the index")
	}
	if err != nil {
		return err
	}
	idx.Size = off
	idx.Head, idx.Tail, err = ends(path, off)
	return err
}

func writeIndex(path string, idx indexFile) {
	_ = store.ReplaceFile(path+IndexSuffix, func(w io.Writer) error {
		bw := bufio.NewWriterSize(w, 1<<16)
		if err := gob.NewEncoder(bw).Encode(idx); err != nil {
			return err
		}
		return bw.Flush()
	})
}
