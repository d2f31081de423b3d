package handlist

import (
	"os"
	"strings"
	"testing"

	"razz/engine/hhfmt"
)

// A cash game's hand is listed in its currency (`razz history list`, the
// History list): "+$1.03 (+5.2 BB)" and "you won $2.05", the award net of
// the rake as the file says; its JSON says the currency of the cents.
func TestCashHandListed(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile("../../engine/hhfmt/testdata/real/horse_cash.txt")
	if err != nil {
		t.Fatal(err)
	}
	hs, err := hhfmt.ReadPokerStars(data, nil)
	if err != nil || hs[0].Err != nil {
		t.Fatal(err, hs[0].Err)
	}
	l := hs[0].Log
	s := Summarize(l)
	for _, text := range []string{s.Text(), entryOf(l, 0, 0).Text()} {
		for _, want := range []string{"+$1.03 (+5.2 BB)", "showdown: you won $2.05 with 5-4-3-2-A"} {
			if !strings.Contains(text, want) {
				t.Errorf("%q not in %q", want, text)
			}
		}
	}
	if s.Currency != "USD" || s.Result != 103 {
		t.Errorf("summary %+v", s)
	}
}
