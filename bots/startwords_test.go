package bots

import (
	"strings"
	"testing"

	"razz/engine"
)

// A start whose class says "fold it" but which the advice plays (a cheap
// call, a steal) says both, never "fold it" under "▸ Call 10" (found by
// the walk-through: "Call 10: 3-3-2 … you come in cheaply", then "fold it
// unless stealing"); folded, it keeps the class's words.
func TestStartWordsAgreeWithTheAdvice(t *testing.T) {
	var worse Class
	for _, c := range Rules.Classes {
		if c.Tier == 5 {
			worse = c
		}
	}
	a := Advice{Start: "3-3-2", Class: worse, Option: engine.Option{Kind: engine.Call}}
	if w := a.StartWords(); strings.Contains(w, "fold it") || !strings.Contains(w, "played here for the reason above") {
		t.Errorf("called: %q", w)
	}
	a.Option.Kind = engine.Fold
	if w := a.StartWords(); !strings.HasSuffix(w, "fold it unless stealing") {
		t.Errorf("folded: %q", w)
	}
}
