package bots

import (
	"regexp"
	"strings"
	"testing"

	"razz/engine"
)

// boards are the up cards a reason names (its board, another's pair):
// shown to all.
var boards = regexp.MustCompile(`board [2-9TJQKA-]+|\([2-9TJQKA-]+\)`)

// A reason told to the others at the table (Decision.Told, SeatReason.Told)
// names none of the seat's down cards: neither its start ("9-8-8 is
// paired") nor its holding ("a ten-nine low (T-9-8-7-A)"), which its own
// reason (Reason, for razz sim --explain, where every card is dealt face
// up in the history) does. A hand of every style, reasons kept.
func TestToldReasonsNameNoDownCard(t *testing.T) {
	t.Parallel()
	bs, err := Seat([]string{"grinder", "rock", "maniac", "station", "shark", "grinder"}, Normal)
	if err != nil {
		t.Fatal(err)
	}
	stacks := []int{1000, 1000, 1000, 1000, 1000, 1000}
	a := &Arena{Table: engine.NewTable(nil, stacks, engine.DefaultStakes, engine.DefaultRules), Bots: bs, Seed: 11}
	named, checked := 0, 0
	a.Observe = func(_ int, h *engine.Hand, rs []SeatReason) {
		for _, r := range rs {
			cards := h.Cards(r.Seat)
			n := min(len(cards), r.Action.Street)
			if r.Action.Street == 7 {
				n = min(len(cards), 7)
			}
			checked++
			// Its start, as a run of ranks (a board may show the same
			// run: the up cards are left out), and its holding, whole.
			for i, w := range []string{written(cards[:min(3, len(cards))]), holding(cards[:n])} {
				if !strings.Contains(r.Reason, w) {
					continue
				}
				named++
				told := r.Told
				if i == 0 {
					told = boards.ReplaceAllString(told, "")
				}
				if strings.Contains(told, w) {
					t.Errorf("seat %d's told reason names its cards %q: %s", r.Seat, w, r.Told)
				}
			}
			if r.Told == "" {
				t.Errorf("seat %d: no told reason for %q", r.Seat, r.Reason)
			}
		}
	}
	if s := a.Run(40); s.DecisionErr != nil {
		t.Fatal(s.DecisionErr)
	}
	if named == 0 || checked == 0 {
		t.Fatalf("%d reasons checked, %d named their cards: nothing was tested", checked, named)
	}
}

// A third-street fold says why after the start, told or not: "its start is
// too weak to come in", where a told fold of a start said only "its
// start, and three low door cards act after it" (the start's description,
// which carried the verdict, was what the told reason leaves out).
func TestThirdStreetFoldsSayWhy(t *testing.T) {
	t.Parallel()
	bs, err := Seat([]string{"grinder", "rock", "maniac", "station", "grinder", "rock"}, Normal)
	if err != nil {
		t.Fatal(err)
	}
	stacks := []int{1000, 1000, 1000, 1000, 1000, 1000}
	a := &Arena{Table: engine.NewTable(nil, stacks, engine.DefaultStakes, engine.DefaultRules), Bots: bs, Seed: 5}
	folds := 0
	a.Observe = func(_ int, h *engine.Hand, rs []SeatReason) {
		for _, r := range rs {
			// A slip's fold says the start's rule and that it gave up
			// against it.
			if r.Action.Street != 3 || r.Action.Kind != engine.Fold || strings.Contains(r.Reason, "a slip its level makes") {
				continue
			}
			folds++
			for _, s := range []string{r.Reason, r.Told} {
				if !strings.Contains(s, "too weak to") {
					t.Errorf("seat %d folds on third street saying only %q", r.Seat, s)
				}
			}
		}
	}
	if s := a.Run(20); s.DecisionErr != nil {
		t.Fatal(s.DecisionErr)
	}
	if folds == 0 {
		t.Fatal("no fold on third street in 20 hands: nothing was tested")
	}
}

// A told third-street reason says its start's verdict as a sentence: "its
// start is worth coming in cheaply", never "its start: it comes in
// cheaply" or "its start; it just calls" (the walk-through), where the
// start's description it stands for is left out.
func TestToldStartsReadAsSentences(t *testing.T) {
	t.Parallel()
	told := 0
	for _, n := range []int{6, 2} {
		bs, err := Seat([]string{"grinder", "rock", "maniac", "station", "grinder", "rock"}[:n], Normal)
		if err != nil {
			t.Fatal(err)
		}
		stacks := []int{1000, 1000, 1000, 1000, 1000, 1000}[:n]
		a := &Arena{Table: engine.NewTable(nil, stacks, engine.DefaultStakes, engine.DefaultRules), Bots: bs, Seed: 9}
		a.Observe = func(_ int, h *engine.Hand, rs []SeatReason) {
			for _, r := range rs {
				if r.Action.Street != 3 || !strings.Contains(r.Told, "its start") {
					continue
				}
				told++
				for _, bad := range []string{"its start:", "its start;", "its start,"} {
					if strings.Contains(r.Told, bad) {
						t.Errorf("seat %d, told: %q", r.Seat, r.Told)
					}
				}
			}
		}
		if s := a.Run(40); s.DecisionErr != nil {
			t.Fatal(s.DecisionErr)
		}
	}
	if told == 0 {
		t.Fatal(`no told reason named "its start": nothing was tested`)
	}
}
