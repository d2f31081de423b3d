package session

import (
	"context"
	"errors"
	"math/rand/v2"
	"reflect"
	"testing"

	"razz/bots"
	"razz/bots/record"
	"razz/bots/review"
	"razz/engine"
)

// sixBots is a session of six bots of the normal mix with small stacks,
// so that bots go broke and are replaced.
func sixBots(t *testing.T, stack int) *Session {
	t.Helper()
	bs, err := bots.Lineup(bots.Normal, 6, nil)
	if err != nil {
		t.Fatal(err)
	}
	names := make([]string, len(bs))
	for i, b := range bs {
		names[i] = bots.DisplayName(b)
	}
	tab := engine.NewTable(names, []int{stack, stack, stack, stack, stack, stack}, engine.DefaultStakes, engine.DefaultRules)
	return New(Options{Table: tab, Bots: bs, NewBot: bots.Replacer(bots.Normal, 5), Seed: 5})
}

// playOut plays the hand in play to its end with the bots, headless.
func playOut(t *testing.T, s *Session) {
	t.Helper()
	for !s.Over() {
		if !s.Step() {
			t.Fatal("no bot to act in an unfinished hand")
		}
	}
}

// TestFirstHandIsTheArenasHand: a session deals hand 1 as the arena does
// (the same table, seed and bots make the same hand).
func TestFirstHandIsTheArenasHand(t *testing.T) {
	t.Parallel()
	s := sixBots(t, 1000)
	if err := s.Deal(); err != nil {
		t.Fatal(err)
	}
	playOut(t, s)
	a := bots.Arena{Table: s.o.Table, Bots: s.o.Bots, Seed: 5, Observe: func(int, *engine.Hand, []bots.SeatReason) {}}
	h, _, err := a.PlayHand(1, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(h.LogWith(engine.LogMeta{Seed: 5, Hand: 1, Bots: bots.StylesOf(s.o.Table, s.o.Bots), Mistakes: bots.MistakesOf(s.o.Table, s.o.Bots)}), s.Log()) {
		t.Fatal("the session's first hand is not the arena's")
	}
}

// TestStacksCarryAndBotsAreReplaced: each hand starts from the stacks the
// last one ended with, chips are neither made nor lost, and a bot that
// went broke is replaced by a new one with the buy-in, told as SeatTaken.
func TestStacksCarryAndBotsAreReplaced(t *testing.T) {
	t.Parallel()
	s := sixBots(t, 60) // a few bets: bots go broke soon
	var taken []SeatTaken
	ended := 0
	s.Observe(func(e Event) {
		switch e := e.(type) {
		case SeatTaken:
			taken = append(taken, e)
			if p := s.Table().Players[e.Seat-1]; p.Name != e.Name || p.Stack != e.Stack || s.Bot(e.Seat) != e.Bot {
				t.Errorf("seat %d taken by %+v, the table has %+v", e.Seat, e, p)
			}
			for _, q := range s.Table().Players {
				if q.Seat != e.Seat && q.Name == e.Name {
					t.Errorf("the newcomer %q takes a name seat %d has", e.Name, q.Seat)
				}
			}
		case Ended:
			ended++
		}
	})
	var last []engine.Chips
	for n := 1; n <= 60; n++ {
		if err := s.Deal(); err != nil {
			t.Fatal(err)
		}
		total := 0
		for _, p := range s.Table().Players {
			total += p.Stack
			if p.Stack == 0 {
				t.Fatalf("hand %d: seat %d dealt in with no chips", n, p.Seat)
			}
		}
		for _, c := range last {
			if got := s.Table().Players[c.Seat-1].Stack; c.Amount > 0 && got != c.Amount {
				t.Fatalf("hand %d: seat %d starts with %d, ended the last hand with %d", n, c.Seat, got, c.Amount)
			}
		}
		playOut(t, s)
		after := 0
		for _, c := range s.Hand().Stacks() {
			after += c.Amount
		}
		if after != total {
			t.Fatalf("hand %d: %d chips before, %d after", n, total, after)
		}
		last = s.Hand().Stacks()
	}
	if ended != 60 {
		t.Errorf("Ended told %d times for 60 hands", ended)
	}
	if len(taken) == 0 {
		t.Fatal("no bot went broke in 60 hands of 60-chip stacks")
	}
	for _, e := range taken {
		if e.Stack != 60 || e.Bot == nil || s.Bot(e.Seat) == nil {
			t.Errorf("replacement %+v", e)
		}
	}
}

// TestTheSavedNumberIsTheHandsNumber: the number the history saved the
// hand under is the one the session shows, logs and reviews, and the next
// hand follows it, even when the save comes after the next deal.
func TestTheSavedNumberIsTheHandsNumber(t *testing.T) {
	t.Parallel()
	tab := engine.NewTable([]string{"You", "Cal"}, []int{1000, 1000}, engine.DefaultStakes, engine.DefaultRules)
	s := New(Options{Table: tab, Bots: []bots.Bot{bots.Caller{}, bots.Caller{}}, Seed: 3, FirstHand: 1})
	var ends []Ended
	s.Observe(func(e Event) {
		if e, ok := e.(Ended); ok {
			ends = append(ends, e)
		}
	})
	s.Deal()
	playOut(t, s)
	if s.Number() != 1 || ends[0].Number != 1 {
		t.Fatalf("expected number %d", s.Number())
	}
	s.Saved(ends[0].Number, 4) // another session saved hands 1 to 3 meanwhile
	rev, err := s.Review(1)()
	if err != nil {
		t.Fatal(err)
	}
	if s.Number() != 4 || s.Log().Hand != 4 || rev.Review.Hand != 4 || rev.Log.Hand != 4 {
		t.Fatalf("number %d, log %d, review %d: want 4", s.Number(), s.Log().Hand, rev.Review.Hand)
	}
	s.Deal()
	if s.Number() != 5 {
		t.Fatalf("the next hand is %d, want 5", s.Number())
	}
	playOut(t, s)
	s.Deal()                   // hand 3 of the session, before hand 2's save comes back
	s.Saved(ends[1].Number, 9) // hand 2 went in as 9
	if s.Number() != 10 {
		t.Fatalf("the hand after 9 is %d, want 10", s.Number())
	}
}

// TestATurnOfALeftHandIsDropped: a bot's decision that comes back after
// the hand was left is not applied to the next hand.
func TestATurnOfALeftHandIsDropped(t *testing.T) {
	t.Parallel()
	s := sixBots(t, 1000)
	s.Deal()
	turn, ok := s.BotTurn()
	if !ok || !s.Waiting() {
		t.Fatal("no bot turn at the start of a hand of bots")
	}
	if _, again := s.BotTurn(); again {
		t.Fatal("a second turn while one is out")
	}
	d := turn.Decide()
	s.Leave()
	s.Deal()
	before := len(s.Hand().Actions())
	if s.Answer(turn, d) || len(s.Hand().Actions()) != before {
		t.Fatal("a turn of the hand left was applied to the next")
	}
	next, ok := s.BotTurn()
	if !ok || !s.Answer(next, next.Decide()) || len(s.Hand().Actions()) != before+1 {
		t.Fatal("the new hand's turn was not applied")
	}
}

// TestRebuy: the person out of chips buys in again between hands, and
// not before.
func TestRebuy(t *testing.T) {
	t.Parallel()
	tab := engine.NewTable([]string{"You", "Cal"}, []int{60, 1000}, engine.DefaultStakes, engine.DefaultRules)
	s := New(Options{Table: tab, Bots: []bots.Bot{nil, bots.Caller{}}, Seed: 3})
	for n := 0; n < 100 && (s.Hand() == nil || s.Stack(1) > 0); n++ {
		if err := s.Deal(); err != nil {
			t.Fatal(err)
		}
		if err := s.Rebuy(); err == nil {
			t.Fatal("a rebuy in the middle of a hand")
		}
		for !s.Over() {
			if s.Step() {
				continue
			}
			legal := s.Hand().Legal()
			if err := s.Act(legal[len(legal)-1].Action()); err != nil { // the most aggressive: broke soon
				t.Fatal(err)
			}
		}
	}
	if s.Stack(1) != 0 {
		t.Fatal("the person never went broke")
	}
	cal := s.Stack(2)
	if err := s.Rebuy(); err != nil {
		t.Fatal(err)
	}
	ps := s.Table().Players // the stacks the new hand was dealt with
	if s.Bought() != 120 || ps[0].Stack != 60 || ps[1].Stack != cal || s.Over() {
		t.Fatalf("bought %d, stacks %d and %d (Cal had %d)", s.Bought(), ps[0].Stack, ps[1].Stack, cal)
	}
	for !s.Over() {
		if !s.Step() {
			s.Act(engine.Action{Kind: engine.Fold}) // a bring-in cannot fold: it brings in next
			if !s.Over() && s.Hand().ToAct() == 1 {
				s.Act(s.Hand().Legal()[0].Action())
			}
		}
	}
	if s.Stack(1) > 0 {
		if err := s.Rebuy(); err == nil {
			t.Fatal("a rebuy with chips")
		}
	}
}

// folder always folds, even where the rules refuse it (the bring-in).
type folder struct{}

func (folder) Style() string { return "folder" }
func (folder) Decide(engine.View, *rand.Rand) bots.Decision {
	return bots.Decision{Action: engine.Action{Kind: engine.Fold}, Reason: "folds"}
}

// TestARefusedBotActionIsReplaced: a bot's action the rules refuse (the
// bring-in may not fold) is replaced by the first legal one and told as
// Refused with the engine's reason; the hand goes on.
func TestARefusedBotActionIsReplaced(t *testing.T) {
	t.Parallel()
	tab := engine.NewTable([]string{"A", "B"}, []int{1000, 1000}, engine.DefaultStakes, engine.DefaultRules)
	s := New(Options{Table: tab, Bots: []bots.Bot{folder{}, folder{}}, Seed: 3})
	var refused []Refused
	s.Observe(func(e Event) {
		if r, ok := e.(Refused); ok {
			refused = append(refused, r)
		}
	})
	s.Deal()
	bringIn := s.Hand().ToAct()
	playOut(t, s)
	var re *engine.Refusal
	if len(refused) != 1 || refused[0].Seat != bringIn || refused[0].Action.Kind != engine.Fold || !errors.As(refused[0].Err, &re) {
		t.Fatalf("refused %+v, want the bring-in's fold", refused)
	}
	if a := s.Hand().Actions(); a[2].Kind != engine.BringIn || a[3].Kind != engine.Fold {
		t.Fatalf("actions %v: the bring-in posted, then the other folds", a)
	}
}

// TestReviewOption: a session given its own reviewer reviews with it (the
// finished hand's log, under its number, and the seat asked), and without
// one with the coach's review.
func TestReviewOption(t *testing.T) {
	t.Parallel()
	tab := engine.NewTable([]string{"You", "Cal"}, []int{1000, 1000}, engine.DefaultStakes, engine.DefaultRules)
	var asked []int
	mine := func(_ context.Context, r record.Record, seat int) (review.Hand, error) {
		l := r.Log
		asked = append(asked, l.Hand, seat, len(l.Actions))
		return review.Hand{Hand: l.Hand, Seat: seat, Name: "mine"}, nil
	}
	for _, o := range []Options{{Table: tab, Bots: []bots.Bot{bots.Caller{}, bots.Caller{}}, Seed: 3, Review: mine}, {Table: tab, Bots: []bots.Bot{bots.Caller{}, bots.Caller{}}, Seed: 3}} {
		s := New(o)
		s.Deal()
		playOut(t, s)
		rev, err := s.Review(2)()
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case o.Review != nil && (rev.Review.Name != "mine" || !reflect.DeepEqual(asked, []int{1, 2, len(rev.Log.Actions)})):
			t.Errorf("the session's reviewer was asked %v and gave %+v", asked, rev.Review)
		case o.Review == nil && (rev.Review.Name != "Cal" || len(rev.Review.Decisions) == 0):
			t.Errorf("without a reviewer, the coach's review: %+v", rev.Review)
		}
	}
}

// The coach's review stops once the session's context is done: the person
// has gone, nobody reads it.
func TestReviewStopsWithTheContext(t *testing.T) {
	t.Parallel()
	tab := engine.NewTable([]string{"You", "Cal"}, []int{1000, 1000}, engine.DefaultStakes, engine.DefaultRules)
	ctx, cancel := context.WithCancel(context.Background())
	s := New(Options{Table: tab, Bots: []bots.Bot{bots.Caller{}, bots.Caller{}}, Seed: 3, Context: ctx})
	s.Deal()
	playOut(t, s)
	job := s.Review(1)
	cancel()
	if _, err := job(); !errors.Is(err, context.Canceled) {
		t.Errorf("a review after the context ended: %v, want it cancelled", err)
	}
}

// TestSavedHandReadsItsBotsLevel: the hand a session ends, written as the
// history writer saves it (Ended.Meta) and read back (record), models each
// bot as the table did, its level's mistakes included: a hand played at an
// easy or a hard table is reviewed against bots that slip as they did,
// not as razz's default level's.
func TestSavedHandReadsItsBotsLevel(t *testing.T) {
	t.Parallel()
	for _, lv := range []bots.Level{bots.Easy, bots.Normal, bots.Hard} {
		bs, err := bots.Lineup(lv, 4, nil)
		if err != nil {
			t.Fatal(err)
		}
		names := make([]string, len(bs))
		for i, b := range bs {
			names[i] = bots.DisplayName(b)
		}
		tab := engine.NewTable(names, []int{1000, 1000, 1000, 1000}, engine.DefaultStakes, engine.DefaultRules)
		s := New(Options{Table: tab, Bots: bs, NewBot: bots.Replacer(lv, 5), Seed: 5})
		var ended []Ended
		s.Observe(func(e Event) {
			if e, ok := e.(Ended); ok {
				ended = append(ended, e)
			}
		})
		if err := s.Deal(); err != nil {
			t.Fatal(err)
		}
		playOut(t, s)
		if len(ended) != 1 {
			t.Fatalf("%s: %d hands ended", lv, len(ended))
		}
		l, err := engine.ParseLog(ended[0].Hand.AppendLog(nil, ended[0].Meta(1)))
		if err != nil {
			t.Fatal(err)
		}
		r := record.Open(l)
		for _, p := range tab.Players {
			got, want := r.Model(p.Seat), s.Models()(p.Seat, p.Name)
			if got != want || !want.Known || want.Slips != lv.Mistakes() {
				t.Errorf("%s, seat %d: saved as %s slipping %.2f, the table's %s slipping %.2f (want %.2f)",
					lv, p.Seat, got.Params.Title, got.Slips, want.Params.Title, want.Slips, lv.Mistakes())
			}
		}
	}
}
