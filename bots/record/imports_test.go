package record

import (
	"testing"

	"razz/engine/enginetest"
)

// TestImportsBelowTheScreens: a record is read by the coach, the review,
// the session and every screen, so it stands below them all.
func TestImportsBelowTheScreens(t *testing.T) {
	t.Parallel()
	enginetest.ImportsOnly(t, "razz/engine", "razz/bots")
}
