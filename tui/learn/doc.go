// Package learn owns the learner's path: the lessons in order (each one
// screen of text in assets/learn, with a worked example on real cards),
// each lesson's exercise (questions drawn from the drills, with a pass
// mark at a stated level), the progress through them (kept by tui/store)
// and the next step: the first lesson not passed, and after the path the
// lesson and drill the user's own leaks point to.
//
// A lesson states a rule in the Rules page's words: its text quotes the
// block of assets/rules.md that explains it ({{rule ...}}), and a
// strategy's words from where the coach and the drills keep them (the
// start classes of assets/strategy.json, the styles' words of the Style
// drill, the street scale of a call), so that each explanation has one
// source.
//
// It must not import Bubble Tea or Lip Gloss, nor any screen: the Learn
// screen, `razz learn --plain` and the tests read it alike. It imports
// the assets, tui/drill (the exercises), tui/store (the record), bots and
// bots/review (the coach's words and the kinds of leak).
package learn
