package engine

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"slices"
	"strconv"
	"testing"
	"time"
	"unicode/utf8"
)

// randomTable draws a table whose stacks make all-ins common, with random
// house rules.
func randomTable(r *rand.Rand) Table {
	n := 2 + r.IntN(7)
	st := Stakes{Ante: r.IntN(3), BringIn: 1 + r.IntN(2), Small: 4, Big: 8}
	stacks := make([]int, n)
	for i := range stacks {
		stacks[i] = 1 + r.IntN(120)
		if r.IntN(4) == 0 {
			stacks[i] = 400
		}
	}
	stacks[0], stacks[1] = max(stacks[0], 2), max(stacks[1], 2)
	caps := []int{0, 2, 3, 4, 5, 8}
	rules := Rules{Cap: caps[r.IntN(len(caps))], HeadsUpUncapped: r.IntN(3) == 0, OpenPairDouble: r.IntN(3) == 0,
		BringInTie: BringInTie(r.IntN(2)), OddChip: OddChip(r.IntN(2)), ShowOrder: ShowOrder(r.IntN(2))}
	return NewTable(nil, stacks, st, rules)
}

var allKinds = []ActionKind{Ante, BringIn, Complete, Bet, Raise, Call, Check, Fold}

// playRandom plays one hand with random legal actions and checks the
// invariants at every step. choose picks an index below n.
func playRandom(t testing.TB, tab Table, d Dealer, choose func(n int) int) *Hand {
	h, err := NewHand(tab, d)
	if err != nil {
		t.Fatal(err)
	}
	total := 0
	for _, p := range tab.Players {
		total += p.Stack
	}
	for steps := 0; !h.Done(); steps++ {
		if steps > 500 {
			t.Fatalf("hand does not end: %+v", h.Actions())
		}
		legal := h.Legal()
		if len(legal) == 0 {
			t.Fatalf("seat %d to act with no legal action", h.ToAct())
		}
		for _, o := range legal {
			if err := h.Validate(o.Action()); err != nil {
				t.Fatalf("offered %v refused: %v", o, err)
			}
		}
		// A random action that was not offered must be refused with a reason.
		k := allKinds[choose(len(allKinds))]
		offered := false
		for _, o := range legal {
			offered = offered || o.Kind == k
		}
		if err := h.Validate(Action{Kind: k}); offered != (err == nil) || (err != nil && err.Error() == "") {
			t.Fatalf("%v: offered=%v, validate=%v (legal %v)", k, offered, err, legal)
		}
		if err := h.Apply(legal[choose(len(legal))].Action()); err != nil {
			t.Fatal(err)
		}
		sum := 0
		for i := range h.seats {
			s := &h.seats[i]
			if s.Stack < 0 {
				t.Fatalf("seat %d stack %d", s.Seat, s.Stack)
			}
			sum += s.Stack + s.total
		}
		if !h.Done() && sum != total {
			t.Fatalf("chips %d, want %d", sum, total)
		}
	}
	end := 0
	for _, c := range h.Stacks() {
		if c.Amount < 0 {
			t.Fatalf("seat %d ends with %d", c.Seat, c.Amount)
		}
		end += c.Amount
	}
	if end != total {
		t.Fatalf("chips not conserved: %d at the start, %d at the end", total, end)
	}
	if sd := h.Showdown(); sd != nil && sd.FirstShowsBecause == "board" {
		var boards []Board
		for _, s := range sd.Order {
			boards = append(boards, NewBoard(s.Seat, h.View(0).Seats[h.index(s.Seat)].Up))
		}
		slices.SortFunc(boards, func(a, b Board) int { return a.Seat - b.Seat })
		if best := ExplainFirst(7, boards, nil).Best; sd.Order[0].Seat != best {
			t.Fatalf("nobody bet on seventh street: seat %d showed first, the best board is seat %d's", sd.Order[0].Seat, best)
		}
	}
	if err := h.Apply(Action{Kind: Check}); err != ErrHandOver {
		t.Fatalf("action after the end: %v", err)
	}
	return h
}

// checkLog: the hand's log, written fast and read back, replays to the same
// end; and the fast writer agrees with encoding/json.
func checkLog(t testing.TB, h *Hand, n int) {
	m := LogMeta{Seed: 99, Hand: n}
	if n%20 == 0 { // the optional fields, on some hands
		m.Time = time.Date(2026, 11, 30, 17, 7, n%60, 0, time.FixedZone("CET", 3600))
		m.Source, m.SourceID = "phh", "id-"+strconv.Itoa(n)
		m.Run = "run-" + strconv.Itoa(n%3)
	}
	if n%7 == 0 { // who each seat is: the first the user's, the others bots
		m.Hero, m.Bots, m.Mistakes = h.seats[0].Seat, map[int]string{}, map[int]float64{}
		for _, s := range h.seats[1:] {
			m.Bots[s.Seat] = [...]string{"grinder", "shark", "random"}[s.Seat%3]
			if s.Seat%4 != 0 { // a bot whose mistakes the log does not say
				m.Mistakes[s.Seat] = [...]float64{0.15, 0, 0.04}[s.Seat%3]
			}
		}
	}
	line := h.AppendLog(nil, m)
	l, err := ParseLog(line)
	if err != nil {
		t.Fatalf("%v\n%s", err, line)
	}
	if n%20 == 0 {
		if when, ok := l.When(); !ok || !when.Equal(m.Time.Truncate(time.Second)) || l.Source != "phh" || l.SourceID != m.SourceID || l.Run != m.Run {
			t.Fatalf("optional fields read back as %q %q %q %q\n%s", l.Time, l.Source, l.SourceID, l.Run, line)
		}
	}
	if l.Version != LogVersion || l.Hero != m.Hero {
		t.Fatalf("version %d, hero %d: want %d, %d\n%s", l.Version, l.Hero, LogVersion, m.Hero, line)
	}
	for _, s := range l.Seats {
		if s.Bot != m.Bots[s.Seat] {
			t.Fatalf("seat %d's bot read back as %q, want %q\n%s", s.Seat, s.Bot, m.Bots[s.Seat], line)
		}
		if f, ok := m.Mistakes[s.Seat]; ok != (s.Mistakes != nil) || ok && *s.Mistakes != f {
			t.Fatalf("seat %d's mistakes read back as %v, want %v (said: %t)\n%s", s.Seat, s.Mistakes, f, ok, line)
		}
	}
	slow, _ := json.Marshal(h.LogWith(m))
	var a, b any
	json.Unmarshal(line, &a)
	json.Unmarshal(slow, &b)
	if !reflect.DeepEqual(a, b) {
		t.Fatalf("fast log differs from encoding/json:\n%s\n%s", line, slow)
	}
	r, err := Replay(l)
	if err != nil {
		t.Fatalf("replay: %v\n%s", err, line)
	}
	if !reflect.DeepEqual(r.Stacks(), h.Stacks()) || !reflect.DeepEqual(r.Actions(), h.Actions()) {
		t.Fatalf("replay ends differently\n%s", line)
	}
}

func TestRandomHands(t *testing.T) {
	t.Parallel()
	n := 12000 // rare paths (all-in bring-ins, deck-outs, caps) come up hundreds of times; FuzzHand goes further
	if testing.Short() {
		n = 3000
	}
	r := rand.New(rand.NewPCG(2026, 11))
	for i := 1; i <= n; i++ {
		tab := randomTable(r)
		h := playRandom(t, tab, DeckDealer{NewDeckFrom(r)}, r.IntN)
		if i%10 == 0 {
			checkLog(t, h, i)
		}
	}
}

func FuzzHand(f *testing.F) {
	f.Add(uint64(1), []byte{0, 1, 2, 3})
	f.Add(uint64(7), []byte{5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5})
	f.Fuzz(func(t *testing.T, seed uint64, choices []byte) {
		r := rand.New(rand.NewPCG(seed, 0))
		tab := randomTable(r)
		i := 0
		choose := func(n int) int {
			if i < len(choices) {
				i++
				return int(choices[i-1]) % n
			}
			return r.IntN(n)
		}
		h := playRandom(t, tab, DeckDealer{NewDeckFrom(r)}, choose)
		checkLog(t, h, 1)
	})
}

func FuzzParseLog(f *testing.F) {
	f.Add([]byte(`{"version":1,"game":"razz","seed":42,"hand":1,"limits":{"ante":5,"bring_in":10,"small_bet":20,"big_bet":40,"cap":4},"seats":[{"seat":1,"name":"You","stack":1000},{"seat":4,"name":"Rock","stack":990}],"deal":{"1":["Kh","3s","Qd"],"4":["9c","Td","2h"]},"community":null,"actions":[{"street":3,"seat":1,"action":"ante","put":5,"to":5},{"street":3,"seat":4,"action":"ante","put":5,"to":5},{"street":3,"seat":1,"action":"bring-in","put":10,"to":10},{"street":3,"seat":4,"action":"complete","put":20,"to":20},{"street":3,"seat":1,"action":"fold","put":0,"to":10}],"showdown":[],"returned":[{"seat":4,"amount":10}],"awards":[{"seat":4,"amount":30}],"stacks_after":{"1":985,"4":1005}}`))
	f.Add([]byte(`{}`))
	for _, d := range impossibleDeals {
		f.Add([]byte(d.log))
	}
	f.Fuzz(func(t *testing.T, line []byte) {
		l, err := ParseLog(line)
		if err != nil {
			return
		}
		h, err := Replay(l)
		if err != nil {
			if _, ok := err.(*ReplayError); !ok {
				t.Fatalf("replay error of type %T", err)
			}
			return
		}
		if !h.Done() {
			t.Fatal("a replay that succeeded left the hand unfinished")
		}
	})
}

func TestSpecExampleLog(t *testing.T) {
	t.Parallel()
	line := []byte(`{"version":1,"game":"razz","seed":42,"hand":1,"limits":{"ante":5,"bring_in":10,"small_bet":20,"big_bet":40,"cap":4},"seats":[{"seat":1,"name":"You","stack":1000},{"seat":4,"name":"Rock","stack":990}],"deal":{"1":["Kh","3s","Qd"],"4":["9c","Td","2h"]},"community":null,"actions":[{"street":3,"seat":1,"action":"ante","put":5,"to":5},{"street":3,"seat":4,"action":"ante","put":5,"to":5},{"street":3,"seat":1,"action":"bring-in","put":10,"to":10},{"street":3,"seat":4,"action":"complete","put":20,"to":20},{"street":3,"seat":1,"action":"fold","put":0,"to":10}],"showdown":[],"returned":[{"seat":4,"amount":10}],"awards":[{"seat":4,"amount":30}],"stacks_after":{"1":985,"4":1005}}`)
	l, err := ParseLog(line)
	if err != nil {
		t.Fatal(err)
	}
	h, err := Replay(l)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(h.Returned(), []Chips{{4, 10}}) || !reflect.DeepEqual(h.Awards(), []Chips{{4, 30}}) {
		t.Errorf("returned %v awards %v", h.Returned(), h.Awards())
	}
	// A log that breaks a rule names the action and the reason.
	bad := []byte(string(line[:0]) + `{"version":1,"game":"razz","seed":42,"hand":1,"limits":{"ante":5,"bring_in":10,"small_bet":20,"big_bet":40,"cap":4},"seats":[{"seat":1,"name":"You","stack":1000},{"seat":4,"name":"Rock","stack":990}],"deal":{"1":["Kh","3s","Qd"],"4":["9c","Td","2h"]},"community":null,"actions":[{"street":3,"seat":1,"action":"ante","put":5,"to":5},{"street":3,"seat":4,"action":"ante","put":5,"to":5},{"street":3,"seat":1,"action":"fold","put":0,"to":0}],"showdown":[],"awards":[],"stacks_after":{"1":995,"4":1005}}`)
	l, _ = ParseLog(bad)
	_, err = Replay(l)
	if err == nil || err.Error() != "action 3: seat 1 cannot fold: the bring-in may not fold: post the bring-in or complete" {
		t.Errorf("got %v", err)
	}
}

// FuzzLogName: whatever a player is called, the fast writer's line is JSON
// that encoding/json reads back to the name encoding/json itself writes
// (the name itself when it is valid UTF-8), and the hand log reader
// accepts it.
func FuzzLogName(f *testing.F) {
	for _, s := range []string{"You", "Rita (Rock)", "a\x7fb", `q"uo\te`, "tab\there\nnl", "\x00\x1f", "\xff\xfe", "line\u2028sep\u2029", "<&>", "日本語 ♠"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		tab := NewTable([]string{name, "B"}, []int{100, 100}, DefaultStakes, DefaultRules)
		h, err := NewHand(tab, DeckDealer{NewDeck(1)})
		if err != nil {
			t.Fatal(err)
		}
		line := h.AppendLog(nil, LogMeta{Seed: 1, Hand: 1, Source: name, SourceID: name})
		if !json.Valid(line) {
			t.Fatalf("not JSON: %q", line)
		}
		var fast, slow struct {
			Seats    []LogSeat `json:"seats"`
			Source   string    `json:"source"`
			SourceID string    `json:"source_id"`
		}
		if err := json.Unmarshal(line, &fast); err != nil {
			t.Fatal(err)
		}
		js, _ := json.Marshal(h.LogWith(LogMeta{Seed: 1, Hand: 1, Source: name, SourceID: name}))
		if err := json.Unmarshal(js, &slow); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(fast, slow) {
			t.Fatalf("fast %q, encoding/json %q", fast.Seats[0].Name, slow.Seats[0].Name)
		}
		if utf8.ValidString(name) && (fast.Seats[0].Name != tab.Players[0].Name || (name != "" && fast.Source != name)) {
			t.Fatalf("name %q read back as %q", name, fast.Seats[0].Name)
		}
		if _, err := ParseLog(line); err != nil {
			t.Fatalf("%v: %q", err, line)
		}
	})
}
