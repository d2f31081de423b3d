package engine

import (
	"slices"
	"strings"
)

// BoardValue orders the face-up cards of one player (one to four cards) the
// way the rules order boards to choose who acts first: an unpaired board
// beats any paired board, then ranks compare from the highest down; for
// paired boards the pattern (one pair, two pair, trips, quads) first, then
// the paired ranks, lowest better. A smaller value is a better board. Only
// boards with the same number of cards are compared.
type BoardValue uint32

// Board is one seat's face-up cards with its value and written form.
type Board struct {
	Seat    int
	Cards   []Card
	Value   BoardValue
	Written []Rank // by multiplicity, then highest first, like a low
}

// NewBoard values the face-up cards of a seat.
func NewBoard(seat int, up []Card) Board {
	// An array of its own for the written form, made here: NewBoard is
	// inlined, and where the board does not outlive its caller (the bots'
	// "is my board the best showing") the array stays on its stack.
	return newBoard(seat, up, new([4]Rank))
}

func newBoard(seat int, up []Card, w *[4]Rank) Board {
	var cnt [NumRanks]uint8
	for _, c := range up {
		cnt[c.Rank()]++
	}
	v, written, n := boardValue(&cnt)
	b := Board{Seat: seat, Cards: up, Value: v}
	if n > 0 {
		*w = written
		b.Written = w[:n:n]
	}
	return b
}

// boardValue values a board from how often each rank shows (four cards
// at most), with its written form: the ranks by multiplicity, highest
// first among equals. It scans the ranks once, then orders the few shown.
func boardValue(cnt *[NumRanks]uint8) (BoardValue, [4]Rank, int) {
	// The shown ranks, each as count<<4 | rank, by count then rank, largest first.
	var keys [NumRanks]uint8
	m := 0
	for r := King; ; r-- {
		if k := cnt[r]; k >= 1 && k <= 4 { // as many of a rank as a deck holds
			key := k<<4 | uint8(r)
			i := m
			for ; i > 0 && keys[i-1] < key; i-- {
				keys[i] = keys[i-1]
			}
			keys[i] = key
			m++
		}
		if r == Ace {
			break
		}
	}
	var w [4]Rank
	n := 0
	var pattern uint32 // the multiplicities, largest first, one digit each
	for _, key := range keys[:m] {
		k, r := key>>4, Rank(key&15)
		for range k {
			if n < len(w) {
				w[n] = r
				n++
			}
		}
		pattern = pattern*5 + uint32(k)
	}
	for digits := m; digits < 4; digits++ { // pad patterns to compare lexicographically
		pattern *= 5
	}
	v := pattern
	for _, r := range w {
		v = v*NumRanks + uint32(r)
	}
	return BoardValue(v), w, n
}

// Paired reports whether any rank shows twice or more.
func (b Board) Paired() bool {
	for i := 1; i < len(b.Written); i++ {
		if b.Written[i] == b.Written[i-1] {
			return true
		}
	}
	return false
}

// Partial is the board as a partial low: "7-4", "K-K: a pair",
// "9-9-4-4: two pair", "5-5-5-2: trips".
func (b Board) Partial() string {
	parts := make([]string, len(b.Written))
	for i, r := range b.Written {
		parts[i] = r.String()
	}
	s := strings.Join(parts, "-")
	var cnt [NumRanks]int
	pairs, most := 0, 0
	for _, r := range b.Written {
		cnt[r]++
		if cnt[r] == 2 {
			pairs++
		}
		most = max(most, cnt[r])
	}
	switch {
	case most == 4:
		return s + ": four of a kind"
	case most == 3:
		return s + ": trips"
	case pairs == 2:
		return s + ": two pair"
	case pairs == 1:
		return s + ": a pair"
	}
	return s
}

// SeatCard is a seat's door card.
type SeatCard struct {
	Seat int
	Card Card
}

// BringInTie says how a tie between door cards of the same rank is broken.
type BringInTie uint8

const (
	// TieBySuit: spades > hearts > diamonds > clubs (the default).
	TieBySuit BringInTie = iota
	// TieBySeat: the lowest seat, as some home games do.
	TieBySeat
)

// BringInExplanation is the data behind "who brings in and why".
type BringInExplanation struct {
	Doors  []SeatCard // in seat order
	Ranked []SeatCard // highest door card first (the order the rule ranks them)
	// Highest is the seat with the highest door card.
	Highest int
	// Tied lists the seats whose door card has the same rank as the highest
	// (more than one means a tie was broken).
	Tied []int
	// SuitDecided: a rank tie was broken by suit; SeatDecided: by seat.
	SuitDecided, SeatDecided bool
	// Seat brings in. It differs from Highest when the highest door card's
	// player was all-in from the ante and the duty passed clockwise.
	Seat int
	// Passed lists the seats skipped because they had no chips left.
	Passed []int
}

// ExplainBringIn decides who brings in. doors must be in seat order;
// hasChips says whether a seat has chips behind (nil: all have).
func ExplainBringIn(doors []SeatCard, tie BringInTie, hasChips func(seat int) bool) BringInExplanation {
	e := BringInExplanation{Doors: slices.Clone(doors), Ranked: slices.Clone(doors)}
	better := func(a, b SeatCard) int { // <0 when a ranks higher for the bring-in
		if a.Card.Rank() != b.Card.Rank() {
			return int(b.Card.Rank()) - int(a.Card.Rank())
		}
		if tie == TieBySuit {
			return int(b.Card.Suit()) - int(a.Card.Suit())
		}
		return a.Seat - b.Seat
	}
	slices.SortStableFunc(e.Ranked, better)
	if len(doors) == 0 {
		return e
	}
	top := e.Ranked[0]
	e.Highest = top.Seat
	for _, d := range e.Ranked {
		if d.Card.Rank() == top.Card.Rank() {
			e.Tied = append(e.Tied, d.Seat)
		}
	}
	if len(e.Tied) > 1 {
		e.SuitDecided = tie == TieBySuit
		e.SeatDecided = tie == TieBySeat
	}
	e.Seat = top.Seat
	if hasChips != nil {
		seats := make([]int, len(doors))
		for i, d := range doors {
			seats[i] = d.Seat
		}
		e.Seat, e.Passed = clockwiseFrom(seats, top.Seat, hasChips)
	}
	return e
}

// clockwiseFrom finds the first seat, from the given one on in seat order
// (wrapping round), that ok accepts, and the seats passed over on the way.
// It returns seat 0 when no seat will do.
func clockwiseFrom(seats []int, from int, ok func(seat int) bool) (seat int, passed []int) {
	i := slices.Index(seats, from)
	for k := range seats {
		s := seats[(i+k)%len(seats)]
		if ok(s) {
			return s, passed
		}
		passed = append(passed, s)
	}
	return 0, passed
}

// FirstExplanation is the data behind "who acts first on this street".
type FirstExplanation struct {
	Street int
	Ranked []Board // every live board, best first (ties in seat order)
	// Best is the seat with the best board; Tied the seats whose board is
	// exactly as good (more than one: the lowest seat won the tie).
	Best int
	Tied []int
	// Seat acts first. It differs from Best when Best is all-in.
	Seat int
	// Passed lists the seats skipped because they were all-in.
	Passed []int
}

// ExplainFirst decides who acts first on fourth to seventh street. boards
// are the live seats' face-up cards in seat order; canAct says whether a
// seat has chips behind (nil: all have).
func ExplainFirst(street int, boards []Board, canAct func(seat int) bool) FirstExplanation {
	e := FirstExplanation{Street: street, Ranked: slices.Clone(boards)}
	slices.SortStableFunc(e.Ranked, func(a, b Board) int { return int(a.Value) - int(b.Value) })
	if len(boards) == 0 {
		return e
	}
	top := e.Ranked[0]
	e.Best = top.Seat
	for _, b := range e.Ranked {
		if b.Value == top.Value {
			e.Tied = append(e.Tied, b.Seat)
		}
	}
	e.Seat = top.Seat
	if canAct != nil {
		seats := make([]int, len(boards))
		for i, b := range boards {
			seats[i] = b.Seat
		}
		e.Seat, e.Passed = clockwiseFrom(seats, top.Seat, canAct)
	}
	return e
}
