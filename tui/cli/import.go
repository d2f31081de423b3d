package cli

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"

	"razz/engine"
	"razz/engine/hhfmt"
	"razz/tui/handlist"
	"razz/tui/recap"
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
	imp := &importer{hero: hero, chosen: o.Hero != "", c: importCounts{hero: o.Hero}, progress: o.Progress}
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
	imp.writeNotes(out, res)
	if res.saved > 0 {
		out.Flush() // the summary while the coach reviews
		importRecap(out, imp.hands, res.kept[:res.saved], res.first, o.Progress)
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

// importer is one import: the file's hands, read and checked, then saved.
type importer struct {
	hero     string // the user's name in the file, "" for the account holder
	chosen   bool   // hero is the --hero of this import, not one remembered
	hands    []importPending
	c        importCounts
	inFile   map[[32]byte][]int // playKey -> indexes into hands of hands to save
	byID     map[string]int     // a PokerStars number -> the index of its first hand
	names    map[string]int     // player name -> hands of the file they play
	rehero   map[int]string     // hand saved already -> the --hero to give it
	progress Progress
	run      string // the session the hands are saved in, "" for one of their own
}

// importPending is a hand of the file being imported.
type importPending struct {
	where string // "#35874623967 (line 121)"
	line  int
	log   engine.HandLog
	why   string // why it is not saved, "" to save it
	kind  refusal
	cut   string // what boundHand changed
	hero  string // the name taken for the user, "" for none
}

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
	imp.inFile, imp.byID, imp.names, imp.rehero = map[[32]byte][]int{}, map[string]int{}, map[string]int{}, map[int]string{}
	jsonFile := false
	reading := func(done, total int) { imp.progress.Step("reading", done, total) }
	format, err := readHandsTelling(file, stdin, reading, func(hi handIn) error {
		if hi.raw != nil {
			jsonFile = true
			return errStop
		}
		imp.add(hi)
		return nil
	})
	if jsonFile {
		return format, Failed(fmt.Errorf("%s holds hand logs already (JSON Lines): import takes PHH (.phh, .phhs) or PokerStars text", file))
	}
	return format, err
}

// add takes one hand of the file.
func (imp *importer) add(hi handIn) {
	if errors.Is(hi.err, hhfmt.ErrOtherGame) {
		imp.c.others++ // a mixed game's other games: counted, not listed
		return
	}
	imp.c.total++
	p := importPending{where: hi.where, line: hi.line}
	err := hi.err
	if err == nil {
		_, err = engine.Replay(hi.log)
	}
	switch {
	case errors.Is(err, hhfmt.ErrCutShort):
		imp.refuse(p, cutShort, err.Error())
		return
	case err != nil:
		imp.refuse(p, misfit, "does not fit the rules: "+err.Error())
		return
	}
	for _, s := range hi.log.Seats {
		imp.names[s.Name]++
	}
	k := playKey(hi.log)
	for _, i := range imp.inFile[k] {
		if sameHand(imp.hands[i].log, hi.log) {
			imp.c.dups++
			return // the same hand is in the file twice: imported once
		}
	}
	if id := pokerStarsID(hi.log); id != "" {
		if i, ok := imp.byID[id]; ok {
			imp.refuse(p, conflict, fmt.Sprintf("is another hand than the #%s of line %d", id, imp.hands[i].line))
			return
		}
	}
	name := hi.hero // the account holder, unless the hero plays in the hand
	if seatNamed(hi.log, imp.hero) > 0 {
		name = imp.hero
	}
	l, cut, err := boundHand(asHero(hi.log, name))
	if err != nil {
		imp.refuse(p, tooLong, err.Error())
		return
	}
	p.log, p.cut, p.hero = l, cut, name
	if id := pokerStarsID(l); id != "" {
		imp.byID[id] = len(imp.hands)
	}
	imp.inFile[k] = append(imp.inFile[k], len(imp.hands))
	imp.hands = append(imp.hands, p)
}

func (imp *importer) refuse(p importPending, kind refusal, why string) {
	p.kind, p.why = kind, why
	imp.c.n[kind]++
	imp.hands = append(imp.hands, p)
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
	kept         []int // indexes into hands of those to save, in order
	reheroed     int   // hands already there given this import's hero
	problem      *store.Problem
}

// save saves the hands to save, under the history's lock so that no
// other import saves the same hands meanwhile: those the history holds
// already (the user's own hands, or imported before, in any format) are
// skipped, and one that differs from a hand saved under its PokerStars
// number is a conflict, refused.
func (imp *importer) save(hist *store.History) (saveResult, error) {
	var res saveResult
	ids := map[string]bool{}
	for _, p := range imp.hands {
		if id := pokerStarsID(p.log); p.kind == toSave && id != "" {
			ids[id] = true
		}
	}
	seen := map[[32]byte][]known{}
	saved := map[string]known{} // by PokerStars number
	first, problem, err := hist.AppendNew(func(l store.Line) error {
		hl, err := engine.ParseLog(l.Bytes)
		if err != nil {
			return nil
		}
		if k := playKey(hl); len(imp.inFile[k]) > 0 {
			seen[k] = append(seen[k], known{hl.Hand, hl})
		}
		if id := pokerStarsID(hl); ids[id] {
			if _, ok := saved[id]; !ok {
				saved[id] = known{hl.Hand, hl}
			}
		}
		return nil
	}, func() (int, store.Encoder) {
		for i := range imp.hands {
			imp.match(i, seen[playKey(imp.hands[i].log)], saved)
			if imp.hands[i].kind == toSave {
				res.kept = append(res.kept, i)
			}
		}
		run := imp.run
		if run == "" {
			run = store.NewRun() // this import is a session of its own in History
		}
		return len(res.kept), func(i, number int, b []byte) []byte {
			l := imp.hands[res.kept[i]].log
			l.Hand, l.Run = number, run
			js, _ := json.Marshal(l)
			return append(b, js...)
		}
	})
	res.first, res.problem, res.saved = first, problem, len(res.kept)
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

// match marks hand i already there when the history holds it (seen: the
// history's hands of its play), or in conflict when the history holds
// another hand under its PokerStars number.
func (imp *importer) match(i int, seen []known, byID map[string]known) {
	p := &imp.hands[i]
	if p.kind != toSave {
		return
	}
	for _, h := range seen {
		if sameHand(h.log, p.log) {
			p.kind, p.why = twice, fmt.Sprintf("already in the history as hand %d", h.hand)
			imp.c.dups++
			if imp.chosen && p.hero == imp.hero && heroName(h.log) != imp.hero {
				imp.rehero[h.hand] = imp.hero // imported before as another player
			}
			return
		}
	}
	if h, ok := byID[pokerStarsID(p.log)]; ok {
		p.kind, p.why = conflict, fmt.Sprintf("is another hand than #%s saved as hand %d", p.log.SourceID, h.hand)
		imp.c.n[conflict]++
	}
}

// writeNotes lists the hands not saved for a reason the user should
// hear (each named, why), and what was changed in those saved.
func (imp *importer) writeNotes(out io.Writer, res saveResult) {
	saved := map[int]int{} // index into hands -> number saved as
	for j, i := range res.kept[:res.saved] {
		saved[i] = res.first + j
	}
	for i, p := range imp.hands {
		switch {
		case p.kind == cutShort || p.kind == misfit || p.kind == conflict:
			fmt.Fprintf(out, "%s %s: not imported\n", p.where, OneLine(p.why))
		case p.kind == tooLong:
			fmt.Fprintf(out, "%s: %s\n", p.where, p.why)
		case p.cut != "":
			if n, ok := saved[i]; ok {
				fmt.Fprintf(out, "%s saved as hand %d%s\n", p.where, n, p.cut)
			}
		}
	}
}

// recapLast is how many of an import's hands the coach reviews for its
// recap, the latest: about half a minute of review on two cores. The
// result and bb/100 count every hand.
const recapLast = 1000

// importRecap is the session in one look, after an import: the hands saved
// (hands[i] for each i of saved, numbered from first), for the user, and
// their mistakes kept for the drill.
func importRecap(out io.Writer, hands []importPending, saved []int, first int, p Progress) {
	logs := make([]engine.HandLog, len(saved))
	for i, k := range saved {
		logs[i] = hands[k].log
		logs[i].Hand = first + i
	}
	r := recap.OfWith(logs, recap.Options{Workers: runtime.GOMAXPROCS(0), Last: recapLast,
		Reviewed: func(done, total int) { p.Step("reviewing", done, total) }})
	p.Done()
	writeRecap(out, r)
	if err := keepMistakes(logs, r.Spots); err != nil {
		fmt.Fprintf(out, "The mistakes could not be kept for the drill: %v\n", err)
	}
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
		{len(res.kept) - res.saved, "not saved"},
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
