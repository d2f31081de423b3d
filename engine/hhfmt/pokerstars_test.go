package hhfmt

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"razz/engine"
)

func writePS(t *testing.T, logs []engine.HandLog, o PokerStarsOptions) []byte {
	t.Helper()
	var buf bytes.Buffer
	for i, l := range logs {
		if i > 0 {
			buf.WriteString("\n")
		}
		if err := WritePokerStars(&buf, l, o); err != nil {
			t.Fatalf("hand %d: %v", l.Hand, err)
		}
	}
	return buf.Bytes()
}

// Every vector hand written with all cards reads back to the same hand.
func TestPokerStarsRoundTrip(t *testing.T) {
	t.Parallel()
	logs := readLogs(t, "hands.jsonl")
	text := writePS(t, logs, PokerStarsOptions{AllCards: true})
	hands, err := ReadPokerStars(text, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(hands) != len(logs) {
		t.Fatalf("%d hands back, want %d", len(hands), len(logs))
	}
	for i, h := range hands {
		want := logs[i]
		if h.Err != nil {
			t.Errorf("hand %d: %v", want.Hand, h.Err)
			continue
		}
		if h.Unknown != 0 {
			t.Errorf("hand %d: %d cards unknown with all cards written", want.Hand, h.Unknown)
		}
		// The text says the cap only when a street reaches it, and the
		// bring-in only when one is posted in full.
		got := h.Log
		if !reachedCap(want) {
			got.Limits.Cap = want.Limits.Cap
		}
		if !fullBringIn(want) {
			got.Limits.BringIn = want.Limits.BringIn
		}
		sameHand(t, "pokerstars", got, want)
		if !reflect.DeepEqual(h.Log.Deal, want.Deal) || !reflect.DeepEqual(h.Log.Community, want.Community) {
			t.Errorf("hand %d: deal %v %v, want %v %v", want.Hand, h.Log.Deal, h.Log.Community, want.Deal, want.Community)
		}
		if h.Log.Source != "pokerstars" || h.ID == "" || h.Log.SourceID != h.ID {
			t.Errorf("hand %d: source %q id %q", want.Hand, h.Log.Source, h.Log.SourceID)
		}
	}
}

// Written as the hero sees it, the others' folded down cards are unknown:
// the hand still reads back with the same actions and stacks, and the
// hero's cards and every shown hand are as dealt.
func TestPokerStarsHeroView(t *testing.T) {
	t.Parallel()
	logs := readLogs(t, "hands.jsonl")
	text := writePS(t, logs, PokerStarsOptions{Hero: "You"})
	if n := strings.Count(string(text), "\n\n\n"); n != 0 {
		t.Errorf("%d runs of two blank lines: FPDB wants one blank line between hands", n)
	}
	hands, err := ReadPokerStars(text, nil)
	if err != nil {
		t.Fatal(err)
	}
	unknown := 0
	for i, h := range hands {
		want := logs[i]
		if h.Err != nil {
			t.Errorf("hand %d: %v", want.Hand, h.Err)
			continue
		}
		unknown += h.Unknown
		got := h.Log
		if !reachedCap(want) {
			got.Limits.Cap = want.Limits.Cap
		}
		if !fullBringIn(want) {
			got.Limits.BringIn = want.Limits.BringIn
		}
		sameHand(t, "hero view", got, want)
		shown := map[int]bool{}
		for _, s := range want.Showdown {
			shown[s.Seat] = true
		}
		for _, s := range want.Seats {
			if s.Name == "You" || shown[s.Seat] {
				k := want.Deal[keyOf(s.Seat)]
				if got := h.Log.Deal[keyOf(s.Seat)]; !reflect.DeepEqual(got, k) {
					t.Errorf("hand %d seat %d: cards %v, want %v", want.Hand, s.Seat, got, k)
				}
			}
		}
	}
	if unknown == 0 {
		t.Error("no card was unknown: the hero view wrote everyone's cards")
	}
}

func keyOf(seat int) string { return string(rune('0' + seat)) }

// The example hand of the hand-log spec, as FPDB's check reads it.
func TestPokerStarsSpecExample(t *testing.T) {
	t.Parallel()
	l, err := engine.ParseLog([]byte(`{"version":1,"game":"razz","seed":42,"hand":1,
 "limits":{"ante":5,"bring_in":10,"small_bet":20,"big_bet":40,"cap":4},
 "seats":[{"seat":1,"name":"You","stack":1000},{"seat":4,"name":"Rock","stack":990}],
 "deal":{"1":["Kh","3s","Qd"],"4":["9c","Td","2h"]},
 "community":null,
 "actions":[{"street":3,"seat":1,"action":"ante","put":5,"to":5},
            {"street":3,"seat":4,"action":"ante","put":5,"to":5},
            {"street":3,"seat":1,"action":"bring-in","put":10,"to":10},
            {"street":3,"seat":4,"action":"complete","put":20,"to":20},
            {"street":3,"seat":1,"action":"fold","put":0,"to":10}],
 "showdown":[],"returned":[{"seat":4,"amount":10}],"awards":[{"seat":4,"amount":30}],
 "stacks_after":{"1":985,"4":1005},"time":"2026-11-30T17:00:00Z"}`))
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := WritePokerStars(&b, l, PokerStarsOptions{Hero: "You", Table: "Razz Trainer"}); err != nil {
		t.Fatal(err)
	}
	want := `PokerStars Hand #42000001:  Razz Limit (20/40) - 2026/11/30 12:00:00 ET
Table 'Razz Trainer' 4-max
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
Rock collected 30 from pot
*** SUMMARY ***
Total pot 30 | Rake 0
Seat 1: You folded on the 3rd Street
Seat 4: Rock collected (30)
`
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
	hands, err := ReadPokerStars(b.Bytes(), nil)
	if err != nil || len(hands) != 1 || hands[0].Err != nil {
		t.Fatalf("read back: %v %+v", err, hands)
	}
	if got := hands[0].Log.Time; got != l.Time {
		t.Errorf("time %q, want %q", got, l.Time)
	}
}

// A tournament hand as PokerStars writes one: the hero's cards, the
// others' door cards, a capped street, chatter, a muck and a showdown.
func TestReadPokerStarsTournamentHand(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile(filepath.Join("testdata", "tournament.txt"))
	if err != nil {
		t.Fatal(err)
	}
	hands, err := ReadPokerStars(data, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(hands) != 1 || hands[0].Err != nil {
		t.Fatalf("%+v", hands)
	}
	// Ritter K's three down cards were never shown; so were the folders'.
	if h := hands[0]; h.Hero != "Hero" || h.Unknown != 3+2+2 || h.ID != "61234567890" || h.Log.Time != "2026-03-15T01:05:09Z" {
		t.Errorf("hero %q, unknown %d, id %q, time %q", h.Hero, h.Unknown, h.ID, h.Log.Time)
	}
	l := hands[0].Log
	if l.Limits.Ante != 8 || l.Limits.BringIn != 12 || l.Limits.SmallBet != 40 || l.Limits.BigBet != 80 || *l.Limits.Cap != 4 {
		t.Errorf("limits %+v", l.Limits)
	}
	if l.StacksAfter["4"] != 4056 || l.StacksAfter["2"] != 2362 || l.StacksAfter["1"] != 3100 {
		t.Errorf("stacks after %v", l.StacksAfter)
	}
	if got := l.Deal["4"]; strings.Join(got, " ") != "2s 3h 5c 6d Kd 7h Qs" {
		t.Errorf("hero's cards %v", got)
	}
	// The cards the file never shows are unknown in the deal (??), in
	// their places: the folded players' two down cards, Ritter K's three.
	for seat, want := range map[string][]int{"1": {0, 1}, "2": {0, 1, 6}, "7": {0, 1}} {
		var got []int
		for i, c := range l.Deal[seat] {
			if c == engine.UnknownCard {
				got = append(got, i)
			}
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("seat %s: unknown cards at %v (%v), want %v", seat, got, l.Deal[seat], want)
		}
	}
	if l.Hidden != nil || l.Version != engine.LogVersion {
		t.Errorf("version %d, hidden %v", l.Version, l.Hidden)
	}
	// Written back, the cards never shown stay unshown: Ritter K mucks.
	var b bytes.Buffer
	if err := WritePokerStars(&b, l, PokerStarsOptions{AllCards: true}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Dealt to Ritter K [4d]\n", "Dealt to Hero [2s 3h 5c]\n", "Ritter K: mucks hand\n", "Seat 2: Ritter K mucked\n"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("%q not in\n%s", want, b.String())
		}
	}
	back, err := ReadPokerStars(b.Bytes(), nil)
	if err != nil || back[0].Err != nil || !reflect.DeepEqual(back[0].Log.StacksAfter, l.StacksAfter) {
		t.Errorf("read back: %v %+v", err, back)
	}
}

func TestEastern(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ utc, et string }{
		{"2026-11-30T17:00:00Z", "2026/11/30 12:00:00"},
		{"2026-07-01T16:00:00Z", "2026/07/01 12:00:00"},
		{"2026-03-08T06:59:59Z", "2026/03/08 01:59:59"},
		{"2026-03-08T07:00:00Z", "2026/03/08 03:00:00"},
		{"2026-11-01T05:59:59Z", "2026/11/01 01:59:59"},
		{"2026-11-01T06:00:00Z", "2026/11/01 01:00:00"},
	} {
		u, _ := time.Parse(time.RFC3339, c.utc)
		if got := toEastern(u).Format("2006/01/02 15:04:05"); got != c.et {
			t.Errorf("%s: %s, want %s", c.utc, got, c.et)
		}
	}
	if got := fromEastern(2026, 7, 1, 12, 0, 0).Format(time.RFC3339); got != "2026-07-01T16:00:00Z" {
		t.Errorf("fromEastern: %s", got)
	}
}

func TestReadPokerStarsRefuses(t *testing.T) {
	t.Parallel()
	logs := readLogs(t, "hands_phh.jsonl")[:1]
	good := string(writePS(t, logs, PokerStarsOptions{AllCards: true}))
	for _, c := range []struct{ name, from, to, want string }{
		{"not razz", "Razz Limit", "7 Card Stud Limit", "not a Razz hand"},
		{"wrong actor", "Ann: calls 5", "Bob: calls 5", "is to act"},
		{"wrong amount", "Ann: calls 5", "Ann: calls 4", "the rules move 5"},
		{"collected", "collected 18 from main pot", "collected 19 from main pot", "collects 19"},
		{"unknown verb", "Ann: calls 5", "Ann: dances", "not an action"},
	} {
		if !strings.Contains(good, c.from) {
			t.Fatalf("%s: %q not in\n%s", c.name, c.from, good)
		}
		hands, err := ReadPokerStars([]byte(strings.Replace(good, c.from, c.to, 1)), nil)
		if err != nil || len(hands) != 1 {
			t.Fatalf("%s: %v", c.name, err)
		}
		if hands[0].Err == nil || !strings.Contains(hands[0].Err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.name, hands[0].Err, c.want)
		}
	}
	if _, err := ReadPokerStars([]byte("hello\n"), nil); err == nil {
		t.Error("plain text read as hands")
	}
}

func reachedCap(l engine.HandLog) bool {
	bets := map[int]int{}
	for _, a := range l.Actions {
		switch a.Action {
		case "complete", "bet", "raise":
			bets[a.Street]++
			if l.Limits.Cap != nil && bets[a.Street] == *l.Limits.Cap {
				return true
			}
		}
	}
	return false
}

func fullBringIn(l engine.HandLog) bool {
	for _, a := range l.Actions {
		if a.Action == "bring-in" && a.Put == l.Limits.BringIn {
			return true
		}
	}
	return false
}

// PokerStars text says some things twice: the raise and its total, the
// cards so far and the new card. The reader checks one against the other
// rather than reading only the part it needs (issue 17, defect 10).
func TestReadPokerStarsRedundantFields(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile(filepath.Join("testdata", "tournament.txt"))
	if err != nil {
		t.Fatal(err)
	}
	good := string(data)
	for _, c := range []struct{ name, from, to, want string }{
		{"raise by", "Ritter K: raises 28 to 40", "Ritter K: raises 2147483648 to 40", "is by 28"},
		{"raise by one off", "Hero: raises 80 to 160", "Hero: raises 81 to 160", "is by 80"},
		{"raise by zero", "Hero: raises 80 to 160", "Hero: raises 0 to 160", "by 0"},
		{"bracket split card", "Dealt to Hero [2s 3h 5c 6d Kd] [7h]", "Dealt to Hero [2s 3h 5c 6 d Kd] [7h]", "cards so far"},
		{"bracket bad card", "Dealt to Hero [2s 3h 5c 6d Kd] [7h]", "Dealt to Hero [2s 3h 5c 6d Kx] [7h]", "Kx"},
		{"bracket other card", "Dealt to Hero [2s 3h 5c 6d Kd] [7h]", "Dealt to Hero [2s 3h 5c 6d Kh] [7h]", "is Kd, then Kh"},
		{"bracket short", "Dealt to Ritter K [4d 9h Ac] [8c]", "Dealt to Ritter K [4d 9h] [8c]", "cards so far"},
		{"summary won", "and won (1084) with", "and won (1085) with", "1085"},
	} {
		if !strings.Contains(good, c.from) {
			t.Fatalf("%s: %q not in the file", c.name, c.from)
		}
		hands, err := ReadPokerStars([]byte(strings.Replace(good, c.from, c.to, 1)), nil)
		if err != nil || len(hands) != 1 {
			t.Fatalf("%s: %v", c.name, err)
		}
		if hands[0].Err == nil || !strings.Contains(hands[0].Err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.name, hands[0].Err, c.want)
		}
	}
}
