package record

import (
	"testing"

	"razz/bots"
	"razz/engine"
)

func seats(names ...string) []engine.LogSeat {
	var out []engine.LogSeat
	for i, n := range names {
		out = append(out, engine.LogSeat{Seat: i + 1, Name: n, Stack: 100})
	}
	return out
}

// theUser is the user's model: a person's, marked as the user's
// (bots.Model.You).
var theUser = func() bots.Model { m := bots.Population; m.You = true; return m }()

// TestOpenVersionTwo: a log of version 2 says who each seat is, and Open
// takes it as written: the hero is the user, a seat's bot field its style,
// a seat without one a person, whatever the names.
func TestOpenVersionTwo(t *testing.T) {
	t.Parallel()
	l := engine.HandLog{Version: 2, Hero: 3, Seats: seats("You", "Max", "Zed", "Greta")}
	l.Seats[1].Bot = "rock" // a Rock named as razz names a Maniac
	r := Open(l)
	if r.You() != 3 {
		t.Errorf("the user is seat %d, want the hero, 3 (not the seat named You)", r.You())
	}
	for seat, want := range map[int]bots.Model{1: bots.Population, 2: bots.ModelOf("rock"), 3: theUser, 4: bots.Population} {
		if got := r.Model(seat); got != want {
			t.Errorf("seat %d (%s) is read as %s, want %s", seat, r.Name(seat), got.Params.Title, want.Params.Title)
		}
	}
	if Open(engine.HandLog{Version: 2, Seats: seats("You", "Max")}).You() != 0 {
		t.Error("a version-2 log without a hero has a user")
	}
	if Open(engine.HandLog{Version: 2, Hero: 5, Seats: seats("You", "Max")}).You() != 0 {
		t.Error("a hero not dealt in is the user")
	}
}

// TestOpenVersionOne: a log of version 1 is read by the rules it was
// written under: the user is the hero an import named, else the seat named
// You; at razz's own tables a seat named as razz names its bots is that
// bot, while an imported hand's players are people.
func TestOpenVersionOne(t *testing.T) {
	t.Parallel()
	own := Open(engine.HandLog{Version: 1, Seats: seats("Max", "You", "Rita 2", "Bob")})
	if own.You() != 2 {
		t.Errorf("the user is seat %d, want 2 (named You)", own.You())
	}
	for seat, want := range map[int]bots.Model{1: bots.ModelOf("maniac"), 2: theUser, 3: bots.ModelOf("rock"), 4: bots.Population} {
		if got := own.Model(seat); got != want {
			t.Errorf("own table, seat %d (%s) is read as %s, want %s", seat, own.Name(seat), got.Params.Title, want.Params.Title)
		}
	}
	if own.Log.Version != engine.LogVersion || own.Log.Hero != 2 || own.Log.Seats[0].Bot != "maniac" {
		t.Errorf("the record's log is not written as version 2: %+v", own.Log)
	}
	imported := Open(engine.HandLog{Version: 1, Source: "pokerstars", Hero: 1, Seats: seats("Max", "You")})
	if imported.You() != 1 || imported.Model(1) != theUser || imported.Model(2) != bots.Population {
		t.Errorf("imported: the user is seat %d, seat 1 (Max) a %s", imported.You(), imported.Model(1).Params.Title)
	}
}

// TestUnknownIsTheDeal: which cards nobody saw is read from the deal (??),
// and a version-1 log's stand-ins (hidden) are read as such.
func TestUnknownIsTheDeal(t *testing.T) {
	t.Parallel()
	l := engine.HandLog{Version: 2, Source: "pokerstars", Seats: seats("A", "B"),
		Deal: map[string][]string{"1": {"As", "2s", "3s"}, "2": {"??", "??", "Kh", "5d"}}}
	r := Open(l)
	if got := r.Unknown(2); len(got) != 2 || got[0] != 0 || got[1] != 1 || r.Seen(2) == nil || r.Seen(1) != nil {
		t.Errorf("unknown %v, seen %v / %v", got, r.Seen(1), r.Seen(2))
	}
	v1 := engine.HandLog{Version: 1, Source: "pokerstars", Seats: seats("A", "B"),
		Deal: map[string][]string{"1": {"As", "2s", "3s"}, "2": {"Ks", "Kd", "Kh", "5d"}}, Hidden: map[string][]int{"2": {0, 1}}}
	if got := Open(v1).Unknown(2); len(got) != 2 || v1.Deal["2"][0] != "Ks" {
		t.Errorf("version 1's stand-ins read as %v (the log read was written: %v)", got, v1.Deal["2"])
	}
}
