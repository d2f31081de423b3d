package engine

import "fmt"

// Stakes are the fixed-limit amounts in chips.
type Stakes struct {
	Ante, BringIn, Small, Big int
}

// DefaultStakes: 5 / 10 / 20 / 40.
var DefaultStakes = Stakes{Ante: 5, BringIn: 10, Small: 20, Big: 40}

// DefaultStack is the chips each player starts with.
const DefaultStack = 1000

// The largest stack and the largest stake a table takes: with eight
// players nothing the engine adds up (a pot, a bet and a raise, a stack and
// its winnings) comes near the limits of an int, even a 32-bit one.
const (
	MaxStack = 100_000_000
	MaxStake = MaxStack
)

// OddChip says who gets the chip left over when a pot splits unevenly.
type OddChip uint8

const (
	// OddChipSeat: the tied winner in the lowest seat (the default).
	OddChipSeat OddChip = iota
	// OddChipSuit: each odd chip in turn to the tied winner holding the
	// lowest card by suit (clubs lowest).
	OddChipSuit
)

// ShowOrder says who shows first at showdown.
type ShowOrder uint8

const (
	// ShowByBoard: the last bettor or raiser on seventh street shows first;
	// when nobody bet, the best board (the player who acts first on seventh
	// street), as Robert's Rules and the TDA have it; then clockwise (the
	// default).
	ShowByBoard ShowOrder = iota
	// ShowBySeat: the last bettor or raiser, else the lowest seat, then
	// clockwise (a house rule, as some engines do).
	ShowBySeat
)

// DeckOut says what happens when the deck runs short on seventh street.
type DeckOut uint8

const (
	// DeckOutCommunity: one card face up in the middle that every hand
	// uses (the default, as the rulebooks have it).
	DeckOutCommunity DeckOut = iota
	// DeckOutReshuffle: the folded hands are shuffled and dealt as each
	// player's seventh card (as PokerKit deals), a community card only if
	// they are still too few.
	DeckOutReshuffle
)

// Rules are the house rules of the rules file, with their defaults in
// DefaultRules.
type Rules struct {
	Cap             int  // bets a street (bet or completion plus raises); 0 for no cap
	HeadsUpUncapped bool // no cap on a round that begins with two players
	OpenPairDouble  bool // fourth-street big bet when a board shows a pair
	BringInTie      BringInTie
	OddChip         OddChip
	ShowOrder       ShowOrder
	DeckOut         DeckOut
}

// Player is a seat at the table.
type Player struct {
	Seat  int // seat number, 1 and up; seats act in increasing order
	Name  string
	Stack int
}

// Table is what a hand is dealt from: 2 to 8 players, stakes and rules.
type Table struct {
	Players []Player
	Stakes  Stakes
	Rules   Rules
}

// MaxPlayers at a stud table (8 x 7 = 56 cards is why the community card exists).
const MaxPlayers = 8

// Validate says what is wrong with a table, in one line, as a *Refusal
// naming the rule.
func (t Table) Validate() error {
	if err := t.Stakes.Validate(); err != nil {
		return err
	}
	if err := t.Rules.Validate(); err != nil {
		return err
	}
	if n := len(t.Players); n < 2 || n > MaxPlayers {
		return refuse(RulePlayers, "%d players: a stud table seats 2 to %d", n, MaxPlayers)
	}
	with := 0
	for i, p := range t.Players {
		if p.Seat < 1 {
			return refuse(RulePlayers, "seat %d: seats are numbered from 1", p.Seat)
		}
		if i > 0 && p.Seat <= t.Players[i-1].Seat {
			return refuse(RulePlayers, "seats must be listed in increasing order, each once")
		}
		if p.Stack < 0 {
			return refuse(RuleStack, "seat %d: negative stack %d", p.Seat, p.Stack)
		}
		if p.Stack > MaxStack {
			return refuse(RuleStack, "seat %d: a stack of %d is more than the %d chips a seat may hold", p.Seat, p.Stack, MaxStack)
		}
		if p.Stack > 0 {
			with++
		}
	}
	if with < 2 {
		return refuse(RuleStack, "fewer than two players have chips")
	}
	return nil
}

// Validate checks the stakes: no negative amount and none above MaxStake,
// a bring-in below the small bet, a big bet at least the small bet.
func (s Stakes) Validate() error {
	switch {
	case s.Ante < 0 || s.BringIn < 0 || s.Small < 0 || s.Big < 0:
		return refuse(RuleStakes, "stakes %s: amounts cannot be negative", s)
	case s.Ante > MaxStake || s.BringIn > MaxStake || s.Small > MaxStake || s.Big > MaxStake:
		return refuse(RuleStakes, "stakes %s: no amount may be more than %d chips", s, MaxStake)
	case s.BringIn < 1:
		return refuse(RuleStakes, "stakes %s: the bring-in must be at least 1", s)
	case s.BringIn >= s.Small:
		return refuse(RuleStakes, "stakes %s: the bring-in (%d) must be below the small bet (%d)", s, s.BringIn, s.Small)
	case s.Big < s.Small:
		return refuse(RuleStakes, "stakes %s: the big bet (%d) cannot be below the small bet (%d)", s, s.Big, s.Small)
	}
	return nil
}

func (s Stakes) String() string {
	return fmt.Sprintf("%d/%d/%d/%d", s.Ante, s.BringIn, s.Small, s.Big)
}

// Validate checks the house rules.
func (r Rules) Validate() error {
	if r.Cap != 0 && (r.Cap < 2 || r.Cap > 8) {
		return refuse(RuleHouseRule, "cap %d: 2 to 8 bets, or 0 for none", r.Cap)
	}
	return nil
}

// StreetSpec is one street of the deal: the rules of Razz as data.
type StreetSpec struct {
	Number int    // 3 to 7
	Name   string // "third street"
	Short  string // "3rd", where a line has little room ("3rd street", "folded 3rd")
	Cards  []bool // cards dealt to each player, in order: true when face up
	Big    bool   // the big bet is the unit (else the small bet)
}

// Streets is the deal of Razz, third to seventh street.
var Streets = [...]StreetSpec{
	{3, "third street", "3rd", []bool{false, false, true}, false},
	{4, "fourth street", "4th", []bool{true}, false},
	{5, "fifth street", "5th", []bool{true}, true},
	{6, "sixth street", "6th", []bool{true}, true},
	{7, "seventh street", "7th", []bool{false}, true},
}

// Street returns the spec of street n (3..7).
func Street(n int) StreetSpec { return Streets[min(max(n, 3), 7)-3] }

// ParseStakes reads "5/10/20/40" (ante/bring-in/small bet/big bet).
func ParseStakes(s string) (Stakes, error) {
	var st Stakes
	var extra string
	n, _ := fmt.Sscanf(s+" x", "%d/%d/%d/%d %s", &st.Ante, &st.BringIn, &st.Small, &st.Big, &extra)
	if n != 5 || extra != "x" {
		return Stakes{}, refuse(RuleStakes, "stakes %q: want ante/bring-in/small/big, e.g. 5/10/20/40", s)
	}
	return st, st.Validate()
}

// NewTable seats n players named by names (missing names become "Seat N")
// in seats 1..n, each with the given stack.
func NewTable(names []string, stacks []int, st Stakes, r Rules) Table {
	t := Table{Stakes: st, Rules: r}
	for i := range stacks {
		name := fmt.Sprintf("Seat %d", i+1)
		if i < len(names) && names[i] != "" {
			name = names[i]
		}
		t.Players = append(t.Players, Player{Seat: i + 1, Name: name, Stack: stacks[i]})
	}
	return t
}

func (t BringInTie) String() string { return bringInTieNames[t%2] }
func (o OddChip) String() string    { return oddChipNames[o%2] }
func (s ShowOrder) String() string  { return showOrderNames[s%2] }
func (d DeckOut) String() string    { return deckOutNames[d%2] }
