package table

import (
	"fmt"
	"strings"
	"testing"
)

// tableStates plays the seeded table with the driver and records the keys
// that reach each main state of the screen.
func tableStates(t *testing.T, o options) map[string][]string {
	d := newDriver(t, o, 100, 30)
	tb := d.table()
	states := map[string][]string{}
	var keys []string
	record := func(name string) {
		if _, ok := states[name]; !ok {
			states[name] = append([]string(nil), keys...)
		}
	}
	for steps := 0; steps < 300; steps++ {
		switch {
		case len(tb.ov.Boxes()) > 0 && tb.ov.Boxes()[0].Title == "Who brings in?":
			record("bring-in")
		case len(tb.ov.Boxes()) > 0 && strings.HasPrefix(tb.ov.Boxes()[0].Title, "Who acts first on fourth"):
			record("first-to-act")
		case len(tb.ov.Boxes()) > 0 && tb.ov.Boxes()[0].Title == "Showdown":
			record("showdown")
		case len(tb.ov.Boxes()) == 0 && tb.p.over():
			record("hand-over")
			return states
		case len(tb.ov.Boxes()) == 0 && tb.p.hand().ToAct() == tb.p.user():
			record("to-act")
		}
		keys = append(keys, d.step())
	}
	t.Fatal("the hand did not end")
	return nil
}

func TestGoldenTable(t *testing.T) {
	o := tableOptions(t, 6, true)
	o.Table.History = "-"
	states := tableStates(t, o)
	for _, name := range []string{"bring-in", "to-act", "first-to-act", "showdown", "hand-over"} {
		keys, ok := states[name]
		if !ok {
			t.Fatalf("the seeded hand never reached %s", name)
		}
		for _, bg := range []string{"dark", "light"} {
			for _, sz := range goldenSizes {
				t.Run(fmt.Sprintf("%s/%s/%dx%d", name, bg, sz[0], sz[1]), func(t *testing.T) {
					o := o
					o.Background = bg
					runGolden(t, o, sz[0], sz[1], keys)
				})
			}
		}
	}
	// Play mode: no box pops up; e explains on demand.
	po := tableOptions(t, 6, false)
	po.Table.History = "-"
	for _, sz := range goldenSizes {
		t.Run(fmt.Sprintf("play-mode-explain/%dx%d", sz[0], sz[1]), func(t *testing.T) {
			runGolden(t, po, sz[0], sz[1], []string{"e"})
		})
	}
}
