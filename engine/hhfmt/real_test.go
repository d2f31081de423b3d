package hhfmt

import (
	"encoding/binary"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"unicode/utf16"

	"razz/engine"
	"razz/engine/narrate"
)

func readReal(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "real", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// realHand is what a sample file says of one of its Razz hands.
type realHand struct {
	id       string
	stacks   map[string]int // by name, after the hand
	awards   map[string]int // by name
	rake     int
	currency string
	table    string
	tourn    *engine.LogTournament
	mixed    string
	button   int
	hero     string
	heroSeat int
	time     string
}

// Sample files in the shapes players have (HORSE cash with rake and a
// sitting-out seat dealt in, a HORSE tournament with a side pot, an
// 8-Game home game with old headers, CRLF and a byte-order mark): every
// Razz hand reads, with the awards and stacks the file gives, the rake
// and what the header says of the game; the other games' hands are told
// apart as other games.
func TestReadRealFiles(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		file  string
		other int
		hands []realHand
	}{
		{"horse_cash.txt", 2, []realHand{
			{id: "231000000001", rake: 10, currency: "USD", table: "Aase II", mixed: "HORSE", hero: "HeroH", heroSeat: 3, time: "2026-11-28T20:14:03Z",
				stacks: map[string]int{"lowjoe": 405, "HeroH": 603, "Knut77": 258, "sitter": 198, "vlad.s": 643},
				awards: map[string]int{"HeroH": 205}},
			{id: "231000000003", rake: 2, currency: "USD", table: "Aase II", mixed: "HORSE", hero: "HeroH", heroSeat: 3, time: "2026-11-28T20:16:40Z",
				stacks: map[string]int{"lowjoe": 399, "HeroH": 594, "Knut77": 234, "vlad.s": 680},
				awards: map[string]int{"vlad.s": 61}},
		}},
		{"horse_tournament.txt", 0, []realHand{
			{id: "231100000001", table: "3456789012 7", mixed: "HORSE", hero: "HeroH", heroSeat: 2, time: "2026-11-29T19:02:11Z",
				tourn:  &engine.LogTournament{ID: "3456789012", Level: "V", BuyIn: "$10+$1 USD"},
				stacks: map[string]int{"HeroH": 2970, "ShortS": 0, "Mika_P": 2670, "grinder9": 1880},
				awards: map[string]int{"HeroH": 1000}},
		}},
		{"home_shootout.txt", 0, []realHand{
			{id: "99700000001", table: "997000001 1", mixed: "8-Game", hero: "HeroH", heroSeat: 2, time: "2026-10-03T01:00:10Z",
				tourn:  &engine.LogTournament{ID: "997000001", Level: "IV", BuyIn: "100+9", Round: "I"},
				stacks: map[string]int{"Ada": 1314, "HeroH": 1686}, awards: map[string]int{"HeroH": 372}},
			{id: "99700000002", table: "997000001 1", mixed: "8-Game", hero: "HeroH", heroSeat: 2, time: "2026-10-03T01:01:40Z",
				tourn:  &engine.LogTournament{ID: "997000001", Level: "IV", BuyIn: "100+9", Round: "I"},
				stacks: map[string]int{"Ada": 1350, "HeroH": 1650}, awards: map[string]int{"Ada": 72}},
		}},
		{"home_8game_old.txt", 2, []realHand{
			{id: "99000000101", table: "Thursday Razz", mixed: "8-Game", button: 1, hero: "HeroH", heroSeat: 2, time: "2009-11-26T15:24:42Z",
				stacks: map[string]int{"Dora": 993, "HeroH": 1029, "Pim": 978},
				awards: map[string]int{"HeroH": 51}},
		}},
	} {
		hands, err := ReadPokerStars(readReal(t, c.file), nil)
		if err != nil {
			t.Fatalf("%s: %v", c.file, err)
		}
		other, k := 0, 0
		for _, h := range hands {
			if errors.Is(h.Err, ErrOtherGame) {
				other++
				continue
			}
			if h.Err != nil {
				t.Errorf("%s #%s: %v", c.file, h.ID, h.Err)
				continue
			}
			if k >= len(c.hands) {
				t.Fatalf("%s: more Razz hands than %d", c.file, len(c.hands))
			}
			checkRealHand(t, c.file, h, c.hands[k])
			k++
		}
		if other != c.other || k != len(c.hands) {
			t.Errorf("%s: %d Razz hands and %d of other games, want %d and %d", c.file, k, other, len(c.hands), c.other)
		}
	}
}

func checkRealHand(t *testing.T, file string, h Hand, w realHand) {
	t.Helper()
	l := h.Log
	name := map[int]string{}
	for _, s := range l.Seats {
		name[s.Seat] = s.Name
	}
	stacks, awards := map[string]int{}, map[string]int{}
	for seat, n := range l.StacksAfter {
		var s int
		for _, c := range seat {
			s = s*10 + int(c-'0')
		}
		stacks[name[s]] = n
	}
	for _, a := range l.Awards {
		awards[name[a.Seat]] += a.Amount
	}
	got := realHand{id: h.ID, stacks: stacks, awards: awards, rake: l.Rake, currency: l.Currency, table: l.TableName,
		tourn: l.Tournament, mixed: l.Mixed, button: l.Button, hero: h.Hero, heroSeat: l.Hero, time: l.Time}
	if !reflect.DeepEqual(got, w) {
		t.Errorf("%s #%s:\n got %+v\nwant %+v", file, h.ID, got, w)
	}
	if _, err := engine.Replay(l); err != nil {
		t.Errorf("%s #%s: does not replay: %v", file, h.ID, err)
	}
}

// The same file in UTF-16 (either byte order, with a mark or none) and
// with CR line ends reads as the UTF-8 file does.
func TestReadPokerStarsEncodings(t *testing.T) {
	t.Parallel()
	data := readReal(t, "horse_cash.txt")
	want, err := ReadPokerStars(data, nil)
	if err != nil {
		t.Fatal(err)
	}
	enc := func(order binary.AppendByteOrder, bom bool) []byte {
		var out []byte
		if bom {
			out = order.AppendUint16(out, 0xFEFF)
		}
		for _, u := range utf16.Encode([]rune(string(data))) {
			out = order.AppendUint16(out, u)
		}
		return out
	}
	for name, b := range map[string][]byte{
		"utf-16le bom": enc(binary.LittleEndian, true), "utf-16be bom": enc(binary.BigEndian, true),
		"utf-16le": enc(binary.LittleEndian, false), "crlf bom": append([]byte("\ufeff"), strings.ReplaceAll(string(data), "\n", "\r\n")...),
	} {
		got, err := ReadPokerStars(b, nil)
		if err != nil || len(got) != len(want) {
			t.Fatalf("%s: %v, %d hands", name, err, len(got))
		}
		for i := range got {
			if !reflect.DeepEqual(got[i].Log, want[i].Log) || (got[i].Err == nil) != (want[i].Err == nil) {
				t.Errorf("%s: hand %d differs", name, i+1)
			}
		}
	}
}

// Under a rake the collector is still checked: the pot given to the
// worse low, or more than the rules' award, is refused.
func TestReadPokerStarsRakeChecked(t *testing.T) {
	t.Parallel()
	good := string(readReal(t, "horse_cash.txt"))
	for _, c := range []struct {
		name string
		from []string
		to   []string
		want string
	}{
		{"swapped winner", []string{"HeroH collected $2.05 from pot", "Seat 3: HeroH showed [As 3d 4c 2h 8d Jc 5d] and won ($2.05) with Lo: 5,4,3,2,A", "Seat 5: Knut77 showed [2c 9d 7h Qs 6c 3h Kh] and lost with"},
			[]string{"Knut77 collected $2.05 from pot", "Seat 3: HeroH showed [As 3d 4c 2h 8d Jc 5d] and lost with Lo: 5,4,3,2,A", "Seat 5: Knut77 showed [2c 9d 7h Qs 6c 3h Kh] and won ($2.05) with"},
			"seat 5 collects $2.05, the rules give it $0.00"},
		{"rake too big", []string{"Total pot $2.15 | Rake $0.10"}, []string{"Total pot $2.15 | Rake $0.20"}, "$2.05 collected and $0.20 rake, the rules award $2.15"},
		{"more than the pot", []string{"HeroH collected $2.05 from pot", "won ($2.05)"}, []string{"HeroH collected $2.25 from pot", "won ($2.25)"}, "collects $2.25"},
		// A rake no PokerStars table takes (FPDB refuses a quarter of the
		// pot as "suspiciously high rake"), said with the figures.
		{"half the pot", []string{"HeroH collected $2.05 from pot", "won ($2.05)", "Rake $0.10"}, []string{"HeroH collected $1.08 from pot", "won ($1.08)", "Rake $1.07"},
			"a rake of $1.07 on a pot of $2.15: PokerStars takes at most 5% ($0.11)"},
	} {
		bad := good
		for i := range c.from {
			if !strings.Contains(bad, c.from[i]) {
				t.Fatalf("%s: %q not in the file", c.name, c.from[i])
			}
			bad = strings.Replace(bad, c.from[i], c.to[i], 1)
		}
		hands, err := ReadPokerStars([]byte(bad), nil)
		if err != nil {
			t.Fatal(err)
		}
		if hands[0].Err == nil || !strings.Contains(hands[0].Err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, hands[0].Err, c.want)
		}
	}
}

// A file of another site is named, not read as some other format.
func TestReadOtherSite(t *testing.T) {
	t.Parallel()
	_, err := ReadPokerStars(readReal(t, "fulltilt.txt"), nil)
	if err == nil || err.Error() != "a Full Tilt hand history: razz reads PokerStars text, PHH and its own hand logs" {
		t.Errorf("%v", err)
	}
	for head, want := range map[string]string{
		"Winamax Poker - CashGame - HandId: #1-2-3 - Razz":     "Winamax",
		"\ufeffFull Tilt Poker Game #1: Table T":               "Full Tilt",
		"<?xml version=\"1.0\"?>\n<game id=\"1\">":             "Merge",
		"KingsClub Poker Hand #7: Razz":                        "KingsClub",
		"#39969356: Limit Razz - 40/80\r\n2021-01-02 15:48:40": "KingsClub",
		"#3516416: No Limit 2-7 Single Draw - 125/250":         "KingsClub",
		"PokerStars Hand #1: Razz Limit (1/2)":                 "",
	} {
		if got := OtherSite([]byte(head)); got != want {
			t.Errorf("%q: %q, want %q", head, got, want)
		}
	}
}

// Written back as PokerStars text, an imported hand keeps what it was
// (tournament header, currency, table, button, rake, side pots, mucks) and
// reads back to the same log.
func TestRealFilesRoundTrip(t *testing.T) {
	t.Parallel()
	eachRealHand(t, []string{"horse_cash.txt", "horse_tournament.txt", "home_8game_old.txt", "home_shootout.txt", "../tournament.txt"}, func(file string, h Hand) {
		var b strings.Builder
		if err := WritePokerStars(&b, h.Log, PokerStarsOptions{Hero: h.Hero}); err != nil {
			t.Fatalf("%s #%s: %v", file, h.ID, err)
		}
		back, err := ReadPokerStars([]byte(b.String()), nil)
		if err != nil || len(back) != 1 || back[0].Err != nil {
			t.Fatalf("%s #%s: read back: %v %+v\n%s", file, h.ID, err, back, b.String())
		}
		got := back[0].Log
		got.Hand, got.Limits.Cap = h.Log.Hand, h.Log.Limits.Cap
		if !reflect.DeepEqual(got, h.Log) {
			t.Errorf("%s #%s: read back\n%+v\nwant\n%+v\n%s", file, h.ID, got, h.Log, b.String())
		}
	})
}

// PHH as PokerKit writes it (the file was made with PokerKit 0.7.4): an
// all-in bring-in for less written "cbr 4", and a seventh street where the
// deck ran out and PokerKit dealt the folded cards again. Both read, to the
// stacks PokerKit plays them to; the second keeps the deck-out reshuffle
// house rule in its log, so that it replays and writes back as it was.
func TestReadPokerKitPHH(t *testing.T) {
	t.Parallel()
	hands, err := ReadPHH(readReal(t, "pokerkit.phhs"), nil)
	if err != nil || len(hands) != 2 {
		t.Fatalf("%v, %d hands", err, len(hands))
	}
	want := []map[string]int{
		{"1": 312, "2": 0, "3": 294},
		{"1": 973, "2": 973, "3": 993, "4": 973, "5": 973, "6": 973, "7": 1169, "8": 973},
	}
	for i, h := range hands {
		if h.Err != nil {
			t.Fatalf("hand %d: %v", i+1, h.Err)
		}
		if !reflect.DeepEqual(h.Log.StacksAfter, want[i]) {
			t.Errorf("hand %d: stacks %v, PokerKit's %v", i+1, h.Log.StacksAfter, want[i])
		}
	}
	l := hands[1].Log
	if l.Rules["deck_out"] != "reshuffle" || l.Community != nil {
		t.Errorf("rules %v, community %v", l.Rules, l.Community)
	}
	if got := l.Deal["1"][6]; got != "7s" || !strings.Contains(strings.Join(l.Deal["3"], " "), "7s") {
		t.Errorf("seat 1's seventh card %s: want 7s, seat 3's folded card", got)
	}
	var b strings.Builder
	if err := WritePHH(&b, l, 0); err != nil {
		t.Fatal(err)
	}
	back, err := ReadPHH([]byte(b.String()), nil)
	if err != nil || back[0].Err != nil || !reflect.DeepEqual(back[0].Log.StacksAfter, l.StacksAfter) || back[0].Log.Rules["deck_out"] != "reshuffle" {
		t.Errorf("written back: %v %+v", err, back)
	}
}

// Written as PHH, an imported hand keeps its table, currency, tournament
// and rake (PHH's winnings and finishing_stacks), and reads back so.
func TestRealFilesPHHRoundTrip(t *testing.T) {
	t.Parallel()
	eachRealHand(t, []string{"horse_cash.txt", "horse_tournament.txt"}, func(file string, h Hand) {
		var b strings.Builder
		if err := WritePHH(&b, h.Log, 0); err != nil {
			t.Fatal(err)
		}
		back, err := ReadPHH([]byte(b.String()), nil)
		if err != nil || back[0].Err != nil {
			t.Fatalf("%s #%s: %v %v\n%s", file, h.ID, err, back[0].Err, b.String())
		}
		g, w := back[0].Log, h.Log
		if g.Rake != w.Rake || g.Currency != w.Currency || g.TableName != w.TableName || !reflect.DeepEqual(g.StacksAfter, w.StacksAfter) ||
			!reflect.DeepEqual(g.Awards, w.Awards) || (w.Tournament != nil) != (g.Tournament != nil) {
			t.Errorf("%s #%s: read back %+v\nwant %+v", file, h.ID, g, w)
		}
	})
}

// A PHH hand of a tournament event (as PokerKit's WSOP files name them)
// keeps it: the export's header is a tournament's, with its level, so
// that FPDB takes stakes it lists for no ring game.
func TestPHHEventIsATournament(t *testing.T) {
	t.Parallel()
	hands, err := ReadPHH(readReal(t, "wsop_event.phh"), nil)
	if err != nil || hands[0].Err != nil {
		t.Fatalf("%v %v", err, hands[0].Err)
	}
	l := hands[0].Log
	if l.Tournament == nil || l.Tournament.Name != "2023 World Series of Poker Event #60: $10,000 Razz Championship" || l.Tournament.Level != "14" {
		t.Fatalf("tournament %+v", l.Tournament)
	}
	var b strings.Builder
	if err := WritePokerStars(&b, l, PokerStarsOptions{}); err != nil {
		t.Fatal(err)
	}
	first := strings.SplitN(b.String(), "\n", 2)[0]
	if !strings.Contains(first, ": Tournament #"+l.Tournament.ID+", Freeroll Razz Limit - Level 14 (20000/40000) - 2023/06/19 11:02:00 ET") {
		t.Errorf("header %q", first)
	}
	var p strings.Builder
	if err := WritePHH(&p, l, 0); err != nil || !strings.Contains(p.String(), "event = '2023 World Series of Poker Event #60: $10,000 Razz Championship'\nlevel = 14\n") {
		t.Errorf("%v\n%s", err, p.String())
	}
}

// A raked hand replays as the file tells it: the walk's last step holds
// the stacks and awards the file gives (the rake taken out), its story
// says the rake, and the dealer says what the winner collected ("the pot
// ($2.05, rake $0.10)"), not the whole pot.
func TestRealRakeReplays(t *testing.T) {
	t.Parallel()
	hands, err := ReadPokerStars(readReal(t, "horse_cash.txt"), nil)
	if err != nil {
		t.Fatal(err)
	}
	raked := 0
	for _, h := range hands {
		if h.Err != nil || h.Log.Rake == 0 {
			continue
		}
		raked++
		l := h.Log
		hand, err := engine.Replay(l)
		if err != nil {
			t.Fatalf("#%s: %v", h.ID, err)
		}
		for _, c := range hand.Stacks() {
			if want := l.StacksAfter[strconv.Itoa(c.Seat)]; c.Amount != want {
				t.Errorf("#%s: seat %d ends the replay with %d, the file says %d", h.ID, c.Seat, c.Amount, want)
			}
		}
		got := map[int]int{}
		for _, c := range hand.Awards() {
			got[c.Seat] += c.Amount
		}
		for _, a := range l.Awards {
			if got[a.Seat] != a.Amount {
				t.Errorf("#%s: seat %d is awarded %d in the replay, the file says %d", h.ID, a.Seat, got[a.Seat], a.Amount)
			}
		}
		story := hand.Story()
		if story.Rake() != l.Rake || hand.Raked() != l.Rake {
			t.Errorf("#%s: the story's rake is %d, the file's %d", h.ID, story.Rake(), l.Rake)
		}
		n := &narrate.Narrator{Viewer: l.Hero, Money: l.Money()}
		var text []string
		for _, line := range n.Dealer(&story, -1) {
			text = append(text, line.Text)
		}
		want := l.Money().Amount(l.Awards[0].Amount) + ", rake " + l.Money().Amount(l.Rake)
		if all := strings.Join(text, "\n"); !strings.Contains(all, want) {
			t.Errorf("#%s: the dealer does not say %q:\n%s", h.ID, want, all)
		}
		if sum := narrate.Summary(&story, l.Money()); !strings.Contains(sum, "rake "+l.Money().Amount(l.Rake)) {
			t.Errorf("#%s: summary %q", h.ID, sum)
		}
	}
	if raked < 2 {
		t.Fatalf("%d raked hands in the file", raked)
	}
}

// The showdown's explanation of a raked hand, all its hands shown, ends
// with the rake and what the winner collected.
func TestRealRakeExplained(t *testing.T) {
	t.Parallel()
	hands, err := ReadPokerStars(readReal(t, "horse_cash.txt"), nil)
	if err != nil {
		t.Fatal(err)
	}
	l := hands[0].Log
	hand, err := engine.Replay(l)
	if err != nil {
		t.Fatal(err)
	}
	story := hand.Story()
	n := &narrate.Narrator{Viewer: l.Hero, Money: l.Money()}
	var text []string
	for _, p := range n.ShowdownBlock(&story).Parts {
		text = append(text, p.Text)
	}
	if want := "Rake $0.10 taken from the pot: you collect $2.05."; !strings.Contains(strings.Join(text, "\n"), want) {
		t.Errorf("%q not in the showdown's explanation:\n%s", want, strings.Join(text, "\n"))
	}
}

// eachRealHand calls fn with every hand of the real PokerStars files that
// fits the rules.
func eachRealHand(t *testing.T, files []string, fn func(file string, h Hand)) {
	t.Helper()
	for _, file := range files {
		hands, err := ReadPokerStars(readReal(t, file), nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, h := range hands {
			if h.Err == nil {
				fn(file, h)
			}
		}
	}
}
