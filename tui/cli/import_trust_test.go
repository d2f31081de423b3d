package cli

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writeTemp writes a file of text in a fresh directory.
func writeTemp(t *testing.T, name, text string) string {
	t.Helper()
	file := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return file
}

func readRealFile(t testing.TB, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(realDir, name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// A file cut after a hand's last call is refused by name with how far it
// goes, nothing of the hand saved; the whole file, imported later, brings
// the hand in with the award and the rake the file gives, not "already
// there" (issue 28.1).
func TestImportCutShortThenWhole(t *testing.T) {
	path := tempHistory(t)
	whole := readRealFile(t, "horse_cash.txt")
	cut := whole[:strings.Index(whole, "*** SHOW DOWN ***")]
	var out bytes.Buffer
	err := HistoryImport(ImportOptions{File: writeTemp(t, "cut.txt", cut)}, nil, &out)
	if !errors.Is(err, ErrReported) {
		t.Errorf("err %v, want the exit status of a hand refused", err)
	}
	for _, want := range []string{
		"0 of 1 PokerStars hand(s) imported into " + path + "; 1 cut short (the file ends before the hand does)\n",
		"#231000000001 (line 1) ends before its showdown: not imported\n",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("no %q in:\n%s", want, out.String())
		}
	}
	if _, err := os.Stat(path); err == nil && len(historyLogs(t, path)) != 0 {
		t.Fatalf("the cut hand was saved")
	}
	out.Reset()
	if err := HistoryImport(ImportOptions{File: writeTemp(t, "whole.txt", whole)}, nil, &out); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	if !strings.Contains(out.String(), "2 of 2 PokerStars hand(s) imported into "+path+" as hands 1 to 2; 2 hand(s) of other games skipped\n") {
		t.Errorf("the whole file:\n%s", out.String())
	}
	got := historyLogs(t, path)
	if len(got) != 2 || got[0].SourceID != "231000000001" || got[0].Rake != 10 || got[0].Awards[0].Amount != 205 || got[0].Awards[0].Seat != 3 {
		t.Errorf("saved %+v", got)
	}
}

// A second, different hand under a PokerStars number already taken is a
// conflict, refused by name: in the same file, or saved before (the same
// hand with one up card changed used to be saved again under a new
// number with the same source_id; issue 27.5). The same hand again is
// already there.
func TestImportConflictingNumber(t *testing.T) {
	path := tempHistory(t)
	text := readRealFile(t, "horse_cash.txt")
	first := text[:strings.Index(text, "PokerStars Hand #231000000002")]
	changed := strings.Replace(first, "Dealt to lowjoe [Kd]", "Dealt to lowjoe [Qd]", 1) // lowjoe still brings in, then folds
	var out bytes.Buffer
	err := HistoryImport(ImportOptions{File: writeTemp(t, "two.txt", first+changed)}, nil, &out)
	if !errors.Is(err, ErrReported) ||
		!strings.Contains(out.String(), "1 of 2 PokerStars hand(s) imported into "+path+" as hand 1; 1 in conflict with another hand under the same number\n") ||
		!strings.Contains(out.String(), "#231000000001 (line 61) is another hand than the #231000000001 of line 1: not imported\n") {
		t.Errorf("%v\n%s", err, out.String())
	}
	out.Reset()
	err = HistoryImport(ImportOptions{File: writeTemp(t, "changed.txt", changed)}, nil, &out)
	if !errors.Is(err, ErrReported) || !strings.Contains(out.String(), "#231000000001 (line 1) is another hand than #231000000001 saved as hand 1: not imported\n") {
		t.Errorf("%v\n%s", err, out.String())
	}
	out.Reset()
	if err := HistoryImport(ImportOptions{File: writeTemp(t, "first.txt", first)}, nil, &out); err != nil || !strings.Contains(out.String(), "; 1 already there\n") {
		t.Errorf("%v\n%s", err, out.String())
	}
	if n := len(historyLogs(t, path)); n != 1 {
		t.Errorf("%d hands saved, want 1", n)
	}
}

// --hero names a player of the file, or the import says who plays in it
// and saves nothing (it fell back to the account holder silently); and
// importing again with another --hero gives the hands already there that
// hero (it said "already there" and kept the old one) (issue 28.4).
func TestImportHeroIsInTheFile(t *testing.T) {
	path := tempHistory(t)
	file := filepath.Join(realDir, "horse_cash.txt")
	var out bytes.Buffer
	err := HistoryImport(ImportOptions{File: file, Hero: "Nobody"}, nil, &out)
	if err == nil || err.Error() != `--hero "Nobody" plays in none of the hands of `+file+`; its players: HeroH, Knut77, lowjoe, vlad.s, sitter` {
		t.Errorf("%v", err)
	}
	if _, err := os.Stat(path); err == nil {
		t.Error("an import with a --hero nobody is saved hands")
	}
	if err := HistoryImport(ImportOptions{File: file}, nil, &out); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if err := HistoryImport(ImportOptions{File: file, Hero: "Knut77"}, nil, &out); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	if !strings.Contains(out.String(), "0 of 2 PokerStars hand(s) imported into "+path+"; 2 already there; 2 of them now with Knut77 as you;") {
		t.Errorf("%s", out.String())
	}
	for _, l := range historyLogs(t, path) {
		if l.Hero != 5 || l.HeroName != "Knut77" || l.Seats[1].Name != "HeroH" || l.Seats[2].Name != Hero {
			t.Errorf("hand %d: hero %d (%q), seats %v", l.Hand, l.Hero, l.HeroName, l.Seats)
		}
	}
}

// A file with no hands says so and fails; so does one with no Razz hands
// (it said "0 of 0 hand(s) imported" and exited 0).
func TestImportNothingFails(t *testing.T) {
	tempHistory(t)
	text := readRealFile(t, "horse_cash.txt")
	i := strings.Index(text, "PokerStars Hand #231000000002")
	holdem := text[i : i+strings.Index(text[i:], "PokerStars Hand #231000000003")]
	for _, c := range []struct{ text, want string }{
		{"", "holds no hands: nothing to import"},
		{"\n\n", "holds no hands: nothing to import"},
		{holdem, "holds no Razz hands: 1 hand(s) of other games, skipped"},
	} {
		file := writeTemp(t, "f.txt", c.text)
		err := HistoryImport(ImportOptions{File: file}, nil, &bytes.Buffer{})
		if err == nil || errors.Is(err, ErrReported) || err.Error() != file+" "+c.want {
			t.Errorf("%q: %v", c.text, err)
		}
	}
}

// A file's hand has one number in every command: its place among the
// file's Razz hands, the number practice --hand takes. A mixed file's
// second Razz hand, its third hand, was titled "hand 3" by practice
// --hand 2 and replay (issue 28.4).
func TestFileHandsHaveOneNumber(t *testing.T) {
	tempHistory(t)
	file := filepath.Join(realDir, "horse_cash.txt")
	hands, err := PracticeHands(PracticeOptions{File: file, Hand: 2}, nil)
	if err != nil || len(hands) != 1 || hands[0].Hand != 2 || hands[0].SourceID != "231000000003" {
		t.Fatalf("%v %+v", err, hands)
	}
	var out bytes.Buffer
	if err := Replay(file, nil, &out); err != nil || !strings.Contains(out.String(), "#231000000003 (line 91): hand 2 fits the rules") {
		t.Errorf("%v\n%s", err, out.String())
	}
	out.Reset()
	var errs bytes.Buffer
	if err := Review(ReviewOptions{File: file}, nil, &out, &errs); err != nil || !strings.Contains(out.String(), "Hand 2, seat 3 (HeroH)") {
		t.Errorf("%v %s\n%s", err, errs.String(), out.String())
	}
}
