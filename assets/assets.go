// Package assets holds the texts razz shows on screen, the long docs
// (docs/, razz help TOPIC) and the strategy the bots play (strategy.json),
// embedded in the binary so that it needs no files beside it. It owns no
// logic and imports only embed: any package may import it, and it imports
// none of razz's.
package assets

import "embed"

// Rules is a learner-friendly summary of the Razz rules (Markdown).
//
//go:embed rules.md
var Rules string

// Lessons are the learner's path, one Markdown text a lesson
// (learn/<id>.md), in the order tui/learn gives them.
//
//go:embed learn/*.md
var Lessons embed.FS

// Help lists the keys and what each screen does (Markdown).
//
//go:embed help.md
var Help string

// Strategy is the Razz strategy the coach and the Grinder bot follow, as
// data (JSON): the starting-hand classes, when to play, complete, steal,
// defend, and the later-street marks. StrategyNotes cites where each rule
// comes from.
//
//go:embed strategy.json
var Strategy []byte

// StrategyNotes says where each rule of Strategy comes from (Markdown).
//
//go:embed strategy.md
var StrategyNotes string

// Starts is the starting-hand chart with no card dead: each three-card
// start's equity against 1 to 7 random hands (tui/chart makes and checks
// it; `go generate ./tui/chart` remakes it).
//
//go:embed starts.tsv
var Starts string

// ThirdChances is third street's action chances by style, spot and the
// start's points: how often a player of each of razz's styles folds,
// comes in cheaply or puts in a bet (bots makes it from its decision
// code and checks it; `go generate ./bots` remakes it).
//
//go:embed third.tsv
var ThirdChances string

// Docs are the long docs (Markdown), a topic a file: docs/coach.md is
// `razz help coach`. The README links to them.
//
//go:embed docs/*.md
var Docs embed.FS
