package bots

import (
	"strings"
	"testing"

	"razz/engine"
)

// A bot's reason calls the trainer's user "you" because the table says
// the seat is a person's (Model.You), not because of its name: a person
// seated as "Max" is "you" in "you caught a brick", never "Max caught".
func TestReasonsCallTheUserYou(t *testing.T) {
	names := []string{"Max", "Rita", "Greta", "Sam"}
	table := engine.NewTable(names, []int{1000, 1000, 1000, 1000}, engine.DefaultStakes, engine.DefaultRules)
	lineup, err := Seat([]string{"grinder", "station", "grinder"}, Normal)
	if err != nil {
		t.Fatal(err)
	}
	players := append([]Bot{nil}, lineup...) // seat 1 is the person
	you := 0
	for n := 1; n <= 300 && you < 5; n++ {
		p, err := NewPlay(table, players, 11, n)
		if err != nil {
			t.Fatal(err)
		}
		for !p.Hand.Done() {
			turn, ok := p.Turn()
			if !ok { // the person calls or checks, to stay in to the end
				legal := p.Hand.Legal()
				a := legal[0].Action()
				for _, o := range legal {
					if o.Kind == engine.Call || o.Kind == engine.Check || o.Kind == engine.BringIn {
						a = o.Action()
					}
				}
				if err := p.Hand.Apply(a); err != nil {
					t.Fatal(err)
				}
				continue
			}
			d := turn.Decide()
			if strings.Contains(d.Reason, "Max ") {
				t.Fatalf("hand %d: a reason names the user by the seat's name: %q", n, d.Reason)
			}
			for _, said := range []string{"you caught", "you paired", "you raised it back"} {
				if strings.Contains(d.Reason, said) {
					you++
				}
			}
			if err := p.Answer(turn, d); err != nil {
				t.Fatal(err)
			}
		}
	}
	if you == 0 {
		t.Fatal(`no reason called the user "you" in 300 hands`)
	}
}
