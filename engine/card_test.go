package engine

import (
	"strings"
	"testing"
)

func TestParseCard(t *testing.T) {
	t.Parallel()
	ok := map[string]string{"As": "As", "as": "As", "A♠": "As", "Ts": "Ts", "10s": "Ts", "10♥": "Th",
		"kd": "Kd", "2C": "2c", "q♦": "Qd", "7♣": "7c", "J♡": "Jh"}
	for in, want := range ok {
		c, err := ParseCard(in)
		if err != nil || c.String() != want {
			t.Errorf("ParseCard(%q) = %v, %v; want %s", in, c, err, want)
		}
	}
	for _, in := range []string{"", "1s", "Ax", "A", "11s", "As5", "Zs", "s"} {
		if _, err := ParseCard(in); err == nil {
			t.Errorf("ParseCard(%q): no error", in)
		}
	}
}

func TestCardOrderForBringIn(t *testing.T) {
	t.Parallel()
	lowest, highest := mustCards(t, "Ac")[0], mustCards(t, "Ks")[0]
	if lowest != 0 || highest != NumCards-1 {
		t.Errorf("A♣ = %d, K♠ = %d", lowest, highest)
	}
	if !(NewCard(King, Spades) > NewCard(King, Hearts) && NewCard(King, Hearts) > NewCard(King, Diamonds) && NewCard(King, Diamonds) > NewCard(King, Clubs)) {
		t.Error("suit order is not spades > hearts > diamonds > clubs")
	}
}

func TestParseCardsDuplicate(t *testing.T) {
	t.Parallel()
	_, err := ParseCards("As 2d as")
	if err == nil || !strings.Contains(err.Error(), "twice") {
		t.Errorf("got %v", err)
	}
}

func TestDeckSeeded(t *testing.T) {
	t.Parallel()
	a, b, c := NewDeck(7), NewDeck(7), NewDeck(8)
	same, diff := true, false
	var seen uint64
	for range NumCards {
		x, _ := a.Deal()
		y, _ := b.Deal()
		z, _ := c.Deal()
		same = same && x == y
		diff = diff || x != z
		seen |= 1 << x
	}
	if !same || !diff || seen != 1<<NumCards-1 {
		t.Errorf("same=%v diff=%v all=%v", same, diff, seen == 1<<NumCards-1)
	}
	if _, ok := a.Deal(); ok {
		t.Error("dealt a 53rd card")
	}
}

func FuzzParseCards(f *testing.F) {
	for _, s := range []string{"As 2d 3c", "10s A♠ kd", "", "Zz", "1 0 s", "A♠A♠"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		cs, err := ParseCards(s)
		if err != nil {
			return
		}
		// Round trip: the formatted cards parse to the same cards.
		back, err := ParseCards(FormatCards(cs))
		if err != nil || FormatCards(back) != FormatCards(cs) {
			t.Fatalf("%q -> %q -> %v", s, FormatCards(cs), err)
		}
	})
}

func FuzzEvaluate(f *testing.F) {
	f.Add([]byte{0, 5, 9, 13, 17, 51, 50})
	f.Add([]byte{0, 1, 2, 3, 4})
	f.Fuzz(func(t *testing.T, raw []byte) {
		var cs []Card
		var seen uint64
		for _, b := range raw {
			c := Card(b % NumCards)
			if seen&(1<<c) == 0 && len(cs) < 7 {
				seen |= 1 << c
				cs = append(cs, c)
			}
		}
		e, err := Evaluate(cs)
		if len(cs) < 5 {
			if err == nil {
				t.Fatal("fewer than five cards accepted")
			}
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		if !e.Low.Valid() {
			t.Fatalf("rank %d out of range", e.Low)
		}
		var inBest uint64
		for _, c := range e.Best {
			if seen&(1<<c) == 0 || inBest&(1<<c) != 0 {
				t.Fatalf("best five %v not drawn from %v", e.Best, cs)
			}
			inBest |= 1 << c
		}
		if len(e.Out)+5 != len(cs) {
			t.Fatalf("%d left out of %d", len(e.Out), len(cs))
		}
		if LowOf(e.Best[:]) != e.Low {
			t.Fatalf("best five evaluate to %s, not %s", LowOf(e.Best[:]), e.Low)
		}
		if b := bruteLow(cs); b != e.Low {
			t.Fatalf("%v: %s, brute force %s", cs, e.Low, b)
		}
	})
}

// TestCardBitsAsShifted: the looked-up bit of every byte is the shift it
// stands for (suit*16 + rank; none past the top bit), the 52 cards' bits
// all different and inside FullDeck.
func TestCardBitsAsShifted(t *testing.T) {
	t.Parallel()
	var all CardSet
	for b := range 256 {
		c := Card(b)
		var want CardSet
		if sh := uint(c.Suit())*16 + uint(c.Rank()); sh < 64 {
			want = 1 << sh
		}
		if c.Bit() != want {
			t.Errorf("card %d: bit %#x, want %#x", b, c.Bit(), want)
		}
		if c.Valid() {
			if all&c.Bit() != 0 || c.Bit()&FullDeck == 0 {
				t.Errorf("%s: bit %#x", c, c.Bit())
			}
			all |= c.Bit()
		}
	}
	if all != FullDeck {
		t.Errorf("the 52 bits make %#x", all)
	}
}
