package cli

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"slices"

	"razz/engine"
	"razz/engine/hhfmt"
	"razz/tui/handlist"
	"razz/tui/recap"
	"razz/tui/store"
)

// Hero is the name the trainer gives the user at the table: the seat whose
// result a history list shows and whose down cards PokerStars text deals.
const Hero = handlist.Hero

// eachHand calls fn with every hand of file, or of the user's history when
// file is "". Damage the store sets aside in the history is reported on
// stderr once.
func eachHand(file string, stdin io.Reader, stderr io.Writer, fn func(handIn) error) error {
	if file != "" {
		_, err := readHands(file, stdin, fn)
		return err
	}
	h, err := store.DefaultHistory()
	if err != nil {
		return Failed(err)
	}
	problem, err := historyHands(h, fn)
	if problem != nil {
		fmt.Fprintln(stderr, "razz: "+OneLine(problem.String()))
	}
	if err != nil {
		return Failed(err)
	}
	return nil
}

// HistoryList is `razz history list`: one line (or JSON object) per hand
// of file, the user's history when file is "".
func HistoryList(file string, asJSON bool, stdin io.Reader, stdout, stderr io.Writer) error {
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	failed, listed := false, 0
	var unfit []string // "hand 6: why", said after the list
	line := func(text string, hand int, why string) {
		if listed == 0 && !asJSON {
			fmt.Fprintf(out, "%6s  %-16s  %-9s  %-15s  %s\n", "hand", "time", "players", "result", "how it ended")
		}
		listed++
		fmt.Fprintln(out, text)
		if why != "" {
			unfit = append(unfit, fmt.Sprintf("hand %d: %s", hand, OneLine(why)))
		}
	}
	// end says which hands do not fit the rules (razz replay refuses
	// them), and that there are no hands at all when there are none.
	end := func(where string) error {
		out.Flush()
		if listed == 0 && !asJSON {
			fmt.Fprintf(stdout, "No hands in %s.\n", where)
		}
		for _, u := range unfit {
			fmt.Fprintln(stderr, "razz history list: does not fit the rules (razz replay refuses it): "+u)
		}
		return reported(failed || len(unfit) > 0)
	}
	if file == "" && !asJSON {
		// The user's history: from the index the History screen keeps,
		// so that 100,000 hands list in a moment.
		h, err := store.DefaultHistory()
		if err != nil {
			return Failed(err)
		}
		es, problem, err := handlist.Load(h)
		if problem != nil {
			fmt.Fprintln(stderr, "razz: "+OneLine(problem.String()))
		}
		if err != nil {
			return Failed(err)
		}
		for _, e := range es {
			line(e.Text(), e.Number, e.Unfit)
		}
		return end("your history (" + h.Path() + "): razz play keeps every hand you finish")
	}
	err := eachHand(file, stdin, stderr, func(hi handIn) error {
		if hi.err != nil {
			failed = true
			out.Flush()
			fmt.Fprintf(stderr, "razz history list: %s: %v\n", hi.where, hi.err)
			return nil
		}
		s := handlist.Summarize(hi.log)
		text := s.Text()
		if asJSON {
			b, _ := json.Marshal(s)
			text = string(b)
		}
		line(text, s.Hand, s.Unfit)
		return nil
	})
	if err != nil {
		return err
	}
	where := file
	if file == "" {
		where = "your history"
	}
	return end(where)
}

// ExportOptions are the flags of `razz history export`.
type ExportOptions struct {
	Format   string // jsonl, pokerstars or phh
	From, To int    // hand numbers, 0 for no bound
	Hero     string // the player whose down cards PokerStars text shows
	AllCards bool   // PokerStars text with every player's down cards
}

// HistoryExport is `razz history export`: the hands of file (the user's
// history for "") in a format, to stdout. Hands PHH cannot express are
// left out with one line on stderr each.
func HistoryExport(file string, o ExportOptions, stdin io.Reader, stdout, stderr io.Writer) error {
	switch o.Format {
	case FormatJSONL, FormatPokerStars, FormatPHH:
	default:
		return Usage("--format %q: jsonl, pokerstars or phh", o.Format)
	}
	if o.From > 0 && o.To > 0 && o.From > o.To {
		return Usage("--from %d is after --to %d", o.From, o.To)
	}
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	failed := false
	written, left, seen := 0, 0, 0
	first, last := 0, 0 // the hand numbers seen
	note := func(format string, a ...any) {
		out.Flush()
		fmt.Fprintf(stderr, "razz history export: "+format+"\n", a...)
	}
	err := eachHand(file, stdin, stderr, func(hi handIn) error {
		if hi.err != nil {
			failed = true
			note("%s: %v", hi.where, hi.err)
			return nil
		}
		l := hi.log
		if seen == 0 || l.Hand < first {
			first = l.Hand
		}
		last = max(last, l.Hand)
		seen++
		if o.From > 0 && l.Hand < o.From || o.To > 0 && l.Hand > o.To {
			return nil
		}
		var b bytes.Buffer
		var err error
		switch o.Format {
		case FormatJSONL:
			if hi.raw != nil {
				b.Write(hi.raw)
			} else {
				err = json.NewEncoder(&b).Encode(l)
				b.Truncate(b.Len() - 1)
			}
			b.WriteByte('\n')
		case FormatPokerStars:
			if written > 0 {
				b.WriteByte('\n')
			}
			hero := o.Hero
			if l.HeroName != "" && hero == Hero { // the user, by the name the file gave them
				hero = l.HeroName
			}
			err = hhfmt.WritePokerStars(&b, asImported(l), hhfmt.PokerStarsOptions{Hero: hero, AllCards: o.AllCards})
		case FormatPHH:
			if written > 0 {
				b.WriteByte('\n')
			}
			err = hhfmt.WritePHH(&b, asImported(l), written+1)
		}
		switch {
		case errors.Is(err, hhfmt.ErrNotPHH):
			left++
			note("hand %d left out: %v", l.Hand, err)
		case err != nil:
			failed = true
			note("%s: hand %d: %v", hi.where, l.Hand, err)
		default:
			written++
			out.Write(b.Bytes())
		}
		return nil
	})
	if err != nil {
		return err
	}
	if left > 0 {
		note("%d hand(s) written, %d left out", written, left)
	}
	if written == 0 && left == 0 && !failed {
		// nothing written must never look like success
		if seen == 0 {
			return Failed(errors.New("no hands to export: the history is empty"))
		}
		return Failed(fmt.Errorf("no hand %s: the hands are numbered %d to %d", handRange(o.From, o.To), first, last))
	}
	return reported(failed)
}

// handRange words --from and --to: "from 999 on", "up to 5", "from 3 to 9".
func handRange(from, to int) string {
	switch {
	case from > 0 && to > 0:
		return fmt.Sprintf("from %d to %d", from, to)
	case from > 0:
		return fmt.Sprintf("from %d on", from)
	case to > 0:
		return fmt.Sprintf("up to %d", to)
	}
	return "at all"
}

// HistoryImport is `razz history import`: the hands of a PHH or
// PokerStars file that fit the rules (checked by the same replay as razz
// replay) are added to the user's history, marked with their source; the
// others are listed with the reason. A hand the history holds already (the
// same stakes, seats, antes and actions, and every card both show alike:
// imported before, or the user's own hand exported and brought back in
// any format) is skipped.
//
// HistoryImport ends without the session's recap, which reviews every
// hand saved; `razz history import` shows it (HistoryImportAs).
func HistoryImport(file string, stdin io.Reader, stdout io.Writer) error {
	hist, err := store.DefaultHistory()
	if err != nil {
		return Failed(err)
	}
	return importIntoAs(hist, file, rememberedHero(), false, stdin, stdout)
}

// rememberedHero is the --hero the settings remember, "" for none.
func rememberedHero() string {
	if sf := store.DefaultSettingsFile(); sf.Path() != "" {
		s, _ := sf.Load()
		return s.Hero
	}
	return ""
}

// HistoryImportAs is `razz history import [--hero NAME]`: HistoryImport
// ending with the session's recap, and with the player the user
// was in the file's hands (remembered in the settings for later imports;
// "" for the one remembered). A PokerStars hand's account holder, whose
// down cards it shows, is the user when the name is not in the hand.
func HistoryImportAs(file, hero string, stdin io.Reader, stdout io.Writer) error {
	hist, err := store.DefaultHistory()
	if err != nil {
		return Failed(err)
	}
	sf := store.DefaultSettingsFile()
	if hero != "" {
		if sf.Path() != "" {
			if err := sf.Update(func(s *store.Settings) { s.Hero = hero }); err != nil {
				return Failed(err)
			}
		}
	} else {
		hero = rememberedHero()
	}
	return importIntoAs(hist, file, hero, true, stdin, stdout)
}

func importInto(hist *store.History, file string, stdin io.Reader, stdout io.Writer) error {
	return importIntoAs(hist, file, "", false, stdin, stdout)
}

// importIntoAs imports as hero (see HistoryImportAs); withRecap ends with
// the session's recap (the coach reviews every hand saved).
func importIntoAs(hist *store.History, file, hero string, withRecap bool, stdin io.Reader, stdout io.Writer) error {
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	// The file first: which hands fit the rules, and which it holds twice.
	type pending = importPending
	var (
		hands    []pending // the file's, in order
		c        importCounts
		inFile   = map[[32]byte][]engine.HandLog{}
		jsonFile bool
	)
	format, err := readHands(file, stdin, func(hi handIn) error {
		if hi.raw != nil {
			jsonFile = true
			return errStop
		}
		if errors.Is(hi.err, hhfmt.ErrOtherGame) {
			c.others++ // a mixed game's other games: counted, not listed
			return nil
		}
		c.total++
		err := hi.err
		if err == nil {
			_, err = engine.Replay(hi.log)
		}
		if err != nil {
			c.misfit++
			hands = append(hands, pending{where: hi.where, note: fmt.Sprintf("does not fit: %v", err)})
			return nil
		}
		k := playKey(hi.log)
		for _, l := range inFile[k] {
			if sameHand(l, hi.log) {
				c.dups++
				hands = append(hands, pending{where: hi.where, note: "the same hand is in the file twice; imported once"})
				return nil
			}
		}
		name := hi.hero // the account holder, unless --hero names someone in the hand
		if seatNamed(hi.log, hero) > 0 {
			name = hero
		}
		l, cut, err := boundHand(asHero(hi.log, name))
		if err != nil {
			c.tooLong++
			hands = append(hands, pending{where: hi.where, note: err.Error()})
			return nil
		}
		inFile[k] = append(inFile[k], hi.log)
		hands = append(hands, pending{where: hi.where, log: l, unknown: hi.unknown, cut: cut})
		return nil
	})
	if jsonFile {
		return Failed(fmt.Errorf("%s holds hand logs already (JSON Lines): import takes PHH (.phh, .phhs) or PokerStars text", file))
	}
	if err != nil {
		return err
	}
	// Then, under the history's lock so that no other import saves the
	// same hands meanwhile: which of them the history holds already (the
	// user's own hands, or imported before, in any format), and the save.
	seen := map[[32]byte][]known{}
	var keep []int // indexes into hands
	first, problem, err := hist.AppendNew(func(l store.Line) error {
		if hl, err := engine.ParseLog(l.Bytes); err == nil {
			if k := playKey(hl); len(inFile[k]) > 0 {
				seen[k] = append(seen[k], known{hl.Hand, hl})
			}
		}
		return nil
	}, func() (int, store.Encoder) {
		for i, p := range hands {
			if p.note != "" {
				continue
			}
			for _, h := range seen[playKey(p.log)] {
				if sameHand(h.log, p.log) {
					c.dups++
					hands[i].note = fmt.Sprintf("already in the history as hand %d", h.hand)
					break
				}
			}
			if hands[i].note == "" {
				keep = append(keep, i)
			}
		}
		run := store.NewRun() // this import is a session of its own in History
		return len(keep), func(i, number int, b []byte) []byte {
			l := hands[keep[i]].log
			l.Hand, l.Run = number, run
			js, _ := json.Marshal(l)
			return append(b, js...)
		}
	})
	if problem != nil {
		fmt.Fprintln(out, OneLine(problem.String()))
	}
	saved := len(keep)
	var se *store.SaveError
	switch {
	case errors.As(err, &se):
		saved = se.Saved
	case err != nil:
		saved = 0
	}
	writeHands(out, hands, first, saved)
	c.write(out, format, hist.Path(), first, saved, len(keep))
	if saved > 0 && withRecap {
		importRecap(out, hands, keep[:saved], first)
	}
	if err != nil {
		return Failed(fmt.Errorf("saving to %s: %v", hist.Path(), err))
	}
	return reported(c.misfit+c.tooLong > 0)
}

// importRecap is the session in one look, after an import: the hands saved
// (hands[i] for each i of saved, numbered from first), for the user, and
// their mistakes kept for the drill.
func importRecap(out io.Writer, hands []importPending, saved []int, first int) {
	logs := make([]engine.HandLog, len(saved))
	for i, k := range saved {
		logs[i] = hands[k].log
		logs[i].Hand = first + i
	}
	r := recap.Of(logs)
	writeRecap(out, r)
	if err := keepMistakes(logs, r.Spots); err != nil {
		fmt.Fprintf(out, "The mistakes could not be kept for the drill: %v\n", err)
	}
}

// importPending is a hand of the file being imported.
type importPending struct {
	where   string
	log     engine.HandLog
	unknown int
	note    string // why it is not saved; "" to save it
	cut     string // what boundHand cut
}

// writeHands writes a line a hand of the file: saved (as which hand), or
// why not; the first saved of those to save are numbered from first.
func writeHands(out io.Writer, hands []importPending, first, saved int) {
	for i, j := 0, 0; i < len(hands); i++ {
		p := hands[i]
		switch {
		case p.note != "":
			fmt.Fprintf(out, "%s: %s\n", p.where, p.note)
		case j < saved:
			fmt.Fprintf(out, "%s: saved as hand %d%s%s\n", p.where, first+j, unknownNote(p.unknown), p.cut)
			j++
		default:
			fmt.Fprintf(out, "%s: not saved\n", p.where)
			j++
		}
	}
}

// importCounts are what an import found, for its summary line.
type importCounts struct{ total, misfit, tooLong, dups, others int }

// write is the import's summary line: how many hands of how many were
// saved where, and what was not.
func (c importCounts) write(out io.Writer, format, path string, first, saved, kept int) {
	name := map[string]string{FormatPHH: "PHH", FormatPokerStars: "PokerStars"}[format]
	fmt.Fprintf(out, "%d of %d %s hand(s) imported into %s", saved, c.total, name, path)
	switch saved {
	case 0:
	case 1:
		fmt.Fprintf(out, " as hand %d", first)
	default:
		fmt.Fprintf(out, " as hands %d to %d", first, first+saved-1)
	}
	if c.dups > 0 {
		fmt.Fprintf(out, "; %d already there", c.dups)
	}
	if c.misfit > 0 {
		fmt.Fprintf(out, "; %d did not fit the rules", c.misfit)
	}
	if c.tooLong > 0 {
		fmt.Fprintf(out, "; %d too long to keep", c.tooLong)
	}
	if saved < kept {
		fmt.Fprintf(out, "; %d not saved", kept-saved)
	}
	if c.others > 0 {
		fmt.Fprintf(out, "; %d hand(s) of other games skipped", c.others)
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
	line := map[int]string{}
	for _, l := range logs {
		js, _ := json.Marshal(l)
		line[l.Hand] = string(js)
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

// asHero renames the account holder of a PokerStars hand to the name the
// trainer gives the user, so that the history shows the hand from the
// user's side; a hand that already has a "You" is left as it is.
// The hand's hero field says the seat (record.Record.You).
func asHero(l engine.HandLog, hero string) engine.HandLog {
	seat := seatNamed(l, hero)
	if seat == 0 {
		return l
	}
	l.Hero = seat
	if hero == Hero || seatNamed(l, Hero) > 0 {
		return l
	}
	l.HeroName = hero
	l.Seats = renamed(l.Seats, seat, Hero)
	return l
}

// asImported gives an imported hand's hero back the name the file gave
// them, for an export that a tracker reads as the account holder's.
func asImported(l engine.HandLog) engine.HandLog {
	if l.HeroName == "" || l.Hero == 0 {
		return l
	}
	l.Seats = renamed(l.Seats, l.Hero, l.HeroName)
	return l
}

// renamed is seats with seat's player called name.
func renamed(seats []engine.LogSeat, seat int, name string) []engine.LogSeat {
	seats = slices.Clone(seats)
	for i := range seats {
		if seats[i].Seat == seat {
			seats[i].Name = name
		}
	}
	return seats
}

// seatNamed is the seat of the player called name, 0 for none.
func seatNamed(l engine.HandLog, name string) int {
	for _, s := range l.Seats {
		if name != "" && s.Name == name {
			return s.Seat
		}
	}
	return 0
}

// known is a hand already in the history (hand 0: earlier in the file).
type known struct {
	hand int
	log  engine.HandLog
}

// playKey groups hands by their play: stakes, seats with their stacks, the
// antes and the actions. Names are left out (PokerStars text names the account holder
// as its file does; the import calls it "You") and so are the cards, which
// one format shows and another hides.
func playKey(l engine.HandLog) [32]byte {
	type seat struct{ Seat, Stack int }
	seats := make([]seat, len(l.Seats))
	for i, s := range l.Seats {
		seats[i] = seat{s.Seat, s.Stack}
	}
	// The antes in seat order: a source may post them in another order.
	var antes, acts []engine.LogAction
	for _, a := range l.Actions {
		if a.Action == "ante" {
			antes = append(antes, a)
		} else {
			acts = append(acts, a)
		}
	}
	slices.SortStableFunc(antes, func(x, y engine.LogAction) int { return x.Seat - y.Seat })
	lim := l.Limits
	lim.Cap = nil // PokerStars text does not say it; the actions are what counts
	b, _ := json.Marshal(struct {
		Limits  engine.LogLimits
		Seats   []seat
		Antes   []engine.LogAction
		Actions []engine.LogAction
	}{lim, seats, antes, acts})
	return sha256.Sum256(b)
}

// sameHand says whether two hands of the same play (playKey) were dealt
// alike: every card that both show is the same card. A card one of them
// hides (the stand-in an import deals for a card its source did not show)
// matches any.
func sameHand(a, b engine.HandLog) bool {
	if playKey(a) != playKey(b) || len(a.Deal) != len(b.Deal) {
		return false
	}
	if (a.Community == nil) != (b.Community == nil) || a.Community != nil && *a.Community != *b.Community {
		return false
	}
	for seat, ca := range a.Deal {
		cb, ok := b.Deal[seat]
		if !ok || len(ca) != len(cb) {
			return false
		}
		for i := range ca {
			if ca[i] != cb[i] && !slices.Contains(a.Hidden[seat], i) && !slices.Contains(b.Hidden[seat], i) {
				return false
			}
		}
	}
	return true
}
