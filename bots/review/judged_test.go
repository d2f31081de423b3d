package review

import (
	"encoding/json"
	"testing"

	"razz/bots"
	"razz/bots/record"
	"razz/engine"
)

// A hand reviewed again takes its verdicts from judged, and they are the
// verdicts judged afresh: the same decisions, each on the boards of the
// view it is reviewed from now. A verdict's key tells apart every input
// of it: another action, other models, no models.
func TestVerdictsAreKeptAsJudged(t *testing.T) {
	logs := seededLogs(t, 31, 6)
	fresh := func(r record.Record) Hand {
		judged = bots.Recent[Decision]{Max: judgedMax} // none kept
		h, err := Review(r, 1)
		if err != nil {
			t.Fatal(err)
		}
		return h
	}
	for _, l := range logs {
		want := fresh(record.Open(l))
		got, err := Review(record.Open(l), 1) // from judged
		if err != nil {
			t.Fatal(err)
		}
		a, _ := json.Marshal(want)
		b, _ := json.Marshal(got)
		if string(a) != string(b) || len(got.Decisions) != len(want.Decisions) {
			t.Fatalf("hand %d reviewed again:\n%s\nfirst:\n%s", l.Hand, b, a)
		}
		for i, d := range got.Decisions {
			if d.Coach.Reason != want.Decisions[i].Coach.Reason || d.Differs != want.Decisions[i].Differs || len(d.Boards) != len(want.Decisions[i].Boards) {
				t.Errorf("hand %d decision %d: %+v, first %+v", l.Hand, i, d, want.Decisions[i])
			}
		}
	}
	r := record.Open(logs[0])
	steps, err := r.Walk(1)
	if err != nil {
		t.Fatal(err)
	}
	var v engine.View
	for _, st := range steps {
		if st.Decides && len(st.View.Legal) > 1 {
			v = st.View
			break
		}
	}
	if len(v.Legal) < 2 {
		t.Fatal("no decision with a choice")
	}
	models := r.Models()
	other := func(seat int, name string) bots.Model { m := models(seat, name); m.Stray += 0.01; return m }
	keys := map[string]string{}
	for what, k := range map[string]struct {
		act    engine.Action
		models bots.Models
	}{"as played": {v.Legal[0].Action(), models}, "another action": {v.Legal[1].Action(), models},
		"other models": {v.Legal[0].Action(), other}, "no models": {v.Legal[0].Action(), nil}} {
		key, ok := judgeKey(&v, k.act, k.models)
		if !ok {
			t.Fatalf("%s: no key", what)
		}
		if was, ok := keys[key]; ok {
			t.Errorf("%s has the key of %s", what, was)
		}
		keys[key] = what
	}
}
