package cli

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// Every pot line of every PokerStars export adds up, as a tracker adds
// them (FPDB refuses a hand whose collections and rake are not its pot):
// the hands played (sim sessions with short stacks, so side pots and
// split pots beside them, seed 9's hand 5 among them), the vectors, and
// every hand imported from the sample files (issue 28.2).
func TestEveryExportAddsUp(t *testing.T) {
	path := tempHistory(t)
	var played bytes.Buffer
	for _, c := range []struct {
		seed    uint64
		players int
		stacks  string
	}{
		{9, 6, "1000,60,1000,35,1000,200"},
		{3, 8, "300,45,120,1000,70,260,90,500"},
		{21, 5, "80,80,200,35,150"},
		{40, 3, "100,45,60"},
	} {
		o := SimOptions{Table: DefaultTableFlags(), Hands: 60, JSON: true, Level: "normal"}
		o.Table.Seed, o.Table.Players, o.Table.Stacks = c.seed, c.players, c.stacks
		if err := Sim(o, &played, &bytes.Buffer{}); err != nil {
			t.Fatal(err)
		}
	}
	sims := filepath.Join(t.TempDir(), "played.jsonl")
	os.WriteFile(sims, played.Bytes(), 0o644)
	for _, f := range []string{"horse_cash.txt", "horse_tournament.txt", "home_8game_old.txt", "home_shootout.txt", "pokerkit.phhs", "wsop_event.phh", "../tournament.txt"} {
		var out bytes.Buffer
		if err := HistoryImport(ImportOptions{File: filepath.Join(realDir, f)}, nil, &out); err != nil {
			t.Fatalf("%s: %v\n%s", f, err, out.String())
		}
	}
	hands, sidePots := 0, 0
	for _, file := range []string{sims, filepath.Join(vectorDir, "hands.jsonl"), path} {
		for _, all := range []bool{false, true} {
			var out, errs bytes.Buffer
			if err := HistoryExport(file, ExportOptions{Format: FormatPokerStars, Hero: Hero, AllCards: all}, nil, &out, &errs); err != nil {
				t.Fatalf("%s: %v\n%s", file, err, errs.String())
			}
			for _, text := range strings.Split(out.String(), "\n\n") {
				hands++
				if strings.Contains(text, "side pot") {
					sidePots++
				}
				if err := potLinesAddUp(text); err != nil {
					t.Errorf("%v:\n%s", err, text)
				}
			}
		}
	}
	if hands < 600 || sidePots < 20 {
		t.Errorf("%d hands, %d with side pots: the test does not reach the pots it is about", hands, sidePots)
	}
}

var (
	potTotal   = regexp.MustCompile(`(?m)^Total pot (\S+)((?: (?:Main|Side) pot(?:-\d+)? \S+\.)*) \| Rake (\S+)$`)
	potPart    = regexp.MustCompile(`(Main|Side) pot(-\d+)? (\S+)\.`)
	potCollect = regexp.MustCompile(`(?m)^(.+) collected (\S+) from (main pot|side pot(?:-\d+)?|pot)$`)
	potSummary = regexp.MustCompile(`(?m)^Seat \d+: (.+?) (?:\(button\) )?(?:showed \[[^\]]*\] and won|collected) \((\S+)\)`)
	potPut     = regexp.MustCompile(`(?m)^(.+?): (posts the ante|brings in for|bets|calls|raises \S+ to) (\S+)(?: and is all-in)?$`)
	potStreet  = regexp.MustCompile(`(?m)^\*\*\* (3rd|4th|5th|6th) STREET|^\*\*\* RIVER`)
	potBack    = regexp.MustCompile(`(?m)^Uncalled bet \((\S+)\) returned to (.+)$`)
)

// money reads "$0.41" as cents, "1084" as chips.
func money(s string) int {
	s = strings.TrimLeft(s, "$€£")
	whole, frac, dot := strings.Cut(s, ".")
	n, _ := strconv.Atoi(whole)
	if !dot {
		return n
	}
	f, _ := strconv.Atoi((frac + "00")[:2])
	return n*100 + f
}

// potLinesAddUp checks one PokerStars hand's pot lines against each other
// and against its chips: what the actions put in less what came back is
// the total pot; the collections plus the rake are the pot; the main and
// side pots plus the rake are the pot, each collected whole; each seat's
// summary says what it collected.
func potLinesAddUp(text string) error {
	tm := potTotal.FindStringSubmatch(text)
	if tm == nil {
		return fmt.Errorf("no total pot line")
	}
	cash := strings.Contains(tm[1], ".") || strings.ContainsAny(tm[1], "$€£")
	amount := func(s string) int {
		if cash && !strings.Contains(s, ".") {
			return money(s + ".00") // "$2": whole dollars
		}
		return money(s)
	}
	total, rake := amount(tm[1]), amount(tm[3])
	// The chips put in, street by street (a raise says the street's total).
	put := 0
	body := text[:strings.Index(text, "*** SUMMARY ***")]
	for _, seg := range potStreet.Split(body, -1) {
		street := map[string]int{}
		for _, m := range potPut.FindAllStringSubmatch(seg, -1) {
			n := amount(m[3])
			switch {
			case strings.HasPrefix(m[2], "raises"):
				put += n - street[m[1]]
				street[m[1]] = n
			case m[2] == "posts the ante":
				put += n
			default:
				put += n
				street[m[1]] += n
			}
		}
	}
	for _, m := range potBack.FindAllStringSubmatch(body, -1) {
		put -= amount(m[1])
	}
	if put != total {
		return fmt.Errorf("the actions put in %d, the total pot is %d", put, total)
	}
	collected, byPot, bySeat := 0, map[string]int{}, map[string]int{}
	for _, m := range potCollect.FindAllStringSubmatch(body, -1) {
		n := amount(m[2])
		collected += n
		byPot[m[3]] += n
		bySeat[m[1]] += n
	}
	if collected+rake != total {
		return fmt.Errorf("%d collected and %d rake, the total pot is %d", collected, rake, total)
	}
	if tm[2] != "" {
		parts := 0
		for _, m := range potPart.FindAllStringSubmatch(tm[2], -1) {
			n := amount(m[3])
			parts += n
			label := strings.ToLower(m[1]) + " pot" + m[2]
			if byPot[label] != n {
				return fmt.Errorf("%s of %d, %d collected from it", label, n, byPot[label])
			}
		}
		if parts+rake != total {
			return fmt.Errorf("the main and side pots make %d and the rake %d, the total pot is %d", parts, rake, total)
		}
	}
	summary := text[strings.Index(text, "*** SUMMARY ***"):]
	said := map[string]int{}
	for _, m := range potSummary.FindAllStringSubmatch(summary, -1) {
		said[m[1]] += amount(m[2])
	}
	for seat, n := range bySeat {
		if said[seat] != n {
			return fmt.Errorf("%s collects %d, the summary says %d", seat, n, said[seat])
		}
	}
	if len(said) != len(bySeat) {
		return fmt.Errorf("the summary names %d winners, %d collect", len(said), len(bySeat))
	}
	return nil
}
