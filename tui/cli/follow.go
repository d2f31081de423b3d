package cli

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/fsnotify/fsnotify"

	"razz/bots/record"
	"razz/bots/review"
	"razz/engine"
	"razz/engine/hhfmt"
	"razz/tui/store"
)

// FollowOptions are what `razz history import --follow DIR` is asked.
type FollowOptions struct {
	Dir  string // the site's hand-history folder, followed with its folders
	Hero string // as ImportOptions.Hero
	// Poll is how often the folder's files are looked at besides the
	// system's events (0: every second), which is how hands are found
	// where events do not arrive (a network drive); NoEvents looks only so.
	Poll     time.Duration
	NoEvents bool
}

// FollowState is a followed session so far, for the live line.
type FollowState struct {
	Dir       string
	Watching  string // "events" or "polling"
	Hands     int    // Razz hands imported
	Already   int    // hands found in the history already
	Others    int    // hands of other games skipped
	Refused   int    // hands not imported (cut short, not fitting, in conflict)
	Result    map[engine.Money]int
	Decisions int
	Mistakes  int
	CostBB    float64
	// Note is what happened last ("#123 imported as hand 45"); Last the
	// last hand imported (numbered as saved), and LastReview the coach's
	// review of the user's decisions in it ("" when none).
	Note       string
	Last       *engine.HandLog
	LastReview string
}

// Line is the state in one line: the hands, the result, the mistakes and
// their cost.
func (s FollowState) Line() string {
	var money []string
	for _, m := range slices.Sorted(maps.Keys(s.Result)) {
		w := m.Signed(s.Result[m])
		if !m.Cash() {
			w += " chips"
		}
		money = append(money, w)
	}
	if len(money) == 0 {
		money = []string{"no result yet"}
	}
	line := fmt.Sprintf("%s · %s · %s", plural(uint64(s.Hands), "Razz hand"), strings.Join(money, ", "), plural(uint64(s.Mistakes), "mistake"))
	if s.Mistakes > 0 {
		line += fmt.Sprintf(" costing %.2f bb", s.CostBB)
	}
	return line
}

// followFile is what is known of one file of the folder: how far its
// hands have been read, and what its earlier hands said.
type followFile struct {
	info   fs.FileInfo
	offset int64 // the first byte not yet read: a hand's first line
	text   *hhfmt.PokerStarsFile
}

// follower follows a folder into the history.
type follower struct {
	o       FollowOptions
	hist    *store.History
	hero    string
	run     string // the followed session, one in History
	files   map[string]*followFile
	state   FollowState
	report  func(FollowState)
	waiting map[string]time.Time // a hand still being written: since when
	watch   *fsnotify.Watcher    // nil when polling only
}

// tell reports the session so far (a copy: the caller may keep it).
func (f *follower) tell() {
	s := f.state
	s.Result = maps.Clone(s.Result)
	f.report(s)
}

// Follow is `razz history import --follow DIR`: every Razz hand a site
// writes into a file of DIR (or of a folder in it) while the user plays
// is imported as soon as it is whole (a hand still being written waits
// for its summary; its file is read again as it grows, never a torn or
// partial hand saved), the other games skipped, until ctx ends. Files
// already there are followed from their end (razz history import FILE
// brings in what they hold); a file the site starts again (rotated) is
// read from its start. report is called with the session so far after
// each change, from Follow's goroutine. A second follower of the history
// is refused.
func Follow(ctx context.Context, o FollowOptions, report func(FollowState)) error {
	if fi, err := os.Stat(o.Dir); err != nil || !fi.IsDir() {
		if err == nil {
			err = errors.New("not a folder")
		}
		return Failed(fmt.Errorf("--follow %s: %v", o.Dir, err))
	}
	hist, err := store.DefaultHistory()
	if err != nil {
		return Failed(err)
	}
	release, err := hist.Follow()
	if err != nil {
		return Failed(fmt.Errorf("%s: %w", hist.Path(), err))
	}
	defer release()
	hero := o.Hero
	if hero == "" {
		hero = rememberedHero()
	} else if sf := store.DefaultSettingsFile(); sf.Path() != "" {
		if err := sf.Update(func(s *store.Settings) { s.Hero = o.Hero }); err != nil {
			return Failed(err)
		}
	}
	f := &follower{o: o, hist: hist, hero: hero, run: store.NewRun(), files: map[string]*followFile{},
		report: report, waiting: map[string]time.Time{}}
	f.state = FollowState{Dir: o.Dir, Watching: "polling", Result: map[engine.Money]int{}}
	var events chan fsnotify.Event
	var errs chan error
	if !o.NoEvents {
		if w, err := fsnotify.NewWatcher(); err == nil {
			defer w.Close()
			f.watch = w
			f.watchTree(o.Dir)
			events, errs = w.Events, w.Errors
			f.state.Watching = "events"
		}
	}
	f.scan(true)
	f.state.Note = "following " + o.Dir + ": play, and each hand is imported as the site writes it"
	f.tell()
	poll := o.Poll
	if poll <= 0 {
		poll = time.Second
	}
	tick := time.NewTicker(poll)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case ev, ok := <-events:
			if !ok {
				events = nil
				continue
			}
			if ev.Op&fsnotify.Create != 0 {
				if fi, err := os.Stat(ev.Name); err == nil && fi.IsDir() {
					f.watchTree(ev.Name) // a new folder: its files on the next poll
				}
			}
			if ev.Op&(fsnotify.Write|fsnotify.Create) != 0 && followed(ev.Name) {
				f.read(ev.Name)
			}
		case <-errs:
			// An overflow or a watch lost: the next poll finds the hands.
		case <-tick.C:
			f.scan(false)
		}
	}
}

// watchTree asks for events of dir and every folder in it.
func (f *follower) watchTree(dir string) {
	if f.watch == nil {
		return
	}
	filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err == nil && d.IsDir() {
			f.watch.Add(path)
		}
		return nil
	})
}

// followed says whether a file is one a site writes hands into.
func followed(path string) bool {
	return strings.EqualFold(filepath.Ext(path), ".txt")
}

// scan looks at every file of the folder: a new one is read from its
// start (from its end on the first scan), a grown one from where it was.
func (f *follower) scan(first bool) {
	filepath.WalkDir(f.o.Dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !followed(path) {
			return nil
		}
		if _, known := f.files[path]; !known && first {
			f.files[path] = f.startAtEnd(path)
			return nil
		}
		f.read(path)
		return nil
	})
}

// tailBytes is how much of a file's end the follower reads to find where
// its last hand starts.
const tailBytes = 256 << 10

// startAtEnd follows a file that was there already from its end: from its
// last hand's first line when that hand is still being written.
func (f *follower) startAtEnd(path string) *followFile {
	ff := &followFile{text: new(hhfmt.PokerStarsFile)}
	file, err := os.Open(path)
	if err != nil {
		return ff
	}
	defer file.Close()
	ff.info, err = file.Stat()
	if err != nil {
		return ff
	}
	ff.offset = ff.info.Size()
	from := max(0, ff.offset-tailBytes)
	tail := make([]byte, ff.offset-from)
	if _, err := file.ReadAt(tail, from); err != nil {
		return ff
	}
	starts := handStarts(tail)
	if len(starts) == 0 {
		return ff
	}
	last := tail[starts[len(starts)-1]:]
	if hands, _ := hhfmt.ReadPokerStars(last, nil); len(hands) > 0 && errors.Is(hands[len(hands)-1].Err, hhfmt.ErrCutShort) {
		ff.offset = from + int64(starts[len(starts)-1])
	}
	return ff
}

// handStarts are the offsets of the lines of text that start a hand.
func handStarts(text []byte) []int {
	var out []int
	for at := 0; at < len(text); {
		nl := bytes.IndexByte(text[at:], '\n')
		end := len(text)
		if nl >= 0 {
			end = at + nl
		}
		if hhfmt.IsHandStart(string(bytes.TrimRight(text[at:end], "\r"))) {
			out = append(out, at)
		}
		at = end + 1
	}
	return out
}

// read reads what a file holds past the hands read already, and imports
// its whole hands; a last hand still being written is left to the next
// read. A file smaller than what was read, or another file under its
// name, was started again by the site: it is read from its start.
func (f *follower) read(path string) {
	ff := f.files[path]
	file, err := os.Open(path)
	if err != nil {
		return
	}
	defer file.Close()
	info, err := file.Stat()
	if err != nil {
		return
	}
	if ff == nil || ff.info != nil && (!os.SameFile(ff.info, info) || info.Size() < ff.offset) {
		ff = &followFile{text: new(hhfmt.PokerStarsFile)} // new, or rotated
		f.files[path] = ff
	}
	ff.info = info
	if info.Size() <= ff.offset {
		return
	}
	data := make([]byte, min(info.Size()-ff.offset, maxFollowRead))
	n, err := file.ReadAt(data, ff.offset)
	if err != nil && !errors.Is(err, io.EOF) {
		return
	}
	data = data[:n]
	// Whole lines only: a line without its end is still being written.
	data = data[:bytes.LastIndexByte(data, '\n')+1]
	starts := handStarts(data)
	if len(starts) == 0 {
		if int64(n) == maxFollowRead {
			ff.offset += int64(len(data)) // a huge run of lines of no hand: past it
		}
		return
	}
	// Text before the first hand is the end of a hand read before or of
	// one the follower started in the middle of: not a hand.
	data = data[starts[0]:]
	base := ff.offset + int64(starts[0])
	// Each hand is checked as it is read, but the last: a last hand cut
	// short is still being written, and waits.
	imp := newImporter(f.hero, f.o.Hero != "", filepath.Dir(f.hist.Path()), noProgress{})
	defer imp.close()
	imp.run, imp.noRehero = f.run, true // a follower never changes hands saved before
	var held *hhfmt.Hand
	read := 0
	err = ff.text.Read(data, func(h hhfmt.Hand, _ int) error {
		if held != nil {
			if err := imp.add(followedHand(*held)); err != nil {
				return err
			}
		}
		held, read = &h, read+1
		return nil
	})
	switch {
	case err != nil:
		f.state.Note = fmt.Sprintf("%s: %v", filepath.Base(path), err)
		f.tell()
		return
	case held != nil && errors.Is(held.Err, hhfmt.ErrCutShort):
		ff.offset = base + int64(starts[read-1]-starts[0])
		if _, ok := f.waiting[path]; !ok {
			f.waiting[path] = time.Now()
		}
	default:
		if held != nil {
			if err := imp.add(followedHand(*held)); err != nil {
				f.state.Note = err.Error()
				f.tell()
				return
			}
		}
		ff.offset = base + int64(len(data))
		delete(f.waiting, path)
	}
	if imp.c.total+imp.c.others > 0 {
		f.importHands(path, imp)
	}
}

// followedHand is a hand of a followed file, as the import takes it.
func followedHand(h hhfmt.Hand) handIn {
	return handIn{where: where(FormatPokerStars, h), line: h.Line, log: h.Log, unknown: h.Unknown, hero: h.Hero, err: h.Err}
}

// maxFollowRead is the most of a file read at once: more than a day of
// hands; what is past it is read next time.
const maxFollowRead = 16 << 20

// importHands saves a file's new whole hands, read and checked by imp,
// as an import does, and tells the session so far.
func (f *follower) importHands(path string, imp *importer) {
	f.state.Others += imp.c.others
	if imp.c.total == 0 {
		f.state.Note = fmt.Sprintf("%d hand(s) of other games skipped in %s", imp.c.others, filepath.Base(path))
		f.tell()
		return
	}
	res, err := imp.save(f.hist)
	f.state.Already += imp.c.dups
	f.state.Refused += imp.c.refused()
	var notes, saved []string
	oerr := imp.outcomes(res, func(o outcome) error {
		if o.note != "" && o.kind != twice {
			notes = append(notes, o.note)
		}
		if o.number == 0 {
			return nil
		}
		l, err := imp.saved(o.i)
		if err != nil {
			return err
		}
		l.Hand = o.number
		f.tally(l)
		saved = append(saved, fmt.Sprintf("%s imported as hand %d", strings.Fields(where(FormatPokerStars, hhfmt.Hand{ID: l.SourceID}))[0], l.Hand))
		return nil
	})
	notes = append(notes, saved...)
	if imp.c.dups > 0 {
		notes = append(notes, fmt.Sprintf("%d already in the history", imp.c.dups))
	}
	if err = cmp.Or(err, oerr); err != nil {
		notes = append(notes, fmt.Sprintf("saving to %s: %v", f.hist.Path(), err))
	}
	f.state.Note = strings.Join(notes, "; ")
	f.tell()
}

// tally adds a hand saved to the session: its result for the user and the
// coach's review of the user's decisions.
func (f *follower) tally(l engine.HandLog) {
	f.state.Hands++
	last := l
	f.state.Last, f.state.LastReview = &last, ""
	rec := record.Open(l)
	seat := rec.You()
	if seat == 0 {
		return
	}
	for _, s := range l.Seats {
		if s.Seat == seat {
			f.state.Result[l.Money()] += l.StacksAfter[fmt.Sprint(seat)] - s.Stack
		}
	}
	if rec.Seen(seat) != nil {
		return
	}
	rev, err := review.Review(rec, seat)
	if err != nil {
		return
	}
	var b strings.Builder
	WriteReview(&b, rev, false, l.Money())
	f.state.LastReview = b.String()
	for _, d := range rev.Decisions {
		f.state.Decisions++
		if d.Mistake {
			f.state.Mistakes++
			f.state.CostBB += d.CostBB
		}
	}
}
