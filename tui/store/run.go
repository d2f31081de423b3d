package store

import (
	"math/rand/v2"
	"strconv"
)

// NewRun names a new sitting at the table: the engine.HandLog.Run its
// saved hands carry, so that a list groups a run's hands into one session
// even when another run used the same seed. Random, 64 bits in base 36.
func NewRun() string { return strconv.FormatUint(rand.Uint64(), 36) }
