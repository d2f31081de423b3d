package history

import (
	"strings"
	"testing"

	"razz/tui/handlist"
)

// TestOneHandIsOneHand: a session of one hand says "1 hand", not "1 hands".
func TestOneHandIsOneHand(t *testing.T) {
	t.Parallel()
	s := &historyScreen{ctx: testCtx(t, opts{})}
	if line := s.sessionLine(headOf([]handlist.Entry{{Number: 4, BigBet: 20, Result: 10}}, []int{0})); !strings.Contains(line, "· 1 hand ·") {
		t.Errorf("%q", line)
	}
}
