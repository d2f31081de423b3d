package table

import (
	"slices"
	"strings"
	"testing"

	"razz/bots"
	"razz/engine"
)

// The w box after a hand never names a card that was not shown at the
// table: a bot that folded keeps its down cards to itself ("Max folds: 9-8-8
// is paired" named them), as the watcher's copy of the screen does. A bot
// that showed down may be named by its reasons.
func TestWhyNamesNoCardNotShown(t *testing.T) {
	o := tableOptions(t, 6, false)
	bs, err := bots.Seat([]string{"rock", "grinder", "rock", "shark", "maniac"}, bots.Normal)
	if err != nil {
		t.Fatal(err)
	}
	o.Table.Bots = bs
	d := newDriver(t, o, 120, 40)
	folded := 0
	for hand := 1; hand <= 12; hand++ {
		d.playPassively(hand)
		tb := d.table()
		h := tb.p.hand()
		shown := map[int]bool{}
		if sd := h.Showdown(); sd != nil {
			for _, s := range sd.Order {
				shown[s.Seat] = true
			}
		}
		e := tb.coach.why()
		var box strings.Builder
		for _, p := range e.Parts {
			box.WriteString(p.Text + "\n")
		}
		for seat := 1; seat <= 6; seat++ {
			if seat == tb.p.user() || shown[seat] {
				continue
			}
			cards := h.Cards(seat)
			if len(cards) < 3 {
				continue
			}
			start, name := startText(cards[:3]), "" // name: as the bot names itself in its reasons
			switch b := tb.p.sess.Bot(seat).(type) {
			case *bots.Player:
				name = b.Name
			case *bots.Shark:
				name = b.Name
			}
			if name == "" {
				t.Fatalf("seat %d's bot %T has no name", seat, tb.p.sess.Bot(seat))
			}
			for _, line := range strings.Split(box.String(), "\n") {
				if strings.HasPrefix(line, name+" ") && strings.Contains(line, start) {
					t.Errorf("hand %d: the w box names seat %d's start %s, its down cards never shown:\n%s", hand, seat, start, line)
				}
			}
			folded++
		}
	}
	if folded == 0 {
		t.Fatal("no bot folded without showing: nothing was checked")
	}
}

// startText writes three cards as the bots' reasons name a start: their
// ranks highest first ("9-8-8").
func startText(cs []engine.Card) string {
	var rs []string
	sorted := slices.Clone(cs)
	slices.SortFunc(sorted, func(a, b engine.Card) int { return int(b.Rank()) - int(a.Rank()) })
	for _, c := range sorted {
		rs = append(rs, c.Rank().String())
	}
	return strings.Join(rs, "-")
}
