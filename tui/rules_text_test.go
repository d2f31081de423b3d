package tui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// TestRulesSayTheFreeFoldIsThisTables: the Rules screen says that this
// table refuses a fold when checking is free, and why, instead of stating
// it as a rule of every room.
func TestRulesSayTheFreeFoldIsThisTables(t *testing.T) {
	t.Parallel()
	d := newDriver(t, Options{Start: ScreenRules}, 120, 40)
	r := d.live.Made[ScreenRules].(*rules)
	text := strings.Join(strings.Fields(ansi.Strip(r.vp.GetContent())), " ")
	if strings.Contains(text, "A player who may check cannot fold") {
		t.Error("the Rules state the free fold's refusal as every room's rule")
	}
	for _, want := range []string{"This table refuses a fold when checking is free", "many discourage it", "Check instead"} {
		if !strings.Contains(text, want) {
			t.Errorf("the Rules do not say %q", want)
		}
	}
}
