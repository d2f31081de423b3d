package record_test

import (
	"encoding/json"
	"reflect"
	"testing"

	"razz/bots"
	"razz/bots/record"
	"razz/bots/review"
	"razz/bots/session"
	"razz/engine"
)

// played is a session of a person in seat 1 (who checks and calls, and
// is named you) against a Grinder, a Maniac and a Rock with the names
// given, hand after hand with the same seed; each hand as the table saves
// it (engine.LogMeta from session.Ended), read back as a Record.
func played(t *testing.T, names []string, hands int) []record.Record {
	t.Helper()
	bs, err := bots.Seat([]string{"grinder", "maniac", "rock"}, bots.Normal)
	if err != nil {
		t.Fatal(err)
	}
	tab := engine.NewTable(names, []int{1000, 1000, 1000, 1000}, engine.DefaultStakes, engine.DefaultRules)
	s := session.New(session.Options{Table: tab, Bots: append([]bots.Bot{nil}, bs...), Seed: 11})
	var out []record.Record
	s.Observe(func(e session.Event) {
		if e, ok := e.(session.Ended); ok {
			rec, err := record.Parse(e.Hand.AppendLog(nil, e.Meta(e.Number)))
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, rec)
		}
	})
	for range hands {
		if err := s.Deal(); err != nil {
			t.Fatal(err)
		}
		for !s.Over() {
			if s.Step() {
				continue
			}
			legal := s.Hand().Legal()
			a := legal[0].Action()
			for _, o := range legal {
				if o.Kind == engine.Check || o.Kind == engine.Call || o.Kind == engine.BringIn {
					a = o.Action()
				}
			}
			if err := s.Act(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	return out
}

// TestRenamingChangesNothing: who a seat is comes from the data, never from
// its name. The same session played with every seat renamed (the person
// called Max, a Maniac's name at razz's tables; the Grinder called Rex, a
// Rock's; the Maniac Greta, a Grinder's; the Rock Zed, nobody's) makes the
// same decisions, and the coach's advice with its figures (the share
// against the ranges included), the review's verdicts and costs are the
// same at every decision of the person's.
func TestRenamingChangesNothing(t *testing.T) {
	t.Parallel()
	const hands = 10
	a := played(t, []string{"You", "Greta", "Max", "Rita"}, hands)
	b := played(t, []string{"Max", "Rex", "Greta", "Zed"}, hands)
	if len(a) != hands || len(b) != hands {
		t.Fatalf("%d and %d hands", len(a), len(b))
	}
	ranged := 0
	for i := range a {
		la, lb := a[i].Log, b[i].Log
		if !reflect.DeepEqual(la.Actions, lb.Actions) || !reflect.DeepEqual(la.Deal, lb.Deal) {
			t.Fatalf("hand %d is played otherwise once renamed", la.Hand)
		}
		if a[i].You() != 1 || b[i].You() != 1 {
			t.Fatalf("hand %d: the user is seat %d, then %d", la.Hand, a[i].You(), b[i].You())
		}
		for seat := 1; seat <= 4; seat++ {
			if a[i].Model(seat) != b[i].Model(seat) {
				t.Fatalf("seat %d is read as %s, then %s", seat, a[i].Model(seat).Params.Title, b[i].Model(seat).Params.Title)
			}
		}
		if m := b[i].Model(1); m.Known {
			t.Fatalf("the person named Max is read as %s", m.Params.Title)
		}
		ra, errA := review.Review(a[i], 1)
		rb, errB := review.Review(b[i], 1)
		if errA != nil || errB != nil {
			t.Fatal(errA, errB)
		}
		if len(ra.Decisions) != len(rb.Decisions) {
			t.Fatalf("hand %d: %d decisions, then %d", la.Hand, len(ra.Decisions), len(rb.Decisions))
		}
		for k, da := range ra.Decisions {
			db := rb.Decisions[k]
			ja, _ := json.Marshal(da) // the figures razz review --json writes (the reason names seats: words)
			jb, _ := json.Marshal(db)
			var fa, fb map[string]any
			json.Unmarshal(ja, &fa)
			json.Unmarshal(jb, &fb)
			delete(fa, "reason")
			delete(fb, "reason")
			if !reflect.DeepEqual(fa, fb) || da.Coach.Option != db.Coach.Option || da.Coach.RangeEquity != db.Coach.RangeEquity || da.CostHalf != db.CostHalf {
				t.Errorf("hand %d, decision %d: renamed, the coach says otherwise:\n%v\n%v", la.Hand, k, fa, fb)
			}
			if da.Coach.RangeEquity.N > 0 && da.Street > 3 {
				ranged++
			}
		}
	}
	if ranged == 0 {
		t.Fatal("no decision was read against the ranges: the test shows nothing")
	}
}
