package cli

import (
	"bytes"
	"strings"
	"testing"
)

const horseCash = "../../engine/hhfmt/testdata/real/horse_cash.txt"

// razz replay of a HORSE cash file: each Razz hand's award net of the
// rake, the rake said, in dollars, and the file's other games skipped in
// one line, exit 0.
func TestReplayCashMixedFile(t *testing.T) {
	t.Parallel()
	var out bytes.Buffer
	if err := Replay(horseCash, nil, &out); err != nil {
		t.Fatalf("%v:\n%s", err, out.String())
	}
	for _, want := range []string{"seat 3 won $2.05 (5-4-3-2-A), rake $0.10", "seat 8 won $0.61, rake $0.02", "\n2 hand(s) of other games skipped\n"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("%q not in:\n%s", want, out.String())
		}
	}
}

// razz review of a cash game's file (a mixed one: its other games are
// skipped in one line) writes its amounts in the file's
// currency: the actions, the advice and the reason that opens with it.
func TestReviewCashInItsCurrency(t *testing.T) {
	t.Parallel()
	var out, errs bytes.Buffer
	if err := Review(ReviewOptions{File: horseCash}, nil, &out, &errs); err != nil {
		t.Fatalf("%v: %s", err, errs.String())
	}
	text := strings.Join(strings.Fields(out.String()), " ")
	for _, want := range []string{"complete to $0.10 complete to $0.10", "call $0.20 raise to $0.60", "Raise to $0.60: a made"} {
		if !strings.Contains(text, want) {
			t.Errorf("%q not in the review:\n%s", want, out.String())
		}
	}
	if !strings.HasSuffix(out.String(), "\n2 hand(s) of other games skipped\n") || errs.Len() > 0 {
		t.Errorf("the file's stud and hold'em hands are not skipped in one line:\n%s\n%s", out.String(), errs.String())
	}
	if strings.Contains(text, "raise to 60") || strings.Contains(text, "Raise to 60") {
		t.Errorf("an amount in chips:\n%s", out.String())
	}
}
