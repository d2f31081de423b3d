// Package assets holds the texts razz shows on screen, embedded in the
// binary so that it needs no files beside it.
package assets

import _ "embed"

// Rules is a learner-friendly summary of the Razz rules (Markdown).
//
//go:embed rules.md
var Rules string

// Help lists the keys and what each screen does (Markdown).
//
//go:embed help.md
var Help string
