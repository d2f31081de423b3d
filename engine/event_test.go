package engine

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
)

// checkEvents: the stream tells the same hand as the hand's own record.
func checkEvents(t *testing.T, h *Hand) {
	t.Helper()
	story := h.Story()
	evs := story.Events
	var acts []ActionRecord
	cards := map[int][]Card{}
	var returned, awards []Chips
	var firsts []FirstExplanation
	var limits []Limits
	var sd *Showdown
	street, streetsStarted := 3, 0
	for i := range evs {
		e := &evs[i]
		if e.Street < street {
			t.Fatalf("event %d (%v) on street %d after street %d", i, e.Kind, e.Street, street)
		}
		street = e.Street
		switch e.Kind {
		case EventAnte, EventAction:
			acts = append(acts, e.Record())
		case EventDeal:
			spec := Street(e.Street)
			if int(e.N) != len(spec.Cards) {
				t.Fatalf("street %d deals %d cards to seat %d", e.Street, e.N, e.Seat)
			}
			for k, c := range e.Dealt() {
				if e.FaceUp(k) != spec.Cards[k] {
					t.Fatalf("seat %d card %d face up %v on street %d", e.Seat, k, e.FaceUp(k), e.Street)
				}
				cards[e.Seat] = append(cards[e.Seat], c)
			}
		case EventCommunity:
			if c, ok := h.Community(); !ok || e.Dealt()[0] != c || e.Street != 7 {
				t.Fatalf("community event %v, hand %v %v", e.Dealt(), c, ok)
			}
		case EventBringIn:
			if e.Seat != story.BringIn.Seat || e.Seat == 0 || e.Street != 3 {
				t.Fatalf("bring-in event differs")
			}
		case EventStreet:
			streetsStarted++
			if e.Seat != 0 {
				limits = append(limits, *story.LimitsOn(e.Street))
				if e.Street > 3 {
					f := story.First(e.Street)
					firsts = append(firsts, *f)
					if f.Seat != e.Seat {
						t.Fatalf("street %d: first seat %d, event seat %d", e.Street, f.Seat, e.Seat)
					}
				} else if e.Seat != h.BringIn().Seat {
					t.Fatalf("third street starts with seat %d, the bring-in is seat %d", e.Seat, h.BringIn().Seat)
				}
			}
		case EventReturned:
			returned = append(returned, Chips{e.Seat, e.Amount})
		case EventShowdown:
			sd = story.Showdown
			if sd == nil {
				t.Fatalf("a showdown event and no showdown")
			}
		case EventAward:
			awards = append(awards, Chips{e.Seat, e.Amount})
		default:
			t.Fatalf("event %d: kind %v", i, e.Kind)
		}
	}
	if !slices.Equal(acts, h.Actions()) {
		t.Fatalf("actions from events %v, hand %v", acts, h.Actions())
	}
	for _, p := range h.Table().Players {
		if !slices.Equal(cards[p.Seat], h.Cards(p.Seat)) {
			t.Fatalf("seat %d: dealt %v in events, %v in the hand", p.Seat, cards[p.Seat], h.Cards(p.Seat))
		}
	}
	if !slices.Equal(returned, h.Returned()) || !slices.Equal(awards, h.Awards()) || sd != h.Showdown() {
		t.Fatalf("the end differs: returned %v/%v awards %v/%v", returned, h.Returned(), awards, h.Awards())
	}
	if !reflect.DeepEqual(firsts, h.Firsts()) && len(firsts)+len(h.Firsts()) > 0 {
		t.Fatalf("firsts differ")
	}
	if !reflect.DeepEqual(limits, h.StreetLimits()) && len(limits)+len(h.StreetLimits()) > 0 {
		t.Fatalf("limits differ")
	}
	if h.Done() && h.dealErr == nil && streetsStarted == 0 {
		t.Fatalf("no street started")
	}
}

// TestEventsTellTheHand: the stream agrees with the hand's record, and
// replaying the hand's log yields the same stream.
func TestEventsTellTheHand(t *testing.T) {
	t.Parallel()
	n := 5000
	if testing.Short() {
		n = 1000
	}
	r := rand.New(rand.NewPCG(10, 8))
	kinds := map[EventKind]int{}
	runOut := 0
	eight := NewTable(nil, []int{500, 500, 500, 500, 500, 500, 500, 500}, DefaultStakes, DefaultRules)
	for i := 1; i <= n; i++ {
		tab := randomTable(r)
		choose := r.IntN
		if i%50 == 0 { // eight players who never fold reach the community card
			tab, choose = eight, func(n int) int { return min(1, n-1) } // bet or call
		}
		h := playRandom(t, tab, DeckDealer{NewDeckFrom(r)}, choose)
		checkEvents(t, h)
		l, err := ParseLog(h.AppendLog(nil, LogMeta{Seed: 1, Hand: i}))
		if err != nil {
			t.Fatal(err)
		}
		rh, err := Replay(l)
		if err != nil {
			t.Fatalf("hand %d: %v", i, err)
		}
		if !reflect.DeepEqual(rh.Story(), h.Story()) {
			t.Fatalf("hand %d: the replayed stream differs\n%+v\n%+v", i, rh.Events(), h.Events())
		}
		for _, e := range h.Events() {
			kinds[e.Kind]++
			if e.Kind == EventStreet && e.Seat == 0 {
				runOut++
			}
		}
	}
	// The random tables reach every kind of event, and streets dealt out.
	for k := EventAnte; k <= EventAward; k++ {
		if kinds[k] == 0 {
			t.Errorf("no %v event in %d hands", k, n)
		}
	}
	if runOut == 0 {
		t.Errorf("no street dealt out without betting in %d hands", n)
	}
}

// TestEventOrder: a seeded hand's stream starts with the antes, the deal and
// the bring-in duty, in that order, and ends with the awards.
func TestEventOrder(t *testing.T) {
	t.Parallel()
	tab := NewTable(nil, []int{1000, 1000, 1000}, DefaultStakes, DefaultRules)
	h := playRandom(t, tab, DeckDealer{DeckForHand(7, 1)}, rand.New(rand.NewPCG(1, 1)).IntN)
	var kinds []EventKind
	for _, e := range h.Events() {
		kinds = append(kinds, e.Kind)
	}
	want := []EventKind{EventAnte, EventAnte, EventAnte, EventDeal, EventDeal, EventDeal, EventBringIn, EventStreet, EventAction}
	if !slices.Equal(kinds[:len(want)], want) {
		t.Fatalf("stream starts %v", kinds)
	}
	if kinds[len(kinds)-1] != EventAward {
		t.Fatalf("stream ends %v", kinds)
	}
}
