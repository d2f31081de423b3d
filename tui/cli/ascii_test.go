package cli

import (
	"bytes"
	"strings"
	"testing"
)

// --ascii writes s h d c, never a suit symbol, in sim --explain (the
// street headers and the bots' reasons too) and in review's text.
func TestASCIISuits(t *testing.T) {
	var out, errs bytes.Buffer
	o := SimOptions{Table: DefaultTableFlags()}
	o.Hands, o.Explain, o.ASCII = 30, true, true
	o.Table.Seed = 7
	o.Level = "normal"
	if err := Sim(o, &out, &errs); err != nil {
		t.Fatalf("%v %s", err, errs.String())
	}
	if strings.ContainsAny(out.String(), "♠♥♦♣") || !strings.Contains(out.String(), "up: ") {
		t.Errorf("sim --explain --ascii:\n%s", out.String())
	}
	file := vectorHead(t, "hands.jsonl", 3) // suits in cards, boards and reasons
	out.Reset()
	if err := Review(ReviewOptions{File: file, Seat: 1, ASCII: true}, nil, &out, &errs); err != nil {
		t.Fatalf("%v %s", err, errs.String())
	}
	if strings.ContainsAny(out.String(), "♠♥♦♣") || !strings.Contains(out.String(), "coach") {
		t.Errorf("review --ascii:\n%s", out.String())
	}
}
