package tui

import (
	"razz/tui/keys"
	"razz/tui/theme"
	"razz/tui/widget"
)

// The names the screens used before the theme had a package of its own;
// they go as the screens move to tui/screen.
type (
	Theme        = theme.Theme
	ThemeOptions = theme.Options
)

// NewTheme builds the styles for a dark or light background.
func NewTheme(o ThemeOptions, dark bool) Theme { return theme.New(o, dark) }

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
func joinColumns(l, r []string, w int) string              { return widget.Columns(l, r, w) }
