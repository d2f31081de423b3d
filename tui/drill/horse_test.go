package drill

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"razz/engine"
)

func game(t *testing.T, name string) Game {
	t.Helper()
	i := slices.IndexFunc(Games, func(g Game) bool { return g.Name == name })
	if i < 0 {
		t.Fatalf("no game %s", name)
	}
	return Games[i]
}

// TestHorseFacts: each game's answer to each fact question, as the rules
// of the three games have it.
func TestHorseFacts(t *testing.T) {
	t.Parallel()
	tests := []struct {
		game  string
		topic int
		want  string
	}{
		{"Razz", TopicBringIn, "the highest door card"},
		{"Stud", TopicBringIn, "the lowest door card"},
		{"Stud/8", TopicBringIn, "the lowest door card"},
		{"Razz", TopicFirst, "the lowest board"},
		{"Stud", TopicFirst, "the highest board"},
		{"Stud/8", TopicFirst, "the highest board"},
		{"Razz", TopicAce, "always low"},
		{"Stud", TopicAce, "high (low only in the straight 5-4-3-2-A)"},
		{"Stud/8", TopicAce, "high or low"},
		{"Razz", TopicStraights, "they do not count"},
		{"Stud", TopicStraights, "they count, for the high hand"},
		{"Stud/8", TopicStraights, "they count, for the high hand"},
		{"Razz", TopicLow, "any low takes the whole pot"},
		{"Stud", TopicLow, "no low: the high hand takes the whole pot"},
		{"Stud/8", TopicLow, "an eight or better takes half the pot"},
	}
	if len(tests) != len(Games)*NumTopics {
		t.Fatalf("%d facts for %d games of %d topics", len(tests), len(Games), NumTopics)
	}
	for _, tc := range tests {
		q := &HorseFact{Game: game(t, tc.game), Topic: tc.topic}
		if q.Answer() != tc.want+"." {
			t.Errorf("%s, %s: %q, want %q", tc.game, q.Prompt(), q.Answer(), tc.want)
		}
		offered := strings.Join(q.Spot(nil), " ")
		right := 0
		for _, c := range q.Form().Choices {
			if q.Check(Answer{Value: c.Value}) {
				right++
				if !strings.Contains(offered, fmt.Sprintf("%d)%s%s", c.Value+1, Keep, strings.ReplaceAll(tc.want, " ", Keep))) {
					t.Errorf("%s, %s: answer %d is right, offered %q", tc.game, q.Prompt(), c.Value+1, offered)
				}
			}
		}
		if right != 1 {
			t.Errorf("%s, %s: %d answers graded right", tc.game, q.Prompt(), right)
		}
		f := q.Explain(Answer{}, engine.Card.Pretty)
		if !strings.HasPrefix(f.Key[0], tc.game+": "+tc.want+".") || len(f.More) != len(Games)+2 || f.More[0] != q.Prompt() {
			t.Errorf("%s: the feedback %q", tc.game, append(f.Key, f.More...))
		}
	}
}

// TestHorseSeats: who brings in and who acts first in each game, on
// cards chosen to tell them apart: the ace high in Stud and Stud/8 and
// low in Razz, a rank tie by suit, a pair the highest board in Stud.
func TestHorseSeats(t *testing.T) {
	t.Parallel()
	doorTests := []struct {
		doors                string
		razz, stud, studHiLo int
	}{
		{"Ks 2d 7h", 1, 2, 2},
		{"2c 2d 9h", 3, 1, 1},    // the lower suit brings in there
		{"Ac 3d Kh", 3, 2, 2},    // the ace is high there
		{"Ks Kh 5d", 1, 3, 3},    // the higher suit brings in here
		{"Ad 6c Ac", 2, 2, 2},    // here the six is highest; there the ace, so the six is lowest
		{"4h 4s 4d", 2, 3, 3},    // spades highest, diamonds below hearts
		{"7c Ah Ad 8s", 4, 1, 1}, // there 7♣ is lowest
	}
	for _, tc := range doorTests {
		var doors []engine.SeatCard
		for i, c := range mustCards(t, tc.doors) {
			doors = append(doors, engine.SeatCard{Seat: i + 1, Card: c})
		}
		for name, want := range map[string]int{"Razz": tc.razz, "Stud": tc.stud, "Stud/8": tc.studHiLo} {
			if got := game(t, name).BringIn(doors); got != want {
				t.Errorf("%s, doors %s: seat %d brings in, want %d", name, tc.doors, got, want)
			}
		}
	}
	boardTests := []struct {
		boards               []string
		razz, stud, studHiLo int
	}{
		{[]string{"Ah Kd", "Qs Qc", "5d 4c"}, 3, 2, 2},
		{[]string{"Ah Kd", "Ks Qs", "9d 8c"}, 3, 1, 1},
		{[]string{"As 2d", "Kh Qd"}, 1, 1, 1}, // A-2 is the best low and, aces high, the highest board
		{[]string{"3s 3d 7c", "Js Jd 2c", "As Kc Qd"}, 3, 2, 2},
		{[]string{"9s 9d 4c 4h", "Ks Kd Qc 2h"}, 2, 1, 1}, // two pair above one pair
		{[]string{"5s 5d 5c 2h", "Ks Kd Qc Qh"}, 2, 1, 1}, // trips above two pair
		{[]string{"8s 6d", "8c 6h"}, 0, 0, 0},             // a tie: asked never
	}
	for _, tc := range boardTests {
		var boards []engine.Board
		for i, b := range tc.boards {
			boards = append(boards, engine.NewBoard(i+1, mustCards(t, b)))
		}
		for name, want := range map[string]int{"Razz": tc.razz, "Stud": tc.stud, "Stud/8": tc.studHiLo} {
			if got := game(t, name).First(boards); got != want {
				t.Errorf("%s, boards %v: seat %d acts first, want %d", name, tc.boards, got, want)
			}
		}
	}
}

// TestHorseRazzIsTheEngine: on dealt door cards and boards (rank ties and
// pairs among them), the Razz row's bring-in and first to act are the
// engine's.
func TestHorseRazzIsTheEngine(t *testing.T) {
	t.Parallel()
	razz := game(t, "Razz")
	r := rand.New(rand.NewPCG(7, 7))
	ties := 0
	for range 3000 {
		deck := shuffled(r)
		n := 2 + r.IntN(7)
		var doors []engine.SeatCard
		for i := range n {
			doors = append(doors, engine.SeatCard{Seat: i + 1, Card: deck[i]})
		}
		e := engine.ExplainBringIn(doors, engine.TieBySuit, nil)
		if len(e.Tied) > 1 {
			ties++
		}
		if got := razz.BringIn(doors); got != e.Seat {
			t.Fatalf("doors %v: seat %d brings in, the engine says %d", doors, got, e.Seat)
		}
		street := 4 + r.IntN(4)
		up := min(street-2, 4)
		var boards []engine.Board
		for i := range n {
			boards = append(boards, engine.NewBoard(i+1, deck[i*up:(i+1)*up]))
		}
		f := engine.ExplainFirst(street, boards, nil)
		want := f.Seat
		if len(f.Tied) > 1 {
			want = 0 // a tie the drill never asks
		}
		if got := razz.First(boards); got != want {
			t.Fatalf("boards on street %d: seat %d acts first, the engine says %d (tied %v)", street, got, f.Seat, f.Tied)
		}
	}
	if ties == 0 {
		t.Error("no rank tie among the door cards dealt")
	}
}

// TestHorseLevels: easy asks a fact; normal deals cards with no rank tie
// and no pair, hard with a tie the suits break or a paired board; every
// answer is the game's, and a Razz answer the engine's.
func TestHorseLevels(t *testing.T) {
	t.Parallel()
	games := map[string]bool{}
	topics := map[int]bool{}
	for l := range NumDifficulties {
		for seed := range uint64(seedsPerLevel) {
			q := newQ(Horse, l, seed, 0)
			what := fmt.Sprintf("%s seed %d", l, seed)
			if q.Level() != l {
				t.Fatalf("%s: labelled %s", what, q.Level())
			}
			if l == Easy {
				f, ok := q.(*HorseFact)
				if !ok {
					t.Fatalf("%s: a %T", what, q)
				}
				games[f.Game.Name], topics[f.Topic] = true, true
				continue
			}
			s, ok := q.(*HorseSeats)
			if !ok {
				t.Fatalf("%s: a %T", what, q)
			}
			games[s.Game.Name] = true
			var want int
			if s.Street == 3 {
				want = s.Game.BringIn(s.doors())
				if s.tied() != (l == Hard) {
					t.Fatalf("%s: tied %v", what, s.tied())
				}
				if s.Game.Name == "Razz" && want != engine.ExplainBringIn(s.doors(), engine.TieBySuit, nil).Seat {
					t.Fatalf("%s: not the engine's bring-in", what)
				}
			} else {
				want = s.Game.First(s.Boards)
				paired := false
				for _, b := range s.Boards {
					paired = paired || b.Paired()
				}
				if want == 0 || paired != (l == Hard) || s.Street > 6 {
					t.Fatalf("%s: street %d, paired %v, first %d", what, s.Street, paired, want)
				}
				if s.Game.Name == "Razz" && want != engine.ExplainFirst(s.Street, s.Boards, nil).Seat {
					t.Fatalf("%s: not the engine's first to act", what)
				}
			}
			for seat := 1; seat <= len(s.Boards); seat++ {
				if s.Check(Answer{Value: seat}) != (seat == want) {
					t.Fatalf("%s: seat %d graded %v, want %d", what, seat, s.Check(Answer{Value: seat}), want)
				}
			}
			f := s.Explain(Answer{}, engine.Card.Pretty)
			if !strings.HasPrefix(f.Key[0], "In "+s.Game.Name+" ") || !strings.Contains(f.Key[0], fmt.Sprintf("seat %d's", want)) || len(f.More) != len(Games)-1 {
				t.Fatalf("%s: the feedback %q", what, append(f.Key, f.More...))
			}
		}
	}
	if len(games) != len(Games) || len(topics) != NumTopics {
		t.Errorf("games %v, topics %v asked", games, topics)
	}
}
