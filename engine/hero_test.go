package engine

import "testing"

func TestHero(t *testing.T) {
	seats := func(names ...string) []LogSeat {
		var s []LogSeat
		for i, n := range names {
			s = append(s, LogSeat{Seat: i + 2, Name: n})
		}
		return s
	}
	for _, c := range []struct {
		name   string
		log    HandLog
		hero   string
		want   int
		reason string
	}{
		{"played here", HandLog{Seats: seats("Ann", "You", "Bob")}, "", 3, "the seat named You"},
		{"named", HandLog{Seats: seats("Ann", "You", "Bob")}, "Bob", 4, "--hero names the seat"},
		{"named, absent", HandLog{Seats: seats("Ann", "You")}, "Zed", 0, "--hero names nobody dealt in"},
		{"not dealt in", HandLog{Seats: seats("Ann", "Bob")}, "", 0, "no seat is the user's"},
		{"import", HandLog{Seats: seats("Ann", "Hero7", "Bob"), Hidden: map[string][]int{"2": {0, 1, 6}, "4": {0, 1, 6}}}, "", 3,
			"the only seat whose down cards the file showed"},
		{"import, two shown", HandLog{Seats: seats("Ann", "Hero7", "Bob"), Hidden: map[string][]int{"2": {0}}}, "", 0,
			"two seats showed their cards: which is the user's is unknown"},
		{"nothing hidden", HandLog{Seats: seats("Ann")}, "", 0, "a hand with every card shown says nothing of who the user was"},
	} {
		if got := c.log.Hero(c.hero); got != c.want {
			t.Errorf("%s: Hero(%q) = %d, want %d: %s", c.name, c.hero, got, c.want, c.reason)
		}
	}
}
