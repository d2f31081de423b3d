package practice

import (
	"testing"

	"razz/engine"
)

// Stakes in chips are written as the table and History write them,
// ante/bring-in/small/big (practice said "20/40 ante 5 bring-in 10").
func TestStakesAsTheTableWritesThem(t *testing.T) {
	l := engine.HandLog{Limits: engine.LogLimits{Ante: 5, BringIn: 10, SmallBet: 20, BigBet: 40}}
	if got := Stakes(l); got != "5/10/20/40" {
		t.Errorf("chips: %q", got)
	}
}
