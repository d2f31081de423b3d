package hhfmt

// What PokerStars' tables are, as data: the bring-in of a level its
// hands do not all say, and the most rake it takes. A reader checks a
// file against these where a real reader would (FPDB refuses a rake of a
// quarter of the pot), and never guesses what they do not say.

import (
	"fmt"
	"maps"
	"slices"

	"razz/engine"
)

// psLevel is a level's stakes: what tells one structure from another.
type psLevel struct {
	currency         string // "" for chips
	tournament       bool
	ante, small, big int
}

func (r *psReader) level() psLevel {
	st := r.tr.table.Stakes
	return psLevel{r.meta.Currency, r.meta.Tournament != nil, st.Ante, st.Small, st.Big}
}

// bringIns counts the full bring-ins a file's hands post at each level.
type bringIns map[psLevel]map[int]int

func (b bringIns) note(r *psReader) {
	if r.bringIn < 0 {
		return
	}
	lv := r.level()
	if b[lv] == nil {
		b[lv] = map[int]int{}
	}
	b[lv][r.bringIn]++
}

// psCashBringIns are PokerStars' bring-ins at the cash stakes razz has
// seen real hands of (cents): a hand at such stakes whose bring-in seat
// completes takes it from here when no other hand of its file says it.
var psCashBringIns = map[psLevel]int{
	{currency: "USD", ante: 1, small: 4, big: 8}:            2,
	{currency: "USD", ante: 6000, small: 40000, big: 80000}: 12000,
	{currency: "", ante: 5, small: 20, big: 40}:             10, // razz's own table (engine.DefaultStakes), as its exports read back
}

// siteBringIn is the bring-in PokerStars posts at a level, when razz
// knows it: a cash table's from psCashBringIns, and a tournament level's
// when its ante is a fifth of the small bet, the structure of every
// PokerStars stud tournament level seen (30/60 antes 6 and brings in 9,
// 40/80 8 and 12, 50/100 10 and 15, 250/500 50 and 75): three tenths of
// the small bet. A level of another structure (a live event's, a table
// of razz's own) is not PokerStars' and has no bring-in here.
func siteBringIn(lv psLevel) (int, bool) {
	if n, ok := psCashBringIns[lv]; ok {
		return n, true
	}
	if lv.tournament && lv.currency == "" && lv.small%10 == 0 && lv.ante*5 == lv.small {
		return lv.small * 3 / 10, true
	}
	return 0, false
}

// of is the bring-in at a level: the one the file's hands post there most
// often, else the site's; false when neither says it.
func (b bringIns) of(lv psLevel) (int, bool) {
	if seen := b[lv]; len(seen) > 0 {
		best := slices.MaxFunc(slices.Sorted(maps.Keys(seen)), func(x, y int) int { return seen[x] - seen[y] })
		return best, true
	}
	return siteBringIn(lv)
}

// psRakePercent is the most PokerStars has taken of a pot, in percent:
// 5% in every rake structure it has published for fixed-limit games (a
// cent for each 20 cents, or a true 5%, rounded); psRakeCap the most of
// one hand, in cents, by the stakes' big bet. Both are upper bounds, not
// PokerStars' table for stud games, which razz has not found published.
// The tables PokerStars publishes for other games take no more: its
// special hold'em games 3.5% to 5%, a hand capped at $0.30 to $5 by the
// stakes and the players dealt in (pokerstars.se/en/poker/room/rake/
// special); pot- and no-limit on pokerstars.in 2% to 5%, capped in rupees
// (pokerstars.in/poker/room/rake/); limit hold'em at $1/$2 and $2/$4 from
// June 2012 3% or 4%, capped at $0.70 to $1.25 (rakeback.com's news of May
// 2012). None takes over 5%, so the percentage holds; the caps are other
// games' and stakes', so these stay generous guesses.
const psRakePercent = 5

func psRakeCap(big int) int {
	if big >= 20000 { // $100/$200 and above
		return 500
	}
	return 300
}

// checkRake refuses a rake no PokerStars table takes: in a tournament
// (its fee is in the buy-in), on a hand over on third street (no drop
// before fourth street: PokerStars' help says it takes no rake from a hand
// over on the first betting round, before fourth street in stud games,
// casino.pokerstarscasinonj.com/help/articles/leader-boards-valid-hand),
// more than 5% of the pot, or more than the cap for the stakes. Figures
// are said in the hand's money.
func (r *psReader) checkRake(pot, lastStreet int) error {
	rake := r.meta.Rake
	if rake == 0 {
		return nil
	}
	m := engine.Money(r.meta.Currency)
	switch most := (pot*psRakePercent + 99) / 100; {
	case r.meta.Tournament != nil:
		return fmt.Errorf("a rake of %s in a tournament hand: PokerStars takes a tournament's fee from its buy-in, never from a pot", m.Amount(rake))
	case lastStreet == 3:
		return fmt.Errorf("a rake of %s on a hand over on third street: PokerStars takes no rake before fourth street", m.Amount(rake))
	case rake > most:
		return fmt.Errorf("a rake of %s on a pot of %s: PokerStars takes at most %d%% (%s)", m.Amount(rake), m.Amount(pot), psRakePercent, m.Amount(most))
	case m.Cash() && rake > psRakeCap(r.tr.table.Stakes.Big):
		return fmt.Errorf("a rake of %s: PokerStars takes at most %s a hand at %s", m.Amount(rake), m.Amount(psRakeCap(r.tr.table.Stakes.Big)), m.Stakes(r.tr.table.Stakes.Small, r.tr.table.Stakes.Big))
	}
	return nil
}
