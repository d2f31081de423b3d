package engine

import "testing"

func TestBringInVectors(t *testing.T) {
	t.Parallel()
	n := readJSONL(t, "bringin.jsonl", func(line int, v struct {
		Up          []string `json:"up"`
		BringInSeat int      `json:"bring_in_seat"`
	}) {
		var doors []SeatCard
		for i, s := range v.Up {
			c, err := ParseCard(s)
			if err != nil {
				t.Fatal(err)
			}
			doors = append(doors, SeatCard{i + 1, c})
		}
		if got := ExplainBringIn(doors, TieBySuit, nil).Seat; got != v.BringInSeat {
			t.Errorf("line %d %v: seat %d, want %d", line, v.Up, got, v.BringInSeat)
		}
	})
	if n != 500 {
		t.Errorf("%d lines", n)
	}
}

func TestFirstVectors(t *testing.T) {
	t.Parallel()
	n := readJSONL(t, "first.jsonl", func(line int, v struct {
		Street    int        `json:"street"`
		Boards    [][]string `json:"boards"`
		Seats     []int      `json:"seats"`
		FirstSeat int        `json:"first_seat"`
	}) {
		var boards []Board
		for i, b := range v.Boards {
			boards = append(boards, NewBoard(v.Seats[i], mustCards(t, joinStrings(b))))
		}
		if got := ExplainFirst(v.Street, boards, nil).Seat; got != v.FirstSeat {
			t.Errorf("line %d %v: seat %d, want %d", line, v.Boards, got, v.FirstSeat)
		}
	})
	if n != 500 {
		t.Errorf("%d lines", n)
	}
}

func joinStrings(ss []string) string {
	out := ""
	for i, s := range ss {
		if i > 0 {
			out += " "
		}
		out += s
	}
	return out
}

func TestBringInRules(t *testing.T) {
	t.Parallel()
	doors := func(s string) []SeatCard {
		var out []SeatCard
		for i, c := range mustCards(t, s) {
			out = append(out, SeatCard{i + 1, c})
		}
		return out
	}
	tests := []struct {
		name  string
		doors string
		tie   BringInTie
		broke []int // seats with no chips
		seat  int
		suit  bool
	}{
		{"king is high", "Ks 3h Ah", TieBySuit, nil, 1, false},
		{"ace is low", "As 2h 3c", TieBySuit, nil, 3, false},
		{"spades beat hearts", "Kh 3h Ks", TieBySuit, nil, 3, true},
		{"clubs lowest", "Qc Qd", TieBySuit, nil, 2, true},
		{"tie by seat", "Kh 3h Ks", TieBySeat, nil, 1, false},
		{"all-in passes clockwise", "4h Kd 9s 2c", TieBySuit, []int{2}, 3, false},
		{"passes past the last seat", "4h 9s Kd", TieBySuit, []int{3}, 1, false},
	}
	for _, tc := range tests {
		has := func(s int) bool {
			for _, b := range tc.broke {
				if b == s {
					return false
				}
			}
			return true
		}
		e := ExplainBringIn(doors(tc.doors), tc.tie, has)
		if e.Seat != tc.seat || e.SuitDecided != tc.suit {
			t.Errorf("%s: seat %d suit %v, want %d %v", tc.name, e.Seat, e.SuitDecided, tc.seat, tc.suit)
		}
	}
}

func TestBoardOrder(t *testing.T) {
	t.Parallel()
	better := [][2]string{ // first beats second
		{"7d 4c", "7s 5c"},
		{"Qd Jc", "2s 2c"},
		{"Ks Kc", "Kd Kh"[:0] + "Ad As Kd"[:0] + "Kd Kh"}, // equal boards: not better
		{"9s 9c 4d 4c", "5s 5c 5d 2c"},
		{"As Ad 8c 7c", "2s 2d 3c 4d"},
		{"2c 3d 4h 6s", "2s 3c 5h 6d"},
	}
	for i, p := range better {
		a, b := NewBoard(1, mustCards(t, p[0])), NewBoard(2, mustCards(t, p[1]))
		want := i != 2
		if (a.Value < b.Value) != want {
			t.Errorf("%s vs %s: better=%v, want %v", p[0], p[1], a.Value < b.Value, want)
		}
	}
	if got := NewBoard(1, mustCards(t, "Kd 7c Ks")).Partial(); got != "K-K-7: a pair" {
		t.Errorf("partial %q", got)
	}
	if got := NewBoard(1, mustCards(t, "4d 7c")).Partial(); got != "7-4" {
		t.Errorf("partial %q", got)
	}
}

func TestFirstTieAndAllIn(t *testing.T) {
	t.Parallel()
	boards := []Board{NewBoard(2, mustCards(t, "7h 4d")), NewBoard(4, mustCards(t, "Kd Kc")), NewBoard(6, mustCards(t, "7s 4c"))}
	e := ExplainFirst(4, boards, nil)
	if e.Seat != 2 || len(e.Tied) != 2 {
		t.Errorf("tie: %+v", e)
	}
	e = ExplainFirst(4, boards, func(s int) bool { return s != 2 })
	if e.Seat != 4 || len(e.Passed) != 1 {
		t.Errorf("all-in: seat %d passed %v", e.Seat, e.Passed)
	}
}

// TestBoardValueStaysOnTheStack: a board valued and dropped (the bots ask
// "is my board the best showing" at every later-street decision) costs no
// allocation, and its written form is still its own.
func TestBoardValueStaysOnTheStack(t *testing.T) {
	up := []Card{NewCard(Nine, Clubs), NewCard(Four, Hearts), NewCard(Nine, Spades)}
	var v BoardValue
	if n := testing.AllocsPerRun(100, func() { v += NewBoard(1, up).Value }); n != 0 {
		t.Errorf("%.0f allocations a board", n)
	}
	a, b := NewBoard(1, up), NewBoard(2, up[:2])
	if a.Partial() != "9-9-4: a pair" || b.Partial() != "9-4" {
		t.Errorf("boards %q and %q", a.Partial(), b.Partial())
	}
}

// boardValueByScan is boardValue as first written: every multiplicity from
// four down, every rank from the king down.
func boardValueByScan(cnt *[NumRanks]uint8) (BoardValue, [4]Rank, int) {
	var w [4]Rank
	n := 0
	var pattern uint32
	digits := 0
	for k := uint8(4); k >= 1; k-- {
		for r := King; ; r-- {
			if cnt[r] == k {
				for range k {
					if n < len(w) {
						w[n] = r
						n++
					}
				}
				pattern = pattern*5 + uint32(k)
				digits++
			}
			if r == Ace {
				break
			}
		}
	}
	for ; digits < 4; digits++ {
		pattern *= 5
	}
	v := pattern
	for _, r := range w {
		v = v*NumRanks + uint32(r)
	}
	return BoardValue(v), w, n
}

// TestBoardValueAsByScan: every board of up to five cards (and some with
// more of a rank than a deck holds) values and writes as the scan did.
func TestBoardValueAsByScan(t *testing.T) {
	t.Parallel()
	var cnt [NumRanks]uint8
	boards := 0
	var walk func(from, left int)
	walk = func(from, left int) {
		v, w, n := boardValue(&cnt)
		wv, ww, wn := boardValueByScan(&cnt)
		if v != wv || w != ww || n != wn {
			t.Fatalf("counts %v: %d %v %d, want %d %v %d", cnt, v, w, n, wv, ww, wn)
		}
		boards++
		if left == 0 {
			return
		}
		for r := from; r < NumRanks; r++ {
			cnt[r]++
			walk(r, left-1)
			cnt[r]--
		}
	}
	walk(0, 6)
	if boards < 18000 {
		t.Errorf("%d boards", boards)
	}
}
