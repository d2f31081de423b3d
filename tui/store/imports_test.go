package store

import (
	"testing"

	"razz/engine/enginetest"
)

// The package comment's rule, checked: the store imports the standard
// library and engine, nothing that draws (Bubble Tea, Lip Gloss) and no
// bots.
func TestStoreImports(t *testing.T) {
	t.Parallel()
	enginetest.ImportsOnly(t, "razz/engine")
}
