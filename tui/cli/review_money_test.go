package cli

import (
	"bytes"
	"strings"
	"testing"
)

// razz review of a cash game's file writes its amounts in the file's
// currency: the actions, the advice and the reason that opens with it.
func TestReviewCashInItsCurrency(t *testing.T) {
	t.Parallel()
	var out, errs bytes.Buffer
	// (the file's stud and hold'em hands are said on stderr and fail it)
	_ = Review(ReviewOptions{File: "../../engine/hhfmt/testdata/real/horse_cash.txt"}, nil, &out, &errs)
	text := strings.Join(strings.Fields(out.String()), " ")
	for _, want := range []string{"complete to $0.10 complete to $0.10", "call $0.20 raise to $0.60", "Raise to $0.60: a made"} {
		if !strings.Contains(text, want) {
			t.Errorf("%q not in the review:\n%s", want, out.String())
		}
	}
	if strings.Contains(text, "raise to 60") || strings.Contains(text, "Raise to 60") {
		t.Errorf("an amount in chips:\n%s", out.String())
	}
}
