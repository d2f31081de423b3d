package hhfmt

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"razz/engine"
)

var (
	psHeader = regexp.MustCompile(`^(?:PokerStars|POKERSTARS)(?: Home Game| Zoom)?(?: Hand| Game|Game)? #(\d+):\s*(.*)$`)
	psStakes = regexp.MustCompile(`\(([$€£]?)([\d.,]+)/([$€£]?)([\d.,]+)(?: ([A-Z]{3}))?\)`)
	psDate   = regexp.MustCompile(`(\d{4})/(\d{1,2})/(\d{1,2})[ -]+(\d{1,2}):(\d{2}):(\d{2}) \(?ET\)?`)
	psMixed  = regexp.MustCompile(`^(.*?)\s*\(([^,()]+?)(?:, ([^()]+))?\)$`)
	psTourn  = regexp.MustCompile(`^Tournament #(\d+),\s*(.*)$`)
	psLevelN = regexp.MustCompile(`Level ([IVXLC\d]+)`)
	psRound  = regexp.MustCompile(`Match Round ([IVXLC\d]+)`)
	psTable  = regexp.MustCompile(`^Table '(.*)'(?: (\d+)-max)?.*?(?:Seat #(\d+) is the button)?$`)
	psSeat   = regexp.MustCompile(`^Seat (\d+): (.+) \(([$€£]?[\d.,]+) in chips(?:, [^)]*)?\)( is sitting out| out of hand.*)?\s*$`)
	psMarker = regexp.MustCompile(`^\*\*\* (3rd STREET|4th STREET|5th STREET|6th STREET|RIVER|SHOW DOWN|SUMMARY) \*\*\*(?: \[(\S\S)\])?\s*$`)
	psCards  = regexp.MustCompile(`\[([^\]]*)\]`)
	psAmount = `([$€£]?[\d.,]+)`
	psVerbs  = []struct {
		re   *regexp.Regexp
		verb string
	}{
		{regexp.MustCompile(`^posts the ante ` + psAmount + `( and is all-in)?$`), "ante"},
		{regexp.MustCompile(`^brings[- ]in (?:low )?for ` + psAmount + `( and is all-in)?$`), "bring-in"},
		{regexp.MustCompile(`^bets ` + psAmount + `( and is all-in)?$`), "bet"},
		{regexp.MustCompile(`^raises ` + psAmount + ` to ` + psAmount + `( and is all-in)?$`), "raise"},
		{regexp.MustCompile(`^completes it to ` + psAmount + `( and is all-in)?$`), "complete"},
		{regexp.MustCompile(`^calls ` + psAmount + `( and is all-in)?$`), "call"},
		{regexp.MustCompile(`^checks$`), "check"},
		{regexp.MustCompile(`^folds(?: \[.*\])?$`), "fold"},
		{regexp.MustCompile(`^shows \[([^\]]*)\]\s*(?:\((.*)\))?.*$`), "shows"},
		{regexp.MustCompile(`^(?:mucks hand|doesn't show hand|is sitting out|sits out|is disconnected|is connected|has timed out.*|has returned|leaves the table|said, ".*")$`), ""},
	}
	psUncalled  = regexp.MustCompile(`^Uncalled bet \(` + psAmount + `\) returned to (.+)$`)
	psCollected = regexp.MustCompile(`^(.+) collected ` + psAmount + ` from (?:(?:main |side )?pot(?:-\d+)?)\s*$`)
	psWon       = regexp.MustCompile(`(?:won|collected) \(` + psAmount + `\)`)
	psWith      = regexp.MustCompile(`^showed \[[^\]]*\] and (?:won \([^)]*\)|lost) with (.*)$`)
	psPot       = regexp.MustCompile(`^Total pot ` + psAmount + `.*\| Rake ` + psAmount)
)

// ErrOtherGame is the error of a hand of another game than Razz (a mixed
// game's hold'em hand, say): errors.Is tells it from a hand that does not
// fit the rules.
var ErrOtherGame = errors.New("not a Razz hand")

// currencies names the currency of a stakes symbol.
var currencies = map[string]string{"$": "USD", "€": "EUR", "£": "GBP"}

// ReadPokerStars reads PokerStars-format Razz text: one or more hands, each
// starting with its "PokerStars Hand #N:" line. Each hand is played through
// the engine; one that is not Razz (ErrOtherGame), does not fit the rules
// or is cut short (ErrCutShort: the file ends before the hand does) comes
// back with Err set. Cash amounts ($0.04) are read in cents. The text may
// be UTF-8 (with or without a byte-order mark) or UTF-16, with any line
// ends. progress, when not nil, is told after each hand played how many
// of how many are.
func ReadPokerStars(data []byte, progress func(done, total int)) ([]Hand, error) {
	var out []Hand
	err := new(PokerStarsFile).Read(data, func(h Hand, total int) error {
		out = append(out, h)
		if progress != nil {
			progress(len(out), total)
		}
		return nil
	})
	return out, err
}

// IsHandStart says whether a line of PokerStars text is a hand's first
// ("PokerStars Hand #N: ..."), where a reader of part of a file starts.
func IsHandStart(line string) bool {
	return psHeader.MatchString(strings.TrimSpace(strings.TrimPrefix(line, "\ufeff")))
}

// PokerStarsFile reads a PokerStars file as a stream, a hand at a time,
// in two readings: Note reads the file for what its hands say of each
// other (the bring-in of each level, which a hand whose bring-in seat
// completes does not say), then Hands reads it again, playing each hand.
// Either holds one hand's text at a time. Read reads a file held whole
// the same way, and reads parts of a file, as a site writes it while its
// player plays, knowing what the earlier parts said. Its zero value reads
// a first part.
type PokerStarsFile struct {
	levels bringIns
}

// Read reads the next part of the file (text that starts with a hand's
// first line), handing each hand to fn as it is played with how many
// hands the part holds; an error from fn stops it and is returned.
func (f *PokerStarsFile) Read(data []byte, fn func(h Hand, total int) error) error {
	total, err := f.Note(NewTextReader(bytes.NewReader(data)))
	if err != nil {
		return err
	}
	return f.Hands(NewTextReader(bytes.NewReader(data)), func(h Hand) error { return fn(h, total) })
}

// Note is the first reading of text (UTF-8, as NewTextReader gives it):
// what each hand says of its level's bring-in is noted for Hands; it
// returns how many hands the text holds, or why it is not PokerStars
// text at all.
func (f *PokerStarsFile) Note(text io.Reader) (int, error) {
	if f.levels == nil {
		f.levels = bringIns{}
	}
	hands := 0
	err := psHands(text, func(lines []string, first int, _ error) error {
		hands++
		if r := newPSReader(hands); len(lines) > 0 {
			if _, err := r.read(lines, first); err == nil {
				f.levels.note(r)
			}
		}
		return nil
	})
	return hands, err
}

// Hands is the second reading of the text Note read: each hand, played
// through the engine, handed to fn as it is read; an error from fn stops
// it and is returned.
func (f *PokerStarsFile) Hands(text io.Reader, fn func(Hand) error) error {
	if f.levels == nil {
		f.levels = bringIns{}
	}
	index := 0
	return psHands(text, func(lines []string, first int, long error) error {
		index++
		h := Hand{Index: index, Line: first}
		r := newPSReader(index)
		h.ID, h.Err = r.read(lines, first)
		switch {
		case long != nil:
			h.Err = long
		case h.Err == nil:
			h.Log, h.Unknown, h.Hero, h.Err = r.reconcile(f.levels)
			h.Log.SourceID = h.ID
		}
		return fn(h)
	})
}

// psHands reads text a line at a time and calls fn with each hand's lines
// (its first line, "PokerStars Hand #…", then those up to the next hand's),
// the line it starts on, and an error when the hand is longer than
// MaxHandText (lines then holds its first line only). Text before the
// first hand must be blank.
func psHands(text io.Reader, fn func(lines []string, first int, long error) error) error {
	lr := newLineReader(text, true)
	var hand []byte // the hand's lines, each ended by "\n"
	first, long := 0, false
	flush := func() error {
		if first == 0 {
			return nil
		}
		lines := strings.Split(latin1(hand), "\n")
		var err error
		if long {
			lines, err = lines[:1], tooLongError(first)
		}
		return fn(lines, first, err)
	}
	for {
		line, cut, err := lr.next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return err
		}
		if t := bytes.TrimSpace(line); (bytes.HasPrefix(t, []byte("PokerStars")) || bytes.HasPrefix(t, []byte("POKERSTARS"))) && psHeader.Match(t) && !cut {
			if err := flush(); err != nil {
				return err
			}
			hand, first, long = append(hand[:0], line...), lr.n, false
			hand = append(hand, '\n')
			continue
		}
		if first == 0 {
			if len(bytes.TrimSpace(line)) == 0 {
				continue
			}
			if site := OtherSite(line); site != "" {
				return OtherSiteError(site)
			}
			return fmt.Errorf("line %d: not PokerStars hand-history text (a hand starts \"PokerStars Hand #\")", lr.n)
		}
		if long {
			continue
		}
		if cut || len(hand)+len(line) >= MaxHandText {
			long = true
			continue
		}
		hand = append(append(hand, line...), '\n')
	}
	if first == 0 {
		return errors.New("not PokerStars hand-history text: no hands in it")
	}
	return flush()
}

// psAmounts reads amounts: chips, or cents when the stakes have a currency.
type psAmounts struct{ cents bool }

func (a psAmounts) parse(s string) (int, error) {
	s = strings.TrimLeft(s, "$€£")
	s = strings.ReplaceAll(s, ",", "")
	whole, frac, dot := strings.Cut(s, ".")
	n, err := strconv.Atoi(whole)
	if err != nil || n < 0 || n > 1<<40 {
		return 0, fmt.Errorf("%q is not an amount", s)
	}
	if !a.cents {
		if dot && strings.Trim(frac, "0") != "" {
			return 0, fmt.Errorf("%q: chips are whole numbers", s)
		}
		return n, nil
	}
	if len(frac) > 2 {
		return 0, fmt.Errorf("%q: more than cents", s)
	}
	f, _ := strconv.Atoi((frac + "00")[:2])
	return n*100 + f, nil
}

// psReader reads one PokerStars hand: read takes its lines, one method a
// kind of line, each noting what the line says; reconcile then plays the
// hand through the engine and checks what the text said against it.
type psReader struct {
	amt  psAmounts
	tr   *transcript
	meta engine.HandLog // the fields besides the play: time, rake, table...

	seatOf     map[string]int
	names      []string     // seated names, longest first
	sittingOut map[int]bool // seats the file says sit out: in only if dealt
	dealtIn    map[int]bool // seats with an ante, a card or an action

	street  int
	section string

	returned, collected, summaryWon map[int]int
	pot                             int // the summary's total pot, -1 when not said
	bringIn, shortBringIn           int
	heroes                          []int // seats whose three first cards are dealt face up
	mucked                          []int // seats that muck at the showdown
	bets, capHint                   int   // bets this street; bets when "Betting is capped"
	anteOrder                       []int // seats in the order the file posts their antes

	// How far the file tells the hand: its showdown's marker, its
	// summary, and the seats the summary has a line for.
	sawShowdown, sawSummary bool
	summarySeats            map[int]bool
	labels                  []psLabel // the lows the file says shown hands make
}

// psLabel is the low a file says a hand shows: "Lo: 8,6,4,3,2".
type psLabel struct {
	seat        int
	cards       int // how many cards the line shows
	label       string
	where, what string
}

func newPSReader(index int) *psReader {
	return &psReader{
		tr:      &transcript{number: index, cards: map[int][]string{}, antes: map[int]int{}},
		seatOf:  map[string]int{},
		dealtIn: map[int]bool{}, sittingOut: map[int]bool{},
		returned: map[int]int{}, collected: map[int]int{}, summaryWon: map[int]int{},
		summarySeats: map[int]bool{}, pot: -1, bringIn: -1,
	}
}

// read takes the hand's lines (the header first), which start on line
// first of the file, and returns the hand's number.
func (r *psReader) read(lines []string, first int) (string, error) {
	m := psHeader.FindStringSubmatch(strings.TrimSpace(lines[0]))
	if err := r.header(m[2]); err != nil {
		return m[1], err
	}
	for k, raw := range lines[1:] {
		l := strings.TrimSpace(raw)
		if l == "" {
			continue
		}
		where := "line " + strconv.Itoa(first+1+k)
		if err := r.line(l, where); err != nil {
			return m[1], errAt(where, "%v", err)
		}
	}
	return m[1], nil
}

// line reads one line after the header, by its kind.
func (r *psReader) line(l, where string) error {
	if mm := psMarker.FindStringSubmatch(l); mm != nil {
		r.marker(mm[1], mm[2])
		return nil
	}
	if r.street == 0 && r.section == "" {
		if mm := psSeat.FindStringSubmatch(l); mm != nil {
			return r.seat(mm)
		}
		if mm := psTable.FindStringSubmatch(l); mm != nil {
			r.table(mm)
			return nil
		}
	}
	if r.section == "SUMMARY" {
		return r.summary(l, where)
	}
	if rest, ok := strings.CutPrefix(l, "Dealt to "); ok {
		return r.dealt(rest)
	}
	if mm := psUncalled.FindStringSubmatch(l); mm != nil {
		seat, ok := r.seatOf[mm[2]]
		n, err := r.amt.parse(mm[1])
		if !ok || err != nil {
			return errors.New("uncalled bet to someone not seated, or not an amount")
		}
		r.returned[seat] += n
		return nil
	}
	if mm := psCollected.FindStringSubmatch(l); mm != nil {
		if seat, ok := r.seatOf[mm[1]]; ok {
			n, err := r.amt.parse(mm[2])
			r.collected[seat] += n
			return err
		}
	}
	if l == "Betting is capped" {
		r.capHint = max(r.capHint, r.bets)
		return nil
	}
	seat, act, ok := r.nameAt(l, ": ")
	if !ok {
		return nil // table chatter: joins, leaves
	}
	return r.action(seat, act, where)
}

// header reads the first line after "PokerStars Hand #N:": the game (Razz,
// alone or in a mixed game), the tournament, the stakes and the time.
func (r *psReader) header(head string) error {
	parts := strings.Split(head, " - ")
	game := strings.TrimSpace(parts[0])
	if tm := psTourn.FindStringSubmatch(game); tm != nil {
		r.meta.Tournament = &engine.LogTournament{ID: tm[1]}
		game = tm[2]
	} else if strings.HasPrefix(game, "{") { // a home game's club: "{Dazzle's Room}"
		if i := strings.Index(game, "}"); i > 0 {
			r.meta.Club = game[1:i]
			game = strings.TrimSpace(game[i+1:])
			if tm := psTourn.FindStringSubmatch(game); tm != nil {
				r.meta.Tournament = &engine.LogTournament{ID: tm[1]}
				game = tm[2]
			}
		}
	}
	stakes := ""
	if sm := psStakes.FindStringSubmatchIndex(game); sm != nil && sm[1] == len(game) {
		stakes, game = game[sm[0]:], strings.TrimSpace(game[:sm[0]])
	}
	prefix := game
	if mm := psMixed.FindStringSubmatch(game); mm != nil {
		prefix, game = mm[1], mm[2]
		if mm[3] != "" {
			stakes = "(" + mm[3] + ")"
		}
		words := strings.Fields(prefix)
		if len(words) > 0 {
			r.meta.Mixed = words[len(words)-1]
			prefix = strings.Join(words[:len(words)-1], " ")
		}
	} else {
		prefix = strings.TrimSpace(strings.TrimSuffix(game, "Razz Limit"))
	}
	if !strings.HasPrefix(strings.TrimSpace(strings.TrimPrefix(game, prefix)), "Razz") {
		if r.meta.Tournament != nil {
			game = strings.TrimSpace(strings.TrimPrefix(game, prefix))
		}
		return fmt.Errorf("%w (%s)", ErrOtherGame, game)
	}
	if t := r.meta.Tournament; t != nil {
		t.BuyIn = prefix
		if lm := psLevelN.FindStringSubmatch(head); lm != nil {
			t.Level = lm[1]
		}
		if rm := psRound.FindStringSubmatch(head); rm != nil {
			t.Round = rm[1]
		}
	}
	if stakes == "" {
		for _, p := range parts[1:] {
			if psStakes.MatchString(p) {
				stakes = p
			}
		}
	}
	sm := psStakes.FindAllStringSubmatch(stakes, -1)
	if sm == nil {
		return errors.New("no stakes (small/big bet) in the first line")
	}
	st := sm[len(sm)-1]
	r.amt = psAmounts{cents: st[1] != "" || strings.Contains(st[2], ".")}
	if r.amt.cents {
		r.meta.Currency = currencies[st[1]]
		if st[5] != "" {
			r.meta.Currency = st[5]
		}
	}
	var err error
	r.tr.table.Rules = engine.DefaultRules
	if r.tr.table.Stakes.Small, err = r.amt.parse(st[2]); err == nil {
		r.tr.table.Stakes.Big, err = r.amt.parse(st[4])
	}
	if err != nil {
		return fmt.Errorf("stakes: %v", err)
	}
	if dm := psDate.FindAllStringSubmatch(head, -1); dm != nil {
		d := dm[len(dm)-1]
		n := make([]int, 6)
		for i := range n {
			n[i], _ = strconv.Atoi(d[i+1])
		}
		t := fromEastern(n[0], time.Month(n[1]), n[2], n[3], n[4], n[5])
		if !t.Equal(noTime) {
			r.meta.Time = t.Format(time.RFC3339)
		}
	}
	return nil
}

// table reads "Table 'name' 8-max Seat #3 is the button".
func (r *psReader) table(mm []string) {
	r.meta.TableName = mm[1]
	r.meta.TableMax, _ = strconv.Atoi(mm[2])
	r.meta.Button, _ = strconv.Atoi(mm[3])
}

// marker reads "*** 4th STREET ***" and the like.
func (r *psReader) marker(section, card string) {
	r.section, r.bets = section, 0
	switch section {
	case "SHOW DOWN":
		r.sawShowdown = true
	case "SUMMARY":
		r.sawSummary = true
	case "3rd STREET":
		r.street = 3
	case "4th STREET", "5th STREET", "6th STREET":
		r.street = int(section[0] - '0')
	case "RIVER":
		r.street = 7
		if card != "" {
			r.tr.community = card
		}
	}
}

// seat reads "Seat 3: name (1500 in chips)".
func (r *psReader) seat(mm []string) error {
	seat, _ := strconv.Atoi(mm[1])
	stack, err := r.amt.parse(mm[3])
	if err != nil {
		return err
	}
	if stack == 0 {
		return nil // no chips: not dealt in
	}
	if _, dup := r.seatOf[mm[2]]; dup {
		return fmt.Errorf("%s is seated twice", mm[2])
	}
	r.seatOf[mm[2]] = seat
	r.names = append(r.names, mm[2])
	sort.Slice(r.names, func(i, j int) bool { return len(r.names[i]) > len(r.names[j]) })
	r.tr.table.Players = append(r.tr.table.Players, engine.Player{Seat: seat, Name: mm[2], Stack: stack})
	if mm[4] != "" {
		r.sittingOut[seat] = true // dealt in only if the file deals it
	}
	return nil
}

// nameAt finds the seated name s starts with, followed by sep.
func (r *psReader) nameAt(s, sep string) (int, string, bool) {
	for _, n := range r.names { // longest first
		if strings.HasPrefix(s, n+sep) {
			return r.seatOf[n], s[len(n)+len(sep):], true
		}
	}
	return 0, "", false
}

func cardsIn(s string) [][]string {
	var out [][]string
	for _, g := range psCards.FindAllStringSubmatch(s, -1) {
		out = append(out, strings.Fields(g[1]))
	}
	return out
}

func (r *psReader) show(seat int, cs []string) error {
	for i, c := range cs {
		if err := r.tr.setCard(seat, i, c); err != nil {
			return err
		}
	}
	return nil
}

// summary reads the lines after "*** SUMMARY ***": the pot and rake, and
// what each seat showed and won.
func (r *psReader) summary(l, where string) error {
	if mm := psPot.FindStringSubmatch(l); mm != nil {
		var err error
		if r.pot, err = r.amt.parse(mm[1]); err == nil {
			r.meta.Rake, err = r.amt.parse(mm[2])
		}
		return err
	}
	rest, ok := strings.CutPrefix(l, "Seat ")
	if !ok {
		return nil
	}
	_, after, ok := strings.Cut(rest, ": ")
	if !ok {
		return nil
	}
	seat, after, ok := r.nameAt(after, " ")
	if ok {
		r.summarySeats[seat] = true
		after = strings.TrimPrefix(after, "(button) ")
		if wm := psWith.FindStringSubmatch(after); wm != nil {
			if g := cardsIn(after); len(g) > 0 {
				r.labels = append(r.labels, psLabel{seat, len(g[0]), wm[1], where, "showed"})
			}
		}
	}
	for _, w := range psWon.FindAllStringSubmatch(after, -1) {
		n, err := r.amt.parse(w[1])
		if !ok || err != nil {
			return errors.New("a summary of someone not seated, or not an amount")
		}
		r.summaryWon[seat] += n
	}
	if ok && (strings.Contains(after, "showed [") || strings.Contains(after, "mucked [")) {
		if g := cardsIn(after); len(g) > 0 {
			return r.show(seat, g[0])
		}
	}
	return nil
}

// dealt reads "Dealt to name [cards so far] [new card]".
func (r *psReader) dealt(rest string) error {
	seat, after, ok := r.nameAt(rest, " ")
	if !ok || r.street == 0 {
		return errors.New("cards dealt to someone not seated, or before 3rd street")
	}
	r.dealtIn[seat] = true
	g := cardsIn(after)
	var old, cards []string
	switch len(g) {
	case 1:
		cards = g[0]
	case 2:
		old, cards = g[0], g[1]
	default:
		return errors.New("expected [cards] or [old cards] [new card]")
	}
	street := r.street
	var slots []int
	switch {
	case street == 3 && len(cards) == 3 && old == nil:
		slots = []int{0, 1, 2}
		r.heroes = append(r.heroes, seat)
	case street == 3 && len(cards) == 1 && old == nil:
		slots = []int{2}
	case street > 3 && len(cards) == 1:
		// The cards so far, again: all of them (the hero's) or the up
		// cards. They must be cards, as many as dealt, the same as before.
		from := 0
		switch len(old) {
		case street - 1:
		case street - 3:
			from = 2
		default:
			return fmt.Errorf("[%s]: %d cards so far on %s, want %d or %d", strings.Join(old, " "), len(old), r.section, street-1, street-3)
		}
		for i := range old {
			if _, err := engine.ParseCard(old[i]); err != nil {
				return err
			}
			if err := r.tr.setCard(seat, i+from, old[i]); err != nil {
				return err
			}
		}
		slots = []int{street - 1}
	default:
		return fmt.Errorf("%d new cards on %s", len(cards), r.section)
	}
	for i, s := range slots {
		if _, err := engine.ParseCard(cards[i]); err != nil {
			return err
		}
		if err := r.tr.setCard(seat, s, cards[i]); err != nil {
			return err
		}
	}
	return nil
}

// action reads "name: verb amounts".
func (r *psReader) action(seat int, act, where string) error {
	for _, v := range psVerbs {
		mm := v.re.FindStringSubmatch(act)
		if mm == nil {
			continue
		}
		var n []int
		for _, g := range mm[1:] {
			if g != "" && g[0] != ' ' && v.verb != "shows" {
				x, err := r.amt.parse(g)
				if err != nil {
					return err
				}
				n = append(n, x)
			}
		}
		s := step{seat: seat, put: -1, where: where, what: act}
		switch v.verb {
		case "":
			if act == "mucks hand" && r.section == "SHOW DOWN" && !slices.Contains(r.mucked, seat) {
				r.mucked = append(r.mucked, seat)
			}
			return nil
		case "ante":
			if r.street != 0 {
				return errors.New("an ante after the deal")
			}
			r.dealtIn[seat] = true
			if _, twice := r.tr.antes[seat]; twice {
				return errors.New("a second ante")
			}
			r.anteOrder = append(r.anteOrder, seat)
			r.tr.antes[seat] = n[0]
			r.tr.table.Stakes.Ante = max(r.tr.table.Stakes.Ante, n[0])
			return nil
		case "shows":
			cs := strings.Fields(mm[1])
			if mm[2] != "" {
				r.labels = append(r.labels, psLabel{seat, len(cs), mm[2], where, "shows"})
			}
			return r.show(seat, cs)
		case "bring-in":
			s.verb, s.put = vBringIn, n[0]
			if mm[2] == "" {
				r.bringIn = n[0]
			} else {
				r.shortBringIn = n[0]
			}
		case "bet":
			s.verb, s.to = vAggressive, -1
			if r.street > 3 {
				s.put = n[0]
			}
		case "raise":
			if n[0] == 0 {
				return errors.New("a raise by 0")
			}
			s.verb, s.to, s.by = vAggressive, n[1], n[0]
		case "complete":
			s.verb, s.to = vAggressive, n[0]
		case "call":
			s.verb, s.put = vCall, n[0]
		case "check":
			s.verb = vCheck
		case "fold":
			s.verb = vFold
		}
		if r.street == 0 {
			return errors.New("an action before 3rd street")
		}
		if s.verb == vAggressive {
			r.bets++
		}
		r.dealtIn[seat] = true
		r.tr.steps = append(r.tr.steps, s)
		return nil
	}
	if r.section != "SHOW DOWN" {
		return fmt.Errorf("%q: not an action razz knows", act)
	}
	return nil
}

// reconcile plays the hand the lines told through the engine and checks
// what the text said besides (returned chips, what each seat collected,
// the rake, the total pot, the lows shown) against the rules. A hand the
// file does not tell to its end is refused (ErrCutShort), and so is one
// whose bring-in neither it, the file's other hands at its level nor the
// site's structure for the stakes say.
func (r *psReader) reconcile(levels bringIns) (engine.HandLog, int, string, error) {
	tr := r.tr
	// A seat that sits out is in the hand when the file deals it in.
	players := tr.table.Players[:0]
	for _, p := range tr.table.Players {
		if !r.sittingOut[p.Seat] || r.dealtIn[p.Seat] {
			players = append(players, p)
		}
	}
	tr.table.Players = players
	if len(tr.table.Players) == 0 {
		return engine.HandLog{}, 0, "", errors.New("no seats")
	}
	sort.Slice(tr.table.Players, func(i, j int) bool { return tr.table.Players[i].Seat < tr.table.Players[j].Seat })
	tr.money = engine.Money(r.meta.Currency)
	if err := r.cutShort(); err != nil {
		return engine.HandLog{}, 0, "", err
	}
	if r.bringIn < 0 {
		// No full bring-in was posted (the bring-in seat completed, or
		// was all in for less): the level's, from the file's other hands
		// or the site's structure.
		n, ok := levels.of(r.level())
		if !ok {
			return engine.HandLog{}, 0, "", fmt.Errorf("no bring-in is posted, and no other hand at %s says what it is: the bring-in is not known", tr.money.Stakes(tr.table.Stakes.Small, tr.table.Stakes.Big))
		}
		r.bringIn = n
	}
	tr.table.Stakes.BringIn = r.bringIn
	if err := tr.table.Validate(); err != nil {
		return engine.HandLog{}, 0, "", err
	}
	log, unknown, err := r.playUnderSomeCap()
	if err != nil {
		return log, unknown, "", err
	}
	if err := r.checkLabels(log); err != nil {
		return log, unknown, "", err
	}
	if err := r.checkChips(&log); err != nil {
		return log, unknown, "", err
	}
	log.Actions = anteFirst(log.Actions, r.anteOrder)
	log.Time, log.Source = r.meta.Time, "pokerstars"
	if len(r.mucked) > 0 {
		log.Mucked = slices.Sorted(slices.Values(r.mucked))
	}
	log.Currency, log.TableName, log.Tournament, log.Mixed, log.Button = r.meta.Currency, r.meta.TableName, r.meta.Tournament, r.meta.Mixed, r.meta.Button
	log.Club, log.TableMax = r.meta.Club, r.meta.TableMax
	hero := ""
	if len(r.heroes) == 1 {
		log.Hero = r.heroes[0]
		for _, p := range tr.table.Players {
			if p.Seat == r.heroes[0] {
				hero = p.Name
			}
		}
	}
	return log, unknown, hero, nil
}

// ErrCutShort is the error of a hand its file does not tell to the end:
// the file stops before the hand's summary, after its last call, in its
// showdown or before the pot is collected. Nothing of such a hand is
// saved, so that the whole file, read later, brings it in; errors.Is
// tells it from a hand that does not fit.
var ErrCutShort = errors.New("the hand is cut short")

// cutError says how far a cut-short hand goes.
type cutError struct{ why string }

func (e cutError) Error() string        { return e.why }
func (e cutError) Is(target error) bool { return target == ErrCutShort }

var streetWords = map[int]string{3: "third street", 4: "fourth street", 5: "fifth street", 6: "sixth street", 7: "seventh street"}

// cutShort says how the hand is cut short, nil when the file tells it to
// its end: its summary, with the total pot and a line for every seat
// dealt in (PokerStars writes one for each).
func (r *psReader) cutShort() error {
	done := r.sawSummary && r.pot >= 0
	for _, p := range r.tr.table.Players {
		done = done && r.summarySeats[p.Seat]
	}
	switch {
	case done:
		return nil
	case r.sawSummary:
		return cutError{"ends in its summary"}
	case len(r.collected) > 0:
		return cutError{"ends before its summary"}
	case r.street == 0:
		return cutError{"ends before the deal"}
	}
	// How far the betting went: the hand played as far as the file
	// tells it, under a bring-in that only the words below depend on.
	if r.bringIn < 0 {
		r.tr.table.Stakes.BringIn = max(r.shortBringIn, 1, r.tr.table.Stakes.Small/2)
	} else {
		r.tr.table.Stakes.BringIn = r.bringIn
	}
	log, _, err := r.playUnderSomeCap()
	switch {
	case errors.Is(err, errActionsEnd):
		return cutError{"ends on " + streetWords[r.street] + ", before its betting does"}
	case err != nil:
		return err
	case len(log.Showdown) > 0 && !r.sawShowdown:
		return cutError{"ends before its showdown"}
	case r.sawShowdown:
		return cutError{"ends in its showdown, before the pot is collected"}
	}
	return cutError{"ends before the pot is collected"}
}

// checkLabels checks the low each shown hand is said to make ("Lo:
// 8,6,4,3,2", on its shows line and in the summary) against the low its
// cards make, as FPDB reads the label. Only a hand shown whole at the
// showdown is checked: a winner may show part of a hand nobody called.
func (r *psReader) checkLabels(l engine.HandLog) error {
	low := map[int][]string{}
	for _, s := range l.Showdown {
		low[s.Seat] = s.Low
	}
	for _, lb := range r.labels {
		want, shown := low[lb.seat]
		said, isLow := strings.CutPrefix(strings.TrimSpace(lb.label), "Lo: ")
		if !shown || !isLow || lb.cards < len(l.Deal[strconv.Itoa(lb.seat)]) {
			continue
		}
		ranks := strings.Split(strings.ReplaceAll(said, " ", ""), ",")
		if slices.Equal(ranks, want) || paired(ranks) && paired(want) {
			continue // a pair's label PokerStars words its own way
		}
		return errAt(lb.where, "seat %d %s Lo: %s, but its cards make %s", lb.seat, lb.what, said, strings.Join(want, ","))
	}
	return nil
}

// paired says whether a written low repeats a rank (or is not five ranks).
func paired(ranks []string) bool {
	seen := map[string]bool{}
	for _, r := range ranks {
		seen[r] = true
	}
	return len(ranks) != 5 || len(seen) != 5
}

// anteFirst is actions with the antes first, in the order the file
// posted them (the engine posts them in seat order; a log may list them
// in any).
func anteFirst(actions []engine.LogAction, order []int) []engine.LogAction {
	var antes, rest []engine.LogAction
	for _, a := range actions {
		if a.Action == "ante" {
			antes = append(antes, a)
		} else {
			rest = append(rest, a)
		}
	}
	if len(order) != len(antes) {
		return actions
	}
	rank := map[int]int{}
	for i, seat := range order {
		rank[seat] = i
	}
	slices.SortStableFunc(antes, func(x, y engine.LogAction) int { return rank[x.Seat] - rank[y.Seat] })
	return append(antes, rest...)
}

// playUnderSomeCap plays the transcript under the first cap that fits.
// PokerStars text does not say the cap: "Betting is capped" tells it when
// a street reached it; else four bets, the usual cap, and then the others,
// heads-up uncapped and no cap.
func (r *psReader) playUnderSomeCap() (engine.HandLog, int, error) {
	rules := []engine.Rules{{Cap: r.capHint}, {Cap: 4}, {Cap: 4, HeadsUpUncapped: true}}
	for c := range 7 {
		rules = append(rules, engine.Rules{Cap: c + 2})
	}
	rules = append(rules, engine.Rules{})
	if r.capHint == 0 {
		rules = rules[1:]
	}
	var (
		log     engine.HandLog
		unknown int
		err     error
	)
	for i, ru := range rules {
		r.tr.table.Rules = ru
		l2, u2, err2 := r.tr.play()
		if i == 0 || err2 == nil {
			log, unknown, err = l2, u2, err2
		}
		if err2 == nil {
			break
		}
	}
	return log, unknown, err
}

// checkChips checks the chips the text says moved after the betting
// against the rules' play, and takes the rake out of the awards: each seat
// collects what the rules award it less its part of the rake, and the
// collections plus the rake make the pot.
func (r *psReader) checkChips(log *engine.HandLog) error {
	m := r.tr.money
	got := map[int]int{}
	for _, c := range log.Returned {
		got[c.Seat] += c.Amount
	}
	for seat, n := range r.returned {
		if got[seat] != n {
			return fmt.Errorf("%s returned to seat %d, the rules return %s", m.Amount(n), seat, m.Amount(got[seat]))
		}
	}
	won, total := map[int]int{}, 0
	for _, a := range log.Awards {
		won[a.Seat] += a.Amount
		total += a.Amount
	}
	rake, sum := r.meta.Rake, 0
	for seat, n := range r.collected {
		sum += n
		if n > won[seat] || rake == 0 && n != won[seat] {
			return fmt.Errorf("seat %d collects %s, the rules give it %s", seat, m.Amount(n), m.Amount(won[seat]))
		}
	}
	if len(r.collected) > 0 && sum+rake != total {
		return fmt.Errorf("%s collected and %s rake, the rules award %s", m.Amount(sum), m.Amount(rake), m.Amount(total))
	}
	for seat, n := range r.summaryWon {
		if r.collected[seat] != n {
			return fmt.Errorf("the summary says seat %d won %s, it collected %s", seat, m.Amount(n), m.Amount(r.collected[seat]))
		}
	}
	if r.pot >= 0 && r.pot != total {
		return fmt.Errorf("a total pot of %s, the rules make it %s", m.Amount(r.pot), m.Amount(total))
	}
	if rake == 0 {
		return nil
	}
	if err := r.checkRake(total, lastStreet(log.Actions)); err != nil {
		return err
	}
	// Under a rake the awards and the stacks after are what each seat
	// collected: the rules' award less the seat's part of the rake.
	var awards []engine.LogChips
	stacks := make(map[string]int, len(log.StacksAfter))
	for k, v := range log.StacksAfter {
		stacks[k] = v
	}
	for _, a := range log.Awards {
		if slices.ContainsFunc(awards, func(c engine.LogChips) bool { return c.Seat == a.Seat }) {
			continue
		}
		n := r.collected[a.Seat]
		stacks[strconv.Itoa(a.Seat)] -= won[a.Seat] - n
		awards = append(awards, engine.LogChips{Seat: a.Seat, Amount: n})
	}
	log.Awards, log.StacksAfter, log.Rake = awards, stacks, rake
	if _, err := engine.Replay(*log); err != nil {
		return err
	}
	return nil
}

// lastStreet is the street of the hand's last action.
func lastStreet(actions []engine.LogAction) int {
	if len(actions) == 0 {
		return 3
	}
	return actions[len(actions)-1].Street
}
