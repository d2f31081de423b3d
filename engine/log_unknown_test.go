package engine

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// foldedEarly is a random hand where some seat folded on third street,
// and that seat.
func foldedEarly(t *testing.T, r *rand.Rand) (*Hand, int) {
	t.Helper()
	for range 200 {
		h := playRandom(t, randomTable(r), DeckDealer{NewDeckFrom(r)}, r.IntN)
		for _, a := range h.Actions() {
			if a.Kind == Fold && a.Street == 3 {
				return h, a.Seat
			}
		}
	}
	t.Fatal("no seat folded on third street in 200 random hands")
	return nil, 0
}

// TestUnknownCardsReplay: a down card nobody saw is written ?? in its
// place in the deal (version 2), and the log replays, the engine dealing
// a stand-in for it; a version-1 log of the same hand, whose deal held the
// importer's stand-ins listed under hidden, reads back as that version-2
// log and replays to the same end.
func TestUnknownCardsReplay(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(30, 1))
	for i := range 40 {
		h, seat := foldedEarly(t, r)
		key := strconv.Itoa(seat)
		v2 := h.Log(1, i+1)
		if v2.Version != LogVersion || LogVersion != 2 {
			t.Fatalf("the engine writes version %d", v2.Version)
		}
		cs := slices.Clone(v2.Deal[key])
		cs[0], cs[1] = UnknownCard, UnknownCard
		v2.Deal[key] = cs
		got, err := Replay(v2)
		if err != nil {
			t.Fatalf("a log with unknown cards does not replay: %v", err)
		}
		if !reflect.DeepEqual(got.Stacks(), h.Stacks()) || !reflect.DeepEqual(got.Actions(), h.Actions()) {
			t.Fatal("the unknown cards changed the hand")
		}
		// The version-1 log: the stand-ins in the deal, listed under hidden.
		stand := got.Cards(seat)
		if stand[0] == h.Cards(seat)[0] && stand[1] == h.Cards(seat)[1] {
			t.Fatal("the stand-ins are the cards the seat was dealt")
		}
		v1 := v2
		v1.Version = 1
		v1.Deal = map[string][]string{}
		for k, cs := range v2.Deal {
			v1.Deal[k] = cs
		}
		v1.Deal[key] = append([]string{stand[0].String(), stand[1].String()}, cs[2:]...)
		v1.Hidden = map[string][]int{key: {0, 1}}
		js, _ := json.Marshal(v1)
		read, err := ParseLog(js)
		if err != nil {
			t.Fatalf("version 1 is not read: %v", err)
		}
		if !reflect.DeepEqual(read.Deal, v2.Deal) || read.Version != 1 {
			t.Fatalf("version 1's stand-ins read as %v (version %d), want %v", read.Deal[key], read.Version, v2.Deal[key])
		}
		again, err := Replay(read)
		if err != nil || !reflect.DeepEqual(again.Cards(seat), stand) || !reflect.DeepEqual(again.Stacks(), h.Stacks()) {
			t.Fatalf("version 1 replays otherwise (%v): %v, want %v", err, again.Cards(seat), stand)
		}
	}
}

// TestUnknownStandInsAreTheHighest: the engine deals for ?? the highest
// cards nobody in the log holds, kings first, in the order dealt, as the
// importers chose them: a hand mucked unseen loses its showdown.
func TestUnknownStandInsAreTheHighest(t *testing.T) {
	t.Parallel()
	l := HandLog{Version: 2, Game: "razz", Limits: LogLimits{Ante: 1, BringIn: 2, SmallBet: 4, BigBet: 8},
		Seats:   []LogSeat{{Seat: 1, Name: "A", Stack: 100}, {Seat: 2, Name: "B", Stack: 100}},
		Deal:    map[string][]string{"1": {"As", "2s", "3s"}, "2": {"??", "??", "Kh"}},
		Actions: []LogAction{{3, 1, "ante", 1, 1}, {3, 2, "ante", 1, 1}, {3, 2, "bring-in", 2, 2}, {3, 1, "fold", 0, 0}}}
	h, err := l.Redeal()
	if err != nil {
		t.Fatal(err)
	}
	if got := FormatCards(h.Cards(2)); got != "Ks Kd Kh" {
		t.Errorf("stand-ins %s, want Ks Kd before the Kh the log shows", got)
	}
}

// TestParseLogVersions: versions 1 and 2 are read, another is refused by
// name.
func TestParseLogVersions(t *testing.T) {
	t.Parallel()
	for _, v := range []int{1, 2} {
		if _, err := ParseLog([]byte(`{"version":` + strconv.Itoa(v) + `,"game":"razz"}`)); err != nil {
			t.Errorf("version %d: %v", v, err)
		}
	}
	if _, err := ParseLog([]byte(`{"version":3,"game":"razz"}`)); err == nil || !strings.Contains(err.Error(), "versions 1 and 2") {
		t.Errorf("version 3: %v", err)
	}
}

// TestActionLetters: every action a player chooses goes by a letter of its
// own; an ante, which nobody chooses, by none.
func TestActionLetters(t *testing.T) {
	t.Parallel()
	seen := map[string]ActionKind{}
	for _, k := range []ActionKind{Fold, Check, Call, BringIn, Complete, Bet, Raise} {
		l := k.Letter()
		if len(l) != 1 || seen[l] != 0 {
			t.Errorf("%v goes by %q (also %v's)", k, l, seen[l])
		}
		seen[l] = k
	}
	if Ante.Letter() != "" {
		t.Errorf("an ante goes by %q", Ante.Letter())
	}
}
