package handlist

import (
	"strings"
	"testing"

	"razz/engine"
)

// sidePotHand plays hands at stacks where Bob bets from a street on and
// the others call down, until one where want says yes of its showdown.
func sidePotHand(t *testing.T, stacks []int, want func(sd *engine.Showdown, l engine.HandLog) bool) engine.HandLog {
	t.Helper()
	tab := engine.NewTable([]string{"You", "Ann", "Bob"}, stacks, engine.DefaultStakes, engine.DefaultRules)
	for n := 1; n < 2000; n++ {
		h, err := engine.NewHand(tab, engine.DeckDealer{Deck: engine.DeckForHand(31, n)})
		if err != nil {
			t.Fatal(err)
		}
		for !h.Done() {
			var act engine.Action
			for _, o := range h.Legal() { // Bob bets, the others call
				if o.Kind == engine.Bet && h.ToAct() == 3 && h.Street() >= 4+n%4 {
					act = o.Action()
					break
				}
				if o.Kind == engine.Check || o.Kind == engine.Call || o.Kind == engine.BringIn {
					act = o.Action()
				}
			}
			if err := h.Apply(act); err != nil {
				t.Fatal(err)
			}
		}
		l := h.LogWith(engine.LogMeta{Seed: 31, Hand: n, Hero: 1})
		if sd := h.Showdown(); sd != nil && len(sd.Pots) == 2 && want(sd, l) {
			return l
		}
	}
	t.Fatal("no such hand")
	return engine.HandLog{}
}

// A showdown of a main pot and a side pot says which the user won: won
// the side pot and lost the main pot, a net loss, read "-35 (-0.9 BB) won
// with T-5-3-2-A"; now the side pot won and the main pot lost, each with
// its winner, and the brief line starts with neither "won" alone.
func TestSidePotWinReadsAsOne(t *testing.T) {
	l := sidePotHand(t, []int{1000, 45, 1000}, func(sd *engine.Showdown, l engine.HandLog) bool {
		return len(sd.Pots[0].Winners) == 1 && sd.Pots[0].Winners[0] == 2 && len(sd.Pots[1].Winners) == 1 && sd.Pots[1].Winners[0] == 1 && Summarize(l).Result < 0
	})
	s := Summarize(l)
	t.Logf("%s | %s | %s", ResultText(l.Money(), s.Result, s.BigBets), s.Ended, s.Brief)
	if !strings.Contains(s.Ended, "you won the side pot") || !strings.Contains(s.Ended, "Ann won the main pot") {
		t.Errorf("ended: %q", s.Ended)
	}
	if strings.HasPrefix(s.Brief, "won with") || !strings.Contains(s.Brief, "side pot") || !strings.Contains(s.Brief, "lost the main pot") {
		t.Errorf("brief: %q", s.Brief)
	}
	// Short, the user wins the main pot; the side pot is not its to win.
	l = sidePotHand(t, []int{45, 1000, 1000}, func(sd *engine.Showdown, _ engine.HandLog) bool {
		return len(sd.Pots[0].Winners) == 1 && sd.Pots[0].Winners[0] == 1 && len(sd.Pots[1].Winners) == 1 && sd.Pots[1].Winners[0] != 1
	})
	if s := Summarize(l); !strings.Contains(s.Ended, "you won the main pot") || !strings.Contains(s.Ended, "won the side pot") {
		t.Errorf("main pot won: %q (%q)", s.Ended, s.Brief)
	}
}
