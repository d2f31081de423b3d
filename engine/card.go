// Package engine holds the rules of Razz: cards, a seeded deck, ace-to-five
// low evaluation, the hand as a state machine, explanations, hand logs and
// equity. It is pure and deterministic: no terminal code, no global random
// source and no clock. It imports only the standard library: never bots,
// tui or its own subpackages (engine/narrate and engine/hhfmt import it).
package engine

import (
	"errors"
	"fmt"
	"strings"
)

// Rank is a card rank in Razz order: Ace (0) is the lowest, King (12) the
// highest.
type Rank uint8

// The ranks, lowest first.
const (
	Ace Rank = iota
	Two
	Three
	Four
	Five
	Six
	Seven
	Eight
	Nine
	Ten
	Jack
	Queen
	King
	NumRanks = 13
)

const rankChars = "A23456789TJQK"

var rankWords = [NumRanks]string{"ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king"}
var rankPlurals = [NumRanks]string{"aces", "twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens", "jacks", "queens", "kings"}

// String is the one-character rank: A 2 .. 9 T J Q K.
func (r Rank) String() string {
	if r >= NumRanks {
		return "?"
	}
	return rankChars[r : r+1]
}

// Word is the spoken rank: "ace", "seven", "king".
func (r Rank) Word() string { return rankWords[r%NumRanks] }

// Plural is the spoken plural: "aces", "sixes".
func (r Rank) Plural() string { return rankPlurals[r%NumRanks] }

// Suit is a card suit. Higher values are higher suits for the bring-in:
// spades > hearts > diamonds > clubs.
type Suit uint8

// The suits, lowest first.
const (
	Clubs Suit = iota
	Diamonds
	Hearts
	Spades
	NumSuits = 4
)

const suitChars = "cdhs"

var suitSymbols = [NumSuits]string{"♣", "♦", "♥", "♠"}
var suitWords = [NumSuits]string{"clubs", "diamonds", "hearts", "spades"}

// String is the one-letter suit: c d h s.
func (s Suit) String() string { return suitChars[s%NumSuits : s%NumSuits+1] }

// Symbol is the suit symbol: ♣ ♦ ♥ ♠.
func (s Suit) Symbol() string { return suitSymbols[s%NumSuits] }

// Word is the suit's name: "spades".
func (s Suit) Word() string { return suitWords[s%NumSuits] }

// Card is one of the 52 cards: rank*4 + suit. Ordering cards by value orders
// them for the bring-in: A♣ is 0, the lowest card, K♠ is 51, the highest.
type Card uint8

// NumCards is the size of the deck.
const NumCards = 52

// NewCard makes a card from a rank and a suit.
func NewCard(r Rank, s Suit) Card { return Card(uint8(r)<<2 | uint8(s)) }

// Rank of the card.
func (c Card) Rank() Rank { return Rank(c >> 2) }

// Suit of the card.
func (c Card) Suit() Suit { return Suit(c & 3) }

// Valid reports whether c is one of the 52 cards.
func (c Card) Valid() bool { return c < NumCards }

// String is the two-letter form used in logs and vectors: "As", "Td".
func (c Card) String() string {
	if !c.Valid() {
		return "??"
	}
	return c.Rank().String() + c.Suit().String()
}

// Pretty is the rank and the suit symbol: "A♠", "T♦".
func (c Card) Pretty() string { return c.Rank().String() + c.Suit().Symbol() }

// ErrCard is wrapped by every card parsing error.
var ErrCard = errors.New("bad card")

// ParseCard reads one card: a rank (A 2-9 T J Q K, or 10; either case) and
// a suit (s h d c in either case, or ♠ ♥ ♦ ♣ and their outline forms).
func ParseCard(s string) (Card, error) {
	t := strings.TrimSpace(s)
	if t == "" {
		return 0, fmt.Errorf("%w: empty", ErrCard)
	}
	var r Rank
	rest := t
	switch {
	case strings.HasPrefix(t, "10"):
		r, rest = Ten, t[2:]
	default:
		i := strings.IndexByte(rankChars, upper(t[0]))
		if i < 0 {
			return 0, fmt.Errorf("%w %q: unknown rank %q", ErrCard, t, t[:1])
		}
		r, rest = Rank(i), t[1:]
	}
	var su Suit
	switch rest {
	case "s", "S", "♠", "♤":
		su = Spades
	case "h", "H", "♥", "♡":
		su = Hearts
	case "d", "D", "♦", "♢":
		su = Diamonds
	case "c", "C", "♣", "♧":
		su = Clubs
	case "":
		return 0, fmt.Errorf("%w %q: no suit", ErrCard, t)
	default:
		return 0, fmt.Errorf("%w %q: unknown suit %q", ErrCard, t, rest)
	}
	return NewCard(r, su), nil
}

func upper(b byte) byte {
	if b >= 'a' && b <= 'z' {
		return b - 'a' + 'A'
	}
	return b
}

// ParseCards reads cards separated by spaces or commas. It refuses a card
// given twice.
func ParseCards(s string) ([]Card, error) {
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' })
	cards := make([]Card, 0, len(fields))
	var seen uint64
	for _, f := range fields {
		c, err := ParseCard(f)
		if err != nil {
			return nil, err
		}
		if seen&(1<<c) != 0 {
			return nil, fmt.Errorf("%w: %s given twice", ErrCard, c)
		}
		seen |= 1 << c
		cards = append(cards, c)
	}
	return cards, nil
}

// FormatCards writes cards in the two-letter form, separated by spaces.
func FormatCards(cs []Card) string { return JoinCards(cs, " ", Card.String) }

// JoinCards writes cards by name (Card.String, Card.Pretty or a screen's
// own), separated by sep.
func JoinCards(cs []Card, sep string, name func(Card) string) string {
	var b strings.Builder
	for i, c := range cs {
		if i > 0 {
			b.WriteString(sep)
		}
		b.WriteString(name(c))
	}
	return b.String()
}
