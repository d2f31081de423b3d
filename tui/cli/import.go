package cli

import (
	"bufio"
	"bytes"
	"cmp"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"maps"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"

	"razz/bots/review"
	"razz/engine"
	"razz/engine/hhfmt"
	"razz/tui/handlist"
	"razz/tui/recap"
	"razz/tui/recap/kept"
	"razz/tui/store"
)

// ImportOptions are what `razz history import` is asked.
type ImportOptions struct {
	File string // the PHH or PokerStars file ("-": standard input)
	// Hero is the user's name in the file's hands (--hero), remembered in
	// the settings for later imports; "" for the one remembered, else the
	// player whose down cards a PokerStars file shows.
	Hero string
	// Progress is told how far the import is (nil: nobody).
	Progress Progress
}

// Progress is told how far a long command is: done of total items of a
// step ("reading", "reviewing"), then Done before the command writes on.
type Progress interface {
	Step(what string, done, total int)
	Done()
}

// noProgress tells nobody.
type noProgress struct{}

func (noProgress) Step(string, int, int) {}
func (noProgress) Done()                 {}

// HistoryImport is `razz history import`: the hands of a PHH or
// PokerStars file that fit the rules (checked by the same replay as razz
// replay) are added to the user's history, marked with their source, and
// the import ends with one summary, the hands it could not take (each
// named, with the reason) and the session's recap. A hand the history
// holds already (the same stakes, seats, antes and actions, and every
// card both show alike: imported before, or the user's own hand exported
// and brought back in any format) is skipped; one that differs from a
// hand saved under the same PokerStars number is a conflict, refused. A
// hand the file cuts short is refused, so that the whole file, imported
// later, brings it in.
func HistoryImport(o ImportOptions, stdin io.Reader, stdout io.Writer) error {
	hist, err := store.DefaultHistory()
	if err != nil {
		return Failed(err)
	}
	sf := store.DefaultSettingsFile()
	hero := o.Hero
	if hero == "" {
		hero = rememberedHero()
	}
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	if o.Progress == nil {
		o.Progress = noProgress{}
	}
	imp := newImporter(hero, o.Hero != "", filepath.Dir(hist.Path()), o.Progress)
	defer imp.close()
	format, err := imp.read(o.File, stdin)
	o.Progress.Done()
	if err != nil {
		return err
	}
	if err := imp.heroInFile(o.File); err != nil {
		return err
	}
	if o.Hero != "" && sf.Path() != "" {
		if err := sf.Update(func(s *store.Settings) { s.Hero = o.Hero }); err != nil {
			return Failed(err)
		}
	}
	if imp.c.total == 0 {
		if imp.c.others > 0 {
			return Failed(fmt.Errorf("%s holds no Razz hands: %d hand(s) of other games, skipped", o.File, imp.c.others))
		}
		return Failed(fmt.Errorf("%s holds no hands: nothing to import", o.File))
	}
	res, saveErr := imp.save(hist)
	if res.problem != nil {
		fmt.Fprintln(out, OneLine(res.problem.String()))
	}
	imp.c.write(out, format, hist.Path(), res)
	if err := imp.writeNotes(out, res); err != nil && saveErr == nil {
		saveErr = err
	}
	if res.saved > 0 {
		out.Flush() // the summary while the coach reviews
		if err := imp.recap(out, res, o.Progress, store.ReviewsIn(filepath.Dir(hist.Path()))); err != nil && saveErr == nil {
			saveErr = err
		}
	}
	if saveErr != nil {
		return Failed(fmt.Errorf("saving to %s: %v", hist.Path(), saveErr))
	}
	return reported(imp.c.refused() > 0)
}

// rememberedHero is the --hero the settings remember, "" for none.
func rememberedHero() string {
	if sf := store.DefaultSettingsFile(); sf.Path() != "" {
		s, _ := sf.Load()
		return s.Hero
	}
	return ""
}

// importer is one import: the file's hands read and checked one at a
// time, those to save kept in a spill (in memory up to spillAt, past it
// in a temporary file beside the history) until the save, which takes
// them a chunk at a time. Of each hand only a fileHand is held, with its
// place in the indexes (its play, its PokerStars number): about 100 bytes
// a hand. The checks against the file's other hands and the history read
// back from the spill only the hands that may match (the same play and
// door cards, the same number). So an import of any file holds two
// spills of at most spillAt (the hands, the notes), one hand being read
// (hhfmt.MaxHandText at most), the save's chunk (a megabyte), the
// recap's recapLast hands and the index: some 10 MB for 100,000 hands.
type importer struct {
	hero      string // the user's name in the file, "" for the account holder
	chosen    bool   // hero is the --hero of this import, not one remembered
	c         importCounts
	hands     []fileHand       // the file's Razz hands, in order
	spool     *spill           // the hand logs to save, one line each, in order
	notes     *spill           // what is said of hands, in order: one importNote a line
	byKey     map[uint64]int32 // the play (playKey) -> the last hand to save of that play
	byID      map[uint64]int32 // the PokerStars number (idKey) -> the hand to save under it
	names     map[string]int   // player name -> hands of the file they play (up to maxNames names)
	moreNames bool             // names past maxNames were not counted
	rehero    map[int]string   // hand saved already -> the --hero to give it
	noRehero  bool             // the follower: hands saved before are never changed
	progress  Progress
	run       string // the session the hands are saved in
	err       error  // the first error reading the spill back to save it
}

// fileHand is what an import holds of one Razz hand of its file.
type fileHand struct {
	off        int64  // where its hand log is in the spool (-1: none, refused)
	size       int32  // the hand log's bytes, its newline included
	line       int32  // the file's line it starts on
	sameKey    int32  // the hand to save before it of the same play (byKey's chain), -1 for none
	sameID     int32  // the hand to save before it under a number of the same idKey, -1 for none
	door       uint64 // doorKey of its deal: a hand of another is not the same hand
	hist       int    // the history's hand it conflicts with
	kind       refusal
	chosenHero bool // this import's --hero is the user in it
}

// importNote is a line of the import's notes about hand I of the file:
// why it was refused (Text, the line to print), or, when Cut is set, what
// its saving changed ("saved as hand N" is said when it is saved).
type importNote struct {
	I     int    `json:"i"`
	Text  string `json:"text,omitempty"`
	Where string `json:"where,omitempty"`
	Cut   string `json:"cut,omitempty"`
}

// maxNames is how many players' names an import counts, for --hero's
// refusal: a year of play meets a few thousand.
const maxNames = 1 << 16

// refusal is why a hand of the file is not saved.
type refusal uint8

const (
	toSave     refusal = iota
	misfit             // does not fit the rules
	cutShort           // the file ends before the hand does
	conflict           // another hand under a PokerStars number already taken
	tooLong            // a hand log longer than the history keeps
	twice              // in the file twice, or in the history already
	otherGames         // not Razz
)

func newImporter(hero string, chosen bool, dir string, p Progress) *importer {
	return &importer{hero: hero, chosen: chosen, c: importCounts{hero: map[bool]string{true: hero}[chosen]}, progress: p,
		spool: newSpill(dir), notes: newSpill(dir), byKey: map[uint64]int32{}, byID: map[uint64]int32{},
		names: map[string]int{}, rehero: map[int]string{}, run: store.NewRun()}
}

// close lets the spills go.
func (imp *importer) close() {
	imp.spool.Close()
	imp.notes.Close()
}

// where names a hand of a file: its PokerStars number or PHH name, and
// the line it starts on.
func where(format string, h hhfmt.Hand) string {
	id := h.ID
	if len(id) > maxName {
		id = cutName(id, maxName) + "…" // said once a hand: keep it a line
	}
	switch {
	case format == FormatPokerStars:
		return fmt.Sprintf("#%s (line %d)", id, h.Line)
	case h.ID != "":
		return fmt.Sprintf("[%s] (line %d)", id, h.Line)
	}
	return fmt.Sprintf("hand %d (line %d)", h.Index, h.Line)
}

// read reads the file's hands, checks each against the rules and the
// others, and takes the user's seat in each.
func (imp *importer) read(file string, stdin io.Reader) (string, error) {
	jsonFile := false
	reading := func(done, total int) { imp.progress.Step("reading", done, total) }
	looking := func(done, total int) { imp.progress.Step("looking over the file (KiB)", done, total) }
	format, err := readHandsWith(file, stdin, readOptions{progress: reading, looking: looking, spillDir: imp.spool.dir}, func(hi handIn) error {
		if hi.raw != nil {
			jsonFile = true
			return errStop
		}
		return imp.add(hi)
	})
	if jsonFile {
		return format, Failed(fmt.Errorf("%s holds hand logs already (JSON Lines): import takes PHH (.phh, .phhs) or PokerStars text", file))
	}
	if err == nil {
		err = imp.spillErr()
	}
	return format, err
}

// spillErr is the spills' first error, as the import's.
func (imp *importer) spillErr() error {
	if err := cmp.Or(imp.spool.Err(), imp.notes.Err()); err != nil {
		return Failed(fmt.Errorf("keeping the hands read until they are saved: %v", err))
	}
	return nil
}

// add takes one hand of the file.
func (imp *importer) add(hi handIn) error {
	if errors.Is(hi.err, hhfmt.ErrOtherGame) {
		imp.c.others++ // a mixed game's other games: counted, not listed
		return nil
	}
	imp.c.total++
	p := fileHand{off: -1, line: int32(hi.line), sameKey: -1, sameID: -1}
	err := hi.err
	if err == nil {
		_, err = engine.Replay(hi.log)
	}
	switch {
	case errors.Is(err, hhfmt.ErrCutShort):
		return imp.refuse(p, cutShort, hi.where+" "+OneLine(err.Error())+": not imported")
	case err != nil:
		return imp.refuse(p, misfit, hi.where+" "+OneLine("does not fit the rules: "+err.Error())+": not imported")
	}
	imp.countNames(hi.log)
	k, door := keyOf(playKey(hi.log)), doorKey(hi.log)
	for i := imp.chain(imp.byKey, k); i >= 0; i = imp.hands[i].sameKey {
		if !mayBeSame(door, imp.hands[i].door) {
			continue
		}
		l, err := imp.saved(int(i))
		if err != nil {
			return err
		}
		if sameHand(l, hi.log) {
			imp.c.dups++
			return nil // the same hand is in the file twice: imported once
		}
	}
	id := pokerStarsID(hi.log)
	if id != "" {
		for i := imp.chain(imp.byID, idKey(id)); i >= 0; i = imp.hands[i].sameID {
			l, err := imp.saved(int(i))
			if err != nil {
				return err
			}
			if l.SourceID == id {
				return imp.refuse(p, conflict, fmt.Sprintf("%s is another hand than the #%s of line %d: not imported", hi.where, id, imp.hands[i].line))
			}
		}
	}
	name := hi.hero // the account holder, unless the hero plays in the hand
	if seatNamed(hi.log, imp.hero) > 0 {
		name = imp.hero
	}
	l := asHero(hi.log, name)
	l.Hand, l.Run = 0, imp.run // numbered when saved
	_, cut, js, err := boundHand(l)
	if err != nil {
		return imp.refuse(p, tooLong, hi.where+": "+err.Error())
	}
	p.off, p.size, p.door, p.chosenHero = imp.spool.size, int32(len(js)+1), door, imp.chosen && name == imp.hero
	imp.spool.Write(append(js, '\n'))
	if cut != "" {
		imp.note(importNote{I: len(imp.hands), Where: hi.where, Cut: cut})
	}
	n := int32(len(imp.hands))
	p.sameKey, imp.byKey[k] = imp.chain(imp.byKey, k), n
	if id != "" {
		p.sameID, imp.byID[idKey(id)] = imp.chain(imp.byID, idKey(id)), n
	}
	imp.hands = append(imp.hands, p)
	return imp.spillErr()
}

// chain is the hand an index holds at k, -1 for none.
func (imp *importer) chain(index map[uint64]int32, k uint64) int32 {
	if i, ok := index[k]; ok {
		return i
	}
	return -1
}

// countNames counts the hand's players, for --hero's refusal.
func (imp *importer) countNames(l engine.HandLog) {
	for _, s := range l.Seats {
		if _, ok := imp.names[s.Name]; ok || len(imp.names) < maxNames {
			imp.names[s.Name]++
		} else {
			imp.moreNames = true
		}
	}
}

// refuse takes a hand of the file that is not to be saved, and why (the
// line to say).
func (imp *importer) refuse(p fileHand, kind refusal, line string) error {
	p.kind = kind
	imp.c.n[kind]++
	imp.note(importNote{I: len(imp.hands), Text: line})
	imp.hands = append(imp.hands, p)
	return imp.spillErr()
}

// note keeps a note of the import, said after its summary.
func (imp *importer) note(n importNote) {
	js, _ := json.Marshal(n)
	imp.notes.Write(append(js, '\n'))
}

// saved is the hand log kept of hand i of the file, as it is to be saved.
func (imp *importer) saved(i int) (engine.HandLog, error) {
	p := imp.hands[i]
	b := make([]byte, p.size)
	if _, err := imp.spool.ReadAt(b, p.off); err != nil {
		return engine.HandLog{}, Failed(fmt.Errorf("reading back the hands read: %v", err))
	}
	l, err := engine.DecodeLog(b)
	if err != nil {
		return engine.HandLog{}, Failed(fmt.Errorf("reading back the hands read: %v", err))
	}
	return l, nil
}

// keyOf is a playKey as an index's key (two plays under one key are told
// apart by sameHand, as hands of one play are).
func keyOf(k [32]byte) uint64 { return binary.LittleEndian.Uint64(k[:]) }

// doorKey sums up a hand's deal by every seat's third card, its door card
// (dealt face up, so every source shows it), for telling hands of one
// play apart without reading them back: two hands with door cards that
// differ are not the same hand (sameHand). 0 when a seat's third card is
// not known, which tells nothing.
func doorKey(l engine.HandLog) uint64 {
	h := fnv.New64a()
	for _, seat := range slices.Sorted(maps.Keys(l.Deal)) {
		cards := l.Deal[seat]
		if len(cards) < 3 || cards[2] == engine.UnknownCard {
			return 0
		}
		h.Write([]byte(seat + ":" + cards[2] + ","))
	}
	return max(h.Sum64(), 1)
}

// mayBeSame says whether hands of these doorKeys may be the same hand.
func mayBeSame(a, b uint64) bool { return a == 0 || b == 0 || a == b }

// idKey is a PokerStars number as an index's key (numbers under one key
// are told apart by the hands' own).
func idKey(id string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(id))
	return h.Sum64()
}

// pokerStarsID is the PokerStars number of an imported hand, "" for
// another source: PokerStars numbers its hands once, site-wide, where a
// PHH file's names are its own.
func pokerStarsID(l engine.HandLog) string {
	if l.Source == "pokerstars" {
		return l.SourceID
	}
	return ""
}

// heroInFile refuses a --hero that plays in none of the file's hands,
// naming the players who do, the most hands first.
func (imp *importer) heroInFile(file string) error {
	if !imp.chosen || imp.names[imp.hero] > 0 || len(imp.names) == 0 {
		return nil
	}
	if imp.moreNames {
		return Usage("--hero %q plays in none of the hands of %s that razz counted the players of (%d names)", imp.hero, file, len(imp.names))
	}
	names := slices.Sorted(maps.Keys(imp.names))
	slices.SortStableFunc(names, func(a, b string) int { return imp.names[b] - imp.names[a] })
	more := ""
	if len(names) > 12 {
		more = fmt.Sprintf(" and %d more", len(names)-12)
		names = names[:12]
	}
	return Usage("--hero %q plays in none of the hands of %s; its players: %s%s", imp.hero, file, strings.Join(names, ", "), more)
}

// saveResult is what a save did.
type saveResult struct {
	first, saved int
	kept         int // hands to save
	reheroed     int // hands already there given this import's hero
	problem      *store.Problem
}

// save saves the hands to save, under the history's lock so that no
// other import saves the same hands meanwhile: those the history holds
// already (the user's own hands, or imported before, in any format) are
// skipped, and one that differs from a hand saved under its PokerStars
// number is a conflict, refused. The history is read a line at a time,
// each line looked up in the indexes of the file's hands, and the hands
// are saved from the spill a chunk at a time (store.History.AppendNew).
func (imp *importer) save(hist *store.History) (saveResult, error) {
	var res saveResult
	var readErr error
	first, problem, err := hist.AppendNew(func(l store.Line) error {
		hl, err := engine.ParseLog(l.Bytes)
		if err == nil {
			readErr = cmp.Or(readErr, imp.match(hl))
		}
		return readErr
	}, func() (int, store.Encoder) {
		for _, p := range imp.hands {
			switch p.kind {
			case toSave:
				res.kept++
			case twice:
				imp.c.dups++
			case conflict:
				if p.hist > 0 {
					imp.c.n[conflict]++
				}
			}
		}
		return res.kept, imp.encoder()
	})
	err = cmp.Or(readErr, imp.err, err) // the spill's error before the store's word for what it made of it
	res.first, res.problem, res.saved = first, problem, res.kept
	var se *store.SaveError
	switch {
	case errors.As(err, &se):
		res.saved = se.Saved
	case err != nil:
		res.saved = 0
	}
	if err == nil && len(imp.rehero) > 0 {
		res.reheroed, err = imp.reHero(hist)
	}
	return res, err
}

// match marks the file's hands that a line of the history holds already
// (the same hand: twice) or that it is another hand under their
// PokerStars number (a conflict), as the history is read.
func (imp *importer) match(hl engine.HandLog) error {
	door := doorKey(hl)
	for i := imp.chain(imp.byKey, keyOf(playKey(hl))); i >= 0; i = imp.hands[i].sameKey {
		p := &imp.hands[i]
		if p.kind != toSave && !(p.kind == conflict && p.hist > 0) || !mayBeSame(door, p.door) {
			continue
		}
		l, err := imp.saved(int(i))
		if err != nil {
			return err
		}
		if sameHand(hl, l) {
			p.kind, p.hist = twice, hl.Hand // already there, whatever else the history holds
			if p.chosenHero && !imp.noRehero && heroName(hl) != imp.hero {
				imp.rehero[hl.Hand] = imp.hero // imported before as another player
			}
		}
	}
	id := pokerStarsID(hl)
	if id == "" {
		return nil
	}
	for i := imp.chain(imp.byID, idKey(id)); i >= 0; i = imp.hands[i].sameID {
		if p := &imp.hands[i]; p.kind == toSave {
			l, err := imp.saved(int(i))
			if err != nil {
				return err
			}
			if l.SourceID == id {
				p.kind, p.hist = conflict, hl.Hand // unless the history holds it too (twice)
			}
		}
	}
	return nil
}

// encoder encodes the hands to save in order, each read from the spill
// in turn and given its number.
func (imp *importer) encoder() store.Encoder {
	r := bufio.NewReader(imp.spool.reader())
	next := 0 // the hand of the file whose line is next in the spill
	var line []byte
	return func(_, number int, b []byte) []byte {
		for {
			for imp.hands[next].off < 0 {
				next++
			}
			var err error
			if line, err = readLine(r, line[:0]); err != nil {
				imp.err = cmp.Or(imp.err, err)
				return b // not one line of JSON: the store refuses the save
			}
			p := imp.hands[next]
			next++
			if p.kind == toSave {
				return withNumber(b, line, number)
			}
		}
	}
}

// readLine reads a line of r, its newline left out, appended to b.
func readLine(r *bufio.Reader, b []byte) ([]byte, error) {
	for {
		part, err := r.ReadSlice('\n')
		b = append(b, part...)
		if err == nil {
			return b[:len(b)-1], nil
		}
		if !errors.Is(err, bufio.ErrBufferFull) {
			return b, err
		}
	}
}

// numberAt is how a spilled hand log, numbered 0, gives its number.
var numberAt = []byte(`,"hand":0,`)

// withNumber appends a hand log written with hand 0 to b with its number
// in: hand is the log's fourth field, after version, game and seed
// (engine.HandLog), so the first `,"hand":0,` is it.
func withNumber(b, line []byte, number int) []byte {
	i := bytes.Index(line, numberAt)
	if i < 0 {
		return append(b, line...) // no hand field: the store sees a hand with no number
	}
	b = append(b, line[:i+len(`,"hand":`)]...)
	b = strconv.AppendInt(b, int64(number), 10)
	return append(b, line[i+len(numberAt)-1:]...)
}

// numberedLen is the length of a spilled hand log of size bytes, no
// newline, once withNumber has given it its number: the 0 it is spilled
// with (every spilled log has one, engine.HandLog's fourth field) written
// as the number.
func numberedLen(size int32, number int) int {
	return int(size) - 1 + len(strconv.Itoa(number))
}

// unixOf is the time a hand ended as the history's list holds it (its
// Unix seconds, 0 for none), for its name among the reviews kept.
func unixOf(l engine.HandLog) int64 {
	if t, ok := l.When(); ok {
		return t.Unix()
	}
	return 0
}

// reHero gives the hands saved already, imported before with another
// player as the user, the hero this import was asked for (--hero): the
// same hand seen from the user's seat.
func (imp *importer) reHero(hist *store.History) (int, error) {
	n, err := hist.Rewrite(func(l store.Line) ([]byte, bool) {
		hl, err := engine.ParseLog(l.Bytes)
		name, ok := imp.rehero[hl.Hand]
		if err != nil || !ok {
			return nil, false
		}
		js, err := json.Marshal(asHero(asFiled(hl), name))
		return js, err == nil
	})
	if n > 0 {
		os.Remove(hist.Path() + handlist.IndexSuffix) // a cache of the lines: History builds it again
	}
	return n, err
}

// outcome is what became of one hand of the file, as outcomes tells it.
type outcome struct {
	i      int     // its place among the file's Razz hands, from 0
	kind   refusal // toSave when saved, or kept but not saved (a full disk)
	note   string  // the line that says why it was refused, "" for none
	cut    string  // what its saving changed, "" for nothing
	where  string  // with cut: the hand's name
	number int     // the number it was saved as, 0 when not saved
}

// outcomes calls fn with what became of each hand of the file, in order:
// the notes read back from their spill, the numbers of those saved.
func (imp *importer) outcomes(res saveResult, fn func(outcome) error) error {
	nr := bufio.NewReader(imp.notes.reader())
	var note importNote
	var line []byte
	next := func() error {
		note.I = -1
		var err error
		if line, err = readLine(nr, line[:0]); errors.Is(err, io.EOF) && len(line) == 0 {
			return nil
		} else if err != nil {
			return err
		}
		note = importNote{}
		return json.Unmarshal(line, &note)
	}
	if err := next(); err != nil {
		return err
	}
	rank := 0 // the hands to save before this one
	for i, p := range imp.hands {
		o := outcome{i: i, kind: p.kind}
		for note.I == i {
			o.note, o.cut, o.where = cmp.Or(o.note, note.Text), note.Cut, note.Where
			if err := next(); err != nil {
				return err
			}
		}
		if p.kind == conflict && p.hist > 0 {
			l, err := imp.saved(i)
			if err != nil {
				return err
			}
			o.note = fmt.Sprintf("%s is another hand than #%s saved as hand %d: not imported",
				where(FormatPokerStars, hhfmt.Hand{ID: l.SourceID, Line: int(p.line)}), l.SourceID, p.hist)
		}
		if p.kind == toSave {
			if rank < res.saved {
				o.number = res.first + rank
			}
			rank++
		}
		if err := fn(o); err != nil {
			return err
		}
	}
	return nil
}

// writeNotes lists the hands not saved for a reason the user should
// hear (each named, why), and what was changed in those saved.
func (imp *importer) writeNotes(out io.Writer, res saveResult) error {
	return imp.outcomes(res, func(o outcome) error {
		switch {
		case o.note != "":
			fmt.Fprintln(out, o.note)
		case o.cut != "" && o.number > 0:
			fmt.Fprintf(out, "%s saved as hand %d%s\n", o.where, o.number, o.cut)
		}
		return nil
	})
}

// recapLast is how many of an import's hands the coach reviews for its
// recap, the latest: about half a minute of review on two cores. The
// result and bb/100 count every hand.
const recapLast = 1000

// recap is the session in one look, after an import: the hands saved,
// for the user, read back from the spill one at a time, their mistakes
// kept for the drill and their reviews in the cache at reviews
// (store.ReviewsIn), where History's day recap and Stats find them.
func (imp *importer) recap(out io.Writer, res saveResult, p Progress, reviews string) error {
	lengths := make([]int32, res.saved) // each hand's line in the history, by number from res.first
	made := map[string]store.HandReview{}
	t := recap.NewTally(recap.Options{Workers: runtime.GOMAXPROCS(0), Last: recapLast,
		Reviewed: func(done, total int) { p.Step("reviewing", done, total) },
		Made: func(l engine.HandLog, rev review.Hand) {
			made[store.ReviewKey(l.Hand, l.Seed, unixOf(l), int(lengths[l.Hand-res.first]))] = kept.Of(rev)
		}})
	err := imp.outcomes(res, func(o outcome) error {
		if o.number == 0 {
			return nil
		}
		l, err := imp.saved(o.i)
		if err != nil {
			return err
		}
		l.Hand = o.number
		lengths[o.number-res.first] = int32(numberedLen(imp.hands[o.i].size-1, o.number))
		t.Add(l)
		return nil
	})
	if err != nil {
		return err
	}
	r := t.Recap()
	p.Done()
	writeRecap(out, r)
	_ = kept.Keep(reviews, made) // a cache: a failed save costs a review next time
	if err := keepMistakes(t.Kept(), r.Spots); err != nil {
		fmt.Fprintf(out, "The mistakes could not be kept for the drill: %v\n", err)
	}
	return nil
}

// importCounts are what an import found, for its summary line.
type importCounts struct {
	hero                string // the --hero given, for the hands it was given to
	total, dups, others int
	n                   [otherGames]int // by refusal
}

// refused is how many hands the import could not take.
func (c importCounts) refused() int {
	return c.n[misfit] + c.n[cutShort] + c.n[conflict] + c.n[tooLong]
}

// write is the import's summary line: how many hands of how many were
// saved where, and what was not.
func (c importCounts) write(out io.Writer, format, path string, res saveResult) {
	name := map[string]string{FormatPHH: "PHH", FormatPokerStars: "PokerStars"}[format]
	fmt.Fprintf(out, "%d of %d %s hand(s) imported into %s", res.saved, c.total, name, path)
	switch res.saved {
	case 0:
	case 1:
		fmt.Fprintf(out, " as hand %d", res.first)
	default:
		fmt.Fprintf(out, " as hands %d to %d", res.first, res.first+res.saved-1)
	}
	for _, part := range []struct {
		n    int
		what string
	}{
		{c.dups, "already there"},
		{res.reheroed, "of them now with " + c.hero + " as you"},
		{c.n[cutShort], "cut short (the file ends before the hand does)"},
		{c.n[misfit], "did not fit the rules"},
		{c.n[conflict], "in conflict with another hand under the same number"},
		{c.n[tooLong], "too long to keep"},
		{res.kept - res.saved, "not saved"},
		{c.others, "hand(s) of other games skipped"},
	} {
		if part.n > 0 {
			fmt.Fprintf(out, "; %d %s", part.n, part.what)
		}
	}
	fmt.Fprintln(out)
}

var errStop = errors.New("stop")

// keepMistakes adds an imported session's mistakes to the quiz record, as
// the table does after each hand: their count and cost by kind, and the
// spots of the "Your mistakes" drill. (Stats' leaks are the review of the
// history's hands played here, which leaves imported hands out.)
func keepMistakes(logs []engine.HandLog, spots []recap.Spot) error {
	dir, err := store.DataDir()
	if err != nil || len(spots) == 0 {
		return nil // no data directory: nothing is kept, as at the table
	}
	line := map[int]string{} // the hands the spots are in
	for _, s := range spots {
		line[s.Hand] = ""
	}
	for _, l := range logs {
		if _, ok := line[l.Hand]; ok {
			js, _ := json.Marshal(l)
			line[l.Hand] = string(js)
		}
	}
	f := store.NewQuizFile(filepath.Join(dir, store.StatsFile))
	// Under the file's lock, on the record as it is on disk (one that cannot
	// be read is set aside and the mistakes go on a new one, as the trainer does).
	_, _, err = f.Update(func(rec *store.QuizRecord) {
		for _, s := range spots {
			rec.AddMistake(string(s.Kind), s.CostBB, store.Spot{Log: line[s.Hand], Index: s.Index})
		}
	})
	return err
}

// writeRecap writes a session's recap, with the command that practises
// each of its costliest hands.
func writeRecap(w io.Writer, r recap.Recap) {
	for _, l := range r.Lines() {
		fmt.Fprintln(w, l)
	}
	for _, c := range r.Costliest {
		fmt.Fprintf(w, "  razz practice --hand %d   (%d mistake%s, %.2f bb)\n", c.Hand, c.Mistakes, map[bool]string{true: "", false: "s"}[c.Mistakes == 1], c.CostBB)
	}
}
