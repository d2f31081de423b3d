package cli

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"

	"razz/engine"
	"razz/engine/hhfmt"
	"razz/tui/handlist"
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

// asFiled is an imported hand as its file had it: every seat by the
// file's name, nobody the user yet (asHero makes someone the user).
func asFiled(l engine.HandLog) engine.HandLog {
	l = asImported(l)
	l.Hero, l.HeroName = 0, ""
	return l
}

// heroName is the name the file gave the user's seat of an imported
// hand, "" when it has none.
func heroName(l engine.HandLog) string {
	if l.HeroName != "" {
		return l.HeroName
	}
	for _, s := range l.Seats {
		if s.Seat == l.Hero && l.Hero > 0 {
			return s.Name
		}
	}
	return ""
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
// does not know (engine.UnknownCard, a card its source did not show)
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
			if ca[i] != cb[i] && ca[i] != engine.UnknownCard && cb[i] != engine.UnknownCard {
				return false
			}
		}
	}
	return true
}
