package tui

import (
	"razz/bots/review"
	"razz/engine"
	"razz/tui/keys"
	"razz/tui/theme"
	"razz/tui/widget"

	"charm.land/bubbles/v2/viewport"
)

// The names the screens used before the theme had a package of its own;
// they go as the screens move to tui/screen.
type (
	Theme        = theme.Theme
	ThemeOptions = theme.Options
)

// CardWidth is the width in cells of every card drawn.
const CardWidth = theme.CardWidth

// The key map's old names.
type (
	KeyMap     = keys.Map
	TableKeys  = keys.Table
	GlobalKeys = keys.Global
)

// DefaultKeys is the key map.
func DefaultKeys() KeyMap { return keys.Default() }

// The text helpers' old names (tui/widget's now).
func wrapWords(s string, width int) []string               { return widget.Wrap(s, width) }
func wrapItems(items []string, sep string, w int) []string { return widget.WrapItems(items, sep, w) }
func truncate(s string, w int) string                      { return widget.Truncate(s, w) }
func truncateStyled(s string, w int) string                { return widget.Cut(s, w) }
func padRight(s string, n int) string                      { return widget.PadRight(s, n) }
func oneLine(s string) string                              { return widget.OneLine(s) }
func count(n int, noun string) string                      { return widget.Count(n, noun) }

// The hand table's and the review line's old names (tui/widget's now),
// for the screens still here.
func seatHead(th *Theme, m engine.Money, w int) string { return widget.SeatHead(th, m, w) }
func seatRowIn(th *Theme, m engine.Money, v engine.View, sv engine.SeatView, name string, user bool, w int) string {
	return widget.SeatRow(th, m, v, sv, name, user, w)
}
func moneyCols(m engine.Money, w int) (name, stack, bet int) { return widget.MoneyCols(m, w) }
func reviewDecisionIn(th *Theme, m engine.Money, d review.Decision) string {
	return widget.ReviewLine(th, m, d)
}
func visible(vp *viewport.Model, lines []string) []string { return widget.Visible(vp, lines) }
func pctOf(part, whole int) string                        { return widget.Percent(part, whole) }
