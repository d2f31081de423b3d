package hhfmt

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"razz/engine"
	"razz/engine/enginetest"
)

// readOne reads text that holds one Razz hand and returns it.
func readOne(t *testing.T, text string) Hand {
	t.Helper()
	hands, err := ReadPokerStars([]byte(text), nil)
	if err != nil || len(hands) != 1 {
		t.Fatalf("%v, %d hands", err, len(hands))
	}
	return hands[0]
}

// firstHand is the first hand of a file's text.
func firstHand(t *testing.T, file string) string {
	t.Helper()
	text := string(readReal(t, file))
	if i := strings.Index(text[1:], "PokerStars "); i >= 0 {
		return text[:i+1]
	}
	return text
}

// cutAfter is text up to and with the line that holds the last mark.
func cutAfter(t *testing.T, text, mark string) string {
	t.Helper()
	i := strings.LastIndex(text, mark)
	if i < 0 {
		t.Fatalf("%q not in the hand", mark)
	}
	return text[:i+strings.IndexByte(text[i:], '\n')+1]
}

// A hand its file does not tell to the end is refused with how far it
// goes, never saved with an end of the reader's own: cut after the last
// call the stand-ins dealt for the unshown cards would give the pot to
// the hero ("you won"), cut after the uncalled bet the award would be
// the whole pot, rake and all (issue 28.1).
func TestCutShortIsRefused(t *testing.T) {
	t.Parallel()
	showdown := firstHand(t, "horse_cash.txt") // HeroH beats Knut77 at the showdown, raked
	text := string(readReal(t, "horse_cash.txt"))
	i := strings.Index(text, "PokerStars Hand #231000000003")
	folded := text[i : i+strings.Index(text[i:], "\n\n\n")+1] // vlad.s wins on fifth street, raked
	for _, c := range []struct{ name, text, want string }{
		{"after the last call", cutAfter(t, showdown, "HeroH: calls $0.20"), "ends before its showdown"},
		{"at the showdown", cutAfter(t, showdown, "*** SHOW DOWN ***"), "ends in its showdown, before the pot is collected"},
		{"after one hand shows", cutAfter(t, showdown, "Knut77: shows"), "ends in its showdown, before the pot is collected"},
		{"after the collected line", cutAfter(t, showdown, "HeroH collected"), "ends before its summary"},
		{"in the summary", cutAfter(t, showdown, "Seat 3: HeroH showed"), "ends in its summary"},
		{"in the betting", cutAfter(t, showdown, "Knut77: raises $0.20 to $0.40"), "ends on fifth street, before its betting does"},
		{"after the uncalled bet", cutAfter(t, folded, "Uncalled bet"), "ends before the pot is collected"},
		{"before the deal", cutAfter(t, folded, "vlad.s: posts the ante"), "ends before the deal"},
	} {
		h := readOne(t, c.text)
		if !errors.Is(h.Err, ErrCutShort) || h.Err.Error() != c.want {
			t.Errorf("%s: %v, want %q (ErrCutShort)", c.name, h.Err, c.want)
		}
	}
	// Whole, both read.
	if h := readOne(t, showdown); h.Err != nil || h.Log.Awards[0].Amount != 205 {
		t.Errorf("the whole hand: %v %+v", h.Err, h.Log.Awards)
	}
}

// The bring-in is the level's: a hand whose bring-in seat completes
// takes it from the file's other hands at the same stakes, or from
// PokerStars' structure for a tournament level (ante a fifth of the small
// bet, bring-in three tenths: 9 at 30/60), never from the completion
// (15, half the small bet); where nothing says it, the hand is refused
// (issue 28.1).
func TestBringInOfTheLevel(t *testing.T) {
	t.Parallel()
	both := string(readReal(t, "home_shootout.txt"))
	i := strings.Index(both, "PokerStars Home Game Hand #99700000002")
	completes := both[i:]
	for _, c := range []struct {
		name, text string
		want       int
	}{
		{"the level's other hand", both, 9},
		{"PokerStars' tournament structure", completes, 9},
	} {
		hands, err := ReadPokerStars([]byte(c.text), nil)
		if err != nil {
			t.Fatal(err)
		}
		h := hands[len(hands)-1]
		if h.Err != nil || h.Log.Limits.BringIn != c.want {
			t.Errorf("%s: %v, bring-in %d, want %d", c.name, h.Err, h.Log.Limits.BringIn, c.want)
		}
	}
	// An ante of 5 at 30/60 is no PokerStars tournament level: only the
	// file's other hand at it says the bring-in.
	ante5 := strings.NewReplacer("posts the ante 6", "posts the ante 5", "collected 372", "collected 370", "Total pot 372", "Total pot 370",
		"won (372)", "won (370)", "collected 72", "collected 70", "Total pot 72", "Total pot 70", "collected (72)", "collected (70)").Replace(both)
	hands, err := ReadPokerStars([]byte(ante5), nil)
	if err != nil || hands[0].Err != nil || hands[1].Err != nil || hands[1].Log.Limits.BringIn != 9 {
		t.Fatalf("%v %+v", err, hands)
	}
	alone := readOne(t, ante5[strings.Index(ante5, "PokerStars Home Game Hand #99700000002"):])
	if alone.Err == nil || alone.Err.Error() != "no bring-in is posted, and no other hand at 30/60 says what it is: the bring-in is not known" {
		t.Errorf("alone: %v", alone.Err)
	}
}

// A shows line, or a summary line, whose low is not the low its cards
// make is refused, as FPDB reads the label; a winner showing part of a
// hand nobody called is not at a showdown and keeps its words.
func TestShownLowIsTheCards(t *testing.T) {
	t.Parallel()
	good := firstHand(t, "horse_cash.txt")
	for _, c := range []struct{ from, to, want string }{
		{"HeroH: shows [As 3d 4c 2h 8d Jc 5d] (Lo: 5,4,3,2,A)", "HeroH: shows [As 3d 4c 2h 8d Jc 5d] (Lo: 6,5,3,2,A)", "seat 3 shows Lo: 6,5,3,2,A, but its cards make 5,4,3,2,A"},
		{"and lost with Lo: 9,7,6,3,2", "and lost with Lo: 7,6,3,2,A", "seat 5 showed Lo: 7,6,3,2,A, but its cards make 9,7,6,3,2"},
		{"(Lo: 9,7,6,3,2)", "(Lo: 9,9,7,6,3)", "seat 5 shows Lo: 9,9,7,6,3, but its cards make 9,7,6,3,2"},
	} {
		if !strings.Contains(good, c.from) {
			t.Fatalf("%q not in the hand", c.from)
		}
		h := readOne(t, strings.Replace(good, c.from, c.to, 1))
		if h.Err == nil || !strings.Contains(h.Err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.to, h.Err, c.want)
		}
	}
	// Shown without a showdown: four cards, words of their own.
	folded := strings.ReplaceAll(string(readReal(t, "home_8game_old.txt")), "\r\n", "\n")
	folded = folded[:strings.Index(folded, "\n\n\n")+1]
	h := readOne(t, strings.Replace(folded, "HeroH: doesn't show hand", "HeroH: shows [2c 4d 6h 8s] (Lo: 8,6,4,2)", 1))
	if h.Err != nil {
		t.Errorf("a show without a showdown: %v", h.Err)
	}
}

// PokerStars takes no rake from a hand over on third street.
func TestRakeOnThirdStreet(t *testing.T) {
	t.Parallel()
	text := `PokerStars Hand #42000001:  Razz Limit (20/40) - 2026/11/30 12:00:00 ET
Table 'Razz Trainer' 8-max
Seat 1: You (1000 in chips)
Seat 4: Rock (990 in chips)
You: posts the ante 5
Rock: posts the ante 5
*** 3rd STREET ***
Dealt to You [Kh 3s Qd]
Dealt to Rock [2h]
You: brings in for 10
Rock: raises 10 to 20
You: folds
Uncalled bet (10) returned to Rock
Rock collected 29 from pot
*** SUMMARY ***
Total pot 30 | Rake 1
Seat 1: You folded on the 3rd Street
Seat 4: Rock collected (29)
`
	h := readOne(t, text)
	if h.Err == nil || h.Err.Error() != "a rake of 1 on a hand over on third street: PokerStars takes no rake before fourth street" {
		t.Errorf("%v", h.Err)
	}
	if h := readOne(t, strings.NewReplacer("collected 29", "collected 30", "Rake 1", "Rake 0", "collected (29)", "collected (30)").Replace(text)); h.Err != nil {
		t.Errorf("unraked: %v", h.Err)
	}
}

// A stand-in never decides a pot: a PHH hand whose showdown the seat
// with unknown down cards would win on the stand-ins dealt for them (the
// highest cards left, kings and a queen: a king low beats two pair) is
// refused.
func TestStandInNeverWins(t *testing.T) {
	t.Parallel()
	phh := `variant = 'FR'
antes = [5, 5]
bring_in = 10
small_bet = 20
big_bet = 40
starting_stacks = [1000, 1000]
actions = ['d dh p1 ????2c', 'd dh p2 KsKdQs', 'p2 pb', 'p1 cc', 'd dh p1 3c', 'd dh p2 Qd', 'p1 cc', 'p2 cc', 'd dh p1 4c', 'd dh p2 Js', 'p1 cc', 'p2 cc', 'd dh p1 5c', 'd dh p2 Jd', 'p1 cc', 'p2 cc', 'd dh p1 ??', 'd dh p2 Ts', 'p1 cc', 'p2 cc', 'p2 sm KsKdQsQdJsJdTs']
`
	hands, err := ReadPHH([]byte(phh), nil)
	if err != nil {
		t.Fatal(err)
	}
	if hands[0].Err == nil || hands[0].Err.Error() != "seat 1 wins at the showdown with cards the source never shows" {
		t.Errorf("%v", hands[0].Err)
	}
	// Shown, the same hand reads: seat 1's cards win as the source says.
	shown := strings.Replace(strings.Replace(phh, "????2c", "6d6h2c", 1), "'d dh p1 ??'", "'d dh p1 6s'", 1)
	if hands, err := ReadPHH([]byte(shown), nil); err != nil || hands[0].Err != nil || hands[0].Log.Awards[0].Seat != 1 {
		t.Errorf("shown: %v %+v", err, hands)
	}
}

// Written back, a hand keeps what its file said: the home game's club,
// the match round and level, the table's size, the order of the antes
// and the cards of a hand mucked face up (issue 28.2).
func TestExportKeepsTheHand(t *testing.T) {
	t.Parallel()
	hands, err := ReadPokerStars(readReal(t, "home_shootout.txt"), nil)
	if err != nil || hands[0].Err != nil {
		t.Fatalf("%v %+v", err, hands)
	}
	var b strings.Builder
	if err := WritePokerStars(&b, hands[0].Log, PokerStarsOptions{Hero: "HeroH"}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"PokerStars Home Game Hand #99700000001: {Lowball Den} Tournament #997000001, 100+9 8-Game (Razz Limit) - Match Round I, Level IV (30/60) - 2026/10/02 21:00:10 ET\n",
		"Table '997000001 1' 2-max\n",
		"HeroH: posts the ante 6\nAda: posts the ante 6\n",
		"Ada: mucks hand\n",
		"Seat 1: Ada mucked [Jc Th Kd 4s 6h 7d Tc]\n",
	} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("%q not in\n%s", want, b.String())
		}
	}
	l := hands[0].Log
	if l.Club != "Lowball Den" || l.TableMax != 2 || l.Tournament.Round != "I" || l.Actions[0].Seat != 2 {
		t.Errorf("club %q, table of %d, round %q, first ante seat %d", l.Club, l.TableMax, l.Tournament.Round, l.Actions[0].Seat)
	}
}

// A hand that does not say its table's size is written at the size its
// seats show: razz's own table deals every seat in each hand (a broke bot
// is replaced), so six seats dealt in are a 6-max table, not 8-max; a
// hand dealt to seats 1 and 4 had at least four seats. A size the source
// named is kept, even with seats empty.
func TestExportWritesTheTableSize(t *testing.T) {
	t.Parallel()
	six := enginetest.ReadLogs(t, filepath.Join("testdata", "sim_seed9_hand5.jsonl"))[0]
	named := six
	named.TableMax = 8
	gap, err := engine.ParseLog([]byte(`{"version":2,"game":"razz","seed":42,"hand":1,
 "limits":{"ante":5,"bring_in":10,"small_bet":20,"big_bet":40,"cap":4},
 "seats":[{"seat":1,"name":"Ann","stack":1000},{"seat":4,"name":"Bob","stack":990}],
 "deal":{"1":["Kh","3s","Qd"],"4":["9c","Td","2h"]},
 "actions":[{"street":3,"seat":1,"action":"ante","put":5,"to":5},
            {"street":3,"seat":4,"action":"ante","put":5,"to":5},
            {"street":3,"seat":1,"action":"bring-in","put":10,"to":10},
            {"street":3,"seat":4,"action":"complete","put":20,"to":20},
            {"street":3,"seat":1,"action":"fold","put":0,"to":10}],
 "showdown":[],"returned":[{"seat":4,"amount":10}],"awards":[{"seat":4,"amount":30}],
 "stacks_after":{"1":985,"4":1005}}`))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		l    engine.HandLog
		max  int
	}{
		{"six dealt in", six, 6},
		{"seats 1 and 4", gap, 4},
		{"named 8-max", named, 8},
	} {
		want := fmt.Sprintf("Table 'razz' %d-max\n", c.max)
		var b strings.Builder
		if err := WritePokerStars(&b, c.l, PokerStarsOptions{}); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(b.String(), want) {
			t.Errorf("%s: %q not in\n%.200s", c.name, want, b.String())
		}
		if back := readOne(t, b.String()); back.Err != nil || back.Log.TableMax != c.max {
			t.Errorf("%s: read back: %v, a table of %d", c.name, back.Err, back.Log.TableMax)
		}
	}
}

// The split main pot beside a side pot (razz sim --players 6 --hands 40
// --seed 9 --stacks 1000,60,1000,35,1000,200, hand 5): the log splits the
// main pot of 195 as 98 and 97; the export's pot lines add up to it, one
// side pot written as PokerStars writes one.
func TestSplitMainPotBesideSidePot(t *testing.T) {
	t.Parallel()
	logs := enginetest.ReadLogs(t, filepath.Join("testdata", "sim_seed9_hand5.jsonl"))
	var b strings.Builder
	if err := WritePokerStars(&b, logs[0], PokerStarsOptions{AllCards: true}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"Greta collected 310 from side pot\nGreta collected 98 from main pot\nRita collected 97 from main pot\n",
		"Total pot 505 Main pot 195. Side pot 310. | Rake 0\n",
		"Seat 1: Greta showed [7s 3d Qd 5c Ac Th 6c] and won (408) with Lo: 7,6,5,3,A\n",
	} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("%q not in\n%s", want, b.String())
		}
	}
	back := readOne(t, b.String())
	if back.Err != nil || !engineSameStacks(back.Log, logs[0]) {
		t.Errorf("read back: %v", back.Err)
	}
}

func engineSameStacks(a, b engine.HandLog) bool {
	if len(a.StacksAfter) != len(b.StacksAfter) {
		return false
	}
	for k, v := range a.StacksAfter {
		if b.StacksAfter[k] != v {
			return false
		}
	}
	return true
}
